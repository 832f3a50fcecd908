"""Forgetting on request: delete memories and every copy of their words, until they are gone from the files.

What goes with a memory: an impression goes with what it was made from (its sources, recursively); an impression
resting only on deleted remarks goes too, and one resting also on others is rewritten from those others (its old
words may hold the deleted ones); hypotheses quoting a deleted remark go, and so does the small-talk counter of the
same words. The rows are deleted with secure_delete on and the write-ahead log is checkpointed and truncated, so
the words are gone from the bytes of state.db, -wal and -shm. Retracted and superseded rows lose their words one
maintenance period after they were retired (their ids and states stay, and trace says the words were purged).
"""

from __future__ import annotations

import logging
import sqlite3
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable

from ..store.provenance import Provenance, ids_of
from ..state.distiller import Remark
from ..errors import PlasticMemoryError
from ..judgement.stances import parse_stance
from . import naming
from .recall import short_query
from ..judgement.forget_request import ForgetRequest
from ..state.ledger import Ledger
from ..language.caches import forget_texts
from ..language.hant import simplified
from ..language.text import clean, coverage, digest, short, terms

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

MATCH_COVERAGE = 0.6  # a memory is what the words name when it holds this share of their terms (as pin/trace find)
LISTED = 20  # memories shown by name in a confirmation question
IDS_SHOWN = 200  # ids listed in a result; the count is always whole
JUST_SAID = 15 * 60  # "forget what I just said" with nothing said yet in its session: a remark this recent is meant


@dataclass
class Plan:
    """What one forgetting deletes and rewrites."""

    doomed: set[int] = field(default_factory=set)
    rebuilt: dict[int, list[int]] = field(default_factory=dict)  # impression id -> the sources it keeps
    freed: set[int] = field(default_factory=set)  # rows absorbed into a deleted impression
    hypotheses: list[int] = field(default_factory=list)
    digests: set[str] = field(default_factory=set)  # small-talk counters of the same words


def _sources(row) -> list[int]:
    return list(ids_of(row["provenance"]))


def matching(rows: dict[int, sqlite3.Row], words: str) -> set[int]:
    """Ids of the rows (alive or not) the words name: by coverage of their terms, or by substring when the words
    are one or two Chinese characters; when these find nothing, by what the words name (naming.names: the same
    matters in either language, 'my debt' finds "I owe 30k")."""
    needle = short_query(words)
    wanted = terms(words)
    if needle is None and not wanted:
        return set()
    found = set()
    for item_id, row in rows.items():
        text = row["text"]
        if not text:
            continue
        if needle is not None:
            hit = needle in simplified(text).lower()  # 抑郁症 names 抑鬱症 too
        else:
            hit = coverage(wanted, terms(text)) >= MATCH_COVERAGE
        if hit:
            found.add(item_id)
    return found or named(rows, words)


def named(rows: dict[int, sqlite3.Row], words: str) -> set[int]:
    """Ids of the rows that hold (nearly) everything the words name, in either language, by the most exact reading
    that names any (naming.named)."""
    return naming.named(words, {i: r["text"] for i, r in rows.items() if r["text"]}, lambda ids: _one(rows, ids))


def _one(rows: dict[int, sqlite3.Row], ids: set[int]) -> bool:
    """Whether the rows found are one remark: with the impressions made of another of them set aside, one is left."""
    left = {i for i in ids if not (rows[i]["layer"] == "impression" and ids.intersection(_sources(rows[i])))}
    return len(left) == 1


