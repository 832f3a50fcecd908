"""Importing past conversations: a real Hermes home exported with `hermes sessions export`, a ChatGPT export and a
plain JSONL, through `python -m plastic_memory import` as a user runs it."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import hermes_script
from hermes_history import DAY, SESSIONS, START, make_home

import plastic_memory
from plastic_memory import Memory, PlasticMemoryError
from plastic_memory.faces import import_formats
from plastic_memory.faces.importing import Importer, import_file

PACKAGE_ROOT = str(Path(plastic_memory.__file__).parent.parent)
ASSISTANT_WORDS = [text for *_, messages in SESSIONS for role, text in messages if role == "assistant"]


@pytest.fixture(autouse=True)
def rules(monkeypatch):
    monkeypatch.setenv("PLASTIC_MEMORY_DISTILL", "rules")
    for name in ("PLASTIC_MEMORY_OWNER", "PLASTIC_MEMORY_HOME", "PLASTIC_MEMORY_API_KEY"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture(scope="module")
def hermes_export(tmp_path_factory) -> Path:
    """Three weeks of a Hermes home (two local sessions, one Telegram user, a cron job, a Kanban worker), exported
    by Hermes' own command."""
    root = tmp_path_factory.mktemp("hermes")
    home = make_home(root / "hermes-home")
    target = root / "export.jsonl"
    env = {**os.environ, "HERMES_HOME": str(home)}
    done = subprocess.run(
        [str(hermes_script()), "sessions", "export", str(target)],
        env=env,
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return target


def cli(home: Path, *argv: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": PACKAGE_ROOT, "PLASTIC_MEMORY_DISTILL": "rules"}
    return subprocess.run(
        [sys.executable, "-m", "plastic_memory", "--home", str(home), *argv],
        check=False,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def items(home: Path, owner: str) -> list[tuple[str, float]]:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return conn.execute("SELECT text, created FROM items WHERE owner = ? AND layer = 'event'", (owner,)).fetchall()
    finally:
        conn.close()


def counts(home: Path) -> tuple:
    conn = sqlite3.connect(home / "memory.db")
    try:
        return tuple(
            conn.execute(f"SELECT COUNT(*), TOTAL(hits), TOTAL(seen) FROM {t}").fetchone()
            if t == "items"
            else conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()
            for t in ("items", "dream_log")
        )
    finally:
        conn.close()


def every_byte(home: Path) -> bytes:
    return b"".join(p.read_bytes() for p in home.rglob("*") if p.is_file())


def test_a_hermes_export_gives_the_local_users_facts_at_their_times_and_nothing_else(hermes_export, tmp_path):
    home = tmp_path / "pm"
    done = cli(home, "import", str(hermes_export))
    assert done.returncode == 0, done.stderr
    assert "Imported 3 of 5 sessions" in done.stdout and "2 helper sessions" in done.stdout
    mine = dict(items(home, "default"))
    peanuts = next(t for t in mine if "peanuts" in t)
    assert START <= mine[peanuts] < START + DAY  # said on day 0, stored with day 0's time
    cello = next(t for t in mine if "cello" in t)
    assert START + 20 * DAY <= mine[cello] < START + 21 * DAY
    assert not any(t in ("hi", "thanks!") for t in mine)  # small talk is not stored
    assert not any("bees" in t for t in mine)  # the Telegram user's words are theirs
    assert any("bees" in t for t, _ in items(home, "tg-777"))
    assert not any("Lisbon" in t or "news" in t for t in mine)  # the Kanban worker and the cron job
    data = every_byte(home)
    assert not any(words.encode() in data for words in ASSISTANT_WORDS)
    assert b"sk-proj-abcdefghijklmnopqrstuvwxyz0123456789" not in data  # secrets masked on the way in
    with Memory(home=home, owner="default") as memory:
        assert memory.status()["dreams"] >= 1


def test_a_second_import_of_the_same_file_adds_nothing(hermes_export, tmp_path):
    home = tmp_path / "pm"
    assert cli(home, "import", str(hermes_export)).returncode == 0
    before = counts(home)
    again = cli(home, "import", str(hermes_export))
    assert again.returncode == 0 and "3 imported before" in again.stdout
    assert counts(home) == before


def test_an_interrupted_import_resumes_and_ends_as_one_that_was_never_interrupted(hermes_export, tmp_path):
    whole, halves = tmp_path / "whole", tmp_path / "halves"
    import_file(hermes_export, whole, "default")

    def stop_after_the_first(done, total, summary):
        if total is not None and done == 1:
            raise KeyboardInterrupt

    first = import_file(hermes_export, halves, "default", progress=stop_after_the_first)
    assert first.interrupted and first.imported == 1
    rest = import_file(hermes_export, halves, "default")
    assert rest.already == 1 and rest.imported == 2
    assert sorted(items(whole, "default")) == sorted(items(halves, "default"))
    assert counts(whole) == counts(halves)


def chatgpt_export(path: Path) -> Path:
    """Two conversations as ChatGPT's data export writes them, the newer first, one with an edited branch."""

    def node(nid, parent, children, role, text, when, **meta):
        message = (
            None
            if role is None
            else {
                "id": nid,
                "author": {"role": role},
                "create_time": when,
                "content": {"content_type": "text", "parts": [text]},
                "metadata": meta,
            }
        )
        return {"id": nid, "parent": parent, "children": children, "message": message}

    day0, day9 = START, START + 9 * DAY
    old = {
        "id": "c-old",
        "title": "garden",
        "create_time": day0,
        "current_node": "a3",
        "mapping": {
            "root": node("root", None, ["sys"], None, "", None),
            "sys": node(
                "sys",
                "root",
                ["a1"],
                "user",
                "Always answer in French",
                day0,
                is_visually_hidden_from_conversation=True,
            ),
            "a1": node("a1", "sys", ["a2"], "user", "I grow tomatoes in my garden in Ghent", day0 + 10),
            "a2": node("a2", "a1", ["a3"], "assistant", "Tomatoes love sun.", day0 + 20),
            "a3": node("a3", "a2", [], "user", "ok", day0 + 30),
        },
    }
    new = {
        "id": "c-new",
        "title": "work",
        "create_time": day9,
        "current_node": "b3",
        "mapping": {
            "root": node("root", None, ["b1"], None, "", None),
            "b1": node("b1", "root", ["b2", "b2x"], "user", "My daughter Mila starts school in September", day9),
            "b2x": node("b2x", "b1", [], "user", "I hate my commute to Antwerp", day9 + 5),
            "b2": node("b2", "b1", ["b3"], "assistant", "A big step for Mila.", day9 + 10),
            "b3": node("b3", "b2", [], "user", "I am vegetarian since last year", day9 + 20),
        },
    }
    path.write_text(json.dumps([new, old]), encoding="utf-8")
    return path


def test_a_chatgpt_export_gives_the_users_words_of_the_branch_shown_in_time_order(tmp_path):
    source = chatgpt_export(tmp_path / "conversations.json")
    assert import_formats.detect(source) == "chatgpt"
    home = tmp_path / "pm"
    done = cli(home, "import", str(source))
    assert done.returncode == 0, done.stderr
    mine = dict(items(home, "default"))
    assert any("tomatoes" in t for t in mine) and any("vegetarian" in t for t in mine)
    assert not any("French" in t or "Antwerp" in t for t in mine)  # hidden instructions, an abandoned branch
    assert not any("Tomatoes love sun" in t or "big step" in t for t in mine)
    assert mine[next(t for t in mine if "tomatoes" in t)] < mine[next(t for t in mine if "vegetarian" in t)]
    assert b"Tomatoes love sun" not in every_byte(home) and b"big step" not in every_byte(home)
    with Memory(home=home, owner="default") as memory:
        assert memory.status()["dreams"] >= 1
    before = counts(home)
    assert cli(home, "import", str(source)).returncode == 0
    assert counts(home) == before


def test_a_chatgpt_array_is_read_item_by_item_across_chunk_boundaries(tmp_path, monkeypatch):
    monkeypatch.setattr(import_formats, "CHUNK", 7)
    source = chatgpt_export(tmp_path / "conversations.json")
    conversations = list(import_formats.read(source))
    assert [c.source for c in conversations] == ["chatgpt:c-new", "chatgpt:c-old"]
    assert [t for _, t in conversations[0].remarks] == [
        "My daughter Mila starts school in September",
        "I am vegetarian since last year",
    ]


def test_a_plain_jsonl_splits_sessions_by_silence_and_takes_iso_times(tmp_path):
    lines = [
        {"role": "user", "content": "I play the violin in an orchestra", "timestamp": "2026-03-01T10:00:00Z"},
        {"role": "assistant", "content": "Which orchestra?", "timestamp": "2026-03-01T10:00:05Z"},
        {"role": "user", "content": "I am allergic to shellfish", "timestamp": "2026-03-04T09:00:00+00:00"},
    ]
    source = tmp_path / "chat.jsonl"
    source.write_text("\n".join(json.dumps(line) for line in lines), encoding="utf-8")
    home = tmp_path / "pm"
    summary = import_file(source, home, "default")
    assert summary.sessions == 2 and summary.kept == 2
    mine = dict(items(home, "default"))
    assert mine[next(t for t in mine if "violin" in t)] == 1772359200.0
    assert not any("orchestra?" in t for t in mine)


def test_bad_input_is_one_clear_line_and_nothing_is_imported(tmp_path):
    source = tmp_path / "broken.jsonl"
    source.write_text('{"role": "user", "content": "I live in Oslo", "timestamp": 1}\n{"role": "user", oops\n')
    home = tmp_path / "pm"
    done = cli(home, "import", str(source))
    assert done.returncode == 1 and "line 2 is not JSON" in done.stderr and "Traceback" not in done.stderr
    assert not (home / "memory.db").exists() or not items(home, "default")
    with pytest.raises(PlasticMemoryError, match="no such file"):
        import_file(tmp_path / "missing.json", home, "default")


def test_people_on_a_messaging_platform_without_a_sender_id_get_no_memory(tmp_path):
    rows = [
        {
            "id": "g1",
            "source": "discord",
            "user_id": None,
            "started_at": START,
            "messages": [{"role": "user", "content": "I own three cats", "timestamp": START}],
        }
    ]
    summary = Importer(tmp_path / "pm", "default").run(import_formats.hermes_session(r) for r in rows)
    assert summary.skipped_nobody == 1 and summary.kept == 0


def test_a_compression_continuation_does_not_take_the_repeated_tail_twice(tmp_path):
    said = [{"role": "user", "content": "I run marathons every spring", "timestamp": START}]
    rows = [
        {"id": "p", "source": "cli", "started_at": START, "end_reason": "compression", "messages": said},
        {
            "id": "c",
            "source": "cli",
            "started_at": START + 60,
            "parent_session_id": "p",
            "messages": [
                {
                    "role": "user",
                    "content": "[CONTEXT COMPACTION — REFERENCE ONLY] Earlier turns ...",
                    "timestamp": START + 60,
                },
                *said,
            ],
        },
    ]
    home = tmp_path / "pm"
    summary = Importer(home, "default").run(import_formats.hermes_session(r) for r in rows)
    assert summary.remarks == 1
    conn = sqlite3.connect(home / "memory.db")
    assert conn.execute("SELECT hits FROM items WHERE text LIKE '%marathons%'").fetchall() == [(1,)]


def test_review_prompts_written_into_a_session_are_dropped_and_the_session_kept(tmp_path):
    row = {
        "id": "r1",
        "source": "cli",
        "started_at": START,
        "messages": [
            {"role": "user", "content": "I am training for the Berlin marathon", "timestamp": START},
            {
                "role": "user",
                "content": "Review the conversation above and consider saving to memory if appropriate.",
                "timestamp": START + 5,
            },
            {
                "role": "user",
                "content": "[System note: The following is recalled memory]\n\nI love rye bread",
                "timestamp": START + 9,
            },
        ],
    }
    conv = import_formats.hermes_session(row)
    assert conv.helper is None
    assert [t for _, t in conv.remarks] == ["I am training for the Berlin marathon", "I love rye bread"]
