"""The host-free engine: the Memory facade every host drives (what to record, what to inject, when to sleep)."""

from __future__ import annotations

import logging
import os
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable

from .turn import aside, block, ready
from .turn import status as telling  # what the memory tells about itself: status numbers, trace, the diary
from . import arguments as checks
from .sleep import compaction
from .sleep import diary as diary_writing
from .sleep import dream as dreaming
from .turn import forget as forgetting
from .turn import observe as observing
from .config import Config
from .sleep.distill import Distiller, RuleDistiller
from .errors import PlasticMemoryError
from .state.index import Entry
from .turn.inject import quote, strip_notes
from .state.owner import Owner
from .persona import Persona
from .turn.recall import find
from .turn.recall import recall as recall_hits
from .store import Store
from .language.neutralise import neutral, pasted
from .language.mask import MASK
from .language.memo import TextMemo
from .language.text import clean
from .judgement.utterance import Utterance
from .turn.block import STARTED  # noqa: F401  (ledger key, part of this module's interface)

logger = logging.getLogger(__name__)


def _read(raw: str, limit: int) -> tuple[str, str | None]:
    """The words as they are kept (our notes stripped, cleaned, stored already neutral: no chat-template token,
    role line or fence of them can steer a later model) and why they read as pasted, or None."""
    words = strip_notes(raw)
    # (cleaned by context() before the model already, as a rule: the same words are not cleaned again)
    cleaned = (_cleaned if len(words) <= SHORT_LINE else clean)(words, limit)
    return neutral(cleaned, all_tags=False), pasted(raw)


# Read once per distinct line said (the raw words are the key): never a line in which a secret was masked, and only
# short lines (those people say again), so the memo stays a few megabytes at most.
SHORT_LINE = 200
_said = TextMemo(_read, keep=lambda read: MASK not in read[0])
_cleaned = TextMemo(clean, keep=lambda text: MASK not in text)


def _resolve_llm(llm: Any) -> Distiller | None:
    if llm is False:
        return None
    if llm is None:
        try:
            from .sleep.llm import distiller_from_env
        except ImportError:  # the model tier is optional; rules always work
            return None
        return distiller_from_env(os.environ)
    return llm