def plan(state: "Owner", rows: dict[int, sqlite3.Row], seeds: Iterable[int]) -> Plan:
    """Everything that must go with the seeds, and the impressions to rewrite without them."""
    p = Plan(doomed=set(seeds))
    sources = {i: _sources(r) for i, r in rows.items() if r["layer"] == "impression"}
    absorbed: dict[int, list[int]] = {}
    for i, r in rows.items():
        if r["merged_into"] is not None:
            absorbed.setdefault(r["merged_into"], []).append(i)
    # Down: a named impression takes what it was made from (sources, absorbed rows), all the way down.
    stack = [i for i in p.doomed if i in sources]
    while stack:
        imp = stack.pop()
        for i in sources[imp] + absorbed.get(imp, []):
            if i in rows and i not in p.doomed:
                p.doomed.add(i)
                if i in sources:
                    stack.append(i)
    # Up: an impression resting only on deleted (or long gone) rows goes too, until nothing changes.
    changed = True
    while changed:
        changed = False
        for imp, src in sources.items():
            if imp in p.doomed or not p.doomed.intersection(src):
                continue
            if not any(i in rows and rows[i]["text"] and i not in p.doomed for i in src):
                p.doomed.add(imp)
                changed = True
    for imp, src in sources.items():
        if imp not in p.doomed and p.doomed.intersection(src):
            p.rebuilt[imp] = [i for i in src if i in rows and rows[i]["text"] and i not in p.doomed]
    p.freed = {i for imp in p.doomed for i in absorbed.get(imp, []) if i not in p.doomed}
    p.hypotheses = state.store.hypotheses_citing(state.owner, p.doomed)
    p.digests = {rows[i]["digest"] for i in p.doomed if rows[i]["digest"]}
    return p


def _apply(state: "Owner", rows: dict[int, sqlite3.Row], p: Plan) -> None:
    """Carry out a plan inside the caller's transaction."""
    store, owner = state.store, state.owner
    for imp, keep in p.rebuilt.items():
        made = state.rules.distill([Remark(i, rows[i]["text"], rows[i]["kind"]) for i in keep])
        if made is None:  # the rule tier always answers; a stand-in that does not must not leave the old words
            raise PlasticMemoryError(
                f"impression #{imp} could not be rewritten without the forgotten words; nothing was deleted"
            )
        stance = parse_stance(made.text)
        origin = Provenance.of(rows[imp]).origin
        store.rewrite_impression(
            owner,
            imp,
            made.text,
            digest(made.text),
            keep,
            origin,
            stance.subject if stance else None,
            stance.polarity if stance else None,
        )
    store.unmerge(owner, p.freed)
    store.delete_items(owner, p.doomed)
    store.delete_hypotheses(owner, p.hypotheses)
    store.delete_dropped(owner, p.digests)


def _wipe(state: "Owner") -> bool:
    """Make the deletion reach the disk: the log's copies of the old pages go with the checkpoint; and leave no copy
    of the words in the process either (the memo caches, the sessions' record of what notes they were given)."""
    state.invalidate()
    forget_texts()
    state.drop_copies()
    state.persona.forget_texts()
    try:
        return state.store.wipe()
    except PlasticMemoryError as exc:  # the deletion is committed: only the scrub of old pages is left to do
        logger.warning("the memories were deleted, but scrubbing the file's old pages failed: %s", exc)
        return False


def _done(count: int, wiped: bool) -> str:
    if wiped:
        return f"Deleted {count} memories for good; their words are gone from the files."
    return (
        f"Deleted {count} memories for good. Another process was still reading the old pages, so the write-ahead "
        "log keeps a copy of them until the next checkpoint (after the next dream, or the next forgetting)."
    )


def _ids(ids: Iterable[int]) -> dict:
    ordered = sorted(ids)
    out: dict = {"count": len(ordered), "ids": ordered[:IDS_SHOWN]}
    if len(ordered) > IDS_SHOWN:
        out["ids_not_shown"] = len(ordered) - IDS_SHOWN
    return out


