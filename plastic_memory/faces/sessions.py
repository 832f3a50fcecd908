"""Sessions of a host serving many people: whose turn it is, and when a person's session is over so they dream.

A person's session is over when the host says so, when the same person starts another session, when they have
been silent for the idle time with remarks pending, or when the host stops. This module only decides when to ask
for a dream; the engine still decides whether enough has piled up (Memory.dream without force). Every dream runs
on a thread of its own, one per owner at a time, never on the caller's thread.
"""

from __future__ import annotations

import logging
import math
import os
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Mapping

from ..arguments import DEFAULT_OWNER, canonical_owner

if TYPE_CHECKING:
    from ..memory import Memory

logger = logging.getLogger(__name__)

# Outcomes of Memory.observe that leave something for a dream to consolidate.
KEPT = frozenset({"stored", "reinforced", "corrected", "flip", "updated"})
SHUTDOWN_WORKERS = 4  # dreams running at once while the host stops (they share one database file)
LONGEST_WAIT = 60.0  # the idle watch looks at least this often (seconds), so a new silence is not overslept
DREAM_AFTER_TURN = 1.0  # seconds between a new session's first turn and the dream of the session it ended
HURRY_MARGIN = 0.5  # seconds of a stopping host's budget kept for applying what the model answered in time


def owner_for(sender: str, key: str, session_id: str, local: bool, named: str) -> str | None:
    """Whose memory a turn belongs to, best identity first.

    The sender the host names; else the key the client chose for its memory, unless it merely repeats the
    session id (then it names a conversation, not a person); else the owner the deployer named; else "default"
    on a single-user surface. On a multi-user surface an unidentified caller gets None, no memory at all, never
    a memory shared by accident.
    """
    for candidate in (sender, key if key != session_id else "", named):
        if candidate and candidate.strip():
            return canonical_owner(candidate)  # the spelling the library, the CLI and MCP use for the same person
    return DEFAULT_OWNER if local else None


@dataclass(frozen=True)
class SleepSettings:
    """When a silent person's session counts as over, and how long a stopping host may wait for dreams."""

    idle_seconds: float = 30 * 60.0  # 0 turns the idle watch off
    shutdown_seconds: float = 2.0  # a stopping host waits at most this long for dreams

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> "SleepSettings":
        """PLASTIC_MEMORY_IDLE_MINUTES (default 30; 0 = never by silence alone). A bad value keeps the default."""
        env = os.environ if env is None else env
        raw = (env.get("PLASTIC_MEMORY_IDLE_MINUTES") or "").strip()
        if not raw:
            return cls()
        try:
            minutes = float(raw)
        except ValueError:
            minutes = -1.0
        if not math.isfinite(minutes) or minutes < 0:
            logger.warning(
                "plastic-memory: PLASTIC_MEMORY_IDLE_MINUTES=%r is not a number of minutes >= 0; using %g",
                raw,
                cls.idle_seconds / 60,
            )
            return cls()
        return cls(idle_seconds=minutes * 60.0)


class _Person:
    """What the sessions know of one owner's memory in this process."""

    __slots__ = ("memory", "session", "seen", "said", "dreamt", "asked", "dream")

    def __init__(self, memory: "Memory"):
        self.memory = memory
        self.session: str | None = None
        self.seen = -math.inf  # clock time of their last turn
        self.said = 0  # remarks kept so far, counted, so a dream knows which ones it covered
        self.dreamt = 0  # `said` as of the last dream that ran
        self.asked = -math.inf  # when silence last asked for a dream (once per quiet stretch)
        self.dream: threading.Thread | None = None

    @property
    def pending(self) -> bool:
        return self.said > self.dreamt


