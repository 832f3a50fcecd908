"""Revising what is remembered: repeats to reinforce, what a correction takes down (stances a flip supersedes: flip.py)."""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from ..judgement.corrections import Correction
from ..judgement.update_claims import claims
from ..judgement.update_clauses import subject_of
from ..judgement.updates import SURE, reach, spelt_as_before, value_words
from ..judgement.update_pronouns import pronoun_stands_for
from ..language.life_health import FOOD_FAMILIES
from ..language.cues import HOUSEHOLD, KIN
from ..language.lexicon import KIND_WORDS
from ..language.memo import sets
from ..language.negation import signed_clauses, signs_agree
from ..language.text import digest, grams, overlap, squash, stem, terms
from ..language.updates_words import SET
from ..state.index import Entry, LiveIndex
from .quiet import fillers
from .revalue import (
    aged_again,
    mentioned,
    named_anew_zh,
    rekinded,
    renamed,
    renumbered,
    replaced_place_zh,
    respelt,
)
from .supersede import in_slots

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance

REPEAT_OVERLAP = 0.75  # a new utterance this close to an alive event is a repeat: reinforce, don't store
REPEAT_LENGTH = 0.4  # ... and neither is shorter than this share of the other
CORRECTION_OVERLAP = 0.3  # least overlap between a correction and the memory it takes down
_NUMBER = later(r"\d+")
_CLAUSES = later(r"[，,。.;；!！?？]")
_IDENTITY = later(
    "|".join(re.escape(p) for p in sorted(KIND_WORDS["identity"][0] + KIND_WORDS["identity"][1], key=len, reverse=True))
)


_NAMED = later(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]{2,}")  # a capitalised word inside a sentence: a name or a place
_KIN = frozenset(stem(w) for w in KIN[1] + HOUSEHOLD[1] if " " not in w) | frozenset(
    p for w in KIN[0] + HOUSEHOLD[0] for p in grams(w)
)


@sets(8192)  # (asked of the same remembered remarks turn after turn; emptied by a forgetting, caches.py)
def _names(text: str) -> frozenset[str]:
    """The terms of a remark that name someone or something in particular: names, places, kin, numbers."""
    named = frozenset(stem(w.lower()) for w in _NAMED.findall(text))
    return named | (grams(text) & _KIN) | frozenset(_NUMBER.findall(text))


def _near(index: LiveIndex, mine: frozenset[str]) -> list[Entry]:
    """Live remarks (folded ones too: they can be said again) that share enough words with these to be a repeat.

    An overlap of REPEAT_OVERLAP of the shorter side, itself at least REPEAT_LENGTH of this one, needs `least` shared
    words; a remark sharing that many holds one of the len - least + 1 rarest, so only their postings are read (the
    common words' long postings never are), and the words are counted for those alone."""
    events, folded = index.layer_postings["event"], index.layer_postings["folded"]
    least = max(2, math.ceil(REPEAT_OVERLAP * REPEAT_LENGTH * len(mine)))
    if len(mine) < least:
        return []
    rarest = sorted(mine, key=lambda t: len(events.get(t, ())) + len(folded.get(t, ())))[: len(mine) - least + 1]
    pool: set[int] = set()
    for t in rarest:
        pool.update(events.get(t, ()), folded.get(t, ()))
    out = [index.items[i] for i in sorted(pool)]
    return [e for e in out if len(mine & e.terms) >= least]


