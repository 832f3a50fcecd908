"""Frames of one's age, in English and Chinese: a number a birthday changes, one at a time ("I'm 34" -> "just
turned 35", 我今年三十四 -> 正式三十五岁). Read into EN_FRAMES and ZH_FRAMES; an age to come ("turning 91 next
week") or a time of life ("when I was 12", 十岁那年) sets nothing. And the birthday itself: a day that never
changes, so another day said later corrects it (date_words.day_of_year reads it)."""

from __future__ import annotations

from .frame_parts import SET

# What may follow an age said as a bare number: the end of the clause or a word that goes on with something else
# ("I'm 34 and tired"); never a unit ("I'm 5 minutes away", "she's 2 weeks old" is a baby's, read elsewhere).
_EN_AFTER = (
    r"(?![.,]\d)(?=\s*(?:[,.;!?)~]|$|\b(?:now|today|this year|and|but|so|lol|haha|lmao|btw|already|officially)\b))"
)
_EN_NOT_UNIT = r"(?!\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|degrees?|percent|%|k\b|grand|pounds?|lbs?|kg|miles?|km|feet|ft|inches?))"
_ZH_NUMBER = r"[0-9]{1,2}|[一二三四五六七八九十两]{1,3}"
_EN_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
# whose birthday: the user's ("my birthday's on the 9th of July", "my bday is Sept 3") or one of their people's ("my
# mom's birthday is June 3rd", "Priya's birthday is actually the 19th of May", "her birthday's in March")
_EN_BIRTHDAY = (
    r"\b(?P<who>my|her|his|(?:my |our )?(?!(?:it|that|what|this|there|he|she|who|today|tomorrow|everyone|everybody|"
    r"someone|somebody|one)'s)[a-z]+(?='s ))(?:'s)? (?:birthday|bday|b-day|birth date|date of birth|dob)(?: is|'s| falls) "
    r"(?:on |actually |really |in fact )*(?:the )?"
    r"(?P<v>\d{1,2}(?:st|nd|rd|th)? (?:of )?" + _EN_MONTH + r"|" + _EN_MONTH + r" (?:the )?\d{1,2}(?:st|nd|rd|th)?)"
)

EN_AGE_FRAMES: dict[str, list[tuple[str, str]]] = {
    "age": [
        (
            SET,
            # (not a manner of speaking: "explain it like I'm 5")
            r"(?<!like )(?<!as if )(?<!as though )\b(?:i'm|i am|he's|she's|he is|she is) "
            r"(?:now |officially |finally |only |just |already )?(?P<v>[1-9][0-9]?)"
            r"(?: (?:years?|yrs?) old| yo| y/o)?" + _EN_AFTER,
        ),
        (SET, r"\b(?:just |finally |officially |recently )?turned (?P<v>[1-9][0-9]?)\b" + _EN_NOT_UNIT),
        # a round birthday said as people say it ("turned the big 3-0", "hit the big four-oh")
        (SET, r"\b(?:turned|turning|hit) the big (?P<v>[1-9]-?(?:0|oh)|(?:thirty|forty|fifty|sixty|seventy|eighty))\b"),
    ],
    "birthday": [(SET, _EN_BIRTHDAY)],
}

ZH_AGE_FRAMES: dict[str, list[tuple[str, str]]] = {
    # the user's own age, said as the whole clause (我今年三十四, 正式三十五岁, 满30了): an age inside a longer clause is
    # often a time of life or someone else's (3岁就会背诗, 我家狗狗12岁了)
    "age": [
        (
            SET,
            r"^(?:我)?(?:今年|已经|正式|刚|刚刚|都|也)?(?:满)?(?P<v>"
            + _ZH_NUMBER
            + r")周?岁(?:了|啦)?(?=[，。,；;!！~～]|$)|"
            r"^我?今年(?P<w>"
            + _ZH_NUMBER
            + r")(?:了|啦)?(?=[，。,；;!！~～]|$)|^我(?:已经|都|也)?满?(?P<x>"
            + _ZH_NUMBER
            + r")(?:了|啦)(?=[，。,；;!！~～]|$)",
        ),
        (SET, r"^(?:我)?(?:昨天|今天|前天|上周|刚|刚刚)*过(?:了|完)?(?:了)?(?P<v>" + _ZH_NUMBER + r")岁生日"),
        # a decade entered (正式迈入三字头, 奔四了): the decade is the age now
        (
            SET,
            r"^(?:我)?(?:也|正式|终于|今天)?(?:迈入|步入|跨入|进入|奔)(?P<v>[二三四五六七八九])(?:字头|张)?(?:了|啦)?(?=[，。,；;!！~～]|$)",
        ),
    ],
    "birthday": [
        (
            SET,
            r"(?:^|(?<=[，,。\s]))(?P<who>我|我们|(?:我|我们)?(?:家)?(?:的)?[\u4e00-\u9fff]{1,3}?)(?:的)?(?:生日|阳历生日|公历生日)"
            r"(?:其实|实际上|应该)?(?:是|在)?(?P<v>(?:" + _ZH_NUMBER + r")月(?:" + _ZH_NUMBER + r")(?:日|号)?)",
        ),
    ],
}
