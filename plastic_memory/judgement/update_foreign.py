"""Updates said in a language with a record (Spanish, French, German, Portuguese, Russian, Japanese, Korean): the
record's `updates` section (language/lang/<code>.yaml) read into the claims the Chinese and English readers make
(update_clauses.Claim), and one newer remark's reach of an older one, so that supersession, recall and the trace
treat a move to Valencia as they treat a move to Suzhou.

What a record says, in its own words (patterns on the record's folded text, `{V}` the value they name):
- `slots`: for home, job, school, partner, hospital and allergy, what sets the slot (`set`), says it changed
  (`change`: a move, a new job) and ends it (`end`: "ya no trabajo en", 退院しました); a third-person form is the group
  `(?P<p3>…)`, and is someone else's unless one of the user's people is named before it;
- `habits` and `things`: the words of each habit (smoking, coffee…) and each thing one has (a car, a bike…), with the
  words that end them (`habit_end`: "dejé de", やめた; `thing_end`: "vendí");
- `death`: a death of whoever `{V}` names; `kin_of`: the user's people by whom they are (mother, brother…), so that
  "mi madre" and "mi mamá" are one person and a brother's move is not the user's;
- `value_stop`: the words a value ends before ("y", "pero", "desde") and the words it does not count ("el", "de").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, lru_cache

from ..language import detect
from ..language import updates_words as w
from ..language.records import Cues, Record, record
from .update_clauses import Claim
from .update_link import SURE, link
from .update_pronouns import OTHER, SELF

_SPACED_VALUE = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){{0,9}}?)(?=\s*(?:[,.;:!?()\"«»„“”]|$)|\s+(?:{stops})\b)"
_UNSPACED_VALUE = r"(?P<v>[^\s、。，,.!！?？「」()（）]{{1,16}}?)"
# who died, said before the word: the last words before it ("ayer mi abuela murió": the words that name someone are
# kept of them, _death)
_SPACED_NAMED = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){0,2})"
_UNSPACED_NAMED = r"(?P<v>[^\s、。，,.!！?？「」()（）]{1,12}?)"
# a value said before the words that follow it ("nach München gezogen"): the fewest words that let them follow
_SPACED_BEFORE = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){0,2}?)"
_CAPITALISED = re.compile(r"(?<![\w'])[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'\-]+")
_CLAUSE = re.compile(r"[,.;:!?¿¡()\n。、，！？；：\U0001F300-\U0001FAFF\u2600-\u27BF]+")
_CLAUSE_KANA = re.compile(r"[,.;:!?¿¡()\n。，！？；：\U0001F300-\U0001FAFF\u2600-\u27BF]+")
# slots whose one the user speaks of is often the words' object, after them ("перевели сына в другую школу",
# "выписали маму"): one of the user's people named anywhere in the clause is whose it is
_OBJECT_SLOTS = frozenset(("school", "hospital"))
_TOPIC = re.compile(r"[はがもを、]|(?<=\S)(?:는|은) ")  # a topic said before the value ("私は大阪に…")
# how each list of a slot's words sets it: its mode, whether it says the slot changed, and the stage of a partnership
# time words an unspaced language's death may be read with as whom it is of ("先週亡くなった")
_TIME = frozenset(("先週", "昨日", "今日", "今朝", "先月", "昨夜", "어제", "오늘", "지난주", "지난달"))
_MODES = {
    "set": (w.SET, False, ""),
    "change": (w.SET, True, ""),
    "end": (w.END, False, ""),
    "engaged": (w.SET, False, "@stage:engaged"),
    "married": (w.SET, True, "@stage:married"),
}


@dataclass(frozen=True)
class _Slot:
    name: str
    mode: str
    change: bool
    stage: str
    rx: re.Pattern


@dataclass(frozen=True)
class _Reader:
    """One record's update words, compiled."""

    rec: Record
    slots: tuple[_Slot, ...]
    death: re.Pattern | None
    habits: dict[str, Cues]
    habit_end: Cues
    again: Cues
    one_off: Cues
    things: dict[str, Cues]
    thing_end: Cues
    kin_of: tuple[tuple[str, Cues], ...]
    others: Cues
    ignored: frozenset[str]


