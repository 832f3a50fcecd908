"""What a question takes as given about the user ("how do I ask my manager at Accenture for a raise?", "what's the
rent like near our Koramangala flat?"): a question claims nothing it asks, but the place the user works or lives,
named beside "my", is not asked; it is presumed. Read only from the clauses update_claims sets aside as asking, and
only as a value set for the user in a one-value slot."""

from __future__ import annotations

import re

from ..language import updates_words as w
from .update_clauses import Claim
from .update_pronouns import SELF
from .update_values import value_terms

# (a name by its capital, in the words as typed: "my manager at Accenture", never "my manager at lunch")
_NAME = r"(?P<v>[A-Z][\w&'\-]*(?: [A-Z][\w&'\-]*){0,2})"
_PRESUMED = (
    ("job", re.compile(r"\b[Mm]y (?:manager|boss|team|coworkers?|colleagues?|office|job|shift|desk|employer|supervisor|"
                       r"team lead|clients?) (?:at|with|from) " + _NAME)),
    ("home", re.compile(r"\b(?:[Mm]y|[Oo]ur) " + _NAME + r" (?:flat|apartment|place|house|condo|studio)(?:'s)?\b|"
                        r"\b(?:[Mm]y|[Oo]ur) (?:flat|apartment|place|house|condo|studio) in " + _NAME.replace("v>", "w>"))),
)  # fmt: skip


def presumed(clause: str) -> list[Claim]:
    """The values a question's clause takes as the user's own (see the module's docstring)."""
    out = []
    for slot, pattern in _PRESUMED:
        found = pattern.search(clause)
        if found is not None:
            named = found.groupdict()
            v = named.get("v") or named.get("w")
            value = value_terms(v, False) if v else frozenset()
            if value:
                out.append(Claim(SELF, slot, w.SET, value))
    return out
