"""kill -9 in the middle of a dream, a compaction and a forgetting: every time, the file opens and holds exactly the
state before the operation or the state after it, never a mix. The child process opens the memory, says "ready",
runs the operation; the parent kills it at a random moment within the operation's own running time.

PM_KILLS sets the kills per operation (default 12; the issue's run used 40: PM_KILLS=40)."""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
KILLS = int(os.environ.get("PM_KILLS", "12"))
NOW = 1_741_000_000.0  # every process sees the same moment, so a completed operation is reproducible

CHILD = r"""
import sys, time
from plastic_memory import Memory
home, op = sys.argv[1], sys.argv[2]
m = Memory(home=home, owner="alice", clock=lambda: NOW, llm=False)
m.live()
print("ready", flush=True)
t0 = time.perf_counter()
if op == "dream":
    m.dream(force=True)
elif op == "compact":
    m.compact(confirm=True)
else:
    m.forget(text="tea", confirm=True)
print("done", time.perf_counter() - t0, flush=True)
m.close()
""".replace("NOW", repr(NOW))

TOPICS = [
    "green tea",
    "oolong tea",
    "jasmine tea",
    "running on Sundays",
    "learning Japanese",
    "my sister in Paris",
    "the garden tomatoes",
    "my cat Miso",
    "the piano lessons",
    "the new job at the bank",
]


def template(root: Path) -> Path:
    """A memory with a dream behind it and enough new remarks for another: the state every kill starts from."""
    from plastic_memory import Memory

    home = root / "template"
    with Memory(home=home, owner="alice", clock=lambda: NOW - 86400, llm=False) as m:
        for n in range(120):
            m.observe(f"I keep thinking about {TOPICS[n % len(TOPICS)]}, note {n}", kind="life")
        m.dream(force=True)
        for n in range(160):
            m.observe(f"Today again {TOPICS[(n * 3) % len(TOPICS)]} came up, part {n}", kind="pref")
    return home


def state(home: Path) -> tuple:
    """What the memory holds, as a value: every row of items and hypotheses."""
    conn = sqlite3.connect(home / "memory.db")
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        items = conn.execute(
            "SELECT id, owner, layer, kind, text, alive, merged_into, pinned, state, consolidated"
            " FROM items ORDER BY id"
        ).fetchall()
        hyps = conn.execute("SELECT id, owner, text, status FROM hypotheses ORDER BY id").fetchall()
        return tuple(items), tuple(hyps)
    finally:
        conn.close()


def child(home: Path, op: str) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(REPO), "PLASTIC_MEMORY_DISTILL": "rules"}
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, str(home), op],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
        text=True,
    )


def opened(home: Path) -> tuple:
    """Open the file the way a user would (recovering the log), then read its state."""
    from plastic_memory import Memory

    with Memory(home=home, owner="alice", clock=lambda: NOW, llm=False) as m:
        m.status()
    return state(home)


@pytest.fixture(scope="module")
def start(tmp_path_factory):
    return template(tmp_path_factory.mktemp("crash"))


@pytest.mark.parametrize("op", ["dream", "compact", "forget"])
def test_kill_9_during_an_operation_leaves_the_state_before_or_after(start, tmp_path, op):
    before = state(start)
    done = tmp_path / "done"
    shutil.copytree(start, done)
    proc = child(done, op)
    assert proc.stdout.readline().strip() == "ready"
    took = float(proc.stdout.readline().split()[1])
    assert proc.wait(60) == 0
    after = opened(done)
    assert after != before, f"the {op} changed nothing: the test could not tell the states apart"
    rng = random.Random(op)
    seen = {"before": 0, "after": 0}
    for n in range(KILLS):
        home = tmp_path / f"k{n}"
        shutil.copytree(start, home)
        proc = child(home, op)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0, took * 1.1))
        proc.send_signal(signal.SIGKILL)
        proc.wait(30)
        now = opened(home)
        assert now in (before, after), f"kill {n} of the {op} left a state that is neither before nor after"
        seen["before" if now == before else "after"] += 1
        shutil.rmtree(home)
    print(f"{op}: {KILLS} kills, {seen}, operation {took * 1000:.0f} ms")
