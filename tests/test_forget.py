"""Forgetting that deletes: Memory.forget, requests in chat, and the words gone from every file of the home."""

from __future__ import annotations

import json
import re
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from openai_stub import OpenAIStub, Reply

from plastic_memory import Memory, PlasticMemoryError
from plastic_memory.store.connection import _statements
from plastic_memory.judgement.forget_request import parse
from plastic_memory.sleep.llm import Endpoint, ModelDistiller, OpenAIChat
from plastic_memory.store import MIGRATIONS

DAY = 86400.0
RENOVATION = ("准备装修新房", "装修预算二十万", "装修想要北欧风", "装修师傅下周进场", "装修期间先住我妈家")


def on_disk(home: Path, word: str) -> dict[str, int]:
    """How often the word's UTF-8 bytes occur in each file of the home (memory.db, -wal, -shm, anything else)."""
    return {p.name: p.read_bytes().count(word.encode()) for p in sorted(home.iterdir()) if p.is_file()}


def gone(home: Path, *words: str) -> bool:
    return all(not any(on_disk(home, w).values()) for w in words)


def rows(home: Path, sql: str = "SELECT id, owner, layer, text, state, why, provenance FROM items ORDER BY id"):
    conn = sqlite3.connect(home / "memory.db")
    conn.row_factory = sqlite3.Row
    try:
        return [dict(r) for r in conn.execute(sql)]
    finally:
        conn.close()


# -- Memory.forget -------------------------------------------------------------------------------------------------
def test_without_confirm_nothing_is_deleted_and_the_answer_says_what_would_be(mem, core_home):
    m = mem()
    kept = m.observe("我前女友叫林晓雯")["id"]
    m.observe("我住在杭州")
    before = rows(core_home)
    preview = m.forget(text="林晓雯")
    assert preview["confirmed"] is False and preview["count"] == 1 and preview["ids"] == [kept]
    assert preview["items"][0]["text"] == "我前女友叫林晓雯"
    assert "cannot be undone" in preview["message"] and "confirm=true" in preview["message"]
    assert rows(core_home) == before
    everything = m.forget(everything=True)
    assert everything["confirmed"] is False and everything["count"] == 2 and rows(core_home) == before


def test_forgetting_by_id_deletes_the_row_and_the_impression_made_only_from_it(mem, core_home, clock):
    m = mem()
    said = m.observe("我对青霉素过敏")["id"]  # critical: promoted alone into an impression
    m.dream(force=True)
    (impression,) = [r for r in rows(core_home) if r["layer"] == "impression"]
    done = m.forget(id=said, confirm=True)
    assert done["confirmed"] and sorted(done["ids"]) == sorted([said, impression["id"]]) and done["wiped"]
    assert rows(core_home) == [] and gone(core_home, "青霉素")
    assert m.context("我能吃什么药") is None and m.recall("青霉素") == []
    with pytest.raises(PlasticMemoryError, match=f"no memory #{said}"):
        m.trace(id=said)


def test_an_impression_resting_also_on_other_remarks_is_rewritten_without_the_forgotten_words(mem, core_home, clock):
    m = mem()
    ids = [m.observe(text)["id"] for text in RENOVATION]
    m.dream(force=True)
    (impression,) = [r for r in rows(core_home) if r["layer"] == "impression"]
    # the rule tier's impression is the words of one of its remarks: forget that one
    n, said = next((n, t) for n, t in enumerate(RENOVATION) if t in impression["text"])
    done = m.forget(id=ids[n], confirm=True)
    assert done["ids"] == [ids[n]] and done["rebuilt"] == [impression["id"]]
    (after,) = [r for r in rows(core_home) if r["layer"] == "impression"]
    assert after["id"] == impression["id"] and said not in after["text"] and "装修" in after["text"]
    assert sorted(json.loads(after["provenance"])["ids"]) == sorted(set(ids) - {ids[n]})
    assert gone(core_home, said) and said not in (m.context("装修的事") or "")
    assert all(s["id"] != ids[n] for s in m.trace(id=impression["id"])["sources"])


