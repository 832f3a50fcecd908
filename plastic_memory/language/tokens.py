"""Content terms in the languages with a record, for recall: kana and hangul pairs, Cyrillic and Romance stems.

Chinese characters (Japanese kanji too) and English words are left to text.grams. Here: a Japanese kana run gives
its character pairs; a Korean word loses its particle (고양이는 -> 고양이) and gives itself and its syllable pairs;
a Russian, Spanish, French, German or Portuguese word is folded (accents off), dropped when it is a stop word, and
cut to a stem by the record's suffixes, at most six letters long, so alérgica and alergia, больница and больнице
meet; the folded word is kept beside its stem.
"""

from __future__ import annotations

from .lazy_re import later
from . import detect
from .records import Record, record

_KANA_RUN = later(r"[\u3040-\u309f]{2,}|[\u30a0-\u30ff]{2,}")
_HANGUL_WORD = later(r"[\uac00-\ud7af]+")
_WORD = later(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
STEM = 6


def language_of(text: str) -> Record | None:
    """The record of the text's language, or None for Chinese, English and languages with no record."""
    code = detect.language(text)
    return record(code) if code not in (None, "zh", "en", "und") else None


def sure(text: str) -> bool:
    """Whether the text's words settle its language (a one-word query may be English as well)."""
    return detect.sure(text)


def terms(lowered: str, rec: Record) -> set[str]:
    """The content terms of a (lower-cased) text in the record's language."""
    out: set[str] = {"#" + name for name, cues in rec.clusters.items() if cues.found(rec.fold(lowered))}
    if rec.script == "kana":
        for run in _KANA_RUN.findall(lowered):
            for i in range(len(run) - 1):
                pair = run[i : i + 2]
                if pair not in rec.stop:
                    out.add(pair)
        return out
    if rec.script == "hangul":
        for word in _HANGUL_WORD.findall(lowered):
            stem = _strip(word, rec, 1)
            if stem in rec.stop:
                continue
            out.add(stem)
            out.update(stem[i : i + 2] for i in range(len(stem) - 1))
        return out
    for word in _WORD.findall(rec.fold(lowered)):
        if word in rec.stop or len(word) < 3:
            continue
        out.add(_strip(word, rec, 3)[:STEM])
        out.add(word)  # the word itself too: a name asked for from an English-looking query ('Pablo')
    return out


def stem(word: str, rec: Record) -> str:
    """A folded word of a spaced record's language as recall knows it: cut by the record's suffixes, at most six
    letters long."""
    return _strip(word, rec, 3)[:STEM]


def _strip(word: str, rec: Record, keep: int) -> str:
    for suffix in rec.suffixes:
        if word.endswith(suffix) and len(word) - len(suffix) >= keep:
            return word[: -len(suffix)]
    return word
