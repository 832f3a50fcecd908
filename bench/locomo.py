"""LoCoMo retrieval: are a question's evidence turns among the memory's recall hits, next to a keyword baseline?"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
import sqlite3
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.append(
    str(Path(__file__).resolve().parent)
)  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import ROOT, print_table, wall_row  # noqa: E402

from plastic_memory import Memory, PlasticMemoryError  # noqa: E402

DEFAULT_PATH = ROOT.parent / "shared" / "data" / "locomo10.zip"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
K = 10
TURN_GAP = 30.0  # seconds between two turns of a session
NIGHT_AFTER = 6 * 3600.0  # the speakers' memories dream this long after a session starts


def turn_key(text: str) -> list[tuple[int, int]]:
    """Dialogue ids in an evidence string or a dia_id, as (session, turn): 'D8:6; D9:17', 'D:11:26', 'D30:05'."""
    return [(int(s), int(t)) for s, t in re.findall(r"D:?(\d+):(\d+)", text)]


def session_time(text: str) -> float:
    """'11:53 am on 23 March, 2023' as local epoch seconds."""
    return dt.datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").timestamp()


def load(path: Path) -> list[tuple[str, dict, list]]:
    """(name, conversation, qa) for each conversation in a LoCoMo zip, a directory's json files or one json file."""

    def samples(name: str, data) -> list[tuple[str, dict, list]]:
        if isinstance(data, list):
            return [s for i, item in enumerate(data) for s in samples(item.get("sample_id", f"{name}-{i}"), item)]
        return [(name, data.get("conversation", data), data["qa"])]

    if zipfile.is_zipfile(path):
        with zipfile.ZipFile(path) as archive:
            return [
                s
                for member in sorted(archive.namelist())
                if member.endswith(".json")
                for s in samples(Path(member).stem, json.loads(archive.read(member)))
            ]
    files = sorted(path.glob("*.json")) if path.is_dir() else [path]
    return [s for f in files for s in samples(f.stem, json.loads(f.read_text(encoding="utf-8")))]


def sessions(conversation: dict) -> list[tuple[float, list[dict]]]:
    """(start time, turns) of each non-empty session, in session order."""
    numbers = sorted(int(m.group(1)) for key in conversation if (m := re.fullmatch(r"session_(\d+)", key)))
    return [
        (session_time(conversation[f"session_{n}_date_time"]), conversation[f"session_{n}"])
        for n in numbers
        if conversation[f"session_{n}"]
    ]


@dataclass
class Score:
    """Per category: questions, summed evidence recall (share of each question's evidence turns found) by method."""

    total: dict[int, int] = field(default_factory=dict)
    recall: dict[tuple[str, int], float] = field(default_factory=dict)  # (method, category) -> summed share

    def add(self, method: str, category: int, share: float) -> None:
        self.recall[method, category] = self.recall.get((method, category), 0.0) + share

    def mean(self, method: str, categories) -> float:
        n = sum(self.total.get(c, 0) for c in categories)
        return sum(self.recall.get((method, c), 0.0) for c in categories) / n if n else 0.0


class Keywords:
    """The baseline: SQLite FTS5 over every turn, nothing forgotten, ranked by bm25."""

    def __init__(self) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE turns USING fts5(text, conv UNINDEXED, dia UNINDEXED, tokenize='porter unicode61')"
        )

    def add(self, conv: str, dia: tuple[int, int], text: str) -> None:
        self.db.execute("INSERT INTO turns (text, conv, dia) VALUES (?, ?, ?)", (text, conv, f"{dia[0]}:{dia[1]}"))

    def search(self, conv: str, question: str, k: int) -> set[tuple[int, int]]:
        return {dia for dia, _ in self.ranked(conv, question, k)}

    def ranked(self, conv: str, question: str, k: int) -> list[tuple[tuple[int, int], str]]:
        words = re.findall(r"\w+", question.lower())
        if not words:
            return []
        query = " OR ".join(f'"{w}"' for w in words)
        rows = self.db.execute(
            "SELECT dia, text FROM turns WHERE turns MATCH ? AND conv = ? ORDER BY bm25(turns) LIMIT ?",
            (query, conv, k),
        )
        return [(tuple(int(x) for x in dia.split(":")), text) for dia, text in rows]


