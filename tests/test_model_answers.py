"""The model tier against the answers real small models give (shapes seen from a local Qwen2.5-Coder-1.5B through
llama-cpp-python's OpenAI-compatible server), replayed by a loopback endpoint through the real openai client."""

from __future__ import annotations

import json
import time

import pytest
from openai_stub import Reply

from plastic_memory import Memory
from plastic_memory.sleep import answers
from plastic_memory.sleep.budget import default_timeouts, is_local
from plastic_memory.sleep.distill import Judgement, Remark, RuleDistiller
from plastic_memory.sleep.guard import Rejected, check_judgement
from plastic_memory.sleep.llm import (
    Endpoint,
    ModelDistiller,
    OpenAIChat,
    endpoint_from_env,
)
from plastic_memory.sleep.speech import check_kept, check_voice

START = 1_767_268_800.0
DAUGHTER = ["女儿朵朵今年五岁，明年上小学要择校", "朵朵上小学择校想选离家近的", "朵朵择校的事她妈比我着急"]


# One loopback endpoint and the same helpers as the other model-tier tests.
from test_llm_dream import Clock, listed, model  # noqa: E402  (the sibling test module, after the package)

# ---------------------------------------------------------------- shapes

SAID = ["最近在学游泳", "我每天早上喝一杯美式", "got let go this morning"]


@pytest.mark.parametrize(
    "shape",
    [
        lambda n: {"labels": [{"id": i, "kind": "pref" if i == 2 else "life"} for i in n]},  # as asked
        lambda n: [{"id": str(i), "kind": "pref" if i == 2 else "life", "reason": "x"} for i in n],  # bare, extra key
        lambda n: {str(i): ("pref" if i == 2 else "life") for i in n},  # a mapping
        lambda n: {"labels": [{"id": 2, "kind": "pref"}, {"id": 9, "kind": "life"}, {"id": 1, "kind": "urgent"}]},
    ],
)
def test_label_answers_in_the_shapes_models_return_keep_their_sound_entries(tmp_path, loopback, shape):
    def answer(body):
        system = body["messages"][0]["content"]
        if '"labels"' not in system:
            return Reply('{"judgement": "x", "cites": []}')
        numbers = [n for n, _ in listed(body["messages"])]
        return Reply("```json\n" + json.dumps(shape(numbers)) + "\n```")  # fenced, as small models like

    loopback.default = answer
    with Memory(home=tmp_path, clock=Clock(), llm=model(loopback)) as memory:
        ids = [memory.observe(text)["id"] for text in SAID]  # model(): relabelling on
        memory.dream(force=True)
        kinds = {i: memory.store.item(memory.owner, i)["kind"] for i in ids}
    assert kinds[ids[1]] == "pref"  # the numbered entry went to the right remark


def test_a_diary_returned_as_a_list_of_sentences_is_one_diary():
    notes = [Remark(7, "用户在装修新房，预算二十万", "plan"), Remark(9, "我对花生过敏", "critical")]
    chat = ScriptedChat(json.dumps({"diary": ["你在装修新房，预算二十万。", "你对花生过敏。"]}, ensure_ascii=False))
    assert ModelDistiller(chat).narrate(notes, None) == "你在装修新房，预算二十万。你对花生过敏。"


@pytest.mark.parametrize(
    "reply",
    [
        {"text": "用户在装修新房，预算二十万", "cites": [1, 2], "confidence": 0.9},
        [{"judgement": "用户在装修新房，预算二十万", "cites": ["1", "[2]"]}],
        {"result": {"judgement": "用户在装修新房，预算二十万", "cites": [1, 2]}},
    ],
)
def test_judgement_answers_in_other_shapes_are_read(reply):
    remarks = [Remark(41, "准备装修新房", "plan"), Remark(42, "装修预算二十万", "fact")]
    chat = ScriptedChat(json.dumps(reply, ensure_ascii=False))
    assert ModelDistiller(chat).distill(remarks) == Judgement("用户在装修新房，预算二十万", (41, 42))


def test_a_compaction_asks_only_about_notes_that_share_something_and_keeps_the_sound_folds():
    notes = [
        Remark(21, "用户在装修新房，预算二十万", "plan"),
        Remark(22, "装修想要北欧风", "pref"),
        Remark(23, "我不吃香菜", "boundary"),
        Remark(24, "我对花生过敏", "critical"),
    ]
    chat = ScriptedChat(
        json.dumps({"judgement": "用户在装修新房，预算二十万，想要北欧风", "cites": [1, 2]}, ensure_ascii=False)
    )
    made = ModelDistiller(chat).compact(notes, 2)
    assert made == [Judgement("用户在装修新房，预算二十万，想要北欧风", (21, 22))]
    assert len(chat.asked) == 1  # 香菜 and 花生 share no word: no fold is asked for


