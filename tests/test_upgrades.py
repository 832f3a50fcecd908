"""Every schema ever shipped opens and keeps every remark: a file of each shape is made by that version's own SQL
(tests/shipped_schemas, copied from the commits that wrote it), filled, and opened by this code. Among them the v3
that was the dream log (before the merge renumbered it v4 and put the id change at v3), upgraded by what it holds."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from plastic_memory import Memory
from plastic_memory.store import MIGRATIONS

SHIPPED = Path(__file__).parent / "shipped_schemas"  # each migration script once, as the commit that shipped it
# Every shape a release left on disk: the migrations it ran in order (each then set user_version to its number;
# "a+b" is one migration made of two files), and whether it set the application id.
SHAPES = {
    "v1 (6cf6b12)": (["v1"], False),
    "v2 (6cf6b12 to ecec05a)": (["v1", "v2"], False),
    "v3 = dream log (dd910e0, a662dfa)": (["v1", "v2", "dream-log"], False),
    "v3 = ids, with the digest indexes (967dd3f)": (["v1", "v2", "ids+ids-967dd3f-indexes"], True),
    "v3 = ids (d023c1a, 8e6d160)": (["v1", "v2", "ids"], True),
    "v4 (the merge at 237ba24 to a7b58b3)": (["v1", "v2", "ids", "dream-log"], True),
}
REMARKS = [
    ("event", "fact", "我对青霉素过敏", 1, 1, None),
    ("event", "pref", "I like green tea", 0, 1, None),
    ("impression", "pref", "Likes tea, green above all", 0, 1, None),
    ("event", "fact", "I live in Boston", 0, 0, "superseded"),
]


def build(home: Path, shape: str) -> None:
    """A memory.db exactly as the shipped version left it, with remarks of two owners, a hypothesis, small talk,
    stats and (where the shape has one) a dream log line."""
    home.mkdir()
    conn = sqlite3.connect(home / "memory.db")
    steps, stamped = SHAPES[shape]
    for number, step in enumerate(steps, 1):  # as the old code ran them: one script, then its version number
        script = "\n".join((SHIPPED / f"{part}.sql").read_text() for part in step.split("+"))
        conn.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version = {number};\nCOMMIT;")
    if stamped:
        conn.execute("PRAGMA application_id = 1347241293")  # "PMEM"
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    columns = {r[1] for r in conn.execute("PRAGMA table_info(hypotheses)")}
    for owner in ("alice", "bob"):
        for n, (layer, kind, text, pinned, alive, state) in enumerate(REMARKS):
            conn.execute(
                "INSERT INTO items (owner, layer, kind, text, digest, created, seen, pinned, alive, state)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    owner,
                    layer,
                    kind,
                    f"{text} ({owner})",
                    f"d{n}{owner}",
                    1.74e9 + n,
                    1.74e9 + n,
                    pinned,
                    alive,
                    state or "ok",
                ),
            )
        if "owner" in columns:
            conn.execute(
                "INSERT INTO hypotheses (text, targets, ts, owner) VALUES (?, '[1]', 1.74e9, ?)",
                (f"maybe tea matters ({owner})", owner),
            )
        conn.execute("INSERT INTO stats (owner, key, value) VALUES (?, 'dreams', 3)", (owner,))
        if "dream_log" in tables:
            conn.execute(
                "INSERT INTO dream_log (owner, what, started, ended, counts, events_alive,"
                " impressions_alive, pinned) VALUES (?, 'dream', 1.74e9, 1.74e9, '{}', 3, 1, 1)",
                (owner,),
            )
    conn.commit()
    conn.close()


def remarks(home: Path) -> list[tuple]:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return sorted(conn.execute("SELECT id, owner, layer, kind, text, pinned, alive FROM items").fetchall())
    finally:
        conn.close()


@pytest.mark.parametrize("shape", SHAPES)
def test_a_file_of_every_shipped_shape_opens_and_keeps_every_remark(tmp_path, clock, shape):
    home = tmp_path / "home"
    build(home, shape)
    before = remarks(home)
    with Memory(home=home, owner="alice", clock=clock, llm=False) as m:
        assert m.store.pragma("user_version") == len(MIGRATIONS)
        assert m.store.pragma("application_id") == 0x504D454D
        assert "青霉素" in " ".join(r["text"] for r in m.recall("青霉素过敏"))
        assert m.observe("I am learning Japanese")["action"] == "stored"  # and it takes new remarks
        after = remarks(home)
        assert [r for r in after if r[0] <= before[-1][0]] == before  # every remark, with its id, kept as it was
        m.dream(force=True)  # and a dream works on it
    conn = sqlite3.connect(home / "memory.db")
    try:
        if "dream-log" in SHAPES[shape][0]:
            assert conn.execute("SELECT COUNT(*) FROM dream_log WHERE counts = '{}'").fetchone()[0] == 2
        columns = {r[1] for r in conn.execute("PRAGMA table_info(items)")}
        assert "retired_at" in columns
        assert conn.execute("SELECT COUNT(*) FROM stats WHERE key = 'dreams'").fetchone()[0] == 2
    finally:
        conn.close()
    with Memory(home=home, owner="bob", clock=clock, llm=False) as m:  # opens again, as it is now
        assert m.recall("Boston") == [] and m.recall("green tea")


def test_a_failed_upgrade_says_the_file_is_as_it_was_and_nothing_is_lost(tmp_path, clock, monkeypatch):
    from plastic_memory import PlasticMemoryError
    from plastic_memory.store import schema

    home = tmp_path / "home"
    build(home, "v2 (6cf6b12 to ecec05a)")
    before = remarks(home)
    monkeypatch.setattr(schema, "MIGRATIONS", MIGRATIONS[:2] + ("INSERT INTO no_such_table VALUES (1);",))
    with pytest.raises(PlasticMemoryError, match="rolled back.*nothing in it is lost"):
        Memory(home=home, owner="alice", clock=clock, llm=False)
    assert remarks(home) == before


def test_every_migration_has_a_probe_of_what_it_makes():
    """A file is upgraded by what it holds: a step without a probe falls back on the version number, which is what
    let a racing first open re-run the newest step (another process had just made it). Every step gets one."""
    from plastic_memory.store.schema import _PROBES

    assert set(_PROBES) == set(range(1, len(MIGRATIONS) + 1))
