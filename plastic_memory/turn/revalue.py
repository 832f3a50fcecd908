"""What a correction re-sets when it shares too few words with the remark it corrects: a number or a date of the
same thing ("Theo's 9" of "My son Theo is 7", "it's May 21st" of "our anniversary is May 12th"), or a name in the
same frame ("my brother's actually in Dallas" of "My brother lives in Austin")."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Callable

from ..language.lazy_re import later
from ..judgement.update_clauses import subject_of
from ..judgement.update_names import proper_names, spelt_alike
from ..judgement.update_pronouns import pronoun_stands_for
from ..judgement.update_subject import person_en
from ..judgement.update_subject_zh import people_zh
from ..judgement.update_values import called, things
from ..language.kind_finder import members
from ..language.date_words import _EN_MONTHS
from ..language.hant import simplified
from ..language.text import has_cjk, terms

if TYPE_CHECKING:
    from ..judgement.corrections import Correction
    from ..state.index import Entry, LiveIndex

# Numbers in figures, and Chinese ones but 一 (一起, 一直 hold no number to correct).
_A_NUMBER = later(
    r"[一两二]米[零一二三四五六七八九]{0,2}|\d+(?:st|nd|rd|th|am|pm)?|(?:一(?=[十百千万]))?[零二两三四五六七八九十百千万]+"
)
_MONTHS = "|".join(sorted(_EN_MONTHS, key=len, reverse=True))  # the date reader's names, longest first
# A day of a month, either way round ("May 21st", "the 21st of May", "21 May") or alone ("it's the 16th", not "the
# 3rd time" or "the 5th floor"): the number is a date's. Terms drop "may" as a stop word, so without this mark "it's
# May 21st" says a number of nothing.
_DATE = later(
    r"\b(?:"
    + _MONTHS
    + r")\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+(?:"
    + _MONTHS
    + r")\b|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:time|floor|grade|place|row|century|percent|anniversary|birthday))"
)


_YEAR = later(r"\b(?:19|20)\d\d\b")
_CLOCK = later(
    r"\b\d{1,2}(?::\d\d)? ?(?:am|pm)\b|\b\d{1,2}:\d\d\b|[一二两三四五六七八九十\d]+点(?:半|[一二三]刻|\d+分?)?"
)
# Days of the week, said whole or short ("Tue/Thu/Sat"): a correction may give other days for the same thing.
_WEEKDAY = later(
    r"\b((?:mon|tue|wed|thu|fri|sat|sun)(?:s|day|days|sday|sdays|nesday|nesdays|rsday|rsdays|urday|urdays)?)\b"
)
_SCHOOL_YEAR = later(
    r"\b(?:year|grade|yr|form|standard|primary|sec|secondary|jss|sss|class) ?\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th) grade\b|"
    r"[一二三四五六]年级|[初高][一二三]"
)
_SHAPE = later(r"#(?:'#|(?:kg|kgs|lb|lbs|cm|mm|ft|mg|ml|km|mi|k)\b)")


_DAYS = frozenset(("mon", "tue", "wed", "thu", "fri", "sat", "sun"))


def _numbers(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The numbers a remark says (as written, 18th as 18) and its terms with every number as '#' (七岁 -> '#岁',
    "Theo is 7" -> 'theo', '#'): what it says a number of; a day of a month is '@date'."""
    lowered = text.lower()
    found = frozenset(re.sub(r"(?:st|nd|rd|th|am|pm)$", "", m) for m in _A_NUMBER.findall(lowered))
    # A Chinese number's unit or ordinal sits next to it (七岁, 初二, 三楼): that is what it counts.
    units = {
        ("#" + lowered[m.end()]) if side else (lowered[m.start() - 1] + "#")
        for m in _A_NUMBER.finditer(lowered)
        for side in (True, False)
        if (m.end() < len(lowered) if side else m.start() > 0)
        and "\u4e00" <= lowered[m.end() if side else m.start() - 1] <= "\u9fff"
    }
    if _DATE.search(lowered):
        units.add("@date")
    if _YEAR.search(lowered):
        units.add("@year")  # "it's a 2018 model" of "a 2016 Mazda 3": a year, whatever it is the year of
    if _CLOCK.search(lowered):
        units.add("@clock")  # "it's 2:45pm" of "lands at 4:15pm": a time of day, whatever it is the time of
    if _SCHOOL_YEAR.search(lowered):
        units.add("@school year")  # "he's in year 5" of "My son's in year 4": which year of school, whoever's
    days = frozenset(m[:3] for m in _WEEKDAY.findall(lowered))
    if days:
        found, units = found | days, units | {"@weekday"}  # "Tue/Thu/Sat" of "Monday, Wednesday and Friday"
    if any("米" in x for x in found):
        units.add("#米")  # a height said in metres (一米二, 一米七五): what it measures, whatever stands beside it
    counted = _A_NUMBER.sub("#", lowered)
    # A number's shape says what it measures where no word does: a height in feet and inches (5'9", 5'11), a weight
    # or a dose by its unit (70kg, 50mg).
    units |= set(_SHAPE.findall(counted))
    return found, (terms(counted) | units) - {"#"}


