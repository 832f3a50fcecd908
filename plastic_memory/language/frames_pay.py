"""Frames of one's pay, in English and Chinese: one figure at a time, a later one replaces it (工资一个月八千 -> 涨薪了，
现在一万二; "I make about $55k a year" -> "bumped to 72k"). A raise or a cut told without the figure says the pay
changed. Read into EN_FRAMES and ZH_FRAMES; the value is the figure as said."""

from __future__ import annotations

from .frame_parts import SET

# a figure of pay: digits with a unit or a thousands mark (8000, 8k, 1.2w, $55k, 72,000), or said in words (八千, 一万二)
_ZH_PAY = (
    r"(?:\d[\d,.]*\s?(?:k|K|w|W|万|千|块|元)?|[一二两三四五六七八九十]+(?:万|千)[一二两三四五六七八九]?(?:千|百)?)"
)
_EN_PAY = r"(?:\$\s?\d[\d,.]*\s?k?|\d[\d,.]*\s?k\b|\d{2,3},\d{3}\b|\d+(?:\.\d+)? ?(?:grand|an hour|/hr|/hour)\b)"

ZH_PAY_FRAMES: dict[str, list[tuple[str, str]]] = {
    "salary": [
        # the pay said as what it is (我工资一个月八千, 月薪一万二, 现在一个月到手六千)
        (
            SET,
            r"(?:工资|月薪|薪水|薪资|年薪|底薪|到手)(?:一个月|每个月|每月|一年|每年|现在|目前|才|只有|有|是|大概|差不多|将近|也就|税后|税前)*"
            r"(?P<v>" + _ZH_PAY + r")(?![^，。,；;！!]{0,2}(?:的|天|次|个|人|岁|斤|公里))|"
            r"(?:一个月|每个月|每月|一年|每年)(?:能)?(?:拿|挣|赚|到手|收入)(?P<w>" + _ZH_PAY + r")",
        ),
        # a raise or a cut, the figure left to another clause or out (涨薪了，现在一万二; 工资降了)
        (SET, r"(?<![没不])(?:涨薪|加薪|涨工资|调薪|降薪)了|工资(?:又|终于|总算)?(?:涨|降|调)了"),
    ],
}

EN_PAY_FRAMES: dict[str, list[tuple[str, str]]] = {
    "salary": [
        # the pay said as what one makes ("I make about $55k a year", "my salary is 80k")
        (
            SET,
            r"\b(?:i|she|he) (?:make|makes|earn|earns|take home|bring home|gross|net) (?:about |around |like |roughly |almost |"
            r"nearly |just |only )?(?P<v>"
            + _EN_PAY
            + r")|\bmy (?:salary|pay|base|base pay|base salary) is (?:now )?(?:about |around |like )?"
            r"(?P<w>" + _EN_PAY + r")",
        ),
        # a raise to a figure ("got promoted, bumped to 72k", "my pay went up to $24 an hour"), or told without it
        (
            SET,
            r"\b(?:bumped|bumped up|got bumped|bumped me) to (?P<v>"
            + _EN_PAY
            + r")|\b(?:pay|salary|wage|wages|rate|base) "
            r"(?:went up|got bumped|was bumped|got raised|was raised|increased|jumped|went down|got cut|was cut) to (?P<w>"
            + _EN_PAY
            + r")|"
            r"\b(?:got|getting) a (?:raise|pay raise|pay rise|pay bump|pay cut)\b(?! (?:next|soon|maybe|if)\b)",
        ),
    ],
}
