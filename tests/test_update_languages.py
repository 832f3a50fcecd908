"""Updates in the seven languages with a record (judgement/update_foreign.py): a move, a new job, a breakup, a death,
a habit given up, a discharge, a thing sold, a school changed, read by each record's `updates` words, so that what
the user says now replaces what they said before, and what only looks like an update (someone else's move, a wish, a
day off, a question, a denial) replaces nothing."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.update_foreign import code, foreign_claims, kin_keys
from plastic_memory.judgement.update_foreign_reader import reader_of
from plastic_memory.judgement.updates import SURE, reach
from plastic_memory.language.records import records

LANGS = ("es", "fr", "de", "pt", "ru", "ja", "ko")

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    ("es", "Vivo en Granada con dos compañeros de piso.", "Me he mudado a Málaga, por fin cerca del mar."),
    ("es", "Trabajo en Mercadona de reponedor.", "Ya no trabajo en Mercadona, me salió algo mejor."),
    ("es", "Mi novia Clara y yo vivimos juntos.", "Clara y yo lo hemos dejado, fue de mutuo acuerdo."),
    ("es", "Fumo desde los dieciséis.", "He dejado de fumar, llevo dos semanas."),
    ("fr", "J'habite à Rennes depuis mes études.", "On a déménagé à Brest le mois dernier."),
    ("fr", "Je bosse chez Decathlon comme vendeuse.", "J'ai démissionné, fini Decathlon."),
    ("fr", "Mon lapin Caramel a dix ans.", "Caramel est mort cette nuit, je suis triste."),
    ("fr", "J'ai une vieille voiture rouge.", "J'ai vendu la voiture à un voisin."),
    ("de", "Ich wohne in Dresden.", "Wir sind nach Freiburg gezogen, endlich wärmer."),
    ("de", "Ich arbeite bei der Post als Zusteller.", "Ich habe gekündigt und mache jetzt eine Umschulung."),
    ("de", "Ich rauche ungefähr zehn am Tag.", "Ich habe mit dem Rauchen aufgehört!"),
    ("pt", "Moro em Porto Alegre, no Menino Deus.", "Me mudei pra Salvador semana passada."),
    ("pt", "Meu namorado Caio mora comigo.", "Eu e o Caio terminamos ontem."),
    ("pt", "Minha cachorra Pipoca tem doze anos.", "A Pipoca morreu hoje cedo."),
    ("ru", "Я живу в Самаре.", "Переехал в Екатеринбург, тут холоднее."),
    ("ru", "Работаю курьером в Озоне.", "Уволился из Озона, ищу что-то новое."),
    ("ru", "Мы с Игорем встречаемся полгода.", "Мы с Игорем расстались."),
    ("ja", "横浜に住んでいます。", "来月から名古屋に引っ越しました。"),
    ("ja", "毎日タバコを吸っています。", "タバコやめました！"),
    ("ja", "父が入院中です。", "父が昨日退院しました。"),
    ("ko", "인천에 살아요.", "광주로 이사했어요."),
    ("ko", "편의점에서 알바로 일해요.", "알바 그만뒀어요."),
    ("ko", "남자친구 준호랑 사귄 지 2년 됐어요.", "준호랑 헤어졌어요."),
    # an injury or an illness over: the cast off, well again
    ("es", "Me rompí la muñeca esquiando.", "Por fin me quitaron la escayola."),
    ("fr", "J'ai une entorse à la cheville.", "Je suis guérie, je recommence le sport."),
    ("de", "Ich habe mir das Bein gebrochen.", "Der Gips ist endlich ab!"),
    ("pt", "Quebrei o braço no futebol.", "Tirei o gesso ontem."),
    ("ru", "Я сломала ногу.", "Вчера сняли гипс."),
    ("ja", "足を骨折して松葉杖です。", "やっとギプスが取れました。"),
    ("ko", "다리 부러져서 깁스했어요.", "오늘 깁스 풀었어요."),
    # a first day somewhere new; a partner spoken of after "single"; a funeral
    ("pt", "Trabalho de caixa no Pão de Açúcar.", "Meu primeiro dia na farmácia foi ótimo."),
    ("es", "Estoy soltera desde hace años.", "Mi marido dice que cocino fatal."),
    ("ja", "独身です。", "妻が料理好きで助かってる。"),
    ("fr", "Mon grand-père Marcel habite à Nantes.", "L'enterrement de mon grand-père a eu lieu mardi."),
    # one of the user's people's life, said in the third person; a new one of a thing; the idioms people type
    ("es", "Mi padre trabaja de conductor en la EMT.", "Papá por fin se ha jubilado."),
    ("de", "Meine Mutter arbeitet bei der Post.", "Mama ist seit Montag in Rente."),
    ("fr", "J'ai un vieil iPhone avec l'écran tout fissuré.", "Je me suis offert un nouveau téléphone."),
    ("es", "Vivo con mis padres en Alcalá.", "¡Me he independizado por fin!"),
    ("fr", "Mon copain Théo et moi vivons ensemble.", "Théo et moi, on s'est quittés."),  # a pain over
    ("de", "Hab seit Wochen Rückenschmerzen, kann kaum sitzen.", "Die Rückenschmerzen sind weg, endlich schmerzfrei."),
    ("es", "Tengo dolor de espalda desde hace un mes.", "Ya no me duele la espalda, el fisio es un crack."),
]

# (older, newer): the newer only looks like an update of the older
LOOKALIKES = [
    ("es", "Vivo en Granada.", "Mi hermana se ha mudado a Málaga."),
    ("es", "Voy al gimnasio cada mañana.", "Hoy no fui al gimnasio, estaba agotada."),
    ("es", "Trabajo en Mercadona.", "¿Crees que debería dejar Mercadona?"),
    ("fr", "J'habite à Rennes.", "Mon frère a déménagé à Brest."),
    ("fr", "Je suis mariée avec Paul.", "Non, on n'a pas divorcé, il est juste en déplacement."),
    ("de", "Ich wohne in Dresden.", "Vielleicht ziehe ich nächstes Jahr nach Freiburg, was meinst du?"),
    ("pt", "Moro em Porto Alegre.", "Minha amiga se mudou pra Salvador."),
    ("ru", "Я живу в Самаре.", "Если бы я переехал в Сочи, было бы дорого?"),
    ("ja", "横浜に住んでいます。", "弟が名古屋に引っ越しました。"),
    ("ko", "헬스장 매일 다녀요.", "오늘은 헬스장 못 갔어요."),
    ("es", "Estoy soltera desde hace años.", "Mi ex novio me escribió ayer."),
    ("es", "Estoy soltera desde hace años.", "El marido de mi hermana es muy majo."),
    ("es", "Tengo un perro, Toby.", "El perro de mi vecina murió ayer."),
]


def test_every_record_reads_updates():
    for lang in LANGS:
        reader = reader_of(lang)
        assert reader is not None and reader.slots and reader.death is not None, lang
        assert {s.name for s in reader.slots} >= {"home", "job", "partner"}, lang
    assert set(LANGS) <= set(records())


@pytest.mark.parametrize("lang,old,new", UPDATES)
def test_an_update_in_the_language_replaces_what_it_updates(lang, old, new):
    assert code(new) == lang and code(old) == lang
    assert reach(new, old) is not None, (foreign_claims(old, lang), foreign_claims(new, lang))


@pytest.mark.parametrize("lang,old,new", LOOKALIKES)
def test_what_only_looks_like_an_update_replaces_nothing(lang, old, new):
    assert reach(new, old) is None, foreign_claims(new, lang)


def test_english_with_a_word_of_another_language_is_read_as_english():
    assert code("I'm a die-hard Cowboys fan.") is None
    assert code("Vivo en Madrid con mi novia.") == "es"


def test_a_death_reaches_the_one_who_died_by_whom_they_are():
    """ "papy" and "mon grand-père" are one person of the user's: a death said by the one word finds the remark said
    with the other, though no word is shared."""
    assert kin_keys("papy nous a quittés jeudi") == kin_keys("Mon grand-père a 92 ans") == {"kin:grandfather"}
    assert reach("papy nous a quittés jeudi", "Mon grand-père a 92 ans, je vais le voir le dimanche.") == SURE
    assert reach("Le chien de ma voisine est mort.", "Mon chien Rex a 8 ans.") is None


def test_one_of_the_users_people_is_not_the_user():
    """A brother's move is his own, a father's retirement his: neither ends what the user said of themself."""
    assert reach("Mi hermano se mudó a Bilbao.", "Vivo en Sevilla.") is None
    assert reach("Я бухгалтер на заводе.", "Мой папа — механик на пенсии") is None


@pytest.mark.parametrize(
    "lang,old,new",
    [UPDATES[0], UPDATES[5], UPDATES[13], UPDATES[17], UPDATES[20]],
)
def test_the_memory_offers_what_holds_now(tmp_path, lang, old, new):
    """Through the memory: the older remark leaves what is current and the newer one is offered in its place."""
    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        first = memory.observe(old)["id"]
        now[0] += 20 * 86_400
        outcome = memory.observe(new)
        assert outcome["action"] == "updated" and first in outcome["demoted"], outcome
        assert memory.store.item(memory.owner, first)["state"] == "superseded"
        block = memory.context(old, session_id="later")
        assert old.rstrip("。.") not in block


@pytest.mark.parametrize(
    "old, new",
    [
        # one of the user's people the words are with is not whose they are: the user's own move
        ("Vivo en Sevilla con mi novio.", "Vivo con mi madre en Cádiz desde el lunes."),
        ("東京に一人で住んでます。", "母と大阪に住むことになって、先週引っ越しました。"),
        ("서울에서 혼자 살아요.", "엄마랑 분당으로 이사했어요."),
        # a habit the user says they have not taken up again is still not had
        ("Fumo un paquete al día.", "No he vuelto a fumar desde enero."),
    ],
)
def test_whom_the_user_is_with_is_not_whose_it_is(old, new):
    assert reach(new, old) == SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("Tenho um carro, um Gol 2012.", "Ainda não vendi o carro, ninguém quer."),  # a sale denied
        ("Ich fahre einen alten Golf.", "Mein Bruder hat sein Auto verkauft."),  # someone else's sale
        ("서울에서 혼자 살아요.", "엄마가 분당으로 이사했어요."),  # the mother's move
        ("東京に一人で住んでます。", "母が大阪に引っ越した。"),
    ],
)
def test_a_denied_or_someone_elses_change_ends_nothing(old, new):
    assert reach(new, old) is None


@pytest.mark.parametrize(
    "old, new",
    [
        ("Mi novio Javier trabaja en un banco.", "¡Nos hemos prometido! Javier me pidió matrimonio en la playa."),
        ("Je sors avec Maxime depuis deux ans.", "On s'est fiancés ce week-end !"),
        ("Ich bin mit Jonas zusammen.", "Wir haben uns verlobt!"),
        ("Мы с Леной встречаемся уже год.", "Мы с Леной поженились в субботу!"),
        ("彼氏と同棲してます。", "婚約しました！"),
        ("남친이랑 사귄 지 3년 됐어", "약혼했어!"),
    ],
)
def test_engaged_or_married_is_further_on_than_dating(old, new):
    """A partner said as one the user dates is a stage: being engaged or married to them is further on."""
    assert reach(new, old) == SURE


def test_a_stage_said_again_or_back_is_no_update():
    assert reach("Mi pareja Pedro cocina genial.", "Estoy casada con Pedro.") is None
    assert reach("Mi novio Javier cocina genial.", "Mi novio Javier trabaja en un banco.") is None


@pytest.mark.parametrize(
    "old, new",
    [
        ("Я курю.", "Он бросил курить."),  # a Russian past tense says no person: "он" does
        ("Я живу в Туле.", "Он переехал в Калугу."),
        ("Je fume un paquet par jour.", "Il a arrêté de fumer."),
        ("Ich wohne in Köln.", "Sie ist nach Berlin gezogen."),
        ("Fumo un paquete al día.", "Ella dejó de fumar."),
        ("Moro em Curitiba.", "Ele se mudou para Floripa."),
    ],
)
def test_he_or_she_is_someone_else(old, new):
    """A verb whose subject is he, she or they is someone else's, though its form is the user's too."""
    assert reach(new, old) is None


def test_without_a_pronoun_the_same_verb_is_the_users():
    assert reach("Переехал в Калугу на прошлой неделе.", "Я живу в Туле.") == SURE
    assert reach("J'ai arrêté de fumer.", "Je fume un paquet par jour.") == SURE
