"""Updates in the seven record languages of the classes read in the seventh round (judgement/update_foreign.py and
the records' update words): an age put right or passed, one of the user's people's move told by going ("se bajaron a
Málaga") or into a care home, a clause opening with someone's first name carrying them to the next clause, a death
told as leaving in the night, a pet flown off, self-employment as a job, a move to another employer, a diet said
with how long between, a hurt part of the body "va nickel", a job found "enfin"; a sentence's
capitalised first verb is no name; and what only looks like one (a trip, a duration, an age in another sense) replaces
nothing."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_foreign import foreign_claims
from plastic_memory.judgement.updates import SURE, reach

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # an age put right by the number alone, or said again
    ("Mi hijo Pablo tiene 7 años y quiere aprender a nadar", "perdona, me lié: Pablo tiene 8, no 7"),
    ("Mi hija tiene 3 años.", "Mi hija ya ha cumplido 4 años."),
    ("Meu filho tem 8 anos.", "Meu filho fez 9 anos ontem."),
    ("Дочке 4 года, подскажи игры", "ой, ошиблась, дочке уже 5"),
    ("Сыну 10 лет.", "Сыну уже 11 лет."),
    ("息子は6歳です。", "あ、ごめん、息子7歳だった"),
    ("娘は3歳です。", "娘は4歳でした"),
    # one of the user's people's move told by going somewhere, without "a vivir"
    ("Mis padres viven en Barcelona.", "mis padres vendieron el piso y se bajaron a Málaga"),
    ("Mi hermano vive en Madrid.", "mi hermano se ha ido pa Huelva"),
    # into a care home
    ("Meine Oma wohnt noch allein in ihrem Haus in Kassel.", "Oma ist jetzt im Pflegeheim."),
    # someone named in the clause before, carried to the next ("A Inês saiu de casa, foi viver…")
    ("A minha filha Inês mora connosco em Braga.", "A Inês saiu de casa, foi viver com o namorado para o Porto."),
    # a death told as leaving in the night
    ("Mon père est en soins palliatifs.", "papa est parti dans la nuit de mardi."),
    # a pet gone for good by flying off
    ("Wir haben einen Wellensittich namens Pieps.", "Pieps ist uns leider weggeflogen."),
    ("On a une perruche, Coco.", "Coco s'est envolée par la fenêtre ouverte."),
    # self-employment is a job of its own
    ("Je suis chef de projet chez Orange.", "Depuis que je suis à mon compte, je galère avec les factures."),
    # a move to another employer
    ("Я программист в Яндексе.", "перешёл в Сбер месяц назад"),
    # a habit said not to be had is still ended by its own negation ("Ich esse kein Fleisch", "Je ne fume plus")
    ("Ich esse gern Fleisch.", "Ich esse kein Fleisch mehr."),
    ("Je fume un paquet par jour.", "Je ne fume plus depuis janvier."),
    # a diet said with how long between ("Bin seit drei Monaten vegan")
    ("Ich esse Fleisch fast jeden Tag.", "Bin seit drei Monaten vegan und vermisse nix."),
    ("Ich esse gern Fleisch.", "Bin mittlerweile Vegetarierin."),
    # a hurt part of the body said to be fine again in everyday words
    ("Je me suis fait une entorse au genou.", "bon, le genou va nickel, je reprends le sport"),
    # a job found, an adverb between the auxiliary and the participle
    ("Je bosse comme serveuse dans une brasserie à Lyon.", "j'ai enfin décroché un CDI dans une agence de com"),
]

# (older, newer): the newer only looks like an update
KEPT = [
    ("Mis padres viven en Barcelona.", "mis padres se fueron a Málaga de vacaciones"),
    ("Mi madre vive en Sevilla.", "mi madre se fue a casa pronto"),
    ("Mi hijo tiene 7 años.", "Tengo 20 años de experiencia en esto."),
    ("Живу в Казани.", "Живу тут уже 5 лет."),
    ("息子は6歳です。", "20歳の時に東京に来ました"),
    ("Я программист в Яндексе.", "перешёл в телеграм, там удобнее"),
    ("Mon père est en soins palliatifs.", "papa est parti au travail ce matin"),
    ("Ma fille Léa vit à Lyon.", "Léa est partie en vacances."),
    ("Wir haben einen Wellensittich namens Pieps.", "Pieps ist heute auf meine Schulter geflogen."),
    ("Ich esse Fleisch fast jeden Tag.", "Meine Schwester ist seit Jahren vegan."),
    ("Je me suis fait une entorse au genou.", "mon fils va nickel, il a repris le foot"),
    # a denied abstention is no end of the habit it abstains from: the user does not give up meat
    ("Ich esse gern Fleisch.", "Bin nicht vegan, keine Sorge, ich esse alles."),
    ("Je mange de la viande tous les jours.", "Je ne suis pas végétarien, tu peux mettre du poulet."),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_update(old: str, new: str) -> None:
    assert reach(new, old) == SURE


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_lookalike(old: str, new: str) -> None:
    assert reach(new, old) is None


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Trabalho como motorista de Uber à noite", "pt"),
        ("Trabajo en una panadería en Sevilla", "es"),
        ("Vivo en Zaragoza con mi mujer", "es"),
    ],
)
def test_opening_verb_is_no_name(text: str, lang: str) -> None:
    """A sentence's capitalised first word that the slot's own words open on is their verb, never someone named."""
    for claim in foreign_claims(text, lang):
        assert not any(s.startswith("name:") for s in claim.subject), claim
