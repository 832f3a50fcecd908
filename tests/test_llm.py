"""The model tier without a server: where the model comes from, the guardrails, the call budget, no stray network."""

from __future__ import annotations

import json
import logging
import socket
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from plastic_memory import Memory
from plastic_memory.sleep.distill import Judgement, Remark
from plastic_memory.sleep.guard import Rejected, check_diary, check_judgement, check_judgements, parse_json
from plastic_memory.language.text import clean
from plastic_memory.sleep.llm import (
    DEEPSEEK_BASE_URL,
    OPENAI_BASE_URL,
    PLACEHOLDER_KEY,
    Endpoint,
    HermesChat,
    ModelDistiller,
    OpenAIChat,
    distill_messages,
    distiller_for_hermes,
    distiller_from_env,
    endpoint_from_env,
)

REPO = Path(__file__).resolve().parents[1]

RENOVATION = [
    Remark(1, "准备装修新房", "plan"),
    Remark(2, "装修预算二十万", "fact"),
    Remark(3, "装修想要北欧风", "pref"),
    Remark(4, "装修师傅下周进场", "plan"),
    Remark(5, "装修期间先住我妈家", "life"),
]
MOVING = [
    Remark(11, "I live in Boston", "identity"),
    Remark(12, "I'm thinking about moving to Denver next year", "plan"),
    Remark(13, "I prefer tea over coffee", "pref"),
]


# ---------------------------------------------------------------- where the model comes from

DS, OA = DEEPSEEK_BASE_URL, OPENAI_BASE_URL


@pytest.mark.parametrize(
    "env, expected",
    [
        ({}, None),
        ({"OPENAI_API_KEY": "  "}, None),
        ({"OPENAI_API_KEY": "o"}, ("o", OA, "gpt-4o-mini", 20.0)),
        ({"DEEPSEEK_API_KEY": "d"}, ("d", DS, "deepseek-chat", 20.0)),
        ({"DEEPSEEK_API_KEY": "d", "OPENAI_API_KEY": "o"}, ("d", DS, "deepseek-chat", 20.0)),
        ({"PLASTIC_MEMORY_API_KEY": "p", "DEEPSEEK_API_KEY": "d"}, ("p", OA, "gpt-4o-mini", 20.0)),
        (
            {"PLASTIC_MEMORY_API_KEY": "p", "PLASTIC_MEMORY_BASE_URL": "https://api.deepseek.com/v1"},
            ("p", "https://api.deepseek.com/v1", "deepseek-chat", 20.0),
        ),
        (
            {"OPENAI_API_KEY": "o", "PLASTIC_MEMORY_BASE_URL": "https://llm.example/v1", "PLASTIC_MEMORY_MODEL": "m1"},
            ("o", "https://llm.example/v1", "m1", 20.0),
        ),
        (
            {"PLASTIC_MEMORY_BASE_URL": "http://localhost:11434/v1"},
            (PLACEHOLDER_KEY, "http://localhost:11434/v1", "llama3.2", 120.0),
        ),  # a local model: longer
        ({"DEEPSEEK_API_KEY": "d", "PLASTIC_MEMORY_TIMEOUT": "3.5"}, ("d", DS, "deepseek-chat", 3.5)),
        ({"DEEPSEEK_API_KEY": "d", "PLASTIC_MEMORY_TIMEOUT": "soon"}, ("d", DS, "deepseek-chat", 20.0)),
        ({"DEEPSEEK_API_KEY": "d", "PLASTIC_MEMORY_TIMEOUT": "-1"}, ("d", DS, "deepseek-chat", 20.0)),
        ({"OPENAI_API_KEY": "o", "PLASTIC_MEMORY_DISTILL": "rules"}, None),
        ({"PLASTIC_MEMORY_BASE_URL": "http://localhost:11434/v1", "PLASTIC_MEMORY_DISTILL": " Rules "}, None),
    ],
)
def test_endpoint_resolution_follows_the_documented_precedence(env, expected):
    endpoint = endpoint_from_env(env)
    if expected is None:
        assert endpoint is None
    else:
        assert (endpoint.api_key, endpoint.base_url, endpoint.model, endpoint.timeout) == expected