def forget(state: "Owner", item_id: int | None, text: str | None, everything: bool, confirm: bool) -> dict:
    """Memory.forget: preview without confirm, delete with it."""
    store, owner = state.store, state.owner
    if everything:
        counts = store.counts(owner)
        total = counts["events_total"] + counts["impressions_total"]
        if not confirm:
            return {
                "confirmed": False,
                "count": total,
                "message": (
                    f"Nothing was deleted. Forgetting everything deletes all {total} memories of {owner!r}, with "
                    "their hypotheses, the small-talk counter and the dream statistics, for good; it cannot be undone. "
                    "Ask the user, and call again with confirm=true only if they agree."
                ),
            }
        with state.write():  # writes the pending small-talk counts first, which go with everything else
            gone = store.delete_owner(owner)
        wiped = _wipe(state)
        state.ledger = Ledger()  # what sessions were given named memories that are gone
        return {
            "confirmed": True,
            "count": gone["items"],
            "hypotheses": gone["hypotheses"],
            "wiped": wiped,
            "message": _done(gone["items"], wiped),
        }
    rows = {r["id"]: r for r in store.owner_items(owner)}
    if item_id is not None:
        if item_id not in rows:
            raise PlasticMemoryError(f"no memory #{item_id}; nothing deleted")
        seeds = {item_id}
        said = None
    else:
        said = clean(text or "", state.config.max_text_chars)
        seeds = matching(rows, said)
        if not seeds:
            raise PlasticMemoryError(f"no memory matches {text!r}; nothing deleted")
    if not confirm:
        p = plan(state, rows, seeds)
        listed = [
            {
                "id": i,
                "layer": rows[i]["layer"],
                "kind": rows[i]["kind"],
                "state": rows[i]["state"],
                "text": short(rows[i]["text"], 80),
            }
            for i in sorted(p.doomed)[:LISTED]
        ]
        return {
            "confirmed": False,
            **_ids(p.doomed),
            "rebuilt": sorted(p.rebuilt),
            "items": listed,
            "hypotheses": len(p.hypotheses),
            "message": (
                f"Nothing was deleted. Forgetting deletes these {len(p.doomed)} memories for good, with every "
                f"copy of their words ({len(p.rebuilt)} impressions resting also on other remarks are rewritten "
                "without them); it cannot be undone. Ask the user, and call again with confirm=true only if "
                "they agree."
            ),
        }
    with state.write():
        rows = {r["id"]: r for r in store.owner_items(owner)}  # as it is now, inside the transaction
        p = plan(state, rows, seeds & rows.keys())
        if said:
            p.digests.add(digest(said))
        _apply(state, rows, p)
    wiped = _wipe(state)
    return {
        "confirmed": True,
        **_ids(p.doomed),
        "rebuilt": sorted(p.rebuilt),
        "hypotheses": len(p.hypotheses),
        "wiped": wiped,
        "message": _done(len(p.doomed), wiped),
    }


def _just_said(rows: dict[int, sqlite3.Row], now: float) -> set[int]:
    """The remark the user said last, in any session, when that was within JUST_SAID seconds."""
    said = [(r["seen"], i) for i, r in rows.items() if r["layer"] == "event" and r["alive"] and r["text"]]
    seen, newest = max(said, default=(0.0, None))
    return {newest} if newest is not None and now - seen <= JUST_SAID else set()


def from_chat(state: "Owner", request: ForgetRequest, session_id: str | None) -> dict:
    """A forget request said in chat ("忘掉我说的…", "别记这个", "forget what I said about …"): delete its target
    the way a correction retracts its own; a request with no clear target deletes nothing. Nothing of the request
    itself is stored."""
    out: dict[str, Any] = {"action": "forgotten", "forgotten": [], "rebuilt": []}
    heard = state.ledger.heard(session_id)
    last_id, last_digest = state.ledger.last(session_id)
    state.ledger.said(session_id, None, None)
    if request.everything:
        out["reason"] = "forgetting everything needs a confirmed forget --all; nothing deleted"
        return out
    if request.rest:
        out["reason"] = "the rest of this message is not kept"
        if not request.words:
            return out
    with state.write():
        rows = {r["id"]: r for r in state.store.owner_items(state.owner)}
        if request.words:
            seeds = named(rows, request.words)
        elif not heard:
            # "forget what I just said" first thing in a session: the host started a new one (a compression, a restart)
            # or the user did, right after the remark meant
            seeds = _just_said(rows, state.clock())
        else:  # "forget that": the remark said just before, in this session
            seeds = {last_id} & rows.keys() if last_id is not None else set()
        if not seeds and not (last_digest and not request.words):
            out["reason"] = "no clear target; nothing deleted"
            return out
        p = plan(state, rows, seeds)
        if last_digest and not request.words:
            p.digests.add(last_digest)
        _apply(state, rows, p)
    out.update(forgotten=sorted(p.doomed), rebuilt=sorted(p.rebuilt), wiped=_wipe(state))
    return out
