"""SQLite storage: the schema and its migrations, transactions, and every query the engine runs.

Threading policy: one connection per Store, shared by the threads of one process under an RLock; every statement
and every transaction holds the lock. Several Stores (other owners, other processes) may open the same file: WAL
lets readers and one writer work at once, and the busy timeout makes a second writer wait instead of failing.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Iterable, Iterator

from .errors import PlasticMemoryError

# Version 1 is the first shape of the database; the original design's own history had dropped small talk stored
# one row per utterance and hypotheses without an owner. Version 2 folds those (v0.3.4, v0.3.7). Never edit a
# migration that has shipped: append a new one.
_V1 = """
CREATE TABLE items (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    layer TEXT NOT NULL CHECK (layer IN ('event', 'impression')),
    kind TEXT NOT NULL,
    text TEXT NOT NULL,
    digest TEXT NOT NULL,
    created REAL NOT NULL,
    seen REAL NOT NULL,
    hits INTEGER NOT NULL DEFAULT 1,
    weight REAL NOT NULL DEFAULT 1.0,
    expires_at REAL,
    lasting INTEGER NOT NULL DEFAULT 0,
    pinned INTEGER NOT NULL DEFAULT 0,
    alive INTEGER NOT NULL DEFAULT 1,
    resident INTEGER NOT NULL DEFAULT 0,
    consolidated INTEGER NOT NULL DEFAULT 0,
    merged_into INTEGER,
    promoted_at REAL,
    provenance TEXT,
    stance TEXT,
    polarity INTEGER,
    state TEXT NOT NULL DEFAULT 'ok',
    why TEXT
);
CREATE INDEX items_live ON items (owner, layer, alive);
CREATE INDEX items_digest ON items (owner, digest);
CREATE INDEX items_merged ON items (merged_into);
CREATE TABLE hypotheses (
    id INTEGER PRIMARY KEY,
    text TEXT NOT NULL,
    targets TEXT NOT NULL,
    ts REAL NOT NULL,
    status TEXT NOT NULL DEFAULT 'open',
    closed_ts REAL
);
CREATE TABLE dropped (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    digest TEXT NOT NULL,
    ts REAL NOT NULL
);
CREATE TABLE stats (
    owner TEXT NOT NULL,
    key TEXT NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (owner, key)
) WITHOUT ROWID;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
"""

_V2 = """
ALTER TABLE hypotheses ADD COLUMN owner TEXT NOT NULL DEFAULT 'default';
CREATE INDEX hypotheses_owner ON hypotheses (owner, status);
CREATE TABLE dropped_counted (
    owner TEXT NOT NULL,
    digest TEXT NOT NULL,
    count INTEGER NOT NULL,
    last_ts REAL NOT NULL,
    PRIMARY KEY (owner, digest)
) WITHOUT ROWID;
INSERT INTO dropped_counted (owner, digest, count, last_ts)
    SELECT owner, digest, COUNT(*), MAX(ts) FROM dropped GROUP BY owner, digest;
DROP TABLE dropped;
ALTER TABLE dropped_counted RENAME TO dropped;
"""

# Version 3: a log of dreams and compactions, one row each, for the memory report (what each folded, counts
# over time). Rows are per owner; counts holds the operation counts as JSON, never a word the user said.
_V3 = """
CREATE TABLE dream_log (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    what TEXT NOT NULL CHECK (what IN ('dream', 'compaction')),
    started REAL NOT NULL,
    ended REAL NOT NULL,
    counts TEXT NOT NULL,
    events_alive INTEGER NOT NULL,
    impressions_alive INTEGER NOT NULL,
    pinned INTEGER NOT NULL
);
CREATE INDEX dream_log_owner ON dream_log (owner, started);
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3)

_ITEM_COLUMNS = ("id", "owner", "layer", "kind", "text", "digest", "created", "seen", "hits", "weight", "expires_at",
                 "lasting", "pinned", "alive", "resident", "consolidated", "merged_into", "promoted_at", "provenance",
                 "stance", "polarity", "state", "why")
_SELECT_ITEM = "SELECT " + ", ".join(_ITEM_COLUMNS) + " FROM items"


def migrate(conn: sqlite3.Connection, upto: int | None = None) -> int:
    """Apply the migrations the database lacks, each in its own transaction with its version; return the version."""
    upto = len(MIGRATIONS) if upto is None else upto
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > len(MIGRATIONS):
        raise PlasticMemoryError(f"database schema version {version} is newer than this plastic-memory understands")
    for number in range(version + 1, upto + 1):
        try:
            conn.executescript(f"BEGIN IMMEDIATE;\n{MIGRATIONS[number - 1]}\nPRAGMA user_version = {number};\nCOMMIT;")
        except sqlite3.Error:
            with suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            raise
        version = number
    return version


