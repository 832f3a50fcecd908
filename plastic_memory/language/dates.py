"""Find the first date expression in a user utterance (Chinese or English) and say when that item expires.

Deliberately not read: times of day, numeric dates like 5/3 (their order depends on the locale), a bare
5号 (also 5号线, 5号楼), vague spans (几天后, a few days) and anything in the past (上周三, 三天前, last Friday).
"""

from __future__ import annotations

import calendar
import datetime as dt
import re
from dataclasses import dataclass
from typing import Callable

from .tense import told_as_past

__all__ = ["Due", "find_due", "recurrence"]


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


# ---------------------------------------------------------------------------
# Word lists. Chinese numerals cover 1..31, which is all a day, month or "N 天后" needs.

_ZH_DIGITS = {"一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6, "末": 6}

EN_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
}
# Full names first inside each alternation so "tuesday" is not cut to "tue" before the \b check.
_EN_WEEKDAYS = {
    "monday": 0,
    "tuesday": 1,
    "wednesday": 2,
    "thursday": 3,
    "friday": 4,
    "saturday": 5,
    "sunday": 6,
    "tues": 1,
    "thurs": 3,
    "thur": 3,
    "mon": 0,
    "tue": 1,
    "wed": 2,
    "thu": 3,
    "fri": 4,
    "sat": 5,
    "sun": 6,
}
_EN_FULL_WEEKDAYS = frozenset(w for w in _EN_WEEKDAYS if w.endswith("day"))
_EN_MONTHS = {
    "january": 1,
    "february": 2,
    "march": 3,
    "april": 4,
    "may": 5,
    "june": 6,
    "july": 7,
    "august": 8,
    "september": 9,
    "october": 10,
    "november": 11,
    "december": 12,
    "sept": 9,
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}


def _alt(words) -> str:
    return "|".join(words)


_ZN = r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})"
_EWD = _alt(_EN_WEEKDAYS)
_EMON = _alt(_EN_MONTHS)
_ENUM = r"\d{1,3}|" + _alt(EN_NUMBERS)

# Each rule is one named alternative of the combined pattern; inner group names carry the
# rule's prefix because Python wants every group name unique across the whole pattern.
# Where two rules can start at the same character, the more specific one comes first.
_ZH_RULES = {
    # 2027年3月5日, 3月5号, 三月五日, 3月底
    "zd": rf"(?:(?P<zd_y>\d{{4}})年)?(?P<zd_m>{_ZN})月(?:(?P<zd_d>{_ZN})[日号]|(?P<zd_end>[底末]))",
    # 3天后, 两周后, 一个星期后, 3个月后, 10天内
    "zr": rf"(?P<zr_n>{_ZN}|半)(?P<zr_ge>个)?(?P<zr_u>天|日|周|星期|礼拜|月|年)(?P<zr_s>以后|之后|后|以内|之内|内)",
    # 下周三, 这周五, 周五, 星期天, 周末; a bare 周X must not follow 上/每/个 or a numeral (上周三, 每周一, 三周一次)
    "zw": r"(?:(?P<zw_p>下下|下|这|本)个?|(?<![上个每几一二两三四五六七八九十\d]))"
    r"(?:周(?P<zw_a>[一二三四五六日末1-7])|(?:星期|礼拜)(?P<zw_b>[一二三四五六日天1-7]))(?!起)",
    # 下周, 这周, 下个星期 (no weekday: the end of that week)
    "zk": r"(?P<zk_p>下下|下|这|本)个?(?:周|星期|礼拜)",
    # 下个月, 本月底, 下个月5号
    "zm": rf"(?P<zm_p>下下|下|这|本)个?月(?:(?P<zm_d>{_ZN})[号日]|(?P<zm_end>[底末]))?",
    # 月底 of this month
    "ze": r"月[底末]",
    # 明年, 明年底, 年底, 今年底 (not 去年底)
    "zy": r"(?<![去前\d])(?P<zy_p>明|今)?年[底末]|(?P<zy_next>明年)",
    # 七月, 一月份 (a month alone: until the end of its next occurrence); not 上/去年 months, not 三月份去过
    "zmo": rf"(?<![上去前年\d一二两三四五六七八九十])(?P<zmo_m>{_ZN})月份?(?![日号底末\d一二两三四五六七八九十])"
    r"(?![^，,。.！!？?]{0,6}过)",
    "zday": r"大后天|后天|今天|今晚|今早|今日|今儿|明天|明早|明晚|明日|明儿",
}
_EN_RULES = {
    "eda": r"(?:the\s+)?day\s+after\s+tomorrow",
    "eday": r"today|tonight|tomorrow|tmrw|tmr|tommorow|tomorow|tommorrow|2moro|2morrow",
    "ewd": rf"(?:(?P<ewd_p>next|this(?:\s+coming)?|coming|last|every|each)\s+)?(?P<ewd_d>{_EWD})",
    "ewe": r"(?P<ewe_p>next|this|coming|the)\s+weekend",
    "eend": r"(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|(?P<eend_next>next)\s+)?(?P<eend_u>week|month|year)",
    "eunit": r"(?P<eunit_p>next|this)\s+(?P<eunit_u>week|month|year)",
    "erel": rf"(?:(?P<erel_w>in|within)\s+)?(?P<erel_n>{_ENUM})\s+(?P<erel_u>day|week|month|year)s?"
    r"(?:\s+(?P<erel_s>from\s+now|later))?",
    # the 9th, on the 17th (a day of this month, or of the next once it has passed)
    "eord": r"the\s+(?P<eord_d>\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\b|century|floor|time|place|grade|birthday|"
    r"anniversary|percentile|row|hole|round|minute|lap|day))",
    "emend": rf"(?:the\s+)?end\s+of\s+(?P<emend_m>{_EMON})\b",
    "exmas": r"christmas|xmas",
    "emo": rf"in\s+(?:early\s+|mid\s+|late\s+)?(?P<emo_m>{_EMON})\b(?!\s+\d)",
    "edate": rf"(?:(?P<edate_m>{_EMON})\.?\s+(?P<edate_d>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"|(?:the\s+)?(?P<edate_d2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<edate_m2>{_EMON}))"
    r"(?:,?\s+(?P<edate_y>\d{4}))?",
}

