"""Whose the words of a remark in a record language are, where the record's update words need more than the words
before them (update_foreign.py): a pregnancy and the birth that ends it are the user's household's unless another of
the user's people is the mother; a partner named with one of the user's people is theirs (姉の旦那さん, "la mujer de
mi hermano"); a short Russian name is one name in any case (Муся, Муси); and a partner's end that names someone
the older remark, which called a partner by a word that may mean a friend, does not (named_apart).
"""

from __future__ import annotations

import re

from .update_foreign_reader import Reader, names_in, said_of_another, whose_people
from .update_pronouns import SELF

# a pregnancy and the birth that ends it are the couple's: "estoy embarazada" and "mi mujer está embarazada" are both
# ended by "nació la peque"; a birth is told of the baby ("notre fils est né", 娘が生まれました), a child of the user's
_HOUSEHOLD = frozenset(SELF | {"kin:partner"})
_CHILD = frozenset(("son", "daughter", "child"))


def expecting(reader: Reader, before: str, third: bool) -> frozenset[str] | None:
    """Whose a pregnancy or a birth is: one of the user's people named before the words who is neither the partner
    nor a child ("la hija de mi hermana nació", 姉の子が生まれた: the sister's), someone else's (an acquaintance's, a
    "she" who gave birth), else the user's household's."""
    people = whose_people(reader, before)
    for kin, _ in people:
        if kin != "partner" and kin not in _CHILD:
            return frozenset(("kin:" + kin,))
    if reader.others.found(before) or said_of_another(reader, before):
        return None
    if third and not people:
        return None  # ("dio a luz", "elle a accouché" with no one of the user's named: a friend's, or a name's)
    return _HOUSEHOLD


def partner_of(reader: Reader, clause: str, m: re.Match, people: list[tuple[str, re.Match]]) -> str | None:
    """One of the user's people whose partner the words name: the kin word before it in Japanese and Korean (姉の旦那さん,
    언니 남편), after it elsewhere ("la mujer de mi hermano", "жена брата"), joined by the record's `partner_of`."""
    if reader.partner_of.pattern is None:
        return None
    first = reader.rec.script in ("kana", "hangul")
    for kin, k in people:
        if kin == "partner" or (k.end() > m.start() if first else k.start() < m.end()):
            continue
        between = (clause[k.end() : m.start()] if first else clause[m.end() : k.start()]).strip()
        joint = reader.partner_of.find(between) if between else None
        if not between or (joint is not None and joint.start() == 0 and joint.end() == len(between)):
            return kin
    return None


_CASE_ENDS = "аяуюеыиой"


def short_name(reader: Reader, name: str, words: set[str]) -> bool:
    """A short Russian name in another case than the older remark's (Муси, Мусю after Муся; Маши after Маша): stem_of
    keeps four letters, so a four-letter name keeps its case ending; the same three letters and an ending are one."""
    if reader.rec.script != "cyrillic" or not 4 <= len(name) <= 5 or any(c not in _CASE_ENDS for c in name[3:]):
        return False
    return any(w[:3] == name[:3] and 4 <= len(w) <= 5 and all(c in _CASE_ENDS for c in w[3:]) for w in words)


def named_apart(reader: Reader, new: str, old: str) -> bool:
    """Whether the newer remark names someone and the older, which only called someone a partner by a word that may
    mean a friend ("mein Freund Jonas", "mon copain Théo"), names none of them."""
    said = names_in(reader, new)
    return bool(said) and not said & names_in(reader, old)
