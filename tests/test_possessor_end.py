"""An end said of someone's thing ("Arjun's cast came off") ends that thing, not every remark that names them: from a
probe session in the forty-fifth session, where it retired "my husband Raj works in IT and we have two kids, Maya
(8) and Arjun (5)"."""

from __future__ import annotations

import pytest

from memory_pairs import alive_after
from plastic_memory.judgement.update_claims import claims


def test_the_one_whose_thing_ended_is_not_what_ended():
    (end,) = [c for c in claims("Arjun's cast came off today!") if c.slot == "state"]
    assert "arjun" not in end.value and "arjun" not in (end.head or frozenset()), end


@pytest.mark.parametrize(
    "old, new",
    [
        ("Arjun broke his arm at the playground, he's in a cast now", "Arjun's cast came off today!"),
        ("My daughter Sam has braces", "Sam's braces came off"),
        ("My son Leo has a cast on his leg", "Leo's cast came off"),
    ],
)
def test_the_thing_ended_is_updated(tmp_path, old, new):
    assert old not in alive_after(tmp_path, old, new, 30)


def test_a_remark_that_only_names_them_stays(tmp_path):
    old = "my husband Raj works in IT and we have two kids, Maya (8) and Arjun (5)"
    assert old in alive_after(tmp_path, old, "Arjun's cast came off today!", 2)
