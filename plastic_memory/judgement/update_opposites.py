"""One of two opposite kinds of the same thing, said after the other: "Luna has gone full outdoor cat" after "My cat
Luna is an indoor cat", "on the night shift now" after "I work the day shift", "a morning person" after "a total
night owl", 现在改兼职了 after 我是全职, read for turn-by-turn updates (updates.reach).

Both remarks name the same thing right after the kind ("indoor cat", "outdoor cat"; in Chinese the kind word is
enough: 全职, 兼职), so "an indoor pool" never meets "an outdoor cat"; and the newer is about the user, a pronoun or a
name the older holds, never someone else ("my neighbour's cat is an outdoor cat")."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.memo import sets
from .update_clauses import subject_of

# Kinds that exclude each other for one thing (each pair read both ways).
_PAIRS_EN = (
    ("indoor", "outdoor"),
    ("indoor", "indoor-outdoor"),
    ("full-time", "part-time"),
    ("full time", "part time"),
    ("day", "night"),
    ("remote", "in-office"),
    ("remote", "office"),
    ("online", "in-person"),
    ("public", "private"),
    ("manual", "automatic"),
    ("electric", "petrol"),
    ("electric", "gas"),
    ("electric", "diesel"),
    ("junior", "senior"),
    ("long-distance", "local"),
)
# Kinds of a person said whole, of no thing after them ("a night owl" -> "a morning person").
_WHOLE_EN = (("night owl", "morning person"), ("night owl", "early bird"))
_PAIRS_ZH = (
    ("全职", "兼职"),
    ("白班", "夜班"),
    ("线上", "线下"),
    ("公立", "私立"),
    ("手动挡", "自动挡"),
    ("室内", "户外"),
    ("室内", "室外"),
    ("散养", "圈养"),
    ("走读", "住校"),
    ("异地", "同城"),
)
_OPPOSITE: dict[str, set[str]] = {}
for _a, _b in _PAIRS_EN + _PAIRS_ZH + _WHOLE_EN:
    _OPPOSITE.setdefault(_a, set()).add(_b)
    _OPPOSITE.setdefault(_b, set()).add(_a)
_KINDS_EN = later(
    r"\b("
    + "|".join(sorted((re.escape(k) for k in _OPPOSITE if k.isascii()), key=len, reverse=True))
    + r")[ \-]([a-z]{3,})\b"
)
_KINDS_WHOLE = later(r"\b(" + "|".join(sorted({k for pair in _WHOLE_EN for k in pair})) + r")s?\b")
_KINDS_ZH = later("(" + "|".join(sorted((k for k in _OPPOSITE if not k.isascii()), key=len, reverse=True)) + ")")


@sets(4096)
def _kinds(text: str) -> frozenset[tuple[str, str]]:
    """Each kind a remark names, with the thing it is a kind of (the word after it; in Chinese, any); remembered, as
    a storing turn asks it of the same newer remark for every older one."""
    lowered = text.lower().replace("’", "'")
    found = {(m.group(1), m.group(2).rstrip("s")) for m in _KINDS_EN.finditer(lowered)}
    found |= {(m.group(1), "") for m in _KINDS_WHOLE.finditer(lowered)}
    return frozenset(found | {(m.group(1), "") for m in _KINDS_ZH.finditer(lowered)})


def names_a_kind(new: str) -> bool:
    """Whether a remark names a kind that has an opposite (an indoor or outdoor cat, 全职 or 兼职)."""
    return bool(_kinds(new))


def opposite_kind(new: str, old: str) -> bool:
    """Whether the newer remark names, of the user's same thing, the kind opposite to the older remark's (doc)."""
    newer = _kinds(new)
    if not newer:
        return False
    named = old.lower()
    if any(
        s != "self" and not s.startswith("pron:") and not (s.startswith("name:") and s[5:] in named)
        for s in subject_of(new)
    ):
        return False  # about someone else ("my neighbour's cat is an outdoor cat")
    older = _kinds(old)
    said, held = {kind for kind, _ in newer}, {kind for kind, _ in older}
    return any(
        kind not in said
        and not _OPPOSITE[kind] & held  # (an older remark naming both, 全职上班周末兼职, is no one kind)
        and any(o in _OPPOSITE[kind] and t == thing for o, t in newer)
        for kind, thing in older
    )
