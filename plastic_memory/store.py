"""SQLite storage: the schema and its migrations, transactions, and every query the engine runs.

Threading policy: a Store is one handle on its home's database; every handle of a home in a process shares one
connection (connection.attach), used by the threads of the process under one RLock that every statement and every
whole transaction holds. Other processes may open the same file: WAL lets readers and one writer work at once,
and the busy timeout makes a second writer wait instead of failing. Each write transaction bumps the change serial
of the owners whose items it touched, so another connection knows whose working set went stale.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, Iterable, Iterator

from . import connection
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

# Version 3: ids never repeat (AUTOINCREMENT: a deleted id is never handed to another text), retired_at dates the
# retirement the maintenance purges text after, `changes` holds each owner's change serial, and why texts no longer
# carry the user's words (a correction's why used to quote the correction). A file with data written before
# secure_delete was on may hold old words in free space: meta.scrub_pending asks the first forgetting to VACUUM.
# No query looks items up by digest or merged_into (the engine does that in memory), so those two indexes are not
# rebuilt: each stored remark writes two pages fewer, which pays for the sequence and serial it now writes.
_V3 = """
CREATE TABLE items_v3 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
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
    why TEXT,
    retired_at REAL
);
INSERT INTO items_v3 (id, owner, layer, kind, text, digest, created, seen, hits, weight, expires_at, lasting, pinned,
                      alive, resident, consolidated, merged_into, promoted_at, provenance, stance, polarity, state, why)
    SELECT id, owner, layer, kind, text, digest, created, seen, hits, weight, expires_at, lasting, pinned, alive,
           resident, consolidated, merged_into, promoted_at, provenance, stance, polarity, state,
           CASE WHEN why LIKE 'retracted: the user said it was wrong (%' THEN 'retracted: the user said it was wrong'
                ELSE why END
    FROM items ORDER BY id;
INSERT OR REPLACE INTO meta (key, value)
    SELECT 'scrub_pending', '1' WHERE EXISTS (SELECT 1 FROM items) OR EXISTS (SELECT 1 FROM hypotheses);
DROP TABLE items;
ALTER TABLE items_v3 RENAME TO items;
CREATE INDEX items_live ON items (owner, layer, alive);
CREATE TABLE changes (owner TEXT PRIMARY KEY, serial INTEGER NOT NULL) WITHOUT ROWID;
"""

# Version 4: a log of dreams and compactions, one row each, for the memory report (what each folded, counts
# over time). Rows are per owner; counts holds the operation counts as JSON, never a word the user said.
_V4 = """
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

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4)

_ITEM_COLUMNS = ("id", "owner", "layer", "kind", "text", "digest", "created", "seen", "hits", "weight", "expires_at",
                 "lasting", "pinned", "alive", "resident", "consolidated", "merged_into", "promoted_at", "provenance",
                 "stance", "polarity", "state", "why", "retired_at")
_SELECT_ITEM = "SELECT " + ", ".join(_ITEM_COLUMNS) + " FROM items"


_BUMP = "INSERT INTO changes (owner, serial) VALUES (?, 1) ON CONFLICT (owner) DO UPDATE SET serial = serial + 1"
_CHUNK = 500  # ids per IN (...) list, well under SQLite's variable limit


def migrate(conn: sqlite3.Connection, upto: int | None = None) -> int:
    """Apply the migrations the database lacks in one immediate transaction; return the version."""
    return connection.migrate(conn, MIGRATIONS, upto)


def _marks(ids: list[int]) -> str:
    return ",".join("?" * len(ids))


def _chunks(ids: Iterable[int]) -> Iterator[list[int]]:
    ids = list(ids)
    for start in range(0, len(ids), _CHUNK):
        yield ids[start:start + _CHUNK]