def code(text: str) -> str | None:
    """The record language a remark is in, or None (Chinese, English, a language with no record, no letters)."""
    found = detect.language(text)
    if found in (None, "zh", "en", "und") or not (detect.sure(text) or not detect.english_words(text)):
        return None  # ("I'm a die-hard Cowboys fan": one word of German among English ones is no German remark)
    return found if _reader(found) is not None else None


@cache
def _reader(lang: str) -> _Reader | None:
    rec = record(lang)
    section = rec.raw.get("updates") if rec is not None else None
    if rec is None or not section:
        return None
    stops = section.get("value_stop", {})
    ends = "|".join(re.escape(rec.fold(s)) for s in stops.get("ends", ()))
    value = _UNSPACED_VALUE if rec.script in ("kana", "hangul") else _SPACED_VALUE
    value = value.format(stops=ends or "(?!)")

    named = _UNSPACED_NAMED if rec.script in ("kana", "hangul") else _SPACED_NAMED
    before = _UNSPACED_NAMED if rec.script in ("kana", "hangul") else _SPACED_BEFORE

    def compiled(patterns) -> re.Pattern | None:
        # (each pattern's groups numbered apart: one pattern of them all, whose groups must not share a name)
        parts = [
            p.replace("{V}", value)
            .replace("{N}", named)
            .replace("{W}", before)
            .replace("(?P<v>", f"(?P<v{n}>")
            .replace("(?P<p3>", f"(?P<p3_{n}>")
            for n, p in enumerate(patterns or ())
        ]
        return re.compile("|".join(f"(?:{p})" for p in parts)) if parts else None

    def cues(words) -> Cues:
        return Cues(
            tuple(str(x) for x in words or ()), rec.script, str(rec.raw.get("prefix")).lower() == "true", rec.accents
        )

    slots = []
    for name, modes in (section.get("slots") or {}).items():
        for mode, patterns in modes.items():
            rx = compiled(patterns)
            if rx is not None:
                slots.append(_Slot(name, *_MODES[mode], rx=rx))
    return _Reader(
        rec,
        tuple(slots),
        compiled(section.get("death")),
        {k: cues(v) for k, v in (section.get("habits") or {}).items()},
        cues(section.get("habit_end")),
        cues(section.get("habit_again")),
        cues(section.get("one_off")),
        {k: cues(v) for k, v in (section.get("things") or {}).items()},
        cues(section.get("thing_end")),
        tuple((k, cues(v)) for k, v in (section.get("kin_of") or {}).items()),
        rec.cues["acquaintances"],
        frozenset(rec.fold(s) for s in stops.get("ignored", ())) | rec.stop,
    )


def _value(m: re.Match) -> tuple[str, int]:
    """The value a match names and where it starts ('' and the match's end when it names none)."""
    for k, v in m.groupdict().items():
        if k.startswith("v") and v:
            return v, m.start(k)
    return "", m.end()


def _third(m: re.Match) -> bool:
    return any(k.startswith("p3") and v is not None for k, v in m.groupdict().items())


def _names(reader: _Reader, text: str) -> frozenset[str]:
    """The words the remark writes with a capital (Toby, Lucía, Marta; a sentence's first word too, "Toby murió"):
    names, unless they are words of the language's own lists (Ayer, Mi) or kin words."""
    if reader.rec.script in ("kana", "hangul"):
        return frozenset()
    words = {reader.rec.fold(x) for x in _CAPITALISED.findall(text)}
    return frozenset(
        _stem(reader, x)
        for x in words
        if x not in reader.ignored and x not in reader.rec.detect and not _kin(reader, x)
    )


def _kin(reader: _Reader, word: str) -> bool:
    return any(words.found(word) for _, words in reader.kin_of) or reader.rec.cues["kin"].found(word)


