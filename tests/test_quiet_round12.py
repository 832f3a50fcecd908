"""Messages never to be stored, twelfth round: a request to forget that names its matter by a kind while the remark
told the thing itself ("my medication" names "I take 20mg of Lexapro", 我爸生病 names 我爸查出来肝硬化了, "my sister's
miscarriage" names "my sister lost the baby"), by what the remark held as a shape (a salary earned by the month in
French or Portuguese, a sum owed in Spanish, a sum borrowed or saved), in kana ('ローン', 'カウンセリング'), and asked in
the ways people ask: "get rid of what you know about…", "undo the note about…", "I'd appreciate it if you forgot…",
"make sure you don't remember…", "anything related to…", 你就当不知道吧, 别留我的…, 关于…的那些话都删了, 'lösch, was ich
über … erzählt habe'. All the memory holds ("forget what you know") is everything, which asks for a confirmation,
never the remark just before. The look-alikes (a task, a plea, the user's own wish) are no request; "Is my
anniversary in your notes?" asks the memory and is not stored."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from quiet_readers import after_a_day, asks


@pytest.mark.parametrize(
    "remark, asked, mark",
    [
        # a kind named, the thing itself told
        ("I take 20mg of Lexapro every morning", "get rid of what you know about my medication", "Lexapro"),
        ("我爸查出来肝硬化了", "我爸生病的事不要记了", "肝硬化"),
        ("我现在一百六十斤，想减到一百三", "我减肥的事别存着", "一百六十"),
        ("我在吃舍曲林，一天一片", "我吃抗抑郁药的事你就当不知道吧", "舍曲林"),
        ("My sister lost the baby at 12 weeks", "don't remember anything about my sister's miscarriage", "12 weeks"),
        ("I have lupus and it flares up in the winter", "keep my medical stuff out of your memory", "lupus"),
        ("My fasting glucose was 142 this morning", "don't log my blood sugar numbers", "142"),
        ("We filed for Chapter 7 last year and it wrecked my credit", "lose the note about my bankruptcy", "Chapter 7"),
        ("I lost 2k on sports bets last weekend", "unremember my gambling problem", "sports bets"),
        (
            "I got pulled over drunk last year and lost my license",
            "I'd appreciate it if you forgot about my DUI",
            "pulled",
        ),
        ("我发现我老公跟他同事搞在一起了", "关于我老公出轨的事删掉", "同事"),
        ("我跟男朋友住在一起快一年了", "我和男朋友同居的事别记", "快一年"),
        ("My therapist is Dr. Lin at the Westside clinic", "get my therapist's name out of your memory", "Dr. Lin"),
        # a shape: earned, owed, borrowed, saved
        ("je gagne 3200 euros net par mois", "oublie ce que je t'ai dit sur mon salaire", "3200"),
        ("eu ganho 4500 reais por mês", "esquece o que eu falei do meu salário", "4500"),
        ("le debo al banco veinte mil euros", "olvida lo de mi deuda con el banco", "veinte mil"),
        (
            "I borrowed 5 grand from my brother for the car",
            "i dont want u to remember the money i owe my brother",
            "5 grand",
        ),
        ("我现在存了大概十五万", "我存款多少你就别记了", "十五万"),
        # a word in kana alone
        ("カードローンが50万円ある", "借金のことは忘れて", "50万"),
        # asked the ways people ask
        ("I'm allergic to shellfish", "undo the note about my allergy to shellfish, I was wrong", "shellfish"),
        (
            "My ex-husband Dave moved to Phoenix with his new wife",
            "please purge anything related to my ex-husband",
            "Phoenix",
        ),
        (
            "My green card application has been stuck at USCIS for a year",
            "clear whatever you saved about my immigration case",
            "USCIS",
        ),
        ("我今早量血压是150/95", "别留我的血压数据", "150"),
        ("我婆婆天天挑我毛病，我快受不了了", "关于我婆婆的那些话都删了", "毛病"),
        ("ich gehe jeden Dienstag zur Therapie", "lösch, was ich über meine Therapie erzählt habe", "Dienstag"),
        ("我前女友叫王丽，在杭州", "关于我前女友的都删了", "王丽"),
        # matters told in everyday words: an accident, a vote, being bi, a husband's mom, the people next door
        ("I broke my leg when a car hit my bike in March", "forget about the accident", "broke my leg"),
        ("上个月我骑电动车被车撞了，腿骨折了", "车祸的事别记了", "骨折"),
        ("I voted for the Green Party last election", "erase everything about my political views", "Green Party"),
        ("I'm bi but only my best friend knows", "don't keep the stuff about my sexuality", "best friend"),
        ("My husband's mom calls every single night to criticise me", "can you forget about my mother-in-law", "night"),
        ("隔壁那家天天半夜装修，吵死了", "隔壁邻居的事别记", "装修"),
        ("We're getting married on June 14th", "forget my wedding date", "June 14th"),
        ("Jenna from marketing keeps taking credit for my work", "forget about my coworker drama", "Jenna"),
    ],
)
def test_a_request_naming_its_matter_as_people_do_deletes_its_remark(mem, clock, remark, asked, mark):
    out, alive, kept = after_a_day(mem, clock, [remark, "I like my tea black"], asked)
    assert kept[0]
    assert out["action"] == "forgotten"
    assert not any(mark.lower() in t.lower() for t in alive)
    assert "I like my tea black" in alive  # (nothing else goes with it)


@pytest.mark.parametrize(
    "asked", ["forget what you know", "delete everything you've got on me", "forget everything you know about me"]
)
def test_all_the_memory_holds_is_everything_and_deletes_nothing_unconfirmed(mem, clock, asked):
    assert parse(asked).everything
    out, alive, kept = after_a_day(mem, clock, ["I think I'm going to quit my band"], asked)
    assert out["action"] == "forgotten" and not out["forgotten"]
    assert "I think I'm going to quit my band" in alive


@pytest.mark.parametrize(
    "text",
    [
        "undo the last entry",
        "undo the changes to my resume",
        "make sure you lock the door",
        "I'd appreciate it if you could check my essay",
        "别留我一个人",
        "我就当不知道吧",
        "whatever you do don't tell my mom",
        "I want to know what you know about my ex",
    ],
)
def test_look_alikes_are_no_request(text):
    assert parse(text) is None


@pytest.mark.parametrize("text", ["Is my anniversary in your notes?", "do you have my address in your notes?"])
def test_asking_what_the_notes_hold_asks_the_memory(text):
    assert asks(text)


def test_a_thing_in_someones_notes_is_no_question_to_the_memory():
    assert not asks("Is my wife in the hospital")


@pytest.mark.parametrize("restart", [False, True])
def test_forget_what_i_just_said_first_thing_in_a_session_takes_the_remark_said_minutes_before(mem, clock, restart):
    """A host that starts a new session (a compression, a restart) or a user who does, right after the remark: the
    request still means it. A process started anew has no record of the session's last remark either."""
    m = mem()
    m.observe("My sister works at Google", session_id="a")
    clock.advance(seconds=30)
    m.observe("I think I'm going to quit my band", session_id="a")
    clock.advance(seconds=120)
    if restart:
        m.close()
        m = mem()
    out = m.observe("forget what I just said", session_id="a" if restart else "b")
    alive = [r["text"] for r in m.store.owner_items(m.owner) if r["alive"] and r["text"]]
    assert out["action"] == "forgotten" and len(out["forgotten"]) == 1
    assert alive == ["My sister works at Google"]


def test_forget_what_i_just_said_an_hour_later_in_another_session_deletes_nothing(mem, clock):
    m = mem()
    m.observe("I think I'm going to quit my band", session_id="a")
    clock.advance(hours=1)
    out = m.observe("forget what I just said", session_id="b")
    assert out["action"] == "forgotten" and not out["forgotten"]
    assert [r["text"] for r in m.store.owner_items(m.owner) if r["alive"]] == ["I think I'm going to quit my band"]


def test_an_ex_is_no_partner_so_a_wish_to_forget_one_ends_no_breakup(mem, clock):
    """我前女友 names no partner the user has: "I really want to forget my ex" is a wish, and the breakup said before
    it is still what holds (nor is the wish a request to forget)."""
    m = mem()
    m.observe("我和前女友分手一年了", session_id="a")
    clock.advance(days=1)
    out = m.observe("我真想忘了我前女友", session_id="b")
    assert out["action"] == "stored"
    assert [r["state"] for r in m.store.owner_items(m.owner) if r["text"] == "我和前女友分手一年了"] == ["ok"]
