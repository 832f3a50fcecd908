"""The process's memo caches keyed by user text, emptied when a forgetting asks for it.

Reading an utterance memoises its clauses, readings, terms and tags in process-wide caches (a dream compares the
same sentences many times), and the regex prefilter remembers its last texts. A gateway process lives for months,
so a confirmed forgetting must not leave the forgotten words in any of them: `forget_texts()` empties every
`functools.lru_cache` of the package's modules, and any memo that speaks its protocol (cache_clear, cache_info), found by
walking them, so a cache added later is covered without registering it, and the prefilter's memory. The caches refill from what is still remembered.
Memos of functions that take nothing (the language records and their word lists) hold no one's words and are kept.
"""

from __future__ import annotations

import inspect
import sys

from . import prefilter
from .memo import KEPT

_PACKAGE = __name__.rsplit(".", 2)[0]  # "plastic_memory", or the name Hermes loads it under


def _lru_caches() -> list:
    found = []
    for name, module in list(sys.modules.items()):
        if module is None or not (name == _PACKAGE or name.startswith(_PACKAGE + ".")):
            continue
        for value in list(vars(module).values()):
            if isinstance(value, type):
                continue  # a memo's class, not a memo
            if callable(getattr(value, "cache_clear", None)) and callable(getattr(value, "cache_info", None)):
                if _may_hold_words(value):
                    found.append(value)
    return found


def _may_hold_words(cache) -> bool:
    """A memo of a function that takes nothing (the language records read from disk, their word lists) holds none
    of anyone's words: emptying it would only make the next turn read every record again (most of a second)."""
    if any(cache is kept for kept in KEPT):
        return False
    wrapped = getattr(cache, "__wrapped__", None)
    if wrapped is None:
        return True
    try:
        return bool(inspect.signature(wrapped).parameters)
    except (TypeError, ValueError):
        return True


def forget_texts() -> int:
    """Empty every memo cache that may hold user text; returns how many caches were emptied."""
    caches = _lru_caches()
    for cache in caches:
        cache.cache_clear()
    prefilter.forget_texts()
    return len(caches) + 1
