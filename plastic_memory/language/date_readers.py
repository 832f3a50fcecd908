"""What each date rule of date_words.py means: the day a matched phrase names, counted from today with calendar
arithmetic (month ends, months ahead, a week's weekdays, a date's next occurrence, the midnight that ends a day)."""

from __future__ import annotations

import calendar
import datetime as dt
import re
from typing import Callable

from .date_words import EN_NUMBERS, _EN_FULL_WEEKDAYS, _EN_MONTHS, _EN_WEEKDAYS, _ZH_WEEKDAYS, zh_number

# ---------------------------------------------------------------------------
# Calendar helpers.


def _month_end(year: int, month: int) -> dt.date:
    return dt.date(year, month, calendar.monthrange(year, month)[1])


def _add_months(day: dt.date, months: int) -> dt.date:
    """The same day-of-month `months` later, clamped to that month's last day (Jan 31 + 1 -> Feb 28)."""
    year, month0 = divmod(day.year * 12 + day.month - 1 + months, 12)
    return dt.date(year, month0 + 1, min(day.day, calendar.monthrange(year, month0 + 1)[1]))


def _week_day(today: dt.date, weeks_ahead: int, weekday: int) -> dt.date:
    """The given weekday (Mon=0) of the week `weeks_ahead` after this one; weeks run Monday..Sunday."""
    return today + dt.timedelta(days=7 * weeks_ahead + weekday - today.weekday())


def _coming(today: dt.date, weekday: int) -> dt.date:
    """This week's weekday, or next week's if it has already passed (today counts as coming)."""
    day = _week_day(today, 0, weekday)
    return day if day >= today else day + dt.timedelta(days=7)


def _next_occurrence(today: dt.date, month: int, day: int, year: str | None) -> dt.date | None:
    """An absolute date; without a year it is this year's, or next year's once it has passed."""
    if year:
        try:
            return dt.date(int(year), month, day)
        except ValueError:
            return None
    for candidate_year in (today.year, today.year + 1):
        try:
            candidate = dt.date(candidate_year, month, day)
        except ValueError:
            continue
        if candidate >= today:
            return candidate
    return None


def _relative(today: dt.date, n: int, unit: str) -> dt.date:
    """The day n units after today; unit is a Chinese or (lower-case) English unit word."""
    if unit in ("天", "日", "day"):
        return today + dt.timedelta(days=n)
    if unit in ("周", "星期", "礼拜", "week"):
        return today + dt.timedelta(weeks=n)
    return _add_months(today, n if unit in ("月", "month") else 12 * n)


def _in_range(n: int | None, high: int) -> int | None:
    return n if n is not None and 1 <= n <= high else None


def _end_of_day(day: dt.date, tz: dt.tzinfo | None) -> float:
    """Epoch seconds of the midnight that ends `day` in tz (the machine's zone, DST-aware, when None)."""
    midnight = dt.datetime.combine(day + dt.timedelta(days=1), dt.time())
    return (midnight.replace(tzinfo=tz) if tz is not None else midnight).timestamp()


# ---------------------------------------------------------------------------
# One reader per rule: (match, today) -> (target day, rule-implied deadline) or None to skip the match.

_Result = tuple[dt.date, bool] | None
_AHEAD = {"下下": 2, "下": 1, "这": 0, "本": 0}


def _read_zd(m: re.Match, today: dt.date) -> _Result:
    month = _in_range(zh_number(m["zd_m"]), 12)
    if month is None:
        return None
    if m["zd_end"]:
        year = int(m["zd_y"]) if m["zd_y"] else today.year
        end = _month_end(year, month)
        if end < today and not m["zd_y"]:
            end = _month_end(year + 1, month)
        return end, False
    day = _in_range(zh_number(m["zd_d"]), 31)
    target = day and _next_occurrence(today, month, day, m["zd_y"])
    return (target, False) if target else None


def _read_zr(m: re.Match, today: dt.date) -> _Result:
    unit, within = m["zr_u"], "内" in m["zr_s"]
    if unit == "月" and not m["zr_ge"]:
        return None  # "三月后" names a month, not "three months later"
    if m["zr_n"] == "半":  # only 半个月 and 半年 are usual
        half = {"月": today + dt.timedelta(days=15), "年": _add_months(today, 6)}.get(unit)
        return (half, within) if half else None
    n = _in_range(zh_number(m["zr_n"]), 99)
    return (_relative(today, n, unit), within) if n else None


def _read_zw(m: re.Match, today: dt.date) -> _Result:
    char = m["zw_a"] or m["zw_b"]
    weekday = int(char) - 1 if char.isdigit() else _ZH_WEEKDAYS[char]
    prefix = m["zw_p"]
    if prefix in ("下", "下下"):
        return _week_day(today, _AHEAD[prefix], weekday), False
    return _coming(today, weekday), False


def _read_zk(m: re.Match, today: dt.date) -> _Result:
    return _week_day(today, _AHEAD[m["zk_p"]], 6), False


def _read_zm(m: re.Match, today: dt.date) -> _Result:
    first = _add_months(today.replace(day=1), _AHEAD[m["zm_p"]])
    if m["zm_d"]:
        day = _in_range(zh_number(m["zm_d"]), 31)
        try:
            return (first.replace(day=day), False) if day else None
        except ValueError:
            return None
    return _month_end(first.year, first.month), False