class ScriptedChat:
    def __init__(self, *script):
        self.script, self.asked = list(script), []

    def complete(self, messages):
        self.asked.append(messages)
        step = self.script.pop(0)
        if isinstance(step, Exception):
            raise step
        return step, 10


def test_prompts_number_their_items_and_the_examples_use_those_numbers():
    remarks = [Remark(501, "准备装修新房", "plan"), Remark(502, "装修预算二十万", "fact")]
    chat = ScriptedChat('{"labels": []}')
    ModelDistiller(chat, relabel=True).label(remarks)
    system, user = chat.asked[0]
    assert "[1] 准备装修新房" in user["content"] and "501" not in user["content"]
    assert '"1": "..."' in system["content"] and '"2": "..."' in system["content"]


# ---------------------------------------------------------------- the guard: drops and voice

GIVEN = {
    1: Remark(1, "我老婆小雨在市一医院当护士", "identity"),
    2: Remark(2, "女儿朵朵今年五岁", "identity"),
    3: Remark(3, "医生建议我先停跑两周", "life"),
}


def test_a_citation_whose_key_words_are_gone_is_dropped():
    assert check_kept("用户的妻子小雨是护士，女儿朵朵五岁", (1, 2), GIVEN, 2) == (1, 2)
    assert check_kept("用户的妻子小雨是护士，女儿朵朵在上幼儿园", (1, 2), GIVEN, 1) == (1,)  # the age went
    with pytest.raises(Rejected):
        check_kept("用户的家人很重要", (1, 2), GIVEN, 1)  # all of it went


@pytest.mark.parametrize(
    "text",
    [
        "我觉得用户最近压力很大",
        "用户应该早点休息",
        "这表明用户睡眠不好",
        "The user should rest more",
        "which shows the user is tired",
    ],
)
def test_opinion_advice_and_conclusions_are_rejected(text):
    with pytest.raises(Rejected):
        check_voice(text, ["最近睡不好，半夜老是醒", "I'm tired"])


def test_the_users_own_words_may_hold_advice_and_a_first_person():
    check_voice("医生建议用户先停跑两周", [GIVEN[3].text])
    check_voice("用户装修期间先住我妈家", ["装修期间先住我妈家"])


@pytest.mark.parametrize(
    "text, sources",
    [
        ("用户睡眠质量下降，半夜常醒", ["最近睡眠不太好，半夜两三点老是醒"]),
        ("用户实际年龄38岁，体检报告说身体年龄45岁", ["我的实际年龄38，体检报告说身体年龄45"]),
    ],
)
def test_plain_paraphrase_words_are_not_invented_names(text, sources):
    check_judgement({"judgement": text, "cites": [1]}, [Remark(1, sources[0], "life")])


def test_a_new_name_is_still_an_invented_name():
    with pytest.raises(Rejected):
        check_judgement({"judgement": "用户的女儿豆豆五岁", "cites": [1]}, [Remark(1, "女儿朵朵今年五岁", "identity")])


# ---------------------------------------------------------------- timeouts and failures


@pytest.mark.parametrize(
    "url, local",
    [
        ("http://127.0.0.1:8765/v1", True),
        ("http://localhost:8000/v1", True),
        ("http://[::1]:9/v1", True),
        ("http://gpu-box:11434/v1", True),
        ("https://api.openai.com/v1", False),
        ("http://10.0.0.5:8000/v1", False),
    ],
)
def test_local_endpoints_get_a_long_first_call_and_a_generous_timeout(url, local):
    assert is_local(url) == local
    first, later = default_timeouts(url)
    assert (first, later) == ((300.0, 120.0) if local else (20.0, 20.0))
    endpoint = endpoint_from_env({"PLASTIC_MEMORY_BASE_URL": url, "PLASTIC_MEMORY_TIMEOUT": "30"})
    assert endpoint.timeout == 30.0 and endpoint.first_timeout == (300.0 if local else 30.0)
    assert endpoint.json_mode == (not local)


def test_the_first_call_gets_the_first_timeout_and_later_calls_the_shorter_one(loopback):
    chat = OpenAIChat(Endpoint("k", loopback.base_url, "m", timeout=0.3, first_timeout=2.0), retry_delay=0)
    loopback.enqueue(Reply("warm", delay=0.6))
    assert chat.complete([{"role": "user", "content": "hi"}])[0] == "warm"  # 0.6 s: within the first call's 2 s
    loopback.enqueue(Reply("late", delay=0.6))
    with pytest.raises(Exception, match="timed out"):
        chat.complete([{"role": "user", "content": "hi"}])


# ---------------------------------------------------------------- dreams that keep up, corrections that reach


