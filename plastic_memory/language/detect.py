"""Which language a clause is in: by its script first, then (for Latin letters) by its function words.

'zh' and 'en' are read by the built-in Chinese and English rules; a code with a record (records.py) by that record;
'und' is a language the memory has no record of (the gate keeps what looks personal by signals every language
shares, and marks it for the model); None means no letters at all (digits, emoji).
"""

from __future__ import annotations

from functools import lru_cache

from .lazy_re import later
from .records import fold, records

_HANGUL = later(r"[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]")
_KANA = later(r"[\u3040-\u309f\u30a0-\u30fa\u30fd-\u30ff]")
_HAN = later(r"[\u3400-\u9fff\uf900-\ufaff]")
_CYRILLIC = later(r"[\u0400-\u04ff]")
_UKRAINIAN = later(r"[іїєґ]")
_LATIN = later(r"[a-zA-Z\u00c0-\u024f]")
_LETTER = later(r"[^\W\d_]")
_NOT_HAN = later(r"[^\u3400-\u9fff\uf900-\ufaff\W\d_]")   # a letter of any script but Chinese
_WORD = later(r"[a-z\u00c0-\u024f']+")

# English function words: a clause of Latin letters counts as English when these outnumber any record's.
_EN = frozenset(["the", "a", "an", "and", "or", "but", "is", "are", "was", "were", "am", "be", "been", "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "my", "me", "mine", "we", "our", "us", "you", "your", "it", "it's", "its", "this", "that", "these", "those", "to", "of", "in", "on", "at", "for", "with", "from", "by", "about", "as", "so", "not", "no", "don't", "dont", "can't", "cant", "just", "what", "how", "why", "when", "where", "who", "do", "does", "did", "have", "has", "had", "will", "would", "should", "could", "can", "get", "got", "go", "going", "he", "she", "they", "them", "their", "his", "her", "there", "here", "if", "then", "than", "very", "really", "too", "also", "some", "any", "all", "more", "much", "many", "one", "out", "up", "like", "want", "need", "know", "think"])
# Letters that belong to one or two of the Latin-script languages only.
_MARKS = {"ñ": ("es",), "¿": ("es",), "¡": ("es",), "ã": ("pt",), "õ": ("pt",), "ç": ("fr", "pt"), "ß": ("de",),
          "ä": ("de",), "ö": ("de",), "ü": ("de",), "è": ("fr",), "ê": ("fr", "pt"), "à": ("fr", "pt"),
          "ù": ("fr",), "â": ("fr", "pt"), "î": ("fr",), "ô": ("fr", "pt"), "œ": ("fr",), "ë": ("fr",)}


@lru_cache(maxsize=4096)
def language(text: str) -> str | None:
    """The language code of a clause or a message (see the module docstring)."""
    return _judge(text)[0]


def sure(text: str) -> bool:
    """Whether the text's own words settle its language (see in_message)."""
    return _judge(text)[1]


def english_words(text: str) -> frozenset[str]:
    """The English function words a text holds that no record shares (not "a", "no", "me"): English in it."""
    shared = _shared()
    return frozenset(w for w in _WORD.findall(text.lower()) if w in _EN and w not in shared and (len(w) > 1 or w == "i"))


def in_message(clause: str, message: str) -> str | None:
    """The language of a clause of a message: its own, unless its few words cannot tell two Latin-script
    languages apart ('no bebo alcohol'), when the whole message's is taken."""
    code, sure = _judge(clause)
    if sure or clause == message:
        return code
    whole = language(message)
    return whole if whole in _LATIN_CODES() else code


@lru_cache(maxsize=4096)
def _judge(text: str) -> tuple[str | None, bool]:
    if text.isascii():   # the common cases, English and Chinese: no script to count
        return _latin(text.lower()) if any(c.isalpha() for c in text) else (None, True)
    if _NOT_HAN.search(text) is None:
        return "zh", True
    letters = _LETTER.findall(text)
    if not letters:
        return None, True
    n = len(letters)
    hangul = len(_HANGUL.findall(text))
    kana = len(_KANA.findall(text))
    han = len(_HAN.findall(text))
    cyr = len(_CYRILLIC.findall(text))
    latin = len(_LATIN.findall(text))
    if hangul * 3 >= n or (hangul and hangul >= han + kana and hangul * 2 >= latin):
        return "ko", True
    if kana >= 2 or (kana and kana * 10 >= han):
        return "ja", True
    if han and han >= latin / 4:
        return "zh", True
    if cyr and (cyr >= latin or _cyrillic_function_word(text.lower())):
        # ("У меня Lada Granta": a Russian sentence naming a car in Latin letters is Russian by its own words)
        return ("und" if _UKRAINIAN.search(text.lower()) else "ru"), True
    if latin * 2 < n:
        return "und", True   # Arabic, Hebrew, Greek, Devanagari, Thai...: no record yet
    return _latin(text.lower())


_CYRILLIC_WORD = later(r"[\u0400-\u04ff]+")


def _cyrillic_function_word(lowered: str) -> bool:
    """Whether a Cyrillic word of the text is one of a Cyrillic record's function words (меня, это, что)."""
    words = _cyrillic_words()
    return any(fold(w, True) in words for w in _CYRILLIC_WORD.findall(lowered))


@lru_cache(maxsize=1)
def _cyrillic_words() -> frozenset[str]:
    return frozenset(w for r in records().values() if r.script == "cyrillic" for w in r.detect)


@lru_cache(maxsize=1)
def _LATIN_CODES() -> frozenset[str]:
    return frozenset(["en"] + [r.code for r in records().values() if r.script == "latin"])


@lru_cache(maxsize=1)
def _latin_words() -> tuple[tuple[str, frozenset[str]], ...]:
    """Each Latin-script record's function and stop words, and the whole words of its cues (madre, bebo, luz),
    less the words English has too ('a', 'no', 'me', 'hospital')."""
    english = _english_words()
    out = []
    for r in records().values():
        if r.script != "latin":
            continue
        lists = [r.cues[name] for name in ("self", "kin", "acquaintances", "life", "requests", "question_words")]
        cue_words = {w for cues in lists for c in cues.cues for w in fold(c, True).split()
                     if len(w) >= 3 and not w.endswith(("*", "="))}
        cue_words |= {w for group in (r.kinds, r.critical) for cues in group.values() for c in cues.cues
                      for w in fold(c, True).split() if len(w) >= 3 and not w.endswith(("*", "="))}
        out.append((r.code, frozenset((r.detect | r.stop | cue_words) - english)))
    return tuple(out)


@lru_cache(maxsize=1)
def _shared() -> frozenset[str]:
    """Words some Latin-script record uses (its function and stop words), English ones included."""
    return frozenset().union(*(r.detect | r.stop for r in records().values() if r.script == "latin"))


@lru_cache(maxsize=1)
def _english_words() -> frozenset[str]:
    from . import (  # the English lists: a word in them is English evidence, not foreign
        cues,
        lexicon,
    )
    words = set(_EN) | set(lexicon.STOP_EN) | {w for phrase in lexicon.JUNK_EXACT for w in phrase.split()}
    for pair in (cues.KIN, cues.HOUSEHOLD, cues.ACQUAINTANCES, cues.PUBLIC, cues.LIFE_DOMAINS):
        words |= {w for phrase in pair[1] for w in phrase.split()}
    for kind_words in lexicon.KIND_WORDS.values():
        words |= {w for phrase in kind_words[1] for w in phrase.split()}
    return frozenset(words)


@lru_cache(maxsize=1)
def _ORDER() -> tuple[str, ...]:
    """English first, then the Latin-script records by code: the order ties are settled in."""
    return ("en", *sorted(c for c in _LATIN_CODES() if c != "en"))


@lru_cache(maxsize=1)
def _half() -> dict[str, tuple[str, ...]]:
    """A record's function words English has too ('no', 'me', 'a'): half a word, for records already in the running."""
    english = _english_words()
    out: dict[str, list[str]] = {}
    for r in records().values():
        if r.script == "latin":
            for w in r.detect & english:
                out.setdefault(w, []).append(r.code)
    return {w: tuple(codes) for w, codes in out.items()}


@lru_cache(maxsize=1)
def _index() -> dict[str, tuple[str, ...]]:
    """Each known word and the languages it counts for: English words no record uses, a record's words English
    does not have."""
    english, shared = _english_words(), _shared()
    out: dict[str, list[str]] = {w: ["en"] for w in english - shared}
    for code, vocabulary in _latin_words():
        for w in vocabulary:
            out.setdefault(w, []).append(code)
    return {w: tuple(codes) for w, codes in out.items()}


def _latin(lowered: str) -> tuple[str, bool]:
    """Scores by function words; a word shared by English and a record counts for neither. Sure when the winner
    leads by two words or more."""
    words = _WORD.findall(lowered)
    index, half = _index(), _half()
    scores: dict[str, float] = dict.fromkeys(_ORDER(), 0)
    tipping: dict[str, float] = {}
    for w in words:
        key = w if w.isascii() else fold(w, True)
        for code in index.get(key, ()):
            scores[code] += 1
        for code in half.get(key, ()):
            tipping[code] = tipping.get(code, 0) + 0.5
    for code, extra in tipping.items():   # 'no', 'a', 'me' tip the balance between records with words there
        if scores[code]:
            scores[code] += extra
    for ch in set(lowered):
        for code in _MARKS.get(ch, ()):
            if scores.get(code):   # a letter tips the balance only between languages whose words are there
                scores[code] += 1
    ranked = sorted(scores, key=lambda c: -scores[c])   # stable: ties go to English, then by code
    best, second = ranked[0], scores[ranked[1]] if len(ranked) > 1 else 0
    if scores[best] == 0:  # no word known anywhere: English unless its letters say otherwise (è, ø, ğ...)
        return ("en" if all(w.isascii() for w in words) else "und"), False
    if best != "en" and scores[best] * 5 < len(words):
        return "und", False   # a word or two of a record's in a long clause: another language (Turkish, Italian)
    return best, scores[best] - second >= 2


def of_clauses(texts) -> tuple[str | None, ...]:
    """The language of each clause of a message."""
    texts = list(texts)
    message = " ".join(texts)
    return tuple(in_message(t, message) for t in texts)
