"""The dream's model reads changes of mind the rules cannot read from words: through the real openai client against a
loopback endpoint, on a real memory file. The endpoint stands in for a model; what it names is retired as superseded
by the newer remark (trace says so), what it does not name stays, and a model that names every pair, fails or is
absent changes nothing."""

from __future__ import annotations

import json
import re

import pytest
from openai_stub import Reply

from plastic_memory import Memory
from plastic_memory.sleep import answers
from plastic_memory.sleep.changes import candidate_pairs
from plastic_memory.sleep.guard import Rejected
from plastic_memory.sleep.llm import Endpoint, ModelDistiller, OpenAIChat

DAY = 86400.0

# (older remark, newer one said by meaning only, a word of the older that must leave the notes): the rules read none
# of these as an update (tests/test_model_changes.py checks that first, so the model is what changes them).
BY_MEANING = [
    ("我在读研二，导师天天催论文。", "入职第一个月终于发工资了，再也不用看导师脸色了。", "研二"),
    ("We live in Phoenix, it's so hot", "Portland's been great so far, the kids started school here monday", "Phoenix"),
    ("I'm in law school, 2L, drowning in reading", "passed the bar!!! I'm a real lawyer now", "law school"),
]
OTHERS = ["我对灰尘过敏", "My sister lives in Atlanta", "I take a hot bath every night"]


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


def said_to_model(body: dict) -> str:
    """The text of a request's non-system messages (Hermes' structured call sends the items as content parts)."""
    parts = [m["content"] for m in body["messages"] if m["role"] != "system"]
    return "\n".join(p if isinstance(p, str) else "\n".join(x.get("text", "") for x in p) for p in parts)


def pairs_asked(body: dict) -> list[tuple[int, str, str]]:
    """The (number, earlier, later) pairs a request for changes lists."""
    user = said_to_model(body)
    return [(int(n), a, b) for n, a, b in re.findall(r"^\[(\d+)\] earlier: (.*)\n +later: (.*)$", user, re.M)]


def reader(changed: list[tuple[str, str]]):
    """A model that names the pairs whose earlier and later remarks hold the given words, and answers every other
    request with nothing to change (no judgement, no labels)."""

    def answer(body: dict) -> Reply:
        if "    later: " not in said_to_model(body):
            return Reply(json.dumps({"labels": []}))
        named = [n for n, a, b in pairs_asked(body) if any(x in a and y in b for x, y in changed)]
        return Reply(json.dumps({"outdated": named}))

    return answer


def model(stub) -> ModelDistiller:
    return ModelDistiller(OpenAIChat(Endpoint("sk-test", stub.base_url, "test-model", 2.0), retry_delay=0))


def told(memory: Memory, clock: Clock, older: str, newer: str) -> None:
    """The older remark among others, a dream, and the newer a few days later."""
    for text in [*OTHERS, older]:
        memory.observe(text, session_id="s1")
        clock.now += 60
    clock.now += DAY
    memory.dream(force=True)
    clock.now += 3 * DAY
    memory.observe(newer, session_id="s2")
    clock.now += 3600


def live(memory: Memory, clock: Clock, older: str, newer: str) -> dict:
    """told(), and the dream after the newer remark."""
    told(memory, clock, older, newer)
    return memory.dream(force=True)


def alive_texts(memory: Memory) -> list[str]:
    return [r["text"] for r in memory.store.owner_items(memory.owner) if r["alive"] and r["layer"] == "event"]


@pytest.mark.parametrize("older,newer,mark", BY_MEANING)
def test_the_rules_alone_keep_these_older_remarks(tmp_path, older, newer, mark):
    """The class the model is for: updates said only by meaning, which the rule tier leaves standing."""
    clock = Clock()
    with Memory(home=tmp_path, clock=clock, llm=False) as memory:
        counts = live(memory, clock, older, newer)
        assert counts["outdated_by_model"] == 0
        assert any(mark in t for t in alive_texts(memory))


