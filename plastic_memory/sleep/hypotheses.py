"""Hypotheses: guesses that two remarks far apart in time are related, and their lifecycle (open, confirmed, stale)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from ..config import DAY
from ..language.text import short

if TYPE_CHECKING:
    from ..state.owner import Owner
    from ..state.index import LiveIndex

MIN_GAP_DAYS = 2.0


def advance(state: "Owner", index: "LiveIndex", now: float, fresh: set[int], last_dream: float) -> dict:
    """Close what is due, cap the open ones, then propose up to `hypotheses_per_dream` new ones linking the fresh
    remarks said since the last dream (`last_dream`) to older ones (as the dream's snapshot `index` saw them). Runs
    inside the dream's transaction."""
    cfg, store, owner = state.config, state.store, state.owner
    confirmed = stale = 0
    open_rows = store.hypotheses(owner, "open")
    targets_of = {h["id"]: json.loads(h["targets"]) for h in open_rows}
    all_targets = {i for ids in targets_of.values() for i in ids}
    promoted = store.promoted_times(owner, all_targets)
    still_open = []
    for h in open_rows:
        # Confirmed only when a target reached the core after the hypothesis was made (v0.3.6).
        if any((promoted.get(i) or 0) > h["ts"] for i in targets_of[h["id"]]):
            store.close_hypothesis(owner, h["id"], "confirmed", now)
            confirmed += 1
        elif now - h["ts"] >= cfg.hypothesis_stale_days * DAY:
            store.close_hypothesis(owner, h["id"], "stale", now)
            stale += 1
        else:
            still_open.append(h)
    while len(still_open) > cfg.hypotheses_open_cap:
        oldest = still_open.pop(0)
        store.close_hypothesis(owner, oldest["id"], "stale", now)
        stale += 1
    # New associations start from what was said since the last dream: a remark said again was weighed when it was
    # new (its partners are older than it, and were there then). Only a hypothesis made since the oldest of them
    # was said can pair one of them, so those alone are read, not every hypothesis the table keeps.
    said = {i for i in fresh if i in index.items and index.items[i].created > last_dream}
    since = min((index.items[i].created for i in said), default=now)
    new = _propose(state, index, said, store.hypothesis_pairs_since(owner, since))
    # The snapshot may quote a remark forgotten while the dream was distilling: never bring its words back.
    present = set(store.promoted_times(owner, {i for _, ids in new for i in ids}))
    new = [(text, ids) for text, ids in new if set(ids) <= present]
    for text, ids in new:
        store.add_hypothesis(owner, text, ids, now)
    return {"confirmed": confirmed, "stale": stale, "hypotheses_new": len(new)}


def _propose(
    state: "Owner", index: "LiveIndex", fresh_ids: set[int], known: set[tuple[int, ...]]
) -> list[tuple[str, list[int]]]:
    """Associations across time: a new remark and an older one that share a synonym cluster but were never folded
    together."""
    items = index.items
    fresh = [items[i] for i in sorted(fresh_ids) if i in items and not items[i].pinned]
    shelves = (index.layer_postings["event"], index.layer_postings["folded"])  # events by term, folded ones too
    out: list[tuple[str, list[int]]] = []
    for a in fresh:
        tags = {t for t in a.terms if t.startswith("#")}
        if not tags:
            continue
        # the older remarks sharing a tag, looked up by it, oldest first
        for b in (items[i] for i in sorted({i for t in tags for table in shelves for i in table.get(t, ())})):
            if b.id in fresh_ids or b.pinned or a.created - b.created < MIN_GAP_DAYS * DAY:
                continue
            if a.merged_into and a.merged_into == b.merged_into:
                continue
            key = tuple(sorted((a.id, b.id)))
            if key in known:
                continue
            known.add(key)
            out.append((f"「{short(b.text, 40)}」 ↔ 「{short(a.text, 40)}」", list(key)))
            break
        if len(out) >= state.config.hypotheses_per_dream:
            break
    return out
