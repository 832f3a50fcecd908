"""Reading a request to forget in what the user says: "忘掉我说的…", "别记这个", "forget what I said about …".

Only requests aimed at the memory count. "我把钥匙忘了", "忘了带伞", "I forgot my keys", "don't forget to call",
"forget it" (never mind), "I don't remember that" and "delete that file" are remarks or tasks, not requests.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass

from ..language import detect
from ..language.text import has_cjk, terms


@dataclass(frozen=True)
class ForgetRequest:
    """`words` name what to forget ('' means the remark said just before); `everything` asks for all of it;
    `rest` says the message also holds something else, which is not kept either."""

    words: str
    everything: bool = False
    rest: bool = False


# Every request contains one of these; most messages contain none and skip the patterns below.
_CUES = (
    "忘",
    "删",
    "抹",
    "清除",
    "记",
    "存",
    "forget",
    "remember",
    "memori",
    "delete",
    "erase",
    "remove",
    "wipe",
    "unlearn",
    "scrap",
    "purge",
    "drop",
    "clear",
    "store",
    "sav",
    "keep",
    "record",
    "note",
    "writ",
    "log",
)

_ZH_OPENER = (
    r"^(?:请你?|麻烦你?|帮我|你就|你还是|你可以|你能不能|能不能|可不可以|你能|能|可以|就|还是|那就|算了|"
    r"那个|嗯|哦|好吧|对了|所以|另外|还有)*"
)
_ZH_LEAD = _ZH_OPENER + "(?:你)?"
_ZH_FORGET = "忘掉|忘了|忘记|忘却"
_ZH_DELETE = "删掉|删除|删了|抹掉|抹去|清除"
_ZH_NO_KEEP = (
    r"(?:别|不要|不用|无需|不必|甭|千万别|不许)再?(?:帮我|给我)?"
    r"(?:记住|记着|记下来|记下|记录|记得|保存|存下来|存着|留着|记)(?![错仇恨性挂忆不])"
)
_ZH_TAIL = r"(?:吧|了|掉|啊|呀|哈|哦|它|吗|好吗|行吗|可以吗|好不好|谢谢)*"
# What a 忘-verb must be followed by to be about the memory (忘了带伞 is a remark, 忘了我说的 a request).
_ZH_MEMORY = r"(?:我(?:刚才|刚刚|之前|上次|前面|以前)?(?:说|讲|提|告诉你|跟你说|写)|刚才|刚刚|上一句|前面|关于|有关|这|那|所有|一切|全部|你记)"
_ZH_PATTERNS = (
    re.compile(
        _ZH_LEAD
        + r"把(?P<what>.+?)(?P<all>都|全|全部)?(?:给)?(?:"
        + _ZH_FORGET
        + "|"
        + _ZH_DELETE
        + ")"
        + _ZH_TAIL
        + "$"
    ),
    re.compile(_ZH_OPENER + "(?:" + _ZH_FORGET + ")(?P<what>" + _ZH_MEMORY + r".*)$"),  # not 你忘了…: that blames
    re.compile(_ZH_OPENER + r"(?:忘掉(?:吧|它)*|忘了(?:吧|它)+|忘记(?:吧|它)+)$"),
    # 请忘掉我对花生过敏这件事: the matter named and called a matter ("这件事", "的事")
    re.compile(
        _ZH_OPENER
        + "(?:"
        + _ZH_FORGET
        + r")(?P<what>.+?)(?:这件事|那件事|这事儿?|那事儿?|的事情|的事儿?|这一条|那一条)"
        + _ZH_TAIL
        + "$"
    ),
    re.compile(_ZH_LEAD + "(?:" + _ZH_DELETE + r")(?P<what>.+)$"),
    re.compile(_ZH_LEAD + _ZH_NO_KEEP + r"(?P<what>.*)$"),
    re.compile(r"^(?P<what>.+?)(?:你)?(?:就|也|都)?" + _ZH_NO_KEEP + r"(?:住|下来|了|吧|啊|哈|哦)*$"),
)
_ZH_SPEECH = re.compile(
    r"^(?:我?(?:刚才|刚刚|之前|上次|前面|以前)?(?:跟你|和你)?(?:说|讲|提|告诉你|写)(?:过)?(?:的|了)?"
    r"(?:话)?|你记(?:住|下)?的)"
)
_ZH_ABOUT = re.compile(r"^(?:关于|有关)")
_ZH_END = re.compile(r"(?:的)?(?:事情|事儿|事|话|内容|那些|这些|部分|东西|信息|那句话|那句|一切)?" + _ZH_TAIL + "$")
_ZH_THAT = {
    "",
    "这",
    "那",
    "这个",
    "那个",
    "这句",
    "那句",
    "这条",
    "那条",
    "这件事",
    "那件事",
    "这些",
    "那些",
    "它",
    "刚才",
    "刚刚",
    "刚才那句",
    "刚才那个",
    "刚才的",
    "上一句",
    "前面的",
    "这句话",
    "那句话",
    "这个事",
    "那个事",
}
_ZH_ALL = re.compile(r"^(?:所有|一切|全部|全都|都)(?:的)?(?:东西|事|内容|话)?$")

_EN_LEAD = (
    r"^(?:(?:ok|okay|oh|hey|so|and|but|actually|also|well|wait|hmm|um|uh|just|please|pls|kindly|then|now)"
    r"[\s,]+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?)?(?:please\s+)?(?:just\s+)?"
)
_EN_SAID = r"(?:what|everything|all|anything|the (?:thing|things|part|bit|stuff|last))\b"
_EN_PATTERNS = (
    re.compile(_EN_LEAD + r"forget\s+(?P<what>(?:" + _EN_SAID + r"|that|this|those|these|about|my|me)\b.*)$"),
    re.compile(
        _EN_LEAD
        + r"(?:erase|delete|remove|wipe|scrap|unlearn|purge|drop|clear)\s+(?P<what>(?:"
        + _EN_SAID
        + r").*|that|this|it|those|these|.+?\s+from (?:your |the )?memory)$"
    ),
    re.compile(
        _EN_LEAD + r"(?:don'?t|do not|never|no need to|you don'?t (?:need|have) to|stop)\s+"
        r"(?:remember(?:ing)?|memori[sz](?:e|ing))\b\s*(?P<what>.*)$"
    ),
    re.compile(
        _EN_LEAD + r"(?:don'?t|do not|never|no need to|you don'?t (?:need|have) to|stop)\s+"
        r"(?:stor(?:e|ing)|sav(?:e|ing)|keep(?:ing)?|record(?:ing)?|not(?:e|ing)(?: down)?|writ(?:e|ing) down|"
        r"log(?:ging)?)\s+(?P<what>(?:" + _EN_SAID + r"|that|this|it|those|these|my|about)\b.*)$"
    ),
)
_EN_NEVER_MIND = {"it", "about it", "it all", "about that", "it then"}
_EN_TAIL = re.compile(
    r"(?:\s+(?:please|for me|thanks|thank you|ok|okay|from (?:your |the )?memory|forever|for good|"
    r"right now|now|down|in mind|too|as well|either))+$"
)
_EN_SPEECH = re.compile(
    r"^(?:that\s+(?=i\b))?(?:" + _EN_SAID + r")?\s*(?:of it|of that|that)?\s*(?:(?:that\s+)?"
    r"i(?:'ve| have|'d)?\s+(?:just\s+|ever\s+|already\s+)?(?:said|told you|mentioned|wrote|"
    r"shared|say|tell you)\b)?\s*"
)
_EN_ABOUT = re.compile(r"^(?:about|regarding|concerning|on|of)\s+")
_EN_THAT = {
    "",
    "that",
    "this",
    "it",
    "those",
    "these",
    "that one",
    "this one",
    "one",
    "thing",
    "things",
    "message",
    "remark",
    "part",
    "bit",
    "stuff",
    "last one",
    "last thing",
    "last message",
}
_EN_POINTED = re.compile(r"^(?:this|that|these|those|the last)\s+(.+)$")
_EN_ALL = re.compile(r"^(?:everything|all(?: of (?:it|that))?|anything)\b")


@lru_cache(maxsize=4096)
def parse(text: str) -> ForgetRequest | None:
    """The forget request in a message, or None when it holds none."""
    lowered = text.lower()
    if not any(cue in lowered for cue in _CUES):
        return _foreign(text)
    zh = has_cjk(text)
    clauses = [c.strip() for c in re.split(r"[，,。！!？?；;~～…\n]+" if zh else r"[.;!?\n]+", lowered)]
    clauses = [c for c in clauses if c]
    for n, clause in enumerate(clauses):
        found = _request_zh(clause) if zh else _request_en(clause)
        if found is not None:
            rest = any(terms(c) for i, c in enumerate(clauses) if i != n)
            return ForgetRequest(found[0], found[1], rest)
    return _foreign(text)


def _foreign(text: str) -> ForgetRequest | None:
    if detect.language(text) in _NOT_RECORDED:
        return None
    # a request in a language read by a record ('olvida lo que dije')
    from .foreign_talk import forget

    return forget(text)


_NOT_RECORDED = frozenset((None, "zh", "en", "und"))


_ZH_ASKING = re.compile(r"(?:吗|呢|么)$")
_ZH_POLITE = re.compile(r"能|可以|请|帮我|麻烦")


def _request_zh(clause: str) -> tuple[str, bool] | None:
    if _ZH_ASKING.search(clause) and not _ZH_POLITE.search(clause):
        return None  # 你忘了我说的吗: a question about the memory, not a request to it
    for pattern in _ZH_PATTERNS:
        hit = pattern.match(clause)
        if hit is None:
            continue
        groups = hit.groupdict()
        what = (groups.get("what") or "").strip()
        everything = bool(groups.get("all"))
        what = _ZH_SPEECH.sub("", what)
        what = _ZH_ABOUT.sub("", what)
        what = _ZH_END.sub("", what).strip()
        if _ZH_ALL.match(what):
            return "", True
        if what in _ZH_THAT:
            return "", everything
        return what, False
    return None


def _request_en(clause: str) -> tuple[str, bool] | None:
    clause = clause.replace("’", "'")
    for pattern in _EN_PATTERNS:
        hit = pattern.match(clause)
        if hit is None:
            continue
        what = _EN_TAIL.sub("", hit.group("what").strip(" ,'\""))
        if pattern is _EN_PATTERNS[0] and what in _EN_NEVER_MIND:
            return None  # "forget it", "forget about it": never mind, not a request
        everything = _EN_ALL.match(what) is not None
        what = _EN_SPEECH.sub("", what, count=1)
        what = _EN_ABOUT.sub("", what).strip()
        if what in _EN_THAT:
            return "", everything
        pointed = _EN_POINTED.match(what)
        if pointed is not None:  # "forget this one" means what was just said; "don't record this call" is a task
            return ("", False) if pointed.group(1) in _EN_THAT else None
        return what, False
    return None
