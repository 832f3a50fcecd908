"""What an update leaves of the remark it updates (turn/rest.py): the clauses that say something else stay, as said
and dated the day they were said; what the update replaced, and what leans on it, go."""

from __future__ import annotations

import pytest

from memory_pairs import DAY, alive_after
from plastic_memory import Memory
from plastic_memory.turn.rest import left_over


@pytest.mark.parametrize(
    "old, new, kept, gone",
    [
        (
            "I live in Hangzhou with my wife and I'm allergic to peanuts",
            "we moved to Suzhou last month",
            "I'm allergic to peanuts",
            "Hangzhou",
        ),
        (
            "hey, I'm Sam. I work as a data analyst at a logistics company in Leeds",
            "I handed in my notice today, starting at a fintech startup in Manchester next month",
            "I'm Sam",
            "data analyst",
        ),
        (
            "My name is Lin and I work as a nurse in Hangzhou.",
            "I'm a pharmacist now, not a nurse anymore",
            "Lin",
            "nurse",
        ),
    ],
)
def test_the_rest_of_an_updated_remark_stays(tmp_path, old, new, kept, gone):
    alive = alive_after(tmp_path, old, new, 30)
    rest = [t for t in alive if t != new]
    assert len(rest) == 1 and kept in rest[0] and gone not in rest[0], alive


def test_clauses_said_apart_stay_apart(tmp_path):
    # the name and the allergy were said either side of the job: two remarks, never one line joining them
    alive = alive_after(tmp_path, "我叫小林，在杭州当护士，我对花生过敏", "我现在不当护士了，转行做药剂师", 30)
    assert sorted(t for t in alive if "护士" not in t) == ["我叫小林", "我对花生过敏"], alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("My mom had a stroke, she's in hospital now", "mom's out of hospital today, so relieved"),
        ("I work as a nurse, it's exhausting but I love it", "I'm a pharmacist now, not a nurse anymore"),
        ("My girlfriend Lisa and I live together in Leeds", "Lisa and I broke up"),
        ("I work at Tesco on Mill Road", "I quit Tesco, I'm at Aldi now"),
        # what the update speaks of anew goes with it, however it is said ("I'm waiting on …" once it is done)
        (
            "They think I might be celiac, so I'm avoiding gluten until the biopsy",
            "biopsy came back clear, not celiac after all",
        ),
    ],
)
def test_what_leans_on_the_update_or_is_all_of_it_goes(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    gone = ("hospital", "nurse", "exhausting", "Tesco", "gluten")
    assert not any(t != new and any(g in t for g in gone) for t in alive), alive
    assert old not in alive


def test_what_stays_is_dated_when_it_was_said_and_traced(tmp_path):
    now = [1767225600.0]
    memory = Memory(home=str(tmp_path), owner="u", clock=lambda: now[0], llm=False)
    memory.observe("I live in Hangzhou with my wife and I'm allergic to peanuts")
    said = now[0]
    now[0] += 40 * DAY
    update = memory.observe("we moved to Suzhou last month")
    (kept,) = [e for e in memory._state.live().events() if "peanuts" in e.text]
    assert kept.created == said and kept.pinned  # the allergy keeps its day, and is what must never be missed
    assert f"#{update['id']}" in memory.store.item(memory.owner, kept.id)["why"]
    block = memory.context("what should I cook tonight?", session_id="s") or ""
    assert "peanuts" in block and "2026-01-01" in block and "Hangzhou" not in block
    memory.close()


def test_an_update_that_names_no_part_of_life_leaves_nothing_apart():
    # "the Iceland trip is off" is read by the plan's own reader, not by a claim: which clause it ends is not known
    assert not left_over(
        "planning a trip to Iceland in June, and my sister visits in May", "the Iceland trip is off", 0
    )
