"""Scoring memories against words: recall over the event layer, finding an item by text, relevance for a turn."""

from __future__ import annotations

from typing import Iterable

from .decay import retention
from .index import Entry, LiveIndex
from .text import coverage, has_cjk, squash, terms


def short_query(query: str) -> str | None:
    """A one- or two-character Chinese query is matched as a substring: bigrams cannot see it (v0.3.3)."""
    core = squash(query)
    return core if core and len(core) <= 2 and has_cjk(core) else None


def matches(index: LiveIndex, query_text: str, layer: str | None = None,
            entries: Iterable[Entry] | None = None) -> list[tuple[Entry, float]]:
    """Entries related to the query with their score in 0..1 (1.0 for a short-query substring hit)."""
    needle = short_query(query_text)
    if needle is not None:
        pool = entries if entries is not None else index.items.values()
        return [(e, 1.0) for e in pool if (layer is None or e.layer == layer) and needle in e.text.lower()]
    # Words no alive item holds can't tell items apart; leaving them out keeps a wordy question's score honest.
    query = frozenset(t for t in terms(query_text) if t in index.postings)
    weights = {t: index.idf(t) for t in query}  # once per query, not once per candidate
    total = sum(weights.values())
    if not total:
        return []
    allowed = None if entries is None else {e.id for e in entries}
    out = []
    for item_id in index.candidates(query, layer):
        if allowed is not None and item_id not in allowed:
            continue
        entry = index.items[item_id]
        out.append((entry, sum(weights[t] for t in query & entry.terms) / total))
    return out


def live_retention(entry: Entry, now: float, half_lives, factor: float) -> float:
    return retention(entry.kind, entry.seen, now, half_lives, expires_at=entry.expires_at, pinned=entry.pinned,
                     factor=factor if entry.layer == "impression" else 1.0)


def recallable(entry: Entry, now: float, half_lives, threshold: float) -> bool:
    """Alive, not past its date, and not decayed below the elimination threshold."""
    if entry.expires_at is not None and now >= entry.expires_at and not entry.pinned:
        return False
    return live_retention(entry, now, half_lives, 1.0) >= threshold


def find(index: LiveIndex, query: str) -> Entry | None:
    """The alive item a short description points at: a one- or two-character Chinese query by substring, else
    coverage of the query's terms >= 0.6 (v0.3.3: nothing unrelated is found). Impressions win ties."""
    needle = short_query(query)
    wanted = terms(query)
    best, best_key = None, None
    for entry in index.items.values():
        if needle is not None:
            if needle not in entry.text.lower():
                continue
            cov = 1.0
        else:
            cov = coverage(wanted, entry.terms)
            if cov < 0.6:
                continue
        key = (cov, entry.layer == "impression", entry.pinned, entry.seen)
        if best_key is None or key > best_key:
            best, best_key = entry, key
    return best
