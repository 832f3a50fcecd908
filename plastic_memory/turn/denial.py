"""Remarks a newer one denies: the same words of the same one said the other way round ("I don't live with my parents
anymore" of "I live with my parents in Queens", 我不住在上海了 of 我住在上海浦东, "I eat meat again" of "I don't eat meat").

Each clause is read once into its sign and its core: its words without the negation and the words that only say when
or how sure ("anymore", "after all", 了, 其实), with whom it is about (I, you, someone else) and the user's people it
names. A negation denies a remark whose core holds all of its own (leaving out a detail still denies it: "I don't have
a golden retriever anymore" of "… named Max"), unless that remark names someone of the user's it does not ("I don't
live in Atlanta" leaves "my sister lives in Atlanta"); a remark said plainly denies a negation only by saying all of
it again ("I eat fish again" leaves "I don't eat meat or fish" standing). A core of one word (in Chinese, of fewer than
three characters of its own) denies only the same words. A question, a condition or a
hedge denies nothing ("if I don't have a car…", 是不是不过敏了), nor one occasion ("didn't go to the shelter this
Thursday") or a time long past.

The live remarks are looked up through a side table of the index: a plain clause under each of its words (Chinese:
its characters), a negation under one word of it; a negation reads its rarest word's posting, a plain remark the
negations filed under its words, and a turn with neither costs one lookup per word. Chinese and
English; a language read by a record has its own readers of ends and takings-up (judgement/update_foreign.py).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, NamedTuple

from ..language.lazy_re import later
from ..language import change_words as cw, clauses
from ..language.cues import ACQUAINTANCES, HOUSEHOLD, KIN
from ..language.memo import sets
from ..language.negation import PAST, negated, sign
from ..language.text import has_cjk, terms
from ..state.index import Entry, LiveIndex

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

# What a denial adds besides its negation and is no part of what it denies: when (了, anymore, no longer), how sure
# (其实, after all, turns out), emphasis (根本, 从来) and the words that only open a remark (对了, btw, honestly).
_ZH_AROUND = later(
    r"不|没|别|了|再也|再|也|已经|其实|根本|从来|并|早就|现在|对了|顺便说一下|跟你说|话说|啦|呢|吧|啊|呀|哦|嗯|哈+|"
    r"[\s，,。.!！~～、…]"
)
_EN_AROUND = frozenset(
    "anymor longer never either turn btw fyi tbh lol haha ok okay um ugh wow yep honestli basicalli officialli "
    "seriousli literalli updat".split()
)
HEDGED = later(
    r"如果|要是|假如|万一|可能|也许|是不是|会不会|吗|希望|担心|怕|觉得|"
    r"\b(?:if|whether|maybe|might|would|could|should|unless|when|wish|hope|guess|think|suppose|wonder|afraid)\b"
)
# One occasion, a plan or a time long past: "I didn't go to the shelter this Thursday" leaves the weekly shelter
# standing, and "back when I lived with my parents" is no remark of now to deny or be denied.
OCCASION = later(
    cw.REMEMBERED + r"|\b(?:today|tonight|tomorrow|yesterday|ago|didn't|did not|going to|gonna|will|'ll|"
    r"(?:this|last|next) (?:morning|night|week|weekend|time|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b|"
    r"今天|今晚|明天|昨天|前天|刚才|刚刚|这周|上周|下周|这个周末|这次|上次|这回|那天|本周|下个月|明年"
)
# Words that only report who told it ("my doctor says I don't have diabetes", 医生说我没有糖尿病): the rest is the remark.
_REPORTED_EN = later(
    r"^.*?\b(?:says|said|told me|tells me|confirmed|confirms|showed|shows)\s+(?:that\s+)?"
    r"(?=(?:i|i'm|i've|my|we|we're|our|no|not)\b)"
)
_REPORTERS = ("say", "said", "told", "tell", "confirm", "show", "说", "表示", "告诉", "确认")
_REPORTED_ZH = later(r"^[^，。,]*?(?:说|表示|告诉我|确认)(?=我)")
_PERSONS = (
    ("1", later(r"\b(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|we've|us|our)\b")),
    ("2", later(r"\b(?:you|you're|your|yours)\b")),
    ("3", later(r"\b(?:he|he's|she|she's|they|they're|him|her|his|them|their|it|it's)\b")),
)
ZH_COMMON = frozenset("我你他她它们的是在有很也都就和跟")  # pronouns and particles: no word of a remark's own
_PEOPLE_ZH = KIN[0] + HOUSEHOLD[0] + ACQUAINTANCES[0]
_PEOPLE_EN = later(r"\b(" + "|".join(re.escape(w) for w in KIN[1] + HOUSEHOLD[1] + ACQUAINTANCES[1]) + r")(?:s|'s)?\b")
_LEAST_ZH = 3  # characters of its own (no pronoun or particle) a part of a Chinese remark holds to deny it
# (我住在上海 of 我住在上海浦东; not 我过敏 of 我对灰尘过敏)
SIDE = "denials"


class Core(NamedTuple):
    """One clause, read: whether it is negated (or said to be over: "used to", 以前), whom it is about, and its words
    (Chinese: its characters, in order)."""

    negated: bool
    persons: str
    words: tuple[str, ...]
    cjk: bool
    past: bool = False  # "I used to play tennis": it denies "I play tennis", and no remark of now denies it
    whose: frozenset[str] = frozenset()  # the user's people and animals it names: 姐姐, "my sister", the dog


def _core(clause: clauses.Clause) -> Core | None:
    """The clause read into its core, or None when it is no statement or says too little to be denied."""
    if clause.mood != "statement":
        return None
    cjk = has_cjk(clause.text)
    text = clause.lowered.replace("’", "'")
    if any(w in text for w in _REPORTERS):  # (a substring first: the pattern tries every position)
        text = (_REPORTED_ZH if cjk else _REPORTED_EN).sub("", text)
    past = PAST.search(text) is not None
    if past:
        text = PAST.sub(" ", text)
    if HEDGED.search(text) or OCCASION.search(text):
        return None
    said_not = past or negated(text)
    if cjk:
        chars = tuple(_ZH_AROUND.sub("", text))
        return Core(said_not, "", chars, True, past, people_named(text, True)) if len(chars) >= 2 else None
    words = tuple(sorted(t for t in terms(text) if not t.startswith("#") and t not in _EN_AROUND))
    persons = "".join(tag for tag, pattern in _PERSONS if pattern.search(text))
    if len(words) < (1 if persons else 2):
        return None  # "not bad", "no way": whose, and of what, untold
    return Core(said_not, persons, words, False, past, people_named(text, False))


@functools.lru_cache(maxsize=8192)  # (emptied by a forgetting with every memo of the package, caches.py)
def cores(text: str) -> tuple[Core, ...]:
    return tuple(c for c in map(_core, clauses.split(text)) if c is not None)


def _anchor(core: Core) -> str:
    """The one word a negation is filed under: a plain remark denies it only by saying all its words, so this one too.
    The longest English word, the last Chinese character that is no pronoun or particle (咖啡 of 我不喝咖啡): words
    few remarks share, so a plain remark reads only the negations that may be its own."""
    if core.cjk:
        return next((ch for ch in reversed(core.words) if ch not in ZH_COMMON), core.words[-1])
    return min(core.words, key=lambda w: (-len(w), w))


@sets(8192)
def _keys(text: str) -> frozenset[str]:
    keys = set()
    for c in cores(text):
        if c.past:
            continue  # denied by nothing of now
        if c.negated:
            keys.add("-" + _anchor(c))
        else:
            keys.update("+" + w for w in c.words)
    return frozenset(keys)


def denial_keys(entry: Entry) -> frozenset[str]:
    """The side table's keys of a live remark: a plain clause under each of its words, a negation under its anchor."""
    return _keys(entry.text) if entry.layer in ("event", "folded") else frozenset()


