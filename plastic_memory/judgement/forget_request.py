"""Reading a request to forget in what the user says: "忘掉我说的…", "别记这个", "forget what I said about …".

Only requests aimed at the memory count. "我把钥匙忘了", "忘了带伞", "I forgot my keys", "don't forget to call",
"forget it" (never mind), "I don't remember that" and "delete that file" are remarks or tasks, not requests. Each
clause is read by the rules of its language (forget_zh, forget_en); a bare request ("帮我忘了", "just drop it")
takes its matter from a clause next to it that only names one ("我欠表哥钱那件事", "about my ex").
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..language.lazy_re import later
from ..language import detect
from ..language.lexicon import STOP_EN
from ..language.text import has_cjk, squash, terms
from . import forget_en, forget_zh


@dataclass(frozen=True)
class ForgetRequest:
    """`words` name what to forget ('' means the remark said just before); `everything` asks for all of it;
    `rest` says the message also holds something else, which is not kept either."""

    words: str
    everything: bool = False
    rest: bool = False


# Every request contains one of these; most messages contain none and skip the patterns.
_CUES = tuple(
    """忘 删 抹 知道 清除 清掉 清空 移除 去掉 拿掉 划掉 记 存 留 没听 没说 没讲 没提 撤回 收回 撤销 作废 不算 不作数 forget remember memori delete erase remove wipe
    unlearn scrap scratch strike purge drop clear store sav keep record note writ log hold retain mind disregard ignore
    pretend unhear unsee unread unknow unremember bin trash ditch nuke scrub lose toss chuck cross know have forgot""".split()
) + ("rid of", "throw out", "throw away", "take out", "out of", "hang on", "take back", "undo", "retract", "withdraw")
_LATIN = later(r"[A-Za-z]{3,}")
_ZH_CLAUSES = later(r"[，,。！!？?；;~～…\n]+")
_EN_SENTENCES = later(r"[.;!?\n]+")
_EN_CLAUSES = later(r",(?!\d)|:\s+|\s+[-–—]+\s+|\s+[–—]+|[–—]+\s+")
# Clauses that add nothing to a request: politeness and assent ("ok?", "谢谢", "好吗").
_FILLERS = frozenset(
    squash(w)
    for w in (
        "ok|okay|please|pls|thanks|thank you|thx|alright|right|sure|ok please|ok thanks|for real|seriously|hey|hi|oh|"
        "so|well|wait|actually|look|listen|honestly|and|also|um|hmm|on second thought|on second thoughts|never mind|"
        "come to think of it|no|wait no|no wait|oh no|nah|oops|whoops|actually no|谢谢|好吗|行吗|好不好|可以吗|拜托|拜托了|求你了|"
        "麻烦了|好的|嗯|算了|算了算了|哎|唉|好吧|那个|嗯嗯|哦"
    ).split("|")
)


_EMOJI = later("[\U0001f000-\U0001faff\u2600-\u27bf\ufe0f\u200d]+")


@lru_cache(maxsize=4096)
def parse(text: str) -> ForgetRequest | None:
    """The forget request in a message, or None when it holds none."""
    text = _EMOJI.sub("", text).strip() or text  # ("把那事删了🙏", "forget that 😅": the emoji asks nothing)
    zh = has_cjk(text)
    lowered = forget_zh.typed(text.lower()) if zh else forget_en.chat(text.lower().replace("’", "'"))
    if not any(cue in lowered for cue in _CUES):
        return _foreign(text)
    clauses, asked = _clauses_zh(lowered) if zh else _clauses_en(lowered, _names(" " + text))
    chosen = _choose(asked)
    if chosen is None and zh and _LATIN.search(text):
        # asked in English of a matter named in Chinese ("forget what I said about 我老婆", "delete the 前任 thing")
        zh, lowered = False, forget_en.chat(text.lower().replace("’", "'"))
        clauses, asked = _clauses_en(lowered, _names(text))
        chosen = _choose(asked)
    if chosen is None:
        return _foreign(text)
    words, everything = chosen
    others = [c for c, a in zip(clauses, asked) if a is None]
    topics = [(forget_zh if zh else forget_en).topic(c) for c in others]
    phrases = [None if zh else forget_en.phrase(c) for c in others]

    def rest(used: int | None = None) -> bool:  # the message says something besides the request and its matter
        return any(
            n != used and topics[n] is None and squash(c) not in _FILLERS and terms(c) for n, c in enumerate(others)
        )

    named = next((n for n, t in enumerate(topics) if t), None)
    if words == forget_en.PERSON:
        # "my boss Karen - forget her": the person named next to it; with nothing named, or with more said ("my ex?
        # forget him, he's a loser"), it is the user's own resolve, and no request
        names = _names(" " + text)
        who = next((n for n, c in enumerate(others) if topics[n] or phrases[n] or c in names), None)
        if who is None or rest(who):
            return None
        return ForgetRequest(topics[who] or phrases[who] or others[who], False)
    if (
        everything and named is not None
    ):  # "关于我工资的，全部清除", "about my ex, delete everything": all of that matter
        everything, words = False, ""
    bare = words in (forget_en.NEVER_MIND, forget_en.WEAK, "") and not everything
    if bare and named is not None:  # "关于我看心理医生的事，你就当没听过吧", "about my ex, forget it"
        return ForgetRequest(topics[named] or "", False, rest())
    plain = next((n for n, p in enumerate(phrases) if p), None)
    if words == "" and plain is not None:  # "the debt to my uncle, scrap that"; never "my sister, forget it"
        return ForgetRequest(phrases[plain] or "", False, rest(plain))
    if words == forget_en.NEVER_MIND or (words == forget_en.WEAK and rest()):
        return _foreign(text)  # "forget it, I'll do it myself"; "scratch that, I meant Tuesday" is a correction
    if words.startswith(forget_en.ALONE):
        if any(t is None and squash(c) not in _FILLERS for c, t in zip(others, topics)):
            return _foreign(text)  # "forget the dentist, I'll go next week": never mind
        words = words[len(forget_en.ALONE) :]
    return ForgetRequest("" if words == forget_en.WEAK else words, everything, rest())


# a space between Chinese words parts clauses as a comma does (小刘那事删了 别留记录)
_ZH_SPACE = later(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])")


def _clauses_zh(lowered: str) -> tuple[list[str], list[tuple[str, bool] | None]]:
    clauses = [c for c in (c.strip() for c in _ZH_CLAUSES.split(_ZH_SPACE.sub("，", lowered))) if c]
    return clauses, [forget_zh.request(c) for c in clauses]


# a word written with a capital after the message's first word: a name ("forget Priya")
_NAME = later(r"(?<=\s)[A-Z][a-z'-]+\b")


def _names(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _NAME.findall(text)) - STOP_EN - _FILLERS


def _clauses_en(lowered: str, names: frozenset[str] = frozenset()) -> tuple[list[str], list[tuple[str, bool] | None]]:
    """English clauses, cut at commas and dashes too; a request counts only where a sentence starts, or after words
    that only lead up to it ("ok,", "about my ex,"): "I can relax, forget my troubles" tells, it asks nothing."""
    clauses: list[str] = []
    asked: list[tuple[str, bool] | None] = []
    for sentence in _EN_SENTENCES.split(lowered):
        leading = True
        for clause in (c.strip() for c in _EN_CLAUSES.split(sentence)):
            if not clause:
                continue
            found = (forget_en.request(clause) or forget_en.by_name(clause, names)) if leading else None
            leading = (
                found is not None
                or squash(clause) in _FILLERS
                or bool(forget_en.topic(clause) or forget_en.phrase(clause))
                or clause in names  # "Karen - forget her"
            )
            clauses.append(clause)
            asked.append(found)
    return clauses, asked


def _choose(asked: list[tuple[str, bool] | None]) -> tuple[str, bool] | None:
    """The request that counts: the first that names something, else the first that takes what was just said, else
    a weak one ("drop it", "forget it")."""
    found = [a for a in asked if a is not None]
    weak = (forget_en.NEVER_MIND, forget_en.WEAK)
    return next(
        (a for a in found if a[1] or (a[0] and a[0] not in weak)),
        next((a for a in found if a[0] == ""), found[0] if found else None),
    )


def _foreign(text: str) -> ForgetRequest | None:
    if detect.language(text) in _NOT_RECORDED:
        return None
    # a request in a language read by a record ('olvida lo que dije')
    from .foreign_talk import forget

    return forget(text)


_NOT_RECORDED = frozenset((None, "zh", "en", "und"))
