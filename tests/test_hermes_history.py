"""Hermes, the whole way, in the real hermes-agent: /plastic-memory import reads Hermes' own session store, the CLI
in the same Hermes home shows the same memory, and helper origins (Kanban workers, review loops, newer ones found by
feature) are never recorded."""

from __future__ import annotations

import contextvars
import os
import subprocess
import sys
from pathlib import Path

from hermes_history import make_home
from test_hermes_plugin import command, post, pre, recalled, turn

import plastic_memory

PACKAGE_ROOT = str(Path(plastic_memory.__file__).parent.parent)


def test_slash_import_brings_in_this_hermes_homes_sessions_and_the_cli_sees_the_same_memory(hermes_manager,
                                                                                             hermes_home):
    make_home(hermes_home)
    text = command("import")
    assert "Imported 3 of 5 sessions" in text and "2 helper sessions" in text
    assert "peanuts" in recalled("peanuts", "new-session")
    assert recalled("bees", "new-session") == ""                    # the Telegram user's, not the local user's
    assert "Imported 0 of 5" in command("import") and "3 imported before" in command("import")
    env = {k: v for k, v in os.environ.items() if k != "PLASTIC_MEMORY_HOME"}
    env.update(PYTHONPATH=PACKAGE_ROOT, HERMES_HOME=str(hermes_home), PLASTIC_MEMORY_DISTILL="rules")
    shown = subprocess.run([sys.executable, "-m", "plastic_memory", "recall", "peanuts"], env=env,
                           check=False, capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0 and "allergic to peanuts" in shown.stdout
    status = subprocess.run([sys.executable, "-m", "plastic_memory", "status"], env=env,
                            check=False, capture_output=True, text=True, timeout=60)
    assert str(hermes_home / "plugin-data" / "plastic-memory") in status.stdout.splitlines()[0]


def test_slash_import_from_a_messaging_chat_is_refused(hermes_manager, hermes_home):
    from types import SimpleNamespace

    from hermes_cli.plugins import invoke_hook

    make_home(hermes_home)
    source = SimpleNamespace(platform=SimpleNamespace(value="telegram"), user_id="tg-777")
    invoke_hook("pre_gateway_dispatch", event=SimpleNamespace(source=source), gateway=None, session_store=None)
    assert "runs where Hermes runs" in command("import")


def test_a_kanban_workers_task_prompt_is_not_the_local_users_words(hermes_manager, monkeypatch):
    monkeypatch.setenv("HERMES_KANBAN_TASK", "t_abc123")
    assert pre("worker", "work kanban task t_abc123") == []
    assert post("worker", "My locker code is 4471 for the task") == []
    monkeypatch.delenv("HERMES_KANBAN_TASK")
    assert recalled("locker code", "worker") == ""


def test_newer_review_origins_are_found_by_feature_not_by_version(hermes_manager, monkeypatch):
    import tools.skill_provenance as provenance

    turn("alice-chat", "I am allergic to peanuts.", sender="alice")
    # A stand-in for a newer Hermes: a curator-managed origin (e.g. the Codex learning reviewer) that 0.19 lacks.
    monkeypatch.setattr(provenance, "is_curator_managed_origin",
                        lambda: provenance.get_current_write_origin() in ("background_review", "codex_learning"),
                        raising=False)

    def codex_learning():
        provenance.set_current_write_origin("codex_learning")
        said = "My locker code is 4471."
        return pre("alice-chat", said, sender="alice"), post("alice-chat", said)

    assert contextvars.copy_context().run(codex_learning) == ([], [])
    assert recalled("locker code", "alice-chat") == ""
    assert "allergic" in recalled("peanuts", "alice-chat")
