"""Readers of a whole newer remark against a whole older one, asked before any claim is compared (updates.reach): a
habit taken up again or taken up after it was said never had, a thing got that was lacked or bought to replace the one
used, a habit done instead, at another time or as often, a verb done now to another thing, the opposite kind of the
same thing, back from abroad, back together, a role changed, a thing lost found again, a friendship over, a crush now
a couple. Each says on its own that the older remark is no longer current. Those whose two remarks share no word are
looked up by a key of their own (KEYED)."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..language import updates_words as w
from .update_abroad import ABROAD, back_from_abroad, came_back, placed_abroad
from .update_found import finds, found_again
from .update_crush import CRUSH, crush_now_a_couple, tells_a_crush, together_with
from .update_friends import FRIEND, calls_a_friend, fell_out_with, friendship_over
from .update_claims import claims
from .update_clauses import subject_of
from .update_habits import ANY_HABIT, REPLACING, done_at_another_time, done_instead, moved_to_a_time, narrow
from .update_habits import never_had, resumed, standing, taken_up
from .update_it import bought_another, got_what_was_lacked, may_replace_one
from .update_often import done_as_often, often_now
from .update_opposites import names_a_kind, opposite_kind
from .update_partner import back_together, role_changed, role_now, together_again
from .update_values import things
from .update_verbs import done_now_to_another


def replaced_whole(new: str, old: str) -> bool:
    """Whether one of the whole-remark readers (module doc) says the newer remark replaces the older."""
    return any(read(new, old) for read in _readers(new))


def _taken_up_never_had(new: str, old: str) -> bool:
    return bool(taken_up(new) & never_had(old))


def _instead_of(new: str) -> bool:
    return bool(done_instead(new)[0])


def _at_a_time(new: str) -> bool:
    return bool(moved_to_a_time(new)[0])


@lru_cache(maxsize=16384)
def _readers(new: str) -> tuple[Callable[[str, str], bool], ...]:
    """The readers the newer remark may meet: a storing turn asks replaced_whole of it against every older remark its
    words reach, and a dream of every pair of an impression's remarks, so the newer side is read once."""
    return tuple(read for first, read in _FIRST if first is None or first(new))  # (_FIRST: at the end)


def _instead(new: str, old: str) -> bool:
    """Whether the newer remark says the user now does, instead, what takes the place of a habit the older holds
    as their own: the same kind ("Saturday mornings at the animal shelter instead" after "I volunteer at the food
    bank on Saturdays") or another of a kind that replaces it ("laps at the pool instead" after "I run 5k every
    morning"); when it names what it replaced ("instead of running"), only a habit of that kind."""
    doing, replaced = done_instead(new)
    if not doing or subject_of(old) - {"self"} or not standing(old):
        return False
    held = frozenset(narrow(things(old.lower())))
    if replaced:
        return bool(replaced & held)
    return bool(doing & held) or any(doing & group and held & group for group in REPLACING)


def _resumes(new: str, old: str) -> bool:
    """Whether the newer remark takes up again what the older said was given up ("started smoking again" after "I
    quit smoking three months ago", 破戒了 after 我戒酒半年了): the habit the older ended, of the same person, by its kind."""
    kinds = resumed(new)
    if not kinds:
        return False
    who = subject_of(new)
    return any(
        o.slot == "state"
        and o.mode == w.END
        and not o.hedged
        and o.subject & who
        and (kinds & o.value or kinds == ANY_HABIT)
        for o in claims(old)
    )


# Each reader with the question it asks first of the newer remark alone, false for most remarks (None: it has none);
# a reader whose first question fails says no whatever the older remark is.
_FIRST: tuple[tuple[Callable[[str], object] | None, Callable[[str, str], bool]], ...] = (
    (resumed, _resumes),
    (taken_up, _taken_up_never_had),
    (None, got_what_was_lacked),  # (its first question is of the older remark: what it lacks)
    (may_replace_one, bought_another),
    (_instead_of, _instead),
    (_at_a_time, done_at_another_time),
    (often_now, done_as_often),
    (None, done_now_to_another),  # (its first question is of the older remark: what it does)
    (names_a_kind, opposite_kind),
    (came_back, back_from_abroad),
    (together_again, back_together),
    (role_now, role_changed),
    (finds, found_again),
    (fell_out_with, friendship_over),
    (together_with, crush_now_a_couple),
)


# The readers whose older remark may share no word with the newer (回国了 of 在新加坡这边租房, "Priya and I stopped
# talking" of "my closest friend Priya…" once she is named often): (the newer remark's first question, whether an
# older remark holds what it may end, the key the live index keeps such a remark under).
KEYED: tuple[tuple[Callable[[str], object], Callable[[str], bool], str], ...] = (
    (came_back, placed_abroad, ABROAD),
    (fell_out_with, calls_a_friend, FRIEND),
    (together_with, tells_a_crush, CRUSH),
)


def keys_held(old: str) -> frozenset[str]:
    """The keys an older remark is kept under (state/superseding.py)."""
    return frozenset(key for _, held, key in KEYED if held(old))


def keys_wanted(new: str) -> frozenset[str]:
    """The keys a newer remark looks its older remarks up by (turn/supersede.py)."""
    return frozenset(key for first, _, key in KEYED if first(new))
