"""Superseding: a newer remark that updates an older one takes it out of what is current.

The old remark is retired as superseded with the id of what replaced it (trace shows both); an impression resting
on it is rewritten from its other live sources, or retired with it when it rests on nothing else. Pinned remarks
and remarks folded into an impression are superseded like any other: what is pinned is what matters, and it must
be current.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from ..judgement.corrections import parse_stance
from ..judgement.gate import Verdict
from ..judgement.updates import claims, supersedes, things
from ..language.clauses import is_question
from ..language.text import digest
from ..language.updates_words import END, SET
from ..state.distiller import Remark
from ..state.index import LiveIndex

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance
    from ..state.owner import Owner


_CLAIMING: WeakKeyDictionary[LiveIndex, dict[int, bool]] = WeakKeyDictionary()


def _claiming(index: LiveIndex) -> set[int]:
    """Ids of live remarks that make a claim or name a class of things (an event's words never change, so each is
    read once per index)."""
    known = _CLAIMING.setdefault(index, {})
    out = set()
    for item_id, e in index.items.items():
        hit = known.get(item_id)
        if hit is None:
            hit = known[item_id] = e.layer == "event" and bool(claims(e.text) or things(e.lowered))
        if hit:
            out.add(item_id)
    return out


def outdated(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks (folded ones included) this utterance updates, oldest first. Only remarks that claim something,
    or share a word with the utterance, can be updated by it: the rest are never compared."""
    if not claims(u.text):
        return []
    pool = _claiming(index) | set(index.candidates(u.terms, "event")) | set(index.candidates(u.terms, "folded"))
    return sorted(
        i
        for i in pool
        if (e := index.items.get(i)) is not None
        and e.layer == "event"
        and e.digest != u.digest
        and supersedes(u.text, e.text, e.terms)
    )


def ends_left_out(index: LiveIndex, u: Utterance, kept: str) -> bool:
    """Whether the clauses the gate left out of an update say what ended: then the update keeps all its words."""
    lost = set(claims(u.text)) - set(claims(kept))
    return any(c.mode == END for c in lost) and bool(outdated(index, u))


def as_update(index: LiveIndex, u: Utterance) -> Verdict | None:
    """A remark the gate would drop that updates a live one ("the cast came off", "昆明那套房子卖掉了") is about the
    user's life after all: kept with the kind of what it updates (a critical one's update is a fact)."""
    old = outdated(index, u)
    if old:
        kind = index.items[old[-1]].kind
        return Verdict(True, "update", "fact" if kind == "critical" else kind, text=u.text)
    if not is_question(u.text) and any(c.mode == SET and c.value and c.slot != "state" for c in claims(u.text)):
        return Verdict(True, "attribute", "identity", text=u.text)  # 我的微信名叫小鱼儿: who the user is
    return None


def retire(state: Owner, index: LiveIndex, old: list[int], by: int) -> list[int]:
    """Retire the outdated remarks and mend the impressions resting on them; returns every id retired."""
    gone = set(old)
    retired = list(old)
    state.store.retire(state.owner, old, "superseded", f"updated: see #{by}")
    for item_id in old:
        index.remove(item_id)
    for imp in index.impressions():
        if not gone.intersection(imp.sources):
            continue
        keep = [i for i in imp.sources if i not in gone and i in index.items]
        if not keep:
            state.store.retire(state.owner, [imp.id], "superseded", f"updated: see #{by}")
            index.remove(imp.id)
            retired.append(imp.id)
            continue
        made = state.rules.distill([Remark(i, index.items[i].text, index.items[i].kind) for i in keep])
        words = made.text if made is not None else index.items[keep[0]].text  # the rules always answer; else a remark
        stance = parse_stance(words)
        state.store.rewrite_impression(
            state.owner,
            imp.id,
            words,
            digest(words),
            keep,
            "events",
            stance.subject if stance else None,
            stance.polarity if stance else None,
        )
        state.refresh(imp.id)
    return retired
