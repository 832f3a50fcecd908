"""Updates in the seven record languages as people chat them, read in the thirty-second session
(judgement/update_foreign.py and the records' update words): a pronoun or a dropped subject that carries one of the
user's people across clauses, a post handed over, a move told as what life is like since, a death told by the first
season without them or by a burial said with a pronoun; and what only looks like one replaces nothing."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.updates import SURE, reach

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # one of the user's people carried to a later clause by a pronoun or a dropped subject
    ("Mon père est boulanger à Lyon.", "Mon père a passé la main à son apprenti, il profite enfin de la retraite."),
    ("Mi madre trabaja en una farmacia.", "Mi madre traspasó la farmacia, ahora se ha jubilado."),
    # a workplace left, called as chat shortens it
    ("Trabajo de enfermera en el Hospital La Paz.", "Por fin dejé el hospi, ahora estoy en una clínica."),
    # a post handed over
    ("Soy profe de mates en un instituto.", "Le he pasado el testigo a mi compañera y me he ido a una startup."),
    ("Meine Mutter arbeitet in der Bücherei.", "Mama hat die Bücherei an ihre Nachfolgerin übergeben."),
    ("Meu pai trabalha na padaria do bairro.", "Meu pai passou o bastão pro meu irmão."),
    ("Папа работает в магазине.", "Папа передал дела моему брату."),
    ("Mon oncle travaille dans son garage.", "Mon oncle a cédé son garage à un jeune du village."),
    # a move told as what life is like since, in passing inside another request
    ("J'habite à Bordeaux.", "Depuis qu'on est à Nantes je prends le tram, tu connais un abonnement moins cher ?"),
    ("Wir wohnen in Hamburg.", "Seit dem Umzug nach Kiel hab ich einen kürzeren Arbeitsweg."),
    ("Vivo en Madrid.", "Desde que me mudé a Vigo duermo mucho mejor."),
    ("Moro em Curitiba.", "Desde que me mudei pra Floripa vou à praia todo dia."),
    ("Живу в Питере.", "После переезда в Казань стало спокойнее."),
    # a death told by the first season without them, or a burial said with a pronoun
    ("Mi padre juega al mus cada tarde.", "Este es el primer verano sin papá, lo enterramos en abril."),
    ("Mon grand-père joue à la pétanque.", "Premier Noël sans papi, c'est dur."),
    ("Mein Opa fährt noch Fahrrad.", "Das erste Weihnachten ohne Opa war schwer."),
    ("Minha avó mora com a gente.", "Primeiro Natal sem a vovó, tá difícil."),
    ("Моя бабушка ходит на рынок.", "Первый Новый год без бабушки."),
    # a partnership ended told by what followed it, an engagement called off
    ("Ich bin mit Lena verlobt.", "Die Verlobung ist geplatzt, Lena ist ausgezogen."),
    ("Sou casada com o Rodrigo.", "Depois do divórcio tô morando sozinha."),
    ("Estoy casada con Pedro.", "Desde el divorcio vivo sola y estoy mejor."),
    # a training finished by its exam passed; one of the user's people in a place of their own; a school year begun
    ("Ich mache gerade meine Ausbildung zur Erzieherin.", "Ich hab die Abschlussprüfung bestanden!"),
    ("Ma fille vit encore chez nous.", "Ma fille a enfin pris son appart à Lille."),
    ("Mon fils est en CM2.", "Mon fils a fait sa rentrée en 6e au collège."),
    # Korean and Japanese: a room found, an employer quit for another, a habit or an app given up, a car sold
    ("고시원에 살고 있어요.", "드디어 원룸 구했어요!"),
    ("삼성전자에서 일하고 있어요.", "삼성 그만두고 스타트업으로 옮겼어요."),
    ("매일 밤 야식으로 치킨을 먹어요.", "야식 끊은 지 3주 됐어요."),
    ("아반떼 타고 출퇴근해요.", "차 팔고 지하철 타고 다녀요."),
    ("楽天でエンジニアをしています。", "楽天は先月で辞めて、今はフリーランスです。"),
    ("毎晩スマホでゲームしてる。", "ゲームアプリ全部消した。"),
    # moved out as chat says it, into "ne WG"
    ("Ich wohne noch im Studentenwohnheim in Aachen.", "bin ausm Wohnheim raus und mit zwei Mädels in ne WG gezogen."),
    # an instrument is a thing one sells
    ("Ich spiele jeden Tag auf meinem Klavier.", "Das Klavier haben wir verkauft, jetzt hab ich ein E-Piano."),
]

KEPT = [
    ("Je suis boulanger.", "Mon patron a passé la main à son fils."),  # the boss's post
    ("J'habite à Lyon.", "Ma sœur est venue, elle a déménagé à Nantes."),  # the sister carried, not the user
    ("Mon père est boulanger.", "Premier Noël sans neige ici."),  # no one named
    ("Vivo en Madrid.", "Desde que mi hermano se mudó a Vigo lo veo poco."),  # the brother's move
    ("Mein Freund Jonas hat ein Startup in Köln.", "Die Verlobung ist geplatzt, Lena ist ausgezogen."),  # Lena's
    ("楽天でエンジニアをしています。", "タバコは先月で辞めました。"),  # a habit quit
    ("삼성전자에서 일해요.", "친구가 회사 그만두고 스타트업으로 옮겼대요."),  # a friend's
    ("서울 마포구에 살아요.", "친구가 원룸 구했대요."),
    ("Ich mache eine Ausbildung zur Erzieherin.", "Meine Schwester hat ihre Abschlussprüfung bestanden."),
    ("Ich wohne im Wohnheim in Aachen.", "Meine Schwester ist aus der WG raus."),  # the sister's
    ("Ich wohne im Wohnheim in Aachen.", "Bin aus der Gruppe raus."),  # a group chat left
    # a death word in another sense: died laughing, a thing that broke down
    ("Ma grand-mère habite avec nous.", "Mamie est morte de rire quand elle a vu mon déguisement."),
    ("Mi abuela vive con nosotros.", "La abuela se murió de risa con el vídeo."),
    ("Tenho um fusca 78.", "Meu fusca morreu de novo na subida, meu pai teve que empurrar."),
]


@pytest.mark.parametrize("old, new", UPDATES)
def test_an_update_as_people_chat_it_replaces_the_older(old, new):
    assert reach(new, old) == SURE


@pytest.mark.parametrize("old, new", KEPT)
def test_what_only_looks_like_an_update_replaces_nothing(old, new):
    assert reach(new, old) is None


def test_a_spanish_no_no_keeps_the_verbs_own_negation():
    """ "No, no nos hemos separado": the second "no" negates the verb; the answer's "no" alone goes."""
    fix = parse_correction("No, no nos hemos separado, solo que ella está de Erasmus")
    assert fix is None or fix.fix.startswith("no nos hemos separado")
    assert reach("No, no nos hemos separado, solo que ella está de Erasmus", "Mi novia Ana y yo vivimos juntos") is None


def test_a_korean_statement_ended_by_crying_letters_is_kept_before_the_question():
    """ "…친구가 없어요ㅠ 동호회 어떻게 찾아요?": the crying letters end the statement as a full stop would."""
    assert judge("부산으로 이사 온 지 한 달 됐는데 아직 친구가 없어요ㅠ 동호회 어떻게 찾아요?", 0.0).store
    assert not judge("ㅋㅋ 뭐해?", 0.0).store
