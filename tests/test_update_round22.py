"""Updates of the classes the twenty-second blind round showed missing (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- Chinese: an infection tested positive (新冠阳了, ended by 转阴), a stretch gone without a habit (半年没沾酒了; not
  戒了好几次都没成, which tells failed tries), a deal closed on a thing the user had (老家那套签完合同了), a first term
  at a new level (研究生开学了), a transfer's papers done and a school begun this term (转学手续办好了, 这学期开始去…
  小学), a transfer at work done (转岗成功了) and a group one now writes code in (在开发组写后端), asked over to another
  team (被拉去隔壁那个队了), a height corrected with no one named (其实是一米一五，记岔了).
- English: a home bought by its papers ("signed the papers on the condo in…"), a move finished where one is now
  ("unpacked the last box here in Denver"), "my place is a two-bedroom rental in…", single no more and someone seen by
  name, a birth told as the baby showing up, a pet's name written small and a face after "didn't make it", a sale
  closed ("boat's someone else's problem now"), a first week at a place whose name says it is a school, taken on by a
  team called by its name, moved by the employer to a team ("i got moved to platform"), a hobby on hold for good, a
  correction that names what was told before ("i told you tuesday earlier, it's actually thursday").
- Look-alikes: a change to what the older remark already says (换成睡前泡脚 of 我每天晚上泡脚), 要不要留着 (a
  question, no request to forget), staying somewhere for now before a move (现在先在厦门住着), a meeting moved, a
  deal closed on a home bought, a friend's move."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.forget_zh import request
from plastic_memory.judgement.updates import claims, reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("我烟瘾很大，一天一包", "半年没碰烟了，肺活量都上来了"),
        ("我老公每天都要喝点白酒", "他都两个月没沾酒了"),
        ("我在杭州有套小公寓，出租着", "杭州那套上个月签完合同了，总算脱手"),
        ("我在武汉理工读大四", "研一开学两周了，导师人挺好"),
        ("我儿子在三小读四年级", "儿子转学手续办完了，下学期去实验小学"),
        ("我在公司是运维组的", "转岗批下来了，现在在数据组写SQL"),
        ("我在单位篮球队打后卫", "我被拉去局里那个队了，下周打比赛"),
        ("I'm renting a studio in Oakland.", "we signed the paperwork on the townhouse in Fremont, so excited"),
        ("I live in a flat in Leeds.", "finally unpacked the last of it here in Bristol"),
        ("My place is a one-bedroom rental near downtown Tampa.", "settled in here in Orlando, love it"),
        ("I'm single and not looking.", "so much for being single lol, been seeing Priya since June"),
        ("My wife is pregnant with our second.", "our baby boy showed up on Tuesday, everyone is fine"),
        ("We have a hamster called Nibbles.", "nibbles didn't make it :( buried him in the garden"),
        ("I keep a kayak in the garage.", "kayak's officially someone else's problem now, closed the sale"),
        ("I'm a junior at Boston College.", "first week at Penn State, the campus is huge"),
        ("I pitch for the Eastside Eagles on Sundays.", "got picked up by the Falcons for the summer league"),
        ("I'm on the web team, mostly React.", "i got moved to payments after the reorg"),
        ("I do pottery every Thursday evening.", "pottery's on hold for good, my wrists can't take it"),
    ],
)
def test_updates_of_the_twenty_second_round(old, new):
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old, new",
    [
        ("我每天晚上泡脚", "咖啡我不喝了，换成睡前泡脚"),  # the older remark says what the change is to
        ("我住在厦门思明区", "明年打算搬去福州，现在先在厦门住着"),  # where one stays for now, unchanged
        ("我一天抽一包烟", "戒了好几次都没成，烦"),  # failed tries end nothing
        ("我在杭州有套小公寓", "买的那套上个月签完合同了"),  # a home bought, not the one the user had
        ("我在公司是运维组的", "我同事被拉去局里那个队了"),  # the colleague's team
        ("这两天嗓子疼", "太阳了，晒得慌"),  # no infection
        ("I'm on the web team, mostly React.", "the standup got moved to 10am"),  # a meeting moved
        ("I'm on the web team, mostly React.", "my manager got moved to payments"),  # the manager's move
        ("I live in a flat in Leeds.", "my friend just unpacked the last box here in Bristol"),  # the friend's
        ("I keep a kayak in the garage.", "we closed on a house in Ithaca"),  # a purchase
        ("I'm single and not looking.", "I've been seeing results at the gym"),  # no one seen
        ("I'm a junior at Boston College.", "first week at the new dentist, she's great"),  # no school
        ("I do pottery every Thursday evening.", "the pottery class is on hold for a week"),  # for now
    ],
)
def test_look_alikes_of_the_twenty_second_round(old, new):
    assert reach(new, old) != "sure"


def test_an_infection_tested_positive_is_ended_by_a_negative_test():
    assert {(c.slot, c.mode) for c in claims("这两天嗓子疼，甲流阳了")} >= {("health", "set")}
    assert reach("转阴了，明天回去上班", "这两天嗓子疼，甲流阳了") in ("sure", "health")  # the newest in the slot


def test_a_question_of_keeping_a_thing_is_no_request_to_forget():
    assert request("缸还要不要留着啊") is None
    assert request("这条不要留着了") is not None


def test_a_face_between_clauses_ends_the_clause():
    assert any(c.death for c in claims("biscuit didn't make it :( found him this morning"))


def test_a_correction_that_names_what_was_told_before():
    found = parse_correction("wait i told you friday earlier, it's actually saturday at 2")
    assert found is not None and found.wrong == "friday" and found.fix == "saturday at 2"
    flipped = parse_correction("my dad's birthday is march 31st not the 13th, i flipped the numbers")
    assert flipped is not None and flipped.wrong == "13"


def test_a_height_corrected_with_no_one_named_retracts_the_height(tmp_path):
    now = [1.7e9]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        memory.observe("我女儿身高一米三，今年八岁")
        now[0] += 86400
        result = memory.observe("刚量了下其实是一米二八，上次记岔了")
        assert result["action"] == "corrected" and result["retracted"]
        assert "一米三" not in memory.context("我女儿多高？")
