"""The part of a remark a turn's words called up: the clause that matched, widened by its neighbours while room is
left, and never cut through the matched words themselves."""

from __future__ import annotations

from typing import Callable

from ..language.lazy_re import later
from ..language.clauses import split
from ..language.text import short, terms

ELLIPSIS = "…"
_CONTINUES = later(
    r"(?:which|who|whom|whose|that|where|when|and|but|so|because|since|as|or|then|though|"
    r"although|while)\b|因为|所以|但是|可是|而且|然后|不过"
)


def excerpt(text: str, said: frozenset[str], weigh: Callable[[str], float], limit: int) -> str:
    """The clause of `text` sharing the most weight with the turn's words, then the clauses next to it (the one after
    first: it usually finishes the thought) while the excerpt stays within `limit`. A clause too long on its own is
    cut around its matched words, not at its end."""
    if len(text) <= limit:
        return text
    clauses = split(text)
    if not clauses:
        return short(text, limit)
    scores = [sum(weigh(t) for t in terms(c.text) & said) for c in clauses]
    if not any(scores):
        # Called up by what it says rather than by the same words ("what's my job?" against "I handed in my notice
        # today, starting at a fintech startup next month"): no clause is known to be the one, so the remark is
        # shown whole when it is not much longer than an excerpt, else from its start with twice the room.
        if len(text) <= 2 * limit:
            return text
        limit *= 2
    best = max(range(len(clauses)), key=lambda i: (scores[i], -i))
    lo = hi = best
    if clauses[best].end - clauses[best].start > limit:
        return _window(text, clauses[best].start, clauses[best].end, said, limit)
    grown = True
    while grown:
        grown = False
        for nxt in (hi + 1, lo - 1):
            if 0 <= nxt < len(clauses):
                a, b = min(lo, nxt), max(hi, nxt)
                if _span(text, clauses, a, b) <= limit:
                    lo, hi, grown = a, b, True
                    break
    start, end = clauses[lo].start, clauses[hi].end
    # A matched clause that only continues the one before ("which my sister gave me", "因为…") takes the end of
    # that one with the room left, between words: what it continues is what the words asked about.
    room = limit - (end - start) - 2
    if room > 12 and lo > 0 and _CONTINUES.match(clauses[lo].lowered) is not None:
        head = text[clauses[lo - 1].start : start]
        cut = head[-room:]
        if len(cut) < len(head) and head[-len(cut) - 1].isalnum():  # cut inside a word: start at the next one
            space = cut.find(" ")
            cut = cut[space + 1 :] if space >= 0 else ""
        start -= len(cut)
    piece = text[start:end].strip()
    if start > 0:
        piece = ELLIPSIS + piece
    if end < len(text.rstrip(" .。!！?？")):
        piece += ELLIPSIS
    return piece


def _span(text: str, clauses, a: int, b: int) -> int:
    return clauses[b].end - clauses[a].start + (a > 0) + (b < len(clauses) - 1)


def _window(text: str, start: int, end: int, said: frozenset[str], limit: int) -> str:
    """A window of `limit` characters inside text[start:end] around the first matched word, cut between words."""
    body = text[start:end]
    lowered = body.lower()
    at = min((i for i in (lowered.find(t) for t in said if not t.startswith("#")) if i >= 0), default=0)
    left = max(0, min(at - limit // 4, len(body) - limit + 2))
    if left and body[left - 1].isalnum():  # start at a word's beginning
        space = body.find(" ", left, at if at > left else left + limit // 4)
        left = space + 1 if space >= 0 else left
    piece = short(body[left:], limit - (left > 0 or start > 0))
    return (ELLIPSIS if left > 0 or start > 0 else "") + piece
