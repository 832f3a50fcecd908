"""Ends said by an idiom of ending: a plan called off (turn/called_off.py) and a habit one is done with.

"The Iceland trip is off" used to leave "We're planning a trip to Iceland in March" current and in the core's
upcoming plans every session: no reader knew a plan could be called off ("cancelled", "called off", 取消了, 黄了,
泡汤了, 不去了). "I'm done with cigarettes" and "my poker days are over" ended nothing, since "done with" counted only
with "for good" and no reader knew a pastime's days could be over; 跟烟说拜拜了 named no thing it ended. Never: one
day's rest ("done with running for today"), a chore finished ("done with the dishes"), someone else's days, a
question, a condition, a denial of the calling-off, or a standing habit's one evening ("practice is off today").
"""

from __future__ import annotations

import pytest

from conftest import current

from plastic_memory.turn.called_off import called_off_things


@pytest.mark.parametrize(
    "old, new",
    [
        ("We're planning a trip to Iceland in October", "The Iceland trip is off, we couldn't get the time off"),
        ("Our wedding is set for October 12th at the vineyard", "The wedding's off, we're taking a break"),
        ("I'm going to Lisbon for a conference in November", "They cancelled the conference, it's all online now"),
        ("We're moving to Denver in October for Mike's job", "The move fell through, Mike turned the job down"),
        ("I'm having knee surgery on October 3rd", "My knee surgery got called off, the swelling went down"),
        ("我十月要去跑北京马拉松", "马拉松泡汤了，膝盖要做手术"),
        ("我们打算十月去冰岛玩", "冰岛的行程黄了，假批不下来"),
        ("我们的婚礼定在十月十二号", "婚礼不办了，我们冷静一段时间"),
        ("我十一月要去里斯本开会", "里斯本的会不去了"),
    ],
)
def test_a_plan_called_off_is_no_longer_current(said_apart, old, new):
    m, _ = said_apart(old, new)
    texts = current(m)
    assert old not in texts, texts
    assert m.context("what's coming up?", session_id="c").find(old) < 0


@pytest.mark.parametrize(
    "old, new",
    [
        ("We're planning a trip to Iceland in October", "is the Iceland trip off? my boss hasn't signed my leave"),
        ("We're planning a trip to Iceland in October", "if the Iceland trip is off I'll be gutted"),
        ("We're planning a trip to Iceland in October", "the Iceland trip is not off, relax"),
        ("Our wedding is set for October 12th at the vineyard", "my sister's wedding is off, poor thing"),
        ("We're planning a trip to Iceland in October", "the Paris trip is off"),
        ("soccer practice is every Tuesday", "soccer practice is off today, it's pouring"),
        ("我们打算十月去冰岛玩", "要是冰岛的行程黄了我会疯的"),
        ("我们打算十月去冰岛玩", "冰岛的行程没取消吧？"),
        ("我们的婚礼定在十月十二号", "我姐的婚礼取消了"),
    ],
)
def test_what_only_looks_like_calling_it_off_leaves_it_current(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I smoke about half a pack a day", "I'm done with cigarettes, six weeks clean now"),
        ("I'm on the keto diet, no carbs at all", "I'm so done with keto, bread is back in my life"),
        ("I play poker with the guys every Thursday night", "My poker days are over, Jenna made me promise"),
        ("I bike to work every day, rain or shine", "My cycling days are over after the crash"),
        ("我每天抽一包烟", "我跟烟说拜拜了，一个多月没碰"),
        ("我每周四晚上跟朋友打牌", "打牌的日子结束了，老婆不让"),
        ("我每周二去酒吧玩桌游", "我已经告别桌游了，太费时间"),
        ("我在做生酮饮食，一点碳水都不吃", "生酮我不搞了，又开始吃米饭了"),
    ],
)
def test_a_habit_one_is_done_with_is_no_longer_current(said_apart, old, new):
    m, _ = said_apart(old, new)
    texts = current(m)
    assert old not in texts, texts


@pytest.mark.parametrize(
    "old, new",
    [
        ("I run every morning before work", "I'm done with running for today, my legs are dead"),
        ("I do the dishes every night after dinner", "I'm done with the dishes, finally sitting down"),
        ("I play golf every Sunday morning", "My golf days are far from over, booked a tee time"),
        ("I swim laps at the Y three mornings a week", "my brother's swimming days are over, he wrecked his shoulder"),
        ("我每周四晚上跟朋友打牌", "我朋友老王打牌的日子结束了，他老婆不让"),
        ("我每天抽一包烟", "我跟前任说拜拜了"),
    ],
)
def test_a_day_a_chore_or_someone_else_ends_no_habit(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


def test_what_is_called_off_is_what_the_words_name():
    """The thing called off, read once per clause: its words without the generic ones, and whose it is."""
    assert called_off_things("The whole thing is off") == ()
    assert called_off_things("the Iceland trip is off") == ((("iceland", "trip"), frozenset(), False),)
    assert any("sister" in who for who in called_off_things("my sister's wedding is off")[0][1])
    assert called_off_things("冰岛的行程黄了") == ((("冰岛",), frozenset(), True),)
    assert called_off_things("the trip isn't off") == ()


def test_a_younger_sister_is_not_an_older_one(said_apart):
    """姐姐 and 妹妹 are two people: the younger moving out is no news of the older one's home."""
    m, _ = said_apart("我姐姐住在南京", "我妹妹搬出去了，在杭州租了房")
    assert "我姐姐住在南京" in current(m)
    m, _ = said_apart("我妹妹暂时住在我家", "我妹妹搬出去了，在杭州租了房")
    assert "我妹妹暂时住在我家" not in current(m)
    m, _ = said_apart("My sister lives in Atlanta", "My sister moved to Boston")
    assert "My sister lives in Atlanta" not in current(m)  # (English says no which: either may be meant)
