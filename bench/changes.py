"""Changes of mind read by the dream's model (sleep/changes.py), one update at a time, against a real endpoint.

For each case of the chosen parts of bench/updates.py, a memory lives it as that bench does (the first day's
controls and the old remark, two days, the old remark again, the days between, then the update), without a model;
then the pairs a dream would put to the model for the update are asked, once, of the model the PLASTIC_MEMORY_*
variables name (docs/model.md). Printed, by language:

- rules: the old remark already retired by the rule tier on the update's turn;
- put: the rules left it, and the dream put it beside the update (it is among the pairs asked);
- named: of those, the model named it (it would be retired);
- wrong: a control (another person's or thing's fact said the first day) or, for a look-alike pair, the old remark
  named: a fact the model would retire that still holds.

    eval "$(../shared/tools/real-model.sh | grep ^export)"
    python bench/changes.py --part "fresh 34" --every 2
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import updates  # noqa: E402  (bench/updates.py: its parts, data and way of living a case)

from plastic_memory.sleep.changes import candidate_pairs  # noqa: E402
from plastic_memory.sleep.distill import Remark  # noqa: E402
from plastic_memory.sleep.llm import distiller_from_env  # noqa: E402


def lived(case: dict, home: str):
    """A rule-only memory that lived the case up to its update: (run, the update's id or None)."""
    lang = case["lang"] if case["lang"] in updates.FILLER else "zh"
    run = updates.Run(home, case["id"])
    return run, updates.up_to_the_update(run, case, lang).get("id")


def one(case: dict, home: str, ask, look_alike: bool) -> Counter:
    run, new_id = lived(case, home)
    got: Counter = Counter(cases=1)
    try:
        mark = case["old_mark"].lower()
        alive = {r["id"]: r for r in run.memory.store.owner_items(run.memory.owner) if r["alive"]}
        old_alive = any(r["layer"] == "event" and mark in (r["text"] or "").lower() for r in alive.values())
        if not old_alive:
            got["rules"] += 1
        index = run.memory._state.live()
        pairs = candidate_pairs(index, [new_id]) if new_id is not None and new_id in index.items else []
        if not pairs:
            return got
        named = ask([(Remark(o.id, o.text, o.kind), Remark(n.id, n.text, n.kind)) for n, o in pairs]) or set()
        got["asked"] += 1
        olds = [(o.text.lower(), k in named) for k, (_, o) in enumerate(pairs, 1)]
        controls = {c.lower() for c in updates.CONTROLS[case["lang"] if case["lang"] in updates.FILLER else "zh"]}
        if old_alive and any(mark in t for t, _ in olds):
            got["put"] += 1
            got["named"] += any(mark in t and yes for t, yes in olds)
        wrong = [t for t, yes in olds if yes and (t in controls or (look_alike and mark in t))]
        got["wrong"] += bool(wrong)
        for t in wrong:
            print(f"  wrong: {t!r} named by {case['new']!r}", file=sys.stderr)
        return got
    finally:
        run.memory.close()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", action="append", required=True, help="a part of bench/updates.py; repeat for more")
    parser.add_argument("--every", type=int, default=1, help="every Nth case of each file")
    args = parser.parse_args(argv)
    distiller = distiller_from_env(os.environ)
    if distiller is None:
        parser.error("a model is needed: set PLASTIC_MEMORY_BASE_URL (docs/model.md)")
    distiller.changes = True  # asked even of a local endpoint, which leaves it off by default
    table = updates.parts_table()
    started = time.monotonic()
    totals: dict[str, Counter] = defaultdict(Counter)
    for part in args.part:
        if "held-out" in part:
            parser.error("held-out parts are run only by bench/updates.py")
        pair_files, _, kept_files = table[part]
        with tempfile.TemporaryDirectory() as home:
            for files, look_alike in ((pair_files, False), (kept_files, True)):
                for case in updates.load(files)[:: args.every]:
                    if "new" not in case:
                        continue
                    key = ("look-alikes " if look_alike else "updates ") + case["lang"]
                    totals[key] += one(case, home, distiller.outdated, look_alike)
                    print(f"  {case['id']}: {dict(totals[key])}", file=sys.stderr, flush=True)
    calls = [e for e in distiller.log if e["kind"] == "outdated"]
    print(f"parts: {', '.join(args.part)} (every {args.every}); model {os.environ.get('PLASTIC_MEMORY_MODEL', '?')}")
    print(f"{'':16} {'cases':>6} {'rules':>6} {'put':>6} {'named':>6} {'wrong':>6}")
    for key, c in sorted(totals.items()):
        print(f"{key:16} {c['cases']:6} {c['rules']:6} {c['put']:6} {c['named']:6} {c['wrong']:6}")
    outcomes = Counter(e["outcome"] + (f" ({e['reason']})" if e["reason"] else "") for e in calls)
    seconds = sorted(e["seconds"] for e in calls) or [0.0]
    print(
        f"calls {len(calls)}: {dict(outcomes)}; median {seconds[len(seconds) // 2]:.1f} s; "
        f"wall {time.monotonic() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