_ZH_DEADLINE = r"之前|以前|前(?![往进去来面边后台排途景])|截止|为止"
_EN_DEADLINE = r"by|before|due(?:\s+(?:on|by))?|no\s+later\s+than"

# Each branch opens with a lookahead on the characters its rules can start with. Without it the
# engine tries every rule at every position, which costs about four times as much on plain text;
# a new rule whose first character is missing here would never match (the tests cover each rule).
_ZH_FIRST = r"(?=[截\d一二两三四五六七八九十半下这本周星礼月年明今后大])"
_EN_FIRST = r"(?=[a-fijlmnostwx2\d])"

_PATTERN = re.compile(
    rf"{_ZH_FIRST}(?P<zh_pre>截止到?|截至)?(?:"
    + "|".join(f"(?P<{name}>{body})" for name, body in _ZH_RULES.items())
    + rf")(?P<zh_dl>{_ZH_DEADLINE})?"
    + rf"|\b{_EN_FIRST}(?:(?P<en_dl>{_EN_DEADLINE})\s+)?(?:(?P<en_on>on|at)\s+)?(?:"
    + "|".join(f"(?P<{name}>{body})" for name, body in _EN_RULES.items())
    + r")\b",
    re.IGNORECASE,
)


# ---------------------------------------------------------------------------
# Calendar helpers.


def zh_number(s: str) -> int | None:
    """Read 5, 05, 五, 十五, 二十一, 三十一; None for anything else."""
    if s.isdigit():
        return int(s)
    if "十" not in s:
        return _ZH_DIGITS.get(s) if len(s) == 1 else None
    tens, _, ones = s.partition("十")
    if len(tens) > 1 or len(ones) > 1 or (tens and tens not in _ZH_DIGITS) or (ones and ones not in _ZH_DIGITS):
        return None
    return (_ZH_DIGITS[tens] if tens else 1) * 10 + (_ZH_DIGITS[ones] if ones else 0)


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


# ---------------------------------------------------------------------------


def _end_of_day(day: dt.date, tz: dt.tzinfo | None) -> float:
    """Epoch seconds of the midnight that ends `day` in tz (the machine's zone, DST-aware, when None)."""
    midnight = dt.datetime.combine(day + dt.timedelta(days=1), dt.time())
    return (midnight.replace(tzinfo=tz) if tz is not None else midnight).timestamp()


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
        re.compile(
            r"生日|纪念日|周年|大寿|寿辰|忌日|每年|每一年|年年|birthday|bday|anniversary|every\s+year|"
            r"each\s+year|annually|yearly|turns?\s+\d{1,3}\b|turning\s+\d{1,3}\b|celebrating\s+\d+\s+"
            r"(?:years?|yrs?)"
        ),
    ),
    ("monthly", re.compile(r"每个?月|月月|every\s+month|each\s+month|monthly|of\s+every\s+month")),
    (
        "weekly",
        re.compile(
            r"每个?(?:周|星期|礼拜)|每逢(?:周|星期)|(?:周|星期)[一二三四五六日天]都|every\s+(?:other\s+)?(?:week|"
            r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)|each\s+week|weekly|"
            r"on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)"
        ),
    ),
    (
        "daily",
        re.compile(
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
