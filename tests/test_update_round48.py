"""Everyday updates told by what follows from them, the forty-third session's fresh-48 round, in our own sentences,
each class with look-alikes it must leave alone, through the memory itself.

- A thing spoken of as the user's new one ("the insurance on my new Corolla") after they said they had none: it shares
  no word with "I don't own a car", and is found by its kind; never a sister's new one.
- A workplace told by who is over the user there, a school or a business by its kind too ("my principal at Jefferson
  Middle", "my manager at the bank").
- What one does for a living said by its verb ("I'm tutoring full-time now"), never more or fewer hours of the same job.
- Someone the user worked for, opening the words with what the user did with them ("the family I nannied for moved to
  London"): they moved, not the user.
- A school by its name and kind where one is now ("so I'm at Bunker Hill Community College this year").
- From the forty-ninth set, in Chinese: a workplace told by the badge or the offer it issued (字节的工牌今天下来了,
  拿到了宁德时代的offer), never a husband's badge; a new home spoken of by what it has (新家有电梯), never a friend's.
- A group one is of, said as whose one is (我是合唱团的, 我是校队的), and a team named inside a company (我在阿里的数据组):
  who the user is, kept, and what a later team replaces.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.updates import claims

from memory_pairs import alive_after


@pytest.mark.parametrize(
    "old, new",
    [
        ("I don't own a car.", "the insurance on my new Corolla is more than I expected"),
        ("I don't have a car.", "the insurance on my new car is more than I expected"),
        (
            "I'm a teaching assistant at Lincoln High.",
            "my principal at Jefferson Middle just gave me my own classroom!",
        ),
        (
            "I'm a nanny for a family in Brooklyn.",
            "the family I nannied for moved to London so I'm tutoring full-time now",
        ),
        (
            "I'm a freshman at Boston University.",
            "BU was too expensive so I'm at Bunker Hill Community College this year",
        ),
    ],
)
def test_the_update_retires_what_it_updates(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    assert old not in alive and old.rstrip(".") not in alive, alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("I don't have a car.", "my sister's new Corolla is so nice"),
        ("I live in Brooklyn.", "the family I nannied for moved to London"),
        ("I work at Acme in Dallas.", "the company I worked for moved to Texas"),
        ("我在腾讯上班", "我老公的工牌下来了"),
        ("我住在北京海淀", "我朋友新家有电梯"),
    ],
)
def test_look_alikes_leave_it(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    assert old in alive or old.rstrip(".") in alive, alive


def _slot(text: str, slot: str) -> list:
    return [c for c in claims(text) if c.slot == slot]


def test_what_the_words_claim():
    assert [sorted(c.value) for c in _slot("my manager at the bank says I'm a natural", "job")][0][-1] == "bank"
    assert _slot("I'm tutoring full-time now", "job")
    assert not _slot("I'm working part-time now", "job")
    assert all(c.subject == {"other"} for c in _slot("the family I nannied for moved to London", "home"))
    assert _slot("I go to Lakeside Community College", "school")


@pytest.mark.parametrize("text", ["我是合唱团的", "我是篮球队的", "我是校队的", "我在阿里的数据组"])
def test_a_group_one_is_of_is_kept_as_who_one_is(text):
    verdict = judge(text, 1767225600.0)
    assert verdict.store and verdict.kind == "identity", verdict
    assert _slot(text, "team")
