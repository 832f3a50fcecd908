"""One test per changelog row of the original design (behaviours.md, rows tagged vX.Y.Z): each bug class stays fixed.

Rows about hosts and packaging (v0.3.3 MCP serverInfo.version, v0.3.3/v0.3.7 top-level import of hooks.py and
tools.py, the CLI's --owner flag) are pinned by the host adapters' own tests.
"""

from __future__ import annotations

import json
import logging
import sqlite3

import pytest

from plastic_memory import PlasticMemoryError
from plastic_memory.faces.whose import read_active_owner, write_active_owner
from plastic_memory.store import MIGRATIONS, Store, migrate
from plastic_memory.language.text import grams, terms

DAY = 86400.0
RENOVATION = ("准备装修新房", "装修预算二十万", "装修想要北欧风")


def impressions_of(memory, rows) -> list[dict]:
    return rows(memory, "impression", alive=True)


def add_hypotheses(memory, targets: list[int], count: int, spacing: float = 60.0) -> list[int]:
    """Open `count` hypotheses about `targets` at the current time, each `spacing` seconds after the last."""
    made = []
    with memory.store.transaction():
        for n in range(count):
            made.append(memory.store.add_hypothesis(memory.owner, f"guess {n}", targets, memory.clock() + n * spacing))
    return made


def hypothesis_status(memory) -> dict[int, str]:
    return {h["id"]: h["status"] for h in memory.store.hypotheses(memory.owner)}


# -- v0.3.3 --------------------------------------------------------------------------------------------------------


def test_v033_promotion_does_not_copy_expiry(mem, rows, clock):
    m = mem()
    promise = m.observe("我答应我妈下个月开始每周陪她去公园散步")
    event = m.store.item(m.owner, promise["id"])
    assert promise["kind"] == "promise" and event["expires_at"] is not None
    m.dream(force=True)
    (impression,) = impressions_of(m, rows)
    assert impression["expires_at"] is None and event["id"] in json.loads(impression["provenance"])["ids"]
    clock.set_day(70)  # well past the end of next month
    m.dream(force=True)
    assert m.store.item(m.owner, impression["id"])["alive"]
    assert "公园散步" in (m.context("周末干嘛") or "")


def test_v033_find_impression_needs_coverage(mem, rows):
    m = mem()
    m.observe("我的工号是A7391")
    m.dream(force=True)
    (impression,) = impressions_of(m, rows)
    for unrelated in ("股票基金", "我的工号是多少，还有我的护照号和驾照号", "what is my passport number"):
        with pytest.raises(PlasticMemoryError):
            m.pin(text=unrelated)
        with pytest.raises(PlasticMemoryError):
            m.trace(text=unrelated)
    assert m.status()["pinned"] == 0  # the only impression was not pinned by a lookup that missed
    assert m.pin(text="我的工号")["id"] == impression["id"]


def test_v033_one_char_query_uses_substring(mem):
    m = mem()
    cat = m.observe("猫改名叫煤球")["id"]
    money = m.observe("我借给朋友五千块钱")["id"]
    m.observe("我喜欢喝咖啡")
    assert [h["id"] for h in m.recall("猫")] == [cat]
    assert [h["id"] for h in m.recall("钱")] == [money]
    assert [h["id"] for h in m.recall("煤球")] == [cat]
    assert m.recall("狗") == []
    assert m.pin(text="猫")["id"] == cat


def test_v033_active_owner_is_stored_in_meta(core_home):
    assert read_active_owner(core_home) is None
    write_active_owner("bob", core_home)
    assert read_active_owner(core_home) == "bob"
    db = sqlite3.connect(core_home / "memory.db")
    assert db.execute("SELECT value FROM meta WHERE key = 'active_owner'").fetchone() == ("bob",)
    db.close()


# -- v0.3.4 --------------------------------------------------------------------------------------------------------


def test_v034_dropped_is_one_row_per_digest(mem, clock):
    m = mem()
    others = ("在吗", "哈哈", "ok", "嗯嗯", "Hi!")
    spellings = ("你好", "你好！", "你好~", " 你好 ")
    n = 0
    for day in range(60):
        clock.set_day(day)
        for _ in range(40):
            text = spellings[n % 4] if n % 20 < 7 else others[n % 5]
            assert m.observe(text)["action"] == "dropped"
            n += 1
    assert m.store.commits <= 1  # small talk costs no commit of its own: its counts wait for the next write
    m.status()  # ... or for status, a dream or close
    dropped = m.store.dropped_rows(m.owner)
    assert n == 2400 and len(dropped) == 6  # one row per distinct small talk, not one per utterance
    assert sum(r["count"] for r in dropped) == 2400
    assert max(r["count"] for r in dropped) == 840 and m.status()["events_total"] == 0


