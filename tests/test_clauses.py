"""Sentences and clauses as the notes keep them: a title's dot ends no sentence, so a kept note never joins words
the user did not say together (issue 15)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.language import clauses


@pytest.mark.parametrize(
    "text, pieces",
    [
        (
            "Got married, so I'm Mrs. Patel now, changed my name last month",
            ["Got married", "so I'm Mrs. Patel now", "changed my name last month"],
        ),
        ("I saw Dr. Smith today. He says my knee is fine", ["I saw Dr. Smith today", "He says my knee is fine"]),
        ("I went to the ER. Dr said rest", ["I went to the ER", "Dr said rest"]),  # no title before a capital
    ],
)
def test_a_titles_dot_ends_no_sentence(text, pieces):
    assert [c.text for c in clauses.split(text)] == pieces


def test_a_note_is_made_of_words_said_together(mem):
    memory = mem()
    memory.observe("Got married, so I'm Mrs. Patel now, changed my name last month")
    kept = [r["text"] for r in memory.store.owner_items(memory.owner) if r["alive"]]
    assert kept and all(t.rstrip(".") in "Got married, so I'm Mrs. Patel now, changed my name last month" for t in kept)


@pytest.mark.parametrize(
    "text, fix",
    [
        ("Wait no, mom's birthday is March 13th, not the 3rd", "mom's birthday is March 13th"),
        ("No wait, it's March 13th", "it's March 13th"),
        ("Oops, I told you the wrong date, our anniversary is August 19", "our anniversary is August 19"),
    ],
)
def test_a_slip_owned_up_to_in_everyday_words_is_a_correction(text, fix):
    found = parse_correction(text)
    assert found is not None and found.fix == fix


@pytest.mark.parametrize("text", ["Oops, I dropped my phone", "wait no way, she said yes?!", "Wait, what time is it"])
def test_an_oops_or_a_wait_alone_corrects_nothing(text):
    assert parse_correction(text) is None
