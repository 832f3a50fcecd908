"""Small talk carries nothing to remember by: the terms of greetings, thanks, fillers and one-word replies."""

from __future__ import annotations

from functools import lru_cache

from ..language.lexicon import JUNK_EXACT
from ..language.text import squash, terms

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
    "oops",
    "yay",
    "ugh",
    "phew",
    "yikes",
    "woohoo",
    "666",
    "笑死",
    "绝了",
    "好耶",
    "哇塞",
)
# Whole replies that are small talk although their words, elsewhere, carry meaning ("love" in "I love pottery",
# "关系" in "我们关系很好"): the turn is quiet only when it is one of these as a whole.
_WHOLE = (
    "no worries",
    "fair enough",
    "makes sense",
    "that makes sense",
    "nothing much",
    "not much",
    "love it",
    "love that",
    "for real",
    "all set",
    "my bad",
    "sorry",
    "so sorry",
    "never mind",
    "nevermind",
    "catch you later",
    "absolutely",
    "no problem",
    "no prob",
    "good to know",
    "good point",
    "you bet",
    "same to you",
    "me neither",
    "not bad",
    "too bad",
    "oh well",
    "有道理",
    "没关系",
    "不好意思",
    "下次聊",
    "没事没事",
    "好的好的",
    "说得对",
    "也对",
    "算了",
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


@lru_cache(maxsize=1)
def _whole() -> frozenset[str]:
    return frozenset(squash(p) for p in _WHOLE)


def carries_nothing(text: str) -> bool:
    """A turn made only of greetings, thanks, fillers and stop words, or one whole stock reply."""
    return not content(text) or (len(text) <= 40 and squash(text) in _whole())
