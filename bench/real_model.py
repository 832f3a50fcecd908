"""Two weeks of one user through the memory with a real model in the dream, and what the model got done.

Runs against any OpenAI-compatible endpoint, configured the way the memory itself is (PLASTIC_MEMORY_BASE_URL,
PLASTIC_MEMORY_MODEL, PLASTIC_MEMORY_API_KEY, default timeouts unless PLASTIC_MEMORY_TIMEOUT is set). Each
conversation (bench/data/real-model-{dev,heldout}.jsonl: a day, the user's words, the kind a person would give
them) is said over fourteen days with a dream every night; then the diary is written, the core is compacted
and the correction the conversation holds is checked. Printed per call kind: asked, accepted, rejected by
reason, timings; the labels against the hand labels (model vs the gate); invented facts in what was stored; and
every impression next to the remarks it rests on. A benchmark, not a test: it needs a running model. With
--replay DIR the model's answers are kept in DIR and given again for the very same messages, so a change to the
checks alone is measured on real answers without asking the model again.

    eval "$(../shared/tools/real-model.sh | grep ^export)"
    PYTHONPATH=$PWD python bench/real_model.py --data dev [--replay /tmp/answers]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from plastic_memory import Memory
from plastic_memory.sleep.invented import quantities
from plastic_memory.sleep.llm import distiller_from_env
from plastic_memory.sleep.speech import key_words

DATA = ROOT / "bench" / "data"
START = 1_767_254_400.0  # Thursday 1 January 2026, 08:00 UTC
DAY = 86_400.0


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


def load(name: str) -> list[dict]:
    with open(DATA / f"real-model-{name}.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _latin_names(text: str) -> set[str]:
    return set(re.findall(r"\b[A-Z][a-zA-Z]+\b", text))


def invented(text: str, said: str) -> list[str]:
    """Numbers and capitalised Latin words in a stored text that the user never said (an independent check)."""
    known = set().union(*(values for _, values in quantities(said))) if quantities(said) else set()
    found = [token for token, values in quantities(text) if not values & known]
    found += [w for w in _latin_names(text) if w not in said and w.lower() not in ("the", "user", "i")]
    return found


def covered(note: str, diary: str) -> bool:
    """A note is in the diary when its key words are, or (with none) when it shares a content bigram."""
    keys = key_words(note)
    if keys:
        return all(k in diary for k in keys)
    grams = {note[i : i + 2] for i in range(len(note) - 1)} - {"用户"}
    return any(g in diary for g in grams)


class Replay:
    """A chat that answers from a file of earlier answers to the very same messages, and asks the model (and
    writes its answer down) only for messages it has not seen: a change to the checks alone is measured again
    without the model, on the answers the model really gave. A topic turned away is asked again on a later night
    with the same messages, and the model answered it differently, so each answer is given back in its turn."""

    def __init__(self, chat, path: Path):
        self.chat, self.path, self.hits, self.asked = chat, path, 0, 0
        self.known: dict[str, list[str]] = defaultdict(list)
        if path.exists():
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    row = json.loads(line)
                    self.known[row["key"]].append(row["text"])
        self.turn: Counter[str] = Counter()

    def complete(self, messages, timeout=None, max_tokens=None):
        key = hashlib.sha256(json.dumps(messages, ensure_ascii=False, sort_keys=True).encode()).hexdigest()
        self.turn[key] += 1
        if self.turn[key] <= len(self.known[key]):
            self.hits += 1
            return self.known[key][self.turn[key] - 1], 0
        self.asked += 1
        text, tokens = self.chat.complete(messages, timeout=timeout, max_tokens=max_tokens)
        self.known[key].append(text)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"key": key, "messages": messages, "text": text}, ensure_ascii=False) + "\n")
        return text, tokens


def run(name: str, relabel: bool, replay: Path | None = None) -> dict:
    script = load(name)
    distiller = distiller_from_env(os.environ)
    if distiller is None:
        raise SystemExit("no model configured: set PLASTIC_MEMORY_BASE_URL (see the docstring)")
    if replay is not None:
        distiller.chat = Replay(distiller.chat, replay)
    distiller.relabel = relabel
    labelled: list[tuple[str, str, str, str | None]] = []  # text, gate kind, model kind, gold kind
    gold = {u["text"]: u["kind"] for u in script}
    asked_label = distiller.label

    def watching_label(remarks):
        answer = asked_label(remarks)
        for r in remarks:
            model_kind = (answer or {}).get(r.id)
            labelled.append((r.text, r.kind, model_kind if isinstance(model_kind, str) else None, gold.get(r.text)))
        return answer

    distiller.label = watching_label
    clock = Clock()
    said_all = ""
    correction: dict = {}
    dreams = []
    with tempfile.TemporaryDirectory() as home, Memory(home=home, owner="bench", clock=clock, llm=distiller) as memory:
        for day in sorted({u["day"] for u in script}):
            clock.now = START + (day - 1) * DAY
            for u in (u for u in script if u["day"] == day):
                said_all += "\n" + u["text"]
                outcome = memory.observe(u["text"])
                if u.get("check"):
                    correction = {"text": u["text"], "outcome": outcome, "wrong": u["check"]["wrong"]}
                clock.now += 1800
            clock.now = START + (day - 1) * DAY + 19 * 3600
            started = time.monotonic()
            counts = memory.dream(force=True)
            dreams.append(
                (
                    day,
                    round(time.monotonic() - started, 1),
                    counts.get("merged", 0),
                    counts.get("distilled_by_model", 0),
                    counts.get("relabelled", 0),
                    counts.get("outdated_by_model", 0),
                )
            )
            print(f"  night {day}: {dreams[-1][1]} s, {len(distiller.log)} calls so far", file=sys.stderr, flush=True)
        live = memory.store.live_items(memory.owner)
        wrong_left = [r["text"] for r in live if correction and correction["wrong"] in (r["text"] or "")]
        rows = {r["id"]: r for r in memory.store.all_items()}
        impressions = [r for r in live if r["layer"] == "impression"]
        pinned = [r["text"] for r in impressions if r["pinned"] or r["kind"] in ("critical", "boundary")]
        diary = memory.diary()
        diary_by_model = (
            bool(distiller.log) and distiller.log[-1]["kind"] == "diary" and distiller.log[-1]["outcome"] == "accepted"
        )
        compacted = memory.compact(confirm=True)
        compact_log = [e for e in distiller.log if e["kind"] == "compact"]
        after_compaction = memory.store.live_items(memory.owner)
    return {
        "name": name,
        "log": list(distiller.log),
        "labelled": labelled,
        "dreams": dreams,
        "impressions": impressions,
        "rows": rows,
        "said": said_all,
        "diary": diary,
        "diary_by_model": diary_by_model,
        "pinned": pinned,
        "compacted": compacted,
        "compact_log": compact_log,
        "correction": correction,
        "wrong_left": wrong_left,
        "after_compaction": [r for r in after_compaction if r["layer"] == "impression"],
        "replayed": (distiller.chat.hits, distiller.chat.asked) if replay is not None else None,
    }


def _pct(a: int, b: int) -> str:
    return f"{a}/{b} ({100 * a / b:.0f}%)" if b else "0/0"


def report(result: dict) -> dict:
    print(f"\n=== {result['name']} ===")
    if result["replayed"]:
        hits, asked = result["replayed"]
        print(f"replayed {hits} answers from earlier runs (their times read 0), asked the model {asked} times")
    by_kind: dict[str, list[dict]] = defaultdict(list)
    for e in result["log"]:
        by_kind[e["kind"]].append(e)
    figures = {}
    print(f"{'call':8} {'asked':>5} {'accepted':>9} {'failed':>6} {'median s':>9} {'max s':>6}  rejected by reason")
    for kind in ("distill", "label", "outdated", "diary", "compact"):
        calls = by_kind.get(kind, [])
        ok = sum(e["outcome"] == "accepted" for e in calls)
        failed = sum(e["outcome"] == "failed" for e in calls)
        reasons = Counter(re.sub(r"\d+", "#", e["reason"])[:60] for e in calls if e["outcome"] == "rejected")
        secs = [e["seconds"] for e in calls] or [0]
        print(
            f"{kind:8} {len(calls):5} {ok:9} {failed:6} {statistics.median(secs):9.1f} {max(secs):6.1f}  "
            + "; ".join(f"{n}x {r}" for r, n in reasons.most_common())
        )
        dropped = Counter(d for e in calls for d in e.get("dropped", []))
        if dropped:
            print(f"{'':8} dropped entries: " + "; ".join(f"{n}x {d}" for d, n in dropped.most_common()))
        for e in [e for e in calls if e["outcome"] == "rejected"][:3]:
            print(f"{'':8} e.g. {e['reason'][:50]!r}: {e.get('answer', '')[:120]!r}")
        figures[kind] = (ok, len(calls))
    print("\nnight  seconds  topics  by model  relabelled  outdated")
    for day, secs, merged, by_model, relabelled, outdated in result["dreams"]:
        print(f"{day:5} {secs:8} {merged:7} {by_model:9} {relabelled:11} {outdated:9}")
    labelled = [x for x in result["labelled"] if x[3] not in (None, "correction")]
    answered = [x for x in labelled if x[2]]
    gate_right = sum(x[1] == x[3] for x in answered)
    model_right = sum(x[2] == x[3] for x in answered)
    print(
        f"\nlabels: {len(answered)} of {len(labelled)} remarks answered; right against the hand labels: "
        f"gate {_pct(gate_right, len(answered))}, model {_pct(model_right, len(answered))}"
    )
    crit = [x for x in answered if x[2] == "critical"]
    print(f"model said critical {len(crit)}x, hand label critical in {sum(x[3] == 'critical' for x in crit)}")
    stored_invented = []
    print("\nimpressions (by, kind, pinned) and the remarks they rest on:")
    for r in result["impressions"]:
        prov = json.loads(r["provenance"] or "{}")
        bad = invented(r["text"], result["said"])
        stored_invented += bad
        print(
            f"  #{r['id']} [{prov.get('by', '?')}, {r['kind']}{', pinned' if r['pinned'] else ''}] {r['text']}"
            + (f"   <-- INVENTED {bad}" if bad else "")
        )
        for i in prov.get("ids", []):
            source = result["rows"].get(i)
            if source is not None:
                print(f"      - {source['text']}")
    made = [r for r in result["impressions"] if json.loads(r["provenance"] or "{}").get("by") == "model"]
    print(
        f"\nimpressions: {len(result['impressions'])}, model-made {len(made)}; invented facts stored: "
        f"{len(stored_invented)} {stored_invented}"
    )
    # what the model read as out of date (sleep/changes.py), each with the remark that replaced it, to read by eye
    read = [r for r in result["rows"].values() if (r["why"] or "").endswith("(the dream's model read it)")]
    print(f"\nretired as out of date by the model: {len(read)}")
    for r in read:
        by = result["rows"].get(int(re.search(r"#(\d+)", r["why"]).group(1)))
        print(f"  {r['text']}\n    <- {by['text'] if by else '?'}")
    own = sum(covered(n, result["diary"]) for n in result["pinned"])
    print(
        f"diary by the model: {result['diary_by_model']}; pinned/critical/boundary notes covered: "
        f"{_pct(own, len(result['pinned']))}\n  {result['diary']}"
    )
    print(
        f"compaction: {result['compacted']} (model answers accepted: "
        f"{sum(e['outcome'] == 'accepted' for e in result['compact_log'])}/{len(result['compact_log'])})"
    )
    for r in result["after_compaction"]:
        prov = json.loads(r["provenance"] or "{}")
        if prov.get("from") == "impressions":
            print(f"  folded {prov.get('ids')}: {r['text']}")
    c = result["correction"]
    if c:
        print(
            f"correction {c['text']!r}: {c['outcome'].get('action')}, retracted {c['outcome'].get('retracted')}; "
            f"live items still saying {c['wrong']!r}: {result['wrong_left']}"
        )
    figures.update(
        invented=len(stored_invented),
        diary_model=result["diary_by_model"],
        pinned_covered=(own, len(result["pinned"])),
        correction_ok=bool(c) and not result["wrong_left"],
    )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", choices=("dev", "heldout", "both"), default="both")
    parser.add_argument(
        "--relabel",
        choices=("on", "off"),
        default="on",
        help="let the model's labels change the gate's (on by default here, to measure them)",
    )
    parser.add_argument(
        "--replay",
        metavar="DIR",
        type=Path,
        help="answer from DIR/<data>.jsonl where the same messages were asked before, and write new answers there",
    )
    args = parser.parse_args(argv)
    names = ("dev", "heldout") if args.data == "both" else (args.data,)
    print(f"endpoint {os.environ.get('PLASTIC_MEMORY_BASE_URL')} model {os.environ.get('PLASTIC_MEMORY_MODEL')}")
    if args.replay:
        args.replay.mkdir(parents=True, exist_ok=True)
    for name in names:
        result = run(name, args.relabel == "on", args.replay / f"{name}.jsonl" if args.replay else None)
        report(result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