def test_forgetting_an_impression_takes_what_it_was_made_from(mem, core_home, clock):
    m = mem()
    for text in RENOVATION:
        m.observe(text)
    m.observe("我住在杭州")
    m.dream(force=True)
    (impression,) = [r for r in rows(core_home) if r["layer"] == "impression" and "装修" in r["text"]]
    done = m.forget(id=impression["id"], confirm=True)
    assert done["count"] == len(RENOVATION) + 1
    assert [r["text"] for r in rows(core_home) if r["layer"] == "event"] == ["我住在杭州"]
    assert gone(core_home, "装修")


def test_forgetting_by_words_takes_dead_rows_too_and_other_owners_keep_theirs(mem, core_home, clock):
    alice, bob = mem("alice"), mem("bob")
    alice.observe("我住在杭州")
    alice.observe("你记错了，我住在苏州，不是杭州")  # the Hangzhou row is retracted, not deleted
    bob.observe("我住在杭州")
    assert any(r["state"] == "retracted" for r in rows(core_home))
    done = alice.forget(text="杭州", confirm=True)
    assert done["count"] == 1
    left = [(r["owner"], r["text"]) for r in rows(core_home)]
    assert left == [("alice", "我住在苏州"), ("bob", "我住在杭州")]
    assert all("杭州" not in (r["why"] or "") for r in rows(core_home))


def test_forgetting_everything_leaves_the_owner_as_new_and_others_untouched(mem, core_home, clock):
    alice, bob = mem("alice"), mem("bob")
    for text in RENOVATION:
        alice.observe(text)
    alice.observe("你好")
    alice.dream(force=True)
    bob.observe("我喜欢吃火锅")
    done = alice.forget(everything=True, confirm=True)
    assert done["confirmed"] and done["count"] == len(RENOVATION) + 1 and done["wiped"]
    status = alice.status()
    assert status["events_total"] == status["impressions_total"] == status["junk_blocked"] == status["dreams"] == 0
    assert [r["owner"] for r in rows(core_home)] == ["bob"] and gone(core_home, "装修")
    assert alice.observe("装修预算二十万")["action"] == "stored"  # and it carries on as a new memory


def test_asking_for_what_is_not_there_deletes_nothing(mem, core_home):
    alice, bob = mem("alice"), mem("bob")
    mine = bob.observe("我住在杭州")["id"]
    with pytest.raises(PlasticMemoryError, match=f"no memory #{mine}"):
        alice.forget(id=mine, confirm=True)  # another owner's id
    with pytest.raises(PlasticMemoryError, match="no memory matches"):
        alice.forget(text="杭州", confirm=True)
    with pytest.raises(PlasticMemoryError, match="exactly one"):
        alice.forget(id=mine, text="杭州")
    with pytest.raises(PlasticMemoryError, match="exactly one"):
        alice.forget()
    assert [r["text"] for r in rows(core_home)] == ["我住在杭州"]


def test_hypotheses_quoting_a_forgotten_remark_go_with_it(mem, core_home, clock):
    m = mem()
    old = m.observe("我家猫叫煤球")["id"]
    m.dream(force=True)
    clock.set_day(3)
    m.observe("我想给猫买个新猫爬架")
    m.dream(force=True)  # relates the two remarks by a hypothesis quoting both
    quoted = rows(core_home, "SELECT id, text, targets FROM hypotheses")
    assert quoted and any(old in json.loads(h["targets"]) and "煤球" in h["text"] for h in quoted)
    done = m.forget(id=old, confirm=True)
    assert done["hypotheses"] >= 1
    assert all(old not in json.loads(h["targets"]) for h in rows(core_home, "SELECT targets FROM hypotheses"))
    assert gone(core_home, "煤球")


