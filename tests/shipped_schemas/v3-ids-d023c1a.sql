-- The schema as plastic-memory at commit d023c1a wrote it, migration by migration (its own SQL, copied by `git show d023c1a`),
-- each step followed by the user_version it set.

-- migration 1 (_V1)
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
PRAGMA user_version = 1;

-- migration 2 (_V2)
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
PRAGMA user_version = 2;

-- migration 3 (_V3)
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
PRAGMA user_version = 3;

PRAGMA application_id = 1347241293;
