"""Updates told of someone by a name the memory never heard, and the readings they rest on (issue 15): names that
end in -s, Chinese names of the 大刘 shape, a workplace quit, an end and what holds now in one clause. Our own
sentences, none from the bench sets, each with look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement import verdicts
from plastic_memory.judgement.update_claims import claims
from plastic_memory.judgement.updates import reach
from plastic_memory.judgement.utterance import Utterance
from plastic_memory.language.clauses import split


def test_a_change_told_by_a_new_name_updates_the_one_person_whose_it_says(mem, clock):
    m = mem()
    m.observe("My dad is a retired electrician")
    m.observe("My friend Omar runs a bakery in Leeds")  # named otherwise: a new name is not his
    job = m.observe("my girlfriend is a vet nurse")["id"]
    clock.advance(days=30)
    m.observe("Lena quit the vet clinic, she's retraining as a paramedic")
    assert m.trace(id=job)["state"] == "superseded"


def test_a_new_name_with_no_word_of_what_changed_may_be_anyone_s(mem, clock):
    m = mem()
    job = m.observe("my husband drives a bus for the city")["id"]
    home = m.observe("我表哥住在青岛")["id"]
    clock.advance(days=30)
    m.observe("Tomas quit his job, he's starting a food truck")  # nothing of the bus: a friend, maybe
    m.observe("大周搬去厦门了")
    assert m.trace(id=job)["alive"] and m.trace(id=home)["alive"]


def test_a_new_name_of_someone_the_user_names_otherwise_updates_nothing(mem, clock):
    m = mem()
    job = m.observe("my wife is a dental hygienist")["id"]
    clock.advance(days=30)
    m.observe("my coworker Ines quit the dental office, she's doing real estate now")
    m.observe("Ines from book club quit the dental office")
    assert m.trace(id=job)["alive"]


def test_a_new_name_stands_for_no_one_of_several():
    assert reach("Chris quit the bank", "my friends work at a bank downtown", by_name=True) is None
    assert reach("阿飞把可乐戒了", "我两个朋友天天喝可乐", by_name=True) is None


@pytest.mark.parametrize(
    "text, who",
    [
        ("Jess quit the bank last week", "name:jess"),
        ("Marcus left the firm", "name:marcus"),
        ("Chris quit smoking", "name:chris"),
        ("大刘辞职了", "name:大刘"),
        ("小军毕业了", "name:小军"),
    ],
)
def test_names_in_s_and_of_the_da_shape_open_a_clause(text, who):
    assert any(who in c.subject for c in claims(text))


@pytest.mark.parametrize("text", ["Glasses broke again, ugh", "大家都辞职了", "Kids left for camp today"])
def test_plurals_and_words_of_the_same_shape_are_no_names(text):
    assert not any(k.startswith("name:") for c in claims(text) for k in c.subject)


def test_a_workplace_quit_ends_a_job_and_an_office_left_for_the_day_does_not():
    assert reach("quit the vet clinic, retraining now", "I'm a vet nurse at a clinic in Derby")
    assert reach("I finally quit the call center", "I work at a call center")
    assert not any(c.slot == "job" for c in claims("left the office at six today, exhausted"))


def test_an_end_and_what_holds_now_in_one_clause():
    # what is set beside "now" is the new value, not what ended
    assert reach("I quit my job and now I'm a realtor", "I work as a dental hygienist in Tacoma")
    assert reach("辞职了，现在开网约车", "我在一家工厂当质检员")
    # without "now", what is set is what ended ("lost my job as a banker")
    assert reach("lost my job as a banker", "I work as a nurse") is None


def test_a_statement_between_kept_clauses_of_one_sentence_stays_in_the_note():
    text = "戒了奶茶，改喝豆浆，前几天嘴馋得不行，现在习惯了"
    assert verdicts.judge(Utterance(text, 0.0)).text == text  # never "改喝豆浆，现在习惯了"
    text = "my sister Ana got engaged, the wedding is next spring, I'm a bridesmaid apparently"
    assert verdicts.judge(Utterance(text, 0.0)).text == text


def test_a_few_days_told_of_is_no_question():
    moods = {c.text: c.mood for c in split("这几天加班，前几天感冒了，你几天能好")}
    assert moods["这几天加班"] == moods["前几天感冒了"] == "statement"
    assert moods["你几天能好"] == "question"


# ---- what a turn claims of a standing slot, and the frames of round 10 -------------------------------------------
def test_a_standing_claim_the_words_alone_do_not_weigh_is_kept_as_who_the_user_is():
    for text, kind in [
        ("I'm a line cook at a diner in Dayton", "identity"),
        ("我在一所技校教汽修", "identity"),
        ("I'm doing intermittent fasting, nothing before noon", "life"),
    ]:
        verdict = verdicts.judge(Utterance(text, 0.0))
        assert verdict.store and verdict.kind == kind, text
    # a story's pregnancy, a plan, a stay for now: no standing claim
    for text in ("小说里女主怀孕那段写得好假", "might move to Denver someday, who knows"):
        assert not verdicts.judge(Utterance(text, 0.0)).store, text


@pytest.mark.parametrize(
    "old, new",
    [
        ("my uncle works the front desk at a Hilton", "uncle's last shift at the hilton was friday, he's done"),
        ("I'm in a small flat in Bristol", "we live in Cardiff now, so much more space"),
        ("my grandma lives alone in her bungalow", "we moved grandma into a care home by the sea"),
        ("I've been vegetarian for a year", "my vegetarian days are over, steak last night"),
        ("我在读会计，大二", "转专业申请通过了，下学期去读计算机"),
        ("我儿子在北关小学上学", "给儿子转学了，现在在南关实验小学"),
        ("我用的是荣耀50", "新手机到了，小米14，拍照好太多"),
        ("我在公司行政部", "调岗了，现在去采购那边了"),
        ("Called my granddad last night, he's 90 and still gardening", "my granddad died this morning"),
    ],
)
def test_round_ten_frames_reach_what_they_update(old, new):
    assert reach(new, old), (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("my uncle works the front desk at a Hilton", "last shift was brutal, two weddings in the lobby"),
        ("I've been vegetarian for a year", "the fasting day is almost over, starving"),
        ("我用的是荣耀50", "给我爸买的新手机到了"),
        ("我在公司行政部", "听说可能要调岗，还没定"),
        ("Called my granddad last night, he's 90 and still gardening", "my granddad's dog died this morning"),
    ],
)
def test_round_ten_look_alikes_update_nothing(old, new):
    assert reach(new, old) is None, (claims(old), claims(new))


def test_a_she_after_a_place_named_is_the_person_before_it():
    from plastic_memory.judgement.update_clauses import subject_of

    assert subject_of("My wife teaches at Lincoln Elementary, she's always grading") == frozenset(("partner",))
    assert subject_of("Visited my aunt at St Anne's, she's 88") >= frozenset(("aunt",))


def test_several_people_are_said_so_and_a_count_of_months_is_no_people():
    # "两个月" counts months, not people: the partner is still the one a new name may stand for
    assert reach("阿杰把可乐戒了", "我男朋友每天喝可乐，喝了两个月了", by_name=True)
    assert reach("阿杰把可乐戒了", "我两个朋友天天喝可乐", by_name=True) is None
