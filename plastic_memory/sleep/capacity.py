"""Every kind of remark has a bound: which alive remarks give way in a dream when a kind is over its cap.

Passing kinds (pref, life, plan, fact, emotion) share `event_capacity`; who the user is (identity), what they cannot
do (boundary) and what changed their life (critical) each have a cap of their own (`kind_capacity`), so chatter
never crowds them out and they never crowd out each other, yet a person who keeps saying new things about their
life does not grow the memory without end. Within a cap the weakest give way: strength is kind weight x
reinforcement x retention, so the least repeated and longest unmentioned go first (for identity, which decays over
a year, that is the oldest); of identity, facts about other people (a cousin's city) give way before facts about
the user (their own number, home, job, pet). A remark folded into a living impression counts in its kind's cap and is ranked by its
impression; each impression holds at most EVIDENCE_CAP of them. Items the user pinned by hand, and plans whose
date is still ahead, are bounded by the user and by time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..language.cues import ACQUAINTANCES, HOUSEHOLD, KIN
from ..language.text import contains_phrase
from ..state.decay import strength

if TYPE_CHECKING:
    from ..config import Config
    from ..state.index import Entry, LiveIndex

_PETS = frozenset(("猫", "狗", "主子", "毛孩子", "my dog", "my cat", "dog", "cat", "puppy", "kitten", "pup"))
# Words naming another person: a fact about them is the user's life at one remove (a pet is the user's own).
_PEOPLE = tuple(w for group in (KIN, HOUSEHOLD, ACQUAINTANCES) for words in group for w in words if w not in _PETS)
EVIDENCE_CAP = 24  # an impression holds at most this many remarks alive for recall; older ones fend for themselves


def weakest(entries: list[Entry], keep: int, now: float, cfg: Config, by=None) -> list[int]:
    """Ids of all but the `keep` strongest entries: capacity forgetting, the way a crowded memory lets go.
    `by` gives the entry whose strength ranks it (a held remark is ranked by its impression)."""
    if len(entries) <= keep:
        return []
    ranked = sorted(entries, key=lambda e: (strength(by(e) if by else e, now, cfg), e.seen, e.id))
    return [e.id for e in ranked[: len(entries) - keep]]


def held(index: LiveIndex, e: Entry) -> bool:
    """A remark folded into an impression that is still alive: it lives, and fades, with that impression."""
    holder = index.items.get(e.merged_into) if e.layer == "event" and e.merged_into else None
    return holder is not None and holder.layer == "impression"


def released(index: LiveIndex, now: float, cfg: Config) -> set[int]:
    """Remarks an impression holds beyond EVIDENCE_CAP, weakest first: they decay on their own again, so an
    impression that keeps absorbing a daily remark does not keep every one of them."""
    by_holder: dict[int, list[Entry]] = {}
    for e in index.events():
        if e.merged_into is not None and held(index, e):
            by_holder.setdefault(e.merged_into, []).append(e)
    out: set[int] = set()
    for remarks in by_holder.values():
        out.update(weakest(remarks, EVIDENCE_CAP, now, cfg))
    return out


def exempt(e: Entry, now: float) -> bool:
    """Pinned by hand (a critical remark is pinned by its kind and still counts in its cap) or dated ahead."""
    return (e.pinned and e.kind != "critical") or bool(e.expires_at and e.expires_at > now)


def crowded(index: LiveIndex, kept: list[Entry], now: float, cfg: Config) -> list[int]:
    """Ids of the alive remarks beyond their kind's cap, weakest first. A remark an impression holds counts in its
    kind's cap too, ranked by that impression's strength (it lives with the judgement it is evidence for), so the
    loose chatter goes before the evidence of a living impression does."""
    caps = cfg.kind_capacity
    pools: dict[str | None, list[Entry]] = {}
    for e in kept:
        if not exempt(e, now):
            pools.setdefault(e.kind if e.kind in caps else None, []).append(e)

    def ranker(e: Entry) -> Entry:
        return index.items[e.merged_into] if e.merged_into is not None and held(index, e) else e

    out: list[int] = []
    for kind, entries in pools.items():
        keep = cfg.event_capacity if kind is None else caps[kind]
        if kind == "identity":  # facts about other people give way before facts about the user
            others = [e for e in entries if about_others(e)]
            mine = [e for e in entries if not about_others(e)]
            out += weakest(others, max(0, keep - len(mine)), now, cfg, ranker)
            entries = mine
        out += weakest(entries, keep, now, cfg, ranker)
    return out


def about_others(e: Entry) -> bool:
    """Whether a remark is about another person (a relative's city, a colleague's job), not about the user."""
    return _names_someone(e.lowered)


@lru_cache(maxsize=8192)
def _names_someone(lowered: str) -> bool:
    return contains_phrase(lowered, _PEOPLE)  # memoised: a remark is asked about every night it is alive