@pytest.mark.parametrize("older,newer,mark", BY_MEANING)
def test_what_the_model_names_is_superseded_by_the_newer_remark(tmp_path, loopback, older, newer, mark):
    clock = Clock()
    loopback.default = reader([(older, newer)])
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        counts = live(memory, clock, older, newer)
        assert counts["outdated_by_model"] == 1
        assert not any(mark in t for t in alive_texts(memory))
        assert newer.strip() in " ".join(alive_texts(memory)) or any(t in newer for t in alive_texts(memory))
        assert set(OTHERS) <= set(alive_texts(memory))  # asked beside it, not named: kept
        row = next(r for r in memory.store.owner_items(memory.owner) if r["layer"] == "event" and mark in r["text"])
        gone = memory.trace(id=row["id"])
        assert gone["alive"] is False and gone["state"] == "superseded"
        assert re.fullmatch(r"updated: see #\d+ \(the dream's model read it\)", gone["why"])
        block = memory.context(mark, session_id="probe") or ""
        assert mark not in block
    asked = [p for body in loopback.requests for p in pairs_asked(body)]
    assert any(older.rstrip("。") in a and b in newer for _, a, b in asked)


def test_look_alikes_the_model_leaves_out_stay(tmp_path, loopback):
    clock = Clock()
    loopback.default = reader([])
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        counts = live(memory, clock, "I ride an old Trek hybrid to work", "Took the Trek out on the river trail today")
        assert counts["outdated_by_model"] == 0
        assert "I ride an old Trek hybrid to work" in alive_texts(memory)
    assert any(pairs_asked(body) for body in loopback.requests)  # it was asked, and said no


def test_a_model_naming_every_pair_changes_nothing(tmp_path, loopback):
    """Naming every pair of two or more tells them apart no better than naming none."""
    clock = Clock()

    def everything(body: dict) -> Reply:
        if "    later: " not in said_to_model(body):
            return Reply(json.dumps({"labels": []}))
        return Reply(json.dumps({"outdated": [n for n, _, _ in pairs_asked(body)]}))

    loopback.default = everything
    older, newer, mark = BY_MEANING[0]
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        for text in ["我在杭州上班", "我养了一只猫叫团子", "我住在西湖边"]:
            memory.observe(text, session_id="s0")
            clock.now += 60
        counts = live(memory, clock, older, newer)
        assert counts["outdated_by_model"] == 0
        assert any(mark in t for t in alive_texts(memory))


def test_a_failing_model_changes_nothing_and_the_dream_goes_on(tmp_path, loopback):
    clock = Clock()
    loopback.default = Reply(status=500)
    older, newer, mark = BY_MEANING[0]
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        counts = live(memory, clock, older, newer)
        assert counts["dreamt"] and counts["outdated_by_model"] == 0
        assert any(mark in t for t in alive_texts(memory))


def test_a_look_cut_short_at_exit_is_made_whole_by_the_next_dream(tmp_path, loopback):
    """A dream at exit with no time for the model takes the new remark in without looking for what it changes; the
    next dream looks (the remark is no longer new to a dream, and would otherwise never be put)."""
    clock = Clock()
    older, newer, mark = BY_MEANING[2]
    loopback.default = reader([(older, newer)])
    distiller = model(loopback)
    with Memory(home=tmp_path, clock=clock, llm=distiller) as memory:
        told(memory, clock, older, newer)
        distiller.hurry(0.0)  # the session ends: no model call may start
        assert memory.dream(force=True)["outdated_by_model"] == 0
        assert any(mark in t for t in alive_texts(memory))
        distiller.hurry(None)
        clock.now += DAY
        assert memory.dream(force=True)["outdated_by_model"] == 1
        assert not any(mark in t for t in alive_texts(memory))
        clock.now += DAY
        asked = len(loopback.requests)
        memory.dream(force=True)  # looked at whole: not put again
        assert not any(pairs_asked(body) for body in loopback.requests[asked:])


