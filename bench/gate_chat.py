"""Gate on chat: the share of remarks telling of the speaker's own life that the gate keeps, and of chatter it drops,
on messages written as turns of a long chat between two friends and as messages to a personal assistant.

bench/data/gate-chat-en.jsonl is the English development part; bench/data/gate-chat-heldout-en.jsonl (every fourth line
of the set as written) is held out: only its figures are printed, never its lines. The seven languages with a record
(es, pt, fr, de, ru, ja, ko) have a set of their own, written in the thirty-fourth session by a helper that opened no
file of the repository (25 lines to keep and 25 to drop per language, many told by the verb alone, "passei na prova",
"免許取れた", and chatter of the same grammar, "ya lo probé y funcionó", "助かりました"): every third line of each language
is held out (gate-chat-heldout-foreign.jsonl). `--misses` lists the development parts' errors, to read them by class.
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
PARTS = {
    "dev": DATA / "gate-chat-en.jsonl",
    "held-out": DATA / "gate-chat-heldout-en.jsonl",
    "foreign dev": DATA / "gate-chat-foreign.jsonl",
    "foreign held-out": DATA / "gate-chat-heldout-foreign.jsonl",
}


def run(path: Path, misses: bool, lang: str | None = None) -> tuple[int, int, int, int]:
    """Key lines kept and junk lines dropped, out of each (of one language's lines when `lang` is given); the
    development part's errors printed when asked."""
    key = kept = junk = dropped = 0
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if lang is not None and row.get("lang") != lang:
            continue
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
        if args.dev and "dev" not in name:
            continue
        langs = sorted({json.loads(line)["lang"] for line in path.read_text(encoding="utf-8").splitlines()})
        for lang in [None] + (langs if len(langs) > 1 else []):
            key, kept, junk, dropped = run(path, args.misses and "dev" in name and lang is None, lang)
            print(
                f"{name + (' ' + lang if lang else ''):19} key kept {kept}/{key} ({100 * kept / key:.1f}%)  "
                f"junk dropped {dropped}/{junk} ({100 * dropped / junk:.1f}%)"
            )


if __name__ == "__main__":
    main()
