"""A message that tells of forgetting is not a request to forget: "息子の誕生日忘れてた" (I had forgotten), "j'oublie ça
à chaque fois", "ela esquece que tem consulta", "él olvida todo", 사진 삭제해서 ("because I deleted the photo") delete
nothing and are read as what they tell, while the bare verb ("oublie ça", "元彼の話は忘れて", "olvida todo") still asks."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.forget_request import parse

NOW = 1_767_268_800.0
DAY = 86_400.0

TOLD = [
    "あ、ごめん、息子7歳だった、先月誕生日だったの忘れてたｗ",
    "言うの忘れてたけど、引っ越したよ",
    "妻の誕生日を忘れてしまった",
    "昔の写真は全部消しておいた",
    "사진 삭제해서 없어",
    "잊어버려도 돼",
    "j'oublie ça à chaque fois, c'est quand déjà son anniversaire ?",
    "il oublie tout le temps",
    "ela esquece que tem consulta",
    "ele esquece isso sempre, minha mãe",
    "él olvida que tiene cita",
    "él olvida todo, pobre",
]
ASKED = [
    ("元彼の話は忘れて", False),
    ("元彼のことは忘れてね！", False),
    ("全部忘れて", True),
    ("전 남친 얘기는 잊어줘", False),
    ("oublie ça", False),
    ("no, oublie ce que j'ai dit sur mon ex", False),
    ("ah esquece o que eu falei sobre meu chefe", False),
    ("olvida todo por favor", True),
    ("Oublie tout", True),
]


@pytest.mark.parametrize("text", TOLD)
def test_telling_of_forgetting_asks_nothing(text):
    assert parse(text) is None


@pytest.mark.parametrize("text, everything", ASKED)
def test_the_bare_verb_still_asks(text, everything):
    found = parse(text)
    assert found is not None and found.everything is everything


@pytest.mark.parametrize(
    "before, told, kept",
    [
        ("息子は6歳です。おすすめの絵本ある？", "あ、ごめん、息子7歳だった、先月誕生日だったの忘れてたｗ", "7歳"),
        ("Je vis à Lyon avec mon fils.", "j'oublie toujours que mon fils a piscine le mardi", "Lyon"),
        ("Moro em Curitiba com a minha mãe.", "ela esquece tudo, a minha mãe", "Curitiba"),
    ],
)
def test_a_remark_of_forgetting_deletes_nothing(tmp_path, before, told, kept):
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        memory.observe(before, session_id="s1")
        now[0] += DAY
        out = memory.observe(told, session_id="s2")
        assert out["action"] != "forgotten"
        alive = [r["text"] for r in memory.store.owner_items("u") if r["alive"]]
        assert any(kept in t for t in alive), alive
