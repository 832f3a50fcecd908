"""The level reached in a pastime or a course: a language class by its grade (A2, N3, HSK 4), a board game or a
martial art by its rank (业余3段, "2 kyu", 黑带, "blue belt").

A level is a one-value attribute keyed by its scale (update_ids.identifiers makes it the slot 'id:level:<scale>'), so
a later level on the same scale replaces the older ("I'm learning Spanish at a night class, A2 level" -> "moved up to
the B1 class", 我围棋是业余3段 -> 围棋升到业余5段了). A remark that names two (N3过了，升到N2班了) is at the last one.
Only a grade said as a level or a class is read ("A2 level", "the B1 class", N3的班, 升到N2), never a code alone
("A1 sauce", "a B12 shot").
"""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.dates import zh_number

# (scale, pattern): group `v` the level, said beside a word that makes it one
_LEVELS = (
    # CEFR and the Chinese and Japanese tests: beside "level", "class", 班, 水平, or reached
    (
        "grade",
        later(
            r"(?:\b(?:level|at|to|reached|passed|into|in)\s+(?:the\s+)?|升到了?|升了|考过了?|到了)(?P<v>[abc][12]|n[1-5]|hsk\s?[1-9])(?![a-z0-9])|"
            r"(?<![a-z0-9])(?P<w>[abc][12]|n[1-5]|hsk\s?[1-9])\s*(?:level|class|course|group|的?班|水平|级别)"
        ),
    ),
    # a rank of go, chess or a martial art, said with the game or 业余/职业 (业余3段, 围棋五段, "1st dan", "3 kyu"); never a
    # stretch of something (一段视频, 这段路)
    (
        "dan",
        later(
            r"(?:业余|职业|围棋|棋力|象棋|跆拳道|空手道|柔道|剑道)[^，。,；;！!]{0,4}?(?P<v>[一二三四五六七八九十\d]{1,2})\s*段|"
            r"\b(?P<w>\d{1,2})(?:st|nd|rd|th)?\s*dan\b"
        ),
    ),
    ("kyu", later(r"\b(?P<v>\d{1,2})(?:st|nd|rd|th)?\s*kyu\b")),
    # a belt ("got my blue belt", 拿到黑带了)
    (
        "belt",
        later(
            r"\b(?P<v>white|yellow|orange|green|blue|purple|brown|black|red)\s+belt\b|"
            r"(?:拿到|考到|考过|升到|晋级到?|换成|系上)了?(?P<w>白|黄|橙|绿|蓝|紫|棕|黑|红)带"
        ),
    ),
)


def _plain(level: str) -> str:
    """A level as one spelling: "hsk 4" as "hsk4", 五 as "5" (the groups hold the level alone, never 业余 or 职业)."""
    level = level.replace(" ", "")
    if level and not level.isascii():
        n = zh_number(level)
        return str(n) if n is not None else level
    return level


def levels(lowered: str) -> list[tuple[str, str]]:
    """(key, level) of each scale a remark names a level on: its last level on that scale."""
    out = []
    for scale, pattern in _LEVELS:
        said = [m.group("v") or m.group("w") for m in pattern.finditer(lowered)]
        if said:
            out.append(("level:" + scale, _plain(said[-1])))
    return out