def is_alive(memory: Memory, item_id: int) -> bool:
    """Whether an event is still alive (not eliminated, merged away or purged by maintenance)."""
    try:
        return bool(memory.trace(id=item_id)["alive"])
    except PlasticMemoryError:  # physically deleted: dead for more than the purge age
        return False


def merged_recall(memories: list[tuple[str, Memory]], question: str, k: int) -> list[tuple[str, int]]:
    """Both speakers' recall, interleaved rank by rank (the speaker the question names first), cut to k hits."""
    lowered = question.lower()
    ordered = sorted(memories, key=lambda pair: (pair[0].lower() not in lowered, lowered.find(pair[0].lower())))
    lists = [[(name, hit["id"]) for hit in memory.recall(question, k=k)] for name, memory in ordered]
    merged = []
    for rank in range(k):
        merged += [hits[rank] for hits in lists if rank < len(hits)]
    return merged[:k]


_QUOTED = re.compile(r"「([^」]*)」")
FIRST_OPENER = "Hey, good to see you again!"  # what opens the session in which a question is a later turn
HOLD_OUT = 7  # conversations 0-6 are the dev split, 7-9 the held-out one


def block_remarks(block: str, stored: dict[tuple[str, int], str], speaker: str) -> set[tuple[str, int]]:
    """The speaker's stored remarks a block shows: a quoted note (or a piece of an impression) is in a remark's
    words."""
    found = set()
    for quoted in _QUOTED.findall(block):
        for piece in re.split(r"[；;]", quoted):
            piece = piece.strip(" …").replace("“", "「").replace("”", "」")
            if len(piece) < 8:
                continue
            for (who, item_id), text in stored.items():
                if who == speaker and piece in text:
                    found.add((who, item_id))
    return found


def cut_turns(ranked: list[tuple[tuple[int, int], str]], chars: int) -> set[tuple[int, int]]:
    """The baseline's turns that fit in `chars`: laid out one a line in bm25 order and cut at the same number of
    characters; a turn counts when 40 of its characters (or all, if shorter) made it."""
    found, used = set(), 0
    for dia, text in ranked:
        room = chars - used
        if room <= 0:
            break
        line = "- " + text
        if min(len(line), room) - 2 >= min(40, len(text)):
            found.add(dia)
        used += len(line) + 1
    return found


def in_block(memories, question: str, stored: dict, session: str, later: bool) -> tuple[set, int]:
    """The remarks the turn's blocks show (both speakers' memories, each a session of its own) and their size."""
    found, chars = set(), 0
    for name, memory in memories:
        if later:
            memory.context(FIRST_OPENER, session_id=session)
        block = memory.context(question, session_id=session) or ""
        chars += len(block)
        found |= block_remarks(block, stored, name)
    return found, chars


