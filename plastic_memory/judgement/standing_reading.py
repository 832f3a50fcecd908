"""What a clause says the user (or one of their people) holds now: where they live, work or study, a partner, a
pet or a vehicle they have, a habit they never have, an identifier changed. Such a statement is their life or who
they are, whatever else its words weigh (the gate's kinds), and what a later update replaces."""

from __future__ import annotations

from typing import Sequence

from ..language.lazy_re import later
from ..language import change_words
from ..language.updates_words import CHANGE, END, SET, SINGLE
from .reading import Reading
from .update_claims import Claim, claims
from .update_pronouns import SELF
from .update_values import things


def read_standing(r: Reading) -> Reading:
    """A statement that says where the user (or one of their people) lives, works, studies or eats now ("we're in a
    cramped studio in Queens", "I'm doing intermittent fasting") is their life, whatever else the clause's words
    weigh: what an update would replace later. One that ends such a thing ("jamal and i called it quits", "they laid
    everybody off") is news of their life."""
    if r.clause.mood != "statement":
        return r
    if not r.personal and _habit_absent(r.clause.lowered):
        # "我完全不运动", "我不抽烟": how the user lives, what taking the habit up later replaces
        return Reading(r.clause, True, True, r.labels | {"standing:life"}, True, r.framed)
    said = claims(r.clause.text)
    found = [
        c
        for c in said
        if (c.slot in _STANDING or (c.slot == "id:email" and c.subject == SELF) or _id_changed(c, r.clause.lowered))
        and not c.hedged
        and c.subject - _NOT_THEIRS
    ]
    if not found:
        if _keeps(said, r.clause.lowered):
            # a partner, a pet or a vehicle the user has is part of their life while they have it (see _classify)
            return Reading(r.clause, True, True, r.labels | {"standing:kept"}, True, r.framed)
        if not r.personal and any(_ends_a_thing(c) for c in said):
            # "三亚那套房子卖掉了", "sold the boat": a thing of the user's that stopped is news of their life
            return Reading(r.clause, True, True, r.labels | {"standing:life"}, True, r.framed)
        return r
    slots = {c.slot for c in found if c.mode == SET}
    # where one lives, works or studies is who one is, and how one is reached (one's own email, phone, handle); a diet,
    # a shift or a phone is how one lives
    label = "standing:identity" if slots & _WHO else "standing:life"
    if r.personal:
        # kept already by its words, which may weigh it as a day's news ("我在深圳福田租房住", "we rent a place in
        # Leeds"): where the user lives is still who they are
        mine = any(c.slot in _MINE and c.mode == SET and c.subject == SELF for c in found)
        if any(c.slot in _REACHED_AT and c.subject == SELF for c in found):
            return Reading(r.clause, r.personal, r.anchored, r.labels | {"standing:identity"}, r.topical, r.framed)
        if not mine and _keeps(said, r.clause.lowered):
            label = "standing:kept"  # "我有女朋友，叫晓雯": a partner the user has, as their life (see _classify)
        elif not mine:
            return r
        return Reading(r.clause, r.personal, r.anchored, r.labels | {label}, r.topical, r.framed)
    return Reading(r.clause, True, True, r.labels | {label}, True, r.framed)


def _id_changed(c: Claim, lowered: str) -> bool:
    """An identifier of the user's said to have changed ("Changed my IG to @sam.bakes_things", 工号换成了W2031): news
    of their life even when what it replaces has faded. Read loosely from a change word and a code, only a code that
    is a handle or an address ("@sam.bakes_things"), never a number ("bought 20 new pencils"); never a count."""
    return (
        c.slot.startswith("id:")
        and not c.slot.startswith("id:count:")
        and c.subject == SELF
        and (not c.loose or any(_HANDLE.search(v) for v in c.value))
        and _CHANGE.search(lowered) is not None
    )


_HANDLE = later(r"[a-z][._@][a-z0-9]|[a-z0-9][._@][a-z]")


