"""Which remarks the words of a request to forget name: "forget what I said about my allergy" names 「我对花生过敏」,
"taking diet pills" names 我最近在吃减肥药, 保险公司上班 names 我在平安保险做理赔专员.

The words are cut into units, the things they name: each matter of the two-language list (language/matters.py) is
one unit, however many of its words the request uses (公司 and 上班 are one: the job); what is left is cut at the
small words of each language, and each remaining word is a unit of its own (a name, a place, a number). A remark is
named when it holds nearly all the units (NAMED_SHARE): by the same matter in either language, or by the word itself
(an English stem, a Chinese word as a substring or most of its character pairs). A remark holding only some of them
is not named: deleting the wrong remark is worse than deleting none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..language.lexicon import STOP_EN
from ..language.matters import matters, spans, subject
from ..language.text import grams, stem

NAMED_SHARE = 0.75  # with up to three units, all of them; with four or more, all but a quarter

# Characters that join Chinese words rather than carry a matter: what is left between them is a word.
_ZH_SMALL = re.compile(r"[我你他她它的了是在和与跟对被把给让有这那个些件事么吗吧呢啊呀也都就还又再很太说告诉]+")
_CJK = re.compile(r"[\u3400-\u9fff]+")
_LATIN = re.compile(r"[a-z0-9][a-z0-9'\-]*")
# English words that name no matter of their own in a request: the matter words around them do ("the medication
# thing", "taking diet pills", "the bit about me job hunting").
_EN_EMPTY = frozenset(
    """thing things stuff bit bits part parts info information details detail memory memories remark remarks
    story matter business whole entire take takes taking took use using used have having being i'm i've
    mentioned mention told said saying telling shared ever earlier before""".split()
)


@dataclass(frozen=True)
class Unit:
    """One thing the words name: matters (either language) or a word matched as written."""

    matters: frozenset[str] = frozenset()
    word: str = ""  # a Chinese word, or an English stem
    cjk: bool = False


@lru_cache(maxsize=256)
def units(words: str) -> tuple[Unit, ...]:
    """The things a request's words name, in order."""
    lowered = words.lower().replace("’", "'")
    found = spans(lowered)
    out: list[Unit] = []
    by_place: dict[tuple[int, int], set[str]] = {}
    for start, end, name in found:
        by_place.setdefault((start, end), set()).add(name)
    seen: set[frozenset[str]] = set()
    for names in by_place.values():
        key = frozenset(names)
        if not any(key & s for s in seen):  # 公司 and 上班 are one job
            seen.add(key)
            out.append(Unit(matters=key))
    rest = list(lowered)
    for start, end, _ in found:
        rest[start:end] = " " * (end - start)
    left = "".join(rest)
    for run in _CJK.findall(left):
        out += [Unit(word=w, cjk=True) for w in _ZH_SMALL.split(run) if len(w) >= 2]
    for word in _LATIN.findall(left):
        word = word.strip("'-")
        if len(word) >= 2 and word not in STOP_EN and word not in _EN_EMPTY:
            out.append(Unit(word=stem(word)))
    return tuple(out)


def _holds(unit: Unit, text: str, lowered: str) -> bool:
    if unit.matters:
        return bool(unit.matters & matters(text))
    if not unit.cjk:
        return unit.word in grams(text)
    if unit.word in lowered:
        return True
    pairs = {unit.word[i : i + 2] for i in range(len(unit.word) - 1)}
    return len(pairs) >= 2 and sum(p in lowered for p in pairs) / len(pairs) >= 0.6


def names(words: str, text: str) -> bool:
    """Whether the words name this remark."""
    wanted = units(words)
    if not wanted or not text:
        return False
    lowered = text.lower().replace("’", "'")
    held = sum(_holds(u, text, lowered) for u in wanted)
    if held / len(wanted) < NAMED_SHARE:
        return False
    if any(u.word for u in wanted):
        return True  # a name, a place, a number: the words say which remark
    # Matters alone ("my allergy", 住址) are the user's own: a remark about someone else holding the same matter ("my
    # son is allergic to eggs", "my ex moved to Denver") is named only when the words name that person too.
    about = subject(text)
    named = frozenset().union(*(u.matters for u in wanted))
    return not about or bool(about & named)
