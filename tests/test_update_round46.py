"""Everyday updates the forty-third session's fresh-46 round worked on, in our own sentences, each class with
look-alikes it must leave alone, through the memory itself (the older remark leaves what is alive).

- A phone network said as what one is on ("I'm on Verizon for my phone plan", "we've been on AT&T for years"), which a
  switch or a port replaces; never "I'm with Verizon" alone, which may be where one works.
- Whom one lives with, by what they are ("I have two roommates", "I live with 3 flatmates"): the roommates gone and
  the user alone now ("it's just me in the flat now", "living alone now") replace it.
- A child taken out of a school called by its name alone ("We pulled Emma out of Maple Grove", "took Jake out of
  Lincoln"); never for a day ("took him out of school early today").
- A pet brought home named between the verb and 回来 (从救助站领了一只橘猫回来) after 没养宠物; 送回老家 is where a pet
  went, never the user's hometown, and what follows it (给我爸妈养了) is whom it went to, not what went.
- A pet named by a word one also calls a friend or the listener (Buddy, Boss): typed as a name inside the words ("put
  Buddy down", "we lost Buddy", "RIP Buddy") or opening them before a death ("Buddy died this morning"), it is the
  pet's name; set apart by a comma ("thanks, Buddy, …") it is still the one spoken to.
- From the forty-seventh set: sleep come back, told by how one sleeps now ("sleeping 8 hours a night now"), ends a
  trouble sleeping and nothing else (never a broken ankle, never one good night); 日语学不下去了 gives a study up
  (never 这工作我干不下去了, a job complained of).
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims

from memory_pairs import alive_after


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm on Verizon for my phone plan.", "Switched carriers to T-Mobile, saving like $40 a month"),
        ("I'm on Verizon.", "Switched to T-Mobile last week"),
        ("We've been on AT&T for years.", "ported our numbers to Mint Mobile"),
        ("I have two roommates in my flat in Leeds.", "Both my roommates moved out so it's just me in the flat now"),
        ("I live with two roommates.", "my roommate moved out, living alone now"),
        ("I have two roommates in my flat in Leeds.", "I live alone now"),
        (
            "My daughter goes to Maple Grove Middle School.",
            "We pulled Emma out of Maple Grove, she's homeschooled now.",
        ),
        ("My daughter goes to Maple Grove Middle School.", "We pulled our daughter out of Maple Grove."),
        ("My son goes to Lincoln Elementary.", "We took Jake out of Lincoln and he's at Oak Park now"),
        ("我家没养宠物", "上周从救助站领了一只橘猫回来，叫它大橘"),
        ("我家没养宠物", "领了一只橘猫回来"),
        ("我养了一只布偶猫", "猫送回老家了，我妈帮我养"),
        ("我养了一条金毛，每天早晚遛两次", "金毛送回老家给我爸妈养了，我这边房子太小"),
        ("我养了一只猫", "猫送去给我姐养了"),
        ("I have a golden retriever named Buddy.", "We had to put Buddy down this morning. House is so quiet."),
        ("I have a golden retriever named Buddy.", "Buddy died this morning."),
        ("I have a dog named Buddy.", "We lost Buddy this morning"),
        ("My dog Buddy is my best friend.", "RIP Buddy"),
        ("I have a dog named Boss.", "We had to put Boss down"),
        ("My friend Tom lives in Ohio.", "we lost my buddy Tom last year"),
        # a kin word typed with its capital is still the kin ("We buried Grandad on Thursday")
        ("My grandad still lives on his own in Cork.", "We buried Grandad on Thursday. Sunday evenings will be weird."),
        # (from the forty-seventh set: sleep come back, told by how one sleeps now; a study that cannot go on)
        ("I have really bad insomnia.", "The new sleep routine is working, I'm sleeping 8 hours a night now."),
        ("I have insomnia", "been sleeping like a baby lately since I cut caffeine"),
        ("我在学日语", "日语学不下去了，报了个韩语班"),
        ("我每天早上跑步", "跑步坚持不下去了，太累"),
    ],
)
def test_the_update_retires_what_it_updates(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new)
    assert old not in alive and old.rstrip(".") not in alive, alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("My son goes to Lincoln Elementary.", "took him out of school early today for the dentist"),
        ("我没车", "带了一只猫回来"),
        ("我姐没养宠物", "领了一只橘猫回来"),
        ("I live in Denver.", "My roommate's cousin is staying with us this week"),
        ("I have a dog named Buddy.", "thanks, Buddy, that recipe worked"),
        ("I have a dog named Buddy.", "Buddy, you won't believe what happened at work"),
        ("I broke my ankle last month.", "finally sleeping through the night again"),
        ("I have insomnia", "I slept great last night"),
        ("我在一家外企上班", "这工作我干不下去了"),
    ],
)
def test_look_alikes_leave_it(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new)
    assert old in alive or old.rstrip(".") in alive, alive


def test_what_one_is_on_and_who_one_lives_with_are_claims():
    carrier = [c for c in claims("I'm on Verizon.") if c.slot == "carrier"]
    assert [sorted(c.value) for c in carrier] == [["verizon"]]
    assert not [c for c in claims("I'm with Verizon in their sales department.") if c.slot == "carrier"]
    household = [c for c in claims("I live with 3 flatmates") if c.slot == "household"]
    assert household and household[0].mode == "set"
    # 送回老家: where the pet went, never the user's hometown
    assert not [c for c in claims("金毛送回老家给我爸妈养了") if c.slot == "hometown"]
    assert [c for c in claims("我老家在湖南") if c.slot == "hometown"]
