"""The live working set of one owner held in memory: alive events and impressions with their terms.

The per-turn path (observe, context) reads this instead of the database so it stays sub-millisecond. It is
rebuilt when the owner's items changed behind the engine's back (their change serial moved) or after a dream; the
engine keeps it in step with its own writes.
"""

from __future__ import annotations

import bisect
import math
import sqlite3
from typing import Callable, Iterable

from ..language.lazy_re import later
from .entry import Entry


# What replaced a superseded remark, as its `why` names it ("updated: see #12", turn/supersede.py).
# A term at most this share of the live items hold (or eight of them) is rare: it tells the few that hold it apart.
RARE_SHARE = 0.05

_REPLACED_BY = later(r"\b(?:updated: see|fixed by) #(\d+)\b")


def shelf(entry: Entry) -> str:
    """Which postings an entry lives in: events, impressions, or folded (a remark an impression stands for)."""
    return "folded" if entry.layer == "event" and entry.merged_into else entry.layer


def _unpost(table: dict[str, set[int]], keys: Iterable[str], item_id: int) -> None:
    """Take an id out of a table's posting lists under these keys, dropping the lists it leaves empty."""
    for key in keys:
        ids = table.get(key)
        if ids is not None:
            ids.discard(item_id)
            if not ids:
                del table[key]


