"""More Chinese frames of the team, club or group one is in, as people say its end in chat: a membership over
(不是会员了), a group one has left said first and then what one does no more (读书会我已经不管了), a unit cut by those above
it (实验室被砍了), and a group's new name (跑团改名了，现在叫…). Spliced into frames_zh.py's "team" slot."""

from __future__ import annotations

from .frame_parts import END, SET

# what a group is called by its kind, at the end of its name (读书会, 龙舟队, 围棋协会, 创新实验室)
_GROUP = r"(?:队|团|社|会|协会|俱乐部|乐队|合唱团|小组|组|部|实验室|战队|车队|跑团)"

ZH_TEAM_MORE: list[tuple[str, str]] = [
    # a membership over (不是会员了, 已经不是协会的人了, 会籍到期没续): what it was of is the older remark's
    (
        END,
        r"不(?:再)?是(?P<v>[^，。,；;不]{0,8}?)(?:的)?(?:会员|成员|队员|团员|社员|人)了|(?:会籍|会员)(?:已经)?(?:到期|过期)(?:了|没续)",
    ),
    # the group said first, then that one no longer does it (读书会我已经不管了, 乐队那边我早就不去了, 球队我退了)
    (
        END,
        r"(?:^|[，,])(?P<v>[^，。,；;我]{1,8}?" + _GROUP + r")(?:那边|那儿|那里|的事)?我?(?:已经|早就|也|都)?"
        r"(?:不管了|不去了|不参加了|不玩了|不干了|不弄了|不带了|退了|撂挑子了)",
    ),
    # a unit cut or wound up by those above it (实验室被砍了, 我们组被撤了, 整个部门被裁撤了)
    (END, r"(?P<v>[^，。,；;被]{1,8}?" + _GROUP + r")(?:被)?(?:砍了|砍掉了|撤了|撤掉了|裁撤了|撤销了|解散了|取消了)"),
    # a group's new name (跑团改名了，现在叫“晨光跑者”; 我们队更名为…)
    (
        SET,
        r"(?:改名|更名|改了名)(?:了)?[，,]?(?:现在|以后)?(?:叫|为|成)(?:了)?[“\"「『]?(?P<v>[^，。,；;”\"」』]{2,10})",
    ),
]