def repeat_of(index: LiveIndex, u: Utterance) -> Entry | None:
    """An alive event this utterance repeats (same digest, or the same words, numbers, names and sign), or None.
    A remark that differs in a named place or person, a kin word or a number is another remark ("my mother has
    diabetes" is not "my father has diabetes")."""
    same = index.by_digest.get(u.digest)
    if same is not None:
        return index.items[same]
    mine, text = u.grams, u.text
    polarity = u.stance.polarity if u.stance else None
    mine_signed = None  # the utterance's signs, numbers and names: read once, and only when a remark is close enough
    numbers: list[str] | None = None
    named: frozenset[str] = frozenset()
    best, best_score = None, 0.0
    for entry in _near(index, mine):
        theirs = grams(entry.text)
        if min(len(mine), len(theirs)) / max(len(mine), len(theirs)) < REPEAT_LENGTH:
            continue
        s = overlap(mine, theirs)
        if s < REPEAT_OVERLAP or (s, entry.id) <= (best_score, best.id if best is not None else -1):
            continue  # not close enough, or no better than one found (among equals the newest: ids grow with time)
        if polarity is not None and entry.polarity is not None and polarity != entry.polarity:
            continue
        if numbers is None:
            numbers, named = _NUMBER.findall(text), _names(text)
        if numbers != _NUMBER.findall(entry.text):
            continue  # other numbers make another fact (or an update), not a repeat
        if (mine ^ theirs) & (named | _names(entry.text)):
            continue  # another person, place or thing named
        if (mine - theirs) - fillers() and (theirs - mine) - fillers():
            continue  # words in place of others: another value in the same frame (一家花店 is not 一家健身房)
        if mine_signed is None:
            mine_signed = signed_clauses(u.text, u.record)
        if not signs_agree(mine_signed, signed_clauses(entry.text, u.record)):
            continue  # 我吃香菜 is not a repeat of 我不吃香菜, nor "I play tennis" of "I don't / used to play tennis"
        best, best_score = entry, s
    return best


