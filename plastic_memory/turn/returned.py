"""A stay somewhere that is over: back from where one was ("back home from Tokyo" after "I'm in Tokyo for work this
month", 从东京回来了 after 我这个月在东京出差), out of where one was held ("my brother got out of jail", 我弟放出来了, "got
the car back from the shop", 车从4S店提回来了), back at work after a leave ("back at work this week" after "I'm on
sick leave", 回去上班了 after 我在休病假), a guest gone home ("MIL flew home yesterday" after "my mother-in-law is
staying with us", 婆婆回老家了 after 我婆婆这个月住在我们家).

A clause that says so names where from (or, for a guest, whom); a live remark that tells of the stay as going on
(English: "I'm in …", "is in …", "staying"; Chinese: 在, 住在) and holds the place's words (Chinese: each piece of two
characters) is no longer current, whose it is agreeing. Never a question, a condition, a hedge or a denial ("not back
from Tokyo yet", 还没回来).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from ..language.text import terms
from ..state.index import Entry, LiveIndex
from ..judgement.update_clauses import subject_of
from ..state.superseding import update_keys
from .called_off import Named, told

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

_EN_BACK = later(
    r"\b(?:back|home|returned|got back|came back|flew back|flew home|just got back|made it back)\s+(?:home\s+)?from\s+"
    r"(?:the\s+|my\s+|our\s+)?(?P<t>[a-z0-9][a-z0-9'\- ]{1,30}?)(?=$|[,.;!?]|\s+(?:and|but|so|today|yesterday|last|this|"
    r"finally|at last|after|on|in)\b)|"
    r"\b(?:got|get|is|was|came|been|finally)\s+(?:out|released)\s+(?:of|from)\s+(?:the\s+)?"
    r"(?P<u>jail|prison|rehab|detention|custody|the shop|shop|quarantine|isolation|hospital)\b|"
    r"\bgot\s+(?:my|our|the|his|her)\s+[a-z]+\s+back\s+from\s+(?:the\s+)?(?P<v>[a-z0-9][a-z0-9'\- ]{1,20}?)"
    r"(?=$|[,.;!?]|\s+(?:and|but|so|today|yesterday|last|this|finally|at last)\b)"
)
_EN_NOT = later(r"\b(?:not|never|yet|soon|hope|hoping|wish|until|till|when|once)\b|n't\b")
_ZH_BACK = later(
    r"从(?P<t>[^，。,；;！!？?\s]{2,10}?)(?:回来了|回来啦|回国了|回家了|出来了|提回来了|拿回来了|开回来了|放出来了|出院了)|"
    r"(?P<u>[^，。,；;！!？?\s从]{2,8}?)(?:出差|旅游|旅行|度假)?(?:回来了|回来啦)"
)
_ZH_NOT = later(r"还没|没有?回|不回|要是|如果|什么时候|快要?|就要|下周|明天")
# Out of custody said with no place: 放出来了, 释放了 (of one who was held: 拘留, 关, 看守所)
_ZH_RELEASED = later(r"放出来了|被释放了|释放了|出狱了|刑满")
_ZH_HELD = later(r"拘留|看守所|监狱|坐牢|关进|被抓")
# Back at work after a leave, and the leave itself
_EN_WORK_AGAIN = later(
    r"\b(?:back (?:at|to) work|returned to work|went back to work|going back to work|back on the job)\b"
)
_EN_LEAVE = later(r"\bon (?:(?:sick|maternity|paternity|parental|medical|stress|unpaid|long-term|disability) )?leave\b")
_ZH_WORK_AGAIN = later(r"回去上班了|回来上班了|复工了|复岗了|回公司上班了|销假了|重新上班了|开始上班了")
_ZH_LEAVE = later(r"休(?:病|产|婚|长|年)?假|请了长假|在家休养")
# A guest gone home, and a stay with the user
_EN_GONE_HOME = later(
    r"\b(?:flew|went|headed|drove|left|gone|going|flying) (?:back )?home\b|\bwent back\b|\bleft (?:today|yesterday)\b"
)
_EN_STAYING = later(r"\b(?:staying|visiting|stays) with (?:us|me)\b|\b(?:is|are) (?:here|over) (?:for|from)\b")
_ZH_GONE_HOME = later(r"回老家了|回去了|回家了|走了(?!\w*(?:去世|没了))|飞回去了")
_ZH_STAYING = later(r"住在我们?家|住我们?家|在我们?家住|来我们?家住|来家里住|住我这")
_PLACE_NONE = frozenset("work school home here there it that trip vacation holiday".split())
_ZH_PIECES = later(r"的|那边|这边|那里|这里|我们|我")


def _people(text: str) -> frozenset[str]:
    """The user's people a text is about, by whom they are to the user (update_classes.PEOPLE: 'in_law' for "MIL" and
    婆婆 alike)."""
    return subject_of(text) - _NOBODY


_NOBODY = frozenset(("self", "you", "other"))


@functools.lru_cache(maxsize=4096)  # (emptied by a forgetting with every memo of the package, caches.py)
def returned_things(text: str) -> tuple[Named, ...]:
    """What each statement clause is back from: the place's words (or a mark: "@leave", "@held", "@guest"), whom it
    is about, and whether Chinese."""
    out: list[Named] = []
    for clause, lowered, cjk in told(text):
        whose = _people(clause.text)
        if cjk:
            if _ZH_NOT.search(lowered):
                continue
            for m in _ZH_BACK.finditer(lowered):
                said = m.group("t") or m.group("u")
                pieces = [p for p in _ZH_PIECES.split(said) if len(p) >= 2 and not _people(p)]
                if pieces:
                    out.append((tuple(pieces), whose, True))
            marks = (
                ("@held",) * bool(_ZH_RELEASED.search(lowered))
                + ("@leave",) * bool(_ZH_WORK_AGAIN.search(lowered))
                + ("@guest",) * bool(whose and _ZH_GONE_HOME.search(lowered))
            )
            out += [((mark,), whose, True) for mark in marks]
            continue
        if _EN_NOT.search(lowered):
            continue
        for m in _EN_BACK.finditer(lowered):
            said = m.group("t") or m.group("u") or m.group("v")
            if said in _PLACE_NONE:
                continue  # ("back from work": no place of a stay)
            words = tuple(sorted(t for t in terms(said) if not t.startswith("#")))
            if words:
                out.append((words, whose, False))
        if _EN_WORK_AGAIN.search(lowered):
            out.append((("@leave",), whose, False))
        if whose and _EN_GONE_HOME.search(lowered):
            out.append((("@guest",), whose, False))
    return tuple(out)


# (the words each reading above needs, so that a turn holding none costs one search)
_MAY = later(
    r"\b(?:back|home|returned)\s+(?:home\s+)?from\b|\bout\s+(?:of|from)\b|\breleased\b|\bback\s+from\b|"
    r"\bback (?:at|to|on) (?:work|the job)\b|\b(?:returned|went back|going back) to work\b|\bwent back\b|"
    r"\b(?:flew|went|headed|drove|left|gone|going|flying) (?:back )?home\b|"
    r"\bleft (?:today|yesterday)\b|回来|回去|回家|回老家|回国|出来|释放|出狱|刑满|复工|复岗|销假|上班了|走了"
)
_EN_STAY = later(r"\b(?:i'm|i am|we're|we are|is|are|staying|stuck|locked up|held)\b")
_ZH_STAY = later(r"在|住")


def _was_there(entry: Entry, words: tuple[str, ...], cjk: bool) -> bool:
    """Whether a remark tells of the stay these words name as going on."""
    low = entry.lowered
    mark = words[0]
    if mark == "@leave":
        return (_ZH_LEAVE if cjk else _EN_LEAVE).search(low) is not None
    if mark == "@guest":
        return (_ZH_STAYING if cjk else _EN_STAYING).search(low) is not None
    if mark == "@held":
        return _ZH_HELD.search(low) is not None
    if cjk:
        return _ZH_STAY.search(low) is not None and all(piece in low for piece in words)
    return _EN_STAY.search(low) is not None and set(words) <= entry.terms


def returned(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks of a stay this utterance says is over, oldest first."""
    if u.record is not None or not _MAY.search(u.lowered):
        return []  # the common turn
    said = returned_things(u.text)
    if not said:
        return []
    out: set[int] = set()
    events, folded = index.layer_postings["event"], index.layer_postings["folded"]
    for words, whose, cjk in said:
        if whose:  # (whoever it is about: the remarks said of them, by the update readers' side table)
            side = index.side("updates", update_keys)
            pool = set().union(*(side.get("who:" + k, set()) for k in whose))
        else:
            keys = _OWN_KEYS.get(words[0], ()) if words[0].startswith("@") else (words[0][:2] if cjk else words[0],)
            pool = set().union(*(events.get(k, set()) | folded.get(k, set()) for k in keys))
        for i in pool:
            entry = index.items.get(i)
            if entry is None or entry.digest == u.digest or entry.layer != "event":
                continue
            # (of the same one: the user's own stay when no one else is named)
            if _was_there(entry, words, cjk) and (whose & _people(entry.text) if whose else not _people(entry.text)):
                out.add(i)
    return sorted(out)


# The terms a remark of one's own leave or detention holds, to find it by when no one else is named
_OWN_KEYS = {
    "@leave": ("leav", "病假", "产假", "休假", "婚假", "长假", "年假", "休养"),
    "@held": ("拘留", "看守", "监狱", "坐牢", "关进", "被抓"),
}
