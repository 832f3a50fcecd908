"""A gateway of thousands in one process: 5,000 owners on one home, each turn by a random owner, while others write.

The process runs under `ulimit -n 1024`, keeps one Memory per owner (as the Hermes hooks do) and, unless --quiet,
a second process keeps writing for other owners of the same home (a CLI, another gateway; --rate observes a
second), so turns meet a database another connection has just changed. Targets: context p95 <= 1 ms, observe median
<= 0.2 ms, a handful of open file descriptors, and no index rebuilt because of another owner's write.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.append(
    str(Path(__file__).resolve().parent)
)  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import ms, print_table, wall_row  # noqa: E402
from traffic import Traffic  # noqa: E402

from plastic_memory import Memory  # noqa: E402

FD_LIMIT = 1024
# The other writer: observes for its own owners of the same home at a steady rate until its stdin closes, dreaming
# now and then.
WRITER = """
import random, sys, threading, time
from plastic_memory import Memory
home, owners, seed, rate = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
rng = random.Random(seed)
people = [Memory(home=home, owner=f"elsewhere-{i}", llm=False) for i in range(owners)]
done = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
words = ["咖啡", "跑步", "日语", "装修", "加班", "火锅", "coffee", "running", "guitar", "pottery"]
count, start = 0, time.monotonic()
while not done.is_set():
    ahead = start + count / rate - time.monotonic()
    if ahead > 0:
        time.sleep(ahead)
    m = rng.choice(people)
    m.observe(f"我今天又聊到{rng.choice(words)}和{rng.choice(words)}，第{count}次 {rng.randint(0, 10**6)}")
    count += 1
    if count == 1:
        print("ready", flush=True)  # the timed turns start only once this process really writes
    if count % 200 == 0:
        m.dream(force=True)
print(count)
"""


def descriptors() -> int:
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else -1


def start_writer(home: str, owners: int, seed: int, rate: float) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    return subprocess.Popen(
        [sys.executable, "-c", WRITER, home, str(owners), str(seed), str(rate)],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def main(argv: list[str] | None = None) -> dict:
    """Warm every owner, then time random owners' turns; print the figures and return them."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--owners", type=int, default=5000)
    parser.add_argument("--warm", type=int, default=3, help="remarks each owner makes before the timed turns")
    parser.add_argument("--turns", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--quiet", action="store_true", help="no writer in another process")
    parser.add_argument("--rate", type=float, default=200.0, help="observes per second of the other writer")
    args = parser.parse_args(argv)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(FD_LIMIT, hard), hard))
    try:
        return _run(args, min(FD_LIMIT, hard))
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def _run(args: argparse.Namespace, limit: int) -> dict:
    started, cpu = time.perf_counter(), time.process_time()
    rng = random.Random(args.seed)
    traffic = Traffic(seed=args.seed, per_day=max(200, args.turns))
    texts = [t.text for day in range(1, 4) for t in traffic.day(day)]
    with tempfile.TemporaryDirectory(prefix="pm-gateway-") as home:
        people = [Memory(home=home, owner=f"person-{i}", llm=False) for i in range(args.owners)]
        writer = None
        try:
            for n, m in enumerate(people):  # warm-up: every owner has said a few things
                for k in range(args.warm):
                    m.observe(texts[(n * args.warm + k) % len(texts)], session_id=f"warm-{n}")
                m.live()
            writer = None if args.quiet else start_writer(home, 50, args.seed, args.rate)
            if writer is not None:
                writer.stdout.readline()  # "ready": it has written once, so every timed turn meets its writes
            context_ns, observe_ns, rebuilt = [], [], 0
            clock = time.perf_counter_ns
            for turn in range(args.turns):
                n = rng.randrange(args.owners)
                m, text = people[n], texts[turn % len(texts)]
                index = m._state.index  # the working set the owner holds before the turn
                t0 = clock()
                m.context(text, session_id=f"chat-{n}")
                t1 = clock()
                m.observe(text, session_id=f"chat-{n}")
                t2 = clock()
                context_ns.append(t1 - t0)
                observe_ns.append(t2 - t1)
                rebuilt += m._state.index is not index  # only another connection's write to *this* owner may cause it
            fds = descriptors()
        finally:
            written = 0
            if writer is not None:
                said = writer.communicate(timeout=60)[0].split()
                written = int(said[-1]) if said and said[-1].isdigit() else 0
            for m in people:
                m.close()
    figures = {
        "context_p95_ms": ms(context_ns, 0.95),
        "observe_median_ms": ms(observe_ns),
        "fds": fds,
        "rebuilt": rebuilt,
        "written_elsewhere": written,
    }
    rows = [
        ("owners in this process", f"{args.owners} (one Memory each, {args.warm} remarks each before timing)"),
        ("timed turns", f"{args.turns}, each by a random owner: context then observe"),
        (
            "other writer",
            "none (--quiet)"
            if args.quiet
            else f"another process: {written} observes for 50 other owners at {args.rate:g}/s, and their dreams",
        ),
        ("context ms", f"median {ms(context_ns):.3f}, p95 {ms(context_ns, 0.95):.3f} (target p95 <= 1)"),
        ("observe ms", f"median {ms(observe_ns):.3f}, p95 {ms(observe_ns, 0.95):.3f} (target median <= 0.2)"),
        ("indexes rebuilt by others' writes", f"{rebuilt} of {args.turns} turns (target 0)"),
        ("open file descriptors", f"{fds} (limit set to {limit})"),
        wall_row(time.perf_counter() - started, time.process_time() - cpu),
    ]
    print_table("plastic-memory gateway: thousands of owners in one process (time.perf_counter_ns)", rows)
    return figures


if __name__ == "__main__":
    main()
