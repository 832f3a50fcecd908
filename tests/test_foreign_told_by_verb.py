"""In a language that drops the subject, the verb alone says who did it: "passei na prova de direção", "adotamos um
gato", "免許取れた！", "면허 땄어요" are the user's life and are kept, also before a question to the assistant in the same
message; thanks and acknowledgements of the same grammar ("ありがとう、助かりました", "도움 많이 됐어요", "vale, hablamos
luego") are not."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.foreign import said_as_oneself
from plastic_memory.language.records import record

NOW = 1_767_268_800.0

KEPT = [
    ("pt", "passei na prova de direção", "prova de direção"),
    ("pt", "adotamos um gato, ele se chama Bolinha", "Bolinha"),
    ("es", "terminé la carrera por fin", "carrera"),
    ("ja", "やっと免許取れた！初心者マークっていつまで付けるの？", "免許取れた"),
    ("ja", "ばっさりショートにしました！", "ショート"),
    # (a finished sentence, a comma, then a question)
    ("ja", "引っ越しました、近所のおすすめのカフェある？", "引っ越しました"),
    ("ko", "드디어 면허 땄어요!! 초보운전 스티커 어디서 사요?", "면허 땄어요"),
]
DROPPED = ["ありがとう、助かりました", "도움 많이 됐어요", "vale, hablamos luego", "わかりました", "알겠어요"]


@pytest.mark.parametrize("lang, text, kept", KEPT)
def test_a_life_told_by_the_verb_alone_is_kept(tmp_path, lang, text, kept):
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        out = memory.observe(text, session_id="s")
        assert out["action"] == "stored", out
        alive = [r["text"] for r in memory.store.owner_items("u") if r["alive"]]
        assert any(kept in t for t in alive), alive
        assert not any("？" in t or "?" in t for t in alive)  # the question asked after it is not the user's life


@pytest.mark.parametrize("text", DROPPED)
def test_thanks_and_acknowledgements_are_not(tmp_path, text):
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        assert memory.observe(text, session_id="s")["action"] == "dropped"


@pytest.mark.parametrize(
    "lang, text, said",
    [
        ("es", "me mudé el mes pasado", True),
        ("pt", "cortei o cabelo", True),
        ("es", "el perro come mucho", False),
        ("ko", "이사했어요", True),
        ("ko", "이사할 거예요", False),
        ("ja", "引っ越しました", True),
        ("ja", "引っ越したいです", False),
        ("fr", "j'ai déménagé", False),  # French says who with a pronoun: the record lists no ending
    ],
)
def test_the_ending_that_says_the_speaker_did_it(lang, text, said):
    rec = record(lang)
    assert rec is not None
    assert said_as_oneself(text, rec) is said
