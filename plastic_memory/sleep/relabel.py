"""The model's second look at new remarks: at the end of a dream, one call labels the kind of each remark the
dream took in. The answer is read like every model answer (known kinds, numbers that were sent, nothing of its
text kept; bad entries dropped, the rest used). A kind the user gave (pm_observe kind) stays.

The model cannot make a label worse where it matters most: critical pins a remark for good, so a remark becomes
critical only when the rule tier's own reading of it finds a life-changing event in the user's words too, and a
remark the gate found critical stays critical whatever the model says. PLASTIC_MEMORY_RELABEL=off turns
relabelling off altogether.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..judgement import critical as critical_words
from ..judgement.kinds import KIND_GIVEN, PASTED
from ..language.text import has_cjk
from .budget import Deferred
from .distill import Remark

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

LABEL_CAP = 40  # remarks labelled per dream (the newest); the rest keep the gate's labels


def rule_agrees_critical(text: str) -> bool:
    """Whether the rule tier reads a life-changing event in these words (not denied, feared or supposed)."""
    return critical_words.event(text.lower(), has_cjk(text)) is not None


def allowed(old: str, new: str, text: str) -> bool:
    """Whether a model's kind may replace the gate's: never out of critical, into it only with the rules."""
    if new == old or old == "critical":
        return False
    return new != "critical" or rule_agrees_critical(text)


def relabel(state: Owner, ids: Iterable[int] | None = None) -> int:
    """Ask the model for the kinds of the given remarks (default: those not yet consolidated) and apply the
    changes it is allowed to make; returns how many changed."""
    label = getattr(state.distiller, "label", None)
    if label is None:
        return 0
    with state.lock:
        index = state.live()
        wanted = set(ids) if ids is not None else None
        fresh = sorted(
            (
                e
                for e in index.events()
                if (e.id in wanted if wanted is not None else not e.consolidated and not e.merged_into)
            ),
            key=lambda e: -e.id,
        )
        rows = {r["id"]: r for r in state.store.items_by_ids(state.owner, [e.id for e in fresh[: LABEL_CAP * 2]])}
        remarks = [
            Remark(e.id, e.text, e.kind)
            for e in fresh
            if e.id in rows and rows[e.id]["why"] not in (KIND_GIVEN, PASTED)
        ][:LABEL_CAP]
    if not remarks:
        return 0
    try:
        labels = label(remarks)  # outside the lock: a model may take seconds
    except Deferred:
        return 0  # no time left: the gate's labels stay, as they would without a model
    except Exception:
        logger.warning("model labelling failed; the gate's labels stay", exc_info=True)
        return 0
    if not labels:
        return 0
    before = {r.id: r for r in remarks}
    changed = 0
    with state.lock, state.write():
        alive = {r["id"]: r for r in state.store.items_by_ids(state.owner, list(labels)) if r["alive"]}
        for item_id, answer in sorted(labels.items()):
            kind = answer[0] if isinstance(answer, tuple) else answer  # (kind, critical) from older distillers
            row = alive.get(item_id)
            if row is None or item_id not in before or row["kind"] != before[item_id].kind:
                continue  # gone, or changed meanwhile
            if not allowed(row["kind"], kind, row["text"]):
                continue
            state.store.relabel(state.owner, item_id, kind, True if kind == "critical" else bool(row["pinned"]))
            changed += 1
        if changed:
            state.store.add_stat(state.owner, "relabelled", changed)
    if changed:
        state.invalidate()
        state.live()  # made again offline, not by the next turn
    return changed
