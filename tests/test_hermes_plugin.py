"""The Hermes plugin inside the real hermes-agent: discovery, hooks via invoke_hook, tools via the registry, the
/plastic-memory command via Hermes' handler lookup, owners kept apart, failures kept out of the chat."""

from __future__ import annotations

import contextvars
import json
import logging
import os
import subprocess
import sys
import threading
from types import SimpleNamespace

import pytest
import yaml

from conftest import HERMES_HOOKS_MODULE, HERMES_PLUGIN_NAME, HERMES_REPO, hermes_discovered, hermes_script

pytestmark = pytest.mark.hermes  # the real Hermes Agent: the test command runs it, the quick loop does not

MANIFEST = yaml.safe_load((HERMES_REPO / "plugin.yaml").read_text())


def hook(name: str, **kwargs):
    from hermes_cli.plugins import invoke_hook

    return invoke_hook(name, **kwargs)


def pre(session: str, text, history=None, sender: str = "", platform: str = "cli") -> list:
    """pre_llm_call with exactly the keyword arguments Hermes 0.19 passes."""
    history = list(history or []) + [{"role": "user", "content": text}]
    return hook(
        "pre_llm_call",
        session_id=session,
        task_id="t",
        turn_id=f"{session}:t:1",
        user_message=text,
        conversation_history=history,
        is_first_turn=len(history) == 1,
        model="test-model",
        platform=platform,
        sender_id=sender,
    )


def post(session: str, text, reply: str = "ok", history=None, platform: str = "cli") -> list:
    """post_llm_call with exactly the keyword arguments Hermes 0.19 passes."""
    history = list(history or []) + [{"role": "user", "content": text}, {"role": "assistant", "content": reply}]
    return hook(
        "post_llm_call",
        session_id=session,
        task_id="t",
        turn_id=f"{session}:t:1",
        user_message=text,
        assistant_response=reply,
        conversation_history=history,
        model="test-model",
        platform=platform,
    )


def turn(session: str, text: str, sender: str = "", reply: str = "ok") -> list:
    injected = pre(session, text, sender=sender)
    post(session, text, reply)
    return injected


def tool(name: str, args: dict | None = None, session: str = "s") -> dict:
    from tools.registry import registry

    return json.loads(registry.dispatch(name, args or {}, task_id="t", session_id=session, user_task=None))


def command(raw: str) -> str:
    from hermes_cli.plugins import get_plugin_command_handler, resolve_plugin_command_result

    return resolve_plugin_command_result(get_plugin_command_handler(HERMES_PLUGIN_NAME)(raw))


def recalled(query: str, session: str = "s") -> str:
    return " ".join(r["text"] for r in tool("pm_recall", {"query": query}, session)["results"])


# -- discovery and registration --------------------------------------------------------------------------------


def test_manifest_is_standalone_and_agrees_with_the_core(hermes_manager):
    core = sys.modules["hermes_plugins.plastic_memory.plastic_memory"]
    tools = sys.modules["hermes_plugins.plastic_memory.plastic_memory.faces.tools"]
    assert MANIFEST["name"] == HERMES_PLUGIN_NAME and MANIFEST["kind"] == "standalone"
    assert str(MANIFEST["version"]) == core.__version__
    assert MANIFEST["provides_tools"] == [t.name for t in tools.TOOLS]


def test_discovery_loads_the_plugin_enabled_with_everything_registered(hermes_manager):
    (row,) = [p for p in hermes_manager.list_plugins() if p["name"] == HERMES_PLUGIN_NAME]
    assert row["enabled"] is True and row["error"] is None and row["source"] == "user"
    loaded = hermes_manager._plugins[HERMES_PLUGIN_NAME]
    assert sorted(loaded.tools_registered) == sorted(MANIFEST["provides_tools"])
    assert sorted(loaded.hooks_registered) == sorted(MANIFEST["provides_hooks"])
    assert loaded.commands_registered == [HERMES_PLUGIN_NAME]
    # on_session_end fires every turn in 0.19: it only records an interrupted turn's words, and never dreams.
    assert "on_session_end" in loaded.hooks_registered
    from tools.registry import registry

    assert {registry.get_toolset_for_tool(name) for name in MANIFEST["provides_tools"]} == {"plastic-memory"}


