"""What every frame of updates is made of: the two modes a frame has (it sets a slot, or it ends one) and the
alternation a word list becomes."""

from __future__ import annotations

SET, END = "set", "end"


def any_of(words) -> str:
    """One alternation of the words, the longest first (a regex tries alternatives in order)."""
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"
