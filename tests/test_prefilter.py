"""The prefilter's long alternations run apart: the same matches as the whole pattern, found at a fraction of the
cost (issue 20: the end words of an English update were a 19,000-character pattern tried at every position)."""

from __future__ import annotations

import re

import pytest

from plastic_memory.language import updates_words as w
from plastic_memory.language.prefilter import Alternatives, alternatives


def _every(pattern: str, text: str) -> list[tuple[int, int, str]]:
    rx, at, out = re.compile(pattern), 0, []
    while (m := rx.search(text, at)) is not None:
        out.append((m.start(), m.end(), m.group()))
        at = m.start() + 1
    return out


def test_alternatives_split_only_at_the_top_level():
    assert alternatives(r"a(?:b|c)|[|x]|d\|e|(f|g)h") == ["a(?:b|c)", "[|x]", r"d\|e", "(f|g)h"]
    assert alternatives(r"[]|]|y") == ["[]|]", "y"]


@pytest.mark.parametrize("pattern", [r"(?i)ab|cd", r"(a)\1|b", r"(?P<x>a)(?P=x)|b", r"(a)?(?(1)b|c)|d"])
def test_a_pattern_read_as_a_whole_is_never_split(pattern):
    assert alternatives(pattern) is None
    assert [m.group() for m in Alternatives(pattern).every("aab cd AB d")] == [
        g for _, _, g in _every(pattern, "aab cd AB d")
    ]


@pytest.mark.parametrize(
    "pattern",
    [
        r"\bsold\b|\bsold (?:it|the car)\b|sold it",  # several alternatives match at one place: the first wins
        r"gone|\bit's gone\b|\bs gone",  # one match inside another's span
        r"^off\b|\boff\b(?! the)|\bday \d+ off\b",
    ],
)
def test_every_match_is_the_whole_patterns(pattern):
    for text in ("sold it, sold the car, and it's gone", "off the hook, day 3 off", "sold sold it", ""):
        assert [(m.start(), m.end(), m.group()) for m in Alternatives(pattern).every(text)] == _every(pattern, text)


def test_the_end_words_find_what_the_whole_list_finds():
    texts = [
        "i sold my old car last week to a guy from work",
        "no more coffee for me, day 12 of no caffeine and i quit sugar too",
        "the crutches went back and the braces are off",
        "我把车卖了，烟也戒了，狗狗上个月没了",
        "i haven't smoked in years and i'm a non-smoker now",
    ]
    for pattern in (w.EN_ENDS, w.ZH_ENDS):
        split = Alternatives(pattern)
        for text in texts:
            assert [(m.start(), m.end(), m.group()) for m in split.every(text)] == _every(pattern, text)
    assert any(True for _ in Alternatives(w.EN_ENDS).every(texts[0]))