def test_v034_junk_blocked_counts_times_not_kinds(mem):
    m = mem()
    for text, times in (("你好", 7), ("ok", 4), ("哈哈哈", 1)):
        for _ in range(times):
            m.observe(text)
    assert m.status()["junk_blocked"] == 12


def test_v034_migration_folds_duplicate_dropped_rows(core_home, mem):
    path = core_home / "memory.db"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, upto=1) == 1 and conn.execute("PRAGMA user_version").fetchone()[0] == 1
    old_rows = [("default", "d-hello", 100.0 + i) for i in range(836)]
    old_rows += [("default", "d-ok", 5.0), ("default", "d-ok", 9.0), ("other", "d-hello", 3.0)]
    with conn:  # one transaction: an old database as the original left it
        conn.execute("BEGIN")
        conn.executemany("INSERT INTO dropped (owner, digest, ts) VALUES (?, ?, ?)", old_rows)
        conn.execute("INSERT INTO hypotheses (text, targets, ts) VALUES ('old guess', '[1, 2]', 1.0)")
    conn.close()
    store = Store(path)
    try:
        assert store.pragma("user_version") == len(MIGRATIONS)
        assert [tuple(r) for r in store.dropped_rows("default")] == [("d-hello", 836, 935.0), ("d-ok", 2, 9.0)]
        assert [tuple(r) for r in store.dropped_rows("other")] == [("d-hello", 1, 3.0)]
        assert store.junk_blocked("default") == 838
        (hypothesis,) = store.hypotheses("default")
        assert hypothesis["text"] == "old guess" and hypothesis["status"] == "open"
    finally:
        store.close()
    m = mem()  # the engine opens the migrated file as it is
    assert m.status()["junk_blocked"] == 838 and m.status()["hypotheses_open"] == 1
    m.observe("你好")
    assert m.store.pragma("user_version") == len(MIGRATIONS) and m.status()["junk_blocked"] == 839


# -- v0.3.5 --------------------------------------------------------------------------------------------------------


def test_v035_one_commit_per_observed_turn(mem, clock):
    m = mem()
    turns = [
        ("你好", "dropped"),
        ("我住在杭州", "stored"),
        ("我住在杭州", "reinforced"),
        ("你记错了，我住在苏州，不是杭州", "corrected"),
        ("我不打算跳槽", "stored"),
        ("最近特别想跳槽", "flip"),
    ]
    for text, action in turns:
        clock.advance(hours=1)
        before = m.store.commits
        assert m.observe(text)["action"] == action
        # small talk and words said again wait for the next write
        assert m.store.commits == before + (action not in ("dropped", "reinforced")), text
    before = m.store.commits
    m.context("我住哪")
    m.recall("杭州")
    m.status()
    assert m.store.commits == before  # reading writes nothing


def test_v035_wal_and_synchronous_normal(mem):
    first = mem("A")
    second = mem("B")
    for m in (first, second):
        assert m.store.pragma("journal_mode") == "wal"
        assert m.store.pragma("synchronous") == 1


def test_v035_trace_shows_merged_into(mem, rows, clock):
    m = mem()
    ids = [m.observe(text)["id"] for text in RENOVATION]
    m.dream(force=True)
    (impression,) = impressions_of(m, rows)
    for day in range(10, 131, 10):  # long past the remarks' own half-life: they live on in the impression
        clock.set_day(day)
        m.dream(force=True)
    trace = m.trace(id=impression["id"])
    assert trace["alive"] is True and [s["id"] for s in trace["sources"]] == ids
    merged = f"merged into #{impression['id']} (已并入 #{impression['id']})"  # not "eliminated"
    assert all(s["status"] == merged for s in trace["sources"])
    assert "已并入" in m.trace(id=ids[0])["note"]


