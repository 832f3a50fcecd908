"""Whose memory a command acts for: --owner, else $PLASTIC_MEMORY_OWNER, else the owner chosen with
`plastic-memory use` (meta.active_owner in the home's database), else "default"."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Mapping

from ..arguments import canonical_owner, owner_from_env
from ..config import Config
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
    if owner is not None:
        owner = canonical_owner(owner)
    store = Store(Config.from_env(home=home).db_path)
    try:
        store.set_meta("active_owner", owner or "")
    finally:
        store.close()


def resolve_owner(
    explicit: str | None = None, home: str | os.PathLike | None = None, env: Mapping[str, str] | None = None
) -> Owner:
    """The owner to act for, and why: the CLI and the MCP server resolve it the same way."""
    env = os.environ if env is None else env
    if explicit is not None:
        return Owner(canonical_owner(explicit, "--owner"), "--owner")
    named = owner_from_env(env, OWNER_ENV)
    if named is not None:
        return Owner(named, OWNER_ENV)
    chosen = read_active_owner(home)
    if chosen and chosen.strip():
        return Owner(canonical_owner(chosen), "chosen with `plastic-memory use`")
    return Owner(DEFAULT_OWNER, "the default")
