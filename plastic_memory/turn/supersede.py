"""Superseding: a newer remark that updates an older one takes it out of what is current.

The old remark is retired as superseded with the id of what replaced it (trace shows both); an impression resting
on it is rewritten from its other live sources, or retired with it when it rests on nothing else. Pinned remarks
and remarks folded into an impression are superseded like any other: what is pinned is what matters, and it must
be current.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from ..judgement.gate import Verdict
from ..judgement.update_pronouns import bare_name, pronoun_stands_for
from ..judgement.update_names import initials, proper_names, spelt_so, titled_keys
from ..judgement.update_bare import SLOTS as BARE_SLOTS, bare_value
from ..judgement.update_claims import background_ends
from ..judgement.update_habits import ANY_HABIT, moved_to_a_time
from ..judgement.update_found import finds
from ..judgement.update_crush import together_with
from ..judgement.update_friends import fell_out_with
from ..judgement.update_often import often_keys
from ..judgement.update_partner import ACROSS_PEOPLE, role_now
from ..judgement.update_foreign import code as foreign_code, kin_keys
from ..judgement.update_it import IT, held_new_kinds, parted_with_it, replacing_kinds
from ..judgement.update_slots import older_slots
from ..judgement.update_whole import keys_wanted
from ..judgement.updates import (
    SURE,
    claims,
    instead_keys,
    names_of,
    reach,
    resumed,
    subject_of,
    taken_up,
    things,
)
from ..language.clauses import is_question
from ..language.kind_finder import GENERAL, members
from ..language.text import has_cjk, terms
from ..language.updates_words import END, SET
from ..state.index import Entry, LiveIndex
from ..state.superseding import update_keys
from .called_off import called_off
from .finished import finished
from .returned import returned

if TYPE_CHECKING:
    from ..judgement.utterance import Utterance


# Slots that say who the user is: where they live, work or study, whom they are with, which team they are on.
WHO = frozenset(("job", "home", "school", "major", "team", "partner"))
_NOBODY = frozenset(("self", "you", "other"))


def _wanted(text: str) -> set[str]:
    """The keys of the remarks an utterance's claims may reach: their slots, the classes an end names, and the
    Chinese one-character nouns it ends (药可以停了)."""
    out: set[str] = set()
    found = claims(text) + background_ends(text)  # ("since the breakup": the partner said last may be meant)
    if any(c.mode == END or c.change for c in found):
        # An end or a change may name what it ends in another clause than its own (跑步停了，改游泳了; "swapped it
        # for swimming" after a run): the classes of everything it names.
        out |= members(things(text.lower()))
    if parted_with_it(text):
        out.add(IT)
    if any(c.mode == END and c.slot == "state" and not c.value and not c.head and not c.death for c in found):
        out.add("@habit")  # 戒了三个月了: an end that names nothing may be of the habit an older remark holds
    for c in found:
        if c.slot != "state":
            # A claim about one of the user's people (not the user, not someone named or called "she") can only
            # update what was said of that person in its slot (updates.reach compares whom two claims are of): it
            # looks up those remarks alone, not every remark of the slot (a sister's move read against every home
            # the family was said to have).
            of = "@" + next(iter(c.subject)) if _kin_only(c) else ""
            out.add("slot:" + c.slot + of)
            # ("first week at UCLA done": the school an older remark holds; 我毕业了: what one studied; update_slots.py)
            out |= {"slot:" + slot + of for slot in older_slots(c, text)}
            if c.moved or c.mode == END:
                out.add("held:" + c.slot + of)  # ("moved to Leeds": also what only spoke of the home the user had)
        if c.death:
            out |= {"who:" + k for k in c.subject if k not in _NOBODY and not k.startswith("pron:")}
            out |= {key for k in c.subject if k.startswith("name:") for key in titled_keys(k[5:])}  # 张老师 → 张教授
            out |= kin_keys(text)  # ("papy nous a quittés": whom it names, by whom they are to the user; rare)
        for t in c.value | (c.head or frozenset()):
            if t.startswith("@") and not t.endswith(GENERAL):
                out.add(t)
            elif len(t) == 1 and has_cjk(t):
                out.add("end:" + t)
    return out


def _kin_only(c) -> bool:
    """Whether a claim is about exactly one of the user's people, by what they are to the user ("my sister")."""
    if len(c.subject) != 1 or c.slot in ACROSS_PEOPLE:
        return False
    (k,) = c.subject
    return k not in _NOBODY and not k.startswith(("name:", "pron:", "@"))


