"""Smoke tests for the bench scripts: the traffic generator, a two-day stress loop and a tiny LoCoMo run."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # real processes or long runs: the test command runs them, the quick loop does not

sys.path.append(str(Path(__file__).resolve().parent.parent / "bench"))  # last: bench/gateway.py is not Hermes' gateway

import locomo  # noqa: E402
import stress90  # noqa: E402
from traffic import CLASSES, NEEDLES, PROBES, Traffic  # noqa: E402


def days_of(seed: int, days: int, per_day: int = 200) -> list[list]:
    traffic = Traffic(seed=seed, per_day=per_day)
    return [traffic.day(d) for d in range(1, days + 1)]


def test_traffic_is_deterministic_per_seed():
    assert days_of(3, 5) == days_of(3, 5)
    assert days_of(3, 5) != days_of(4, 5)


def test_traffic_speaks_both_languages_and_every_class():
    turns = [t for day in days_of(7, 10) for t in day]
    assert {t.lang for t in turns} == {"zh", "en"}
    assert {t.cls for t in turns} == set(CLASSES)
    assert any("你记错了" in t.text or "that's wrong" in t.text for t in turns if t.cls == "correction")


def test_traffic_days_must_come_in_order():
    traffic = Traffic(seed=1, per_day=5)
    traffic.day(1)
    try:
        traffic.day(3)
    except ValueError:
        return
    raise AssertionError("skipping a day must be refused")


def test_noise_never_mentions_a_probe_needle():
    turns = [t for day in days_of(7, 30, per_day=300) for t in day]
    assert not [t for t in turns if t.cls != "probe" and any(n in t.text for n in NEEDLES)]
    assert {t.probe for t in turns if t.cls == "probe"} >= {p.name for p in PROBES}


def test_two_day_stress_run_checks_the_probes_stated_so_far(capsys):
    result = stress90.main(["--days", "2", "--per-day", "30"])
    assert len(result.observe_ns) == 2 * 30 + 2  # the identity and trip probes come on top
    assert set(result.probes) == {"identity", "trip"}
    assert result.probes["identity"].valid == [True]  # checked on the last day
    assert result.probes["trip"].valid == [True]  # stated on day 2, checked daily while valid
    assert result.nights == 2
    out = capsys.readouterr().out
    assert "probe identity" in out and "observe ms/utterance" in out


def test_locomo_scores_memory_and_keyword_baseline_on_a_tiny_conversation(tmp_path, capsys):
    conversation = {
        "speaker_a": "Ann",
        "speaker_b": "Bob",
        "session_1_date_time": "11:53 am on 23 March, 2023",
        "session_1": [
            {"speaker": "Ann", "dia_id": "D1:1", "text": "I adopted a cat named Pixel last week."},
            {"speaker": "Bob", "dia_id": "D1:2", "text": "hi"},
        ],
        "session_2_date_time": "4:45 pm on 26 March, 2023",
        "session_2": [{"speaker": "Bob", "dia_id": "D2:1", "text": "I live in Denver and I work as a nurse."}],
    }
    qa = [
        {"question": "What is the name of Ann's cat?", "evidence": ["D1:1"], "category": 4},
        {"question": "Where does Bob live?", "evidence": ["D:2:1"], "category": 1},
        {"question": "Unknown?", "evidence": ["D9:9"], "category": 2},
    ]
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps({"conversation": conversation, "qa": qa}), encoding="utf-8")
    locomo.main([str(path)])
    out = capsys.readouterr().out
    overall = next(line for line in out.splitlines() if line.startswith("overall (1-4)"))
    # questions, recall, fts5, ratio | first turn: block, fts5, ratio, chars | later turn: block, fts5, ratio, chars
    cells = overall.split()[2:]
    assert cells[0] == "2"  # the question with a missing turn is skipped
    assert cells[1] == "1.000"  # the memory finds both evidence turns
    assert cells[2] == "1.000"  # so does the keyword baseline
    assert cells[5] == "1.000"  # both are in a session's first block
    assert cells[10] == "0.000" and cells[13] == "0"  # a later turn: the opener's core gave them already
    assert cells[6] == "1.000"  # FTS5 cut to as many characters finds them too
    assert "0 chars injected over" in out  # small talk after the replay: nothing
    assert "skipped (no usable evidence) 1" in out
    assert "stored remarks found by their own words   2 of 2" in out
