"""Dreams through a real openai client against a loopback endpoint, and through a stand-in for Hermes' ctx.llm."""

from __future__ import annotations

import json
import re
import sqlite3
from types import SimpleNamespace

import openai
import pytest
from openai_stub import OpenAIStub, Reply

from plastic_memory import Memory
from plastic_memory.sleep.llm import Endpoint, ModelDistiller, OpenAIChat, distiller_for_hermes

RENOVATION = ["准备装修新房", "装修预算二十万", "装修想要北欧风", "装修师傅下周进场", "装修期间先住我妈家"]
JUDGEMENT = "用户在装修新房,预算二十万,想要北欧风,师傅下周进场,装修期间先住我妈家"
START = 1_700_000_000.0


class Clock:
    def __init__(self):
        self.now = START

    def __call__(self) -> float:
        return self.now


def listed(messages: list[dict]) -> list[tuple[int, str]]:
    """The remarks a prompt lists as "[id] text" lines."""
    user = next(m["content"] for m in messages if m["role"] == "user")
    return [(int(i), t) for i, t in re.findall(r"^\[(\d+)\] (.*)$", user, re.M)]


def faithful(messages: list[dict]) -> str:
    """What a good model answers: a judgement in the user's words citing every remark it was shown."""
    remarks = listed(messages)
    system = messages[0]["content"]
    if '"labels"' in system:
        return json.dumps({"labels": []})  # the gate's labels stand
    if '"diary"' in system:
        return json.dumps({"diary": "我记得: " + ";".join(t for _, t in remarks)}, ensure_ascii=False)
    if "all about one matter" in system:  # a compaction asks to fold one group of notes
        return json.dumps(
            {"judgement": ";".join(t for _, t in remarks), "cites": [i for i, _ in remarks]}, ensure_ascii=False
        )
    return json.dumps({"judgement": JUDGEMENT, "cites": [i for i, _ in remarks]}, ensure_ascii=False)


@pytest.fixture
def stub(loopback):
    """The shared loopback endpoint (conftest.py), fresh for each test."""
    return loopback


def model(stub: OpenAIStub, timeout: float = 2.0) -> ModelDistiller:
    return ModelDistiller(
        OpenAIChat(Endpoint("sk-test", stub.base_url, "test-model", timeout), retry_delay=0), relabel=True
    )  # off by default (docs/model.md); these tests look at it too


def live_through_renovation(memory: Memory, clock: Clock) -> tuple[list[int], dict]:
    ids = []
    for text in RENOVATION:
        ids.append(memory.observe(text)["id"])
        clock.now += 3600
    return ids, memory.dream(force=True)


def items(home) -> list[tuple]:
    """Every row of the items table in id order: the whole memory, for comparing two runs."""
    with sqlite3.connect(home / "memory.db") as conn:
        return conn.execute(
            "SELECT id, layer, kind, text, alive, consolidated, merged_into, provenance, state FROM items ORDER BY id"
        ).fetchall()


def assert_consistent(home, event_ids: list[int]) -> None:
    rows = {r[0]: r for r in items(home)}
    assert all(rows[i][1] == "event" for i in event_ids)  # no event lost
    for row in rows.values():
        if row[1] == "impression":
            assert set(json.loads(row[7])["ids"]) <= set(rows)  # provenance points at real rows
        if row[6] is not None:
            assert rows[row[6]][1] == "impression"  # merged into a real impression


@pytest.fixture
def rule_run(tmp_path):
    """The same remarks dreamt by the rule tier alone: what every failure must fall back to."""
    home, clock = tmp_path / "rules", Clock()
    with Memory(home=home, clock=clock, llm=False) as memory:
        live_through_renovation(memory, clock)
    return items(home)


def only_distilling(reply: Reply):
    """A model that keeps the gate's labels and answers every other prompt with `reply`."""
    return lambda body: Reply('{"labels": []}') if '"labels"' in body["messages"][0]["content"] else reply


def test_a_good_answer_becomes_the_impression_with_the_cited_remarks_as_provenance(tmp_path, stub):
    clock = Clock()
    stub.default = lambda body: Reply(faithful(body["messages"]))
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        ids, counts = live_through_renovation(memory, clock)
        assert counts["merged"] == 1 and counts["distilled_by_model"] == 1
        trace = memory.trace(text="北欧风")
        assert trace["text"] == JUDGEMENT and trace["provenance"] == {"from": "events", "ids": ids, "by": "model"}
        assert all(s["status"].startswith(f"merged into #{trace['id']}") for s in trace["sources"])
        status = memory.status()
    assert (status["model_calls"], status["model_failures"], status["model_tokens"]) == (2, 0, 36)  # the judgement,
    request = stub.requests[0]  # then the labels
    assert request["model"] == "test-model" and [t for _, t in listed(request["messages"])] == RENOVATION
    assert_consistent(tmp_path, ids)


