"""What a new process pays before its first answer: importing the package, opening a memory that has lived some days,
and its first turn (context, then observe) on words it has never read, each measured in a fresh Python process.

The Hermes plugin is imported when Hermes starts, every `plastic-memory` command and the MCP server start a process
of their own, and the first turn of a process is where the patterns it needs are compiled (language/lazy_re.py) and
the memory's index is built.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "bench") not in sys.path:
    sys.path.append(str(ROOT / "bench"))

from plastic_memory import Memory  # noqa: E402
from stress90 import DREAM_AT, TURNS_FROM, Run, night, print_table, simulate_day, wall_row  # noqa: E402
from traffic import Traffic, day_start  # noqa: E402

# Run in the child: one import, one open, one turn of words the warm days never said, each timed by the wall clock.
_CHILD = """
import json, sys, time
t0 = time.perf_counter()
from plastic_memory import Memory
t1 = time.perf_counter()
memory = Memory(home=sys.argv[1], owner="startup", clock=lambda: float(sys.argv[2]), llm=False)
t2 = time.perf_counter()
text = "I started a new job at the Riverside clinic last week, the commute is rough"
memory.context(text, session_id="first")
t3 = time.perf_counter()
memory.observe(text, session_id="first")
t4 = time.perf_counter()
memory.context("我上周末去苏州看了我姐姐", session_id="first")
memory.observe("我上周末去苏州看了我姐姐", session_id="first")
t5 = time.perf_counter()
memory.close()
print(json.dumps({"import": t1 - t0, "open": t2 - t1, "context": t3 - t2, "observe": t4 - t3, "second": t5 - t4}))
"""


def warm(home: str, days: int, per_day: int, seed: int) -> float:
    """A memory that has lived `days` simulated days with a dream every night; returns the time after them."""
    now = [day_start(1)]
    memory = Memory(home=home, owner="startup", clock=lambda: now[0], llm=False)
    traffic, run = Traffic(seed=seed, per_day=per_day), Run(days, per_day)
    for day in range(1, days + 1):
        simulate_day(memory, run, traffic.day(day), day, now)
        now[0] = day_start(day) + DREAM_AT
        night(memory, run, day)
    memory.close()
    return day_start(days + 1) + TURNS_FROM


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--per-day", type=int, default=100)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--runs", type=int, default=5, help="fresh processes, each on its own copy of the memory")
    args = parser.parse_args(argv)
    started, cpu = time.perf_counter(), time.process_time()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    with tempfile.TemporaryDirectory(prefix="pm-startup-") as tmp:
        source = os.path.join(tmp, "warm")
        after = warm(source, args.days, args.per_day, args.seed)
        found: dict[str, list[float]] = {}
        for n in range(args.runs):
            home = os.path.join(tmp, f"run{n}")
            shutil.copytree(source, home)
            out = subprocess.run(
                [sys.executable, "-c", _CHILD, home, str(after)], env=env, capture_output=True, text=True, check=True
            )
            for key, seconds in json.loads(out.stdout).items():
                found.setdefault(key, []).append(seconds * 1000)
        help_ms = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            subprocess.run([sys.executable, "-m", "plastic_memory.faces.cli", "--help"], env=env, capture_output=True)
            help_ms.append((time.perf_counter() - t0) * 1000)

    def median(key: str) -> str:
        values = found[key]
        return f"median {statistics.median(values):.0f}, min {min(values):.0f}, max {max(values):.0f}"

    rows = [
        ("memory", f"{args.days} days x {args.per_day} turns, dream nightly; {args.runs} fresh processes"),
        ("import plastic_memory ms", median("import")),
        ("open the memory ms", median("open")),
        ("first context ms", median("context")),
        ("first observe ms", median("observe")),
        ("second turn (other language) ms", median("second")),
        (
            "a command that reads no words ms",
            f"median {statistics.median(help_ms):.0f} (the CLI's --help, whole process)",
        ),
        wall_row(time.perf_counter() - started, time.process_time() - cpu),
    ]
    print_table("A new process: import, open, first turn", rows)


if __name__ == "__main__":
    main()
