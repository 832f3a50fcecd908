"""The user's people called by words the readers did not know as a person's, the forty-fifth session's fresh-52 round,
in our own sentences, through the claims and through the memory itself.

- "my partner Jo is a nurse" made the user a nurse and retired their own job: "partner" (as someone's, not "made
  partner" or "my tennis partner"), "other half", in-laws, a twin, a sibling, 我先生, 我家那位, 我儿媳妇, 养父 are the
  user's people.
- Someone called by what they are to the user ("my dentist retired", "my mentor quit her job", 我师父退休了, 我下属跳槽了),
  doing what only a person does, is not the user, and is known by that word, so that what is said of them later
  updates them ("our drummer lives in Leeds" -> "our drummer moved to Portland").
- The user's own things and ways of saying it stay the user's: "my last day at Tesco", "my new job starts",
  "my place is a studio in…", 我提前退休了, 我裸辞了, 我研究生毕业了.
"""

from __future__ import annotations

import pytest

from memory_pairs import alive_after
from plastic_memory.judgement.update_claims import claims
from plastic_memory.judgement.update_pronouns import SELF


def _subjects(text: str, slot: str) -> list[frozenset[str]]:
    return [c.subject for c in claims(text) if c.slot == slot]


@pytest.mark.parametrize(
    "said, slot, keys",
    [
        ("my partner is a nurse", "job", {"partner"}),
        ("my partner Jo is a nurse, we have a dog called Biscuit", "job", {"partner"}),
        ("my other half started at a new firm today", "job", {"partner"}),
        ("My son-in-law just got a job as a paramedic", "job", {"in_law"}),
        ("my twin moved to Glasgow last week", "home", {"sister_o", "sister_y", "brother_o", "brother_y"}),
        ("my twins are in kindergarten at Oak Hill", "school", {"son", "daughter"}),
        ("我先生在银行上班，最近挺忙", "job", {"partner"}),
        ("我家那位是医生，天天值夜班", "shift", {"partner"}),
        ("我小姑子搬到苏州了", "home", {"in_law"}),
        ("我养父今年刚退休，在家种花", "job", {"father"}),
    ],
)
def test_the_users_people_by_more_words(said, slot, keys):
    assert _subjects(said, slot) and all(s == keys for s in _subjects(said, slot)), claims(said)


@pytest.mark.parametrize(
    "said, slot",
    [
        ("my dentist retired last month, need to find a new one", "job"),
        ("my mentor quit her job at the council", "job"),
        ("my students all graduated today, so proud of them", "school"),
        ("my coach got a new job at a gym in Leeds", "job"),
        ("our drummer moved to Portland", "home"),
        ("我师父退休了，下个月办欢送会", "job"),
        ("我合伙人在银行当经理", "job"),
        ("我同桌搬去上海了", "home"),
        ("我公婆住在黑龙江农村", "home"),
        ("王先生在银行上班", "job"),
    ],
)
def test_someone_called_by_what_they_are_is_not_the_user(said, slot):
    found = _subjects(said, slot)
    assert found and SELF not in found, claims(said)


def test_one_called_so_twice_is_the_same_one():
    assert _subjects("our drummer lives in Leeds", "home") == _subjects("our drummer moved to Portland", "home")
    assert _subjects("我合伙人在银行当经理", "job") == _subjects("我合伙人跳槽了", "job")


@pytest.mark.parametrize(
    "said, slot",
    [
        ("I made partner this year!", "job"),
        ("my last day at Tesco is Friday", "job"),
        ("my new job starts monday", "job"),
        ("My place is a studio in Bushwick, Brooklyn.", "home"),
        ("I quit my job", "job"),
        ("我提前退休了", "job"),
        ("我裸辞了", "job"),
        ("我研究生毕业了", "school"),
        ("我成功入职了", "job"),
        ("我在银行上班", "job"),
    ],
)
def test_the_users_own_stays_theirs(said, slot):
    assert SELF in _subjects(said, slot), claims(said)


def test_made_partner_and_a_tennis_partner_name_no_partner():
    assert not any("partner" in c.subject for c in claims("I made partner this year!"))
    assert not any("partner" in c.subject for c in claims("my tennis partner moved to Leeds"))


@pytest.mark.parametrize(
    "old, new",
    [
        ("I work as a data analyst at a logistics firm in Leeds.", "my partner Jo is a nurse at St James's"),
        ("I'm a software engineer at Monzo.", "my dentist retired last month, need to find a new one"),
        ("I teach year 6 at Hillside Primary.", "my mentor quit her job at the council"),
        ("我在杭州一家医院当护士", "我先生在银行上班，最近挺忙"),
        ("我是小学老师，教三年级数学", "我师父退休了，下个月办欢送会"),
        ("我住在南京鼓楼", "我小姑子搬到苏州了"),
    ],
)
def test_their_news_leaves_the_users_own(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 20)
    assert old in alive or old.rstrip("。.") in alive, alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("My partner is a nurse at the Royal Infirmary.", "my partner's retrained, she's a paramedic now"),
        ("Our drummer lives in Leeds.", "our drummer moved to Portland last month"),
        ("我先生在银行上班", "我先生辞职了，现在自己开了家咖啡店"),
        ("我家那位在深圳上班", "我家那位调回广州了"),
    ],
)
def test_their_own_news_updates_theirs(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 30)
    assert old not in alive and old.rstrip("。.") not in alive, alive


def test_someone_elses_partner_is_neither_the_user_nor_the_one_named_before():
    # "Dana's wife" is a third person: her news is neither the coworker's nor the user's partner's
    said = "my coworker Dana's wife just quit teaching to go into pharma sales, wild"
    assert all(c.subject == frozenset(("other",)) for c in claims(said)), claims(said)
    # and the user's own partner named first is still the user's
    assert [
        c.subject for c in claims("My girlfriend Sofia's mom invited me to Thanksgiving") if c.slot == "partner"
    ] == [SELF]


@pytest.mark.parametrize(
    "old, new",
    [
        ("My partner Sasha teaches high school chemistry.", "my coworker Dana's wife just quit teaching, wild"),
        ("我朋友阿强在深圳开公司", "师父走了，肺癌，车间里大家都很难受"),
    ],
)
def test_one_called_by_what_they_are_is_no_one_else(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 20)
    assert old in alive or old.rstrip("。.") in alive, alive
