"""Opening a home safely: private files, refusing damaged, foreign and future files untouched, first opens racing
from many processes and threads, and every storage or argument failure said in plain words before anything is
written."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from plastic_memory import Memory, PlasticMemoryError
from plastic_memory.store.connection import APPLICATION_ID
from plastic_memory.store import MIGRATIONS

REPO = Path(__file__).resolve().parent.parent
START = 1_740_000_000.0


def memory(home: Path, owner: str = "default") -> Memory:
    return Memory(home=home, owner=owner, clock=lambda: START, llm=False)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def files(home: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(home.iterdir())}


def raw_count(home: Path, sql: str) -> int:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


@contextmanager
def umask(value: int):
    old = os.umask(value)
    try:
        yield
    finally:
        os.umask(old)


# -- private files -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("mask", [0o000, 0o022, 0o002])
def test_home_is_0700_and_the_database_and_its_wal_and_shm_0600_whatever_the_umask(tmp_path, mask):
    home = tmp_path / "deep" / "home"
    with umask(mask):
        with memory(home) as m:
            m.observe("我妈妈在肿瘤科做化疗")
            for name in ("memory.db", "memory.db-wal", "memory.db-shm"):
                assert mode(home / name) == 0o600, (name, oct(mode(home / name)))
    assert mode(home) == 0o700


def test_an_existing_open_home_and_database_are_tightened_on_open(tmp_path):
    home = tmp_path / "home"
    memory(home).close()
    os.chmod(home, 0o755)
    os.chmod(home / "memory.db", 0o644)
    with memory(home) as m:
        m.observe("我住在杭州")
        assert mode(home) == 0o700
        assert {mode(p) for p in home.iterdir()} == {0o600}


def test_a_second_memory_on_an_open_home_tightens_it_again(tmp_path):
    home = tmp_path / "home"
    with memory(home, "alice"):
        os.chmod(home, 0o755)
        with memory(home, "bob"):
            assert mode(home) == 0o700


# -- damaged, foreign and future files ---------------------------------------------------------------------------
def test_a_garbage_file_is_refused_untouched_with_what_to_do(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    garbage = os.urandom(8192)
    (home / "memory.db").write_bytes(garbage)
    with pytest.raises(PlasticMemoryError) as caught:
        memory(home)
    message = str(caught.value)
    assert str(home / "memory.db") in message and "untouched" in message
    assert "mv " in message and ".recover" in message
    assert files(home) == {"memory.db": garbage}


def test_a_truncated_database_is_refused_untouched(tmp_path):
    home = tmp_path / "home"
    with memory(home) as m:
        for i in range(300):
            m.observe(f"第{i}件事：我在第{i}天买了{i}本书，书名叫做《故事{i}》", kind="fact")
    whole = (home / "memory.db").read_bytes()
    (home / "memory.db").write_bytes(whole[: len(whole) // 2])
    before = files(home)
    with pytest.raises(PlasticMemoryError, match="truncated") as caught:
        memory(home)
    assert "untouched" in str(caught.value) and ".recover" in str(caught.value)
    assert files(home) == before


def test_a_damaged_page_found_later_is_a_plain_error_and_nothing_is_changed(tmp_path):
    home = tmp_path / "home"
    with memory(home) as m:
        for i in range(400):
            m.observe(f"第{i}件事：我在第{i}天买了{i}本书，书名叫做《故事{i}》", kind="fact")
    data = bytearray((home / "memory.db").read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for at in range(page * 2, len(data) - page, page):  # scribble over every page after the schema
        data[at : at + 64] = os.urandom(64)
    (home / "memory.db").write_bytes(bytes(data))
    before = files(home)
    with pytest.raises(PlasticMemoryError) as caught:
        with memory(home) as m:
            m.recall("书")
            m.observe("我住在杭州")
    assert "damaged" in str(caught.value) and "untouched" in str(caught.value)
    assert files(home)["memory.db"] == before["memory.db"]


def test_another_applications_database_is_refused_untouched_not_even_switched_to_wal(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    conn = sqlite3.connect(home / "memory.db")
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)")
    conn.execute("INSERT INTO invoices (amount) VALUES (12.5)")
    conn.commit()
    conn.close()
    os.chmod(home / "memory.db", 0o644)
    before = files(home)
    with pytest.raises(PlasticMemoryError, match="not a plastic-memory database") as caught:
        memory(home)
    assert "untouched" in str(caught.value) and "invoices" in str(caught.value)
    assert files(home) == before  # same bytes (still a rollback-journal file), no -wal, no -shm
    assert mode(home / "memory.db") == 0o644


def test_a_file_with_another_application_id_is_refused(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    conn = sqlite3.connect(home / "memory.db")
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("CREATE TABLE items (x)")
    conn.execute("CREATE TABLE meta (y)")
    conn.commit()
    conn.close()
    before = files(home)
    with pytest.raises(PlasticMemoryError, match="application id 1234"):
        memory(home)
    assert files(home) == before


def test_a_database_from_a_newer_plastic_memory_is_refused_untouched(tmp_path):
    home = tmp_path / "home"
    with memory(home) as m:
        m.observe("我住在杭州")
    conn = sqlite3.connect(home / "memory.db")
    conn.execute("PRAGMA journal_mode = DELETE")  # as a newer version might leave it
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.commit()
    conn.close()
    before = files(home)
    with pytest.raises(PlasticMemoryError, match="newer plastic-memory") as caught:
        memory(home)
    assert "untouched" in str(caught.value) and "upgrade" in str(caught.value)
    assert files(home) == before  # not switched to WAL, not migrated


def test_our_database_carries_the_application_id(tmp_path):
    memory(tmp_path / "home").close()
    assert raw_count(tmp_path / "home", "PRAGMA application_id") == APPLICATION_ID
    assert raw_count(tmp_path / "home", "PRAGMA user_version") == len(MIGRATIONS)


# -- first opens racing ------------------------------------------------------------------------------------------
# Eight processes forked from one that has only imported the package (nothing opened): each is a process of its own
# with its own connections, as eight started apart would be, but they reach the new home together rather than as
# each fresh interpreter finishes its seconds of import (a closer race, and the file's minute of imports saved).
OPENERS = """
import os, sys, traceback
from plastic_memory import Memory
home = sys.argv[1]
children = {}
for tag in range(8):
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            for n in range(20):
                with Memory(home=home, owner=f"p{tag}", llm=False) as m:
                    m.observe(f"进程{tag}第{n}次打开：我在第{n}天买了{n}本书 key{tag}x{n}", kind="fact")
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            sys.stderr.flush()
            os._exit(code)
    children[pid] = tag
