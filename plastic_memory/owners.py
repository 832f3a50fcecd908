"""Which owner the command line acts for when none is named: meta.active_owner in the home's database."""

from __future__ import annotations

import os

from .config import Config
from .errors import PlasticMemoryError
from .store import Store


def read_active_owner(home: str | os.PathLike | None = None) -> str | None:
    """The owner the CLI acts for when none is given (meta.active_owner)."""
    cfg = Config.from_env(home=home)
    if not cfg.db_path.exists():
        return None
    store = Store(cfg.db_path)
    try:
        return store.get_meta("active_owner")
    finally:
        store.close()


def write_active_owner(owner: str, home: str | os.PathLike | None = None) -> None:
    """Remember the owner later CLI calls act for."""
    if not isinstance(owner, str) or not owner.strip():
        raise PlasticMemoryError("owner must be a non-empty string")
    store = Store(Config.from_env(home=home).db_path)
    try:
        store.set_meta("active_owner", owner)
    finally:
        store.close()
