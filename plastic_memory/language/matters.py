"""The matters of a personal life named in Chinese and English: one meaning, its two languages and its everyday forms,
so words that name a matter find it however it was said ("my ex" finds 我前任叫周航, 住址 finds 我家住在天河区, "my
operation" finds "I'm getting my gallbladder removed", 我的体重 finds 我现在一百六十八斤, "my salary" finds "I make
about 84k a year").

Each entry is narrow: a meaning with its translations and near-synonyms, never a topic (a boss is not 'work'), so
that naming one matter does not reach every remark on the same topic; a narrower meaning names its broader ones
(language/matters_words.py: BROADER), never the other way round. A Chinese verb and object are found with 了 or 过
between them, or a count (坐过牢, 抽一包烟, 吵了一架). Read only when a request to forget is matched, never
on the per-turn path.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .lazy_re import later
from .kind_finder import kinds
from .matters_abroad import ABROAD, substrings
from .matters_words import BROADER, KIND_MATTERS, LIGHT_EN, LIGHT_ZH, MATTERS, PEOPLE, SHAPES, SPLIT_GAP
from .places_words import PLACES
from .text import PhraseSet
from .memo import sets

__all__ = ["LIGHT_EN", "LIGHT_ZH", "MATTERS", "PEOPLE", "PLACE", "information", "matters", "spans", "subject"]

PLACE = "place:"  # a place is a matter of its own, named the same in either script (language/places_words.py)

_ENGLISH_WORD = later(r"[a-z0-9]")
_HAN = later(r"^[\u4e00-\u9fff]{2}$")
_HAN_ANY = later(r"[\u4e00-\u9fff]")


def _forms(phrase: str) -> tuple[str, ...]:
    """A Chinese verb and its object also with 了 or 过 between them (坐牢: 坐过牢, 坐了牢; 离婚: 离过婚): a phrase
    that is no verb never meets these forms in a text."""
    if _HAN.match(phrase):
        return (phrase, phrase[0] + "过" + phrase[1], phrase[0] + "了" + phrase[1])
    return (phrase,)


@lru_cache(maxsize=1)
def _labelled() -> dict[str, tuple[str, ...]]:
    labelled = {name: tuple(f for p in phrases for f in _forms(p)) for name, phrases in MATTERS.items()}
    for name, words in ABROAD.items():  # (in the seven other languages: language/matters_abroad.py)
        labelled[name] = labelled.get(name, ()) + words
    return labelled


@lru_cache(maxsize=1)
def _abroad() -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern finding the Cyrillic and Hangul words of the matters (which the phrase tables, reading Latin words
    and Chinese characters, never see), and the matter each is of."""
    of = substrings()
    return re.compile("|".join(re.escape(w) for w in sorted(of, key=len, reverse=True))), of