@pytest.mark.parametrize(
    "reply, requests",
    [  # the labelling call after each of:
        (Reply(status=500), 3),  # retried once, then given up
        (Reply(delay=1.0), 2),  # slower than the timeout: no retry
        (Reply("Sure, here it is:\n用户在装修新房,预算二十万"), 2),  # not JSON, nor a sentence
        (Reply('{"judgement": "用户在装修新房", "cites": [1, 2, 999]}'), 2),  # cites a remark it was not given
        (Reply('{"judgement": "用户在北京装修新房,预算三十万", "cites": [1, 2]}'), 2),  # invents a place and a number
    ],
)
def test_a_failed_or_unfaithful_model_falls_back_to_exactly_the_rule_tier(tmp_path, stub, rule_run, reply, requests):
    clock, home = Clock(), tmp_path / "model"
    stub.default = only_distilling(reply)
    with Memory(home=home, clock=clock, llm=model(stub, timeout=0.3)) as memory:
        ids, counts = live_through_renovation(memory, clock)
        status = memory.status()
        assert len(stub.requests) == requests
    assert counts["merged"] == 1 and counts["distilled_by_model"] == 0
    assert (status["model_calls"], status["model_failures"], status["events_total"]) == (2, 1, 5)
    assert items(home) == rule_run  # same rows as a dream without a model
    assert_consistent(home, ids)


def test_after_the_endpoint_fails_the_rest_of_the_dream_uses_rules_without_calling(tmp_path, stub):
    clock = Clock()
    stub.default = Reply(status=503)
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        for text in RENOVATION[:3] + ["我在学日语，报了线下班", "我的日语线下班每周三次", "我学日语是想去日本工作"]:
            memory.observe(text)
            clock.now += 3600
        counts = memory.dream(force=True)
        assert counts["merged"] == 2 and counts["distilled_by_model"] == 0
        assert len(stub.requests) == 2  # one call and its retry (503: down), not one per topic
        assert memory.status()["model_calls"] == 1


def test_compaction_and_diary_use_the_model_and_keep_provenance(tmp_path, stub):
    clock = Clock()
    stub.default = lambda body: Reply(faithful(body["messages"]))
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        promises = ["我答应教表弟钢琴", "我答应教表弟吉他", "我答应陪妈妈去爬山", "我答应帮同事搬家"]
        events = [memory.observe(text)["id"] for text in promises]
        memory.dream(force=True)  # labels asked, then four single promotions, no judgement
        impressions = [memory.trace(id=i)["merged_into"] for i in events]
        assert memory.compact(confirm=True)["created"] == 2
        folded = memory.trace(text="钢琴")
        assert folded["text"] == "我答应教表弟钢琴;我答应教表弟吉他"
        assert folded["provenance"] == {"from": "impressions", "ids": impressions[:2]}
        assert memory.diary().startswith("我记得: 你答应教表弟钢琴;你答应教表弟吉他")  # the user's 我 is 你
        assert memory.status()["model_calls"] == 4  # labels, two folds, the diary
    assert "all about one matter" in stub.requests[1]["messages"][0]["content"]
    assert_consistent(tmp_path, events)


# ---------------------------------------------------------------- the model's second look at kinds

SAID = ["奶奶上周走了", "最近在学游泳", "got let go this morning", "我不吃香菜"]


def labels_for(kinds: dict[str, tuple[str, bool]]):
    """A model that labels the remarks whose text it knows, and keeps out of every other prompt."""

    def answer(body):
        system = body["messages"][0]["content"]
        if '"labels"' not in system:
            return Reply(faithful(body["messages"]))
        return Reply(
            json.dumps(
                {
                    "labels": [
                        {"id": i, "kind": kinds[t][0], "critical": kinds[t][1]}
                        for i, t in listed(body["messages"])
                        if t in kinds
                    ]
                }
            )
        )

    return answer


def test_a_dream_relabels_new_remarks_in_one_call_through_the_real_client(tmp_path, stub):
    clock = Clock()
    stub.default = labels_for(
        {"最近在学游泳": ("identity", False), "我不吃香菜": ("critical", True), "奶奶上周走了": ("life", False)}
    )
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        ids = [memory.observe(text)["id"] for text in SAID]
        before = {i: memory.trace(id=i)["kind"] for i in ids}
        counts = memory.dream(force=True)
        after = {i: memory.store.item(memory.owner, i) for i in ids}
        status = memory.status()
    asked = [r for r in stub.requests if '"labels"' in r["messages"][0]["content"]]
    assert len(asked) == 1 and {t for _, t in listed(asked[0]["messages"])} == set(SAID)
    assert counts["relabelled"] == status["relabelled"] == 1
    assert after[ids[1]]["kind"] == "identity" and not after[ids[1]]["pinned"]
    assert after[ids[3]]["kind"] == before[ids[3]] != "critical"  # critical on the model's word alone: refused
    assert after[ids[0]]["kind"] == "critical" and after[ids[0]]["pinned"]  # the gate's critical stays
    assert after[ids[2]]["kind"] == before[ids[2]]  # not answered for: unchanged