class LiveIndex:
    """Alive items of one owner by id, by digest, and by term (posting lists for candidate lookup)."""

    def __init__(
        self,
        rows: list[sqlite3.Row],
        version: int,
        serial: int = 0,
        local: int = 0,
        replaced: Iterable[sqlite3.Row] = (),
    ):
        self.version = version  # PRAGMA data_version when last known fresh
        self.serial = serial  # the owner's change serial in the database the entries reflect
        self.local = local  # ... and this process's count of commits that changed the owner's items
        self.items: dict[int, Entry] = {}
        self.by_digest: dict[str, int] = {}
        self.postings: dict[str, set[int]] = {}
        # Postings by shelf: live events, impressions, and the remarks folded into an impression, which only recall
        # reads (the notes never show a detail an impression stands for); `postings` holds the first two.
        self.layer_postings: dict[str, dict[str, set[int]]] = {
            "event": {},
            "impression": {},
            "folded": {},
            "replaced": {},
        }
        # Remarks an update superseded while they still hold their words, and the live item that replaced each:
        # words that ask about the old matter ("my Stratocaster") are led to what replaced it ("gave the Strat to my
        # nephew"). Their terms are the "replaced" postings, which only ranking reads.
        self.retired: dict[int, Entry] = {}
        self.replaced_by: dict[int, int] = {}
        self._leading_to: dict[int, set[int]] = {}  # replaced_by turned round: what each target replaced
        self._retired_digest: dict[str, int] = {}  # the one retired remark kept for each wording
        # Small side sets so the per-turn path never scans every alive item.
        self.impression_ids: set[int] = set()
        self.pinned_ids: set[int] = set()
        self.dated_ids: set[int] = set()
        self.kind_ids: dict[str, set[int]] = {}  # ids by kind: the core reads a few kinds, never every item
        self._by_date: list[tuple[float, int]] = []  # (expires_at, id) of dated events, in date order
        self.pending = 0  # alive events no dream has seen yet
        self._idf: dict[str, float] = {}
        self.masses: dict[int, float] = {}  # mass() memo (see mass_memo)
        self._idf_size = 0
        self._idf_stale = False  # whether the set grew or shrank by a twentieth since the idf memo was made
        self._represented: set[int] | None = None
        self.memo: dict = {}  # what readers derive from the items (the core), dropped whenever an item changes
        # Postings of keys a reader derives from each entry's words (the update slots a remark claims), by reader:
        # built on first use, then kept in step by add() and remove(); with each entry's keys as they were posted
        # (taken out by them, and kept when a dream re-reads a row whose words did not change).
        self._sides: dict[str, tuple[Callable[[Entry], Iterable[str]], dict[str, set[int]], dict[int, tuple]]] = {}
        self._unshown = (self.layer_postings["folded"], self.layer_postings["replaced"])
        for row in rows:
            self.add(Entry.from_row(row))
        by = {row["id"]: int(m.group(1)) for row in replaced if (m := _REPLACED_BY.search(row["why"] or ""))}
        for row in replaced:
            target = by.get(row["id"])
            seen = set()
            while target is not None and target not in self.items and target not in seen:  # replaced again since
                seen.add(target)
                target = by.get(target)
            if target in self.items:
                self.retire(Entry.from_row(row), target)

    def retire(self, entry: Entry, by: int) -> None:
        """Keep a retired remark's words as a way to what replaced it (`by`, a live item); what it replaced before
        is led to `by` too."""
        if entry.layer != "event":
            return
        # (looked up by target: a scan of every retired remark grew each update's cost with the history)
        led = self._leading_to.pop(entry.id, set())
        # The same words retired again (a remark said, put right, said again and put right again) lead to what
        # replaced them last: one way is kept, so a question is not walked through every copy.
        same = self._retired_digest.get(entry.digest)
        if same is not None and same in self.retired:
            self._unretire(same)
        self._retired_digest[entry.digest] = entry.id
        self.retired[entry.id] = entry
        self._lead(entry.id, by)
        for old in led:
            if old in self.replaced_by:  # (not the copy of the same words just let go)
                self._lead(old, by)
        table = self.layer_postings["replaced"]
        for t in entry.terms:
            table.setdefault(t, set()).add(entry.id)

    def give_way(self, item_id: int, by: int | None) -> None:
        """Take a live item out, and keep its words as a way to `by` when that is a live item (what replaced it, or
        the correction said instead)."""
        entry = self.items.get(item_id)
        if entry is not None and by is not None and by in self.items:
            self.retire(entry, by)  # (first: what led to it is led on to `by`, not dropped with it)
        self.remove(item_id)

    def _lead(self, old: int, by: int) -> None:
        """Record that `old` leads to `by`, replacing where it led before."""
        before = self.replaced_by.get(old)
        if before is not None:
            self._leading_to.get(before, set()).discard(old)
        self.replaced_by[old] = by
        self._leading_to.setdefault(by, set()).add(old)

    def _unretire(self, item_id: int) -> None:
        gone = self.retired.pop(item_id)
        target = self.replaced_by.pop(item_id, None)
        if target is not None:
            self._leading_to.get(target, set()).discard(item_id)
        _unpost(self.layer_postings["replaced"], gone.terms, item_id)
        if self._retired_digest.get(gone.digest) == item_id:
            del self._retired_digest[gone.digest]

    def add(self, entry: Entry) -> None:
        old = self.items.get(entry.id)
        # A row re-read with the words it had: the keys its readers gave it stand (they read its words alone).
        same = old is not None and (old.layer, old.text, old.stance) == (entry.layer, entry.text, entry.stance)
        posted = [held.get(entry.id) if same else None for _, _, held in self._sides.values()]
        self.remove(entry.id, again=True)
        self.memo.clear()
        self.items[entry.id] = entry
        self._idf_stale = abs(len(self.items) - self._idf_size) * 20 > self._idf_size
        if entry.layer == "event":
            self.by_digest[entry.digest] = entry.id
            self.pending += not entry.consolidated
            if entry.expires_at is not None:
                self.dated_ids.add(entry.id)
                bisect.insort(self._by_date, (entry.expires_at, entry.id))
        else:
            self.impression_ids.add(entry.id)
            self._represented = None
        if entry.pinned:
            self.pinned_ids.add(entry.id)
        self.kind_ids.setdefault(entry.kind, set()).add(entry.id)
        place = shelf(entry)
        mine = self.layer_postings[place]
        for t in entry.terms:
            if place != "folded":
                self.postings.setdefault(t, set()).add(entry.id)
            mine.setdefault(t, set()).add(entry.id)
        for (keys_of, table, held), keys in zip(self._sides.values(), posted):
            keys = held[entry.id] = keys if keys is not None else tuple(keys_of(entry))
            for key in keys:
                table.setdefault(key, set()).add(entry.id)

    def reload(self, rows: list[sqlite3.Row], gone: set[int]) -> None:
        """Take in rows re-read after a write that changed more than the hot path tracks (a dream), and drop the
        ids that left the live set: the index stays in step instead of being rebuilt from every row."""
        for item_id in gone:
            self.remove(item_id)
        for row in rows:
            self.masses.pop(row["id"], None)
            if row["alive"]:
                self.add(Entry.from_row(row))  # (which takes out the entry it replaces)
            else:
                self.remove(row["id"])

    def set_pinned(self, entry: Entry, pinned: bool) -> None:
        entry.pinned = pinned
        self.memo.clear()
        (self.pinned_ids.add if pinned else self.pinned_ids.discard)(entry.id)

    def remove(self, item_id: int, again: bool = False) -> None:
        """Take an item out of the live set; unless it is put back `again` (its row re-read), the retired remarks
        that led to it lead nowhere now and are let go, so the words kept as ways stay as many as what is alive
        (in a process that runs for weeks they would otherwise grow with every update ever made)."""
        if not again:
            for old in self._leading_to.pop(item_id, ()):
                if old in self.retired:
                    self._unretire(old)
        entry = self.items.pop(item_id, None)
        if entry is None:
            return
        self._idf_stale = abs(len(self.items) - self._idf_size) * 20 > self._idf_size
        self.memo.clear()
        if entry.layer == "event":
            self.pending -= not entry.consolidated
        if entry.layer == "impression":
            self.impression_ids.discard(item_id)
            self._represented = None
        self.pinned_ids.discard(item_id)
        self.kind_ids.get(entry.kind, set()).discard(item_id)
        if item_id in self.dated_ids:
            self.dated_ids.discard(item_id)
            at = bisect.bisect_left(self._by_date, (entry.expires_at, item_id))
            if at < len(self._by_date) and self._by_date[at] == (entry.expires_at, item_id):
                del self._by_date[at]
        if self.by_digest.get(entry.digest) == item_id:
            del self.by_digest[entry.digest]
        for _, side, held in self._sides.values():
            _unpost(side, held.pop(item_id, ()), item_id)  # the keys it was posted under
        place = shelf(entry)
        for table in (
            (self.postings, self.layer_postings[place]) if place != "folded" else (self.layer_postings[place],)
        ):
            _unpost(table, entry.terms, item_id)

    def candidates(self, query: frozenset[str], layer: str | None = None) -> dict[int, int]:
        """Ids sharing at least one term with the query, with how many terms they share. `layer`: 'event',
        'impression', 'folded' (remarks an impression stands for) or None for the first two."""
        table = self.postings if layer is None else self.layer_postings[layer]
        hits: dict[int, int] = {}
        for t in query:
            for item_id in table.get(t, ()):
                hits[item_id] = hits.get(item_id, 0) + 1
        return hits

    def side(self, name: str, keys_of: Callable[[Entry], Iterable[str]]) -> dict[str, set[int]]:
        """Ids by keys a reader derives from an entry's words alone (`keys_of` must depend on nothing else): made
        from the live entries on the first call, then kept in step by add() and remove(), so a reader looks its
        keys up instead of reading every item each turn."""
        found = self._sides.get(name)
        if found is None:
            table: dict[str, set[int]] = {}
            held: dict[int, tuple] = {}
            for entry in self.items.values():
                keys = held[entry.id] = tuple(keys_of(entry))
                for key in keys:
                    table.setdefault(key, set()).add(entry.id)
            found = self._sides[name] = (keys_of, table, held)
        return found[1]

    def readers(self) -> dict[str, Callable[[Entry], Iterable[str]]]:
        """The side tables asked for so far, by name, with the reader each is made by."""
        return {name: keys_of for name, (keys_of, _, _) in self._sides.items()}

    def shared(self, weights: dict[str, float], shelves: tuple[str, ...]) -> dict[int, float]:
        """Ids on these shelves sharing a term with the query, with the summed weight of the terms they share: one
        pass over the postings, so a candidate's overlap is never intersected and summed again."""
        acc: dict[int, float] = {}
        get = acc.get
        for name in shelves:
            table = self.layer_postings[name]
            for t, w in weights.items():
                for item_id in table.get(t, ()):
                    acc[item_id] = get(item_id, 0.0) + w
        return acc

    def rare_limit(self) -> int:
        """How many items may hold a term that is still rare (RARE_SHARE)."""
        return max(8, int(len(self.items) * RARE_SHARE))

    def known(self, term: str) -> bool:
        """Whether any live item, folded ones included, or a retired one that leads to a live item holds the term."""
        return term in self.postings or term in self.layer_postings["folded"] or term in self.layer_postings["replaced"]

    def idf(self, term: str) -> float:
        """Rarer terms weigh more: log(1 + N / df). Memoised until the set grows or shrinks by a twentieth, which
        moves no weight by more than a few percent."""
        if self._idf_stale:  # kept by add() and remove(): the read many times a turn stays a lookup
            self._fresh_idf()
        value = self._idf.get(term)
        if value is None:
            folded, replaced = self._unshown  # (read one by one: most of a renewed memo's first turn is here)
            df = len(self.postings.get(term, ())) + len(folded.get(term, ())) + len(replaced.get(term, ()))
            value = self._idf[term] = math.log(1.0 + len(self.items) / (1 + df))
        return value

    def _fresh_idf(self) -> None:
        self._idf.clear()
        self.masses.clear()
        self._idf_size = len(self.items)
        self._idf_stale = False

    def mass_memo(self) -> dict[int, float]:
        """The memo mass() reads, as it would read it (emptied first when the idf memo has gone stale): the ranking's
        hot loop reads it directly and calls mass() only for what it does not hold."""
        if self._idf_stale:
            self._fresh_idf()
        return self.masses

    def mass(self, entry: Entry) -> float:
        """The summed idf of an entry's own terms (memoised like idf)."""
        value = self.masses.get(entry.id)
        if value is None:
            if self._idf_stale:
                self._fresh_idf()
            # the terms' weights read from the memo, only the missing ones worked out, summed in the terms' order
            # (a weight of 0, were there one, would be read again as 0: `or` changes no sum)
            known = self._idf.get
            value = self.masses[entry.id] = sum([known(t) or self.idf(t) for t in entry.terms]) or 1.0
        return value

    def represented(self) -> set[int]:
        """Ids of events some alive impression rests on (cached until an impression comes or goes)."""
        if self._represented is None:
            self._represented = {i for imp in self.impressions() for i in imp.sources}
        return self._represented

    def impressions(self) -> list[Entry]:
        return [self.items[i] for i in sorted(self.impression_ids)]

    def of_kinds(self, kinds: tuple[str, ...]) -> list[Entry]:
        """The alive items of these kinds, oldest first."""
        return [self.items[i] for i in sorted(i for k in kinds for i in self.kind_ids.get(k, ()))]

    def pinned(self) -> list[Entry]:
        return [self.items[i] for i in sorted(self.pinned_ids)]

    def due_between(self, start: float, end: float):
        """Dated events whose date falls in (start, end], soonest first."""
        at = bisect.bisect_right(self._by_date, (start, float("inf")))
        while at < len(self._by_date) and self._by_date[at][0] <= end:
            yield self.items[self._by_date[at][1]]
            at += 1

    def events(self) -> list[Entry]:
        return [e for e in self.items.values() if e.layer == "event"]
