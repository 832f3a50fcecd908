"""Which remarks the words of a request to forget name: "forget what I said about my allergy" names 「我对花生过敏」,
"taking diet pills" names 我最近在吃减肥药, 保险公司上班 names 我在平安保险做理赔专员, "my operation" names "I'm
getting my gallbladder removed", 我的体重 names 我现在一百六十八斤.

The words are cut into units, the things they name: each matter of the two-language map (language/matters.py) is
one unit, however many of its words the request uses (公司 and 上班 are one: the job); what is left is cut at the
small words of each language, and each remaining word is a unit of its own (a name, a place, a number). A remark is
named when it holds nearly all the units (NAMED_SHARE): by the same matter in either language (or a narrower one: 肺癌
for "my illness"), or by the word itself (an English stem, a Chinese word as a substring or most of its character
pairs). A remark holding only some of them is not named: deleting the wrong remark is worse than deleting none.

The reading is tried from the most exact to the least, and stops at the first that names something (`named`):
every unit; then without the head nouns that only say what kind of thing a matter is ("my therapy sessions", "my
calorie limit", 减肥计划); then, when the words say nothing of whose it is ("the pregnancy news", not "my …"), a
remark about one of the user's people too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Callable, Iterable, Mapping

from ..language.lazy_re import later
from ..language.lexicon import STOP_EN
from ..language.tokens import language_of
from ..language.matters import (
    LIGHT_EN,
    LIGHT_ZH,
    PLACE,
    TYPO_LEAST,
    cut_matters,
    matters,
    near_matters,
    one_off,
    plain,
    spans,
    subject,
)
from ..language.matters_words import ASKED_ALSO
from ..language.hant import simplified
from ..language import pinyin
from ..language.text import grams, stem
from ..judgement.update_subject_zh import ZH_SURNAMES

NAMED_SHARE = 0.75  # with up to three units, all of them; with four or more, all but a quarter

# Characters that join Chinese words rather than carry a matter: what is left between them is a word.
_ZH_SMALL = later(r"[我你他她它的了是在和与跟对被把给让有这那个些件事么吗吧呢啊呀也都就还又再很太说告诉]+")
# Question words stand for the value asked about (我工资多少: the salary), never for a word of the remark.
_ZH_ASKED = later(r"多少|什么|啥|哪里|哪儿|哪个|哪些|哪|几")
# Words that only say the matter is a kind of things or what the words are about (我关于宗教信仰的, 有关我身体的,
# 经济方面的, 学习上的): they name nothing a remark holds.
_ZH_ABOUT = later(r"关于|有关|相关|方面|之类|什么的|(?<=[\u4e00-\u9fff])上(?=的|$|\s)")
_CJK = later(r"[\u3400-\u9fff]+")
_LATIN = later(r"[a-z0-9][a-z0-9'\-]*")
# English words that name no matter of their own in a request: the matter words around them do ("the medication
# thing", "taking diet pills", "the bit about me job hunting").
_EN_EMPTY = frozenset(
    """thing things stuff bit bits part parts info information details detail memory memories remark remarks
    story matter business whole entire take takes taking took use using used have having being i'm i've
    mentioned mention told said saying telling shared talk talks talked talking spoke speaking ranted ranting vented
    venting complained complaining brought ever earlier before possibly maybe probably perhaps might
    kind sort sorta kinda apparently supposedly where goes go going digit digits number numbers figures us we our""".split()
)
_OWN = later(r"\b(?:my|mine|our|me|i|i'm|i've|myself)\b|我|咱")


@dataclass(frozen=True)
class Unit:
    """One thing the words name: matters (either language) or a word matched as written; a light word only says
    what kind of thing the matter is ("sessions", 计划)."""

    matters: frozenset[str] = frozenset()
    word: str = ""  # a Chinese word, or an English stem
    cjk: bool = False
    light: bool = False
    run: tuple[str, ...] = ()  # the syllables of a Chinese name this Latin word is part of ("li hong": li, hong)


@lru_cache(maxsize=256)
def units(words: str) -> tuple[Unit, ...]:
    """The things a request's words name, in order."""
    lowered = words.lower().replace("’", "'")
    found = spans(lowered)
    out: list[Unit] = []
    by_place: dict[tuple[int, int], set[str]] = {}
    for start, end, name in found:
        by_place.setdefault((start, end), set()).add(name)
    seen: set[frozenset[str]] = set()
    for names_here in by_place.values():
        key = frozenset(names_here)
        if not any(key & s for s in seen):  # 公司 and 上班 are one job
            seen.add(key)
            # what the words may also mean in a request (宝宝的事: a baby on the way too); a place says which remark
            # as a name does (its word), found in either script by its matter (多伦多 names "moving to Toronto")
            place = next((n for n in sorted(key) if n.startswith(PLACE)), "")
            out.append(Unit(matters=key.union(*(ASKED_ALSO.get(n, ()) for n in key)), word=place))
    rest = list(lowered)
    for start, end, _ in found:
        rest[start:end] = " " * (end - start)
    left = _ZH_ABOUT.sub(" ", _ZH_ASKED.sub(" ", "".join(rest)))
    runs = _CJK.findall(left)
    if not out and len(runs) == 1 and len(runs[0]) >= 2 and _ZH_SMALL.sub("", runs[0]):
        if not [w for w in _ZH_SMALL.split(runs[0]) if len(w) >= 2]:
            # a name of joining characters that is all the words name (健太, of 健太のことは忘れて) is a word
            out.append(Unit(word=runs[0], cjk=True))
    for run in runs:
        for w in _ZH_SMALL.split(run):
            light = next((h for h in LIGHT_ZH if w.endswith(h) and len(w) > len(h)), None)
            if light:  # 减肥计划: the plan is of the diet
                out += [Unit(word=w[: -len(light)], cjk=True)] if len(w) - len(light) >= 2 else []
                out.append(Unit(word=light, cjk=True, light=True))
            elif len(w) >= 2:
                out.append(Unit(word=w, cjk=True, light=w in LIGHT_ZH))
    small = _small_words(words)  # ("mi ex", "meinen Ex": the request's language's small words name nothing)
    latin = [_POSSESSIVE.sub("", w).strip("'-") for w in _LATIN.findall(left)]  # (leo's: Leo, whose is no word)
    runs = _name_runs(latin)
    for word, run in zip(latin, runs):
        if len(word) >= 2 and word not in STOP_EN and word not in _EN_EMPTY and word not in small:
            # ("my girlfirend": a matter's word typed a letter off; 'jef' of 'mi jefa', cut by another language's reader)
            near = near_matters(word) or cut_matters(word)
            out.append(Unit(matters=near) if near else Unit(word=stem(word), light=word in LIGHT_EN, run=run))
    # a word of another script (бывшую, 남친, ケン): matched as written
    for word in _OTHER.findall(left):
        if word not in small and len(word) >= 2:  # ('жен' of 'мою жену': a matter's word cut to its stem)
            cut = cut_matters(word)
            out.append(Unit(matters=cut) if cut else Unit(word=word))
    if len(out) > 1:
        # a name said of another matter ("my therapist's name", 我男朋友的名字) only says what of it is meant
        out = [replace(u, light=True) if u.matters == _NAME else u for u in out]
    return tuple(out)


