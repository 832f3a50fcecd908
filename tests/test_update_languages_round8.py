"""Updates in the seven record languages of the classes read in the eighth round: a move told by the keys, the boxes
or the room found in the new place; another degree named ("me pasé a Psicología"), a school year entered ("je passe
en L3"), a diploma "en poche"; one of the user's people ill or in hospital said in the third person or with an
honorific; a part of the body well again that the older ailment was of; a workplace left by its name in Korean; a
second home or plot sold; a slip owned up to anywhere in a message, or a number rejected beside another, as a
correction; a death said softly (the rainbow bridge); and what only looks like one replaces nothing."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.foreign_talk import correction
from plastic_memory.judgement.updates import SURE, reach

NOW = 1_780_000_000.0

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # a move told by the keys handed over, the boxes set down or the room found in the new place
    ("Vivo en Alcalá con dos compis de piso", "nos dieron las llaves de la casa de Torrejón el viernes"),
    ("Mi piso está en Chamberí", "encontramos un pisito en Leganés, más barato"),
    ("Moro em Niterói com a minha irmã", "arranjei um apê em Botafogo, mudo semana que vem"),
    ("Vivo em Coimbra com os meus pais", "pegamos as chaves do apartamento novo em Braga"),
    ("J'habite à Rennes", "on a enfin déballé nos cartons à Brest"),
    ("J'habite à Dijon avec mon frère", "j'ai posé mes valises à Grenoble pour de bon"),
    # another degree named, a year of school entered, a diploma in hand
    ("Estudio Derecho en Salamanca", "al final me pasé a Psicología"),
    ("Je suis en L2 de droit à Nanterre", "je passe en L3 à la rentrée"),
    ("Je suis en terminale à Metz", "bac en poche, je suis trop contente"),
    # one of the user's people in hospital, said after what put them there or with an honorific
    ("Meine Mutter liegt seit dem Sturz im Krankenhaus", "Mama ist wieder zu Hause"),
    ("할머니가 입원해 계세요", "할머니 퇴원하셨어요"),
    # a part of the body well again that the older ailment was of
    ("Je me suis fait une fracture au poignet", "mon poignet est guéri"),
    # a workplace left by its name, whatever followed
    ("네이버에서 일하고 있어요", "네이버 그만두고 요즘 쉬는 중이야"),
    ("쿠팡에서 일해요", "쿠팡 퇴사했어"),
    ("스타벅스에서 바리스타로 일해", "나 퇴사했어, 다음 달부터 회사 다녀"),
    # a business of one's own opened
    ("은행에서 일해요", "회사 나와서 빵집 차렸어"),
    # a second home or a plot, sold or given up
    ("У нас дача в Подмосковье", "дачу в итоге продали"),
    ("Tenemos una casa del pueblo en Soria", "vendimos la casa del pueblo, ya no íbamos nunca"),
    ("Ich hab einen Schrebergarten in Pankow", "den Schrebergarten haben wir abgegeben"),
    # still working there is a job as much as working there
    ("Sigo trabajando en Zara de dependienta", "ahora trabajo en una farmacia"),
]

# (older, newer): the newer only looks like an update
KEPT = [
    ("Vivo en Alcalá", "me dieron las llaves de la oficina nueva"),
    ("Moro em Niterói", "já estou em casa, chego tarde amanhã"),
    ("J'habite à Rennes", "j'ai défait mes valises à l'hôtel"),
    ("Estudio Derecho en Salamanca", "mi hermana se pasó a Psicología"),
    ("Je me suis fait une fracture au poignet", "mon genou est guéri"),
    ("쿠팡에서 일해요", "운동 그만두고 살쪘어"),
    ("У нас дача в Подмосковье", "вчера были на даче у друзей"),
    ("Unser Hund Bello ist total verspielt", "Bello ist total müde heute"),
    # the keys of someone else's home
    ("Vivo en Lavapiés con mi novio", "me dieron las llaves del piso de mi madre para regarle las plantas"),
    ("Moro em Campinas com meu marido", "peguei as chaves da casa de minha mãe"),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_update(old: str, new: str) -> None:
    assert reach(new, old) == SURE


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # one of the user's people ill, said in the third person, and well since: the newest such remark ends
        ("Minha mãe tá com dengue", "minha mãe já testou negativo"),
        ("Meu irmão anda com gripe", "meu irmão deu negativo"),
    ],
)
def test_a_relative_well_again(old: str, new: str) -> None:
    assert reach(new, old) in (SURE, "health")


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_lookalike(old: str, new: str) -> None:
    assert reach(new, old) is None


@pytest.mark.parametrize(
    ("text", "fix", "wrong"),
    [
        ("perdón, me equivoqué: mi cuñada se llama Lidia, no Lucía", "mi cuñada se llama Lidia", "Lucía"),
        ("ah desculpa, me enganei, o aniversário é dia 9, não 19", "o aniversário é dia 9", "19"),
        ("oups, je me suis trompée : le rendez-vous est le 4 mai", "le rendez-vous est le 4 mai", None),
        ("Sorry, Tippfehler: am 17. März, nicht am 7.", "am 17. März", "7"),
        ("встреча в пятницу в 5, я ошибся", "встреча в пятницу в 5", None),
        ("elle a 9 ans, pas 7", "elle a 9 ans", "7"),
    ],
)
def test_a_slip_anywhere_or_a_number_rejected_is_a_correction(text: str, fix: str, wrong: str | None) -> None:
    found = correction(text)
    assert found is not None
    assert found.fix == fix and found.wrong == wrong


@pytest.mark.parametrize(
    "text",
    [
        "no, no he dejado el trabajo, solo me cambiaron el turno",
        "Kaffee ja, aber nicht Tee",
        "tengo 2 gatos y un perro",
        "j'ai confiance en toi",
    ],
)
def test_no_slip_and_no_rejected_number_is_no_correction(text: str) -> None:
    assert correction(text) is None


@pytest.mark.parametrize(
    ("old", "new", "gone", "kept"),
    [
        ("Mi sobrino Dani tiene 6 años", "perdona, me he liado: Dani tiene 9, no 6", "tiene 6 años", "tiene 9"),
        (
            "La cita con el dentista es el 14 de abril",
            "ay, me equivoqué, es el 24 de abril",
            "14 de abril",
            "24 de abril",
        ),
        ("Mon neveu a 5 ans", "pardon, il a 7 ans, pas 5", "a 5 ans", "il a 7 ans"),
        ("Визит к врачу 11 июня", "не 11, а 17 июня, перепутала", "11 июня", "17 июня"),
        ("息子の誕生日は3月9日です", "ごめん、9月3日の間違いでした", "3月9日", "9月3日"),
    ],
)
def test_a_correction_said_in_passing_retracts_the_old_value(tmp_path, old, new, gone, kept) -> None:
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        assert memory.observe(old, session_id="s1")["action"] == "stored"
        now[0] += 3 * 86400
        memory.observe(new, session_id="s2")
        alive = [r["text"] for r in memory.store.owner_items("u") if r["alive"]]
    assert not any(gone in t for t in alive), alive
    assert any(kept in t for t in alive), alive


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Sigo currando en el Mercadona de mi barrio", True),
        ("namoro o Rafael há dois anos", True),
        ("Pelusa ist über die Regenbogenbrücke gegangen", True),
        ("Unser Kater Mikesch ist total verschmust", True),
    ],
)
def test_the_remark_is_kept(tmp_path, text: str, kept: bool) -> None:
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        assert (memory.observe(text, session_id="s1")["action"] == "stored") is kept


def test_total_is_no_death(tmp_path) -> None:
    """The word "total" holds "tot" only as letters: "Krümel ist total süß" tells no death, ends nothing of the pet."""
    assert reach("Unser Hamster Flocke ist total süß", "Wir haben einen Hamster, Flocke") is None
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        memory.observe("Unser Hamster Flocke ist total süß und nachtaktiv", session_id="s1")
        rows = [r for r in memory.store.owner_items("u") if r["alive"]]
    assert rows and not any(r["pinned"] for r in rows)
