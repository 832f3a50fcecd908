"""Per-operation cost on a memory warmed with 90 simulated days, next to a young one and a bare SQLite insert.

The machines this runs on are shared, so wall-clock timings swing by half from run to run. Every figure here is this
thread's CPU time (time.thread_time_ns), and every comparison is made inside one loop: each measured turn does a bare
SQLite insert-and-commit, then the same turn on the 90-day memory and on a 5-day one, so a busy moment weighs on all
of them alike.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.append(
    str(Path(__file__).resolve().parent)
)  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import (
    CHECK_AT,
    DREAM_AT,
    TURNS_FROM,
    Bare,
    Run,
    db_size,
    ms,
    night,
    print_table,
    simulate_day,
    wall_row,
)
from traffic import Traffic, day_start

from plastic_memory import Memory

OLD_DAYS, YOUNG_DAYS = 90, 5
# Recall as a model would call it: short keyword queries, plus whole user sentences.
QUERIES = (
    "工号",
    "猫",
    "出差",
    "不吃",
    "火锅",
    "跑步",
    "上班",
    "睡不着",
    "妹妹",
    "跳槽",
    "running",
    "Boston",
    "work",
    "dinner",
    "sister",
    "can't sleep",
    "my job",
    "tacos",
    "pottery",
    "the game",
)
clock = time.thread_time_ns


def warm(home: str, owner: str, days: int, per_day: int, seed: int, now: list[float]) -> tuple[Memory, Run]:
    """A memory that has lived `days` simulated days of traffic with a dream every night."""
    memory = Memory(home=home, owner=owner, clock=lambda: now[0], llm=False)
    traffic, result = Traffic(seed=seed, per_day=per_day), Run(days, per_day)
    for day in range(1, days + 1):
        simulate_day(memory, result, traffic.day(day), day, now)
        now[0] = day_start(day) + DREAM_AT
        night(memory, result, day)
    return memory, result


def turn(memory: Memory, text: str, session: str) -> tuple[int, int]:
    """One host turn: context then observe, each timed."""
    t0 = clock()
    memory.context(text, session_id=session)
    t1 = clock()
    memory.observe(text, session_id=session)
    return t1 - t0, clock() - t1


def time_recall(memory: Memory, queries: list[str], warmup: int = 20) -> list[int]:
    for query in queries[:warmup]:
        memory.recall(query, k=5)
    samples = []
    for query in queries:
        t0 = clock()
        memory.recall(query, k=5)
        samples.append(clock() - t0)
    return samples


def ratio(a: list[int], b: list[int]) -> float:
    """The median of paired ratios a[i] / b[i]: each pair was measured in the same moment."""
    return statistics.median(x / y for x, y in zip(a, b) if y)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-day", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--turns", type=int, default=600, help="measured turns (a fresh day's traffic)")
    args = parser.parse_args(argv)
    started, cpu = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory(prefix="pm-bench-") as home:
        old_now, young_now = [day_start(1)], [day_start(1)]
        old, old_run = warm(home, "old", OLD_DAYS, args.per_day, args.seed, old_now)
        young, _ = warm(home, "young", YOUNG_DAYS, args.per_day, args.seed, young_now)
        old_db = db_size(home)
        bare = Bare(home)
        fresh = Traffic(seed=args.seed + 1, per_day=args.turns)
        texts = [t.text for t in fresh.day(1)]
        samples = {k: [] for k in ("bare", "old observe", "old context", "young observe", "young context")}
        old_now[0] = day_start(OLD_DAYS + 1) + TURNS_FROM
        young_now[0] = day_start(YOUNG_DAYS + 1) + TURNS_FROM
        for n, text in enumerate(texts[:50] + texts):  # the first 50 warm the caches and are not counted
            timed = (bare.insert(text), *turn(old, text, "measure"), *turn(young, text, "measure"))
            old_now[0] += 60
            young_now[0] += 60
            if n >= 50:
                for key, value in zip(("bare", "old context", "old observe", "young context", "young observe"), timed):
                    samples[key].append(value)
        old_now[0] = day_start(OLD_DAYS + 1) + CHECK_AT
        recall_ns = time_recall(old, list(QUERIES) * 5 + texts[:200])
        old.close()
        young.close()
    steady_dreams = old_run.dream_ns[30:]
    s = samples
    rows = [
        ("memories", f"old: {OLD_DAYS} days x {args.per_day} turns, young: {YOUNG_DAYS} days; dream nightly"),
        ("measured turns", f"{len(s['bare'])} fresh turns, each on both memories and the bare table in one loop"),
        ("observe ms (old)", f"median {ms(s['old observe']):.3f}, p95 {ms(s['old observe'], 0.95):.3f}"),
        ("context ms (old)", f"median {ms(s['old context']):.3f}, p95 {ms(s['old context'], 0.95):.3f}"),
        ("recall ms (k=5, old)", f"median {ms(recall_ns):.3f}, p95 {ms(recall_ns, 0.95):.3f} (n={len(recall_ns)})"),
        ("dream ms (old, nights > 30)", f"median {ms(steady_dreams):.1f}, p95 {ms(steady_dreams, 0.95):.1f}"),
        ("bare sqlite insert+commit ms", f"median {ms(s['bare']):.3f}, p95 {ms(s['bare'], 0.95):.3f}"),
        (
            "observe / bare",
            f"{ratio(s['old observe'], s['bare']):.2f}x (median of paired ratios; medians "
            f"{ms(s['old observe']) / ms(s['bare']):.2f}x)",
        ),
        (
            "old / young, same turns",
            f"observe {ratio(s['old observe'], s['young observe']):.2f}x, "
            f"context {ratio(s['old context'], s['young context']):.2f}x",
        ),
        ("database MB (file + wal), old", f"{sum(old_db) / 1e6:.2f}"),
        wall_row(time.perf_counter() - started, time.process_time() - cpu),
    ]
    print_table("plastic-memory bench: per-operation CPU time (time.thread_time_ns)", rows)


if __name__ == "__main__":
    main()
