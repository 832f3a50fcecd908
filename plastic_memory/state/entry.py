"""One alive item as the turn's path holds it (an event or an impression), read from its row or made for a new
remark."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from typing import Any

from ..language.hant import simplified
from ..language.memo import once
from ..language.text import terms
from ..store.provenance import ids_of


@dataclass
class Entry:
    """One alive item as the hot path needs it."""

    id: int
    layer: str
    kind: str
    text: str
    digest: str
    created: float
    seen: float
    hits: int
    weight: float
    expires_at: float | None
    lasting: bool
    pinned: bool
    resident: bool
    consolidated: bool
    merged_into: int | None
    stance: str | None
    polarity: int | None
    sources: tuple[int, ...]
    terms: frozenset[str] = field(default_factory=frozenset)
    covers: frozenset[str] | None = None  # the keys of the matter's other forms, filled on first use
    shown: Any = field(default=None, repr=False, compare=False)  # its note as last made, and what it depended on

    @once
    def lowered(self) -> str:
        """The text in lower case, for substring lookups (an entry's text never changes; a rewrite is a new entry)."""
        return simplified(self.text).lower()  # traditional characters as the readers know them (language/hant.py)

    @classmethod
    def remark(
        cls,
        u: Any,
        kind: str,
        *,
        created: float | None = None,
        expires_at: float | None = None,
        lasting: bool = False,
        pinned: bool = False,
        stance: str | None = None,
        polarity: int | None = None,
    ) -> "Entry":
        """A new remark of the user's words `u` (an Utterance, said at u.now unless `created` says when), its id
        given once the store has it."""
        return cls(
            id=0,
            layer="event",
            kind=kind,
            text=u.words,
            digest=u.digest,
            created=u.now if created is None else created,
            seen=u.now,
            hits=1,
            weight=1.0,
            expires_at=expires_at,
            lasting=lasting,
            pinned=pinned,
            resident=False,
            consolidated=False,
            merged_into=None,
            stance=stance,
            polarity=polarity,
            sources=(),
            terms=u.terms,
        )

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> "Entry":
        sources = ids_of(row["provenance"])
        return cls(
            id=row["id"],
            layer=row["layer"],
            kind=row["kind"],
            text=row["text"],
            digest=row["digest"],
            created=row["created"],
            seen=row["seen"],
            hits=row["hits"],
            weight=row["weight"],
            expires_at=row["expires_at"],
            lasting=bool(row["lasting"]),
            pinned=bool(row["pinned"]),
            resident=bool(row["resident"]),
            consolidated=bool(row["consolidated"]),
            merged_into=row["merged_into"],
            stance=row["stance"],
            polarity=row["polarity"],
            sources=sources,
            terms=terms(row["text"]),
        )
