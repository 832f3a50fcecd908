"""Single, said without "I'm" ("Single and not looking, honestly happy that way") or as 母胎solo, is the user's
partner slot empty: a partner said later fills it, so "single" is no longer current. An opening "Single" was read as
someone's name, and the remark as that someone's."""

from __future__ import annotations

import pytest

from conftest import current


@pytest.mark.parametrize(
    "old, new, lang",
    [
        ("Single and not looking, honestly happy that way.", "new gf is dragging me to her cousin's wedding lol", "en"),
        ("母胎solo二十六年了哈哈哈", "报告！我脱单了，相亲认识的", "zh"),
    ],
)
def test_single_said_bare_is_filled_by_a_partner(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("Single room booked for the Lisbon trip.", "I have a girlfriend now"),
        ("Single malt is my favourite whisky.", "I have a girlfriend now"),
    ],
)
def test_a_single_thing_is_no_partner_slot(said_among, old, new):
    m = said_among(old, new, "en")
    assert old in current(m)
