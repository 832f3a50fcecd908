"""Whose memory a Hermes turn uses on each surface, and when a person's session is over, through the real hooks.

The api_server's per-request context is bound with Hermes' own APIServerAdapter._bind_api_server_session, exactly
as the api_server does around each agent run, so the plugin reads the same session key a real request carries.
"""

from __future__ import annotations

import contextvars
import logging
import time
from types import SimpleNamespace

import pytest
from conftest import hermes_discovered, hermes_plugin_objects
from test_hermes_plugin import command, hook, post, pre, tool

from plastic_memory.store import Store

pytestmark = pytest.mark.hermes  # the real Hermes Agent: the test command runs it, the quick loop does not

FACTS = ("I am allergic to penicillin.", "I moved to Porto last month.", "My daughter Ines starts school in May.")


def in_request(key: str | None, session: str, fn, *args, **kwargs):
    """Run fn inside an api_server request context: X-Hermes-Session-Key `key` (None: no header sent)."""
    from gateway.platforms.api_server import APIServerAdapter
    from gateway.session_context import clear_session_vars

    def request():
        # What the api_server does: the key the client sent, else the session id.
        tokens = APIServerAdapter._bind_api_server_session(
            chat_id=session, session_key=key or session, session_id=session
        )
        try:
            return fn(*args, **kwargs)
        finally:
            clear_session_vars(tokens)

    return contextvars.copy_context().run(request)


def say(session: str, text: str, platform: str, sender: str = "") -> list:
    """One user turn's hooks: the notes injected before the model call, then the words recorded after it."""
    injected = pre(session, text, sender=sender, platform=platform)
    post(session, text, platform=platform)
    return injected


def turn(session: str, text: str, platform: str, sender: str = "", key: str | None = None) -> list:
    """One user turn as Hermes runs it on `platform` (inside an api_server request when platform is api_server)."""
    if platform == "api_server":
        return in_request(key, session, say, session, text, platform, sender)
    return say(session, text, platform, sender)


def owners(hermes_home) -> set[str]:
    """Every owner with anything in the plugin's database."""
    path = hermes_home / "plugin-data" / "plastic-memory" / "memory.db"
    if not path.exists():
        return set()
    store = Store(path)
    try:
        return {row["owner"] for row in store.all_items()}
    finally:
        store.close()


@pytest.mark.parametrize(
    "platform, sender, key, named, owner",
    [
        ("telegram", "u42", None, "", "u42"),  # messaging platforms: the sender id
        ("api_server", "u42", "alice", "", "u42"),  # a sender id beats the session key
        ("api_server", "", "alice", "", "alice"),  # api_server: the X-Hermes-Session-Key the client chose
        ("api_server", "", "alice", "house", "alice"),
        ("api_server", "", None, "house", "house"),  # no key: only the deployer's named owner
        ("api_server", "", None, "", None),  # ... or nobody
        ("telegram", "", None, "", None),  # a messaging caller without an id: nobody
        ("telegram", "", None, "house", "house"),
        ("cli", "", None, "", "default"),  # single-user surfaces
        ("cli", "", None, "lin", "lin"),
        ("tui", "", None, "", "default"),
        ("", "", None, "", "default"),  # an AIAgent embedded without a platform
    ],
)
def test_the_owner_comes_from_the_best_identity_hermes_gives(
    hermes_manager, hermes_home, monkeypatch, platform, sender, key, named, owner
):
    if named:
        monkeypatch.setenv("PLASTIC_MEMORY_OWNER", named)
    turn("s1", "I am allergic to penicillin.", platform, sender, key)
    assert owners(hermes_home) == ({owner} if owner else set())


def test_a_session_id_renewed_by_compression_is_still_nobody_without_a_key(hermes_manager, hermes_home):
    # Hermes binds the request's session id as the key; compression may hand the agent a new id mid-request.
    assert in_request(None, "s1", say, "s1-compressed", "I am allergic to penicillin.", "api_server") == []
    assert owners(hermes_home) == set()
    in_request("alice", "s2", say, "s2-compressed", "I am allergic to penicillin.", "api_server")
    assert owners(hermes_home) == {"alice"}


def test_a_messaging_chat_key_never_stands_for_a_person(hermes_manager, hermes_home):
    from gateway.session_context import clear_session_vars, set_session_vars

    def group_turn():  # a Telegram group: Hermes' session key names the chat, which everyone in it shares
        tokens = set_session_vars(
            platform="telegram", chat_id="-100", session_key="agent:main:telegram:group:-100", session_id="g1"
        )
        try:
            return say("g1", "I am allergic to penicillin.", "telegram")
        finally:
            clear_session_vars(tokens)

    assert contextvars.copy_context().run(group_turn) == []
    assert owners(hermes_home) == set()


