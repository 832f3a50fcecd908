"""What a remark says about an attribute of someone, and whether a newer remark replaces an older one.

A remark is read into claims: (subject, slot, mode, value). The subject is the user or one of their people (a kin
word, in either language); the slot is what is said about them (job, home, partner, school, team, hospital, or a
state that stops: a habit given up, a thing sold, an allergy ruled out, a pet or person who died); the value is what
the frame names (苏州, "Oak Park Elementary"). A newer remark supersedes an older one about the same subject when

- both set a one-value slot to values neither of which holds the other (住在杭州 -> 搬到苏州), or
- one ends what the other sets in that slot (住院 -> 出院, dating -> broke up, a job -> retired), or
- it ends a state whose words the older remark holds (戒咖啡 against 每天喝两杯咖啡; sold the car against "I drive a
  Honda"; not allergic to shellfish against "I'm allergic to shellfish"), or
- it says the subject died (every remark about that person or pet stops being current).

Identity frames ("我的工号是…", "my badge number is …") are one-value slots keyed by their own frame
(revise.frame_of), so any attribute the identity words name is covered, not only those listed here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..language import updates_words as w
from ..language.text import grams, has_cjk, stem

_CLAUSE = re.compile(r"[，,。.;；!！?？\n]|\bbut\b|\bso\b")


@dataclass(frozen=True)
class Claim:
    subject: frozenset[str]  # people keys; {'self'} for the user
    slot: str  # a slot of updates_words, 'state' (a state that stops) or 'frame:<identity frame>'
    mode: str  # SET or END
    value: frozenset[str]  # terms of what the frame names ('' when it names nothing)
    death: bool = False


def _compile(frames: dict[str, list[tuple[str, str]]]) -> list[tuple[str, str, re.Pattern]]:
    return [(slot, mode, re.compile(src)) for slot, rules in frames.items() for mode, src in rules]


_ZH = _compile(w.ZH_FRAMES)
_EN = _compile(w.EN_FRAMES)
_ZH_END = re.compile(w.ZH_ENDS)
_EN_END = re.compile(w.EN_ENDS)
_DEATH = re.compile(w.DEATH)
_THINGS = [(name, tuple(p.lower() for p in words)) for name, words in w.THINGS.items()]
_PEOPLE_ZH = sorted(((word, key) for key, (zh, _) in w.PEOPLE.items() for word in zh), key=lambda p: -len(p[0]))
_PEOPLE_EN = re.compile(
    r"\b(" + "|".join(sorted({x for _, (_, en) in w.PEOPLE.items() for x in en}, key=len, reverse=True)) + r")s?\b"
)
_EN_KEYS = {
    x: frozenset(k for k, (_, en) in w.PEOPLE.items() if x in en) for _, (_, en) in w.PEOPLE.items() for x in en
}
_PARTNER_ZH = re.compile("|".join(sorted(w.PARTNER[0], key=len, reverse=True)))
_PARTNER_EN = re.compile(r"\b(?:" + "|".join(w.PARTNER[1]) + r")\b")
_PET_ZH = re.compile("|".join(w.PETS[0]))
_PET_EN = re.compile(r"\b(?:" + "|".join(w.PETS[1]) + r")s?\b")
_NAME = re.compile(r"\b[A-Z][a-z]{2,}\b(?!'(?:t|ve|ll|re|d)\b)")  # "Haven't" is no name
_OPENING_FORM = re.compile(r"[A-Z][a-z]+(?:ing|ed)$")  # "Marrying my partner…": a verb that opens the sentence
GENERIC_PARTNER = frozenset(("partner", "对象", "爱人"))  # says there is a partner, not which: no value of its own
_NOT_NAMES = frozenset(
    (
        "The",
        "We",
        "My",
        "Our",
        "Got",
        "Moved",
        "Sold",
        "Turns",
        "Dad",
        "Mom",
        "Grandma",
        "Grandpa",
        "Uncle",
        "Aunt",
        "Last",
        "This",
        "They",
        "She",
        "He",
        "Her",
        "His",
        "And",
        "But",
        "Yes",
        "Not",
        "Had",
        "Have",
        "Just",
        "Finally",
        "Actually",
        "You",
        "That",
        "It's",
        "Its",
    )
)
_ZH_VALUE_STOP = re.compile("|".join(sorted(w.VALUE_STOP_ZH, key=len, reverse=True)))
_EN_SELF_NEGATED = re.compile(w.EN_SELF_NEGATED)
_EN_NOT_AN_END = re.compile(w.EN_NOT_AN_END)
_ZH_NOT_AN_END = re.compile(w.ZH_NOT_AN_END)
_ZH_SELF_NEGATED = re.compile(r"不|没|再也")
_YOU_EN = re.compile(r"\b(?:you|you're|you've|you'll|your|yours|u)\b")
_ASKED = re.compile(r"[^。.!！?？\n]*[?？]")
_WORD_EN = re.compile(r"[a-z0-9'][a-z0-9'\-]*")
_VALUE_STOP_EN = w.VALUE_STOP_EN | frozenset(stem(x) for x in w.VALUE_STOP_EN)  # as grams() spells them
_LISTENER = frozenset(("you",))
END_WINDOW = 5  # an English end's value: this many words on either side of its end word, within the clause


def _denied(lowered: str, found: re.Match, cjk: bool) -> bool:
    """Whether the words before a frame deny it or only imagine it ("I won't quit", "别放弃", "thinking about
    selling"): then it sets or ends nothing. Frames that carry their own negation ("no longer", "不再") are what
    they say."""
    said = found.group()
    if cjk:
        return _ZH_SELF_NEGATED.match(said) is None and _ZH_NOT_AN_END.search(lowered[: found.start()]) is not None
    return _EN_SELF_NEGATED.match(said) is None and _EN_NOT_AN_END.search(lowered[: found.start()]) is not None


def _around(clause: str, start: int, end: int) -> str:
    """The words next to an English end word: what stopped is named near it, not anywhere in a long clause."""
    before = _WORD_EN.findall(clause[:start])[-END_WINDOW:]
    after = _WORD_EN.findall(clause[end:])[:END_WINDOW]
    return " ".join(before) + " | " + " ".join(after)


def _subject(clause: str, lowered: str, cjk: bool) -> frozenset[str] | None:
    """The person a clause is about, or None when it names nobody (the remark's subject goes on)."""
    if cjk:
        for word, key in _PEOPLE_ZH:
            if word in clause:
                return frozenset(k for wd, k in _PEOPLE_ZH if wd == word) or frozenset((key,))
        if "我" in clause:
            return frozenset(("self",))
        return frozenset(("you",)) if "你" in clause else None  # 你别放弃: said to the listener
    found = _PEOPLE_EN.search(lowered)
    if found is not None:
        return _EN_KEYS.get(found.group(1), frozenset((found.group(1),)))
    if re.search(r"\b(?:i|i'm|we|we're|my|our|me)\b", lowered):
        return frozenset(("self",))
    return frozenset(("you",)) if _YOU_EN.search(lowered) else None  # "you'll never quit": about the listener


@lru_cache(maxsize=16384)
def subject_of(text: str) -> frozenset[str]:
    """Everyone a remark is about (the user when it names nobody)."""
    cjk = has_cjk(text)
    found = [_subject(c, c.lower(), cjk) for c in _CLAUSE.split(text)]
    return frozenset().union(*(f for f in found if f)) or frozenset(("self",))


def things(lowered: str) -> frozenset[str]:
    """The classes of things a lower-cased text names ('@vehicle', '@coffee')."""
    return _things(lowered)


def _things(lowered: str) -> frozenset[str]:
    return frozenset("@" + name for name, words in _THINGS if any(p in lowered for p in words))


@lru_cache(maxsize=16384)
def _names(clause: str) -> frozenset[str]:
    """Capitalised words that name someone or something; a verb form opening the clause is only capitalised."""
    found = [m for m in _NAME.finditer(clause) if m.group() not in _NOT_NAMES]
    return frozenset(
        m.group().lower()
        for m in found
        if not (m.start() == len(clause) - len(clause.lstrip()) and _OPENING_FORM.match(m.group()))
    )


def _partner_value(word: str, cjk: bool) -> frozenset[str]:
    return frozenset() if word in GENERIC_PARTNER else value_terms(word, cjk)


@lru_cache(maxsize=16384)
def value_terms(text: str, cjk: bool) -> frozenset[str]:
    """The content terms of a value: without time words and update fillers, with its classes of things."""
    lowered = text.lower()
    if cjk:
        kept = _ZH_VALUE_STOP.sub("|", text)
        out = {g for g in grams(kept) if len(g) == 2}
    else:
        out = {g for g in grams(lowered) if g not in _VALUE_STOP_EN}
    return frozenset(out) | _things(lowered)


@lru_cache(maxsize=16384)
def claims(text: str) -> tuple[Claim, ...]:
    """The claims a remark makes, clause by clause."""
    cjk = has_cjk(text)
    out: list[Claim] = []
    frames = _ZH if cjk else _EN
    subject = frozenset(("self",))
    plain = text if cjk else text.replace("’", "'")
    asked = [q.lower() for q in _ASKED.findall(plain)]  # a question claims nothing ("are you submitting anymore?")
    for clause in _CLAUSE.split(plain):
        clause = clause.strip()
        if not clause:
            continue
        lowered = clause.lower()
        subject = _subject(clause, lowered, cjk) or subject  # 我儿子转学了，现在在育才小学: still the son
        if asked and any(lowered in q for q in asked):
            continue
        names = _names(clause) if not cjk else frozenset()
        said = len(out)
        for slot, mode, pattern in frames:
            found = pattern.search(lowered)
            if found is None or _denied(lowered, found, cjk):
                continue
            v = found.groupdict().get("v")
            value = value_terms(v, cjk) | names if v else frozenset()
            partner = (_PARTNER_ZH if cjk else _PARTNER_EN).search(lowered) if slot == "partner" else None
            if partner is not None and mode == w.SET:
                value |= _partner_value(partner.group(), cjk)  # 男朋友 -> 未婚夫 is another partner value
            who = frozenset(("self",)) if slot == "partner" else subject
            out.append(Claim(who, slot, mode, value or names))
        partner = (_PARTNER_ZH if cjk else _PARTNER_EN).search(lowered)
        if partner is not None and not any(c.slot == "partner" for c in out[said:]):
            out.append(Claim(frozenset(("self",)), "partner", w.SET, (_partner_value(partner.group(), cjk) | names)))
        ended = next((m for m in (_ZH_END if cjk else _EN_END).finditer(lowered) if not _denied(lowered, m, cjk)), None)
        if ended is not None:
            if cjk:
                rest = clause[: ended.start()] + "|" + clause[ended.end() :]
            else:
                rest = _around(clause, ended.start(), ended.end())
            if cjk:
                for word, _ in _PEOPLE_ZH:
                    rest = rest.replace(word, "|")
            else:
                rest = _PEOPLE_EN.sub("|", rest.lower())
            value = value_terms(rest, cjk) | names
            pet = (_PET_ZH if cjk else _PET_EN).search(lowered)
            if pet is not None:
                value |= {"@pet"}
            death = _DEATH.search(lowered) is not None
            out.append(Claim(subject, "state", w.END, value - {"@pet"} if not death else value, death))
        if (_PET_ZH if cjk else _PET_EN).search(lowered) and not ended:
            out.append(Claim(subject, "state", w.SET, value_terms(clause, cjk) | names | {"@pet"}))
    out.extend(_identifiers(subject_of(text), text.lower(), cjk))
    return tuple(out)


_IDS = [(key, tuple(x.lower() for x in words)) for key, words in w.IDENTIFIERS.items()]
_ID_VALUE = re.compile(w.ID_VALUE)
_ID_TOKEN = re.compile(w.ID_TOKEN)


def _identifiers(subject: frozenset[str], lowered: str, cjk: bool) -> list[Claim]:
    """An identifier set to a value: 我的工号是W1032, "my new number is 555-0199", 微信名改成大鱼."""
    out = []
    for key, words in _IDS:
        at = next((lowered.find(x) + len(x) for x in words if x in lowered), -1)
        if at < 0:
            continue
        tail = lowered[at:]
        found = _ID_VALUE.search(tail) or _ID_TOKEN.search(tail) or _ID_TOKEN.search(lowered)
        if found is not None:
            out.append(Claim(subject, "id:" + key, w.SET, frozenset((found.group("v").strip("-."),))))
    return out


def _differ(a: frozenset[str], b: frozenset[str]) -> bool:
    x, y = {t for t in a if not t.startswith("@")}, {t for t in b if not t.startswith("@")}
    return bool(x) and bool(y) and not (x <= y or y <= x)


def supersedes(new: str, old: str, old_terms: frozenset[str]) -> bool:
    """Whether the newer remark replaces the older one as what is current."""
    mine, theirs = claims(new), claims(old)
    if not mine:
        return False
    cjk = has_cjk(old)
    old_values = value_terms(old, cjk) | _names(old)
    old_subject = subject_of(old)
    for c in mine:
        if c.subject == _LISTENER:
            continue  # said of the one they talk to ("you can't volunteer there anymore"): not the user's life
        if c.death and c.mode == w.END:
            people = c.subject - {"self"}
            if people and people & old_subject:
                return True  # the person died: what was said of them is no longer current
            if c.value - {"@pet"} and (c.value - {"@pet"}) & old_values:
                return True  # a pet or someone named died
            continue
        if c.slot == "state" and c.mode == w.END:
            shared = c.value & old_values
            if shared and all(t.startswith("@") for t in shared) and _names(new):
                continue  # only the class is shared ("sold the Miami condo", "my apartment in Brooklyn")
            if shared and c.subject & old_subject:
                return True
            continue
        for o in theirs:
            if o.slot != c.slot or c.slot == "state" or not (c.subject & o.subject):
                continue
            if c.mode != o.mode and (c.value & o.value or not c.value or not o.value):
                return True
            one_value = c.slot in w.SINGLE or c.slot.startswith("id:")
            if c.mode == o.mode == w.SET and one_value and _differ(c.value, o.value):
                return True
    return False


_COMPLAINT = re.compile(
    r"^(?:不对|不是的|错了|你?(?:记|搞|说|弄)错了|更正一下|纠正一下|no|nope|wrong|not quite|correction|"
    r"that'?s (?:wrong|not right|not true|not it)|that is (?:wrong|not right)|you'?re wrong|"
    r"you(?:'ve| have)? (?:got|remembered) (?:that |it )?wrong)[啦了吧呀!！]*$"
)
_REJECTED = re.compile(r"^(?:而?不是|并不是|not\s)\s*[^，,]{1,20}$")
_PIECE = re.compile(r"[^，,。.;；!！?？]+[，,。.;；!！?？]*")


def as_said(text: str, fix: str) -> str:
    """What a correction says instead, in the user's words: its clauses without the complaint ("你记错了",
    "you got that wrong") and without the rejected value ("不是杭州", "not Boston"); the parsed fix when nothing
    is left."""
    kept = []
    for piece in _PIECE.findall(text):
        core = piece.strip().rstrip("，,。.;；!！?？ ").strip()
        low = core.lower().replace("’", "'")
        if not core or _COMPLAINT.match(low) or _REJECTED.match(low):
            continue
        kept.append(core)
    if not kept:
        return fix
    joiner = "，" if has_cjk(text) else ", "
    end = text.rstrip()[-1:]
    return joiner.join(kept) + (end if end in "。.!！" and text.rstrip().endswith(kept[-1] + end) else "")
