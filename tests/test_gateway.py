"""A gateway of thousands: one connection per home shared by every owner of a process, per-owner change tracking
(another owner's write never rebuilds this owner's index), writes decided on the database as it is now, and ids
that never repeat."""

from __future__ import annotations

import importlib.util
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from plastic_memory import Memory
from plastic_memory.store import connection
from plastic_memory.store.connection import _statements
from plastic_memory.store import MIGRATIONS

REPO = Path(__file__).resolve().parent.parent


def elsewhere(home: Path, owner: str, *calls: str) -> None:
    """Run Memory calls in another process on the same home (another writer: a CLI call, another gateway)."""
    body = "\n".join(f"    m.{call}" for call in calls)
    script = f"from plastic_memory import Memory\nwith Memory(home={str(home)!r}, owner={owner!r}, llm=False) as m:\n{body}\n"
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def open_files_on(path: Path) -> int:
    """How many descriptors of this process point at the file."""
    fds = Path("/proc/self/fd")
    target = os.path.realpath(path)
    count = 0
    for fd in fds.iterdir():
        try:
            count += os.path.realpath(fd) == target
        except OSError:
            pass
    return count


# -- one connection per home --------------------------------------------------------------------------------------
@pytest.mark.skipif(not Path("/proc/self/fd").exists(), reason="counts descriptors through /proc")
def test_every_owner_of_a_home_shares_one_connection(tmp_path):
    memories = [Memory(home=tmp_path, owner=f"person-{i}", llm=False) for i in range(50)]
    try:
        for i, m in enumerate(memories):
            m.observe(f"我叫用户{i}，我住在第{i}号楼")
        assert open_files_on(tmp_path / "memory.db") == 1
        assert len({id(m.store._db) for m in memories}) == 1
    finally:
        for m in memories[:-1]:
            m.close()
    assert open_files_on(tmp_path / "memory.db") == 1  # the last user keeps it open
    memories[-1].close()
    assert open_files_on(tmp_path / "memory.db") == 0


def test_closing_one_owner_leaves_the_others_working(tmp_path):
    alice, bob = Memory(home=tmp_path, owner="alice", llm=False), Memory(home=tmp_path, owner="bob", llm=False)
    alice.observe("我住在杭州")
    alice.close()
    assert bob.observe("我喜欢吃火锅")["action"] == "stored"
    assert bob.recall("火锅")[0]["text"] == "我喜欢吃火锅"
    bob.close()


