"""Remarks a newer one says again with another value in the same frame, as it is now: "My go-to coffee order is an
oat latte these days" of "My go-to coffee order is a flat white", "My daughter's teacher is Mr. Grant now" of "… is
Mrs. Lopez", 我最喜欢的歌手现在是陈奕迅 of 我最喜欢的歌手是周杰伦, 约会日改成周二了 of 约会日是周五.

A clause that says it holds now (language/change_words.NOW_CHANGED) is set against the live remarks' clauses word by
word (Chinese: character by character): the same opening, of the user's own ("my", "our", "I", 我), and the same close,
with something else between on both sides, is one frame with two values; the newer is current. The frame must say
what it is about in two words of its own at least ("favorite show", "daughter's teacher"; 歌手, 约会日), so "my back
hurts now" leaves "my knee hurts after runs" standing (one word will do in a frame of four: "my lunch most days is
a …"), and whose it is must open it alike ("my brother's favorite band" is not "my favorite band"). Never a
question, a condition, a hedge, one occasion or a time long past.

The live remarks are found through the term postings, only for a clause that says "now", by each of its words but
those so common they point at no remark in particular.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from ..language import change_words as cw, clauses
from ..language.text import has_cjk, terms
from ..state.index import LiveIndex
from .denial import HEDGED, OCCASION, ZH_COMMON

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

_NOW = later(cw.NOW_CHANGED)
_EN_OWN = frozenset({"my", "our", "i", "we", "i'm", "we're", "i've", "we've"})
_EN_ASIDE = frozenset({"honestly", "btw", "so", "well", "ok", "okay", "lol", "haha", "actually", "tbh", "update", "oh"})
_ZH_ASIDE = later(r"了|啦|呢|吧|啊|呀|哦|哈+|对了|其实|说实话|[\s，,。.!！~～、…]")
_ZH_UNIT = later(r"[a-z0-9][a-z0-9'.\-]*|[^\sa-z0-9]")
_ZH_FRAME_COMMON = ZH_COMMON | frozenset("一般个")  # (一般 "usually", 个: no word of what a frame is about)
COMMON = 200  # remarks a word is in, beyond which it is not looked up by
_LEAST_SAME = {False: 2, True: 3}  # words (Chinese: characters) the frame opens with at least
_MOST_VALUE = {False: 5, True: 8}  # words (characters) a value holds at most: more is another sentence


@functools.lru_cache(maxsize=8192)  # (emptied by a forgetting with every memo of the package, caches.py)
def _units(text: str) -> tuple[tuple[str, ...], ...]:
    """Each statement clause of a remark as its words (Chinese: characters), without asides and words of "now"."""
    out = []
    for clause in clauses.split(text):
        lowered = clause.lowered.replace("’", "'")
        if clause.mood != "statement" or HEDGED.search(lowered) or OCCASION.search(lowered):
            continue
        lowered = _NOW.sub(" ", lowered)
        if has_cjk(lowered):  # (a character each, a Latin word whole: 1Password, iPhone)
            out.append(tuple(_ZH_UNIT.findall(_ZH_ASIDE.sub("", lowered))))
        else:
            words = re.findall(r"[a-z0-9][a-z0-9'.\-]*", lowered)
            out.append(tuple(w.rstrip(".") for w in words if w not in _EN_ASIDE))
    return tuple(out)


def _values(new: tuple[str, ...], old: tuple[str, ...]) -> bool:
    """Whether the two clauses are one frame of the user's own with another value in it."""
    cjk = has_cjk("".join(old))
    start = 0
    while start < min(len(new), len(old)) and new[start] == old[start]:
        start += 1
    end = 0
    while end < min(len(new), len(old)) - start and new[-1 - end] == old[-1 - end]:
        end += 1
    value_new, value_old = new[start : len(new) - end], old[start : len(old) - end]
    if not value_new or not value_old or start < _LEAST_SAME[cjk]:
        return False
    if max(len(value_new), len(value_old)) > _MOST_VALUE[cjk]:
        return False
    frame = old[:start] + old[len(old) - end :]
    if cjk:
        return old[0] == "我" and len([c for c in frame if c not in _ZH_FRAME_COMMON]) >= 2
    said = [t for t in terms(" ".join(frame)) if not t.startswith("#")]
    return old[0] in _EN_OWN and (len(said) >= 2 or (len(said) == 1 and len(frame) >= 4))


def reframed(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks (folded ones too) whose frame a clause of this utterance fills anew, as it is now; oldest first."""
    if _NOW.search(u.lowered) is None or u.record is not None:
        return []
    events, folded = index.layer_postings["event"], index.layer_postings["folded"]
    out: set[int] = set()
    for clause in clauses.split(u.text):
        if _NOW.search(clause.lowered) is None:
            continue
        mine = [t for t in terms(clause.text) if not t.startswith("#")]
        if len(mine) < 2:
            continue
        # (a frame may share one word only: "my lunch most days is a", its other words too common to be terms; a word
        # in more remarks than COMMON points at none in particular, and is not read)
        rarest = [t for t in mine if len(events.get(t, ())) + len(folded.get(t, ())) <= COMMON]
        pool: set[int] = set()
        for t in rarest:
            pool.update(events.get(t, ()), folded.get(t, ()))
        news = [n for n in _units(clause.text) if n]
        for i in pool:
            entry = index.items[i]
            if entry.digest != u.digest and any(_values(new, old) for new in news for old in _units(entry.text) if old):
                out.add(i)
    return sorted(out)
