"""Per-turn calls that never wait on a dream: a host whose hooks have a time limit (newer Hermes abandons a hook
after 30 s and skips it for a minute) must not sit behind a dream or a compaction that holds the owner's state or
the home's database.

Each call first tries the owner's lock and the database's lock for a moment (`patience`). When a dream holds
either, the turn goes on without memory: context gives nothing this time, and the user's words are queued with the
time they were said, to be taken in by the next call that gets in (or by drain()). Both locks are re-entrant, so
the call made while they are held takes them again without waiting.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from ..memory import Memory

PATIENCE = 0.01  # seconds a turn waits for each lock before going on without memory
QUEUE_LIMIT = 200  # words queued per owner while a dream runs; beyond it the oldest are dropped


class Patient:
    """Per-turn access to memories that gives way to offline work instead of waiting for it."""

    def __init__(self, patience: float = PATIENCE):
        self.patience = patience
        self._lock = threading.Lock()
        self._queued: dict[int, deque] = {}
        self.deferred = 0  # calls that went on without memory because a lock was held (for tests and status)

    @contextmanager
    def _held(self, memory: Memory) -> Iterator[bool]:
        """Both locks taken within the patience, or False (nothing held)."""
        state_lock, db_lock = memory._state.lock, memory.store.lock
        if not state_lock.acquire(timeout=self.patience):
            yield False
            return
        try:
            if not db_lock.acquire(timeout=self.patience):
                yield False
                return
            try:
                yield True
            finally:
                db_lock.release()
        finally:
            state_lock.release()

    def context(self, memory: Memory, *args: Any, **kwargs: Any) -> str | None:
        """Memory.context, or None when a dream holds the memory now."""
        with self._held(memory) as free:
            if not free:
                self._count()
                return None
            self._drain(memory)
            return memory.context(*args, **kwargs)

    def reset_session(self, memory: Memory, session_id: str) -> bool:
        """Memory.reset_session; False (nothing done, the next turn tries again) when a dream holds the memory."""
        return self.call(memory, "reset_session", session_id)

    def call(self, memory: Memory, method: str, *args: Any, **kwargs: Any) -> bool:
        """Any other per-turn Memory method; False (not done) when a dream holds the memory now."""
        with self._held(memory) as free:
            if free:
                getattr(memory, method)(*args, **kwargs)
            return free

    def observe(self, memory: Memory, text: str, session_id: str | None = None) -> dict:
        """Memory.observe, or {"action": "queued"} when a dream holds the memory: taken in later, at this time."""
        said_at = memory.clock()
        with self._held(memory) as free:
            if free:
                self._drain(memory)
                return memory.observe(text, session_id=session_id)
        self._count()
        with self._lock:
            self._queued.setdefault(id(memory), deque(maxlen=QUEUE_LIMIT)).append((memory, text, session_id, said_at))
        return {"action": "queued", "id": None, "dream_due": False}

    def drain(self, memory: Memory, wait: float | None = None) -> list[dict]:
        """Take in the queued words of this memory now, waiting up to `wait` seconds (None: as long as it takes)."""
        deadline = None if wait is None else time.monotonic() + wait
        state_lock = memory._state.lock
        if not state_lock.acquire(timeout=-1 if deadline is None else max(0.0, deadline - time.monotonic())):
            return []
        try:
            return self._drain(memory)
        finally:
            state_lock.release()

    def pending(self, memory: Memory) -> int:
        with self._lock:
            return len(self._queued.get(id(memory), ()))

    def _drain(self, memory: Memory) -> list[dict]:
        """Under the owner's lock: the queued words, each observed on a clock set to when it was said."""
        with self._lock:
            queued = self._queued.pop(id(memory), None)
        if not queued:
            return []
        outcomes, clock = [], memory.clock
        try:
            for _, text, session_id, said_at in queued:
                memory.clock = _at(said_at)
                outcomes.append(memory.observe(text, session_id=session_id))
        finally:
            memory.clock = clock
        return outcomes

    def _count(self) -> None:
        with self._lock:
            self.deferred += 1


def _at(moment: float) -> Callable[[], float]:
    """A clock stopped at `moment`: a queued turn is taken in at the time it was said."""
    return lambda: moment
