"""Corrections that share few words with what they correct (issue 15): a name in the same frame, a date, a pointer
back at the value ("not the one I told you"). Our own sentences, none from the bench sets; each form has a
look-alike it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.fix_words import as_said
from plastic_memory.language.text import squash


@pytest.mark.parametrize(
    "said, correction",
    [
        (
            "My aunt lives in Denver and teaches piano",
            "correction: my aunt's actually in Phoenix, I confused her with someone",
        ),
        ("My best friend studies at Berkeley", "I mixed that up, my best friend is at Stanford"),
        ("Our dog Pixel goes to a daycare in Oakland", "oops, I misspoke, the daycare is in Fremont"),
        ("My mom's birthday is on June 3rd", "ugh I gave you the wrong day, it's June 13th"),
        ("Our lease ends on the 30th of September", "sorry, I typed it wrong: the lease ends on 3 October"),
        ("I'm allergic to ibuprofen", "wait, I misspoke. I'm allergic to aspirin, not the one I said"),
        ("My dentist appointment is on the 14th", "my dentist appointment is actually the 15th, I misread the card"),
        ("I have 3 chickens", "I miscounted, I have 4 chickens"),
    ],
)
def test_a_correction_resets_a_name_date_or_value_it_shares_few_words_with(corrects, said, correction):
    _, done, old = corrects(said, correction)
    assert done["retracted"] == [old], done


def test_a_name_is_reset_only_in_its_own_frame_and_of_the_same_person(mem):
    m = mem()
    dog = m.observe("My aunt's dog is called Biscuit")["id"]
    home = m.observe("My aunt lives in Denver")["id"]
    brother = m.observe("My brother lives in Tulsa")["id"]
    done = m.observe("correction: my aunt's actually in Phoenix")
    assert done["retracted"] == [home], done
    assert m.trace(id=dog)["alive"] and m.trace(id=brother)["alive"]


def test_a_bare_no_does_not_reset_a_name_by_its_frame_alone(mem):
    m = mem()
    home = m.observe("My aunt lives in Denver")["id"]
    m.observe("no, she flew in from Phoenix yesterday")
    assert m.trace(id=home)["alive"]


@pytest.mark.parametrize(
    "text",
    [
        "no wait, I misspoke earlier. my allergy is to shellfish, not the one I told you",
        "不对，我弟在深圳，不是我之前说的那个",
    ],
)
def test_a_pointer_back_names_no_wrong_value_and_the_fix_keeps_the_user_s_words(text):
    found = parse_correction(text)
    assert found is not None and found.wrong is None, found
    said = as_said(text, found.fix)
    assert squash(said) in squash(text), said  # words said together, the opening "no wait" and the slip dropped
