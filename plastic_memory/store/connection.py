"""One SQLite connection per home in a process: opened safely, shared by every owner, failing in plain words.

Opening looks before it touches: the file's header, then its application id, schema version and tables (read
together, in one transaction, so another process's first migration is seen whole or not at all). A file
that is damaged, another application's, or from a newer plastic-memory is refused as it is (not even switched to
WAL). Only then are the files made private (home 0700, database and its -wal/-shm 0600, whatever the umask) and
the migrations applied, reading and writing user_version inside one immediate transaction, so any number of
processes and threads may open a new home at once.

A gateway serves thousands of people from one process: every Store handle of a home shares one connection here
(one file descriptor, not one per owner), under one RLock that each statement and each whole transaction holds.
Every sqlite3 failure leaves this module as a PlasticMemoryError that names the file and says what to do
(failures.py words them).
"""

from __future__ import annotations

import os
import sqlite3
import stat
import threading
import time
from pathlib import Path
from typing import Callable, Iterable

from ..errors import PlasticMemoryError
from .failures import BUSY_SECONDS, corrupt, failure

APPLICATION_ID = 0x504D454D  # "PMEM" in the database header: this file is a plastic-memory database
_MAGIC = b"SQLite format 3\x00"
_OUR_TABLES = {"items", "meta"}


# -- private files -----------------------------------------------------------------------------------------------
def _tighten(path: Path) -> None:
    """Take every permission away from group and others; the owner's own bits stay (a read-only file stays so)."""
    try:
        current = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return
    if current & 0o077:
        os.chmod(path, current & 0o700)


def private_home(home: Path) -> None:
    """The home folder exists and only its owner may enter it (0700 when created), whatever the umask."""
    try:
        if not home.is_dir():
            home.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.chmod(home, 0o700)  # mkdir's mode passes through the umask
        _tighten(home)
    except OSError as exc:
        raise PlasticMemoryError(
            f"cannot create or secure the memory folder {home} ({exc}); check its "
            "permissions or set PLASTIC_MEMORY_HOME to a folder this user owns"
        ) from exc


def _private_files(path: Path) -> None:
    try:
        for name in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            _tighten(name)
    except OSError as exc:
        raise PlasticMemoryError(f"cannot make {path} private ({exc}); check who owns it") from exc


def _create_private(path: Path) -> None:
    """Create an empty database file readable by its owner only; SQLite gives -wal and -shm the same mode."""
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
        try:
            os.fchmod(fd, 0o600)  # whatever the umask took away or left
        finally:
            os.close(fd)
    except FileExistsError:
        pass
    except OSError as exc:
        raise failure(exc, path) from exc


def _check_header(path: Path) -> None:
    """Refuse a file that is not an SQLite database or is shorter than its header says (truncated)."""
    try:
        size = path.stat().st_size
        if size == 0:
            return
        with open(path, "rb") as f:
            head = f.read(100)
    except OSError as exc:
        raise failure(exc, path) from exc
    if len(head) < 100 or not head.startswith(_MAGIC):
        raise corrupt(path, "it does not begin with an SQLite header")
    page = int.from_bytes(head[16:18], "big")
    page = 65536 if page == 1 else page
    pages = int.from_bytes(head[28:32], "big")
    wal = Path(f"{path}-wal")
    pending = wal.exists() and wal.stat().st_size > 0  # pages still in the log: SQLite completes the file from it
    if head[24:28] == head[92:96] and not pending and size < pages * page:
        raise corrupt(path, f"it holds {size} bytes but its header says {pages * page}: it was truncated")


# -- what kind of file this is -----------------------------------------------------------------------------------
def _read_identity(conn: sqlite3.Connection) -> tuple[int, int, set[str]]:
    """Schema version, application id and tables, read from one snapshot of the file.

    Read one by one in autocommit mode, another process's first migration could commit between them: version 0
    read before it, its tables after, and a half-made file of ours would be judged another application's. So the
    three are read inside one transaction (the caller's, or a read transaction opened here)."""
    own = not conn.in_transaction
    if own:
        conn.execute("BEGIN")
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        app = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        if own and conn.in_transaction:
            conn.execute("COMMIT")
    return version, app, tables - {"sqlite_sequence"}