def test_rediscovery_replaces_the_hooks_instead_of_doubling_them(hermes_manager):
    import hermes_cli.plugins as hermes_plugins

    hermes_plugins.discover_plugins(force=True)
    assert all(len(hermes_manager._hooks[name]) == 1 for name in MANIFEST["provides_hooks"])
    assert "pm_status" in hermes_manager._plugin_tool_names


def test_hermes_plugins_enable_turns_it_on(hermes_home, monkeypatch):
    (hermes_home / "config.yaml").unlink()
    with hermes_discovered(monkeypatch) as manager:
        (row,) = [p for p in manager.list_plugins() if p["name"] == HERMES_PLUGIN_NAME]
        assert row["enabled"] is False  # off until enabled
    done = subprocess.run(
        [str(hermes_script()), "plugins", "enable", HERMES_PLUGIN_NAME, "--no-allow-tool-override"],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ),
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    assert HERMES_PLUGIN_NAME in yaml.safe_load((hermes_home / "config.yaml").read_text())["plugins"]["enabled"]
    with hermes_discovered(monkeypatch) as manager:
        (row,) = [p for p in manager.list_plugins() if p["name"] == HERMES_PLUGIN_NAME]
        assert row["enabled"] is True and row["error"] is None


def test_hooks_module_imports_as_a_top_level_module():
    code = "import hooks, plastic_memory; assert hooks.Memory is plastic_memory.Memory; print('ok')"
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=HERMES_REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(HERMES_REPO)},
    )
    assert done.stdout.strip() == "ok", done.stderr


# -- hooks --------------------------------------------------------------------------------------------------------


def test_data_lives_under_the_hermes_home_unless_plastic_memory_home_is_set(
    hermes_manager, hermes_home, tmp_path, monkeypatch
):
    turn("s1", "I am allergic to peanuts.")
    assert (hermes_home / "plugin-data" / "plastic-memory" / "memory.db").is_file()
    monkeypatch.setenv("PLASTIC_MEMORY_HOME", str(tmp_path / "elsewhere"))
    turn("s2", "My cat is called Meiqiu.")
    assert (tmp_path / "elsewhere" / "memory.db").is_file()


def test_a_remembered_fact_comes_back_as_context_in_a_later_session(hermes_manager):
    turn("s1", "I am allergic to peanuts.")
    tool("pm_dream", session="s1")
    (injected,) = pre("s2", "Can you suggest a snack with peanuts?")
    assert set(injected) == {"context"} and "peanut" in injected["context"]


def test_empty_user_message_injects_nothing(hermes_manager):
    turn("s1", "I am allergic to peanuts.")
    assert pre("s2", "") == [] and pre("s3", "   \n") == []


def test_post_llm_call_records_the_users_words_only(hermes_manager):
    earlier = [
        {"role": "user", "content": "I moved to Denver last spring."},
        {"role": "assistant", "content": "Denver is lovely."},
    ]
    post(
        "s1",
        "My sister is getting married in May.",
        reply="I adore Yunnan and you said you want Iceland, right?",
        history=earlier,
    )
    assert "married" in recalled("married sister", "s1")
    assert recalled("Yunnan") == recalled("Iceland") == ""
    assert recalled("Denver") == ""  # replayed history is not observed again


def test_multimodal_message_is_read_through_its_text_parts(hermes_manager):
    parts = [
        {"type": "text", "text": "I am allergic to peanuts."},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
    ]
    pre("s1", parts)
    post("s1", parts)
    assert "peanuts" in recalled("peanuts", "s1")


