"""Consolidate recent remarks into durable judgements while the agent sleeps: what fades or is crowded out, what joins
an impression, merges into a new one or is promoted alone, what a newer stance demotes; and the resident core.
The plan is made in planning.py, compaction is in compaction.py, the bounds every kind lives under in capacity.py."""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import TYPE_CHECKING

from . import hypotheses
from ..config import DAY
from ..errors import PlasticMemoryError
from ..state.decay import KIND_WEIGHT, retention
from .planning import GROUP_CAP, Plan, plan
from .relabel import relabel
from .changes import changes
from .budget import Deferred
from .counts import DreamCounts
from .distill import Judgement, Remark
from ..state.index import Entry
from ..store.provenance import Provenance
from ..language.text import digest

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

WAL_LARGE = 1 << 20  # a dream folds the write-ahead log into the file once it is larger than this


def _judge(state: "Owner", group: list[Entry]) -> tuple[Judgement, bool] | None:
    """Model tier first when configured; anything wrong falls back to the rule tier (a dream never invents).
    None when the model had no time for it (a dream at exit): the group waits for the next dream."""
    remarks = [Remark(e.id, e.text, e.kind) for e in group]
    if state.distiller is not None:
        try:
            made = state.distiller.distill(remarks)
        except Deferred:
            return None
        except Exception:
            logger.warning("model distillation failed; using the rule tier", exc_info=True)
            made = None
        allowed = {r.id for r in remarks}
        if (
            made is not None
            and made.text.strip()
            and set(made.ids) <= allowed
            and len(set(made.ids)) >= min(2, len(allowed))
        ):
            return made, True
    ruled = state.rules.distill(remarks)
    return (ruled, False) if ruled is not None else None  # the rule tier answers every group; else it waits


def _rejudge(state: "Owner", p: Plan) -> dict[int, Judgement]:
    """Model-made impressions that remarks are joining, judged again by the model from their live sources plus
    the newcomers, so their words keep up (the rules rebuild the others, and these when the model fails)."""
    if state.distiller is None or not p.attach:
        return {}
    out: dict[int, Judgement] = {}
    joining: dict[int, list[int]] = {}
    for event_id, imp_id in p.attach.items():
        joining.setdefault(imp_id, []).append(event_id)
    for imp_id, newcomers in sorted(joining.items()):
        holder = p.index.items.get(imp_id)
        prov = Provenance.of(state.store.item(state.owner, imp_id)) if holder else None
        if prov is None or prov.by != "model":
            continue
        ids = sorted(set(prov.ids) | set(newcomers))[-GROUP_CAP:]
        sources = [Remark(i, p.index.items[i].text, p.index.items[i].kind) for i in ids if i in p.index.items]
        try:
            made = state.distiller.distill(sources)
        except Deferred:
            break
        except Exception:
            logger.warning("model re-judgement failed; the rules rebuild it", exc_info=True)
            continue
        if made is not None and set(newcomers) & set(made.ids):
            out[imp_id] = made
    return out


def dream(state: "Owner", force: bool) -> dict:
    """One dream, phase by phase: is one due; the model's labels; a plan from a snapshot (what decays, is crowded
    out, joins, merges, is promoted, demoted); distilling the groups (outside the lock, a model may take seconds);
    applying it all in one transaction that keeps the live index in step; maintenance. Returns its counts."""
    started = time.perf_counter()
    pending = _due(state, force)
    if pending is not None:
        return DreamCounts.not_due(pending)
    if state.distiller is not None:
        state.distiller.take_usage()
    counts = DreamCounts(dreamt=True)
    with state.lock:
        p = plan(state, state.clock())
    # Outside the lock, since a model may take seconds: topics first (what the model is best at), then the
    # model-made impressions remarks are joining; labels last, after the dream is applied.
    judged = [_judge(state, g) for g in p.groups]
    rejudged = _rejudge(state, p)
    waiting = {e.id for g, j in zip(p.groups, judged) if j is None for e in g}  # no time: the next dream
    now = _apply(state, p, judged, counts, rejudged, waiting)
    # The model's look for changes of mind the rules did not read (of the remarks still alive), then its labels: both
    # after the dream is applied.
    counts.outdated_by_model = changes(state, p.last_dream)
    with state.lock:
        alive = set(state.live().items)
    counts.relabelled = relabel(state, [i for i in p.seen if i in alive])  # last, and outside the call cap
    state.record_usage()
    counts.maintenance = _maintain(state, now)  # when set, the dream itself is saved: a host must not run it again
    counts.core_full = int(state.store.loose_impressions(state.owner) > state.config.core_full)
    counts.ms = round((time.perf_counter() - started) * 1000, 2)
    return counts.as_dict()


