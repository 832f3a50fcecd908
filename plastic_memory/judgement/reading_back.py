"""Clauses of a message read against the clause before them: what one clause says alone may lean on the last
("Contemporary dance is so expressive - it really speaks to me": "it" is the dance, not the assistant's answer, as
"that speaks to me, great answer" is; 还记得我表哥吗？他下个月结婚: 他 is the cousin the question named)."""

from __future__ import annotations

from ..language.clauses import Clause
from ..language.cues import KIN
from ..language.lazy_re import later
from . import chat_told
from .reading import Reading, addresses, read
from .standing_reading import read_standing

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


# One of the user's people, named in Chinese after 我 (我那个在深圳的表哥, 我闺蜜, 我家老二)
_MINE_ZH = later(
    r"我(?:那个|那位|的|家的?)?(?:[^，。？！?!\s]{0,8}?的)?([表堂亲干]?(?:"
    + "|".join(sorted(KIN[0], key=len, reverse=True))
    + "))"
)


def told_of_the_one_asked(readings: list[Reading]) -> list[Reading]:
    """A Chinese question that names one of the user's people (还记得我那个在深圳的表哥吗？, 你知道我闺蜜吧？), then news
    told of 他 or 她: the news is that person's, read as if it named them (他下个月结婚 as 我表哥下个月结婚), and kept with
    the question that says who it is (the note keeps the words as said)."""
    out = list(readings)
    for n in range(1, len(out)):
        before, r = out[n - 1], out[n]
        if before.clause.mood != "question" or r.personal or r.clause.mood != "statement":
            continue
        if not r.clause.text.startswith(("他", "她")) or r.clause.text.startswith(("他们", "她们")):
            continue
        person = _MINE_ZH.search(before.clause.text)
        if person is None:
            continue
        said = "我" + person.group(1) + r.clause.text[1:]
        reread = read_standing(read(Clause(said, said.lower(), "statement", r.clause.start, r.clause.end), True))
        if reread.personal:
            out[n - 1] = Reading(before.clause, True, True, before.labels, True, before.framed)
            out[n] = Reading(r.clause, True, True, r.labels | reread.labels, True, r.framed)
    return out
