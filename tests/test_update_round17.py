"""Updates of the classes the seventeenth blind round showed missing (issue 15). Corrections: one followed by a
request or a question is read by what it tells ("it's the 4th, not the 14th. can you remind me…?"), a value set
against one pointed back at ("it's Hendricks, not what I typed earlier"), a name spelt alike re-set, "I had that
mixed up with my brother", a height re-set by the shape of its number. Our own sentences, each with a look-alike it
must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction


@pytest.mark.parametrize(
    "said, correction",
    [
        (
            "My son's school play is on the 21st of May",
            "sorry I gave you the wrong date for the school play, it's the 12th of May. can you remind me the day before?",
        ),
        (
            "Our plumber is called Mr. Patterson",
            "oh wait it's Pattinson, not what I wrote before lol. can you draft him a text",
        ),
        (
            "I'm allergic to shellfish, FYI",
            "hmm, I had that mixed up with my sister — nuts are what I react to. any snack ideas?",
        ),
        (
            "I'm 6'1\", so I need long sleeves",
            "correction, I'm 6'3, no idea why i said the other number. what size should I get?",
        ),
        ("我儿子在实验小学读二年级", "你记错了，我儿子读三年级。帮我挑几本适合他的书？"),
    ],
)
def test_a_correction_followed_by_a_request_still_corrects(corrects, said, correction):
    m, done, _ = corrects(said, correction)
    fixed = m.trace(id=done["id"])["text"]
    assert "?" not in fixed and "？" not in fixed and "remind" not in fixed  # the request is no part of the fix


@pytest.mark.parametrize(
    "text",
    [
        "did you get my sister's name wrong?",  # asked, not told
        "is it wrong to skip breakfast? I never eat before noon",
        "我是不是说错了什么？",
    ],
)
def test_a_question_about_a_mistake_is_no_correction(text):
    assert parse_correction(text) is None


def test_a_statement_ending_in_ne_is_told_not_asked():
    """呢 ends a statement as often as a question: "现在上中班呢" is told, and a correction holding it keeps it."""
    found = parse_correction("你记错啦，女儿是四岁，现在上小班呢")
    assert found is None or "小班" in found.fix


def test_a_name_spelt_unalike_is_not_re_set(mem, clock):
    m = mem()
    old = m.observe("Our plumber is called Mr. Patterson")["id"]
    clock.advance(days=1)
    m.observe("oh wait it's Gonzalez, not what I wrote before lol")
    assert m.trace(id=old)["alive"]
