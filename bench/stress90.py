"""Ninety simulated days of 100 user turns a day through the engine, with six probes checked along the way."""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "bench") not in sys.path:  # after site-packages: bench/gateway.py must not hide Hermes' gateway
    sys.path.append(str(ROOT / "bench"))

from plastic_memory import Memory  # noqa: E402
from traffic import PROBES, Probe, Traffic, Turn, day_start  # noqa: E402

__all__ = ["Run", "db_size", "growth_rows", "main", "ms", "night", "print_table", "run", "simulate_day", "wall_row"]

# A day's turns fall between 08:00 and 22:00; the probes are asked at 22:30 and the dream runs at 03:00.
TURNS_FROM, TURNS_TO, CHECK_AT, DREAM_AT = 8 * 3600, 22 * 3600, 22.5 * 3600, 27 * 3600


@dataclass
class ProbeTally:
    """Checks of one probe: hits while it must be remembered, and hits where it must be gone."""

    valid: list[bool] = field(default_factory=list)  # must be found
    forgot: list[bool] = field(default_factory=list)  # must be absent (True = absent, as wanted)
    grace: list[bool] = field(default_factory=list)  # between the date and date+14: shown, not judged
    by_context: int = 0
    by_recall: int = 0


@dataclass
class Run:
    """Everything one simulation measured."""

    days: int
    per_day: int
    observe_ns: list[int] = field(default_factory=list)
    context_ns: list[int] = field(default_factory=list)
    dream_ns: list[int] = field(default_factory=list)
    daily_observe_ns: dict[int, list[int]] = field(default_factory=dict)
    daily_context_ns: dict[int, list[int]] = field(default_factory=dict)
    nights: int = 0
    block_chars: list[int] = field(default_factory=list)
    session_first_chars: list[int] = field(default_factory=list)
    budget: int | None = None
    over_budget: int = 0
    actions: dict[str, int] = field(default_factory=dict)
    dream_due: int = 0
    alive: dict[int, int] = field(default_factory=dict)
    compactions: int = 0
    compact_errors: dict[str, int] = field(default_factory=dict)
    probes: dict[str, ProbeTally] = field(default_factory=dict)
    status: dict = field(default_factory=dict)
    db_bytes: tuple[int, int] = (0, 0)
    same_turns: dict[int, tuple[list[int], list[int]]] = field(default_factory=dict)  # day -> (observe, context)
    bare_ns: list[int] = field(default_factory=list)  # a bare SQLite insert+commit of each turn's text, same loop
    wall: float = 0.0
    cpu: float = 0.0


class Bare:
    """The floor: one INSERT + COMMIT per text into a WAL / synchronous=NORMAL table with no index."""

    def __init__(self, folder: str):
        self.con = sqlite3.connect(os.path.join(folder, "bare.db"), isolation_level=None)
        self.con.execute("PRAGMA journal_mode=WAL")
        self.con.execute("PRAGMA synchronous=NORMAL")
        self.con.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, ts REAL NOT NULL, text TEXT NOT NULL)")

    def insert(self, text: str) -> int:
        """Thread CPU nanoseconds of one insert and commit."""
        t0 = time.thread_time_ns()
        self.con.execute("BEGIN")
        self.con.execute("INSERT INTO notes (ts, text) VALUES (?, ?)", (time.time(), text))
        self.con.execute("COMMIT")
        return time.thread_time_ns() - t0

    def close(self) -> None:
        self.con.close()