def test_a_remark_said_again_is_not_put_as_news(tmp_path, loopback):
    """The look is for what was said since the last one: an old remark said again was looked at when it was new, and
    as the newer of a pair its old words would pass for a change."""
    clock = Clock()
    loopback.default = reader([])
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        live(memory, clock, "We live in Phoenix, it's so hot", "Portland's been great so far, the kids love it")
        clock.now += DAY
        asked = len(loopback.requests)
        memory.observe("We live in Phoenix, it's so hot", session_id="s3")
        clock.now += 3600
        memory.dream(force=True)
        later = [b for body in loopback.requests[asked:] for _, _, b in pairs_asked(body)]
        assert not any("Phoenix" in b for b in later)


@pytest.mark.parametrize(
    "older,newer",
    [
        (
            "I'm fighting a nasty depression, can't get out of bed most days",
            "my therapist says I'm doing so much better, we're down to one session a month",
        ),
        ("my asthma has been terrible this spring", "new inhaler is magic, ran 5k without wheezing"),
    ],
)
def test_an_update_naming_the_matter_in_other_words_is_put_beside_it(tmp_path, older, newer):
    """No word is shared, but both name one matter of a life (language/matters.py): the pair is put to the model."""
    clock = Clock()
    with Memory(home=tmp_path, clock=clock, llm=False) as memory:
        for text in [*OTHERS, "Worked late again today", "Went hiking on Saturday", older]:
            memory.observe(text, session_id="s1")
            clock.now += 60
        clock.now += DAY
        memory.dream(force=True)
        clock.now += 3 * DAY
        new_id = memory.observe(newer, session_id="s2")["id"]
        pairs = candidate_pairs(memory._state.live(), [new_id])
        assert older in [old.text for _, old in pairs]


def test_pasted_text_is_never_put_as_the_newer_remark(tmp_path, loopback):
    """Text pasted from elsewhere tells what someone else wrote: it replaces nothing of the user's."""
    clock = Clock()
    loopback.default = reader([("Phoenix", "Portland")])
    pasted = (
        "---------- Forwarded message ---------\nFrom: Ann Lee <ann@example.com>\nSubject: our move\n\n"
        "Portland's been great so far, the kids started school here monday"
    )
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        for text in ["We live in Phoenix, it's so hot", *OTHERS]:
            memory.observe(text, session_id="s1")
            clock.now += 60
        clock.now += DAY
        memory.dream(force=True)
        assert memory.observe(pasted, session_id="s2")["action"] == "stored"
        clock.now += 3600
        assert memory.dream(force=True)["outdated_by_model"] == 0
        assert "We live in Phoenix, it's so hot" in alive_texts(memory)


@pytest.mark.parametrize(
    "answer,count,expected",
    [
        ({"outdated": [2]}, 4, {2}),
        ({"outdated": ["1", "[3]", 9, True]}, 4, {1, 3}),
        ([2, 4], 6, {2, 4}),
        ({"1": "yes", "2": "no", "3": True}, 3, {1, 3}),
        ({"1": "my job: no", "2": "my job: yes", "3": "my car: No."}, 3, {2}),
        ({"1": {"about": "home", "answer": "yes"}, "2": "home: no"}, 2, {1}),
        ({"outdated": [1]}, 1, {1}),
        ({"outdated": []}, 5, set()),
        (3, 4, {3}),
    ],
)
def test_answers_in_the_shapes_models_give(answer, count, expected):
    assert answers.outdated(answer, count) == expected


@pytest.mark.parametrize(
    "answer",
    [{"outdated": [1, 2, 3]}, [3, 1, 2], {"1": "job: yes", "2": "yes", "3": True}, "no list", {"outdated": "none"}],
)
def test_answers_that_tell_nothing_apart_are_rejected(answer):
    with pytest.raises(Rejected):
        answers.outdated(answer, 3)


