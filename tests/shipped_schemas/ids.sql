-- _V3 of plastic_memory/store.py at commit d023c1a, as shipped (copied with `git show`).
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
