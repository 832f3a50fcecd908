"""The plastic-memory command: one subcommand per tool, owners that stick, errors on stderr."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import plastic_memory
from plastic_memory import Memory
from plastic_memory.cli import BY_COMMAND, COMMANDS, main
from plastic_memory.owners import read_active_owner
from plastic_memory.mcp import Server
from plastic_memory.tools import BY_NAME, TOOLS


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every command runs against a fresh home, with the rule tier (no model is ever called)."""
    monkeypatch.setenv("PLASTIC_MEMORY_HOME", str(tmp_path))
    monkeypatch.setenv("PLASTIC_MEMORY_DISTILL", "rules")
    return tmp_path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_observe_then_recall_prints_readable_lines(capsys):
    code, out, err = run(capsys, "observe", "我的工号是A7391")
    assert code == 0 and out.startswith("stored #") and err == ""
    code, out, _ = run(capsys, "recall", "工号")
    assert code == 0
    assert "A7391" in out and not out.lstrip().startswith("{")


def test_json_flag_prints_the_tool_result_before_or_after_the_subcommand(capsys):
    run(capsys, "observe", "我的工号是A7391")
    code, out, _ = run(capsys, "--json", "status")
    status = json.loads(out)
    assert code == 0 and isinstance(status, dict) and status
    code, out, _ = run(capsys, "recall", "工号", "-k", "1", "--json")
    assert code == 0 and len(json.loads(out)["results"]) == 1


def test_owner_flag_isolates_memories_and_stays_active(capsys, home):
    assert run(capsys, "--owner", "alice", "observe", "我的工号是A7391")[0] == 0
    code, out, _ = run(capsys, "--owner", "bob", "recall", "工号")
    assert code == 0 and "A7391" not in out and "nothing found" in out
    assert read_active_owner(str(home)) == "bob"
    assert "A7391" not in run(capsys, "recall", "工号")[1]
    run(capsys, "--owner", "alice", "status")
    assert "A7391" in run(capsys, "recall", "工号")[1]


def test_library_errors_exit_1_with_the_message_on_stderr(capsys):
    code, out, err = run(capsys, "recall", "工号", "-k", "0")
    assert code == 1 and out == ""
    assert err.startswith("plastic-memory: error:") and "'k'" in err
    code, out, err = run(capsys, "trace", "--id", "424242")
    assert code == 1 and out == "" and "error" in err


def test_usage_errors_exit_2_with_usage_on_stderr(capsys):
    code, out, err = run(capsys, "pin")
    assert code == 2 and out == "" and "usage: plastic-memory pin" in err
    code, _, err = run(capsys, "observe", "x", "--kind", "gossip")
    assert code == 2 and "invalid choice" in err


@pytest.mark.parametrize("command", [c.name for c in COMMANDS])
def test_every_subcommand_has_help(capsys, command):
    code, out, _ = run(capsys, command, "--help")
    assert code == 0
    assert f"usage: plastic-memory {command}" in out
    description = BY_NAME[BY_COMMAND[command].tool].description
    assert " ".join(description.split()) in " ".join(out.split())


def test_top_level_help_lists_every_subcommand(capsys):
    code, out, _ = run(capsys, "--help")
    assert code == 0
    assert all(f"    {c.name} " in out for c in COMMANDS)


# Arguments that make each subcommand succeed on a memory that holds one statement.
SAMPLE_ARGS = {"observe": ["我不吃香菜"], "recall": ["工号"], "dream": [], "status": [], "pin": ["工号"],
               "trace": ["工号"], "compact": [], "diary": ["--style", "warm"], "persona": ["今天好累"]}


@pytest.mark.parametrize("tool", TOOLS, ids=lambda t: t.name)
def test_every_tool_is_reachable_from_the_cli_and_listed_by_mcp(capsys, tool, home):
    commands = [c.name for c in COMMANDS if c.tool == tool.name]
    assert commands, f"no subcommand runs {tool.name}"
    run(capsys, "observe", "我的工号是A7391")
    code, out, err = run(capsys, "--json", commands[0], *SAMPLE_ARGS[commands[0]])
    assert code == 0, err
    assert isinstance(json.loads(out), dict)
    with Memory(home=str(home)) as memory:
        listed = Server(memory).handle({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert tool.name in [t["name"] for t in listed["result"]["tools"]]


def test_runs_as_a_module(home):
    env = {**os.environ, "PYTHONPATH": str(Path(plastic_memory.__file__).parent.parent)}
    cmd = [sys.executable, "-m", "plastic_memory.cli", "--home", str(home)]
    stored = subprocess.run([*cmd, "observe", "我的工号是A7391"], capture_output=True, text=True, env=env, timeout=30)
    assert stored.returncode == 0 and stored.stdout.startswith("stored #"), stored.stderr
    found = subprocess.run([*cmd, "recall", "工号", "--json"], capture_output=True, text=True, env=env, timeout=30)
    assert found.returncode == 0
    assert "A7391" in json.loads(found.stdout)["results"][0]["text"]
