"""Inside the real Hermes, an update said only by meaning is read by the dream's model at a session end: the older
remark is retired, and the next session is not given it. The real hermes-agent in a subprocess with this plugin,
the user's chat model and the dream's model loopback stand-ins."""

from __future__ import annotations

import json
import sqlite3

import pytest
from openai_stub import OpenAIStub, Reply
from test_exit_e2e import faithful, run_session

pytestmark = [pytest.mark.hermes, pytest.mark.slow]

# The loopback dream model is a local endpoint, which leaves the look for changes off unless it is turned on.
ON = {"PLASTIC_MEMORY_CHANGES": "on"}
OLDER = "I'm in law school, 2L, drowning in reading"
NEWER = "passed the bar!!! I'm a real lawyer now"
# Enough remarks in each session for its end to be a dream's time (dream_min_events).
FIRST = [
    OLDER,
    "My sister lives in Atlanta",
    "I'm allergic to dust",
    "I take a hot bath every night",
    "My dad is a retired mechanic",
    "I have a cat named Miso",
    "I drive a 2015 Honda Fit",
    "My best friend Raj runs a startup in Dallas",
]
SECOND = [
    NEWER,
    "Miso knocked my coffee off the desk again",
    "I've been learning Spanish on weekends",
    "I prefer tea over coffee in the evening",
    "My mom grows tomatoes in her garden",
    "I started a book club with coworkers",
    "I want to visit Lisbon next spring",
    "My neighbour plays drums every Sunday",
]


def dream_model(body: dict) -> Reply:
    """A model that names the pair of the law school and the bar, and otherwise folds and labels plainly."""
    if "    later: " not in body["messages"][-1]["content"]:
        return faithful(body)
    user = body["messages"][-1]["content"]
    pairs = [chunk for chunk in user.split("\n[") if "earlier:" in chunk]
    named = [n for n, chunk in enumerate(pairs, 1) if "law school" in chunk and "passed the bar" in chunk]
    return Reply(json.dumps({"outdated": named}))


def row(tmp_path, words: str) -> tuple:
    with sqlite3.connect(tmp_path / "memory" / "memory.db") as db:
        return db.execute(
            "SELECT alive, state, why FROM items WHERE layer = 'event' AND text LIKE ?", (f"%{words}%",)
        ).fetchone()


def test_inside_hermes_the_session_end_dream_reads_an_update_said_by_meaning(tmp_path):
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(dream_model) as dreams:
        run_session(tmp_path, chat, dreams, FIRST, **ON)
        assert row(tmp_path, "law school")[0] == 1
        run_session(tmp_path, chat, dreams, SECOND, **ON)
        asked = [r for r in dreams.requests if "    later: " in r["messages"][-1]["content"]]
        assert any("law school" in r["messages"][-1]["content"] for r in asked), "the pair was never asked"
        alive, state, why = row(tmp_path, "law school")
        assert (alive, state) == (0, "superseded") and why.endswith("(the dream's model read it)")
        assert row(tmp_path, "passed the bar")[0] == 1
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(dream_model) as dreams:
        run_session(tmp_path, chat, dreams, ["any tips for my first week as a lawyer? I'm nervous about law"], **ON)
        given = json.dumps([m for r in chat.requests for m in r["messages"] if m["role"] == "user"])
        assert "passed the bar" in given and "law school" not in given
