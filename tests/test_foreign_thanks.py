"""Thanks for an answer in Japanese and Korean ("ありがとう、助かりました", "도움 많이 됐어요") are greetings, never stored, as
"thanks, that helped" is not; and a Japanese sentence finished before a comma is a clause of its own, so what was told
is kept apart from the question after it ("引っ越しました、近所のおすすめのカフェある？")."""

from __future__ import annotations

import pytest

from plastic_memory import Memory

NOW = 1_767_268_800.0

DROPPED = [
    "ありがとう、助かりました",
    "助かった！",
    "도움 많이 됐어요",
    "도움이 됐어요 감사합니다",
    "わかりました",
    "알겠어요",
]


@pytest.mark.parametrize("text", DROPPED)
def test_thanks_and_acknowledgements_are_not_stored(tmp_path, text):
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        assert memory.observe(text, session_id="s")["action"] == "dropped"


@pytest.mark.parametrize(
    "text, kept",
    [
        ("引っ越しました、近所のおすすめのカフェある？", "引っ越しました"),
        ("妊娠しました、食べちゃダメなものある？", "妊娠しました"),
    ],
)
def test_a_finished_japanese_sentence_before_a_comma_is_kept_apart(tmp_path, text, kept):
    with Memory(home=tmp_path, owner="u", clock=lambda: NOW, llm=False) as memory:
        assert memory.observe(text, session_id="s")["action"] == "stored"
        alive = [r["text"] for r in memory.store.owner_items("u") if r["alive"] and r["layer"] == "event"]
        assert alive == [kept], alive
