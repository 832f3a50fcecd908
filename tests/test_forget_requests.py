"""Requests to forget said in chat: read in their many phrasings, told from remarks that use the same verbs."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse


# -- reading a request ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said, words",
    [
        # the verb after the matter, with the bidding at the end
        ("我在银行上班的事你就忘了吧", "我在银行上班"),
        ("我舅舅坐过牢那件事，麻烦帮我忘了", "我舅舅坐过牢"),
        ("我的体重别存了", "我的体重"),
        ("我考研失败这事你别记着了", "我考研失败"),
        ("我老公的手机号删掉吧", "我老公的手机号"),
        ("关于我打胎的事，你就当没听见吧", "我打胎"),
        ("关于我爸欠债的那些，删了吧", "我爸欠债"),
        ("拜托你把我失业的事从记忆里删掉", "我失业"),
        ("刚才说的密码提示不要存，清除掉", "密码提示"),
        ("求你了，忘掉我说过的关于我婆婆的话", "我婆婆"),
        # English: the verbs, the matter named or called a matter, politeness and fillers around it
        ("forget I ever brought up my stepdad, ok?", "my stepdad"),
        ("Could you erase what I told you about my overdraft", "my overdraft"),
        ("hey, don't hold on to anything about my custody fight", "my custody fight"),
        ("Please wipe the rehab stuff from your memory", "rehab"),
        ("scrap the part about my visa, thanks", "my visa"),
        ("I'd like you to forget that my dad gambles", "my dad gambles"),
        ("pretend I never said anything about my surgery", "my surgery"),
        ("never mind what I told you about the lawsuit", "the lawsuit"),
        ("get rid of that bit about my credit score", "my credit score"),
        ("about my cousin's arrest, forget it", "my cousin's arrest"),
        ("that thing with my neighbor - just drop it", "my neighbor"),
        ("my old address, don't store it", "old address"),
    ],
)
def test_a_request_is_read_in_its_many_phrasings_with_what_it_names(said, words):
    request = parse(said)
    assert request is not None and request.words == words and not request.everything, request


@pytest.mark.parametrize(
    "said",
    [
        "你就当没听见吧",
        "当我没说过",
        "帮我忘了吧",
        "抹掉",
        "scratch that",
        "pretend you didn't hear that",
        "forget I said anything",
    ],
)
def test_a_bare_request_takes_what_was_just_said(said):
    assert parse(said) == parse(said) and parse(said) is not None and parse(said).words == ""


@pytest.mark.parametrize(
    "said",
    [
        # the user's own forgetting, a reminder, a resolve
        "我又忘了带工牌",
        "作业忘了交，被老师骂了",
        "别忘了周五交房租",
        "千万别忘掉我们的约定",
        "他那些难听的话，我就当没听见",
        "那件事我早就忘掉了",
        "我把密码忘了，进不去邮箱",
        "这事你可别记错了",
        "你忘了我上周说的吗",
        # English: remarks and tasks with the same verbs
        "I forgot my badge again",
        "I keep forgetting to water the plants",
        "don't let me forget the dentist",
        "Forget it, I'll ask my sister instead",
        "forget about it, not important",
        "delete my old tweets for me",
        "deleting my instagram was the best decision",
        "I deleted the photos of him last night",
        "drop the kids at school by eight",
        "clear the cache and try again",
        "don't keep it a secret from your mom",
        "don't keep me in suspense",
        "Scratch that, the party is on Sunday",
        "ignore my boss, he's always grumpy",
        "I can finally relax, forget my worries and sleep",
        "never mind",
        "My sister, forget it, she never listens",
        "别存钱了，花了吧",
        "清除缓存怎么操作",
    ],
)
def test_remarks_and_tasks_with_the_same_verbs_are_not_requests(said):
    assert parse(said) is None
