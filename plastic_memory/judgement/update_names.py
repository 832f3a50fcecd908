"""Names as people type them: the names a remark spells with a capital inside a sentence, and a later remark with
those names spelt so again when it types them in lower case ("dev got laid off" about "my husband Dev"); an end
that names what an older remark named in passing ("left Deloitte"), and a Chinese clause that opens with the name an
older remark gave its person (苗苗读的是大班)."""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from collections.abc import Iterable
from functools import lru_cache

from ..language.lazy_re import later
from ..language.text import has_cjk
from ..language.memo import sets
from ..language import updates_words as w
from .update_clauses import Claim
from .update_subject import person_en
from .update_values import value_terms


@sets(16384)
def proper_names(text: str) -> frozenset[str]:
    """The names a remark spells with a capital inside a sentence ("my husband Dev", "grandpa Walt")."""
    if has_cjk(text):
        return frozenset()
    found = {m.group(1) for m in _PROPER.finditer(text) if m.group(1).lower() not in _NOT_NAMES}
    return frozenset(found | set(_TITLED.findall(text)))


@lru_cache(maxsize=4096)
def _typed_low(name: str) -> re.Pattern:
    """The pattern of a name typed in lower case."""
    return re.compile(r"\b" + re.escape(name.lower()) + r"\b")


_PROPER = later(r"(?<![.!?。！？]\s)(?<!^)(?<=\s)([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")
# (nor the small words inside a title, "The Office", "Lord of the Rings": read as names, every "the" typed in a later
# remark was taken for one typed low)
_NOT_NAMES = frozenset(
    ("i", "i'm", "im", "ok", "okay", "lol", "omg", "mr", "mrs", "ms", "dr", "prof")
    + ("the", "a", "an", "of", "and", "or", "in", "on", "at", "to", "for", "with", "by", "from", "my", "your")
)
# A name after a title and its dot ("Mr. Henderson"), which the dot would otherwise read as a sentence's end.
_TITLED = later(r"\b(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")


def spelt_as_before(new: str, old: str) -> str:
    """The newer remark with the names the older spelt with a capital spelt so again: people type "dev got laid off",
    "grandpa walt passed", "nora quit soda" about the Dev, Walt and Nora they once named with one."""
    return spelt_so(new, proper_names(old))


def spelt_so(text: str, spelt: Iterable[str]) -> str:
    """The words with each of these names, typed in lower case, spelt as given."""
    for name in sorted(spelt):
        text = _typed_low(name).sub(name, text)
    return text


# Slots whose end names the place it ends by a name the older remark may give in passing, not as what it set
NAMED_ENDS = frozenset(("job", "team", "school", "home"))


def named_in(ended: frozenset[str], old_values: frozenset[str]) -> bool:
    """Whether an end's value is a name the older remark holds: a word of its own (no class, no stop word), of at
    least four letters or two Chinese characters."""
    return any(
        not t.startswith("@") and (len(t) >= 4 if t.isascii() else len(t) >= 2) and t in old_values for t in ended
    )


_ZH_PIECES = later(r"[，。,；;！!？?~～\s]+")


def opened_by_their_name(new: str, old_subject: frozenset[str]) -> frozenset[str] | None:
    """The older remark's person when a Chinese clause of the newer opens with the name it gave them (苗苗读的是大班
    after 我女儿苗苗今年上幼儿园中班): a name said with no kin word is read as no one, so the clause reads as the
    user's; the older remark says whose name it is."""
    names = [k[5:] for k in old_subject if k.startswith("name:") and len(k) > 6]
    if not names:
        return None
    opened = any(piece.startswith(n) for piece in _ZH_PIECES.split(new) for n in names)
    return old_subject if opened else None


SPELT_ALIKE = 0.6  # how alike two spellings of one name are (Marcus, Markus; Katherine, Kathryn)


def spelt_alike(a: str, b: str) -> bool:
    """Two spellings of one name: the same first letter and most letters in the same order."""
    a, b = a.lower(), b.lower()
    return a != b and a[0] == b[0] and SequenceMatcher(None, a, b).ratio() >= SPELT_ALIKE


# Titles that name one person whichever of them is said after the surname: a teacher who is a professor and a
# supervisor (张老师, 张教授, 张导), a doctor (李医生, 李大夫).
_TITLE_GROUPS = (("老师", "教授", "导师", "导"), ("医生", "大夫", "主任"))


def titled_alike(name: str, old: str) -> bool:
    """Whether a surname with a title (张老师) names the one an older remark calls by the surname with another title
    of the same group (我的博士导师张教授)."""
    for group in _TITLE_GROUPS:
        title = next((t for t in group if name.endswith(t) and len(name) - len(t) == 1), None)
        if title is not None:
            return any(name[0] + other in old for other in group if other != title)
    return False


