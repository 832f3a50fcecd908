"""Frames of who looks after one: the family doctor (GP), the dentist, the therapist and the hairdresser, one of each at
a time ("my GP is Dr Patel" -> "I've got a new GP, Dr Shah", 我的牙医是张医生 -> 以后看牙我去瑞尔齿科了, "my therapist is Dr
Patel" -> "my new therapist is Dr Gomez", "my hairdresser is Mia" -> "found a new hairdresser, Jen"); and one's blood
type, which never changes, so another said later corrects it. Read into EN_FRAMES and ZH_FRAMES; a visit ("saw Dr Lee
today", 今天去看牙) or one covering for a day names no one new."""

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
            r"\b(?:registered|signed up|switched|changed|(?:i'?ve )?got|found) (?:with |to )?(?:a )?new (?:gp|surgery|doctor|family doctor|practice|pcp)\b|"
            r"\bnew (?:gp|family doctor|pcp)(?: is|,) "
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

_EN_THERAPIST = r"(?:therapist|psychiatrist|psychologist|counsell?or|shrink)"
_EN_HAIR = r"(?:hairdresser|hair stylist|hairstylist|stylist|barber)"
_EN_CARER = r"(?:(?:dr\.?|doctor) )?(?P<{}>[a-z][a-z\-']+)"
# what follows "my therapist is" that names no one: how they are, where, what they do ("my therapist is great")
_NOT_A_NAME = (
    r"(?!(?:so|really|very|super|great|amazing|awesome|good|bad|nice|kind|lovely|terrible|helpful|busy|sick|away|out|"
    r"back|off|gone|on|in|at|the|a|an|not|also|still|just|always|never|leaving|retiring|moving|pregnant|booked|"
    r"expensive|cheap|running|late|my|your|her|his|their)\b)"
)

EN_CARE_FRAMES["therapist"] = [
    # one's own, said or new ("my therapist is Dr. Patel", "my new psychiatrist is Dr. Lindqvist", "a new therapist,
    # Dr. Gomez"); never a sister's ("my sister's new therapist": her own is hers)
    (
        SET,
        r"\bmy (?:new )?" + _EN_THERAPIST + r"(?: is(?: now| currently)? " + _NOT_A_NAME + _EN_CARER.format("v") + r"|"
        r"'s(?: now| currently)? (?:dr\.?|doctor) (?P<y>[a-z][a-z\-']+))|"
        r"\b(?:got|have|found|started with|started seeing) a new "
        + _EN_THERAPIST
        + r"(?:,? "
        + _EN_CARER.format("w")
        + r")?|"
        r"\b(?:switched|changed) (?:therapists|psychiatrists|counsell?ors)\b",
    ),
]
EN_CARE_FRAMES["hairdresser"] = [
    (
        SET,
        r"\bmy (?:new )?" + _EN_HAIR + r" is(?: now| currently)? " + _NOT_A_NAME + r"(?P<v>[a-z][a-z\-']+)|"
        r"\b(?:got|have|found|go to) a new " + _EN_HAIR + r"(?:(?: now)?,? (?P<w>[a-z][a-z\-']+))?|"
        r"\b(?:switched|changed) (?:hairdressers|barbers|stylists)\b",
    ),
]

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
            r"换了?(?:个|一个|家|一家)(?:新的)?牙医|(?:牙医|看牙)换(?:成|到)了?(?P<x>[^，。,；;]{2,12}?(?:齿科|口腔|牙科|诊所|医院))|"
            # where one has always gone for one's teeth (我一直在华美口腔看牙)
            r"我(?:一直|平时|都|每次)?(?:在|去)(?P<y>[^，。,；;]{2,12}?(?:齿科|口腔|牙科|诊所|医院))看牙",
        ),
    ],
    "pediatrician": [
        # a child's own doctor (孩子的儿科医生是李主任 -> 孩子换了个儿科医生，现在是周医生)
        (
            SET,
            r"的(?:新的)?儿科医生(?:是|叫|换成了?)(?P<v>[\u4e00-\u9fff]{1,3}(?:医生|大夫|主任))|"
            r"换了?(?:个|一个|位|一位)(?:新的)?儿科医生",
        ),
    ],
    "therapist": [
        (
            SET,
            r"我(?:的)?(?:新的)?心理(?:医生|咨询师)(?:是|叫|换成了?)(?P<v>[\u4e00-\u9fff]{1,3}(?:医生|大夫|老师))|"
            r"换了?(?:个|一个|位|一位)(?:新的)?心理(?:医生|咨询师)",
        ),
    ],
}
