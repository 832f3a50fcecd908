"""What the memory tells about itself: status numbers (never contents) and the diary, the core's only exit."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from ..language.timefmt import iso
from ..store.provenance import Provenance

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)


def status(state: "Owner") -> dict:
    """Layer sizes, junk blocked, dreams, compactions, hypotheses, model usage: numbers only."""
    store, owner = state.store, state.owner
    with state.lock:
        counts = store.counts(owner)
        stats = store.stats_of(owner)
        hyp = store.hypothesis_counts(owner)
        out: dict[str, int | float] = dict(counts)
        out.update(
            {
                "unconsolidated": store.unconsolidated_count(owner),
                "junk_blocked": store.junk_blocked(owner),
                "dreams": int(stats.get("dreams", 0)),
                "compactions": int(stats.get("compactions", 0)),
                "core_full": int(store.loose_impressions(owner) > state.config.core_full),
                "hypotheses_open": hyp.get("open", 0),
                "hypotheses_confirmed": hyp.get("confirmed", 0),
                "hypotheses_stale": hyp.get("stale", 0),
                "model_calls": int(stats.get("model_calls", 0)),
                "relabelled": int(stats.get("relabelled", 0)),
                "outdated_by_model": int(stats.get("outdated_by_model", 0)),
                "model_failures": int(stats.get("model_failures", 0)),
                "model_tokens": int(stats.get("model_tokens", 0)),
                "persona_facets": len(state.persona.facets),
                "core_budget_chars": state.config.core_budget,
            }
        )
        return out


def _purged(row) -> bool:
    """Retracted or superseded a maintenance period ago: the row stays, its words are gone."""
    return not row["text"] and row["state"] in ("retracted", "superseded")


def trace(store, owner: str, row) -> dict:
    """The trace of one item: what it is, and each source with what became of it."""
    prov = Provenance.parse(row["provenance"])
    out = {
        "id": row["id"],
        "layer": row["layer"],
        "kind": row["kind"],
        "text": row["text"],
        "state": row["state"],
        "alive": bool(row["alive"]),
        "pinned": bool(row["pinned"]),
        "resident": bool(row["resident"]),
        "created": row["created"],
        "created_iso": iso(row["created"]),
        "why": row["why"],
        "merged_into": row["merged_into"],
        "provenance": prov.as_dict() if prov else None,
        "note": None,
        "sources": [],
    }
    if row["merged_into"]:
        out["note"] = f"merged into #{row['merged_into']} (已并入 #{row['merged_into']})"
    if _purged(row):
        out["purged"] = True
        out["note"] = f"{row['state']}; its words were purged after the maintenance period (原话已清除)"
    ids = list(prov.ids) if prov else []
    found = {r["id"]: r for r in store.items_by_ids(owner, ids)}
    for i in ids:
        src = found.get(i)
        if src is None:
            out["sources"].append(
                {
                    "id": i,
                    "text": None,
                    "layer": None,
                    "status": "deleted",
                    "alive": False,
                    "why": None,
                    "created": None,
                    "created_iso": None,
                }
            )
            continue
        if src["state"] in ("retracted", "superseded"):
            status = src["state"] + (", words purged (原话已清除)" if _purged(src) else "")
        elif src["merged_into"]:
            status = f"merged into #{src['merged_into']} (已并入 #{src['merged_into']})"
        elif src["alive"]:
            status = "alive"
        else:
            status = src["state"]
        out["sources"].append(
            {
                "id": i,
                "text": src["text"],
                "layer": src["layer"],
                "status": status,
                "alive": bool(src["alive"]),
                "why": src["why"],
                "created": src["created"],
                "created_iso": iso(src["created"]),
            }
        )
    return out
