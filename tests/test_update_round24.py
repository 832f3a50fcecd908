"""Updates of the classes a twenty-fourth development set (the long tail of lives) showed missing (issue 15), in our
own sentences, each with look-alikes it must leave alone.

- Livelihoods the gate dropped: a business run somewhere (我在成都开串串店), a farm by its size (我家种了三十亩水稻,
  "we farm about 600 acres of corn": a slot of many values, not one job), deliveries for a platform (在饿了么送外卖).
- Homes: a flat bought somewhere (在洛阳首付了一套两居), base or campus housing, "PCS done", the last box unpacked in a
  new place; a bike ridden home now (骑共享单车回家) against a taxi taken home.
- Schools: a first day a child is taken to (第一天送女儿去小学), "dropped Mia off for her first day of public school"
  after "homeschooled"; a team a child made ("she made the travel team").
- Health: crutches given back (拐杖还给医院了), a hearing aid put away (助听器收抽屉里了), "graduated to a walker" (no
  school left).
- Things: "the Civic's going to my nephew", a buyer who drove up to get it; habits one "used to" keep "until last
  month"; a name others now call one, in quotes (大家都改口叫我“虎哥”了; X以后 is "after", not a plan).
- Corrections of a value of one letter ("A positive, not O").
- Look-alikes: about to divorce in anger (我要跟他离婚！), a colleague called by name after 的 (我们组的小黄跳槽了), a
  nickname "retired" (外号算是退休了), a surgery done (做了手术 is no job), deliveries in passing (在美团 is no team)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.updates import claims, reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在饿了么送外卖，跑五道口那片。", "第一个月工资到了，现在在顺丰仓库当组长"),
        ("我跟爸妈住在商丘老家。", "在洛阳首付了一套两居，上个月拿到钥匙"),
        (
            "I'm in base housing at Fort Hood with my wife.",
            "PCS done!! unpacked the last box in our place near Vicenza",
        ),
        ("我每天下班都打车回家。", "现在每天骑共享单车回家，二十分钟"),
        ("我女儿在读幼儿园大班。", "今天第一天送女儿去小学，她头都没回"),
        ("My daughter Mia is homeschooled.", "Dropped Mia off for her first day of public school today"),
        ("My son plays for the Westside U9 rec team.", "He made the travel team!! practices three times a week"),
        ("我左腿骨折了，拄着拐。", "拐杖今天还给医院了，能自己下楼了"),
        ("我一直戴助听器。", "做了人工耳蜗，助听器收抽屉里了"),
        ("I use a wheelchair since my back surgery.", "Graduated to a walker this week!"),
        ("I drive a 2011 Honda Civic.", "Picked up a used Prius, the Civic's going to my nephew"),
        ("I smoke a pack a day.", "Used to smoke a pack a day until last month, it's gum now"),
        ("朋友们都叫我胖子。", "瘦了三十斤以后大家都改口叫我“阿瘦”了"),
        ("I rent a room in Fremont.", "my commute is a ten minute bike ride now that I'm in Oakland"),
        ("I live in a care home in Tempe.", "My daughter moved me into her spare room in Tucson in May"),
        ("My name is Lena Fischer.", "Married name is official now, I'm Lena Ortiz"),
        ("I run a coffee cart called Bean There in Austin.", "Handed the cart keys to the new owners today"),
        ("我们家住在喀什的部队家属院。", "老公调动了，全家跟着搬到了西安"),
    ],
)
def test_updates_of_the_twenty_fourth_round(old, new):
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old, new",
    [
        ("我和老公住在苏州，结婚五年了。", "气死我了，我要跟他离婚！又不洗碗"),  # anger, not a divorce
        ("我在杭州一家设计院做结构工程师。", "我们组的小黄跳槽去万科了，活都压我身上"),  # the colleague's
        ("我在一家国企上班。", "胖子这外号算是退休了"),  # a nickname retired, no job
        ("我是一名护士。", "上个月做了膝盖手术，恢复得不错"),  # a surgery done is no job
        ("我家种了三十亩水稻。", "我家还养了二十头猪"),  # a farm holds many
        ("I drive a 2011 Honda Civic.", "my brother's Civic is going to his son"),  # the brother's
    ],
)
def test_look_alikes_of_the_twenty_fourth_round(old, new):
    assert reach(new, old) != "sure"


@pytest.mark.parametrize(
    "text, slot",
    [
        ("我在成都开串串店。", "job"),
        ("我家种了三十亩水稻", "farm"),
        ("We farm about 600 acres of corn", "farm"),
        ("我在饿了么送外卖", "job"),
    ],
)
def test_a_livelihood_is_read(text, slot):
    assert slot in {c.slot for c in claims(text)}


def test_a_buyer_who_came_for_it_ends_the_thing_the_user_last_said_they_have():
    assert reach("A buyer drove up from Memphis to get it, feels weird", "I've got an old Fender Telecaster.") == "@it"


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在丽江古城有个小民宿，自己打理。", "那边转出去了，签完合同钥匙也交了"),
        ("I own a little bakery on Elm Street.", "Signed the papers. It's theirs now."),
    ],
)
def test_a_business_parted_with_by_its_pointer_ends_the_newest_thing_the_user_has(old, new):
    assert reach(new, old) == "@it"


def test_a_correction_of_one_letter_names_it_as_a_word():
    found = parse_correction("Checked my donor card, I'm actually B negative, not A. Sorry")
    assert found is not None and found.wrong == "A"
