"""A 30-day simulation (the quickstart's conversation, both languages, a dream each night) and the three layers'
behaviour over it: noise blocked, repeats reinforced, decay eliminates, dreams promote and merge, the injection
never repeats a matter and stays within budget, and no tool but the diary lets the core out."""

from __future__ import annotations

import importlib.util
import json
import os
import sqlite3
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from plastic_memory import Memory
from plastic_memory.faces import tools
from plastic_memory.turn.inject import HEADER_CORE
from test_properties import injected_notes, shown

ROOT = Path(__file__).resolve().parent.parent
QUICKSTART = ROOT / "examples" / "quickstart.py"


def load_quickstart():
    spec = importlib.util.spec_from_file_location("quickstart_example", QUICKSTART)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


qs = load_quickstart()
HANGZHOU_DUE_DAY = 9  # 下周三 said on Monday 3 March is Wednesday 12 March


@dataclass
class Run:
    """Everything the simulation saw, recorded once for all the tests below."""

    memory: Memory
    db: sqlite3.Connection
    ids: dict[str, int] = field(default_factory=dict)
    results: list[tuple[int, str, dict]] = field(default_factory=list)
    blocks: dict[str, list[tuple[int, str]]] = field(default_factory=lambda: defaultdict(list))
    after: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))  # blocks given after a remark
    dreams: list[dict] = field(default_factory=list)
    recalls: dict[tuple[int, str], list[str]] = field(default_factory=dict)

    def rows(self, sql: str, params=()) -> list[sqlite3.Row]:
        return self.db.execute(sql, params).fetchall()


