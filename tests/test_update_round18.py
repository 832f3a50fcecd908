"""Updates of the classes the eighteenth blind round showed missing (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- What the user has lasts: a partner said as had (我有男朋友，叫阿杰), a pet kept, a vehicle driven are part of a
  life, not passing facts that fade in six weeks; a pet seen or wanted is not.
- A sale ends a car even when the buyer or the market is named ("sold it to a guy off Gumtree"), and names in the
  questions after it are no part of what ended.
- Deaths told by a funeral ("Gran's funeral is on Friday", 外公头七) or by letting a pet go with what says it died;
  "we had to let Dave go" lets someone go from a job.
- Frames: a bank moved to by its name ("moved everything over to Monzo", 工资卡现在是建行的了), a divorce said by its papers, a first week at a workplace behind one, driving for a firm, shifting into a
  new place, a resident of a city, a place of one's own, a city come to months ago (来杭州两个月了), a first day at
  an office without 去 (区医院报到), a team one was moved into, a team said as whose one is (我是财务部的), a round
  birthday, a degree done at a school, exams cleared, a course dropped by the general word read after its head.
- Words that address the listener ("Bro", "Mate") and a sentence's opening adverb ("Officially") are no one's name.
- A message the gate drops for its question still updates by what it tells before it asks."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "text",
    [
        "我有男朋友，叫阿杰。",
        "I've got a tabby cat, Pickles.",
        "我家养了三只鸡",
        "I drive a 2012 Ford Focus.",
        "我开一辆五菱宏光",
    ],
)
def test_what_the_user_has_is_part_of_their_life(text):
    assert judge(text, 1.7e9).kind in ("life", "identity")  # never a passing fact


@pytest.mark.parametrize("text", ["I saw a cute corgi at the park", "老公又出差了，一个人吃火锅"])
def test_a_pet_seen_or_a_partner_in_passing_is_not_had(text):
    v = judge(text, 1.7e9)
    assert v.kind not in ("identity",) or not v.store


def test_a_partner_kept_for_months_is_still_offered(mem, clock):
    m = mem()
    m.observe("我有男朋友，叫阿杰。")
    for _ in range(80):
        clock.advance(days=1)
        m.observe("今天加班到九点，好累")
        m.dream(force=True)
    assert any("阿杰" in r["text"] for r in m.recall("我男朋友叫什么？", 5))


def test_a_bare_name_after_a_pet_is_its_name_not_the_listener_called():
    assert "Pickles" in (judge("I've got a tabby cat, Pickles.", 1.7e9).text or "")
    assert not judge("Thanks for the help, Pickles.", 1.7e9).store


@pytest.mark.parametrize(
    "old, new",
    [
        (
            "I drive a 2011 Mazda 3.",
            "Car's gone, sold it to a lady off Gumtree. which buses go from Leith to Morningside?",
        ),
        ("My gran lives in a flat in Swansea.", "Gran's funeral is on Friday. Can you help me with a eulogy?"),
        ("我外公今年八十八了，身体挺好", "外公头七刚过，心里空落落的"),
        ("My cat Pickles is 16.", "We had to let Pickles go this morning, the vet was so kind."),
        ("I'm married, my wife is called Ana.", "The divorce papers came through on Monday."),
        ("I'm a barista at a cafe in Leeds.", "First week at the county council done, desk life is weird."),
        ("I drive for Lyft most evenings.", "im hauling for Swift now, long hauls all week"),
        ("I live in a flat in Perth with my sister.", "We shifted into our new place in Fremantle last weekend."),
        ("My place is a studio in Astoria, Queens.", "I'm officially a Hoboken resident now."),
        ("I rent a room in Hackney.", "Our own little house in Margate at last!"),
        ("我在老家镇上住，跟爸妈一起。", "来杭州两个月了，房租真贵"),
        ("我在一家物流公司做客服。", "区医院报到三天了，还在熟悉流程"),
        ("I'm on the mobile team at work.", "got moved onto the billing squad in the reorg"),
        ("我在公司是市场部的。", "我被调到财务部了"),
        ("I'm 39.", "Turned the big 4-0 on Sunday!"),
        ("I'm doing my undergrad in biology at UCSD.", "transferred to UCLA this spring"),
        ("I'm studying for my bar exams.", "Cleared the bar finals!! Officially a lawyer"),
        ("我在新东方报了托福班。", "那个大班课退了，改成一对一了"),
        ("I teach history at a school in Leeds.", "Bro finally quit teaching. Joined a museum as a curator."),
        ("I'm on the data team at work.", "got shuffled into the platform squad in the reorg 🙃 explain k8s to me?"),
        # a bank by its name alone, seen in two blind rounds (fresh 17, fresh 18)
        ("I bank with Barclays.", "Finally moved all my stuff over to Starling, standing orders and all."),
        ("我工资卡是工行的", "换了单位，工资卡现在是招行的了"),
    ],
)
def test_an_everyday_update_reaches_what_it_replaces(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize(
    "old, new",
    [
        ("We had a great manager called Dave.", "We had to let Dave go, budget cuts."),
        ("I drink a latte every morning.", "楼下的咖啡店倒闭了"),
        ("I drive a 2011 Mazda 3.", "sold my old bike to a guy off Gumtree"),
        ("I'm 39.", "My dad turned the big 7-0!"),
        ("我在新东方报了托福班。", "那个瑜伽课退了"),
        ("I live in a flat in Perth.", "My friend's funeral is on Friday."),
        ("I bank with Barclays.", "We moved to Chase Street in the spring."),
        ("I bank with Barclays.", "moved all my notes over to Notion"),
    ],
)
def test_look_alikes_reach_nothing(old, new):
    assert reach(new, old) is None


def test_a_message_dropped_for_its_question_still_updates_by_what_it_tells(mem, clock):
    m = mem()
    old = m.observe("My son Leo is in Year 2 at Hillside Primary.")["id"]
    clock.advance(days=20)
    done = m.observe("Leo is at Oakfield Juniors now since we relocated. any tips for making friends?")
    assert old in done["retracted"] + done["demoted"] or not m.trace(id=old)["alive"], done
    assert "tips" not in m.trace(id=done["id"])["text"]  # kept as what it tells, not what it asks


def test_a_question_about_memory_still_updates_nothing(mem, clock):
    m = mem()
    old = m.observe("I'm on the data team at work.")["id"]
    clock.advance(days=2)
    done = m.observe("do you remember which team I'm on?")
    assert done["action"] == "dropped" and m.trace(id=old)["alive"]
