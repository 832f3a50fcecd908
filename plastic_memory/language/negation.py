"""Whether words are said in the negative: the one reading that tells "I live with my parents" from "I don't live
with my parents anymore", and 我吃香菜 from 我不吃香菜, wherever two remarks sharing their words are weighed as one.

Chinese and English by their own words; a language read by a record (language/lang/*.yaml) by its `negations` cues.
A sign is whether a text is negated and whether it says what it says is over ("used to", 以前). Two remarks are one
remark said twice only when they say their shared words with the same sign (signs_agree, per clause and word).
"""

from __future__ import annotations

import functools

from .lazy_re import later
from . import clauses
from .records import Record
from .text import terms

# (非 and 无 are left out: 非常 is "very" and 无聊 "boring"; 不 and 没 are rarely anything but a negation)
_ZH_NEGATION = ("不", "没", "别")
_EN_NEGATION = later(r"\b(?:not|never|no|nobody|nothing|none|neither)\b|n't\b")


# A habit or a state said to be over by its tense alone: "I used to play tennis", 我以前抽烟.
PAST = later(r"\bused to\b|以前")


# A "no" that answers before the remark says nothing of it: "no, I live in Boston", 不是，我住在北京.
_ANSWER = later(r"^\W*(?:no+|nope|nah|不是|不|没有)\s*[,，.。!！]+")


def negated(text: str, record: Record | None = None) -> bool:
    """Whether `text` (lower-cased, apostrophes straight) says anything in the negative; `record`: the language its
    speaker is read in when that is neither Chinese nor English."""
    answer = _ANSWER.match(text)
    if answer is not None:
        text = text[answer.end() :]
    # (substrings first, on every turn: each English negation holds "no", "ne" or "n't", and most lines hold none)
    if any(w in text for w in _ZH_NEGATION):
        return True
    if ("no" in text or "ne" in text or "n't" in text) and _EN_NEGATION.search(text) is not None:
        return True
    return record is not None and record.cues["negations"].found(record.fold(text))


def sign(text: str, record: Record | None = None) -> tuple[bool, bool]:
    """Whether `text` is negated, and whether it says what it says is over: two remarks sharing their words are the
    same remark only when both agree ("I play tennis every weekend" is not "I used to play tennis every weekend")."""
    over = ("used to" in text or "以前" in text) and PAST.search(text) is not None
    return negated(text, record), over


@functools.lru_cache(maxsize=8192)  # (emptied by a forgetting with every memo of the package, caches.py)
def signed_clauses(text: str, record: Record | None = None) -> tuple[tuple[frozenset[str], tuple[bool, bool]], ...]:
    """Each clause's terms and sign."""
    return tuple((terms(c.text), sign(c.lowered.replace("’", "'"), record)) for c in clauses.split(text))


def signs_agree(mine: tuple, theirs: tuple) -> bool:
    """Whether two remarks (of signed_clauses) say their shared words the same way round: no word one says only
    plainly that the other says only negated or as over. An aside on one side ("I'm watching Severance right now,
    can't stop watching") denies nothing the other says plainly too; 我妹妹叫小静 is no repeat of "你记错了，我妹妹叫小敏，
    不是小静", whose 小静 is only denied."""
    held, told = _signs_by_term(mine), _signs_by_term(theirs)
    return not any(held[t].isdisjoint(told[t]) for t in held.keys() & told.keys())


def _signs_by_term(signed: tuple) -> dict[str, set[tuple[bool, bool]]]:
    out: dict[str, set[tuple[bool, bool]]] = {}
    for words, said in signed:
        for t in words:
            if not t.startswith("#"):  # (a tag is a kind, said either way round)
                out.setdefault(t, set()).add(said)
    return out
