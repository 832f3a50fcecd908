"""Secrets named by a label in a language with a record ("mi contraseña es Luna2024", "暗証番号は4821"): the value
after the label is masked like mask.py masks the Chinese and English ones."""

from __future__ import annotations

import re

from .lazy_re import later
from . import detect
from .mask import MASK
from .records import record

# Between label and value: a connecting word or sign, in any of the record languages.
_CONNECT = later(r"\s*(?:es|est|ist|lautet|e|é|eh|это|—|-|:|=|は|が|은|는|이|가)?\s*[:：=]?\s*", re.IGNORECASE)
_VALUE = later(r"[^\s,.;。、，]{4,}")
_SECRETISH_FAST = later(r"\d|[a-z][A-Z]|[!#$%&*+/=?@^_~]")
_SECRETISH = later(r"\d|[^\w\s]|[a-z][A-Z]|[A-Z].*\d")


def mask(text: str) -> str:
    """The text with the value after each label masked (only where the value looks like a secret: a digit, a
    sign or mixed case, so 'mi contraseña es muy larga' stays)."""
    if _SECRETISH_FAST.search(text) is None:  # most messages hold no digit or mixed-case word: nothing to mask
        return text
    code = detect.language(text)
    rec = record(code) if code not in (None, "zh", "en", "und") else None
    if rec is None:
        return text
    folded = rec.fold(text)
    if len(folded) != len(text):  # offsets would not line up (ß -> ss): leave it to the model-free rules
        return text
    out, last = [], 0
    for found in rec.cues["mask_labels"].all(folded):
        if found.start() < last:
            continue
        link = _CONNECT.match(text, found.end())
        value = _VALUE.match(text, link.end() if link else found.end())
        if value and _SECRETISH.search(value.group()) and MASK not in value.group():
            out.append(text[last : value.start()] + MASK)
            last = value.end()
    return "".join(out) + text[last:] if out else text
