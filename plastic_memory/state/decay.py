"""Retention and strength: how much of a memory is left (its kind's half-life, its last reinforcement, its date)
and how strongly it claims a place (its kind's weight times its reinforcement times what is left)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping

from ..config import DAY, Config

if TYPE_CHECKING:
    from .index import Entry

# How much each kind weighs when the core is chosen and when a lone event is considered for promotion.
KIND_WEIGHT = {
    "critical": 1.5,
    "identity": 1.2,
    "promise": 1.1,
    "boundary": 1.1,
    "pref": 0.8,
    "life": 0.6,
    "fact": 0.5,
    "plan": 0.4,
    "emotion": 0.3,
}


def retention(
    kind: str,
    seen: float,
    now: float,
    half_lives: Mapping[str, float | None],
    *,
    expires_at: float | None = None,
    pinned: bool = False,
    factor: float = 1.0,
) -> float:
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


def live_retention(entry: "Entry", now: float, half_lives: Mapping[str, float | None], factor: float) -> float:
    """What is left of one live item; `factor` stretches the half-life of impressions only."""
    return retention(
        entry.kind,
        entry.seen,
        now,
        half_lives,
        expires_at=entry.expires_at,
        pinned=entry.pinned,
        factor=factor if entry.layer == "impression" else 1.0,
    )


def recallable(entry: "Entry", now: float, half_lives: Mapping[str, float | None], threshold: float) -> bool:
    """Alive, not past its date, and not decayed below the elimination threshold."""
    return left_to_recall(entry, now, half_lives, threshold) is not None


def left_to_recall(
    entry: "Entry", now: float, half_lives: Mapping[str, float | None], threshold: float
) -> float | None:
    """What is left of a remark that can still be recalled (see recallable), or None."""
    if entry.expires_at is not None and now >= entry.expires_at and not entry.pinned:
        return None
    left = live_retention(entry, now, half_lives, 1.0)
    return left if left >= threshold else None


def strength(entry: "Entry", now: float, cfg: Config) -> float:
    """How strongly an item claims a place: kind weight x reinforcement x what is left of it."""
    factor = cfg.impression_half_life_factor
    return KIND_WEIGHT.get(entry.kind, 0.5) * entry.weight * live_retention(entry, now, cfg.half_lives, factor)
