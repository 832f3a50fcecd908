"""Reading a clause in a language with a record (Japanese, Korean, Spanish, French, German, Portuguese, Russian),
and in a language with none: whose life it speaks of, its mood, its kinds and whether it tells a critical event.

Each decision names the rule that made it (`why`), so gate.explain can say which fired. The record gives the
words; the rules are the same for every language: a statement with a part of life, a kind of remark, a date or a
life event in it is the speaker's (most of these languages leave the subject out) unless it opens with someone
else's life, the news, a story or advice to the listener; a question or a request is the user's life only when it
names the user and carries such evidence ("soy alérgico, ¿puedo comer esto?").
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from ..language import localdates
from ..language.clauses import Clause
from ..language.records import Record
from ..language.text import squash
from .reading import Reading

WEIGHTS = {"identity": 2.5, "boundary": 3.0, "promise": 3.0, "plan": 2.0, "pref": 2.5, "emotion": 2.0, "life": 1.0}
_TRIM = " ¿¡?!.,;:、。！？…~〜ー-—\"'«»„“”()（）「」『』"
_DIGITS = re.compile(r"\d")
_CAPITAL = re.compile(r"(?<=\s)[A-ZÀ-ÖØ-ÞА-Я][a-zà-öø-ÿа-я]{2,}")
UNREAD = "unread language"   # the mark a remark in a language with no record carries, for the model to look at


@dataclasses.dataclass(frozen=True)
class Evidence:
    """What one rule tier found in a clause: the mood, the labels, kind weights, a critical event, the rules fired."""

    mood: str
    labels: frozenset[str]
    scores: tuple[tuple[str, float], ...]
    event: str | None
    fired: tuple[str, ...]


@lru_cache(maxsize=4096)
def evidence(text: str, rec: Record) -> Evidence:
    t = rec.fold(text).strip(_TRIM)
    fired: list[str] = []
    stripped = rec.cues["fillers"].sub(rec.cues["greetings"].sub(t))
    rest = squash(stripped)
    if not rest or (rec.script in ("kana", "hangul") and len(rest) <= 1) or (
            rec.script in ("latin", "cyrillic") and max((len(w) for w in stripped.split()), default=0) <= 2):
        return Evidence("statement", frozenset({"stock"}), (), None, (f"{rec.code}.stock",))
    mood = "statement"
    raw = text.rstrip(" .。!！~〜…")
    if raw.endswith(("?", "？")) or text.lstrip().startswith("¿") or (
            rec.cues["question_endings"].pattern is not None and _ends_like_question(t, rec)):
        mood = "question"
    elif rec.cues["requests"].find(t) is not None and rec.cues["requests"].find(t).start() <= 2:
        mood = "request"
    labels = {name for name in ("self", "you", "kin", "acquaintances", "public", "hypothetical", "life", "advice",
                                "world") if rec.cues[name].found(t)}
    scores = {}
    for kind, cues in rec.kinds.items():
        if cues.found(t):
            scores[kind] = WEIGHTS[kind]
            fired.append(f"{rec.code}.kinds.{kind}")
    event = critical_event(t, rec)
    if event:
        fired.append(f"{rec.code}.critical.{event}")
    if localdates.mentions(t, rec) or localdates.recurrence(t, rec):
        labels.add("dated")
    fired += [f"{rec.code}.{name}" for name in sorted(labels)]
    return Evidence(mood, frozenset(labels), tuple(scores.items()), event, tuple(fired))


def _ends_like_question(t: str, rec: Record) -> bool:
    """Japanese and Korean ask with a final particle (…ですか, …까요): the ending cue must close the clause."""
    tail = t.rstrip(_TRIM)
    return any(m.end() >= len(tail) - 1 for m in rec.cues["question_endings"].all(tail))


def critical_event(t: str, rec: Record) -> str | None:
    """The kind of life event the folded clause says happened: not denied, hoped, feared or meant otherwise."""
    if rec.cues["other_senses"].found(t) or rec.cues["cleared"].found(t):
        return None
    for what, cues in rec.critical.items():
        for m in cues.all(t):
            before = t[:m.start()]
            near = before[-14:]
            if rec.cues["negations"].found(near) or rec.cues["hedges"].found(before):
                continue
            if rec.cues["negations_after"].found(t[m.end():m.end() + 8]):
                continue
            return what
    return None


def read(clause: Clause, rec: Record) -> Reading:
    """The reading of one clause in a record's language (the same Reading the Chinese and English rules give)."""
    ev = evidence(clause.text, rec)
    labels = ev.labels | {"lang:" + rec.code}
    c = dataclasses.replace(clause, mood=ev.mood)
    if "stock" in ev.labels:
        return Reading(c, False, False, labels, False, rec.fold(clause.text))
    own = bool(labels & {"self", "kin"})
    topical = bool(ev.scores or ev.event or labels & {"life", "dated"})
    other = bool(labels & {"public", "world"}) and not own
    to_them = ("you" in labels or "advice" in labels) and "self" not in labels
    if ev.mood == "statement":
        personal = topical and not other and not to_them and not ("hypothetical" in labels)
    else:
        personal = "self" in labels and topical and not other
    return Reading(c, personal, own, labels, topical, rec.fold(clause.text))


def scores(reading: Reading, rec: Record) -> dict[str, float]:
    return dict(evidence(reading.clause.text, rec).scores)


def event(reading: Reading, rec: Record) -> str | None:
    """The clause's critical event when it is the user's own: not a colleague's or the news's."""
    ev = evidence(reading.clause.text, rec)
    if ev.event is None or not reading.personal:
        return None
    if ev.labels & {"acquaintances", "public"} and not ev.labels & {"kin", "self"}:
        return None
    return ev.event


def read_unknown(clause: Clause) -> Reading:
    """A clause in a language with no record: kept when it looks like a statement with substance (several words,
    a number, a name), by signals every language shares; the gate marks it for the model."""
    text = clause.text.strip(_TRIM)
    words = text.split()
    long_enough = len(words) >= 4 or (len(words) == 1 and len(text) >= 10)  # unspaced scripts
    asked = clause.text.rstrip().endswith(("?", "？", "؟"))
    signal = bool(_DIGITS.search(text) or _CAPITAL.search(" " + text))
    personal = not asked and (long_enough or (signal and len(words) >= 2))
    return Reading(clause, personal, False, frozenset({"lang:und"}), personal, clause.lowered)
