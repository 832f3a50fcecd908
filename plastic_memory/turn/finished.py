"""Something going on that is over: a remark of what the user (or one of their people) is in the middle of, and later
that it is done ("residency is finally over" after "I'm doing my residency at Mass General", "kitchen reno is DONE"
after "I'm renovating the kitchen", 规培终于结束了 after 我在协和医院规培, 厨房终于装修完了 after 我家厨房在装修).

A clause that says something is over names it: the words before "is over", "is done", "is finished", 结束了, 完了,
做完了 (or after "finished", "wrapped up"). A live remark that tells of it as going on (English: "I'm …ing", "we're
in the middle of …"; Chinese: 在, 正在, 还在 before what is done) and holds those words (an English word or the start
of one: "reno" of "renovating"; Chinese: each piece of two characters or more) is no longer current. Whose it is must
agree, as for a plan called off (called_off.py). Never a question, a condition, a hedge, a denial ("not over yet",
还没结束), one day's part ("work is done for today"), or words that name no matter of their own ("it's over", "the
day is done", "work is done").
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from ..language.text import terms
from ..state.index import Entry, LiveIndex
from .called_off import Named, told, whose_agrees
from .denial import people_named

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

_EN_OVER = r"over|done|finished|complete|completed|wrapped up|behind (?:me|us)|a wrap"
_EN_BEFORE = later(
    r"^(?:(?:so|well|ok|okay|update|btw|yay|omg|finally|phew|whew)[,:!]?\s+)*(?P<whose>the|my|our|his|her|their|[a-z]+'s)?\s*"
    r"(?P<t>[a-z0-9][a-z0-9'\- ]{1,30}?)(?:\s+(?:is|are|was|has been|have been)|'s|'re)\s+"
    r"(?:(?:finally|officially|all|completely|totally|now|fully|at last)\s+)*(?:" + _EN_OVER + r")\b"
)
_EN_AFTER = later(
    r"\b(?:finished|completed|wrapped up)\s+(?P<whose>the|my|our|his|her|their)\s+(?P<t>[a-z0-9][a-z0-9'\- ]{1,30}?)"
    r"(?=$|[,.;!?]|\s+(?:and|but|so|today|yesterday|last|this|finally|at last)\b)"
)
_EN_NOT = later(r"\b(?:not|never|almost|nearly|yet|soon|hope|hoping|wish)\b|n't\b")
# One day's part of it, not the whole: "work is done for today", "my shift is over"
_EN_ONE_DAY = later(r"\bfor (?:today|tonight|the (?:day|night|week|weekend|evening)|now|this week)\b|\btoday'?s\b")
# Words that name no matter of their own: whatever is over, these do not say which
_EN_NONE = frozenset(
    "it this that everything all day night week weekend year work job shift meeting class lecture dinner lunch "
    "breakfast game match movie show episode party call thing stuff part worst first second last whole".split()
)
_ZH_OVER = r"结束了|完了|完成了|做完了|搞完了|弄完了|办完了|告一段落了|收尾了|熬完了|结束啦|完事了"
_ZH_CLAUSE = later(
    r"(?P<t>[^，。,；;！!？?\s]{2,12}?)(?:终于|总算|已经|都|也|正式|彻底|顺利|算是)*(?:" + _ZH_OVER + r")"
)
_ZH_NOT = later(r"没|还没|不会|快要?|就要|要是|如果|希望|什么时候")
_ZH_PIECES = later(
    r"的|终于|总算|已经|正式|彻底|顺利|算是|今天|昨天|我们|咱们|我|他|她|这次|那次|这个|那个|今年|上周|这周"
)
_ZH_NONE = frozenset(("工作", "上班", "今天", "一天", "会议", "开会", "比赛", "电影", "晚饭", "午饭", "这事", "事情"))
# A remark of something going on: what is in the middle of being done
_EN_ONGOING = later(
    r"\b(?:i'm|i am|we're|we are|i've been|we've been|he's|she's|they're|(?:is|are) (?:still |currently )?)"
    r"\s*(?:still |currently |now )?(?:[a-z]+ing|in the middle of|on|in|halfway through)\b"
)
_ZH_ONGOING = later(r"在|正在|还在|一直在|着")


@functools.lru_cache(maxsize=4096)  # (emptied by a forgetting with every memo of the package, caches.py)
def finished_things(text: str) -> tuple[Named, ...]:
    out: list[Named] = []
    for _, lowered, cjk in told(text):
        if cjk:
            if _ZH_NOT.search(lowered):
                continue
            for m in _ZH_CLAUSE.finditer(lowered):
                pieces = [p for p in _ZH_PIECES.split(m.group("t")) if len(p) >= 2 and p not in _ZH_NONE]
                if pieces:
                    out.append((tuple(pieces), people_named(m.group("t"), True), True))
            continue
        if _EN_NOT.search(lowered) or _EN_ONE_DAY.search(lowered):
            continue
        for found in (_EN_BEFORE.search(lowered), _EN_AFTER.search(lowered)):
            if found is None:
                continue
            named = " ".join(w for w in found.group("t").split() if w not in _EN_NONE)
            words = tuple(sorted(t for t in terms(named) if not t.startswith("#") and len(t) >= 3))
            if words:
                out.append((words, people_named((found.group("whose") or "") + " " + found.group("t"), False), False))
    return tuple(out)


_MAY = later(r"\b(?:over|done|finished|complete|completed|wrapped up|behind (?:me|us)|a wrap)\b|" + _ZH_OVER)


def _holds(entry: Entry, words: tuple[str, ...], cjk: bool) -> bool:
    if cjk:
        return all(piece in entry.lowered for piece in words)
    return all(any(t.startswith(w) or w.startswith(t) for t in entry.terms if len(t) >= 3) for w in words)


def _going_on(entry: Entry, cjk: bool) -> bool:
    return entry.layer == "event" and (_ZH_ONGOING if cjk else _EN_ONGOING).search(entry.lowered) is not None


def finished(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks of something going on that this utterance says is over, oldest first."""
    if u.record is not None or not _MAY.search(u.lowered):
        return []  # the common turn: no word of an end
    said = finished_things(u.text)
    if not said:
        return []
    out: set[int] = set()
    for words, whose, cjk in said:
        key = words[0][:2] if cjk else words[0]
        if cjk:  # (a remark folded into an impression is found too: retiring it mends the impression)
            pool = index.layer_postings["event"].get(key, set()) | index.layer_postings["folded"].get(key, set())
        else:
            pool = _by_prefix(index, key, "event") | _by_prefix(index, key, "folded")
        for i in pool:
            entry = index.items.get(i)
            if entry is None or entry.digest == u.digest or not _going_on(entry, cjk):
                continue
            if _holds(entry, words, cjk) and whose_agrees(entry, whose, cjk):
                out.add(i)
    return sorted(out)


def _by_prefix(index: LiveIndex, word: str, shelf: str) -> set[int]:
    """Live events holding this term, or when none does, a term it starts or that starts it ("reno" of "renov")."""
    events = index.layer_postings[shelf]
    out = set(events.get(word, ()))
    if out or len(word) < 3:
        return out
    for t in (word[:n] for n in range(3, len(word))):
        out |= events.get(t, set())
    return out.union(*(ids for _, ids in _longer(events, word)))


def _longer(postings: dict[str, set[int]], word: str) -> list[tuple[str, set[int]]]:
    # (the terms that extend this one: read from the postings' keys, only for a clause that says something is over
    # that no remark holds as said)
    return [(t, ids) for t, ids in postings.items() if t.startswith(word) and t != word]