# a fix that says whose it is (我, "my", a kin word): otherwise it is of whoever the remark it corrects is about
_WHOSE = later(r"我|\b(?:i|i'm|my|me|mine)\b")


def _same_one(fix: str, text: str) -> bool:
    mine, theirs = subject_of(fix), subject_of(text)
    if mine == {"self"} and _WHOSE.search(fix.lower()) is None:
        return True  # 其实是一米一五，上次记岔了 of 我儿子身高一米二: a number alone, of the one the remark says it of
    if mine & theirs or pronoun_stands_for(mine, theirs, text):
        return True
    if mine == {"self"} and theirs <= {"you"} and _WHOSE.search(text.lower()):
        return True  # "Thursdays are my day off" of "Can you book something for my usual Tuesday off?": a request's own
    if any(k.startswith("name:") and k[5:] in text.lower() for k in mine):
        return True  # 朵朵是七岁 of 我女儿叫朵朵，今年五岁: the one the remark names so
    # "the kids are 4 and 9" of "I have two kids, ages 4 and 6": the people are the remark's, whoever its subject is
    people = mine - {"self", "you", "other"}
    return bool(people) and not any(k.startswith(("name:", "pron:")) for k in people) and people <= mentioned(text)


def mentioned(text: str) -> frozenset[str]:
    """The user's people a text names anywhere in it (not only as its subject)."""
    if has_cjk(text):
        return frozenset(key for _, _, keys in people_zh(text) for key in keys)
    return frozenset(key for x in re.findall(r"[a-z]+", text.lower()) if (keys := person_en(x)) for key in keys)


def _newest(index: LiveIndex, meant: Callable[[Entry], bool]) -> Entry | None:
    """The remark said last (by when it was last heard) among those a correction may mean."""
    best = None
    for entry in index.events():
        if entry.layer == "event" and meant(entry) and (best is None or (entry.seen, entry.id) > (best.seen, best.id)):
            best = entry
    return best


def _taking(index: LiveIndex, best: Entry | None) -> tuple[Entry, set[int]] | None:
    if best is None:
        return None
    return best, {best.id} | {i.id for i in index.impressions() if best.id in i.sources and len(i.sources) == 1}


def renumbered(index: LiveIndex, fix: str, about: str = "") -> tuple[Entry, set[int]] | None:
    """A correction that names no wrong value and shares too few words: the newest remark about the same person
    that says a number of the same thing with another number ("她八岁了" after "我女儿今年七岁", "Theo's 9" after
    "My son Theo is 7"). A "she" or "he" stands for the one person the older remark names. The complaint may name
    the thing whose number the fix gives ("I gave you the wrong date for the school play, it's the 12th"): two of
    its words held by a remark point at it as well as a person would."""
    said, framed = _numbers(fix) if fix else (frozenset(), frozenset())
    if not said or not framed:
        return None
    named = _numbers(about)[1] - framed - {"@date"} if about else frozenset()

    bare = _AGE_SAID.search(fix.lower()) is not None  # "she's actually 8": a number said of someone alone

    def meant(entry: Entry) -> bool:
        held, its_framed = _numbers(entry.text)
        if not held or held == said:
            return False
        if len(said & _DAYS) > 1 and len(held & _DAYS) < 2:
            return False  # days of a rota ("it's Tue/Thu/Sat") put right days of a rota, not one outing ("on Saturday")
        if not (framed & its_framed):
            # "oops, she's actually 8" of "my daughter is 7": the one number the remark says of the one person; 其实才172
            # of 我身高175，体重70公斤: the one number it says of a like size, near the new one
            return (bare and len(held) == 1 or _near_one(said, held)) and _same_one(fix, entry.text)
        return _same_one(fix, entry.text) or len(named & its_framed) >= 2

    return _taking(index, _newest(index, meant))


