"""What the memory report shows, gathered from one owner's rows: the user's remarks and what became of each, the
dreams and what they folded, pins and counts over time. Impressions appear only by their sources and kind: the
core's own words leave the memory only through the diary."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping

from ..state.decay import live_retention, recallable
from ..state.index import Entry
from ..store.provenance import Provenance
from ..sleep import diary as diary_writing
from ..turn import status as telling

if TYPE_CHECKING:
    from ..state.owner import Owner

# What became of a remark, in the order the report lists them.
OUTCOMES = ("kept", "folded", "faded", "forgotten", "corrected", "superseded")


@dataclass(frozen=True)
class Remark:
    """One thing the user said, as it stands now."""

    id: int
    text: str
    kind: str
    said: float
    seen: float
    hits: int
    outcome: str
    alive: bool
    retention: float
    pinned: bool
    expires_at: float | None
    folded_into: int | None
    why: str | None


@dataclass(frozen=True)
class Impression:
    """An impression shown without its words: when it formed, its kind, which remarks or impressions it rests on."""

    id: int
    kind: str
    formed: float
    sources: tuple[int, ...]
    from_impressions: bool
    alive: bool
    pinned: bool
    in_core: bool
    state: str


@dataclass(frozen=True)
class DreamRun:
    """A dream or a compaction: when, its counts, the alive counts after it, and what it folded."""

    what: str
    started: float
    ended: float
    counts: Mapping[str, float]
    events_alive: int | None
    impressions_alive: int | None
    pinned: int | None
    formed: tuple[Impression, ...] = ()
    attached: tuple[tuple[int, int], ...] = ()  # (remark, impression it joined)


@dataclass(frozen=True)
class History:
    """Everything the report draws for one owner at one moment."""

    owner: str
    now: float
    remarks: tuple[Remark, ...]
    impressions: tuple[Impression, ...]
    dreams: tuple[DreamRun, ...]
    diary: str
    status: Mapping[str, float]
    half_lives: Mapping[str, float | None]
    threshold: float
    let_go: int = 0  # remarks whose rows are gone entirely (crowded out with nothing absorbing them, or purged)
    by_id: Mapping[int, Remark] = field(default_factory=dict)


def _outcome(row, entry: Entry, now: float, state: "Owner") -> str:
    cfg = state.config
    if row["state"] == "retracted":
        return "corrected"
    if row["state"] == "superseded":
        return "superseded"
    if not row["alive"]:
        return "forgotten" if row["state"] == "crowded" else "faded"
    if not recallable(entry, now, cfg.half_lives, cfg.eliminate_below):
        return "faded"  # still on file until the next dream, but recall and the notes no longer see it
    return "folded" if row["merged_into"] else "kept"


def _impression(row) -> Impression:
    prov = Provenance.of(row)
    return Impression(
        row["id"],
        row["kind"],
        row["created"],
        prov.ids,
        prov.origin == "impressions",
        bool(row["alive"]),
        bool(row["pinned"]),
        bool(row["resident"]),
        row["state"],
    )


def _runs(state: "Owner", rows, impressions: list[Impression]) -> list[DreamRun]:
    """The logged dreams with what each formed and attached; folds from before the log are grouped by time."""
    logged = [
        DreamRun(
            r["what"],
            r["started"],
            r["ended"],
            json.loads(r["counts"]),
            r["events_alive"],
            r["impressions_alive"],
            r["pinned"],
        )
        for r in state.store.dream_log(state.owner)
    ]
    folds = {
        (r["promoted_at"], r["id"], r["merged_into"])
        for r in rows
        if r["layer"] == "event" and r["merged_into"] and r["promoted_at"] is not None
    }
    unlogged = sorted({at for at, _, _ in folds if not any(d.started <= at <= d.ended for d in logged)})
    runs = logged + [DreamRun("dream", at, at, {}, None, None, None) for at in unlogged]
    runs.sort(key=lambda d: d.started)
    out = []
    for run in runs:
        formed = tuple(i for i in impressions if run.started <= i.formed <= run.ended)
        new = {i.id for i in formed}
        attached = tuple(
            sorted((rid, imp) for at, rid, imp in folds if run.started <= at <= run.ended and imp not in new)
        )
        out.append(
            DreamRun(
                run.what,
                run.started,
                run.ended,
                run.counts,
                run.events_alive,
                run.impressions_alive,
                run.pinned,
                formed,
                attached,
            )
        )
    return out


def gather(state: "Owner") -> History:
    """The owner's history as the report shows it, read under the store's lock (one consistent moment)."""
    cfg = state.config
    with state.store.lock:
        now = state.clock()
        rows = state.store.history(state.owner)
        state.flush()
        status = telling.status(state)
        remarks, impressions = [], []
        for row in rows:
            if row["layer"] == "impression":
                impressions.append(_impression(row))
                continue
            entry = Entry.from_row(row)
            remarks.append(
                Remark(
                    row["id"],
                    row["text"],
                    row["kind"],
                    row["created"],
                    row["seen"],
                    row["hits"],
                    _outcome(row, entry, now, state),
                    bool(row["alive"]),
                    live_retention(entry, now, cfg.half_lives, 1.0) if row["alive"] else 0.0,
                    bool(row["pinned"]),
                    row["expires_at"],
                    row["merged_into"],
                    row["why"],
                )
            )
        dreams = _runs(state, rows, impressions)
    told = diary_writing.notes(state)
    # Outside the lock: it may wait on a model.
    diary = diary_writing.write(state, told, None) if told else "(nothing kept yet / 还没有留下什么)"
    eliminated = sum(int(d.counts.get("eliminated", 0)) for d in dreams)
    on_file = sum(1 for r in remarks if not r.alive and r.outcome in ("faded", "forgotten"))
    return History(
        state.owner,
        now,
        tuple(remarks),
        tuple(impressions),
        tuple(dreams),
        diary,
        status,
        dict(cfg.half_lives),
        cfg.eliminate_below,
        max(0, eliminated - on_file),
        {r.id: r for r in remarks},
    )
