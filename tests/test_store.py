"""Storage: pragmas, versioned forward-only migrations, bound parameters, transactions, closing, and threads."""

from __future__ import annotations

import json
import sqlite3
import threading
import time

import pytest

import plastic_memory.store.schema as store_module
from plastic_memory import Memory, PlasticMemoryError
from plastic_memory.store import MIGRATIONS, Store, migrate
from test_properties import Clock, provenance_problems, table_counts

START = 1_740_000_000.0


def open_memory(home, owner="default", clock=None) -> Memory:
    return Memory(home=home, owner=owner, clock=clock or Clock(START), llm=False)


def raw(home) -> sqlite3.Connection:
    """A connection of our own to the home's database file, to look behind the library's back."""
    conn = sqlite3.connect(home / "memory.db")
    conn.row_factory = sqlite3.Row
    return conn


def peek(home, sql: str) -> list[tuple]:
    """Rows of one query on the home's database, through a short-lived connection of our own."""
    conn = raw(home)
    try:
        return [tuple(r) for r in conn.execute(sql)]
    finally:
        conn.close()


def schema(home) -> list[tuple]:
    return peek(home, "SELECT type, name, sql FROM sqlite_master ORDER BY type, name")


def version(home) -> int:
    return peek(home, "PRAGMA user_version")[0][0]


# -- pragmas -----------------------------------------------------------------------------------------------------
def test_database_runs_in_wal_mode_with_synchronous_normal(tmp_path):
    with open_memory(tmp_path) as m:
        assert m.store.pragma("journal_mode") == "wal"
        assert m.store.pragma("synchronous") == 1
    conn = raw(tmp_path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"  # WAL is a property of the file
    conn.close()


def test_a_second_writer_waits_for_the_lock_instead_of_failing(tmp_path):
    with open_memory(tmp_path) as m:
        m.observe("我家宽带是电信的")
        blocker = sqlite3.connect(tmp_path / "memory.db", isolation_level=None, check_same_thread=False)
        blocker.execute("BEGIN IMMEDIATE")  # hold the write lock for a while
        release = threading.Timer(0.4, lambda: blocker.execute("COMMIT"))
        release.start()
        started = time.perf_counter()
        result = m.observe("我的工号是A7391")  # must wait on the busy timeout, not raise "database is locked"
        waited = time.perf_counter() - started
        release.join()
        blocker.close()
        assert result["action"] == "stored"
        assert waited >= 0.3
        assert m.status()["events_total"] == 2


# -- migrations ----------------------------------------------------------------------------------------------------
def test_user_version_equals_the_number_of_migrations(tmp_path):
    open_memory(tmp_path).close()
    assert version(tmp_path) == len(MIGRATIONS)


def test_upgrade_from_version_1_folds_duplicate_dropped_rows_and_gives_hypotheses_an_owner(tmp_path):
    path = tmp_path / "memory.db"
    conn = sqlite3.connect(path, isolation_level=None)
    assert migrate(conn, upto=1) == 1
    conn.executemany(
        "INSERT INTO dropped (owner, digest, ts) VALUES (?, ?, ?)",
        [("default", "d-hello", float(t)) for t in range(5)] + [("default", "d-ok", 9.0)],
    )
    conn.execute("INSERT INTO hypotheses (text, targets, ts) VALUES ('x', '[1, 2]', 1.0)")
    conn.close()

    with open_memory(tmp_path) as m:
        assert m.store.pragma("user_version") == len(MIGRATIONS)
        rows = {r["digest"]: r["count"] for r in m.store.dropped_rows("default")}
        assert rows == {"d-hello": 5, "d-ok": 1}  # v0.3.4: one row per digest with its count
        assert m.status()["junk_blocked"] == 6
        assert m.status()["hypotheses_open"] == 1  # the old hypothesis now belongs to the default owner


def test_opening_an_up_to_date_database_again_changes_nothing(tmp_path):
    with open_memory(tmp_path) as m:
        m.observe("我不吃香菜")
    before = schema(tmp_path)
    with open_memory(tmp_path) as m:
        assert m.status()["events_total"] == 1
    assert schema(tmp_path) == before
    assert version(tmp_path) == len(MIGRATIONS)


def test_a_database_newer_than_the_code_is_refused_not_downgraded(tmp_path):
    open_memory(tmp_path).close()
    conn = raw(tmp_path)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(PlasticMemoryError, match="newer"):
        open_memory(tmp_path)
    assert version(tmp_path) == len(MIGRATIONS) + 1


def test_a_failing_migration_leaves_version_and_schema_unchanged(tmp_path, monkeypatch):
    with open_memory(tmp_path) as m:
        m.observe("我的工号是A7391")
    before = schema(tmp_path)

    broken = "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);"
    monkeypatch.setattr(store_module, "MIGRATIONS", MIGRATIONS + (broken,))
    with pytest.raises((sqlite3.Error, PlasticMemoryError)):
        Store(tmp_path / "memory.db")

    assert version(tmp_path) == len(MIGRATIONS)
    assert schema(tmp_path) == before  # half_done was rolled back with the rest of the step
    assert peek(tmp_path, "SELECT COUNT(*) FROM items") == [(1,)]


# -- bound parameters ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text", ["'; DROP TABLE items; --", "Robert'); DELETE FROM items;--", 'x" OR 1=1 --', "%_\\ LIKE '%'"]
)
def test_sql_looking_text_is_stored_verbatim_and_tables_stay_intact(tmp_path, text):
    with open_memory(tmp_path) as m:
        m.observe("我住在杭州")
        tables = schema(tmp_path)
        result = m.observe(text, kind="fact")
        assert result["action"] == "stored"
        m.recall(text, k=5)
        m.pin(id=result["id"])
        assert m.trace(id=result["id"])["text"] == text
        assert m.status()["events_total"] == 2
    assert schema(tmp_path) == tables
    assert peek(tmp_path, "SELECT text FROM items ORDER BY id") == [("我住在杭州",), (text,)]