def test_inside_hermes_the_hosts_model_reads_the_change(tmp_path):
    """Through Hermes' own model facade (agent.plugin_llm, the class the plugin is handed as ctx.llm), as the plugin
    builds its distiller inside Hermes."""
    from types import SimpleNamespace

    from plastic_memory.sleep.llm import distiller_for_hermes

    plugin_llm = pytest.importorskip("agent.plugin_llm")
    older, newer, mark = BY_MEANING[2]

    def caller(**kwargs):
        body = {"messages": kwargs["messages"]}
        text = reader([(older, newer)])(body).text
        message = SimpleNamespace(content=text)
        usage = SimpleNamespace(prompt_tokens=30, completion_tokens=5, total_tokens=35)
        return "custom", "m", SimpleNamespace(choices=[SimpleNamespace(message=message)], usage=usage)

    host = plugin_llm.make_plugin_llm_for_test(
        plugin_id="plastic-memory", sync_caller=caller, policy=plugin_llm._TrustPolicy(plugin_id="plastic-memory")
    )
    clock = Clock()
    with Memory(home=tmp_path, clock=clock, llm=distiller_for_hermes(host, {})) as memory:
        assert live(memory, clock, older, newer)["outdated_by_model"] == 1
        assert not any(mark in t for t in alive_texts(memory))
        assert memory.status()["outdated_by_model"] == 1


@pytest.mark.parametrize(
    "env, url, on",
    [
        ({}, "https://api.example.com/v1", True),  # a hosted model: on
        ({}, "http://127.0.0.1:8765/v1", False),  # a local one: off, small local models read changes by chance
        ({"PLASTIC_MEMORY_CHANGES": "on"}, "http://localhost:11434/v1", True),
        ({"PLASTIC_MEMORY_CHANGES": "off"}, "https://api.example.com/v1", False),
    ],
)
def test_the_look_for_changes_is_on_for_hosted_models_and_off_for_local_ones(env, url, on):
    from plastic_memory.sleep.llm import distiller_from_env

    distiller = distiller_from_env({"PLASTIC_MEMORY_BASE_URL": url, "PLASTIC_MEMORY_API_KEY": "k", **env})
    assert distiller is not None and distiller.changes is on


def test_a_model_not_asked_for_changes_is_not_asked(tmp_path, loopback):
    clock = Clock()
    loopback.default = reader([(BY_MEANING[0][0], BY_MEANING[0][1])])
    distiller = model(loopback)
    distiller.changes = False
    with Memory(home=tmp_path, clock=clock, llm=distiller) as memory:
        assert live(memory, clock, BY_MEANING[0][0], BY_MEANING[0][1])["outdated_by_model"] == 0
    assert not any(pairs_asked(body) for body in loopback.requests)


def test_what_is_pinned_critical_or_a_limit_is_never_put_to_the_model(tmp_path, loopback):
    """Only the user's own words (the rule tier) retire an allergy or a limit: a model's misreading costs too much."""
    clock = Clock()
    loopback.default = reader([("青霉素", "shellfish"), ("香菜", "cilantro")])
    with Memory(home=tmp_path, clock=clock, llm=model(loopback)) as memory:
        for text in ["我对青霉素过敏，上次打针差点休克", "我不吃香菜，一点都不行", *OTHERS]:
            memory.observe(text, session_id="s1")
            clock.now += 60
        clock.now += DAY
        memory.dream(force=True)
        memory.observe("I'm allergic to shellfish too, forgot to mention", session_id="s2")
        memory.observe("made cilantro lime rice for the kids tonight", session_id="s2")
        clock.now += 3600
        assert memory.dream(force=True)["outdated_by_model"] == 0
        alive = " ".join(alive_texts(memory))
        assert "青霉素" in alive and "香菜" in alive
    asked = " ".join(a for body in loopback.requests for _, a, _ in pairs_asked(body))
    assert "青霉素" not in asked and "香菜" not in asked