def _due(state: "Owner", force: bool) -> int | None:
    """None when a dream is due (or forced); else how many remarks are waiting."""
    cfg, store, owner = state.config, state.store, state.owner
    state.flush()
    with state.lock:
        now = state.clock()
        pending = store.unconsolidated_count(owner)
        last = store.stat(owner, "last_dream", 0.0)
        # Enough new material, or anything new after a quiet stretch, or a week without sleep (decay and
        # maintenance still need a dream when the user only repeats themselves).
        due = (
            pending >= cfg.dream_min_events
            or (pending and now - last >= cfg.dream_idle_hours * 3600)
            or (last and now - last >= 7 * DAY)
        )
    return None if force or due else pending


def _apply(
    state: "Owner",
    p: Plan,
    judged: list[tuple[Judgement, bool] | None],
    counts: DreamCounts,
    rejudged: dict[int, Judgement],
    waiting: set[int],
) -> float:
    """Carry out the plan on the database as it is now, in one transaction, and keep the live index in step with
    it (the next turn finds it fresh). Returns the dream's time."""
    store, owner = state.store, state.owner
    with state.lock, state.write() as index:
        now = state.clock()
        live = set(index.items)

        def untouched(ids: list[int]) -> list[int]:
            # Said again while the dream was distilling: not the weak memory the plan took it for.
            return [i for i in ids if i in live and index.items[i].seen == p.index.items[i].seen]

        decayed, crowded, faded = untouched(p.decayed), untouched(p.crowded), untouched(p.faded)
        store.retire(owner, decayed, "decayed", "retention fell below the threshold")
        # Crowded out: a passing remark no impression absorbed is let go entirely (keeps the file small);
        # one folded into an impression stays as a dead row for trace until the maintenance purge.
        store.forget(owner, crowded)
        store.retire(owner, crowded, "crowded", "crowded out by stronger memories")
        store.retire(owner, faded, "faded", "not reinforced for a long time")
        counts.eliminated, counts.faded = len(decayed) + len(crowded), len(faded)
        gone = set(decayed) | set(crowded) | set(faded)
        live -= gone
        touched = _consolidate(state, p, judged, rejudged, counts, live, now)
        demoted = [i for i in p.demote if i in live]
        store.retire(owner, demoted, "superseded", "contradicted by a newer impression", now)
        counts.demoted = len(demoted)
        live -= set(demoted)
        gone |= set(demoted)
        touched |= _keep_live_sources(state, p.index.impressions(), live, touched)
        seen = [i for i in p.seen if i in live and i not in waiting]  # the waiting are the next dream's
        store.mark_consolidated(owner, seen)
        for key, n in hypotheses.advance(state, p.index, now, set(p.seen), p.last_dream).items():
            setattr(counts, key, n)
        resident = rotate(state, now)
        store.add_stat(owner, "dreams", 1)
        store.set_stat(owner, "last_dream", now)
        # The index in step: flags set in place, the rows that changed otherwise re-read, the gone dropped.
        for i in seen:
            entry = index.items.get(i)
            if entry is not None and not entry.consolidated:
                entry.consolidated = True
                index.pending -= entry.layer == "event"
        for i in index.impression_ids:
            index.items[i].resident = i in resident
        index.reload(store.items_by_ids(owner, touched - gone), gone)
    return now


