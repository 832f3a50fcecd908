"""The warm-up a long-running host starts when it loads (faces/warm.py): it leaves nothing for the first turn to
compile, file, build or read, it changes no answer and writes nothing, it stops when asked, and the Hermes plugin and
the MCP server start it (unless PLASTIC_MEMORY_WARM_UP=0)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from plastic_memory import Memory
from plastic_memory.faces import warm
from plastic_memory.language.records import records
from plastic_memory.turn import ready

ROOT = Path(__file__).resolve().parent.parent
LINES = [
    "I moved to Leeds last month and started at the Riverside clinic",
    "我上周辞职了，下个月去字节上班",
    "Me mudé a Sevilla con mi novia",
    "my cat Miso died last night",
]

# In a fresh interpreter: the readings of LINES, and what is left undone after an optional warm-up.
_CHILD = """
import json, sys
from plastic_memory.faces import warm
from plastic_memory.language import lazy_re, prefilter
from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.update_claims import claims
done = warm.warm_process(warm.LINES, pause=0) if sys.argv[1] == "warm" else {}
waiting = {
    "patterns": sum("rx" not in p.__dict__ for p in lazy_re._ALL),
    "lists": sum(x is None for rx in list(prefilter._LISTS) for x in rx._compiled),
    "catalogues": sum(bool(c._waiting) for c in (prefilter._CATALOG, *prefilter._OTHERS)),
}
lines = json.loads(sys.argv[2])
readings = [[repr(claims(t)), repr(judge(t, 1.75e9))] for t in lines]
print(json.dumps({"done": done, "waiting": waiting, "readings": readings}))
"""


def _child(mode: str) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0"}  # (sets print in hash order)
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, mode, json.dumps(LINES)], capture_output=True, text=True, env=env, check=True
    )
    return json.loads(out.stdout)


def test_a_warmed_process_has_nothing_left_to_compile_or_file_and_reads_the_same():
    cold, warmed = _child("cold"), _child("warm")
    assert warmed["waiting"] == {"patterns": 0, "lists": 0, "catalogues": 0}
    assert warmed["done"]["languages"] == len(warm.LINES)
    assert warmed["done"]["patterns"] > 1000
    assert cold["waiting"]["patterns"] > 500  # (the cold one really had work left: the check above can fail)
    assert warmed["readings"] == cold["readings"]


def test_every_language_shipped_has_a_line_to_build_its_readers():
    assert set(records()) | {"zh", "en"} <= set(warm.LINES)


def test_a_stopped_warm_up_stops_before_its_next_piece():
    warming = warm.Warming(delay=0)
    warming.stop.set()
    warming.start()
    assert warming.join(timeout=30)
    assert warming.result.get("languages", 0) == 0


def test_a_turn_that_comes_stops_it_after_its_current_piece():
    warming = warm.Warming(delay=0.2)  # (still waiting to begin when the turn comes)
    warming.start()
    warming.turn_came()
    assert warming.join(timeout=30)
    assert warming.result == {}


def test_an_mcp_tool_call_stops_the_servers_warm_up(tmp_path, clock):
    from plastic_memory.faces.mcp import Server

    server = Server(Memory(home=tmp_path, owner="ana", clock=clock, llm=False))
    server.warming = warm.Warming(delay=60)
    server.handle({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "pm_status", "arguments": {}}})
    assert server.warming.stop.is_set()
    server.memory.close()


@pytest.mark.parametrize("value, on", [("", True), ("1", True), ("0", False), ("off", False), ("No", False)])
def test_the_environment_turns_it_off(value, on):
    assert warm.enabled({"PLASTIC_MEMORY_WARM_UP": value}) is on


def test_start_returns_nothing_when_turned_off():
    assert warm.start(env={"PLASTIC_MEMORY_WARM_UP": "0"}) is None


def _said(memory: Memory) -> None:
    for n, text in enumerate(
        [
            "I work as a nurse at St Mary's",
            "my sister Anna lives in Porto",
            "我对花生过敏",
            "I quit coffee last month",
            "we adopted a dog called Biscuit",
        ]
    ):
        memory.observe(text, session_id=f"s{n}")


def test_prepare_makes_every_side_table_and_the_core_and_changes_no_answer(tmp_path, clock):
    homes = []
    for name in ("plain", "prepared"):
        memory = Memory(home=tmp_path / name, owner="ana", clock=clock, llm=False)
        _said(memory)
        memory.close()
        homes.append(tmp_path / name)
    plain = Memory(home=homes[0], owner="ana", clock=clock, llm=False)
    prepared = Memory(home=homes[1], owner="ana", clock=clock, llm=False)
    serial = prepared.store.serial("ana")
    assert prepared.prepare() == {"items": 5, "languages": ["en", "zh"]}
    assert set(prepared.state.live()._sides) == set(ready.SIDES)
    assert prepared.store.serial("ana") == serial  # nothing written
    for text in ("what should I drink this morning?", "any news from my sister?", "how's Biscuit?"):
        assert prepared.context(text, session_id="new") == plain.context(text, session_id="new")
    plain.close()
    prepared.close()


def test_a_warming_prepares_the_memories_it_is_given(tmp_path, clock):
    memory = Memory(home=tmp_path, owner="ana", clock=clock, llm=False)
    _said(memory)
    warming = warm.Warming(lambda: [memory], pause=0, delay=0).start()
    assert warming.join(timeout=120)
    assert warming.result["remarks"] == 5
    assert {"zh", "en"} <= warm._read  # (the process's own languages, and those the memory holds)
    memory.close()


def test_has_memory_is_false_for_a_folder_never_used(tmp_path, clock):
    assert not warm.has_memory(tmp_path / "nobody")
    Memory(home=tmp_path / "someone", owner="ana", clock=clock, llm=False).close()
    assert warm.has_memory(tmp_path / "someone")


def _side_names(path: Path) -> set[str]:
    """The names of the side tables a module asks the index for by a string written in the call."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "side" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
    return found


def test_every_side_table_the_package_reads_is_made_ahead():
    asked: set[str] = set()
    for path in (ROOT / "plastic_memory").rglob("*.py"):
        asked |= _side_names(path)
    assert asked and asked <= set(ready.SIDES), asked - set(ready.SIDES)


@pytest.mark.hermes
def test_hermes_loading_the_plugin_starts_the_warm_up(hermes_home, monkeypatch):
    from conftest import hermes_discovered, hermes_plugin_objects

    with hermes_discovered(monkeypatch) as manager:
        (plugin,) = hermes_plugin_objects(manager)
        assert plugin._warming is not None
        assert plugin._warming.join(timeout=120)
        assert plugin._warming.result["languages"] in (0, len(warm.HOME_LANGUAGES))  # (0: an earlier test did it)
        assert not (hermes_home / "plugin-data" / "plastic-memory" / "memory.db").exists()  # none made for it
    with hermes_discovered(monkeypatch) as manager:
        (plugin,) = hermes_plugin_objects(manager)
        from hermes_cli.plugins import invoke_hook

        invoke_hook("pre_llm_call", session_id="s1", user_message="hi", conversation_history=[], platform="cli")
        assert plugin._warming.stop.is_set()  # a turn came: the warm-up leaves the rest to the turns
    monkeypatch.setenv("PLASTIC_MEMORY_WARM_UP", "0")
    with hermes_discovered(monkeypatch) as manager:
        (plugin,) = hermes_plugin_objects(manager)
        assert plugin._warming is None
