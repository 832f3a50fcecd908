"""Per-operation latency on a memory warmed with 30 simulated days, against a bare SQLite insert-and-commit."""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent))  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import (CHECK_AT, DREAM_AT, Run, db_size, growth_row, ms, night,  # noqa: E402
                      print_table, simulate_day, wall_row)
from traffic import Traffic, day_start  # noqa: E402

from plastic_memory import Memory  # noqa: E402

WARM_DAYS = 30
# Recall as a model would call it: short keyword queries, plus whole user sentences.
QUERIES = ("工号", "猫", "出差", "不吃", "火锅", "跑步", "上班", "睡不着", "妹妹", "跳槽", "running", "Boston",
           "work", "dinner", "sister", "can't sleep", "my job", "tacos", "pottery", "the game")


def bare_sqlite(folder: str, texts: list[str], warmup: int = 50) -> list[int]:
    """Nanoseconds per INSERT + COMMIT of each text into a WAL / synchronous=NORMAL table, as the engine's floor."""
    path = os.path.join(folder, "bare.db")
    con = sqlite3.connect(path, isolation_level=None)
    try:
        con.execute("PRAGMA journal_mode=WAL")
        con.execute("PRAGMA synchronous=NORMAL")
        con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, ts REAL NOT NULL, text TEXT NOT NULL)")
        samples = []
        clock = time.perf_counter_ns
        for i, text in enumerate(texts[:warmup] + texts):
            t0 = clock()
            con.execute("BEGIN")
            con.execute("INSERT INTO notes (ts, text) VALUES (?, ?)", (time.time(), text))
            con.execute("COMMIT")
            if i >= warmup:
                samples.append(clock() - t0)
        return samples
    finally:
        con.close()


def time_recall(memory: Memory, queries: list[str], warmup: int = 20) -> list[int]:
    """Nanoseconds per recall(query, k=5), after a few untimed calls."""
    for query in queries[:warmup]:
        memory.recall(query, k=5)
    samples = []
    for query in queries:
        t0 = time.perf_counter_ns()
        memory.recall(query, k=5)
        samples.append(time.perf_counter_ns() - t0)
    return samples


def main(argv: list[str] | None = None) -> None:
    """Warm 30 days, measure every operation on day 31, carry on to the last day for the growth ratios."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--per-day", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    if args.days <= WARM_DAYS:
        parser.error(f"--days must be more than the {WARM_DAYS} warm-up days")
    started, cpu = time.perf_counter(), time.process_time()
    traffic, result, now = Traffic(seed=args.seed, per_day=args.per_day), Run(args.days, args.per_day), [day_start(1)]
    with tempfile.TemporaryDirectory(prefix="pm-bench-") as home:
        memory = Memory(home=home, owner="bench", clock=lambda: now[0], llm=False)
        try:
            for day in range(1, args.days + 1):
                turns = traffic.day(day)
                simulate_day(memory, result, turns, day, now)
                if day == WARM_DAYS + 1:
                    now[0] = day_start(day) + CHECK_AT
                    sentences = [t.text for t in turns if t.cls in ("fact", "plan", "mood")][:200]
                    recall_ns = time_recall(memory, list(QUERIES) * 5 + sentences)
                    bare_ns = bare_sqlite(home, [t.text for t in turns])
                    warm_db = db_size(home)
                now[0] = day_start(day) + DREAM_AT
                night(memory, result, day)
                if day == WARM_DAYS:
                    dreams_warm = len(result.dream_ns)
            end_db = db_size(home)
        finally:
            memory.close()
    warm = WARM_DAYS + 1
    observe_ns, context_ns = result.daily_observe_ns[warm], result.daily_context_ns[warm]
    steady_dreams = result.dream_ns[dreams_warm:]
    rows = [
        ("traffic", f"{args.days} days x {args.per_day} turns, dream nightly; operations timed on day {warm}"),
        ("observe ms", f"median {ms(observe_ns):.3f}, p95 {ms(observe_ns, .95):.3f} (n={len(observe_ns)})"),
        ("context ms", f"median {ms(context_ns):.3f}, p95 {ms(context_ns, .95):.3f} (n={len(context_ns)})"),
        ("recall ms (k=5)", f"median {ms(recall_ns):.3f}, p95 {ms(recall_ns, .95):.3f} (n={len(recall_ns)})"),
        ("dream ms, nights > 30", f"median {ms(steady_dreams):.1f}, p95 {ms(steady_dreams, .95):.1f} "
                                  f"({len(steady_dreams)} dreamt of {args.days - WARM_DAYS} nights)"),
        ("bare sqlite insert+commit ms", f"median {ms(bare_ns):.3f}, p95 {ms(bare_ns, .95):.3f} (same texts)"),
        ("observe / bare (medians)", f"{ms(observe_ns) / ms(bare_ns):.2f}x"),
        growth_row(result),
        ("database MB (file + wal)", f"day {warm} {sum(warm_db) / 1e6:.2f}, day {args.days} {sum(end_db) / 1e6:.2f}"),
        wall_row(time.perf_counter() - started, time.process_time() - cpu),
    ]
    print_table("plastic-memory bench: per-operation latency (time.perf_counter_ns)", rows)


if __name__ == "__main__":
    main()
