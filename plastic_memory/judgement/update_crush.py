"""A crush that became a couple: "Nate and I are officially together" after "I have a huge crush on Nate", 我跟小林在一起了
after 我暗恋我们组的小林, 我和阿杰确定关系了 after 我在追健身房认识的阿杰: the older remark (wanting, not yet together) is no
longer current. Read from the two whole remarks by the one named in both (update_whole.replaced_whole); never a
couple wished for (好想和小林在一起, "I wish Nate and I were together") or someone else's ("My sister and Nate are
dating now"). A crush is only ever ended this way: it ends no partner the user has (it sets no partner claim)."""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.memo import sets
from ..language.text import has_cjk
from .update_friends import names_any

_CRUSH_EN = later(
    r"\b(?:crush(?:ing)? on|(?:have|had|has|got) a thing for|pining (?:for|after)|in love with|falling for)\b"
)
_CRUSH_ZH = later(r"暗恋|在追|追求|喜欢上|有好感|暧昧|单相思")
CRUSH = "@crush"  # the live index's key of a remark that tells a crush (superseding.py)

# The user and one named together now: "Nate and I are officially together", "started dating Maya", "I'm seeing Leo
# now"; 我跟小林在一起了, 我和阿杰确定关系了 (never a wish: 想/希望/要是/如果 before it, "wish", "were")
_TOGETHER_EN = later(
    r"(?:^|[,.;!?] *|\b(?:so|and|finally|officially) )(?P<a>[a-z]+) and i (?:(?:are|'re|have been|got|just got|finally|"
    r"officially|now) )*(?:dating|together|a thing|a couple|an item|engaged|married|official|going out)\b|"
    r"\b(?:i'm|i am|been|i've been|started|i started|just started|finally) (?:now |officially )?(?:dating|seeing|"
    r"going out with) (?P<b>[a-z]+)\b"
)
_TOGETHER_ZH = later(
    r"(?<![想要愿望果是能])(?:我)?(?:和|跟|与)(?P<a>[\u4e00-\u9fff]{1,3}?)(?:终于|正式|已经|昨天|今天|总算)*"
    r"(?:在一起了|在一起啦|在一起啰|谈恋爱了|交往了|确定(?:了)?关系|结婚了|领证了|订婚了|官宣了)"
)
_WISH = later(r"\b(?:wish|hope|if|were|would|could|maybe)\b|想|希望|如果|要是|假如")
_NOT_NAMES = frozenset(("she", "he", "they", "we", "you", "it", "my", "our", "and", "so", "now", "who"))


@sets(4096)
def together_with(new: str) -> frozenset[str]:
    """Whom the user says they are together with now (lowered names; module doc)."""
    if has_cjk(new):
        found = [m for m in _TOGETHER_ZH.finditer(new) if not _WISH.search(new, max(0, m.start() - 6), m.start() + 1)]
        return frozenset(m.group("a") for m in found)
    lowered = new.lower()
    found = [m for m in _TOGETHER_EN.finditer(lowered) if not _WISH.search(lowered, max(0, m.start() - 12), m.start())]
    return frozenset(m.group("a") or m.group("b") for m in found) - _NOT_NAMES


def tells_a_crush(old: str) -> bool:
    """Whether a remark tells of wanting someone, not (yet) together."""
    return (_CRUSH_ZH if has_cjk(old) else _CRUSH_EN).search(old.lower()) is not None


def crush_now_a_couple(new: str, old: str) -> bool:
    """Whether the newer remark says the user is now together with the one the older says they had a crush on."""
    who = together_with(new)
    return bool(who) and tells_a_crush(old) and names_any(old, who)