class Sessions:
    """The people one host process serves, keyed by their Memory. Thread-safe; stop() when the host stops."""

    def __init__(
        self,
        settings: SleepSettings | None = None,
        clock: Callable[[], float] | None = None,
        after_dream: Callable[["Memory"], object] | None = None,
    ):
        self.settings = settings or SleepSettings()
        self.clock = clock or time.time
        self.after_dream = after_dream  # called on the dream's thread when it is over (e.g. take in queued words)
        self._lock = threading.Lock()
        self._people: dict[Memory, _Person] = {}
        self._halt = threading.Event()
        self._watch: threading.Thread | None = None

    # -- what the host reports ------------------------------------------------------------------------------------
    def turn(self, memory: "Memory", session_id: str | None) -> None:
        """The owner of `memory` speaks in `session_id`; a different session than their last one ends that one."""
        with self._lock:
            person = self._person(memory)
            previous, person.seen = person.session, self.clock()
            if session_id:
                person.session = session_id
        if previous and session_id and previous != session_id:
            # The new session's first turn makes its notes now: the old session's dream starts a moment later, so
            # that turn does not find the memory held (per-turn calls give way to a dream, see faces/patient.py).
            self.dream(memory, delay=DREAM_AFTER_TURN)
        self._start_watch()

    def recorded(self, memory: "Memory", outcome: dict) -> None:
        """After Memory.observe: a kept remark awaits a dream, and a long session asks for one (dream_due)."""
        if outcome.get("action") in KEPT:
            with self._lock:
                self._person(memory).said += 1
        if outcome.get("dream_due"):
            self.dream(memory)

    def ended(self, memory: "Memory", *session_ids: str | None) -> None:
        """The host says a session of this owner is over (exit, /new, reset, expiry)."""
        with self._lock:
            person = self._person(memory)
            if person.session in session_ids:
                person.session = None
        self.dream(memory)

    # -- dreams -----------------------------------------------------------------------------------------------------
    def dream(self, memory: "Memory", delay: float = 0.0) -> bool:
        """Ask for a dream on a background thread, `delay` seconds from now (at once when the host stops); False
        when this owner's dream is already running.

        A daemon thread: a process exiting waits for it only as long as stop() allows, never until a slow model
        answers. A dream applies what it decided in one transaction after its model calls, so one cut short
        changes nothing, and its remarks stay pending for the next dream."""
        with self._lock:
            person = self._person(memory)
            if person.dream is not None and person.dream.is_alive():
                return False
            person.dream = threading.Thread(
                target=self._dream, args=(person, person.said, delay), name="plastic-memory-dream", daemon=True
            )
            person.dream.start()
        return True

    def _dream(self, person: _Person, said: int, delay: float = 0.0) -> bool:
        if delay > 0:
            self._halt.wait(delay)
        try:
            dreamt = bool(person.memory.dream().get("dreamt"))
        except Exception:
            logger.exception("plastic-memory: background dream failed")
            return False
        finally:
            self._after(person.memory)
        if dreamt:
            with self._lock:
                person.dreamt = max(person.dreamt, said)
        return dreamt

    def _after(self, memory: "Memory") -> None:
        if self.after_dream is not None:
            try:
                self.after_dream(memory)
            except Exception:
                logger.exception("plastic-memory: the work after a dream failed")

    def idle(self) -> int:
        """Ask for a dream for everyone silent for the idle time with remarks pending; how many were asked."""
        quiet = self.settings.idle_seconds
        if quiet <= 0:
            return 0
        now = self.clock()
        with self._lock:
            due = [p for p in self._people.values() if p.pending and now - p.seen >= quiet and p.asked < p.seen]
            for person in due:
                person.asked = now
        for person in due:
            self.dream(person.memory)
        return len(due)

    def join(self, timeout: float | None = None) -> bool:
        """Wait for running dreams; True when none is still running."""
        with self._lock:
            threads = [p.dream for p in self._people.values() if p.dream is not None]
        deadline = None if timeout is None else time.monotonic() + timeout
        for thread in threads:
            thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in threads)

    # -- the idle watch and stopping ------------------------------------------------------------------------------
    def _start_watch(self) -> None:
        if self.settings.idle_seconds <= 0 or self._halt.is_set():
            return
        with self._lock:
            if self._watch is not None:
                return
            # A daemon: it only waits, and must never keep a process from exiting.
            self._watch = threading.Thread(target=self._watching, name="plastic-memory-idle", daemon=True)
            self._watch.start()

    def _watching(self) -> None:
        while not self._halt.wait(self._next_look()):
            try:
                self.idle()
            except Exception:
                logger.exception("plastic-memory: the idle watch failed to ask for a dream")

    def _next_look(self) -> float:
        """Seconds until the earliest silence comes due, within [0.05, min(idle, LONGEST_WAIT)]."""
        quiet = self.settings.idle_seconds
        now = self.clock()
        with self._lock:
            due = [p.seen + quiet for p in self._people.values() if p.pending and p.asked < p.seen]
        longest = min(quiet, LONGEST_WAIT)
        return max(0.05, min([longest] + [at - now for at in due]))

    def stop(self, timeout: float | None = None) -> dict:
        """The host is stopping: no more idle watch, and a dream for everyone with remarks pending, all within
        `timeout` seconds (default settings.shutdown_seconds). Dreams still running then are left behind."""
        self._halt.set()
        watch = self._watch
        if watch is not None:
            watch.join(1.0)
        budget = self.settings.shutdown_seconds if timeout is None else timeout
        deadline = time.monotonic() + budget
        with self._lock:
            queue = deque(p for p in self._people.values() if p.pending)
            people = list(self._people.values())
        for person in people:  # dreams running or about to run start no model call they cannot finish in time
            hurry = getattr(person.memory.distiller, "hurry", None)
            if callable(hurry):
                hurry(max(0.0, budget - HURRY_MARGIN))
        asked = len(queue)
        dreamt: list[str] = []
        workers = [
            threading.Thread(
                target=self._drain, args=(queue, deadline, dreamt), daemon=True, name="plastic-memory-last-dream"
            )
            for _ in range(min(SHUTDOWN_WORKERS, asked))
        ]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(max(0.0, deadline - time.monotonic()))
        finished = self.join(max(0.0, deadline - time.monotonic())) and not queue
        if not finished:
            logger.warning(
                "plastic-memory: stopped before every dream finished (%d of %d owners reached in %.0f s)",
                asked - len(queue),
                asked,
                budget,
            )
        return {"asked": asked, "dreamt": len(dreamt), "finished": finished}

    def _drain(self, queue: deque, deadline: float, dreamt: list) -> None:
        """One shutdown worker: take owners off the queue until it is empty or time is up."""
        while time.monotonic() < deadline:
            try:
                person = queue.popleft()
            except IndexError:
                return
            with self._lock:
                running = person.dream
                busy = running is not None and running.is_alive()
                if not busy:
                    person.dream = threading.current_thread()
            if busy:  # one dream per owner: wait for the one already running instead
                running.join(max(0.0, deadline - time.monotonic()))
            elif self._dream(person, person.said):
                dreamt.append(person.memory.owner)

    def close(self) -> None:
        """Stop the idle watch and wait for running dreams, without asking for new ones."""
        self._halt.set()
        if self._watch is not None:
            self._watch.join(1.0)
        self.join()

    def _person(self, memory: "Memory") -> _Person:
        person = self._people.get(memory)
        if person is None:
            person = self._people[memory] = _Person(memory)
        return person
