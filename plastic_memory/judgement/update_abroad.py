"""Back from abroad: 回国了 after a remark that places the user in a place outside China (在新加坡这边租房, 我在伦敦读书,
我现在人在墨尔本) ends what that remark holds as current, whatever slot it was read in (a home, a school, or none),
read for turn-by-turn updates (updates.reach). Never a return only planned or wished (想回国, 打算回国, 要回国了), a
visit home (回国过年, 回国探亲), or an older remark about long ago (以前在日本待过)."""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.life_work import ZH_ABROAD
from .update_clauses import subject_at_end, subject_of
from .update_pronouns import SELF

_PLACE = "(?:" + "|".join(sorted(ZH_ABROAD, key=len, reverse=True)) + ")"
_BACK = later(
    r"(?<![不没想要准备打算计划])(?:回国了|回国啦|回国啰|回国咯|回到国内了|已经回国|搬回国内|回国(?:工作|发展|定居)了)(?!过年|探亲|玩|度假|休假)"
)
_THERE = later(r"(?:在|住在|人在|定居|待在|呆在|留学|去了)(?:这边的?|那边的?)?" + _PLACE)
ABROAD = "@abroad"  # the live index's key of a remark placing someone outside China now
_LONG_AGO = later(r"以前|之前|当年|那时候|那会儿|小时候|曾经|待过|呆过|去过")


def came_back(new: str) -> bool:
    """Whether a remark says someone came back to China (whose, and from where, is read against the older remark)."""
    return _BACK.search(new) is not None


def placed_abroad(old: str) -> bool:
    """Whether a remark places someone outside China as they are now (在新加坡这边租房), not long ago (以前在日本待过): what
    a came_back remark is looked up by (its key in the live index: superseding.py)."""
    return _THERE.search(old) is not None and _LONG_AGO.search(old) is None


def back_from_abroad(new: str, old: str) -> bool:
    """Whether the newer remark says the user came back to China from where the older places them (module doc)."""
    back = _BACK.search(new)
    return (
        back is not None
        and placed_abroad(old)
        and subject_of(old) == SELF
        and subject_at_end(new[: back.end()]) == SELF  # (the clause that came back is the user's: not 我姐回国了)
    )
