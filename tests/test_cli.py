"""The plastic-memory command as a person uses it: readable output, help with examples, flags named in errors,
owners for one command or chosen for good, stable JSON, standard input, and quiet endings."""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from openai_stub import OpenAIStub, Reply

import plastic_memory
from plastic_memory import Memory
from plastic_memory.faces import readable
from plastic_memory.faces.cli import EXIT_PIPE, main
from plastic_memory.faces.commands import COMMANDS
from plastic_memory.faces.mcp import Server
from plastic_memory.faces.whose import read_active_owner
from plastic_memory.faces.tools import TOOLS

PACKAGE_ROOT = str(Path(plastic_memory.__file__).parent.parent)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch) -> Path:
    """Every command runs against a fresh home, with the rule tier (no model is ever called) and no owner set."""
    monkeypatch.setenv("PLASTIC_MEMORY_HOME", str(tmp_path))
    monkeypatch.setenv("PLASTIC_MEMORY_DISTILL", "rules")
    monkeypatch.delenv("PLASTIC_MEMORY_OWNER", raising=False)
    return tmp_path


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def as_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, "--json", *argv)
    assert code == 0, err
    return json.loads(out)


def shell(home: Path, *argv: str, stdin: str | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    environment = {**os.environ, "PYTHONPATH": PACKAGE_ROOT, "PLASTIC_MEMORY_HOME": str(home), **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "plastic_memory", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=environment,
        timeout=60,
    )


KEY_VALUE_DUMP = re.compile(r"^\s*[a-z_]+: ", re.M)  # the old raw "events_alive: 3" layout
SCIENTIFIC = re.compile(r"\d[eE][+-]?\d")


# -- reading the output ------------------------------------------------------------------------------------------------


def test_observe_then_recall_read_as_sentences_and_rows(capsys):
    code, out, err = run(capsys, "observe", "我的工号是A7391")
    assert (code, out, err) == (0, "Stored as #1 (identity).\n", "")
    assert run(capsys, "observe", "你好")[1] == "Not stored: small talk.\n"
    code, out, _ = run(capsys, "recall", "工号")
    said = dt.datetime.now().strftime("%Y-%m-%d")
    assert code == 0 and out.startswith("#1  ") and said in out and "A7391" in out and "retention 1.00" in out
    assert run(capsys, "recall", "火星")[1] == "Nothing found.\n"


@pytest.mark.parametrize(
    "argv", [["status"], ["dream"], ["persona", "今天好累"], ["trace", "工号"], ["compact"], ["pin", "工号"], ["diary"]]
)
def test_every_command_prints_a_layout_for_people_not_a_key_value_dump(capsys, argv):
    run(capsys, "observe", "我的工号是A7391")
    code, out, err = run(capsys, *argv)
    assert code == 0 and out.strip() and err == ""
    assert not KEY_VALUE_DUMP.search(out), out
    assert not out.lstrip().startswith("{") and not SCIENTIFIC.search(out)


def test_status_shows_whose_memory_and_where(capsys, home):
    run(capsys, "observe", "我的工号是A7391")
    out = run(capsys, "status")[1]
    assert out.splitlines()[0] == f"Memory of default (the default), in {home} (from $PLASTIC_MEMORY_HOME)"
    assert "1 remembered, 1 on file" in out


def test_numbers_never_come_out_in_scientific_notation():
    slow = {
        **dict.fromkeys(
            (
                "merged",
                "promoted",
                "attached",
                "demoted",
                "eliminated",
                "faded",
                "hypotheses_new",
                "confirmed",
                "stale",
                "distilled_by_model",
                "core_full",
                "unconsolidated",
            ),
            0,
        ),
        "dreamt": True,
        "merged": 2,
        "ms": 6860.0,
    }
    text = readable.render("pm_dream", slow)
    assert "6,860 ms" in text and not SCIENTIFIC.search(text)
    assert readable.render("pm_dream", {**slow, "ms": 0.00004}).startswith("Dreamt in 0 ms")


def test_trace_says_when_each_remark_was_said(capsys):
    run(capsys, "observe", "我的工号是A7391")
    out = run(capsys, "trace", "--id", "1")[1]
    assert out.splitlines()[0] == "#1  remark (identity), remembered"
    assert f"said {dt.datetime.now():%Y-%m-%d}" in out and "“我的工号是A7391”" in out


def test_trace_tells_a_corrected_remark_in_the_persons_words(capsys):
    run(capsys, "observe", "I live in Boston")
    run(capsys, "observe", "No, that's wrong, I moved to Denver.")
    lines = run(capsys, "trace", "--id", "1")[1].splitlines()
    assert lines[0] == "#1  remark (identity), corrected by you"
    assert lines[-1] == "    why: you said it was wrong; the fix is #2"
    assert run(capsys, "trace", "--id", "2")[1].splitlines()[-1] == "    why: your correction of #1"


def test_compact_explains_itself_and_names_the_flag(capsys):
    code, out, _ = run(capsys, "compact")
    assert (code, out) == (0, "Nothing to compact: only 0 impressions could be folded.\n")
    promise_many(capsys)
    out = run(capsys, "compact")[1]
    assert "Nothing has changed. Your memory keeps 12 impressions of you that could be folded." in out
    assert "folds the 10 weakest into about 5 broader ones" in out  # 10 -> 6, never leaving one alone
    assert out.rstrip().endswith("To go ahead: plastic-memory compact --confirm") and "confirm=true" not in out
    out = run(capsys, "compact", "--confirm")[1]
    assert re.fullmatch(
        r"Folded 10 impressions into \d broader ones\. \d+ impressions could still be folded "
        r"later\.\n",
        out,
    )


SKILLS = ("钢琴", "吉他", "围棋", "滑雪", "潜水", "摄影", "书法", "烘焙", "陶艺", "攀岩", "骑马", "射箭")


def promise_many(capsys) -> None:
    """Twelve promises, each kept as an impression of its own by a dream: enough to compact."""
    for skill in SKILLS:
        run(capsys, "observe", f"我答应教表弟{skill}")
    run(capsys, "dream")


# -- help ------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_every_command_has_help_with_its_purpose_an_example_and_its_defaults(capsys, command):
    code, out, _ = run(capsys, command.name, "--help")
    assert code == 0
    assert f"usage: plastic-memory {command.name}" in out
    assert command.purpose in " ".join(out.split())
    assert "example:" in out and f"plastic-memory {command.name}" in out.split("example:")[1]
    assert (
        "(default: $PLASTIC_MEMORY_HOME, else the Hermes home's plugin data when $HERMES_HOME is set or ~/.hermes "
        "holds it, else ~/.plastic-memory)"
    ) in " ".join(out.split())


def test_defaults_are_shown_where_a_flag_has_one(capsys):
    out = " ".join(run(capsys, "recall", "--help")[1].split())
    assert "-k N how many remarks at most, 1 to 50 (default: 5)" in out


def test_top_level_help_lists_every_command_with_its_purpose(capsys):
    code, out, _ = run(capsys, "--help")
    flat = " ".join(out.split())
    assert code == 0
    assert all(f"{c.name} {c.purpose}" in flat for c in COMMANDS)


# -- errors ----------------------------------------------------------------------------------------------------------


def test_errors_name_the_flag_as_it_is_typed(capsys):
    code, out, err = run(capsys, "recall", "工号", "-k", "0")
    assert (code, out, err) == (1, "", "plastic-memory: error: -k must be between 1 and 50\n")
    code, out, err = run(capsys, "recall", "工号", "-k", "51")
    assert code == 1 and err == "plastic-memory: error: -k must be between 1 and 50\n"
    code, out, err = run(capsys, "trace", "--id", "424242")
    assert (code, out, err) == (1, "", "plastic-memory: error: no memory #424242\n")


def test_usage_errors_exit_2_with_usage_on_stderr(capsys):
    code, out, err = run(capsys, "pin")
    assert code == 2 and out == "" and "usage: plastic-memory pin" in err
    code, _, err = run(capsys, "observe", "x", "--kind", "gossip")
    assert code == 2 and "invalid choice" in err


def test_a_broken_database_is_one_line_and_exit_1_never_a_traceback(home):
    (home / "memory.db").write_bytes(b"this is not a database at all" * 100)
    done = shell(home, "recall", "工号")
    assert done.returncode == 1 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith("plastic-memory: error: ")
    assert "Traceback" not in done.stderr


def test_an_unexpected_failure_is_one_line_and_vv_shows_where(capsys, monkeypatch):
    def boom(self, query, k=5):
        raise RuntimeError("the index went away")

    monkeypatch.setattr(Memory, "recall", boom)
    code, out, err = run(capsys, "recall", "x")
    assert code == 1 and out == ""
    assert err == "plastic-memory: error: unexpected RuntimeError: the index went away (run with -vv to see where)\n"
    code, _, err = run(capsys, "-vv", "recall", "x")
    assert code == 1 and "Traceback" in err and err.rstrip().endswith("(run with -vv to see where)")


# -- owners ----------------------------------------------------------------------------------------------------------


def test_owner_flag_acts_for_one_command_only(capsys, home):
    assert run(capsys, "--owner", "alice", "observe", "我的工号是A7391")[0] == 0
    assert read_active_owner(str(home)) is None
    assert run(capsys, "recall", "工号")[1] == "Nothing found.\n"  # the default owner's memory
    assert "A7391" in run(capsys, "recall", "工号", "--owner", "alice")[1]
    assert as_json(capsys, "status")["owner"] == "default"


def test_use_chooses_a_lasting_owner_and_status_shows_it(capsys, home):
    run(capsys, "--owner", "alice", "observe", "我的工号是A7391")
    code, out, _ = run(capsys, "use", "alice")
    assert (code, out) == (0, "Later commands act for alice.\n")
    assert "A7391" in run(capsys, "recall", "工号")[1]
    status = as_json(capsys, "status")
    assert (status["owner"], status["owner_source"]) == ("alice", "chosen with `plastic-memory use`")
    assert as_json(capsys, "--owner", "bob", "status")["owner"] == "bob"  # once, without changing the choice
    assert as_json(capsys, "status")["owner"] == "alice"
    assert run(capsys, "use")[1] == "Later commands act for alice.\n"  # no name: says, changes nothing
    assert run(capsys, "use", "--clear")[1] == "No owner is chosen; later commands act for default.\n"
    assert as_json(capsys, "status")["owner"] == "default"


def test_plastic_memory_owner_in_the_environment_wins_over_the_choice(capsys, monkeypatch):
    run(capsys, "use", "alice")
    monkeypatch.setenv("PLASTIC_MEMORY_OWNER", "carol")
    status = as_json(capsys, "status")
    assert (status["owner"], status["owner_source"]) == ("carol", "PLASTIC_MEMORY_OWNER")
    assert "PLASTIC_MEMORY_OWNER is set" in run(capsys, "use", "dave")[1]
    assert as_json(capsys, "--owner", "erin", "status")["owner"] == "erin"  # the flag still wins, once
    run(capsys, "observe", "我的工号是A7391")
    with Memory(owner="carol") as m:
        assert m.recall("工号")


def test_plastic_memory_owner_means_the_same_for_the_library(home, monkeypatch):
    monkeypatch.setenv("PLASTIC_MEMORY_OWNER", "carol")
    with Memory() as m:
        assert m.owner == "carol"
        m.observe("我的工号是A7391")
    with Memory(owner="default") as other:
        assert other.recall("工号") == []


# -- stable JSON -----------------------------------------------------------------------------------------------------


def test_observe_has_one_shape_whatever_happened(capsys):
    results = [
        as_json(capsys, "observe", text)
        for text in ("我住在杭州", "我住在杭州", "你好", "   ", "你记错了，我住在苏州，不是杭州")
    ]
    assert [r["action"] for r in results] == ["stored", "reinforced", "dropped", "empty", "corrected"]
    assert all(list(r) == list(results[0]) for r in results)


def test_dream_compact_persona_trace_and_recall_have_one_shape_each(capsys):
    empty_dream = as_json(capsys, "dream")
    for skill in SKILLS:
        run(capsys, "observe", f"我答应教表弟{skill}")
    busy_dream = as_json(capsys, "dream")
    assert busy_dream["promoted"] > 0 and list(empty_dream) == list(busy_dream)
    asked = as_json(capsys, "compact")
    done = as_json(capsys, "compact", "--confirm")
    assert done["confirmed"] and not asked["confirmed"] and list(asked) == list(done)
    assert list(as_json(capsys, "persona")) == list(as_json(capsys, "persona", "今天好累"))
    impression = as_json(capsys, "trace", "我答应教表弟")  # the frame the fold of these promises names once
    remark = as_json(capsys, "trace", "--id", "1")
    assert impression["layer"] != remark["layer"] or impression["sources"] != remark["sources"]
    assert list(impression) == list(remark)
    sources = list(impression["sources"]) + list(remark["sources"])
    assert all(set(s) == set(sources[0]) for s in sources)
    hits = as_json(capsys, "recall", "表弟", "-k", "50")["results"]
    assert len(hits) > 1 and len({frozenset(h) for h in hits}) == 1


def test_times_come_as_iso_8601_next_to_the_epoch(capsys):
    run(capsys, "observe", "我的工号是A7391")
    (hit,) = as_json(capsys, "recall", "工号")["results"]
    assert dt.datetime.fromisoformat(hit["ts_iso"]).timestamp() == pytest.approx(hit["ts"], abs=1)
    traced = as_json(capsys, "trace", "--id", str(hit["id"]))
    assert dt.datetime.fromisoformat(traced["created_iso"]).timestamp() == pytest.approx(traced["created"], abs=1)


# -- standard input, pipes and python -m ---------------------------------------------------------------------------


def test_observe_dash_reads_standard_input(home):
    done = shell(home, "observe", "-", stdin="I am allergic to peanuts\n")
    assert done.returncode == 0 and done.stdout.startswith("Stored as #1"), done.stderr
    with Memory() as m:
        assert m.recall("peanuts")[0]["text"] == "I am allergic to peanuts"


@pytest.mark.slow
def test_a_closed_pipe_ends_quietly(home):
    """`plastic-memory ... | head -1` where head is gone before anything is written: no traceback, no message."""
    shell(home, "observe", "我的工号是A7391")
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the command writes a byte
    environment = {**os.environ, "PYTHONPATH": PACKAGE_ROOT, "PLASTIC_MEMORY_HOME": str(home)}
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "plastic_memory", "status"],
            stdout=write,
            stderr=subprocess.PIPE,
            env=environment,
            timeout=60,
        )
    finally:
        os.close(write)
    assert proc.returncode == EXIT_PIPE and proc.stderr == b""


