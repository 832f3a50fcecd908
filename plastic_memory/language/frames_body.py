"""Frames of one's height and weight, in English and Chinese: one value at a time, a later one replaces it (身高175 ->
其实才172, "I weigh 82kg" -> "down to 76kg now"). Read into EN_FRAMES and ZH_FRAMES; the value is the number as said."""

from __future__ import annotations

from .frame_parts import SET

_ZH_HEDGES = r"(?:是|有|大概|差不多|其实|只有|才|现在|已经|也就|刚好|将近|快)*"
# a weight's figure, in digits or said in words (一百四, 一百八十, 九十五, 160): two or three places
_ZH_FIGURE = r"(?:\d{2,3}(?:[.。]\d)?|[一二两]百(?:[零一二两三四五六七八九]十?[一二三四五六七八九]?)?|[四五六七八九]十[一二三四五六七八九]?)"

ZH_BODY_FRAMES: dict[str, list[tuple[str, str]]] = {
    "height": [
        (
            SET,
            r"(?:身高|个子)" + _ZH_HEDGES + r"(?P<v>1[.。]?\d{2}|一米[一二三四五六七八九零]{1,2})(?:cm|厘米|公分|米)?",
        ),
    ],
    "weight": [
        (SET, r"体重" + _ZH_HEDGES + r"(?P<v>\d{2,3}(?:[.。]\d)?(?:公斤|kg|斤|千克))"),
        # one's weight said as what one is now (我现在一百八十斤), or reached by losing or gaining (瘦到一百四了, 胖到160),
        # the unit left out after a verb that can only mean weight; a figure of two or three places, never 两斤 of rice
        (
            SET,
            r"^我(?:现在|目前|已经|都|才|只有|有|大概|差不多|将近|快)+(?P<v>"
            + _ZH_FIGURE
            + r"(?:公斤|斤|千克|kg))(?![^，。,；;！!]{0,3}(?:的|米|肉|菜|水果))|"
            r"(?:(?:瘦|胖)了?|(?:体重|我)[^，。,；;！!把给]{0,4}?(?:减|掉|降|涨|长))到了?(?P<w>"
            + _ZH_FIGURE
            + r"(?:公斤|斤|千克|kg)?)(?![\d万块元个天次分度年岁])",
        ),
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
        # a weight reached told by the figure alone: a clause of its own, in pounds' hundreds ("down to 195!! the
        # scale finally moved"), or with the scale in it ("the scale says 82 now")
        (
            SET,
            r"^(?:i'm |i am |finally |officially |now )*(?:down|dropped|got down) to (?P<v>[1-3]\d\d(?:\.\d)?)(?:[\s!.~]|$)"
            r"(?!\s*(?!now\b)[a-z])|"
            # (what one weighs needs no unit: "I weigh 185 now")
            r"\bi weigh (?:about |around |like |only |now |just )*(?P<x>\d{2,3}(?:\.\d)?)(?=[\s!.,~]|$)(?! ?(?:%|percent|pieces))|"
            r"\bscale (?:says|said|showed|shows|read|reads) (?P<w>\d{2,3}(?:\.\d)?)\b",
        ),
    ],
}
