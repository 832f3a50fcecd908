"""One language record's update words (its `updates` section, language/lang/<code>.yaml), compiled for
update_foreign.py, and the words of a remark as they read them: its names, the user's people it names, a value's
stems.

What a record says, in its own words (patterns on the record's folded text, `{V}` the value they name, `{W}` a value
said before the words that follow it, `{N}` who died):
- `slots`: for home, job, school, partner, health, hospital, allergy and pregnancy, what sets the slot (`set`), says it changed
  (`change`: a move, a new job) and ends it (`end`: "ya no trabajo en", 退院しました), for a partner the stage
  (`engaged`, `married`), and for a home living in the family's (`family`: "ma fille vit chez nous"); a third-person form is the group `(?P<p3>…)`, and is someone else's unless one of the
  user's people is named before it; whom the user moved, `(?P<o>…)`, is whose it is ("перевезли маму");
- `habits` and `things`: the words of each habit (smoking, coffee…) and each thing one has (a car, a laptop…), with
  the words that end them (`habit_end`: "dejé de", やめた; `thing_end`: "vendí"), take a habit up again
  (`habit_again`; said of one of the user's people in the third person, `habit_end_kin` and `habit_again_kin`: "es
  vegano", "ha vuelto a"), make one day's exception (`one_off`) and buy a new one (`thing_new`: "me compré", 買い替えた; or
  `thing_called_new` beside its name, "el coche nuevo", unless `thing_not_had`: "quiero", 発売);
- `death`: a death of whom the words name; `gone`: a pet given away, by the name the words give it; `kin_of`: the user's people by whom they are (mother, brother…), so that
  "mi madre" and "mi mamá" are one person and a brother's move is not the user's;
- `value_stop`: the words a value ends before ("y", "pero", "desde") and the words it does not count ("el", "de").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache

from ..language.lazy_re import later
from ..language import detect
from ..language import updates_words as w
from ..language.prefilter import Patterns, new_catalog
from ..language.memo import no_words
from ..language.records import Cues, Record, record
from ..language.tokens import language_of

_SPACED_VALUE = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){{0,9}}?)(?=\s*(?:[^\w\s'\-]|$)|\s+(?:{stops})\b)"
_UNSPACED_VALUE = r"(?P<v>[^\s、。，,.!！?？「」()（）]{{1,16}}?)"
# who died, said before the word: the last words before it ("ayer mi abuela murió": the words that name someone are
# kept of them, _death)
_SPACED_NAMED = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){0,2})"
_UNSPACED_NAMED = r"(?P<v>[^\s、。，,.!！?？「」()（）]{1,12}?)"
# a value said before the words that follow it ("nach München gezogen"): the fewest words that let them follow
_SPACED_BEFORE = r"(?P<v>\w[\w'\-]*(?:\s+\w[\w'\-]*){0,2}?)"
_CAPITALISED = later(r"(?<![\w'])[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'\-]+")
# a topic said before the value ("私は大阪に…"), or with whom ("母と大阪に…")
TOPIC = later(r"[はがもを、]|(?<=[\u4e00-\u9fff\u30a0-\u30ff])と|(?<=\S)(?:는|은) ")
# how each list of a slot's words sets it: its mode, whether it says the slot changed, and the stage of a partnership
_MODES = {
    "set": (w.SET, False, ""),
    "change": (w.SET, True, ""),
    "end": (w.END, False, ""),
    "engaged": (w.SET, False, "@stage:engaged"),
    "married": (w.SET, True, "@stage:married"),
    # living in the family's home ("ma fille vit chez nous", "wohnt noch bei uns"): a value no place names, which a
    # home of one's own then changes ("a son propre appart")
    "family": (w.SET, False, "@home:family"),
}


@dataclass(frozen=True)
class Slot:
    name: str
    mode: str
    change: bool
    stage: str
    rx: Patterns


@dataclass(frozen=True)
class Reader:
    """One record's update words, compiled."""

    rec: Record
    slots: tuple[Slot, ...]
    death: Patterns | None
    gone: Patterns | None  # a pet given away by its name ("Барсика пришлось отдать", "tive que doar o Thor")
    habits: dict[str, Cues]
    habit_end: Cues
    again: Cues
    habit_end_kin: Cues  # the third-person words that end a habit of one of the user's people ("es vegano", "a arrêté")
    again_kin: Cues  # and that take it up again ("ha vuelto a", "isst wieder")
    one_off: Cues
    things: dict[str, Cues]
    thing_end: Cues
    thing_new: Cues
    called_new: Cues  # the word for "new" said beside a thing's name ("el coche nuevo", "новый самсунг", 새 아이폰)
    not_had: Cues  # what makes a thing called new none the user has: wanted, planned, in the news ("quiero", 発売)
    kin_of: tuple[tuple[str, Cues], ...]
    others: Cues
    ignored: frozenset[str]
    with_words: Cues  # the words that make one of the user's people whom the words are with or for ("con", "mit")
    articles: frozenset[str]  # the words after which a capitalised word is a thing, not someone ("die Wohnung")
    third: Cues  # he, she, they: a verb they are the subject of is someone else's ("Он бросил курить")
    # every habit's, thing's and person's words in one pattern each: most clauses hold none, and one search says so
    any_habit: Cues
    any_thing: Cues
    any_kin: Cues
    partner_of: Cues  # what joins a partner to whose they are ("de mi": "la mujer de mi hermano"; の: 姉の旦那)
    not_kin: Cues  # words that hold a kin word and name no one (大丈夫 holds 夫、, 工夫 夫に)
    story: Cues  # what makes a remark someone's life story, which their death leaves as it was ("jubilado", 定年)