@lru_cache(maxsize=1)
def _places() -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern finding every place name, an English one as a whole word (never a stem: "India" is not "Indiana",
    "Paris" not "parish"), and the place each name is of."""
    of = {n.lower(): PLACE + place for place, names in PLACES.items() for n in names}
    latin = sorted((n for n in of if not _HAN_ANY.search(n)), key=len, reverse=True)
    han = sorted((n for n in of if _HAN_ANY.search(n)), key=len, reverse=True)
    alternation = "|".join(re.escape(n) for n in han)
    words = "|".join(re.escape(n) for n in latin)
    return re.compile(rf"(?<![a-z0-9])(?:{words})(?![a-z0-9])|{alternation}"), of


@lru_cache(maxsize=1)
def _set() -> PhraseSet:
    return PhraseSet(_labelled())


@lru_cache(maxsize=1)
def _shapes() -> dict[str, re.Pattern[str]]:
    return {name: re.compile(source) for name, source in SHAPES.items()}


@lru_cache(maxsize=1)
def _split() -> tuple[re.Pattern[str], dict[str, set[str]]]:
    """Two-character Chinese phrases said with a count between them (抽一包烟, 吵了一架): one pattern finding any
    first and last character around a count, and the matters of each pair."""
    pairs: dict[str, set[str]] = {}
    for name, phrases in MATTERS.items():
        for p in phrases:
            if _HAN.match(p):
                pairs.setdefault(p, set()).add(name)
    firsts = "".join(sorted({p[0] for p in pairs}))
    lasts = "".join(sorted({p[1] for p in pairs}))
    return re.compile(f"(?=([{firsts}]){SPLIT_GAP}([{lasts}]))"), pairs


def _split_matters(lowered: str) -> set[str]:
    finder, pairs = _split()
    return {name for m in finder.finditer(lowered) for name in pairs.get(m.group(1) + m.group(2), ())}


def _broaden(found: set[str]) -> frozenset[str]:
    """The matters with every broader meaning they imply (a loan is a debt, a debt is money)."""
    stack = list(found)
    while stack:
        for wider in BROADER.get(stack.pop(), ()):
            if wider not in found:
                found.add(wider)
                stack.append(wider)
    return frozenset(found)


# a French or Italian article or pronoun cut before a vowel ("j'ai de l'asthme", "d'argent"): the word is what follows
_ELISION = later(r"(?<![a-z])(?:l|d|j|qu|m|t|s|n|c)'(?=[a-z\u00e0-\u00ff])")


def plain(lowered: str) -> str:
    """Latin letters without their accents ('família', 'grávida', 'México'), as the words of the seven languages are
    written (matters_abroad.py); Cyrillic, kana and Hangul keep theirs (й stays й)."""
    if lowered.isascii():
        return lowered
    return unicodedata.normalize("NFC", _MARKS.sub("", unicodedata.normalize("NFD", lowered)))


_MARKS = later(r"(?<=[a-z])[\u0300-\u036f]+")


@sets(8192)
def matters(text: str) -> frozenset[str]:
    """The matters a remark names, in either language, with the broader ones they imply (memoised: a forgetting
    reads every remark of an owner)."""
    lowered = _ELISION.sub("", plain(text.lower().replace("’", "'")))
    found = _set().labels(lowered) | _split_matters(lowered)
    finder, of = _abroad()
    found.update(of[m.group()] for m in finder.finditer(lowered))
    found.update(name for name, shape in _shapes().items() if shape.search(lowered))
    # a thing named by its own name is of its kind's matter (我在吃舍曲林: a medicine, so 吃药的事 names it)
    found.update(KIND_MATTERS[k] for k in kinds(lowered) if k in KIND_MATTERS)
    finder, of = _places()
    found.update(of[m.group()] for m in finder.finditer(lowered))
    return _broaden(found)


@lru_cache(maxsize=1)
def _finders() -> list[tuple[str, re.Pattern[str]]]:
    """One pattern per matter finding where its phrases are, read as PhraseSet reads them."""
    out = []
    for name, phrases in _labelled().items():
        parts = []
        for p in sorted(phrases, key=len, reverse=True):
            if not _ENGLISH_WORD.match(p):
                parts.append(re.escape(p))
                continue
            last = p.rsplit(" ", 1)[-1]
            stem = " " not in p and len(p) >= 5
            end = r"[a-z0-9'\-]*" if stem else r"(?:'s)?(?![a-z0-9])" if len(last) < 5 else ""
            parts.append(r"(?<![a-z0-9])" + re.escape(p) + end)
        out.append((name, re.compile("|".join(parts))))
    out += list(_shapes().items())
    return out


def subject(text: str) -> frozenset[str]:
    """The people a remark opens with, as its subject, with the broader ones they are ("My sister is getting a
    divorce", 我弟弟在读高三, 我前任叫周航, 我儿子 is one of the children); none when it opens with the user ("I owe my
    landlord rent", 我欠了房东两个月房租)."""
    lowered = text.lower().replace("’", "'")
    head = _OWNER.sub("", lowered, count=1)
    start = len(lowered) - len(head)
    found = {name for s, e, name in spans(lowered) if s == start and name in PEOPLE and not _WITH_ME.match(lowered, e)}
    return _broaden(found) if found else frozenset()


# The person and the user together ("My wife and I got divorced", 我老婆和我离婚了): the user's own life.
_WITH_ME = later(r"\s*(?:and|&|n)\s+(?:i|me|myself)\b|\s*(?:和|跟|与)我")


_OWNER = later(
    r"^(?:(?:my|our|the)\s+|我的|我们的|我家的?|我们家的?|咱家的?|我(?=[^在是有对欠想要会也都就还又不没把被给跟和]))"
)


def spans(lowered: str) -> list[tuple[int, int, str]]:
    """Where the matters are in a short lower-cased text: (start, end, matter), longest first where they overlap.
    Read only for the words of a request, never on the per-turn path."""
    found = [(m.start(), m.end(), name) for name, finder in _finders() for m in finder.finditer(lowered)]
    finder, of = _places()
    found += [(m.start(), m.end(), of[m.group()]) for m in finder.finditer(lowered)]
    found.sort(key=lambda s: (s[0] - s[1], s[0]))
    kept: list[tuple[int, int, str]] = []
    for start, end, name in found:
        if all(end <= s or start >= e or (start, end) == (s, e) for s, e, _ in kept):
            kept.append((start, end, name))
    return sorted(kept)


def information(words: str, places: bool = False) -> bool:
    """Whether words after "my" name a matter of the user's life other than a person or a place ("my home address",
    "my ID number", 我的体重): what a bare "delete my …" asks the memory to drop, where "delete my old tweets" and
    "delete my Paris photos" are tasks; with `places`, a place counts too ("drop the Berlin stuff")."""
    lowered = words.lower().replace("’", "'")
    return any(name not in PEOPLE and (places or not name.startswith(PLACE)) for _, _, name in spans(lowered))


@lru_cache(maxsize=1)
def _single_words() -> dict[int, list[tuple[str, str]]]:
    """The one-word English phrases of five letters or more of the matters, by length: (word, matter)."""
    out: dict[int, list[tuple[str, str]]] = {}
    for name, phrases in MATTERS.items():
        for p in phrases:
            if len(p) >= 5 and p.isascii() and p.isalpha():
                out.setdefault(len(p), []).append((p, name))
    return out


TYPO_LEAST = 7  # letters a word needs before one a letter away is read as a typo of it


@lru_cache(maxsize=4096)
def near_matters(word: str) -> frozenset[str]:
    """The matters (with the broader ones) of a word typed a letter off one of theirs ("roomate", "girlfirend",
    "divorse"): none for a word that is one of theirs as written, or shorter than seven letters (shorter words have
    real neighbours a letter away: "horse" is no typo of "house", nor "sitter" of "sister")."""
    if len(word) < TYPO_LEAST or not word.isalpha() or _set().labels(word):
        return frozenset()
    found = {
        name
        for size in (len(word) - 1, len(word), len(word) + 1)
        for p, name in _single_words().get(size, ())
        if one_off(word, p)
    }
    return _broaden(found) if found else frozenset()


def one_off(a: str, b: str) -> bool:
    """Whether two words are one letter added, dropped, changed or two swapped apart (the first letter kept)."""
    if a == b or not b.isalpha() or a[0] != b[0]:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = next((i for i in range(len(short)) if short[i] != long_[i]), len(short))
    return short[i:] == long_[i + 1 :]


@lru_cache(maxsize=1)
def _abroad_words() -> tuple[tuple[str, str], ...]:
    """The one-word entries of the seven languages' matters (matters_abroad.py) and the matter each is of."""
    return tuple((w, name) for name, words in ABROAD.items() for w in words if " " not in w and w.isalpha())


@lru_cache(maxsize=4096)
def cut_matters(word: str) -> frozenset[str]:
    """The matters of a word the reader of another language cut to its stem ('jef' of 'jefa', 'filh' of 'filho', 'жен'
    of 'жену'): those with a word of their own it begins, at most two letters longer (with the broader ones)."""
    if len(word) < 3 or not word.isalpha():
        return frozenset()
    found = {name for w, name in _abroad_words() if w.startswith(word) and len(w) - len(word) <= 2}
    return _broaden(found) if found else frozenset()
