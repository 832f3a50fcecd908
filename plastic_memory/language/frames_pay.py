"""Frames of one's pay and one's rent, in English and Chinese: one figure at a time, a later one replaces it (工资一个月八千
-> 涨薪了，现在一万二; "I make about $55k a year" -> "bumped to 72k"; 每个月房租三千五 -> 房东涨租了; "my rent is $1,400" ->
"rent went up to 1,650"). A raise or a cut told without the figure says the figure changed. Read into EN_FRAMES and
ZH_FRAMES; the value is the figure as said."""

from __future__ import annotations

from .frame_parts import SET

# a figure of pay: digits with a unit or a thousands mark (8000, 8k, 1.2w, $55k, 72,000), or said in words (八千, 一万二)
_ZH_PAY = (
    r"(?:\d[\d,.]*\s?(?:k|K|w|W|万|千|块|元)?|[一二两三四五六七八九十]+(?:万|千)[一二两三四五六七八九]?(?:千|百)?)"
)
_EN_RENT = r"(?:\$\s?\d[\d,.]*\s?k?|\d[\d,.]*\s?k\b|\d{1,2},\d{3}\b|\d{3,4}\b)"
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
    "rent": [
        # the rent said as what it is (每个月房租三千五, 月租2800, 房租一年两万)
        (
            SET,
            r"(?:房租|月租|租金)(?:一个月|每个月|每月|一年|每年|现在|目前|才|只有|有|是|大概|差不多|要|得|交)*(?P<v>"
            + _ZH_PAY
            + r")"
            r"(?![^，。,；;！!]{0,2}(?:的|天|次|个|人|岁|斤|公里))|(?:一个月|每个月|每月)(?:的)?(?:房租|租金)(?:是|要|交)?(?P<w>"
            + _ZH_PAY
            + r")",
        ),
        # the rent raised or cut, the figure left to another clause or out (房东涨租了，以后每月四千二; 房租降了)
        (SET, r"(?<![没不要想])(?:涨租|涨房租|降租|加租)了|(?:房租|租金)(?:又|终于|总算)?(?:涨|降|调)了"),
        # (by the landlord who raised it, the user's own: 房东涨租了; not 我姐的房东)
        (
            SET,
            r"(?:^|(?<=我的)|(?<=我们的)|(?<=我们))(?P<mine>)房东(?:又|终于|还是|突然|今年|这次)?(?:涨租|涨房租|降租|加租|涨价)了",
        ),
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
    "rent": [
        # the rent said as what it is ("my rent is $1,400", "rent's 2k a month", "paying $950 in rent")
        (
            SET,
            r"\b(?:my|our) rent(?:'s| is) (?:now |only |just |about |around |like )?(?P<v>" + _EN_RENT + r")|"
            r"\b(?:i|we) pay (?:about |around |like )?(?P<w>"
            + _EN_RENT
            + r") (?:a month |per month |monthly )?(?:in|for) rent\b",
        ),
        # the rent raised or cut, to a figure or not ("rent went up to 1,650", "landlord raised the rent")
        (
            SET,
            r"\b(?:rent|the rent) (?:went up|got raised|was raised|increased|jumped|went down|got cut|was cut|is going up) to (?P<v>"
            + _EN_RENT
            + r")",
        ),
        # (by the landlord who raised it, the user's own: "landlord raised the rent again"; not "my sister's landlord")
        (
            SET,
            r"(?P<mine>)(?:^|\b(?:my|our|the) |^(?:so |ugh |welp |and )?)(?:landlord|landlady|building|management) (?:just |finally |again )?"
            r"(?:raised|hiked|upped|bumped|cut|lowered|increased) (?:the |our |my )?rent\b",
        ),
    ],
}