def code(text: str) -> str | None:
    """The record language a remark is in, or None (Chinese, English, a language with no record, no letters)."""
    rec = language_of(text)
    if rec is None or not (detect.sure(text) or not detect.english_words(text)):
        return None  # ("I'm a die-hard Cowboys fan": one word of German among English ones is no German remark)
    return rec.code if reader_of(rec.code) is not None else None


@no_words  # (by language code: a forgetting keeps it, and its patterns filed in the prefilter)
@cache
def reader_of(lang: str) -> Reader | None:
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

    catalog = new_catalog()  # (this language's words: a text of another language is never scanned for them)

    def compiled(patterns) -> Patterns | None:
        # (read as one alternation, each run only where its words are; its letters folded as the text is, "моей" as
        # "моеи", never its case: \S is no \s; the groups numbered apart, as the alternation's would be)
        parts = [
            _accents_off(p, rec.accents)
            .replace("{V}", value)
            .replace("{N}", named)
            .replace("{W}", before)
            .replace("(?P<v>", f"(?P<v{n}>")
            .replace("(?P<p3>", f"(?P<p3_{n}>")
            .replace("(?P<o>", f"(?P<o{n}>")
            for n, p in enumerate(patterns or ())
        ]
        return Patterns(parts, catalog) if parts else None

    def cues(words) -> Cues:
        return Cues(
            tuple(str(x) for x in words or ()), rec.script, str(rec.raw.get("prefix")).lower() == "true", rec.accents
        )

    slots = []
    for name, modes in (section.get("slots") or {}).items():
        for mode, patterns in modes.items():
            rx = compiled(patterns)
            if rx is not None:
                set_as, change, stage = _MODES[mode]
                if name == "partner" and mode in ("set", "change"):
                    stage = "@stage:dating"  # (a partner set is one dated: being engaged or married is further on)
                slots.append(Slot(name, set_as, change, stage, rx=rx))
    return Reader(
        rec,
        tuple(slots),
        compiled(section.get("death")),
        compiled(section.get("gone")),
        {k: cues(v) for k, v in (section.get("habits") or {}).items()},
        cues(section.get("habit_end")),
        cues(section.get("habit_again")),
        cues(section.get("habit_end_kin")),
        cues(section.get("habit_again_kin")),
        cues(section.get("one_off")),
        {k: cues(v) for k, v in (section.get("things") or {}).items()},
        cues(section.get("thing_end")),
        cues(section.get("thing_new")),
        cues(section.get("thing_called_new")),
        cues(section.get("thing_not_had")),
        tuple((k, cues(v)) for k, v in (section.get("kin_of") or {}).items()),
        rec.cues["acquaintances"],
        frozenset(rec.fold(s) for s in stops.get("ignored", ())) | rec.stop,
        cues(section.get("with")),
        frozenset(rec.fold(str(x)) for x in section.get("articles") or ()),
        cues(section.get("third")),
        cues([x for v in (section.get("habits") or {}).values() for x in v or ()]),
        cues([x for v in (section.get("things") or {}).values() for x in v or ()]),
        cues([x for v in (section.get("kin_of") or {}).values() for x in v or ()]),
        cues(section.get("partner_of")),
        cues(section.get("not_kin")),
        cues(section.get("story")),
    )