# -- the words gone from the bytes of every file ------------------------------------------------------------------
@pytest.mark.slow
def test_after_forgetting_the_words_are_in_no_file_of_the_home(mem, core_home, clock):
    """A lived-in home: three owners, repeats, a correction, dreams, hypotheses, maintenance and vacuums; then the
    words of one matter are forgotten and grep finds them in none of memory.db, -wal and -shm."""
    owners = [mem(o) for o in ("alice", "bob", "carol")]
    alice = owners[0]
    secret = ("林晓雯", "西湖区")
    topics = ["跑步", "咖啡", "日语", "装修", "猫", "加班", "火锅", "吉他"]
    for day in range(75):
        clock.set_day(day)
        for n, m in enumerate(owners):
            for i in range(6):
                topic = topics[(day + i + n) % len(topics)]
                m.observe(f"第{day}天我又聊到{topic}，这次是第{i}回，数字{day * 7 + i}")
        if day % 9 == 0:
            alice.observe("我前女友林晓雯住在西湖区")
            alice.observe("我前女友林晓雯住在西湖区")  # a repeat: the row is updated in place
        if day == 20:
            alice.observe("林晓雯昨天给我发消息了")
            alice.observe("你记错了，林晓雯不住在西湖区，她搬走了")
        for m in owners:
            m.dream(force=True)
    assert not gone(core_home, *secret)
    done = alice.forget(text="林晓雯", confirm=True)
    assert done["count"] >= 3 and done["wiped"]
    assert gone(core_home, *secret), {w: on_disk(core_home, w) for w in secret}
    assert alice.recall("林晓雯") == [] and alice.recall("西湖") == []
    for m in owners[1:]:  # others carry on in the same files
        m.observe("我今天去爬山了")
    assert gone(core_home, *secret)