SIDES = {SIDE: denial_keys}  # the index's side table this module reads (turn/ready.py makes it ahead)


def people_named(text: str, cjk: bool) -> frozenset[str]:
    """The user's people a text names; in English by the word for whom they are ("my best friend" and "friends" are
    both a friend)."""
    if cjk:
        return frozenset(w for w in _PEOPLE_ZH if w in text)
    return frozenset(m.group(1).split()[-1] for m in _PEOPLE_EN.finditer(text))


def _within(part: Core, whole: Core) -> bool:
    """Whether `whole` says all that `part` says, of the same one: whom it is about alike, and no one of the user's
    besides ("I don't live in Nanjing" says nothing of "my sister lives in Nanjing", 我不住南京了 of 我姐姐住在南京)."""
    if part.cjk != whole.cjk or part.persons != whole.persons or not whole.whose <= part.whose:
        return False
    if not part.cjk:
        return set(part.words) <= set(whole.words)
    it = iter(whole.words)
    return all(ch in it for ch in part.words)  # its characters in the same order, others between


def _denies(new: Core, old: Core) -> bool:
    if new.negated == old.negated or old.past:
        return False
    if new.words == old.words:
        return new.persons == old.persons
    part, whole = (new, old) if new.negated else (old, new)
    if part.cjk:  # (its own characters: 我过敏 of 我不过敏了 names no thing one is allergic to)
        said = len([ch for ch in part.words if ch not in ZH_COMMON])
    else:
        said = len(part.words)
    return said >= (_LEAST_ZH if part.cjk else 2) and _within(part, whole)


def denies(new: str, old: str) -> bool:
    """Whether a clause of `new` says one of `old` the other way round (what denied() asks of each remark it finds)."""
    return any(_denies(n, o) for n in cores(new) for o in cores(old))


def denied(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks (folded ones too) one of whose clauses this utterance says the other way round, oldest first."""
    side = index.side(SIDE, denial_keys)
    if sign(u.lowered) == (False, False) and not any("-" + w in side for w in (set(u.text) if u.cjk else u.terms)):
        return []  # the common turn: said plainly, and no negation filed under a word of it
    if u.record is not None:
        return []  # (read by that language's own readers)
    out: set[int] = set()
    for new in cores(u.text):
        if new.negated:  # a remark holding all its words holds its rarest
            pool = min((side.get("+" + w, set()) for w in set(new.words)), key=len)
        else:  # a negation it denies is filed under one of its words
            pool = set().union(*(side.get("-" + w, ()) for w in set(new.words)))
        for i in pool:
            entry = index.items[i]
            if entry.digest != u.digest and any(_denies(new, old) for old in cores(entry.text)):
                out.add(i)
    return sorted(out)
