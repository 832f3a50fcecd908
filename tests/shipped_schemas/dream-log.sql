-- _V3 of plastic_memory/store.py at commit a662dfa, as shipped (copied with `git show`).
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
