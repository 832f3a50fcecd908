"""What a sqlite3, file or binding failure means for the person running plastic-memory, said as a
PlasticMemoryError that names the file and what to do (connection.py raises these)."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from ..errors import PlasticMemoryError

# A second writer waits this long for the lock before giving up: connection.py waits so, and a lock held longer
# says so in its error.
BUSY_SECONDS = 10.0


def _recover_hint(path: Path) -> str:
    return (
        f"It was left untouched. Move it aside (mv {path} {path}.broken) to start an empty memory, or try to "
        f"rescue what is readable with: sqlite3 {path} .recover | sqlite3 {path.with_name('recovered.db')}"
    )


def corrupt(path: Path, detail: str) -> PlasticMemoryError:
    return PlasticMemoryError(
        f"the memory database {path} is damaged or not a database ({detail}). " + _recover_hint(path)
    )


def _read_only(path: Path, detail: str) -> PlasticMemoryError:
    return PlasticMemoryError(
        f"{path} or its folder {path.parent} is read-only ({detail}); make both writable by "
        "this user, or set PLASTIC_MEMORY_HOME to a writable folder"
    )


def _full(path: Path, detail: str) -> PlasticMemoryError:
    return PlasticMemoryError(
        f"the disk holding {path} is full ({detail}). This change was not saved and nothing "
        "stored before it was lost; free some space and try again"
    )


def _cannot_open(path: Path, detail: str) -> PlasticMemoryError:
    return PlasticMemoryError(
        f"cannot open {path} ({detail}); check that the folder {path.parent} exists and this "
        "user may read and write it, or set PLASTIC_MEMORY_HOME elsewhere"
    )


def failure(exc: BaseException, path: Path | str) -> PlasticMemoryError:
    """What a sqlite3, file or binding failure means for the person running plastic-memory, and what to do."""
    if isinstance(exc, PlasticMemoryError):
        return exc
    path = Path(path)
    detail = str(exc)
    if isinstance(exc, OSError):
        if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
            return _read_only(path, detail)
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return _full(path, detail)
        return _cannot_open(path, detail)
    if isinstance(exc, OverflowError):
        return PlasticMemoryError(f"a number is too large to store ({detail}); ids and counts fit in 64 bits")
    if isinstance(exc, UnicodeError):
        return PlasticMemoryError(
            "the text holds a lone surrogate or other invalid Unicode and cannot be stored; send it as valid UTF-8 text"
        )
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return corrupt(path, detail)
    if code == sqlite3.SQLITE_FULL:
        return _full(path, detail)
    if code == sqlite3.SQLITE_READONLY:
        return _read_only(path, detail)
    if code in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH):
        return _cannot_open(path, detail)
    if code == sqlite3.SQLITE_IOERR:
        return PlasticMemoryError(
            f"the disk failed while using {path} ({detail}); nothing was saved. Check the "
            "disk (it may be full or failing) and try again"
        )
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return PlasticMemoryError(
            f"{path} stayed locked by another process for {BUSY_SECONDS:.0f} s ({detail}); "
            "try again when it has finished"
        )
    return PlasticMemoryError(f"the memory database {path} failed: {detail}")
