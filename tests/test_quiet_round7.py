"""Messages never to be stored, seventh round: requests to forget in more verbs and frames (carrying off: "clear out",
"toss", "cross out", "take … out of your memory"; a wish that the memory not have or know it; "I take back what I
said…"; a person's thing named by their name next to a bare request; 清空, 删!, 留档, 别把…记下来, a wish after the
matter; a kind of things named by 方面 or 那块儿; asked kindly with 行不; a matter named next to 全部清除), a condition
named across languages (乙肝 / hepatitis), a bare take-back with the new value in the same breath left to the update,
a leave-taking of any shape, and whether a thing of the user's is kept yet (你记住我生日了吗); and the look-alikes of
each left alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from plastic_memory.judgement.goodbyes import leaving
from plastic_memory.language.text import has_cjk
from quiet_readers import after_a_day, asks


# -- a request deletes what it names, said a day later ----------------------------------------------------------------
@pytest.mark.parametrize(
    "remark, asked, mark",
    [
        # verbs of carrying off, said of a matter called a matter or of what was said
        ("My landlord is suing me over the deposit", "clear out the stuff about my landlord", "suing"),
        ("I weigh 95 kilos at the moment", "cross out the weight stuff", "95 kilos"),
        ("My cousin Mark is in rehab again", "toss the rehab thing", "rehab"),
        ("I owe my sister 2,000 dollars", "throw away what I said about my sister", "2,000"),
        ("I got a DUI last year", "take that DUI thing out of your memory", "DUI"),
        ("I've been seeing a therapist for my anxiety", "get the therapy stuff out of your head", "therapist"),
        # a wish that the memory not have it, and the user taking back their words
        ("my credit score is 540", "you don't need to have my credit score", "540"),
        ("my credit score is 540", "I'd rather you didn't know my credit score", "540"),
        ("I got fired from Amazon in March", "I'd prefer you forgot about Amazon", "Amazon"),
        ("My brother Sam is getting divorced", "I take back what I said about Sam", "divorced"),
        # a person's thing named by their name, next to a bare request
        ("my daughter Emma failed her driving test", "emma's driving test - don't keep that", "driving test"),
        ("my son Leo got suspended for vaping", "Leo's suspension, please don't keep that", "vaping"),
        # a condition named in the other language
        ("我有乙肝，一直在吃恩替卡韦", "please forget my hepatitis stuff", "乙肝"),
        ("I have hepatitis B", "乙肝那个删了吧", "hepatitis"),
        # Chinese: a kind of things, kind asking, more verbs and frames
        ("我在吃降压药，每天一片", "健康方面的那些事都删了吧", "降压药"),
        ("我前男友叫周杰，分了一年了", "前任的事你别记了行不", "周杰"),
        ("我欠了信用卡三万块", "把信用卡那条清空", "三万"),
        ("我在偷偷学日语准备跳槽", "跳槽那段我不想让你记得", "日语"),
        ("我的车牌号是京A12345", "别把我车牌记下来啊", "12345"),
        ("我住在天河区体育西路", "住址那个，删", "体育西路"),
        ("我老婆怀孕三个月了", "关于我老婆的，全部清除", "怀孕"),
        ("我一个月工资一万八", "工资的事就别留档了", "一万八"),
    ],
)
def test_a_request_deletes_what_it_names_and_is_not_stored(mem, clock, remark, asked, mark):
    out, alive, (kept,) = after_a_day(mem, clock, [remark], asked)
    assert kept
    assert out["action"] == "forgotten"
    assert not any(mark.lower() in t.lower() for t in alive)
    assert not any(t in asked for t in alive)


# -- what a request names, read from more frames -------------------------------------------------------------------
@pytest.mark.parametrize(
    "said, words",
    [
        ("工资那条帮我清楚掉", "工资"),  # keyboard slips: 清楚掉 for 清除掉, 删调 for 删掉, 别计 for 别记
        ("体重那个删调吧", "体重"),
        ("房贷的事别计了", "房贷"),
        ("我说的房贷那些，你别当真，删了", "房贷"),  # 删了 next to a clause naming its matter
        ("房贷那个事能删吗", "房贷"),
        ("房贷的事情烦请删除", "房贷"),
        ("房贷这个信息请不要保留", "房贷"),
        ("房贷相关的记录全删", "房贷"),
        ("收回我说的房贷那句", "房贷"),
        ("把关于我房贷的记忆清掉", "我房贷"),
        ("我后悔跟你说我房贷的事了，删掉吧", "我房贷"),  # regret of having told, naming the matter
        ("我爸的高血压，别留着", "我爸的高血压"),  # a thing of one of the user's people, named alone
        ("I shouldn't have told you about the lawsuit, please forget it", "the lawsuit"),
        ("i wish i hadn't mentioned the DUI. delete that", "the dui"),
        ("remove all mentions of Priya", "priya"),
        ("tinder stuff - delete pls", "tinder"),
        ("custody thing: forget it", "custody"),
        ("wipe my ex", "my ex"),
        ("i don't want you remembering anything about my stepdad", "my stepdad"),
    ],
)
def test_what_a_request_names_is_read_from_more_frames(said, words):
    found = parse(said)
    assert found is not None and found.words == words


# -- look-alikes: tasks, plans and remarks that share the words -------------------------------------------------------
@pytest.mark.parametrize(
    "said",
    [
        "I need to lose the weight before the wedding",
        "toss the salad with some olive oil",
        "clear out the garage this weekend",
        "take the trash out of the kitchen",
        "you don't need to know the details, just help me write the email",
        "you don't need to know my password, just tell me how to reset it",
        "I'd rather you didn't know how bad my day was",  # no matter of the memory's: a feeling told
        "don't have my keys on me",
        "删掉微信以后我感觉轻松多了",
        "别把我生日记错了",  # a bidding to remember right
        "别把钥匙留在车里",
        "删了",  # may answer what was done
        "微信删了",
        "别计较这些了",
        "我后悔没早点辞职",
        "I regret telling my boss about the promotion, forget it",  # told to someone else: never mind
        "remove my sister from the group chat",
        "my kid stuff is everywhere",
    ],
)
def test_look_alikes_are_no_request(said):
    assert parse(said) is None


# -- a bare take-back with the new value in the same breath is an update ----------------------------------------------
@pytest.mark.parametrize(
    "remark, said, old",
    [
        ("我今年29岁", "划掉，我31了", "29岁"),
        ("我住在杭州西湖区", "划掉，我住滨江区", "西湖区"),
        ("我今年29岁", "刚才那条作废，我今年31岁", "29岁"),
    ],
)
def test_a_bare_take_back_with_a_new_value_stores_the_new_value(mem, clock, remark, said, old):
    out, alive, (kept,) = after_a_day(mem, clock, [remark], said)
    assert kept
    assert out["action"] in ("stored", "updated", "corrected")
    assert not any(old in t for t in alive)


@pytest.mark.parametrize("said", ["划掉", "刚才那条作废", "当我没说"])
def test_a_bare_take_back_alone_is_still_a_request(said):
    found = parse(said)
    assert found is not None and found.words == "" and not found.rest


# -- leave-takings ----------------------------------------------------------------------------------------------------
def _leaving(text: str) -> bool:
    return leaving(text, text.lower(), has_cjk(text))


@pytest.mark.parametrize(
    "said",
    [
        "那我先撤啦，拜拜",
        "今天先聊到这吧 晚安",
        "好困 睡了睡了",
        "明天再聊～",
        "行，那我先去忙了",
        "ok gotta bounce, ttyl",
        "alright, signing off for tonight",
        "thanks! talk soon",
        "night night",
        "I'm heading to bed, see you tomorrow",
        "that's all for today, byeee",
    ],
)
def test_a_leave_taking_is_never_stored(mem, said):
    assert _leaving(said)
    assert mem().observe(said)["action"] not in ("stored", "updated", "corrected", "reinforced")


@pytest.mark.parametrize(
    "said",
    [
        "晚安，明天我要去医院复查",
        "我去医院了",
        "我儿子睡了",
        "gotta run, my son's school just called",
        "good night, my flight leaves at 6am tomorrow",
        "I'm out of milk",
        "later this week I start my new job",
    ],
)
def test_a_leave_taking_that_tells_something_is_read_as_usual(said):
    assert not _leaving(said)


# -- whether a thing is kept yet -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said", ["你记住我的生日了吗", "你存下我的地址了没", "你记住我喜欢喝什么了吗", "你存下了我什么"]
)
def test_whether_a_thing_is_kept_yet_asks(said):
    assert asks(said)


@pytest.mark.parametrize("said", ["你记住我换工作了吗", "你记住我怀孕了吗", "我存下了一笔钱"])
def test_a_change_asked_about_is_news(said):
    assert not asks(said)
