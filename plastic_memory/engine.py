"""The host-free engine: the Memory facade every host drives (what to record, what to inject, when to sleep)."""

from __future__ import annotations

import logging
import os
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from . import checks, compaction, report, selection
from . import dream as dreaming
from . import forget as forgetting
from . import gate
from .config import Config
from .distill import Distiller, RuleDistiller
from .errors import PlasticMemoryError
from .forget_request import parse as parse_forget
from .index import Entry, LiveIndex
from .inject import HEADER_ASIDE, HEADER_CORE, HEADER_MORE, Ledger, mark, render, strip_notes, unseen
from .mind import parse_correction, parse_stance
from .revise import flipped, repeat_of, retraction, updated
from .persona import Persona
from .recall import find, live_retention, matches, recallable
from .store import Store
from .text import clean, coverage, digest, terms

logger = logging.getLogger(__name__)

REINFORCE_COVERAGE = 0.6    # an utterance covering this much of an impression reinforces it
STARTED = "@started"        # ledger key: this session was given its core already


def _resolve_llm(llm: Any) -> Distiller | None:
    if llm is False:
        return None
    if llm is None:
        try:
            from .llm import distiller_from_env
        except ImportError:  # the model tier is optional; rules always work
            return None
        return distiller_from_env(os.environ)
    return llm


