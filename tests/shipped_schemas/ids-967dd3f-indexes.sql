-- The last two lines of _V3 at commit 967dd3f (d023c1a dropped them; the rest is ids.sql), as shipped.
CREATE INDEX items_digest ON items (owner, digest);
CREATE INDEX items_merged ON items (merged_into);
