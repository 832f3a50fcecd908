"""Find the first date expression in a user utterance (Chinese or English) and say when that item expires.

Deliberately not read: times of day, numeric dates like 5/3 (their order depends on the locale), a bare
5号 (also 5号线, 5号楼), vague spans (几天后, a few days) and anything in the past (上周三, 三天前, last Friday).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from .lazy_re import later
from .date_readers import _READERS, _end_of_day
from .date_words import _PATTERN, EN_NUMBERS, zh_number
from .tense import told_as_past

# EN_NUMBERS and zh_number are judgement's numerals too (update_ids, update_values import them from here).
__all__ = ["Due", "EN_NUMBERS", "find_due", "recurrence", "zh_number"]


@dataclass(frozen=True)
class Due:
    """When a dated remark stops being current.

    expires_at is the end of the referenced local day (the midnight after it), so the
    item stays valid for the whole of that day. phrase is the matched text, deadline
    markers included ("周五前", "by Friday"). deadline is True for by/before/前/截止/内 forms.
    """

    expires_at: float
    phrase: str
    deadline: bool


def mentions(text: str) -> bool:
    """Whether the text holds something that reads like a date (cheap: no calendar arithmetic)."""
    return _PATTERN.search(text) is not None


def strip(text: str) -> str:
    """The text without its date expressions."""
    return _PATTERN.sub(" ", text)


_BARE_DAYS = ("ewd", "emo", "eord", "edate", "emend")  # a day or a month named without "next", "in 3 days"…


def find_due(text: str, now: float, tz: dt.tzinfo | None = None) -> Due | None:
    """The first date expression in text, read relative to now in tz; None when there is none."""
    today = dt.datetime.fromtimestamp(now, tz).date()
    for m in _PATTERN.finditer(text):
        name = next(n for n in _READERS if m.start(n) >= 0)
        result = _READERS[name](m, today)
        if result is None:
            continue
        if any(m.start(name) >= 0 for name in _BARE_DAYS) and not m["en_dl"] and told_as_past(text, m, m["ewd_p"]):
            continue
        day, implied_deadline = result
        deadline = implied_deadline or bool(m["zh_pre"] or m["zh_dl"] or m["en_dl"])
        return Due(_end_of_day(day, tz), m.group(0).strip(), deadline)
    return None


# A date that comes back is not a deadline: a birthday or an anniversary recurs every year, "every Tuesday" is a
# habit. Such remarks never expire on the date they name.
_RECURRING = (
    (
        "yearly",
        later(
            r"生日|纪念日|周年|大寿|寿辰|忌日|每年|每一年|年年|birthday|bday|anniversary|every\s+year|"
            r"each\s+year|annually|yearly|turns?\s+\d{1,3}\b|turning\s+\d{1,3}\b|celebrating\s+\d+\s+"
            r"(?:years?|yrs?)"
        ),
    ),
    ("monthly", later(r"每个?月|月月|every\s+month|each\s+month|monthly|of\s+every\s+month")),
    (
        "weekly",
        later(
            r"每个?(?:周|星期|礼拜)|每逢(?:周|星期)|(?:周|星期)[一二三四五六日天]都|周末(?:都|一般|通常|总是|经常|基本)|"
            r"every\s+(?:other\s+)?(?:week|"
            r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|each\s+week|weekly|"
            r"on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)"
        ),
    ),
    (
        "daily",
        later(
            r"每天|每日|天天|每晚|每早|每天早上|每个晚上|every\s+(?:day|morning|night|evening)|each\s+"
            r"(?:day|morning|night)|daily|nightly"
        ),
    ),
)


def recurrence(lowered: str) -> str | None:
    """'yearly', 'monthly', 'weekly' or 'daily' when the (lower-cased) text names a recurring date, else None."""
    for name, pattern in _RECURRING:
        if pattern.search(lowered):
            return name
    return None
