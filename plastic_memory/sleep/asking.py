"""The ModelDistiller: asks the model, reads its answer (answers.py), keeps only what passes the guard
(guard.py for what it adds, speech.py for what it drops and how it speaks); None means "use the rules".

Budget: at most `max_calls_per_dream` distillation and compaction calls between two take_usage() calls (the
engine takes usage at the start and end of every dream); the one labelling call of a dream and the diary are
outside that cap. One failed call does not cost the rest of the dream its model: only an endpoint that is down
(connection refused, no such model, a bad key) or two failures in a row end the model's part of that dream.
Every call is logged in `log` (kind, seconds, outcome, reason) for the benchmark and the status numbers.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

from ..config import KINDS
from . import answers, trim
from .budget import Deadline, Deferred
from .distill import Judgement, Remark, RuleDistiller
from .guard import Rejected, check_diary, check_judgement, parse_json
from .prompts import (
    compact_messages,
    distill_messages,
    label_messages,
    narrate_messages,
    outdated_messages,
)
from .speech import address_user, check_kept, check_voice, related

logger = logging.getLogger(__name__)

T = TypeVar("T")
# Transport errors that say the endpoint itself is unusable, not that one call went wrong (also HTTP 502-504).
_DOWN = frozenset(
    {
        "APIConnectionError",
        "AuthenticationError",
        "PermissionDeniedError",
        "NotFoundError",
        "ConnectionRefusedError",
        "ConnectionError",
    }
)
FAILURES_IN_A_ROW = 2
# Tokens an answer of each kind needs at most. A local server (llama-cpp-python) keeps generating after the client
# gave up, so a runaway answer would hold it for minutes and every later call would queue behind it.
MAX_TOKENS = {"distill": 200, "label": 320, "diary": 400, "compact": 360, "outdated": 140}
# The diary is asked for while someone waits (a tool call, a command), not in a dream: it gets at most this long,
# whatever the endpoint's own timeout, and the template answers after that.
WAITED_FOR = {"diary": 45.0}
# What the model is given to write a diary from: the first notes (pinned first, then the strongest) up to about
# this many characters. A 1.5B model on two busy CPU cores reads the prompt at 30-60 tokens a second and writes
# about 5 a second; a diary restates its notes at about their length, so 45 s hold about 160 characters of
# notes (given 320, it timed out under load). The diary (diary.py) adds every pinned, critical or boundary note
# the model's text leaves out, in the user's own words.
DIARY_SOURCE_CHARS = 160


def _first_notes(remarks: list[Remark], budget: int) -> list[Remark]:
    """The leading remarks whose texts fit in `budget` characters (a Latin letter counts a quarter), at least one."""
    out: list[Remark] = []
    used = 0.0
    for r in remarks:
        size = sum(1.0 if ord(ch) > 0x2E80 else 0.25 for ch in r.text)
        if out and used + size > budget:
            break
        out.append(r)
        used += size
    return out


def _judged(shaped: dict, remarks: list[Remark], least: int) -> Judgement:
    """One judgement over numbered remarks: shape, additions (guard), then drops and voice (speech)."""
    made = check_judgement(shaped, remarks, 1)
    given = {r.id: r for r in remarks}
    check_voice(made.text, [given[i].text for i in made.ids])
    kept = check_kept(made.text, made.ids, given, least)
    return Judgement(made.text, kept)


def _checked_judgement(answer: object, remarks: list[Remark], least: int, cut: list[str] | None = None) -> Judgement:
    """The judgement as answered if it passes the guard; else the longest head of it (trim.py) that passes the
    whole guard on its own, with the tail it lost appended to `cut`; else the first rejection stands."""
    shaped = answers.judgement_answer(answer)
    try:
        return _judged(shaped, remarks, least)
    except Rejected:
        text = shaped.get("judgement")
        text = text.strip() if isinstance(text, str) else ""
        for head in trim.shorter(text):
            try:
                made = _judged({**shaped, "judgement": head}, remarks, least)
            except Rejected:
                continue
            if cut is not None:
                cut.append(text[len(head.rstrip("。.")) :].lstrip("，, "))
            return made
        raise


def _merge(answer: object, remarks: list[Remark], cut: list[str] | None = None) -> Judgement:
    """One judgement of a compaction: checked like a distillation, then only notes related to another stay."""
    made = _checked_judgement(answer, remarks, 2, cut)
    kept = related(made.ids, {r.id: r for r in remarks})
    if len(kept) < 2:
        raise Rejected("merges notes that share nothing")
    return Judgement(made.text, kept)


def _groups(remarks: list[Remark], target: int) -> list[list[Remark]]:
    """The rule tier's grouping of notes for a compaction, each group in the order the notes were given."""
    by_id = {r.id: r for r in remarks}
    order = {r.id: n for n, r in enumerate(remarks)}
    found = RuleDistiller().compact(remarks, target) or []
    return [[by_id[i] for i in sorted(j.ids, key=order.__getitem__)] for j in found]