class Memory:
    """One owner's plastic memory in one home. Safe to share between threads; close() when done."""

    def __init__(
        self,
        home: str | os.PathLike | None = None,
        owner: str | None = None,
        clock: Callable[[], float] | None = None,
        llm: Any = None,
        config: Config | None = None,
    ):
        if owner is not None:
            owner = checks.canonical_owner(owner)  # one spelling of a person on every surface
        if home is not None and not isinstance(home, (str, os.PathLike)):
            raise PlasticMemoryError(f"home must be a folder path, not {type(home).__name__}")
        self.config = config or Config.from_env(home=home, owner=owner)  # owner None: $PLASTIC_MEMORY_OWNER
        if config is not None and home is not None:
            self.config = Config(**{**config.__dict__, "home": Path(home)})
        self.owner = checks.canonical_owner((owner or self.config.owner) if config is None else self.config.owner)
        # Every Memory of a home in this process shares one connection (and one persona): a gateway of thousands
        # of people holds one file descriptor per home, not one per person.
        custom = self.config.home / "persona.yaml"
        self._state = Owner(
            Store(self.config.db_path),
            self.owner,
            self.config,
            clock or time.time,
            Persona.shared(custom if custom.exists() else None),
            _resolve_llm(llm),
            RuleDistiller(),
        )

    # The state below the facade, for hosts and tests that look at it (and the report, which works on it).
    state = property(lambda self: self._state)
    store = property(lambda self: self._state.store)
    ledger = property(lambda self: self._state.ledger)
    rules = property(lambda self: self._state.rules)
    persona_model = property(lambda self: self._state.persona)

    @property
    def clock(self) -> Callable[[], float]:
        return self._state.clock

    @clock.setter
    def clock(self, value: Callable[[], float]) -> None:
        self._state.clock = value

    @property
    def distiller(self) -> Distiller | None:
        return self._state.distiller

    @distiller.setter
    def distiller(self, value: Distiller | None) -> None:
        self._state.distiller = value

    # -- lifecycle --------------------------------------------------------------------------------------------------
    def close(self) -> None:
        """Write what is pending and let go of the database (the shared connection closes with its last user);
        idempotent."""
        if not self.store.closed:
            self._state.flush()
        self.store.close()

    def __enter__(self) -> "Memory":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the live working set ----------------------------------------------------------------------------------------
    def live(self):
        """The owner's alive items (see Owner.live)."""
        return self._state.live()

    def invalidate(self) -> None:
        self._state.invalidate()

    # -- observe -----------------------------------------------------------------------------------------------------
    def observe(self, text: str, kind: str | None = None, session_id: str | None = None) -> dict:
        """Take in one thing the user said; returns what happened (stored, reinforced, dropped, corrected, flip,
        updated, forgotten). With a session id, what was stored counts as already given in that session: the
        user's own words are in its history, so they are not injected back at them."""
        checks.kind(kind, self.config.half_lives)
        checks.text(text)
        checks.session(session_id)
        state = self._state
        with state.lock:
            raw = checks.bounded(text, self.config.max_text_chars)
            words, why = (_said if len(raw) <= SHORT_LINE else _read)(raw, self.config.max_text_chars)
            return observing.take(state, Utterance.read(words, state.clock(), pasted=why), kind, session_id)

    # -- context ---------------------------------------------------------------------------------------------------
    def context(self, user_text: str, session_id: str | None = None, history: list[str] | None = None) -> str | None:
        """What to inject before this turn's model call, or None. With a session id the core is given once per
        session; later turns get only what is newly called up. `history`, when the host passes it, is the text of
        the user messages the model will see (earlier injections included): then what is in it is never sent again,
        and the core comes again only once it has left it."""
        checks.text(user_text, "user_text")
        checks.session(session_id)
        if history is not None and (not isinstance(history, list) or not all(isinstance(h, str) for h in history)):
            raise PlasticMemoryError("history must be a list of message texts")
        text = (_cleaned if len(user_text) <= SHORT_LINE else clean)(user_text, self.config.max_text_chars)
        if not text:
            return None
        with self._state.lock:
            return block.build(self._state, text, session_id, history)

    def prepare(self) -> dict:
        """Do now what this owner's first turn of the process would otherwise do before answering (read the remarks
        into the index and its side tables, choose the core); writes nothing. For hosts with idle time before that
        turn. Returns {"items": live items, "languages": the codes of the languages they are written in}."""
        with self._state.lock:
            return ready.prepare(self._state)

    def reset_session(self, session_id: str) -> None:
        """Forget what a session was given (its history was compressed away): the core is given again."""
        checks.session(session_id)
        state = self._state
        with state.lock:
            had_aside = aside.ASIDE in state.ledger.given(session_id)
            state.ledger.forget(session_id)
            if had_aside:  # the notes are given again, the aside is not: one per session, whatever happened
                state.ledger.given(session_id).add(aside.ASIDE)

    def history_compressed(self, session_id: str) -> None:
        """The host compressed this session's history and the notes given in it went with it: the core is given
        again on the next turn (reset_session, named for the host's signal)."""
        self.reset_session(session_id)

    def said_key(self, text: str) -> str | None:
        """A key for these words that holds none of them (their digest): what a host keeps to take them back later
        with unsay(key=...), so no copy of the words outlives a forgetting in the host's process."""
        checks.text(text)
        cleaned = clean(strip_notes(text), self.config.max_text_chars)
        return Utterance(cleaned, self.clock()).digest if cleaned else None

    def unsay(self, text: str | None = None, *, key: str | None = None) -> dict:
        """The user took back words they said (a deleted or edited message): the remark those very words made is
        forgotten for good, if it was kept. The words, or their said_key. Returns {"forgotten": [ids]}."""
        digest = self.said_key(text) if text is not None else key
        if not digest:
            return {"forgotten": []}
        with self._state.lock:
            index = self._state.live()
            hit = index.by_digest.get(digest)
            ids = [hit] if hit is not None and index.items[hit].layer == "event" else []
            for item_id in ids:
                self.forget(id=item_id, confirm=True)
        return {"forgotten": ids}

    # -- recall, find, pin, trace ----------------------------------------------------------------------------------
    def recall(self, query: str, k: int = 5) -> list[dict]:
        """The user's own remarks the query points at: live ones, and those folded into an impression that still
        lives ("via" names it). Never dead, retracted, expired or decayed ones; impressions themselves never."""
        checks.text(query, "query")
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            raise PlasticMemoryError("k must be a positive integer")
        query = clean(query, self.config.max_text_chars)
        if not query:
            return []
        with self._state.lock:
            return recall_hits(self._state.live(), query, k, self.clock(), self.config)

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
        entry = self.find(text or "")
        if entry is None:
            raise PlasticMemoryError(f"no memory matches {text!r}")
        return self.store.item(self.owner, entry.id)

    def pin(self, id: int | None = None, text: str | None = None, unpin: bool = False) -> dict:
        """Pin (or unpin) one memory by id or by words; pinned memories never decay and are injected (a dated one
        keeps its date, and is no longer upcoming once the date has passed)."""
        unpin = checks.flag(unpin, "unpin")
        with self._state.lock:
            row = self._target(id, text)
            if not row["alive"]:
                raise PlasticMemoryError(f"memory #{row['id']} is no longer alive ({row['state']}); nothing pinned")
            with self._state.write():
                self.store.set_pinned(self.owner, row["id"], not unpin)
                self._state.refresh(row["id"])
            return {"id": row["id"], "text": row["text"], "pinned": not unpin}

    def trace(self, id: int | None = None, text: str | None = None) -> dict:
        """Where a memory came from: its sources and what became of each (merged into #n, retracted, decayed)."""
        with self._state.lock:
            row = self._target(id, text)
            return telling.trace(self.store, self.owner, row)

    def forget(
        self, id: int | None = None, text: str | None = None, everything: bool = False, confirm: bool = False
    ) -> dict:
        """Delete memories for good: one by id, all that words point at, or everything of this owner. With them
        go every copy of their words (impressions resting on them are rebuilt or dropped, hypotheses quoting them
        deleted) and the files are rewritten so the words are gone from disk. Without confirm=True nothing
        happens: the result says what would be deleted and that it cannot be undone."""
        everything = checks.flag(everything, "everything")
        confirm = checks.flag(confirm, "confirm")
        if text is not None:
            checks.text(text)
        if id is not None:
            checks.item_id(id)
        if sum((id is not None, text is not None, everything)) != 1:
            raise PlasticMemoryError("give exactly one of an id, a text, or everything=true")
        with self._state.lock:
            return forgetting.forget(self._state, id, text, everything, confirm)

    # -- dreams and compaction ---------------------------------------------------------------------------------------
    def dream(self, force: bool = False) -> dict:
        """Consolidate what piled up; without force only when enough has. Returns operation counts."""
        force = checks.flag(force, "force")
        return self._offline("dream", "dreamt", lambda: dreaming.dream(self._state, force))

    def compact(self, confirm: bool = False) -> dict:
        """Half-life compaction of the core: changes nothing unless confirm=True (the user agreed)."""
        confirm = checks.flag(confirm, "confirm")
        return self._offline("compaction", "changed", lambda: compaction.compact(self._state, confirm))

    def _offline(self, what: str, done: str, work: Callable[[], dict]) -> dict:
        """Offline work, one at a time per owner: logged for the report when it did something (result[done])."""
        with self._state.dream_lock:
            started = self.clock()
            result = work()
            if result.get(done):
                self._log_dream(what, started, result)
        return result  # each keeps the working set in step itself (a dream) or drops it (a compaction)

    def _log_dream(self, what: str, started: float, counts: dict) -> None:
        """A line in the dream log for the report; the dream itself is already committed, so a failure here
        costs the report one line and the caller nothing."""
        try:
            with self._state.lock, self.store.transaction():
                self.store.log_dream(self.owner, what, started, self.clock(), counts, self._state.alive_counts())
        except (sqlite3.Error, PlasticMemoryError):
            logger.warning("the %s ran but could not be logged for the report", what, exc_info=True)

    # -- the only exit: the diary, and status numbers ------------------------------------------------------------
    def diary(self, raw: bool = False, style: str | None = None) -> str:
        """The core written as a diary (the only way to read it); raw=True gives plain material to narrate."""
        raw = checks.flag(raw, "raw")
        if style is not None:
            checks.text(style, "style")
        core = diary_writing.notes(self._state)
        if not core:
            return "" if raw else "(nothing kept yet / 还没有留下什么)"
        if raw:  # plain material for the host model, but each line still a quotation, never an instruction
            return "\n".join(f"- {quote(e.text)}" for e in core)
        return diary_writing.write(self._state, core, style)  # by the model tier when there is one

    # -- persona -----------------------------------------------------------------------------------------------
    def persona(self, text: str | None = None) -> dict:
        """Current persona facets and weights; with text, which facets it would activate and whether they cross."""
        if text is not None:
            checks.text(text)
        return self.persona_model.describe(text)

    def status(self) -> dict:
        """Numbers only: layer sizes, junk blocked, dreams, hypotheses, model usage. Never memory contents."""
        self._state.flush()
        return telling.status(self._state)
