"""End to end: a real Hermes AIAgent with the plugin enabled, talking to a loopback stand-in for the model.

What the model is sent is read from the stub's recorded request bodies, so these tests see exactly what Hermes puts
on the wire: the remembered facts, none of the assistant's own claims, and how much the notes add per turn.
Run with -s to see the measured figures.
"""

from __future__ import annotations

import json
import statistics
import threading
import time
from types import SimpleNamespace

import pytest
import yaml
from conftest import hermes_discovered, hermes_plugin_objects, hermes_prepare_home
from openai_stub import OpenAIStub, Reply

from plastic_memory.config import Config

pytestmark = pytest.mark.hermes  # the real Hermes Agent: the test command runs it, the quick loop does not

SESSION_ONE = (  # (what the user says, what the stub assistant answers: claims that must never become memories)
    ("My name is Lin and I work as a nurse in Hangzhou.", "Nice to meet you! I love travelling in Yunnan myself."),
    ("I am allergic to peanuts.", "Noted. By the way, Yunnan has the best mushrooms."),
    ("I don't eat coriander.", "Fair enough. You told me you dream of seeing Iceland, right?"),
    ("My cat is called Meiqiu.", "Cute! My favourite animal is the red panda."),
    ("My employee id is A7391.", "Got it. I once hiked Tiger Leaping Gorge."),
    ("I promised my mother to visit her every Sunday.", "That's kind. I prefer Saturdays in Dali."),
    ("I am learning Japanese at an evening class.", "Great! I speak fluent Icelandic."),
    ("My sister Mei is getting married in Suzhou in May.", "Congratulations! Weddings in Yunnan are louder."),
    ("I run five kilometres every morning before work.", "Impressive. I only walk around Erhai Lake."),
    ("I hate crowded places and loud bars.", "Understood. Lijiang's bars are quiet, I think."),
)
ASSISTANT_CLAIMS = ("Yunnan", "Iceland", "red panda", "Tiger Leaping", "Dali", "Icelandic", "Erhai", "Lijiang")
USER_FACTS = (
    "Hangzhou",
    "peanut",
    "coriander",
    "Meiqiu",
    "A7391",
    "Sunday",
    "Japanese",
    "Suzhou",
    "kilometres",
    "crowded",
)
REVIEW_PROMPT = "Review the conversation above and consider saving to memory"  # Hermes' background review fork

TWENTY_TURNS = (
    "What should I cook for dinner tonight?",
    "Is satay sauce safe for me?",
    "How do I keep my cat off the table?",
    "Any tips for a long night shift?",
    "What's a good gift for my sister's wedding?",
    "I need a quiet weekend idea.",
    "How do I say thank you in Japanese?",
    "What should I eat before my morning run?",
    "Tell me a fun fact.",
    "Is it going to rain much this spring?",
    "Recommend a short novel.",
    "How long should I steep green tea?",
    "My mother likes gardening, any ideas for Sunday?",
    "Can you help me plan a budget?",
    "What is a good stretch?",
    "How do cats show affection?",
    "Suggest a herb to replace coriander.",
    "What is the capital of Portugal?",
    "How do I stay calm in crowds?",
    "Thanks, that's all for today.",
)
REPLY = "Sure, happy to help."


@pytest.fixture(scope="module")
def hermes(tmp_path_factory):
    """One Hermes sandbox and one stub model for the module (each costs a discovery or a server shutdown)."""
    with pytest.MonkeyPatch.context() as patch, OpenAIStub(default=Reply(REPLY)) as stub:
        home = hermes_prepare_home(tmp_path_factory.mktemp("e2e"), patch)
        with hermes_discovered(patch) as manager:
            (plugin,) = hermes_plugin_objects(manager)
            yield SimpleNamespace(stub=stub, manager=manager, plugin=plugin, home=home)


