"""Talk to the memory in the seven languages with a record, as issue 15 asks of Chinese and English: a greeting on
coming back ("soy yo otra vez", "da bin ich wieder") and a question about what the memory holds ("tu te souviens où
j'habite ?") are never stored; a request to forget in its common phrasings ("olvida que te dije que…", "vergiss,
was ich über … gesagt habe", "元彼の話は忘れて") deletes what it names, and only that."""

from __future__ import annotations

import pytest

from plastic_memory import Memory

NOW = 1_767_268_800.0

NEVER_STORED = [
    ("es", "soy yo otra vez"),
    ("es", "¿te acuerdas de dónde trabajo?"),
    ("fr", "c'est encore moi"),
    ("fr", "tu te souviens où j'habite ?"),
    ("de", "da bin ich wieder"),
    ("de", "weißt du noch, wo ich arbeite?"),
    ("pt", "sou eu de novo"),
    ("pt", "lembra onde eu moro?"),
    ("ru", "это опять я"),
    ("ru", "помнишь, где я работаю?"),
    ("ja", "ただいま"),
    ("ja", "私がどこに住んでるか覚えてる？"),
    ("ko", "나 왔어"),
    ("ko", "내가 어디 사는지 기억해?"),
]

# (what was said, a remark beside it that must stay, the request to forget the first)
FORGET = [
    ("Fumo un paquete al día desde los veinte años.", "Trabajo en Telefónica.", "olvida que te dije que fumo"),
    ("Mi ex se llama Pablo.", "Trabajo en Telefónica.", "borra lo que te conté de mi ex"),
    ("Je travaille chez Orange à Lyon.", "Mon ex s'appelle Hugo.", "efface ce que j'ai dit à propos de mon travail"),
    ("Mein Ex heißt Tom.", "Ich arbeite bei Bosch.", "vergiss, was ich über meinen Ex gesagt habe"),
    ("Meu ex se chama Caio.", "Moro em Recife.", "esquece o que eu falei sobre meu ex"),
    ("Мою бывшую зовут Катя.", "Я работаю в Сбере.", "забудь, что я говорил про бывшую"),
    ("元彼のケンとは去年まで付き合っていました。", "大阪に住んでいます。", "元彼の話は忘れて"),
    ("전 남친 이름은 민수예요.", "서울에 살아요.", "전 남친 얘기는 잊어줘"),
]


@pytest.mark.parametrize("lang,text", NEVER_STORED)
def test_greetings_and_questions_about_the_memory_are_never_stored(tmp_path, lang, text):
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        outcome = memory.observe(text)
        assert outcome["action"] == "dropped", outcome
        assert list(memory.store.owner_items(memory.owner)) == []


@pytest.mark.parametrize("said,beside,asked", FORGET)
def test_a_request_to_forget_deletes_what_it_names(tmp_path, said, beside, asked):
    now = [NOW]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        target = memory.observe(said, session_id="a")["id"]
        kept = memory.observe(beside, session_id="a")["id"]
        assert target is not None and kept is not None
        now[0] += 3600
        outcome = memory.observe(asked, session_id="b")  # not the remark said just before: named by its words
        assert outcome["action"] == "forgotten" and outcome["forgotten"] == [target], outcome
        alive = {r["id"] for r in memory.store.owner_items(memory.owner) if r["alive"]}
        assert alive == {kept}


@pytest.mark.parametrize(
    "text,kept",
    [
        ("今、大阪の梅田に住んでるんだけど、近くでおすすめのカフェある？", "大阪の梅田に住んでる"),
        ("毎晩ビールを3本飲んでるんだけど、飲みすぎかな？", "ビールを3本飲んでる"),
        ("足首を捻挫して松葉杖生活です。家でできる暇つぶし教えて", "松葉杖生活"),
    ],
)
def test_a_japanese_statement_before_a_question_or_a_request_is_kept(tmp_path, text, kept):
    """Japanese joins what it tells to what it asks with けど、: the telling is a statement of its own, kept as the
    user's life (an injury told by its crutches is a life as much as a move is); the question is not."""
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        outcome = memory.observe(text)
        assert outcome["action"] == "stored", outcome
        stored = memory.store.item(memory.owner, outcome["id"])["text"]
        assert kept in stored and "？" not in stored and "教えて" not in stored, stored


def test_a_partner_said_in_passing_keeps_the_words_that_name_them(tmp_path):
    """ "나 여자친구 있어, 수진이라고": that the user has a girlfriend ends an earlier "single", and her name stays with
    the remark (a claim read from one word says no change a clause is kept for)."""
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        outcome = memory.observe("나 여자친구 있어, 수진이라고.")
        assert "수진" in memory.store.item(memory.owner, outcome["id"])["text"]
