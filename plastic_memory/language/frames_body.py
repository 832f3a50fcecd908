"""Frames of one's height and weight, in English and Chinese: one value at a time, a later one replaces it (身高175 ->
其实才172, "I weigh 82kg" -> "down to 76kg now"). Read into EN_FRAMES and ZH_FRAMES; the value is the number as said."""

from __future__ import annotations

from .frame_parts import SET

_ZH_HEDGES = r"(?:是|有|大概|差不多|其实|只有|才|现在|已经|也就|刚好|将近|快)*"

ZH_BODY_FRAMES: dict[str, list[tuple[str, str]]] = {
    "height": [
        (
            SET,
            r"(?:身高|个子)" + _ZH_HEDGES + r"(?P<v>1[.。]?\d{2}|一米[一二三四五六七八九零]{1,2})(?:cm|厘米|公分|米)?",
        ),
    ],
    "weight": [
        (SET, r"体重" + _ZH_HEDGES + r"(?P<v>\d{2,3}(?:[.。]\d)?(?:公斤|kg|斤|千克))"),
    ],
}

_EN_HEDGES = r"(?:about |around |like |only |actually |really |now |just |roughly |almost |nearly )*"

EN_BODY_FRAMES: dict[str, list[tuple[str, str]]] = {
    "height": [
        (
            SET,
            r"\b(?:i'm|i am|my height is|i stand) "
            + _EN_HEDGES
            + r"(?P<v>[4-7]' ?\d{1,2}(?:\"|'')?|[4-7] ?(?:ft|foot|feet)(?: ?\d{1,2})?"
            r"(?: ?in(?:ches)?)?|1[.,]\d\d ?m|1\d\d ?cm)(?![a-z0-9])(?! (?:away|from|long|deep|wide|under)\b)",
        ),
    ],
    "weight": [
        (
            SET,
            r"\b(?:i weigh|i'm at|i'm down to|i'm up to|down to|my weight is) "
            + _EN_HEDGES
            + r"(?P<v>\d{2,3}(?:\.\d)? ?(?:kg|kgs|kilos|lbs?|pounds|st(?:one)?))\b",
        ),
    ],
}
