"""The progress of imports of past conversations: how many user remarks of each imported session were taken in and
whether its end was reached, so a second import adds nothing and an interrupted one resumes."""

from __future__ import annotations

from .base import Handle


class Imports(Handle):
    """One row per imported session, named by its format and the id it had where it came from."""

    def import_progress(self, source: str) -> tuple[int, bool]:
        """(remarks taken in, end reached) of an imported session; (0, False) for one never seen."""
        row = self._one("SELECT taken, ended FROM imported WHERE source = ?", (source,))
        return (row[0], bool(row[1])) if row else (0, False)

    def mark_imported(self, source: str, owner: str, taken: int, ended: bool, at: float) -> None:
        """Record how far the import of one session got (taken remarks, end reached), in a transaction."""
        with self.transaction():
            self._execute(
                "INSERT INTO imported (source, owner, taken, ended, at) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (source) DO UPDATE SET owner = excluded.owner, taken = excluded.taken, "
                "ended = excluded.ended, at = excluded.at",
                (source, owner, taken, int(ended), at),
            )