def _refuse_strangers(path: Path, version: int, app: int, tables: set[str], known: int) -> None:
    """Raise for another application's file or a newer schema; a new (empty) file and ours pass."""
    foreign = (
        app not in (0, APPLICATION_ID)
        or (version == 0 and tables)
        or (version > 0 and app == 0 and not _OUR_TABLES <= tables)
    )
    if foreign:
        names = ", ".join(sorted(tables)[:6]) or "none"
        raise PlasticMemoryError(
            f"{path} is not a plastic-memory database (application id {app}, schema version "
            f"{version}, tables: {names}). It was left untouched; move it elsewhere or set "
            "PLASTIC_MEMORY_HOME to another folder"
        )
    if version > known:
        raise PlasticMemoryError(
            f"{path} was written by a newer plastic-memory (schema version {version}; this "
            f"one knows up to {known}). It was left untouched; upgrade plastic-memory to use it"
        )


def _statements(script: str) -> Iterable[str]:
    """The complete SQL statements of a migration script, in order."""
    pending = ""
    for line in script.splitlines(keepends=True):
        pending += line
        if sqlite3.complete_statement(pending):
            yield pending.strip()
            pending = ""
    if pending.strip():
        raise PlasticMemoryError("a migration ends with an incomplete statement")


Present = Callable[[sqlite3.Connection, int], "bool | None"]


def migrate(
    conn: sqlite3.Connection,
    migrations: tuple[str, ...],
    upto: int | None = None,
    path: Path | str = "memory.db",
    present: Present | None = None,
) -> int:
    """Bring the schema up to `upto` (default: all) in one immediate transaction that reads and writes
    user_version, so concurrent first opens queue up instead of creating the same tables twice.

    With `present` (does the file already hold what migration n makes?), what is applied is decided by what is in
    the file, not only by its version number: a file whose number meant another step in a shipped version (a
    renumbered migration) gets the steps it lacks and skips the ones it has."""
    upto = len(migrations) if upto is None else upto
    conn.execute("BEGIN IMMEDIATE")
    try:
        version, app, tables = _read_identity(conn)
        _refuse_strangers(Path(path), version, app, tables, len(migrations))
        for number in range(1, upto + 1):
            # What the file holds decides where a probe can tell (a renumbered step); else its version number.
            there = present(conn, number) if present is not None and version > 0 else None
            if there or (there is None and number <= version):
                continue
            try:
                for statement in _statements(migrations[number - 1]):
                    conn.execute(statement)
            except sqlite3.Error as exc:
                raise PlasticMemoryError(
                    f"{path} could not be upgraded from schema version {version} (step {number} failed: {exc}). "
                    "The upgrade was rolled back, so the file is exactly as it was and nothing in it is lost; "
                    "report this with the plastic-memory version that last wrote the file, or move the file "
                    "aside to start a new memory"
                ) from exc
        if upto != version:
            conn.execute(f"PRAGMA user_version = {int(max(upto, version))}")
        if app != APPLICATION_ID:
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return max(version, upto)


