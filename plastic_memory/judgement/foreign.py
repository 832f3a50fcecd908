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
from functools import lru_cache

from ..language.lazy_re import later
from ..language import localdates
from ..language.clauses import Clause
from ..language.records import Record
from .update_foreign import tells_of_life
from ..language.text import squash
from .reading import Reading

WEIGHTS = {"identity": 2.5, "boundary": 3.0, "promise": 3.0, "plan": 2.0, "pref": 2.5, "emotion": 2.0, "life": 1.0}
_TRIM = " ¿¡?!.,;:、。！？…~〜ー-—\"'«»„“”()（）「」『』"
_DIGITS = later(r"\d")
_CAPITAL = later(r"(?<=\s)[A-ZÀ-ÖØ-ÞА-Я][a-zà-öø-ÿа-я]{2,}")
UNREAD = "unread language"  # the mark a remark in a language with no record carries, for the model to look at


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
    if (
        not rest
        or (rec.script in ("kana", "hangul") and len(rest) <= 1)
        or (rec.script in ("latin", "cyrillic") and max((len(w) for w in stripped.split()), default=0) <= 2)
    ):
        return Evidence("statement", frozenset({"stock"}), (), None, (f"{rec.code}.stock",))
    mood = "statement"
    raw = text.rstrip(" .。!！~〜…")
    request = rec.cues["requests"].find(t)
    verb_last = rec.script in ("kana", "hangul")  # Japanese and Korean ask and request at the clause's end
    if raw.endswith(("?", "？")) or text.lstrip().startswith("¿") or _ends_like_question(t, rec):
        mood = "question"
    elif request is not None and (request.start() <= 2 or (verb_last and request.end() >= len(t) - 3)):
        mood = "request"
        t = t[: request.start()] + " " + t[request.end() :]  # 'dime', 'gib mir': the request's own 'me' is no one
    t = rec.cues["talk"].sub(t)  # 'no sé', 'ich glaube': the conversation, not a life
    labels = {
        name
        for name in ("self", "you", "kin", "acquaintances", "public", "hypothetical", "life", "advice", "world")
        if rec.cues[name].found(t)
    }
    if tells_of_life(rec.code, t.strip(), "self" in labels):
        labels.add("life")  # 'fumo un paquete al día', '담배 한 갑 피워요': a habit, or a thing one has, is a life
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
    if rec.script not in ("kana", "hangul"):
        return False
    tail = t.rstrip(_TRIM)
    return any(m.end() == len(tail) for m in rec.cues["question_endings"].all(tail))


def critical_event(t: str, rec: Record) -> str | None:
    """The kind of life event the folded clause says happened: not denied, hoped, feared or meant otherwise."""
    if rec.cues["other_senses"].found(t) or rec.cues["cleared"].found(t):
        return None
    for what, cues in rec.critical.items():
        for m in cues.all(t):
            before = t[: m.start()]
            near = before[-14:]
            if rec.cues["negations"].found(near) or rec.cues["hedges"].found(before):
                continue
            if rec.cues["negations_after"].found(t[m.end() : m.end() + 8]):
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
    lasting = {kind for kind, _ in ev.scores} & {"pref", "boundary", "identity", "promise"}
    # the news, a story's plot, what others say: not the user's life, unless it says something lasting of them
    other = (
        (("public" in labels and not own) or "world" in labels) and not lasting and (ev.event is None or not own)
    )  # 'el cáncer es una enfermedad grave' speaks of no one
    to_them = ("you" in labels or "advice" in labels) and "self" not in labels
    hearsay = (
        "acquaintances" in labels and not own and not set(dict(ev.scores)) - {"life", "plan"} and (ev.event is None)
    )
    idiom = rec.cues["other_senses"].found(rec.fold(clause.text)) and not set(dict(ev.scores)) - {"emotion"}
    t = rec.fold(clause.text)
    words = len(t.split()) if rec.script in ("latin", "cyrillic") else len(squash(t)) // 3
    if ev.mood == "statement":
        # most of these languages leave the subject out: life in a statement is the speaker's; the user or their
        # people named in a statement of some length is their life too ('meine Mutter wohnt jetzt bei uns')
        said = topical or "kin" in labels or ("self" in labels and words >= 4)
        personal = said and not (other or to_them or hearsay or idiom) and "hypothetical" not in labels
    elif ev.mood == "request":  # 'call me Misaki', 'stop recommending podcasts': a limit or a name is kept
        personal = (bool(lasting & {"identity", "boundary"}) or ("self" in labels and topical)) and not other
    else:  # a question tells of the user only when it is not asking for a fact ('¿a qué soy alérgica?')
        asks = rec.cues["question_words"].find(t)
        wh = asks is not None and (rec.script in ("kana", "hangul") or asks.start() <= 4)
        personal = "self" in labels and topical and not other and not wh
    if rec.cues["memory_asks"].found(t):
        # 'tu te souviens où j'habite ?', 'weißt du noch, wo ich arbeite': asking the memory what it holds tells it
        # nothing new, and is never stored (as "do you remember where I live?" is not)
        personal = False
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
