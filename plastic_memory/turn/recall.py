"""Scoring memories against words: recall over the event layer, finding an item by text, relevance for a turn."""

from __future__ import annotations

import heapq
import math
from itertools import islice
from operator import itemgetter
from typing import Iterable, Iterator

from ..language.lazy_re import later
from ..judgement.update_values import things
from ..language.kind_finder import GENERAL, members
from ..state.decay import left_to_recall, live_retention
from ..state.index import Entry, LiveIndex, shelf
from ..language.change_verbs import ZH_DOING
from ..language.lexicon import STOP_ZH_CHARS
from ..language.text import coverage, has_cjk, squash, synonym_words, tags, terms
from ..language.slots_asked import ASKED
from .supersede import update_keys
from ..language.memo import sets


def short_query(query: str) -> str | None:
    """A one- or two-character Chinese query is matched as a substring: bigrams cannot see it (v0.3.3)."""
    core = squash(query)
    return core if core and len(core) <= 2 and has_cjk(core) else None


SYNONYM_SCORE = 0.8  # a short query's synonym (失眠 for 睡不好) counts a little less than its own characters
# What is left of a remark orders matches of like strength; it does not outweigh what the words match: a remark about
# to be forgotten (retention 0.125) still counts 0.825 of a fresh one. At 0.6 a fresh remark sharing fewer of the
# words came before an older one that holds them all (measured: bench/locomo.py, whose questions come months after
# the words they ask about).
RECENCY_FLOOR = 0.8


_HAN = later(r"[\u4e00-\u9fff]")
# A character more remarks hold than this tells them apart too little to be worth reading them all: the turn's cost
# stays the same however much has been said.
LOOSE_MOST = 48
# A character that is a verb of doing (开, 买, 住) says nothing of what the words are about.
_NOT_NOUNS = STOP_ZH_CHARS | frozenset(x for x in ZH_DOING if len(x) == 1)


def _han_chars(entry: Entry) -> set[str]:
    """The content characters of an entry's Chinese terms (a lone one, or either side of a bigram): the keys a
    one-character noun of a query finds it by."""
    return {ch for t in entry.terms if len(t) <= 2 for ch in t if _HAN.match(ch) and ch not in STOP_ZH_CHARS}


def _loose_nouns(index: LiveIndex, query: str, ignore: frozenset[str]) -> dict[str, tuple[float, set[int]]]:
    """A Chinese noun of one character the words hold but no remark holds as a term (车 in 我开什么车, 的车 in
    我的车: bigrams inside a remark's words never stand alone), with its weight as a term of its own: log(1 + N /
    df) over the remarks whose words hold it, and those remarks."""
    out: dict[str, tuple[float, set[int]]] = {}
    said = terms(query)
    # A character a known term of the words already holds (鞋 of 鞋该 beside 山鞋) would count that matter twice.
    held = {ch for t in said if len(t) <= 2 and index.known(t) for ch in t}
    for t in said:
        if len(t) > 2 or t in ignore or index.known(t) or not _HAN.match(t):
            continue
        for ch in t:
            if ch in _NOT_NOUNS or ch in held or ch in out:
                continue
            ids = index.side("han", _han_chars).get(ch)
            if ids and len(ids) <= LOOSE_MOST:
                out[ch] = (math.log(1.0 + len(index.items) / (1 + len(ids))), ids)
    return out


def _short_hits(index: LiveIndex, needle: str, query_text: str, shelves: tuple[str, ...]) -> list[tuple[Entry, float]]:
    """Entries holding a short query as a substring (1.0), or one of its synonyms (SYNONYM_SCORE)."""
    hits = {e.id: (e, 1.0) for e in index.items.values() if needle in e.lowered and shelf(e) in shelves}
    for t in tags(query_text):  # a short query reaches its synonyms too: 失眠 finds 晚上睡不好
        for name in shelves:
            for item_id in index.layer_postings[name].get(t, ()):
                if item_id not in hits:
                    hits[item_id] = (index.items[item_id], SYNONYM_SCORE)
    return list(hits.values())


# A remark naming a thing of the kind the words ask about by its general word ("my car" and "I drive a Honda Civic",
# "pets" and "two guinea pigs", 我的车 and 轩逸) counts this share of a rare word's weight: the class is a looser match.
KIND_SCORE = 0.7
# A kind more remarks name than this tells them apart too little (the turn's cost stays flat however much is said).
KIND_MOST = 48


_SLOTS_OF: dict[str, frozenset[str]] = {}
for _slot, _words in ASKED.items():
    for _word in _words:  # (a kind of thing, "@vehicle", is its own key: remarks naming one hold it)
        _SLOTS_OF[_word] = _SLOTS_OF.get(_word, frozenset()) | {_slot if _slot[0] == "@" else "slot:" + _slot}
_ASKED_ZH = [(x, keys) for x, keys in _SLOTS_OF.items() if not x.isascii()]
_WORD = later(r"[a-z]+")
_OPENS_PHRASE = frozenset(x.split()[0] for x in _SLOTS_OF if " " in x)


