"""The tool table: what each host's model reads, how much it costs per request, and results of one shape."""

from __future__ import annotations

import json

import pytest

from plastic_memory.faces.tools import BY_NAME, HOSTS, TOOLS, ArgumentError, validate

BUDGET = 2500  # characters the nine schemas may add to every request


def hermes_request_size() -> int:
    """What the schemas add to a chat request inside Hermes: each goes out as an OpenAI function tool."""
    return sum(len(json.dumps({"type": "function", "function": t.hermes_schema()})) for t in TOOLS)


def mcp_listing_size() -> int:
    """What tools/list gives an MCP host's model (name, description, input schema)."""
    return sum(len(json.dumps({k: v for k, v in t.mcp_listing().items() if k != "annotations"})) for t in TOOLS)


def test_the_nine_schemas_fit_the_budget_in_each_host():
    assert len(TOOLS) == 9
    assert hermes_request_size() <= BUDGET
    assert mcp_listing_size() <= BUDGET


def test_hosts_are_told_what_each_does_by_itself():
    hermes = {t.name: t.describe("hermes") for t in TOOLS}
    mcp = {t.name: t.describe("mcp") for t in TOOLS}
    assert "recorded automatically" in hermes["pm_observe"] and "only when asked" in hermes["pm_observe"]
    assert "Nothing is recorded for you" in mcp["pm_observe"] and "personal fact" in mcp["pm_observe"]
    assert "before answering about the user" in mcp["pm_recall"] and "notes" in hermes["pm_recall"]
    assert {n for n in hermes if hermes[n] != mcp[n]} == {"pm_observe", "pm_recall"}
    # one table: every host's wording starts from the shared description
    assert all(t.describe(host).startswith(t.description) for t in TOOLS for host in HOSTS)


def test_what_the_model_needs_is_still_said():
    assert "confirm=true" in BY_NAME["pm_compact"].description and "Ask the user" in BY_NAME["pm_compact"].description
    assert "only when the user asks" in BY_NAME["pm_diary"].description
    assert "never fades" in BY_NAME["pm_pin"].description and "unpin=true" in BY_NAME["pm_pin"].description
    assert "numbers only" in BY_NAME["pm_status"].description


@pytest.mark.parametrize(
    "args, argument, problem",
    [
        ({"query": "x", "k": 0}, "k", "must be between 1 and 50"),
        ({"query": "x", "k": True}, "k", "must be integer, got bool"),
        ({}, "query", "is required"),
        ({"query": "x", "bogus": 1}, None, "unknown argument(s) bogus; accepted: query, k"),
    ],
)
def test_argument_errors_name_the_argument_so_each_face_can_say_it_its_way(args, argument, problem):
    with pytest.raises(ArgumentError) as caught:
        validate(BY_NAME["pm_recall"], args)
    assert (caught.value.argument, caught.value.problem) == (argument, problem)
    assert str(caught.value) == (f"pm_recall: '{argument}' {problem}" if argument else f"pm_recall: {problem}")
