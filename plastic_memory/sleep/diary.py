"""The diary, truthfully: the model may write it, but what must never be missing (pinned, critical and boundary
notes) is always in it, and the template quotes only what the user said.

A model's diary that leaves out a note that must be kept gets that note added in the user's own words. The
template diary quotes the user: a rule-made impression is made of the user's clauses already, but a model-made
one is the model's third-person note, so the template quotes the remarks it rests on instead.
"""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING

from ..language.text import has_cjk
from ..state.decay import strength
from .budget import Deferred
from .distill import Remark
from .speech import carries

if TYPE_CHECKING:
    from ..state.index import Entry
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

MUST_KEEP = ("critical", "boundary")


def must_keep(entry: Entry) -> bool:
    return entry.pinned or entry.kind in MUST_KEEP


def _users_words(state: Owner, core: list[Entry]) -> dict[int, list[Remark]]:
    """Per impression, the user's own words standing for it: its text, or its sources' when a model wrote it."""
    rows = {r["id"]: r for r in state.store.items_by_ids(state.owner, [e.id for e in core])}
    out: dict[int, list[Remark]] = {}
    for e in core:
        prov = json.loads(rows[e.id]["provenance"] or "{}") if e.id in rows else {}
        if prov.get("by") == "model" and e.sources:
            sources = [r for r in state.store.items_by_ids(state.owner, list(e.sources)) if r["text"]]
            out[e.id] = [Remark(r["id"], r["text"], r["kind"]) for r in sorted(sources, key=lambda r: r["id"])]
        out.setdefault(e.id, [Remark(e.id, e.text, e.kind)])
    return out


def _also(quoted: list[str]) -> str:
    if sum(has_cjk(t) for t in quoted) * 2 >= len(quoted):
        return "另外，你跟我说过" + "".join(f"「{t}」" for t in quoted) + "，这些我一直记着。"
    return "You also told me " + ", ".join(f"“{t}”" for t in quoted) + ", and I keep that in mind."


def write(state: Owner, core: list[Entry], style: str | None) -> str:
    """The diary of the core: the model's when it has one that passes the guard, completed with every note
    that must be kept; else the template over the user's own words."""
    words = _users_words(state, core)
    text = None
    if state.distiller is not None:
        try:
            text = state.distiller.narrate([Remark(e.id, e.text, e.kind) for e in core], style)
        except Deferred:
            text = None
        except Exception:
            logger.warning("model diary failed; using the template", exc_info=True)
        state.record_usage()
    if text:
        missing = [r.text for e in core if must_keep(e) and not carries(e.text, text) for r in words[e.id]]
        return text + (" " if not has_cjk(text) else "") + _also(missing) if missing else text
    remarks = [r for e in core for r in words[e.id]]
    return state.rules.narrate(remarks, style) or ""


def notes(state: "Owner") -> list["Entry"]:
    """What a diary tells: pinned and resident impressions, and every pinned, critical or boundary note, pinned
    first, then by strength."""
    with state.lock:
        now = state.clock()
        core = [e for e in state.live().impressions() if e.resident or must_keep(e)]
        core.sort(key=lambda e: (not e.pinned, -strength(e, now, state.config)))
    return core
