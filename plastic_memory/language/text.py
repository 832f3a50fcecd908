"""Text handling shared by every layer: cleaning, secret masking, normal forms, terms and synonym tags."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from functools import lru_cache

from .lazy_re import later
from . import labelled, tokens
from .hant import KANA, simplified
from .lexicon import CLUSTERS, GENERIC_ZH, STOP_EN, STOP_ZH_CHARS
from .mask import MASK, mask_secrets  # noqa: F401  (MASK is part of this module's interface)
from .memo import sets

# Control characters and invisible format characters (zero-width, bidi overrides, BOM, soft hyphen) are stripped:
# they hide text from a reader and can smuggle instructions into the injected notes.
_INVISIBLE = later(
    "[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064"
    "\u2066-\u206f\ufeff\ufff9-\ufffb]"
)
_SPACES = later(r"\s+")
# Full-width letters and digits become ASCII (so "３月５日" and "ｓｋ-…" are read), while Chinese punctuation stays.
_FULLWIDTH = {c: c - 0xFEE0 for c in [*range(0xFF10, 0xFF1A), *range(0xFF21, 0xFF3B), *range(0xFF41, 0xFF5B)]}
_FULLWIDTH[0x3000] = 0x20


def clean(text: str, limit: int = 600) -> str:
    """Normalise width, strip invisible and control characters, collapse spaces, mask secrets, bound the length."""
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if len(text) > limit * 4:
        text = text[: limit * 4]  # keep the work bounded before the heavier passes
    text = unicodedata.normalize("NFC", text).translate(_FULLWIDTH)
    text = _INVISIBLE.sub("", text)
    text = _SPACES.sub(" ", text).strip()
    text = labelled.mask(mask_secrets(text))  # labels in the languages with a record ('mi contraseña es …')
    if len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text


_NOT_WORD = later(r"[\W_]+", re.UNICODE)


@lru_cache(maxsize=8192)
def squash(text: str) -> str:
    """Lower-case text with punctuation, symbols and spaces removed: the comparable core of an utterance."""
    return _NOT_WORD.sub("", text.lower())


@lru_cache(maxsize=8192)
def digest(text: str) -> str:
    """A short stable digest of an utterance's squashed form, used for exact repeats and the dropped counter."""
    return hashlib.blake2b(squash(text).encode(), digest_size=8).hexdigest()


_CJK = later(r"[\u3400-\u9fff\uf900-\ufaff]+")
_GENERIC_ZH = later("|".join(sorted(GENERIC_ZH, key=len, reverse=True)))
_LATIN = later(r"[a-z0-9][a-z0-9'’\-]*")


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


_VOWELS = frozenset("aeiouy")


def stem(word: str) -> str:
    """A light English stem, so the forms of one word meet: hike, hiked, hiking -> hik; run, running -> run;
    story, stories -> stori; symbol, symbolizes -> symbol."""
    word = word.replace("’", "'").strip("'-")
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 4 and word.endswith(("ies", "ied")):
        return word[:-2]  # stori(es), studi(ed): as story and study become
    if len(word) > 5 and word.endswith("ing"):
        word = word[:-3]
    elif len(word) > 4 and word.endswith("ed"):
        word = word[:-2]
    elif len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]  # hike, dance, movie: the form -ing, -ed and -ies leave
    if len(word) > 6 and word.endswith(("iz", "is")) and word[-3] not in _VOWELS:
        word = word[:-2]  # symboliz(e), organis(e)
    if len(word) > 3 and word.endswith("y") and word[-2] not in _VOWELS:
        word = word[:-1] + "i"  # story, study
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in _VOWELS and word[-1] not in "lsz":
        word = word[:-1]  # runn(ing), stopp(ed), shopp(ing)
    return word


_WORD = later(r"[a-z0-9][a-z0-9']*")


class PhraseSet:
    """Labelled phrases found in lower-cased text without a regex alternation (too slow for the per-turn path).

    Chinese and Japanese phrases match as substrings, looked up by their first character. English phrases match at a
    word start; a one-word phrase of five letters or more is a stem and matches any word it begins ('renovat'), a
    shorter one must be the whole word, and a longer phrase is checked only when its first word is present.
    """

    def __init__(self, labelled: dict[str, tuple[str, ...]]):
        self.order = {label: n for n, label in enumerate(labelled)}
        self._cjk: dict[str, list[tuple[str, str]]] = {}
        self._words: dict[str, set[str]] = {}
        self._stems: dict[str, set[str]] = {}
        self._multi: dict[str, list[tuple[str, str]]] = {}
        for label, phrases in labelled.items():
            for raw in phrases:
                p = raw.lower()
                if has_cjk(p) or KANA.search(p):  # (a word in kana alone, タバコ, ローン, is a substring too)
                    self._cjk.setdefault(p[0], []).append((p, label))
                elif " " in p or not _WORD.fullmatch(p):
                    first = _WORD.match(p)
                    self._multi.setdefault(first.group() if first else p, []).append((p, label))
                elif len(p) >= 5:
                    self._stems.setdefault(p, set()).add(label)
                else:
                    self._words.setdefault(p, set()).add(label)
        self._stem_sizes = sorted({len(p) for p in self._stems})

    def labels(self, lowered: str) -> set[str]:
        """Every label with a phrase in the (already lower-cased) text."""
        found: set[str] = set()
        if self._cjk:
            for ch in set(lowered):
                for p, label in self._cjk.get(ch, ()):
                    if label not in found and p in lowered:
                        found.add(label)
        for word in _WORD.findall(lowered):
            for p, label in self._multi.get(word, ()) if word.endswith("'s") else ():
                if label not in found and contains_phrase(lowered, (p,)):  # ("husband's mom": the phrase's own word)
                    found.add(label)
            if word.endswith("'s") and len(word) > 3:  # mum's, dad's: the word, not its possessive
                word = word[:-2]
            hit = self._words.get(word)
            if hit:
                found |= hit
            for p, label in self._multi.get(word, ()):
                if label not in found and contains_phrase(lowered, (p,)):
                    found.add(label)
            if len(word) < 5:
                continue
            for size in self._stem_sizes:
                if size > len(word):
                    break
                hit = self._stems.get(word[:size])
                if hit:
                    found |= hit
        return found

    def first(self, lowered: str) -> str | None:
        """The earliest-declared label present, or None."""
        found = self.labels(lowered)
        return min(found, key=self.order.__getitem__) if found else None