def ms(ns_values: list[int], q: float = 0.5) -> float:
    """The q-quantile of nanosecond samples, in milliseconds (nearest rank)."""
    if not ns_values:
        return float("nan")
    ordered = sorted(ns_values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / 1e6


def stat(status: dict, *names: str) -> int | None:
    """The first of several possible status keys that the engine reports (names may differ between versions)."""
    for name in names:
        if name in status:
            return status[name]
    return None


def check_probe(memory: Memory, probe: Probe, day: int) -> tuple[bool, bool]:
    """Ask the probe's question as a fresh session would: is a needle in the injected block, in recall?"""
    block = memory.context(probe.question, session_id=f"probe-{probe.name}-{day}") or ""
    texts = " ".join(hit["text"] for hit in memory.recall(probe.question, k=5))
    return any(n in block for n in probe.needles), any(n in texts for n in probe.needles)


def check_probes(memory: Memory, result: Run, day: int, last_day: int) -> None:
    """Every 5th day (and the last) all stated probes; dated probes also daily while they must be remembered."""
    for probe in PROBES:
        if day < probe.check_from:
            continue
        in_window = probe.valid_until is not None and day <= probe.valid_until
        if not (in_window or day % 5 == 0 or day == last_day):
            continue
        tally = result.probes.setdefault(probe.name, ProbeTally())
        in_block, in_recall = check_probe(memory, probe, day)
        found = in_block or in_recall
        tally.by_context += in_block
        tally.by_recall += in_recall
        if probe.forget_from is not None and day >= probe.forget_from:
            tally.forgot.append(not found)
        elif probe.valid_until is not None and day > probe.valid_until:
            tally.grace.append(found)
        else:
            tally.valid.append(found)


def db_size(home: str) -> tuple[int, int]:
    """Bytes of the database file and of its write-ahead log."""
    base = os.path.join(home, "memory.db")
    return tuple(os.path.getsize(p) if os.path.exists(p) else 0 for p in (base, base + "-wal"))


def run(days: int = 90, per_day: int = 100, seed: int = 7, log=None) -> Run:
    """Drive the engine like a host for `days` simulated days; return the figures. `log(day, run)` after each day."""
    started, cpu = time.perf_counter(), time.process_time()
    result = Run(days, per_day)
    traffic = Traffic(seed=seed, per_day=per_day)
    fixed = [t.text for t in Traffic(seed=seed + 1, per_day=SAME_TURNS).day(1)]
    snapshots: dict[int, tuple[Path, float]] = {}
    now = [day_start(1)]
    with tempfile.TemporaryDirectory(prefix="pm-stress-") as home:
        memory = Memory(home=home, owner="stress", clock=lambda: now[0], llm=False)
        bare = Bare(home)
        try:
            result.budget = stat(memory.status(), "core_budget_chars")
            for day in range(1, days + 1):
                simulate_day(memory, result, traffic.day(day), day, now, bare)
                now[0] = day_start(day) + CHECK_AT
                check_probes(memory, result, day, days)
                now[0] = day_start(day) + DREAM_AT
                night(memory, result, day)
                if day in (min(5, days), days):
                    snapshots[day] = (snapshot(home, day), now[0])
                if log:
                    log(day, result)
            result.status = memory.status()
            result.db_bytes = db_size(home)
            result.same_turns = same_turns(snapshots, fixed)
        finally:
            memory.close()
            bare.close()
    result.wall, result.cpu = time.perf_counter() - started, time.process_time() - cpu
    return result


def simulate_day(
    memory: Memory, result: Run, turns: list[Turn], day: int, now: list[float], bare: Bare | None = None
) -> None:
    """One day of a host's per-turn path, as hooks.py does it: context(text, session) then observe(text, session);
    with `bare`, each turn's text is also inserted into a bare table in the same loop (the floor observe is held to)."""
    session = f"day-{day}"
    step = (TURNS_TO - TURNS_FROM) / len(turns)
    observe_day, context_day = result.daily_observe_ns.setdefault(day, []), result.daily_context_ns.setdefault(day, [])
    clock = time.thread_time_ns  # CPU time of this thread: other processes on a shared machine don't count
    for i, turn in enumerate(turns):
        now[0] = day_start(day) + TURNS_FROM + i * step
        t0 = clock()
        block = memory.context(turn.text, session_id=session)
        t1 = clock()
        outcome = memory.observe(turn.text, session_id=session)
        t2 = clock()
        context_day.append(t1 - t0)
        observe_day.append(t2 - t1)
        if bare is not None:
            result.bare_ns.append(bare.insert(turn.text))
        chars = len(block or "")
        result.block_chars.append(chars)
        if i == 0:
            result.session_first_chars.append(chars)
        if result.budget is not None and chars > result.budget:
            result.over_budget += 1
        result.actions[outcome["action"]] = result.actions.get(outcome["action"], 0) + 1
        result.dream_due += bool(outcome.get("dream_due"))
    result.observe_ns += observe_day
    result.context_ns += context_day


SAME_TURNS = 600
# The same turns are given as a user gives them, in sessions of this many: in one session of 600 turns whether its
# notes allowance ran out on turn 7 or never (a matter of which remarks the day's copy holds) decided whether either
# copy chose notes at all, and the day-90 / day-5 figure read 1.0x or 5.4x by the hash seed, not by history.
SAME_SESSION = 20


def snapshot(home: str, day: int) -> Path:
    """A copy of the memory as it stands tonight, for the same-turns comparison at the end of the run."""
    copy = Path(home) / f"day-{day}"
    copy.mkdir()
    source, target = sqlite3.connect(Path(home) / "memory.db"), sqlite3.connect(copy / "memory.db")
    try:
        source.backup(target)
    finally:
        source.close()
        target.close()
    return copy


def same_turns(snapshots: dict[int, tuple[Path, float]], texts: list[str]) -> dict[int, tuple[list[int], list[int]]]:
    """CPU time of the same turns on the copies of the memory taken on day 5 and on the last day, turn by turn in
    one loop so a busy moment weighs on both alike (each day's own traffic has other words), in sessions of
    SAME_SESSION turns. The copies take the turns; the run itself is untouched."""
    clocks = {day: [now] for day, (_, now) in snapshots.items()}
    twins = {
        day: Memory(home=path, owner="stress", clock=lambda c=clocks[day]: c[0], llm=False)
        for day, (path, _) in snapshots.items()
    }
    timings: dict[int, tuple[list[int], list[int]]] = {day: ([], []) for day in twins}
    tick = time.thread_time_ns
    try:
        for twin in twins.values():
            twin.context("warm-up", session_id="warm-up")  # the working set is loaded before the timing
        for n, text in enumerate(texts):
            for day, twin in sorted(twins.items(), reverse=n % 2 == 1):  # each goes first every other turn
                clocks[day][0] += 30.0
                t0 = tick()
                session = f"same-turns-{n // SAME_SESSION}"
                twin.context(text, session_id=session)
                t1 = tick()
                twin.observe(text, session_id=session)
                t2 = tick()
                timings[day][1].append(t1 - t0)
                timings[day][0].append(t2 - t1)
    finally:
        for twin in twins.values():
            twin.close()
    return timings


def night(memory: Memory, result: Run, day: int) -> None:
    """The nightly dream (no force: the engine decides), then a consenting user's compaction when it asks."""
    t0 = time.thread_time_ns()
    counts = memory.dream()
    elapsed = time.thread_time_ns() - t0
    result.nights += 1
    if counts.get("dreamt", True):
        result.dream_ns.append(elapsed)
    status = memory.status()
    if stat(status, "core_full"):
        try:
            memory.compact(confirm=True)
            result.compactions += 1
        except Exception as error:  # an engine bug must not cost the other 89 days' figures; it is printed
            key = f"{type(error).__name__}: {error}"
            result.compact_errors[key] = result.compact_errors.get(key, 0) + 1
        status = memory.status()
    result.alive[day] = stat(status, "events_alive") or 0


def growth_rows(result: Run) -> list[tuple[str, str]]:
    """How the per-turn medians moved from day 5 to the last day (cost must not grow with history): on the same
    turns against both memories (the target), and on each day's own traffic (other words, so noisier)."""
    first, last = min(5, result.days), result.days
    rows = []
    if first in result.same_turns and last in result.same_turns:
        young, old = result.same_turns[first], result.same_turns[last]
        parts = [
            f"{name} {ms(old[n]) / ms(young[n]):.2f}x ({ms(young[n]):.3f} -> {ms(old[n]):.3f})"
            for n, name in enumerate(("observe", "context"))
        ]
        rows.append((f"same {SAME_TURNS} turns, day {last} / {first}", ", ".join(parts)))
    parts = [
        f"{name} {ms(daily[last]) / ms(daily[first]):.2f}x ({ms(daily[first]):.3f} -> {ms(daily[last]):.3f})"
        for name, daily in (("observe", result.daily_observe_ns), ("context", result.daily_context_ns))
    ]
    return rows + [(f"each day's traffic, day {last} / {first}", ", ".join(parts))]


def probe_lines(result: Run) -> list[tuple[str, str]]:
    """One row per probe: hits over checks, split for the dated ones."""
    rows = []
    for probe in PROBES:
        tally = result.probes.get(probe.name)
        if tally is None:
            continue
        how = f"(context {tally.by_context}, recall {tally.by_recall})"
        if probe.forget_from is not None:
            text = (
                f"while valid {sum(tally.valid)}/{len(tally.valid)}, absent from day {probe.forget_from} "
                f"{sum(tally.forgot)}/{len(tally.forgot)}, still found in grace {sum(tally.grace)}/{len(tally.grace)}"
            )
        elif probe.valid_until is not None:
            text = f"until its deadline {sum(tally.valid)}/{len(tally.valid)}"
        else:
            text = f"{sum(tally.valid)}/{len(tally.valid)}"
        rows.append((f"probe {probe.name}", f"{text} {how}"))
    return rows


def figures(result: Run) -> list[tuple[str, str]]:
    """The printed table: one (label, value) row per figure."""
    status = result.status
    alive_late = [n for d, n in result.alive.items() if d > 10] or list(result.alive.values())
    turns = len(result.observe_ns)
    rows = [
        ("turns", f"{turns} ({result.days} days x {result.per_day}, + probes)"),
        ("observe ms/utterance", f"median {ms(result.observe_ns):.3f}, p95 {ms(result.observe_ns, 0.95):.3f}"),
        ("context ms", f"median {ms(result.context_ns):.3f}, p95 {ms(result.context_ns, 0.95):.3f}"),
        (
            "bare sqlite insert+commit ms",
            f"median {ms(result.bare_ns):.3f} (same loop); observe median / bare "
            f"median {ms(result.observe_ns) / ms(result.bare_ns):.2f}x",
        ),
        *growth_rows(result),
        (
            "dream ms",
            f"median {ms(result.dream_ns):.1f}, max {max(result.dream_ns, default=0) / 1e6:.1f} "
            f"({len(result.dream_ns)} dreamt of {result.nights} nights; dream_due on {result.dream_due} turns)",
        ),
        (
            "injected block chars",
            f"max {max(result.block_chars, default=0)}, first turn of a session max "
            f"{max(result.session_first_chars, default=0)}, mean per turn "
            f"{statistics.fmean(result.block_chars or [0]):.1f}; budget {result.budget}, "
            f"turns over budget {result.over_budget}",
        ),
        ("resident impressions", str(stat(status, "impressions_resident"))),
        (
            "total impressions",
            f"{stat(status, 'impressions_alive')} alive, {stat(status, 'impressions_total')} ever made",
        ),
        (
            "alive events after day 10",
            f"min {min(alive_late, default=0)} - max {max(alive_late, default=0)} "
            f"(day {result.days}: {result.alive.get(result.days)})",
        ),
        (
            "alive events by day",
            ", ".join(f"d{d} {result.alive[d]}" for d in sorted(result.alive) if d % 10 == 0 or d == result.days),
        ),
        (
            "compactions",
            f"{result.compactions}" + "".join(f"; FAILED {n}x with {e}" for e, n in result.compact_errors.items()),
        ),
        (
            "hypotheses open/confirmed/stale",
            "/".join(str(stat(status, f"hypotheses_{s}")) for s in ("open", "confirmed", "stale")),
        ),
        ("observe actions", ", ".join(f"{k} {v}" for k, v in sorted(result.actions.items()))),
        (
            "database MB (file + wal)",
            f"{sum(result.db_bytes) / 1e6:.2f} ({result.db_bytes[0] / 1e6:.2f} + {result.db_bytes[1] / 1e6:.2f})",
        ),
        wall_row(result.wall, result.cpu),
    ]
    return rows + probe_lines(result)


def wall_row(wall: float, cpu: float) -> tuple[str, str]:
    """Wall time next to this process's CPU time: on a shared machine the gap is other processes' load."""
    return "wall time s", f"{wall:.1f} (process CPU {cpu:.1f} s)"


def print_table(title: str, rows: list[tuple[str, str]]) -> None:
    """Print rows as an aligned two-column table under a title."""
    width = max(len(label) for label, _ in rows)
    print(title)
    print("-" * len(title))
    for label, value in rows:
        print(f"{label:<{width}}  {value}")


def main(argv: list[str] | None = None, per_day: int = 100) -> Run:
    """Command line: run the simulation and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--days", type=int, default=90)
    parser.add_argument("--per-day", type=int, default=per_day)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--progress", action="store_true", help="print a line per simulated day")
    args = parser.parse_args(argv)

    def progress(day: int, result: Run) -> None:
        print(
            f"day {day:3d}: alive {result.alive[day]}, observe median {ms(result.daily_observe_ns[day]):.3f} ms, "
            f"{time.perf_counter() - started:.1f} s",
            file=sys.stderr,
            flush=True,
        )

    started = time.perf_counter()
    result = run(args.days, args.per_day, args.seed, log=progress if args.progress else None)
    print_table(f"plastic-memory stress: {args.days} days x {args.per_day} turns (seed {args.seed})", figures(result))
    return result


if __name__ == "__main__":
    main()
