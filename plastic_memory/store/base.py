"""One handle on a home's database: statements under the shared lock, transactions that bump the change serial
of each owner they touched, meta, per-owner counters and the gate's tally of small talk."""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager, suppress
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable, Iterator

from ..errors import PlasticMemoryError
from . import connection
from . import schema

ITEM_COLUMNS = (
    "id",
    "owner",
    "layer",
    "kind",
    "text",
    "digest",
    "created",
    "seen",
    "hits",
    "weight",
    "expires_at",
    "lasting",
    "pinned",
    "alive",
    "resident",
    "consolidated",
    "merged_into",
    "promoted_at",
    "provenance",
    "stance",
    "polarity",
    "state",
    "why",
    "retired_at",
)
SELECT_ITEM = "SELECT " + ", ".join(ITEM_COLUMNS) + " FROM items"


_BUMP = "INSERT INTO changes (owner, serial) VALUES (?, 1) ON CONFLICT (owner) DO UPDATE SET serial = serial + 1"
_CHUNK = 500  # ids per IN (...) list, well under SQLite's variable limit
_CHUNK_TALLY = 64  # small-talk lines per statement (4 variables each; TALLY_BATCH lines wait at most)


@lru_cache(maxsize=_CHUNK_TALLY)
def _tallying(n: int) -> str:
    """The statement that counts n lines of small talk at once (made once per n)."""
    return (
        "INSERT INTO dropped (owner, digest, count, last_ts) VALUES "
        + ", ".join("(?, ?, ?, ?)" for _ in range(n))
        + " ON CONFLICT (owner, digest) DO UPDATE SET count = count + excluded.count, last_ts = excluded.last_ts"
    )


def marks(ids: list[int]) -> str:
    """Placeholders for a list of ids. Statements write `+owner = ? AND id IN (...)`: the unary plus keeps SQLite
    from walking every row of the owner through items_live instead of looking the few ids up by rowid."""
    return ",".join("?" * len(ids))


def chunks(ids: Iterable[int]) -> Iterator[list[int]]:
    ids = list(ids)
    for start in range(0, len(ids), _CHUNK):
        yield ids[start : start + _CHUNK]


