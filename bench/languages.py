"""What the language records cost a turn: the work added for languages other than Chinese and English, on the
Chinese and English traffic of bench/traffic.py (twelve days), in this thread's CPU time.

Measured: finding each message's and each clause's language (language/detect.py), the record checks every message
passes through (a secret after a label, a forget request in a recorded language, which tokenizer its terms need).
Printed next to the per-turn cost of reading the same text the way observe does (clean, utterance, forget request,
correction, gate, terms), so the share is seen on the same machine at the same moment. Best of five passes, the
language caches cleared before each.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.append(str(Path(__file__).resolve().parent))

from traffic import Traffic

from plastic_memory.judgement import foreign_talk, gate
from plastic_memory.judgement.forget_request import parse
from plastic_memory.judgement.utterance import Utterance
from plastic_memory.language import clauses, detect, labelled, tokens
from plastic_memory.language import text as T

NOW = 1_767_268_800.0
clock = time.thread_time_ns


def _clear() -> None:
    for f in (detect.language, detect._judge, T.squash, T.tags, T.grams, T.terms, clauses.split):
        f.cache_clear()


def main() -> int:
    traffic = Traffic(seed=11)
    texts = [T.clean(turn.text) for day in range(1, 13) for turn in traffic.day(day)]
    parts = [[c.text for c in clauses.split(x)] for x in texts]
    T.clean("warm up"), detect.language("warm up"), tokens.language_of("warm up")  # records read once, here
    added, whole = [], []
    for _ in range(5):
        _clear()
        start = clock()
        for x, cs in zip(texts, parts):
            labelled.mask(x), foreign_talk.forget(x), tokens.language_of(x)
            for c in cs:
                detect.in_message(c, x)
        added.append((clock() - start) / len(texts) / 1e3)
        _clear()
        start = clock()
        for x in texts:
            c = T.clean(x)
            u = Utterance(c, NOW)
            parse(c), u.correction, gate.judge_utterance(u), T.terms(c)
        whole.append((clock() - start) / len(texts) / 1e3)
    print(f"turns                      {len(texts)} (Chinese and English traffic)")
    print(f"language layer us/turn     {min(added):.1f} (best of 5)")
    print(f"reading a turn us/turn     {min(whole):.1f} (clean, forget, correction, gate, terms; best of 5)")
    print(f"share of reading           {100 * min(added) / min(whole):.1f}% (observe adds the store's work on top)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