def in_slots(index: LiveIndex, text: str) -> set[int]:
    """Live remarks claiming a slot these words set (a job, a home, an allergy): what a fix can correct though it
    shares no word with it (我是做运营的 against 我在一家游戏公司做策划)."""
    side = index.side("updates", update_keys)
    out: set[int] = set()
    for c in claims(text):
        if c.slot != "state":
            out |= side.get("slot:" + c.slot, set())
    return out


def outdated(index: LiveIndex, u: Utterance) -> list[int]:
    """Live remarks (folded ones included) this utterance updates, oldest first. Only remarks that claim the same
    slot (of the same person, when a claim is about one of the user's people), name a class its end names, or share
    a word with the utterance can be updated by it: they are looked up through the index's postings, and the rest
    are never compared. An end that names nothing in a slot holding many
    values (不过敏, "tested negative") updates the newest remark it may mean, only."""
    again = resumed(u.text)  # 破戒了: a habit taken up again, said in no claim
    up = taken_up(u.text)  # 开始夜跑了 after 我完全不运动: a habit taken up that was said never had
    instead = instead_keys(u.text)  # "doing laps at the pool instead" after "I run 5k every morning"
    moved = moved_to_a_time(u.text)[0]  # "moved my workouts to 6am" after "I usually hit the gym at lunch"
    often = often_keys(u.text)  # "doing yoga every single day now" after "I do yoga maybe once a month"
    anew = replacing_kinds(u.text)  # 新买的MacBook Air到了 after 我的电脑是ThinkPad X1: a one-at-a-time thing had anew
    anew |= held_new_kinds(u.text)  # "the insurance on my new Corolla" after "I don't own a car": none of its words
    said = bool(
        claims(u.text)
        or again
        or up
        or instead
        or moved
        or often
        or anew
        or role_now(u.text)
        or background_ends(u.text)
        or parted_with_it(u.text)
        or finds(u.text)  # 钱包找到了 after 我钱包丢了: a thing lost found again (update_found.py), said in no claim
        or fell_out_with(u.text)  # 我和小雪闹掰了: a friendship over (update_friends.py), said in no claim
        or together_with(u.text)  # (a crush now a couple: update_crush.py)
    )
    bare = None if said else bare_value(u.text)  # "In Manchester now.", 现在在顺丰。
    text = u.text if said or bare else _names_typed_low(index, u.text)
    if not text:
        return []
    side = index.side("updates", update_keys)
    near = _telling(index, u, text)
    pool = set(index.candidates(near, "event")) | set(index.candidates(near, "folded"))
    for kind in again:
        pool |= side.get("@habit" if again == ANY_HABIT else kind, set())  # 复吸了: any habit given up
    for kind in up:
        pool |= side.get("never:" + kind, set())
    for kind in instead | moved | often | anew:
        pool |= side.get(kind, set())
    for key in keys_wanted(u.text):
        pool |= side.get(key, set())  # 回国了 after 在新加坡这边租房; a friend, a crush (update_whole.KEYED)
    for key in _wanted(text) | ({"slot:" + slot for slot in BARE_SLOTS} if bare else set()):
        pool |= side.get(key, set())
    pool |= _spelt_out(index, u) | _by_initials(index, u)
    meant = _meant(index, u, side)
    if meant is not None:
        pool.add(meant)
    sure: list[int] = []
    newest: dict[str, tuple[float, int]] = {}
    for i in pool:
        e = index.items.get(i)
        if e is None or e.layer != "event" or e.digest == u.digest:
            continue
        found = reach(u.text, e.text, resolve=i == meant)
        if found == SURE:
            sure.append(i)
        elif found is not None and (e.created, i) > newest.get(found, (float("-inf"), -1)):
            newest[found] = (e.created, i)
    for slot, (at, _) in list(newest.items()):
        # the newest in a slot is one the words replace anyway (我没养宠物，狗毛过敏 … 领养了一只猫，居然不过敏): the older
        # remarks of the slot stay
        if any(index.items[j].created >= at and any(c.slot == slot for c in claims(index.items[j].text)) for j in sure):
            del newest[slot]
    return sorted(set(sure) | {i for _, i in newest.values()} | _named(index, u, side, pool, set(sure), meant))