def run_conversation(
    home: str, name: str, conversation: dict, qa: list, score: Score, keywords: Keywords, actions: dict, counts: dict
) -> None:
    """Feed one conversation through two owners' memories, then score its questions and the forgetting."""
    now = [0.0]
    speakers = [conversation["speaker_a"], conversation["speaker_b"]]
    memories = [(s, Memory(home=home, owner=f"{name}:{s}", clock=lambda: now[0], llm=False)) for s in speakers]
    by_speaker = dict(memories)
    origin: dict[tuple[str, int], set[tuple[int, int]]] = {}  # (speaker, event id) -> dia ids it stands for
    stored_text: dict[tuple[str, int], str] = {}
    try:
        for start, turns in sessions(conversation):
            now[0] = max(now[0], start)
            for turn in turns:
                now[0] += TURN_GAP
                dia = turn_key(turn["dia_id"])[0]
                keywords.add(name, dia, turn["text"])
                outcome = by_speaker[turn["speaker"]].observe(turn["text"])
                actions[outcome["action"]] = actions.get(outcome["action"], 0) + 1
                if outcome.get("id") is not None:
                    key = (turn["speaker"], outcome["id"])
                    origin.setdefault(key, set()).add(dia)
                    if key not in stored_text:
                        row = by_speaker[turn["speaker"]].store.item(by_speaker[turn["speaker"]].owner, outcome["id"])
                        stored_text[key] = row["text"] if row else turn["text"]
            now[0] = max(now[0], start + NIGHT_AFTER)
            for _, memory in memories:
                counts["dreams"] = counts.get("dreams", 0) + bool(memory.dream().get("dreamt", True))
        now[0] += 86400.0
        # Forgetting: look each stored remark up by its own words; a memory that forgets finds far from all of them.
        for (speaker, item_id), text in stored_text.items():
            hits = {h["id"] for h in by_speaker[speaker].recall(text, k=10)}
            counts["remarks looked up"] = counts.get("remarks looked up", 0) + 1
            counts["remarks found by their own words"] = counts.get("remarks found by their own words", 0) + (
                item_id in hits
            )
        known = {d for _, turns in sessions(conversation) for t in turns for d in turn_key(t["dia_id"])}
        for item_n, item in enumerate(qa):
            evidence = {d for text in item.get("evidence", []) for d in turn_key(text)} & known
            if not evidence:
                counts["skipped (no usable evidence)"] = counts.get("skipped (no usable evidence)", 0) + 1
                continue
            category = item["category"]
            score.total[category] = score.total.get(category, 0) + 1
            question = item["question"]
            hits = set(merged_recall(memories, question, K))
            found = {d for key in hits for d in origin.get(key, ())}
            score.add("memory", category, len(evidence & found) / len(evidence))
            score.add("fts5", category, len(evidence & keywords.search(name, question, K)) / len(evidence))
            score.add("stored", category, len(evidence & {d for ds in origin.values() for d in ds}) / len(evidence))
            ranked = keywords.ranked(name, question, 60)
            for label, later in (("first", False), ("later", True)):
                shown, chars = in_block(memories, question, stored_text, f"{name}:q{item_n}:{label}", later)
                got = {d for key in shown for d in origin.get(key, ())}
                score.add(f"block {label}", category, len(evidence & got) / len(evidence))
                score.add(f"fts5 {label}", category, len(evidence & cut_turns(ranked, chars)) / len(evidence))
                score.add(f"chars {label}", category, chars)
        # Small talk after a replay: later turns of a session that say nothing inject nothing.
        for speaker, memory in memories:
            session = f"{name}:{speaker}:small-talk"
            memory.context(FIRST_OPENER, session_id=session)
            for kept_aside, said in SMALL_TALK:
                block = memory.context(said, session_id=session) or ""
                key = "small-talk held-out list" if kept_aside else "small-talk dev list"
                counts[key + " turns"] = counts.get(key + " turns", 0) + 1
                counts[key + " chars"] = counts.get(key + " chars", 0) + len(block)
    finally:
        for _, memory in memories:
            memory.close()


def small_talk(name: str) -> list[str]:
    lines = (ROOT / "bench" / "data" / name).read_text(encoding="utf-8").splitlines()
    return [line for line in lines if line.strip() and not line.startswith("#")]


SMALL_TALK = [(False, s) for s in small_talk("smalltalk-dev.txt")] + [
    (True, s) for s in small_talk("smalltalk-heldout.txt")
]


