"""What a process's first turn for an owner would otherwise do before it can answer, done ahead: the owner's live
remarks read into the index, the side tables the turn's readers look their keys up in (each made by reading every
remark), and the core a session's first turn is given. Nothing is written; hosts with idle time before the first
turn ask for it (faces/warm.py)."""

from __future__ import annotations

from ..language.detect import language
from ..state.owner import Owner
from . import denial, flip, recall, supersede
from .block import build

SIDES = {**supersede.SIDES, **flip.SIDES, **recall.SIDES, **denial.SIDES}


def prepare(state: Owner) -> dict:
    """Make the owner's index, its side tables and its core. Returns how many live items the index holds and the
    languages they are written in (whose readers a warm-up may build too)."""
    index = state.live()
    for name, keys_of in SIDES.items():
        index.side(name, keys_of)
    build(state, "", None, None)  # (no session: nothing is marked as given)
    spoken = {language(e.text) for e in index.items.values()}
    return {"items": len(index.items), "languages": sorted(code for code in spoken if code)}
