"""The gate: decide whether one user utterance is worth an event, and of what kind and lifetime."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import tzinfo

from . import dates
from .lexicon import FIRST_PERSON, JUNK_EXACT, KIND_WORDS, LASTING_WORDS, QUESTION_ENDINGS, REQUEST_STARTS
from .text import PhraseSet, grams, has_cjk, squash

_JUNK = frozenset(squash(w) for w in JUNK_EXACT)
_KINDS = PhraseSet({kind: zh + en for kind, (zh, en) in KIND_WORDS.items()})
_FIRST_PERSON = PhraseSet({"self": FIRST_PERSON[0] + FIRST_PERSON[1]})
_LASTING = PhraseSet({"lasting": LASTING_WORDS[0] + LASTING_WORDS[1]})
_LAUGH = re.compile(r"^(?:[哈呵嘿嘻嗯哦啊呀噢喔额呃]+|(?:ha|he|hi|ho)+h?|l+o+l+|x+d+|6+|2333+|h+m+|u+m+)$")


@dataclass(frozen=True)
class Verdict:
    """What the gate decided: store or not (and why not), kind, expiry, whether the item is a deadline, whether a
    dated item starts something lasting (its impression outlives the date), and the text to keep when only part of
    the utterance is worth it (its statements, without the questions that follow them)."""

    store: bool
    reason: str
    kind: str | None = None
    expires_at: float | None = None
    deadline: bool = False
    lasting: bool = False
    text: str | None = None


def is_junk(text: str) -> bool:
    """Greetings, fillers, laughter and emoji-only text: counted, never stored."""
    core = squash(text)
    return not core or core in _JUNK or _LAUGH.match(core) is not None


def kind_of(text: str) -> str | None:
    """The strongest kind whose words appear in the text, or None."""
    return _KINDS.first(text.lower().replace("’", "'"))


def first_person(lowered: str) -> bool:
    return bool(_FIRST_PERSON.labels(lowered))


def is_lasting(lowered: str) -> bool:
    return bool(_LASTING.labels(lowered))


_SENTENCES = re.compile(r"[^.!?。！？…]+[.!?。！？…]*")


def _before_questions(text: str) -> str | None:
    """The statements before the trailing questions of a longer message, or None when nothing else is said."""
    parts = [m.group().strip() for m in _SENTENCES.finditer(text) if m.group().strip()]
    while parts and is_question(parts[-1]):
        tail = re.split(r"[，,]", parts.pop())
        last = tail[-1]
        short = len(last) <= 8 if has_cjk(last) else len(last.split()) <= 4
        if len(tail) > 1 and short:  # a short tag question: 我最近迷上了摄影，你呢？ / …last week, want to see?
            parts.append("，".join(tail[:-1]))
            break
    rest = " ".join(parts).strip(" ，,")
    return rest if rest and rest != text else None


def is_question(text: str) -> bool:
    return text.rstrip(" .。!！~～…").endswith(QUESTION_ENDINGS)


_REQUESTS = REQUEST_STARTS[0] + REQUEST_STARTS[1]


def is_request(lowered: str) -> bool:
    """A question or a task for the assistant, by how it starts."""
    return lowered.lstrip(" ,，.。!！~～…").startswith(_REQUESTS)


def judge(text: str, now: float, kind: str | None = None, tz: tzinfo | None = None) -> Verdict:
    """Classify one cleaned utterance. A forced kind always stores (unless the text is empty)."""
    if not text:
        return Verdict(False, "empty")
    if kind is None and is_junk(text):
        return Verdict(False, "junk")
    lowered = text.lower()
    due = dates.find_due(text, now, tz)
    expires_at = due.expires_at if due else None
    deadline = bool(due and due.deadline)
    lasting = is_lasting(lowered) if due else False
    if kind is not None:
        return Verdict(True, "forced", kind, expires_at, deadline, lasting)
    found = kind_of(text)
    if is_question(text) and found not in ("critical", "identity"):
        statements = _before_questions(text)
        if statements:  # "I just got back from a road trip! Have you been?" keeps what it says of the user
            part = judge(statements, now, None, tz)
            return Verdict(part.store, part.reason, part.kind, part.expires_at, part.deadline, part.lasting,
                           part.text or statements)
        return Verdict(False, "question")
    if is_request(lowered) and found not in ("critical", "identity", "boundary", "promise", "plan") and due is None:
        return Verdict(False, "request")
    if found is None and due is not None:
        found = "plan"
    if found is None and first_person(lowered) and len(grams(text)) >= 3:
        found = "fact"
    if found is None:
        return Verdict(False, "chatter")
    return Verdict(True, "ok", found, expires_at, deadline, lasting)
