"""The gate's verdicts remembered by the words they were given for: people repeat themselves, and a verdict
depends on the words alone, so a line said again is not read again. A verdict with a date depends on the day it
was said too; those are never kept."""

from __future__ import annotations

import threading
from collections import OrderedDict

from . import gate
from .utterance import Utterance

SIZE = 4096  # distinct lines remembered (the least recently said go first)

_lock = threading.Lock()


class _Known(OrderedDict):
    """The remembered verdicts. It speaks functools' cache protocol (cache_clear, cache_info), so a forgetting
    empties it with every other memo keyed by user text (language/caches.py)."""

    def cache_clear(self) -> None:
        with _lock:
            self.clear()

    def cache_info(self) -> int:
        return len(self)


_known: _Known = _Known()


def judge(u: Utterance, kind: str | None = None) -> gate.Verdict:
    """The gate's verdict on these words, read once per distinct line."""
    key = (u.text, kind, u.tz)
    with _lock:
        known = _known.get(key)
        if known is not None:
            _known.move_to_end(key)
            return known
    verdict = gate.judge_utterance(u, kind)
    if verdict.expires_at is None and not verdict.deadline:
        with _lock:
            _known[key] = verdict
            if len(_known) > SIZE:
                _known.popitem(last=False)
    return verdict
