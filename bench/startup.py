"""What a new process pays before its first answer: importing the package, opening a memory that has lived some days,
and its first turn (context, then observe) on words it has never read, each measured in a fresh Python process.

The Hermes plugin is imported when Hermes starts, every `plastic-memory` command and the MCP server start a process
of their own, and the first turn of a process is where the patterns it needs are compiled (language/lazy_re.py) and
the memory's index is built. The Hermes plugin and the MCP server start a warm-up when they load (faces/warm.py), done
while they wait for someone to type: each process is also run with it, waited for before its first turn as a person
typing would make it wait, and what it cost and what the first turn then costs are printed beside.
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
warmed = {"open": t2 - t1}
if sys.argv[3] == "warm":
    from plastic_memory.faces import warm
    cpu = time.process_time()
    warm.Warming(lambda: [memory]).start().join()
    warmed = {"warm-up": time.perf_counter() - t2, "warm-up cpu": time.process_time() - cpu}
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
print(json.dumps({"import": t1 - t0, "context": t3 - t2, "observe": t4 - t3, "second": t5 - t4, **warmed}))
"""

# Run in the child, inside the real Hermes: its plugin discovery loads ours (and starts the warm-up unless it is turned
# off); the warm-up is waited for, as someone typing would wait for it; then one turn's two hooks, timed.
_HERMES_CHILD = """
import json, sys, time
t0 = time.perf_counter()
import hermes_cli.plugins as hermes_plugins
hermes_plugins.discover_plugins(force=True)
t1 = time.perf_counter()
manager = hermes_plugins.get_plugin_manager()
(plugin,) = {getattr(c, "__self__", None) for cs in manager._hooks.values() for c in cs} - {None}
warming = plugin._warming
if warming is not None:
    warming.join()
t2 = time.perf_counter()
text = "I started a new job at the Riverside clinic last week, the commute is rough"
said = [{"role": "user", "content": text}]
common = dict(session_id="s1", task_id="t", turn_id="s1:t:1", user_message=text, model="m", platform="cli")
hermes_plugins.invoke_hook("pre_llm_call", conversation_history=said, is_first_turn=True, sender_id="", **common)
t3 = time.perf_counter()
said.append({"role": "assistant", "content": "Congratulations!"})
hermes_plugins.invoke_hook("post_llm_call", assistant_response="Congratulations!", conversation_history=said, **common)
t4 = time.perf_counter()
plugin.close()
print(json.dumps({"load": t1 - t0, "warm-up": t2 - t1 if warming else 0.0, "pre": t3 - t2, "post": t4 - t3}))
"""


def hermes_env(tmp: str, memory_home: str, env: dict[str, str], warm_up: bool) -> dict[str, str]:
    """A Hermes home with this repository linked in as its enabled plugin, serving the memory at memory_home."""
    home = os.path.join(tmp, "hermes-home")
    if not os.path.isdir(home):
        os.makedirs(os.path.join(home, "plugins"))
        os.symlink(ROOT, os.path.join(home, "plugins", "plastic-memory"), target_is_directory=True)
        with open(os.path.join(home, "config.yaml"), "w", encoding="utf-8") as f:
            f.write("plugins:\n  enabled:\n    - plastic-memory\n")
    return dict(
        env,
        HERMES_HOME=home,
        PLASTIC_MEMORY_HOME=memory_home,
        PLASTIC_MEMORY_OWNER="startup",
        PLASTIC_MEMORY_DISTILL="rules",
        PLASTIC_MEMORY_WARM_UP="1" if warm_up else "0",
    )


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
    parser.add_argument("--hermes", action="store_true", help="also load the plugin in the real Hermes and time a turn")
    args = parser.parse_args(argv)
    started, cpu = time.perf_counter(), time.process_time()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    with tempfile.TemporaryDirectory(prefix="pm-startup-") as tmp:
        source = os.path.join(tmp, "warm")
        after = warm(source, args.days, args.per_day, args.seed)
        found: dict[str, list[float]] = {}
        for n in range(args.runs):
            for mode in ("cold", "warm"):
                home = os.path.join(tmp, f"run{n}-{mode}")
                shutil.copytree(source, home)
                out = subprocess.run(
                    [sys.executable, "-c", _CHILD, home, str(after), mode],
                    env=env,
                    capture_output=True,
                    text=True,
                    check=True,
                )
                for key, seconds in json.loads(out.stdout).items():
                    found.setdefault(mode + " " + key, []).append(seconds * 1000)
        for n in range(args.runs if args.hermes else 0):
            for mode in ("cold", "warm"):
                home = os.path.join(tmp, f"hermes{n}-{mode}")
                shutil.copytree(source, home)
                out = subprocess.run(
                    [sys.executable, "-c", _HERMES_CHILD],
                    env=hermes_env(tmp, home, env, mode == "warm"),
                    capture_output=True,
                    text=True,
                    check=True,
                )
                for key, seconds in json.loads(out.stdout.strip().splitlines()[-1]).items():
                    found.setdefault("hermes " + mode + " " + key, []).append(seconds * 1000)
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
        ("import plastic_memory ms", median("cold import")),
        ("open the memory ms", median("cold open")),
        ("first context ms", median("cold context")),
        ("first observe ms", median("cold observe")),
        ("second turn (other language) ms", median("cold second")),
        ("warm-up (its own thread) ms", median("warm warm-up") + f"; CPU {median('warm warm-up cpu')}"),
        ("after it: first context ms", median("warm context")),
        ("after it: first observe ms", median("warm observe")),
        ("after it: second turn ms", median("warm second")),
        (
            "a command that reads no words ms",
            f"median {statistics.median(help_ms):.0f} (the CLI's --help, whole process)",
        ),
        wall_row(time.perf_counter() - started, time.process_time() - cpu),
    ]
    print_table("A new process: import, open, first turn", rows)
    if args.hermes:
        print()
        print_table(
            "In the real Hermes: the plugin loaded, then the first turn's hooks (warm-up off / on, waited for)",
            [
                ("plugin discovery and load ms", f"off {median('hermes cold load')}; on {median('hermes warm load')}"),
                ("warm-up (its own thread) ms", median("hermes warm warm-up")),
                ("first pre_llm_call ms", f"off {median('hermes cold pre')}; on {median('hermes warm pre')}"),
                ("first post_llm_call ms", f"off {median('hermes cold post')}; on {median('hermes warm post')}"),
            ],
        )


if __name__ == "__main__":
    main()