@pytest.fixture(scope="module")
def two_sessions(hermes):
    """Session one states facts over ten turns and ends as the CLI ends it; session two then runs twenty turns.

    Returns the request bodies of both sessions and how long our pre_llm_call and post_llm_call took per turn."""
    agent, bodies_one = chat(hermes, SESSION_ONE)
    end_session(hermes, agent)
    # Session one met Hermes' background review (it forks every tenth turn); twenty more turns would only repeat it.
    config = hermes.home / "config.yaml"
    config.write_text(yaml.safe_dump({**yaml.safe_load(config.read_text()), "memory": {"nudge_interval": 0}}))
    pre_times, post_times = timed(hermes.manager, "pre_llm_call"), timed(hermes.manager, "post_llm_call")
    _, bodies_two = chat(hermes, [(user, REPLY) for user in TWENTY_TURNS])
    return SimpleNamespace(one=bodies_one, two=bodies_two, pre_times=pre_times, post_times=post_times)


def chat(hermes, turns) -> tuple[object, list[dict]]:
    """Run turns in a new session of a real AIAgent; returns the agent and the request body of each turn.

    Every tenth turn Hermes forks a background memory review that replays the session under its own prompt; it is
    waited for, so it runs in the test as it does for a user, and its request is told apart by its last message.
    """
    from run_agent import AIAgent

    agent = AIAgent(
        base_url=hermes.stub.base_url,
        api_key="sk-test",
        provider="custom",
        model="test-model",
        quiet_mode=True,
        skip_context_files=True,
        enabled_toolsets=["plastic-memory", "memory"],
        max_iterations=3,
    )
    history, bodies = None, []
    for user, reply in turns:
        hermes.stub.enqueue(reply)
        before = len(hermes.stub.requests)
        result = agent.run_conversation(user, conversation_history=history)
        assert result["final_response"] == reply
        history = result["messages"]
        for thread in threading.enumerate():
            if thread.name == "bg-review":
                thread.join(10)
        (body,) = [b for b in hermes.stub.requests[before:] if b["messages"][-1]["content"].startswith(user)]
        bodies.append(body)
    return agent, bodies


def end_session(hermes, agent) -> None:
    """What the CLI does on exit; then wait for the dream it starts in the background."""
    from hermes_cli.plugins import invoke_hook

    invoke_hook("on_session_finalize", session_id=agent.session_id, platform="cli", reason="shutdown")
    assert hermes.plugin.join_dreams(10)


def timed(manager, hook: str) -> list[float]:
    """Wrap our callback for a hook so it records how long it takes on the user's turns (not the review fork's)."""
    callbacks, spent = manager._hooks[hook], []
    (original,) = callbacks

    def timing(**kwargs):
        start = time.perf_counter()
        try:
            return original(**kwargs)
        finally:
            if not kwargs["user_message"].startswith(REVIEW_PROMPT):
                spent.append(time.perf_counter() - start)

    callbacks[0] = timing
    return spent


def injected(body: dict, user: str) -> str:
    """What the plugin appended to this turn's user message on the wire."""
    sent = body["messages"][-1]["content"]
    assert sent.startswith(user)
    return sent[len(user) :]


def wire_text(body: dict) -> str:
    return "\n".join(m["content"] for m in body["messages"] if isinstance(m.get("content"), str))


def recall(query: str) -> dict:
    from tools.registry import registry

    return json.loads(registry.dispatch("pm_recall", {"query": query}, task_id="t", session_id="s", user_task=None))


def test_next_session_carries_the_users_facts_and_none_of_the_assistants_claims(two_sessions):
    offered = {t["function"]["name"] for t in two_sessions.one[0]["tools"]}
    assert {"pm_recall", "pm_observe", "pm_status", "pm_diary"} <= offered and "memory" in offered
    body, user = two_sessions.two[0], TWENTY_TURNS[0]
    notes = injected(body, user)
    print(f"\nsession two, first turn: {len(notes)} chars of notes:{notes}")
    remembered = {fact for fact in USER_FACTS if fact.lower() in notes.lower()}
    # Pinned (health, wedding) first, then who the user is and their limits as the short core's room allows.
    assert {"peanut", "Suzhou"} <= remembered and remembered & {"Hangzhou", "coriander"}, notes
    assert not [claim for claim in ASSISTANT_CLAIMS if claim.lower() in wire_text(body).lower()]
    assert recall(REVIEW_PROMPT) == {"results": []}  # Hermes' review fork ran after turn ten; not recorded


