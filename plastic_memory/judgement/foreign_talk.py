"""Talk to the memory itself in a language with a record: corrections ("te equivocas, vivo en Valencia") and
requests to forget ("olvida lo que dije de mi ex", "全部忘れて"). Chinese and English have their own readers."""

from __future__ import annotations

from ..language import detect
from ..language.records import Record, record
from .corrections import Correction
from .forget_request import ForgetRequest

_TRIM = " ,.;:!¡¿?、。，！？…-—\"'«»„“”"


def _record(text: str) -> Record | None:
    code = detect.language(text)
    return record(code) if code not in (None, "zh", "en", "und") else None


def _opening(cues, folded: str):
    """The cue that opens the text (allowing a word or two before it: 'no, te equivocas'), or None."""
    found = cues.find(folded)
    return found if found is not None and found.start() <= 6 else None


def correction(text: str) -> Correction | None:
    """A correction opening the message; the rest of the message is the fix ('' when only the complaint)."""
    rec = _record(text)
    if rec is None or text.rstrip().endswith(("?", "？")):
        return None
    folded = rec.fold(text)
    found = _opening(rec.cues["corrections"], folded)
    if found is None:
        return None
    return Correction(text[found.end() :].strip(_TRIM), None)


def forget(text: str) -> ForgetRequest | None:
    """A request to forget opening the message: what follows names what to forget ('' the remark just before)."""
    rec = _record(text)
    if rec is None:
        return None
    folded = rec.fold(text)
    if _opening(rec.cues["forget_all"], folded) is not None:
        return ForgetRequest("", True)
    found = _opening(rec.cues["forget"], folded)
    if found is not None:
        return ForgetRequest(text[found.end() :].strip(_TRIM))
    if rec.script in ("kana", "hangul"):  # the verb comes last: '元彼のことは忘れて', '전 남친 얘기는 잊어줘'
        found = rec.cues["forget"].find(folded)
        if found is not None and found.end() >= len(folded.rstrip(_TRIM)) - 3:
            return ForgetRequest(text[: found.start()].strip(_TRIM))
    return None
