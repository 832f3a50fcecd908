"""Errors that tell the truth, and input that stays bounded: a dream whose upkeep fails after it was saved says it
was saved; the MCP server refuses an over-long line with a JSON-RPC error, keeps answering, and writes only
warnings to stderr unless -v; a huge input to the library is cut before it is copied around."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tracemalloc

from test_mcp import _server_env

from plastic_memory import PlasticMemoryError
from plastic_memory.config import DAY
from plastic_memory.faces.mcp import MAX_LINE_BYTES, Oversized, bounded_lines

FULL = (
    "the disk holding memory.db is full (database or disk is full). This change was not saved and nothing "
    "stored before it was lost; free some space and try again"
)


def test_a_dream_saved_before_its_upkeep_failed_says_it_was_saved(mem, clock, monkeypatch):
    m = mem()
    for text in ("I like green tea", "I drink green tea every morning", "我在学日语", "My sister lives in Paris"):
        m.observe(text)
    m.dream(force=True)  # the first dream dates the upkeep
    clock.set_day(40)
    m.observe("I started running on Sundays")

    def full(*args, **kwargs):
        raise PlasticMemoryError(FULL)

    monkeypatch.setattr(m.store, "vacuum", full)
    dreams = m.status()["dreams"]
    result = m.dream(force=True)  # no exception: the dream is saved, a host must not run it again
    assert (
        result["maintenance"].startswith("The dream was saved")
        and "do not run this dream again" in result["maintenance"]
    )
    assert m.status()["dreams"] == dreams + 1
    assert m.store.stat(m.owner, "maintained_at", 0.0) >= clock() - DAY  # the purge part committed before VACUUM


def test_a_forgetting_whose_scrub_fails_still_reports_what_it_deleted(mem, monkeypatch):
    m = mem()
    item = m.observe("my locker code is behind the poster", kind="fact")["id"]
    m.store.set_meta("scrub_pending", "1")

    def full(*args, **kwargs):
        raise PlasticMemoryError(FULL)

    monkeypatch.setattr(m.store, "vacuum", full)
    done = m.forget(id=item, confirm=True)
    assert done["confirmed"] and done["count"] == 1 and done["wiped"] is False
    assert "Deleted 1 memories for good" in done["message"] and "not saved" not in done["message"]


def test_bounded_lines_skips_an_over_long_line_without_holding_it():
    big = b'{"x": "' + b"a" * (3 * MAX_LINE_BYTES) + b'"}\n'
    stream = io.BytesIO(b'{"a": 1}\n' + big + b'{"b": 2}\n' + b"z" * MAX_LINE_BYTES + b"\n")
    out = list(bounded_lines(stream))
    assert out[0] == b'{"a": 1}\n' and isinstance(out[1], Oversized) and out[1].size == len(big)
    assert out[2] == b'{"b": 2}\n' and out[3] == b"z" * MAX_LINE_BYTES + b"\n" and len(out) == 4


def test_the_mcp_server_refuses_an_over_long_line_and_keeps_answering(tmp_path):
    ping = '{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n'
    huge = (
        json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 2,
                "method": "tools/call",
                "params": {"name": "pm_observe", "arguments": {"text": "我" * MAX_LINE_BYTES}},
            }
        )
        + "\n"
    )
    proc = subprocess.run(
        [sys.executable, "-m", "plastic_memory.faces.mcp"],
        input=(huge + ping).encode(),
        capture_output=True,
        timeout=60,
        env=_server_env(tmp_path),
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    replies = [json.loads(line) for line in proc.stdout.splitlines()]
    assert replies[0]["id"] is None and replies[0]["error"]["code"] == -32600
    assert str(MAX_LINE_BYTES) in replies[0]["error"]["message"]
    assert replies[1] == {"jsonrpc": "2.0", "id": 1, "result": {}}
    # stderr carries warnings only: the refusal, and no routine INFO line (the serving banner is not there)
    assert b"INFO" not in proc.stderr and b"WARNING" in proc.stderr


def test_the_mcp_server_logs_routine_lines_only_with_v(tmp_path):
    ping = b'{"jsonrpc": "2.0", "id": 1, "method": "ping"}\n'
    quiet, loud = (
        subprocess.run(
            [sys.executable, "-m", "plastic_memory.faces.mcp", *flags],
            input=ping,
            capture_output=True,
            timeout=30,
            env=_server_env(tmp_path),
            check=False,
        )
        for flags in ([], ["-v"])
    )
    assert quiet.stderr == b"" and b"serving owner" in loud.stderr


def test_a_huge_input_costs_what_a_long_one_does(mem):
    m = mem()
    text = "I like tea. " * 2_000_000  # 24 MB
    tracemalloc.start()
    m.observe(text)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < len(text) // 4  # not a copy of it, let alone eight


def test_the_cli_reads_at_most_what_could_be_stored_from_a_pipe():
    from plastic_memory.faces.cli import _read_bounded

    stream = io.BytesIO("我喜欢绿茶".encode() + b"a" * 5_000_000)
    text = _read_bounded(stream, 9600)
    assert text.startswith("我喜欢绿茶") and len(text.encode()) <= 9600 and stream.read() == b""
