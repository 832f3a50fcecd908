"""Everyday updates the thirty-eighth session read, in our own sentences, each with look-alikes it must leave alone.

- A side cheered for "all the way now", by its name ("it's the Warriors all the way for me now"), and a side
  disowned ("the Yankees are dead to me"): whose fan one is changes only by a side said to be new, or ended by name.
- Never: a food or a habit "all the way now" (not a name), a side cheered for without "now" (one may cheer for
  many), someone "dead to me" who is no side held.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm a huge Lakers fan", "it's the Warriors all the way for me now"),
        ("I support Arsenal, season ticket and all", "its Spurs all the way for me now, long story"),
        ("I root for the Yankees", "the Yankees are dead to me after that trade"),
        ("I'm a big Packers fan", "the Packers are dead to me, sold my jersey"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (old, new)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm a huge Lakers fan", "pizza all the way now, no more salads"),
        ("I'm a huge Lakers fan", "Warriors all the way, what a game last night"),
        ("I'm a huge Lakers fan", "my ex is dead to me"),
        ("I support Arsenal", "it's tea all the way for me now, coffee makes me jittery"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, (old, new)