def _accents_off(pattern: str, accents: bool) -> str:
    """A pattern's letters as the record's folding leaves the text's (é as e, й as и, ß as ss), its case untouched."""
    if not accents:
        return pattern
    return unicodedata.normalize("NFC", _COMBINING.sub("", unicodedata.normalize("NFD", pattern.replace("ß", "ss"))))


_COMBINING = later(r"[\u0300-\u036f]")


def value_of(m: re.Match) -> tuple[str, int]:
    """The value a match names and where it starts ('' and the match's end when it names none)."""
    for k, v in m.groupdict().items():
        if k.startswith("v") and v:
            return v, m.start(k)
    return "", m.end()


def object_of(m: re.Match) -> str | None:
    """Whom the words say the user moved, when they name them (`(?P<o>…)`: "перевезли маму к нам"), or None."""
    for k, v in m.groupdict().items():
        if k.startswith("o") and v:
            return v
    return None


def third_person(m: re.Match) -> bool:
    return any(k.startswith("p3") and v is not None for k, v in m.groupdict().items())


def names_in(reader: Reader, text: str) -> frozenset[str]:
    """The words the remark writes with a capital (Toby, Lucía, Marta; a sentence's first word too, "Toby murió"):
    names, unless they are words of the language's own lists (Ayer, Mi) or kin words."""
    if reader.rec.script in ("kana", "hangul"):
        return frozenset()
    words = {
        reader.rec.fold(m.group()) for m in _CAPITALISED.finditer(text) if not _after_article(reader, text, m.start())
    }
    return frozenset(
        stem_of(reader, x)
        for x in words
        if x not in reader.ignored and x not in reader.rec.detect and not is_kin(reader, x)
    )


def last_words(before: str) -> str:
    """The last three words before a verb or a word, whole: where what governs it is said ("ya no", "con mi", "il a")."""
    return " ".join(before.split()[-3:])


# Japanese adverbs that hold the negation ず and deny nothing: ずっと ("all along": 夫はずっと無職で), 必ず, まず, ずつ
JA_NOT_DENIED = later(r"ず[ー〜~]*っと|必ず|かならず|まずは?|ずつ|ずいぶん")


def denied(reader: Reader, before: str, after: str = "") -> bool:
    """A negation just before the words ("no vivo en", "wir sind nicht getrennt"): they set or end nothing (an end
    said by a negation, "ya no trabajo", holds it in its own words)."""
    unspaced = reader.rec.script in ("kana", "hangul")
    # (the last words whole: "mon fils Hugo" holds no "n'" of a negation)
    near = JA_NOT_DENIED.sub("", before[-12:]) if unspaced else last_words(before)
    if reader.rec.cues["negations"].found(near):
        return True
    # (Japanese and Korean deny after the verb: "大阪に住んでいません")
    return unspaced and reader.rec.cues["negations_after"].found(after[:8])


def said_of_another(reader: Reader, before: str) -> bool:
    """Whether the words just before a verb make a third person its subject ("он переехал", "il a arrêté", "sie ist
    umgezogen"): a past tense that does not say whose (Russian) or a participle any person shares is theirs."""
    return reader.third.found(last_words(before))


def _after_article(reader: Reader, text: str, at: int) -> bool:
    """Whether the word at `at` follows an article or a possessive, as a German noun does ("meine Wohnung")."""
    if not reader.articles:
        return False
    before = text[max(0, at - 12) : at].split()
    return bool(before) and reader.rec.fold(before[-1]) in reader.articles


