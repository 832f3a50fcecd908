"""A self-introduction by name is who the user is: "I'm Sarah Johnson" was dropped as chatter, since the lowered words
cannot tell a name from "I'm sorry"; the capitals as typed can. Title-case states and greetings are no name."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.introductions import introduced_name


@pytest.mark.parametrize(
    "text, name",
    [
        ("I'm Sarah Johnson", "Sarah Johnson"),
        ("Hi, I'm Sarah Johnson, nice to meet you", "Sarah Johnson"),
        ("I'm Sarah, a nurse from Ohio", "Sarah"),
        ("hey I'm Dev btw", "Dev"),
        ("Hey there, I'm Mei-Ling", "Mei-Ling"),
        ("i'm Tomás from accounting", "Tomás"),
        ("I'm Zoë", "Zoë"),
    ],
)
def test_a_name_after_im_is_read_by_its_capitals(text, name):
    assert introduced_name(text) == name


@pytest.mark.parametrize(
    "text",
    [
        "I'm Back!",
        "I'm Home",
        "I'm So Done",
        "I'm Amazing",
        "I'm Excited!!",
        "I'm Not Sure",
        "hi i'm sarah",
        "I'm Sorry",
    ],
)
def test_title_case_states_and_greetings_are_no_name(text):
    assert introduced_name(text) is None


@pytest.mark.parametrize("text", ["I'm Sarah Johnson", "Hi, I'm Sarah, a nurse from Ohio"])
def test_an_introduction_is_kept_as_who_the_user_is_and_given_back(mem, clock, text):
    m = mem()
    out = m.observe(text, session_id="a")
    assert out["action"] == "stored" and out["kind"] == "identity"
    clock.advance(days=3)
    assert "Sarah" in (m.context("Can you help me write an email signature?", session_id="b") or "")


@pytest.mark.parametrize("text", ["I'm Back!", "I'm Home", "I'm Amazing"])
def test_title_case_states_are_not_stored(mem, text):
    assert mem().observe(text, session_id="a")["action"] == "dropped"
