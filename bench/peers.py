"""plastic-memory next to Hermes' own memories on the same turns: the built-in memory tool's store
(tools/memory_tool.MemoryStore: add + the prompt block) and the holographic provider (plugins/memory/holographic,
as it runs: a prefetch per turn). Each turn goes to all three in one loop, the order rotated turn by turn, and each
is timed in this thread's CPU time, so a busy moment on a shared machine weighs on all alike.

plastic-memory's per-turn work is what a host does each turn: context(text) before the model, observe(text) after.
Each memory is first warmed on the same earlier days of traffic (plastic-memory with a dream every night).
"""

from __future__ import annotations

import argparse
import itertools
import logging
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
sys.path.append(str(ROOT / "bench"))  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import (
    DREAM_AT,
    TURNS_FROM,
    Run,
    ms,
    night,
    print_table,
    simulate_day,
    wall_row,
)
from traffic import Traffic, day_start

from plastic_memory import Memory

clock = time.thread_time_ns


class Builtin:
    """Hermes' built-in memory as a turn uses it: the user's words added to USER.md, and the prompt block."""

    def __init__(self):
        from tools.memory_tool import MemoryStore

        self.store = MemoryStore()
        self.store.load_from_disk()

    def turn(self, text: str) -> None:
        self.store.add("user", text)
        self.store.format_for_system_prompt("user")
        self.store.format_for_system_prompt("memory")


class Holographic:
    """Hermes' holographic provider as it runs: a prefetch on every turn (facts are added by tools, not per turn)."""

    def __init__(self):
        from plugins.memory.holographic import HolographicMemoryProvider

        # Past a few hundred facts its vectors warn on every add that retrieval may degrade: once is enough here.
        logging.getLogger("plugins.memory.holographic").setLevel(logging.ERROR)
        self.provider = HolographicMemoryProvider(config={})
        self.provider.initialize("peers")

    def add(self, text: str) -> None:
        self.provider._store.add_fact(text)

    def turn(self, text: str) -> None:
        self.provider.prefetch(text, session_id="peers")
        self.provider.sync_turn(text, "", session_id="peers")


class Plastic:
    """plastic-memory as a host drives it: context before the model, observe after, a new session every
    `session_turns` turns (0: one session for the whole run)."""

    def __init__(self, memory: Memory, now: list[float], session_turns: int):
        self.memory, self.now, self.session_turns, self.turns = memory, now, session_turns, 0

    def turn(self, text: str) -> None:
        self.now[0] += 30.0
        session = f"peers-{self.turns // self.session_turns if self.session_turns else 0}"
        self.turns += 1
        self.memory.context(text, session_id=session)
        self.memory.observe(text, session_id=session)


def add_traffic_arguments(parser: argparse.ArgumentParser) -> None:
    """The traffic the peers' turns come from (bench/opcodes.py counts the same turns)."""
    parser.add_argument("--warm-days", type=int, default=30)
    parser.add_argument("--per-day", type=int, default=300)
    parser.add_argument("--turns", type=int, default=900)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--fresh",
        action="store_true",
        help="every turn words never said before (the traffic of the days after, less any line said earlier): the "
        "dearest turns, where nothing is known yet; by default one day's traffic, its lines said again as people do",
    )


def measured_turns(traffic: Traffic, day: int, args: argparse.Namespace, said: set[str]) -> list[str]:
    """The turns timed, from `day` on: that day's lines said again in turn, or with --fresh lines none of `said`
    (the warm days' lines, which it is given) nor each other."""
    if not args.fresh:
        texts = [t.text for t in traffic.day(day)]
        return (texts * (args.turns // len(texts) + 1))[: args.turns]
    texts: list[str] = []
    while len(texts) < args.turns:
        for turn in traffic.day(day):
            if turn.text not in said:
                said.add(turn.text)
                texts.append(turn.text)
        day += 1
    return texts[: args.turns]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_traffic_arguments(parser)
    parser.add_argument(
        "--session-turns",
        type=int,
        default=25,
        help="a new plastic-memory session every this many turns (0: one session for all; its notes allowance is "
        "spent after a few turns, and then a turn chooses no notes at all)",
    )
    args = parser.parse_args(argv)
    started, cpu = time.perf_counter(), time.process_time()
    with tempfile.TemporaryDirectory(prefix="pm-peers-") as home:
        os.environ["HERMES_HOME"] = home  # both Hermes memories keep their files under the profile's home
        now = [day_start(1)]
        memory = Memory(home=os.path.join(home, "pm"), owner="peers", clock=lambda: now[0], llm=False)
        traffic, warm = Traffic(seed=args.seed, per_day=args.per_day), Run(args.warm_days, args.per_day)
        builtin, holo = Builtin(), Holographic()
        said: set[str] = set()  # every line of the warm days (--fresh turns are none of them)
        for day in range(1, args.warm_days + 1):
            turns = traffic.day(day)
            said.update(t.text for t in turns)
            simulate_day(memory, warm, turns, day, now)
            for turn in turns:
                builtin.store.add("user", turn.text)
            kept = {e.text for e in memory._state.live().events() if e.created >= day_start(day)}
            for text in sorted(kept):  # the facts a model would have stored through the tools
                holo.add(text)
            now[0] = day_start(day) + DREAM_AT
            night(memory, warm, day)
        builtin.store.load_from_disk()  # a new session's snapshot, as Hermes takes it
        day = args.warm_days + 1
        now[0] = day_start(day) + TURNS_FROM
        texts = measured_turns(traffic, day, args, said)
        peers = {
            "plastic-memory": Plastic(memory, now, args.session_turns),
            "hermes built-in": builtin,
            "hermes holographic": holo,
        }
        samples: dict[str, list[int]] = {name: [] for name in peers}
        orders = itertools.cycle(list(itertools.permutations(peers)))
        for text in texts:
            for name in next(orders):
                t0 = clock()
                peers[name].turn(text)
                samples[name].append(clock() - t0)
        facts = holo.provider._store._conn.execute("SELECT COUNT(*) FROM facts").fetchone()[0]
        memory.close()
    pm = samples["plastic-memory"]

    def paired(other: list[int]) -> float:
        return statistics.median(a / b for a, b in zip(pm, other) if b)

    rows = [
        (
            "turns",
            f"{len(pm)} ({'lines never said before, from ' if args.fresh else ''}day {day} of traffic after "
            f"{args.warm_days} warm days, order rotated)",
        ),
        ("plastic-memory sessions", f"a new one every {args.session_turns} turns" if args.session_turns else "one"),
        ("holographic facts", str(facts)),
    ]
    rows += [
        (f"{name} ms per turn", f"median {ms(s):.3f}, p95 {ms(s, 0.95):.3f}, mean {statistics.fmean(s) / 1e6:.3f}")
        for name, s in samples.items()
    ]
    for name in ("hermes built-in", "hermes holographic"):
        other = samples[name]
        rows.append(
            (
                f"plastic-memory / {name}",
                (
                    f"{statistics.fmean(pm) / statistics.fmean(other):.2f}x per turn (mean); medians "
                    f"{ms(pm) / ms(other):.2f}x; paired {paired(other):.2f}x"
                ),
            )
        )
    rows.append(wall_row(time.perf_counter() - started, time.process_time() - cpu))
    print_table("plastic-memory next to Hermes' own memories, same turns, one loop", rows)


if __name__ == "__main__":
    main()