@sets(4096)
def slots_asked(query: str) -> frozenset[str]:
    """The keys ("slot:job") of the parts of the user's life the words ask about: English words looked up one by one
    and two by two ("cover letter"), Chinese ones as substrings."""
    words = _WORD.findall(query.lower())
    out: set[str] = set()
    for n, word in enumerate(words):
        keys = _SLOTS_OF.get(word)
        if keys is not None:
            out |= keys
        if word in _OPENS_PHRASE and n + 1 < len(words):
            out |= _SLOTS_OF.get(word + " " + words[n + 1], frozenset())
    if has_cjk(query):
        out.update(k for x, keys in _ASKED_ZH if x in query for k in keys)
    return frozenset(out)


def _entry_kinds(entry: Entry) -> frozenset[str]:
    return members(things(entry.lowered)) if entry.layer == "event" else frozenset()


# the index's side tables this module reads (turn/ready.py makes them ahead)
SIDES = {"han": _han_chars, "kinds": _entry_kinds, "updates": update_keys}


def _kinds_asked(index: LiveIndex, query: str, shelves: tuple[str, ...]) -> tuple[float, set[int]] | None:
    """The remarks naming a thing of a kind the words name by its general word, and those holding a part of the
    user's life the words ask about (language/slots_asked.py: "my resume" and "I start at the bakery on Fifth"), and
    the weight that counts: one weight however many kinds the word spans ("pets"), log(1 + N / df) of the rarest,
    times KIND_SCORE."""
    asked = {k.removesuffix(GENERAL) for k in things(query.lower()) if k.endswith(GENERAL)}
    slots = slots_asked(query)
    if not asked and not slots:
        return None
    ids: set[int] = set()
    for name, keys_of, keys in (("kinds", _entry_kinds, asked), ("updates", update_keys, slots)):
        side = index.side(name, keys_of) if keys else {}  # (a side table is built only when it is asked)
        for key in keys:
            held = side.get(key, ())
            if len(held) <= KIND_MOST:
                ids.update(i for i in held if shelf(index.items[i]) in shelves)
    if not ids:
        return None
    return KIND_SCORE * math.log(1.0 + len(index.items) / (1 + len(ids))), ids


def recall(index: LiveIndex, query: str, k: int, now: float, cfg) -> list[dict]:
    """The user's own remarks that the words point at: live ones, and those folded into an impression that still
    lives (marked by the impression they are recalled through). Dead, retracted, expired and decayed ones never."""
    return [
        {
            "id": e.id,
            "text": e.text,
            "kind": e.kind,
            "ts": e.created,
            "retention": round(r, 4),
            "score": round(s, 4),
            "via": via.id if via is not None else None,
        }
        for s, r, e, via in islice(best_first(index, query, now, cfg), k)
    ]


