"""Checks on what callers pass, made before anything is read or written: a wrong type or value is a plain error."""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Collection

from .errors import PlasticMemoryError

MAX_ID = 2**63 - 1  # SQLite integers are 64-bit
_SURROGATE = re.compile("[\ud800-\udfff]")


def text(value: Any, name: str = "text") -> str:
    """A string that is valid Unicode (a lone surrogate cannot be stored as UTF-8)."""
    if not isinstance(value, str):
        raise PlasticMemoryError(f"{name} must be a string, not {type(value).__name__}")
    found = _SURROGATE.search(value)
    if found is not None:
        raise PlasticMemoryError(
            f"{name} holds a lone surrogate (U+{ord(found.group()):04X} at position "
            f"{found.start()}), which is not valid Unicode; send valid UTF-8 text"
        )
    return value


DEFAULT_OWNER = "default"
_HIDDEN = re.compile("[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]")


def canonical_owner(value: Any, name: str = "owner") -> str:
    """The one spelling of an owner every surface uses: NFC-normalised, without control or invisible characters,
    trimmed ("alice " and "alice" are one person). A blank name is refused: whose memory would it be?"""
    if not isinstance(value, str):
        raise PlasticMemoryError(f"{name} must be a string, not {type(value).__name__}")
    text(value, name)
    owner = _HIDDEN.sub("", unicodedata.normalize("NFC", value)).strip()
    if not owner:
        raise PlasticMemoryError(
            f"{name} must be a non-empty name (it was blank); leave it out for the default owner {DEFAULT_OWNER!r}"
        )
    return owner


def owner_from_env(env: Any, variable: str = "PLASTIC_MEMORY_OWNER") -> str | None:
    """$PLASTIC_MEMORY_OWNER in its canonical spelling; None when unset or blank (blank counts as unset on every
    surface, so the default applies)."""
    raw = env.get(variable) or ""
    return canonical_owner(raw, variable) if raw.strip() else None


def bounded(value: str, stored: int) -> str:
    """A text cut to a few times the length that is stored, before anything copies it (lower-casing, stripping our
    notes, normalising): a 100 MB message costs what a long one does. Cleaning cuts it to the stored length."""
    return value if len(value) <= stored * 4 else value[: stored * 4]


def session(value: Any) -> str | None:
    if value is not None and not isinstance(value, str):
        raise PlasticMemoryError(f"session_id must be a string or null, not {type(value).__name__}")
    return text(value, "session_id") if value is not None else None


def item_id(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise PlasticMemoryError(f"id must be an integer, not {type(value).__name__}")
    if not 1 <= value <= MAX_ID:
        raise PlasticMemoryError(f"no memory #{value}: ids are whole numbers from 1 to {MAX_ID}")
    return value


def flag(value: Any, name: str) -> bool:
    """True or false; None (an adapter passing an absent option along) counts as false."""
    if value is None:
        return False
    if not isinstance(value, bool):
        raise PlasticMemoryError(f"{name} must be true or false, not {type(value).__name__}")
    return value


def kind(value: Any, kinds: Collection[str]) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value not in kinds:
        raise PlasticMemoryError(f"unknown kind {value!r}; use one of {', '.join(kinds)}")
    return value
