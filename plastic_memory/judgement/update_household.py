"""What the user's household holds, whoever the older remark says uses or keeps it: a thing the user disposed of
that the household has (updates.reach), a family member's pet the user ended by its name, and the thing a remark
says has new owners ("handed over the keys to the bakery's new owners")."""

from __future__ import annotations

from ..language.lazy_re import later
from .update_clauses import Claim, subject_of
from .update_it import GEAR
from .update_pronouns import SELF
from .update_values import called, things, value_terms


def household_s(c: Claim, shared: frozenset[str], old: str) -> bool:
    """Whether the user disposed of a thing the household has, whoever the older remark says uses it (钢琴送给表妹家了
    after 家里那架钢琴…现在女儿在上面练琴; "sold the piano" after "my son practises on our piano")."""
    kinds = [t for t in (c.head or c.value) if t.startswith("@") and t[1:].rstrip("^") in GEAR]  # no pastime or habit
    return c.subject == SELF and bool(shared and kinds) and _HOUSEHOLD.search(old.lower()) is not None


def family_pet(c: Claim, shared: frozenset[str], old: str, old_values: frozenset[str]) -> bool:
    """Whether the user ended a pet of one of their family, called by the name the older remark gave it ("we rehomed
    Spike" after "my daughter has a bearded dragon named Spike", 球球送人了 after 我儿子养了只仓鼠叫球球): the
    household's pet, whoever of it the older remark says keeps it."""
    if c.subject != SELF or not shared or not any(t.startswith("@pet:") for t in old_values):
        return False
    # or by its kind, when it is a child's or a partner's, who live with the user (金鱼全死光了 after 我儿子养了缸金鱼):
    # not a parent's or a sibling's, whose pet is in another home
    kinds = {t for t in c.head or c.value if t.startswith("@pet:")} & old_values
    if kinds and subject_of(old) <= _AT_HOME:
        return True
    return bool(shared & called(old)) and _HOUSEHOLD.search(old.lower()) is not None


_AT_HOME = frozenset(("son", "daughter", "partner"))


_HOUSEHOLD = later(r"家里|我家|我们家|咱家|\b(?:our|my)\b")


_NEW_OWNER = later(r"\b(\w+)'s new (?:owners?|buyers?)\b|\bnew (?:owners?|buyers?) of (?:the |my |our )?(\w+)\b")


def owned_anew(new: str) -> frozenset[str]:
    """The thing a remark says has new owners ("the bakery's new owners", "the new owner of the boat"), as value
    terms."""
    found = _NEW_OWNER.search(new.lower())
    if found is None:
        return frozenset()
    word = next(g for g in found.groups() if g)
    return value_terms(word, False) | things(word)