@pytest.mark.slow
def test_python_dash_m_plastic_memory_works(home):
    stored = shell(home, "observe", "我的工号是A7391")
    assert stored.returncode == 0 and stored.stdout.startswith("Stored as #"), stored.stderr
    found = shell(home, "recall", "工号", "--json")
    assert "A7391" in json.loads(found.stdout)["results"][0]["text"]


# -- waiting on a model ----------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_dream_or_diary_that_waits_on_a_model_says_so_on_stderr(capsys, monkeypatch):
    monkeypatch.delenv("PLASTIC_MEMORY_DISTILL")
    with OpenAIStub(Reply(text="not json")) as stub:
        monkeypatch.setenv("PLASTIC_MEMORY_BASE_URL", stub.base_url)
        monkeypatch.setenv("PLASTIC_MEMORY_MODEL", "test-model")
        run(capsys, "observe", "我的工号是A7391")
        for argv in (["dream"], ["diary"]):
            code, out, err = run(capsys, *argv)
            assert code == 0 and out.strip()
            assert err.startswith(f"plastic-memory: asking test-model at {stub.base_url}, up to 120 s a call")  # local
        assert run(capsys, "diary", "--raw")[2] == ""  # nothing to wait for
    monkeypatch.setenv("PLASTIC_MEMORY_DISTILL", "rules")
    assert run(capsys, "dream")[2] == ""


