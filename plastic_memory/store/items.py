"""The rows of a memory: events and impressions, their life (seen, reinforced, merged, retired), and hypotheses."""

from __future__ import annotations

import json
import sqlite3
from functools import lru_cache
from typing import Iterable, cast

from .base import SELECT_ITEM, Handle, chunks, marks
from .provenance import Provenance


class Items(Handle):
    """Queries on one owner's items and hypotheses."""

    # -- items (events and impressions) --------------------------------------------------------------------------
    def insert_item(
        self,
        owner: str,
        layer: str,
        kind: str,
        text: str,
        digest: str,
        now: float,
        *,
        weight: float = 1.0,
        expires_at: float | None = None,
        lasting: bool = False,
        pinned: bool = False,
        resident: bool = False,
        provenance: Provenance | None = None,
        stance: str | None = None,
        polarity: int | None = None,
        hits: int = 1,
        why: str | None = None,
    ) -> int:
        cur = self._change(
            owner,
            "INSERT INTO items (owner, layer, kind, text, digest, created, seen, hits, weight, expires_at, lasting,"
            " pinned, resident, provenance, stance, polarity, why) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
            " ?, ?)",
            (
                owner,
                layer,
                kind,
                text,
                digest,
                now,
                now,
                hits,
                weight,
                expires_at,
                int(lasting),
                int(pinned),
                int(resident),
                provenance.dumps() if provenance else None,
                stance,
                polarity,
                why,
            ),
        )
        return cast(int, cur.lastrowid)  # an INSERT always sets it

    def item(self, owner: str, item_id: int) -> sqlite3.Row | None:
        return self._one(SELECT_ITEM + " WHERE owner = ? AND id = ?", (owner, item_id))

    def items_by_ids(self, owner: str, ids: Iterable[int]) -> list[sqlite3.Row]:
        out: list[sqlite3.Row] = []
        for chunk in chunks(ids):
            out += self._rows(
                SELECT_ITEM + f" WHERE +owner = ? AND id IN ({marks(chunk)}) ORDER BY id", (owner, *chunk)
            )
        return out

    def promoted_times(self, owner: str, ids: Iterable[int]) -> dict[int, float | None]:
        """When each of these items reached the core (None: not yet), for those that still exist."""
        out: dict[int, float | None] = {}
        for chunk in chunks(ids):
            rows = self._rows(
                f"SELECT id, promoted_at FROM items WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk)
            )
            out.update((r[0], r[1]) for r in rows)
        return out

    def live_items(self, owner: str) -> list[sqlite3.Row]:
        """Every alive event and impression of the owner (the working set the engine indexes in memory)."""
        return self._rows(SELECT_ITEM + " WHERE owner = ? AND alive = 1 ORDER BY id", (owner,))

    def replaced_items(self, owner: str) -> list[sqlite3.Row]:
        """The owner's remarks that an update superseded or a correction fixed, and that still hold their words
        (`why` names what replaced them): a question in their words is led to what replaced them, the correction as
        the user said it ("What's my landlord's name?" to "oh wait it's Hendricks"). A remark retracted with no
        fix leads nowhere."""
        return self._rows(
            SELECT_ITEM + " WHERE owner = ? AND layer = 'event' AND alive = 0 AND (state = 'superseded'"
            " OR (state = 'retracted' AND why LIKE '%fixed by #%')) AND text != '' ORDER BY id",
            (owner,),
        )

    def owner_items(self, owner: str) -> list[sqlite3.Row]:
        """Every row of the owner, dead ones too, oldest first (what forgetting searches and follows)."""
        return self._rows(SELECT_ITEM + " WHERE owner = ? ORDER BY id", (owner,))

    def impressions(self, owner: str, alive_only: bool = True) -> list[sqlite3.Row]:
        sql = SELECT_ITEM + " WHERE owner = ? AND layer = 'impression'" + (" AND alive = 1" if alive_only else "")
        return self._rows(sql + " ORDER BY id", (owner,))

    def unconsolidated_count(self, owner: str) -> int:
        return self._one(
            "SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'event' AND alive = 1 AND consolidated = 0",
            (owner,),
        )[0]

    def reinforce(self, owner: str, item_id: int, now: float, weight_step: float = 0.0) -> None:
        # A reinforced remark is news for the next dream again (a repeat can earn a promotion).
        self._change(
            owner,
            "UPDATE items SET hits = hits + 1, seen = ?, weight = weight + ?,"
            " consolidated = CASE WHEN layer = 'event' THEN 0 ELSE consolidated END"
            " WHERE owner = ? AND id = ?",
            (now, weight_step, owner, item_id),
        )

    def reinforce_all(self, owner: str, steps: dict[int, float], now: float) -> None:
        """Reinforce several items in one statement (a repeat, the impression holding it, those it speaks of)."""
        if len(steps) == 1:
            ((item_id, step),) = steps.items()
            self.reinforce(owner, item_id, now, step)
            return
        pairs = [v for item_id, step in steps.items() for v in (item_id, step)]
        self._change(owner, _reinforcing(len(steps)), (now, *pairs, owner, *steps))

    def reinforce_many(self, owner: str, rows: list[tuple[int, int, float, float]]) -> None:
        """Write reinforcements that waited, (id, times said, weight gained, last seen) per item, in one statement
        for up to a chunk of items."""
        for start in range(0, len(rows), _CHUNK_ROWS):
            chunk = rows[start : start + _CHUNK_ROWS]
            params: list = []
            for column in (1, 3, 2):  # hits, seen, weight: the statement's order
                params += [v for row in chunk for v in (row[0], row[column])]
            self._change(owner, _catching_up(len(chunk)), (*params, owner, *(row[0] for row in chunk)))

    def touch(self, owner: str, ids: list[int], now: float) -> None:
        """Bring remarks back to mind: their decay starts again from now (a matter that keeps coming back)."""
        for chunk in chunks(ids):
            self._change(
                owner, f"UPDATE items SET seen = ? WHERE +owner = ? AND id IN ({marks(chunk)})", (now, owner, *chunk)
            )

    def relabel(self, owner: str, item_id: int, kind: str, pinned: bool) -> None:
        """Give a remark another kind (the model's second look in a dream), pinned when it is critical."""
        self._change(
            owner,
            "UPDATE items SET kind = ?, pinned = ? WHERE owner = ? AND id = ?",
            (kind, int(pinned), owner, item_id),
        )

    def set_pinned(self, owner: str, item_id: int, pinned: bool) -> None:
        self._change(owner, "UPDATE items SET pinned = ? WHERE owner = ? AND id = ?", (int(pinned), owner, item_id))

    def retire(self, owner: str, ids: Iterable[int], state: str, why: str, at: float | None = None) -> None:
        """Take items out of the live set (decayed, retracted, superseded, faded, compacted), keeping the rows. `at`
        dates a retraction or a supersession: the words of such a row are purged a maintenance period after it.

        `why` names ids and reasons only, never the user's words: forgetting must find every copy of those."""
        for chunk in chunks(ids):
            self._change(
                owner,
                f"UPDATE items SET alive = 0, resident = 0, state = ?, why = ?, retired_at = COALESCE(?, retired_at)"
                f" WHERE +owner = ? AND id IN ({marks(chunk)})",
                (state, why, at, owner, *chunk),
            )

    def merge_into(self, owner: str, ids: Iterable[int], target: int, now: float) -> None:
        for chunk in chunks(ids):
            self._change(
                owner,
                f"UPDATE items SET merged_into = ?, promoted_at = ?, consolidated = 1 WHERE +owner = ?"
                f" AND id IN ({marks(chunk)})",
                (target, now, owner, *chunk),
            )

    def mark_consolidated(self, owner: str, ids: Iterable[int]) -> None:
        for chunk in chunks(ids):
            self._change(
                owner, f"UPDATE items SET consolidated = 1 WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk)
            )

    def set_provenance(
        self, owner: str, item_id: int, provenance: Provenance, now: float, weight_step: float, joined: int = 1
    ) -> None:
        """`joined` remarks joined the impression: it cites them, and each counts as a mention."""
        self._change(
            owner,
            "UPDATE items SET provenance = ?, seen = ?, hits = hits + ?, weight = weight + ? WHERE"
            " owner = ? AND id = ?",
            (provenance.dumps(), now, joined, weight_step * joined, owner, item_id),
        )

    def keep_provenance(self, owner: str, records: dict[int, Provenance]) -> None:
        """Give impressions a new record of what they rest on (their live sources and a count of the rest)."""
        for item_id, record in records.items():
            self._change(
                owner, "UPDATE items SET provenance = ? WHERE owner = ? AND id = ?", (record.dumps(), owner, item_id)
            )

    def set_resident(self, owner: str, ids: Iterable[int]) -> None:
        ids = list(ids)
        self._change(
            owner, "UPDATE items SET resident = 0 WHERE owner = ? AND layer = 'impression' AND resident = 1", (owner,)
        )
        for chunk in chunks(ids):
            self._change(
                owner, f"UPDATE items SET resident = 1 WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk)
            )

    def loose_impressions(self, owner: str) -> int:
        """Alive unpinned impressions: how full the core is."""
        return self._one(
            "SELECT COUNT(*) FROM items WHERE owner = ? AND layer = 'impression' AND alive = 1 AND pinned = 0", (owner,)
        )[0]

    def counts(self, owner: str) -> dict[str, int]:
        row = self._one(
            "SELECT"
            " SUM(layer = 'event'), SUM(layer = 'event' AND alive = 1), SUM(layer = 'impression'),"
            " SUM(layer = 'impression' AND alive = 1), SUM(layer = 'impression' AND resident = 1 AND alive = 1),"
            " SUM(pinned = 1 AND alive = 1), SUM(state = 'retracted'), SUM(state = 'superseded')"
            " FROM items WHERE owner = ?",
            (owner,),
        )
        keys = (
            "events_total",
            "events_alive",
            "impressions_total",
            "impressions_alive",
            "impressions_resident",
            "pinned",
            "retracted",
            "superseded",
        )
        return {k: int(v or 0) for k, v in zip(keys, row)}

    # -- hypotheses (owner-scoped, v0.3.7) -----------------------------------------------------------------------
    def add_hypothesis(self, owner: str, text: str, targets: list[int], now: float) -> int:
        cur = self._execute(
            "INSERT INTO hypotheses (owner, text, targets, ts) VALUES (?, ?, ?, ?)",
            (owner, text, json.dumps(sorted(targets)), now),
        )
        return cast(int, cur.lastrowid)

    def hypotheses(self, owner: str, status: str | None = None) -> list[sqlite3.Row]:
        if status is None:
            return self._rows("SELECT * FROM hypotheses WHERE owner = ? ORDER BY ts, id", (owner,))
        return self._rows("SELECT * FROM hypotheses WHERE owner = ? AND status = ? ORDER BY ts, id", (owner, status))

    def hypothesis_pairs_since(self, owner: str, since: float) -> set[tuple[int, ...]]:
        """The targets of the hypotheses made at or after `since`: a dream asks only of those that may cite the
        remarks it takes in (none made before a remark was said cites it), not of every hypothesis ever made."""
        rows = self._rows("SELECT targets FROM hypotheses WHERE owner = ? AND ts >= ?", (owner, since))
        return {tuple(json.loads(r[0])) for r in rows}

    def close_hypothesis(self, owner: str, hyp_id: int, status: str, now: float) -> None:
        self._execute(
            "UPDATE hypotheses SET status = ?, closed_ts = ? WHERE owner = ? AND id = ?", (status, now, owner, hyp_id)
        )

    def hypothesis_counts(self, owner: str) -> dict[str, int]:
        rows = self._rows("SELECT status, COUNT(*) FROM hypotheses WHERE owner = ? GROUP BY status", (owner,))
        out = {"open": 0, "confirmed": 0, "stale": 0}
        out.update({r[0]: r[1] for r in rows})
        return out

    def hypotheses_citing(self, owner: str, ids: Iterable[int]) -> list[int]:
        """Hypotheses whose targets include any of these items (their text quotes them)."""
        wanted = set(ids)
        return [r["id"] for r in self.hypotheses(owner) if wanted & set(json.loads(r["targets"]))]


_CHUNK_ROWS = 100  # items per statement that writes waiting reinforcements (3 CASE arms each, well under limits)


@lru_cache(maxsize=_CHUNK_ROWS)
def _catching_up(n: int) -> str:
    """The statement that writes n items' waiting reinforcements at once."""
    cases = " ".join("WHEN ? THEN ?" for _ in range(n))
    return (
        f"UPDATE items SET hits = hits + CASE id {cases} END, seen = CASE id {cases} END,"
        f" weight = weight + CASE id {cases} END,"
        " consolidated = CASE WHEN layer = 'event' THEN 0 ELSE consolidated END"
        f" WHERE +owner = ? AND id IN ({','.join('?' * n)})"
    )


@lru_cache(maxsize=32)
def _reinforcing(n: int) -> str:
    """The statement that reinforces n items at once (made once per n: it is on the common turn)."""
    cases = " ".join("WHEN ? THEN ?" for _ in range(n))
    return (
        f"UPDATE items SET hits = hits + 1, seen = ?, weight = weight + CASE id {cases} END,"
        " consolidated = CASE WHEN layer = 'event' THEN 0 ELSE consolidated END"
        f" WHERE +owner = ? AND id IN ({','.join('?' * n)})"
    )
