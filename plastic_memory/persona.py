"""The agent's own persona: facets that words wake up, steering attention, memory bias and topic diversion."""

from __future__ import annotations

import logging
import math
import os
import threading
import time
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

from .language.text import contains_phrase, has_cjk, terms
from .persona_file import Facet, _Keys, _State, _read, _signature

logger = logging.getLogger(__name__)

PACKAGED_PATH = Path(__file__).with_name("persona.yaml")

# The file's mtime is looked at no more than once a second: activate() sits on the engine's hot path.
RECHECK_SECONDS = 1.0
# Each trigger hit adds this much raw weight (baselines are shares of about 1), counted up to MAX_COUNTED_HITS,
# so one trigger word is enough for a facet to take the lead but a keyword-stuffed sentence cannot drown the rest.
TRIGGER_BOOST = 1.0
MAX_COUNTED_HITS = 3
SHARP_FACTOR = 1.5  # attention multiplier when a text hits what a steering facet watches for
BLIND_FACTOR = 0.6  # ... and when it hits what that facet skims past
# A diversion needs lead assertiveness x acceptance >= this: at the unknown acceptance of 0.5 only a facet with
# assertiveness >= 0.5 digresses, and a user who keeps ignoring diversions silences even the chattiest facet.
DIVERT_THRESHOLD = 0.25
DEFAULT_ACCEPTANCE = 0.5
WOKEN_TEXTS = 1024  # texts whose activation is remembered


@dataclass(frozen=True)
class Activation:
    """Which facets a text woke (strongest first), every facet's weight (sums to 1), and whether several woke."""

    active: tuple[str, ...]
    weights: dict[str, float]
    cross: bool


def _normalise(raw: dict[str, float]) -> dict[str, float]:
    total = sum(raw.values())
    return {k: v / total if total > 0 else 1.0 / len(raw) for k, v in raw.items()}


# Personas in use, by file; an entry goes when its last holder does.
_SHARED: "weakref.WeakValueDictionary[str, Persona]" = weakref.WeakValueDictionary()
_SHARED_LOCK = threading.Lock()


