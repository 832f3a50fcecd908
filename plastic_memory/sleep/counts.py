"""What one dream did, as one record: the counts a dream returns, logs and the pm_dream tool reports."""

from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass
class DreamCounts:
    """A dream's counts by name. `eliminated` remarks decayed or crowded out, `faded` impressions, `demoted` ones
    contradicted by a newer stance, `outdated_by_model` remarks the model read a newer one replace; `core_full` is 1 when compaction is worth suggesting."""

    dreamt: bool = False
    merged: int = 0
    promoted: int = 0
    attached: int = 0
    demoted: int = 0
    eliminated: int = 0
    faded: int = 0
    hypotheses_new: int = 0
    confirmed: int = 0
    stale: int = 0
    distilled_by_model: int = 0
    relabelled: int = 0
    outdated_by_model: int = 0  # older remarks the model read a newer one replace (sleep/changes.py)
    core_full: int = 0
    unconsolidated: int = 0
    ms: float = 0.0
    maintenance: str | None = None  # set when the dream was saved but the file's upkeep after it failed

    def as_dict(self) -> dict:
        """Every count by name; `maintenance` only when the upkeep after a saved dream failed (it is words, the
        rest are numbers)."""
        out = {f.name: getattr(self, f.name) for f in fields(self)}
        if out["maintenance"] is None:
            del out["maintenance"]
        return out

    @staticmethod
    def not_due(pending: int) -> dict:
        """The answer when nothing was due: only that, and how much is waiting."""
        return {"dreamt": False, "unconsolidated": pending}
