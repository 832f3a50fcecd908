"""The model's second look at new remarks: in a dream, one call labels each new remark's kind and whether it is
critical. The answer is checked like every model answer (known labels, ids that were sent, nothing of its text
kept); a rejected or missing answer leaves the gate's labels. A kind the user gave (pm_observe kind) stays."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..judgement.kinds import KIND_GIVEN, PASTED
from .distill import Remark

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

LABEL_CAP = 40          # remarks labelled per dream (the newest); the rest keep the gate's labels


def relabel(state: "Owner") -> int:
    """Ask the model for the labels of the dream's new remarks and apply the changes; returns how many changed."""
    label = getattr(state.distiller, "label", None)
    if label is None:
        return 0
    with state.lock:
        index = state.live()
        fresh = sorted((e for e in index.events() if not e.consolidated and not e.merged_into), key=lambda e: -e.id)
        rows = {r["id"]: r for r in state.store.items_by_ids(state.owner, [e.id for e in fresh[:LABEL_CAP * 2]])}
        remarks = [Remark(e.id, e.text, e.kind) for e in fresh
                   if e.id in rows and rows[e.id]["why"] not in (KIND_GIVEN, PASTED)][:LABEL_CAP]
    if not remarks:
        return 0
    try:
        labels = label(remarks)  # outside the lock: a model may take seconds
    except Exception:
        logger.warning("model labelling failed; the gate's labels stay", exc_info=True)
        return 0
    if not labels:
        return 0
    before = {r.id: r.kind for r in remarks}
    changed = 0
    with state.lock, state.write():
        alive = {r["id"]: r for r in state.store.items_by_ids(state.owner, list(labels)) if r["alive"]}
        for item_id, (kind, critical) in sorted(labels.items()):
            row = alive.get(item_id)
            if row is None or row["kind"] != before[item_id] or kind == row["kind"]:
                continue  # gone, or changed meanwhile, or already so
            # Critical is pinned; a remark the gate pinned as critical and the model says is not, is unpinned.
            pinned = True if critical else (bool(row["pinned"]) and row["kind"] != "critical")
            state.store.relabel(state.owner, item_id, kind, pinned)
            changed += 1
        if changed:
            state.store.add_stat(state.owner, "relabelled", changed)
    state.invalidate()
    return changed
