"""The model's look for changes of mind: at the end of a dream, the remarks it took in are set beside the older
remarks they may change, and the model says which older ones the newer make out of date.

The rule tier reads an update on the turn it is said, from its words ("搬到苏州了", "I sold the Civic"); many are
said only by meaning ("入职第一个月终于发工资了" after "我在读研二", "got an e-bike, hills are nothing now" after "I ride
an old Trek hybrid to work"), and those need a reader of meaning. The model is that reader, offline: it is shown
pairs (an older remark, a newer one the same user made) and lists the pairs whose older remark is no longer true.

What it may do is narrow. It never writes a note: an older remark it names is retired as superseded by the newer
one, exactly as the rule tier retires it (trace shows both, and the impression resting on it is mended), and the
newer remark stays in the user's own words. Only pairs the dream put to it can be named, and the dream puts only a
few: for each new remark the older remarks nearest to it by what it is about (the slot, person or kind of thing it
speaks of, the matters of a life it names in any language) and by its rarer words, and one of what the person told
of themselves. A question or text pasted from elsewhere is never the newer remark of a pair. Without a model, or
when it fails or has no time, nothing changes.
"""

from __future__ import annotations

import bisect
import logging
import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..judgement.kinds import PASTED
from ..judgement.update_clauses import subject_of
from ..judgement.update_it import IT
from ..language.hant import simplified
from ..language.clauses import is_question
from ..language.matters import matters
from ..state.index import Entry, LiveIndex
from ..state.superseding import retire, update_keys
from .budget import Deferred
from .distill import Remark

if TYPE_CHECKING:
    from ..state.owner import Owner

logger = logging.getLogger(__name__)

NEAREST = 2  # older remarks put beside each new one for what they share
FILL = 1  # and one more, when there is one, of what a person tells of themselves (a home, a job, a thing they have)
PAIR_CAP = 24  # pairs asked per dream, the likeliest first
PER_CALL = 6  # pairs in one call: a small local model answers six in time
KEY_WEIGHT = 2.0  # a key of what both remarks are about (a slot, a person, a kind of thing), against a rare word's idf
# Keys too loose to tie two remarks on their own (the last character of a Chinese word pair).
_LOOSE = ("end:",)


# Keys of a remark that tells who the person is (where they live, work or study, whom they are with, which team
# they are on) or a thing they have: what an update said only by meaning most often changes (a move, a new job, a
# school finished, a breakup, a thing replaced), though the two share no word ("Portland's been great so far" after
# "We live in Phoenix"). A habit or a routine changes in words of its own ("quit", "no more").
_WHO = frozenset("slot:" + slot for slot in ("home", "job", "school", "major", "team", "partner"))


def _tells(key: str) -> bool:
    return key == IT or key in _WHO  # (a slot of whoever: "slot:home", not per person)


ASKED_TO = "changes_asked_to"  # the owner's stat: remarks said up to this time were looked at for changes


def changes(state: "Owner", since: float) -> int:
    """Ask the model which older remarks the live ones said since the last look that was not cut short (or after
    `since`, the last dream, before any look) make out of date, and retire those; returns how many were retired. No
    model, no pairs, a failure or no time: 0, and nothing changes. A look cut short (a dream at exit, out of time) or
    failed is made again whole by the next dream: the remarks it did not get to were taken in by this dream, and
    would otherwise never be looked at."""
    ask = getattr(state.distiller, "outdated", None)
    if ask is None or not getattr(state.distiller, "changes", False):
        return 0
    with state.lock:
        index = state.live()
        looked = state.clock()  # what is said from now on is the next look's
        since = state.store.stat(state.owner, ASKED_TO, since)  # the last whole look, when there was one
        # Said since: a remark said again was looked at when it was new (as the newer of a pair, its old words
        # would pass for news).
        wanted = [e.id for e in index.items.values() if e.layer == "event" and e.created > since]
        # (text pasted or forwarded from elsewhere tells what someone else wrote: it changes nothing of the user's)
        own = [r["id"] for r in state.store.items_by_ids(state.owner, wanted) if r["why"] != PASTED]
        pairs = candidate_pairs(index, own)
    found: list[tuple[Entry, Entry]] = []
    whole = True
    for start in range(0, len(pairs), PER_CALL):
        batch = pairs[start : start + PER_CALL]
        try:
            named = ask(
                [(Remark(old.id, old.text, old.kind), Remark(new.id, new.text, new.kind)) for new, old in batch]
            )
        except Deferred:
            whole = False  # no time left in a dream at exit: the next dream looks again
            break
        except Exception:
            logger.warning("the model's look for changes failed; nothing is retired by it", exc_info=True)
            whole = False
            break
        found += [batch[n - 1] for n in sorted(named or ())]
    return _retire(state, found, looked if whole else None)