def _telling(index: LiveIndex, u: Utterance, text: str) -> frozenset[str]:
    """The utterance's words that may tell which older remark it updates, besides the slots and kinds it is looked up
    by: what its claims name (a value, the head of an end, a person by name), a name the memory's remarks spell with
    a capital ("spike didn't make it"), and any rare word. A word many remarks hold (work, today) cannot tell which
    one changed: comparing every remark that holds one was most of a storing turn's comparisons, and none of them
    found an update (bench/opcodes.py --fresh). A remark in another language keeps all its words: its record reads
    it whole (updates.reach)."""
    if foreign_code(u.text) is not None:
        return u.terms
    named = index.side("names", _proper_keys)
    told = set(names_of(text)) | terms(" ".join(finds(text)))  # (钱包找到了: the thing found, in no claim)
    for c in claims(text) + background_ends(text):
        told |= {t for t in c.value | (c.head or frozenset()) if not t.startswith("@")}
        told |= {k[5:] for k in c.subject if k.startswith("name:")}
    limit = index.rare_limit()
    events, folded = index.layer_postings["event"], index.layer_postings["folded"]
    return frozenset(
        t for t in u.terms if t in told or t in named or len(events.get(t, ())) + len(folded.get(t, ())) <= limit
    )


def _names_typed_low(index: LiveIndex, text: str) -> str:
    """The words with the names the memory's remarks spell with a capital spelt so ("we lost tía rosa" after "tía
    Rosa lives with us"), when that makes them claim something; else ''."""
    table = index.side("names", _proper_keys)
    heard = {w for w in re.findall(r"[a-zà-ÿ]+", text) if w in table}
    if not heard:
        return ""
    # as the remarks spell them (read only here, when a name was heard: most turns stop above)
    spelt = {n for w in heard for i in table[w] for n in proper_names(index.items[i].text) if n.lower() == w}
    text = spelt_so(text, spelt)
    return text if claims(text) else ""


def _proper_keys(entry: Entry) -> frozenset[str]:
    return frozenset(n.lower() for n in proper_names(entry.text)) if entry.layer == "event" else frozenset()


def _meant(index: LiveIndex, u: Utterance, side: dict[str, set[int]]) -> int | None:
    """The remark a "she" or "he" the utterance leaves unresolved stands for: the newest live remark about one
    person the pronoun may mean ("She moved here last month" after "My girlfriend lives in Seoul"), or None."""
    pronouns = {k for c in claims(u.text) for k in c.subject if k.startswith("pron:")}
    if not pronouns:
        return None
    about = set().union(*(ids for key, ids in side.items() if key.startswith("who:")))
    for i in sorted(about, reverse=True)[:_LOOK_BACK]:  # ids grow with time: the newest first
        e = index.items.get(i)
        if e is None or e.layer != "event" or e.digest == u.digest:
            continue
        if any(pronoun_stands_for(frozenset((p,)), subject_of(e.text), e.text) for p in pronouns):
            return i
        if subject_of(e.text) - {"self", "you", "other"}:
            return None  # the newest person named is of the other gender, or several people: the pronoun is theirs
    return None


_LOOK_BACK = 50


def _heard(index: LiveIndex, side: dict[str, set[int]], name: str) -> bool:
    """Whether a live remark names someone so (as whom it is about, or anywhere in its words: 我跟同事小张合租)."""
    return "who:" + name in side or all(t in index.postings for t in terms(name[5:]))


def _named(
    index: LiveIndex, u: Utterance, side: dict[str, set[int]], pool: set[int], sure: set[int], meant: int | None
) -> set[int]:
    """The remarks an update made of a name the memory has not heard before updates ("Sarah's been made deputy
    principal" after "My wife teaches year 4"): the newest about the one person of the user's it may stand for. When
    it may stand for two people ("Sam got a new job" with a brother's job and a wife's job remembered), none."""
    unheard = {n for c in claims(u.text) if (n := bare_name(c.subject)) and not _heard(index, side, n)}
    if not unheard:
        return set()
    about = set().union(
        *(ids for key, ids in side.items() if key.startswith("who:") and not key.startswith("who:name:"))
    )
    found: dict[frozenset[str], set[int]] = {}
    for i in sorted(about & pool, reverse=True)[:_LOOK_BACK]:
        e = index.items.get(i)
        if e is None or e.layer != "event" or e.digest == u.digest:
            continue
        # only what the name alone reaches: outdated() read every remark but `meant` without the name already
        by_words = i in sure if i != meant else reach(u.text, e.text, resolve=False) == SURE
        if not by_words and reach(u.text, e.text, resolve=False, by_name=True) == SURE:
            found.setdefault(subject_of(e.text) - _NOBODY, set()).add(i)
    return {max(found.popitem()[1])} if len(found) == 1 else set()  # the newest said of them


def _spelt_out(index: LiveIndex, u: Utterance) -> set[int]:
    """Remarks spelling out a name an end gives short ("the Strat" for "a Stratocaster"): they share no term with
    the utterance, so only the index's words that start with the name find them (looked up only for such an end)."""
    short = {t for c in claims(u.text) if c.mode == END for t in c.value if len(t) >= 4} & names_of(u.text)
    short = {n for n in short if n not in index.postings}  # a name the index holds is found by its own term
    out: set[int] = set()
    for table in (index.layer_postings["event"], index.layer_postings["folded"]) if short else ():
        for term, ids in table.items():
            if any(term != n and term.startswith(n) for n in short):
                out |= ids
    return out