def test_v035_hypothesis_status_updates(mem, clock):
    m = mem()
    event = m.observe("我家猫叫煤球")["id"]
    m.dream(force=True)
    made = add_hypotheses(m, [event], 5)
    clock.set_day(29)
    m.dream(force=True)
    assert m.status()["hypotheses_open"] == 5
    clock.set_day(30.5)
    counts = m.dream(force=True)
    assert counts["stale"] == 5
    status = m.status()
    assert status["hypotheses_open"] == 0 and status["hypotheses_stale"] == 5  # open went down: rows were updated
    assert set(hypothesis_status(m).values()) == {"stale"} and sorted(hypothesis_status(m)) == made
    assert all(h["closed_ts"] == clock() for h in m.store.hypotheses(m.owner))


def test_v035_divert_stats_are_owner_scoped(mem):
    a, b = mem("A"), mem("B")
    travel = "最近想去旅行，有什么推荐"
    assert "Your own side" in (a.context(travel, session_id="a1") or "")
    a.observe("还是算了吧，我在家睡觉")  # the aside was not taken up
    assert a.store.stats_of("A").get("divert_offered") == 1 and not a.store.stats_of("A").get("divert_accepted")
    assert "Your own side" not in (a.context(travel, session_id="a2") or "")  # A learnt from its own record ...
    assert not {k for k in b.store.stats_of("B") if k.startswith("divert")}
    assert "Your own side" in (b.context(travel, session_id="b1") or "")  # ... which is not B's


def test_v035_compaction_keeps_no_write_only_state(mem, core_home):
    m = mem()
    for skill in ("钢琴", "吉他", "围棋", "滑雪", "潜水", "摄影", "书法", "烘焙"):
        m.observe(f"我答应教表弟{skill}")
    m.dream(force=True)
    assert m.compact(confirm=True)["changed"] > 0
    assert m.status()["compactions"] == 1
    db = sqlite3.connect(core_home / "memory.db")
    keys = [k for (k,) in db.execute("SELECT key FROM stats UNION ALL SELECT key FROM meta")]
    db.close()
    assert not any("last_compaction" in k for k in keys)


# -- v0.3.6 --------------------------------------------------------------------------------------------------------


def test_v036_gram_splitter_is_memoised():
    for splitter in (grams, terms):
        assert splitter.cache_info().maxsize == 8192
        sentence = "我不吃香菜，真的不吃"
        first = splitter(sentence)
        hits = splitter.cache_info().hits
        assert splitter(sentence) is first and splitter.cache_info().hits == hits + 1
        assert isinstance(first, frozenset)
    assert grams("猫") == frozenset({"猫"}) and "香菜" in grams("我不吃香菜")


def test_v036_promoted_ids_read_provenance_ids(mem, rows, clock):
    a, b = mem("A"), mem("B")
    for text in RENOVATION:
        a.observe(text)
        b.observe(text)
    a.dream(force=True)
    clock.advance(days=1)
    later = a.observe("装修新房要找靠谱的师傅")["id"]
    assert a.dream(force=True)["attached"] == 1
    (impression,) = impressions_of(a, rows)
    sources = json.loads(impression["provenance"])["ids"]
    assert later in sources and len(sources) == 4
    said = {*RENOVATION, "装修新房要找靠谱的师傅", impression["text"]}
    for query in (*RENOVATION, "装修新房要找靠谱的师傅"):
        texts = [
            line.split("「", 1)[1].rstrip("」")
            for line in (a.context(query) or "").splitlines()
            if line.startswith("- ")
        ]
        # Only the user's own remarks (or the impression's words), each once, none inside another.
        assert texts and set(texts) <= said and len(texts) == len(set(texts)), query
        assert not any(x != y and x in y for x in texts for y in texts), query
    session = [a.context(query, session_id="s") for query in ("装修", "装修新房要找靠谱的师傅", "装修预算二十万")]
    assert session[0] and session[1:] == [None, None]
    b_lines = [line for line in b.context("装修预算二十万").splitlines() if line.startswith("- ")]
    assert len(b_lines) == 3  # B never dreamt: B's own remarks are B's notes, A's impression hides nothing of B's


def test_v036_impression_exists_check_is_owner_scoped(mem, rows):
    a, b = mem("A"), mem("B")
    for m in (a, b):
        m.observe("我的工号是A7391")
    assert a.dream(force=True)["promoted"] == 1
    assert b.dream(force=True)["promoted"] == 1  # A's identical impression does not block B's
    (mine,), (theirs,) = impressions_of(a, rows), impressions_of(b, rows)
    assert mine["id"] != theirs["id"]
    assert [r["merged_into"] for r in rows(b, "event")] == [theirs["id"]]


