"""Whether words are said in the negative: the one reading that tells "I live with my parents" from "I don't live
with my parents anymore", and 我吃香菜 from 我不吃香菜, wherever two remarks sharing their words are weighed as one.

Chinese and English by their own words; a language read by a record (language/lang/*.yaml) by its `negations` cues.
A line is negated when any of its clauses is: two remarks are the same remark only when both are, or neither; and
likewise for a remark that says it is over ("used to", 以前)."""

from __future__ import annotations

import re

from .records import Record

# (非 and 无 are left out: 非常 is "very" and 无聊 "boring"; 不 and 没 are rarely anything but a negation)
_NEGATION = re.compile(r"不|没|别|\bnot\b|n't\b|\bnever\b|\bno\b|\bnobody\b|\bnothing\b|\bnone\b|\bneither\b")


# A habit or a state said to be over by its tense alone: "I used to play tennis", 我以前抽烟.
PAST = re.compile(r"\bused to\b|以前")


def negated(text: str, record: Record | None = None) -> bool:
    """Whether `text` (lower-cased, apostrophes straight) says anything in the negative; `record`: the language its
    speaker is read in when that is neither Chinese nor English."""
    if _NEGATION.search(text) is not None:
        return True
    return record is not None and record.cues["negations"].found(record.fold(text))


def sign(text: str, record: Record | None = None) -> tuple[bool, bool]:
    """Whether `text` is negated, and whether it says what it says is over: two remarks sharing their words are the
    same remark only when both agree ("I play tennis every weekend" is not "I used to play tennis every weekend")."""
    return negated(text, record), PAST.search(text) is not None
