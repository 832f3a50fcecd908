"""Small talk carries nothing to remember by: the terms of greetings, thanks, fillers and one-word replies."""

from __future__ import annotations

from functools import lru_cache

from ..language.lexicon import JUNK_EXACT
from ..language.text import terms

# Replies that are small talk but are not whole utterances in the gate's list (they may open or close a sentence).
_MORE = (
    "thanks a lot",
    "thank u",
    "thanks so much",
    "many thanks",
    "cheers",
    "awesome",
    "sounds good",
    "perfect",
    "all good",
    "my pleasure",
    "you're welcome",
    "welcome",
    "lovely",
    "amazing",
    "wonderful",
    "sweet",
    "neat",
    "gotcha",
    "roger",
    "noted",
    "indeed",
    "exactly",
    "true",
    "same",
    "agreed",
    "totally",
    "of course",
    "haha",
    "hehe",
    "lmao",
    "rofl",
    "omg",
    "xd",
    "ha",
    "ahh",
    "ooh",
    "uh",
    "um",
    "umm",
    "mhm",
    "yup",
    "ya",
    "hiya",
    "howdy",
    "morning",
    "evening",
    "later",
    "take care",
    "talk soon",
    "see ya",
    "bye bye",
    "welcome back",
    "谢了",
    "谢谢啦",
    "多谢啦",
    "太感谢了",
    "非常感谢",
    "好嘞",
    "好哒",
    "好der",
    "嗯哼",
    "哈喽",
    "嗨嗨",
    "拜",
    "回头见",
    "晚安啦",
    "早呀",
    "辛苦啦",
    "棒",
    "太棒了",
    "赞",
    "牛",
    "厉害了",
    "哈哈哈哈",
    "嘿",
    "嗯好",
    "行啊",
    "对呀",
    "是呀",
    "没问题",
    "不客气",
    "客气了",
    "了解了",
    "收到啦",
    "好滴呀",
    "可以呀",
    "ok啦",
    "嗯嗯好的",
    "哦哦好",
)


@lru_cache(maxsize=1)
def fillers() -> frozenset[str]:
    """Every term a greeting, a thank-you or a filler produces: words that call nothing up."""
    out: set[str] = set()
    for phrase in (*JUNK_EXACT, *_MORE):
        out |= terms(phrase)
    return frozenset(out)


def content(text: str) -> frozenset[str]:
    """The turn's terms that are not small talk."""
    return terms(text) - fillers()


def carries_nothing(text: str) -> bool:
    """A turn made only of greetings, thanks, fillers and stop words."""
    return not content(text)