def retraction(index: LiveIndex, correction: Correction) -> tuple[Entry, set[int]] | None:
    """The item a correction points at and everything that goes with it (its sources carrying the wrong value,
    impressions resting on it); None when there is no clear target."""
    if (aged := aged_again(index, correction)) is not None:
        return aged  # "oops, she's actually 8": the one number said of her, before any remark sharing a word
    fix_terms = terms(correction.fix) if correction.fix else frozenset()
    fix_digest = digest(correction.fix) if correction.fix else None
    wrong = correction.wrong.lower() if correction.wrong else None
    # What the words point at: the fix, and what the complaint names ("you've got my sister's name wrong").
    fix_terms = fix_terms | (terms(correction.about) if correction.about else frozenset())
    # Only items sharing a word with the fix or the rejected value can be meant.
    # (and the foods a general word takes in: "not seafood" may mean the remark on shellfish)
    family = " ".join(_family(wrong)) if wrong else ""
    pool = set(
        index.candidates(fix_terms | (terms(correction.wrong) if correction.wrong else frozenset()) | terms(family))
    )
    if correction.fix:
        pool |= in_slots(index, correction.fix)
    best, best_score = None, 0.0
    for item_id in pool:
        entry = index.items[item_id]
        # the fix with the names this remark spells spelt so ("kat's in portland MAINE" of "my sister Kat")
        fix = spelt_as_before(correction.fix, entry.text) if correction.fix else ""
        if wrong:
            if not _holds_value(entry.lowered, wrong):
                continue
            s = 1.0 + overlap(fix_terms, entry.terms)
        else:
            if not fix_terms or entry.digest == fix_digest:
                continue
            s = overlap(fix_terms, entry.terms)
            shared = {t for t in fix_terms & entry.terms if not t.startswith("#")}  # a tag is the same word again
            # One shared word of the frame ("allergic" of "it's dogs I'm allergic to" and "I'm allergic to dust")
            # points at no remark in particular; a second word, a name, a place, a kin word or a number does, and so
            # does the one word of a remark that has no other ("I swim every night"), or a frame (a word or its
            # synonym) where each names another place or number ("I live in Boston", "I moved to Denver").
            own = {t for t in entry.terms if not t.startswith("#")}
            theirs, mine = _names(entry.text), _names(correction.fix)
            found = reach(fix, entry.text)
            if found == SURE or _same_slot(fix, entry.text) or named_anew_zh(correction.about, entry.text):
                # The fix sets what the remark holds for the same one (我在阿里上班 against 我在腾讯上班 held; 过敏的
                # 是菠萝 against 我对芒果过敏): that is what it corrects, before any remark that only shares a word
                # (the sister an aside of the fix names). Among several, the one said last, whatever its length.
                s = 2.0 + _said_at(index, entry) * 1e-10  # among them the one said last: what the talk was about
            elif shared <= theirs and _other_slots(fix, entry.text):
                # "Mom and Dad live in Moncton" puts right where they live, not "My dad is a retired mechanic": they
                # share only whom they are about
                continue
            elif (
                correction.weak
                # (a fix that says much besides still points by two words one of them a name the remark holds: "kat's
                # in portland MAINE. east coast. totally different lol" of "my sister Kat lives in portland oregon")
                or (s < CORRECTION_OVERLAP and not (len(shared) >= 2 and shared & theirs))
                or (len(shared) < 2 and not shared & theirs and shared != own and not (theirs - mine and mine - theirs))
            ):
                continue
        if fix and not _same_person(fix, entry.text, named_wrong=wrong is not None):
            continue  # "my uncle is a retired electrician, not a mechanic" corrects nothing said of dad
        s += 0.01 * (entry.layer == "impression") + entry.seen * 1e-12
        if s > best_score:
            best, best_score = entry, s
    if best is None:
        return (
            _folded_retraction(index, wrong, fix_terms)
            or renumbered(index, correction.fix, correction.about)
            or renamed(index, correction)
            or respelt(index, correction)
            or rekinded(index, correction)
            or replaced_place_zh(index, correction)
        )
    doomed = {best.id} | _copies(index, best)
    if best.layer == "impression":
        for source in best.sources:
            held = index.items.get(source)
            if held is not None and (not wrong or _holds_value(held.lowered, wrong)):
                doomed.add(held.id)
    for entry in index.impressions():
        # a detail folded into it: what it judged rests on the wrong value, unless its words are another remark's (a
        # rule-tier fold that kept the friend's "我朋友阿强在深圳开公司" beside the user's own company shows the friend's)
        holds = best.id in entry.sources and bool(wrong and _holds_value(entry.lowered, wrong))
        if best.id not in entry.sources or (not holds and _words_of_another(index, entry, best.id)):
            continue
        if not wrong or holds or len(entry.sources) == 1 or best.merged_into == entry.id:
            doomed.add(entry.id)
    return best, doomed


def _words_of_another(index: LiveIndex, impression: Entry, corrected: int) -> bool:
    """Whether an impression's words are those of one of its other sources (a rule-tier fold shows one remark)."""
    words = squash(impression.text)
    for source in impression.sources:
        held = index.items.get(source)
        if source != corrected and held is not None and words and words in squash(held.text):
            return True
    return False


def _said_at(index: LiveIndex, entry: Entry) -> float:
    """When a remark was said; for an impression, when the newest remark it rests on was (a dream made them all at
    one time)."""
    if entry.layer != "impression":
        return entry.created
    return max((index.items[i].created for i in entry.sources if i in index.items), default=entry.created)


def _copies(index: LiveIndex, best: Entry) -> set[int]:
    """Other live remarks that are the corrected one said again (the whole of it, or a clause the dream kept of it):
    a correction takes every copy down, or the wrong value stays current in the copy."""
    if best.layer != "event":
        return set()
    mine = squash(best.text)
    out = set()
    for item_id in index.candidates(best.terms):
        other = index.items[item_id]
        if item_id == best.id or other.layer != "event":
            continue
        theirs = squash(other.text)
        if theirs and (theirs in mine or mine in theirs or overlap(best.terms, other.terms) >= REPEAT_OVERLAP):
            out.add(item_id)
    return out


