"""Settings read once into a frozen dataclass: where data lives, and the budgets and thresholds of the engine."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

from .arguments import DEFAULT_OWNER, canonical_owner, owner_from_env

DAY = 86400.0

# Half-life in days of each kind of event (behaviours.md §4). None: never decays on its own (critical is pinned).
# Dated kinds (plan, promise) stay at retention 1.0 until their date and then decay at this half-life.
HALF_LIFE_DAYS: dict[str, float | None] = {
    "identity": 365.0,
    "critical": None,
    "boundary": 180.0,
    "pref": 90.0,
    "life": 60.0,
    "promise": 14.0,
    "plan": 14.0,
    "fact": 14.0,
    "emotion": 7.0,
}
KINDS = tuple(HALF_LIFE_DAYS)
# Alive remarks kept of each kind that has a cap of its own (the others share event_capacity).
KIND_CAPACITY: dict[str, int] = {"identity": 60, "boundary": 25, "critical": 25}


@dataclass(frozen=True)
class Config:
    """Everything the engine needs to know, resolved once.

    Precedence: explicit argument > environment variable > default. Secrets (model keys) are read by the model
    tier from the environment only and never stored here.
    """

    home: Path
    owner: str = "default"
    eliminate_below: float = 0.125  # retention under which an event is eliminated (three half-lives)
    impression_half_life_factor: float = 4.0  # impressions are judgements: they fade this many times slower
    resident_cap: int = 14  # impressions kept resident in the core
    event_capacity: int = 300  # alive passing remarks kept; beyond it the weakest give way at the next dream
    # ... and the kinds that chatter must never crowd out, each under a cap of its own (sleep/capacity.py)
    kind_capacity: Mapping[str, int] = field(default_factory=lambda: dict(KIND_CAPACITY))
    impression_capacity: int = 60  # alive unpinned impressions kept; beyond it the weakest fade
    core_full: int = 28  # alive unpinned impressions beyond which compaction is suggested
    compact_batch: int = 10  # compaction folds this many impressions ...
    compact_target: int = 6  # ... into about this many
    inject_min: int = 4
    inject_max: int = 8
    core_budget: int = 700  # hard character budget of a block with the core (a full block)
    turn_budget: int = 360  # budget of a later turn's newly called-up notes
    session_budget: int = 1300  # a session's notes in all stay under two full blocks
    core_chars: int = 160  # the share of a full block the always-true notes may take (measured: bench/locomo.py)
    core_alone_chars: int = 300  # their share when the turn's words call up nothing (measured: bench/locomo.py)
    item_chars: int = 60  # one always-true note is cut to this many characters
    excerpt_chars: int = 60  # a called-up remark is shown by at most this many characters
    called_max: int = 12  # called-up remarks considered for one turn
    dream_min_events: int = 8  # unconsolidated events needed before a dream runs (攒够才睡)
    dream_idle_hours: float = 20.0  # ... or this long since the last dream with anything new
    dream_due_events: int = 24  # a long session asks for a dream after this many new events
    hypotheses_per_dream: int = 6
    hypotheses_open_cap: int = 50
    hypothesis_stale_days: float = 30.0
    maintain_every_days: float = 30.0
    purge_dead_after_days: float = 30.0  # dead rows nothing kept cites are deleted this long after they were made
    max_text_chars: int = 600  # a stored utterance is cut to this length
    half_lives: Mapping[str, float | None] = field(default_factory=lambda: dict(HALF_LIFE_DAYS))

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, home: str | os.PathLike | None = None, owner: str | None = None
    ) -> "Config":
        """Resolve home and owner: argument, then PLASTIC_MEMORY_HOME / PLASTIC_MEMORY_OWNER, then defaults."""
        env = os.environ if env is None else env
        if home is None:
            home = env.get("PLASTIC_MEMORY_HOME") or Path.home() / ".plastic-memory"
        owner = canonical_owner(owner) if owner is not None else owner_from_env(env) or DEFAULT_OWNER
        return cls(home=Path(home).expanduser(), owner=owner)

    @property
    def db_path(self) -> Path:
        return self.home / "memory.db"
