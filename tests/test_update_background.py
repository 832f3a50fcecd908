"""An end told only as the cause or time of something else ("since the breakup", "since I quit drinking",
自从不喝奶茶以后, "after the divorce"): not news the remark tells (claims() leaves it out), yet it says the state ended.
It ends what an older remark names by its kind (a habit, a thing), and in a slot of one value only the remark said
last there (update.reach answers the slot), so a partner met since is never the one the breakup ended."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_claims import background_ends, claims
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "old, new, expected",
    [
        ("I drink a glass of wine every night.", "Since I quit drinking I sleep so much better.", "sure"),
        ("我每天下午都要喝一杯奶茶。", "自从不喝奶茶以后瘦了五斤", "sure"),
        (
            "My girlfriend Lisa and I live together.",
            "Since the breakup I've been cooking for one, any recipes?",
            "partner",
        ),
        ("My wife Sunita does our taxes.", "After the divorce I've had to learn budgeting from scratch", "partner"),
    ],
)
def test_an_end_told_as_background_ends_what_it_names(old, new, expected):
    assert not claims(new)  # no news of its own
    assert reach(new, old) == expected


@pytest.mark.parametrize(
    "old, new",
    [
        ("I smoke a pack a day.", "Since I quit smoking in college I've never looked back"),  # long ago
        ("My wife Anna is great.", "My sister's divorce was messy, after the divorce she moved"),  # the sister's
        (
            "I work as a nurse at Mercy.",
            "Since I dropped out of college I've been working at a bakery.",
        ),  # no job ended
        ("I drink a glass of wine every night.", "Since you asked, I drink less these days"),  # no end
    ],
)
def test_a_background_that_ends_nothing_the_older_holds(old, new):
    assert reach(new, old) not in ("sure", "partner", "state")


def test_a_background_end_is_read_apart_from_what_a_remark_claims():
    told = background_ends("Since I quit drinking I sleep so much better.")
    assert told and all(c.background for c in told)
    assert "@drinking" in told[0].value and "sleep" not in (told[0].head or frozenset())


def test_a_background_end_updates_the_partner_said_last(apart):
    _, old, new = apart("My wife Sunita handles our finances.", "After the divorce I had to learn budgeting.")
    assert new["action"] == "updated" and old["id"] in new["demoted"]