def _other_slots(fix: str, text: str) -> bool:
    """Whether the fix and the remark each claim slots, none the same (a home against a job)."""
    mine = {c.slot for c in claims(fix) if c.slot != "state"}
    theirs = {c.slot for c in claims(text) if c.slot != "state"} if mine else set()
    return bool(mine) and bool(theirs) and not mine & theirs


def _same_slot(fix: str, text: str) -> bool:
    """Whether a fix sets, for the same one, a slot the remark sets to another value: a correction says the value
    remembered was wrong even where the slot holds many (allergies); or says what someone named is, where the remark
    said they are something else ("Bella's a lab" of "My dog Bella is a golden retriever")."""
    fixed, held = _named_is(fix), _named_is(text, named=True)  # the remark says it is a name (mid-sentence, capital)
    if any(name in held and not values & held[name] for name, values in fixed.items()):
        return True
    for mine in claims(fix):
        if mine.mode != SET or mine.slot == "state" or not value_words(mine.value):
            continue
        for theirs in claims(text):
            if (
                theirs.slot == mine.slot
                and theirs.mode == SET
                and value_words(theirs.value)
                and not (
                    value_words(mine.value) & value_words(theirs.value)
                )  # classes shared are no value shared (@medicine)
                and (mine.subject & theirs.subject or pronoun_stands_for(mine.subject, theirs.subject, text))
            ):
                return True
    return False


# What someone named is, said of them by name in English: "Bella is a golden retriever", "Bella's a lab".
_NAMED_IS = later(
    r"\b([a-z]{3,})(?:'s| is) (?:actually |really |in fact )?(?:a |an |my |our )(?!bit\b|little\b|lot\b)([a-z\- ]{2,20}?)(?=[,，.。;!]|$| and\b| who\b| that\b)"
)
# A name that opens a sentence ("Tunde is my cousin"), which _names leaves out, unless a word that opens sentences.
_OPENING_NAME = later(r"(?:^|[.!?]\s+)([A-Z][a-z]{2,})(?=(?:'s| is) )")
_NO_NAMES = frozenset(
    "this that there here what which who she it its life work everything nothing something everyone someone today "
    "tomorrow mine yours home".split()
)


def _named_is(text: str, named: bool = False) -> dict[str, set[str]]:
    """What a remark says someone is ("Bella's a lab": {bella: {lab}}, "Tunde is my cousin": {tunde: {cousin}});
    `named`: only of words it spells as names."""
    found: dict[str, set[str]] = {}
    for name, value in _NAMED_IS.findall(text.lower()):
        found.setdefault(name, set()).add(value.strip())
    if not named or not found:
        return found
    spelt = {w.lower() for w in _OPENING_NAME.findall(text)} - _NO_NAMES
    return {n: v for n, v in found.items() if stem(n) in _names(text) or n in spelt}


def _folded_retraction(index: LiveIndex, wrong: str | None, fix_terms: frozenset[str]) -> tuple[Entry, set[int]] | None:
    """A wrong value no live item's words hold may sit in a remark folded into an impression whose words dropped
    it ("朵朵五岁" inside a judgement that no longer says 五岁): that remark and the impression resting on it go."""
    if not wrong:
        return None
    best, best_score = None, 0.0
    for item_id in index.candidates(fix_terms | terms(wrong), "folded"):
        entry = index.items.get(item_id)
        if entry is None or not _holds_value(entry.lowered, wrong):
            continue
        s = 1.0 + overlap(fix_terms, entry.terms) + entry.seen * 1e-12
        if s > best_score:
            best, best_score = entry, s
    if best is None:
        return None
    doomed = {best.id}
    doomed.update(
        i.id
        for i in index.impressions()
        if best.id in i.sources and (wrong.lower() in i.lowered or not _words_of_another(index, i, best.id))
    )
    return best, doomed


