"""Updates as people type them in a chat (issue 15): names in lower case, a thing left to gather dust, a name
changed, a replacement that names beside it what it replaced, a habit of someone called by name. Our own sentences,
none from the bench sets, each form with look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach, spelt_as_before
from plastic_memory.language.chat_spelling import spelt_out

REACHES = [
    # a name the older remark spelt with a capital, typed in lower case
    ("my husband Omar teaches chemistry at Central High", "omar quit teaching, he's doing sales now"),
    ("visiting aunt Bea at the care home every friday", "aunt bea passed away in her sleep last night"),
    ("my son Theo goes to Maple Elementary", "theo started at riverside academy this week"),
    ("My partner Marta smokes a pack a day", "marta quit smoking, three weeks now"),
    # a thing left unused: what it served is over
    ("I ride my Peloton every morning", "the peloton's been collecting dust since March"),
    ("I play the piano every evening", "my piano is gathering dust these days"),
    ("我每天早上用跑步机跑五公里", "跑步机现在基本吃灰了"),
    ("我有一台微单，索尼A7C", "微单一直放着没用"),
    # a name changed
    ("我身份证上的名字是王晓红", "改名的手续终于办下来了，新名字叫王若溪"),
    ("My legal name is Dana Brooks", "I legally changed my name to Dana Whitfield"),
    # a replacement that names, beside it, what it replaced
    ("我爸每天晚上去广场跳舞", "我爸改练书法了，说跳舞太吵"),
    ("I do yoga every morning", "switched to pilates, yoga was getting boring"),
    # a habit of someone of the user's called by name
    ("my daughter Ava plays the flute in the band", "ava switched from flute to clarinet"),
    # a pet put to sleep
    ("My dog Biscuit is 14", "we had to put biscuit to sleep on friday"),
    # a phone called by its maker, a thing bought in slang and taken back
    ("my galaxy s21 keeps freezing", "finally got a pixel 8, so much smoother"),
    ("我用的苹果13，电池不行了", "换了个华为，续航好太多"),
    ("刚剁手了一台空气炸锅", "空气炸锅退了，厨房放不下"),
    # a house owned, a team moved over to, an allergy outgrown
    ("We rent a two-bedroom in Queens", "we officially own a townhouse in Yonkers now"),
    ("I'm on the billing team at work", "moved over to the security team last month"),
    ("My daughter Ada is allergic to peanuts", "ada has outgrown it, no more epipen"),
    # a pet known by its name alone, gone where only pets go; a major said as what one studies
    ("我家柯基小白九岁了", "小白昨天去汪星了"),
    ("大一，学的会计", "转专业了，现在学法学"),
    # said once, so another value later is a correction: where one comes from, what one's child is called
    ("我老家是山东临沂的", "不对，我老家是江苏徐州的"),
    ("我女儿叫李可欣", "我女儿叫李可馨，草字头那个馨"),
    # a habit given up, taken up again
    ("I quit smoking three months ago", "started smoking again, work is insane"),
    ("我戒酒半年了", "破戒了，最近天天晚上来两罐啤酒"),
    ("I gave up sugar in January", "fell off the wagon with sugar, cookies every night"),
    # up till an hour every night is a bedtime
    ("我每天晚上刷手机到一点", "现在十点半就关灯睡了"),
    ("I stay up till 3am gaming most nights", "I'm usually asleep by 11 now"),
    # a job left or taken in other words, a shift moved
    ("I'm a software engineer at Meta", "got caught in the meta layoffs"),
    ("I work at a call center", "finally escaped the call center, doing data entry from home now"),
    ("I'm a postdoc at Stanford", "accepted a faculty position at Rice"),
    ("I'm a cashier at Kroger", "promoted to assistant manager at kroger"),
    ("I work retail at Best Buy", "put in my two weeks at best buy"),
    ("I work nights at the warehouse", "moved to days, so much better"),
    # a home changed in other words; both parents at once
    ("我住在公司附近的城中村", "换了个小区，环境好多了"),
    ("我住在学校宿舍", "找到房子了，已经搬过去了"),
    ("我爸妈住在农村老家", "把爸妈接到城里来住了"),
    # a fever gone, a back well again, an illness said with how bad it is
    ("我儿子发烧三天了", "儿子烧退了，今天去上学了"),
    ("我腰椎间盘突出，天天疼", "腰好多了，医生说基本恢复了"),
    ("我最近失眠很严重", "失眠好了，现在一沾枕头就睡着"),
    # chat spellings: no apostrophes, short forms
    ("im a cashier at walmart", "im a shift lead at target now"),
    ("my girlfriend Noa lives in Haifa", "noa moved in w me!! boxes everywhere"),
    ("i smoke like a pack a day", "i dont smoke anymore, 2 months clean"),
]

LOOK_ALIKES = [
    # a lower-case word that is also a name, meaning something else
    ("My husband Dev works at Intel", "half the dev team got laid off at my company today"),
    ("my aunt Rose lives with us", "the rose bush in the yard finally died"),
    ("my cat Pickles is 17", "ate all the pickles, the jar is gone"),
    ("my daughter Summer plays violin", "summer is over, she quit violin camp"),
    # dust that is no disuse, a shift that is no replacement of a drink
    ("I ride my Peloton every morning", "the dust is collecting on every shelf, need to clean"),
    ("I drink coffee every morning", "switched to the night shift, coffee is my best friend now"),
    # someone else's name, someone else's replacement
    ("我身份证上的名字是王晓红", "我同事改名叫王子涵了"),
    ("My sister plays tennis", "I switched to pickleball, my sister still plays tennis"),
    ("My dog Biscuit is 14", "I put my phone to sleep mode at night"),
    ("my galaxy s21 keeps freezing", "my samsung tv is huge, watched the game on it"),
    ("刚剁手了一台空气炸锅", "快递退了我一半运费"),
    ("We rent a two-bedroom in Queens", "my parents own a house in Jersey"),
    ("My daughter Ada is allergic to peanuts", "ada outgrew her shoes again"),
    # a plan that was, and fell through; someone else's pet; a house in the hometown
    ("我在京东做运营", "本来说好跳槽去美团的，结果黄了"),
    ("I work at Target", "I was supposed to start at Costco monday but they pulled the offer"),
    ("我家柯基小白九岁了", "邻居家的狗昨天去汪星了"),
    ("我老家是山东临沂的", "我老家的房子拆了"),
    # a habit only feared, nearly, or someone else's taken up again
    ("I quit smoking three months ago", "I'm scared I'll start smoking again"),
    ("我戒烟一年了", "差点又开始抽烟了"),
    ("我戒烟一年了", "我爸又开始抽烟了"),
    ("I quit smoking three months ago", "started running again this week"),
    ("我每天晚上刷手机到一点", "今天刷手机刷到两点，好困"),
    ("I work nights at the warehouse", "I switched to mornings for my runs"),
    ("I'm a cashier at Kroger", "my brother got promoted at kroger"),
    ("我住在公司附近的城中村", "我朋友换了个小区"),
    # not yet over, and a while that is nearly a month
    ("我在做化疗", "化疗快结束了，还剩一次"),
    ("I'm doing chemo every other week", "chemo is almost over, two rounds left"),
    ("我儿子发烧三天了", "快递到了，给儿子买的退烧贴"),
    # a plan that claims a partner is still a plan: an end of the outing ends nothing
    ("the gf and I are hitting the beach next month", "haven't been to the beach in a while, miss it"),
]


@pytest.mark.parametrize("old, new", REACHES)
def test_an_update_as_typed_in_a_chat_reaches_what_it_updates(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize("old, new", LOOK_ALIKES)
def test_chat_words_of_the_same_shape_update_nothing(old, new):
    assert reach(new, old) is None


def test_only_names_spelt_with_a_capital_inside_a_sentence_are_spelt_so_again():
    assert spelt_as_before("omar got the job", "my husband Omar is a teacher") == "Omar got the job"
    # a capital that opens a sentence is no name; Chinese has no capitals
    assert spelt_as_before("my job is fine", "My job is hard. Job hunting is worse") == "my job is fine"
    assert spelt_as_before("omar走了", "我老公Omar是老师") == "omar走了"


def test_a_lower_case_name_updates_through_the_memory(mem, clock):
    m = mem()
    job = m.observe("My wife Priya works as a nurse at St. Luke's")["id"]
    other = m.observe("My brother Raj works as an accountant")["id"]
    clock.advance(days=20)
    m.observe("priya quit nursing, she's teaching yoga full time now")
    assert m.trace(id=job)["state"] == "superseded"
    assert m.trace(id=other)["alive"]


def test_a_name_typed_in_lower_case_is_read_where_nothing_else_says_an_update(mem, clock):
    m = mem()
    aunt = m.observe("tía Carmen lives with us since the spring, she cooks every sunday")["id"]
    clock.advance(days=30)
    m.observe("we lost tía carmen on friday. her heart")  # no claim at all until the name is read as one
    assert m.trace(id=aunt)["state"] == "superseded"


def test_chat_spellings_are_written_out_and_words_of_their_own_are_left():
    assert spelt_out("im moving in w my bf, u know") == "I'm moving in with my boyfriend, you know"
    assert spelt_out("Im done, dont ask") == "I'm done, don't ask"
    # "ill", "well", "were", "id" are words of their own; "w" only before whom it goes with
    assert spelt_out("ill again, well we were at the id desk, row w") == "ill again, well we were at the id desk, row w"


def test_news_told_as_a_riddle_is_the_user_s_and_a_riddle_about_others_is_not_kept(mem):
    m = mem()
    assert m.observe("GUESS WHO GOT PROMOTED 🎉 store manager, same store")["action"] == "stored"
    assert m.observe("look who finally passed her driving test")["action"] == "stored"
    assert m.observe("guess who is coming to dinner?")["action"] == "dropped"
