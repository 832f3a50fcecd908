"""What every frame of updates is made of: the two modes a frame has (it sets a slot, or it ends one) and the
alternation a word list becomes."""

from __future__ import annotations

SET, END = "set", "end"

# A partnership said over in plain words (我们结束了, 这次是真的结束了): a partner's end (frames_zh.py) and what lets a
# name the older remark's words hold be that partner (update_partner.py)
ZH_TOGETHER_OVER = r"(?:我们|我俩|咱俩)(?:之间)?(?:彻底|真的|正式|算是)?结束了|这次是?真的结束了"


def any_of(words) -> str:
    """One alternation of the words, the longest first (a regex tries alternatives in order)."""
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"