class Scripted:
    """A Distiller whose judgement is given by a function of the remarks."""

    def __init__(self, judge):
        self.judge, self.asked = judge, []

    def distill(self, remarks):
        self.asked.append([r.text for r in remarks])
        text = self.judge(remarks)
        return Judgement(text, tuple(r.id for r in remarks)) if text else None

    def compact(self, remarks, target):
        return None

    def narrate(self, remarks, style):
        return None

    def label(self, remarks):
        return None

    def take_usage(self):
        return {"calls": 0, "failures": 0, "tokens": 0}


def test_a_correction_of_a_folded_detail_the_impression_dropped_retracts_both(tmp_path):
    clock = Clock()
    model = Scripted(lambda rs: "用户的女儿朵朵明年上小学，在择校")  # drops 五岁 (a real model's habit)
    with Memory(home=tmp_path, clock=clock, llm=model) as memory:
        ids = []
        for text in DAUGHTER:
            ids.append(memory.observe(text)["id"])
            clock.now += 3600
        assert memory.dream(force=True)["merged"] == 1
        impression = memory.store.item(memory.owner, memory.store.item(memory.owner, ids[0])["merged_into"])
        outcome = memory.observe("你记错了，朵朵不是五岁，是六岁")
        assert outcome["action"] == "corrected" and set(outcome["retracted"]) == {ids[0], impression["id"]}
        alive = [r["text"] for r in memory.store.live_items(memory.owner)]
    # The old age is gone; what stays is the correction as the user said it ("朵朵不是五岁，是六岁").
    assert all("五岁" not in t or "不是五岁" in t for t in alive) and any("六岁" in t for t in alive)


def test_a_model_made_impression_is_judged_again_when_a_remark_joins_it(tmp_path):
    clock = Clock()
    remarks = ["我妈血压一直偏高，上次量是150/95", "我妈不太愿意吃降压药，说吃了头晕", "周六回绍兴带我妈复查血压"]
    model = Scripted(lambda rs: "用户的妈妈血压偏高" + ("，降到135/85" if any("135" in r.text for r in rs) else ""))
    with Memory(home=tmp_path, clock=clock, llm=model) as memory:
        for text in remarks:
            memory.observe(text)
            clock.now += 3600
        memory.dream(force=True)
        clock.now += 86_400
        memory.observe("我妈血压降到135/85了，降压药继续吃")
        counts = memory.dream(force=True)
        texts = [r["text"] for r in memory.store.impressions(memory.owner)]
    assert counts["attached"] == 1 and "用户的妈妈血压偏高，降到135/85" in texts


# ---------------------------------------------------------------- a dream in a hurry


def test_a_hurried_dream_leaves_what_the_model_had_no_time_for_to_the_next_dream(tmp_path, loopback):
    loopback.default = lambda body: Reply(
        json.dumps(
            {
                "judgement": "；".join(t for _, t in listed(body["messages"])),
                "cites": [n for n, _ in listed(body["messages"])],
            },
            ensure_ascii=False,
        )
    )
    clock, distiller = Clock(), model(loopback)
    with Memory(home=tmp_path, clock=clock, llm=distiller) as memory:
        for text in DAUGHTER:
            memory.observe(text)
            clock.now += 3600
        distiller.hurry(0)
        counts = memory.dream(force=True)
        assert counts["merged"] == 0 and memory.status()["unconsolidated"] == 3 and loopback.requests == []
        distiller.hurry(None)
        counts = memory.dream(force=True)
    assert counts["merged"] == 1 and counts["distilled_by_model"] == 1


def test_stopping_a_host_with_a_slow_model_returns_in_time_and_the_remarks_wait(tmp_path, loopback):
    from plastic_memory.faces.sessions import Sessions, SleepSettings

    loopback.default = Reply("{}", delay=5.0)
    distiller = ModelDistiller(OpenAIChat(Endpoint("k", loopback.base_url, "m", timeout=25.0), retry_delay=0))
    sessions = Sessions(SleepSettings(idle_seconds=0, shutdown_seconds=1.5))
    from plastic_memory.config import Config

    with Memory(
        home=tmp_path, clock=Clock(), llm=distiller, config=Config(home=tmp_path, dream_min_events=3)
    ) as memory:
        for text in DAUGHTER:
            sessions.recorded(memory, memory.observe(text, session_id="s1"))
        sessions.ended(memory, "s1")  # the session-end dream starts, and waits on the model
        while not loopback.requests:
            time.sleep(0.02)
        started = time.monotonic()
        outcome = sessions.stop()
        assert time.monotonic() - started < 3 and outcome["finished"] is False
        assert all(t.daemon for t in __import__("threading").enumerate() if t.name == "plastic-memory-dream")
    with Memory(home=tmp_path, clock=Clock(), llm=False) as again:
        assert again.status()["unconsolidated"] == 3  # nothing half-applied, nothing lost


