"""Updates in the seven record languages of the classes read in the ninth round: a pet gone by running off or going
missing, by its name (typed small too, and so a death told of a name typed small); a divorce or a separation told
with when between the words, a civil partnership entered; a death said as falling asleep on a given night; a death
that leaves someone's life story alone ("retired mechanic"); a move told by how long one has been in the new place;
crutches no longer needed; a course got into; an e-reader replaced; a thing one "is rid of"; a slip blamed on
autocorrect, owned up to in the polite past, or set apart by a dash; a German ordinal date kept whole; an age put right
by "she" alone; and look-alikes that replace nothing."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.foreign_talk import correction
from plastic_memory.judgement.updates import SURE, reach
from plastic_memory.language import clauses

NOW = 1_780_000_000.0

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # a pet gone by running off or going missing, by its name (typed small too)
    ("Tenemos una gata que se llama Kira", "Kira se escapó por la ventana el lunes"),
    ("Tengo un perro, Rocky", "rocky desapareció hace una semana y sigue sin aparecer"),
    ("Temos um gato chamado Frajola", "o Frajola sumiu e nunca mais voltou"),
    ("Nous avons un chat, Pompon", "Pompon s'est enfui pendant les vacances"),
    ("Wir haben eine Katze namens Minka", "Minka ist seit drei Wochen verschwunden"),
    ("У нас был кот Рыжик", "Рыжик пропал, уже месяц ищем"),
    ("うちの猫のモモは甘えん坊です", "モモが脱走してしまいました"),
    ("강아지 보리 키워요", "보리가 집을 나갔어요"),
    # a death told of a name typed small
    ("У меня есть кошка Маруся", "маруся умерла ночью"),
    ("Tengo un canario que se llama Piolín", "piolín murió esta mañana"),
    # a divorce or a separation with when between, a civil partnership entered
    ("Ich bin mit Sandra verheiratet", "Sandra und ich sind seit dem Sommer getrennt"),
    ("Mein Mann Jörg arbeitet bei der Post", "wir sind jetzt schon ein Jahr geschieden"),
    ("Je suis célibataire depuis longtemps", "je me suis pacsé avec Hugo le mois dernier"),
    # a death said as falling asleep on a given night
    ("Meine Oma wohnt im Altenheim in Kassel", "Oma ist heute Nacht friedlich eingeschlafen"),
    # a move told by how long one has been in the new place
    ("Moro em Recife", "já tô em Fortaleza faz um mês, tô amando"),
    ("Vivo en Zaragoza", "ya estoy en Gijón desde hace dos semanas"),
    ("J'habite à Lille", "je suis à Bordeaux depuis un mois, l'appart est top"),
    ("Я живу в Омске", "я уже месяц в Казани, всё нравится"),
    # crutches no longer needed, walking again
    ("Je marche avec des béquilles depuis ma chute", "plus besoin de béquilles, je remarche"),
    ("Ando de muletas por causa do joelho", "não preciso mais das muletas"),
    ("Ich bin auf Krücken seit dem Unfall", "ich brauche keine Krücken mehr"),
    ("Я хожу на костылях после операции", "костыли уже не нужны"),
    # a course got into
    ("Tô no terceiro ano do ensino médio em BH", "passei em direito na UFMG!!"),
    # an e-reader replaced; a car one is rid of
    ("Leo en un Kindle viejo", "me he comprado un Kobo, el otro ya no cargaba"),
    ("Ich lese auf einem Tolino", "der Tolino ist kaputt, hab mir einen Kindle geholt"),
    ("Ich fahre einen alten Opel Corsa", "den Corsa bin ich endlich los"),
]

# (older, newer): the newer only looks like one
KEPT = [
    # someone else's running off, a lost game, a child off to school
    ("Mi hijo Pablo va al cole de mi barrio", "Pablo se escapó de clase otra vez"),
    ("Mi amigo Pablo vive en Madrid", "Pablo se perdió la fiesta"),
    ("Meu filho Leo estuda no Objetivo", "Leo fugiu da escola hoje"),
    ("Мой сын Дима учится в школе", "Дима убежал в школу"),
    ("息子は小学生です", "息子が迷子になった"),
    ("아들은 초등학생이에요", "아들이 집을 나갔어요"),
    # asleep on the sofa; a trip, not a move
    ("Mein Vater wohnt in Bonn", "Papa ist gestern Abend auf dem Sofa eingeschlafen"),
    ("Moro em Curitiba", "já tô em Salvador faz uma semana de férias"),
    ("Vivo en Valencia", "ya estoy en Bilbao desde hace una semana de vacaciones"),
    ("J'habite à Paris", "je suis à Nantes depuis trois jours en déplacement"),
    ("Я живу в Новосибирске", "я уже неделю в Сочи в отпуске"),
    # still together; someone else's partnership or crutches
    ("Ich bin mit Jonas zusammen", "wir sind noch nicht getrennt, nur ne Pause"),
    ("Ich bin mit Jonas zusammen", "meine Eltern sind seit Jahren geschieden"),
    ("Je suis célibataire", "ma sœur s'est pacsée avec Hugo"),
    ("Je marche avec des béquilles depuis ma chute", "mon père n'a plus besoin de sa canne"),
    # an opinion given is no pet given away
    ("J'ai donné mon avis sur le projet", "j'ai donné mon avis"),
]


@pytest.mark.parametrize(("old", "new"), UPDATES)
def test_update(old: str, new: str) -> None:
    assert reach(new, old) in (SURE, "health")


@pytest.mark.parametrize(("old", "new"), KEPT)
def test_lookalike(old: str, new: str) -> None:
    assert reach(new, old) is None


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Mi padre es fontanero jubilado", "mi padre murió el martes"),
        ("Mein Vater ist pensionierter Lehrer", "Papa ist letzte Nacht eingeschlafen"),
        ("Mon grand-père est un boulanger à la retraite", "papy nous a quittés"),
    ],
)
def test_a_death_leaves_a_life_story(old: str, new: str) -> None:
    """One's life story ("a retired plumber") is remembered as it was; their death replaces what they do now."""
    assert reach(new, old) is None


