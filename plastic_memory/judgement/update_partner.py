"""The partner slot read from a clause: whose relationship it is, the partner's name and how far it has gone (dating,
engaged, married), for update_claims.py; and what ties two partner claims together, for updates.py."""

from __future__ import annotations

import re

from ..language import update_classes as k
from ..language import updates_words as w
from .update_clauses import Claim
from .update_pronouns import SELF
from .update_subject_zh import user_in_zh
from .update_values import introduced

_PARTNER_NAMED = re.compile(
    r"\b(?i:girlfriend|boyfriend|wife|husband|fianc[ée]e?|partner|married to|engaged to|dating|seeing) ([A-Z][a-z]+)|"
    r"^\s*([A-Z][a-z]+) and I\b"
)
_PLANNED = re.compile(r"打算|准备|计划|想|要|明年|下个月|\b(?:plan|planning|going to|gonna|will|want to|hope to)\b")
_STAGES = [(stage, re.compile("|".join(re.escape(x) for x in words))) for stage, words in k.STAGES.items()]


_MY_EX = re.compile(r"\bmy ex\b|我前任|我前男友|我前女友")
_USER_IN = re.compile(r"\b(?:i|i'm|i've|me|we|we're|we've|us)\b")  # the user as a person, not whose ("my brother Tom")


def _stage(lowered: str) -> set[str]:
    """How far a relationship has gone by the words of a clause; a step only planned (打算明年办婚礼, "planning the
    wedding") is not taken yet."""
    out = set()
    for stage, rx in _STAGES:
        found = rx.search(lowered)
        if found is not None and not _PLANNED.search(lowered[: found.start()]):
            out.add("@stage:" + stage)
    if "@stage:engaged" in out and "@stage:married" in out and not _MARRIED.search(_WEDDING.sub(" ", lowered)):
        out.discard("@stage:married")  # "my fiancée and I keep arguing about wedding venues": a wedding ahead
    return out


_WEDDING = re.compile(r"\bwedding\b|婚礼|办酒|摆酒")
_MARRIED = dict(_STAGES)["married"]


def partner_claim(clause: str, lowered: str, cjk: bool, subject: frozenset[str], mode: str, hedged: bool) -> Claim:
    """A claim on the partner slot: the user's own unless the clause is about someone else's relationship ("my best
    friend just got divorced"); its value is the partner's name (next to a partner word, or "Lisa and I") and
    the stage the words say, never other names in the clause ("my partner and I got back from Rio")."""
    others = subject - {"self", "partner"}
    named = any(s.startswith("name:") for s in others)
    # a name is the partner when the user is in the clause ("Jake dumped me", 阿杰跟我分手了), else whose it is (小雨离婚了)
    user_in = "partner" in subject or (user_in_zh(clause) if cjk else _USER_IN.search(lowered) is not None)
    who = others if others and not (named and user_in) and not _MY_EX.search(lowered) else SELF  # ("he's my ex now")
    value: set[str] = set()
    if not cjk:
        for m in _PARTNER_NAMED.finditer(clause):
            value.add((m.group(1) or m.group(2)).lower())
        value |= introduced(clause)  # "dating a guy named Marco"
    if mode == w.SET:
        value |= _stage(lowered)  # 女朋友, "my wife", 领证: how far it has gone, not who
    return Claim(who, "partner", mode, frozenset(value), hedged=hedged)


_WED = frozenset(("@stage:married", "@stage:engaged"))


_DATING_SAID = re.compile(r"\b(?:boyfriend|girlfriend|bf|gf|dating|seeing)\b|男朋友|女朋友|男友|女友|在谈")


def _only_dating(o: Claim, old: str) -> bool:
    """Whether an older claim on the partner slot is of a boyfriend or a girlfriend, and nothing says they wed (a
    couple said only to live together may be married: 我爸妈…还住在一起)."""
    return "@stage:dating" in o.value and not o.value & _WED and _DATING_SAID.search(old.lower()) is not None


# a divorce said of a couple who only date is a joke; a breakup word beside it is not ("broke up, basically divorced")
_DIVORCED = re.compile(r"^(?!.*(?:\bbroke up\b|\bsplit\b|分手)).*(?:\bdivorc|离婚)")
_COUPLE = frozenset(("self", "partner"))


def _a_couple_s(c: Claim, o: Claim) -> bool:
    """A pregnancy is the couple's: "our baby arrived" ends "my wife is pregnant", and "she's due in May" of the
    user's partner is the same one as "we're expecting"."""
    return c.slot == "pregnancy" and c.subject | o.subject <= _COUPLE


def _their_partner_s(c: Claim, o: Claim) -> bool:
    """The user's partner named as the older remark names them: "Tom moved out and the divorce was finalised" after
    "I'm married, my husband Tom…" is the user's marriage ending, not Tom's alone."""
    named = {k[5:] for k in c.subject if k.startswith("name:")}
    return c.slot == "partner" and "self" in o.subject and 0 < len(named) == len(c.subject) and named <= o.value


# Together again with someone named (我跟大伟复合了, "got back together with Sam", "Jake and I are back together").
_BACK_TOGETHER = re.compile(
    r"我(?:又)?(?:跟|和|与)(?P<z>[\u4e00-\u9fff]{2,3}?)(?:复合|和好|又在一起|重新在一起)|"
    r"\b(?:back together with|got back with|getting back with|back with) (?P<e>[a-z]+)\b|"
    r"\b(?P<f>[a-z]+) and i (?:are|got) back together\b",
    re.IGNORECASE,
)
_PARTED = re.compile(r"分手|分了|前任|前男友|前女友|离婚|\bex\b|broke up|split up|divorced", re.IGNORECASE)


def back_together(new: str, old: str) -> bool:
    """Whether the newer remark says the user is together again with the one the older remark says they parted from
    ("我跟大伟复合了" after "前任叫大伟，分手半年了"): the parting is no longer current."""
    found = _BACK_TOGETHER.search(new)
    if found is None:
        return False
    name = next(g for g in found.groups() if g)
    return name.lower() in old.lower() and _PARTED.search(old) is not None