def _near_one(said: frozenset[str], held: frozenset[str]) -> bool:
    """Whether a fix's one number (of two digits or more) meets exactly one number of the remark's with as many digits
    and within a fifth of it: the measure it puts right (a height, a weight, a price), not another."""
    if len(said) != 1:
        return False
    mine = next(iter(said))
    if not mine.isdigit() or len(mine) < 2:
        return False
    alike = [x for x in held if x.isdigit() and len(x) == len(mine)]
    return len(alike) == 1 and alike[0] != mine and 0.8 <= int(mine) / max(1, int(alike[0])) <= 1.25


_AGE_SAID = later(
    r"\b(?:she|he)(?:'s| is) (?:actually |really |now |only |just )?\d{1,2}"
    r"(?=\s*(?:[,，.!;]|$| now\b| years? old\b| already\b| and\b| not\b))"
)


def aged_again(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A fix that says only how old "she" or "he" is ("oops, she's actually 8"): renumbered first, so a remark that
    shares another word with the rest of the fix ("…she had her birthday already" against a cousin's birthday) is
    not taken for it."""
    fix = correction.fix
    if correction.weak or correction.wrong or not fix or _AGE_SAID.search(fix.lower()) is None:
        return None
    return renumbered(index, fix, correction.about)


# A name or a place inside a sentence, after the word that frames it: "in Dallas", "at Stanford", "called Rex".
_FRAMED_NAME = later(
    r"(?<![.!?:]\s)(?<!^)\b(in|at|to|from|for|with|near|called|named|by)\s+(?:the\s+)?([A-Z][a-z]{2,}(?:\s[A-Z][a-z]+)?)"
)


# A surname after 姓 (房东姓王, 其实姓汪): one character, or two for the compound ones a 的/那/, ends.
_SURNAME_ZH = later(
    r"姓([\u4e00-\u9fff]{1,2}?)(?=$|[，,。.！!？?\s的那这啊呀哈吧]|[\u4e00-\u9fff]{0,1}(?:人|老师|先生|女士|阿姨))"
)


def _framed_names(text: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for frame, name in _FRAMED_NAME.findall(text):
        out.setdefault(frame.lower(), set()).add(name.lower())
    for name in _SURNAME_ZH.findall(text):
        out.setdefault("姓", set()).add(name)
    return out


def renamed(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A correction said as one ("correction:", "I mixed him up", "I misspoke") that gives a name in a frame, and
    shares too few words with what it corrects: the newest remark about the same person that gives another name in
    the same frame ("my brother's actually in Dallas" of "My brother lives in Austin"; not of "my brother's dog is
    called Rex"). A bare "no" is too weak to re-set a name by its frame alone."""
    fix = correction.fix
    if correction.weak or not fix:
        return None
    mine = _framed_names(fix)
    if not mine:
        return None

    def meant(entry: Entry) -> bool:
        theirs, lowered = _framed_names(entry.text), entry.lowered
        return any(
            frame in theirs and not any(n in lowered for n in names) and theirs[frame] - names
            for frame, names in mine.items()
        ) and _same_one(fix, entry.text)

    return _taking(index, _newest(index, meant))


# How alike two spellings must be for one to be the other misremembered (Henderson and Hendricks, Kathryn and
# Katherine), starting with the same letter: names a person mixes up sound alike; two other names rarely do.


def respelt(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A correction that gives a name and names no wrong value ("oh wait it's Hendricks, not what I typed"): the
    newest remark holding a name spelt alike but not the same (「My landlord's name is Mr. Henderson」). A bare "no"
    is too weak to re-set a name by its spelling alone."""
    fix = correction.fix
    if correction.weak or not fix or (correction.wrong and len(correction.wrong) > 1):
        return None  # (a letter rejected is no value: "Markus with a k, not a c")
    if has_cjk(fix):
        given = [found.group("n") for found in _NAMED_ZH.finditer(fix)]
        return _taking(index, _newest(index, lambda entry: _one_character_off(given, entry.text))) if given else None
    mine = {n.lower() for n in proper_names(fix) if len(n) >= 3}
    if not mine:
        return None

    def meant(entry: Entry) -> bool:
        theirs = {n.lower() for n in proper_names(entry.text) if len(n) >= 3}
        return bool(theirs) and not theirs & mine and any(_typed_alike(a, b) for a in mine for b in theirs)

    return _taking(index, _newest(index, meant))


def _typed_alike(a: str, b: str) -> bool:
    """Two spellings of one name (Henderson and Hendricks); a short one typed with its middle letter else (Jen, Jan)."""
    if len(a) == len(b) == 3:
        return a[0] == b[0] and a[2] == b[2] and a[1] != b[1]
    return len(a) >= 4 and len(b) >= 4 and spelt_alike(a, b)


_NAMED_ZH = later(r"(?:是|叫)(?P<n>(?:小|老|阿)?[\u4e00-\u9fff]{2,3})(?=[，,。.！!～~\s]|$)")


def _one_character_off(given: list[str], text: str) -> bool:
    """Whether a remark writes a name a Chinese fix gives (是王思源, 叫小琳) with one character else (王思远, 小雯): the
    name as it was typed wrong. (Only where the name's first character stands: every remark is asked.)"""
    for name in given:
        if name in text:
            return False
        at = text.find(name[0])
        while at != -1 and at + len(name) <= len(text):
            held = text[at : at + len(name)]
            if sum(a != b for a, b in zip(held, name)) == 1 and has_cjk(held[-1]):
                return True
            at = text.find(name[0], at + 1)
    return False


# A fix that says what "it" is by name ("it's a Civic, not whatever I told you before", "mine's a Pixel actually").
_IT_IS = later(r"\s*(?:it'?s|it is|that'?s|that is|mine'?s|mine is)\b")


def rekinded(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A correction that names what "it" is and shares no word with what it corrects: the newest remark that names
    a thing of the same kind by another name ("it's a Civic" of "my Corolla's making that grinding noise")."""
    fix = correction.fix
    if correction.weak or not fix or not _IT_IS.match(fix.lower()):
        return None
    kinds, mine = members(things(fix.lower())), {n.lower() for n in proper_names(fix)}
    if not kinds or not mine:
        return None

    def meant(entry: Entry) -> bool:
        theirs = {n.lower() for n in proper_names(entry.text)}
        return (
            bool(theirs - mine)
            and not any(n in entry.lowered for n in mine)
            and bool(members(things(entry.lowered)) & kinds)
        )

    return _taking(index, _newest(index, meant))


# What a name is, said in Chinese: 可乐其实是柴犬, 豆豆是拉布拉多 (the name, then what it is, to a clause's end; 豆豆 拉布拉多
# once the reader took 其实是 out as the correction's marker).
_NAMED_IS_ZH = later(
    r"(?:^|(?<=[，,。.！!；;\s]))([\u4e00-\u9fff]{1,4}?)(?:(?:其实|实际上|本来就|明明|真的)?是(?:一?[只条匹头个])?|\s+)"
    r"([\u4e00-\u9fff]{2,6}?)(?:啦|啊|呀|哦|来着)?(?=[，,。.！!；;\s]|$)"
)


def named_anew_zh(fix: str, text: str) -> bool:
    """Whether a Chinese fix says a name the remark gave is a thing of the same kind as the remark said, another one
    (可乐其实是柴犬 of 我家那只柯基叫可乐; 豆豆是拉布拉多 of 我家狗叫豆豆，金毛): what the name is, put right."""
    said = _said_is_zh(fix)
    if not said:
        return False
    text = simplified(text)
    names = called(text)
    return any(
        name in names and kind_word not in text and members(things(kind_word)) & members(things(text))
        for name, kind_word in said
    )


# (asked of every remark a correction may mean: the fix is read once)
@lru_cache(maxsize=256)
def _said_is_zh(fix: str) -> tuple[tuple[str, str], ...]:
    return tuple(_NAMED_IS_ZH.findall(simplified(fix))) if has_cjk(fix) else ()


# A place by its rank's last character (海珠区, 昆山市, 文三路): a bare fix naming one, and the places a remark holds.
_PLACE_RANKS = "区县市镇乡村路街省州"
_BARE_PLACE_ZH = later(
    r"^(?:就|其实|应该)?(?:是|在|住在?)?(?P<p>[\u4e00-\u9fff]{1,6}?[" + _PLACE_RANKS + r"])(?:啦|啊|呀|哦|来着|才对)?$"
)
_PLACE_ZH = later(r"[\u4e00-\u9fff]{1,4}?[" + _PLACE_RANKS + "]")


def replaced_place_zh(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """A correction said as one whose fix is only a place (更正一下，是海珠区): the newest remark naming another place of
    the same rank (我住在广州天河区); a bare "no" is too weak for it."""
    fix = simplified(correction.fix.strip()) if correction.fix else ""
    found = _BARE_PLACE_ZH.match(fix) if fix and not correction.weak and has_cjk(fix) else None
    if found is None:
        return None
    place = found.group("p")
    rank = place[-1]

    def meant(entry: Entry) -> bool:
        if place in entry.text:
            return False
        return any(p.endswith(rank) and p not in place for p in _PLACE_ZH.findall(simplified(entry.text)))

    return _taking(index, _newest(index, meant))
