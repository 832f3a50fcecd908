"""The work a long-running host's first turn would otherwise wait for, done while the host waits for that turn.

A new process compiles its patterns on first use (language/lazy_re.py), files the prefilter's catalogues on the first
text, builds a language's readers on its first line, and reads every remembered remark into the live index and its
side tables on the first turn: together over a second before the first answer. The Hermes plugin and the MCP server
live for a whole session or longer and spend most of it waiting for someone to type, so they start this in a thread
of their own when they load, a moment later (the host finishes starting first). It writes nothing and holds no
one's words beyond what a turn would have cached; it pauses after each small piece, and a turn that arrives before
it is done stops it (the turn does the pieces it needs itself, as it would without the warm-up).
Chinese and English are always warmed, another language when a memory it prepares holds remarks in it.
PLASTIC_MEMORY_WARM_UP=0 turns it off.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from pathlib import Path
from typing import Callable, Iterable

from ..judgement.gate import judge
from ..judgement.update_claims import background_ends, claims
from ..language import lazy_re, prefilter
from ..language.records import records
from ..config import Config
from ..memory import Memory

logger = logging.getLogger(__name__)

PAUSE = 0.0005  # seconds given back to the host's threads after each piece (a pattern is ~0.6 ms to compile)
DELAY = 2.0  # seconds the host is left to finish starting (Hermes draws its screen) before the warm-up begins

# One everyday line per language: reading it builds that language's readers (its word lists and patterns), which no
# registry lists before the language is first read. The words say nothing in particular; only the language matters.
LINES = {
    "zh": "我上个月搬到苏州了，现在和老婆一起住，在一家医院上班",
    "en": "I moved to Leeds last month, my wife and I work at the hospital now",
    "de": "Ich bin letzten Monat nach Leipzig gezogen und arbeite jetzt im Krankenhaus",
    "es": "Me mudé a Sevilla el mes pasado y ahora trabajo en un hospital",
    "fr": "J'ai déménagé à Lyon le mois dernier et je travaille maintenant à l'hôpital",
    "ja": "先月大阪に引っ越して、今は病院で働いています",
    "ko": "지난달에 부산으로 이사했고 지금은 병원에서 일해요",
    "pt": "Mudei para Lisboa no mês passado e agora trabalho num hospital",
    "ru": "В прошлом месяце я переехал в Казань и теперь работаю в больнице",
}

HOME_LANGUAGES = ("zh", "en")  # read with the built-in rules, always warmed; another only when a memory holds it

_lock = threading.Lock()  # one warm-up of the process's part at a time
_read: set[str] = set()  # the languages whose line this process has read
_compiled = False  # every pattern made at import compiled, every catalogue filed


def enabled(env: dict[str, str] | None = None) -> bool:
    """Whether hosts should warm up ($PLASTIC_MEMORY_WARM_UP, on unless 0, false, no or off)."""
    value = (env if env is not None else os.environ).get("PLASTIC_MEMORY_WARM_UP", "").strip().lower()
    return value not in ("0", "false", "no", "off")


def has_memory(home: str | Path) -> bool:
    """Whether a memory was ever kept in this folder (a warm-up opens only those: opening one creates its file)."""
    return Config.from_env(home=home).db_path.exists()


def warm_process(
    languages: Iterable[str] = HOME_LANGUAGES, stop: threading.Event | None = None, pause: float = PAUSE
) -> dict[str, int]:
    """Compile every pattern, file every catalogue, read the language records, and build the readers of these
    languages (those with a line in LINES). Returns what was done; stops early when `stop` is set. Safe beside
    turns in other threads: each piece is work a turn would do the same way on first use."""
    global _compiled
    each = (lambda: time.sleep(pause)) if pause > 0 else None
    done = {"patterns": 0, "languages": 0}
    with _lock:
        if not _compiled:
            done["patterns"] += lazy_re.compile_waiting(stop, each) + prefilter.ready(stop, each)
            records()
            _compiled = stop is None or not stop.is_set()
        for code in languages:
            if code in _read or code not in LINES:
                continue
            if stop is not None and stop.is_set():
                return done
            line = LINES[code]
            judge(line, time.time())
            claims(line)
            background_ends(line)
            _read.add(code)
            done["languages"] += 1
            if each is not None:
                each()
        # (a language read makes its own patterns and catalogues, known to no registry before)
        done["patterns"] += prefilter.ready(stop, each) if done["languages"] else 0
    return done


class Warming:
    """A warm-up under way in a daemon thread: the process's part with Chinese and English, then each memory's
    (Memory.prepare), then the other languages those memories hold."""

    def __init__(self, memories: Callable[[], Iterable[Memory]] = tuple, pause: float = PAUSE, delay: float = DELAY):
        self.stop = threading.Event()
        self.result: dict[str, int] = {}
        self._memories, self._pause, self._delay = memories, pause, delay
        self._thread = threading.Thread(target=self._run, name="plastic-memory-warm-up", daemon=True)

    def start(self) -> Warming:
        self._thread.start()
        return self

    def _run(self) -> None:
        if self.stop.wait(self._delay):
            return
        started = time.perf_counter()
        try:
            self.result = warm_process(HOME_LANGUAGES, self.stop, self._pause)
            items, spoken = 0, set()
            for memory in self._memories():
                if self.stop.is_set():
                    break
                prepared = memory.prepare()
                items += prepared["items"]
                spoken.update(prepared["languages"])
            more = warm_process(sorted(spoken), self.stop, self._pause)
            self.result = {key: self.result.get(key, 0) + more.get(key, 0) for key in {*self.result, *more}}
            self.result["remarks"] = items
        except Exception:  # a warm-up that fails leaves the work to the turns, as without it
            logger.exception("plastic-memory: warm-up failed")
        else:
            logger.debug("plastic-memory: warm-up %s in %.2f s", self.result, time.perf_counter() - started)

    def turn_came(self) -> None:
        """A turn needs the process now: the warm-up stops after the piece it is on and leaves the rest to the turns
        (each does the pieces it needs, as without a warm-up), so it never competes with a turn for the interpreter.
        Measured: a first turn that came while it went on took up to 1.7x as long as with no warm-up at all."""
        self.stop.set()

    def join(self, timeout: float | None = None) -> bool:
        """Wait for it; True when it has finished."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def cancel(self, timeout: float = 1.0) -> None:
        """Stop at the next piece and wait a little for it (a host closing its memories)."""
        self.stop.set()
        if self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join(timeout)


def start(memories: Callable[[], Iterable[Memory]] = tuple, env: dict[str, str] | None = None) -> Warming | None:
    """Start warming up in the background, unless turned off; `memories` names the memories to prepare (asked for
    in the thread, so opening them is not the host's wait either)."""
    if not enabled(env):
        return None
    return Warming(memories).start()
