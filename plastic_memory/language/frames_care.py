"""Frames of who looks after one's health: the family doctor (GP) and the dentist, one of each at a time ("my GP is
Dr Patel" -> "my doctor's now Dr Nguyen", 我的牙医是张医生 -> 以后看牙我去瑞尔齿科了); and one's blood type, which never
changes, so another said later corrects it. Read into EN_FRAMES and ZH_FRAMES; a visit ("saw Dr Lee today", 今天去看牙)
names no one new."""

from __future__ import annotations

from .frame_parts import SET


def _dr(group: str) -> str:
    return r"(?:dr\.?|doctor) (?P<" + group + r">[a-z][a-z\-']+)"


_EN_PLACE = r"(?:the |a )?(?P<w>[a-z][a-z\-' ]{1,25}? (?:practice|surgery|clinic|medical centre|medical center|health centre|dental|dentistry|medical))"

_EN_BLOOD = r"(?:ab|a|b|o)(?:[+-]| (?:positive|negative|pos|neg))"

EN_CARE_FRAMES: dict[str, list[tuple[str, str]]] = {
    "blood": [
        (
            SET,
            r"\bmy blood (?:type|group)(?: is|'s) (?:actually |really )?(?P<v>" + _EN_BLOOD + r")(?![a-z])|"
            r"\bi'?m (?:actually |really )?(?P<w>" + _EN_BLOOD + r")(?=[,.;!]|$| blood\b| too\b)",
        ),  # (not "a negative person")
    ],
    "doctor": [
        (
            SET,
            r"\bmy (?:gp|family doctor|family physician|primary care (?:doctor|physician)|pcp|regular doctor|doctor)(?: is|'s)"
            r"(?: now| currently)? (?:" + _dr("v") + r"|" + _EN_PLACE + r")",
        ),
        # a new practice or doctor signed up with, named or not ("registered with a new surgery near the office")
        (
            SET,
            r"\b(?:registered|signed up|switched|changed) (?:with |to )?(?:a )?new (?:gp|surgery|doctor|family doctor|practice|pcp)\b|"
            r"\bnew (?:gp|family doctor|pcp) is "
            + _dr("v")
            + r"|\bregister(?:ed)? (?:at|with) "
            + _EN_PLACE.replace("<w>", "<x>"),
        ),
    ],
    "dentist": [
        (
            SET,
            r"\bmy dentist(?: is|'s)(?: now| currently)? (?:" + _dr("v") + r"|" + _EN_PLACE + r")|"
            r"\b(?:switched|changed|moved) (?:to )?(?:a )?new dentist\b|\bnew dentist is " + _dr("x"),
        ),
    ],
}

ZH_CARE_FRAMES: dict[str, list[tuple[str, str]]] = {
    "blood": [
        # (我是O型血, 我的血型是AB型, 记错了，是A型的, 不是B型是O型: the type not denied by 不是)
        (SET, r"(?<!不)(?<!不是)(?:我是|我|是|血型(?:是|为)?)(?P<v>AB|A|B|O|ab|a|b|o)型(?:血)?(?![a-zA-Z])"),
    ],
    "doctor": [
        (
            SET,
            r"我(?:的|们的|家的)?家庭医生(?:是|叫|换成了?)(?P<v>[\u4e00-\u9fff]{1,3}医生|[\u4e00-\u9fff]{2,10}?(?:诊所|医院|社区医院|卫生服务中心))",
        ),
    ],
    "dentist": [
        (
            SET,
            r"我(?:的)?牙医(?:是|叫|换成了?)(?P<v>[\u4e00-\u9fff]{1,3}(?:医生|大夫))|"
            # where one goes for one's teeth from now on (以后看牙我去家附近的瑞尔齿科了)
            r"(?:以后|现在|今后)看牙(?:我)?(?:都)?(?:去|在)(?P<w>[^，。,；;]{2,14}?(?:齿科|口腔|牙科|诊所|医院))|"
            r"换了?(?:个|一个|家|一家)(?:新的)?牙医|(?:牙医|看牙)换(?:成|到)了?(?P<x>[^，。,；;]{2,12}?(?:齿科|口腔|牙科|诊所|医院))",
        ),
    ],
}
