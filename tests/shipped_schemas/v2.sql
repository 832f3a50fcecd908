-- _V2 of plastic_memory/store.py at commit 6cf6b12, as shipped (copied with `git show`).
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
