"""Frames of where one's work is, in English and Chinese: the office or the company's site, one at a time ("our office
is in Canary Wharf" -> "we moved to the new building in Stratford", 我们公司在漕河泾 -> 公司其实在张江). Read into
EN_FRAMES and ZH_FRAMES. A company "in" a state of affairs (in talks, 在裁员) is not a place."""

from __future__ import annotations

from .frame_parts import SET

# What follows "our office is in" and is no place: a state the company is in.
_EN_NOT_A_PLACE = (
    r"(?!(?:trouble|crisis|talks|chaos|limbo|flux|transition|debt|the red|the black|the news|a mess|shambles|survival|"
    r"(?:the )?(?:middle|process|midst) of|full swing|a (?:rough|bad|good|tough|weird|hiring)\b|good shape|bad shape|"
    r"lockdown|capacity|meetings?|a meeting|session)\b)"
)
_EN_PLACE = r"(?P<v>[a-z][a-z0-9'\-]*(?: [a-z0-9'\-]+){0,3}?)"
_EN_END = r"(?=[,.;!?]|$| and\b| but\b| so\b| which\b| now\b| area\b| district\b| these days\b)"

EN_OFFICE_FRAMES: dict[str, list[tuple[str, str]]] = {
    "workplace": [
        (
            SET,
            r"\b(?P<who>my|our) (?:office|company|workplace|firm|employer|hq|headquarters|work)(?:'s| is) "
            r"(?:actually |now |really |located |based |right )*(?:in|at|on|near|over in|out in|down in|up in) "
            + _EN_NOT_A_PLACE
            + r"(?:the )?"
            + _EN_PLACE
            + _EN_END,
        ),
        # the office moved ("our office moved to Stratford", "my company relocated us to Austin")
        (
            SET,
            r"\b(?P<who>my|our) (?:office|company|firm|employer|team|hq|headquarters) (?:just |finally |officially )?"
            r"(?:moved|relocated|has moved|is moving|relocated us) (?:to|into|over to|out to) (?:the |a )?(?:new )?"
            r"(?:(?:office|building|site|campus) (?:in|at) )?" + _EN_PLACE + _EN_END,
        ),
    ],
}

# What follows 公司在 and is something the company is doing (在裁员, 在招人), not where it is.
_ZH_NOT_A_PLACE = (
    r"(?!裁|招|搞|做|开|加班|上市|赶|忙|推|融资|转型|扩|走|亏|赚|考虑|讨论|准备|筹备|组织|弄|改|重组|发|查|审|评|打|拼|卷|降|涨|"
    r"倒闭|调整|规划|换|用|清|砍|缩|搬家|装修|放假|休息|加|减|要|逼|催|闹|整|抓|申请|办|搞|谈|招聘|面试|培训|团建)"
)

ZH_OFFICE_FRAMES: dict[str, list[tuple[str, str]]] = {
    "workplace": [
        (
            SET,
            r"(?:^|(?<=[，,。\s]))(?:(?P<who>我们|我|咱们|咱)(?:的)?)?(?:公司|单位|办公室|写字楼|办公楼)(?:就|其实|现在|已经|也|实际上)*"
            r"(?:是)?(?:在|位于|搬到了?|搬去了?|搬进了?)" + _ZH_NOT_A_PLACE + r"(?P<v>[\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
            r"(?=[，。,；;！!～~?？]|$|附近|那边|这边|那儿|这儿|那里|这里|上班|旁边|楼下|对面|一带|了)",
        ),
    ],
}