def test_an_unusable_timeout_falls_back_to_the_default_with_a_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="plastic_memory.sleep.llm"):
        endpoint = endpoint_from_env({"OPENAI_API_KEY": "o", "PLASTIC_MEMORY_TIMEOUT": "nan"})
    assert endpoint.timeout == 20.0
    assert "PLASTIC_MEMORY_TIMEOUT" in caplog.text


def test_the_key_never_shows_in_an_endpoint_repr():
    assert "sk-secret" not in repr(Endpoint("sk-secret", OA, "m"))


class FakePluginLlm:
    """Same call shape as Hermes' agent.plugin_llm.PluginLlm.complete; records what it was asked."""

    def __init__(self, text: str = "", usage: object = None):
        self.text, self.usage, self.calls = text, usage, []

    def complete(
        self,
        messages,
        *,
        provider=None,
        model=None,
        temperature=None,
        max_tokens=None,
        timeout=None,
        agent_id=None,
        profile=None,
        purpose=None,
    ):
        self.calls.append({"messages": messages, "timeout": timeout, "purpose": purpose, "max_tokens": max_tokens})
        return SimpleNamespace(text=self.text, provider="p", model="m", agent_id="default", usage=self.usage)


@pytest.mark.parametrize(
    "has_host, env, expected",
    [
        (False, {}, None),
        (True, {}, HermesChat),
        (True, {"OPENAI_API_KEY": "o"}, OpenAIChat),  # an endpoint of our own wins over the host's model
        (False, {"OPENAI_API_KEY": "o"}, OpenAIChat),
        (True, {"PLASTIC_MEMORY_DISTILL": "rules"}, None),
        (True, {"PLASTIC_MEMORY_DISTILL": "rules", "OPENAI_API_KEY": "o"}, None),
    ],
)
def test_hermes_uses_the_hosts_model_unless_an_endpoint_is_configured_or_rules_are_asked(has_host, env, expected):
    distiller = distiller_for_hermes(FakePluginLlm() if has_host else None, env)
    if expected is None:
        assert distiller is None
    else:
        assert isinstance(distiller, ModelDistiller) and isinstance(distiller.chat, expected)


def test_distiller_from_env_builds_an_openai_chat_for_the_configured_endpoint():
    assert distiller_from_env({}) is None
    distiller = distiller_from_env({"DEEPSEEK_API_KEY": "d", "PLASTIC_MEMORY_MODEL": "deepseek-reasoner"})
    assert distiller.chat.endpoint == Endpoint("d", DS, "deepseek-reasoner", 20.0, 20.0)


def test_hermes_chat_passes_timeout_and_purpose_and_reads_usage_tokens():
    host = FakePluginLlm("hi", usage=SimpleNamespace(input_tokens=5, output_tokens=3, total_tokens=8))
    chat = distiller_for_hermes(host, {"PLASTIC_MEMORY_TIMEOUT": "7"}).chat
    assert chat.complete([{"role": "user", "content": "x"}]) == ("hi", 8)
    assert host.calls[0]["timeout"] == 7.0 and "plastic-memory" in host.calls[0]["purpose"]
    assert HermesChat(FakePluginLlm("hi", usage=None)).complete([]) == ("hi", 0)


def test_hermes_chat_works_with_the_real_plugin_llm_class():
    plugin_llm = pytest.importorskip("agent.plugin_llm")
    seen = {}

    def caller(**kwargs):
        seen.update(kwargs)
        message = SimpleNamespace(content='{"judgement": "用户在装修新房，预算二十万", "cites": [1, 2]}')
        return (
            "custom",
            "m",
            SimpleNamespace(
                choices=[SimpleNamespace(message=message)],
                usage=SimpleNamespace(prompt_tokens=30, completion_tokens=12, total_tokens=42),
            ),
        )

    host = plugin_llm.make_plugin_llm_for_test(
        plugin_id="plastic-memory", sync_caller=caller, policy=plugin_llm._TrustPolicy(plugin_id="plastic-memory")
    )
    distiller = distiller_for_hermes(host, {})
    assert distiller.distill(RENOVATION) == Judgement("用户在装修新房，预算二十万", (1, 2))
    assert distiller.take_usage() == {"calls": 1, "failures": 0, "tokens": 42}
    assert seen["timeout"] == 20.0 and seen["messages"][0]["role"] == "system"


# ---------------------------------------------------------------- guardrails


def answer(judgement: object, cites: object) -> dict:
    return {"judgement": judgement, "cites": cites}