class Persona:
    """The agent's persona, read from persona.yaml and read again whenever the file changes on disk.

    Safe to share between threads: a reload builds a new immutable state and swaps it in with one assignment.
    `clock` only paces the mtime checks (at most one per RECHECK_SECONDS); give it real time, not a simulated
    calendar that stands still, or edits are never noticed.
    """

    def __init__(self, path: Path, clock: Callable[[], float] = time.time) -> None:
        self._path = path
        self._clock = clock
        self._lock = threading.Lock()
        self._state = _read(path)
        self._checked = clock()
        # What texts woke, by text (people repeat themselves; bias, attention and divert of one turn read one text):
        # a bounded memo, emptied when full and by a forgetting.
        self._woken: dict[str, tuple[_State, Activation]] = {}
        if self._state.warning:
            logger.warning("%s", self._state.warning)

    @classmethod
    def load(cls, path: str | os.PathLike | None = None, clock: Callable[[], float] = time.time) -> "Persona":
        """The persona in `path` (None: the packaged persona.yaml); never raises, falls back with a warning."""
        return cls(PACKAGED_PATH if path is None else Path(os.fspath(path)), clock)

    @classmethod
    def shared(cls, path: str | os.PathLike | None = None) -> "Persona":
        """Like load(), but one object per file in this process while anyone holds it: a gateway opens thousands
        of memories on one home, and reading the YAML for each would take seconds (it is safe to share)."""
        key = os.path.realpath(PACKAGED_PATH if path is None else Path(os.fspath(path)))
        with _SHARED_LOCK:
            persona = _SHARED.get(key)
            if persona is None:
                persona = _SHARED[key] = cls.load(path)
            return persona

    def _current(self) -> _State:
        now = self._clock()
        if 0 <= now - self._checked < RECHECK_SECONDS:
            return self._state
        if not self._lock.acquire(blocking=False):  # another thread is already looking at the file
            return self._state
        try:
            self._checked = now
            try:
                signature = _signature(self._path)
            except OSError:
                signature = None
            if signature != self._state.signature:
                self._swap(_read(self._path))
        finally:
            self._lock.release()
        return self._state

    def _swap(self, new: _State) -> None:
        old = self._state
        if new.warning and new.warning != old.warning:
            logger.warning("%s", new.warning)
        elif old.warning and not new.warning:
            logger.info("persona file %s is valid again and in use", self._path)
        self._state = new

    @property
    def facets(self) -> tuple[Facet, ...]:
        return self._current().facets

    @property
    def self_facts(self) -> dict[str, list[str]]:
        """The persona's own life ({"places": [...], "stances": [...], ...}), as the file says right now."""
        return {k: list(v) for k, v in self._current().self_facts.items()}

    @property
    def warning(self) -> str | None:
        """Why the default persona is in use, or None when the file was read fine."""
        return self._current().warning

    def activate(self, text: str) -> Activation:
        """Which facets `text` wakes: baselines plus a boost per trigger hit, normalised to sum 1."""
        return self._activation(self._current(), text)

    def forget_texts(self) -> None:
        """Let go of the texts read (kept so a text is read once): a forgetting leaves no copy of words."""
        self._woken = {}

    def _activation(self, state: _State, text: str) -> Activation:
        text = text if isinstance(text, str) else ""
        woken = self._woken
        known = woken.get(text)
        if known is not None and known[0] is state:  # the same text under the same persona file
            act = known[1]
        else:
            low = text.lower()
            raw, hits = {}, {}
            for facet, keys in zip(state.facets, state.keys):
                found = keys.any_trigger.search(low) is not None
                hits[facet.id] = sum(1 for word in keys.triggers if word in low) if found else 0
                raw[facet.id] = facet.baseline + TRIGGER_BOOST * min(hits[facet.id], MAX_COUNTED_HITS)
            weights = _normalise(raw)
            active = sorted((fid for fid in hits if hits[fid]), key=lambda fid: -weights[fid])  # stable: file order
            act = Activation(tuple(active), weights, len(active) > 1)
            if len(woken) >= WOKEN_TEXTS:
                woken.clear()  # (a plain dict emptied when full: safe to share between threads without a lock)
            woken[text] = (state, act)
        return Activation(act.active, dict(act.weights), act.cross)  # callers may mutate their copy

    @staticmethod
    def _steering(state: _State, act: Activation) -> list[tuple[Facet, _Keys, float]]:
        """The facets that speak for this text: the active ones, or all of them at rest; weights sum to 1."""
        chosen = [(f, k) for f, k in zip(state.facets, state.keys) if not act.active or f.id in act.active]
        shares = _normalise({f.id: act.weights[f.id] for f, _ in chosen})
        return [(f, k, shares[f.id]) for f, k in chosen]

    def bias(self, kind: str, text: str = "") -> float:
        """memory_bias multiplier for `kind` under the facets `text` wakes; 1.0 for kinds no facet mentions."""
        state = self._current()
        if not any(kind in f.memory_bias for f in state.facets):
            return 1.0
        steering = self._steering(state, self._activation(state, text))
        return sum(w * f.memory_bias.get(kind, 1.0) for f, _, w in steering)

    def attention(self, text: str) -> float:
        """>1 when `text` hits a sharp term of a steering facet, <1 for a blind term, else 1."""
        state = self._current()
        text = text if isinstance(text, str) else ""
        low = text.lower()
        total = 0.0
        for _, keys, w in self._steering(state, self._activation(state, text)):
            if any(word in low for word in keys.sharp):  # noticing wins over skimming when both appear
                total += w * SHARP_FACTOR
            elif any(word in low for word in keys.blind):
                total += w * BLIND_FACTOR
            else:
                total += w
        return total

    def divert(self, text: str, acceptance: float = DEFAULT_ACCEPTANCE) -> str | None:
        """A self_fact to bring up ("岔开") when this text wakes a facet, the leading one is assertive enough, past
        diversions landed, and the fact relates to the text or to what woke the facets."""
        state = self._current()
        act = self._activation(state, text)
        try:
            acceptance = float(acceptance)
        except (TypeError, ValueError):
            acceptance = DEFAULT_ACCEPTANCE
        acceptance = DEFAULT_ACCEPTANCE if math.isnan(acceptance) else min(1.0, max(0.0, acceptance))
        if not act.active:  # a turn that wakes no facet is not the persona's topic: no aside
            return None
        lead = next(f for f in state.facets if f.id == act.active[0])
        if lead.assertiveness * acceptance < DIVERT_THRESHOLD:
            return None
        text = text if isinstance(text, str) else ""
        said, cjk = terms(text), has_cjk(text)
        awake = [word for f, k in zip(state.facets, state.keys) if f.id in act.active for word in k.triggers]
        best, best_score = None, 0.0
        for fact in state.facts:
            # related = shares content terms with the text, or speaks of what woke the facets (an English trigger as
            # a word: 'art' is not in 'start'); a word the user said names the topic more closely than a synonym
            # tag or a facet's trigger list does
            shared = fact.terms & said
            tags = sum(1 for t in shared if t.startswith("#"))
            woke = sum(1 for word in awake if contains_phrase(fact.lowered, (word,)))
            score = 3.0 * (len(shared) - tags) + tags + woke
            if score:
                score += 0.5 * (fact.cjk == cjk)  # among equals, answer in the user's language
            if score > best_score:
                best, best_score = fact.text, score
        return best

    def describe(self, text: str | None = None) -> dict:
        """For pm_persona: facets with baseline and weight; with `text`, which facets it wakes and if they cross."""
        state = self._current()
        act = self._activation(state, text or "")
        out: dict[str, Any] = {
            "facets": [
                {
                    "id": f.id,
                    "baseline": f.baseline,
                    "weight": round(act.weights[f.id], 3),
                    "assertiveness": f.assertiveness,
                    "voice": f.voice,
                    "tension": f.tension,
                }
                for f in state.facets
            ],
            "self_facts": {k: list(v) for k, v in state.self_facts.items()},
            "warning": state.warning,
        }
        if text is not None:
            out["preview"] = {"active": list(act.active), "cross": act.cross}
        return out
