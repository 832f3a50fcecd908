"""Bounded by design: every kind under a cap, provenance naming live sources, the dead purged, and the live index
a dream keeps in step equal to one rebuilt from the file."""

from __future__ import annotations

import dataclasses
import json

from plastic_memory import Memory
from plastic_memory.config import DAY, Config
from plastic_memory.state.index import LiveIndex
from plastic_memory.store.provenance import Provenance

T0 = 1_700_000_000.0


def _entries(index: LiveIndex) -> dict[int, tuple]:
    skip = {"covers"}
    return {i: tuple(v for k, v in dataclasses.asdict(e).items() if k not in skip) for i, e in index.items.items()}


def _memory(tmp_path, clock, **caps) -> Memory:
    cfg = Config(home=tmp_path, owner="o", **caps)
    return Memory(config=cfg, clock=lambda: clock[0], llm=False)


def test_the_index_a_dream_keeps_is_the_index_the_file_holds(tmp_path):
    clock = [T0]
    m = _memory(tmp_path, clock, event_capacity=30, kind_capacity={"identity": 5, "boundary": 5, "critical": 5})
    cities = ["杭州", "苏州", "成都", "西安", "武汉", "南京", "厦门", "青岛"]
    for day in range(12):
        for n, city in enumerate(cities):
            clock[0] = T0 + day * DAY + n * 600
            m.observe(f"我表姐在{city}工作，第{day}天说的")
            m.observe(f"我最近迷上了{city}的小吃，第{day}天吃了{n + 2}种")
            m.observe("我最近在装修房子，好累")
        clock[0] = T0 + day * DAY + 20 * 3600
        m.dream(force=True)
        state = m._state
        kept = state.index
        assert kept is not None, "the dream dropped the index instead of keeping it in step"
        fresh = LiveIndex(state.store.live_items("o"), 0)
        assert _entries(kept) == _entries(fresh), day
        assert kept.pending == fresh.pending and kept.postings == fresh.postings
    m.close()


def test_every_kind_has_a_bound_and_facts_about_others_give_way_first(tmp_path):
    clock = [T0]
    m = _memory(tmp_path, clock, kind_capacity={"identity": 4, "boundary": 5, "critical": 5})
    mine = m.observe("我的工号是A7391")["id"]
    for n, city in enumerate(["杭州", "苏州", "成都", "西安", "武汉", "南京"]):
        clock[0] += 3600
        m.observe(f"我{['表姐', '舅舅', '邻居', '同事', '表哥', '外婆'][n]}住在{city}")
    clock[0] += 3600
    m.dream(force=True)
    alive = [r for r in m.store.live_items("o") if r["layer"] == "event" and r["kind"] == "identity"]
    assert len(alive) <= 4
    assert mine in {r["id"] for r in alive}  # the oldest, but about the user: the others' homes went first
    m.close()


def test_provenance_names_live_sources_and_counts_the_rest():
    record = Provenance("events", (3, 5, 9), "rules")
    kept = record.keeping({5, 9, 11})
    assert kept.ids == (5, 9) and kept.dropped == 1 and kept.by == "rules"
    assert Provenance.parse(kept.dumps()) == kept
    assert json.loads(Provenance("impressions", (1, 2)).dumps()) == {"from": "impressions", "ids": [1, 2]}
    assert Provenance.parse(None) is None and Provenance.parse('{"ids": [2, 1, 2]}').ids == (1, 2)


def test_maintenance_purges_the_dead_nothing_kept_cites_and_the_file_stays_flat(tmp_path):
    clock = [T0]
    m = _memory(tmp_path, clock, event_capacity=20)
    counts = []
    for day in range(150):
        for n in range(10):
            clock[0] = T0 + day * DAY + n * 600
            m.observe(f"I bought {n + day * 10} new pencils for the {['red', 'blue', 'green'][n % 3]} box today")
        clock[0] = T0 + day * DAY + 20 * 3600
        m.dream(force=True)
        if day in (70, 149):
            counts.append(len(m.store.owner_items("o")))
    assert counts[1] <= counts[0] * 1.2, counts  # rows stay flat, however much is said
    rows = {r["id"]: r for r in m.store.owner_items("o")}
    for r in rows.values():  # whatever is left cites rows that exist
        for i in Provenance.of(r).ids:
            assert i in rows
        assert r["merged_into"] is None or r["merged_into"] in rows
    m.close()


def test_ways_kept_to_what_replaced_a_remark_follow_it_and_go_when_it_goes(tmp_path):
    """A superseded remark's words lead to what replaced it; replaced again, they lead to the newest; when that leaves
    the live set, they lead nowhere and are let go, so a process that runs for weeks keeps no more of them than it
    has live remarks to lead to (the index read afresh from the file keeps the same)."""
    clock = [T0]
    m = _memory(tmp_path, clock)
    ids = []
    for text in ("I live in Leeds", "I moved to York last week", "I moved to Bath last week"):
        clock[0] += 3600
        ids.append(m.observe(text)["id"])
    index = m._state.live()
    assert index.replaced_by == {ids[0]: ids[2], ids[1]: ids[2]}
    assert [h["text"] for h in m.recall("Leeds", 3)] == ["I moved to Bath last week"]
    index.remove(ids[2])
    assert not index.retired and not index.replaced_by and not index.layer_postings["replaced"]
    m.close()


def test_an_index_made_again_makes_at_once_the_side_tables_the_last_one_was_asked_for(tmp_path):
    """A compaction makes the index again, offline; the side tables the readers had asked of the old one (a
    remark's update keys, its Chinese characters) are made with it, so the first turns after it do not pay for them."""
    clock = [T0]
    m = _memory(tmp_path, clock)
    for text in ("我在杭州上班", "I moved to York last week", "我养了一只猫叫团子"):
        clock[0] += 3600
        m.observe(text)
    m.context("团子最近怎么样")
    state = m._state
    asked = set(state.live().readers())
    assert asked, "the turns above asked for no side table"
    state.invalidate()
    again = state.live()
    assert set(again._sides) == asked
    fresh = LiveIndex(state.store.live_items("o"), 0)
    for name, (keys_of, table, _) in again._sides.items():
        assert table == fresh.side(name, keys_of), name
    m.close()