PROBES = ("杭州", "Boston", "Denver", "跳槽", "香菜")


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    clock = qs.Clock(qs.at(0, 0))
    home = tmp_path_factory.mktemp("sim")
    m = Memory(home=home, owner="sim", clock=clock, llm=False)
    db = sqlite3.connect(f"file:{home / 'memory.db'}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    r = Run(m, db)
    for day, said in enumerate(qs.conversation()):
        session = f"day-{day}"
        for turn, text in enumerate(said):
            clock.now = qs.at(day, 9 + turn / 2)
            block = m.context(text, session_id=session)
            if block is not None:
                r.blocks[session].append((day, block))
                for earlier in r.ids:
                    r.after[earlier].append(block)
            result = m.observe(text, session_id=session)
            r.results.append((day, text, result))
            if result["id"] is not None:
                r.ids.setdefault(text, result["id"])
        clock.now = qs.at(day, 23.5)
        for probe in PROBES:
            r.recalls[(day, probe)] = [hit["text"] for hit in m.recall(probe, k=10)]
        r.dreams.append(m.dream(force=True))
    yield r
    db.close()
    m.close()


def all_blocks(run: Run, from_day: int = 0) -> list[str]:
    return [b for blocks in run.blocks.values() for day, b in blocks if day >= from_day]


# -- the gate ---------------------------------------------------------------------------------------------------------
def test_small_talk_and_questions_are_counted_never_stored(run):
    dropped = [(text, r) for _, text, r in run.results if r["action"] == "dropped"]
    said = [text for _, text, _ in run.results]
    assert {t for t in said if t in qs.SMALL_TALK} <= {t for t, _ in dropped}
    assert {t for t in said if t in qs.QUESTIONS} <= {t for t, _ in dropped}
    assert run.memory.status()["junk_blocked"] == len(dropped)
    rows = run.rows("SELECT count FROM dropped WHERE owner = 'sim'")
    assert len(rows) == len({t for t, _ in dropped})  # one row per digest, with a count (v0.3.4)
    stored = {r["text"] for r in run.rows("SELECT text FROM items WHERE owner = 'sim'")}
    assert not stored & (set(qs.SMALL_TALK) | set(qs.QUESTIONS))
    assert len(said) >= 250


def test_a_repeat_is_reinforced_never_stored_twice(run):
    cilantro = run.rows("SELECT id, hits FROM items WHERE owner = 'sim' AND layer = 'event' AND text LIKE '%香菜%'")
    assert len(cilantro) == 1 and cilantro[0]["hits"] == 3
    twice = run.rows(
        "SELECT digest, COUNT(*) FROM items WHERE owner = 'sim' AND alive = 1 GROUP BY layer, digest "
        "HAVING COUNT(*) > 1"
    )
    assert [tuple(r) for r in twice] == []


# -- decay -------------------------------------------------------------------------------------------------------------
def test_decay_eliminates_passing_remarks_but_keeps_what_matters(run):
    decayed = run.rows("SELECT id, kind, text FROM items WHERE owner = 'sim' AND state = 'decayed'")
    assert sum(d["eliminated"] for d in run.dreams) == len(decayed)
    # A detail folded into an impression that lives is still recognised when cued, through that impression.
    first = run.ids["今天烦死了，项目又延期了"]
    hit = next(h for h in run.memory.recall("项目又延期了", k=10) if h["id"] == first)
    assert hit["via"] is not None and run.memory.trace(id=hit["via"])["alive"]
    for r in decayed:
        assert r["id"] not in {hit["id"] for hit in run.memory.recall(r["text"], k=10)}
    status = run.memory.status()
    assert status["events_alive"] < status["events_total"]
    for kept in ("我的工号是A7391", "我妈住院做手术了", "I'm allergic to peanuts"):
        assert run.memory.trace(id=run.ids[kept])["alive"]


def test_a_dated_plan_is_recalled_until_its_day_and_then_forgotten(run):
    for day in range(qs.DAYS):
        hits = [t for t in run.recalls[(day, "杭州")] if "杭州" in t]
        assert hits == (["下周三去杭州出差"] if day <= HANGZHOU_DUE_DAY else []), day
    assert not [b for b in all_blocks(run, HANGZHOU_DUE_DAY + 1) if "杭州" in b]


# -- dreams ------------------------------------------------------------------------------------------------------------
RENOVATION = ("准备装修新房", "装修预算二十万", "装修想要北欧风", "装修师傅下周进场", "装修期间先住我妈家")


def renovation_impression(run: Run) -> sqlite3.Row:
    (row,) = run.rows(
        "SELECT id, provenance FROM items WHERE owner = 'sim' AND layer = 'impression' AND text LIKE '%装修%'"
    )
    return row


def test_a_dream_merges_one_topic_into_one_impression_with_provenance(run):
    impression = renovation_impression(run)
    sources = json.loads(impression["provenance"])["ids"]
    undated = [t for t in RENOVATION if t != "装修师傅下周进场"]
    assert {run.ids[t] for t in undated} <= set(sources)
    trace = run.memory.trace(id=impression["id"])
    assert {s["status"] for s in trace["sources"]} == {f"merged into #{impression['id']} (已并入 #{impression['id']})"}
    assert sum(d["merged"] for d in run.dreams) >= 3 and sum(d["attached"] for d in run.dreams) >= 1


def test_a_dated_remark_joins_its_topic_impression_when_dreams_run_nightly(run):
    impression = renovation_impression(run)
    assert sorted(json.loads(impression["provenance"])["ids"]) == sorted(run.ids[t] for t in RENOVATION)


def test_a_dream_promotes_heavy_single_remarks_and_pins_critical_ones(run):
    for text in ("我的工号是A7391", "我妈住院做手术了", "I'm allergic to peanuts"):
        event = run.memory.trace(id=run.ids[text])
        assert event["merged_into"], text
        impression = run.memory.trace(id=event["merged_into"])
        assert impression["layer"] == "impression" and impression["provenance"]["ids"] == [run.ids[text]]
    assert run.memory.trace(id=run.ids["我妈住院做手术了"])["pinned"]
    assert sum(d["promoted"] for d in run.dreams) >= 4


def test_a_lasting_plan_becomes_an_impression_without_the_date(run):
    event = run.memory.trace(id=run.ids["我下个月开始学日语，报了线下班"])
    (row,) = run.rows("SELECT expires_at, alive FROM items WHERE id = ?", (event["merged_into"],))
    assert row["alive"] == 1 and row["expires_at"] is None  # v0.3.3: it must not vanish when next month ends


# -- changing its mind -----------------------------------------------------------------------------------------------
def test_a_corrected_fact_leaves_recall_and_injection(run):
    assert run.memory.trace(id=run.ids["I live in Boston"])["state"] == "retracted"
    for day in range(10, qs.DAYS):
        # the wrong remark's words lead only to what the user said instead, never to the wrong value
        assert set(run.recalls[(day, "Boston")]) <= {"I moved to Denver."}, day
        assert "I moved to Denver." in run.recalls[(day, "Denver")], day
    assert run.after[qs.SCRIPT[10][0]] and not [b for b in run.after[qs.SCRIPT[10][0]] if "Boston" in b]


def test_after_a_flip_only_the_newer_stance_is_recalled_or_injected(run):
    assert run.memory.trace(id=run.ids["我不打算跳槽，现在挺稳定"])["state"] == "superseded"
    assert run.recalls[(qs.DAYS - 1, "跳槽")] == ["最近特别想跳槽"]
    assert run.after["最近特别想跳槽"] and not [b for b in run.after["最近特别想跳槽"] if "不打算跳槽" in b]


# -- the injection -----------------------------------------------------------------------------------------------------
def matters(run: Run) -> dict[str, set[int]]:
    """Which matter (an impression id, or the event's own id) each shown text stands for."""
    out: dict[str, set[int]] = defaultdict(set)
    for r in run.rows("SELECT id, text, merged_into, layer FROM items WHERE owner = 'sim'"):
        out[shown(r["text"], run.memory.config.item_chars)].add(r["id"])
        out[r["text"]].add(r["id"])
    return out


def test_the_injection_never_repeats_a_matter_within_a_session(run):
    # A matter is one remark (shown whole or by a clause) or one impression shown whole; two details of one
    # impression called up on two turns are two matters.
    by_text = matters(run)
    for session, blocks in run.blocks.items():
        given: dict[object, str] = {}
        for _, block in blocks:
            for note in injected_notes(block, run.memory.config.core_budget):
                for matter in by_text[note] or {note.strip("…")}:
                    assert matter not in given, f"{session}: 「{note}」 repeats 「{given[matter]}」"
                    given[matter] = note


def test_each_session_gets_the_core_once_and_then_only_new_notes_within_budget(run):
    cfg = run.memory.config
    assert len(run.blocks) >= qs.DAYS - 1  # from the second day on, every session starts with a core
    for blocks in run.blocks.values():
        first, *later = [b for _, b in blocks]
        assert len(first.split("\n[plastic-memory]")[0]) <= cfg.core_budget
        for block in later:
            assert len(block.split("\n[plastic-memory]")[0]) <= cfg.core_budget
            assert not block.startswith(HEADER_CORE)
    impressions = {
        shown(r["text"], cfg.item_chars)
        for r in run.rows("SELECT text FROM items WHERE owner = 'sim' AND layer = 'impression'")
    }
    for _, blocks in run.blocks.items():
        day, core = blocks[0]
        notes = injected_notes(core, cfg.core_budget)
        if day >= 3:  # a young memory has little to give; after a few dreams the core holds what lasts
            assert notes, core
        assert len([n for n in notes if n in impressions]) <= cfg.inject_max, core


# -- no export path ----------------------------------------------------------------------------------------------------
def core_only_texts(run: Run) -> set[str]:
    """Impression wordings that no event shares: only an export of the core could reveal them."""
    events = {r["text"] for r in run.rows("SELECT text FROM items WHERE owner = 'sim' AND layer = 'event'")}
    impressions = {r["text"] for r in run.rows("SELECT text FROM items WHERE owner = 'sim' AND layer = 'impression'")}
    return impressions - events


def test_no_tool_but_the_diary_lets_the_core_out(run):
    m = run.memory
    assert {t.name for t in tools.TOOLS} == {
        "pm_status",
        "pm_recall",
        "pm_observe",
        "pm_dream",
        "pm_persona",
        "pm_trace",
        "pm_pin",
        "pm_compact",
        "pm_diary",
    }
    status = tools.call(m, "pm_status", {})
    assert status and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in status.values())
    event_ids = {r["id"] for r in run.rows("SELECT id FROM items WHERE owner = 'sim' AND layer = 'event'")}
    secret = core_only_texts(run)
    assert secret  # the run made merged judgements worth protecting
    for query in [*PROBES, *secret, "装修", "我", "I"]:
        results = tools.call(m, "pm_recall", {"query": query, "k": 50})["results"]
        assert {hit["id"] for hit in results} <= event_ids
        assert not {hit["text"] for hit in results} & secret
    for name, args in (
        ("pm_persona", {"text": "装修"}),
        ("pm_compact", {"confirm": False}),
        ("pm_observe", {"text": "hi"}),
        ("pm_dream", {}),
    ):
        dumped = json.dumps(tools.call(m, name, args), ensure_ascii=False)
        assert not [t for t in secret if t in dumped], name
    diary = tools.call(m, "pm_diary", {"raw": True})["diary"]
    resident = {
        r["text"]
        for r in run.rows(
            "SELECT text FROM items WHERE owner = 'sim' AND layer = 'impression' "
            "AND alive = 1 AND (resident = 1 OR pinned = 1)"
        )
    }
    assert resident and all(t in diary for t in resident)


# -- the quickstart --------------------------------------------------------------------------------------------------
def test_quickstart_runs_from_a_clean_checkout_in_seconds_without_touching_the_users_memory(tmp_path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PLASTIC_MEMORY_", "PYTHONPATH"))}
    env.update(HOME=str(tmp_path), PLASTIC_MEMORY_DISTILL="rules")
    done = subprocess.run(
        [sys.executable, str(QUICKSTART)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for part in ("What it kept", "What it forgot", "装修", "retracted", "superseded", "Half a year later", "wall time"):
        assert part in out, part
    assert all(line.split("e.g.")[1].strip() for line in out.splitlines() if "e.g." in line)  # never "e.g. " alone
    later = out.split("Half a year later")[1]
    retired = int(later.split("- ")[1].split()[0])
    assert retired > 0 and "「I went for a walk" in later.split("given now")[0]
    assert "(pinned)" in later.split("given now")[1]
    assert "Boston" not in out.split("What it kept")[1].split("What it forgot")[0]
    assert not (tmp_path / ".plastic-memory").exists()
