"""Stances a newer one flips: an older item holding the opposite stance on the same subject gives way to it."""

from __future__ import annotations

from ..judgement.stances import Stance
from ..language.text import overlap, terms
from ..state.index import Entry, LiveIndex


def _stance_terms(entry: Entry) -> frozenset[str]:
    """The terms of the subject an item holds a stance on (none when it holds no stance)."""
    return terms(entry.stance) if entry.stance is not None else frozenset()


SIDES = {"stances": _stance_terms}  # the index's side tables this module reads (turn/ready.py makes them ahead)


def flipped(index: LiveIndex, stance: Stance) -> list[int]:
    """Older items holding the opposite stance on the same subject: the newer stance wins."""
    subject = terms(stance.subject)
    # Only a stance sharing a term with this one can be on the same subject (both tests below need a shared term):
    # looked up by term, oldest first, instead of reading every item that holds a stance.
    side = index.side("stances", _stance_terms)
    near: set[int] = set()
    for t in subject:
        near.update(side.get(t, ()))
    out: dict[int, None] = {}  # ordered and unique: an impression may hold the stance and cite its source
    for entry in (index.items[i] for i in sorted(near)):
        if entry.stance is None or entry.polarity in (None, stance.polarity) or entry.pinned:
            continue
        theirs = terms(entry.stance)
        shared = subject & theirs
        if overlap(subject, theirs) >= 0.5 or any(t.startswith("#") for t in shared):
            out[entry.id] = None
            out.update((i.id, None) for i in index.impressions() if entry.id in i.sources)
    return list(out)