def test_v036_pin_by_text_is_owner_scoped(mem):
    a, b = mem("A"), mem("B")
    mine = a.observe("我家猫改名叫煤球了")["id"]
    theirs = b.observe("猫咪煤球")["id"]  # B's item matches the words better, yet A's pin must land on A's
    assert a.pin(text="煤球")["id"] == mine
    assert a.pin(text="猫")["id"] == mine
    with pytest.raises(PlasticMemoryError):
        a.pin(id=theirs)
    with pytest.raises(PlasticMemoryError):
        a.trace(id=theirs)
    assert b.status()["pinned"] == 0


def test_v036_hypothesis_confirmed_only_after_its_ts(mem, clock):
    m = mem()
    early = m.observe("我的工号是A7391")["id"]  # identity: promoted by the first dream
    late = m.observe("最近在学游泳")["id"]  # one life remark: not promoted on its own
    m.dream(force=True)
    assert m.store.item(m.owner, early)["merged_into"] and not m.store.item(m.owner, late)["merged_into"]
    clock.set_day(1)
    (before,) = add_hypotheses(m, [early], 1)  # its target reached the core before it was made
    (after,) = add_hypotheses(m, [late], 1)
    clock.set_day(2)
    m.observe("最近在学游泳")
    m.observe("最近在学游泳")
    counts = m.dream(force=True)
    assert m.store.item(m.owner, late)["merged_into"]
    assert counts["confirmed"] == 1
    assert hypothesis_status(m) == {before: "open", after: "confirmed"}


def test_v036_maintenance_purges_unreferenced_dead_rows(mem, rows, clock):
    m = mem()
    ids = [m.observe(text)["id"] for text in RENOVATION]
    moody = m.observe("好烦，又堵车了")["id"]
    m.observe("我住在杭州")
    m.dream(force=True)  # day 0: merges the renovation remarks and starts the maintenance calendar
    retracted = m.observe("你记错了，我住在苏州，不是杭州")["retracted"]
    clock.set_day(200)
    m.dream(force=True)
    left = {r["id"] for r in rows(m)}
    assert moody not in left  # dead, 200 days old, cited by nothing: physically gone
    assert set(ids) <= left and set(retracted) <= left  # dead but cited or merged: kept for trace
    assert all(m.store.item(m.owner, i)["alive"] for i in ids)  # held by their impression, which still lives
    assert m.store.stat(m.owner, "purged") == 1
    assert m.store.pragma("freelist_count") == 0  # vacuumed
    (impression,) = [r for r in impressions_of(m, rows) if "装修" in r["text"]]
    assert all(s["status"] != "deleted" for s in m.trace(id=impression["id"])["sources"])


# -- v0.3.7 --------------------------------------------------------------------------------------------------------


def test_v037_dream_trigger_counts_are_owner_scoped(mem, clock):
    a, b = mem("A"), mem("B")
    a.dream(force=True)
    clock.advance(hours=1)
    a.observe("我对花生过敏")
    for text in (
        "准备装修新房",
        "装修预算二十万",
        "我的工号是A7391",
        "我家猫叫煤球",
        "我不吃香菜",
        "我住在杭州",
        "我喜欢周末去爬山",
        "我家宽带是电信的",
        "我超爱花生酱",
        "我每天跑步五公里",
    ):
        assert b.observe(text)["action"] == "stored"
    assert a.status()["unconsolidated"] == 1 and b.status()["unconsolidated"] == 10
    assert a.dream() == {"dreamt": False, "unconsolidated": 1}
    assert b.dream()["dreamt"] is True
    assert a.status()["dreams"] == 1 and b.status()["dreams"] == 1 and a.status()["unconsolidated"] == 1


def test_v037_hypotheses_are_owner_scoped(mem, clock):
    a, b = mem("A"), mem("B")
    target = a.observe("我家猫叫煤球")["id"]
    b.observe("我家狗叫旺财")
    add_hypotheses(a, [target], 60)
    clock.advance(days=1)
    b.dream(force=True)
    assert a.status()["hypotheses_open"] == 60 and b.status()["hypotheses_open"] == 0
    assert set(hypothesis_status(a).values()) == {"open"} and hypothesis_status(b) == {}
    a.dream(force=True)
    assert a.status()["hypotheses_open"] <= 50 and b.store.hypotheses("B") == []


