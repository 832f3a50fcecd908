"""A remark kept as an impression keeps the clause that names whom it spoke of: "new gf is dragging me to her cousin's
wedding, her name's Priya btw" is not cut to the first clause, so the impression that stands for the remark still says
the name; a clause that only comments ("I love my job, it's great") still is left out."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.sleep.distill import content

NOW = 1_767_268_800.0
DAY = 86_400.0


@pytest.mark.parametrize(
    "text, kept",
    [
        ("new gf is dragging me to her cousin's wedding lol, her name's Priya btw", "her name's Priya btw"),
        ("we got a puppy last week, he's called Max", "he's called Max"),
        ("我新交了个女朋友，她叫小雨", "她叫小雨"),
        ("My daughter started kindergarten, she's 5", "she's 5"),
    ],
)
def test_the_clause_that_names_them_goes_with_it(text, kept):
    assert kept in content(text)


@pytest.mark.parametrize("text", ["I love my job, it's great", "We adopted a cat, it's so fluffy"])
def test_a_comment_after_it_does_not(text):
    assert len(content(text)) == 1


def test_the_impression_keeps_the_name(tmp_path):
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        memory.observe("new gf is dragging me to her cousin's wedding lol, her name's Priya btw", session_id="s1")
        for _ in range(2):
            now[0] += DAY
            memory.dream(force=True)
        made = [r["text"] for r in memory.store.owner_items("u") if r["alive"] and r["layer"] == "impression"]
        assert made and all("Priya" in t for t in made), made
