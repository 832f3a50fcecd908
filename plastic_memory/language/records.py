"""Language records: one YAML file per language (language/lang/<code>.yaml), read once on first use into matchers.

A record holds everything the gate, kinds, critical, dates, corrections, forget requests and recall need of one
language (FIELDS lists them). Cue syntax, the same in every record: a cue is matched on folded text (lower case,
accents folded where the record says so); in a spaced script it must start and end at a word boundary, and a word
ending in `*` is a stem (`alérgic*` finds alérgico, alérgica); in a record with `prefix: true` (Korean, whose
particles follow the word) every cue is a stem unless it ends in `=`; in an unspaced script (Japanese) a cue is a
substring. A word starting with `~` may end a compound (`~unfall` finds Autounfall).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml
from .lazy_re import later

HERE = Path(__file__).resolve().parent / "lang"

# Every field a record must have (a contract test checks each record has them all, and that each list is read).
LISTS = (
    "detect",
    "self",
    "you",
    "kin",
    "acquaintances",
    "public",
    "hypothetical",
    "life",
    "negations",
    "negations_after",
    "hedges",
    "cleared",
    "other_senses",
    "greetings",
    "fillers",
    "question_words",
    "question_endings",
    "requests",
    "corrections",
    "slips",
    "forget",
    "mask_labels",
    "stop",
    "suffixes",
    "lasting",
    "advice",
    "world",
    "talk",
    "forget_all",
    "forget_subjects",
    "forget_verbs",
    "forget_deletes",
    "memory_asks",
    "said",
)
GROUPS = {
    "kinds": ("identity", "boundary", "promise", "plan", "pref", "emotion", "life"),
    "critical": ("death", "birth", "pregnancy", "partnership", "job loss", "money", "legal", "health", "allergy"),
    "recurring": ("yearly", "monthly", "weekly", "daily"),
    "dates": (
        "today",
        "tomorrow",
        "after_tomorrow",
        "next",
        "this",
        "next_week",
        "next_month",
        "in_words",
        "day_units",
        "week_units",
        "month_units",
        "not_days",
    ),
}
SCALARS = ("code", "name", "script", "fold", "prefix")
SCRIPTS = ("latin", "cyrillic", "kana", "hangul")
FIELDS = SCALARS + LISTS + tuple(GROUPS) + ("weekdays", "numbers", "months", "clusters")


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """YAML without its yes/no/on/off booleans: 'no', 'si' and 'on' are words in these lists. PyYAML's libyaml
    parser when it was built with it (a tenth of the pure-Python parser's second at every import), the same
    resolvers and constructor either way."""


_Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}

_COMBINING = later(r"[\u0300-\u036f]")


def fold(text: str, accents: bool) -> str:
    """Lower case with curly apostrophes straightened; accents off (é -> e, ß -> ss, ё -> е) when asked."""
    text = text.lower().replace("’", "'").replace("‘", "'")
    if accents:
        text = _COMBINING.sub("", unicodedata.normalize("NFD", text.replace("ß", "ss"))).replace("ё", "е")
        text = (
            unicodedata.normalize("NFC", text).replace("œ", "oe").replace("æ", "ae")
        )  # й and the like keep their letter (NFD split it into two)
    return text


class Cues:
    """One list of cues compiled into one pattern: `found(text)` says whether any occurs, `find` where."""

    def __init__(self, cues: tuple[str, ...], script: str, prefix: bool, accents: bool):
        self.cues = cues
        parts = [_cue_pattern(fold(c, accents), script, prefix) for c in cues if c]
        parts.sort(key=len, reverse=True)
        # (a word's bounds said once around them all: only a word's start is tried, not every letter)
        bounded = script != "kana"
        self.pattern = (
            re.compile(r"(?<!\w)(?:" + "|".join(parts) + r")(?!\w)" if bounded else "|".join(parts)) if parts else None
        )

    def found(self, text: str) -> bool:
        return self.pattern is not None and self.pattern.search(text) is not None

    def find(self, text: str) -> re.Match | None:
        return self.pattern.search(text) if self.pattern is not None else None

    def all(self, text: str) -> list[re.Match]:
        return list(self.pattern.finditer(text)) if self.pattern is not None else []

    def sub(self, text: str) -> str:
        return self.pattern.sub(" ", text) if self.pattern is not None else text


def _cue_pattern(cue: str, script: str, prefix: bool) -> str:
    if script == "kana":
        return re.escape(cue.rstrip("*="))
    words = []
    for word in cue.split():
        stem = word.endswith("*") or (prefix and not word.endswith("="))
        inner = word.startswith("~")  # the end of a compound: ~unfall finds Autounfall
        body = re.escape(word.strip("*=~"))
        words.append((r"\w*" if inner else "") + body + (r"\w*" if stem else ""))
    return r"\s+".join(words)  # (bounded as words by Cues, around all its cues at once)


@dataclass(frozen=True, eq=False)
class Record:
    """One language, its lists compiled. `raw` is the record as written (for the contract test and the docs)."""

    code: str
    name: str
    script: str
    accents: bool
    raw: dict
    cues: dict[str, Cues]
    kinds: dict[str, Cues]
    critical: dict[str, Cues]
    recurring: dict[str, Cues]
    dates: dict[str, Cues]
    weekdays: tuple[Cues, ...]
    months: tuple[Cues, ...]
    numbers: dict[str, int]
    clusters: dict[str, Cues]
    detect: frozenset[str]
    stop: frozenset[str]
    suffixes: tuple[str, ...]

    def fold(self, text: str) -> str:
        return fold(text, self.accents)


def _load(path: Path) -> Record:
    with open(path, encoding="utf-8") as f:
        raw = yaml.load(f, Loader=_Loader)
    missing = [name for name in FIELDS if name not in raw]
    if missing:
        raise ValueError(f"language record {path.name} lacks {', '.join(missing)}")
    script = raw["script"]
    prefix, accents = (str(raw[k]).lower() == "true" for k in ("prefix", "fold"))
    if script not in SCRIPTS:
        raise ValueError(f"language record {path.name}: unknown script {script!r}")

    def compile_(items) -> Cues:
        return Cues(tuple(str(i) for i in (items or ())), script, prefix, accents)

    return Record(
        raw["code"],
        raw["name"],
        script,
        accents,
        raw,
        {name: compile_(raw[name]) for name in LISTS},
        {k: compile_(raw["kinds"][k]) for k in GROUPS["kinds"]},
        {k: compile_(raw["critical"][k]) for k in GROUPS["critical"]},
        {k: compile_(raw["recurring"][k]) for k in GROUPS["recurring"]},
        {k: compile_(raw["dates"][k]) for k in GROUPS["dates"]},
        tuple(compile_(day) for day in raw["weekdays"]),
        tuple(compile_(month) for month in raw["months"]),
        {fold(str(k), accents): int(v) for k, v in (raw["numbers"] or {}).items()},
        {name: compile_(words) for name, words in (raw["clusters"] or {}).items()},
        frozenset(fold(w, accents) for w in raw["detect"]),
        frozenset(fold(w, accents) for w in raw["stop"]),
        tuple(sorted((fold(s, accents) for s in raw["suffixes"]), key=len, reverse=True)),
    )


@lru_cache(maxsize=1)
def records() -> dict[str, Record]:
    """Every language record shipped, by code (read from disk on first use, never at import)."""
    return {r.code: r for r in (_load(p) for p in sorted(HERE.glob("*.yaml")))}


def record(code: str) -> Record | None:
    return records().get(code)