class ModelDistiller:
    """A Distiller that asks a model and keeps only answers that pass the guard; None means "use the rules"."""

    def __init__(self, chat: Any, max_calls_per_dream: int = 8, relabel: bool = False, changes: bool = True):
        self.chat = chat
        self.max_calls_per_dream = max_calls_per_dream
        self.relabel = relabel
        self.changes = changes  # whether dreams ask it for changes of mind (sleep/changes.py; llm.changes_from_env)
        self.deadline = Deadline()
        self.log: deque[dict] = deque(maxlen=2000)
        self._lock = threading.Lock()
        self._calls = self._failures = self._tokens = 0
        self._in_a_row = 0
        self._down = False
        from .llm import (  # llm imports this module: look them up late
            takes_max_tokens,
            takes_timeout,
        )

        self._timed = takes_timeout(chat)
        self._bounded = takes_max_tokens(chat)

    # -- the Distiller protocol -----------------------------------------------------------------------------------
    def distill(self, remarks: list[Remark]) -> Judgement | None:
        if not remarks:
            return None
        # A topic's judgement must rest on at least two of its remarks: one remark alone is not a distillation,
        # and the dream would not merge it, so the rule tier's merge is the better answer.
        least = min(2, len(remarks))
        mine = answers.numbered(remarks)

        def check(answer: object) -> Judgement:
            cut: list[str] = []
            made = _checked_judgement(answer, mine, least, cut)
            self._note_dropped([f"cut {c!r}" for c in cut])
            return made

        made = self._ask(
            "distill",
            distill_messages(mine),
            check,
            parse=lambda text: answers.judgement_or_prose(text, len(mine)),
        )
        return answers.real_ids(made, remarks) if made else None

    def compact(self, remarks: list[Remark], target: int) -> list[Judgement] | None:
        """The notes grouped by the rule tier (notes sharing no content word never meet); each group of two or
        more folded by the model in a call of its own, checked like a topic; None when no group was folded."""
        if len(remarks) < 2 or target < 1:
            return None
        made = [self._fold(g) for g in _groups(remarks, target) if len(g) >= 2]
        return [j for j in made if j is not None] or None

    def _fold(self, group: list[Remark]) -> Judgement | None:
        """One group of a compaction folded by the model, checked like a topic."""
        mine = answers.numbered(group)

        def check(answer: object) -> Judgement:
            cut: list[str] = []
            found = _merge(answer, mine, cut)
            self._note_dropped([f"cut {c!r}" for c in cut])
            return found

        parse = lambda text: answers.judgement_or_prose(text, len(mine))  # noqa: E731
        found = self._ask("compact", compact_messages(mine), check, parse=parse)
        return answers.real_ids(found, group) if found else None

    def narrate(self, remarks: list[Remark], style: str | None) -> str | None:
        if not remarks:
            return None
        mine = answers.numbered(_first_notes(remarks, DIARY_SOURCE_CHARS))

        def check(answer: object) -> str:
            text = check_diary({"diary": answers.diary_text(answer)}, mine)
            check_voice(text, [r.text for r in mine], first_person=True)
            return address_user(text, [r.text for r in mine])

        return self._ask("diary", narrate_messages(mine, style), check, capped=False)

    def label(self, remarks: list[Remark]) -> dict[int, str] | None:
        """Kinds for new remarks, in one call (outside the per-dream cap); None keeps the gate's labels."""
        if not remarks or not self.relabel:
            return None

        def check(answer: object) -> dict[int, str]:
            found = answers.labels(answer, len(remarks), KINDS)
            if not found.kinds and found.dropped:  # an empty list keeps the gate's labels; only junk is rejected
                raise Rejected("; ".join(sorted(set(found.dropped))))
            self._note_dropped(found.dropped)
            return {remarks[n - 1].id: kind for n, kind in found.kinds.items()}

        return self._ask("label", label_messages(answers.numbered(remarks)), check, capped=False)

    def outdated(self, pairs: list[tuple[Remark, Remark]]) -> set[int] | None:
        """Of (earlier, later) pairs of the user's remarks, the 1-based numbers of those whose earlier remark the
        later makes out of date (sleep/changes.py asks; outside the per-dream cap, like labels); None on failure."""
        if not pairs:
            return None
        return self._ask(
            "outdated", outdated_messages(pairs), lambda answer: answers.outdated(answer, len(pairs)), capped=False
        )

    def hurry(self, seconds: float | None) -> None:
        """From now on start no call that cannot finish within `seconds` (None: no deadline)."""
        self.deadline.set(seconds)

    def take_usage(self) -> dict:
        """Calls, failures and tokens since the last take; also resets the per-dream cap and the outage flag."""
        with self._lock:
            usage = {"calls": self._calls, "failures": self._failures, "tokens": self._tokens}
            self._calls = self._failures = self._tokens = 0
            self._down, self._in_a_row = False, 0
        return usage

    # -- one call ---------------------------------------------------------------------------------------------
    def _note_dropped(self, dropped: list[str]) -> None:
        if dropped and self.log:
            self.log[-1].setdefault("dropped", []).extend(dropped)

    def _record(self, kind: str, started: float, outcome: str, reason: str = "") -> dict:
        entry = {"kind": kind, "seconds": round(time.monotonic() - started, 3), "outcome": outcome, "reason": reason}
        self.log.append(entry)
        return entry

    def _ask(
        self,
        kind: str,
        messages: list[dict],
        check: Callable[[object], T],
        capped: bool = True,
        parse: Callable[[str], object] = parse_json,
    ) -> T | None:
        left = self.deadline.left()  # raises Deferred when a hurried dream has no time for another call
        with self._lock:
            if self._down or (capped and self._calls >= self.max_calls_per_dream):
                return None
            self._calls += 1  # reserved before the call so concurrent dreams cannot overshoot the cap
        started = time.monotonic()
        try:
            extra: dict = {"max_tokens": MAX_TOKENS[kind]} if self._bounded else {}
            bound = (
                min(x for x in (left, WAITED_FOR.get(kind)) if x is not None)
                if (left is not None or kind in WAITED_FOR)
                else None
            )
            if self._timed and bound is not None:
                extra["timeout"] = bound
            text, tokens = self.chat.complete(messages, **extra)
        except Deferred:
            raise
        except Exception as exc:
            name = type(exc).__name__
            if left is not None and "Timeout" in name:  # cut short by the hurry, not by the model: wait for it
                self._record(kind, started, "deferred", name)
                raise Deferred("the dream ran out of time for the model") from exc
            with self._lock:
                self._failures += 1
                self._in_a_row += 1
                unavailable = getattr(exc, "status_code", None) in (502, 503, 504)
                self._down = self._down or name in _DOWN or unavailable or self._in_a_row >= FAILURES_IN_A_ROW
                down = self._down
            self._record(kind, started, "failed", name)
            logger.warning(
                "model call failed (%s: %s); %s",
                name,
                exc,
                "the rest of this dream goes without the model" if down else "this one uses the rules",
            )
            return None
        with self._lock:
            self._tokens += tokens
            self._in_a_row = 0
        entry = self._record(kind, started, "accepted")
        try:
            return check(parse(text))
        except Rejected as why:
            entry.update(outcome="rejected", reason=str(why), answer=text[:300])
            logger.info("model answer rejected (%s); falling back to the rule tier", why)
        except Exception:
            entry.update(outcome="rejected", reason="checking failed")
            logger.exception("checking a model answer failed; falling back to the rule tier")
        with self._lock:
            self._failures += 1
        return None
