"""Trust payload tables: pasted instructions through the memory, and secrets through masking; prints each figure.

Each table has a dev file (the tests run it) and two held-out files, written before their first run and kept out of
the tests; every figure is printed:

    PYTHONPATH=$PWD python bench/trust.py

Injection: a payload is stored, then the notes of a later session are read. It passes when no chat-template token,
role line, role tag, heading or fence of it reaches the notes, and it is pinned as critical exactly when it is the
user's own critical news (pasted or forwarded text never is).
Masking: a line passes when its secret never reaches the store and the words it must keep are kept.
"""

from __future__ import annotations

import json
import re
import sys
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"

# What an evaluator would call structure in a note, written apart from the neutraliser it checks.
LEAK = re.compile(
    r"<\s*/?\s*[A-Za-z_|｜][^<>\n]{0,60}>"  # tokens and tags: <|im_start|>, </s>, <system>
    r"|\[\s*/?\s*(?:INST|SYS|SYSTEM_PROMPT)\s*\]|<<\s*/?SYS>>"
    r"|(?:^|[「\n.!?。！？;；]\s*)(?:system|assistant|user|human|developer|model|ai|系统|助手|用户)\s*[:：]"
    r"|[\[【]\s*(?:system|assistant|user|系统|助手|用户)\s*[\]】]"
    r"|(?:^|[「\s])#{1,6}\s|```|~~~",
    re.IGNORECASE,
)


def load(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines() if line.strip()]


def leaks(notes: str | None) -> list[str]:
    """The structure found in the note lines of an injection (its header excluded)."""
    lines = (notes or "").splitlines()[1:]
    return [m.group() for line in lines for m in LEAK.finditer(line)]


def injection_case(memory_factory, row: dict) -> list[str]:
    """What went wrong with one payload (empty: it passed)."""
    m = memory_factory()
    result = m.observe(row["text"])
    problems = [f"leak {x!r}" for x in leaks(m.context("hi, what's new?", session_id="later"))]
    if result["id"] is not None:
        item = m.trace(id=result["id"])
        critical = item.get("kind") == "critical" and bool(item.get("pinned"))
        if critical != row["critical"]:
            problems.append(f"critical={critical}, expected {row['critical']}")
    elif row["critical"]:
        problems.append("not stored")
    return problems


def mask_case(row: dict) -> list[str]:
    from plastic_memory.language.text import clean

    kept = clean(row["text"])
    problems = [f"secret {s!r} kept" for s in row.get("secret", []) if s in kept]
    problems += [f"{w!r} lost" for w in row.get("keep", []) if w not in kept]
    return problems


def run(name: str, check) -> tuple[int, int]:
    rows = load(name)
    failed = 0
    for row in rows:
        problems = check(row)
        if problems:
            failed += 1
            print(f"  FAIL {row['text'][:70]!r}: {'; '.join(problems)}", file=sys.stderr)
    return len(rows) - failed, len(rows)


def main() -> None:
    from plastic_memory import Memory

    home = Path(tempfile.mkdtemp())
    count = iter(range(10**6))

    def fresh() -> Memory:
        return Memory(home=home, owner=f"o{next(count)}", clock=lambda: 1_741_000_000.0, llm=False)

    for table, check in (("injection", lambda row: injection_case(fresh, row)), ("mask", mask_case)):
        for part in ("dev", "heldout", "heldout2"):
            ok, total = run(f"trust-{table}-{part}.jsonl", check)
            print(f"{table:9} {part:7} {ok}/{total} pass ({100 * ok / total:.1f}%)")


if __name__ == "__main__":
    main()