def test_like_wildcards_in_a_query_match_nothing_by_themselves(tmp_path):
    with open_memory(tmp_path) as m:
        m.observe("我住在杭州")
        m.observe("我家猫改名叫煤球了")
        assert m.recall("%_\\") == []
        assert m.recall("%") == []
        with pytest.raises(PlasticMemoryError):
            m.pin(text="%")
        assert m.status()["pinned"] == 0


# -- transactions ------------------------------------------------------------------------------------------------------
def test_an_error_inside_a_transaction_rolls_everything_back(tmp_path):
    with open_memory(tmp_path) as m:
        store = m.store
        with pytest.raises(RuntimeError):
            with store.transaction():
                store.insert_item("default", "event", "fact", "outer", "d1", START)
                with store.transaction():  # nested: joins the outer transaction
                    store.insert_item("default", "event", "fact", "inner", "d2", START)
                raise RuntimeError("boom")
        assert store.all_items() == []
        with store.transaction():  # and the store is usable afterwards
            store.insert_item("default", "event", "fact", "after", "d3", START)
        assert [r["text"] for r in store.all_items()] == ["after"]


def test_an_observe_that_fails_half_way_leaves_no_trace(tmp_path, monkeypatch):
    with open_memory(tmp_path) as m:
        m.observe("我不打算跳槽，现在挺稳定")

        def disk_error(*args, **kwargs):
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(m.store, "retire", disk_error)  # the flip's second write fails
        with pytest.raises(PlasticMemoryError, match="disk"):  # said in plain words, and rolled back
            m.observe("最近特别想跳槽")
        monkeypatch.undo()
        assert [r["text"] for r in m.store.all_items()] == ["我不打算跳槽，现在挺稳定"]
        assert [r["text"] for r in m.recall("跳槽")] == ["我不打算跳槽，现在挺稳定"]
        assert "特别想跳槽" not in (m.context("跳槽") or "")
        assert m.status()["events_total"] == 1


# -- closing ---------------------------------------------------------------------------------------------------------
def test_close_is_idempotent_and_any_use_afterwards_raises_the_library_error(tmp_path):
    m = open_memory(tmp_path)
    m.observe("我住在杭州")
    m.close()
    m.close()
    with open_memory(tmp_path) as m2:  # closing one object closes nothing else
        m2.close()
    uses = [
        lambda: m.observe("我不吃香菜"),
        lambda: m.context("杭州"),
        lambda: m.recall("杭州"),
        lambda: m.dream(force=True),
        lambda: m.status(),
        lambda: m.pin(id=1),
        lambda: m.trace(id=1),
        lambda: m.compact(confirm=True),
        lambda: m.diary(),
    ]
    for use in uses:
        with pytest.raises(PlasticMemoryError):
            use()


