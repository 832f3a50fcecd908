"""Dates in a language with a record: 'mañana', 'mardi prochain', 'nächste Woche', 'через 3 дня', '来週の火曜日',
'다음 주 화요일', '15 de marzo'. The same Due as dates.find_due, read from the record's date words."""

from __future__ import annotations

import datetime as dt
import re

from .lazy_re import later
from .date_readers import _add_months, _coming, _end_of_day, _next_occurrence, _week_day
from .dates import Due
from .records import Record

_NUMERIC_MD = later(r"(\d{1,2})\s*[월月]\s*(\d{1,2})\s*[일日]")
_NUMBER = later(r"\d{1,3}")


def find_due(text: str, rec: Record, now: float, tz: dt.tzinfo | None = None) -> Due | None:
    """The first future date the text names in the record's language, or None."""
    t = rec.fold(text)
    day = _day(t, rec, dt.datetime.fromtimestamp(now, tz).date())
    if day is None:
        return None
    when, phrase = day
    return Due(_end_of_day(when, tz), phrase, False)


def mentions(text: str, rec: Record) -> bool:
    """Whether the (folded) text names a date in the record's language (cheap: no arithmetic)."""
    d = rec.dates
    return (
        any(d[k].found(text) for k in ("tomorrow", "after_tomorrow", "next_week", "next_month"))
        or any(w.found(text) for w in rec.weekdays)
        or _in_units(text, rec) is not None
        or any(_day_of(month, text) for month in rec.months)  # 'el 15 de julio', 'am 15. Juli', '20 мая'
    )


def _day_of(month, text: str) -> bool:
    """Whether the month's name is said with a day's number just before it (a calendar date, not "en julio")."""
    m = month.find(text)
    return m is not None and _NUMBER.search(text[max(0, m.start() - 8) : m.start()]) is not None


def _day(t: str, rec: Record, today: dt.date) -> tuple[dt.date, str] | None:
    d = rec.dates
    if d["after_tomorrow"].found(t):
        return today + dt.timedelta(days=2), "after tomorrow"
    plain = d["not_days"].sub(t)  # 'por la mañana' is a morning, 'guten Morgen' a greeting
    if d["tomorrow"].found(plain):
        return today + dt.timedelta(days=1), "tomorrow"
    next_week = d["next_week"].found(t)
    for n, weekday in enumerate(rec.weekdays):
        if weekday.found(t):
            ahead = 1 if next_week or (d["next"].found(t) and not d["this"].found(t)) else 0
            return (_week_day(today, 1, n) if ahead else _coming(today, n)), "weekday"
    counted = _in_units(t, rec)
    if counted is not None:
        n, unit = counted
        if unit == "day":
            return today + dt.timedelta(days=n), "in days"
        if unit == "week":
            return today + dt.timedelta(weeks=n), "in weeks"
        return _add_months(today, n), "in months"
    if next_week:
        return _week_day(today, 1, 6), "next week"
    if d["next_month"].found(t):
        return _add_months(today.replace(day=1), 2) - dt.timedelta(days=1), "next month"
    for n, month in enumerate(rec.months):
        m = month.find(t)
        if m is not None:
            number = _NUMBER.search(t[max(0, m.start() - 8) : m.start()])
            if number:
                found = _next_occurrence(today, n + 1, int(number.group()), None)
                if found is not None:
                    return found, "date"
    numeric = _NUMERIC_MD.search(t)
    if numeric:
        found = _next_occurrence(today, int(numeric.group(1)), int(numeric.group(2)), None)
        if found is not None:
            return found, "date"
    if d["today"].found(t):
        return today, "today"
    return None


def _in_units(t: str, rec: Record) -> tuple[int, str] | None:
    """'en 3 días', 'dans deux semaines', 'через месяц', '3日後': a count of days, weeks or months ahead."""
    d = rec.dates
    for unit in ("day", "week", "month"):
        for m in d[unit + "_units"].all(t):
            before = t[max(0, m.start() - 24) : m.start()]
            after = t[m.end() : m.end() + 6]
            if not (d["in_words"].found(before) or d["in_words"].found(after)):
                continue
            number = _NUMBER.findall(before)
            if number:
                return int(number[-1]), unit
            words = re.findall(r"\w+", before)
            if words and words[-1] in rec.numbers:
                return rec.numbers[words[-1]], unit
            if words and words[-1] in {w.rstrip("*") for w in rec.raw["dates"]["in_words"]}:
                return 1, unit  # 'через неделю', 'in a month' said without a number
    return None


def recurrence(text: str, rec: Record) -> str | None:
    """'yearly', 'monthly', 'weekly' or 'daily' when the folded text names a date that comes back."""
    for name, cues in rec.recurring.items():
        if cues.found(text):
            return name
    return None
