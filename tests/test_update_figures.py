"""A figure written with thousands separators is one value: "$1,650 now" updates "$1,400", the same figure does not."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import SURE, reach


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("my rent is $1,650 now", "my rent is $1,400 a month"),
        ("our mortgage is 2,300 a month now", "our mortgage is 1,900 a month"),
        ("got the raise, my salary is $95,000 now", "my salary is $80,000"),
    ],
)
def test_another_figure_with_separators_updates(new, old):
    assert reach(new, old) == SURE


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("my rent is $1,400 still", "my rent is $1,400 a month"),
        ("my salary is $80,000, same as last year", "my salary is $80,000"),
    ],
)
def test_the_same_figure_does_not(new, old):
    assert reach(new, old) != SURE


def test_a_new_figure_is_offered_and_the_old_one_is_not(tmp_path):
    from plastic_memory import Memory

    now = [1_780_000_000.0]
    memory = Memory(home=str(tmp_path), owner="u", clock=lambda: now[0], llm=False)
    memory.observe("my rent is $1,400 a month, can you help me budget?")
    now[0] += 30 * 86400
    memory.observe("landlord bumped it, my rent is $1,650 now")
    now[0] += 86400
    block = memory.context("help me budget for next month") or ""
    lines = [r["text"] for r in memory.recall("rent", 5)]
    assert any("1,650" in t for t in lines)
    assert not any("1,400" in line for line in block.splitlines())
    memory.close()
