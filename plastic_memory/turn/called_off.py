"""Plans called off: an upcoming thing the user told of, and later that it will not happen ("The marathon is off",
"we cancelled the Iceland trip", "the wedding got called off", 马拉松泡汤了, 冰岛的行程黄了, 婚礼不办了, 里斯本的会不去了).

A clause that calls something off names it: the words before "is off", "fell through", 取消了, 黄了 (or after
"cancelled", "called off", 取消了). A live remark of what is ahead (a plan, or any remark with a date still to come:
an appointment, a wedding) that holds all of those words (Chinese: each piece of two characters or more, as said) is no
longer current, whatever else it says. Whose it is must agree: a calling-off that names one of the user's people ("my
sister's wedding is off", 我姐的婚礼取消了) calls off only a remark that names them too. Never a question, a condition,
a hedge ("if the trip is off", "the trip might be off", 是不是要黄了) or a denial ("the wedding is not off", 没取消).

A standing habit is no plan ("soccer practice is off today" leaves "soccer practice is every Tuesday"): its ends are
read by the update readers (judgement/updates.py), which this leaves alone.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Iterator

from ..language.lazy_re import later
from ..language import clauses
from ..language.text import terms
from ..state.index import Entry, LiveIndex
from .denial import HEDGED, people_named

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

_EN_OFF = (
    r"off|cancell?ed|called off|scrapped|not happening|a no-go|a no go|dead in the water|postponed indefinitely|"
    r"on hold indefinitely|fell through|falling through"
)
_EN_BEFORE = later(
    r"^(?:(?:so|well|ok|okay|update|btw|ugh|sadly|unfortunately|welp|yeah|guess what|bad news)[,:!]?\s+)*"
    r"(?P<whose>the|our|my|this|that|his|her|their|[a-z]+'s)\s+(?P<t>[a-z0-9][a-z0-9'\- ]{1,40}?)"
    r"(?:\s+(?:is|are|was|were|has been|have been|got|just got|is now|are now|has|have|just)|'s|'re)?\s+"
    r"(?:officially\s+|definitely\s+|now\s+|totally\s+|all\s+|been\s+|completely\s+)?(?:" + _EN_OFF + r")\b"
)
_EN_AFTER = later(
    r"\b(?:cancel(?:l?ed|l?ing)?|called off|call off|calling off|scrapped|pulled out of|backed out of|dropped out of|"
    r"withdrew from|bailed on)\s+(?P<whose>the|our|my|this|that|his|her|their|[a-z]+'s)\s+"
    r"(?P<t>[a-z0-9][a-z0-9'\- ]{1,40}?)(?=$|[,.;!?]|\s+(?:because|cause|since|after|as|so|and|but|for|due|now|"
    r"altogether|completely|entirely|last|this|yesterday|today)\b)"
)
# (a denial of the calling-off itself: "the wedding is not off", "we didn't cancel the trip")
_EN_NOT = later(r"\b(?:not|never|no longer)\b|n't\b")
_EN_GENERIC = frozenset("plan plans thing whole idea stuff event big".split())  # (no matter of its own)
_ZH_OFF = (
    r"取消了|黄了|泡汤了|告吹了|没戏了|作罢了|搁浅了|不办了|不去了|去不了了|不做了|不跑了|不比了|不考了|不搬了|"
    r"不飞了|不回了|推掉了"
)
_ZH_BEFORE = later(
    r"(?P<t>[^，。,；;！!？?\s]{2,14}?)(?:已经|也|都|就|彻底|又|还是|最后|直接|算是|只能|终于)*(?:" + _ZH_OFF + r")"
)
_ZH_AFTER = later(r"(?:取消了|推掉了|退掉了)(?P<t>[^，。,；;！!？?\s]{2,12})")
_ZH_NOT = later(r"没(?:有)?(?:取消|黄|泡汤|告吹)|不会(?:取消|黄)|没(?:有)?不")
_ZH_PIECES = later(r"的|事|计划|行程|安排|这个|那个|这次|那次|我们|咱们|我|今年|明年|下个月|下周|原定|原本|本来")


def told(text: str) -> Iterator[tuple[clauses.Clause, str, bool]]:
    """Each clause a reader of ends reads (this module's, finished.py's, returned.py's): a statement, not asked, supposed
    or hedged; with its words lower-cased (a curly apostrophe as a straight one) and whether it is Chinese."""
    for clause in clauses.split(text):
        lowered = clause.lowered.replace("’", "'")
        if clause.mood == "statement" and not HEDGED.search(lowered):
            yield clause, lowered, any("\u4e00" <= ch <= "\u9fff" for ch in lowered)


Named = tuple[tuple[str, ...], frozenset[str], bool]  # what is called off: its words, whose it is, whether Chinese


@functools.lru_cache(maxsize=4096)  # (emptied by a forgetting with every memo of the package, caches.py)
def called_off_things(text: str) -> tuple[Named, ...]:
    """What each statement clause calls off: its words (English: terms; Chinese: pieces), whose it is (the user's
    people it names), and whether the clause is Chinese."""
    out: list[Named] = []
    for _, lowered, cjk in told(text):
        if cjk:
            if _ZH_NOT.search(lowered):
                continue
            for m in (*_ZH_BEFORE.finditer(lowered), *_ZH_AFTER.finditer(lowered)):
                pieces = [p for p in _ZH_PIECES.split(m.group("t")) if len(p) >= 2]
                if pieces:
                    out.append((tuple(pieces), people_named(m.group("t"), True), True))
            continue
        for found in (_EN_BEFORE.search(lowered), _EN_AFTER.search(lowered)):
            if found is None or _EN_NOT.search(lowered.replace("not happening", "")):
                continue
            named = " ".join(w for w in found.group("t").split() if w not in _EN_GENERIC)
            words = tuple(sorted(t for t in terms(named) if not t.startswith("#")))
            whose = people_named(found.group("whose") + " " + found.group("t"), False)
            if words:
                out.append((words, whose, False))
    return tuple(out)


_MAY = later(
    r"\boff\b|cancel|called off|call off|scrapped|not happening|no-?go|fell through|falling through|"
    r"pulled out|backed out|dropped out|withdrew|bailed|dead in the water|on hold|" + _ZH_OFF + r"|推掉|退掉"
)


def _ahead(entry: Entry, now: float) -> bool:
    """Whether a live remark tells of something still to come: a plan, or a remark dated ahead."""
    if entry.layer != "event":
        return False
    return entry.kind == "plan" or (entry.expires_at is not None and entry.expires_at > now)


def whose_agrees(entry: Entry, whose: frozenset[str], cjk: bool) -> bool:
    """Whether a remark is of the user's people the words name, if they name any ("my sister's wedding is off")."""
    return not whose or bool(whose & people_named(entry.lowered, cjk))


def _holds(entry: Entry, words: tuple[str, ...], cjk: bool) -> bool:
    if cjk:
        return all(piece in entry.lowered for piece in words)
    return set(words) <= entry.terms


def called_off(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks of what is ahead that this utterance calls off, oldest first."""
    if u.record is not None or not _MAY.search(u.lowered):
        return []  # the common turn: no word of calling off
    said = called_off_things(u.text)
    if not said:
        return []
    pool = index.dated_ids | index.kind_ids.get("plan", set())
    out = []
    for i in sorted(pool):
        entry = index.items.get(i)
        if entry is None or entry.digest == u.digest or not _ahead(entry, u.now):
            continue
        for words, whose, cjk in said:
            if _holds(entry, words, cjk) and whose_agrees(entry, whose, cjk):
                out.append(i)
                break
    return out
