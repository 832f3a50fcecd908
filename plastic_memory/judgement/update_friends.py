"""A friendship that ended: "Priya and I stopped talking", "I cut ties with Dan", 我和小雪闹掰了, 跟阿龙绝交了, 大伟这人别提了，我们
已经不联系了, after a remark that calls the same one the user's friend by name ("My closest friend Priya and I do
brunch every Sunday", 我闺蜜小雪每个周末都陪我逛街): what that remark holds of the friendship is no longer current. Read
from the two whole remarks (update_whole.replaced_whole); never a falling-out that was nearly one (差点闹掰), one of
someone else's ("My sister stopped talking to her friend Dan", 我妹妹和小雪闹掰了), or not talking about something."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.memo import sets
from ..language.text import has_cjk

# (not talking as such, not about something: "Omar and I don't talk politics", "aren't talking about the move yet")
_AS_SUCH = r"(?=\s*(?:$|[,.;:!?—-]|anymore|any more|to each other|now|since|these days|after|because|at all|lol)\b|\s*$|\s*[,.;:!?—-])"
_EN_OVER = (
    r"(?:(?:aren'?t|are not|r not|are no longer|'re not|'re no longer) (?:friends|talking|speaking|close)"
    + _AS_SUCH
    + "|"
    r"(?:don'?t|do not|no longer|never) (?:talk|speak|hang out)"
    + _AS_SUCH
    + r"|(?:haven'?t|have not) (?:talked|spoken)|"
    r"stopped (?:talking|speaking|being friends|hanging out)"
    + _AS_SUCH
    + r"|(?:had|have had) a (?:big |huge |massive )?"
    r"falling[- ]out|fell out|cut ties|are done|'re done)"
)
# "Priya and I stopped talking"; "I cut ties with Dan", "we fell out with Carlos"
_EN = later(
    r"\b(?P<a>[a-z]+) and i " + _EN_OVER + r"|"
    r"(?:^|[,.;!?] *|\band )i (?:stopped (?:talking|speaking) to|cut (?:ties with|off)|unfriended|blocked|fell out with|"
    r"(?:had|have had) a (?:big |huge |massive )?falling[- ]out with|no longer talk to|don'?t talk to|'m not talking to|"
    r"am not talking to|'m done with|am done with) (?P<b>[a-z]+)\b"
)
_ZH_OVER = r"(?:已经|彻底|早就|现在|算是)?(?:绝交|闹掰|掰了|翻脸|断交|断了联系|不说话|不联系|不来往|不往来|拉黑)"
# 我和小雪闹掰了, 跟阿龙绝交了 (the user's own: opened by 我 or by nothing); 大伟这人别提了，我们已经不联系了 (the name, then 我们)
_ZH = later(
    r"(?:^|[，,。！!？?；;\s]|我)(?:和|跟|与)(?P<a>[\u4e00-\u9fff]{1,3}?)" + _ZH_OVER + r"|"
    r"(?:^|[，,。！!？?；;\s])(?P<b>[\u4e00-\u9fff]{2,3}?)(?:这人|那人|这家伙|那家伙)?(?:别提了|我拉黑了)[，,。！!\s]*(?:我们|我跟他|我跟她)?"
    + _ZH_OVER
    + r"?"
)
_NEARLY = later(r"差点|差一点|险些|几乎|要不是|如果|要是")
# The older remark calls the one named the user's friend.
_EN_FRIEND = later(
    r"\bmy (?:best |closest |good |oldest |old |dearest )?(?:friend|mate|pal|buddy|bestie|bff)s?\b|"
    r"\bis my (?:best |closest |good |oldest |old )?(?:friend|mate|pal|buddy|bestie|bff)\b"
)
_ZH_FRIEND = later(r"(?:我的?|是)(?:最好的|好)?(?:朋友|闺蜜|哥们|发小|死党|好兄弟|好姐妹|兄弟|姐妹)")


@sets(4096)
def fell_out_with(new: str) -> frozenset[str]:
    """Whom the user says their friendship with is over (lowered names; module doc)."""
    if has_cjk(new):
        return frozenset(
            m.group("a") or m.group("b")
            for m in _ZH.finditer(new)
            if not _NEARLY.search(new, max(0, m.start() - 4), m.end())
            and (m.group("a") or _ZH_OVER_SAID.search(new, m.start()))
        )
    return frozenset(m.group("a") or m.group("b") for m in _EN.finditer(new.lower())) - _NOT_NAMES


_ZH_OVER_SAID = later(_ZH_OVER)
_NOT_NAMES = frozenset(("she", "he", "they", "we", "you", "it", "mom", "dad", "sister", "brother", "and", "but", "so"))


FRIEND = "@friend"  # the live index's key of a remark that calls someone the user's friend (superseding.py)


def calls_a_friend(old: str) -> bool:
    """Whether a remark calls someone the user's friend (what fell_out_with looks an older remark up by)."""
    if has_cjk(old):
        return _ZH_FRIEND.search(old) is not None
    return _EN_FRIEND.search(old.lower()) is not None


def friendship_over(new: str, old: str) -> bool:
    """Whether the newer remark ends a friendship the older holds with one it names (module doc)."""
    who = fell_out_with(new)
    return bool(who) and calls_a_friend(old) and names_any(old, who)


def names_any(old: str, who: frozenset[str]) -> bool:
    """Whether the older remark names one of `who` (lowered names): as a word in English, as written in Chinese."""
    if has_cjk(old):
        return any(n in old for n in who)
    lowered = old.lower()
    return any(re.search(r"\b" + re.escape(n) + r"\b", lowered) for n in who)
