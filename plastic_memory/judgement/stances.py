"""Stances: the user's attitude to a subject in one sentence ("我不打算跳槽" -1, "最近特别想跳槽" +1), for attitude
flips (turn/revise.flipped) and for what a plan or a forget request is about."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..language.lazy_re import later
from ..language.lexicon import OTHER_PEOPLE, STANCE_NEG_EN, STANCE_NEG_ZH, STANCE_POS_EN, STANCE_POS_ZH, STOP_EN
from ..language.text import has_cjk
from .corrections import alternation


@dataclass(frozen=True)
class Stance:
    """The user's attitude to a subject: polarity +1 (wants, plans, likes) or -1 (doesn't)."""

    subject: str
    polarity: int


_NEG_ZH = later(alternation(STANCE_NEG_ZH))
_POS_ZH = later(alternation(STANCE_POS_ZH))
_SUBJECT_ZH = later(r"[\u4e00-\u9fff]{1,6}")
_NEG_EN = later(r"\b(?:" + alternation(STANCE_NEG_EN) + r")\b")
_POS_EN = later(r"\b(?:" + alternation(STANCE_POS_EN) + r")\b")
_OTHERS_ZH = later(alternation(OTHER_PEOPLE[0]))
_OTHERS_EN = later(r"\b(?:" + alternation(OTHER_PEOPLE[1]) + r")\b")
_SELF_EN = later(r"\b(?:i|i'm|i am|i've|me)\b")
_ZH_TAIL = "了的吗啊呢吧呀哦"
_ZH_SKIP = "特别很真的非常一直还是挺有点太都也再去"


def _is_someone_else(before: str, zh: bool) -> bool:
    """A stance belongs to someone else when another person is named after the last mention of the user."""
    others = list((_OTHERS_ZH if zh else _OTHERS_EN).finditer(before))
    if not others:
        return False
    last_self = before.rfind("我") if zh else max((m.start() for m in _SELF_EN.finditer(before)), default=-1)
    return others[-1].start() > last_self


@lru_cache(maxsize=4096)
def parse_stance(text: str) -> Stance | None:
    """Find the user's stance in one sentence: its subject and polarity, or None."""
    if has_cjk(text):
        clause = re.split(r"[，,。.！!？?；;]", text)
        for part in clause:
            neg, pos = _NEG_ZH.search(part), _POS_ZH.search(part)
            found, polarity = (neg, -1) if neg and (not pos or neg.start() <= pos.start()) else (pos, 1)
            if found is None or _is_someone_else(part[: found.start()], zh=True):
                continue
            tail = part[found.end() :].lstrip(_ZH_SKIP)
            subject = _SUBJECT_ZH.match(tail)
            if subject:
                phrase = subject.group().rstrip(_ZH_TAIL)
                if len(phrase) >= 2:
                    return Stance(phrase, polarity)
        return None
    lowered = text.lower().replace("’", "'")
    for part in re.split(r"[,.;!?]", lowered):
        neg, pos = _NEG_EN.search(part), _POS_EN.search(part)
        found, polarity = (neg, -1) if neg and (not pos or neg.start() <= pos.start()) else (pos, 1)
        if found is None or _is_someone_else(part[: found.start()], zh=False):
            continue
        words = [w for w in re.findall(r"[a-z][a-z'\-]*", part[found.end() :]) if w not in STOP_EN][:4]
        if words:
            return Stance(" ".join(words), polarity)
    return None