def _by_initials(index: LiveIndex, u: Utterance) -> set[int]:
    """Remarks naming by its initials what an end spells out ("Uninstalled Mobile Legends" after "I play ML every
    night"), or spelling out what it names by them ("uninstalled ML"): they share no term with the utterance."""
    ends = [c for c in claims(u.text) if c.mode == END]
    if not ends:
        return set()
    out: set[int] = set()
    short = {t for c in ends for t in c.value if 2 <= len(t) <= 4}
    table = index.side("initials", _initial_keys) if short else {}
    for t in short:
        out |= table.get(t, set())
    for t in initials(u.text):
        out |= index.layer_postings["event"].get(t, set()) | index.layer_postings["folded"].get(t, set())
    return out


def _initial_keys(entry: Entry) -> frozenset[str]:
    return frozenset(initials(entry.text)) if entry.layer == "event" else frozenset()


# the index's side tables this module reads (turn/ready.py makes them ahead)
SIDES = {"updates": update_keys, "names": _proper_keys, "initials": _initial_keys}


def ends_left_out(index: LiveIndex, u: Utterance, kept: str) -> bool:
    """Whether the clauses the gate left out of an update say what ended or what it is now ("Got bumped up, I'm the
    team captain now"): then the update keeps all its words."""
    lost = {c for c in claims(u.text) if not c.held} - set(claims(kept))  # (a job only spoken of says no change)
    return bool(lost) and bool(outdated(index, u))


def who_they_are(index: LiveIndex, u: Utterance, old: list[int]) -> bool:
    """Whether an update is itself who the user is: it replaces an identity remark, or it says where the user lives
    or works, whom they are with, where they study or which team they are on."""
    if any(index.items[i].kind == "identity" for i in old):
        return True
    return bool(old) and any(c.slot in WHO and "self" in c.subject and not c.hedged for c in claims(u.text))


def as_update(index: LiveIndex, u: Utterance, updates_only: bool = False) -> Verdict | None:
    """A remark the gate would drop that updates a live one ("the cast came off", "昆明那套房子卖掉了") is about the
    user's life after all: kept with the kind of what it updates (a critical one's update is a fact). Unless
    `updates_only`, one that holds a state of the user's a later remark may change is kept too."""
    # ("the conference is off, they moved everything online", "kitchen reno is DONE, finally cooking again")
    old = outdated(index, u) or called_off(index, u) or finished(index, u) or returned(index, u)
    if old:
        kind = index.items[old[-1]].kind
        return Verdict(True, "update", "fact" if kind == "critical" else kind, text=u.text)
    if updates_only or is_question(u.text):
        return None
    said = claims(u.text)
    held = [c for c in said if c.mode == SET and c.value and not c.hedged and not c.loose]
    if any(c.slot in WHO or c.slot.startswith(("id:", "name:")) for c in held):
        return Verdict(True, "attribute", "identity", text=u.text)  # 我的微信名叫小鱼儿: who the user is
    if any(c.slot != "state" and _ours(c.subject) for c in held):
        # 我跟室友合租, "I wear contacts", 脚崴了: a state of the user's or their people's life a later remark may
        # change; kept so that it can be
        return Verdict(True, "attribute", "life", text=u.text)
    if _HELD.search(u.lowered) and members(things(u.lowered)):
        return Verdict(True, "habit", "life", text=u.text)  # "I drink a lot of soda": a habit or a thing had
    if any(c.mode == END and c.slot != "state" and not c.hedged and _ours(c.subject) for c in said):
        # "handed in my apron last week", 我们分开住了: a job, a home, a partnership of theirs ended, though nothing
        # kept says what it was: the news itself is theirs to keep
        return Verdict(True, "change", "life", text=u.text)
    return None


def _ours(subject: frozenset[str]) -> bool:
    """Whether a claim is of the user or one of their people (kin, a name), not of a stranger or the listener."""
    return any(k not in ("other", "you") and not k.startswith("pron:") for k in subject)


# A standing habit or possession of the user's, said in the present: "I drink", "I wear", 我每天, 我有.
_HELD = later(
    r"^(?:i|we) (?:still |usually |always |mostly |often |really )?(?:drink|eat|smoke|vape|wear|use|own|have|play|take|ride|drive|"
    r"go to|do)\b|^我(?:每天|平时|一直|经常|也|还)?(?:喝|吃|抽|戴|用|有|养|开|骑|玩|打|练)"
)
