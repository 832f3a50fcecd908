"""A change told by the new value alone, as a short reply ("In Manchester now.", "DoorDash these days.", 现在在顺丰。,
已经在广州了。): it stands for the one value the older remark gives the user in a one-value slot (where they live or
work, their school, team or partner), when that remark gives exactly one; and of the remarks it may so replace, only
the one said last (updates.reach answers BARE, a key of which turn/supersede.py retires the newest only): a reply
that names a value answers what was talked of last."""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from ..language import updates_words as w
from ..language.text import has_cjk
from .update_claims import claims
from .update_values import things, value_terms

# (with a word that places it: "In Manchester now.", "at DoorDash these days"; or a name no word could be:
# "DoorDash these days.", "Glasgow Central now"; never "Pizza now." or "Netflix now.")
_BARE_EN = later(
    r"^(?:(?P<lead>(?:i'm |im |we're |living |working |based |out |over |up |down )?(?:at|in|with|for)|dating|seeing|living in|working at|"
    r"based in) )?(?P<v>[A-Z][\w&'\-]*(?: [A-Z][\w&'\-]*){0,2}) (?:now|these days|nowadays)\s*[.!]*$"
)
_A_NAME = later(r"^[A-Z][a-z]+[A-Z]|^[A-Z][\w&'\-]* [A-Z]|&")
_BARE_ZH = later(
    r"^(?:我)?(?:现在|目前|如今|已经|早就)(?:人)?在(?!开会|吃|上课|上班|加班|路上|家|外面|外边|忙|睡|排队|等|看|玩|打|做|医院|学校|公司|"
    r"单位|办公室|车上|地铁|高铁|飞机|床上|宿舍|写|学|准备|考虑|想|找|洗|开车|跑|练|健身|回)(?P<v>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:了|呢|啦)?\s*[。.!！~～]*$"
)
BARE = "@bare"  # what updates.reach answers of a remark a bare value may replace
# the slots a bare value may stand in (not a pet's name or an age, which a short reply also gives)
SLOTS = frozenset(("home", "job", "school", "team", "partner", "gym", "car", "phone", "commute"))


# A move told beside the new value ("Abuja now — the move went smoother than I thought"): the value may open a longer
# remark, as its first clause
_MOVED = later(r"\bthe (?:big )?move\b|\bmoving day\b|\bthe movers\b|\bthe packers\b|\bunpack|搬家|搬完|搬过来|搬过去")
_FIRST_CLAUSE = later(r"^[^—–,;.!?，。；！？]+")


@lru_cache(maxsize=4096)  # (asked of one newer remark against every older one it may reach)
def bare_value(text: str) -> frozenset[str] | None:
    """The value terms a short reply that is only a new value gives, or None."""
    cjk = has_cjk(text)
    found = (_BARE_ZH if cjk else _BARE_EN).match(text.strip())
    moved = False
    if found is None and _MOVED.search(text.lower()):
        first = _FIRST_CLAUSE.match(text.strip())
        found = (_BARE_ZH if cjk else _BARE_EN).match(first.group().strip()) if first else None
        # (then a word with a capital is the place moved to, "Abuja now — the move…", unless it is a thing: "Pizza")
        moved = found is not None and not things(found.group("v").lower())
    if found is None or (not cjk and not moved and not found.group("lead") and not _A_NAME.search(found.group("v"))):
        return None
    value = value_terms(found.group("v"), cjk)
    return value or None


def replaces_bare(value: frozenset[str], old: str) -> bool:
    """Whether a bare new value replaces the one value the older remark gives the user in a one-value slot."""
    said = [c for c in claims(old) if c.slot in SLOTS and c.mode == w.SET and "self" in c.subject and c.value]
    slots = {c.slot for c in said}
    return len(slots) == 1 and not any(c.value & value for c in said)
