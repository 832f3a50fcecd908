"""The database's shape: the schema as SQL text and its forward migrations, keyed by PRAGMA user_version."""

from __future__ import annotations

import sqlite3

from . import connection

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

# Version 5: how far an import of past conversations got, one row per imported session (its format and id): the
# user remarks already taken in, and whether its end (a dream) was reached. A second import adds nothing and an
# interrupted one resumes. No words are kept here, only the session's name and counts.
_V5 = """
CREATE TABLE imported (
    source TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    taken INTEGER NOT NULL,
    ended INTEGER NOT NULL DEFAULT 0,
    at REAL NOT NULL
) WITHOUT ROWID;
"""

MIGRATIONS: tuple[str, ...] = (_V1, _V2, _V3, _V4, _V5)


# What each migration makes, as it can be seen in a file. The shapes really shipped: v1 and v2; a v3 that was the
# dream log (commits dd910e0 and a662dfa, before the merge at 237ba24 renumbered it v4 and put the id change at v3);
# a v3 with ids that never repeat (967dd3f, which still had the digest and merged_into indexes, and d023c1a on);
# and v4. A file is upgraded by what it lacks, so each of them opens with every remark kept.
def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}  # table: one of the names below


def _tables(conn: sqlite3.Connection) -> set[str]:
    return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


_PROBES = {
    1: lambda conn: "items" in _tables(conn),
    2: lambda conn: "owner" in _columns(conn, "hypotheses") and "count" in _columns(conn, "dropped"),
    3: lambda conn: "retired_at" in _columns(conn, "items") and "changes" in _tables(conn),
    4: lambda conn: "dream_log" in _tables(conn),
    5: lambda conn: "imported" in _tables(conn),
}


def present(conn: sqlite3.Connection, number: int) -> bool | None:
    """Whether the file already holds what migration `number` makes; None when no probe can tell (a migration only
    ever shipped under its number: the version number decides)."""
    probe = _PROBES.get(number) if number <= len(MIGRATIONS) else None
    return probe(conn) if probe is not None else None


def migrate(conn: sqlite3.Connection, upto: int | None = None) -> int:
    """Apply the migrations the database lacks in one immediate transaction; return the version."""
    return connection.migrate(conn, MIGRATIONS, upto, present=present)
