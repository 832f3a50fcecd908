"""Updates in the seven record languages of one of the user's people's life and of the classes read in the
thirty-first session (judgement/update_foreign.py): a family member's habit given up or taken up again, a school
year said by its grade, a workplace left named by its kind, in-laws that say the user married, a place of one's own,
a first pet after none, a pet given away by its name;
and what only looks like one (someone else's, a denial, a plan) replaces nothing."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import SURE, reach

# (older, newer): the newer replaces the older as what is current
UPDATES = [
    # a habit of one of the user's people, ended or taken up again, said in the third person
    ("Mi hermano es vegano.", "Mi hermano ha vuelto a comer carne."),
    ("Mein Mann ist Vegetarier.", "Mein Mann isst wieder Fleisch."),
    ("Mon mari fume comme un pompier.", "Mon mari n'a pas touché une cigarette depuis Noël."),
    ("Minha mãe fuma muito.", "Minha mãe parou de fumar."),
    ("夫は毎朝ジョギングしてる。", "夫はジョギングはやめて水泳にした。"),
    ("엄마가 매일 아침 수영 다니셔.", "엄마가 수영은 그만두셨어."),
    # a school year said by its stage or its grade alone, and the next one
    ("Mi hija está en infantil de cinco años.", "Mi hija ya está en primero de primaria."),
    ("Meu filho está no nono ano.", "Meu filho agora está no primeiro ano do ensino médio."),
    ("Ma fille est en CM2.", "Ma fille est rentrée en sixième."),
    ("Meine Tochter ist in der vierten Klasse.", "Meine Tochter ist jetzt aufs Gymnasium gekommen."),
    ("Мой сын в девятом классе.", "Сын перешёл в десятый."),
    # the user's parents-in-law: the user has a partner now
    ("Sou solteira e moro sozinha.", "Minha sogra vem passar o Natal com a gente."),
    ("Ich bin Single.", "Meine Schwiegermutter kommt am Wochenende zu Besuch."),
    ("独身です。", "お義母さんが週末に泊まりに来る。"),
    ("나 아직 미혼이야.", "시어머니가 김장하러 오라고 하셔."),
    # a workplace left, named by its kind of place
    ("Trabajo de enfermera en el Hospital La Paz.", "Al final dejé el hospital."),
    ("Je suis conseillère à la banque, dans une agence à Lyon.", "J'ai quitté la banque, je me lance en freelance."),
    ("은행에서 창구 업무하고 있어.", "나 결국 은행 그만뒀어."),
    # one of the user's people living at the family's home, then in a place of their own
    ("Ma fille vit chez nous.", "Ma fille a enfin son propre appart."),
    ("Mein Sohn wohnt noch bei uns im Haus.", "Seit mein Sohn seine eigene Bude in Hamburg hat, ist es ruhig."),
    # a retirement told as what one enjoys now
    ("Mi padre trabaja de conductor en la EMT.", "Mi padre está disfrutando de la jubilación."),
    ("Mon père est boulanger.", "Mon père profite de sa retraite."),
    # a car by its model, and "sold it and now…"
    ("Tengo un Seat Ibiza del 2010.", "Vendí el Ibiza, ahora voy en bici."),
    ("오래된 아반떼 타고 다녀.", "아반떼 팔고 요즘은 지하철 타고 다녀."),
    # a first pet after none: adopted, or spoken of as the household's
    ("On n'a pas d'animaux, mon mari est allergique aux chats.", "Le chiot a encore mangé une chaussure !"),
    ("Wir haben keine Haustiere.", "Unser neuer Kater Moritz hat die Gardinen zerfetzt."),
    ("うちはペット飼ってないんだ。", "うちの子猫がカーテンに登って大変。"),
    ("No tengo mascotas.", "¡Hemos adoptado un gatito!"),
    ("У нас нет животных.", "Мы взяли котёнка из приюта."),
    # one of the user's people's new job, said as the post they took
    ("Mi marido es camionero.", "Desde que mi marido cogió el puesto de oficina en la cooperativa, cena en casa."),
    ("Mon frère est serveur.", "Mon frère a décroché un poste chez Airbus."),
    # a diet given up
    ("Я на кето-диете.", "С кето я завязала, снова ем хлеб."),
    ("Estoy a dieta keto.", "Ya no hago keto, me agobiaba."),
    # a pet given away, by its name
    ("У нас живёт кот Барсик, ему двенадцать лет.", "Барсика пришлось отдать маме, у ребёнка аллергия."),
    ("Tenho um cachorro, o Thor.", "Tive que doar o Thor, o novo apartamento não aceita animais."),
    ("Unser Kater Moritz ist süß.", "Wir mussten Moritz abgeben."),
]

# (older, newer): the newer leaves the older as it was
KEPT = [
    ("Mi padre fuma mucho.", "Fumo menos que antes."),  # the user's habit is not the father's
    ("Fumo un paquete al día.", "Mi padre dejó de fumar."),  # the father's end is not the user's
    ("Mein Mann ist Vegetarier.", "Mein Bruder isst wieder Fleisch."),
    ("Mon fils est en CM2.", "Mon neveu est en sixième."),  # another child's school year
    ("Я в девятом классе.", "Он пошёл в первый раз на тренировку."),  # "в первый раз": once, no grade
    ("Ich bin Single.", "Mein Schwager kommt am Wochenende."),  # a sister's husband, maybe
    ("Sou solteira.", "A sogra da minha amiga é um amor."),  # a friend's
    ("Soy soltera.", "La suegra de mi hermano es un encanto."),  # the brother's
    ("Je suis en couple avec Paul.", "J'ai quitté la banque."),  # a workplace left is no partner left
    ("Je travaille dans un cabinet d'architectes.", "J'ai quitté le bureau à 19h hier."),  # the day's work
    ("Ma fille vit chez nous.", "Ma voisine a enfin son propre appart."),  # a neighbour's
    ("Meu avô tem 90 anos e ainda dirige.", "Não, meu avô não morreu, foi o vizinho dele."),  # a death denied
    ("Mi abuelo tiene 90 años.", "Mi abuelo no murió, fue el vecino."),
    ("Trabalho numa agência.", "Meu chefe tá curtindo a aposentadoria."),  # the boss's retirement
    ("Tengo un Seat Ibiza.", "Este verano me voy a Ibiza."),  # the island
    ("On n'a pas d'animaux.", "Le chiot du voisin aboie toute la nuit."),  # the neighbour's
    ("No tengo mascotas.", "El perro de mi vecina ladra mucho."),
    ("Wir haben keine Haustiere.", "Der Hund meiner Schwester ist süß."),
    ("Soy enfermera.", "Mi amiga cogió el puesto de jefa."),  # a friend's new post
    ("Estoy a dieta keto.", "Mi hermana dejó la dieta keto."),  # the sister's diet
    ("J'ai un chat, Filou.", "J'ai donné mon avis à Filou."),  # no pet given away
    ("Моя собака Жучка.", "Соседям пришлось отдать Жучку."),  # the neighbours had to
]


@pytest.mark.parametrize("old, new", UPDATES)
def test_an_update_of_one_of_the_users_people_replaces_it(old, new):
    assert reach(new, old) == SURE


@pytest.mark.parametrize("old, new", KEPT)
def test_another_ones_life_replaces_nothing(old, new):
    assert reach(new, old) is None


def test_a_limb_broken_said_by_its_participle_is_ended_by_the_cast_off():
    """A cast off ends the newest remark about the user's health ("health": the slot's newest), here the broken arm."""
    assert reach("Гипс сняли, наконец-то печатаю двумя руками!", "У меня сломана рука.") in (SURE, "health")
    assert reach("У брата сняли гипс.", "У меня сломана рука.") is None