def test_the_core_is_given_again_after_compression_drops_it(hermes_manager):
    for text in ("I am allergic to peanuts.", "My employee id is A7391.", "I don't eat coriander."):
        turn("s0", text)
    tool("pm_dream", session="s0")
    first = "Hi there"
    (core,) = pre("s1", first)
    kept = [
        {"role": "user", "content": first, "api_content": f"{first}\n\n{core['context']}"},
        {"role": "assistant", "content": "Hello!"},
    ]
    again = pre("s1", "How are you?", history=kept)
    assert all(core["context"] not in r["context"] for r in again)  # still visible: not repeated
    compressed = [
        {"role": "user", "content": "[summary of the earlier conversation]"},
        {"role": "assistant", "content": "Noted."},
    ]
    (after,) = pre("s1", "What was I saying?", history=compressed)
    assert "peanuts" in after["context"] and "A7391" in after["context"]


def test_forget_what_i_just_said_reaches_across_the_session_a_compression_starts(hermes_manager):
    """A compression gives the conversation a new session id (its parent the old one): "forget what I just said",
    asked right after, still means the remark said just before it."""
    turn("s1", "My sister works at Google.")
    turn("s1", "I think I'm going to quit my band.")
    pre("s1-compressed", "forget what I just said")
    post("s1-compressed", "forget what I just said")
    assert recalled("quit my band") == ""
    assert "Google" in recalled("sister works at Google")


