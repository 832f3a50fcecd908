"""Superseded remarks, as the live index and the store keep them: the keys a live remark is reached by when a newer
remark may update it, and retiring what a newer remark updates (with the impressions resting on it mended).

Both the turn (turn/supersede.py, reading an update in the user's words) and the dream (sleep/changes.py, the
model reading one by meaning) retire through here, so a remark replaced either way is traced the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..judgement.stances import parse_stance
from ..judgement.update_claims import claims
from ..judgement.update_clauses import subject_of
from ..judgement.update_foreign import kin_keys
from ..judgement.update_habits import never_had
from ..judgement.update_it import IT, owns_a_thing
from ..judgement.update_names import titled_keys
from ..judgement.update_slots import UNNAMED_DOSE
from ..judgement.update_values import things
from ..judgement.update_whole import keys_held
from ..language.dates import recurrence
from ..language.hant import simplified
from ..language.kind_finder import members
from ..language.lexicon import STOP_ZH_CHARS
from ..language.memo import sets
from ..language.text import digest, has_cjk, terms
from .distiller import Remark
from .index import Entry, LiveIndex

if TYPE_CHECKING:
    from .owner import Owner

_NOBODY = frozenset(("self", "you", "other"))


def update_keys(entry: Entry) -> frozenset[str]:
    """What a live remark can be reached by besides its terms: the slots it claims, the classes of things it names,
    and the last character of each Chinese word pair (so 药 finds 降压药)."""
    if entry.layer != "event":
        return frozenset()
    return _text_keys(entry.text)


@sets(16384)
def _text_keys(text: str) -> frozenset[str]:
    text = simplified(text)
    # (a home or a job only spoken of, held, is found by a change in its slot, not asked after as what it holds)
    said = [c for c in claims(text) if c.slot != "state"]
    out = {("held:" if c.held else "slot:") + c.slot for c in said}
    # and by whom each slot is of: a change of one of the user's people is looked up among what was said of them
    out |= {("held:" if c.held else "slot:") + c.slot + "@" + k for c in said for k in c.subject}
    # a dose of a medicine by its name is reached by a dose said without one ("doc bumped me up to 100mg" after "I take
    # 50mg of sertraline"): update_slots.py reads it in this slot when the remark doses one medicine only
    out |= {"slot:" + UNNAMED_DOSE for c in said if c.slot.startswith(UNNAMED_DOSE) and c.slot != UNNAMED_DOSE}
    out |= members(things(text.lower()))
    # 外婆走了 reaches 我姥姥住在苏州 (a "she" the remark leaves unresolved is no one's key)
    out |= {"who:" + k for k in subject_of(text) if k not in _NOBODY and not k.startswith("pron:")}
    out |= {"end:" + t[1] for t in terms(text) if len(t) == 2 and has_cjk(t) and t[1] not in STOP_ZH_CHARS}
    out |= {"never:" + k for k in never_had(text)}  # 我完全不运动, reached by 开始夜跑了
    out |= kin_keys(text)  # "mon grand-père a 92 ans", reached by "papy nous a quittés"
    out |= titled_keys(text)  # 我的博士导师张教授, reached by 张老师上周去世了 (update_names.titled_alike)
    out |= keys_held(text)  # 在新加坡这边租房, reached by 回国了; a friend, a crush (update_whole.KEYED)
    if owns_a_thing(text):
        out.add(IT)  # "I've got a PS5", reached by "sold it to my cousin"
    if recurrence(text.lower()) is not None:
        out.add("slot:routine")  # "I go to the gym every weekday at 7am", called up by "plan my Thursday morning"
    return frozenset(out)


# Said after "updated: see #N" when the dream's model, not the rule tier, read the update (sleep/changes.py).
BY_MODEL = " (the dream's model read it)"


def retire(state: Owner, index: LiveIndex, old: list[int], by: int, by_model: bool = False) -> list[int]:
    """Retire the outdated remarks and mend the impressions resting on them; returns every id retired."""
    gone = set(old)
    retired = list(old)
    why = f"updated: see #{by}" + (BY_MODEL if by_model else "")
    state.store.retire(state.owner, old, "superseded", why, state.clock())
    for item_id in old:
        index.give_way(item_id, by)
    for imp in index.impressions():
        if not gone.intersection(imp.sources):
            continue
        keep = [i for i in imp.sources if i not in gone and i in index.items]
        if not keep:
            state.store.retire(state.owner, [imp.id], "superseded", why, state.clock())
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
