"""A newer claim read in the slot of the older one it meets when its words leave the slot open (updates.reach): "first
week at UCLA done" is at work or at school, whichever the older remark held ("I'm at Santa Monica College"); a dose
said without its medicine ("doc bumped me up to 100mg", 剂量加到…50mg) is of the one medicine the older remark gives
a dose of ("I take 50mg of sertraline"); a side switched to is the team one plays on when the older remark said
which one plays for; a graduation said with no school (我毕业了) ends what one studied or the year
one was in (在读护理专业, 读大三)."""

from __future__ import annotations

from dataclasses import replace

from ..language.lazy_re import later
from ..language import updates_words as w
from .update_clauses import Claim

# (a first stretch at a place called by its name: work or school, whichever the older remark held)
_FIRST_AT = later(
    r"\bfirst (?:day|week|month|semester|term|quarter)s? (?:at|of classes at) (?!the new (?:job|office)\b)"
)
# (a side gone over to, not said to be supported: "switched to the Tigers", not "I'm a Tigers fan now")
_MOVED_TO = later(
    r"\b(?:switched|moved|transferred|traded)(?: over)? to\b(?![^,.;!?]*\b(?:fan|supporter|support|root)\b)"
)
_STUDIED = frozenset(("major", "grade"))
UNNAMED_DOSE = "id:dose:"  # the slot of a dose said without its medicine (update_ids.py)


def older_slots(c: Claim, new: str) -> frozenset[str]:
    """The slots besides its own an older claim may hold for the newer claim `c` to be read in (module doc): what the
    newer remark looks its older remarks up by (supersede._wanted), as in_the_older_slot compares them."""
    if c.slot == "job" and c.mode == w.SET and _FIRST_AT.search(new.lower()):
        return _SCHOOL
    if c.slot == "fan" and c.mode == w.SET and _MOVED_TO.search(new.lower()):
        return _TEAM
    if c.slot == "school" and c.mode == w.END and not c.value:
        return _STUDIED
    return frozenset()


_SCHOOL, _TEAM = frozenset(("school",)), frozenset(("team",))


def in_the_older_slot(c: Claim, o: Claim, theirs: tuple[Claim, ...], new: str) -> Claim:
    """The newer claim `c`, read in the older claim `o`'s slot when its words leave the slot open (module doc)."""
    if o.slot in older_slots(c, new) and (o.mode == w.SET or c.slot != "school"):
        # "first week at UCLA done" after "I'm at Santa Monica College"; "my son switched to the Tigers" after "…
        # plays for the Rockets": played for; 我毕业了 after 我在读护理专业: done with school is done with what one studied
        return replace(c, slot=o.slot)
    if c.slot == UNNAMED_DOSE and o.slot.startswith(UNNAMED_DOSE) and o.slot != UNNAMED_DOSE:
        if sum(x.slot.startswith(UNNAMED_DOSE) for x in theirs) == 1:
            return replace(c, slot=o.slot)
    return c