def _words(reader: _Reader, value: str) -> frozenset[str]:
    """A value as the words that say which one it is (no article, no preposition)."""
    if reader.rec.script in ("kana", "hangul"):
        word = _TOPIC.split(value.strip())[-1]
        return frozenset((word,)) if word else frozenset()
    return frozenset(
        _stem(reader, x) for x in re.findall(r"\w[\w'\-]*", value) if x not in reader.ignored and not x.isdigit()
    )


def _stem(reader: _Reader, word: str) -> str:
    """A word without the ending its record cuts ("Озоне" and "Озона" are one company): at least four letters kept, and
    a one-letter case ending of a Russian noun besides."""
    for suffix in reader.rec.suffixes:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    if reader.rec.script == "cyrillic" and len(word) > 4 and word[-1] in "аяуюеыиой":
        return word[:-1]
    return word


def _subject(reader: _Reader, before: str, third: bool, slot: str = "") -> frozenset[str] | None:
    """Whose the clause's words are: one of the user's people named before the verb, someone else's (an
    acquaintance, or a third-person verb with no one named), else the user's. A partner named in words about the
    user's partnership is the one it is with ("彼氏のケンと付き合って"), not whose it is."""
    for kin, _ in _kin_in(reader, before):
        if kin != "partner" or slot != "partner":
            return frozenset(("kin:" + kin,))
    if reader.others.found(before):
        return None
    return None if third else SELF


_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？\n]*")


def _clauses(reader: _Reader, text: str) -> list[str]:
    """The clauses of the remark's statements (a question claims nothing: "¿me ayudas a…?")."""
    out = []
    # (Japanese sets a topic apart with 、 inside one clause: "娘、4月から私立に転校したよ")
    splitter = _CLAUSE_KANA if reader.rec.script == "kana" else _CLAUSE
    for sentence in _SENTENCE.findall(reader.rec.fold(text)):
        clauses = [c.strip() for c in splitter.split(sentence) if c.strip()]
        if sentence.lstrip().startswith("¿"):
            continue
        if "?" in sentence or "？" in sentence:
            clauses = clauses[:-1]  # a question at the end of what was said first ("…, её зовут Аня 🙂 поможешь…?")
        out += clauses
    return out


@lru_cache(maxsize=4096)
def foreign_claims(text: str, lang: str) -> tuple[Claim, ...]:
    """The claims a remark in a record language makes, clause by clause (see the module docstring)."""
    reader = _reader(lang)
    if reader is None:
        return ()
    rec, out = reader.rec, []
    names, folded = _names(reader, text), rec.fold(text)
    for clause in _clauses(reader, text):
        asks = rec.cues["question_words"].find(clause)
        if asks is not None and asks.start() == 0:
            continue  # ("donde vivo ahora": a question, asked or not; not "quebrei o braço", whose "que" is no word)
        hedged = rec.cues["hedges"].found(clause) or rec.cues["hypothetical"].found(clause)
        out += _slot_claims(reader, clause, names, hedged)
        out += _habits_and_things(reader, clause, hedged)
        out += _deaths(reader, clause, names, folded, hedged)
    return tuple(out)


def _slot_claims(reader: _Reader, clause: str, names: frozenset[str], hedged: bool) -> list[Claim]:
    """What the clause sets, changes or ends of a slot (a home, a job, a partner…), and whose it is."""
    out = []
    unspaced = reader.rec.script in ("kana", "hangul")
    for slot in reader.slots:
        for m in slot.rx.finditer(clause):
            value, at = _value(m)
            before = clause[: m.start()]
            if _denied(reader, before, clause[m.end() :]):
                continue
            if unspaced and value:
                # (the topic the value's characters open with is who it is about: "弟が札幌に引っ越した")
                before = clause[: at + len(value) - len(_TOPIC.split(value)[-1])]
            subject = _subject(reader, clause if slot.name in _OBJECT_SLOTS else before, _third(m), slot.name)
            # a name in the clause outside the value is someone it is about ("cambiamos a Lucía al colegio público"
            # and "mi hija Lucía va al Montessori": Lucía's school)
            outside = _clause_words(reader, clause[:at] + " " + clause[at + len(value) :])
            named = {"name:" + n for n in names & outside}
            if subject is None and not named:
                continue
            said = _words(reader, value)
            if slot.name == "partner" and value and not unspaced:
                if not said & names:
                    continue  # "mi mujer dio a luz": the partner is spoken of, not named; nothing is said of them
                said = said & names
            said |= {slot.stage} if slot.stage else set()
            out.append(
                Claim(
                    (subject or frozenset()) | named,
                    slot.name,
                    slot.mode,
                    frozenset(said),
                    hedged=hedged,
                    change=slot.change,
                )
            )
    return out


