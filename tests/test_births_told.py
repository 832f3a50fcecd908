"""A birth told the way announcements are typed (issue 15): a newborn's weight in pounds and ounces opening a clause
("she's here!! 7lbs 2oz"), a baby welcomed ("we welcomed our daughter Maya") end the user's pregnancy; a sister's
baby, a turkey's weight and new neighbours welcomed do not. Our own sentences, none from the bench sets."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

OLD = "I'm pregnant with our first, due in May!"


@pytest.mark.parametrize(
    "new",
    [
        "he's here!!! 8lbs 4oz, everyone's doing well",
        "6 lb 11 oz of pure chaos, both of us fine",
        "we welcomed our baby boy on Sunday",
        "We welcomed a healthy little girl last night!",
    ],
)
def test_a_birth_told_by_the_weight_or_a_welcome_ends_the_pregnancy(new):
    assert reach(new, OLD) is not None


@pytest.mark.parametrize(
    "new",
    [
        "my sister's baby was 7lbs 2oz",  # hers
        "the turkey was 14 lbs 6 oz",  # no newborn
        "we welcomed our new neighbours with a pie",  # no baby
        "my cousin is pregnant. she's here!! 7lbs 2oz",  # the cousin's
    ],
)
def test_someone_else_s_baby_or_anything_else_weighed_or_welcomed_ends_nothing(new):
    assert reach(new, OLD) is None