class Store:
    """The database of one home. Rows carry their owner; every query here is scoped by owner."""

    def __init__(self, path: str | Path):
        self.path = str(path)
        self._db = connection.attach(path, MIGRATIONS)
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
    def transaction(self) -> Iterator["Store"]:
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
        if name not in ("journal_mode", "synchronous", "user_version", "page_count", "freelist_count",
                        "application_id", "secure_delete"):
            raise PlasticMemoryError(f"unknown pragma {name}")
        return self._one(f"PRAGMA {name}")[0]

    # -- meta and per-owner counters -----------------------------------------------------------------------------
    def get_meta(self, key: str) -> str | None:
        row = self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        with self.transaction():
            self._execute("INSERT INTO meta (key, value) VALUES (?, ?) "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (key, value))

    def stat(self, owner: str, key: str, default: float = 0.0) -> float:
        row = self._one("SELECT value FROM stats WHERE owner = ? AND key = ?", (owner, key))
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
    def count_dropped(self, owner: str, digest: str, ts: float, count: int = 1) -> None:
        self._execute("INSERT INTO dropped (owner, digest, count, last_ts) VALUES (?, ?, ?, ?) "
                      "ON CONFLICT (owner, digest) DO UPDATE SET count = count + excluded.count,"
                      " last_ts = excluded.last_ts", (owner, digest, count, ts))

    def dropped_rows(self, owner: str) -> list[sqlite3.Row]:
        return self._rows("SELECT digest, count, last_ts FROM dropped WHERE owner = ? ORDER BY digest", (owner,))

    def junk_blocked(self, owner: str) -> int:
        return self._one("SELECT COALESCE(SUM(count), 0) FROM dropped WHERE owner = ?", (owner,))[0]

    # -- items (events and impressions) --------------------------------------------------------------------------
    def insert_item(self, owner: str, layer: str, kind: str, text: str, digest: str, now: float, *,
                    weight: float = 1.0, expires_at: float | None = None, lasting: bool = False, pinned: bool = False,
                    resident: bool = False, provenance: dict | None = None, stance: str | None = None,
                    polarity: int | None = None, hits: int = 1, why: str | None = None) -> int:
        cur = self._change(
            owner,
            "INSERT INTO items (owner, layer, kind, text, digest, created, seen, hits, weight, expires_at, lasting,"
            " pinned, resident, provenance, stance, polarity, why) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?)",
            (owner, layer, kind, text, digest, now, now, hits, weight, expires_at, int(lasting), int(pinned),
             int(resident), json.dumps(provenance) if provenance else None, stance, polarity, why))
        return cur.lastrowid

    def item(self, owner: str, item_id: int) -> sqlite3.Row | None:
        return self._one(_SELECT_ITEM + " WHERE owner = ? AND id = ?", (owner, item_id))

    def items_by_ids(self, owner: str, ids: Iterable[int]) -> list[sqlite3.Row]:
        out: list[sqlite3.Row] = []
        for chunk in _chunks(ids):
            out += self._rows(_SELECT_ITEM + f" WHERE owner = ? AND id IN ({_marks(chunk)}) ORDER BY id",
                              (owner, *chunk))
        return out

    def live_items(self, owner: str) -> list[sqlite3.Row]:
        """Every alive event and impression of the owner (the working set the engine indexes in memory)."""
        return self._rows(_SELECT_ITEM + " WHERE owner = ? AND alive = 1 ORDER BY id", (owner,))

    def owner_items(self, owner: str) -> list[sqlite3.Row]:
        """Every row of the owner, dead ones too, oldest first (what forgetting searches and follows)."""
        return self._rows(_SELECT_ITEM + " WHERE owner = ? ORDER BY id", (owner,))

    def impressions(self, owner: str, alive_only: bool = True) -> list[sqlite3.Row]:
        sql = _SELECT_ITEM + " WHERE owner = ? AND layer = 'impression'" + (" AND alive = 1" if alive_only else "")
        return self._rows(sql + " ORDER BY id", (owner,))

    def unconsolidated_count(self, owner: str) -> int:
        return self._one("SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'event' AND alive = 1 AND"
                         " consolidated = 0", (owner,))[0]

    def reinforce(self, owner: str, item_id: int, now: float, weight_step: float = 0.0) -> None:
        # A reinforced remark is news for the next dream again (a repeat can earn a promotion).
        self._change(owner, "UPDATE items SET hits = hits + 1, seen = ?, weight = weight + ?,"
                     " consolidated = CASE WHEN layer = 'event' THEN 0 ELSE consolidated END"
                     " WHERE owner = ? AND id = ?", (now, weight_step, owner, item_id))

    def touch(self, owner: str, ids: list[int], now: float) -> None:
        """Bring remarks back to mind: their decay starts again from now (a matter that keeps coming back)."""
        for chunk in _chunks(ids):
            self._change(owner, f"UPDATE items SET seen = ? WHERE owner = ? AND id IN ({_marks(chunk)})",
                         (now, owner, *chunk))

    def relabel(self, owner: str, item_id: int, kind: str, pinned: bool) -> None:
        """Give a remark another kind (the model's second look in a dream), pinned when it is critical."""
        self._change(owner, "UPDATE items SET kind = ?, pinned = ? WHERE owner = ? AND id = ?",
                     (kind, int(pinned), owner, item_id))

    def set_pinned(self, owner: str, item_id: int, pinned: bool) -> None:
        self._change(owner, "UPDATE items SET pinned = ? WHERE owner = ? AND id = ?", (int(pinned), owner, item_id))

    def retire(self, owner: str, ids: Iterable[int], state: str, why: str) -> None:
        """Take items out of the live set (decayed, retracted, superseded, faded, compacted), keeping the rows.

        `why` names ids and reasons only, never the user's words: forgetting must find every copy of those."""
        for item_id in ids:
            self._change(owner, "UPDATE items SET alive = 0, resident = 0, state = ?, why = ? WHERE owner = ? AND"
                         " id = ?", (state, why, owner, item_id))

    def merge_into(self, owner: str, ids: Iterable[int], target: int, now: float) -> None:
        for item_id in ids:
            self._change(owner, "UPDATE items SET merged_into = ?, promoted_at = ?, consolidated = 1 WHERE owner = ?"
                         " AND id = ?", (target, now, owner, item_id))

    def mark_consolidated(self, owner: str, ids: Iterable[int]) -> None:
        for item_id in ids:
            self._change(owner, "UPDATE items SET consolidated = 1 WHERE owner = ? AND id = ?", (owner, item_id))

    def set_provenance(self, owner: str, item_id: int, provenance: dict, now: float, weight_step: float) -> None:
        self._change(owner, "UPDATE items SET provenance = ?, seen = ?, hits = hits + 1, weight = weight + ? WHERE"
                     " owner = ? AND id = ?", (json.dumps(provenance), now, weight_step, owner, item_id))

    def set_resident(self, owner: str, ids: Iterable[int]) -> None:
        ids = list(ids)
        self._change(owner, "UPDATE items SET resident = 0 WHERE owner = ? AND layer = 'impression' AND"
                     " resident = 1", (owner,))
        for item_id in ids:
            self._change(owner, "UPDATE items SET resident = 1 WHERE owner = ? AND id = ?", (owner, item_id))

    def loose_impressions(self, owner: str) -> int:
        """Alive unpinned impressions: how full the core is."""
        return self._one("SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'impression' AND alive = 1 AND"
                         " pinned = 0", (owner,))[0]

    def counts(self, owner: str) -> dict[str, int]:
        row = self._one(
            "SELECT"
            " SUM(layer = 'event'), SUM(layer = 'event' AND alive = 1), SUM(layer = 'impression'),"
            " SUM(layer = 'impression' AND alive = 1), SUM(layer = 'impression' AND resident = 1 AND alive = 1),"
            " SUM(pinned = 1 AND alive = 1), SUM(state = 'retracted'), SUM(state = 'superseded')"
            " FROM items WHERE owner = ?", (owner,))
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

    def hypotheses_citing(self, owner: str, ids: Iterable[int]) -> list[int]:
        """Hypotheses whose targets include any of these items (their text quotes them)."""
        wanted = set(ids)
        return [r["id"] for r in self.hypotheses(owner) if wanted & set(json.loads(r["targets"]))]

    # -- maintenance (v0.3.6) ------------------------------------------------------------------------------------
    def purge_dead(self, owner: str, older_than: float) -> int:
        """Physically delete dead events created before `older_than` that no impression cites or absorbed."""
        cited: set[int] = set()
        for r in self.impressions(owner, alive_only=False):
            cited.update(json.loads(r["provenance"] or "{}").get("ids") or ())
        rows = self._rows("SELECT id, merged_into FROM items WHERE owner = ? AND layer = 'event' AND alive = 0 AND"
                          " created < ?", (owner, older_than))
        doomed = [r[0] for r in rows if r[0] not in cited and r[1] is None]
        for chunk in _chunks(doomed):
            self._change(owner, f"DELETE FROM items WHERE owner = ? AND id IN ({_marks(chunk)})", (owner, *chunk))
        return len(doomed)

    def date_retired(self, owner: str, now: float) -> None:
        """Date the retirement of retracted and superseded rows not dated yet (the purge counts from it)."""
        self._change(owner, "UPDATE items SET retired_at = ? WHERE owner = ? AND state IN ('retracted', 'superseded')"
                     " AND retired_at IS NULL", (now, owner))

    def purge_retired_text(self, owner: str, before: float) -> list[int]:
        """Remove the words of retracted and superseded rows retired at or before `before`; their ids and states
        stay, and so does every row pointing at them. Hypotheses quoting them go. Returns the purged ids."""
        ids = [r[0] for r in self._rows("SELECT id FROM items WHERE owner = ? AND state IN ('retracted',"
                                        " 'superseded') AND retired_at <= ? AND text != ''", (owner, before))]
        for chunk in _chunks(ids):
            self._change(owner, f"UPDATE items SET text = '', digest = '', stance = NULL WHERE owner = ? AND id IN"
                         f" ({_marks(chunk)})", (owner, *chunk))
        self.delete_hypotheses(owner, self.hypotheses_citing(owner, ids))
        return ids

    def checkpoint(self) -> bool:
        """Fold the write-ahead log into the database file and truncate it; False when a reader held it back."""
        try:
            row = self._one("PRAGMA wal_checkpoint(TRUNCATE)")
        except PlasticMemoryError:
            return False
        return row is not None and row[0] == 0

    def forget(self, owner: str, ids: Iterable[int]) -> int:
        """Physically delete events that never became part of anything (no impression absorbed them)."""
        gone = 0
        for chunk in _chunks(ids):
            gone += self._change(owner, f"DELETE FROM items WHERE owner = ? AND layer = 'event' AND merged_into IS"
                                 f" NULL AND id IN ({_marks(chunk)})", (owner, *chunk)).rowcount
        return gone

    # -- forgetting on request: rows and every copy of their words -----------------------------------------------
    def delete_items(self, owner: str, ids: Iterable[int]) -> int:
        """Physically delete these rows of the owner (secure_delete overwrites their bytes)."""
        gone = 0
        for chunk in _chunks(ids):
            gone += self._change(owner, f"DELETE FROM items WHERE owner = ? AND id IN ({_marks(chunk)})",
                                 (owner, *chunk)).rowcount
        return gone

    def rewrite_impression(self, owner: str, item_id: int, text: str, digest: str, source_ids: list[int],
                           origin: str, stance: str | None, polarity: int | None, by: str | None = None) -> None:
        """Give an impression new words (after some of its sources were forgotten, or a remark joined it)."""
        provenance = json.dumps({"from": origin, "ids": sorted(source_ids), **({"by": by} if by else {})})
        self._change(owner, "UPDATE items SET text = ?, digest = ?, provenance = ?, stance = ?, polarity = ? WHERE"
                     " owner = ? AND id = ?", (text, digest, provenance, stance, polarity, owner, item_id))

    def unmerge(self, owner: str, ids: Iterable[int]) -> None:
        """Rows absorbed into a deleted impression stand on their own again."""
        for chunk in _chunks(ids):
            self._change(owner, f"UPDATE items SET merged_into = NULL WHERE owner = ? AND id IN ({_marks(chunk)})",
                         (owner, *chunk))

    def delete_hypotheses(self, owner: str, ids: Iterable[int]) -> int:
        gone = 0
        for chunk in _chunks(ids):
            gone += self._execute(f"DELETE FROM hypotheses WHERE owner = ? AND id IN ({_marks(chunk)})",
                                  (owner, *chunk)).rowcount
        return gone

    def delete_dropped(self, owner: str, digests: Iterable[str]) -> int:
        gone = 0
        for digest in digests:
            gone += self._execute("DELETE FROM dropped WHERE owner = ? AND digest = ?", (owner, digest)).rowcount
        return gone

    def delete_owner(self, owner: str) -> dict[str, int]:
        """Everything stored for the owner: items, hypotheses, the small-talk counter and the numbers."""
        with self.transaction():
            return {"items": self._change(owner, "DELETE FROM items WHERE owner = ?", (owner,)).rowcount,
                    "hypotheses": self._execute("DELETE FROM hypotheses WHERE owner = ?", (owner,)).rowcount,
                    "small_talk": self._execute("DELETE FROM dropped WHERE owner = ?", (owner,)).rowcount,
                    "stats": self._execute("DELETE FROM stats WHERE owner = ?", (owner,)).rowcount}

    def vacuum(self) -> None:
        self._execute("VACUUM")
        self.checkpoint()

    def wipe(self) -> bool:
        """After deleting on request: take the old pages' copies out of the log (and, once for a file from before
        secure_delete, out of its free space too). True when the log could be truncated."""
        if self.get_meta("scrub_pending"):
            self.vacuum()
            with self.transaction():
                self._execute("DELETE FROM meta WHERE key = 'scrub_pending'")
        return self.checkpoint()

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