_NAME = frozenset(("name",))
_POSSESSIVE = later(r"'s$")
_OTHER = later(r"[\u0400-\u04ff]+|[\uac00-\ud7af]+|[\u3040-\u30ff]+")


def _name_runs(latin: list[str]) -> list[tuple[str, ...]]:
    """For each Latin word, the syllables of the Chinese name it is part of: two to four words in a row that are all
    syllables of names ("li hong"), or one word that reads as such ("lihong"); () for any other word."""
    out: list[tuple[str, ...]] = [pinyin.split(w) for w in latin]
    n = 0
    while n < len(latin):
        end = n
        while end < len(latin) and latin[end] in pinyin.SYLLABLES:
            end += 1
        if 2 <= end - n <= 4 and not all(w in STOP_EN for w in latin[n:end]):
            out[n:end] = [tuple(latin[n:end])] * (end - n)
        n = max(end, n + 1)
    return out


def _small_words(words: str) -> frozenset[str]:
    """The small words of the language a request is in, when it has a record: its function and stop words."""
    rec = language_of(words)
    if rec is None or len(words.split()) < 2:  # (a word alone is a name: "marco", never Spanish's "marco")
        return frozenset()
    said = {w for w in re.findall(r"[^\W\d_]+", words.lower()) if rec.fold(w) in rec.detect | rec.stop}
    return frozenset(said)


def _holds(unit: Unit, text: str, lowered: str) -> bool:
    if unit.matters:  # (or by a word of the matter typed a letter off: "my roomate Jen")
        return bool(unit.matters & matters(text)) or any(unit.matters & near_matters(w) for w in _LONG.findall(lowered))
    if not unit.cjk:
        said = grams(plain(lowered))  # ('México', 'déménager': as a request's words reach naming, folded)
        return unit.word in said or bool(unit.run and pinyin.in_hanzi(unit.run, text)) or _near(unit.word, said)
    if unit.word in lowered or pinyin.in_latin(unit.word, lowered):  # (李红: "Li Hong" too)
        return True
    if any(call in lowered for call in _calls(unit.word)):  # (阿强: 强哥, 小强)
        return True
    pairs = {unit.word[i : i + 2] for i in range(len(unit.word) - 1)}
    return len(pairs) >= 2 and sum(p in lowered for p in pairs) / len(pairs) >= 0.6


_BEFORE_NAME, _AFTER_NAME = "阿小老大", "哥姐总"


