"""Requests to forget said in chat: read in their many phrasings, told from remarks that use the same verbs, and
matched to what they name (a paraphrase, kin words, the other language, other forms of a word)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from plastic_memory.turn.naming import named, names


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
        ("忘掉我的手机号", "我的手机号"),  # 忘掉 bids; what follows is the user's own
        ("忘了阿杰吧，别记了", "阿杰"),  # the matter between the verb and the 吧 that bids
        ("干脆忘了那个渣男吧", "渣男"),
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
        "忘了带伞吧，淋成落汤鸡了",
        "你忘了阿杰吧",  # a guess that the listener forgot
    ],
)
def test_remarks_and_tasks_with_the_same_verbs_are_not_requests(said):
    assert parse(said) is None


# -- what a request names ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "words, remark",
    [
        ("i'm taking sleeping pills", "I take sleeping pills most nights"),  # other forms of the same words
        ("me job hunting", "I've been looking for a job since March"),  # a paraphrase of one matter
        ("my landlord", "My landlord won't fix the heater"),
        ("我在律所上班", "我在律所工作三年了"),
        ("我的住址", "我家在海淀区学院路"),
        ("我看心理医生", "I see a therapist every Tuesday"),  # the other language
        ("my grandma", "我奶奶今年九十了"),
        ("我欠舅舅钱", "I owe my uncle $500"),
        ("my allergy", "我对芒果过敏"),
        ("儿子被停学", "My son was suspended for fighting"),
        ("我吃减肥药", "I'm on diet pills"),
        ("the medication", "I take Prozac every morning"),  # a medicine by its name
        ("my ex", "我前夫在老家开饭馆"),
        ("卡号尾数", "我信用卡尾号是0417"),
        ("my dog's name", "My dog is called Pickles"),
        ("possibly having adhd", "My therapist Dr. Alvarez says I might have ADHD"),  # a hedge names nothing
        ("where my son goes to school", "My son goes to St. Anne's Academy"),
    ],
)
def test_what_a_request_names_is_found_however_it_was_said(words, remark):
    assert names(words, remark)


@pytest.mark.parametrize(
    "words, remark",
    [
        ("my sister moved to paris", "My sister moved to Lyon"),  # one thing named is not in it
        ("我在保险公司上班", "我给我妈买了份保险"),  # insurance, but not the job
        ("my allergy", "My son is allergic to eggs"),  # the same matter in someone else's life
        ("我住哪", "我前女友搬到成都了"),
        ("my job", "My brother lost his job"),
        ("my brother", "My boss is on vacation"),
        ("周航", "我前任叫李伟"),
    ],
)
def test_a_remark_that_only_partly_matches_is_not_named(words, remark):
    assert not names(words, remark)


# -- in chat: what goes and what stays ---------------------------------------------------------------------------------
KEPT = (
    "我在一家物流公司做调度",
    "我表弟下个月结婚",
    "我对青霉素过敏",
    "我住在江北区观音桥",
    "I'm training for a half marathon",
    "My daughter just started piano lessons",
    "I take Wellbutrin for my depression",
    "My roommate is moving out in June",
    "I owe my aunt 800 dollars",
)


def alive(m) -> list[str]:
    return [r["text"] for r in m.store.owner_items(m.owner) if r["alive"]]


@pytest.mark.parametrize(
    "asked, named",
    [
        ("关于我在物流公司上班的事，你就当没听过吧", "我在一家物流公司做调度"),
        ("forget what I said about my antidepressants", "I take Wellbutrin for my depression"),
        ("我欠小姨钱的事别记了", "I owe my aunt 800 dollars"),  # said in the other language
        ("Please forget where I live", "我住在江北区观音桥"),
        ("my cousin's wedding, don't store it", "我表弟下个月结婚"),
        ("forget what I said about my daughter's piano lessons", "My daughter just started piano lessons"),
        ("don't hold on to the roommate stuff", "My roommate is moving out in June"),
    ],
)
def test_a_request_in_chat_deletes_what_it_names_and_nothing_else(mem, asked, named):
    m = mem()
    for said in KEPT:
        assert m.observe(said, session_id="before")["action"] == "stored", said
    done = m.observe(asked, session_id="now")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1, done
    assert sorted(alive(m)) == sorted(set(KEPT) - {named})


def test_a_request_whose_matter_is_not_clear_deletes_nothing(mem):
    m = mem()
    for said in KEPT:
        m.observe(said, session_id="before")
    for asked in (
        "forget what I said about my uncle's farm",
        "忘掉我说的关于我爸工作的事",
        "delete the bit about my sister",
    ):
        done = m.observe(asked, session_id="now")
        assert done["action"] == "forgotten" and done["forgotten"] == [], (asked, done)
    assert sorted(alive(m)) == sorted(KEPT)


def test_a_request_is_never_stored_nor_pinned_and_takes_a_pinned_remark_with_it(mem):
    m = mem()
    m.observe("我爸确诊了肺癌", session_id="before")
    assert any(r["pinned"] for r in m.store.owner_items(m.owner))
    done = m.observe("关于我爸生病的事，帮我忘了", session_id="now")
    assert done["action"] == "forgotten" and done["forgotten"] and done["id"] is None
    assert alive(m) == []


@pytest.mark.parametrize(
    "said",
    [
        "我忘了带钥匙",
        "I forgot my keys",
        "别忘了提醒我开会",
        "I keep forgetting to call mom",
        "deleting my account on that site was a pain",
    ],
)
def test_remarks_that_use_the_verbs_are_still_stored(mem, said):
    m = mem()
    m.observe("我住在江北区观音桥", session_id="s")
    done = m.observe(said, session_id="s")
    assert done["action"] not in ("forgotten",) and "我住在江北区观音桥" in alive(m)


# -- requests read by their structure: the user's information as an order's object, a matter in a clause of its own --
@pytest.mark.parametrize(
    "said, words",
    [
        ("Erase my blood group please", "my blood group"),  # verb + my + a matter of the user's life
        ("remove my plate number", "my plate number"),
        ("delete my social security number", "my social security number"),
        ("别存我老公的手机号", "我老公的手机号"),
        ("你就当没听过我被裁的事", "我被裁"),  # pretend it was never heard, the matter after it
        ("Could you forget the divorce news?", "divorce"),  # the matter called news
        ("drop the note about my blood pressure", "my blood pressure"),  # a note is the memory's own
        ("删了删了，我说的那个贷款的事", "贷款"),  # the verb said twice is bare; the matter in a clause of its own
        ("上回讲的那个官司，你忘了吧", "官司"),
        ("forget the breakup", "the breakup"),  # forget + a matter of a life, said alone
        ("Delete my credit score", "my credit score"),
    ],
)
def test_a_request_is_read_by_its_structure(said, words):
    request = parse(said)
    assert request is not None and request.words == words and not request.everything, request


@pytest.mark.parametrize(
    "said",
    [
        "delete my old texts from the group chat",  # somewhere else: a task
        "remove my kids from the waitlist",
        "remove my name from the mailing list",
        "erase my doubts and just go for it",  # no matter of a life
        "你忘了吧？我上周就说过了",  # a guess that the assistant forgot, with no matter named
        "forget the dentist, I'll go next week",
        "drop the subject, it's boring",
    ],
)
def test_orders_that_are_tasks_or_guesses_are_not_requests(said):
    assert parse(said) is None


@pytest.mark.parametrize(
    "words, remark",
    [
        ("my surgery", "I had my appendix taken out last spring"),  # a procedure said by what it removed
        ("我的手术", "下个月要做胆囊切除"),
        ("我的工资", "I earn about 6k a month"),  # a salary said as a sum per month
        ("my income", "我月薪一万五"),
        ("my weight", "我瘦到一百二十斤了"),  # a weight by its number and unit
        ("我的体重", "I weigh 82 kg now"),
        ("my illness", "I was diagnosed with lupus"),  # a diagnosis is an illness
        ("我的病", "I have type 2 diabetes"),  # a narrower illness names the broader
        ("那个纹身", "我在手腕上纹了一只猫"),
        ("my mental health", "I was diagnosed with bipolar disorder"),
        ("my finances", "I owe the bank 20k"),
        ("我哥坐过牢", "My brother was in jail for a year"),  # 坐牢 with 过 between its verb and object
        ("my children's school", "我女儿在上幼儿园"),
        ("我抽烟", "我每天抽一包烟"),  # a count between the verb and its object
        ("my husband's layoff", "我老公上周被公司裁了"),
        ("my height", "I'm 1.65m tall"),  # a daughter is one of the children
    ],
)
def test_what_a_request_names_is_found_by_meaning(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize(
    "words, remark",
    [
        ("the operation", "I work in operations at a bank"),
        ("my weight", "我买了两斤苹果"),  # a weight, but not the user's
        ("my illness", "My dad has diabetes"),
        ("my surgery", "I'm a surgical nurse"),
        ("my wages", "I spent $40 on lunch"),  # money, but no salary
        ("my mailing address", "I addressed the letter to my aunt"),
        ("my breakup", "我们分了三组讨论"),
        ("我的工作", "I have an interview with Stripe on Monday"),  # an interview is not the job the user has
    ],
)
def test_a_remark_with_the_same_words_in_another_sense_is_not_named(words, remark):
    assert named(words, {1: remark}) == set()


def test_the_most_exact_reading_that_names_anything_is_taken():
    # every word first; a head noun that only says what kind of thing it is may then be missing
    texts = {1: "I see a counselor every other Friday", 2: "My appointments at the gym are on Mondays"}
    assert named("my therapy appointments", texts) == {1}
    # the user's own first; another's only when the words say nothing of whose it is
    assert named("the pregnancy thing", {1: "I'm pregnant!", 2: "My sister is pregnant"}) == {1}
    assert named("the pregnancy thing", {2: "My sister is pregnant"}) == {2}
    assert named("my pregnancy", {2: "My sister is pregnant"}) == set()


KEPT_TOO = (
    "I had my appendix taken out in May",
    "我现在一百四十斤",
    "I earn about 6k a month",
    "我在手腕上纹了一只猫",
    "I started seeing a counselor in March",
    "My blood type is O negative",
    "I work in operations at a bank",
)


@pytest.mark.parametrize(
    "asked, gone",
    [
        ("forget what I said about the operation", "I had my appendix taken out in May"),
        ("体重这事你就别存了", "我现在一百四十斤"),
        ("remove the info about my income", "I earn about 6k a month"),
        ("关于纹身那件事，删掉吧", "我在手腕上纹了一只猫"),
        ("don't keep anything about my counseling appointments", "I started seeing a counselor in March"),
        ("Delete my blood group", "My blood type is O negative"),
    ],
)
def test_a_request_deletes_the_remark_it_names_in_other_words(mem, asked, gone):
    m = mem()
    for said in KEPT_TOO:
        assert m.observe(said, session_id="before")["action"] == "stored", said
    done = m.observe(asked, session_id="now")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1, done
    assert sorted(alive(m)) == sorted(set(KEPT_TOO) - {gone})


def test_a_request_naming_a_kind_of_thing_finds_the_matter_without_it():
    remarks = {1: "I'm being treated by Dr. Weiss for anxiety", 2: "My sister lives in Atlanta"}
    assert named("my anxiety treatment", remarks) == {1}


# -- s29: requests typed in a hurry, the matter called a matter before the verb, and what a kind names --------------
@pytest.mark.parametrize(
    "said, words",
    [
        # chat spellings (u, pls, thx, forgt, un-remember), leads (you can, ugh, can we, let's), a name's things
        ("can u forgt the bit abt my divorce pls", "my divorce"),
        ("you can forget the stuff about my knee surgery", "my knee surgery"),
        ("ugh just delete the therapy stuff lol", "therapy"),
        ("let's forget the thing about my landlord", "my landlord"),
        ("pls un-remember the gambling thing", "gambling"),
        ("don't hold on to Mia's diagnosis please", "mia's diagnosis"),
        ("the thing i told you about my brother's debt - wipe it", "my brother's debt"),
        # the matter called a matter before the verb, and Chinese typed with spaces between clauses
        ("我弟那事删了 别留着", "我弟"),
        ("体检报告那个你忘了吧 没啥", "体检报告"),
        ("把房贷相关的都清掉吧 谢谢", "房贷"),
        ("吐槽同事那段删了哈", "同事"),
        ("离婚那个事先别记 还没定", "离婚"),
    ],
)
def test_a_hurried_or_spaced_request_is_read_with_what_it_names(said, words):
    request = parse(said)
    assert request is not None and request.words == words and not request.everything, request


@pytest.mark.parametrize("said", ["我把这事忘了", "I forgot the bit about the keys", "可以帮我删一下这张照片的背景吗"])
def test_the_users_own_forgetting_and_tasks_stay_remarks(said):
    assert parse(said) is None


@pytest.mark.parametrize(
    "words, remark",
    [
        ("吃药", "我现在每天吃二甲双胍"),  # a medicine named by its own name is of the medication matter
        ("my sexuality", "I'm gay but only my sister knows"),
        ("the 4417 pin digits", "the gate code is 4417"),  # a number of three digits or more names it by itself
        ("my bp", "my blood pressure was 160 over 100 this morning"),
    ],
)
def test_what_a_kind_or_a_number_names_is_found(words, remark):
    assert names(words, remark)