def candidate_pairs(index: LiveIndex, ids: Iterable[int]) -> list[tuple[Entry, Entry]]:
    """(new, old) pairs worth asking: for each new remark, the NEAREST older live remarks by shared keys and rare
    words, then FILL of the older remarks that tell who the person is or what they have (those about the same
    person first, then the newest). Pairs that share something come first, the best first; at most PAIR_CAP."""
    side = index.side("updates", update_keys)
    # (remarks taken in by the same dream are not put beside each other: said within a day or so, an update among
    # them was read on its turn or is one matter told in parts, which the dream folds)
    fresh = set(ids)
    telling = {i for key, held in side.items() if _tells(key) for i in held}
    stems = _Stems(index)
    about = _Matters(index)
    shared: list[tuple[float, float, Entry, Entry]] = []
    filled: list[tuple[float, float, Entry, Entry]] = []
    for new in (index.items[i] for i in fresh if i in index.items):
        if not _askable(new):
            continue
        keys = update_keys(new)
        score = _shared(index, side, stems, new, keys)
        for i, w in about.shared(new).items():  # the matters both name, in any language ("asthma" and "inhaler")
            score[i] = score.get(i, 0.0) + w
        near = sorted(
            (
                (s, index.items[i])
                for i, s in score.items()
                if i in index.items
                and i not in fresh
                and _older(index.items[i], new)
                and not _of_another(index.items[i], new)
            ),
            key=lambda p: (-p[0], -p[1].created),
        )[:NEAREST]
        shared += [(s, new.created, new, old) for s, old in near]
        taken = {old.id for _, old in near}
        whose = {k for k in keys if k.startswith("who:")}
        more = [
            index.items[i]
            for i in telling - taken - fresh
            if i in index.items and _older(index.items[i], new) and not _of_another(index.items[i], new)
        ]
        # (of the same person first, then the newest)
        more.sort(key=lambda e: (not whose & update_keys(e), -e.created))
        filled += [(0.0, new.created, new, old) for old in more[:FILL]]
    shared.sort(key=lambda p: (-p[0], -p[1]))
    filled.sort(key=lambda p: -p[1])
    return [(new, old) for _, _, new, old in (shared + filled)[:PAIR_CAP]]


def _shared(
    index: LiveIndex, side: dict[str, set[int]], stems: "_Stems", new: Entry, keys: frozenset[str]
) -> dict[int, float]:
    """Older remarks by what they share with the new one: keys of what both are about, rare words, and words of one
    stem in two forms ("law" in "law school", "lawyer"), at half a word's weight."""
    score: dict[int, float] = {}
    for key in keys:
        if not key.startswith(_LOOSE):
            for i in side.get(key, ()):
                score[i] = score.get(i, 0.0) + KEY_WEIGHT
    rare = index.rare_limit()
    for t, weight in [(t, 1.0) for t in new.terms] + [(k, 0.5) for k in stems.kin(new.terms)]:
        held = [i for layer in ("event", "folded") for i in index.layer_postings[layer].get(t, ())]
        if len(held) <= rare:  # a word many remarks hold ties none of them to this one
            w = weight * index.idf(t)
            for i in held:
                score[i] = score.get(i, 0.0) + w
    return score