class Memory:
    """One owner's plastic memory in one home. Safe to share between threads; close() when done."""

    def __init__(self, home: str | os.PathLike | None = None, owner: str = "default",
                 clock: Callable[[], float] | None = None, llm: Any = None, config: Config | None = None):
        if not isinstance(owner, str) or not owner.strip():
            raise PlasticMemoryError("owner must be a non-empty string")
        checks.text(owner, "owner")
        if home is not None and not isinstance(home, (str, os.PathLike)):
            raise PlasticMemoryError(f"home must be a folder path, not {type(home).__name__}")
        self.config = config or Config.from_env(home=home, owner=owner)
        if config is not None and home is not None:
            self.config = Config(**{**config.__dict__, "home": Path(home)})
        self.owner = owner if config is None else self.config.owner
        self.clock = clock or time.time
        # Every Memory of a home in this process shares one connection (and one persona): a gateway of thousands
        # of people holds one file descriptor per home, not one per person.
        self.store = Store(self.config.db_path)
        self.rules = RuleDistiller()
        self.distiller: Distiller | None = _resolve_llm(llm)
        custom = self.config.home / "persona.yaml"
        self.persona_model = Persona.shared(custom if custom.exists() else None)
        self.ledger = Ledger()
        self._index: LiveIndex | None = None
        self._lock = threading.RLock()  # this owner's index and ledger; the store has its own lock for SQLite
        self._dream_lock = threading.Lock()
        self._pending_aside: str | None = None
        self._divert: list[float] | None = None

    # -- lifecycle --------------------------------------------------------------------------------------------------
    def close(self) -> None:
        """Let go of the database (the shared connection closes with its last user); idempotent."""
        self.store.close()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the live working set ----------------------------------------------------------------------------------------
    def live(self) -> LiveIndex:
        """The owner's alive items, rebuilt only when this owner's items changed behind its back.

        Another Memory of this process shares the connection: its commits move this process's count for the owner.
        Another connection's commit moves PRAGMA data_version; then one indexed read of the owner's change serial
        tells whether the commit was this owner's (rebuild) or someone else's (keep)."""
        with self._lock:
            store, index = self.store, self._index
            version, local = store.data_version(), store.local_serial(self.owner)
            if index is not None and index.local == local:
                if index.version == version:
                    return index
                if store.serial(self.owner) == index.serial:
                    index.version = version
                    return index
            serial = store.serial(self.owner)  # read before the rows: a change in between is seen next time
            self._index = LiveIndex(store.live_items(self.owner), version, serial, local)
            return self._index

    def invalidate(self) -> None:
        with self._lock:
            self._index = None

    def _refresh(self, item_id: int) -> None:
        """Re-read one item into the index after a write that changed more than the hot path tracks."""
        index = self._index
        if index is None:
            return
        row = self.store.item(self.owner, item_id)
        index.remove(item_id)
        if row is not None and row["alive"]:
            index.add(Entry.from_row(row))

    @contextmanager
    def _write(self) -> Iterator[LiveIndex]:
        """One write transaction that decides on the database as it is now: it yields the index made fresh inside
        the transaction (no other writer can come between). If it fails, the index (already updated) is dropped."""
        try:
            with self.store.transaction():
                yield self.live()
        except BaseException:
            self._index = None
            raise
        index = self._index
        if index is not None:  # kept in step with this write, and fresh when it began: only our own bump is news
            index.serial += self.owner in self.store.last_touched
            index.local = self.store.local_serial(self.owner)

    def _bump(self, entry: Entry, now: float, step: float) -> None:
        """Reinforce one alive item in the database and in the index."""
        self.store.reinforce(self.owner, entry.id, now, step)
        entry.hits += 1
        entry.seen = now
        entry.weight += step
        if entry.layer == "event" and entry.consolidated:
            entry.consolidated = False
            self._index.pending += 1

    # -- observe -----------------------------------------------------------------------------------------------------
    def observe(self, text: str, kind: str | None = None, session_id: str | None = None) -> dict:
        """Take in one thing the user said; returns what happened (stored, reinforced, dropped, corrected, flip).

        With a session id, what was stored counts as already given in that session: the user's own words are in
        its history, so they are not injected back at them."""
        checks.kind(kind, self.config.half_lives)
        checks.text(text)
        checks.session(session_id)
        with self._lock:
            now = self.clock()
            text = clean(strip_notes(text), self.config.max_text_chars)
            result = {"action": "empty", "id": None, "kind": None, "retracted": [], "demoted": [], "dream_due": False}
            if not text:
                return result
            request = parse_forget(text) if kind is None else None
            if request is not None:  # "forget what I said about ...": delete, store nothing of the request
                result.update(forgetting.from_chat(self, request, session_id))
                return self._finish(result)
            correction = parse_correction(text) if kind is None else None
            said = digest(text)
            with self._write() as index:  # decided on the database's state now, not on a stale index
                # Said before in these very words: reinforce without classifying again (the common turn).
                same = index.by_digest.get(said) if kind is None and correction is None else None
                verdict = None if same is not None else gate.judge(text, now, kind)
                self._settle_aside(text)
                if correction is not None:
                    done = self._correct(index, correction, text, now)
                    if done is not None:
                        result.update(done)
                        self.ledger.said(session_id, result["id"], None)
                        return self._finish(result)
                if same is not None:
                    result.update(self._reinforce(index, index.items[same], text, now))
                elif not verdict.store:
                    self.store.count_dropped(self.owner, said, now)
                    result.update(action="dropped", reason=verdict.reason)
                    self.ledger.said(session_id, None, said)
                    return result
                else:
                    result.update(self._record(index, verdict.text or text, verdict, now))
            if session_id is not None and result["id"] is not None:
                self.ledger.given(session_id).add(f"e{result['id']}")
            self.ledger.said(session_id, result["id"], said)  # what "forget that" would mean next
            return self._finish(result)

    def _finish(self, result: dict) -> dict:
        result["dream_due"] = (self._index.pending if self._index else 0) >= self.config.dream_due_events
        return result

    def _record(self, index: LiveIndex, text: str, verdict: gate.Verdict, now: float, why: str | None = None) -> dict:
        stance = parse_stance(text)
        repeat = repeat_of(index, text, stance.polarity if stance else None)
        if repeat is not None:
            return self._reinforce(index, repeat, text, now)
        demoted = flipped(index, stance) if stance else []
        replaced = updated(index, text) if verdict.kind == "identity" else []
        entry = Entry(0, "event", verdict.kind, text, digest(text), now, now, 1, 1.0, verdict.expires_at,
                      verdict.lasting, verdict.kind == "critical", False, False, None,
                      stance.subject if stance else None, stance.polarity if stance else None, (), terms(text))
        entry.id = item_id = self.store.insert_item(
            self.owner, "event", entry.kind, text, entry.digest, now, expires_at=entry.expires_at,
            lasting=entry.lasting, pinned=entry.pinned, stance=entry.stance, polarity=entry.polarity, why=why)
        self._index.add(entry)
        for old in replaced:
            self.store.retire(self.owner, [old], "superseded", f"updated: see #{item_id}")
            self._index.remove(old)
        for old in demoted:
            self.store.retire(self.owner, [old], "superseded", f"attitude changed: see #{item_id}")
            self._index.remove(old)
        self._reinforce_matching(index, text, now)
        action = "flip" if demoted else "updated" if replaced else "stored"
        return {"action": action, "id": item_id, "kind": verdict.kind, "demoted": demoted + replaced}

    def _reinforce(self, index: LiveIndex, repeat: Entry, text: str, now: float) -> dict:
        """A repeat strengthens the remark, the impression that absorbed it, and impressions it speaks of."""
        self._bump(repeat, now, 0.1)
        if repeat.merged_into:
            self._reinforce_impression(repeat.merged_into, now)
        self._reinforce_matching(index, text, now, skip=repeat.merged_into)
        return {"action": "reinforced", "id": repeat.id, "kind": repeat.kind}

    def _reinforce_impression(self, impression_id: int, now: float) -> None:
        entry = self._index.items.get(impression_id)
        if entry is not None:
            self._bump(entry, now, 0.05)

    def _reinforce_matching(self, index: LiveIndex, text: str, now: float, skip: int | None = None) -> None:
        """Mentioning a matter again strengthens this owner's impression of it (owner-scoped, v0.3.7); `skip` is
        the impression this mention already reinforced, so one mention counts once."""
        mine = terms(text)
        for item_id in list(index.candidates(mine, "impression")):
            entry = index.items.get(item_id)
            if item_id != skip and entry is not None and coverage(entry.terms, mine) >= REINFORCE_COVERAGE:
                self._reinforce_impression(item_id, now)

    def _correct(self, index: LiveIndex, correction, text: str, now: float) -> dict | None:
        """Retract what the correction points at and store the fix; None when there is no clear target."""
        found = retraction(index, correction)
        if found is None:
            return None
        best, doomed = found
        fix_id = None
        if correction.fix:
            fix = gate.judge(correction.fix, now, None)
            if not fix.store:
                fix = gate.Verdict(True, "correction", best.kind if best.kind != "critical" else "fact")
            same = index.by_digest.get(digest(correction.fix))
            if same is not None and same not in doomed:
                fix_id = same
                self._bump(index.items[same], now, 0.1)
            else:
                fix_id = self.store.insert_item(
                    self.owner, "event", fix.kind, correction.fix, digest(correction.fix), now,
                    expires_at=fix.expires_at, lasting=fix.lasting, pinned=fix.kind == "critical",
                    why=f"correction of #{best.id}")
                self._refresh(fix_id)
        why = "retracted: the user said it was wrong" + (f"; fixed by #{fix_id}" if fix_id else "")
        self.store.retire(self.owner, sorted(doomed), "retracted", why)
        for item_id in doomed:
            self._index.remove(item_id)
        return {"action": "corrected", "id": fix_id, "kind": best.kind, "retracted": sorted(doomed)}

    # -- context ---------------------------------------------------------------------------------------------------
    def context(self, user_text: str, session_id: str | None = None) -> str | None:
        """What to inject before this turn's model call, or None. With a session id the core is given once per
        session; later turns get only what is newly relevant (and changes to the core)."""
        checks.text(user_text, "user_text")
        checks.session(session_id)
        text = clean(user_text, self.config.max_text_chars)
        if not text:
            return None
        with self._lock:
            now = self.clock()
            index = self.live()
            cfg = self.config
            notes = [selection.note(e) for e in selection.choose(index, text, now, cfg)]
            if session_id is None:
                return render(notes, HEADER_CORE, cfg.core_budget, cfg.item_chars)[0]
            given = self.ledger.given(session_id)
            first = STARTED not in given
            given.add(STARTED)
            fresh = unseen(notes, given)
            header, budget = (HEADER_CORE, cfg.core_budget) if first else (HEADER_MORE, cfg.turn_budget)
            block, kept = render(fresh, header, budget, cfg.item_chars)
            mark(given, kept)
            aside = self._aside(text, given)
            return "\n".join(part for part in (block, aside) if part) or None

    def _aside(self, text: str, given: set[str]) -> str | None:
        """The persona's own topic (岔开), offered at most once per session; how often past asides were taken up
        (divert stats, owner-scoped, v0.3.5) decides whether to offer one."""
        if self._divert is None:  # read once, then kept in step by _settle_aside
            self._divert = [self.store.stat(self.owner, "divert_offered"),
                            self.store.stat(self.owner, "divert_accepted")]
        offered, accepted = self._divert
        fact = self.persona_model.divert(text, (accepted + 1) / (offered + 2))
        if fact is None or f"aside:{fact}" in given:
            return None
        given.add(f"aside:{fact}")
        self._pending_aside = fact
        return HEADER_ASIDE + " 「" + fact + "」"

    def _settle_aside(self, text: str) -> None:
        """Count the last aside as offered, and as accepted when the user's next words take it up."""
        fact, self._pending_aside = self._pending_aside, None
        if fact is None:
            return
        taken = bool(terms(fact) & terms(text))
        self.store.add_stat(self.owner, "divert_offered", 1)
        if taken:
            self.store.add_stat(self.owner, "divert_accepted", 1)
        self._divert = None  # re-read next time: another process may count too

    def reset_session(self, session_id: str) -> None:
        """Forget what a session was given (its history was compressed away): the core is given again."""
        checks.session(session_id)
        with self._lock:
            self.ledger.forget(session_id)

    # -- recall, find, pin, trace ----------------------------------------------------------------------------------
    def recall(self, query: str, k: int = 5) -> list[dict]:
        """Search the event layer only; never returns dead, retracted, expired or decayed events."""
        checks.text(query, "query")
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            raise PlasticMemoryError("k must be a positive integer")
        query = clean(query, self.config.max_text_chars)
        if not query:
            return []
        with self._lock:
            now = self.clock()
            cfg = self.config
            index = self.live()
            hits = []
            for entry, s in matches(index, query, "event"):
                if s <= 0 or not recallable(entry, now, cfg.half_lives, cfg.eliminate_below):
                    continue
                r = live_retention(entry, now, cfg.half_lives, 1.0)
                hits.append((s * (0.6 + 0.4 * r), r, entry))
            hits.sort(key=lambda t: (-t[0], -t[2].seen))
            return [{"id": e.id, "text": e.text, "kind": e.kind, "ts": e.created, "retention": round(r, 4),
                     "score": round(s, 4)} for s, r, e in hits[:k]]

    def find(self, text: str) -> Entry | None:
        """The owner's alive item a short description points at: coverage >= 0.6 (v0.3.3), impressions first."""
        query = clean(text, self.config.max_text_chars)
        return find(self.live(), query) if query else None

    def _target(self, id: int | None, text: str | None) -> Any:
        if text is not None:
            checks.text(text)
        if id is None and not (isinstance(text, str) and text.strip()):
            raise PlasticMemoryError("give an id or a text")
        if id is not None:
            checks.item_id(id)
            row = self.store.item(self.owner, id)
            if row is None:
                raise PlasticMemoryError(f"no memory #{id}")
            return row
        entry = self.find(text)
        if entry is None:
            raise PlasticMemoryError(f"no memory matches {text!r}")
        return self.store.item(self.owner, entry.id)

    def pin(self, id: int | None = None, text: str | None = None, unpin: bool = False) -> dict:
        """Pin (or unpin) one memory by id or by words; pinned memories never decay and are injected (a dated one
        keeps its date, and is no longer upcoming once the date has passed)."""
        unpin = checks.flag(unpin, "unpin")
        with self._lock:
            row = self._target(id, text)
            if not row["alive"]:
                raise PlasticMemoryError(f"memory #{row['id']} is no longer alive ({row['state']}); nothing pinned")
            with self._write():
                self.store.set_pinned(self.owner, row["id"], not unpin)
                if self._index is not None:
                    self._refresh(row["id"])
            return {"id": row["id"], "text": row["text"], "pinned": not unpin}

    def trace(self, id: int | None = None, text: str | None = None) -> dict:
        """Where a memory came from: its sources and what became of each (merged into #n, retracted, decayed)."""
        with self._lock:
            row = self._target(id, text)
            return report.trace(self.store, self.owner, row)

    def forget(self, id: int | None = None, text: str | None = None, everything: bool = False,
               confirm: bool = False) -> dict:
        """Delete memories for good (one by id, all that words name, or everything of this owner) with every copy
        of their words, until they are gone from the files. Without confirm=True nothing happens: the result says
        what would be deleted and that it cannot be undone."""
        with self._lock:
            return forgetting.forget(self, id, text, everything, confirm)

    # -- dreams and compaction ---------------------------------------------------------------------------------------
    def dream(self, force: bool = False) -> dict:
        """Consolidate what piled up; without force only when enough has. Returns operation counts."""
        force = checks.flag(force, "force")
        with self._dream_lock:
            result = dreaming.dream(self, force)
        self.invalidate()
        return result

    def compact(self, confirm: bool = False) -> dict:
        """Half-life compaction of the core: changes nothing unless confirm=True (the user agreed)."""
        confirm = checks.flag(confirm, "confirm")
        with self._dream_lock:
            result = compaction.compact(self, confirm)
        self.invalidate()
        return result

    # -- the only exit: the diary, and status numbers ------------------------------------------------------------
    def diary(self, raw: bool = False, style: str | None = None) -> str:
        """The core written as a diary (the only way to read it); raw=True gives plain material to narrate."""
        raw = checks.flag(raw, "raw")
        if style is not None:
            checks.text(style, "style")
        return report.diary(self, raw, style)

    def _record_usage(self) -> None:
        if self.distiller is None:
            return
        try:
            usage = self.distiller.take_usage() or {}
        except Exception:
            return
        with self._lock, self._write():
            for key in ("calls", "failures", "tokens"):
                if usage.get(key):
                    self.store.add_stat(self.owner, f"model_{key}", float(usage[key]))

    # -- persona -----------------------------------------------------------------------------------------------
    def persona(self, text: str | None = None) -> dict:
        """Current persona facets and weights; with text, which facets it would activate and whether they cross."""
        if text is not None:
            checks.text(text)
        return self.persona_model.describe(text)

    def status(self) -> dict:
        """Numbers only: layer sizes, junk blocked, dreams, hypotheses, model usage. Never memory contents."""
        return report.status(self)