_SURNAME_TITLED = [later(r"([\u4e00-\u9fff])(?:" + "|".join(group) + ")") for group in _TITLE_GROUPS]


def titled_keys(text: str) -> frozenset[str]:
    """One key per surname with a title of a group the words hold (张教授 and 张老师 both give "titled:张0"): how a
    remark that calls someone by one title is found by words that call them by another (titled_alike decides)."""
    return frozenset(f"titled:{m.group(1)}{n}" for n, found in enumerate(_SURNAME_TITLED) for m in found.finditer(text))


def rite_of(name: str, text: str) -> bool:
    """Whether the words hold a rite of a death that is this one's (周老师的追思会, 外婆的遗物): the one named before 的 is
    whose death it tells, not the owner of a thing."""
    rites = "(?:的(?:告别会|遗物|遗像|百日|头七|忌日|后事)|的?(?:葬礼|追悼会|追思会|告别仪式|丧礼))"
    return re.search(re.escape(name) + rites, text) is not None


def ended_by_name(c: Claim, theirs: tuple[Claim, ...], old_values: frozenset[str]) -> bool:
    """Whether an end of a job, a team, a school or a home names what an older remark sets in another of those slots
    for the same one: "left" reads as a job, yet "I left Static" ends the band the older remark names, and "stepped
    down from the tennis club committee" the committee."""
    if c.mode != w.END or c.slot not in NAMED_ENDS or not c.value or not named_in(c.value, old_values):
        return False
    return any(
        o.mode == w.SET and o.slot in NAMED_ENDS and o.slot != c.slot and c.subject & o.subject and not o.loose
        for o in theirs
    )


_KIN_AND_NAME = later(r"\b(" + w.KIN_TITLES + r") ([a-z]+)\b")


def short_for(named: Iterable[str], new: str, old: str) -> bool:
    """Whether a name the newer remark gives is a short form of a name the older one spells out, the way people
    shorten their own people's names: its start (Tom of Thomas), its end (Emeka of Chukwuemeka), or any start after
    a kin word of the same kin ("Uncle B" of "my uncle Bernard", "Auntie Jo" of "my aunt Josephine")."""
    full = {n.lower() for n in proper_names(old)}
    for n in named:
        for p in full:
            if len(p) > len(n) and ((len(n) >= 3 and p.startswith(n)) or (len(n) >= 4 and p.endswith(n))):
                return True
    kin_old = [(person_en(k), m) for k, m in _KIN_AND_NAME.findall(old.lower()) if m in full]
    return any(
        m in named
        and (kin := person_en(k))
        and any(kin & theirs and p.startswith(m) for theirs, p in kin_old if theirs)
        for k, m in _KIN_AND_NAME.findall(new.lower())
    )


# a name of several capitalised words ("Mobile Legends", "Call of Duty"): people shorten it to its initials
_SPELT_OUT = later(r"\b[A-Z][a-z]+(?: (?:of |the |and )?[A-Z][a-z]+)+\b")
_SMALL = frozenset(("of", "the", "and"))


# Remembered per text (read-only to its callers): an update is compared with every remark its words may reach, and
# each comparison asks it of both.
@lru_cache(maxsize=16384)
def initials(text: str) -> dict[str, str]:
    """The names of several capitalised words a text holds, by their initials, with or without those of its small
    words ("ml": "Mobile Legends", "wow" and "ww": "World of Warcraft"); a capitalised word that opens the text may be
    no part of the name ("Uninstalled Mobile Legends")."""
    out: dict[str, str] = {}
    for m in _SPELT_OUT.finditer(text):
        words = m.group().split()
        for start in range(len(words) - 1):
            part = words[start:]
            if part[0] in _SMALL:
                continue
            for letters in ("".join(x[0] for x in part), "".join(x[0] for x in part if x not in _SMALL)):
                if 2 <= len(letters) <= 4:
                    out.setdefault(letters.lower(), " ".join(part))
    return out


def by_initials(value: frozenset[str], new: str, old: str) -> frozenset[str]:
    """What a claim's value stands for in the older remark when one of them names a thing by its initials: "ML" of
    "Mobile Legends" said before (the words of the name), or "Mobile Legends" of "ML" said before (the initials)."""
    spelt, named = initials(old), initials(new)
    if not spelt and not named:
        return frozenset()  # (most pairs: neither names anything by several capitalised words)
    out: set[str] = set()
    for short, name in spelt.items():
        if short in value:
            out |= value_terms(name, False)
    said = _short_words(old) if named else frozenset()
    for short, name in named.items():
        if short in said and value & value_terms(name, False):
            out.add(short)
    return frozenset(out)


@lru_cache(maxsize=4096)
def _short_words(text: str) -> frozenset[str]:
    return frozenset(t for t in re.findall(r"[a-z]+", text.lower()) if 2 <= len(t) <= 4)