FIVE_THOUSAND = """
import os, resource, sys
resource.setrlimit(resource.RLIMIT_NOFILE, (1024, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
from plastic_memory import Memory
home = sys.argv[1]
people = [Memory(home=home, owner=f"person-{i}", llm=False) for i in range(5000)]
for i, m in enumerate(people):
    assert m.observe(f"我叫用户{i}，我住在第{i}号楼")["action"] == "stored"
for i, m in enumerate(people):
    assert f"第{i}号楼" in m.context("我住在哪", session_id="s")
print(len(os.listdir("/proc/self/fd")))
for m in people:
    m.close()
"""


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/fd").exists(), reason="counts descriptors through /proc")
def test_five_thousand_owners_in_one_process_under_a_1024_descriptor_limit(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", FIVE_THOUSAND, str(tmp_path)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert int(done.stdout.strip()) < 32
    conn = sqlite3.connect(tmp_path / "memory.db")
    assert conn.execute("SELECT COUNT(DISTINCT owner) FROM items").fetchone()[0] == 5000
    conn.close()


# -- per-owner change tracking ---------------------------------------------------------------------------------------
def test_another_owners_write_in_this_process_never_rebuilds_this_owners_index(tmp_path):
    with Memory(home=tmp_path, owner="alice", llm=False) as alice, Memory(home=tmp_path, owner="bob", llm=False) as bob:
        alice.observe("我住在杭州")
        index = alice.live()
        for i in range(20):
            bob.observe(f"第{i}件事：我在第{i}天买了{i}本书", kind="fact")
            alice.context("杭州")
        bob.dream(force=True)
        assert alice.live() is index


def test_another_owners_write_from_another_process_never_rebuilds_this_owners_index(tmp_path):
    with Memory(home=tmp_path, owner="alice", llm=False) as alice:
        alice.observe("我住在杭州")
        index = alice.live()
        elsewhere(tmp_path, "bob", 'observe("我喜欢吃火锅")', "dream(force=True)")
        assert alice.context("杭州") and alice.live() is index
        assert alice.observe("我住在杭州")["action"] == "reinforced"
        assert alice.live() is index


def test_this_owners_write_from_another_process_is_seen_at_once(tmp_path):
    with Memory(home=tmp_path, owner="alice", llm=False) as alice:
        alice.observe("我住在杭州")
        index = alice.live()
        elsewhere(tmp_path, "alice", 'observe("我对青霉素过敏")')
        assert alice.live() is not index
        assert [h["text"] for h in alice.recall("青霉素")] == ["我对青霉素过敏"]


# -- no silent loss: every write decides on the database as it is now ------------------------------------------------
@pytest.mark.parametrize("change", ['observe("你记错了，我住在苏州，不是杭州")', "forget(text='杭州', confirm=True)"])
def test_a_remark_another_process_took_down_is_stored_again_when_repeated_at_once(tmp_path, change):
    with Memory(home=tmp_path, owner="alice", llm=False) as alice:
        first = alice.observe("我住在杭州")["id"]
        alice.recall("杭州")  # the index is warm and was checked a moment ago
        elsewhere(tmp_path, "alice", change)
        again = alice.observe("我住在杭州")
        assert again["action"] in ("stored", "updated") and again["id"] > first  # kept, not "reinforced" #first
        assert [h["text"] for h in alice.recall("杭州")] == ["我住在杭州"]


def test_a_remark_another_memory_of_this_process_took_down_is_stored_again(tmp_path):
    with (
        Memory(home=tmp_path, owner="alice", llm=False) as hooks,
        Memory(home=tmp_path, owner="alice", llm=False) as command,
    ):
        first = hooks.observe("我住在杭州")["id"]
        hooks.recall("杭州")
        command.forget(id=first, confirm=True)
        again = hooks.observe("我住在杭州")
        assert again["action"] == "stored" and again["id"] > first


# -- ids never repeat ----------------------------------------------------------------------------------------------------
def test_ids_never_repeat_after_the_newest_rows_are_deleted(tmp_path):
    with Memory(home=tmp_path, owner="alice", llm=False) as m:
        ids = [m.observe(f"第{i}件事：我在第{i}天买了{i}本书", kind="fact")["id"] for i in range(5)]
        m.forget(id=ids[-1], confirm=True)
        m.forget(id=ids[-2], confirm=True)
        assert m.observe("我喜欢吃火锅")["id"] == ids[-1] + 1
    with Memory(home=tmp_path, owner="bob", llm=False) as other:  # ids are unique across owners of a home too
        assert other.observe("我住在杭州")["id"] == ids[-1] + 2


def test_upgrading_an_old_database_keeps_every_id_and_never_reuses_one(tmp_path):
    conn = sqlite3.connect(tmp_path / "memory.db", isolation_level=None)
    for number, migration in enumerate(MIGRATIONS[:2], 1):
        conn.execute("BEGIN")
        for statement in _statements(migration):
            conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {number}")
        conn.execute("COMMIT")
    for i in (1, 2, 7):
        conn.execute(
            "INSERT INTO items (id, owner, layer, kind, text, digest, created, seen, why) VALUES"
            " (?, 'default', 'event', 'fact', ?, ?, 1, 1, ?)",
            (i, f"第{i}件事", f"d{i}", "retracted: the user said it was wrong (我住在杭州)" if i == 2 else None),
        )
    conn.close()
    with Memory(home=tmp_path, llm=False) as m:
        assert m.trace(id=7)["text"] == "第7件事"
        assert m.trace(id=2)["why"] == "retracted: the user said it was wrong"  # the quoted words are gone
        assert m.observe("我喜欢吃火锅")["id"] == 8
        m.forget(id=8, confirm=True)
        assert m.observe("我住在杭州")["id"] == 9


def test_a_forked_child_opens_its_own_connection(tmp_path):
    with Memory(home=tmp_path, owner="parent", llm=False) as m:
        m.observe("我住在杭州")
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: reports and leaves without pytest's teardown
            try:
                with Memory(home=tmp_path, owner="child", llm=False) as child:
                    ok = child.observe("我喜欢吃火锅")["action"] == "stored" and child.store._db is not m.store._db
            except BaseException:
                ok = False
            os.write(write, b"1" if ok else b"0")
            os._exit(0)
        os.close(write)
        with os.fdopen(read, "rb") as pipe:
            assert pipe.read() == b"1"
        os.waitpid(pid, 0)
        assert m.observe("我不吃香菜")["action"] == "stored"
    assert connection.open_count() == 0


def test_the_gateway_benchmark_runs_small_and_nothing_is_rebuilt_by_others(capsys):
    # Loaded by its path under a name of its own: "gateway" on sys.path would hide Hermes' gateway package.
    spec = importlib.util.spec_from_file_location("pm_bench_gateway", REPO / "bench" / "gateway.py")
    gateway = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gateway)
    figures = gateway.main(["--owners", "60", "--warm", "1", "--turns", "300", "--rate", "300"])
    assert figures["rebuilt"] == 0 and 0 < figures["fds"] < 32 and figures["written_elsewhere"] > 0
    assert "indexes rebuilt by others' writes" in capsys.readouterr().out