@pytest.mark.parametrize(
    "remarks, reply, ids",
    [
        (
            RENOVATION,
            answer("用户正在装修新房，预算二十万，偏好北欧风，装修期间先住妈妈家", [1, 2, 3, 5]),
            (1, 2, 3, 5),
        ),
        (RENOVATION, answer("用户打算装修新房，预算约20万元，倾向北欧风格", [1, 2, 3]), (1, 2, 3)),
        (RENOVATION, answer("用户喜欢北欧风格的装修，师傅下周进场", ["3", "4", 3]), (3, 4)),
        (RENOVATION, {"judgment": "用户在装修新房", "cites": [1]}, (1,)),
        (
            MOVING,
            answer("The user lives in Boston and is thinking about moving to Denver next year.", [11, 12]),
            (11, 12),
        ),
        (MOVING, answer("Prefers tea over coffee.", [13]), (13,)),
    ],
)
def test_a_faithful_paraphrase_is_accepted_with_its_citations(remarks, reply, ids):
    judgement = check_judgement(reply, remarks)
    assert judgement.ids == ids and judgement.text == clean(reply.get("judgement", reply.get("judgment")))


@pytest.mark.parametrize(
    "remarks, reply, reason",
    [
        (RENOVATION, [1, 2], "not an object"),
        (RENOVATION, answer(5, [1]), "not a string"),
        (RENOVATION, answer("   ", [1]), "empty"),
        (RENOVATION, {"judgement": "用户在装修新房"}, "no remarks cited"),
        (RENOVATION, answer("用户在装修新房", []), "no remarks cited"),
        (RENOVATION, answer("用户在装修新房", [1, 99]), "99"),
        (RENOVATION, answer("用户在装修新房", [True]), "not an id"),
        (RENOVATION, answer("装修预算二十万" * 5, [2]), "characters"),
        (RENOVATION, answer("用户在北京装修新房，偏好北欧风", [1, 3]), "北京"),  # 北 alone is in a source (北欧)
        (RENOVATION, answer("用户在上海装修新房", [1]), "上海"),
        (RENOVATION, answer("用户和张伟一起装修新房", [1]), "张伟"),
        (RENOVATION, answer("用户装修预算三十万", [2]), "三十万"),
        (RENOVATION, answer("用户装修预算30万", [2]), "30万"),
        (RENOVATION, answer("用户在 Google 上班，准备装修新房", [1]), "Google"),
        (RENOVATION, answer("用户把新房叫作“我的小窝”", [1]), "我的小窝"),
        (RENOVATION, answer("The user is renovating a new flat.", [1, 3]), "language"),
        (RENOVATION, answer("用户装修想要北欧风，预算二十万", [3]), "二十万"),  # true, but not in what it cites
        (MOVING, answer("The user lives in Chicago.", [11]), "Chicago"),
        (MOVING, answer("The user plans to move to Denver in 2025.", [12]), "2025"),
        (MOVING, answer('The user calls Boston "home sweet home".', [11]), "home sweet home"),
        (MOVING, answer("用户住在波士顿", [11]), "language"),
    ],
)
def test_an_answer_that_breaks_a_guardrail_is_rejected(remarks, reply, reason):
    with pytest.raises(Rejected, match=reason):
        check_judgement(reply, remarks)


@pytest.mark.parametrize(
    "text, value",
    [
        ('{"judgement": "a", "cites": [1]}', {"judgement": "a", "cites": [1]}),
        ('```json\n{"judgement": "a", "cites": [1]}\n```', {"judgement": "a", "cites": [1]}),
        ('<think>{maybe}</think>Here: {"judgement": "a", "cites": [1]}', {"judgement": "a", "cites": [1]}),
    ],
)
def test_json_is_found_inside_fences_and_reasoning(text, value):
    assert parse_json(text) == value


@pytest.mark.parametrize("text", ["", "   ", "用户在装修", '{"judgement": "用户在装修新房", "cites": [1]'])
def test_an_answer_without_a_json_object_is_rejected(text):
    with pytest.raises(Rejected):
        check_judgement(parse_json(text), RENOVATION)


CORE = [
    Remark(21, "用户在装修新房，预算二十万", "impression"),
    Remark(22, "装修想要北欧风", "impression"),
    Remark(23, "我不吃香菜", "impression"),
    Remark(24, "我对花生过敏", "impression"),
]
GOOD_COMPACTION = [
    answer("用户在装修新房，预算二十万，想要北欧风", [21, 22]),
    answer("用户不吃香菜，对花生过敏", [23, 24]),
]