def table(title: str, score: Score, counts: dict) -> None:
    main_cats = (1, 2, 3, 4)
    rows = [
        (
            "category",
            "questions   recall   fts5 bm25   ratio | first: block  fts5  ratio  chars |"
            " later: block  fts5  ratio  chars",
        )
    ]
    for label, cats in [(f"{c} {CATEGORIES[c]}", (c,)) for c in main_cats] + [("overall (1-4)", main_cats)]:
        n = sum(score.total.get(c, 0) for c in cats)
        mem, fts = score.mean("memory", cats), score.mean("fts5", cats)
        line = f"{n:9d}   {mem:6.3f}   {fts:9.3f}   {mem / fts if fts else 0:5.3f} |"
        for when in ("first", "later"):
            blk, base = score.mean(f"block {when}", cats), score.mean(f"fts5 {when}", cats)
            line += (
                f" {'':6}{blk:6.3f} {base:5.3f}  {blk / base if base else 0:5.3f} "
                f"{score.mean(f'chars {when}', cats):6.0f} |"
            )
        rows.append((label, line.rstrip(" |")))
    looked = counts.get("remarks looked up", 0)
    own = counts.get("remarks found by their own words", 0)
    rows += [
        (
            "stored remarks found by their own words",
            f"{own} of {looked} ({100 * own / max(1, looked):.1f}%; at most 90% means the memory really forgets)",
        ),
        *(
            (
                f"small talk after a replay, {which} list",
                f"{counts.get(f'small-talk {which} list chars', 0)} chars "
                f"injected over {counts.get(f'small-talk {which} list turns', 0)} later small-talk turns",
            )
            for which in ("dev", "held-out")
        ),
    ]
    print_table(title, rows)


SPANS = {"dev": "0-6", "held-out": "7-9", "all": "0-9"}


def merged(scores: list[Score]) -> Score:
    """One score over several splits: their questions and summed shares added up."""
    out = Score()
    for score in scores:
        for c, n in score.total.items():
            out.total[c] = out.total.get(c, 0) + n
        for key, v in score.recall.items():
            out.recall[key] = out.recall.get(key, 0.0) + v
    return out


def merged_counts(counts: list[dict]) -> dict:
    out: dict = {}
    for c in counts:
        for k, v in c.items():
            out[k] = out.get(k, 0) + v
    return out


def main(argv: list[str] | None = None) -> None:
    """Run every conversation, then print recall@10 and the in-block evidence next to FTS5, dev and held-out."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("path", nargs="?", default=str(DEFAULT_PATH), help="locomo10.zip, a json file or a folder")
    parser.add_argument("--limit", type=int, default=None, help="only the first N conversations")
    args = parser.parse_args(argv)
    started, cpu = time.perf_counter(), time.process_time()
    data = load(Path(args.path))[: args.limit]
    splits = {"dev": (Score(), {}), "held-out": (Score(), {})}
    keywords, actions = Keywords(), {}
    with tempfile.TemporaryDirectory(prefix="pm-locomo-") as home:
        for n, (name, conversation, qa) in enumerate(data):
            score, counts = splits["dev" if n < HOLD_OUT else "held-out"]
            run_conversation(home, name, conversation, qa, score, keywords, actions, counts)
    if all(score.total for score, _ in splits.values()):
        splits["all"] = (
            merged([score for score, _ in splits.values()]),
            merged_counts([c for _, c in splits.values()]),
        )
    for label, (score, counts) in splits.items():
        if score.total:
            table(
                f"LoCoMo {label} (conversations {SPANS[label]}): evidence recall@{K} "
                f"(both speakers' recall merged) and evidence in the injected block on a session's first and a later "
                f"turn, next to FTS5 bm25 over the same turns cut to the same characters",
                score,
                counts,
            )
    other = {
        k: v
        for label, (_, counts) in splits.items()
        if label != "all"
        for k, v in counts.items()
        if not k.startswith(("remarks", "small-talk"))
    }
    print_table(
        "LoCoMo run",
        [
            ("conversations / turns", f"{len(data)} / {sum(actions.values())}"),
            ("observe actions", ", ".join(f"{k} {v}" for k, v in sorted(actions.items()))),
            ("other", ", ".join(f"{k} {v}" for k, v in sorted(other.items())) or "-"),
            wall_row(time.perf_counter() - started, time.process_time() - cpu),
        ],
    )


if __name__ == "__main__":
    main()
