"""The cheap common turn: a repeat is bookkeeping for the next write, and the gate reads a new remark once."""

from __future__ import annotations

import sqlite3
from itertools import islice

from plastic_memory import Memory
from plastic_memory.judgement import gate, verdicts
from plastic_memory.turn import recall, supersede

T0 = 1_700_000_000.0


def _statements(m: Memory) -> list[str]:
    conn = next(v for v in vars(m.store._db).values() if isinstance(v, sqlite3.Connection))
    log: list[str] = []
    conn.set_trace_callback(log.append)
    return log


def test_a_repeat_costs_no_statement_and_its_bookkeeping_goes_in_one_with_the_next_write(tmp_path):
    clock = [T0]
    m = Memory(home=tmp_path, owner="o", clock=lambda: clock[0], llm=False)
    for text in ("我最近在装修房子，好累", "装修房子真的很烦，工人总是迟到", "装修的钱比预算多了两万"):
        m.observe(text)
    m.dream(force=True)
    clock[0] += 3600
    log = _statements(m)
    assert m.observe("我最近在装修房子，好累")["action"] == "reinforced"
    assert m.observe("我最近在装修房子，好累")["action"] == "reinforced"
    writes = [s for s in log if not s.startswith(("PRAGMA", "SELECT"))]
    assert writes == []  # the common turn is bookkeeping: it waits for the next write
    assert m.observe("明天下午三点去看牙医")["action"] == "stored"
    updates = [s for s in log if s.startswith("UPDATE items")]
    assert len(updates) == 1 and "CASE id" in updates[0]  # the remark and its impression, twice, together
    (remark,) = [r for r in m.store.owner_items("o") if r["text"] == "我最近在装修房子，好累" and r["layer"] == "event"]
    assert remark["hits"] == 3 and remark["seen"] == clock[0]
    m.close()


def test_the_gate_reads_a_new_remark_once_and_a_line_said_again_not_at_all(tmp_path, monkeypatch):
    calls: list[str] = []
    real = gate.judge_utterance

    def counting(u, kind=None):
        calls.append(u.text)
        return real(u, kind)

    monkeypatch.setattr(gate, "judge_utterance", counting)
    monkeypatch.setattr(verdicts, "_known", type(verdicts._known)())
    m = Memory(home=tmp_path, owner="o", clock=lambda: T0, llm=False)
    assert m.observe("我妹妹下个月要结婚了，我得准备礼物")["action"] == "stored"
    assert calls == ["我妹妹下个月要结婚了，我得准备礼物"]
    m.observe("哈哈哈好的")
    m.observe("哈哈哈好的")
    assert calls.count("哈哈哈好的") == 1  # small talk said again is known small talk
    m.close()


def test_a_new_remark_is_compared_with_remarks_sharing_a_telling_word_not_all_that_share_a_common_one(
    tmp_path, monkeypatch
):
    clock = [T0]
    m = Memory(home=tmp_path, owner="o", clock=lambda: clock[0], llm=False)
    m.observe("I keep a bearded dragon called Spike in my room.")
    things = ("printer", "laptop", "router", "dashboard", "invoice", "spreadsheet", "website", "database", "server")
    for n, thing in enumerate(things * 2):
        clock[0] += 600
        m.observe(f"Spent all day at work fixing the {thing} for client number {n}")
    compared: list[str] = []
    real = supersede.reach

    def counting(new, old, *args, **kwargs):
        compared.append(old)
        return real(new, old, *args, **kwargs)

    monkeypatch.setattr(supersede, "reach", counting)
    clock[0] += 86400
    # "work" and "day" are held by eighteen remarks and tell none of them apart; the name, typed low, tells one
    assert m.observe("back at work today, rough day, spike didn't make it")["action"] == "updated"
    assert compared == ["I keep a bearded dragon called Spike in my room."]
    assert not [e for e in m._state.live().events() if "Spike" in e.text]
    m.close()


def test_called_up_remarks_come_best_first_and_only_those_taken_are_worked_out(tmp_path):
    clock = [T0]
    m = Memory(home=tmp_path, owner="o", clock=lambda: clock[0], llm=False)
    for text in (
        "My sister and I took the night train to Lisbon",
        "The night train to Porto with my sister was fun",
        "My sister is a nurse in Leeds",
        "My sister hates cilantro",
        "My sister got a puppy called Bean",
        "My sister runs marathons",
        "My sister plays the cello",
        "My sister broke her wrist skiing",
    ):
        clock[0] += 3600
        m.observe(text)
    index = m._state.live()
    asked = "booking a night train for my sister"
    whole = list(recall.best_first(index, asked, clock[0], m.config))
    assert len(whole) == 8 and [h[0] for h in whole] == sorted((h[0] for h in whole), reverse=True)
    weighed: list[int] = []
    real = index.mass
    index.mass = lambda entry: weighed.append(entry.id) or real(entry)  # type: ignore[method-assign]
    index.masses.clear()  # the first run worked every mass out: forgotten, so each one weighed now is counted
    first = list(islice(recall.best_first(index, asked, clock[0], m.config), 2))
    assert [h[2].id for h in first] == [h[2].id for h in whole[:2]]
    assert "night train" in first[0][2].text and "night train" in first[1][2].text
    assert len(weighed) == 2  # the six that share only "sister" could not beat them: never finished
    m.close()


def test_a_thing_found_reaches_its_loss_however_many_remarks_name_it(tmp_path):
    clock = [T0]
    m = Memory(home=tmp_path, owner="o", clock=lambda: clock[0], llm=False)
    shops = ("Zara", "Uniqlo", "Muji", "Gap", "Primark", "Next", "Boots", "Argos", "Selfridges", "Harrods")
    for shop in shops:  # "wallet" is held by more remarks than a rare word is
        clock[0] += 3600
        m.observe(f"I saw a nice wallet at {shop} today but it was too pricey for me")
    clock[0] += 3600
    m.observe("I lost my wallet at the gym, so annoying, all my cards were in it")
    clock[0] += 86400
    m.observe("wallet turned up in the couch cushions lol")
    assert not [e for e in m._state.live().events() if "lost my wallet" in e.text]
    m.close()


def test_a_filler_is_counted_without_asking_whether_it_updates_anything(tmp_path, monkeypatch):
    clock = [T0]
    m = Memory(home=tmp_path, owner="o", clock=lambda: clock[0], llm=False)
    m.observe("I'm in the hospital with a broken leg")
    clock[0] += 3600
    asked: list[str] = []
    real = supersede.as_update

    def asking(index, u, *args, **kwargs):
        asked.append(u.text)
        return real(index, u, *args, **kwargs)

    monkeypatch.setattr(supersede, "as_update", asking)
    for filler in ("thanks, all good", "哈哈哈", "ok done 👍", "lol"):
        outcome = m.observe(filler)
        assert (outcome["action"], outcome["reason"]) == ("dropped", "junk")
    assert asked == []  # a hello, thanks, laughter or a filler says nothing of what changed
    m.observe("give me three ideas for saving money")  # a request the gate drops may still tell an update
    assert asked == ["give me three ideas for saving money"]
    assert any("hospital" in r["text"] for r in m.recall("hospital broken leg", k=5))
    m.close()
