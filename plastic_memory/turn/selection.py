"""Choosing what to inject: the core (pinned, upcoming, resident) and what a turn's words newly point at."""

from __future__ import annotations

import time
from itertools import islice

from ..config import Config
from ..state.index import Entry, LiveIndex
from .inject import Note
from ..state.decay import KIND_WEIGHT as KIND_WEIGHT  # read here by callers from before it moved to decay
from ..state.decay import recallable, strength
from .recall import matches
from ..language.text import terms

RELEVANT_SCORE = 0.4   # a note is relevant when this share (by idf) of the turn's words, or of its own, is shared
RELEVANT_MASS = 1.5    # ... and the shared words are not just common ones (idf sum)
UPCOMING_DAYS = 14     # dated plans this close are part of the core


def past(entry: Entry, now: float) -> bool:
    """A dated item whose date has gone by: no longer upcoming, even when pinned."""
    return entry.expires_at is not None and now >= entry.expires_at


def note(entry: Entry) -> Note:
    """The injection line for one item; its covers name the matter's other forms. A pinned dated plan keeps its
    date in the label."""
    parts = ["pinned"] if entry.pinned else []
    if entry.expires_at is not None and entry.layer == "event":
        parts.append("until " + time.strftime("%Y-%m-%d", time.localtime(entry.expires_at - 1)))
    label = ", ".join(parts) or None
    if entry.covers is None:
        entry.covers = (frozenset({f"i{entry.merged_into}"}) if entry.merged_into
                        else frozenset(f"e{i}" for i in entry.sources))
    return Note(("i" if entry.layer == "impression" else "e") + str(entry.id), entry.text, label, entry.covers)


def core(index: LiveIndex, text: str, now: float, cfg: Config,
         found: list[tuple[Entry, float]] | None = None) -> list[Entry]:
    """Pinned items (not those whose date has passed), upcoming dated plans, then the most relevant resident
    impressions: 4-8 in all."""
    impressions = index.impressions()
    represented = index.represented()
    pinned = [e for e in index.pinned() if e.id not in represented and not e.merged_into and not past(e, now)]
    pinned.sort(key=lambda e: (e.layer != "impression", -e.seen))
    upcoming = list(islice((e for e in index.due_between(now, now + UPCOMING_DAYS * 86400)
                            if not e.pinned and not e.merged_into), 2))
    if found is None:
        found = matches(index, text) if text else []
    related = {e.id: s for e, s in found if e.layer == "impression"}
    resident = [e for e in impressions if e.resident and not e.pinned]
    resident.sort(key=lambda e: (-related.get(e.id, 0.0), -strength(e, now, cfg)))
    chosen = pinned + upcoming + resident
    if len(chosen) < cfg.inject_min:  # a young memory: fill with the strongest alive items
        taken = {e.id for e in chosen}
        rest = [e for e in index.items.values() if e.id not in taken and e.id not in represented
                and not e.merged_into and not past(e, now) and recallable(e, now, cfg.half_lives, cfg.eliminate_below)]
        rest.sort(key=lambda e: -strength(e, now, cfg))
        chosen += rest[: cfg.inject_min - len(chosen)]
    return chosen[: max(cfg.inject_max, len(pinned))]


def relevant(index: LiveIndex, text: str, now: float, cfg: Config, exclude: set[int],
             found: list[tuple[Entry, float]] | None = None) -> list[Entry]:
    """Notes this turn's words point at, beyond the core: at most three."""
    picked = []
    said = frozenset(t for t in terms(text) if t in index.postings)
    for entry, s in (matches(index, text) if found is None else found):
        if entry.id in exclude or entry.merged_into:
            continue
        if s < 1.0:  # not a short-query substring hit: weigh what is shared from both sides
            mass = sum(index.idf(t) for t in said & entry.terms)
            if mass < RELEVANT_MASS:
                continue
            s = max(s, mass / index.mass(entry))
        if s < RELEVANT_SCORE:
            continue
        if not recallable(entry, now, cfg.half_lives, cfg.eliminate_below):
            continue
        picked.append((s, strength(entry, now, cfg), entry))
    picked.sort(key=lambda t: (-t[0], -t[1]))
    return [e for _, _, e in picked[:3]]


def choose(index: LiveIndex, text: str, now: float, cfg: Config) -> list[Entry]:
    """The notes for one turn, most needed first (the budget cuts from the end): pinned items, what this turn's
    words point at, then the rest of the core."""
    found = matches(index, text) if text else []
    base = core(index, text, now, cfg, found)
    pinned = [e for e in base if e.pinned]
    extra = relevant(index, text, now, cfg, {e.id for e in base}, found)
    rest = [e for e in base if not e.pinned]
    return (pinned + extra + rest)[: max(cfg.inject_max, len(pinned)) + len(extra)]
