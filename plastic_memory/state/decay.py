"""Retention: how much of a memory is left, from its kind's half-life, its last reinforcement and its date."""

from __future__ import annotations

from typing import Mapping

from ..config import DAY


def retention(kind: str, seen: float, now: float, half_lives: Mapping[str, float | None], *,
              expires_at: float | None = None, pinned: bool = False, factor: float = 1.0) -> float:
    """0.5 ** (age / half-life), age counted from the last reinforcement.

    Pinned memories and kinds without a half-life keep 1.0. A dated memory keeps exactly 1.0 until its date and
    decays from then on, so a plan lives on its date, not on a pin. `factor` stretches the half-life (impressions
    are judgements and fade slower than the remarks they came from).
    """
    if pinned:
        return 1.0
    if expires_at is not None:
        if now < expires_at:
            return 1.0
        seen = max(seen, expires_at)
    half_life = half_lives.get(kind, half_lives.get("fact"))
    if half_life is None:
        return 1.0
    age_days = max(0.0, now - seen) / DAY
    return 0.5 ** (age_days / (half_life * factor))