@pytest.mark.parametrize(
    "answer",
    [
        '{"labels": [{"id": 1, "kind": "urgent", "critical": false}]}',  # a kind that does not exist
        '{"labels": [{"id": 999, "kind": "life", "critical": false}]}',  # an id it was not given
        '{"labels": [7, {"id": "one", "kind": "life"}]}',  # not an entry, not a number
        "the first one is life",  # not JSON
    ],
)
def test_a_bad_label_answer_changes_nothing(tmp_path, stub, answer):
    clock = Clock()
    stub.default = lambda body: (
        Reply(answer) if '"labels"' in body["messages"][0]["content"] else Reply(faithful(body["messages"]))
    )
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        ids = [memory.observe(text)["id"] for text in SAID]
        before = [tuple(memory.store.item(memory.owner, i)) for i in ids]
        counts = memory.dream(force=True)
        assert [(r[3], r[12]) for r in (memory.store.item(memory.owner, i) for i in ids)] == [
            (r[3], r[12]) for r in before
        ]  # kinds and pins as they were
        assert counts["relabelled"] == 0 and memory.status()["model_failures"] >= 1


def test_a_kind_the_user_gave_is_never_relabelled(tmp_path, stub):
    clock = Clock()
    stub.default = labels_for({"最近在学游泳": ("identity", False)})
    with Memory(home=tmp_path, clock=clock, llm=model(stub)) as memory:
        given = memory.observe("最近在学游泳", kind="pref")["id"]
        assert memory.dream(force=True)["relabelled"] == 0
        assert memory.store.item(memory.owner, given)["kind"] == "pref"


def test_with_no_model_nothing_is_asked(tmp_path, stub):
    with Memory(home=tmp_path, clock=Clock(), llm=False) as memory:
        for text in SAID:
            memory.observe(text)
        assert memory.dream(force=True)["relabelled"] == 0
    assert stub.requests == []


# ---------------------------------------------------------------- through Hermes' ctx.llm


class StandInPluginLlm:
    """The shape of agent.plugin_llm.PluginLlm.complete, answering like a good model (or failing on request)."""

    def __init__(self, fail: bool = False):
        self.fail, self.calls = fail, []

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
        self.calls.append({"timeout": timeout, "purpose": purpose})
        if self.fail:
            raise RuntimeError("no provider configured")
        usage = SimpleNamespace(
            input_tokens=90,
            output_tokens=30,
            total_tokens=120,
            cache_read_tokens=0,
            cache_write_tokens=0,
            cost_usd=None,
        )
        return SimpleNamespace(
            text=faithful(messages), provider="custom", model="m", agent_id="default", usage=usage, audit={}
        )


def test_inside_hermes_a_dream_distils_through_the_hosts_model(tmp_path):
    clock, host = Clock(), StandInPluginLlm()
    with Memory(home=tmp_path, clock=clock, llm=distiller_for_hermes(host, {"PLASTIC_MEMORY_RELABEL": "on"})) as memory:
        ids, counts = live_through_renovation(memory, clock)
        trace = memory.trace(text="北欧风")
        status = memory.status()
    assert counts["distilled_by_model"] == 1 and trace["text"] == JUDGEMENT and trace["provenance"]["ids"] == ids
    assert (status["model_calls"], status["model_failures"], status["model_tokens"]) == (2, 0, 240)
    assert host.calls[0]["timeout"] == 20.0


def test_inside_hermes_a_failing_host_model_falls_back_to_rules(tmp_path, rule_run):
    clock = Clock()
    with Memory(
        home=tmp_path,
        clock=clock,
        llm=distiller_for_hermes(StandInPluginLlm(fail=True), {"PLASTIC_MEMORY_RELABEL": "on"}),
    ) as memory:
        ids, counts = live_through_renovation(memory, clock)
        assert (memory.status()["model_calls"], memory.status()["model_failures"]) == (2, 2)  # then: down
    assert counts["distilled_by_model"] == 0 and items(tmp_path) == rule_run


# ---------------------------------------------------------------- the client's retry policy


@pytest.mark.parametrize(
    "replies, requests, outcome",
    [
        ([Reply(status=500), Reply("fine")], 2, "fine"),
        ([Reply(status=429), Reply("fine")], 2, "fine"),
        ([Reply(status=500), Reply(status=502)], 2, openai.InternalServerError),
        ([Reply(status=400), Reply("fine")], 2, "fine"),  # no response_format here: asked again without it
        ([Reply(status=400), Reply(status=400)], 2, openai.BadRequestError),
        ([Reply("late", delay=1.0)], 1, openai.APITimeoutError),
    ],
)
def test_the_client_retries_once_and_only_what_may_pass_the_second_time(stub, replies, requests, outcome):
    stub.enqueue(*replies)
    chat = OpenAIChat(Endpoint("sk-test", stub.base_url, "test-model", timeout=0.3), retry_delay=0)
    if isinstance(outcome, str):
        assert chat.complete([{"role": "user", "content": "hi"}]) == (outcome, 18)
    else:
        with pytest.raises(outcome):
            chat.complete([{"role": "user", "content": "hi"}])
    assert len(stub.requests) == requests
    assert stub.requests[0].get("response_format") == {"type": "json_object"}
    assert ("response_format" in stub.requests[-1]) == (replies[0].status != 400)