def test_a_file_written_before_secure_delete_is_scrubbed_by_the_first_forgetting(tmp_path):
    """Words deleted long ago by an older version linger in free space; the first forgetting vacuums them out."""
    home = tmp_path / "old-home"
    home.mkdir()
    conn = sqlite3.connect(home / "memory.db", isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    for number, migration in enumerate(MIGRATIONS[:2], 1):  # the database as version 2 left it
        conn.execute("BEGIN")
        for statement in _statements(migration):
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {number}")
        conn.execute("COMMIT")
    for i in range(300):
        conn.execute(
            "INSERT INTO items (owner, layer, kind, text, digest, created, seen) VALUES (?, ?, ?, ?, ?, 1, 1)",
            ("default", "event", "fact", f"remark {i} " + ("zebrafinch" if i % 10 == 0 else "plain"), f"d{i}"),
        )
    conn.execute("UPDATE items SET text = text || ' with more words that move the cell' WHERE id % 3 = 0")
    conn.execute("DELETE FROM items WHERE id % 20 = 1")  # deleted without secure_delete: the bytes stay
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    with Memory(home=home, llm=False) as m:
        assert m.forget(text="zebrafinch", confirm=True)["count"] == 15
        assert gone(home, "zebrafinch"), on_disk(home, "zebrafinch")
        assert m.status()["events_total"] == 285 - 15


def test_a_dream_waiting_on_the_model_never_brings_forgotten_words_back(tmp_path):
    """The model is given the remarks, the user forgets one while it thinks, and its answer quotes that one."""
    release = threading.Event()

    def slow_faithful(body: dict) -> Reply:
        user = next(m["content"] for m in body["messages"] if m["role"] == "user")
        cited = [(int(i), t) for i, t in re.findall(r"^\[(\d+)\] (.*)$", user, re.M)]
        release.wait(10)
        return Reply(
            json.dumps(
                {"judgement": "；".join(t for _, t in cited), "cites": [i for i, _ in cited]}, ensure_ascii=False
            )
        )

    with OpenAIStub(default=slow_faithful) as stub:
        llm = ModelDistiller(OpenAIChat(Endpoint("sk-test", stub.base_url, "test-model", 15.0), retry_delay=0))
        clock = [1_740_000_000.0]
        with Memory(home=tmp_path, owner="a", clock=lambda: clock[0], llm=llm) as m:
            ids = [m.observe(text)["id"] for text in RENOVATION]
            dreaming = threading.Thread(target=m.dream, kwargs={"force": True})
            dreaming.start()
            deadline = time.monotonic() + 10
            while not stub.requests and time.monotonic() < deadline:
                time.sleep(0.01)
            assert stub.requests, "the dream never asked the model"
            started = time.monotonic()
            assert m.forget(id=ids[2], confirm=True)["count"] == 1  # not held up by the model
            assert time.monotonic() - started < 5
            release.set()
            dreaming.join(30)
            assert not dreaming.is_alive()
            assert all("北欧风" not in r["text"] for r in rows(tmp_path))
            assert gone(tmp_path, "北欧风")


# -- retracted and superseded words are purged after the maintenance period ------------------------------------------
def test_retracted_words_are_purged_after_the_maintenance_period_and_trace_says_so(mem, core_home, clock):
    m = mem()
    wrong = m.observe("我住在杭州")["id"]
    m.observe("我不打算跳槽")
    m.dream(force=True)  # the first dream starts the maintenance calendar
    m.observe("你记错了，我住在苏州，不是杭州")
    m.observe("最近特别想跳槽")  # supersedes the old stance
    states = {r["id"]: r["state"] for r in rows(core_home)}
    assert states[wrong] == "retracted" and "superseded" in states.values()
    day = 0
    while any("杭州" in r["text"] for r in rows(core_home)) and day < 120:
        day += 2
        clock.set_day(day)
        m.dream(force=True)
        if day < 30:
            assert m.trace(id=wrong)["text"] == "我住在杭州"  # kept through the first period
    assert 30 <= day <= 62, day
    purged = {r["id"]: r for r in rows(core_home) if r["state"] in ("retracted", "superseded")}
    assert wrong in purged and all(r["text"] == "" for r in purged.values())
    trace = m.trace(id=wrong)
    assert trace["purged"] is True and "purged" in trace["note"] and trace["state"] == "retracted"
    assert gone(core_home, "杭州", "不打算")
    assert m.recall("苏州")[0]["text"] == "我住在苏州"


# -- requests in chat --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said, words, everything",
    [
        ("忘掉我说的关于前女友的事", "前女友", False),
        ("把我说的关于工资的话忘了吧", "工资", False),
        ("不要记住我妈的病", "我妈的病", False),
        ("我妈的病你别记", "我妈的病", False),
        ("别记这个", "", False),
        ("这个别记了", "", False),
        ("删掉刚才那句", "", False),
        ("能把这个忘掉吗？", "", False),
        ("忘掉所有", "", True),
        ("把我说的都忘了", "", True),
        ("forget what I said about my ex", "my ex", False),
        ("Please forget my address.", "my address", False),
        ("delete what I told you about my salary", "my salary", False),
        ("remove my address from your memory", "my address", False),
        ("Don't remember that", "", False),
        ("don't store my password hint", "my password hint", False),
        ("stop remembering my birthday", "my birthday", False),
        ("forget that", "", False),
        ("forget this one", "", False),
        ("ok, don't save that part", "", False),
        ("please forget everything", "", True),
    ],
)
def test_requests_to_forget_are_read_with_their_target(said, words, everything):
    request = parse(said)
    assert request is not None and (request.words, request.everything) == (words, everything)


@pytest.mark.parametrize(
    "said",
    [
        "我老是忘了带钥匙",
        "忘了带伞",
        "我把钥匙忘了",
        "我把这事忘了",
        "别忘了明天开会",
        "别记错了",
        "你别记仇",
        "你忘了我说的吗？",
        "你忘了我说的",
        "我不记得了",
        "忘了说，我下周去上海",
        "忘了",
        "I always forget names",
        "don't forget to call mom",
        "Forget it, I'll do it myself",
        "forget about it",
        "I don't remember that",
        "delete that file",
        "don't keep me waiting",
        "Did you forget what I said?",
        "don't record this call",
        "forget this meeting, let's talk about lunch",
    ],
)
def test_remarks_and_tasks_that_mention_forgetting_are_not_requests(said):
    assert parse(said) is None