def _consolidate(
    state: "Owner",
    p: Plan,
    judged: list[tuple[Judgement, bool] | None],
    rejudged: dict[int, Judgement],
    counts: DreamCounts,
    live: set[int],
    now: float,
) -> set[int]:
    """Attach remarks to the impressions they belong to, merge groups and promote single remarks; returns the ids
    whose rows changed."""
    store, owner = state.store, state.owner
    touched: set[int] = set()
    joining: dict[int, list[int]] = {}  # impression -> the remarks joining it this dream
    for event_id, imp_id in p.attach.items():
        if event_id in live and imp_id in live:
            joining.setdefault(imp_id, []).append(event_id)
    for imp_id in sorted(joining):
        joined = _attach(store, owner, joining[imp_id], imp_id, now)
        if joined is not None:
            _rebuild(state, *joined, live, rejudged.get(imp_id))
        counts.attached += len(joining[imp_id])
        touched.update(joining[imp_id])
    touched |= set(joining)
    for group, verdict in zip(p.groups, judged):
        if verdict is None:
            continue  # the model had no time for it: its remarks wait for the next dream
        judgement, by_model = verdict
        ids = [i for i in judgement.ids if i in live]
        if len(ids) < 2 or any(e.id not in live for e in group):
            continue  # a member was forgotten or retracted meanwhile: its words may be in the judgement
        touched.add(_promote(state, group, judgement.text, ids, now, "model" if by_model else "rules"))
        touched.update(ids)
        counts.merged += 1
        counts.distilled_by_model += by_model
    for e in p.singles:
        if e.id in live:
            made = state.rules.distill([Remark(e.id, e.text, e.kind)])
            touched.add(_promote(state, [e], made.text if made else e.text, [e.id], now, "rules"))
            touched.add(e.id)
            counts.promoted += 1
    live |= {i for i in touched if i not in live}  # the new impressions are alive
    return touched


def _attach(store, owner: str, event_ids: list[int], imp_id: int, now: float) -> tuple[sqlite3.Row, Provenance] | None:
    """The remarks join the impression: it cites them, and each counts as a mention. Returns its row as it was read
    and its record now (None when it is gone)."""
    row = store.item(owner, imp_id)
    if row is None:
        return None
    prov = Provenance.of(row)
    for event_id in event_ids:
        prov = prov.joined(event_id)
    store.set_provenance(owner, imp_id, prov, now, 0.1, len(event_ids))
    store.merge_into(owner, event_ids, imp_id, now)
    return row, prov


def _rebuild(
    state: "Owner", row: sqlite3.Row, before: Provenance, live: set[int], made: Judgement | None = None
) -> None:
    """The words of an impression remarks just joined (its `row`, its record `before` now) are made again from its
    live sources: by the model when it judged them again this dream (`made`), else by the rules, model-made words too
    (they would otherwise keep saying what the newcomer changed). Sources no longer alive are only counted."""
    store, owner, imp_id = state.store, state.owner, row["id"]
    prov = before.keeping(live)
    changed = prov != before
    by = "model" if made is not None else "rules"
    if made is None:
        sources = [Remark(r["id"], r["text"], r["kind"]) for r in store.items_by_ids(owner, prov.ids) if r["text"]]
        made = state.rules.distill(sources)
    if made is not None and made.text and made.text != row["text"]:
        store.rewrite_impression(
            owner,
            imp_id,
            made.text,
            digest(made.text),
            list(prov.ids),
            prov.origin,
            row["stance"],
            row["polarity"],
            by=by,
        )
        changed = True
    if changed:
        store.keep_provenance(owner, {imp_id: prov})


