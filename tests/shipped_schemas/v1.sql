-- _V1 of plastic_memory/store.py at commit 6cf6b12, as shipped (copied with `git show`).
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
