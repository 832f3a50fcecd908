"""Messages never to be stored, eleventh round: a request to forget names its matter the way people do. In the seven
other languages by a bare verb and its object ("oublie mes trucs de santé", "esquece o Rafael", "забудь про деньги",
お金のこと消しといて), a verb of deleting said of the user's own information ("efface mon adresse"), with a reason or a
correction after it ("olvida lo de mi ex, ya no importa"), or pointing back at the remark just before ("olvida lo que
acabo de decir", 방금 한 말 잊어); by a kind the remark is of in another language (Gesundheit names "Typ-2-Diabetes", 仕事
names 夜勤で働いてる); by a word typed a letter off or without its accents ("my roomate", "Mexico"); by a Chinese
name called another way (阿强 names 强哥); a divorce told as splitting up, a diet told as pounds to lose, a lost job
as the job, a trip as a trip. The look-alikes (a reminder, the user's own forgetting, a task, "never mind") are no
request."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from quiet_readers import after_a_day


@pytest.mark.parametrize(
    "remark, asked, mark",
    [
        # a bare verb of forgetting and its object, in the seven languages
        ("o Rafael é meu chefe e ele é muito grosso", "esquece o Rafael", "grosso"),
        ("Carlos es mi cuñado y no nos hablamos desde Navidad", "olvídate de Carlos porfa", "Navidad"),
        ("j'ai de l'asthme depuis que je suis petit", "oublie mes trucs de santé stp", "asthme"),
        ("ich schulde meinem Bruder 5000 Euro", "vergiss das mit dem Geld", "schulde"),
        ("я работаю бухгалтером в банке", "забудь про мою работу", "бухгалтером"),
        ("看護師として夜勤で働いてる", "仕事のこと消しといて", "看護師"),
        ("糖尿病で毎日薬飲んでる", "健康のことは忘れてください", "糖尿病"),
        # a verb of deleting said of the user's own information, or of a matter called a matter
        ("je bosse comme comptable dans une boîte à Lyon", "efface le truc sur mon boulot", "comptable"),
        # a kind named in the request's language, the remark in another
        ("tengo diabetes tipo 2 desde hace tres años", "olvida lo de mi salud", "diabetes"),
        ("my ex-boyfriend Ken lives in Osaka now", "元カレのこと忘れて", "Osaka"),
        # a reason or a correction said after the request names nothing to forget
        ("My ex Laura moved to Madrid last year", "olvida lo de mi ex, ya no importa", "Madrid"),
        ("나 땅콩 알레르기 있어서 에피펜 들고 다녀", "땅콩 얘기 잊어줘, 알레르기 있는 건 내 동생이야", "에피펜"),
        # a word typed a letter off, or without its accent
        ("My roommate Priya never does her dishes", "pls forget the thing about my roomate", "dishes"),
        ("my neighbour's name is Zoltán, he fixes bikes", "forget what I said about Zoltan", "bikes"),
        # a Chinese name called another way
        ("强哥是我发小，下个月结婚", "忘掉阿强", "发小"),
        ("李明是我大学室友，现在在深圳", "忘记李明", "深圳"),
        # a divorce told as splitting up, a diet as pounds to lose, a kind head noun
        ("Mike and I are splitting up, lawyers are involved now", "erase the part about my divorce", "lawyers"),
        ("I'm trying to lose 20 pounds before summer", "forget about my weight loss thing", "pounds"),
        ("我所有账号的密码都是生日加名字缩写", "忘记我说的那个密码规律", "缩写"),
        # a word of the remark typed a letter off, a kind word of the request so typed
        ("my roomate Jen is moving out next month", "forget about my roommate", "Jen"),
        ("my gf and I broke up last week", "forget about my girlfirend", "broke"),
        # a lost job is the job, a trip a trip, in either language
        ("I got fired from Amazon last week", "forget the job thing", "Amazon"),
        ("I'm saving up for a trip to Barcelona in May", "forget the Barcelona trip", "May"),
        ("Estoy embarazada de 12 semanas", "forget my pregnancy", "semanas"),
        ("мой отец болеет раком", "forget what I told you about my dad", "раком"),
    ],
)
def test_a_request_named_as_people_do_deletes_its_remark(mem, clock, remark, asked, mark):
    out, alive, kept = after_a_day(mem, clock, [remark], asked)
    assert kept == [True]
    assert out["action"] == "forgotten"
    assert not any(mark.lower() in t.lower() for t in alive)


@pytest.mark.parametrize(
    "asked",
    [
        "olvida lo que acabo de decir",
        "esquece isso que eu acabei de dizer",
        "oublie ce que je viens de dire",
        "vergiss, was ich gerade gesagt hab",
        "забудь, что я сейчас сказал",
        "今の忘れて",
        "방금 한 말 잊어",
        "wait no, delete that last bit",
        "forget what I just said",
    ],
)
def test_pointing_back_takes_the_remark_said_just_before(mem, clock, asked):
    m = mem()
    assert m.observe("I'm seeing a therapist every Tuesday", session_id="s")["action"] == "stored"
    assert m.observe("I think I'm going to quit my band", session_id="s")["action"] == "stored"
    clock.advance(seconds=30)
    out = m.observe(asked, session_id="s")
    alive = [r["text"] for r in m.store.owner_items(m.owner) if r["alive"] and r["text"]]
    assert out["action"] == "forgotten"
    assert not any("band" in t for t in alive)
    assert any("therapist" in t for t in alive)


@pytest.mark.parametrize(
    "text",
    [
        # reminders and the user's own forgetting
        "vergiss nicht, ich bin Vegetarier",
        "no te olvides que soy vegetariana",
        "n'oublie pas que je suis allergique aux noix",
        "se me olvida siempre el paraguas",
        "Oublié mon parapluie ce matin",
        "esqueci minha carteira em casa de novo",
        "잊어버렸어 열쇠",
        "잊지 마, 나 채식주의자야",
        "忘れないでね",
        # never mind, advice to someone, tasks
        "забудь, неважно",
        "olvida a tu ex, no te merece",
        "supprime mon compte Instagram",
        "borra la pizarra antes de irte",
        "apaga a luz da sala",
        "lösch die App einfach",
    ],
)
def test_look_alikes_are_no_request(text):
    assert parse(text) is None


@pytest.mark.parametrize(
    "neighbour, asked",
    [
        ("Karin from accounting keeps stealing my lunch", "forget what I told you about Karen"),
        ("I play chess every Sunday", "forget the chest thing"),
    ],
)
def test_a_word_a_letter_from_another_real_word_deletes_nothing_else(mem, clock, neighbour, asked):
    """A typo is read only in a word of seven letters or more: shorter ones have real neighbours a letter away, and
    Karen is not Karin. A request for what was never said deletes nothing."""
    out, alive, kept = after_a_day(mem, clock, [neighbour, "I like tea"], asked)
    assert kept == [True, True] and out["action"] == "forgotten"
    assert neighbour in alive