# -- every tool is reachable -------------------------------------------------------------------------------------------

SAMPLE_ARGS = {
    "observe": ["我不吃香菜"],
    "recall": ["工号"],
    "dream": [],
    "status": [],
    "pin": ["工号"],
    "trace": ["工号"],
    "compact": [],
    "diary": ["--style", "warm"],
    "persona": ["今天好累"],
}


@pytest.mark.parametrize("tool", TOOLS, ids=lambda t: t.name)
def test_every_tool_is_reachable_from_the_cli_and_listed_by_mcp(capsys, tool, home):
    commands = [c.name for c in COMMANDS if c.tool == tool.name]
    assert commands, f"no subcommand runs {tool.name}"
    run(capsys, "observe", "我的工号是A7391")
    assert isinstance(as_json(capsys, commands[0], *SAMPLE_ARGS[commands[0]]), dict)
    with Memory(home=str(home)) as memory:
        listed = Server(memory).handle({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    assert tool.name in [t["name"] for t in listed["result"]["tools"]]


def test_report_writes_a_private_page_and_can_open_it(capsys, home, monkeypatch):
    opened = []
    monkeypatch.setattr("webbrowser.open", lambda url: opened.append(url) or True)  # the user's browser
    run(capsys, "observe", "我的工号是A7391")
    written = as_json(capsys, "report")
    assert written == {"path": str(home / "report-default.html"), "bytes": written["bytes"], "opened": None}
    assert (home / "report-default.html").stat().st_mode & 0o777 == 0o600
    target = home / "out" / "mine.html"
    code, out, _ = run(capsys, "report", "--output", str(target), "--open")
    assert code == 0 and out.startswith(f"Wrote {target} (") and "Opened it in your browser." in out
    assert opened == [target.resolve().as_uri()] and "A7391" in target.read_text(encoding="utf-8")
    monkeypatch.setattr("webbrowser.open", lambda url: False)  # no browser on this machine
    assert "No browser could be started here" in run(capsys, "report", "--open")[1]
    assert sqlite3.connect(home / "memory.db").execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_forget_shows_what_would_go_then_deletes_only_when_confirmed(capsys, home):
    run(capsys, "observe", "my ex is called Tom")
    run(capsys, "observe", "I am allergic to peanuts")
    code, out, _ = run(capsys, "forget", "Tom")
    assert code == 0 and out.startswith("Nothing was deleted yet. This would delete 1 memory for good")
    assert "my ex is called Tom" in out and out.rstrip().endswith("To go ahead: plastic-memory forget Tom --confirm")
    assert "Tom" in run(capsys, "recall", "Tom")[1]  # still there
    assert run(capsys, "forget", "Tom", "--confirm")[1].startswith("Deleted 1 memory for good.")
    assert run(capsys, "recall", "Tom")[1] == "Nothing found.\n"
    assert "peanuts" in run(capsys, "recall", "peanuts")[1]  # nothing else went with it
    for name in ("memory.db", "memory.db-wal", "memory.db-shm"):
        path = home / name
        assert not path.exists() or b"Tom" not in path.read_bytes()


def test_forget_has_one_json_shape_and_needs_a_target(capsys):
    run(capsys, "observe", "I am allergic to peanuts")
    preview, done = as_json(capsys, "forget", "--all"), as_json(capsys, "forget", "--all", "--confirm")
    assert preview.keys() == done.keys() and preview["confirmed"] is False and done["count"] == 1
    code, _, err = run(capsys, "forget")
    assert code == 2 and "ID|TEXT" in err
    code, out, err = run(capsys, "forget", "   ")  # words with nothing in them: a plain error naming the target
    assert (code, out) == (1, "") and err.startswith("plastic-memory: error: ") and "give an id" in err
