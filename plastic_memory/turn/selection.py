"""Choosing what to inject: what a turn's words call up (the remarks that match, by the clause that matched) and
the core, what is always true of the person (pinned, upcoming plans, identity, limits)."""

from __future__ import annotations

import time
from itertools import islice
from typing import Iterator

from ..config import Config
from ..state.index import Entry, LiveIndex
from .inject import Note
from ..state.decay import KIND_WEIGHT as KIND_WEIGHT  # read here by callers from before it moved to decay
from ..state.decay import recallable, strength
from .excerpt import excerpt
from .quiet import content, fillers
from .recall import best_first
from ..language.timefmt import day

RELEVANT_SCORE = 0.2  # called up when this share (by idf) of the turn's words, or of its own, is shared
RELEVANT_MASS = 0.8  # ... and the shared words are not just common ones (idf sum)
UPCOMING_DAYS = 14  # dated plans this close are part of the core


def past(entry: Entry, now: float) -> bool:
    """A dated item whose date has gone by: no longer upcoming, even when pinned."""
    return entry.expires_at is not None and now >= entry.expires_at


def note(entry: Entry) -> Note:
    """The injection line for one item; its covers name the matter's other forms. A pinned dated plan keeps its
    date in the label. Made once per item until what it shows changes (its pin, or the day an impression was last
    borne out)."""
    when_at = entry.created if entry.layer == "event" else entry.seen
    made = entry.shown
    if made is not None and made[0] == (entry.pinned, when_at):
        return made[1]
    parts = ["pinned"] if entry.pinned else []
    if entry.expires_at is not None and entry.layer == "event":
        parts.append("until " + time.strftime("%Y-%m-%d", time.localtime(entry.expires_at - 1)))
    label = ", ".join(parts) or None
    if entry.covers is None:
        entry.covers = (
            frozenset({f"i{entry.merged_into}"}) if entry.merged_into else frozenset(f"e{i}" for i in entry.sources)
        )
    # When it was said: the remark's own day; an impression's, the last day it was borne out.
    made = Note(key_of(entry), entry.text, label, entry.covers, day(when_at))
    entry.shown = ((entry.pinned, when_at), made)
    return made


def key_of(entry: Entry) -> str:
    """The note key of an item's whole text: "i12" for an impression, "e40" for a remark."""
    return ("i" if entry.layer == "impression" else "e") + str(entry.id)


CORE_KINDS = ("identity", "boundary", "promise")  # who they are, their limits, what they stand committed to


def _standing(e: Entry, represented: set[int], now: float, cfg: Config) -> bool:
    """Shown on its own: not stood for by an impression, not folded, its date not past, not faded away."""
    return (
        e.id not in represented
        and not e.merged_into
        and not past(e, now)
        and recallable(e, now, cfg.half_lives, cfg.eliminate_below)
    )


def core(index: LiveIndex, now: float, cfg: Config) -> list[Entry]:
    """What is always true of the person, strongest first: pinned items (not those whose date has passed),
    upcoming dated plans, who the user is and their limits. The turn's words do not change it, so it is kept with
    the index until the index changes (or the hour turns: dates come and go)."""
    key = ("core", int(now // 3600))
    cached = index.memo.get(key)
    if cached is not None:
        return cached
    represented = index.represented()
    pinned = [e for e in index.pinned() if e.id not in represented and not e.merged_into and not past(e, now)]
    pinned.sort(key=lambda e: (e.layer != "impression", -e.seen))
    upcoming = list(
        islice(
            (e for e in index.due_between(now, now + UPCOMING_DAYS * 86400) if not e.pinned and not e.merged_into), 2
        )
    )
    taken = {e.id for e in pinned + upcoming}
    lasting = [e for e in index.of_kinds(CORE_KINDS) if e.id not in taken and _standing(e, represented, now, cfg)]
    lasting.sort(key=lambda e: -strength(e, now, cfg))
    # Then the judgements the memory holds of them (resident impressions), and in a young memory its strongest
    # remarks: the block's own budget keeps this part short.
    chosen = pinned + upcoming + lasting
    taken |= {e.id for e in lasting}
    resident = [e for e in index.impressions() if e.resident and e.id not in taken]
    resident.sort(key=lambda e: -strength(e, now, cfg))
    chosen += resident
    if len(chosen) < cfg.inject_min:
        taken |= {e.id for e in resident}
        rest = [e for e in index.items.values() if e.id not in taken and _standing(e, represented, now, cfg)]
        rest.sort(key=lambda e: -strength(e, now, cfg))
        chosen += rest[: cfg.inject_min - len(chosen)]
    chosen = chosen[: max(cfg.inject_max, len(pinned))]
    index.memo.clear()  # one hour's core at a time
    index.memo[key] = chosen
    return chosen


def called_up(index: LiveIndex, text: str, now: float, cfg: Config) -> Iterator[tuple[Entry, float]]:
    """Remarks the turn's words call up (live ones, and details an alive impression stands for), with their score,
    best first and worked out as they are taken: those sharing enough of the turn's rarer words (a short query's
    substring hits always). Small talk calls up nothing."""
    if not content(text):
        return
    floor = (RELEVANT_MASS, RELEVANT_SCORE)
    for s, _, entry, _ in best_first(index, text, now, cfg, fillers(), floor):
        yield entry, s


def choose(index: LiveIndex, text: str, now: float, cfg: Config) -> list[Entry]:
    """The notes for one turn without a session: what the words call up first, then what is always true."""
    base = core(index, now, cfg)
    taken = {e.id for e in base}
    return [e for e, _ in called_up(index, text, now, cfg) if e.id not in taken] + base


def excerpt_note(index: LiveIndex, entry: Entry, said: frozenset[str], limit: int) -> Note:
    """A called-up remark as a note: the clause the turn's words (`said`: their content terms) matched, and its
    neighbours while room is left."""
    whole = note(entry)
    shown = excerpt(entry.text, said, index.idf, limit)
    # A clause is not the whole matter: it stands for no other form of it (an event's covers name only the
    # impression it is folded into, which a clause does not make given).
    return (
        whole
        if shown == entry.text
        else Note(whole.key + ":" + str(len(shown)), shown, whole.label, frozenset(), whole.when)
    )
