"""The gate and the revisions it feeds: what is worth an event, of which kind, and what a new statement replaces."""

import pytest

from plastic_memory import Memory, gate

NOW = 1_740_000_000.0


@pytest.mark.parametrize("text, stored, kind", [
    ("你好", False, None),
    ("🎉🎉🔥", False, None),
    ("how do I parse a date in python", False, None),
    ("帮我写一段年会的开场白", False, None),
    ("你记错过什么吗？", False, None),
    ("When setbacks come my way, I remind myself why I keep going.", True, "fact"),
    ("We're doing the shoot in Miami next month", True, "plan"),
    ("我不吃香菜", True, "boundary"),
    ("I don't eat pork", True, "boundary"),
    ("我家猫改名叫煤球了", True, "identity"),
    ("我妈住院了，要做手术", True, "critical"),
    ("明天的 meeting 改到 3pm，记得提醒我", True, "plan"),
])
def test_the_gate_keeps_statements_about_the_user_and_drops_talk_to_the_assistant(text, stored, kind):
    verdict = gate.judge(text, NOW)
    assert verdict.store is stored and verdict.kind == kind


@pytest.mark.parametrize("text, kept", [
    ("我最近迷上了摄影，你呢？", "我最近迷上了摄影"),
    ("I got a new puppy last week, want to see?", "I got a new puppy last week"),
    ("Guess what? I just got back from a road trip with my friends. Have you been anywhere?",
     "I just got back from a road trip with my friends."),
])
def test_a_message_ending_in_a_question_keeps_what_it_says_before(text, kept):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.text == kept


def test_only_the_statement_part_of_a_message_is_stored(tmp_path):
    with Memory(home=tmp_path, clock=lambda: NOW, llm=False) as m:
        result = m.observe("我最近迷上了摄影，你呢？")
        assert m.trace(id=result["id"])["text"] == "我最近迷上了摄影"


def test_an_identity_statement_updates_the_same_attribute_only(tmp_path):
    with Memory(home=tmp_path, clock=lambda: NOW, llm=False) as m:
        old_city = m.observe("我住在北京")["id"]
        number = m.observe("我的工号是A7391")["id"]
        sister = m.observe("My sister's name is Amy")["id"]
        m.observe("My name is Bob")
        moved = m.observe("我住在上海")
        assert moved["action"] == "updated" and moved["demoted"] == [old_city]
        renamed = m.observe("My sister's name is Lily")
        assert renamed["demoted"] == [sister]
        assert m.trace(id=old_city)["state"] == "superseded" and m.trace(id=number)["state"] == "ok"
        assert [r["text"] for r in m.recall("北京")] == [] and m.recall("上海")