def _switch_to_wal(conn: sqlite3.Connection) -> None:
    """Switch to WAL (a property of the file); first opens racing for it retry instead of failing."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            if conn.execute("PRAGMA journal_mode=WAL").fetchone()[0] == "wal":
                return
        except sqlite3.OperationalError as exc:
            if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                return  # e.g. a read-only file: reads still work, and a write says what is wrong
        if time.monotonic() >= deadline:
            return  # still works in rollback mode; a later open switches it
        time.sleep(0.01)


# -- the shared connection -----------------------------------------------------------------------------------------
class Database:
    """One open connection to a home's database, shared by every Store handle of this process.

    `local` counts, per owner, the commits of this process that changed the owner's items (see
    Store.transaction); `touched` holds the owners whose items the open transaction changed.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection):
        self.path = path
        self.conn: sqlite3.Connection | None = conn
        self.lock = threading.RLock()
        self.depth = 0
        self.refs = 0
        self.local: dict[str, int] = {}
        self.touched: set[str] = set()
        self.pid = os.getpid()

    def run(self, sql: str, params: tuple = ()) -> sqlite3.Cursor:
        """Execute one statement under the lock; any failure comes out as a PlasticMemoryError."""
        with self.lock:
            if self.conn is None:
                raise PlasticMemoryError("the memory store is closed")
            try:
                return self.conn.execute(sql, params)
            except (sqlite3.Error, OverflowError, UnicodeError) as exc:
                raise failure(exc, self.path) from exc

    def data_version(self) -> int:
        """PRAGMA data_version, on the per-turn path: the short way round."""
        with self.lock:
            if self.conn is None:
                raise PlasticMemoryError("the memory store is closed")
            try:
                return self.conn.execute("PRAGMA data_version").fetchone()[0]
            except sqlite3.Error as exc:
                raise failure(exc, self.path) from exc

    def close(self) -> None:
        with self.lock:
            if self.conn is not None:
                self.conn.close()
                self.conn = None


def _open(path: Path, migrations: tuple[str, ...], present: Present | None = None) -> Database:
    if str(path) != ":memory:":
        private_home(path.parent)
        _create_private(path)
        _check_header(path)
    try:
        conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False, timeout=BUSY_SECONDS)
    except sqlite3.Error as exc:
        raise failure(exc, path) from exc
    try:
        conn.row_factory = sqlite3.Row
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        version, app, tables = _read_identity(conn)
        _refuse_strangers(path, version, app, tables, len(migrations))
        if str(path) != ":memory:":
            _private_files(path)
        _switch_to_wal(conn)
        conn.execute("PRAGMA synchronous = NORMAL")
        conn.execute("PRAGMA journal_size_limit = 1048576")  # a checkpointed WAL shrinks back to 1 MB
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA secure_delete = ON")  # deleted words are overwritten, not left in free pages
        if version != len(migrations) or app != APPLICATION_ID:
            migrate(conn, migrations, path=path, present=present)
        if str(path) != ":memory:":
            _private_files(path)  # the -wal and -shm the pragmas above created
    except BaseException as exc:
        conn.close()
        if isinstance(exc, (sqlite3.Error, OSError)):
            raise failure(exc, path) from exc
        raise
    return Database(path, conn)


# One Database per (file, process). Module state on purpose: sharing is the point. A second loaded copy of the
# library keeps its own table and so its own connection, which SQLite coordinates like any other.
_OPEN: dict[tuple[str, int], Database] = {}
_OPEN_LOCK = threading.Lock()


def attach(path: str | os.PathLike, migrations: tuple[str, ...], present: Present | None = None) -> Database:
    """The shared connection to `path` (opened, checked and migrated on first use), with one more reference."""
    if str(path) == ":memory:":
        db = _open(Path(":memory:"), migrations, present)
        db.refs = 1
        return db
    path = Path(path)
    key = (os.path.realpath(path), os.getpid())  # a forked child opens its own: connections don't cross fork
    with _OPEN_LOCK:
        found = _OPEN.get(key)
        if found is None or found.conn is None:
            db = _OPEN[key] = _open(path, migrations, present)
        else:
            db = found
            private_home(path.parent)  # tightened on every open, even when already open in this process
        db.refs += 1
        return db


def detach(db: Database) -> None:
    """Drop one reference; the last one closes the connection."""
    with _OPEN_LOCK:
        db.refs -= 1
        if db.refs > 0:
            return
        for key, found in list(_OPEN.items()):
            if found is db:
                del _OPEN[key]
    db.close()


def open_count() -> int:
    """How many shared connections this process holds (for tests and the gateway benchmark)."""
    with _OPEN_LOCK:
        return sum(db.conn is not None for db in _OPEN.values())
