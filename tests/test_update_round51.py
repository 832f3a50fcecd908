"""The people one goes to for care, the forty-fourth session's fresh-51 round, in our own sentences, each class with
look-alikes it must leave alone, through the memory itself.

- A therapist (psychiatrist, counsellor), a hairdresser (barber, stylist) and a child's paediatrician are one at a
  time, like the GP and the dentist: "my new therapist is Dr. Gomez", 换了个心理医生, "found a new hairdresser, Jen",
  孩子换了个儿科医生 replace the one said before; "I've got a new GP" and 我一直在华美口腔看牙 join the GP's and the
  dentist's frames. What names no one ("my therapist is great", "my therapist's name") sets nothing.
- Someone else's ("my sister's new therapist"), a friend's hairdresser, a visit ("went to Huamei for my teeth today")
  leave the user's own as it was.
"""

from __future__ import annotations

import pytest

from memory_pairs import alive_after
from plastic_memory.judgement.update_claims import claims


@pytest.mark.parametrize(
    "old, new",
    [
        ("My therapist is Dr. Patel.", "my new therapist is Dr. Gomez"),
        ("my psychiatrist is Dr. Ahmed", "my psychiatrist is Dr. Lindqvist now"),
        ("My GP is Dr. Hart at the Elm Street clinic.", "I've got a new GP, Dr. Shah, since I moved"),
        ("My hairdresser is Mia at Shear Bliss.", "found a new hairdresser, Jen at Studio 9"),
        ("我的心理医生是张医生。", "换了个心理医生，现在是刘医生"),
        ("孩子的儿科医生是李主任。", "孩子换了个儿科医生，现在是周医生"),
        ("我一直在华美口腔看牙，医生姓陈。", "换了个牙医，现在去瑞尔看"),
    ],
)
def test_the_update_retires_what_it_updates(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    assert old not in alive and old.rstrip("。.") not in alive, alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("My therapist is Dr. Patel.", "my sister's new therapist is Dr. Lin, she loves her"),
        ("My hairdresser is Mia.", "my friend found a new hairdresser"),
        ("我的心理医生是张医生。", "我朋友的心理医生换成刘医生了"),
        ("孩子的儿科医生是李主任。", "我姐家孩子换了个儿科医生"),
    ],
)
def test_look_alikes_leave_it(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    assert old in alive or old.rstrip("。.") in alive, alive


@pytest.mark.parametrize(
    "said", ["my therapist is great", "erase my therapist's name from whatever you keep", "my hairdresser is amazing"]
)
def test_words_that_name_no_one_set_nothing(said):
    assert not [c for c in claims(said) if c.slot in ("therapist", "hairdresser")]