def test_a_compaction_that_merges_every_note_is_accepted_bare_or_wrapped():
    expected = [Judgement(clean(item["judgement"]), tuple(item["cites"])) for item in GOOD_COMPACTION]
    assert check_judgements({"judgements": GOOD_COMPACTION}, CORE, 2) == expected
    assert check_judgements(GOOD_COMPACTION, CORE, 2) == expected


@pytest.mark.parametrize(
    "items, reason",
    [
        ([GOOD_COMPACTION[0], answer("用户不吃香菜", [23])], r"\[24\] were dropped"),
        ([answer(r.text, [r.id]) for r in CORE], "not a compaction"),
        ([GOOD_COMPACTION[0], answer("用户不吃香菜，对芒果过敏", [23, 24])], "芒果"),
        ([], "no list"),
    ],
)
def test_a_compaction_that_drops_keeps_or_invents_notes_is_rejected(items, reason):
    with pytest.raises(Rejected, match=reason):
        check_judgements({"judgements": items}, CORE, 2)


def test_a_diary_may_connect_the_notes_but_not_add_to_them():
    text = "今天回想起你：你正在装修新房，预算二十万，想要北欧风，装修期间先住你妈家。"
    assert check_diary({"diary": text}, RENOVATION) == clean(text)
    with pytest.raises(Rejected, match="杭州"):
        check_diary({"diary": "你在杭州装修新房。"}, RENOVATION)
    with pytest.raises(Rejected, match="empty"):
        check_diary({"diary": ""}, RENOVATION)


# ---------------------------------------------------------------- the distiller's budget and bookkeeping


class ScriptedChat:
    """A model that answers from a script: each entry is a reply text or an exception to raise."""

    def __init__(self, *script, tokens: int = 10):
        self.script, self.tokens, self.asked = list(script), tokens, []

    def complete(self, messages):
        self.asked.append(messages)
        step = self.script.pop(0)
        if isinstance(step, Exception):
            raise step
        return step, self.tokens


GOOD = json.dumps(answer("用户在装修新房,预算二十万", [1, 2]), ensure_ascii=False)
INVENTED = json.dumps(answer("用户在杭州装修新房", [1]), ensure_ascii=False)


def test_a_good_answer_becomes_the_judgement_and_usage_is_counted():
    distiller = ModelDistiller(ScriptedChat(GOOD, INVENTED, tokens=25))
    assert distiller.distill(RENOVATION) == Judgement("用户在装修新房,预算二十万", (1, 2))
    assert distiller.distill(RENOVATION) is None
    assert distiller.take_usage() == {"calls": 2, "failures": 1, "tokens": 50}
    assert distiller.take_usage() == {"calls": 0, "failures": 0, "tokens": 0}


def test_one_failed_call_leaves_the_model_to_the_rest_of_the_dream():
    chat = ScriptedChat(TimeoutError("slow"), GOOD)
    distiller = ModelDistiller(chat)
    assert distiller.distill(RENOVATION) is None
    assert distiller.distill(RENOVATION) == Judgement("用户在装修新房,预算二十万", (1, 2)) and len(chat.asked) == 2
    assert distiller.take_usage() == {"calls": 2, "failures": 1, "tokens": 10}


def test_an_endpoint_that_is_down_or_fails_twice_in_a_row_is_skipped_for_the_rest_of_the_dream():
    for script in ((ConnectionRefusedError("refused"),), (TimeoutError("slow"), TimeoutError("slow"))):
        chat = ScriptedChat(*script, GOOD)
        distiller = ModelDistiller(chat)
        assert all(distiller.distill(RENOVATION) is None for _ in range(3)) and len(chat.asked) == len(script)
        assert distiller.take_usage()["failures"] == len(script)
        assert distiller.distill(RENOVATION) == Judgement("用户在装修新房,预算二十万", (1, 2))  # next dream tries


def test_calls_per_dream_are_capped_until_usage_is_taken():
    chat = ScriptedChat(GOOD, GOOD, GOOD)
    distiller = ModelDistiller(chat, max_calls_per_dream=2)
    results = [distiller.distill(RENOVATION) for _ in range(3)]
    assert results[2] is None and len(chat.asked) == 2
    assert distiller.take_usage()["calls"] == 2
    assert distiller.distill(RENOVATION) is not None


