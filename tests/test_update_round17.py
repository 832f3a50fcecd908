"""Updates of the classes the seventeenth blind round showed missing (issue 15). Corrections: one followed by a
request or a question is read by what it tells ("it's the 4th, not the 14th. can you remind me…?"), a value set
against one pointed back at ("it's Hendricks, not what I typed earlier"), a name spelt alike re-set, "I had that
mixed up with my brother", a height re-set by the shape of its number. Our own sentences, each with a look-alike it
must leave alone. Chinese ones too: a pointer without 我 (之前说的那个), 打错字了, a surname re-set (姓汪 of 姓王), and
别记混了, which asks to remember right and is no request to forget. Deaths: a pet lost called by its breed, with what
says it died ("heart failure", "the vet"), and a burial ("we buried Grandad")."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "said, correction",
    [
        (
            "My son's school play is on the 21st of May",
            "sorry I gave you the wrong date for the school play, it's the 12th of May. can you remind me the day before?",
        ),
        (
            "Our plumber is called Mr. Patterson",
            "oh wait it's Pattinson, not what I wrote before lol. can you draft him a text",
        ),
        (
            "I'm allergic to shellfish, FYI",
            "hmm, I had that mixed up with my sister — nuts are what I react to. any snack ideas?",
        ),
        (
            "I'm 6'1\", so I need long sleeves",
            "correction, I'm 6'3, no idea why i said the other number. what size should I get?",
        ),
        ("我儿子在实验小学读二年级", "你记错了，我儿子读三年级。帮我挑几本适合他的书？"),
        ("我对芒果过敏", "更正一下，过敏的是菠萝，不是之前说的那个。哪些水果可以放心吃？"),
        ("我的导师姓刘，人很严", "导师其实姓柳，木字旁那个，之前打错字了。帮我给她写封邮件"),
        ("我老公生日是九月八号", "哎我之前说错了，老公生日是九月十八号，别记混了。帮我想想送什么"),
    ],
)
def test_a_correction_followed_by_a_request_still_corrects(corrects, said, correction):
    m, done, _ = corrects(said, correction)
    fixed = m.trace(id=done["id"])["text"]
    assert "?" not in fixed and "？" not in fixed and "remind" not in fixed  # the request is no part of the fix


@pytest.mark.parametrize(
    "text",
    [
        "did you get my sister's name wrong?",  # asked, not told
        "is it wrong to skip breakfast? I never eat before noon",
        "我是不是说错了什么？",
    ],
)
def test_a_question_about_a_mistake_is_no_correction(text):
    assert parse_correction(text) is None


def test_a_statement_ending_in_ne_is_told_not_asked():
    """呢 ends a statement as often as a question: "现在上中班呢" is told, and a correction holding it keeps it."""
    found = parse_correction("你记错啦，女儿是四岁，现在上小班呢")
    assert found is None or "小班" in found.fix


def test_a_name_spelt_unalike_is_not_re_set(mem, clock):
    m = mem()
    old = m.observe("Our plumber is called Mr. Patterson")["id"]
    clock.advance(days=1)
    m.observe("oh wait it's Gonzalez, not what I wrote before lol")
    assert m.trace(id=old)["alive"]


def test_a_bidding_to_remember_right_is_no_request_to_forget():
    """别记混了 / 别再记错了 ask the memory to get it right; 别记了 asks it to forget."""
    from plastic_memory.judgement.forget_request import parse as parse_forget

    assert parse_forget("别记混了") is None and parse_forget("千万别再记错了啊") is None
    assert parse_forget("我前男友的事别记了") is not None


DEATHS = [
    ("Our dog Pepper is a 9-year-old spaniel", "We lost our spaniel on sunday, it was cancer. how do I tell my son?"),
    ("My grandma lives in a bungalow in Hull", "We buried Grandma this morning. can you help with a thank-you note?"),
    ("Our cat Mochi is a ginger tabby", "we lost our tabby last week, kidney failure. still can't look at her bowl"),
]


@pytest.mark.parametrize("old,new", DEATHS)
def test_a_loss_or_a_burial_ends_what_was_said_of_them(old, new):
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old,new",
    [
        ("I keep my keys in a bowl by the door", "we lost our keys at the beach, nightmare"),
        ("My game nights are on fridays", "we lost our game on sunday, the ref was awful"),
        ("My face is always red in winter", "I buried my face in the pillow and cried"),
    ],
)
def test_a_loss_of_a_thing_is_no_death(old, new):
    assert reach(new, old) != "sure"


@pytest.mark.parametrize(
    "old,new",
    [
        ("I smoke like ten a day, mostly at work", "two weeks without a cigarette, feeling it"),
        ("I drive a Honda Civic to work", "sold the Civic, I am car-free now, cycling everywhere"),
    ],
)
def test_an_end_that_names_its_thing_by_kind_ends_it(old, new):
    """ "Day 30 without a cigarette" acts on nothing named but says what ended; "car-free" names the kind (a car)."""
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old,new",
    [
        ("I drive a Honda Civic to work", "day 3 without coffee, headache"),
        ("I drive a Honda Civic to work", "my brother is car-free now"),
        ("I smoke like ten a day, mostly at work", "a week without a drink and I feel great"),
    ],
)
def test_an_end_of_another_kind_or_someone_else_s_leaves_it(old, new):
    assert reach(new, old) != "sure"


FRAMES = [
    (
        "I'm a product designer at Canva",
        "Last working day at the old place was Thursday. Joining Atlassian as a UX lead next week",
    ),
    ("My friends all call me Liz", "going by Beth these days, it suits me better"),
    ("I play left back for Hollow Lane United on sundays", "signed for Marsh Town FC this week, closer to home"),
]


@pytest.mark.parametrize("old,new", FRAMES)
def test_a_job_a_name_or_a_team_set_in_everyday_frames_replaces_the_older(old, new):
    """A workplace joined in a role and a last working day; what everyone calls one and a name gone by these days;
    a team played for or signed for by its name alone."""
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old,new",
    [
        ("I'm a product designer at Canva", "joined the choir as an alto, we sing on tuesdays"),
        ("My friends all call me Liz", "everyone calls me crazy for running in the rain"),
        ("I play left back for Hollow Lane United on sundays", "I play guitar for fun on sundays"),
    ],
)
def test_a_choir_joined_a_nickname_in_jest_or_playing_for_fun_replaces_nothing(old, new):
    assert reach(new, old) != "sure"


def test_a_field_read_at_a_university_is_the_major_a_switch_replaces():
    """在武汉大学读计算机: the field after the university is the major; 转专业…现在读金融 replaces it."""
    assert reach("转专业成功了！现在读会计，压力好大", "我在南京大学读物理，大二") == "sure"
    assert reach("我表妹现在读会计", "我在南京大学读物理，大二") != "sure"


@pytest.mark.parametrize(
    "old,new",
    [
        ("我在单位羽毛球队打单打", "教练让我改打双打了，说我反应快"),
        ("我在北京分公司上班", "老板让我调去上海分公司了，下个月走"),
    ],
)
def test_a_change_someone_had_the_user_make_is_the_user_s(old, new):
    """队长让我改打中锋了: the change is the user's, made at another's word (read so for the update; stored as said)."""
    assert reach(new, old) == "sure"


@pytest.mark.parametrize("new", ["医生让我戒咖啡，我还没戒", "我老婆天天让我戒烟，烦死了"])
def test_being_told_to_change_changes_nothing(new):
    assert reach(new, "我每天喝两杯咖啡，抽烟也挺凶") != "sure"