# -- threads -----------------------------------------------------------------------------------------------------------
def run_threads(*targets) -> list[BaseException]:
    """Run each target on its own thread; return what they raised."""
    errors: list[BaseException] = []

    def guard(fn):
        try:
            fn()
        except BaseException as exc:  # collected and asserted on by the test
            errors.append(exc)

    threads = [threading.Thread(target=guard, args=(t,)) for t in targets]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not any(t.is_alive() for t in threads)
    return errors


def notes_for(owner: str, n: int) -> list[str]:
    return [f"{owner} 记下第{i}件事：我在第{i}天买了{i}本书 item{owner}{i}" for i in range(n)]


def test_two_owners_observing_on_two_threads_lose_nothing(tmp_path):
    clock = Clock(START)
    memories = {o: open_memory(tmp_path, o, clock) for o in ("alice", "bob")}
    results = {o: [] for o in memories}
    n = 60

    def talk(owner):
        def run():
            for text in notes_for(owner, n):
                results[owner].append(memories[owner].observe(text, kind="fact"))

        return run

    assert run_threads(talk("alice"), talk("bob")) == []
    conn = raw(tmp_path)
    for owner, m in memories.items():
        assert len(results[owner]) == n
        assert all(r["action"] in ("stored", "reinforced") for r in results[owner])
        stored = sum(r["action"] == "stored" for r in results[owner])
        hits = conn.execute("SELECT SUM(hits), COUNT(*) FROM items WHERE owner = ?", (owner,)).fetchone()
        assert tuple(hits) == (n, stored)  # every utterance is a row or a reinforcement of one
        assert m.status()["events_total"] == stored
        other = "bob" if owner == "alice" else "alice"
        assert (
            conn.execute("SELECT COUNT(*) FROM items WHERE owner = ? AND text LIKE ?", (owner, f"{other}%")).fetchone()[
                0
            ]
            == 0
        )
        m.close()
    conn.close()


def test_one_memory_shared_by_four_threads_loses_nothing(tmp_path):
    with open_memory(tmp_path) as m:

        def talk(tag):
            return lambda: [m.observe(t, kind="fact") for t in notes_for(tag, 25)]

        assert run_threads(*(talk(f"t{i}") for i in range(4))) == []
        conn = raw(tmp_path)
        assert conn.execute("SELECT SUM(hits) FROM items").fetchone()[0] == 100
        assert m.status()["events_total"] == conn.execute("SELECT COUNT(*) FROM items").fetchone()[0]
        conn.close()


def test_a_dream_on_one_thread_while_another_observes_leaves_a_consistent_database(tmp_path):
    clock = Clock(START)
    with open_memory(tmp_path, "alice", clock) as m, open_memory(tmp_path, "bob", clock) as other:
        topics = ["装修", "跳槽", "睡眠", "香菜", "日语"]
        texts = [f"我最近在想{topics[i % 5]}的事，第{i}次提到{topics[i % 5]}了" for i in range(80)]
        observed: list[dict] = []
        stop = threading.Event()

        def observe():
            try:
                for text in texts:
                    observed.append(m.observe(text))
                    other.observe(f"bob 也说：{text}")
            finally:
                stop.set()

        def dream():
            while not stop.is_set():
                m.dream(force=True)
                other.dream(force=True)

        assert run_threads(observe, dream) == []
        m.dream(force=True)
        conn = raw(tmp_path)
        assert provenance_problems(conn) == []
        for owner, mem in (("alice", m), ("bob", other)):
            expected = table_counts(conn, owner)
            assert {k: mem.status()[k] for k in expected} == expected
        kept = sum(r["action"] in ("stored", "reinforced", "flip") for r in observed)
        hits = conn.execute("SELECT SUM(hits) FROM items WHERE owner = 'alice' AND layer = 'event'").fetchone()[0]
        assert hits == kept  # nothing observed during a dream went missing
        for r in conn.execute("SELECT provenance FROM items WHERE layer = 'impression' AND owner = 'alice'"):
            assert json.loads(r["provenance"])["ids"]
        conn.close()
