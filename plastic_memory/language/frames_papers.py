"""Frames of where one is registered, one place at a time: the household registration (户口在河南老家 -> 户口迁到了杭州),
where one's social insurance is paid (社保在深圳交 -> 社保转到成都了), the constituency one votes in ("registered to vote
in Edinburgh Central" -> "I'm on the register in Glasgow Kelvin now"). Read into EN_FRAMES and ZH_FRAMES."""

from __future__ import annotations

from .frame_parts import SET

_ZH_PLACE = r"(?P<v>[\u4e00-\u9fff]{2,8}?)"
_ZH_END = r"(?=[，。,；;！!～~的了交缴上]|$|老家|那边|这边)"

EN_PAPERS_FRAMES: dict[str, list[tuple[str, str]]] = {
    "vote": [
        (
            SET,
            r"\bregistered to vote in (?P<v>[a-z][a-z\- ]{2,30}?)(?=[,.;!]|$| now\b| since\b)|"
            r"\bon the (?:electoral )?(?:register|roll) (?:in|for) (?P<w>[a-z][a-z\- ]{2,30}?)(?=[,.;!]|$| now\b| since\b)",
        ),
    ],
}

ZH_PAPERS_FRAMES: dict[str, list[tuple[str, str]]] = {
    "hukou": [
        (
            SET,
            r"户口(?:本)?(?:现在|已经|终于)?(?:是|在|落在|落到了?|迁到了?|迁回了?|迁去了?|转到了?|挂在)"
            + _ZH_PLACE
            + _ZH_END
            + "|"
            r"(?:落户|落了户)(?:到|在)(?P<w>[\u4e00-\u9fff]{2,6}?)(?=[，。,；;！!了]|$)|"
            # whose registration one has (我是上海户口)
            r"(?:我|我们)?(?:是|属于)(?P<x>[\u4e00-\u9fff]{2,4}?)户口",
        ),
    ],
    "insured": [
        (
            SET,
            r"(?:社保|医保|公积金)(?:卡)?(?:现在|已经|一直)?(?:是)?(?:在|转到了?|迁到了?|转回了?)"
            + _ZH_PLACE
            + _ZH_END,
        ),
    ],
}
