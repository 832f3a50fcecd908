"""Updates in the seven record languages as people chat them, read in the thirty-second session
(judgement/update_foreign.py and the records' update words): a pronoun or a dropped subject that carries one of the
user's people across clauses, a post handed over, a move told as what life is like since, a death told by the first
season without them or by a burial said with a pronoun; and what only looks like one replaces nothing."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.updates import SURE, reach

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # one of the user's people carried to a later clause by a pronoun or a dropped subject
    ("Mon père est boulanger à Lyon.", "Mon père a passé la main à son apprenti, il profite enfin de la retraite."),
    ("Mi madre trabaja en una farmacia.", "Mi madre traspasó la farmacia, ahora se ha jubilado."),
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
]

KEPT = [
    ("Je suis boulanger.", "Mon patron a passé la main à son fils."),  # the boss's post
    ("J'habite à Lyon.", "Ma sœur est venue, elle a déménagé à Nantes."),  # the sister carried, not the user
    ("Mon père est boulanger.", "Premier Noël sans neige ici."),  # no one named
    ("Vivo en Madrid.", "Desde que mi hermano se mudó a Vigo lo veo poco."),  # the brother's move
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