@pytest.mark.parametrize(
    ("text", "fix"),
    [
        ("oups non, il s'appelle Théo, l'autocorrecteur m'a trahi", "il s'appelle Théo"),
        ("maldito corrector, mi hija se llama Irene", "mi hija se llama Irene"),
        ("ich hab mich vertan – der Termin ist am 3. Mai", "der Termin ist am 3. Mai"),
        ("すみません、会議は水曜日でした、間違えました", "会議は水曜日でした"),
    ],
)
def test_a_slip_blamed_on_autocorrect_or_after_a_dash_is_a_correction(text: str, fix: str) -> None:
    found = correction(text)
    assert found is not None and found.fix.endswith(fix)  # (an opening apology may stay: "すみません、…")


def test_a_german_ordinal_date_is_one_sentence() -> None:
    """The dot of "am 12. Juni" ends no sentence; the one after it does."""
    said = [c.text for c in clauses.split("Mein Geburtstag ist am 12. Juni. Ich werde 30.")]
    assert said == ["Mein Geburtstag ist am 12. Juni", "Ich werde 30"]
    assert [c.text for c in clauses.split("Ich bin in der 30. Woche")] == ["Ich bin in der 30. Woche"]


@pytest.mark.parametrize(
    ("old", "new", "gone", "kept"),
    [
        ("Minha filha tem 5 anos", "corrigindo: ela fez 6 em março, me confundi", "tem 5 anos", "fez 6"),
        ("Mon fils s'appelle Mathéo", "oups non, il s'appelle Matteo, l'autocorrecteur m'a trahi", "Mathéo", "Matteo"),
        ("Mein Hochzeitstag ist der 4. Mai", "ich hab mich vertan – es ist der 14. Mai", "4. Mai", "14. Mai"),
        ("結婚記念日は6月2日です", "すみません、6月12日でした、間違えました", "6月2日", "6月12日"),
    ],
)
def test_a_correction_retracts_the_old_value(tmp_path, old, new, gone, kept) -> None:
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        assert memory.observe(old, session_id="s1")["action"] == "stored"
        now[0] += 3 * 86400
        memory.observe(new, session_id="s2")
        alive = [r["text"] for r in memory.store.owner_items("u") if r["alive"]]
    assert not any(gone in t and kept not in t for t in alive), alive
    assert any(kept in t for t in alive), alive


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Tengo un gato que se llama Nube", "nube se escapó y no ha vuelto"),
        ("J'ai des béquilles depuis mon opération", "plus besoin des béquilles !"),
        ("Estou no terceiro ano e vou prestar vestibular", "Passei em medicina na Unicamp!!!"),
    ],
)
def test_the_update_is_kept_and_retires_the_old(tmp_path, old: str, new: str) -> None:
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        assert memory.observe(old, session_id="s1")["action"] == "stored"
        now[0] += 5 * 86400
        memory.observe(new, session_id="s2")
        rows = {r["text"]: r["state"] for r in memory.store.owner_items("u")}
    assert any(new.rstrip("!").split(",")[0] in t and s == "ok" for t, s in rows.items()), rows
    assert rows.get(old) == "superseded", rows
