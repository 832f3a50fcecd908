"""Import of a large Hermes history: N sessions (default 2,000) over a year, written as `hermes sessions export`
writes them (newest first), imported with the CLI's importer; prints the time, the peak memory and what was kept.

    PYTHONPATH=$PWD python bench/import.py [--sessions 2000] [--turns 12]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parent))  # after site-packages: bench/gateway.py must not hide Hermes'

from traffic import Traffic

from plastic_memory.faces.importing import import_file

DAY = 86400.0


def write_export(path: Path, sessions: int, turns: int, seed: int = 11) -> int:
    """A Hermes export of `sessions` sessions: most local, a share on Telegram from 40 people, a few cron jobs and
    subagents; each with `turns` user turns answered by the assistant. Returns the file's size in bytes."""
    rng = random.Random(seed)
    per_day = -(-sessions // 365)  # sessions a day
    traffic = Traffic(seed=seed, per_day=turns * per_day)
    said: list = []
    start = time.time() - 400 * DAY
    forward = path.with_suffix(".forward")
    offsets = []
    with open(forward, "w+", encoding="utf-8") as out:
        for n in range(sessions):
            if not said:
                said = traffic.day(traffic.next_day)
            began = start + n * DAY / per_day
            pick = rng.random()
            source, user = (
                ("cli", None)
                if pick < 0.7
                else ("telegram", f"tg-{rng.randrange(40)}")
                if pick < 0.95
                else (rng.choice(("cron", "subagent")), None)
            )
            messages = []
            for k, turn in enumerate(said[:turns]):
                messages.append({"role": "user", "content": turn.text, "timestamp": began + 90 * k})
                messages.append({"role": "assistant", "content": "Understood. " * 20, "timestamp": began + 90 * k + 5})
            said = said[turns:]
            offsets.append(out.tell())
            out.write(
                json.dumps(
                    {
                        "id": f"s{n:05d}",
                        "source": source,
                        "user_id": user,
                        "started_at": began,
                        "parent_session_id": None,
                        "end_reason": None,
                        "messages": messages,
                    },
                    ensure_ascii=False,
                )
                + "\n"
            )
        with open(path, "w", encoding="utf-8") as f:
            for offset in reversed(
                offsets
            ):  # Hermes exports the most recently used first; one line in memory at a time
                out.seek(offset)
                f.write(out.readline())
    forward.unlink()
    return path.stat().st_size


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=2000)
    parser.add_argument("--turns", type=int, default=12, help="user turns per session (default 12)")
    args = parser.parse_args()
    os.environ["PLASTIC_MEMORY_DISTILL"] = "rules"
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "export.jsonl"
        size = write_export(source, args.sessions, args.turns)
        before = resource.getrusage(resource.RUSAGE_SELF)
        t0 = time.perf_counter()
        summary = import_file(source, Path(tmp) / "pm", "default")
        took = time.perf_counter() - t0
        after = resource.getrusage(resource.RUSAGE_SELF)
        cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
        rss_before, rss = before.ru_maxrss, after.ru_maxrss
        t1 = time.perf_counter()
        again = import_file(source, Path(tmp) / "pm", "default")
        second = time.perf_counter() - t1
    print(f"export: {args.sessions} sessions, {size / 1e6:.1f} MB")
    print(
        f"import: {took:.1f} s wall, {cpu:.1f} s CPU ({summary.sessions / took:.0f} sessions/s; the CPU figure "
        f"does not depend on what else the machine runs), {summary.remarks} remarks read, "
        f"{summary.kept} kept, {summary.dreams} dreams, {len(summary.owners)} owners, "
        f"{summary.skipped_helper} helper sessions skipped"
    )
    print(
        f"process max RSS: {rss_before / 1024:.0f} MB before the import (the export written), {rss / 1024:.0f} MB "
        "after it"
    )
    print(f"second import: {second:.1f} s, {again.remarks} remarks read, {again.already} sessions imported before")


if __name__ == "__main__":
    main()