class _Matters:
    """The matters of a personal life the live remarks name (language/matters.py: an allergy, a pet, a school, in
    any language and by its everyday forms), made once per dream: an update said by meaning often names the matter
    with other words than the remark it changes ("the allergist did a challenge test" and "allergic to penicillin"),
    where no word is shared. A matter many remarks name weighs little, as a word does."""

    def __init__(self, index: LiveIndex) -> None:
        self.index = index
        self._held: dict[str, set[int]] | None = None

    def shared(self, new: Entry) -> dict[int, float]:
        if self._held is None:
            self._held = {}
            for e in self.index.items.values():
                if e.layer == "event":
                    for m in matters(e.text):
                        self._held.setdefault(m, set()).add(e.id)
        score: dict[int, float] = {}
        rare, total = self.index.rare_limit(), max(1, len(self.index.items))
        for m in matters(new.text):
            held = self._held.get(m, ())
            if len(held) <= rare:
                w = math.log(1.0 + total / (1 + len(held)))
                for i in held:
                    score[i] = score.get(i, 0.0) + w
        return score


class _Stems:
    """Words of the live remarks that one of a remark's words begins or that begins it ("law" and "lawyer"; the
    index's words are stems already), found by bisection in the sorted words, made once per dream."""

    LEAST = 3  # letters a shared beginning needs

    def __init__(self, index: LiveIndex) -> None:
        self.index = index
        self._words: list[str] | None = None
        self._known: set[str] = set()

    def kin(self, terms: frozenset[str]) -> set[str]:
        if self._words is None:
            postings = self.index.layer_postings
            self._known = {t for layer in ("event", "folded") for t in postings[layer] if t.isascii()}
            self._words = sorted(self._known)
        words, out = self._words, set()
        for t in terms:
            if len(t) < self.LEAST or not t.isascii() or not t.isalpha():
                continue
            out |= {t[:n] for n in range(self.LEAST, len(t))} & self._known  # "lawyer" finds "law"
            at = bisect.bisect_right(words, t)
            while at < len(words) and words[at].startswith(t):  # and "law" finds "lawyer"
                out.add(words[at])
                at += 1
        return out - terms


def _of_another(old: Entry, new: Entry) -> bool:
    """Whether the older remark is about someone else of the user's (a sister, a friend named so) whom the newer
    does not speak of: then the newer cannot change it ("调到搜索组第一周" changes nothing of "我爸以前是工人"; a small
    model said it did). A remark about the user, or about no one the rules can name, may be changed by any."""
    theirs = _people(old.text)
    if not theirs or "self" in theirs:
        return False
    lowered = new.lowered
    return not (theirs & _people(new.text) or any(k[5:] in lowered for k in theirs if k.startswith("name:")))


def _people(text: str) -> frozenset[str]:
    return frozenset(k for k in subject_of(simplified(text)) if not k.startswith("pron:") and k not in ("you", "other"))


def _askable(e: Entry) -> bool:
    """A newer remark that may change something: an event that tells, not a question."""
    return e.layer == "event" and not is_question(e.text)


def _older(old: Entry, new: Entry) -> bool:
    """An older remark the new one could make out of date (not the same words said again). One asked as a question
    the gate kept ("As a vegetarian, what's a good protein?") holds what it tells. What is pinned, critical or a
    limit is never put: losing an allergy to a model's misreading costs more than keeping it a while, and the rules
    still retire it when the user's words say it changed (the 1.5B model, asked, retired "我对青霉素过敏" for "I'm
    allergic to shellfish too")."""
    return (
        old.layer == "event"
        and not old.pinned
        and old.kind not in _KEPT_KINDS
        and old.digest != new.digest
        and (old.created, old.id) < (new.created, new.id)
    )


_KEPT_KINDS = frozenset(("critical", "boundary"))


def _retire(state: "Owner", found: list[tuple[Entry, Entry]], looked: float | None) -> int:
    """Retire each named older remark as superseded by its newer one, if both are still as the pairs saw them; and
    when the look was whole, note the time it looked up to (`looked`)."""
    if not found and looked is None:
        return 0
    retired = 0
    with state.lock, state.write() as index:
        if looked is not None:
            state.store.set_stat(state.owner, ASKED_TO, looked)
        for new, old in found:
            if new.id not in index.items:
                continue  # the newer remark is gone meanwhile: it replaces nothing
            if old.id not in index.items or index.items[old.id].layer != "event":
                continue  # already retired (by the rules, or by an earlier pair)
            retire(state, index, [old.id], new.id, by_model=True)
            retired += 1
        if retired:
            state.store.add_stat(state.owner, "outdated_by_model", retired)
    return retired
