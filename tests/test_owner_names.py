"""One person is one memory on every surface: the owner's name is trimmed and normalised the same way by the
library, the CLI, the MCP server and the Hermes plugin; a blank name given on purpose is refused everywhere, a blank
$PLASTIC_MEMORY_OWNER counts as unset everywhere; and two owners never share a report file."""

from __future__ import annotations

import json
import unicodedata

import pytest

from plastic_memory import Memory, PlasticMemoryError
from plastic_memory.faces import cli
from plastic_memory.faces.mcp import resolve_owner as mcp_owner
from plastic_memory.faces.sessions import owner_for
from plastic_memory.faces.whose import resolve_owner
from plastic_memory.report.page import report_name, write_report

SPELLINGS = ["alice", "alice ", " alice", "\talice\n", "alice\u200b", "\u3000alice"]


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_spelling_of_one_name_is_one_memory_in_the_library(core_home, clock, monkeypatch, spelling):
    with Memory(home=core_home, owner="alice", clock=clock, llm=False) as m:
        m.observe("I am allergic to peanuts", kind="fact")
    with Memory(home=core_home, owner=spelling, clock=clock, llm=False) as m:
        assert m.owner == "alice" and m.recall("peanuts")
    monkeypatch.setenv("PLASTIC_MEMORY_OWNER", spelling)
    with Memory(home=core_home, clock=clock, llm=False) as m:
        assert m.owner == "alice" and m.recall("peanuts")


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_surface_resolves_one_spelling(core_home, monkeypatch, spelling):
    monkeypatch.setenv("PLASTIC_MEMORY_OWNER", spelling)
    assert resolve_owner(None, core_home).name == "alice"  # the CLI
    assert mcp_owner(str(core_home)) == "alice"  # the MCP server
    assert owner_for("", "", "s1", True, spelling.strip()) == "alice"  # the Hermes plugin (identity strips first)
    assert owner_for(spelling, "", "s1", False, "") == "alice"  # a sender id as a host passes it
    assert resolve_owner(spelling, core_home).name == "alice"  # --owner


def test_unicode_forms_of_one_name_are_one_owner(core_home, clock):
    composed, decomposed = "José", unicodedata.normalize("NFD", "José")
    assert composed != decomposed
    with Memory(home=core_home, owner=decomposed, clock=clock, llm=False) as m:
        assert m.owner == composed


@pytest.mark.parametrize("blank", ["", "   ", "\u3000", "\u200b"])
def test_a_blank_owner_given_on_purpose_is_refused_everywhere_with_a_clear_error(core_home, blank, capsys):
    with pytest.raises(PlasticMemoryError, match="non-empty name"):
        Memory(home=core_home, owner=blank)
    with pytest.raises(PlasticMemoryError, match="non-empty name"):
        resolve_owner(blank, core_home)
    assert cli.main(["--home", str(core_home), "--owner", blank, "status"]) == 1
    assert "non-empty name" in capsys.readouterr().err


@pytest.mark.parametrize("blank", ["", "   ", "\t"])
def test_a_blank_environment_owner_means_the_default_everywhere(core_home, clock, monkeypatch, blank, capsys):
    monkeypatch.setenv("PLASTIC_MEMORY_OWNER", blank)
    with Memory(home=core_home, clock=clock, llm=False) as m:
        assert m.owner == "default"
    assert resolve_owner(None, core_home).name == "default" and mcp_owner(str(core_home)) == "default"
    assert owner_for("", "", "s", True, blank.strip()) == "default"
    assert cli.main(["--home", str(core_home), "--json", "status"]) == 0
    assert json.loads(capsys.readouterr().out)["owner"] == "default"


def test_owners_differing_only_in_punctuation_get_their_own_report_files(core_home, clock):
    owners = ["webui:42", "webui_42", "webui/42", "webui\\42", "webui 42"]
    names = {report_name(o) for o in owners}
    assert len(names) == len(owners)
    assert report_name("default") == "report-default.html"  # a plain name keeps its plain file
    assert all("/" not in n and "\\" not in n and ":" not in n and len(n.encode()) <= 255 for n in names)
    for owner in owners[:3]:
        with Memory(home=core_home, owner=owner, clock=clock, llm=False) as m:
            m.observe(f"I am {owner} and I like tea", kind="fact")
            write_report(m.state, core_home / report_name(owner))
    assert len(list(core_home.glob("report-*.html"))) == 3


@pytest.mark.parametrize("owner", ["x" * 10_000, "张" * 5_000, "a-" + "0123456789"])
def test_a_very_long_or_hash_like_owner_writes_its_own_report(core_home, clock, owner):
    name = report_name(owner)
    assert len(name.encode()) <= 255 and name != report_name(owner[:-1] + "y")
    with Memory(home=core_home, owner=owner, clock=clock, llm=False) as m:
        m.observe("I like tea", kind="fact")
        assert write_report(m.state, core_home / name) > 0