class Store:
    """The database of one home. Rows carry their owner; every query here is scoped by owner."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self._lock = threading.RLock()
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self._conn: sqlite3.Connection | None = sqlite3.connect(
                self.path, isolation_level=None, check_same_thread=False, timeout=10.0)
        except (OSError, sqlite3.Error) as exc:
            raise PlasticMemoryError(f"cannot open the memory database at {self.path}: {exc}") from exc
        self._conn.row_factory = sqlite3.Row
        with suppress(sqlite3.OperationalError):
            self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute("PRAGMA journal_size_limit=1048576")  # a checkpointed WAL shrinks back to 1 MB
        self._conn.execute("PRAGMA busy_timeout=10000")
        self._conn.execute("PRAGMA foreign_keys=ON")
        self._depth = 0
        self.commits = 0
        migrate(self._conn)

    # -- plumbing -------------------------------------------------------------------------------------------------
    def _c(self) -> sqlite3.Connection:
        if self._conn is None:
            raise PlasticMemoryError("the memory store is closed")
        return self._conn

    def _execute(self, sql: str, params: Iterable[Any] = ()) -> sqlite3.Cursor:
        with self._lock:
            return self._c().execute(sql, tuple(params))

    def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._c().execute(sql, tuple(params)).fetchall()

    @contextmanager
    def transaction(self) -> Iterator["Store"]:
        """One write transaction (BEGIN IMMEDIATE ... COMMIT); nested uses join the outer one."""
        with self._lock:
            conn = self._c()
            if self._depth:
                self._depth += 1
                try:
                    yield self
                finally:
                    self._depth -= 1
                return
            conn.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield self
            except BaseException:
                self._depth = 0
                conn.execute("ROLLBACK")
                raise
            self._depth = 0
            conn.execute("COMMIT")
            self.commits += 1

    @property
    def lock(self) -> threading.RLock:
        return self._lock

    def data_version(self) -> int:
        """Changes whenever another connection commits: the engine's caches compare it to know they are stale."""
        return self._execute("PRAGMA data_version").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def pragma(self, name: str) -> Any:
        if name not in ("journal_mode", "synchronous", "user_version", "page_count", "freelist_count"):
            raise PlasticMemoryError(f"unknown pragma {name}")
        return self._execute(f"PRAGMA {name}").fetchone()[0]

    # -- meta and per-owner counters -----------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._execute("INSERT INTO meta (key, value) VALUES (?, ?) "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    def stat(self, owner: str, key: str, default: float = 0.0) -> float:
        row = self._execute("SELECT value FROM stats WHERE owner = ? AND key = ?", (owner, key)).fetchone()
        return row[0] if row else default

    def stats_of(self, owner: str) -> dict[str, float]:
        return {r[0]: r[1] for r in self._rows("SELECT key, value FROM stats WHERE owner = ?", (owner,))}

    def add_stat(self, owner: str, key: str, delta: float) -> None:
        self._execute("INSERT INTO stats (owner, key, value) VALUES (?, ?, ?) "
                      "ON CONFLICT (owner, key) DO UPDATE SET value = value + excluded.value", (owner, key, delta))

    def set_stat(self, owner: str, key: str, value: float) -> None:
        self._execute("INSERT INTO stats (owner, key, value) VALUES (?, ?, ?) "
                      "ON CONFLICT (owner, key) DO UPDATE SET value = excluded.value", (owner, key, value))

    # -- the gate's counter of small talk (one row per digest, v0.3.4) -------------------------------------------
    def count_dropped(self, owner: str, digest: str, ts: float) -> None:
        self._execute("INSERT INTO dropped (owner, digest, count, last_ts) VALUES (?, ?, 1, ?) "
                      "ON CONFLICT (owner, digest) DO UPDATE SET count = count + 1, last_ts = excluded.last_ts",
                      (owner, digest, ts))

    def dropped_rows(self, owner: str) -> list[sqlite3.Row]:
        return self._rows("SELECT digest, count, last_ts FROM dropped WHERE owner = ? ORDER BY digest", (owner,))

    def junk_blocked(self, owner: str) -> int:
        return self._execute("SELECT COALESCE(SUM(count), 0) FROM dropped WHERE owner = ?", (owner,)).fetchone()[0]

    # -- items (events and impressions) --------------------------------------------------------------------------
    def insert_item(self, owner: str, layer: str, kind: str, text: str, digest: str, now: float, *,
                    weight: float = 1.0, expires_at: float | None = None, lasting: bool = False, pinned: bool = False,
                    resident: bool = False, provenance: dict | None = None, stance: str | None = None,
                    polarity: int | None = None, hits: int = 1, why: str | None = None) -> int:
        cur = self._execute(
            "INSERT INTO items (owner, layer, kind, text, digest, created, seen, hits, weight, expires_at, lasting,"
            " pinned, resident, provenance, stance, polarity, why) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?)",
            (owner, layer, kind, text, digest, now, now, hits, weight, expires_at, int(lasting), int(pinned),
             int(resident), json.dumps(provenance) if provenance else None, stance, polarity, why))
        return cur.lastrowid

    def item(self, owner: str, item_id: int) -> sqlite3.Row | None:
        return self._execute(_SELECT_ITEM + " WHERE owner = ? AND id = ?", (owner, item_id)).fetchone()

    def items_by_ids(self, owner: str, ids: Iterable[int]) -> list[sqlite3.Row]:
        ids = list(ids)
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        return self._rows(_SELECT_ITEM + f" WHERE owner = ? AND id IN ({marks}) ORDER BY id", (owner, *ids))

    def live_items(self, owner: str) -> list[sqlite3.Row]:
        """Every alive event and impression of the owner (the working set the engine indexes in memory)."""
        return self._rows(_SELECT_ITEM + " WHERE owner = ? AND alive = 1 ORDER BY id", (owner,))

    def impressions(self, owner: str, alive_only: bool = True) -> list[sqlite3.Row]:
        sql = _SELECT_ITEM + " WHERE owner = ? AND layer = 'impression'" + (" AND alive = 1" if alive_only else "")
        return self._rows(sql + " ORDER BY id", (owner,))

    def unconsolidated_count(self, owner: str) -> int:
        return self._execute("SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'event' AND alive = 1 AND"
                             " consolidated = 0", (owner,)).fetchone()[0]

    def reinforce(self, owner: str, item_id: int, now: float, weight_step: float = 0.0) -> None:
        # A reinforced remark is news for the next dream again (a repeat can earn a promotion).
        self._execute("UPDATE items SET hits = hits + 1, seen = ?, weight = weight + ?,"
                      " consolidated = CASE WHEN layer = 'event' THEN 0 ELSE consolidated END"
                      " WHERE owner = ? AND id = ?", (now, weight_step, owner, item_id))

    def set_pinned(self, owner: str, item_id: int, pinned: bool) -> None:
        self._execute("UPDATE items SET pinned = ? WHERE owner = ? AND id = ?", (int(pinned), owner, item_id))

    def retire(self, owner: str, ids: Iterable[int], state: str, why: str) -> None:
        """Take items out of the live set (decayed, retracted, superseded, faded, compacted), keeping the rows."""
        for item_id in ids:
            self._execute("UPDATE items SET alive = 0, resident = 0, state = ?, why = ? WHERE owner = ? AND id = ?",
                          (state, why, owner, item_id))

    def merge_into(self, owner: str, ids: Iterable[int], target: int, now: float) -> None:
        for item_id in ids:
            self._execute("UPDATE items SET merged_into = ?, promoted_at = ?, consolidated = 1 WHERE owner = ? AND"
                          " id = ?", (target, now, owner, item_id))

    def mark_consolidated(self, owner: str, ids: Iterable[int]) -> None:
        for item_id in ids:
            self._execute("UPDATE items SET consolidated = 1 WHERE owner = ? AND id = ?", (owner, item_id))

    def set_provenance(self, owner: str, item_id: int, provenance: dict, now: float, weight_step: float) -> None:
        self._execute("UPDATE items SET provenance = ?, seen = ?, hits = hits + 1, weight = weight + ? WHERE owner = ?"
                      " AND id = ?", (json.dumps(provenance), now, weight_step, owner, item_id))

    def set_resident(self, owner: str, ids: Iterable[int]) -> None:
        ids = list(ids)
        self._execute("UPDATE items SET resident = 0 WHERE owner = ? AND layer = 'impression' AND resident = 1",
                      (owner,))
        for item_id in ids:
            self._execute("UPDATE items SET resident = 1 WHERE owner = ? AND id = ?", (owner, item_id))

    def loose_impressions(self, owner: str) -> int:
        """Alive unpinned impressions: how full the core is."""
        return self._execute("SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'impression' AND alive = 1 AND"
                             " pinned = 0", (owner,)).fetchone()[0]

    def counts(self, owner: str) -> dict[str, int]:
        row = self._execute(
            "SELECT"
            " SUM(layer = 'event'), SUM(layer = 'event' AND alive = 1), SUM(layer = 'impression'),"
            " SUM(layer = 'impression' AND alive = 1), SUM(layer = 'impression' AND resident = 1 AND alive = 1),"
            " SUM(pinned = 1 AND alive = 1), SUM(state = 'retracted'), SUM(state = 'superseded')"
            " FROM items WHERE owner = ?", (owner,)).fetchone()
        keys = ("events_total", "events_alive", "impressions_total", "impressions_alive", "impressions_resident",
                "pinned", "retracted", "superseded")
        return {k: int(v or 0) for k, v in zip(keys, row)}

    # -- hypotheses (owner-scoped, v0.3.7) -----------------------------------------------------------------------
    def add_hypothesis(self, owner: str, text: str, targets: list[int], now: float) -> int:
        return self._execute("INSERT INTO hypotheses (owner, text, targets, ts) VALUES (?, ?, ?, ?)",
                             (owner, text, json.dumps(sorted(targets)), now)).lastrowid

    def hypotheses(self, owner: str, status: str | None = None) -> list[sqlite3.Row]:
        if status is None:
            return self._rows("SELECT * FROM hypotheses WHERE owner = ? ORDER BY ts, id", (owner,))
        return self._rows("SELECT * FROM hypotheses WHERE owner = ? AND status = ? ORDER BY ts, id", (owner, status))

    def close_hypothesis(self, owner: str, hyp_id: int, status: str, now: float) -> None:
        self._execute("UPDATE hypotheses SET status = ?, closed_ts = ? WHERE owner = ? AND id = ?",
                      (status, now, owner, hyp_id))

    def hypothesis_counts(self, owner: str) -> dict[str, int]:
        rows = self._rows("SELECT status, COUNT(*) FROM hypotheses WHERE owner = ? GROUP BY status", (owner,))
        out = {"open": 0, "confirmed": 0, "stale": 0}
        out.update({r[0]: r[1] for r in rows})
        return out

    # -- maintenance (v0.3.6) ------------------------------------------------------------------------------------
    def purge_dead(self, owner: str, older_than: float) -> int:
        """Physically delete dead events created before `older_than` that no impression cites or absorbed."""
        cited: set[int] = set()
        for r in self.impressions(owner, alive_only=False):
            cited.update(json.loads(r["provenance"] or "{}").get("ids") or ())
        rows = self._rows("SELECT id, merged_into FROM items WHERE owner = ? AND layer = 'event' AND alive = 0 AND"
                          " created < ?", (owner, older_than))
        doomed = [r[0] for r in rows if r[0] not in cited and r[1] is None]
        for start in range(0, len(doomed), 500):
            chunk = doomed[start:start + 500]
            self._execute(f"DELETE FROM items WHERE owner = ? AND id IN ({','.join('?' * len(chunk))})",
                          (owner, *chunk))
        return len(doomed)

    def checkpoint(self) -> None:
        """Fold the write-ahead log into the database file (after a dream: off the per-turn path)."""
        with self._lock, suppress(sqlite3.OperationalError):
            self._c().execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def forget(self, owner: str, ids: Iterable[int]) -> int:
        """Physically delete events that never became part of anything (no impression absorbed them)."""
        ids = list(ids)
        gone = 0
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            gone += self._execute(f"DELETE FROM items WHERE owner = ? AND layer = 'event' AND merged_into IS NULL"
                                  f" AND id IN ({','.join('?' * len(chunk))})", (owner, *chunk)).rowcount
        return gone

    def vacuum(self) -> None:
        with self._lock:
            self._c().execute("VACUUM")
            with suppress(sqlite3.OperationalError):
                self._c().execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def all_items(self) -> list[sqlite3.Row]:
        """Every row of every owner: for consistency checks only."""
        return self._rows(_SELECT_ITEM + " ORDER BY id")

    # -- the dream log and the owner's history (the memory report) ------------------------------------------------
    def log_dream(self, owner: str, what: str, started: float, ended: float, counts: dict) -> None:
        """One row for a dream or compaction that ran, with the owner's alive counts right after it."""
        self._execute(
            "INSERT INTO dream_log (owner, what, started, ended, counts, events_alive, impressions_alive, pinned)"
            " SELECT ?, ?, ?, ?, ?, COALESCE(SUM(layer = 'event' AND alive = 1), 0),"
            " COALESCE(SUM(layer = 'impression' AND alive = 1), 0), COALESCE(SUM(pinned = 1 AND alive = 1), 0)"
            " FROM items WHERE owner = ?",
            (owner, what, started, ended, json.dumps(counts), owner))

    def dream_log(self, owner: str) -> list[sqlite3.Row]:
        return self._rows("SELECT what, started, ended, counts, events_alive, impressions_alive, pinned"
                          " FROM dream_log WHERE owner = ? ORDER BY started, id", (owner,))

    def history(self, owner: str) -> list[sqlite3.Row]:
        """Every row the owner still has, alive or not, oldest first."""
        return self._rows(_SELECT_ITEM + " WHERE owner = ? ORDER BY created, id", (owner,))
