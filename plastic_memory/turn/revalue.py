"""What a correction re-sets when it shares too few words with the remark it corrects: a number or a date of the
same thing ("Theo's 9" of "My son Theo is 7", "it's May 21st" of "our anniversary is May 12th"), or a name in the
same frame ("my brother's actually in Dallas" of "My brother lives in Austin")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..judgement.update_claims import subject_of
from ..judgement.update_pronouns import pronoun_stands_for
from ..language.date_words import _EN_MONTHS
from ..language.text import terms

if TYPE_CHECKING:
    from ..judgement.corrections import Correction
    from ..state.index import Entry, LiveIndex

# Numbers in figures, and Chinese ones but 一 (一起, 一直 hold no number to correct).
_A_NUMBER = re.compile(r"\d+(?:st|nd|rd|th|am|pm)?|[零二两三四五六七八九十百]+")
_MONTHS = "|".join(sorted(_EN_MONTHS, key=len, reverse=True))  # the date reader's names, longest first
# A day of a month, either way round ("May 21st", "the 21st of May", "21 May") or alone ("it's the 16th", not "the
# 3rd time" or "the 5th floor"): the number is a date's. Terms drop "may" as a stop word, so without this mark "it's
# May 21st" says a number of nothing.
_DATE = re.compile(
    r"\b(?:"
    + _MONTHS
    + r")\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:"
    + _MONTHS
    + r")\b|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:time|floor|grade|place|row|century|percent|anniversary|birthday))"
)


def _numbers(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The numbers a remark says (as written, 18th as 18) and its terms with every number as '#' (七岁 -> '#岁',
    "Theo is 7" -> 'theo', '#'): what it says a number of; a day of a month is '@date'."""
    lowered = text.lower()
    found = frozenset(re.sub(r"(?:st|nd|rd|th|am|pm)$", "", m) for m in _A_NUMBER.findall(lowered))
    # A Chinese number's unit or ordinal sits next to it (七岁, 初二, 三楼): that is what it counts.
    units = {
        ("#" + lowered[m.end()]) if side else (lowered[m.start() - 1] + "#")
        for m in _A_NUMBER.finditer(lowered)
        for side in (True, False)
        if (m.end() < len(lowered) if side else m.start() > 0)
        and "\u4e00" <= lowered[m.end() if side else m.start() - 1] <= "\u9fff"
    }
    if _DATE.search(lowered):
        units.add("@date")
    return found, (terms(_A_NUMBER.sub("#", lowered)) | units) - {"#"}


def _same_one(fix: str, text: str) -> bool:
    mine, theirs = subject_of(fix), subject_of(text)
    return bool(mine & theirs or pronoun_stands_for(mine, theirs, text))


def _taking(index: LiveIndex, best: Entry | None) -> tuple[Entry, set[int]] | None:
    if best is None:
        return None
    return best, {best.id} | {i.id for i in index.impressions() if best.id in i.sources and len(i.sources) == 1}


def renumbered(index: LiveIndex, fix: str) -> tuple[Entry, set[int]] | None:
    """A correction that names no wrong value and shares too few words: the newest remark about the same person
    that says a number of the same thing with another number ("她八岁了" after "我女儿今年七岁", "Theo's 9" after
    "My son Theo is 7"). A "she" or "he" stands for the one person the older remark names."""
    said, framed = _numbers(fix) if fix else (frozenset(), frozenset())
    if not said or not framed:
        return None
    best = None
    for entry in index.events():
        if entry.layer != "event":
            continue
        held, its_framed = _numbers(entry.text)
        if not held or held == said or not (framed & its_framed) or not _same_one(fix, entry.text):
            continue
        if best is None or (entry.seen, entry.id) > (best.seen, best.id):
            best = entry
    return _taking(index, best)


# A name or a place inside a sentence, after the word that frames it: "in Dallas", "at Stanford", "called Rex".
_FRAMED_NAME = re.compile(
    r"(?<![.!?:]\s)(?<!^)\b(in|at|to|from|for|with|near|called|named|by)\s+(?:the\s+)?([A-Z][a-z]{2,}(?:\s[A-Z][a-z]+)?)"
)


def _framed_names(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for frame, name in _FRAMED_NAME.findall(text):
        out.setdefault(frame.lower(), set()).add(name.lower())
    return out


def renamed(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A correction said as one ("correction:", "I mixed him up", "I misspoke") that gives a name in a frame, and
    shares too few words with what it corrects: the newest remark about the same person that gives another name in
    the same frame ("my brother's actually in Dallas" of "My brother lives in Austin"; not of "my brother's dog is
    called Rex"). A bare "no" is too weak to re-set a name by its frame alone."""
    fix = correction.fix
    if correction.weak or not fix:
        return None
    mine = _framed_names(fix)
    if not mine:
        return None
    best = None
    for entry in index.events():
        if entry.layer != "event":
            continue
        theirs = _framed_names(entry.text)
        lowered = entry.lowered
        if not any(
            frame in theirs and not any(n in lowered for n in names) and theirs[frame] - names
            for frame, names in mine.items()
        ):
            continue
        if not _same_one(fix, entry.text):
            continue
        if best is None or (entry.seen, entry.id) > (best.seen, best.id):
            best = entry
    return _taking(index, best)
