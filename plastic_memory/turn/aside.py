"""The persona's own aside (岔开): offered at most once a session, on a turn that wakes one of its facets, and
counted as taken up when the user's next words pick it up (divert stats, owner-scoped, v0.3.5)."""

from __future__ import annotations

from .inject import HEADER_ASIDE
from ..state.owner import Owner
from ..language.text import terms
from ..judgement.utterance import Utterance

ASIDE = "@aside"  # ledger key: this session had its one persona aside


def offer(state: Owner, text: str, given: set[str]) -> str | None:
    """The aside for this turn, or None: one per session, and only when the text wakes a facet; how often past
    asides were taken up decides whether to offer one at all."""
    if ASIDE in given:
        return None
    if state.divert is None:  # read once, then kept in step by settle()
        state.divert = [
            state.store.stat(state.owner, "divert_offered"),
            state.store.stat(state.owner, "divert_accepted"),
        ]
    offered, accepted = state.divert
    fact = state.persona.divert(text, (accepted + 1) / (offered + 2))
    if fact is None:
        return None
    given.add(ASIDE)
    state.pending_aside = fact
    return HEADER_ASIDE + " 「" + fact + "」"


def settle(state: Owner, u: Utterance) -> None:
    """Count the last aside as offered, and as accepted when these words take it up (inside the turn's write)."""
    fact, state.pending_aside = state.pending_aside, None
    if fact is None:
        return
    state.store.add_stat(state.owner, "divert_offered", 1)
    if terms(fact) & u.terms:
        state.store.add_stat(state.owner, "divert_accepted", 1)
    state.divert = None  # re-read next time: another process may count too