def test_v037_open_hypotheses_capped(mem, clock):
    m = mem()
    target = m.observe("最近在学游泳")["id"]
    made = add_hypotheses(m, [target], 60)
    clock.advance(days=1)
    counts = m.dream(force=True)
    assert m.status()["hypotheses_open"] <= 50 + counts["hypotheses_new"]
    status = hypothesis_status(m)
    assert [status[i] for i in made] == ["stale"] * 10 + ["open"] * 50  # the oldest are closed first


def test_v037_empty_input_injects_nothing(mem):
    m = mem()
    m.observe("我的工号是A7391")
    m.dream(force=True)
    commits = m.store.commits
    for empty in ("", "   \n", "\u200b\u2060\ufeff", "\t"):
        assert m.context(empty) is None
        assert m.context(empty, session_id="s") is None  # no notes, no persona aside
        assert m.observe(empty)["action"] == "empty"
    assert m.store.commits == commits and m.status()["junk_blocked"] == 0
    assert "earlier words, dated" in m.context("随便聊聊", session_id="s")  # the empty turns did not start the session


def test_v037_impression_reinforcement_is_owner_scoped(mem, rows, clock):
    a, b = mem("A"), mem("B")
    a.observe("我的工号是A7391")
    a.dream(force=True)
    (impression,) = impressions_of(a, rows)
    clock.advance(days=3)
    b.observe("我的工号是A7391")
    b.observe("工号A7391是我的")
    b.status()  # what waits is written
    after_b = dict(a.store.item("A", impression["id"]))
    assert (after_b["hits"], after_b["seen"], after_b["weight"]) == (
        impression["hits"],
        impression["seen"],
        impression["weight"],
    )
    a.observe("我的工号是A7391")
    a.status()
    after_a = a.store.item("A", impression["id"])
    assert after_a["hits"] > impression["hits"] and after_a["seen"] == clock()


# -- v0.4.1 (persona.yaml parsing) -----------------------------------------------------------------------------


def test_v041_broken_persona_file_never_breaks_the_engine(mem, core_home, caplog):
    (core_home / "persona.yaml").write_text("facets:\n  - id: x\n      baseline: [\n", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        m = mem()
    assert any(r.levelno == logging.WARNING for r in caplog.records)
    assert m.persona()["warning"]
    m.observe("我今天部署了新版本")
    assert m.context("部署又报错了") is not None and m.context("部署又报错了", session_id="s") is not None
    assert m.dream(force=True)["dreamt"] is True


def test_two_remarks_joining_one_impression_in_one_dream_are_both_cited_and_counted(mem, rows, clock):
    """The dream joins the remarks of a night to their impression at once: each is cited, each counts a mention."""
    a = mem("A")
    for text in RENOVATION:
        a.observe(text)
    a.dream(force=True)
    (before,) = impressions_of(a, rows)
    clock.advance(days=1)
    later = [a.observe(text)["id"] for text in ("装修新房要找靠谱的师傅", "装修新房的预算又涨了")]
    assert a.dream(force=True)["attached"] == 2
    (after,) = impressions_of(a, rows)
    # each remark counts twice: it spoke of the impression when said, and joined it in the dream
    assert after["id"] == before["id"] and after["hits"] == before["hits"] + 2 * 2
    assert set(later) <= set(json.loads(after["provenance"])["ids"])
    assert {r["merged_into"] for r in a.store.items_by_ids(a.owner, later)} == {after["id"]}


def test_a_superseded_or_retracted_remark_is_dated_when_it_goes(mem, clock):
    """The purge of a retired remark's words counts from when it was retired, dated on the turn it goes (not by a
    pass over every row at night)."""
    m = mem()
    old = m.observe("I live in Phoenix")["id"]
    clock.advance(days=3)
    assert m.observe("I moved to Portland last month")["action"] == "updated"
    wrong = m.observe("我在杭州上班")["id"]
    clock.advance(hours=2)
    m.observe("你记错了，我在苏州上班")
    rows = {r["id"]: r for r in m.store.items_by_ids(m.owner, [old, wrong])}
    assert rows[old]["state"] == "superseded" and rows[old]["retired_at"] == clock.start + 3 * 86400
    assert rows[wrong]["state"] == "retracted" and rows[wrong]["retired_at"] == clock.now
