"""How dates are said, in Chinese and English: numerals, weekdays and months, and one named rule per form a date
takes, joined into the one pattern dates.py searches with."""

from __future__ import annotations

import re
from .lazy_re import later

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

_PATTERN = later(
    rf"{_ZH_FIRST}(?P<zh_pre>截止到?|截至)?(?:"
    + "|".join(f"(?P<{name}>{body})" for name, body in _ZH_RULES.items())
    + rf")(?P<zh_dl>{_ZH_DEADLINE})?"
    + rf"|\b{_EN_FIRST}(?:(?P<en_dl>{_EN_DEADLINE})\s+)?(?:(?P<en_on>on|at)\s+)?(?:"
    + "|".join(f"(?P<{name}>{body})" for name, body in _EN_RULES.items())
    + r")\b",
    re.IGNORECASE,
)


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


# A day of the year however it is written (7 September, the 9th of July, July 9th, 7月9号, 七月九日): birthdays.
_DAY_OF_YEAR = later(
    r"(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<m>" + _EMON + r")\b|(?P<m2>" + _EMON + r")\.?\s+(?:the\s+)?"
    r"(?P<d2>\d{1,2})(?:st|nd|rd|th)?\b|(?P<zm>" + _ZN + r")月(?P<zd>" + _ZN + r")(?:日|号)?",
    re.IGNORECASE,
)


def day_of_year(text: str) -> str | None:
    """The month and day a text names, as 'month-day' (9-7 for 7 September), or None when it names none or an
    impossible one."""
    found = _DAY_OF_YEAR.search(text)
    if found is None:
        return None
    if found.group("zm"):
        month, day = zh_number(found.group("zm")), zh_number(found.group("zd"))
    else:
        month = _EN_MONTHS[(found.group("m") or found.group("m2")).lower()]
        day = int(found.group("d") or found.group("d2"))
    if not month or not day or month > 12 or day > 31:
        return None
    return f"{month}-{day}"