def test_a_request_in_chat_deletes_its_target_and_stores_nothing_of_itself(mem, core_home):
    m = mem()
    m.observe("我和前女友分手三年了")
    m.observe("前女友上周结婚了")
    m.observe("我住在杭州")
    done = m.observe("忘掉我说的关于前女友的事，太尴尬了")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 2 and done["id"] is None
    assert [r["text"] for r in rows(core_home)] == ["我住在杭州"]
    assert gone(core_home, "前女友", "尴尬")


def test_forget_that_with_no_words_of_its_own_takes_the_remark_said_just_before(mem, core_home):
    m = mem()
    m.observe("我住在杭州", session_id="s1")
    m.observe("我欠了朋友五万块钱", session_id="s1")
    m.observe("我喜欢吃火锅", session_id="s2")  # another session in between changes nothing for s1
    done = m.observe("别记这个", session_id="s1")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1
    assert sorted(r["text"] for r in rows(core_home)) == ["我住在杭州", "我喜欢吃火锅"]
    assert gone(core_home, "五万")
    again = m.observe("别记这个", session_id="s1")  # nothing said since: nothing more goes
    assert again["forgotten"] == [] and "no clear target" in again["reason"]
    assert len(rows(core_home)) == 2


def test_forget_that_after_a_repeat_takes_the_memory_it_repeated(mem, core_home):
    m = mem()
    m.observe("I owe my brother 5000 dollars", session_id="s")
    m.observe("I owe my brother 5000 dollars", session_id="s")
    done = m.observe("Don't remember that.", session_id="s")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1
    assert rows(core_home) == [] and gone(core_home, "brother")


def test_a_request_with_no_clear_target_deletes_nothing(mem, core_home):
    m = mem()
    m.observe("我住在杭州")
    m.observe("我喜欢吃火锅")
    before = rows(core_home)
    for said in ("忘掉我说的关于滑雪的事", "forget what I said about my boat", "别记这个"):
        done = m.observe(said, session_id="fresh-session")
        assert done["action"] == "forgotten" and done["forgotten"] == [], said
    assert rows(core_home) == before


def test_forget_everything_said_in_chat_deletes_nothing_without_a_confirmed_call(mem, core_home):
    m = mem()
    m.observe("我住在杭州")
    done = m.observe("把我说的都忘了")
    assert done["forgotten"] == [] and "forget --all" in done["reason"]
    assert [r["text"] for r in rows(core_home)] == ["我住在杭州"]


def test_this_message_is_not_kept_when_it_asks_itself_not_to_be(mem, core_home):
    m = mem()
    m.observe("我住在杭州", session_id="s")
    done = m.observe("我今天见到前女友了，这个别记", session_id="s")
    assert done["action"] == "forgotten" and done["forgotten"] == [] and "not kept" in done["reason"]
    assert [r["text"] for r in rows(core_home)] == ["我住在杭州"]  # the earlier remark stays
    assert gone(core_home, "前女友")


def test_after_small_talk_forget_that_clears_its_counter(mem, core_home):
    m = mem()
    m.observe("哈哈哈哈", session_id="s")
    assert m.status()["junk_blocked"] == 1
    m.observe("别记这个", session_id="s")
    assert m.status()["junk_blocked"] == 0


def test_ids_never_repeat_after_forgetting(mem, core_home):
    m = mem()
    m.observe("我住在杭州")
    last = m.observe("我欠了朋友五万块钱")["id"]
    m.forget(id=last, confirm=True)
    assert m.observe("我喜欢吃火锅")["id"] == last + 1
