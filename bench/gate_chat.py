"""Gate on chat: the share of English remarks telling of the speaker's own life that the gate keeps, and of chatter
it drops, on messages written as turns of a long chat between two friends and as messages to a personal assistant.

bench/data/gate-chat-en.jsonl is the development part; bench/data/gate-chat-heldout-en.jsonl (every fourth line
of the set as written) is held out: only its figures are printed, never its lines. `--misses` lists the
development part's errors, to read them by class.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from plastic_memory.judgement.utterance import Utterance  # noqa: E402
from plastic_memory.judgement.verdicts import judge  # noqa: E402

DATA = ROOT / "bench" / "data"
PARTS = {"dev": DATA / "gate-chat-en.jsonl", "held-out": DATA / "gate-chat-heldout-en.jsonl"}


def run(path: Path, misses: bool) -> tuple[int, int, int, int]:
    """Key lines kept and junk lines dropped, out of each; the development part's errors printed when asked."""
    key = kept = junk = dropped = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        verdict = judge(Utterance.read(row["text"], 0.0))
        if row["key"]:
            key += 1
            kept += verdict.store
        else:
            junk += 1
            dropped += not verdict.store
        if misses and verdict.store != row["key"]:
            print(f"  {'MISSED' if row['key'] else 'KEPT  '} {verdict.reason:9} {verdict.kind or '-':9} {row['text']}")
    return key, kept, junk, dropped


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--misses", action="store_true", help="list the development part's errors")
    ap.add_argument("--dev", action="store_true", help="the development part only (while working on the rules)")
    args = ap.parse_args()
    for name, path in PARTS.items():
        if args.dev and name != "dev":
            continue
        key, kept, junk, dropped = run(path, args.misses and name == "dev")
        print(
            f"{name:9} key kept {kept}/{key} ({100 * kept / key:.1f}%)  junk dropped {dropped}/{junk} "
            f"({100 * dropped / junk:.1f}%)"
        )


if __name__ == "__main__":
    main()
