"""Messages never to be stored, sixth round: a Chinese name found in the other script (李红 / Li Hong), a remark
declared void and a new value given in the same breath (健身房那个不算了，我现在改练瑜伽了), haste or a please between
the matter and the bidding (密码那条赶紧抹掉), 忘记 said of one's information, "never mind the X thing, forget it", a
way of eating named as a diet; what the memory holds asked to be shown (把你记住的关于我的东西列出来, "what's in your
memory about my car"); and the look-alikes of each left alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from plastic_memory.language import pinyin
from plastic_memory.turn.naming import named
from quiet_readers import asks


# -- a Chinese name in the other script -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "words, remark",
    [
        ("li hong", "我同事李红最近在帮我搬家。"),
        ("hong li", "我同事李红最近在帮我搬家。"),  # the family name last, as English writes it
        ("李红", "My colleague Li Hong is covering for me this week."),
        ("李红", "my friend Lihong moved to Berlin"),
        ("王伟", "My new boss Wang Wei is strict"),
        ("zhang wei", "张伟是我大学室友"),
    ],
)
def test_a_chinese_name_names_its_remark_in_the_other_script(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize(
    "words, remark",
    [
        ("李红", "I went to Hong Kong with Li"),  # the syllables apart, or in another order than a name's
        ("li hong", "我在上海上班"),
        ("明天", "my friend Ming Tian"),  # 天 is not read as a name's: no word of the kind is taken for a name
    ],
)
def test_a_name_in_the_other_script_does_not_name_a_look_alike(words, remark):
    assert named(words, {1: remark}) == set()


def test_the_readings_of_names():
    assert pinyin.spellings("李红") == (("li", "hong"),)
    assert pinyin.spellings("上海") == ()  # 上 and 海 are not read as name characters
    assert pinyin.split("lihong") == ("li", "hong")
    assert pinyin.split("change") == ()


# -- a remark declared void, with a new value in the same breath ------------------------------------------------------
@pytest.mark.parametrize(
    "said, words, rest",
    [
        ("健身房那个不算了，我现在改练瑜伽了", "健身房", True),
        ("阿里那条作废吧，我已经去京东了", "阿里", True),
        ("吃素那个划掉，我现在也吃肉了", "吃素", True),
        ("刚才那句不算数", "", False),  # what was just said
        ("密码那条赶紧抹掉", "密码", False),  # haste between the matter and the bidding
        ("那段直接删了吧", "", False),
        ("忘记我儿子的信息", "我儿子", False),  # 忘记 said of one's information
        ("忘记我老家的相关信息", "我老家", False),
        ("之前说的健身房不算，我现在练瑜伽", "健身房", True),  # what was said, declared void
        ("我上次讲的跳槽那事作废吧", "跳槽", False),
        ("Never mind the Stripe thing, forget it.", "stripe", False),
        ("take back what I said about my car, I sold it", "my car", True),  # a verb of taking back
        ("undo what I told you about my ex", "my ex", False),
        ("scratch that about the gym, I go to yoga now", "the gym", True),
    ],
)
def test_a_remark_declared_void_is_a_request(said, words, rest):
    request = parse(said)
    assert request is not None and (request.words, request.rest) == (words, rest)


@pytest.mark.parametrize(
    "said",
    [
        "合同那个作废了",  # what happened to a contract
        "那张发票作废了",
        "周末那个计划不算了",
        "这局不算",
        "密码那个赶紧改了",
        "Never mind the Stripe thing.",  # never mind alone: the talk moves on
        "never mind the weather thing, it was fine",
        "我老是忘记我儿子的生日",
        "我说的都不算了",  # one has no say
        "他说的不算",
        "undo that",  # may undo a change to a file
        "withdraw my application",
        "retract the offer",
    ],
)
def test_a_void_told_or_a_never_mind_is_no_request(said):
    assert parse(said) is None


def test_a_way_of_eating_is_a_diet():
    assert named("diet", {1: "I've been strictly vegan since 2019."}) == {1}
    assert named("饮食", {1: "我吃素已经三年了。"}) == {1}
    assert named("diet", {1: "I grow veggies in the backyard"}) == set()


# -- what the memory holds, asked to be shown -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "把你记住的关于我的东西列出来",
        "列出你存的我的信息",
        "你知道的我的事都说一下",
        "请把你记得的有关我的所有信息告诉我",
        "what's in your memory about my car",
        "is there anything in your notes about my mom",
        "whats saved about me?",
        "anything on file for me",
        "show me everything you know about me",
        "list what you remember about me",
        "give me all the info you have about me",
        "what do you remember of me",
        "what info do you have on me",
        "what do u remember abt me",
    ],
)
def test_what_is_held_asked_to_be_shown_is_a_memory_question(text):
    assert asks(text)


@pytest.mark.parametrize(
    "text",
    [
        "把我的简历发给我",
        "帮我总结一下今天的会议",
        "把我说的话整理一下",
        "I keep notes in the database about my work",
        "there is something in your memory about my mom that is wrong",
        "what's in your memory about the war",
        "give me a summary of my week",
        "show me the best way to remember my notes",
        "list what you know about cars",
        "what do you think of my plan",
        "what data do you have on the market",
    ],
)
def test_a_task_or_a_remark_is_no_memory_question(text):
    assert not asks(text)
