"""Folding remarks of one shape into one line that names their shared frame once.

「我晚饭做了饺子」「我晚饭做了红烧肉」「我晚饭做了清蒸鱼」 share the frame 「我晚饭做了…」 and differ in what fills it:
the line is 「我晚饭做了饺子、红烧肉、清蒸鱼」. A frame can close the sentence instead (「周报搞得我好烦」「停水搞得我好烦」
-> 「周报、停水搞得我好烦」). Chinese frames are compared by characters, English ones by words. Fillers that negate
where the others do not (我吃香菜 / 我不吃香菜) are not the same shape.
"""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.change_words import NOW_CHANGED
from ..language.negation import negated
from ..language.text import has_cjk

_NOW = later(NOW_CHANGED)
MIN_FRAME_ZH = 3  # characters a Chinese frame holds at least
MIN_FRAME_EN = 3  # words an English frame holds at least
MAX_FILLER_ZH = 10  # a filler longer than this is another sentence, not a slot
MAX_FILLER_EN = 5


def _units(text: str, cjk: bool) -> list[str]:
    return list(text) if cjk else text.split()


def _join(units: list[str], cjk: bool) -> str:
    return "".join(units) if cjk else " ".join(units)


def _best(lines: list[list[str]], cjk: bool, suffix: bool) -> tuple[int, list[int]]:
    """The longest frame (as a length) shared at the start (or end) by the most lines, with those lines (of equals,
    the frame of the earliest line). Lines are bucketed by their frame at each length: one pass per length."""
    least = MIN_FRAME_ZH if cjk else MIN_FRAME_EN
    most = MAX_FILLER_ZH if cjk else MAX_FILLER_EN
    best: tuple[int, list[int]] = (0, [])
    longest = max((len(line) for line in lines), default=0)
    for size in range(least, longest):
        buckets: dict[tuple[str, ...], list[int]] = {}
        for m, line in enumerate(lines):
            if size < len(line) and len(line) - size <= most:
                buckets.setdefault(tuple(line[-size:] if suffix else line[:size]), []).append(m)
        for members in buckets.values():
            if len(members) >= 2 and (len(members), size) > (len(best[1]), best[0]):
                best = (size, members)
    return best


def fold(texts: list[str], limit: int) -> str | None:
    """One line for the texts of one shape (two at least), or None when no frame is shared."""
    cjk = any(has_cjk(t) for t in texts)
    lines = [_units(t.strip().rstrip("。.!！~～"), cjk) for t in texts if t.strip()]
    if len(lines) < 2:
        return None
    found = None
    for suffix in (False, True):
        size, members = _best(lines, cjk, suffix)
        if members and (found is None or (len(members), size) > (len(found[2]), found[0])):
            found = (size, suffix, members)
    if found is None:
        return None
    _, _, members = found
    chosen = [lines[m] for m in members]
    head = _common(chosen)
    tail = _common([line[len(head) :][::-1] for line in chosen])[::-1]
    fillers = [_join(line[len(head) : len(line) - len(tail)], cjk) for line in chosen]
    if not all(fillers):
        return None
    if len({negated(f.lower()) for f in fillers}) > 1:
        return None  # 我吃香菜 and 我不吃香菜 contradict; they are not one shape
    if any(_NOW.search(f.lower()) for f in fillers):
        return None  # "a flat white" and "an oat latte these days": one replaced the other, no list of two
    space = "" if cjk else " "
    lead = _join(head, cjk) + (space if head else "")
    end = (space if tail else "") + _join(tail, cjk)
    sep = "、" if cjk else ", "
    listed: list[str] = []
    unique = list(dict.fromkeys(fillers))
    for f in unique:
        if listed and len(lead + sep.join(listed + [f]) + end) + 1 > limit:
            break
        listed.append(f)
    return lead + sep.join(listed) + ("…" if len(listed) < len(unique) else "") + end


def _common(lines: list[list[str]]) -> list[str]:
    """The units every line starts with."""
    out: list[str] = []
    for units in zip(*lines):
        if len(set(units)) > 1:
            break
        out.append(units[0])
    return out