def test_a_judgement_resting_on_one_remark_of_a_topic_falls_back_to_rules():
    one = json.dumps(answer("用户装修预算二十万", [2]), ensure_ascii=False)
    alone = json.dumps(answer("用户装修预算二十万", [1]), ensure_ascii=False)  # the prompt numbers from 1
    distiller = ModelDistiller(ScriptedChat(one, alone))
    assert distiller.distill(RENOVATION) is None
    assert distiller.distill(RENOVATION[1:2]) == Judgement("用户装修预算二十万", (2,))  # a one-remark topic may
    assert distiller.take_usage()["failures"] == 1


def test_model_text_is_cleaned_like_the_users():
    reply = answer("用户在装修\u200b新房  ,预算二十万", [1, 2])
    assert check_judgement(reply, RENOVATION).text == "用户在装修新房 ,预算二十万"


def test_nothing_to_distill_costs_no_call():
    chat = ScriptedChat()
    distiller = ModelDistiller(chat)
    assert distiller.distill([]) is None and distiller.narrate([], None) is None
    assert distiller.compact(CORE[:1], 1) is None and chat.asked == []


def test_the_prompt_names_the_users_language_and_lists_the_ids():
    system, user = distill_messages(RENOVATION)
    assert "Chinese" in system["content"] and "[2] 装修预算二十万" in user["content"]
    system, _ = distill_messages(MOVING)
    assert "Chinese" not in system["content"] and "The user" in system["content"]


def test_narrate_and_compact_go_through_the_guard():
    diary = json.dumps({"diary": "你正在装修新房,想要北欧风。"}, ensure_ascii=False)
    fold = answer(GOOD_COMPACTION[0]["judgement"], [1, 2])  # prompts number 1..n
    chat = ScriptedChat(diary, json.dumps(fold, ensure_ascii=False))
    distiller = ModelDistiller(chat)
    assert distiller.narrate(RENOVATION, "warm") == "你正在装修新房,想要北欧风。"
    assert "Tone: warm" in chat.asked[0][0]["content"]
    assert [j.ids for j in distiller.compact(CORE, 2)] == [(21, 22)]  # 香菜 and 花生 share no word: not merged


# ---------------------------------------------------------------- no configuration, no network


@pytest.fixture
def tripwire(monkeypatch):
    """Record (and refuse) every attempt to open a network connection or resolve a name."""
    attempts = []

    def refuse(*args, **kwargs):
        attempts.append(args[1:] if args and isinstance(args[0], socket.socket) else args)
        raise OSError("network use in a test that should not touch the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket.socket, "connect_ex", refuse)
    monkeypatch.setattr(socket, "getaddrinfo", refuse)
    for name in (
        "PLASTIC_MEMORY_API_KEY",
        "DEEPSEEK_API_KEY",
        "OPENAI_API_KEY",
        "PLASTIC_MEMORY_BASE_URL",
        "PLASTIC_MEMORY_MODEL",
        "PLASTIC_MEMORY_DISTILL",
        "PLASTIC_MEMORY_TIMEOUT",
        "PLASTIC_MEMORY_HOME",
    ):
        monkeypatch.delenv(name, raising=False)
    return attempts


def live_a_little(memory: Memory) -> None:
    for remark in RENOVATION:
        memory.observe(remark.text)
    memory.dream(force=True)
    memory.diary()


def test_without_configuration_nothing_touches_the_network(tripwire, tmp_path):
    with Memory(home=tmp_path, llm=None) as memory:
        live_a_little(memory)
        assert memory.status().get("model_calls", 0) == 0
    assert tripwire == []


def test_the_tripwire_sees_a_configured_model(tripwire, tmp_path, monkeypatch):
    monkeypatch.setenv("PLASTIC_MEMORY_BASE_URL", "http://127.0.0.1:9/v1")  # the control: same steps, a model set
    with Memory(home=tmp_path, llm=None) as memory:
        live_a_little(memory)
    assert tripwire


def test_importing_the_package_or_configuring_a_model_does_not_import_openai():
    code = (
        "import sys, plastic_memory, plastic_memory.sleep.llm as llm\n"
        "d = llm.distiller_from_env({'OPENAI_API_KEY': 'o'})\n"
        "print('openai' in sys.modules, type(d.chat).__name__)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "OpenAIChat"]