def _calls(word: str) -> tuple[str, ...]:
    """The other ways Chinese speakers call a person named by a given name of one character and a word of calling
    (阿强, 小美, 强哥): the same character with the other words ('忘掉阿强' names 强哥是我发小)."""
    if len(word) != 2:
        return ()
    core = word[1] if word[0] in _BEFORE_NAME else word[0] if word[1] in _AFTER_NAME else ""
    if not core or core in ZH_SURNAMES:
        return ()  # (小张 and 老张 are often two people: a surname says less than a given name)
    return tuple(b + core for b in _BEFORE_NAME) + tuple(core + a for a in _AFTER_NAME)


def _near(word: str, said: frozenset[str]) -> bool:
    """A word cut to a stem by the reader of another language ('mexic' of 'Mexico', 'famili' of 'familia'): a term
    of the remark it begins; or a word of seven letters or more typed a letter off (roomate, recieve, anniversery):
    one a single letter added, dropped, changed or swapped away. (Shorter words have real neighbours a letter away,
    house and horse, sister and sitter: a request for one must not delete the other.)"""
    if len(word) < 5 or not word.isalpha():
        return False
    return any(
        t.startswith(word) or (len(word) >= TYPO_LEAST and abs(len(t) - len(word)) <= 1 and one_off(word, t))
        for t in said
    )


def _unreadable(unit: Unit, lowered: str) -> bool:
    """A word in a script the remark is not written in (多伦多 against "I'm moving to Toronto", "Mochi" against
    我家猫叫咪咪): a name the remark may hold in its own language, which no substring can find."""
    if unit.matters or not unit.word:
        return False
    if unit.cjk:
        return _CJK.search(lowered) is None
    return unit.word.isalpha() and unit.word.isascii() and _LATIN_WORD.search(lowered) is None


_LATIN_WORD = later(r"[a-z]{2,}")
_LONG = later(r"[a-z]{5,}")


def names(words: str, text: str, light: bool = True, whose: bool = True, across: bool = False) -> bool:
    """Whether the words name this remark: with `light` False the head nouns that only say what kind of thing a
    matter is may be missing; with `whose` False a remark about one of the user's people is named by matters alone;
    with `across` a word in the other script is set aside, and the matters must name the remark."""
    lowered = text.lower().replace("’", "'") if text else ""
    wanted = tuple(u for u in units(words) if (light or not u.light) and not (across and _unreadable(u, lowered)))
    if not wanted or not text or (across and not any(u.matters for u in wanted)):
        return False
    found = [u for u in wanted if _holds(u, text, lowered)]
    if any(u.word.isdigit() and len(u.word) >= 3 for u in found):
        return True  # a number of three digits or more names the remark by itself ("the 6621 ssn digits")
    if len(found) / len(wanted) < NAMED_SHARE:
        return False
    if any(u.word for u in wanted) or not whose:
        return True  # a name, a place, a number: the words say which remark
    # Matters alone ("my allergy", 住址) are the user's own: a remark about someone else holding the same matter ("my
    # son is allergic to eggs", "my ex moved to Denver") is named only when the words name that person too.
    about = subject(text)
    named_here = frozenset().union(*(u.matters for u in wanted))
    return not about or bool(about & named_here)


def _one_text(found: set[int], texts: Mapping[int, str]) -> bool:
    return len({" ".join(texts[i].split()) for i in found}) == 1


def named(
    words: str,
    texts: Mapping[int, str] | Iterable[tuple[int, str]],
    one: Callable[[set[int]], bool] | None = None,
) -> set[int]:
    """Ids of the texts the words name, by the most exact reading that names any (see the module's docstring);
    `one` says whether the ids found are one remark (an impression made of a remark and the remark are one), by
    default whether they hold the same words."""
    # read as the readers know them: 抑郁症 names 抑鬱症 (language/hant.py)
    pairs = [(i, simplified(t) if t else t) for i, t in (texts.items() if isinstance(texts, Mapping) else texts)]
    words = simplified(words)
    readings = [(True, True)]
    if any(u.light for u in units(words)):
        readings.append((False, True))
    own = _OWN.search(words.lower()) is not None
    if not own:  # "the pregnancy news": whoever's it is
        readings.append((False, False))
    for light, whose in readings:
        found = {i for i, text in pairs if text and names(words, text, light, whose)}
        if found:
            return found
    # Last, across the two languages: a name or a place in the request's script cannot be found in a remark written
    # in the other (忘掉我搬去多伦多的事, "I'm moving to Toronto"); its matters then name the remark, only when they
    # name exactly one: a second remark of the same matters leaves it unclear which was meant, and none is deleted.
    said = units(words)
    if any(u.matters for u in said) and any(not u.matters and u.word for u in said):
        found = {i for i, text in pairs if text and names(words, text, False, own, across=True)}
        if found and (one or (lambda ids: _one_text(ids, dict(pairs))))(found):
            return found
    return set()
