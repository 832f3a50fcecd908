"""What a correction says instead, in the user's words: the run of its clauses after the complaint and before what the
message goes on to ask, as typed ("你记错了，我住在苏州，不是杭州" -> 「我住在苏州」). Never the corrected value spliced
into the old sentence."""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.clauses import split
from ..language.text import has_cjk
from .corrections import POINTER, said_clauses

# A clause that only rejects a value it names; one that only points back (不是那个, "not that one") names none.
_REJECTED = later(r"^(?:而?不是|并不是|not\s)\s*(?!(?:the\s)?" + POINTER + r"$)[^，,]{1,20}$")


def as_said(text: str, fix: str) -> str:
    """What a correction says instead, in the user's words: its clauses without the complaint ("你记错了",
    "you got that wrong") and without the rejected value ("不是杭州", "not Boston"); the parsed fix when nothing
    is left."""
    clauses = said_clauses(text)
    # what the message goes on to ask ("anyway help me plan a drive there") is no part of what it says instead
    asked = {c.text.rstrip("?？").strip() for c in split(text) if c.mood != "statement"}
    instead = [i for i, c in enumerate(clauses) if not _REJECTED.match(c.lower().replace("’", "'"))]
    instead = [i for i in instead if clauses[i] not in asked]
    if not instead:
        return fix
    # one run of clauses as said: a rejection between two clauses of the fix stays ("It's my son Luke with the
    # peanut allergy, not Jake. Jake has no allergies at all"), or the note would join words said apart; the
    # first request after it ends it ("帮我给她订束花 写卡片")
    stop = next((i for i in range(instead[0], len(clauses)) if clauses[i] in asked), len(clauses))
    instead = [i for i in instead if i < stop]
    kept = clauses[instead[0] : instead[-1] + 1]
    # the run as it was typed, with the user's own marks and spaces between its clauses
    start = text.find(kept[0])
    end = text.find(kept[-1], max(start, 0))
    if start >= 0 and end >= 0:
        end += len(kept[-1])
        if text[end : end + 1] in ("。", ".", "!", "！") and end + 1 == len(text.rstrip()):
            end += 1
        return text[start:end]
    joiner = "，" if has_cjk(text) else ", "
    last = text.rstrip()[-1:]
    return joiner.join(kept) + (last if last in "。.!！" and text.rstrip().endswith(kept[-1] + last) else "")