def _read_ze(m: re.Match, today: dt.date) -> _Result:
    return _month_end(today.year, today.month), False


def _read_zy(m: re.Match, today: dt.date) -> _Result:
    next_year = m["zy_next"] or m["zy_p"] == "明"
    return dt.date(today.year + (1 if next_year else 0), 12, 31), False


_ZH_DAY_OFFSETS = {"今": 0, "明": 1, "后": 2, "大": 3}


def _read_zmo(m: re.Match, today: dt.date) -> _Result:
    month = _in_range(zh_number(m["zmo_m"]), 12)
    return (_month_occurrence(today, month), False) if month else None


def _read_emo(m: re.Match, today: dt.date) -> _Result:
    return _month_occurrence(today, _EN_MONTHS[m["emo_m"].lower()]), False


def _month_occurrence(today: dt.date, month: int) -> dt.date:
    """The last day of the month's next occurrence (this month counts)."""
    return _month_end(today.year + (month < today.month), month)


def _read_eord(m: re.Match, today: dt.date) -> _Result:
    day = _in_range(int(m["eord_d"]), 31)
    if day is None:
        return None
    first = today.replace(day=1)
    for ahead in (0, 1, 2):
        month = _add_months(first, ahead)
        if day <= calendar.monthrange(month.year, month.month)[1] and month.replace(day=day) >= today:
            return month.replace(day=day), False
    return None


def _read_emend(m: re.Match, today: dt.date) -> _Result:
    return _month_occurrence(today, _EN_MONTHS[m["emend_m"].lower()]), False


def _read_exmas(m: re.Match, today: dt.date) -> _Result:
    christmas = _next_occurrence(today, 12, 26, None)
    return (christmas, False) if christmas else None


def _read_zday(m: re.Match, today: dt.date) -> _Result:
    return today + dt.timedelta(days=_ZH_DAY_OFFSETS[m["zday"][0]]), False


def _read_eda(m: re.Match, today: dt.date) -> _Result:
    return today + dt.timedelta(days=2), False


def _read_eday(m: re.Match, today: dt.date) -> _Result:
    return today + dt.timedelta(days=1 if m["eday"].lower() == "tomorrow" else 0), False


def _read_ewd(m: re.Match, today: dt.date) -> _Result:
    word = m["ewd_d"].lower()
    prefix = (m["ewd_p"] or "").lower()
    if prefix in ("last", "every", "each"):
        return None  # a past day, or a habit: neither is a date this item lives until
    # A bare "sun", "sat" or "wed" is far more often a noun or verb than a day.
    if not (prefix or m["en_dl"] or m["en_on"]) and word not in _EN_FULL_WEEKDAYS:
        return None
    weekday = _EN_WEEKDAYS[word]
    if prefix == "next":
        return _week_day(today, 1, weekday), False
    return _coming(today, weekday), False


def _read_ewe(m: re.Match, today: dt.date) -> _Result:
    return _week_day(today, 1 if m["ewe_p"].lower() == "next" else 0, 6), False


def _unit_end(today: dt.date, ahead: int, unit: str) -> dt.date:
    unit = unit.lower()
    if unit == "week":
        return _week_day(today, ahead, 6)
    if unit == "month":
        first = _add_months(today.replace(day=1), ahead)
        return _month_end(first.year, first.month)
    return dt.date(today.year + ahead, 12, 31)


def _read_eend(m: re.Match, today: dt.date) -> _Result:
    return _unit_end(today, 1 if m["eend_next"] else 0, m["eend_u"]), False


def _read_eunit(m: re.Match, today: dt.date) -> _Result:
    return _unit_end(today, 1 if m["eunit_p"].lower() == "next" else 0, m["eunit_u"]), False


def _read_erel(m: re.Match, today: dt.date) -> _Result:
    if not (m["erel_w"] or m["erel_s"]):
        return None  # "3 days" alone is a duration, not a date
    word = m["erel_n"].lower()
    n = int(word) if word.isdigit() else EN_NUMBERS[word]
    if n == 0:
        return None
    return _relative(today, n, m["erel_u"].lower()), (m["erel_w"] or "").lower() == "within"


def _read_edate(m: re.Match, today: dt.date) -> _Result:
    month = _EN_MONTHS[(m["edate_m"] or m["edate_m2"]).lower()]
    day = _in_range(int(m["edate_d"] or m["edate_d2"]), 31)
    target = day and _next_occurrence(today, month, day, m["edate_y"])
    return (target, False) if target else None


_READERS: dict[str, Callable[[re.Match, dt.date], _Result]] = {
    "zd": _read_zd,
    "zr": _read_zr,
    "zw": _read_zw,
    "zk": _read_zk,
    "zm": _read_zm,
    "ze": _read_ze,
    "zy": _read_zy,
    "zmo": _read_zmo,
    "zday": _read_zday,
    "emo": _read_emo,
    "eord": _read_eord,
    "emend": _read_emend,
    "exmas": _read_exmas,
    "eda": _read_eda,
    "eday": _read_eday,
    "ewd": _read_ewd,
    "ewe": _read_ewe,
    "eend": _read_eend,
    "eunit": _read_eunit,
    "erel": _read_erel,
    "edate": _read_edate,
}