def best_first(
    index: LiveIndex,
    query: str,
    now: float,
    cfg,
    ignore: frozenset[str] = frozenset(),
    floor: tuple[float, float] | None = None,
) -> Iterator[tuple]:
    """(score, retention, remark, impression it is recalled through or None) for every remark the words point at,
    one at a time, best first (what recall lists and what a turn's notes are chosen from), each worked out only when
    it may be next: a turn's notes take the first few, and most of what the words brush is never finished. Terms in
    `ignore` (a turn's fillers) are not the query's; words no alive item holds can't tell items apart, so they are
    left out too.

    `floor` = (mass, share), when given, keeps only a short-query substring hit (score 1.0) or a remark that shares
    at least that idf mass with the words and that share of the words' weight or of its own. A score only falls as
    it is finished, so the floor is asked before retention is worked out (the remarks it turns away cost no more)
    and again after."""
    least_mass, least_share = floor if floor is not None else (0.0, 0.0)
    said = frozenset(t for t in terms(query) if index.known(t) and t not in ignore)
    shelves = ("event", "folded")
    needle = short_query(query)
    if needle is not None:
        scored: Iterable[tuple[Entry, float, float, Entry]] = [
            (e, s, sum(index.idf(t) for t in said & e.terms), e) for e, s in _short_hits(index, needle, query, shelves)
        ]
    else:
        weights = {t: index.idf(t) for t in said}  # once per query, not once per candidate
        for tag, words in synonym_words(query):
            # A word and its synonym tag are one matter said once ("family" is 'famili' and '#family'): a remark
            # with the word itself gets the word's weight, one with only a synonym ("parents") the tag's, which is
            # lower (more remarks hold it); neither counts the matter twice against a rarer word.
            if tag in weights:
                for w in words & said:
                    weights[w] = max(0.0, weights[w] - weights[tag])
        loose = _loose_nouns(index, query, ignore) if has_cjk(query) else {}
        total = sum(weights.values()) + sum(weight for weight, _ in loose.values())
        kinds = _kinds_asked(index, query, shelves)
        if kinds is not None:
            total += kinds[0]
        if not total:
            return
        items = index.items
        found = index.shared(weights, shelves)
        if kinds is not None:
            weight, ids = kinds
            for i in ids:
                found[i] = found.get(i, 0.0) + weight
        for weight, ids in loose.values():
            for i in ids:
                if shelf(items[i]) in shelves:
                    found[i] = found.get(i, 0.0) + weight
        # What shares too little idf mass to pass the floor is never built into a candidate (only a remark holding
        # all the words, score 1.0, is let through below it); most of what the replaced shelf matches is so.
        scored = [
            (items[i], shared / total, shared, items[i])
            for i, shared in found.items()
            if shared >= least_mass or shared >= total
        ]
        if index.retired:
            scored += _led_on(index, index.shared(weights, ("replaced",)), total, least_mass)
    mass, masses_get, items_get = index.mass, index.mass_memo().get, index.items.get
    half_lives, below, factor = cfg.half_lives, cfg.eliminate_below, cfg.impression_half_life_factor
    held: dict[int, float] = {}  # what is left of each impression details are recalled through, worked out once

    def finished(entry: Entry, s: float, shared: float, filled: float) -> tuple | None:
        """The hit a candidate that passed the floor by how much of it the words fill, or None."""
        s *= 0.7 + 0.3 * min(1.0, filled)
        through = items_get(entry.merged_into) if entry.merged_into else None
        if through is not None and through.layer == "impression":
            # Recognised through the impression it was folded into: as long as that lives, so does the detail
            # (a past trip the impression stands for included).
            r = held.get(through.id, -1.0)
            if r < 0:
                r = held[through.id] = live_retention(through, now, half_lives, factor)
        else:
            through = None
            left = left_to_recall(entry, now, half_lives, below)
            if left is None:
                return None
            r = left
        s *= RECENCY_FLOOR + (1.0 - RECENCY_FLOOR) * r
        if s < 1.0 and (shared < least_mass or (s < least_share and filled < least_share)):
            return None
        return (s, r, entry, through)

    # A score only falls as it is finished (both factors are at most 1): taken in order of what each could reach, a
    # finished hit that beats what the next could reach is the best left, the newest first among equals.
    waiting: list[tuple] = []
    shown: set[int] = set()  # a remark reached by its own words and by what it replaced is given once, at its best

    def beating(bound: float) -> Iterator[tuple]:
        """The finished hits that score above what any candidate left could reach, best first."""
        while waiting and -waiting[0][0] > bound:
            hit = heapq.heappop(waiting)[-1]
            if hit[2].id not in shown:
                shown.add(hit[2].id)
                yield hit

    # (Most candidates a turn's words brush fail the floor at its first look: that look is made here, inline, and
    # the heap is asked only when it holds a hit that may beat this candidate; a turn reads hundreds of them.)
    for n, (entry, s, shared, matched) in enumerate(sorted(scored, key=itemgetter(1), reverse=True)):
        if waiting and -waiting[0][0] > s:
            yield from beating(s)
        if s <= 0:
            break
        # Like a person placing a cue, a short remark that the words fill counts more than a long one they brush.
        if said:
            known = masses_get(matched.id)  # the memo read first: the call is made only for a mass not worked out
            filled = shared / (known if known is not None else mass(matched))
        else:
            filled = 1.0
        if s < 1.0 and (shared < least_mass or (s < least_share and filled < least_share)):
            continue
        hit = finished(entry, s, shared, filled)
        if hit is not None:
            heapq.heappush(waiting, (-hit[0], -entry.seen, -entry.id, n, hit))
    yield from beating(float("-inf"))


# A remark reached through the words of what it replaced counts a little less than one the words reach themselves.
LED_ON_SCORE = 0.9


def _led_on(
    index: LiveIndex, found: dict[int, float], total: float, least: float
) -> list[tuple[Entry, float, float, Entry]]:
    """What replaced the retired remarks the words match, scored by how well they match the retired words; those
    sharing less idf mass than `least` are left out (their score is below 1.0, so the floor would turn them away)."""
    out = []
    for i, shared in found.items():
        if shared < least:
            continue
        now_said = index.items.get(index.replaced_by.get(i, -1))
        if now_said is not None:
            out.append((now_said, LED_ON_SCORE * shared / total, shared, index.retired[i]))
    return out


def find(index: LiveIndex, query: str) -> Entry | None:
    """The alive item a short description points at: a one- or two-character Chinese query by substring, else
    coverage of the query's terms >= 0.6 (v0.3.3: nothing unrelated is found). Impressions win ties."""
    needle = short_query(query)
    wanted = terms(query)
    best, best_key = None, None
    for entry in index.items.values():
        if needle is not None:
            if needle not in entry.lowered:
                continue
            cov = 1.0
        else:
            cov = coverage(wanted, entry.terms)
            if cov < 0.6:
                continue
        key = (cov, entry.layer == "impression", entry.pinned, entry.seen)
        if best_key is None or key > best_key:
            best, best_key = entry, key
    return best
