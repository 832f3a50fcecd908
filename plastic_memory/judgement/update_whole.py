"""Readers of a whole newer remark against a whole older one, asked before any claim is compared (updates.reach): a
habit taken up again or taken up after it was said never had, a thing got that was lacked or bought to replace the one
used, a habit done instead, at another time or as often, a verb done now to another thing, the opposite kind of the
same thing, back from abroad, back together, a role changed, a thing lost found again. Each says on its own that the older remark is no longer
current."""

from __future__ import annotations

from ..language import updates_words as w
from .update_abroad import back_from_abroad
from .update_found import found_again
from .update_claims import claims
from .update_clauses import subject_of
from .update_habits import ANY_HABIT, REPLACING, done_at_another_time, done_instead, narrow, never_had, resumed
from .update_habits import standing, taken_up
from .update_it import bought_another, got_what_was_lacked
from .update_often import done_as_often
from .update_opposites import opposite_kind
from .update_partner import back_together, role_changed
from .update_values import things
from .update_verbs import done_now_to_another


def replaced_whole(new: str, old: str) -> bool:
    """Whether one of the whole-remark readers (module doc) says the newer remark replaces the older."""
    return bool(
        _resumes(new, old)
        or taken_up(new) & never_had(old)
        or got_what_was_lacked(new, old)
        or bought_another(new, old)
        or _instead(new, old)
        or done_at_another_time(new, old)
        or done_as_often(new, old)
        or done_now_to_another(new, old)
        or opposite_kind(new, old)
        or back_from_abroad(new, old)
        or back_together(new, old)
        or role_changed(new, old)
        or found_again(new, old)
    )


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
