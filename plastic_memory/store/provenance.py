"""What an impression rests on, as one record: where its words came from, the ids it was made of, who wrote them.

The provenance column holds this record as JSON; it is read here and nowhere else, with one set of defaults.
An impression keeps the ids of its sources that are still alive, plus a count of those that have gone (`dropped`),
so what it cites stays small however long it keeps absorbing remarks, and the rows nothing alive cites can be
purged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Provenance:
    """`origin` is 'events' (made from remarks) or 'impressions' (a compaction); `by` is 'rules', 'model' or None
    for impressions made before that was recorded."""

    origin: str = "events"
    ids: tuple[int, ...] = ()
    by: str | None = None
    dropped: int = 0

    @classmethod
    def parse(cls, text: str | None) -> Provenance | None:
        """The record in a provenance column (None for an event, which rests on nothing)."""
        if not text:
            return None
        raw = json.loads(text)
        return cls(
            raw.get("from", "events"),
            tuple(sorted(set(raw.get("ids") or ()))),
            raw.get("by"),
            int(raw.get("dropped", 0)),
        )

    @classmethod
    def of(cls, row) -> Provenance:
        """A row's record, or the empty one."""
        return cls.parse(row["provenance"]) or cls()

    def as_dict(self) -> dict:
        """The record as the column holds it (and as a trace shows it)."""
        out: dict = {"from": self.origin, "ids": list(self.ids)}
        if self.by:
            out["by"] = self.by
        if self.dropped:
            out["dropped"] = self.dropped
        return out

    def dumps(self) -> str:
        return json.dumps(self.as_dict())

    def joined(self, item_id: int) -> Provenance:
        return replace(self, ids=tuple(sorted(set(self.ids) | {item_id})))

    def keeping(self, live: set[int] | frozenset[int]) -> Provenance:
        """Only the sources still alive are named; the others are counted."""
        kept = tuple(i for i in self.ids if i in live)
        return replace(self, ids=kept, dropped=self.dropped + len(self.ids) - len(kept))


def ids_of(text: str | None) -> tuple[int, ...]:
    """The source ids a provenance column names (none for an event)."""
    record = Provenance.parse(text)
    return record.ids if record else ()
