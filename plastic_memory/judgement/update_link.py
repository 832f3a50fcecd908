"""How a newer claim reaches an older claim of the same slot about the same one (updates.py asks it once the two
remarks are tied): a one-value slot set to another value, a partner further on, a pet's new name, a state ended, a
part of the body well again or an injury's aid off."""

from __future__ import annotations

from ..language import update_classes as k
from ..language import updates_words as w
from ..language.text import has_cjk, stem
from .update_clauses import Claim
from .update_shared import tie

SURE = "sure"
_STAGE_RANK = {"@stage:" + s: n for n, s in enumerate(("dating", "engaged", "married"))}


def value_words(value: frozenset[str]) -> frozenset[str]:
    """A value as words, without the classes read from them ('@medicine')."""
    return frozenset(t for t in value if not t.startswith("@"))


def _differ(a: frozenset[str], b: frozenset[str]) -> bool:
    x, y = value_words(a), value_words(b)
    return bool(x) and bool(y) and not (x <= y or y <= x)


def _stage(value: frozenset[str]) -> int:
    return max((_STAGE_RANK[t] for t in value if t in _STAGE_RANK), default=-1)


def link(c: Claim, o: Claim) -> str | None:
    """How a new claim reaches an older claim in the same slot about the same person."""
    one_value = c.slot in w.SINGLE or c.slot.startswith(("id:", "name:"))
    if c.mode != o.mode:
        if c.value and o.value:
            return SURE if tie(c.value, o.value) or _part_of(c, o) or _healed(c, o) else None
        if c.slot in w.LATEST:
            return c.slot  # 不过敏, "tested negative": only the newest remark in the slot
        return SURE
    if c.mode != w.SET:
        return None
    if o.held:
        # "the new flat has a balcony", "moved to Leeds" after "my landlord never fixes anything": another home now;
        # not "now" said beside where one is (我现在在腾讯上班 after 我们公司年会: maybe the same company)
        return SURE if one_value and c.moved else None
    if c.slot == "partner":
        if c.change and _stage(c.value) >= 0 and _stage(o.value) >= 0:
            return SURE  # "his new boyfriend" after "dating this girl Kayla": another partner now
        return SURE if _differ(c.value, o.value) or _stage(c.value) > _stage(o.value) >= 0 else None
    if c.slot == "fan":
        return SURE if c.change and _differ(c.value, o.value) else None  # a new side; a fan of two keeps both
    if c.slot.startswith("name:"):
        return SURE if c.change and _differ(c.value, o.value) else None  # a pet's new name; two pets keep theirs
    if one_value and _differ(c.value, o.value):
        return SURE
    if one_value and c.change and not c.value and o.value:
        return SURE  # 搬家了, "switched majors": the slot changed, whatever it holds now
    if one_value and c.change and value_words(c.value) and value_words(c.value) != value_words(o.value):
        return (
            SURE  # "my new gig as a travel nurse" after "I'm a nurse at St. Mary's": said to be new, and not the same
        )
    return None


# a part of the body as a value holds it (stemmed: "ankl"), and as a kind of the health words names it
_INJURED = frozenset(y for x in k.EN_BODY if " " not in x for y in (x, stem(x))) | frozenset(k.ZH_BODY) | {"@injury"}


def _healed(c: Claim, o: Claim) -> bool:
    """A cast, a brace or crutches off is the end of the injury they were for ("the cast came off" after "I have a
    broken wrist"): an aid ended against a hurt part of the body."""
    return c.slot == "health" and c.mode == w.END and "@aid" in c.value and bool(o.value & _INJURED)


def _part_of(c: Claim, o: Claim) -> bool:
    """A part of the body well again that the older condition is of: 腰好了 after 腰椎间盘突出 (one character that
    starts a word of the older value)."""
    return c.slot == "health" and any(
        len(t) == 1 and has_cjk(t) and any(v.startswith(t) for v in o.value) for t in c.value
    )
