"""Updates of the classes the twenty-seventh session worked on (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- A medicine tapered to nothing ("finished tapering", "tapered me off", "med-free"), never a lower dose ("tapered me
  down to 25mg") or someone weaned off something else.
- A death told of one of the user's people by a short form of their name ("Auntie Jo" of "my aunt Josephine",
  "Uncle R" of "my uncle Rashid"), or by their service said lovely or packed; never a car's or a hotel's service.
- A Chinese death told in a clause that names no one, said beyond doubt: of the remark's topic (姑姑出了车祸，…人没
  抢救过来), of a name set apart before a dash (老陈——…走的…忌日), of the pet the older remark names (它走了快两个星期);
  never a goodbye (送她走了), the user leaving (我先走了) or a pet gone out (它走了，跑去阳台).
- A medicine the doctor "put me on" or one "has been put on" replaces the one of its kind (insulin after Jardiance),
  never one added beside another kind ("a statin too") or a bench one is put on.
- A first week of a subject at a place called by name ("First week of law at Durham done") sets the school; a first
  week of onboarding there sets the job; "doing my A-levels" is a school stage a university replaces.
- A thing named by its initials where the other remark spells it out ("uninstalled RL" after "I play Rocket League",
  "quit BoA" after "Bank of America"); whatever is uninstalled is an app or a game; a subject or language dropped.
- A post accepted at a place ("accepted the lecturer post at Dundee") and a department at a firm called by name ("in
  marketing at Unilever") say where one works; "Funding ended and I accepted…" is two clauses (an end word before
  "and I" ends only what precedes it).
- A Chinese job told by its first day (第一天去律所上班), its platform (现在跑美团了) or as "this work" (物业这活儿轻松多了);
  a unit said as whose one is (在部队是汽车班的) and moved to (调到侦察连了), a group moved to (被划到飞书那边了, 被调去做产品运营
  了); never someone else's, and 堵死了 is a jam, no death.
- Well again by what a check shows (片子显示基本好了, 医生说可以正常运动) and sleep come back by its name (失眠好多了); never
  sleep said well of a remark about another illness, or someone else's.
- A line of work done at a place ("doing admin at the DHL depot"), a part of a workplace one runs ("I run the bakery
  counter at a Safeway"), a school from a term on ("at Berkeley as of spring semester"), an illness said gone ("my
  eczema is completely gone"); never a hobby at a place, a day in the library or someone else's illness.
- A question in the words of a remark the user corrected is led to the correction as said (a retracted remark with a
  fix leads to it, as a superseded one leads to what replaced it).
- The rule tier's impression of a remark keeps the words that name whom a kept clause means ("She'll be 30" is never
  kept alone of "remind me to send my sister Priya a card? She'll be 30"), so a correction naming her still finds it.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # a death told by a short form of the name, or by the service
        ("My aunt Josephine still bakes for the whole street", "Auntie Jo's funeral is on Friday, I'm doing a reading"),
        ("My uncle Rashid phones me every Eid", "Uncle R's burial was this morning. so many people came"),
        (
            "My grandpa Walter still drives to the lake every weekend",
            "Grandpa's service was beautiful, the church was full",
        ),
        # a medicine started by the doctor in place of one of its kind
        (
            "I take Jardiance for my diabetes",
            "the consultant put me on insulin last month, pills weren't enough",
        ),
        (
            "I take lisinopril for my blood pressure",
            "my GP put me on amlodipine instead, the cough was awful",
        ),
        # a first stretch of a subject, or of onboarding, at a place called by name; a school-leaving course
        (
            "I'm in my first year of economics at Warwick",
            "First week of law at Durham done, already drowning in reading",
        ),
        ("I work at Accenture in the Dublin office", "first week of onboarding at Workday done, so many videos"),
        ("I'm doing my A-levels in French and History", "First week at Exeter done, halls are chaos"),
        # a name by its initials, either way; anything uninstalled; a subject dropped
        ("I play Rocket League with my brother every night", "uninstalled RL, too many toxic lobbies"),
        ("I grind CoD with my cousins every weekend", "uninstalled Call of Duty for good, need my weekends back"),
        ("I'm at Bank of America in the Charlotte office", "quit BoA last Friday, long story"),
        ("I'm learning Spanish on Duolingo every night", "dropped spanish, doing guitar instead"),
        # a post accepted at a place, a department at a firm called by name, an end before "and I…"
        (
            "I'm a research fellow in Prof. Adeyemi's group at Glasgow",
            "Funding ended and I accepted the lecturer post at Dundee",
        ),
        ("I'm in marketing at Unilever, mostly in the London office", "WFH for Brightwave now, doing content strategy"),
        # a Chinese job by its first day, its platform or "this work"; a unit or group moved to
        ("我在一家银行做柜员", "今天第一天去律所上班，前台小姐姐人很好"),
        ("我在电子厂流水线上干活", "现在跑美团了，时间自由，就是风吹日晒"),
        ("我在物流公司开叉车，天天三班倒", "现在朝九晚五，物业这活儿轻松多了"),
        ("我在部队是汽车班的", "调到侦察连了，天天五公里"),
        ("我在字节做前端，在抖音电商的组", "组织架构调整，我被划到飞书那边了，还是写前端"),
        ("我在研发部的测试组", "被调去做产品运营了，新领导人挺好"),
        # well again by a check, sleep back by its name
        ("我最近失眠很严重，每晚只睡四个小时", "这个月失眠好多了，中药还是有用"),
        # a line of work done at a place, a part of a workplace run, a school from a term on, an illness gone
        (
            "I run the bakery counter at a Safeway in Tacoma",
            "weird having Sundays off now that I'm doing admin at the DHL depot",
        ),
        ("I'm a second-year at UC Irvine", "transfer finally went through, I'm at Berkeley as of spring semester"),
        ("I have eczema on the backs of my knees", "my eczema is completely gone since I switched soap"),
        # a Chinese death told in a clause that names no one: the remark's topic, a name set apart, 它 of a pet
        ("我姑姑在老家开小卖部，二十多年了", "姑姑前天出了车祸，送到医院人没抢救过来，我们明天回去"),
        ("我老伴老陈每天陪我下象棋", "老陈——我们家老头子，去年冬天走的，今天是他的忌日"),
        ("我家那只布偶叫雪球，九岁了", "家里好安静……它走了快两个星期了，猫砂盆还没收"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I take my car to the garage on Elm St", "My car's service was at 9, took all morning"),
        ("I always stay at the Hilton when I travel", "The hotel's service was lovely this time"),
        ("My cousin Bernadette lives in Cork", "Uncle B's funeral was yesterday"),
        # a medicine added beside the other, a bench, a subject taken up at the same school
        ("I take metformin every morning", "the doctor put me on a statin too for my cholesterol"),
        ("I'm on the first team at my club", "the coach put me on the bench today"),
        # initials of another name, keys dropped, a friend's quitting
        ("I play Rocket League with my brother every night", "my RL team captain quit"),
        ("I'm learning Spanish on Duolingo every night", "dropped my keys down the drain lol"),
        # someone else's post
        ("I'm in marketing at Unilever", "my brother accepted a post at Diageo"),
        # someone else's platform, a traffic jam "to death", a car moved
        ("我在电子厂流水线上干活", "我弟现在跑滴滴了"),
        ("我在电子厂流水线上干活", "今天去厂里上班路上堵死了"),
        ("我在研发部的测试组", "我把车调到那边了"),
        # sleep said well of a remark about something else, someone else's sleep
        ("我有高血压，每天吃氨氯地平", "最近睡眠好多了"),
        ("我最近失眠很严重，每晚只睡四个小时", "我妈说她不失眠了"),
        # a hobby at a place, someone else's illness gone, a day somewhere
        ("I run the bakery counter at a Safeway in Tacoma", "I'm doing yoga at the Y now"),
        ("I have eczema on the backs of my knees", "my sister's eczema is totally gone"),
        ("I'm a second-year at UC Irvine", "I'm at the library today, finals are brutal"),
        # a goodbye, the user leaving, a pet gone out
        ("我姑姑在老家开小卖部", "今天送她走了，高铁晚点一个小时"),
        ("我家那只布偶叫雪球，九岁了", "它走了，跑去阳台晒太阳了"),
        ("我家那只布偶叫雪球，九岁了", "今天加班，我先走了"),
        # a time set apart first is no name
        ("我今天开始每天跑步", "今天，送走了一位老朋友的父亲，追悼会上大家都哭了"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "text",
    [
        "finished tapering with my doctor last week",
        "my psychiatrist tapered me off completely over the summer",
        "my GP and I tapered me down and as of Monday I am fully off them",
        "med-free since June and feeling fine",
    ],
)
def test_a_medicine_tapered_to_nothing_ends_one_of_health_and_is_asked_by_health(text):
    assert any(c.slot == "health" and c.mode == "end" and "@medicine" in c.value for c in claims(text))


def test_a_lower_dose_or_a_bottle_weaned_off_is_no_end_of_health():
    assert not any(c.mode == "end" for c in claims("weaned the baby off the bottle this month"))
    assert not any(c.slot == "health" and c.mode == "end" for c in claims("doc tapered me down to 50mg"))


def test_a_correction_puts_right_a_remark_the_dream_folded(tmp_path):
    """The rule tier's impression of a request keeps the request's words with the clause that says who "she" is, and a
    correction that names her and the day still finds the remark folded under it."""
    from plastic_memory import Memory

    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        said = "Can you remind me on the 14th to send my sister Anika a card for her birthday? She'll be 40."
        first = memory.observe(said)["id"]
        now[0] += 3600
        memory.observe(said)
        memory.dream(force=True)
        row = memory.store.item(memory.owner, first)
        assert row["merged_into"], "the dream folds the remark said twice"
        impression = memory.store.item(memory.owner, row["merged_into"])
        assert "Anika" in impression["text"], impression["text"]  # never "She'll be 40" alone
        now[0] += 3 * 86_400
        outcome = memory.observe("Oh wait, I mixed it up, Anika's birthday is actually the 19th. Sorry!")
        assert outcome["action"] == "corrected" and first in outcome["retracted"]


def test_an_end_said_by_initials_finds_the_remark_that_spells_the_name_out(tmp_path):
    from plastic_memory import Memory

    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        old = memory.observe("I play Rocket League with my brother every night, it's our thing")["id"]
        now[0] += 5 * 86_400
        outcome = memory.observe("uninstalled RL last night, I was losing two hours a day to it")
        assert outcome["action"] == "updated" and old in outcome["demoted"], outcome


def test_a_question_in_the_words_of_a_corrected_remark_is_led_to_the_correction(tmp_path):
    """A question about the landlord's name shares no word with "oh wait it's Okonjo": the corrected remark's words
    lead to the correction as the user said it, in this process and after the memory is opened again."""
    from plastic_memory import Memory

    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        memory.observe("My landlord's name is Mr. Okonkwo, he's pretty relaxed about things")
        now[0] += 3 * 86_400
        outcome = memory.observe("oh wait it's Okonjo, not what I typed earlier lol")
        assert outcome["action"] == "corrected", outcome
        now[0] += 86_400
        block = memory.context("What's my landlord's name?", session_id="s1") or ""
        assert "Okonjo" in block and "Okonkwo" not in block, block
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        found = [r["text"] for r in memory.recall("What's my landlord's name?", k=5)]
        assert any("Okonjo" in t for t in found) and not any("Okonkwo" in t for t in found), found


def test_an_end_word_before_and_i_closes_its_own_clause():
    from plastic_memory.judgement.update_clauses import split_clauses

    assert split_clauses("Funding ended and I accepted the lecturer post at Dundee") == [
        "Funding ended",
        "I accepted the lecturer post at Dundee",
    ]
    assert split_clauses("Tom and I are done") == ["Tom and I are done"]
    assert split_clauses("Priya and I share a flat") == ["Priya and I share a flat"]


def test_well_again_by_a_check_updates_the_newest_illness_said():
    # it names no illness: the one talked of last in the slot (updates.reach answers the slot)
    assert reach("复查了，片子显示基本好了，医生说可以正常运动", "我有腱鞘炎，手腕一直疼") == "health"


def test_the_same_words_retired_again_lead_only_to_what_replaced_them_last(tmp_path):
    """A remark said, put right, said again and put right again keeps one way to what is current, not one per copy."""
    from plastic_memory import Memory

    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        for fix in ("No, you got that wrong, I live in Leeds", "No, you got that wrong, I live in York"):
            memory.observe("I live in Hull")
            now[0] += 86_400
            assert memory.observe(fix)["action"] == "corrected"
            now[0] += 86_400
        index = memory.live()
        led = [index.replaced_by[i] for i, e in index.retired.items() if e.text == "I live in Hull"]
        assert len(led) == 1 and "York" in index.items[led[0]].text
        found = [r["text"] for r in memory.recall("Hull", k=5)]
        assert found and all("Hull" not in t for t in found) and any("York" in t for t in found), found