def _deaths(reader: _Reader, clause: str, names: frozenset[str], folded: str, hedged: bool) -> list[Claim]:
    """A death the clause tells, of whom it names (a name, one of the user's people; in Japanese or Korean the
    word before the particle), or of the user's people the remark names elsewhere."""
    out: list[Claim] = []
    if reader.death is None:
        return out
    unspaced = reader.rec.script in ("kana", "hangul")
    for m in reader.death.finditer(clause):
        value, _ = _value(m)
        if unspaced:
            who = _words(reader, value)
        else:  # (the words as said: "abuela" is a kin word, its stem no word)
            said = [x for x in re.findall(r"\w[\w'\-]*", value) if x not in reader.ignored]
            who = frozenset(x for x in said if _stem(reader, x) in names or _kin(reader, x))
        if not (who - _TIME) and not reader.others.found(folded):
            # ("おじいちゃん、先週亡くなったんだ", "la abuela… se nos fue ayer"): whom the remark names elsewhere
            who = frozenset(k.group() for _, words in reader.kin_of for k in words.all(folded))
        if who and not reader.others.found(value):
            out.append(Claim(SELF, "state", w.END, who, death=True, hedged=hedged))
    return out


def _clause_words(reader: _Reader, clause: str) -> frozenset[str]:
    if reader.rec.script in ("kana", "hangul"):
        return frozenset((clause,))
    return frozenset(_stem(reader, x) for x in re.findall(r"\w[\w'\-]*", clause))


def _denied(reader: _Reader, before: str, after: str = "") -> bool:
    """A negation just before the words ("no vivo en", "wir sind nicht getrennt"): they set or end nothing (an end
    said by a negation, "ya no trabajo", holds it in its own words)."""
    if reader.rec.cues["negations"].found(before[-12:]):
        return True
    # (Japanese and Korean deny after the verb: "大阪に住んでいません")
    return reader.rec.script in ("kana", "hangul") and reader.rec.cues["negations_after"].found(after[:8])


def _habits_and_things(reader: _Reader, clause: str, hedged: bool) -> list[Claim]:
    """A habit or a thing the clause names: had (a set that updates nothing), ended ("dejé de fumar", "vendí la
    moto"), taken up again ("voltei a comer carne": a set after a habit said not to be had), or said not to be had
    ("não como carne", an end; not one day's exception, "hoy no fui al gym")."""
    out = []
    negated = reader.rec.cues["negations"].found(clause)
    for group, end, prefix in (
        (reader.habits, reader.habit_end, "habit:"),
        (reader.things, reader.thing_end, "thing:"),
    ):
        named = [k for k, words in group.items() if words.found(clause)]
        ended = end.find(clause)
        if not named or reader.others.found(clause[: ended.start()] if ended else clause):
            continue  # (whoever it went to is no one whose it was: "j'ai vendu la voiture à un voisin")
        if any(words.found(clause[: ended.start()] if ended else clause) for _, words in reader.kin_of):
            continue  # ("mi padre dejó de fumar"): one of the user's people, whose habits are theirs
        again = prefix == "habit:" and reader.again.found(clause)
        for k in named:
            value = frozenset((k,))
            if again:
                out.append(Claim(SELF, prefix + k, w.SET, value, hedged=hedged, change=True))
            elif ended is not None:
                out.append(Claim(SELF, prefix + k, w.END, value, hedged=hedged))
            elif negated and prefix == "habit:" and not reader.one_off.found(clause):
                out.append(Claim(SELF, prefix + k, w.END, value, hedged=hedged))
            elif not negated:
                # a habit or a thing only spoken of ("caught drink-driving", "el tabaco es caro") may be what an end
                # ends, and updates nothing itself (held as hedged: updates.reach lets no hedged claim update)
                out.append(Claim(SELF, prefix + k, w.SET, value, hedged=True))
    return out