_CHANGE = later(CHANGE)
_NOT_THEIRS = frozenset(("you", "other", "pron:she", "pron:he"))
# (a pregnancy is news the gate reads by its own words: a claim of it may be a story's, 小说里女主怀孕那段; an age
# alone is kept by what else the words weigh, as before ages were read: made standing, it changed which notes a
# look-alike's probe was given in held-out 10)
_STANDING = SINGLE - {"pregnancy", "age"}
STANDING_LABELS = frozenset(("standing:identity", "standing:life"))
_MINE = frozenset(("home", "job", "school", "major"))  # the user's own, whatever else a kept clause weighs
# the user's own address, number and handle: who they are, however the words weigh them
_REACHED_AT = frozenset(("id:email", "id:phone", "id:handle"))
_WHO = frozenset(
    ("job", "home", "school", "major", "team", "partner", "name", "hometown", "called", "pronouns", "citizenship")
)


def _keeps(said: Sequence[Claim], lowered: str) -> bool:
    """A partner, a pet or a vehicle the user has ("我有女朋友，叫晓雯", "I've got a golden retriever, Max",
    我家有两只仓鼠, 我开一辆比亚迪秦, "I drive a Tacoma"): what a break-up, a death or a sale later ends, and no
    passing fact that fades in weeks. Said as having one, never in passing ("老公又出差了", "I want a dog")."""
    if _KEEPING.search(lowered) is None:
        return False
    for c in said:
        if c.mode != SET or c.subject != SELF:
            continue
        if c.slot in ("partner", "car") or (c.slot == "state" and any(v.startswith("@pet:") for v in c.value)):
            return True
    return not said and not things(lowered).isdisjoint(_RIDES) and _DRIVING.search(lowered) is not None


# the words of having one: "we've got", "I adopted", "I'm married", 我家有, 我养了, 我有女朋友
_KEEPING = later(
    r"\b(?:i|we)(?:'ve| have)?\s+(?:got|have|own|adopted|rescued|keep|drive|ride)\b|\bi'?m\s+(?:married|engaged)\b|"
    r"我们?家(?:有|养)|我们?养|我们?有|我们?开|我们?骑|我(?:已经)?(?:结婚|订婚)"
)
# a vehicle kept is driven, ridden or owned now ("I drive a Tacoma", 我开一辆比亚迪): never one hired for a trip
_DRIVING = later(
    r"\b(?:i|we)\s+(?:drive|ride|own)\b|\b(?:i|we)(?:'ve| have)?\s+(?:got|have)\s+an?\b|\b(?:my|our)\s+(?:\w+\s+)?"
    r"(?:car|truck|van|bike|motorbike|motorcycle|scooter|boat|ride)\s+is\b|我们?(?:家)?(?:开|骑)(?:一|的是|着)|"
    r"我们?家(?:有|的车)|我(?:有|买了)一(?:辆|台|艘)"
)
_RIDES = frozenset(("@vehicle", "@truck", "@van", "@motorbike", "@e-bike", "@boat", "@camper"))


def _ends_a_thing(c: Claim) -> bool:
    """A claim that a thing of the user's own (a kind the words name: a house, a car, a pet) stopped."""
    return (
        c.slot == "state"
        and c.mode == END
        and not c.hedged
        and c.subject == SELF
        and any(t.startswith("@") and not t.endswith("^") and t != "@habit" for t in c.value)
    )


_NEVER = later(r"^(?:" + change_words.NEVER_ZH + r")|" + change_words.NEVER_EN)
_EXERCISE = later(change_words.EXERCISE)


def _habit_absent(lowered: str) -> bool:
    """A habit the user says they never have, opening the clause: of a kind of habit or of exercise."""
    found = _NEVER.search(lowered)
    return (
        found is not None
        and (found.start() == 0 or lowered.startswith(("i ", "we ")))
        and bool(things(lowered) or _EXERCISE.search(lowered))
    )
