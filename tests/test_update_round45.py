"""Everyday updates readable only by meaning that the thirty-sixth session's fresh-45 round worked on, in our own
sentences, each with look-alikes it must leave alone.

- A job told by what the new one sent or who runs it ("my new supervisor at Walmart", "my new badge from KPMG came",
  拿到了京东的第一个月工资), also a relative's ("dad's new boss at GM"); a home by the new landlord of a place (成都的新房东), by moving in once it was ready
  (装修好了搬进去了), by a place retired or settled to (回老家定居以后), by one's flatmates there ("my flatmates in Leeds"),
  or by a parent's home left, told as background ("since I left mom and dad's").
- A death told as the time of something else, the one buried called "him" ("cleaning out dad's desk after we buried
  him"); a pet given away by its bare name ("gave Mochi to my neighbor"), one brought home from a shelter (领回来一只).
- Health well again told by the bouts that stopped ("no migraines in weeks"), remission said in full, sleep come back
  (现在倒头就睡); a side gone over to ("went over to Spurs", "a Celtics guy now"); a subscription called "the sub"; a
  rent raised (房东涨租了, "landlord raised the rent"); a correction by a value looked up again ("double-checked the
  confirmation", 我又查了一下) or "mixed that up" with no "I".
- Never: what one has only meant to do for years ("been meaning to quit the band"), someone else's new boss, landlord
  or pay, a dog person, money given, a friend's roommate.
"""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("I work at Target, the pay is meh", "my new supervisor at Walmart is kinda intense"),
        ("I'm a cashier at Kroger", "my new coworkers at the hospital already love my cookies"),
        ("I'm a line cook at Applebee's", "my new uniform from Starbucks came today"),
        ("我在美团做运营，天天加班", "拿到了京东的第一个月工资，开心"),
        ("我住在北京朝阳", "成都的新小区绿化挺好"),
        ("我在南京租了个单间", "房子装修好了，上周末终于搬进去了"),
        ("我外婆住在武汉", "外婆回老家定居以后身体好多了"),
        ("I live in Austin", "my flatmates in Leeds are lovely"),
        ("My sister lives in Ohio", "my sister's new landlord in Tampa is a creep"),
        ("My dad works at Ford", "dad's new boss at GM is a jerk"),
        ("I'm living with my parents right now", "it's been a month since I left mom and dad's"),
        ("My grandpa lives with us", "cleaning out grandpa's desk after we buried him, so many letters"),
        ("My cat Mochi is so fat", "gave Mochi to my neighbor, she works from home"),
        ("My dog Pepper sheds like crazy", "rehomed Pepper with my cousin last week"),
        ("我没养宠物，房东不让", "上周从救助站抱回家一只小黑狗"),
        ("I'm a Chelsea fan", "I'm a Liverpool girl now"),
        ("I'm a Chelsea fan", "defected to Arsenal lol"),
        ("I use Netflix every night", "cancelled the sub, too pricey"),
        ("每月房租两千八", "房租又涨了"),
        ("每月房租两千八", "房东涨租了，心累"),
        ("my rent is 1400 a month", "landlord raised the rent again ugh"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (old, new)


@pytest.mark.parametrize(
    "old, new, slot",
    [
        # an end that names nothing in a slot that holds many: the newest remark there
        ("Having awful migraines lately", "the new pills worked, no migraines in weeks", "health"),
        ("I've got type 2 diabetes", "doc says it's in complete remission", "health"),
        ("我最近失眠很严重", "调理了一个月，现在倒头就睡", "health"),
        ("我偏头痛很严重", "吃了新药，偏头痛三个月没犯了", "health"),
        # an end told as background, of the slot the older remark holds (not a partner's)
        ("I still live with my folks", "since I moved out of my parents' place I cook every night", "home"),
    ],
)
def test_updates_of_the_newest_in_a_slot(old, new, slot):
    assert reach(new, old) == slot, (old, new)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I play bass in a punk band", "I've been meaning to quit the band for years lol but never will"),
        ("I drive a Civic", "dying to sell the civic tbh"),
        ("I work at Google", "my new manager at Google seems nice"),
        ("I work at Google", "my sister's new boss at Meta is awful"),
        ("我在腾讯做产品经理", "我老公领到了美团的第一份工资"),
        ("我住在上海浦东", "我妈的新房东人挺好的"),
        ("我住在上海浦东", "小李的新小区挺好的"),
        ("我爸妈住在哈尔滨", "我爸妈想去海南养老"),
        ("I'm a huge Lakers fan", "I'm a dog guy now"),
        ("I'm a huge Lakers fan", "went over to my mom's after work"),
        ("I save money every month", "gave money to my aunt"),
        ("I play chess every week", "gave chess lessons to my nephew"),
        ("I live in Austin", "my friend's roommate in Leeds is lovely"),
        ("I live in Ohio", "my sister's new landlord in Tampa is a creep"),
        ("I work at Ford", "dad's new boss at GM is a jerk"),
        ("每月房租两千八", "我姐的房东涨租了"),
        ("my rent is 1400 a month", "my sister's landlord raised the rent"),
        ("我没养宠物", "我姐从救助站领回来一只小橘猫"),
        ("我没养宠物", "今天把快递领回来了"),
        ("I live with my parents", "I left mom and dad's at 5 after dinner"),
        ("我偏头痛很严重", "今天没疼"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, (old, new)


@pytest.mark.parametrize(
    "old, new, gone, said",
    [
        (
            "I'm a barista at a local cafe",
            "my new manager at the Amazon warehouse already wants me on weekends",
            "barista",
            "Amazon",
        ),
        ("我住在杭州西湖区", "苏州的新房东人挺好的，还帮我修了热水器", "西湖区", "苏州"),
        ("My bird Sunny sings all day", "gave Sunny to my aunt, she has a big garden", "sings all day", "aunt"),
        ("仓鼠我养了两只", "仓鼠都送给邻居小朋友了", "养了两只", "邻居"),
        ("我每个月房租三千二", "房东涨租了，以后每月三千八", "三千二", "涨租"),
    ],
)
def test_the_update_said_weeks_later_retires_what_was_said(alive_after_update, old, new, gone, said):
    """Through a real memory: the older remark leaves what is alive, the update is kept."""
    alive = alive_after_update(old, new)
    assert not any(gone in t for t in alive), alive
    assert any(said in t for t in alive), alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm allergic to walnuts.", "sorry, mixed that up, it's cashews I react to, walnuts are fine"),
        ("My appointment is on the 4th", "double-checked the confirmation, it's the 6th"),
        ("我对芒果过敏", "我又查了一下体检报告，是对菠萝过敏"),
        ("我们下周三去成都", "我又确认了一下，是下周四的票"),
    ],
)
def test_a_value_looked_up_again_corrects(tmp_path, old, new):
    with Memory(home=tmp_path, owner="u", llm=False) as memory:
        first = memory.observe(old)
        second = memory.observe(new)
    assert second["action"] == "corrected" and first["id"] in second["retracted"], second
