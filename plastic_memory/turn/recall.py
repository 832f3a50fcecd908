"""Scoring memories against words: recall over the event layer, finding an item by text, relevance for a turn."""

from __future__ import annotations

from typing import Iterable

from ..state.decay import live_retention, recallable
from ..state.index import Entry, LiveIndex, shelf
from ..language.text import coverage, has_cjk, squash, tags, terms


def short_query(query: str) -> str | None:
    """A one- or two-character Chinese query is matched as a substring: bigrams cannot see it (v0.3.3)."""
    core = squash(query)
    return core if core and len(core) <= 2 and has_cjk(core) else None


SYNONYM_SCORE = 0.8  # a short query's synonym (失眠 for 睡不好) counts a little less than its own characters


def matches(
    index: LiveIndex,
    query_text: str,
    layer: str | tuple[str, ...] | None = None,
    entries: Iterable[Entry] | None = None,
    ignore: frozenset[str] = frozenset(),
) -> list[tuple[Entry, float]]:
    """Entries related to the query with their score in 0..1 (1.0 for a short-query substring hit). `layer` names
    the shelves to search ('event', 'impression', 'folded'); None means events and impressions. Terms in `ignore`
    (a turn's fillers) are not the query's."""
    shelves = ("event", "impression") if layer is None else (layer,) if isinstance(layer, str) else layer
    needle = short_query(query_text)
    if needle is not None:
        pool = entries if entries is not None else index.items.values()
        hits = {e.id: (e, 1.0) for e in pool if needle in e.lowered and shelf(e) in shelves}
        for t in tags(query_text):  # a short query reaches its synonyms too: 失眠 finds 晚上睡不好
            for name in shelves:
                for item_id in index.layer_postings[name].get(t, ()):
                    entry = index.items[item_id]
                    if item_id not in hits and (entries is None or entry in entries):
                        hits[item_id] = (entry, SYNONYM_SCORE)
        return list(hits.values())
    # Words no alive item holds can't tell items apart; leaving them out keeps a wordy question's score honest.
    query = frozenset(t for t in terms(query_text) if index.known(t) and t not in ignore)
    weights = {t: index.idf(t) for t in query}  # once per query, not once per candidate
    total = sum(weights.values())
    if not total:
        return []
    allowed = None if entries is None else {e.id for e in entries}
    out = []
    for shelf_name in shelves if layer is not None else (None,):
        for item_id in index.candidates(query, shelf_name):
            if allowed is not None and item_id not in allowed:
                continue
            entry = index.items[item_id]
            out.append((entry, sum(weights[t] for t in query & entry.terms) / total))
    return out


def recall(index: LiveIndex, query: str, k: int, now: float, cfg) -> list[dict]:
    """The user's own remarks that the words point at: live ones, and those folded into an impression that still
    lives (marked by the impression they are recalled through). Dead, retracted, expired and decayed ones never."""
    return [
        {
            "id": e.id,
            "text": e.text,
            "kind": e.kind,
            "ts": e.created,
            "retention": round(r, 4),
            "score": round(s, 4),
            "via": via.id if via is not None else None,
        }
        for s, r, e, via in ranked(index, query, now, cfg)[:k]
    ]


def ranked(index: LiveIndex, query: str, now: float, cfg, ignore: frozenset[str] = frozenset()) -> list[tuple]:
    """(score, retention, remark, impression it is recalled through or None) for every remark the words point at,
    best first: what recall lists and what a turn's notes are chosen from."""
    hits = []
    said = frozenset(t for t in terms(query) if index.known(t) and t not in ignore)
    for entry, s in matches(index, query, ("event", "folded"), ignore=ignore):
        if s <= 0:
            continue
        # Like a person placing a cue, a short remark that the words fill counts more than a long one they brush.
        filled = sum(index.idf(t) for t in said & entry.terms) / index.mass(entry) if said else 1.0
        s *= 0.7 + 0.3 * min(1.0, filled)
        through = index.items.get(entry.merged_into) if entry.merged_into else None
        if through is not None and through.layer == "impression":
            # Recognised through the impression it was folded into: as long as that lives, so does the detail
            # (a past trip the impression stands for included).
            r = live_retention(through, now, cfg.half_lives, cfg.impression_half_life_factor)
        else:
            through = None
            if not recallable(entry, now, cfg.half_lives, cfg.eliminate_below):
                continue
            r = live_retention(entry, now, cfg.half_lives, 1.0)
        hits.append((s * (0.6 + 0.4 * r), r, entry, through))
    hits.sort(key=lambda t: (-t[0], -t[2].seen))
    return hits


def find(index: LiveIndex, query: str) -> Entry | None:
    """The alive item a short description points at: a one- or two-character Chinese query by substring, else
    coverage of the query's terms >= 0.6 (v0.3.3: nothing unrelated is found). Impressions win ties."""
    needle = short_query(query)
    wanted = terms(query)
    best, best_key = None, None
    for entry in index.items.values():
        if needle is not None:
            if needle not in entry.lowered:
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