def _keep_live_sources(state: "Owner", impressions: list[Entry], live: set[int], done: set[int]) -> set[int]:
    """Impressions made from remarks cite only their live sources and count the rest, so what they cite stays
    small and the dead rows nothing alive cites can be purged (a compaction's impressions keep theirs: they cite
    the impressions they folded, which are dead by design)."""
    stale = [i.id for i in impressions if i.id in live and i.id not in done and any(s not in live for s in i.sources)]
    records = {}
    for row in state.store.items_by_ids(state.owner, stale):
        prov = Provenance.of(row)
        if prov.origin == "events":
            records[row["id"]] = prov.keeping(live)
    state.store.keep_provenance(state.owner, records)
    return set(records)


def _promote(state: "Owner", group: list[Entry], text: str, ids: list[int], now: float, by: str) -> int:
    """A new impression from events; expires_at is never copied (v0.3.3): its life is its half-life and pins.
    `by` says who wrote its words ('rules' or 'model'): rule-made words are rebuilt when a remark joins."""
    store, owner = state.store, state.owner
    kind = max((e.kind for e in group), key=lambda k: KIND_WEIGHT.get(k, 0.5))
    weight = 1.0 + 0.25 * (sum(e.hits for e in group) - 1)
    stance = next((e for e in group if e.stance), None)
    imp = store.insert_item(
        owner,
        "impression",
        kind,
        text,
        digest(text),
        now,
        weight=weight,
        pinned=any(e.pinned for e in group),
        provenance=Provenance("events", tuple(sorted(ids)), by),
        stance=stance.stance if stance else None,
        polarity=stance.polarity if stance else None,
        hits=sum(e.hits for e in group),
    )
    store.merge_into(owner, ids, imp, now)
    return imp


def rotate(state: "Owner", now: float) -> set[int]:
    """Resident core: the strongest unpinned impressions, at most resident_cap. Returns their ids."""
    cfg = state.config
    rows = state.store.impressions(state.owner)
    scored = []
    for r in rows:
        if r["pinned"]:
            continue
        ret = retention(r["kind"], r["seen"], now, cfg.half_lives, factor=cfg.impression_half_life_factor)
        bias = state.persona.bias(r["kind"], r["text"])
        scored.append((KIND_WEIGHT.get(r["kind"], 0.5) * r["weight"] * ret * bias, r["id"]))
    scored.sort(reverse=True)
    resident = [i for _, i in scored[: cfg.resident_cap]]
    state.store.set_resident(state.owner, resident)
    return set(resident)


def _maintain(state: "Owner", now: float) -> str | None:
    """Upkeep after a committed dream: every 30 days delete old unreferenced dead events and VACUUM (v0.3.6), and
    checkpoint the log when it has grown large. It runs after the dream's own transaction, so its failure (a full
    disk: VACUUM needs room for a copy of the file) must not read as a dream that was not saved: it is logged and
    said, not raised."""
    try:
        _upkeep(state, now)
        state.store.checkpoint_if_large(WAL_LARGE)
    except PlasticMemoryError as exc:
        logger.warning("the dream was saved, but the file's upkeep after it failed: %s", exc)
        return (
            f"The dream was saved. The upkeep after it (tidying and compacting the file) failed and is tried "
            f"again after a later dream; do not run this dream again. The cause: {exc}"
        )
    return None


def _upkeep(state: "Owner", now: float) -> None:
    cfg, store, owner = state.config, state.store, state.owner
    with state.lock:
        last = store.stat(owner, "maintained_at", 0.0)
        if not last:
            with store.transaction():
                store.set_stat(owner, "maintained_at", now)
            return
        if now - last < cfg.maintain_every_days * DAY:
            return
        with store.transaction():
            # (a row is dated when it is retracted or superseded; one an older version retired undated is dated now)
            store.date_retired(owner, now)
            purged = store.purge_dead(owner, now - cfg.purge_dead_after_days * DAY)
            wiped = store.purge_retired_text(owner, now - cfg.maintain_every_days * DAY)  # retired a period ago
            store.set_stat(owner, "maintained_at", now)
            store.add_stat(owner, "purged", purged)
        if wiped:
            state.invalidate()  # the index led questions through those words to what replaced them: no longer
            state.live()  # made again offline, not by the next turn
        store.vacuum()