def test_a_twenty_turn_session_adds_far_less_than_twenty_blocks(two_sessions):
    per_turn = [len(injected(body, user)) for body, user in zip(two_sessions.two, TWENTY_TURNS)]
    total = sum(per_turn)
    pre_ms = [1000 * t for t in two_sessions.pre_times]
    post_ms = [1000 * t for t in two_sessions.post_times]
    print(f"\ninjected chars per turn over 20 turns: {per_turn}")
    print(f"total {total} chars; the first block is {per_turn[0]}; 20 copies would be {20 * per_turn[0]}")
    print(
        f"pre_llm_call  ms per turn: mean {statistics.mean(pre_ms):.2f}, median {statistics.median(pre_ms):.2f}, "
        f"max {max(pre_ms):.2f}"
    )
    print(
        f"post_llm_call ms per turn: mean {statistics.mean(post_ms):.2f}, median {statistics.median(post_ms):.2f}, "
        f"max {max(post_ms):.2f}"
    )
    assert per_turn[0] > 0 and len(pre_ms) == len(post_ms) == 20
    assert total < 2 * Config.__dataclass_fields__["core_budget"].default  # under two full blocks
    # Hermes replays every earlier injection, so the last request carries all of them, and nothing else of ours.
    last = wire_text(two_sessions.two[-1])
    assert all(injected(body, user) in last for body, user in zip(two_sessions.two, TWENTY_TURNS))
    assert last.count("[plastic-memory]") == sum(
        injected(b, u).count("[plastic-memory]") for b, u in zip(two_sessions.two, TWENTY_TURNS)
    )


