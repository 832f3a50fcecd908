"""Frames of whom one rents from, in English and Chinese: one landlord at a time, a later one replacing it, and a
person's role put right without a correction word ("My landlord is Mr. Patel" -> "oops, the landlord is Mr. Shah,
Patel is the upstairs neighbor"; 房东是陈先生 -> 房东其实是李阿姨). Read into EN_FRAMES and ZH_FRAMES; the value is the
name as said."""

from __future__ import annotations

from .frame_parts import SET
from .frame_words_en import describing

# What follows "my landlord is" and says what they are like, not who ("my landlord is awful", "is never around")
_EN_NOT_A_NAME = describing("raising", "selling", "letting", "refusing", "ignoring", "ghosting")

EN_LANDLORD_FRAMES: dict[str, list[tuple[str, str]]] = {
    "landlord": [
        (
            SET,
            r"\b(?:my|our|the) (?:new |actual |real )?(?:landlord|landlady)(?:'s name)? (?:is|'s) (?:actually |now |really )?"
            r"(?:mr\.? |mrs\.? |ms\.? |miss |mister )?(?P<v>(?!"
            + _EN_NOT_A_NAME
            + r"\b)[a-z]+)\b(?![- ](?:ish|like)\b)|"
            r"\brenting from (?:mr\.? |mrs\.? |ms\.? )(?P<w>[a-z]+)\b",
        ),
    ],
}

ZH_LANDLORD_FRAMES: dict[str, list[tuple[str, str]]] = {
    "landlord": [
        (
            SET,
            r"房东(?:其实|现在|实际上|应该)?(?:是|换成了?|变成了?|成了)(?!个|一|很|挺|特别|人|谁|啥|什么)"
            r"(?P<v>[\u4e00-\u9fff]{1,2}(?:先生|女士|阿姨|叔叔|大爷|大妈|老师|姐|哥)|[\u4e00-\u9fff]{2,3})(?=[，。,；;！!了]|$)|"
            r"房东(?:其实|现在)?姓(?P<w>[\u4e00-\u9fff])",
        ),
    ],
}
