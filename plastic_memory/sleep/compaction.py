"""Half-life compaction: fold an over-full core's weakest impressions into fewer, coarser ones, with consent."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..store.provenance import Provenance
from .distill import Remark
from .dream import rotate
from .planning import EXACT
from ..state.decay import KIND_WEIGHT, strength
from ..language.text import digest

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)


def compact(state: "Owner", confirm: bool) -> dict:
    """Fold the weakest ~10 unpinned impressions into ~6 coarser ones; only with the user's consent."""
    cfg, store, owner = state.config, state.store, state.owner
    with state.lock:
        now = state.clock()
        index = state.live()
        # Facts that must stay exact (who the user is, what is critical, what not to do) are never coarsened.
        pool = [i for i in index.impressions() if not i.pinned and i.kind not in EXACT]
        if not confirm:
            return {
                "confirmed": False,
                "changed": 0,
                "impressions": len(pool),
                "core_full": store.loose_impressions(owner) > cfg.core_full,
                "message": "Nothing changed. Compaction folds about 10 impressions into about 6 coarser ones "
                "and loses detail (the old ones stay traceable but leave the core). Explain this to "
                "the user and call again with confirm=true only if they agree.",
            }
        if len(pool) < 4:
            return {"confirmed": True, "changed": 0, "impressions": len(pool), "message": "Too few impressions."}
        pool.sort(key=lambda e: strength(e, now, cfg))
        batch = pool[: cfg.compact_batch]
        remarks = [Remark(e.id, e.text, e.kind) for e in batch]
    # About 10 -> 6, but never so many groups that one impression is left standing alone.
    target = max(1, min(round(len(batch) * cfg.compact_target / cfg.compact_batch), len(batch) // 2))
    made = None
    if state.distiller is not None:
        state.distiller.take_usage()
        try:
            made = state.distiller.compact(remarks, target)
        except Exception:
            logger.warning("model compaction failed; using the rule tier", exc_info=True)
        allowed = {r.id for r in remarks}
        if made and not all(j.text.strip() and j.ids and set(j.ids) <= allowed for j in made):
            made = None
    if made:  # what the model did not fold, the rule tier may
        taken = {i for j in made for i in j.ids}
        rest = [r for r in remarks if r.id not in taken]
        made = made + ((state.rules.compact(rest, max(1, target - len(made))) or []) if len(rest) >= 2 else [])
    made = made or state.rules.compact(remarks, target)
    by_id = {e.id: e for e in batch}
    created, folded = [], 0
    with state.lock:
        state.invalidate()
        live = {r["id"] for r in store.live_items(owner)}
        now = state.clock()
        if any(e.id not in live for e in batch):  # forgotten or retracted meanwhile: its words may be in `made`
            return {
                "confirmed": True,
                "changed": 0,
                "impressions": len(pool),
                "message": "Some of these memories changed meanwhile; nothing was compacted. Try again.",
            }
        with store.transaction():
            for j in made or ():
                ids = [i for i in j.ids if i in live and i in by_id]
                if len(ids) < 2:
                    continue  # a group of one is already as coarse as it gets: leave it be
                kind = max((by_id[i].kind for i in ids), key=lambda k: KIND_WEIGHT.get(k, 0.5))
                new = store.insert_item(
                    owner,
                    "impression",
                    kind,
                    j.text,
                    digest(j.text),
                    now,
                    weight=sum(by_id[i].weight for i in ids),
                    provenance=Provenance("impressions", tuple(sorted(ids))),
                    hits=sum(by_id[i].hits for i in ids),
                )
                store.retire(owner, ids, "compacted", f"folded into #{new} by half-life compaction")
                store.merge_into(owner, ids, new, now)
                created.append(new)
                folded += len(ids)
            rotate(state, now)
            store.add_stat(owner, "compactions", 1)
    state.invalidate()
    state.live()  # made again here, offline, not by the next turn of a chat (about 20 ms on a month's memory)
    state.record_usage()
    # What was folded, not what was looked at: notes that share nothing with the others stay as they were.
    return {
        "confirmed": True,
        "changed": folded,
        "created": len(created),
        "impressions_before": len(pool),
        "impressions_after": len(pool) - folded + len(created),
    }
