"""Messages never to be stored, tenth round: a request to forget names its matter by a kind of things (家里的事, "my
family stuff", 经济方面, 关于宗教信仰的信息, "my faith"), by a phone number's digits ("my number", 我的电话), by an
illness of any name (我的病 names 抑郁症, "my illness" names pneumonia), by a name alone ("forget Priya") or by a
pronoun next to a name ("Karen - forget her"), in English of a matter named in Chinese, after a lead ("nvm", "on second
thought", "time to"), as a wish ("could you please not keep", "keep track of", 你可以不记…吗, 我不想你知道…); and it
deletes that remark only, not the others said with it. A memory question asks with the thing said first (我的手机号你存了
吗) or the "do" left out ("you still got my birthday?"). A habit told by its rate (我一天抽一包烟) is kept, so it can be
forgotten. The look-alikes of each are left alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from quiet_readers import after_a_day, asks


@pytest.mark.parametrize(
    "remark, asked, mark",
    [
        # a kind of things: the family, money, belief, study, an illness of any name
        ("我姐姐在闹离婚，天天哭", "家里那些事你就别记了", "离婚"),
        ("我爷爷去年中风了", "关于我家人的都删了吧", "中风"),
        ("my brother got arrested last month", "forget my family stuff", "arrested"),
        ("我信天主教，每周去教堂", "请删除我关于宗教的信息", "天主教"),
        ("I'm a practicing Hindu", "forget what I told you about my faith", "Hindu"),
        ("我存款只有三千块", "我经济方面的情况你忘了吧", "三千"),
        ("我得了强迫症，在看医生", "我的病别记了", "强迫症"),
        ("my dad has dementia now", "please forget my dad's illness", "dementia"),
        ("I had pneumonia in March", "forget my health stuff", "pneumonia"),
        # a phone number by its digits
        ("my cell is (312) 555-0148", "forget my number", "0148"),
        ("我的手机139 8765 4321", "把我电话号码删了吧", "4321"),
        ("call me on +44 7700 900456 if needed", "delete my phone number", "900456"),
        # a name alone, or a pronoun next to a name
        ("Marco is my oldest friend, we met in Rome", "forget Marco please", "Rome"),
        ("my sister-in-law Dana keeps borrowing money", "Dana - forget her", "borrowing"),
        # asked in English of a matter named in Chinese
        ("我老公在银行上班", "forget what I said about 我老公", "银行"),
        # a lead before the request, a wish not to be kept
        ("I owe my cousin 3k", "nvm forget the debt thing", "3k"),
        ("my landlord is evicting me", "on second thought, forget the landlord stuff", "evicting"),
        ("I weigh 88 kilos", "please stop keeping track of my weight", "88"),
        ("I live at 9 Birch Lane", "could you please not keep my address", "Birch"),
        ("我住在海淀区中关村", "你可以不记我的地址吗", "中关村"),
        ("我去年离婚了", "我不想你知道我离婚的事", "离婚"),
        # a habit told by its rate is kept, and so can be forgotten
        ("我一周喝三次酒", "喝酒的事别记了", "三次"),
    ],
)
def test_a_request_deletes_what_it_names_and_is_not_stored(mem, clock, remark, asked, mark):
    out, alive, kept = after_a_day(mem, clock, [remark], asked)
    assert kept == [True]
    assert out["action"] == "forgotten"
    assert not any(mark.lower() in t.lower() for t in alive)
    assert not any(t in asked for t in alive)


@pytest.mark.parametrize(
    "remarks, asked, mark",
    [
        (["我喜欢吃烧烤", "我在学钢琴", "我妈妈退休了，天天带孙子"], "家里的事别记了", "退休"),
        (
            ["I collect vinyl records", "I run every morning", "my parents are selling their house"],
            "scratch the family stuff",
            "selling",
        ),
        (["I'm a dentist", "I have a dog named Pepper", "my cell is 917-555-0101"], "forget my number", "0101"),
    ],
)
def test_only_the_named_remark_goes(mem, clock, remarks, asked, mark):
    out, alive, kept = after_a_day(mem, clock, remarks, asked)
    assert all(kept)
    assert out["action"] == "forgotten"
    assert not any(mark.lower() in t.lower() for t in alive)
    assert len(alive) == 2


@pytest.mark.parametrize(
    "said",
    [
        "Forget Netflix, I switched to Hulu",  # a name alone with more said: never mind
        "forget her, she's not worth it",  # a pronoun with no one named: the user's own resolve
        "my ex? forget him, he's a loser",
        "I'll never forget Paris",
        "forget Monday",
        "nvm I found my keys",
        "我昨天forget了带钥匙",
        "这个app怎么delete账号",
    ],
)
def test_look_alikes_ask_nothing(said):
    assert parse(said) is None


@pytest.mark.parametrize(
    "said",
    [
        "我的手机号你存了吗",
        "我电话你记下了吗",
        "我的生日你记住了没",
        "you still got my birthday?",
        "u still have my number?",
    ],
)
def test_a_memory_question_asks(said):
    assert asks(said)


@pytest.mark.parametrize("said", ["我怀孕你记住了吗", "我换工作你记下了吗", "我的车你修好了吗", "我的快递你拿了吗"])
def test_news_or_a_task_is_no_memory_question(said):
    assert not asks(said)


@pytest.mark.parametrize("said", ["我一天抽一包烟", "我一个月花五千块", "我平时一周跑三次"])
def test_a_habit_told_by_its_rate_is_kept(mem, said):
    assert mem().observe(said, session_id="s")["action"] == "stored"


@pytest.mark.parametrize("said", ["一天吃三顿饭是正常的", "他一天抽一包烟", "这药一天吃两次"])
def test_a_rate_not_of_the_user_is_not_kept(mem, said):
    assert mem().observe(said, session_id="s")["action"] != "stored"
