"""A remark said the other way round, days later, is the current one (turn/denial.py).

"I don't live with my parents anymore" after "I live with my parents" used to be counted as the older remark said
again: the repeat test knew only " not " and 不/没 as negations, so "don't" passed for the same words and the memory
strengthened the very thing the user had just denied. Now a denial is never a repeat, and it supersedes the remark it
denies (pinned ones too), in either direction ("I eat meat again" of "I don't eat meat"), also when said to be over
("I used to play tennis every weekend") or reported ("my doctor says I don't have diabetes"). Never: another person's
negation, a condition, a question, a hedge, one occasion ("didn't go to yoga this Tuesday"), a time long past, or the
same frame with other words.
"""

from __future__ import annotations

import pytest

from conftest import current

from plastic_memory.turn.denial import denies


@pytest.mark.parametrize(
    "old, new",
    [
        ("I live with my parents", "I don't live with my parents anymore"),
        ("I have a peanut allergy", "I don't have a peanut allergy after all, the test was wrong"),
        ("I smoke a pack a day", "I don't smoke a pack a day, never did"),
        ("I'm vegetarian", "I'm not vegetarian"),
        ("I love my job", "I don't love my job"),
        ("I don't eat meat", "I eat meat again"),
        ("我有车", "我没有车了"),
        ("我不喝酒", "我现在喝酒了"),
        ("我对猫过敏", "我其实不对猫过敏"),
        ("I play tennis every weekend", "I used to play tennis every weekend"),
        ("我抽烟", "我以前抽烟，现在戒了"),
        ("I have diabetes", "my doctor says I don't have diabetes"),
    ],
)
def test_a_denial_supersedes_what_it_denies(said_apart, old, new):
    m, result = said_apart(old, new)
    assert result["action"] != "reinforced", result
    texts = current(m)
    assert new in texts and old not in texts, texts


@pytest.mark.parametrize(
    "old, new",
    [
        ("I have a car", "If I don't have a car I'd walk"),
        ("I have a car", "my sister doesn't have a car"),
        ("I have a car", "don't you have a car?"),
        ("I have a car", "I don't have a bike"),
        ("I love my job", "I think I don't love my job"),
        ("我有车", "我妹妹没有车"),
        ("我有车", "如果我没有车就坐地铁"),
        ("我喜欢猫", "我不喜欢狗"),
        ("I go to yoga every Tuesday", "I didn't go to yoga this Tuesday, work ran late"),
        ("我每天早上喝咖啡", "今天早上没喝咖啡，起晚了"),
        ("I lived with my parents", "back when I didn't live with my parents I was broke"),
        ("I used to smoke", "I smoke again, stressful month"),
        ("我以前住在上海", "我住在上海"),
        ("I call my mom every day", "my mom says I don't call enough"),
        ("My sister lives in Atlanta", "I don't live in Atlanta anymore"),
        ("我姐姐住在南京", "我不住在南京了"),
    ],
)
def test_no_denial_leaves_the_remark_alone(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


def test_a_pinned_remark_is_denied_and_the_pin_moves(said_apart):
    m, result = said_apart("I'm allergic to penicillin", "I'm not allergic to penicillin")
    assert result["action"] == "updated"
    texts = current(m)
    assert "I'm allergic to penicillin" not in texts and "I'm not allergic to penicillin" in texts


@pytest.mark.parametrize(
    "old, again",
    [("I live in Boston", "no, I live in Boston"), ("我住在北京", "不是，我住在北京")],
)
def test_a_no_that_answers_before_the_remark_leaves_it_a_repeat(said_apart, old, again):
    m, result = said_apart(old, again)
    assert result["action"] == "reinforced", result


@pytest.mark.parametrize(
    "old, new, said",
    [
        ("我对灰尘过敏", "我不过敏了", False),  # 过敏 alone names no thing one is allergic to
        ("我对灰尘过敏", "我对灰尘不过敏了", True),
        ("I have a golden retriever named Max", "I don't have a golden retriever anymore", True),
        ("My sister lives in Atlanta", "I don't live in Atlanta", False),
    ],
)
def test_a_part_denies_the_whole_only_when_it_names_what_the_whole_is_of(old, new, said):
    assert denies(new, old) is said


@pytest.mark.parametrize(
    "old, again, repeat",
    [
        ("I'm watching Severance right now, can't stop watching", "I'm watching Severance right now", True),
        ("你记错了，我妹妹叫小敏，不是小静", "我妹妹叫小静", False),
    ],
)
def test_a_negation_in_an_aside_is_no_denial_of_what_both_say_plainly(said_apart, old, again, repeat):
    """The sign is read for the words the two share: a word one says only plainly and the other only negated."""
    m, result = said_apart(old, again)
    assert (result["action"] == "reinforced") is repeat, result
