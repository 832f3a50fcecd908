"""The per-turn work of bench/peers.py's turns counted, not timed: the Python opcodes and calls plastic-memory's
context + observe execute on day 31's 900 turns after 30 warm days, by outcome. Under a fixed hash seed the count is
the same on every run, so a change's cost can be read on a machine whose timings move by a third between runs of the
same code (the timings themselves stay the target: bench/peers.py). It also counts the objects the memory keeps for
the garbage collector to walk on each full collection (its indexes and memos): a timed run sees those only as a rare
spike of tens of milliseconds, which moves a mean.

    PYTHONPATH=$PWD python bench/opcodes.py            # about fifteen seconds
    PYTHONPATH=$PWD python bench/opcodes.py --top 30   # also the functions that execute the most, inclusive
"""

from __future__ import annotations

import argparse
import collections
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))

from peers import add_traffic_arguments, measured_turns
from stress90 import DREAM_AT, TURNS_FROM, Run, night, print_table, simulate_day, wall_row
from traffic import Traffic, day_start

from plastic_memory import Memory


class Counter:
    """Opcodes and Python calls by a trace, C calls by a profile; each function's inclusive opcodes."""

    def __init__(self) -> None:
        self.opcodes = self.calls = self.c_calls = 0
        self.inclusive: collections.Counter = collections.Counter()
        self._stack: list[tuple[object, int]] = []

    def trace(self, frame, event, arg):
        frame.f_trace_opcodes = True
        if event == "opcode":
            self.opcodes += 1
        elif event == "call":
            self.calls += 1
            self._stack.append((frame.f_code, self.opcodes))
        elif event == "return" and self._stack:
            code, at = self._stack.pop()
            if not any(code is c for c, _ in self._stack):  # a recursion is counted once, at its outermost call
                self.inclusive[code] += self.opcodes - at
        return self.trace

    def profile(self, frame, event, arg) -> None:
        if event == "c_call":
            self.c_calls += 1


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_traffic_arguments(parser)
    parser.add_argument("--top", type=int, default=0, help="also print the N functions that execute the most")
    args = parser.parse_args(argv)
    if os.environ.get("PYTHONHASHSEED") is None:  # sets and dicts of strings iterate alike only under one seed
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable, *sys.argv])
    started, cpu = time.perf_counter(), time.process_time()
    count = Counter()
    by_outcome: collections.Counter = collections.Counter()
    by_call: collections.Counter = collections.Counter()
    gc.collect()
    tracked_before = len(gc.get_objects())
    with tempfile.TemporaryDirectory(prefix="pm-opcodes-") as home:
        now = [day_start(1)]
        memory = Memory(home=os.path.join(home, "pm"), owner="peers", clock=lambda: now[0], llm=False)
        traffic, warm = Traffic(seed=args.seed, per_day=args.per_day), Run(args.warm_days, args.per_day)
        said: set[str] = set()
        for day in range(1, args.warm_days + 1):
            turns = traffic.day(day)
            said.update(t.text for t in turns)
            simulate_day(memory, warm, turns, day, now)
            now[0] = day_start(day) + DREAM_AT
            night(memory, warm, day)
        day = args.warm_days + 1
        now[0] = day_start(day) + TURNS_FROM
        texts = measured_turns(traffic, day, args, said)
        for n, text in enumerate(texts):  # as bench/peers.py drives it: a new session every 25 turns
            now[0] += 30.0
            session = f"peers-{n // 25}"
            before = count.opcodes
            sys.settrace(count.trace)
            sys.setprofile(count.profile)
            memory.context(text, session_id=session)
            between = count.opcodes
            result = memory.observe(text, session_id=session)
            sys.settrace(None)
            sys.setprofile(None)
            by_call["context"] += between - before
            by_call["observe"] += count.opcodes - between
            by_outcome[result.get("action") or "?"] += count.opcodes - before
        gc.collect()
        tracked = (
            len(gc.get_objects()) - tracked_before
        )  # what the memory keeps (indexes, memos) for each full GC to walk
        memory.close()
    rows = [
        (
            "turns",
            f"{len(texts)} ({'lines never said before, from ' if args.fresh else ''}day {day} of traffic after "
            f"{args.warm_days} warm days), hash seed {os.environ['PYTHONHASHSEED']}",
        ),
        ("Python opcodes", f"{count.opcodes:,} ({count.opcodes / len(texts):,.0f} per turn)"),
        ("Python calls / C calls", f"{count.calls:,} / {count.c_calls:,}"),
        ("context / observe", f"{by_call['context']:,} / {by_call['observe']:,}"),
        ("objects a full GC walks", f"{tracked:,} kept by the memory at the end"),
    ]
    rows += [(f"observe outcome: {name}", f"{n:,} opcodes") for name, n in by_outcome.most_common()]
    rows.append(wall_row(time.perf_counter() - started, time.process_time() - cpu))
    print_table("plastic-memory's per-turn work, counted (bench/peers.py's turns)", rows)
    for code, n in count.inclusive.most_common(args.top):
        where = code.co_filename.replace(str(ROOT) + os.sep, "")
        print(f"  {n:>10,} {n / count.opcodes:6.1%}  {where}:{code.co_firstlineno} {code.co_name}")


if __name__ == "__main__":
    main()