def _same_person(fix: str, text: str, named_wrong: bool = False) -> bool:
    """Whether a correction can be about the person a remark is about: the same people, a "she"/"he" standing for
    its one person, or a name of theirs said in the correction ("Theo's 9" of "My son Theo is 7"). A correction that
    names the wrong value the remark holds may call its person by a name the remark never gave, and own the slip in
    the first person (我前面说错了，小宝是四年级，不是五年级 of 我孙子上五年级)."""
    mine, theirs = subject_of(fix), subject_of(text)
    if mine & theirs or pronoun_stands_for(mine, theirs, text):
        return True
    named = {k[5:] for k in theirs if k.startswith("name:")}
    if named and any(n in fix.lower() for n in named):
        return True
    if {stem(w.lower()) for w in _NAMED.findall(fix)} & {stem(w.lower()) for w in _NAMED.findall(text)}:
        return True  # "I mixed it up when I told you about Maya's allergy" of "my daughter Maya is allergic to…"
    mine_people, their_people = _people(mine), _people(theirs)
    if their_people and their_people <= mentioned(fix):
        return True  # 是我比我老公大两岁 of 我老公比我大两岁: the correction names the remark's people too
    if mine_people:
        return False  # the correction is of someone else: "my uncle is…" corrects nothing said of dad
    if named_wrong:
        return True
    # A correction that names no one may give a value alone ("it's Katrina"); one in the first person is the
    # user's own ("that's my sister, I live in Savannah" is not of the sister).
    return not (their_people and _FIRST_PERSON.search(fix.lower()))


_FIRST_PERSON = later(r"\b(?:i|i'm|i've|i'd|me|myself)\b|我(?!的|们)")


def _people(subject: frozenset[str]) -> frozenset[str]:
    return frozenset(k for k in subject if k not in ("self", "you", "other") and not k.startswith(("name:", "pron:")))


def _family(wrong: str) -> tuple[str, ...]:
    """The foods a general word of food takes in, read from the start of the rejected words (坚果类我都没事: 坚果)."""
    return next((foods for word, foods in FOOD_FAMILIES.items() if wrong.startswith(word)), ())


def _holds_value(lowered: str, wrong: str) -> bool:
    """Whether a remark holds the rejected value: a number as a whole number (8 is not in "June 18"), a general word
    of food by any food it takes in ("not seafood" of "allergic to shellfish")."""
    if any(food in lowered for food in _family(wrong)):
        return True
    if wrong.isdigit():
        return re.search(r"(?<!\d)" + wrong + r"(?!\d)", lowered) is not None
    if len(wrong) <= 2 and wrong.isascii():
        return re.search(r"\b" + re.escape(wrong) + r"\b", lowered) is not None  # "not O" is no "o" inside a word
    return wrong in lowered


def frame_of(text: str) -> str | None:
    """The attribute an identity statement sets (我住在 / my sister's name is / 我的工号): its clause up to and
    including the identity phrase, squashed; None when the text sets none or names no value after it."""
    lowered = text.lower().replace("’", "'")
    for clause in _CLAUSES.split(lowered):
        found = _IDENTITY.search(clause)
        if found and squash(clause[found.end() :]):
            return squash(clause[: found.end()])
    return None


def updated(index: LiveIndex, u: Utterance) -> list[int]:
    """Older identity items setting the same attribute to another value (我住在杭州 -> 我住在苏州): the newer wins."""
    text = u.text
    frame = frame_of(text)
    said = claims(text)  # (a change only supposed, 要是房租再涨我就搬去江宁, is none)
    if frame is None or (said and all(c.hedged for c in said)):
        return []
    out: dict[int, None] = {}
    for item_id in index.candidates(u.terms):
        entry = index.items[item_id]
        if entry.kind != "identity" or entry.pinned or squash(entry.text) == squash(text):
            continue
        if frame_of(entry.text) == frame:
            out[entry.id] = None
            out.update((i.id, None) for i in index.impressions() if entry.id in i.sources)
    return list(out)