for _ in range(8):
    pid, status = os.wait()
    print(children[pid], os.waitstatus_to_exitcode(status), flush=True)
"""


@pytest.mark.slow
def test_eight_processes_opening_one_new_home_twenty_times_all_succeed(tmp_path):
    home = tmp_path / "new-home"
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", OPENERS, str(home)], env=env, capture_output=True, text=True, timeout=240
    )
    assert done.returncode == 0, done.stderr[-2000:]
    exits = dict(line.split() for line in done.stdout.splitlines())
    assert exits == {str(tag): "0" for tag in range(8)}, done.stderr[-4000:]
    assert raw_count(home, "SELECT COUNT(*) FROM items") == 160
    assert raw_count(home, "PRAGMA user_version") == len(MIGRATIONS)


def test_eight_threads_opening_one_new_home_at_once_all_succeed(tmp_path):
    home = tmp_path / "new-home"
    errors: list[BaseException] = []
    gate = threading.Barrier(8)

    def open_and_write(i: int) -> None:
        try:
            gate.wait()
            for n in range(5):
                with memory(home, f"t{i}") as m:
                    m.observe(f"线程{i}第{n}次：我在第{n}天买了{n}本书 key{i}x{n}", kind="fact")
        except BaseException as exc:  # collected and asserted on below
            errors.append(exc)

    threads = [threading.Thread(target=open_and_write, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []
    assert raw_count(home, "SELECT COUNT(*) FROM items") == 40


# -- a read-only file or folder, a full disk -----------------------------------------------------------------------
def as_plain_user(fn):
    """fn() where file permissions bind: directly for an ordinary user; for root in a forked child whose effective
    user is nobody (root writes through any mode bits). Returns ("ok", value) or ("raised", type, message)."""
    if os.geteuid() != 0:
        try:
            return ["ok", fn()]
        except Exception as exc:
            return ["raised", type(exc).__name__, str(exc)]
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: no pytest machinery from here on, only os._exit
        try:
            os.setegid(65534)
            os.seteuid(65534)
            result = ["ok", fn()]
        except BaseException as exc:
            result = ["raised", type(exc).__name__, str(exc)]
        os.write(write, json.dumps(result).encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        data = pipe.read()
    os.waitpid(pid, 0)
    return json.loads(data)


@pytest.fixture
def plain_dir():
    """A folder the unprivileged user of as_plain_user owns (tmp_path's parents are closed to it under root)."""
    base = Path(tempfile.mkdtemp(prefix="pm-plain-"))
    if os.geteuid() == 0:
        os.chown(base, 65534, 65534)
    yield base
    shutil.rmtree(base, ignore_errors=True)


def test_a_read_only_database_file_is_a_plain_error_and_nothing_is_written(plain_dir):
    home = plain_dir / "home"

    def scenario():
        with memory(home) as m:
            m.observe("我住在杭州")
        os.chmod(home / "memory.db", 0o400)
        before = (home / "memory.db").read_bytes()
        try:
            with memory(home) as m:
                found = [h["text"] for h in m.recall("杭州")]  # reading still works
                m.observe("我的工号是A7391")
        except PlasticMemoryError as exc:
            return {"error": str(exc), "found": found, "same": (home / "memory.db").read_bytes() == before}
        return {"error": None}

    status, result = as_plain_user(scenario)
    assert status == "ok", result
    assert result["error"] and "read-only" in result["error"] and str(home / "memory.db") in result["error"]
    assert result["found"] == ["我住在杭州"] and result["same"]


def test_a_read_only_folder_is_a_plain_error(plain_dir):
    home = plain_dir / "home"

    def scenario():
        with memory(home) as m:
            m.observe("我住在杭州")
        os.chmod(home, 0o500)
        try:
            with memory(home) as m:
                m.observe("我的工号是A7391")
        except PlasticMemoryError as exc:
            return str(exc)
        finally:
            os.chmod(home, 0o700)
        return None

    status, message = as_plain_user(scenario)
    assert status == "ok" and message, message
    assert str(home) in message and ("read-only" in message or "read and write" in message)
    assert raw_count(home, "SELECT COUNT(*) FROM items") == 1


def test_a_full_database_rolls_the_turn_back_and_says_so(tmp_path):
    home = tmp_path / "home"
    with memory(home) as m:
        m.observe("我住在杭州")
        pages = m.store.pragma("page_count")
        m.store._db.conn.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own "disk is full" path
        with pytest.raises(PlasticMemoryError, match="full") as caught:
            for i in range(200):
                m.observe(f"第{i}件事：我在第{i}天买了{i}本书，书名叫做《一个很长的故事{i}》" * 3, kind="fact")
        assert "nothing stored before it was lost" in str(caught.value)
        m.store._db.conn.execute(f"PRAGMA max_page_count = {2**30}")
        kept = m.status()["events_total"]
        assert m.recall("杭州")[0]["text"] == "我住在杭州"
        assert m.observe("我的工号是A7391")["action"] == "stored"  # free space again: it carries on
        assert m.status()["events_total"] == kept + 1


def test_a_full_disk_is_a_plain_error(tmp_path):
    mount = tmp_path / "small-disk"
    mount.mkdir()
    if (
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", str(mount)], capture_output=True).returncode
        != 0
    ):
        pytest.skip("mounting a small filesystem needs privileges this machine does not give")
    try:
        home = mount / "home"
        with memory(home) as m:
            m.observe("我住在杭州")
            with pytest.raises(PlasticMemoryError, match="full"):
                for i in range(2000):
                    m.observe(f"第{i}件事：我在第{i}天买了{i}本书，书名叫做《一个很长的故事{i}》" * 3, kind="fact")
            assert m.recall("杭州")[0]["text"] == "我住在杭州"
    finally:
        subprocess.run(["umount", str(mount)], check=True)


# -- bad arguments: refused before anything is stored ---------------------------------------------------------------
@pytest.mark.parametrize(
    "call, words",
    [
        (lambda m: m.observe("我住在杭州", session_id={"id": 1}), "session_id"),
        (lambda m: m.observe("我住在杭州", kind=["fact"]), "kind"),
        (lambda m: m.observe("我住在\ud800杭州"), "surrogate"),
        (lambda m: m.observe(b"bytes"), "string"),
        (lambda m: m.context("杭州", session_id=["s"]), "session_id"),
        (lambda m: m.context("\udfff"), "surrogate"),
        (lambda m: m.recall("\ud83d"), "surrogate"),
        (lambda m: m.pin(id=2**64), "ids are whole numbers"),
        (lambda m: m.trace(id=-(2**70)), "ids are whole numbers"),
        (lambda m: m.pin(id=0), "ids are whole numbers"),
        (lambda m: m.forget(id=2**63), "ids are whole numbers"),
        (lambda m: m.forget(text="\ud800", confirm=True), "surrogate"),
        (lambda m: m.forget(id=1, confirm="yes"), "confirm"),
        (lambda m: m.pin(id=1, unpin="no"), "unpin"),
        (lambda m: m.dream(force=1), "force"),
        (lambda m: m.diary(raw="yes"), "raw"),
        (lambda m: m.reset_session(42), "session_id"),
        (lambda m: m.persona("\ud800"), "surrogate"),
    ],
)
def test_bad_arguments_are_plain_errors_raised_before_anything_is_stored(tmp_path, call, words):
    with memory(tmp_path / "home") as m:
        m.observe("我不吃香菜")
        before = files(tmp_path / "home")
        with pytest.raises(PlasticMemoryError, match=words):
            call(m)
        assert m.status()["events_total"] == 1
        assert raw_count(tmp_path / "home", "SELECT SUM(hits) FROM items") == 1
    assert before  # the files existed; the assertion above is what counts


def test_an_owner_with_a_lone_surrogate_is_refused(tmp_path):
    with pytest.raises(PlasticMemoryError, match="surrogate"):
        Memory(home=tmp_path, owner="a\ud800", llm=False)
