"""Everyday updates the readers missed (found by probing the public API): a thing taken away had back ("got my
license back", 驾照拿回来了), studies ended by a graduation said with no school (我毕业了 after 我在读护理专业), a weight
said without its unit ("Down to 185 now", "I weigh 185 now"), a haircut said by what it became, a debt paid off
(房贷还清了 after 我还欠着二十万房贷)."""

from __future__ import annotations

import pytest

from conftest import current


@pytest.mark.parametrize(
    "old, new",
    [
        ("My license is suspended for six months", "Got my license back this morning"),
        ("我驾照被扣了，半年不能开车", "驾照拿回来了，又能开车了"),
        ("我在读护理专业", "我毕业了！拿到护士证了"),
        ("I weigh 210 pounds", "Down to 185 now, feeling great"),
        ("I weigh 210 pounds", "I weigh 185 now"),
        ("My hair is down to my waist", "Chopped my hair into a pixie cut yesterday"),
        ("我还欠着二十万房贷", "房贷终于还清了！"),
    ],
)
def test_everyday_ends_and_new_values_replace_what_they_update(said_apart, old, new):
    """A thing taken away had back, studies ended by a graduation, a weight said without its unit, a haircut, a debt
    paid off: each read, so the older remark is no longer current."""
    m, _ = said_apart(old, new)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("My license is suspended for six months", "got my license renewed, photo is awful"),
        ("我在读护理专业", "我妹妹毕业了"),
        ("我还欠着二十万房贷", "信用卡还清了"),
    ],
)
def test_what_ends_something_else_leaves_it(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


def test_a_side_switched_to_is_the_team_played_for(said_apart):
    """ "Switched to the Tigers" was read only as a side one supports; after "plays for the Rockets" it is the team."""
    m, _ = said_apart("My son plays travel baseball for the Rockets", "My son switched to the Tigers this season")
    assert "My son plays travel baseball for the Rockets" not in current(m)


def test_a_friend_called_by_another_word_is_the_same_friend(said_apart):
    """ "my best friend" and "friends" are one of the user's people: the denial is of the same friend."""
    m, _ = said_apart("My best friend is Kayla", "Kayla and I aren't friends anymore, long story")
    assert "My best friend is Kayla" not in current(m)


def test_one_of_the_users_people_moving_away_is_no_death(said_apart):
    """搬走了 holds 走了, a death only of a pet or someone gone (奶奶走了): a sister who moved away still has her job."""
    m, _ = said_apart("我妹妹在银行上班", "我妹妹搬走了")
    assert "我妹妹在银行上班" in current(m)
    m, _ = said_apart("我养了一只鹦鹉叫小绿", "小绿昨天趁我开窗飞走了")
    assert "我养了一只鹦鹉叫小绿" not in current(m)


def test_a_named_partner_saying_it_is_over_ends_the_partnership(said_apart):
    m, _ = said_apart("我女朋友阿琳对我挺好的。", "阿琳把我微信删了，东西也搬走了，这次是真的结束了。")
    assert "我女朋友阿琳对我挺好的。" not in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm doing my residency at Mass General", "residency is finally over, I start as an attending at Brigham"),
        ("I'm renovating the kitchen, it's a mess", "kitchen reno is DONE, finally cooking again"),
        ("我在协和医院规培", "规培终于结束了，七月去北医三院当主治"),
        ("我家厨房在装修，乱七八糟", "厨房终于装修完了，可以做饭了"),
        (
            "My husband works the night shift at the plant",
            "hubby finally got moved to days, we eat dinner together now",
        ),
        ("我老公在厂里上夜班", "我老公终于调白班了，晚上能一起吃饭了"),
        ("My mom lives with us since her surgery", "mom went back to her own place last week, house feels empty"),
        ("我妈手术以后一直住我们家", "我妈上周回她自己家了，家里一下子空了"),
        ("我姐姐怀了双胞胎", "我姐昨天生了！两个女儿"),
        ("My son is in the NICU at Children's", "we brought our son home from the NICU today!!"),
        ("我儿子住在新生儿重症监护室", "儿子今天从NICU出院回家了！"),
    ],
)
def test_what_was_going_on_and_is_over_is_no_longer_current(said_apart, old, new):
    """Something in progress said to be over (turn/finished.py), a shift moved, someone staying with the user gone
    back to their own home, a birth, a baby home from intensive care."""
    m, _ = said_apart(old, new)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm working on a big migration project at work", "the migration work is done for today, logging off"),
        ("I'm renovating the kitchen, it's a mess", "the kitchen reno is almost done, one more week"),
        ("I'm renovating the kitchen, it's a mess", "is the kitchen reno done yet?"),
        ("我家厨房在装修，乱七八糟", "厨房还没装修完，烦死了"),
        ("我在写毕业论文", "我室友的毕业论文写完了，我还早"),
        ("I live in Austin", "I went back home after the party"),
        ("我住在杭州", "我回自己家了"),
        ("我怀孕了", "我昨天生了个病"),
    ],
)
def test_what_is_not_over_or_not_theirs_leaves_it(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm in Tokyo for work this month", "back home from Tokyo, jet lag is brutal"),
        ("我这个月在东京出差", "从东京回来了，倒时差好难受"),
        ("My brother is in jail for a DUI", "my brother got out of jail on Friday"),
        ("我弟因为酒驾被拘留了", "我弟周五放出来了"),
        ("My car is in the shop for a new transmission", "got the car back from the shop, runs like new"),
        ("我的车在4S店修变速箱", "车从4S店提回来了，开着跟新的一样"),
        ("I'm on sick leave from work", "back at work this week, feels good"),
        ("我在休病假", "这周回去上班了，感觉不错"),
        ("My mother-in-law is staying with us for the month", "MIL flew home yesterday, peace at last"),
        ("我婆婆这个月住在我们家", "婆婆昨天回老家了，终于清静了"),
    ],
)
def test_a_stay_that_is_over_is_no_longer_current(said_apart, old, new):
    """Back from where one was, out of where one was held, back at work after a leave, a guest gone home
    (turn/returned.py)."""
    m, _ = said_apart(old, new)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm in Tokyo for work this month", "my boss just got back from Tokyo, I'm still here"),
        ("My sister is in Tokyo this month", "back home from Tokyo, jet lag is brutal"),
        ("I'm on sick leave from work", "not going back to work until April"),
        ("我这个月在东京出差", "还没从东京回来，周五才回"),
        ("我婆婆这个月住在我们家", "婆婆什么时候回去啊"),
    ],
)
def test_someone_elses_return_or_one_not_yet_leaves_the_stay(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)