def is_kin(reader: Reader, word: str) -> bool:
    return reader.any_kin.found(word) or reader.rec.cues["kin"].found(word)


def value_words(reader: Reader, value: str) -> frozenset[str]:
    """A value as the words that say which one it is (no article, no preposition)."""
    if reader.rec.script in ("kana", "hangul"):
        word = TOPIC.split(value.strip())[-1]
        return frozenset((word,)) if word else frozenset()
    return frozenset(
        stem_of(reader, x) for x in re.findall(r"\w[\w'\-]*", value) if x not in reader.ignored and not x.isdigit()
    )


def stem_of(reader: Reader, word: str) -> str:
    """A word without the ending its record cuts ("Озоне" and "Озона" are one company): at least four letters kept, and
    a one-letter case ending of a Russian noun besides. (Not recall's tokens.stem, which keeps three and would cut
    the name "Артём" to "арт" but "Артёма" to "артем".)"""
    for suffix in reader.rec.suffixes:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    if reader.rec.script == "cyrillic" and len(word) > 4 and word[-1] in "аяуюеыиой":
        return word[:-1]
    return word


def tells_of_life(lang: str, folded: str, own: bool) -> bool:
    """Whether a clause tells of the user's life by the record's update words: a habit or a thing, said by whom it is
    `own` to ("mi moto", "je fume"), or opening with its word ("fumo un paquete al día", "Курю уже лет десять": a
    verb that says who), or in Japanese or Korean, which leave the speaker out (not "el tabaco es caro"); or of a
    slot its words set, change or end."""
    reader = reader_of(lang)
    if reader is None:
        return False
    found = [
        m
        for group, anyone in ((reader.habits, reader.any_habit), (reader.things, reader.any_thing))
        if anyone.found(folded)
        for words in group.values()
        for m in words.all(folded)
    ]
    unspaced = reader.rec.script in ("kana", "hangul")
    if found and (own or unspaced or any(m.start() == 0 for m in found)):
        return True
    # a slot the words set or end for the user ("足首を捻挫して松葉杖生活です", "me mudé a Sevilla"): their life too
    return any(slot.rx.search(folded) is not None for slot in reader.slots if slot.name != "partner" or own)


def kin_keys(text: str) -> frozenset[str]:
    """The user's people a remark in a record language names, by whom they are ("kin:grandfather" of "papy" and of
    "mon grand-père"): how a death reaches the remark about the one who died, though no word is shared."""
    lang = code(text)
    reader = reader_of(lang) if lang is not None else None
    if reader is None:
        return frozenset()
    return frozenset("kin:" + kin for kin, _ in kin_in(reader, reader.rec.fold(text)))


def whose_people(reader: Reader, folded: str) -> list[tuple[str, re.Match]]:
    """The user's people a text names as whose its words are: not those it is with or for ("vivo con mi madre",
    "mit meiner Schwester", 母と住んでる, 부모님이랑 살아, "le di la moto a mi hermano")."""
    out = []
    for kin, m in kin_in(reader, folded):
        if reader.rec.script == "hangul":  # (a Korean word is matched with its particle: 엄마랑)
            if m.group().endswith(tuple(c.rstrip("=") for c in reader.with_words.cues)):
                continue
        elif reader.rec.script == "kana":
            after = reader.with_words.find(folded[m.end() : m.end() + 2])
            if after is not None and after.start() == 0:
                continue
        elif reader.with_words.found(last_words(folded[: m.start()])):
            continue
        out.append((kin, m))
    return out


def kin_in(reader: Reader, folded: str) -> list[tuple[str, re.Match]]:
    """Each of the user's people a text names, by whom, in order; a kin word inside a longer one is not said apart
    ("père" in "grand-père")."""
    if not reader.any_kin.found(folded):
        return []
    found = [(kin, m) for kin, words in reader.kin_of for m in words.all(folded)]
    if reader.not_kin.pattern is not None:
        inside = [(n.start(), n.end()) for n in reader.not_kin.all(folded)]
        found = [(kin, m) for kin, m in found if not any(a < m.end() and m.start() < b for a, b in inside)]
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
