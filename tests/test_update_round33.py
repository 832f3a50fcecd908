"""Updates and corrections of the classes the twenty-fifth session worked on (issue 15), in our own sentences, each
with look-alikes it must leave alone.

- Corrections: a kin's birthday put right ("oops, wrong date — Dad's birthday is actually March 9th", 我爸生日其实是
  …), the month May never read as "may"; where one's work is (我们公司其实在张江, "our office is actually in Midtown");
  a height said again as a bare number close to the old one (其实才168); the one "he" or "she" the older remark is
  about ("it's tree nuts he reacts to", 他过敏的是花生); "it's actually X she's allergic to, not Y".
- Slots new to the memory: where one's work is, height and weight, the network one's phone is on ("ported my
  number to Mint", 携号转网到联通).
- A role one speaks as ("As a barista at Blue Bottle I…", 作为一个护士), an offer taken, the shifts one works at a
  place, a side switched to by its name, papers that came through (green card, 拿到PR了), an allergy test all clear,
  a pet or a thing got after saying one had none, a pet rehomed, 家里的钢琴 called the user's.
- A habit switched to in Chinese (现在改成晚上去游泳了, 医生让我戒酒，现在只喝茶); a subject studied at a college
  ("studying nursing at Humber College") that a switched program replaces.
- A habit given up and taken up again with the habit left out (复吸了, "I relapsed"), never a relapse refused (绝不复吸)
  or someone else's; a side about to be dropped (我要脱粉了) is no end yet.
- A treatment for a part of the body ("physio again for the knee") that a signing off ends.
- A routine ("every weekday at 7am", 每周去四次) is called up by a turn that plans ("plan my Thursday morning", 帮我安排);
  a vehicle by its upkeep ("new tires this winter?", 自驾), a side one supports by its games ("when's the next game?").
- What a question takes as given ("my manager at Deloitte", "our Camden flat") is the user's job or home; never a
  place only asked about ("should we take the Brooklyn apartment?").
- A possession said in passing before a question ("Mine's an old Volvo, where do I get parts?") is kept.
- Look-alikes: 公司在裁员, "our company is in trouble", "switched to the night shift" against a side one supports, a
  car wash got, a leash for someone else's dog, "I may move", a bare number of another size.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_clauses import subject_of
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # slots new to the memory, and a value said again
        ("我们单位在望京，中午吃什么好", "单位搬到亦庄了，通勤多了半小时"),
        ("Our office is in Shoreditch, any good lunch spots?", "Our office moved to Stratford, the commute is longer."),
        ("我用的是联通的卡", "携号转网到移动了，信号好多了"),
        ("We're on the AT&T family plan", "Ported my number to Visible last week, way cheaper."),
        ("I weigh 95kg right now", "Down to 88kg now, the walking is paying off"),
        # a role one speaks as, then a new one
        (
            "As a paralegal at Hogan Lovells I never leave before 8",
            "First week as an associate at Clifford Chance done!",
        ),
        ("作为一个幼师，每天嗓子都哑", "转岗成功，现在是园长助理了"),
        ("my manager at Deloitte wants the deck by Friday", "Ended up taking the offer from KPMG, signed yesterday."),
        ("Night shifts at the Royal Infirmary are wrecking me", "Got the day-clinic job at St James's, no more nights"),
        # a side switched to, papers that came through, an allergy ruled out
        ("I'm a Celtics fan, always have been", "I've officially switched to the Knicks, don't @ me"),
        ("我是国安的球迷", "现在改看泰山了，来济南以后天天去现场"),
        ("I'm on a work visa here in Australia", "My permanent residency got approved today!"),
        ("我在新加坡是持学生签证的", "拿到PR了，终于可以安心找工作"),
        ("I'm allergic to amoxicillin", "Went to the allergy clinic for the challenge test, all clear!"),
        # had none, now has one; a pet rehomed; a thing at home called the user's, given away
        ("I don't have any pets, my landlord says no", "We adopted a rescue greyhound called Bolt!"),
        ("我没车，每天骑共享单车", "提了辆车，是辆二手的卡罗拉"),
        ("We adopted a beagle named Rufus last spring", "had to rehome Rufus, he couldn't cope with the new baby"),
        ("家里的吉他好几年没人弹了", "吉他送给我侄子了，他在学"),
        # a habit switched to, said in Chinese; a subject of study switched
        ("我每天早上跑步半小时", "现在改成晚上去游泳了，膝盖受不了"),
        ("我每天晚上都要喝点啤酒", "医生让我戒酒，现在晚上只喝茶"),
        ("studying accounting at Seneca College", "switched my program to nursing, way better fit"),
        # a habit given up, taken up again with the habit left out
        ("我戒烟两年了", "唉，还是没忍住，复吸了"),
        ("I quit drinking last year", "I relapsed last weekend, feeling awful"),
        # a thing just got, given away and called "it"
        ("just got a Steam Deck, what games should I start with?", "gave it to my cousin, turns out I never play"),
        # what a question takes as given ("my manager at Deloitte"), then a new place
        ("how do I ask my manager at Deloitte for a raise?", "ended up taking the offer from KPMG, gave notice today"),
        ("what's the rent like near our Camden flat?", "We moved to Hackney last week, still unpacking"),
        # a treatment for a part of the body, ended
        ("Off to physio again for my shoulder, any stretches?", "Physio signed me off today, all done"),
    ],
)
def test_updates_of_the_thirty_third_round(old, new):
    assert reach(new, old) in SURE + ("allergy", "health")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我们公司在张江", "我们公司在裁员，人心惶惶"),
        ("Our office is in Midtown", "our company is in trouble, layoffs next week"),
        ("I'm a Lakers fan", "switched to the night shift this week"),
        ("I don't have a car", "I got a car wash today"),
        ("I don't have a dog", "got a new leash for my sister's dog"),
        ("I don't have any pets", "my sister got a kitten"),
        ("I don't have any pets", "should we get a puppy?"),
        ("My sister Priya's birthday is May 14", "I may throw her a party"),
        ("我身高175", "我女儿身高130"),
        ("我每天早上跑步", "打算换成游泳，还没想好"),
        ("studying abroad in Lisbon this term", "switched my program to law"),
        ("我戒烟两年了", "朋友递烟给我，我直接拒了，绝不复吸"),
        ("我是湖人球迷", "湖人今年打得太烂了，我要脱粉了哈哈"),
        ("I quit drinking last year", "my brother relapsed last weekend"),
        ("I work at Deloitte", "how do I ask my manager at lunch for a raise?"),
        ("I live in Camden", "should we take the Brooklyn apartment?"),
    ],
)
def test_look_alikes_of_the_thirty_third_round(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "text, slot, value",
    [
        ("my dad's birthday is October 2nd", "birthday", "10-2"),
        ("Priya's birthday is actually May 19", "birthday", "5-19"),
        ("我妈生日是九月八号", "birthday", "9-8"),
        ("我们公司在漕河泾，附近有啥吃的", "workplace", "漕河"),
        ("my office is actually in Midtown", "workplace", "midtown"),
        ("我身高1.68米", "height", "168"),
        ("I'm 180cm", "height", "180"),
        ("I weigh 70kg", "weight", "70kg"),
        ("I'm on the T-Mobile prepaid plan", "carrier", "t-mobile"),
        ("As a pharmacist at Boots I work most weekends", "job", "pharmacist"),
        ("shifts at the Amazon warehouse are long", "job", "amazon"),
    ],
)
def test_a_fact_is_read_in_its_slot(text, slot, value):
    assert any(c.slot == slot and value in c.value for c in claims(text)), claims(text)


@pytest.mark.parametrize(
    "text",
    [
        "他们公司在裁员",
        "My company is in the middle of a merger",
        "As a vegetarian, what protein should I eat?",
        "as a kid I loved trains",
        "I'm 6 ft away from the screen",
        "我用的是移动硬盘",
        "I'm 1.75m",  # a height, never an age of 1
    ],
)
def test_no_slot_of_these_is_read_in_look_alikes(text):
    got = {c.slot for c in claims(text)}
    assert not {"workplace", "job", "carrier", "age"} & got, claims(text)


@pytest.mark.parametrize(
    "text, who",
    [
        ("it's tree nuts he reacts to", {"other", "pron:he"}),
        ("it's actually shellfish she's allergic to", {"other", "pron:she"}),
        ("it's dogs I'm allergic to", {"self"}),
    ],
)
def test_whose_a_cleft_is(text, who):
    assert subject_of(text) == who


@pytest.mark.parametrize(
    "said, correction",
    [
        ("my dad's birthday is March 19th", "oops, wrong date — Dad's birthday is actually March 9th"),
        ("我爸生日是3月19号，记得提醒我", "记错了，我爸生日其实是3月9号"),
        ("My brother Tom's birthday is May 3", "sorry, Tom's birthday is actually May 13"),
        ("我们公司在陆家嘴，附近有啥好吃的", "更正一下，我们公司其实在张江，陆家嘴是以前"),
        ("我身高170，体重60公斤", "刚量了一下，其实才168，之前报高了"),
        ("My daughter is allergic to milk, what can she have for breakfast?", "correction: it's eggs she reacts to"),
        ("我女儿对芒果过敏", "前面说错了，她过敏的是菠萝，芒果能吃"),
        ("My son is allergic to shellfish", "it's actually peanuts he's allergic to, not shellfish"),
    ],
)
def test_corrections_of_the_thirty_third_round_retract_what_they_correct(corrects, said, correction):
    corrects(said, correction)


@pytest.mark.parametrize(
    "text",
    [
        "Can you find a garage that does old Volvos? Mine's a '91 240.",
        "My Switch keeps disconnecting the joycons, how do I fix it?",
        "我那台电动车充不进电了，去哪修",
    ],
)
def test_a_thing_of_ones_own_said_before_a_question_is_kept(mem, text):
    assert mem().observe(text)["action"] == "stored"


@pytest.mark.parametrize(
    "remark, turn",
    [
        ("I go to the gym every weekday at 7am", "plan my Thursday morning"),
        ("我一直在健身，每周去四次", "帮我安排下周的训练"),
        ("I volunteer at the food bank every Saturday", "what should go on my schedule this weekend?"),
        # a vehicle asked about by its upkeep, a side by its games
        ("my Outback has 150k miles on it", "is it worth getting new tires this winter?"),
        ("我有一辆比亚迪汉，开着挺舒服", "长途自驾去青岛，路上怎么规划？"),
        ("I'm a Cowboys fan", "when's the next game?"),
    ],
)
def test_a_part_of_life_is_called_up_by_the_words_of_its_upkeep(mem, clock, remark, turn):
    m = mem()
    m.observe(remark, session_id="a")
    for filler in ("Worked late again today", "Had ramen for lunch", "午饭吃了麻辣烫", "周末去爬了趟山"):
        clock.advance(hours=5)
        m.observe(filler, session_id="a")
    clock.advance(days=2)
    assert remark in m.context(turn, session_id="b")


def test_planning_words_ask_for_routines_and_nothing_else():
    from plastic_memory.turn.recall import slots_asked

    assert "slot:routine" in slots_asked("plan my Thursday morning")
    assert "slot:routine" in slots_asked("帮我安排下周的训练")
    assert "slot:routine" not in slots_asked("can you plan a trip to Rome?")


def test_a_place_after_a_quarter_of_it_is_no_one():
    # "after moving to north London": London is where, not who switched sides
    assert subject_of("switched to Arsenal after moving to north London lol") == {"self"}
    assert reach("switched to Arsenal after moving to north London lol", "I support Chelsea") in SURE
