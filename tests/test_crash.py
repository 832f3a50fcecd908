"""kill -9 in the middle of a dream, a compaction and a forgetting: every time, the file opens and holds exactly the
state before the operation or the state after it, never a mix. The child process opens the memory, says "ready",
runs the operation; the parent kills it at a random moment within the operation's own running time.

Each child is forked from a process that has only imported the package (nothing opened), so a kill costs the
operation, not the seconds of a fresh interpreter's import: the child still opens the file itself, in a process of
its own, and dies by SIGKILL exactly as before.

PM_KILLS sets the kills per operation (default 12; the issue's run used 40: PM_KILLS=40)."""

from __future__ import annotations

import os
import queue
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
KILLS = int(os.environ.get("PM_KILLS", "12"))
LINE_WAIT = 120.0
NOW = 1_741_000_000.0  # every process sees the same moment, so a completed operation is reproducible

# The parent of every child: it imports the package once, then for each "<home>\t<op>" line on its stdin forks a
# child that opens the memory, says "ready", runs the operation and says "done <seconds>", and reports "pid <pid>".
# It reaps the child only when told ("reap"), then says "exit <status>": until then a child that finished first is a
# zombie, so its pid is never another process's when the test kills it, and after "exit" the file is free.
FORKS = r"""
import os, sys, time, traceback
from plastic_memory import Memory
pid = 0
def say(*words):
    # one write of the whole line: a child killed mid-print must not leave half a line for the next one to join
    os.write(1, (" ".join(map(str, words)) + "\n").encode())
for line in sys.stdin:
    if line == "reap\n":
        say("exit", os.waitpid(pid, 0)[1])
        continue
    home, op = line.rstrip("\n").split("\t")
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            m = Memory(home=home, owner="alice", clock=lambda: NOW, llm=False)
            m.live()
            say("ready")
            t0 = time.perf_counter()
            if op == "dream":
                m.dream(force=True)
            elif op == "compact":
                m.compact(confirm=True)
            else:
                m.forget(text="tea", confirm=True)
            say("done", time.perf_counter() - t0)
            m.close()
        except BaseException:
            traceback.print_exc()
            code = 1
        finally:
            sys.stdout.flush()
            os._exit(code)
    say("pid", pid)
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


class Forks:
    """The forking parent (FORKS) and the protocol to it: start a child, read its lines, kill it, wait it out."""

    def __init__(self):
        env = {**os.environ, "PYTHONPATH": str(REPO), "PLASTIC_MEMORY_DISTILL": "rules"}
        self.proc = subprocess.Popen(
            [sys.executable, "-c", FORKS],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None,  # a child's traceback reaches the test's output
            env=env,
            text=True,
        )
        self.pid: int | None = None
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put("")  # end of output: the parent died

    def _line(self) -> list[str]:
        # A child that failed before its "done" leaves the parent waiting on stdin: bounded, so that fails the test
        # (with the child's traceback on stderr) instead of hanging the run.
        try:
            line = self.lines.get(timeout=LINE_WAIT)
        except queue.Empty:
            raise AssertionError(f"no word from the forking parent in {LINE_WAIT} s") from None
        assert line, "the forking parent died"
        words = line.split()
        if words[0] == "pid":
            self.pid = int(words[1])
            return self._line()
        return words

    def start(self, home: Path, op: str) -> None:
        """Fork a child on home for op and return once it says "ready" (its pid is known by then)."""
        self.pid = None
        self.proc.stdin.write(f"{home}\t{op}\n")
        self.proc.stdin.flush()
        assert self._line() == ["ready"]
        while self.pid is None:  # the parent's "pid" line may come after the child's "ready"
            self._line()

    def done(self) -> float:
        """The child's own running time of the operation, read once it has finished."""
        words = self._line()
        assert words[0] == "done", words
        return float(words[1])

    def exited(self) -> int:
        """Wait until the child is gone (reaped); its wait status. A "done" left unread (a child that finished
        before its kill) is passed over."""
        self.proc.stdin.write("reap\n")
        self.proc.stdin.flush()
        words = self._line()
        while words[0] == "done":
            words = self._line()
        assert words[0] == "exit", words
        return int(words[1])

    def kill(self) -> None:
        os.kill(self.pid, signal.SIGKILL)

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(30)


@pytest.fixture
def forks():
    running = Forks()
    yield running
    running.close()


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
def test_kill_9_during_an_operation_leaves_the_state_before_or_after(start, tmp_path, op, forks):
    before = state(start)
    done = tmp_path / "done"
    shutil.copytree(start, done)
    forks.start(done, op)
    took = forks.done()
    assert forks.exited() == 0
    after = opened(done)
    assert after != before, f"the {op} changed nothing: the test could not tell the states apart"
    rng = random.Random(op)
    seen = {"before": 0, "after": 0}
    for n in range(KILLS):
        home = tmp_path / f"k{n}"
        shutil.copytree(start, home)
        forks.start(home, op)
        time.sleep(rng.uniform(0, took * 1.1))
        forks.kill()
        status = forks.exited()
        assert status == 0 or (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL), status
        now = opened(home)
        assert now in (before, after), f"kill {n} of the {op} left a state that is neither before nor after"
        seen["before" if now == before else "after"] += 1
        shutil.rmtree(home)
    print(f"{op}: {KILLS} kills, {seen}, operation {took * 1000:.0f} ms")
