"""Whose memory a command acts for: --owner, else $PLASTIC_MEMORY_OWNER, else the owner chosen with
`plastic-memory use` (meta.active_owner in the home's database), else "default"."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping

from ..config import Config
from ..errors import PlasticMemoryError
from ..store import Store

OWNER_ENV = "PLASTIC_MEMORY_OWNER"
DEFAULT_OWNER = "default"


@dataclass(frozen=True)
class Owner:
    """An owner and where the choice came from, in the words a person would use to change it."""

    name: str
    source: str


def read_active_owner(home: str | os.PathLike | None = None) -> str | None:
    """The owner chosen with `plastic-memory use`, or None when none is chosen."""
    cfg = Config.from_env(home=home)
    if not cfg.db_path.exists():
        return None
    store = Store(cfg.db_path)
    try:
        return store.get_meta("active_owner") or None
    finally:
        store.close()


def write_active_owner(owner: str | None, home: str | os.PathLike | None = None) -> None:
    """Choose the owner later commands act for; None clears the choice."""
    if owner is not None and (not isinstance(owner, str) or not owner.strip()):
        raise PlasticMemoryError("the owner must be a non-empty name")
    store = Store(Config.from_env(home=home).db_path)
    try:
        store.set_meta("active_owner", owner or "")
    finally:
        store.close()


def resolve_owner(explicit: str | None = None, home: str | os.PathLike | None = None,
                  env: Mapping[str, str] | None = None) -> Owner:
    """The owner to act for, and why: the CLI and the MCP server resolve it the same way."""
    env = os.environ if env is None else env
    if explicit is not None:
        if not explicit.strip():
            raise PlasticMemoryError("--owner needs a non-empty name")
        return Owner(explicit, "--owner")
    if env.get(OWNER_ENV, "").strip():
        return Owner(env[OWNER_ENV], OWNER_ENV)
    chosen = read_active_owner(home)
    if chosen:
        return Owner(chosen, "chosen with `plastic-memory use`")
    return Owner(DEFAULT_OWNER, "the default")