_TAGGER: PhraseSet | None = None


@sets(8192)
def tags(text: str) -> frozenset[str]:
    """The synonym clusters a text belongs to, as '#cluster' terms."""
    global _TAGGER
    if _TAGGER is None:
        _TAGGER = PhraseSet(CLUSTERS)
    return frozenset("#" + c for c in _TAGGER.labels(text.lower().replace("’", "'")))


@lru_cache(maxsize=4096)
def synonym_words(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """For each synonym tag of a text, its own terms that said it ('#family' <- 'famili' in "my family"): a word
    and its tag are one matter said once, not two."""
    found = tags(text)
    if not found:
        return ()
    lowered = text.lower().replace("’", "'")
    out: dict[str, set[str]] = {}
    for word in set(_LATIN.findall(lowered)):
        for t in tags(word) & found:
            out.setdefault(t, set()).update(grams(word))
    if _CJK.search(lowered):
        for t in found:
            for phrase in CLUSTERS[t[1:]]:
                if has_cjk(phrase) and phrase in lowered:
                    out.setdefault(t, set()).update(grams(phrase))
    return tuple((t, frozenset(words)) for t, words in sorted(out.items()))


@sets(8192)
def grams(text: str) -> frozenset[str]:
    """Content terms: Chinese character bigrams (a lone character stands for itself) and English word stems.

    Memoised because a dream compares the same sentences many times (v0.3.6: 145 -> 47 ms). Traditional characters
    give the terms of their simplified forms (hant.py), so 過敏 and 过敏 meet.
    """
    text = simplified(text)
    lowered = text.lower()
    out: set[str] = set()
    for run in _CJK.findall(lowered):
        for piece in _GENERIC_ZH.split(run):
            if len(piece) == 1:
                if piece not in STOP_ZH_CHARS:
                    out.add(piece)
                continue
            for i in range(len(piece) - 1):
                pair = piece[i : i + 2]
                if not (pair[0] in STOP_ZH_CHARS and pair[1] in STOP_ZH_CHARS):
                    out.add(pair)
    rec = tokens.language_of(text)
    if rec is not None:  # Japanese kana, Korean, Russian and the Romance and Germanic languages: their own stems
        out |= tokens.terms(lowered, rec)
    if rec is None or rec.script != "latin" or not tokens.sure(text):  # a word or two: English stems as well
        for word in _LATIN.findall(lowered):
            if word in STOP_EN or len(word) < 2:
                continue
            out.add(stem(word))
    return frozenset(out)


@sets(8192)
def terms(text: str) -> frozenset[str]:
    """Content terms plus synonym tags: what recall, grouping and matching compare."""
    return grams(text) | tags(text)


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Share of the smaller set found in the larger (overlap coefficient), 0 when either is empty."""
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


def coverage(query: frozenset[str], doc: frozenset[str]) -> float:
    """Share of the query's terms found in the document."""
    return len(query & doc) / len(query) if query else 0.0


def contains_phrase(lowered: str, phrases: tuple[str, ...]) -> bool:
    """Whether any phrase occurs: Chinese as a substring; English at a word start, and at a word end when the
    phrase's last word is shorter than five letters (longer ones may be stems such as 'renovat': "the text" is not
    in "the texture")."""
    for p in phrases:
        i = lowered.find(p)
        stem = len(p) - p.rfind(" ") - 1 >= 5
        while i >= 0:
            if has_cjk(p):
                return True
            end = i + len(p)
            if (i == 0 or not lowered[i - 1].isalnum()) and (stem or end == len(lowered) or not lowered[end].isalnum()):
                return True
            i = lowered.find(p, i + 1)
    return False


def short(text: str, limit: int) -> str:
    """Cut text to limit characters with an ellipsis, between words (never inside an English word)."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    if text[limit - 1].isalnum() and cut[-1:].isalnum() and cut[-1:].isascii():
        space = cut.rfind(" ")
        if space >= limit // 2:
            cut = cut[:space]
    return cut.rstrip(" ,，;；:：") + "…"
