"""A dream's plan, made under the lock from a snapshot of the live index: what decays, is crowded out or fades,
which remarks join an impression, which group into a topic or are promoted alone, and which impressions a newer
stance demotes. dream.py judges the groups and applies the plan."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable

from . import capacity
from ..state.decay import KIND_WEIGHT, live_retention
from ..state.index import Entry, LiveIndex
from ..judgement.stances import parse_stance
from ..language.text import overlap, terms

if TYPE_CHECKING:
    from ..state.owner import Owner

HEAVY = ("critical", "identity", "promise", "boundary")  # promoted on their own, never folded into a topic
EXACT = ("critical", "identity", "boundary")  # never coarsened by compaction
GROUP_CAP = 8  # a topic impression rests on at most this many remarks
PROMOTE_SCORE = 1.0  # a lone remark becomes an impression when kind weight x bias x repeats reaches this
COMMON_SHARE = 0.25  # terms in more than this share of the live set are too common to link a topic


@dataclass
class Plan:
    """What one dream will do, computed under the lock from a snapshot, applied later in one transaction."""

    index: LiveIndex  # the snapshot the plan was made from
    decayed: list[int] = field(default_factory=list)
    crowded: list[int] = field(default_factory=list)
    faded: list[int] = field(default_factory=list)
    attach: dict[int, int] = field(default_factory=dict)
    groups: list[list[Entry]] = field(default_factory=list)
    singles: list[Entry] = field(default_factory=list)
    demote: list[int] = field(default_factory=list)
    seen: list[int] = field(default_factory=list)
    last_dream: float = 0.0  # when the dream before this one ran (0: none): what was said since is new to dreams


def _dated_only(e: Entry) -> bool:
    """A plan tied to its date (a trip, a meeting) lives on its date, not as a judgement."""
    return e.expires_at is not None and not e.lasting and e.kind != "critical"


def _linkers(index: LiveIndex) -> Callable[[Entry], set[str]]:
    limit = max(GROUP_CAP, int(len(index.items) * COMMON_SHARE))

    def topical(entry: Entry) -> set[str]:
        """The entry's terms rare enough to name a topic."""
        return {t for t in entry.terms if len(index.postings.get(t, ())) <= limit}

    return topical


def _group(fresh: list[Entry], pool: dict[int, Entry], index: LiveIndex, topical) -> list[list[Entry]]:
    """Union remarks sharing two or more topic terms, at least one of each pair fresh; each group <= GROUP_CAP.

    Neighbours are found through the index's postings, so a dream costs what is new, not what is alive."""
    parent: dict[int, int] = {}
    size: dict[int, int] = {}

    def root(i: int) -> int:
        parent.setdefault(i, i)
        size.setdefault(i, 1)
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a in fresh:
        counts: dict[int, int] = {}
        for t in topical(a):
            for other in index.postings.get(t, ()):
                if other != a.id and other in pool:
                    counts[other] = counts.get(other, 0) + 1
        for other, n in sorted(counts.items()):
            if n < 2:
                continue
            ra, rb = root(a.id), root(other)
            if ra != rb and size[ra] + size[rb] <= GROUP_CAP:
                parent[rb] = ra
                size[ra] += size[rb]
    groups: dict[int, list[Entry]] = {}
    for i in parent:
        groups.setdefault(root(i), []).append(pool[i])
    out = [sorted(g, key=lambda e: e.id) for g in groups.values()]
    return [g for g in out if len(g) >= 2 and sum(not _dated_only(e) for e in g) >= 2]


def plan(state: "Owner", now: float) -> Plan:
    cfg = state.config
    index = state.live()
    persona = state.persona
    p = Plan(index=index, last_dream=state.store.stat(state.owner, "last_dream", 0.0))
    released = capacity.released(index, now, cfg)
    for e in index.items.values():
        if capacity.held(index, e) and e.id not in released:
            continue  # a remark folded into a living impression lives as long as the impression
        left = live_retention(e, now, cfg.half_lives, cfg.impression_half_life_factor)
        if not e.pinned and left < cfg.eliminate_below:
            (p.faded if e.layer == "impression" else p.decayed).append(e.id)
    # Capacity: every kind has a bound (sleep/capacity.py), the remarks an impression holds included.
    p.crowded = capacity.crowded(index, [e for e in index.events() if e.id not in p.decayed], now, cfg)
    # When an impression fades, the remarks folded into it go with it. One crowded out of a full core did not
    # fade: its remarks stay, and from now on keep or lose themselves by their own decay.
    fading = set(p.faded)
    p.faded += [e.id for e in index.events() if e.merged_into in fading]
    loose = [i for i in index.impressions() if i.id not in fading and not i.pinned]
    p.faded += capacity.weakest(loose, cfg.impression_capacity, now, cfg)
    gone = set(p.decayed) | set(p.crowded) | set(p.faded)
    impressions = [i for i in index.impressions() if i.id not in gone]
    events = [e for e in index.events() if e.id not in gone]
    fresh = [e for e in events if not e.consolidated]
    p.seen = [e.id for e in fresh]
    topical = _linkers(index)
    by_id = {i.id: i for i in impressions}
    ungrouped = []
    for e in fresh:
        if e.merged_into:
            continue
        if e.kind not in HEAVY:  # a dated detail of a known matter joins it too (scenario 10 with nightly dreams)
            near: dict[int, int] = {}
            for t in topical(e):
                for other in index.postings.get(t, ()):
                    if other in by_id and by_id[other].kind not in HEAVY:
                        near[other] = near.get(other, 0) + 1
            home = max(near, key=lambda i: (near[i], overlap(e.terms, by_id[i].terms)), default=None)
            if home is not None and near[home] >= 2:
                p.attach[e.id] = home
                continue
        ungrouped.append(e)
    pool = {e.id: e for e in events if not e.merged_into and e.kind not in HEAVY and e.id not in p.attach}
    p.groups = _group([e for e in ungrouped if e.id in pool], pool, index, topical)
    in_group = {e.id for g in p.groups for e in g}
    for e in ungrouped:
        if e.id in in_group or _dated_only(e):
            continue
        weight = KIND_WEIGHT.get(e.kind, 0.5) * persona.bias(e.kind, e.text) * persona.attention(e.text)
        if (e.lasting and e.expires_at) or weight * (1 + 0.5 * (e.hits - 1)) >= PROMOTE_SCORE:
            p.singles.append(e)
    p.demote = _contradictions(impressions)
    return p


def _contradictions(impressions: list[Entry]) -> list[int]:
    """Of two impressions holding opposite stances on one subject, the older is demoted."""
    stances = []
    for i in impressions:
        stance = None if i.pinned else parse_stance(i.text)
        if stance is not None:
            stances.append((i, stance))
    out = []
    for n, (a, sa) in enumerate(stances):
        for b, sb in stances[n + 1 :]:
            if sa.polarity != sb.polarity and overlap(terms(sa.subject), terms(sb.subject)) >= 0.5:
                out.append(min((a, b), key=lambda i: i.seen).id)
    return sorted(set(out))