class Handle:
    """One home's database as this process sees it: plumbing every query of a Store runs on."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self._db = connection.attach(path, schema.MIGRATIONS, schema.present)
        self._closed = False
        self.commits = 0
        self.last_touched: frozenset[str] = frozenset()  # owners whose items this handle's last commit changed

    # -- plumbing -------------------------------------------------------------------------------------------------
    def _execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        if self._closed:
            raise PlasticMemoryError("the memory store is closed")
        return self._db.run(sql, tuple(params))

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._db.lock:  # fetched whole under the lock: a statement left open would block another's COMMIT
            return self._execute(sql, params).fetchall()

    def _one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        """The first row of a query (None when there is none), its statement finished under the lock."""
        rows = self._rows(sql, params)
        return rows[0] if rows else None

    def _change(self, owner: str, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        """A write to the owner's items: inside a transaction, which bumps the owner's serial when it commits."""
        with self._db.lock:
            if not self._db.depth:
                with self.transaction():
                    return self._change(owner, sql, params)
            self._db.touched.add(owner)
            return self._execute(sql, params)

    @contextmanager
    def transaction(self) -> Iterator["Handle"]:
        """One write transaction (BEGIN IMMEDIATE ... COMMIT); nested uses join the outer one."""
        db = self._db
        with db.lock:
            if db.depth:
                db.depth += 1
                try:
                    yield self
                finally:
                    db.depth -= 1
                return
            self._execute("BEGIN IMMEDIATE")
            db.depth = 1
            db.touched.clear()
            self.last_touched = frozenset()
            try:
                yield self
                touched = frozenset(db.touched)
                for owner in touched:  # one bump per owner and transaction, whatever it changed
                    self._execute(_BUMP, (owner,))
                self._execute("COMMIT")
            except BaseException as exc:
                db.depth = 0
                db.touched.clear()
                with suppress(sqlite3.Error):  # the failure may itself have ended the transaction
                    if db.conn is not None and db.conn.in_transaction:
                        db.conn.execute("ROLLBACK")
                if isinstance(exc, (sqlite3.Error, OverflowError, UnicodeError)):
                    raise connection.failure(exc, self.path) from exc
                raise
            db.depth = 0
            db.touched.clear()
            for owner in touched:
                db.local[owner] = db.local.get(owner, 0) + 1
            self.last_touched = touched
            self.commits += 1

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def lock(self) -> threading.RLock:
        return self._db.lock

    def data_version(self) -> int:
        """Changes whenever another connection commits: the engine's caches compare it to know they may be stale."""
        if self._closed:
            raise PlasticMemoryError("the memory store is closed")
        return self._db.data_version()

    def serial(self, owner: str) -> int:
        """The owner's change serial in the database (one indexed read): every connection's commit that changes
        the owner's items moves it by one."""
        row = self._one("SELECT serial FROM changes WHERE owner = ?", (owner,))
        return row[0] if row else 0

    def local_serial(self, owner: str) -> int:
        """How many commits of this process (any handle on this home) changed the owner's items: no SQL."""
        return self._db.local.get(owner, 0)

    def close(self) -> None:
        """Release this handle (idempotent); the shared connection closes with its last handle."""
        if not self._closed:
            self._closed = True
            connection.detach(self._db)

    def pragma(self, name: str) -> Any:
        if name not in (
            "journal_mode",
            "synchronous",
            "user_version",
            "page_count",
            "freelist_count",
            "application_id",
            "secure_delete",
        ):
            raise PlasticMemoryError(f"unknown pragma {name}")
        return self._one(f"PRAGMA {name}")[0]

    # -- meta and per-owner counters -----------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    def stat(self, owner: str, key: str, default: float = 0.0) -> float:
        row = self._one("SELECT value FROM stats WHERE owner = ? AND key = ?", (owner, key))
        return row[0] if row else default

    def stats_of(self, owner: str) -> dict[str, float]:
        return {r[0]: r[1] for r in self._rows("SELECT key, value FROM stats WHERE owner = ?", (owner,))}

    def add_stat(self, owner: str, key: str, delta: float) -> None:
        self._execute(
            "INSERT INTO stats (owner, key, value) VALUES (?, ?, ?) "
            "ON CONFLICT (owner, key) DO UPDATE SET value = value + excluded.value",
            (owner, key, delta),
        )

    def set_stat(self, owner: str, key: str, value: float) -> None:
        self._execute(
            "INSERT INTO stats (owner, key, value) VALUES (?, ?, ?) "
            "ON CONFLICT (owner, key) DO UPDATE SET value = excluded.value",
            (owner, key, value),
        )

    # -- the gate's counter of small talk (one row per digest, v0.3.4) -------------------------------------------
    def count_dropped(self, owner: str, digest: str, ts: float, count: int = 1) -> None:
        self._execute(
            "INSERT INTO dropped (owner, digest, count, last_ts) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (owner, digest) DO UPDATE SET count = count + excluded.count,"
            " last_ts = excluded.last_ts",
            (owner, digest, count, ts),
        )

    def count_dropped_many(self, owner: str, counted: list[tuple[str, float, int]]) -> None:
        """Write the small talk that waited, (digest, last seen, count) per line, in one statement per chunk: one
        statement, not one per line, on the write that takes them along (the rows are the same as line by line;
        the digests are distinct)."""
        for start in range(0, len(counted), _CHUNK_TALLY):
            chunk = counted[start : start + _CHUNK_TALLY]
            self._execute(_tallying(len(chunk)), [v for digest, ts, n in chunk for v in (owner, digest, n, ts)])

    def dropped_rows(self, owner: str) -> list[sqlite3.Row]:
        return self._rows("SELECT digest, count, last_ts FROM dropped WHERE owner = ? ORDER BY digest", (owner,))

    def junk_blocked(self, owner: str) -> int:
        return self._one("SELECT COALESCE(SUM(count), 0) FROM dropped WHERE owner = ?", (owner,))[0]
