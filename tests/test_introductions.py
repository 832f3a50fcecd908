"""Who the user is, said in passing: a self-introduction by name ("I'm Sarah Johnson" was dropped as chatter, since
the lowered words cannot tell a name from "I'm sorry"; the capitals as typed can; title-case states and greetings are
no name), and a group they belong to ("I'm in a local theater group")."""

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


def test_a_name_introduced_is_replaced_by_a_new_name(mem, clock):
    m = mem()
    m.observe("I'm Sarah Kowalski btw, can u help me lay out my name on my business cards", session_id="a")
    clock.advance(days=5)
    out = m.observe("name change finally went through!!! officially Sarah Bennett now", session_id="b")
    assert out["action"] == "updated"
    states = {r["text"][:18]: r["state"] for r in m.store.owner_items(m.owner)}
    assert states["I'm Sarah Kowalski"] == "superseded"


@pytest.mark.parametrize("said", ["I'm Jewish", "I'm Puerto Rican", "I'm Christian"])
def test_a_word_of_belonging_is_no_name_a_name_replaces(mem, clock, said):
    m = mem()
    m.observe(said, session_id="a")
    clock.advance(days=2)
    m.observe("my name is Anna Lee", session_id="b")
    assert all(r["state"] == "ok" for r in m.store.owner_items(m.owner) if r["text"] == said)


@pytest.mark.parametrize("said", ["I'm in a local theater group", "I'm in a support group for new dads"])
def test_a_group_one_belongs_to_is_kept_and_a_thought_of_leaving_it_leaves_it_current(mem, clock, said):
    """(Who the user is also takes in the groups they belong to: a pastime's or a support group, never a group chat.)"""
    m = mem()
    assert m.observe(said, session_id="a")["action"] == "stored"
    clock.advance(days=2)
    m.observe("thinking about quitting the group, but I'd miss everyone. probably staying", session_id="b")
    assert [r["state"] for r in m.store.owner_items(m.owner) if r["text"] == said] == ["ok"]