def test_an_unidentified_api_caller_gets_no_memory_at_all(hermes_manager, hermes_home, caplog):
    turn("cli-1", "My locker number is 4471.", "cli")  # the local owner's memory exists ...
    tool("pm_dream", session="cli-1")
    with caplog.at_level(logging.WARNING):
        for n, text in enumerate(FACTS):
            assert turn(f"anon-{n}", text, "api_server") == []  # ... and is never shown to an anonymous caller
        answer = in_request(None, "anon-0", tool, "pm_recall", {"query": "locker code"}, "anon-0")
    assert "error" in answer and "X-Hermes-Session-Key" in answer["error"]
    assert owners(hermes_home) == {"default"}  # nothing of theirs was recorded
    warnings = [r for r in caplog.records if "no identity" in r.getMessage()]
    assert len(warnings) == 1 and "api_server" in warnings[0].getMessage()


def test_tools_and_subagents_follow_the_owner_of_the_turn(hermes_manager):
    turn("a1", "I am allergic to penicillin.", "api_server", key="alice")
    turn("b1", "I am allergic to latex.", "api_server", key="bob")
    recalled = in_request("alice", "a1", tool, "pm_recall", {"query": "allergic"}, "a1")
    assert [r["text"] for r in recalled["results"]] == ["I am allergic to penicillin."]
    hook(
        "subagent_start",
        parent_session_id="b1",
        parent_turn_id="u",
        parent_subagent_id=None,
        child_session_id="b1-child",
        child_subagent_id="sa-0",
        child_role="leaf",
        child_goal="plan a dinner",
    )
    assert [r["text"] for r in tool("pm_recall", {"query": "allergic"}, "b1-child")["results"]] == [
        "I am allergic to latex."
    ]
    in_request(None, "anon", pre, "anon", "hello", platform="api_server")
    hook(
        "subagent_start",
        parent_session_id="anon",
        parent_turn_id="u",
        parent_subagent_id=None,
        child_session_id="anon-child",
        child_subagent_id="sa-1",
        child_role="leaf",
        child_goal="anything",
    )
    assert "error" in tool("pm_recall", {"query": "allergic"}, "anon-child")


def test_a_gateway_sender_without_an_id_gets_no_slash_command_memory(hermes_manager):
    turn("cli-1", "My locker number is 4471.", "cli")

    def gateway_message(user_id):
        from gateway.config import Platform

        source = SimpleNamespace(platform=Platform.TELEGRAM, user_id=user_id)
        hook(
            "pre_gateway_dispatch",
            event=SimpleNamespace(text="/plastic-memory recall locker", source=source),
            gateway=None,
            session_store=None,
        )
        return command("recall locker")

    assert "X-Hermes-Session-Key" in contextvars.copy_context().run(gateway_message, None)
    assert "4471" not in contextvars.copy_context().run(gateway_message, "u42")
    assert "4471" in command("recall locker")  # the CLI acts for the local owner


def dreams(session: str, key: str) -> int:
    return in_request(key, session, tool, "pm_status", {}, session)["dreams"]


def test_a_new_session_of_the_same_person_ends_the_previous_one(hermes_manager, hermes_plugin):
    for text in FACTS:
        turn("alice-1", text, "api_server", key="alice")
    turn("bob-1", "I have a dog called Rex.", "api_server", key="bob")
    assert hermes_plugin.join_dreams(5) and dreams("alice-1", "alice") == 0
    turn("alice-1", "My son Tiago plays the violin.", "api_server", key="alice")  # same session: goes on
    assert hermes_plugin.join_dreams(5) and dreams("alice-1", "alice") == 0
    turn("alice-2", "What should I cook tonight?", "api_server", key="alice")
    assert hermes_plugin.join_dreams(5) and dreams("alice-2", "alice") == 1
    assert dreams("bob-1", "bob") == 0


def test_a_person_silent_for_the_idle_time_dreams(hermes_home, monkeypatch):
    monkeypatch.setenv("PLASTIC_MEMORY_IDLE_MINUTES", "0.01")  # 0.6 seconds
    with hermes_discovered(monkeypatch) as manager:
        (plugin,) = hermes_plugin_objects(manager)
        for text in FACTS:
            turn("alice-1", text, "api_server", key="alice")
        turn("bob-1", "hello there", "api_server", key="bob")  # small talk only: nothing pending
        deadline = time.monotonic() + 10
        while dreams("alice-1", "alice") == 0 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert plugin.join_dreams(5)
        assert dreams("alice-1", "alice") == 1 and dreams("bob-1", "bob") == 0


def test_stopping_dreams_for_whoever_has_remarks_pending(hermes_manager, hermes_plugin):
    for text in FACTS:
        turn("alice-1", text, "api_server", key="alice")
    turn("bob-1", "hello there", "api_server", key="bob")
    assert hermes_plugin.stop() == {"asked": 1, "dreamt": 1, "finished": True}
    assert dreams("alice-1", "alice") == 1 and dreams("bob-1", "bob") == 0