# ---------------------------------------------------------------- fallbacks that tell the truth


def test_rule_compaction_never_merges_notes_that_share_no_content_word():
    notes = [
        Remark(1, "用户最近睡眠不好，半夜老是醒", "life"),
        Remark(2, "用户在考虑女儿择校", "life"),
        Remark(3, "用户的妈妈血压偏高", "life"),
        Remark(4, "用户膝盖疼，下楼梯明显", "life"),
        Remark(5, "用户睡眠不好和工作压力有关", "life"),
    ]
    groups = [set(j.ids) for j in RuleDistiller().compact(notes, 2)]
    assert {1, 5} in groups and all(len(g) == 1 for g in groups if g != {1, 5})


def test_the_template_diary_quotes_the_users_remarks_for_a_model_made_impression(tmp_path):
    clock = Clock()
    with Memory(home=tmp_path, clock=clock, llm=Scripted(lambda rs: "用户的女儿朵朵五岁，在择校")) as memory:
        for text in DAUGHTER:
            memory.observe(text)
            clock.now += 3600
        memory.dream(force=True)
        diary = memory.diary()
    assert "「用户" not in diary and "「女儿朵朵今年五岁，明年上小学要择校」" in diary


def test_a_model_diary_that_leaves_out_a_pinned_note_gets_it_in_the_users_words(tmp_path, loopback):
    loopback.default = lambda body: (
        Reply(json.dumps({"diary": "你不吃香菜。"}, ensure_ascii=False))
        if ('"diary"' in body["messages"][0]["content"])
        else Reply('{"labels": []}')
    )
    with Memory(home=tmp_path, clock=Clock(), llm=model(loopback)) as memory:
        memory.observe("我对青霉素过敏")
        memory.observe("我不吃香菜")
        memory.dream(force=True)
        diary = memory.diary()
    assert diary.startswith("你不吃香菜。") and "「我对青霉素过敏」" in diary and diary.count("香菜") == 1


def test_answers_map_numbers_back_to_ids():
    remarks = [Remark(70, "a", "fact"), Remark(71, "b", "fact")]
    assert answers.real_ids(Judgement("x", (2, 1)), remarks) == Judgement("x", (71, 70))


def test_a_judgement_answered_as_a_bare_sentence_cites_what_it_carries():
    remarks = [
        Remark(41, "准备装修新房", "plan"),
        Remark(42, "装修预算二十万", "fact"),
        Remark(43, "我家猫叫煤球", "fact"),
    ]
    made = ModelDistiller(ScriptedChat("用户准备装修新房，预算二十万")).distill(remarks)
    assert made == Judgement("用户准备装修新房，预算二十万", (41, 42))


def test_relabelling_is_off_unless_asked_for(loopback):
    from plastic_memory.sleep.llm import distiller_from_env

    env = {"PLASTIC_MEMORY_BASE_URL": loopback.base_url}
    assert distiller_from_env(env).label([Remark(1, "最近在学游泳", "life")]) is None and loopback.requests == []
    assert distiller_from_env({**env, "PLASTIC_MEMORY_RELABEL": "on"}).relabel is True


def test_a_compaction_judgement_gluing_unrelated_notes_is_dropped():
    notes = [
        Remark(1, "用户最近睡眠不好，半夜老是醒", "life"),
        Remark(2, "用户在考虑女儿择校", "life"),
        Remark(3, "用户的妈妈血压偏高", "life"),
        Remark(4, "用户膝盖疼，下楼梯明显", "life"),
    ]
    glued = {"judgements": [{"judgement": "用户睡眠不好，在考虑女儿择校，妈妈血压偏高，膝盖疼", "cites": [1, 2, 3, 4]}]}
    assert ModelDistiller(ScriptedChat(json.dumps(glued, ensure_ascii=False))).compact(notes, 2) is None


def test_each_call_asks_for_no_more_tokens_than_its_answer_needs(loopback):
    loopback.default = Reply('{"labels": {}}')
    distiller = model(loopback)
    distiller.label([Remark(1, "最近在学游泳", "life")])
    distiller.distill([Remark(1, "准备装修新房", "plan"), Remark(2, "装修预算二十万", "fact")])
    assert [r["max_tokens"] for r in loopback.requests] == [320, 200]


def test_the_diary_waits_at_most_45_seconds_whatever_the_endpoint_allows(loopback):
    seen = []

    class Timed:
        def complete(self, messages, timeout=None, max_tokens=None):
            seen.append(timeout)
            return '{"diary": "你在学游泳。"}', 5

    ModelDistiller(Timed()).narrate([Remark(1, "最近在学游泳", "life")], None)
    ModelDistiller(Timed()).distill([Remark(1, "准备装修新房", "plan"), Remark(2, "装修预算二十万", "fact")])
    assert seen == [45.0, None]
