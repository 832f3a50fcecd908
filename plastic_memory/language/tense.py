"""Whether an English date is told in the past: "Baby number three arrived on Tuesday" names a day gone by, not
one ahead (dates.find_due skips it)."""

from __future__ import annotations

import re
from .lazy_re import later

# An English day or month named in a clause told in the past is when something happened ("Baby number three arrived
# on Tuesday", "we switched her to a charter school in January"), not a day ahead. A day something was moved or set
# to is still ahead ("got moved to Tuesday", "booked for Friday"), and so is one a plan, a ticket or an appointment
# names ("got 2 tickets for arctic monkeys in july", "called back for more scans thursday").
# Verbs whose object may be an event still ahead ("got an interview Monday", "found out I'm laid off Friday",
# "bought tickets for July") are left out: only a past that happened on the day says the day is gone.
_EN_PAST = later(
    r"\b(?:(?!(?:need|schedul|plann|book|invit|decid|agre|arrang|ask|offer|register|promis|expect|suppos)ed\b)[a-z]{2,}ed|"
    r"went|came|was|were|had|did|took|gave|saw|met|left|began|broke|moved|lost|ran|flew|fell|spent|quit|hit|drove|rode|"
    r"wrote|ate|drank|slept|woke|swam|sang|became|born)\b"
)
_EN_AHEAD = later(
    r"\b(?:will|'ll|shall|going to|gonna|plan|plans|planning|supposed|have to|has to|need to|want to|hope|should|might|may|"
    r"can't wait|would|agreed|decided|promised|arranged|invited|asked|offered|signed up|registered|scheduled|rescheduled|postponed|pushed|booked|set|due|next|this|coming|for|tickets?|appointment|reservation|called back)\b|\bwon't\b|'d\b"
)
_EN_TOWARD = later(r"\b(?:to|for|until|till|by|before)\s*$")


def told_as_past(text: str, m: re.Match, ahead_word: str | None = None) -> bool:
    """Whether the day or month the match names is when something happened: its clause is told in the past and
    names no plan."""
    if ahead_word:
        return False  # "next Tuesday", "this Friday" are named ahead
    clause = re.split(r"[.!?;,\n]", text[: m.start()].lower())[-1]
    if _EN_TOWARD.search(clause):
        return False  # "got moved to Tuesday": the day it was moved to
    return _EN_PAST.search(clause) is not None and _EN_AHEAD.search(clause) is None
