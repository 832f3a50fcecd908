"""Clauses of an English message read against the clause before them: what one clause says alone may lean on the
last ("Contemporary dance is so expressive - it really speaks to me": "it" is the dance, not the assistant's
answer, as "that speaks to me, great answer" is)."""

from __future__ import annotations

from ..language.lazy_re import later
from . import chat_told
from .reading import Reading, addresses

# the kinds a clause told the way friends talk carries (chat_told.told), for the gate to weigh
TOLD_LABELS = frozenset(("told:life", "told:pref"))
# a clause opening with someone or something other than a thing of the world: the listener, the answer, a question
_NOT_A_THING = later(
    r"^(?:that|this|these|those|it|it's|its|there|there's|you|your|you're|u|ur|he|she|they|his|her|their|what|who|"
    r"which|why|how|when|where|is|are|was|were|does|do|did|thanks|thank|great|nice|cool|wow|ok|okay|yes|yeah|lol|"
    r"haha)\b"
)

_YOU = later(r"\b(?:you|your|yours|you're|u|ur)\b")  # ("the card you sent was so sweet - it means so much to me")


def chat_told_back(readings: list[Reading]) -> list[Reading]:
    """A taste told by an idiom of "it" ("it really speaks to me") is the speaker's when the statement right before
    it names a thing of the world for "it" to be (not the listener, the answer, or a question)."""
    out = list(readings)
    for n in range(1, len(out)):
        r, before = out[n], out[n - 1]
        if r.personal or r.clause.mood != "statement" or chat_told.taste(r.framed) != "it":
            continue
        if before.clause.mood != "statement" or before.labels & {"artifact", "public", "advice", "hypothetical"}:
            continue
        opening = before.framed.strip()
        if _NOT_A_THING.match(opening) or len(opening.split()) < 2 or addresses(before.clause) or _YOU.search(opening):
            continue  # ("absolutely, it means a lot and keeps me going": no thing named for "it" to be)
        if "self" in before.labels and not before.personal:
            continue
        out[n] = Reading(r.clause, True, r.anchored, r.labels | {"told:pref"}, True, r.framed)
    return out