def test_on_session_end_never_dreams_but_finalize_dreams_off_the_callers_thread(hermes_manager, hermes_plugin):
    for text in FACTS:
        turn("s1", text)
    hook(
        "on_session_end",
        session_id="s1",
        task_id="t",
        turn_id="u",
        completed=True,
        interrupted=False,
        model="test-model",
        platform="cli",
    )
    assert hermes_plugin.join_dreams(5) and tool("pm_status", session="s1")["dreams"] == 0

    memory_class = sys.modules["hermes_plugins.plastic_memory.plastic_memory.memory"].Memory
    original, release, threads = memory_class.dream, threading.Event(), []

    def held_dream(self, *args, **kwargs):  # observe which thread dreams, and keep it busy until released
        threads.append(threading.current_thread())
        release.wait(5)
        return original(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(memory_class, "dream", held_dream)
        hook("on_session_finalize", session_id="s1", platform="cli", reason="shutdown")
        hook(
            "on_session_reset", session_id="s2", old_session_id="s1", platform="telegram", reason="new_session"
        )  # the same person's dream is running: one dream at a time
        assert not hermes_plugin.join_dreams(0.05)  # the hook returned while the dream is still running
        release.set()
        assert hermes_plugin.join_dreams(5)
    assert len(threads) == 1 and threads[0] is not threading.current_thread()
    assert tool("pm_status", session="s1")["dreams"] == 1


def test_a_long_session_dreams_in_the_background_when_the_engine_says_so(hermes_manager, hermes_plugin):
    for i in range(40):
        turn("s1", f"On day {i + 1} of the trip I visited museum number {i + 1} and bought postcard {i * 7}.")
    assert hermes_plugin.join_dreams(10)
    assert tool("pm_status", session="s1")["dreams"] >= 1


# -- tools and the command ------------------------------------------------------------------------------------------


def test_tools_answer_json_through_the_hermes_registry(hermes_manager):
    stored = tool("pm_observe", {"text": "I promised to send the report by Friday."})
    assert stored["action"] == "stored" and isinstance(stored["id"], int)
    status = tool("pm_status")
    assert status and all(isinstance(v, (int, float)) for v in status.values())
    assert "error" in tool("pm_recall", {})
    assert "error" in tool("pm_recall", {"query": "x", "bogus": 1})
    assert "error" in tool("pm_observe", {"text": 12})
    assert "error" in tool("pm_trace", {"id": 987654})


def test_compact_asks_for_the_users_consent_first(hermes_manager):
    assert "error" in tool("pm_compact", {})  # confirm is required
    answer = tool("pm_compact", {"confirm": False})
    assert answer["confirmed"] is False and "confirm=true" in answer["message"]  # the model's words
    for skill in ("钢琴", "吉他", "围棋", "滑雪", "潜水", "摄影", "书法", "烘焙", "陶艺", "攀岩", "骑马", "射箭"):
        tool("pm_observe", {"text": f"我答应教表弟{skill}"})  # twelve promises: each becomes an impression
    tool("pm_dream")
    asked = command("compact")  # the user's words: what it does, what is lost, how to go ahead
    assert asked.startswith("Nothing has changed. Your memory keeps 12 impressions of you that could be folded.")
    assert "details inside them are lost" in asked and asked.endswith("To go ahead: /plastic-memory compact --confirm")
    assert "confirm=true" not in asked
    assert command("compact --confirm").startswith("Folded 10 impressions into 5 broader ones.")


def test_the_model_is_told_recording_is_automatic_and_the_schemas_come_from_the_table(hermes_manager):
    from tools.registry import registry

    core = sys.modules["hermes_plugins.plastic_memory.plastic_memory.faces.tools"]
    for table in core.TOOLS:
        assert registry.get_schema(table.name) == table.hermes_schema()
    assert "recorded automatically" in registry.get_schema("pm_observe")["description"]


def test_trace_diary_and_report_speak_to_the_user(hermes_manager, hermes_home):
    import datetime as dt

    tool("pm_observe", {"text": "I am allergic to peanuts."})
    traced = command("trace peanuts")
    assert f"said {dt.datetime.now():%Y-%m-%d}" in traced and "“I am allergic to peanuts.”" in traced
    tool("pm_dream")
    diary = command("diary")
    assert diary.startswith("Looking back over what I keep of you. You told me “I am allergic to peanuts”.")
    page = hermes_home / "plugin-data" / "plastic-memory" / "report-default.html"
    assert command("report").splitlines()[0] == f"Your memory report is at {page}"
    assert "I am allergic to peanuts" in page.read_text(encoding="utf-8")


def test_slash_forget_asks_first_and_then_deletes_for_good(hermes_manager):
    tool("pm_observe", {"text": "my ex is called Tom"})
    asked = command("forget Tom")
    assert asked.startswith("Nothing was deleted yet.") and asked.endswith("/plastic-memory forget Tom --confirm")
    assert "Tom" in command("recall Tom")
    assert command("forget Tom --confirm").startswith("Deleted 1 memory for good.")
    assert command("recall Tom") == "Nothing found."
    assert command("forget").startswith("usage: /plastic-memory forget")


def test_slash_command_prints_readable_text(hermes_manager):
    tool("pm_observe", {"text": "I am allergic to peanuts."})
    status = command("")
    assert status == command("status") and status.startswith("plastic memory of default:")
    assert "peanuts" in command("recall peanuts")
    assert command("recall").startswith("usage:") and command("pin").startswith("usage:")
    assert "compact --confirm" in command("help")
    assert command("bogus").startswith("unknown subcommand")
    for raw in (
        "",
        "recall peanuts",
        "trace peanuts",
        "persona",
        "compact",
        "dream",
        "diary",
        "trace 987654",
        "report",
    ):
        out = command(raw)
        assert isinstance(out, str) and out.strip(), raw
        with pytest.raises(ValueError):
            json.loads(out)


# -- owners ----------------------------------------------------------------------------------------------------------


def test_each_sender_keeps_their_own_memory_and_tools_follow_the_session(hermes_manager):
    turn("alice-chat", "I am allergic to peanuts.", sender="alice")
    turn("bob-chat", "I love peanut butter on toast.", sender="bob")
    assert "allergic" in recalled("peanut", "alice-chat") and "butter" not in recalled("peanut", "alice-chat")
    assert "butter" in recalled("peanut", "bob-chat") and "allergic" not in recalled("peanut", "bob-chat")
    tool("pm_observe", {"text": "My locker number is 4471."}, session="bob-chat")
    assert "4471" in recalled("locker code", "bob-chat") and recalled("locker code", "alice-chat") == ""
    assert "4471" not in recalled("locker code", "unknown-session")  # unknown sessions get the default owner
    tool("pm_dream", session="alice-chat")
    tool("pm_dream", session="bob-chat")
    (alice,) = pre("alice-chat-2", "What should I eat?", sender="alice")
    assert "butter" not in alice["context"] and "4471" not in alice["context"]


def test_slash_command_in_a_gateway_acts_for_the_sender(hermes_manager):
    turn("alice-chat", "I am allergic to peanuts.", sender="alice")
    turn("bob-chat", "I love peanut butter on toast.", sender="bob")

    def gateway_message(user_id: str, text: str) -> str:  # what gateway/run.py does within one message task
        hook(
            "pre_gateway_dispatch",
            event=SimpleNamespace(text=text, source=SimpleNamespace(user_id=user_id)),
            gateway=None,
            session_store=None,
        )
        return command(text.partition(" ")[2])

    bob = contextvars.copy_context().run(gateway_message, "bob", "/plastic-memory recall peanut")
    assert "butter" in bob and "allergic" not in bob
    alice = contextvars.copy_context().run(gateway_message, "alice", "/plastic-memory recall peanut")
    assert "allergic" in alice and "butter" not in alice


def test_turns_of_hermes_helper_agents_are_neither_fed_nor_recorded(hermes_manager):
    from tools.skill_provenance import BACKGROUND_REVIEW, set_current_write_origin

    turn("alice-chat", "I am allergic to peanuts.", sender="alice")
    for platform in ("subagent", "curator", "cron"):
        assert pre("alice-chat", "My locker code is 4471.", platform=platform) == []
        assert post("alice-chat", "My locker code is 4471.", platform=platform) == []

    def review_fork():  # Hermes' background memory review: the user's session replayed under its own prompt
        set_current_write_origin(BACKGROUND_REVIEW)
        prompt = "Review the conversation above and consider saving to memory if appropriate."
        return pre("alice-chat", prompt, sender=""), post("alice-chat", prompt)

    assert contextvars.copy_context().run(review_fork) == ([], [])
    assert recalled("locker code", "alice-chat") == recalled("Review the conversation", "alice-chat") == ""
    assert "allergic" in recalled("peanuts", "alice-chat")  # the session still belongs to alice


def test_a_subagents_tool_calls_act_for_the_parent_sessions_owner(hermes_manager):
    turn("alice-chat", "I am allergic to peanuts.", sender="alice")
    hook(
        "subagent_start",
        parent_session_id="alice-chat",
        parent_turn_id="u",
        parent_subagent_id=None,
        child_session_id="child-1",
        child_subagent_id="sa-0",
        child_role="leaf",
        child_goal="plan a dinner",
    )
    assert "allergic" in recalled("peanuts", "child-1")


# -- failures stay out of the chat -----------------------------------------------------------------------------------


def test_an_unwritable_home_costs_the_turn_its_memory_and_nothing_else(hermes_manager, tmp_path, monkeypatch, caplog):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the data dir should be")
    monkeypatch.setenv("PLASTIC_MEMORY_HOME", str(blocker))
    with caplog.at_level(logging.WARNING):
        assert pre("s1", "I am allergic to peanuts.") == []
        assert post("s1", "I am allergic to peanuts.") == []
        hook("on_session_finalize", session_id="s1", platform="cli", reason="shutdown")
    ours = [r for r in caplog.records if r.name == HERMES_HOOKS_MODULE]
    assert len(ours) == 3 and all(r.exc_info for r in ours)  # logged once each, with the cause
    assert not [r for r in caplog.records if "raised" in r.getMessage()]  # nothing escaped into Hermes
    assert "error" in tool("pm_status", session="s1")
    assert command("status").startswith("plastic-memory:")


FACTS = (
    "My name is Lin and I work as a nurse in Hangzhou.",
    "I am allergic to peanuts.",
    "I don't eat coriander.",
    "My cat is called Meiqiu.",
    "My employee id is A7391.",
    "I promised my mother to visit her every Sunday.",
    "I am learning Japanese at an evening class.",
    "My sister Mei is getting married in Suzhou in May.",
    "I run five kilometres every morning before work.",
    "I hate crowded places and loud bars.",
)