def test_a_broken_memory_leaves_the_agents_turn_intact(hermes, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the data dir should be")
    monkeypatch.setenv("PLASTIC_MEMORY_HOME", str(blocker))
    user = "I am allergic to peanuts."
    _, (body,) = chat(hermes, [(user, "Thanks for telling me.")])
    assert body["messages"][-1]["content"] == user


CORE_TAG = "[plastic-memory] The user's earlier words"


def test_resume_and_compress_do_not_resend_a_core_still_in_the_history(hermes, two_sessions):
    """`hermes --resume` restores the history from Hermes' session store (earlier injections in their api_content);
    /compress keeps the first exchange. Either way the core block is still in front of the model: one copy only."""
    from hermes_state import SessionDB
    from run_agent import AIAgent

    store = SessionDB(hermes.home / "state-e2e.db")
    options = {
        "base_url": hermes.stub.base_url,
        "api_key": "sk-test",
        "provider": "custom",
        "model": "test-model",
        "quiet_mode": True,
        "skip_context_files": True,
        "enabled_toolsets": ["plastic-memory", "memory"],
        "max_iterations": 3,
        "session_db": store,
    }
    agent, history = AIAgent(**options), None
    for user in ("Hello again.", "What should I cook tonight?"):
        hermes.stub.enqueue(REPLY)
        history = agent.run_conversation(user, conversation_history=history)["messages"]
    restored = store.get_messages_as_conversation(agent.session_id)
    assert any(CORE_TAG in (m.get("api_content") or "") for m in restored)
    resumed = AIAgent(**options, session_id=agent.session_id)
    hermes.stub.enqueue(REPLY)
    before = len(hermes.stub.requests)
    result = resumed.run_conversation("Is satay sauce safe for me?", conversation_history=restored)
    (body,) = [b for b in hermes.stub.requests[before:] if b["messages"][-1]["content"].startswith("Is satay")]
    assert wire_text(body).count(CORE_TAG) == 1
    # The history as /compress leaves it when it keeps the first exchange and summarises the rest.
    kept = result["messages"][:2] + [
        {"role": "user", "content": "[summary of turns 2-3]"},
        {"role": "assistant", "content": "Noted."},
    ]
    hermes.stub.enqueue(REPLY)
    before = len(hermes.stub.requests)
    result = resumed.run_conversation("How do I keep my cat off the table?", conversation_history=kept)
    (body,) = [b for b in hermes.stub.requests[before:] if b["messages"][-1]["content"].startswith("How do I keep")]
    assert wire_text(body).count(CORE_TAG) == 1
    # A compression that summarised the turn carrying the core away: it comes back, once.
    gone = [
        {"role": "user", "content": "[summary of the conversation so far]"},
        {"role": "assistant", "content": "Noted."},
    ]
    hermes.stub.enqueue(REPLY)
    before = len(hermes.stub.requests)
    resumed.run_conversation("Any tips for a long night shift?", conversation_history=gone)
    (body,) = [b for b in hermes.stub.requests[before:] if b["messages"][-1]["content"].startswith("Any tips")]
    assert wire_text(body).count(CORE_TAG) == 1 and CORE_TAG in injected(body, "Any tips for a long night shift?")


def test_an_update_said_in_spanish_replaces_what_it_updates_in_the_real_host(hermes, two_sessions):
    """Said in Spanish in one session and put right the Spanish way in the next, where the user lives is given as it
    is now in a third: the move to Seville, never the flat in Valencia as current."""
    first, _ = chat(hermes, [("Vivo en Valencia, en un piso cerca del puerto.", REPLY)])
    end_session(hermes, first)
    second, _ = chat(hermes, [("Me mudé a Sevilla la semana pasada, ya estoy instalada.", REPLY)])
    end_session(hermes, second)
    question = "¿Qué barrio de mi ciudad me recomiendas para salir a cenar?"
    _, (body,) = chat(hermes, [(question, REPLY)])
    notes = injected(body, question)
    assert "Sevilla" in notes, notes
    assert "Valencia" not in notes, notes
    assert not [hit for hit in recall("¿dónde vivo?")["results"] if "Valencia" in hit["text"]]


def test_a_denial_and_a_frame_filled_anew_are_given_as_they_are_now_in_the_real_host(hermes, two_sessions):
    """Said in one session, said the other way round (and a frame filled anew) in the next: a third is given what
    holds now, never the old remark as current (turn/denial.py, turn/reframe.py)."""
    first, _ = chat(
        hermes,
        [("I live with my parents in Queens, it's cheaper", REPLY), ("My go-to coffee order is a flat white", REPLY)],
    )
    end_session(hermes, first)
    second, _ = chat(
        hermes,
        [
            ("oh btw I don't live with my parents anymore, finally got my own studio", REPLY),
            ("My go-to coffee order is an oat latte these days", REPLY),
        ],
    )
    end_session(hermes, second)
    question = "Can you suggest a cozy morning routine for me, coffee included?"
    _, (body,) = chat(hermes, [(question, REPLY)])
    notes = injected(body, question)
    assert "flat white" not in notes, notes
    assert not [hit for hit in recall("my parents")["results"] if hit["text"].startswith("I live with my parents")]
    assert [hit for hit in recall("my parents")["results"] if "don't live with my parents" in hit["text"]]
    assert not [hit for hit in recall("coffee order")["results"] if "flat white" in hit["text"]]


def test_a_plan_called_off_and_a_stay_over_are_not_given_as_current_in_the_real_host(hermes, two_sessions):
    """A plan and a stay said in one session, called off and over in the next: a third session is given neither as
    what is ahead or going on (turn/called_off.py, turn/returned.py)."""
    first, _ = chat(
        hermes,
        [
            ("We're planning a trip to Iceland in October, so excited", REPLY),
            ("My mother-in-law is staying with us for the month", REPLY),
        ],
    )
    end_session(hermes, first)
    second, _ = chat(
        hermes,
        [
            ("The Iceland trip is off, we couldn't get the time off work", REPLY),
            ("MIL flew home yesterday, peace at last", REPLY),
        ],
    )
    end_session(hermes, second)
    question = "Help me plan the next few weekends at home, what should we do?"
    _, (body,) = chat(hermes, [(question, REPLY)])
    notes = injected(body, question)
    assert "planning a trip to Iceland" not in notes, notes
    assert "staying with us" not in notes, notes
    assert not [hit for hit in recall("Iceland trip")["results"] if hit["text"].startswith("We're planning")]
    assert not [hit for hit in recall("mother-in-law")["results"] if "staying with us" in hit["text"]]
