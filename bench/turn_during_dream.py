"""How long a turn takes while a dream holds the memory: context and observe through faces/patient.py (what the Hermes
hooks call) while another thread holds the owner's state and a write transaction, as a dream's apply step does;
and the same turns with nothing held, for comparison. Prints milliseconds (median, 99th percentile, worst).

    PYTHONPATH=$PWD python bench/turn_during_dream.py [--turns 200]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import threading
import time

from plastic_memory import Memory
from plastic_memory.faces.patient import Patient


def timed_turns(patient: Patient, memory: Memory, turns: int) -> tuple[list[float], list[float]]:
    """Milliseconds of each pre_llm_call's work (context) and each post_llm_call's (observe)."""
    before, after = [], []
    for n in range(turns):
        started = time.perf_counter()
        patient.context(memory, f"what should I cook tonight, day {n}", session_id=f"s{n % 7}")
        middle = time.perf_counter()
        patient.observe(memory, f"I tried a new bakery on street number {n}", session_id=f"s{n % 7}")
        before.append((middle - started) * 1000)
        after.append((time.perf_counter() - middle) * 1000)
    return before, after


def line(name: str, took: list[float]) -> str:
    took = sorted(took)
    p99 = took[min(len(took) - 1, int(len(took) * 0.99))]
    return f"{name}: median {statistics.median(took):.2f} ms, p99 {p99:.2f} ms, worst {took[-1]:.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        memory = Memory(home=home, owner="alice", llm=False)
        for n in range(50):
            memory.observe(f"I am allergic to peanuts and my sister number {n} lives in Porto")
        patient = Patient()
        free = timed_turns(patient, memory, args.turns)
        holding, release = threading.Event(), threading.Event()

        def dream_holding_the_database():
            with memory._state.lock, memory.store.transaction():
                holding.set()
                release.wait(600)

        holder = threading.Thread(target=dream_holding_the_database)
        holder.start()
        holding.wait()
        held = timed_turns(patient, memory, args.turns)
        release.set()
        holder.join()
        started = time.perf_counter()
        taken = len(patient.drain(memory))
        drained = (time.perf_counter() - started) * 1000
        memory.close()
    for hook, n in (("pre_llm_call (context)", 0), ("post_llm_call (observe)", 1)):
        print(line(f"{hook}, nothing held", free[n]))
        print(line(f"{hook}, while a dream holds the database", held[n]))
    print(
        f"words queued meanwhile and taken in after the dream: {taken} in {drained:.0f} ms "
        f"(patience {patient.patience * 1000:.0f} ms per lock)"
    )


if __name__ == "__main__":
    main()
