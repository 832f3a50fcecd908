"""One owner's state below the Memory facade: the store it writes, the live index of its items, its clock, model,
persona and per-session ledger. Dreams, compaction, forgetting and reports work on this value; none of them calls
back up into Memory."""

from __future__ import annotations

import threading
import weakref
from contextlib import contextmanager
from typing import Callable, Iterable, Iterator

from ..config import Config
from .distiller import Distiller
from .index import Entry, LiveIndex
from .ledger import Ledger
from ..persona import Persona
from ..store import Store


# Bookkeeping that waits for the next write (small talk counted, remarks said again): at most this many lines and
# reinforced items; a crash loses only these counts.
TALLY_BATCH = 64

# Every Owner of the process, held weakly (they hold no words here): so a forgetting reaches all of them.
_OWNERS: "weakref.WeakSet[Owner]" = weakref.WeakSet()


class Owner:
    """What one owner's memory is made of. Its lock guards the index and the ledger; the store has its own."""

    def __init__(
        self,
        store: Store,
        owner: str,
        config: Config,
        clock: Callable[[], float],
        persona: Persona,
        distiller: Distiller | None,
        rules: Distiller,
    ):
        self.store = store
        self.owner = owner
        self.config = config
        self.clock = clock
        self.persona = persona
        self.distiller = distiller
        self.rules = rules  # the rule tier (sleep.distill.RuleDistiller): what works when no model does
        self.ledger = Ledger()
        self.lock = threading.RLock()
        self.dream_lock = threading.Lock()
        self.pending_aside: str | None = None  # the aside offered on the last turn, not yet answered
        self.small_talk: dict[str, list[float]] = {}  # digest -> [count, last seen] not written yet
        self.bumps: dict[int, list[float]] = {}  # item id -> [times, weight gained, last seen] not written yet
        self.divert: list[float] | None = None  # (offered, accepted) as last read
        self._index: LiveIndex | None = None
        # The readers' side tables an index was asked for (state/index.py, side()): an index made again (after a
        # compaction, or another process's write) makes them at once, not on the first turn that asks each
        self._sides: dict[str, Callable[[Entry], Iterable[str]]] = {}
        _OWNERS.add(self)

    def live(self) -> LiveIndex:
        """The owner's alive items, rebuilt only when this owner's items changed behind its back.

        Another Memory of this process shares the connection: its commits move this process's count for the owner.
        Another connection's commit moves PRAGMA data_version; then one indexed read of the owner's change serial
        tells whether the commit was this owner's (rebuild) or someone else's (keep)."""
        with self.lock:
            store, index = self.store, self._index
            version, local = store.data_version(), store.local_serial(self.owner)
            if index is not None and index.local == local:
                if index.version == version:
                    return index
                if store.serial(self.owner) == index.serial:
                    index.version = version
                    return index
            serial = store.serial(self.owner)  # read before the rows: a change in between is seen next time
            if index is not None:
                self._sides.update(index.readers())
            self._index = LiveIndex(
                store.live_items(self.owner), version, serial, local, store.replaced_items(self.owner)
            )
            for name, keys_of in self._sides.items():
                self._index.side(name, keys_of)
            for item_id, (times, gained, last) in self.bumps.items():  # what waits to be written is known already
                entry = self._index.items.get(item_id)
                if entry is not None:
                    self._bumped(entry, last, gained, int(times))
            return self._index

    @property
    def index(self) -> LiveIndex | None:
        """The index as it stands (None when it must be rebuilt): for writers already inside write()."""
        return self._index

    def alive_counts(self) -> tuple[int, int, int] | None:
        """Alive events, impressions and pinned items as the index holds them (kept in step by a dream), or None when
        no index is loaded (a compaction drops it: not rebuilt for a count)."""
        if self._index is None:
            return None
        index = self.live()  # as it stands on the file, should another process have written meanwhile
        return len(index.items) - len(index.impression_ids), len(index.impression_ids), len(index.pinned_ids)

    def invalidate(self) -> None:
        with self.lock:
            if self._index is not None:
                self._sides.update(self._index.readers())
            self._index = None

    def drop_copies(self) -> None:
        """After a forgetting: every Owner of this process for the same person and file lets go of its index and
        its sessions' note wordings now, not at its next read (a forgotten word must not wait in memory)."""
        for other in list(_OWNERS):
            if other.owner == self.owner and other.store.path == self.store.path:
                other._index = None  # one assignment: safe without the other's lock, which it may be holding
                other.ledger.forget_texts()

    def refresh(self, item_id: int) -> None:
        """Re-read one item into the index after a write that changed more than the hot path tracks."""
        index = self._index
        if index is None:
            return
        row = self.store.item(self.owner, item_id)
        index.remove(item_id, again=row is not None and bool(row["alive"]))
        if row is not None and row["alive"]:
            index.add(Entry.from_row(row))

    def count_small_talk(self, digest: str, now: float) -> None:
        """Count a line of small talk. Small talk is no memory: its counter reaches the file with the next write
        (see _waited), instead of costing a commit of its own; a crash loses only the tally."""
        with self.lock:
            counted = self.small_talk.setdefault(digest, [0, now])
            counted[0] += 1
            counted[1] = now
            self._waited()

    def said_again(self, steps: dict[int, float], entries: list[Entry], now: float) -> None:
        """Reinforce items said again (id -> weight step) in the index now, and in the file with the next write:
        the common turn, a remark said again, is bookkeeping and costs no commit of its own. A dream, a status,
        close, any write that stores, corrects or forgets something, or TALLY_BATCH waiting lines and items bring it
        to the file; a crash loses only these reinforcements, never a remark."""
        with self.lock:
            for entry in entries:
                self._bumped(entry, now, steps[entry.id])
            for item_id, step in steps.items():
                waiting = self.bumps.setdefault(item_id, [0, 0.0, now])
                waiting[0] += 1
                waiting[1] += step
                waiting[2] = now
            self._waited()

    def _waited(self) -> None:
        if len(self.small_talk) + len(self.bumps) >= TALLY_BATCH:
            self.flush()

    def flush(self) -> None:
        """Write the bookkeeping not written yet (in its own transaction when none is open)."""
        with self.lock:
            if self.small_talk or self.bumps:
                with self.write():  # which writes it first, and keeps the index in step with its own commit
                    pass

    def _write_waiting(self) -> None:
        talk, self.small_talk = self.small_talk, {}
        bumps, self.bumps = self.bumps, {}
        if talk:
            self.store.count_dropped_many(self.owner, [(d, last, int(n)) for d, (n, last) in talk.items()])
        if bumps:
            self.store.reinforce_many(self.owner, [(i, int(n), gained, last) for i, (n, gained, last) in bumps.items()])

    @contextmanager
    def write(self) -> Iterator[LiveIndex]:
        """One write transaction that decides on the database as it is now: it yields the index made fresh inside
        the transaction (no other writer can come between). If it fails, the index (already updated) is dropped.
        The bookkeeping that waited goes with it."""
        try:
            with self.store.transaction():
                if self.small_talk or self.bumps:
                    self._write_waiting()
                yield self.live()
        except BaseException:
            self._index = None
            raise
        index = self._index
        if index is not None:  # kept in step with this write, and fresh when it began: only our own bump is news
            index.serial += self.owner in self.store.last_touched
            index.local = self.store.local_serial(self.owner)

    def bump(self, entry: Entry, now: float, step: float) -> None:
        """Reinforce one alive item in the database and in the index."""
        self.bump_all({entry.id: step}, [entry], now)

    def bump_all(self, steps: dict[int, float], entries: list[Entry], now: float) -> None:
        """Reinforce these alive items (id -> weight step) in one statement, and in the index."""
        if not steps:
            return
        self.store.reinforce_all(self.owner, steps, now)
        for entry in entries:
            self._bumped(entry, now, steps[entry.id])

    def _bumped(self, entry: Entry, now: float, step: float, times: int = 1) -> None:
        entry.hits += times
        entry.seen = now
        entry.weight += step
        if entry.layer == "event" and entry.consolidated:
            entry.consolidated = False
            if self._index is not None:  # else the next live() counts it from the rows
                self._index.pending += 1

    def record_usage(self) -> None:
        """Add what the model tier spent since it was last asked to this owner's counters."""
        if self.distiller is None:
            return
        try:
            usage = self.distiller.take_usage() or {}
        except Exception:
            return
        with self.lock, self.write():
            for key in ("calls", "failures", "tokens"):
                if usage.get(key):
                    self.store.add_stat(self.owner, f"model_{key}", float(usage[key]))
