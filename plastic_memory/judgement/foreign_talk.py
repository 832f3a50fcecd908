"""Talk to the memory itself in a language with a record: corrections ("te equivocas, vivo en Valencia") and
requests to forget ("olvida lo que dije de mi ex", "全部忘れて"). Chinese and English have their own readers."""

from __future__ import annotations

import re

from ..language.records import Record
from ..language.tokens import language_of, stem
from .corrections import Correction
from .forget_request import ForgetRequest

_TRIM = " ,.;:!¡¿?、。，！？…-—\"'«»„“”"


def _opening(cues, folded: str):
    """The cue that opens the text (allowing a word or two before it: 'no, te equivocas'), or None."""
    found = cues.find(folded)
    return found if found is not None and found.start() <= 6 else None


def correction(text: str) -> Correction | None:
    """A correction opening the message; the rest of the message is the fix ('' when only the complaint)."""
    rec = language_of(text)
    if rec is None or text.rstrip().endswith(("?", "？")):
        return None
    folded = rec.fold(text)
    found = _opening(rec.cues["corrections"], folded)
    if found is None:
        return None
    return Correction(text[found.end() :].strip(_TRIM), None)


def forget(text: str) -> ForgetRequest | None:
    """A request to forget opening the message: what follows names what to forget ('' the remark just before)."""
    rec = language_of(text)
    if rec is None:
        return None
    # (a comma after the verb is no part of the request: 'vergiss, was ich über meinen Ex gesagt habe'; each is
    # replaced by a space, so the words keep their places in the text)
    folded = _COMMAS.sub(" ", rec.fold(text))
    if _opening(rec.cues["forget_all"], folded) is not None:
        return ForgetRequest("", True)
    if rec.script in ("kana", "hangul"):  # the verb comes last: '元彼の話は忘れて', '전 남친 얘기는 잊어줘'
        ends = [m for m in rec.cues["forget"].all(folded) if m.end() >= len(folded.rstrip(_TRIM)) - 3]
        if ends:
            return ForgetRequest(_named(rec, text[: min(m.start() for m in ends)]))
    found = _opening(rec.cues["forget"], folded)
    if found is not None:
        return ForgetRequest(_named(rec, text[found.end() :]))
    return None


_COMMAS = re.compile(r"[,，、;:]")


def _named(rec: Record, words: str) -> str:
    """What a request to forget names, as the words recall knows the remarks by: without the words that say it was
    said ('te dije que fumo': fumo; 'meinen Ex gesagt habe': ex; '元彼の話は': 元彼) or that only join
    (the language's small words), and in a spaced script each word cut to its stem ('mon travail': travai, which
    'je travaille' holds)."""
    folded = rec.cues["said"].sub(_COMMAS.sub(" ", rec.fold(words)))
    if rec.script in ("kana", "hangul"):
        return " ".join(folded.split()).strip(_TRIM)
    kept = [w for w in _WORD.findall(folded) if w not in rec.stop and w not in rec.detect]
    return " ".join(stem(w, rec) for w in kept)


_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
