"""Current, not stale (issue 15): an everyday update supersedes what it updates, in both languages, pinned, folded
into an impression or said weeks later; a correction is stored as said; memory questions, greetings and forget
requests are never stored, and a forget request deletes what it names."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import as_said, claims, supersedes
from plastic_memory.language.text import terms

# (class, old, update): one pair per class and language, written as people talk
PAIRS = [
    ("job", "我在杭州一家医院当护士", "我现在是药剂师了，不当护士了"),
    ("job", "I work as a nurse at a hospital in Hangzhou", "I'm a pharmacist now, not a nurse anymore"),
    ("home", "我住在杭州，离西湖不远", "我们上周搬到苏州了"),
    ("home", "I live in Boston, near the Common", "We moved to Denver last week"),
    ("relationship", "我和女朋友小雨住在一起", "我和小雨分手了"),
    ("relationship", "My girlfriend Lisa and I live together", "Lisa and I broke up"),
    ("health", "我妈妈住院了，在做化疗", "我妈妈今天出院了"),
    ("health", "I'm allergic to shellfish", "Turns out I'm not allergic to shellfish after all"),
    ("death", "我养了一只金毛叫豆豆", "豆豆上个月走了"),
    ("death", "My grandpa lives in a care home in Leeds", "My grandpa died last month"),
    ("sold", "我开一辆白色的丰田车，开了五年了", "我把车卖了，现在坐地铁上班"),
    ("sold", "I drive a 2015 Honda Civic", "I sold my car, I bike everywhere now"),
    ("habit", "我每天早上都要喝两杯咖啡", "我戒咖啡了，现在只喝茶"),
    ("habit", "I run 5k every morning", "I gave up running after my knee surgery"),
    ("school", "我儿子在实验小学上二年级", "我儿子转学了，现在在育才小学"),
    ("school", "My son goes to Lincoln Elementary", "We moved, my son is at Oak Park Elementary now"),
    ("team", "我在市场部做活动策划", "我调到销售部了"),
    ("team", "I play for the Riverside Rovers on Sundays", "I switched teams, I play for the Eastside Lions now"),
    ("identity", "我的工号是W1032", "我的工号是W2217"),
    ("identity", "My badge number is W1032", "My badge number is W2217"),
]
# Same kind of fact, another person or thing: never superseded by the pairs above.
CONTROLS = [
    "我姐姐住在南京",
    "我对灰尘过敏",
    "我朋友阿强在深圳开公司",
    "My sister lives in Atlanta",
    "I'm allergic to dust",
    "My dad is a retired mechanic",
    "今天烦死了，项目又延期了",
    "装修期间先住我妈家",
]


@pytest.mark.parametrize("cls, old, new", PAIRS, ids=[f"{p[0]}-{n}" for n, p in enumerate(PAIRS)])
def test_an_update_supersedes_what_it_updates_and_trace_names_what_replaced_it(mem, clock, cls, old, new):
    m = mem()
    first = m.observe(old)["id"]
    clock.set_day(21)  # three weeks later, with a dream between
    m.dream(force=True)
    done = m.observe(new)
    assert done["id"] is not None and first in done["demoted"], done
    row = m.trace(id=first)
    assert row["state"] == "superseded" and row["why"] == f"updated: see #{done['id']}"
    assert all(h["id"] != first for h in m.recall(old, k=10))
    assert old not in (m.context(old, session_id="s") or "")


@pytest.mark.parametrize("control", CONTROLS)
def test_no_update_supersedes_a_fact_about_another_person_or_thing(control):
    assert not [new for _, _, new in PAIRS if supersedes(new, control, terms(control))]


def test_a_pinned_fact_is_superseded_and_its_pin_moves_to_what_is_current(mem):
    m = mem()
    old = m.observe("My mom is in the hospital right now")["id"]
    m.pin(id=old)
    done = m.observe("My mom got discharged today")
    assert m.trace(id=old)["state"] == "superseded" and m.trace(id=done["id"])["pinned"]
    block = m.context("How is my mom?", session_id="s") or ""
    assert "discharged" in block and "in the hospital right now" not in block


def test_an_update_reaches_a_fact_folded_into_an_impression(mem):
    m = mem()
    for text in ("我每天早上都要喝两杯咖啡", "咖啡不喝我一上午都没精神", "公司楼下的咖啡我天天买"):
        m.observe(text)
    m.dream(force=True)
    m.observe("我每天早上都要喝两杯咖啡")
    m.dream(force=True)
    m.observe("我戒咖啡了，现在只喝茶")
    alive = [r["text"] for r in m.store.owner_items(m.owner) if r["alive"]]
    assert not [t for t in alive if "两杯咖啡" in t], alive


def test_a_death_said_as_a_feeling_is_no_death():
    assert not [c for c in claims("今天烦死了，项目又延期了") if c.death]
    assert [c for c in claims("咪咪昨天死了，我哭了一晚上") if c.death]


# Words that look like an end and end nothing: denied, only imagined, asked, said to the listener, or an idiom.
NOT_ENDS = [
    ("I run 5k every morning", "I won't quit running, my knees are fine"),
    ("I run 5k every morning", "Keep going for your dreams and don't quit!"),
    ("I drive a 2015 Honda Civic", "I'm thinking about selling the Civic next year"),
    ("I drive a 2015 Honda Civic", "Anyone else would have sold that Civic by now"),
    ("I'm allergic to shellfish", "Are you still allergic to shellfish?"),
    ("I play for the Riverside Rovers on Sundays", "You should never quit the Rovers"),
    ("I love the croissants at Maple Bakery", "I stopped by Maple Bakery on my way home"),
    ("I work at a bakery downtown", "I'm sold on the idea of a bakery of my own"),
    ("I'm learning Spanish on Duolingo", "I almost gave up on Spanish but kept going"),
    ("我每天早上都要喝两杯咖啡", "医生让我戒咖啡，我还没戒"),
    ("我每天早上都要喝两杯咖啡", "我不会戒咖啡的"),
    ("我住在杭州，离西湖不远", "如果卖了房子，我们就去大理"),
    ("我养了一只金毛叫豆豆", "你家豆豆卖了吗？"),
]


@pytest.mark.parametrize("old, new", NOT_ENDS)
def test_an_end_denied_imagined_asked_or_said_to_the_listener_updates_nothing(old, new):
    assert not supersedes(new, old, terms(old))


def test_an_end_is_read_near_its_end_word_not_anywhere_in_a_long_remark():
    old = "Yay! My online clothes store is open! I've been dreaming of this for a while now"
    chatty = "Thanks so much, it was a long day and I dreamed big. Anyway, I gave up coffee last week"
    assert not supersedes(chatty, old, terms(old))
    assert supersedes(chatty, "I drink three cups of coffee a day", terms("I drink three cups of coffee a day"))


def test_a_generic_partner_word_is_not_another_partner():
    old = "I'm lucky to have my husband and kids"
    assert not supersedes("Marrying my partner was the best day of my life", old, terms(old))


@pytest.mark.parametrize(
    "said, stored",
    [
        ("你记错了，我住在苏州，不是杭州", "我住在苏州"),
        ("You got that wrong, I live in Austin, not Boston", "I live in Austin"),
        ("不对，我女儿今年七岁", "我女儿今年七岁"),
        ("That's wrong, it's next Thursday, not Wednesday", "it's next Thursday"),
    ],
)
def test_a_correction_is_kept_as_said(said, stored):
    assert as_said(said, "") == stored


def test_a_correction_never_splices_the_new_value_into_the_old_sentence(mem):
    m = mem()
    m.observe("我住在杭州，离西湖不远")
    done = m.observe("你记错了，我住在苏州，不是杭州")
    alive = [r["text"] for r in m.store.owner_items(m.owner) if r["alive"]]
    assert done["action"] == "corrected" and alive == ["我住在苏州"]


@pytest.mark.parametrize(
    "text",
    [
        "你还记得我的工作吗？",
        "你记得我住哪吗",
        "我妈最近怎么样了？",
        "do you remember where I live?",
        "How is my mom doing?",
        "Did I tell you about my sister?",
        "又是我",
        "我回来了",
        "it's me again",
        "I'm back!",
        "hello again",
    ],
)
def test_memory_questions_and_greetings_are_not_stored(mem, text):
    m = mem()
    assert m.observe(text)["action"] == "dropped"
    assert not list(m.store.owner_items(m.owner))


def test_a_question_that_also_tells_is_kept(mem):
    m = mem()
    assert m.observe("你知道吗？我怀孕了")["action"] != "dropped"


@pytest.mark.parametrize(
    "before, asked",
    [
        ("我对花生过敏", "请忘掉我对花生过敏这件事，其实是我弟弟过敏，不是我。"),
        ("我住在杭州，离西湖不远", "把我住在杭州的事忘了吧"),
        ("我的手机号是13800001111", "别记我的手机号了"),
        ("My phone number is 555-0134", "please forget my phone number"),
        ("My salary is 85k a year", "delete what I said about my salary"),
        ("My ex-husband Jordan still texts me", "forget that I told you about my ex"),
        ("I'm allergic to peanuts", "请忘掉我对花生过敏这件事"),  # said in the other language
        ("我工资一个月一万二", "forget what I said about my salary"),
    ],
)
def test_a_forget_request_deletes_what_it_names_and_is_never_stored(mem, before, asked):
    m = mem()
    m.observe(before)
    done = m.observe(asked)
    assert done["action"] == "forgotten" and done["forgotten"], done
    assert not [r for r in m.store.owner_items(m.owner) if r["alive"]]


def test_an_update_keeps_the_clause_that_says_what_ended(mem, clock):
    m = mem()
    m.observe("I broke my wrist and it's in a cast")
    clock.advance(days=20)
    out = m.observe("The cast came off, my wrist is fine now")
    assert m.store.item(m.owner, out["id"])["text"] == "The cast came off, my wrist is fine now"


def test_an_update_of_who_the_user_is_stays_who_they_are(mem, clock):
    m = mem()
    first = m.observe("I live in Boston, near the Common")
    assert first["kind"] == "identity"
    clock.advance(days=20)
    out = m.observe("I finally got my own place in Chicago")
    assert out["action"] == "updated" and out["kind"] == "identity", out
