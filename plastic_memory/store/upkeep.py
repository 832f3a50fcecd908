"""Keeping the file small and honest: purging the dead, dropping retired words, forgetting on request (every copy
of the words), wiping an owner, and the dream log the memory report reads."""

from __future__ import annotations

import json
import os
import sqlite3
from typing import TYPE_CHECKING, Iterable

from ..errors import PlasticMemoryError
from .base import SELECT_ITEM, Handle, chunks, marks
from .provenance import Provenance, ids_of


class Upkeep(Handle):
    """Maintenance and deletion for one owner."""

    if TYPE_CHECKING:  # from Items, which Store mixes in beside this class

        def impressions(self, owner: str, alive_only: bool = True) -> list[sqlite3.Row]: ...

        def hypotheses_citing(self, owner: str, ids: Iterable[int]) -> list[int]: ...

    # -- maintenance (v0.3.6) ------------------------------------------------------------------------------------
    def purge_dead(self, owner: str, older_than: float) -> int:
        """Physically delete dead rows (events and impressions) created before `older_than` that nothing kept
        cites. Kept: alive rows, younger dead ones, retracted and superseded ones (the trace of a correction), and
        whatever a kept row rests on or was folded into, so every citation still points at a row."""
        rows = {
            r[0]: r
            for r in self._rows(
                "SELECT id, alive, state, created, merged_into, provenance FROM items WHERE owner = ?", (owner,)
            )
        }
        keep = [i for i, r in rows.items() if r[1] or r[3] >= older_than or r[2] in ("retracted", "superseded")]
        kept = set(keep)
        while keep:  # what a kept row cites is kept too
            r = rows[keep.pop()]
            for cited in (*ids_of(r[5]), r[4]):
                if cited in rows and cited not in kept:
                    kept.add(cited)
                    keep.append(cited)
        doomed = sorted(set(rows) - kept)
        for chunk in chunks(doomed):
            self._change(owner, f"DELETE FROM items WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk))
        # Hypotheses that quote a purged row go with it, and closed ones go once they are as old.
        self.delete_hypotheses(owner, self.hypotheses_citing(owner, doomed))
        self._execute(
            "DELETE FROM hypotheses WHERE owner = ? AND status != 'open' AND closed_ts < ?", (owner, older_than)
        )
        return len(doomed)

    def date_retired(self, owner: str, now: float) -> None:
        """Date the retirement of retracted and superseded rows not dated yet (the purge counts from it)."""
        self._change(
            owner,
            "UPDATE items SET retired_at = ? WHERE owner = ? AND state IN ('retracted', 'superseded')"
            " AND retired_at IS NULL",
            (now, owner),
        )

    def purge_retired_text(self, owner: str, before: float) -> list[int]:
        """Remove the words of retracted and superseded rows retired at or before `before`; their ids and states
        stay, and so does every row pointing at them. Hypotheses quoting them go. Returns the purged ids."""
        ids = [
            r[0]
            for r in self._rows(
                "SELECT id FROM items WHERE owner = ? AND state IN ('retracted',"
                " 'superseded') AND retired_at <= ? AND text != ''",
                (owner, before),
            )
        ]
        for chunk in chunks(ids):
            self._change(
                owner,
                f"UPDATE items SET text = '', digest = '', stance = NULL WHERE +owner = ? AND id IN ({marks(chunk)})",
                (owner, *chunk),
            )
        self.delete_hypotheses(owner, self.hypotheses_citing(owner, ids))
        return ids

    def wal_bytes(self) -> int:
        """How large the write-ahead log is on disk (0 when there is none)."""
        try:
            return os.path.getsize(f"{self.path}-wal")
        except OSError:
            return 0

    def checkpoint_if_large(self, limit: int) -> bool:
        """Fold the log into the file only once it has grown past `limit` bytes (a checkpoint costs a sync)."""
        return self.wal_bytes() > limit and self.checkpoint()

    def checkpoint(self) -> bool:
        """Fold the write-ahead log into the database file and truncate it; False when a reader held it back."""
        try:
            row = self._one("PRAGMA wal_checkpoint(TRUNCATE)")
        except PlasticMemoryError:
            return False
        return row is not None and row[0] == 0

    def forget(self, owner: str, ids: Iterable[int]) -> int:
        """Physically delete events that never became part of anything (no impression absorbed them)."""
        gone = 0
        for chunk in chunks(ids):
            gone += self._change(
                owner,
                f"DELETE FROM items WHERE +owner = ? AND +layer = 'event' AND merged_into IS"
                f" NULL AND id IN ({marks(chunk)})",
                (owner, *chunk),
            ).rowcount
        return gone

    # -- forgetting on request: rows and every copy of their words -----------------------------------------------
    def delete_items(self, owner: str, ids: Iterable[int]) -> int:
        """Physically delete these rows of the owner (secure_delete overwrites their bytes)."""
        gone = 0
        for chunk in chunks(ids):
            gone += self._change(
                owner, f"DELETE FROM items WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk)
            ).rowcount
        return gone

    def rewrite_impression(
        self,
        owner: str,
        item_id: int,
        text: str,
        digest: str,
        source_ids: list[int],
        origin: str,
        stance: str | None,
        polarity: int | None,
        by: str | None = None,
    ) -> None:
        """Give an impression new words (after some of its sources were forgotten, or a remark joined it)."""
        provenance = Provenance(origin, tuple(sorted(source_ids)), by).dumps()
        self._change(
            owner,
            "UPDATE items SET text = ?, digest = ?, provenance = ?, stance = ?, polarity = ? WHERE"
            " owner = ? AND id = ?",
            (text, digest, provenance, stance, polarity, owner, item_id),
        )

    def unmerge(self, owner: str, ids: Iterable[int]) -> None:
        """Rows absorbed into a deleted impression stand on their own again."""
        for chunk in chunks(ids):
            self._change(
                owner,
                f"UPDATE items SET merged_into = NULL WHERE +owner = ? AND id IN ({marks(chunk)})",
                (owner, *chunk),
            )

    def delete_hypotheses(self, owner: str, ids: Iterable[int]) -> int:
        gone = 0
        for chunk in chunks(ids):
            gone += self._execute(
                f"DELETE FROM hypotheses WHERE +owner = ? AND id IN ({marks(chunk)})", (owner, *chunk)
            ).rowcount
        return gone

    def delete_dropped(self, owner: str, digests: Iterable[str]) -> int:
        gone = 0
        for digest in digests:
            gone += self._execute("DELETE FROM dropped WHERE owner = ? AND digest = ?", (owner, digest)).rowcount
        return gone

    def delete_owner(self, owner: str) -> dict[str, int]:
        """Everything stored for the owner: items, hypotheses, the small-talk counter and the numbers."""
        with self.transaction():
            return {
                "items": self._change(owner, "DELETE FROM items WHERE owner = ?", (owner,)).rowcount,
                "hypotheses": self._execute("DELETE FROM hypotheses WHERE owner = ?", (owner,)).rowcount,
                "small_talk": self._execute("DELETE FROM dropped WHERE owner = ?", (owner,)).rowcount,
                "stats": self._execute("DELETE FROM stats WHERE owner = ?", (owner,)).rowcount,
            }

    def vacuum(self) -> None:
        self._execute("VACUUM")
        self.checkpoint()

    def wipe(self) -> bool:
        """After deleting on request: take the old pages' copies out of the log (and, once for a file from before
        secure_delete, out of its free space too). True when the log could be truncated."""
        if self.get_meta("scrub_pending"):
            self.vacuum()
            with self.transaction():
                self._execute("DELETE FROM meta WHERE key = 'scrub_pending'")
        return self.checkpoint()

    def all_items(self) -> list[sqlite3.Row]:
        """Every row of every owner: for consistency checks only."""
        return self._rows(SELECT_ITEM + " ORDER BY id")

    # -- the dream log and the owner's history (the memory report) ------------------------------------------------
    def log_dream(
        self, owner: str, what: str, started: float, ended: float, counts: dict, alive: tuple[int, int, int] | None
    ) -> None:
        """One row for a dream or compaction that ran, with the owner's alive counts right after it: `alive` (events,
        impressions, pinned) when the caller holds them in step, else counted here over every row the owner has."""
        insert = "INSERT INTO dream_log (owner, what, started, ended, counts, events_alive, impressions_alive, pinned)"
        said = (owner, what, started, ended, json.dumps(counts))
        if alive is not None:
            self._execute(insert + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (*said, *alive))
            return
        self._execute(
            insert + " SELECT ?, ?, ?, ?, ?, COALESCE(SUM(layer = 'event' AND alive = 1), 0),"
            " COALESCE(SUM(layer = 'impression' AND alive = 1), 0), COALESCE(SUM(pinned = 1 AND alive = 1), 0)"
            " FROM items WHERE owner = ?",
            (*said, owner),
        )

    def dream_log(self, owner: str) -> list[sqlite3.Row]:
        return self._rows(
            "SELECT what, started, ended, counts, events_alive, impressions_alive, pinned"
            " FROM dream_log WHERE owner = ? ORDER BY started, id",
            (owner,),
        )

    def history(self, owner: str) -> list[sqlite3.Row]:
        """Every row the owner still has, alive or not, oldest first."""
        return self._rows(SELECT_ITEM + " WHERE owner = ? ORDER BY created, id", (owner,))