def reach(new: str, old: str, lang: str) -> str | None:
    """How a newer remark in a record language reaches an older one (updates.reach's answer: SURE, a slot's name
    when only the newest remark in that slot is meant, or None)."""
    mine = foreign_claims(new, lang)
    if not mine:
        return None
    old_lang = code(old)
    theirs = foreign_claims(old, old_lang) if old_lang is not None else ()
    reader = _reader(lang)
    assert reader is not None
    latest = None
    for c in mine:
        if c.hedged:
            continue
        if c.death:
            if _named_in(reader, c.value, old):
                return SURE  # "Toby murió" after "tengo un perro que se llama Toby"
            continue
        for o in theirs:
            if o.slot != c.slot or not (c.subject & o.subject):
                continue
            found = link(c, o)
            if found == SURE:
                return SURE
            latest = latest or found
    return latest


def names_a_habit_or_thing(lang: str, folded: str, own: bool) -> bool:
    """Whether a clause tells of a habit or a thing one has, by the record's update words: said by whom it is
    `own` to ("mi moto", "je fume"), or opening with its word ("fumo un paquete al día", "Курю уже лет десять": a
    verb that says who), or in Japanese or Korean, which leave the speaker out. Not "el tabaco es caro"."""
    reader = _reader(lang)
    if reader is None:
        return False
    found = [m for group in (reader.habits, reader.things) for words in group.values() for m in words.all(folded)]
    unspaced = reader.rec.script in ("kana", "hangul")
    return bool(found) and (own or unspaced or any(m.start() == 0 for m in found))


def kin_keys(text: str) -> frozenset[str]:
    """The user's people a remark in a record language names, by whom they are ("kin:grandfather" of "papy" and of
    "mon grand-père"): how a death reaches the remark about the one who died, though no word is shared."""
    lang = code(text)
    reader = _reader(lang) if lang is not None else None
    if reader is None:
        return frozenset()
    return frozenset("kin:" + kin for kin, _ in _kin_in(reader, reader.rec.fold(text)))


def _kin_in(reader: _Reader, folded: str) -> list[tuple[str, re.Match]]:
    """Each of the user's people a text names, by whom, in order; a kin word inside a longer one is not said apart
    ("père" in "grand-père")."""
    found = [(kin, m) for kin, words in reader.kin_of for m in words.all(folded)]
    return sorted(
        (
            (kin, m)
            for kin, m in found
            if not any(
                o is not m
                and o.start() <= m.start()
                and m.end() <= o.end()
                and o.end() - o.start() > m.end() - m.start()
                for _, o in found
            )
        ),
        key=lambda x: x[1].start(),
    )


def _named_in(reader: _Reader, named: frozenset[str], old: str) -> bool:
    """Whether the older remark names the one who died: every word that names them (a name, or one of the user's
    people called by any of the words for them) is in it."""
    folded = reader.rec.fold(old)
    people = {kin for kin, _ in _kin_in(reader, folded)}
    words = {_stem(reader, x) for x in re.findall(r"\w[\w'\-]*", folded)}
    for n in named:
        said = [kin for kin, _ in _kin_in(reader, n)]
        if said and said[0] in people:
            continue  # ("papy nous a quittés" after "mon grand-père a 92 ans": one of the user's people, called so)
        if reader.rec.script in ("kana", "hangul"):
            if n not in folded:
                return False
        elif _stem(reader, n) not in words:
            return False
    return True


__all__ = ["OTHER", "code", "foreign_claims", "kin_keys", "names_a_habit_or_thing", "reach"]
