"""Whether a newer remark replaces an older one as what is current, read from their claims (update_claims.py).

A newer remark supersedes an older one about the same subject when

- both set a one-value slot to values neither of which holds the other (住在杭州 -> 搬到苏州), or the newer says the
  slot changed without naming the new value (搬家了, "found a flat of our own"), or a relationship moved on a stage
  (girlfriend -> engaged -> married), or a pet got a new name;
- one ends what the other sets in that slot (住院 -> 出院, single -> dating, a job -> retired, a diagnosis ruled
  out);
- it ends a state the older remark holds as standing (`standing`: a habit, a possession, something going on, a
  membership, a present attribute; not one outing or a plan), tied to it by what the end acts on: its head noun, a
  class, a carrier's modifier, a short form of a name, a Chinese noun of one character ending one of its words (戒咖啡
  against 两杯美式; "let the bike go" against "a Vespa"; "the Strat" against "a Stratocaster"; 药能停了 against
  降糖的药), or, for a replacement ("switched to a Pixel"), another thing of its kind; and the older does not already
  say it stopped;
- it says the subject died, or a name the older remark gave is gone (团子没了, "RIP Noodle").
- it says the user now does, "instead", a habit of the older one's kind or of a kind that replaces it ("laps at the
  pool instead" against "I run 5k every morning"; `update_whole.py`), or takes up again what the older said was given up.

An end that names nothing in a slot that holds many values (不过敏, "tested negative", 误诊了) may only mean the
newest remark in that slot: `reach` names the slot, and turn/supersede.py picks that remark. A hedged claim
("可能", "might") updates nothing, and neither does a remark that says what holds now holds a while yet ("still got
three weeks left at Target"). Identity frames ("我的工号是…", "my badge number is …") are one-value slots keyed
by their own frame (revise.frame_of), so any attribute the identity words name is covered, not only those here.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from ..language.lazy_re import later
from ..language import change_words as cw
from ..language import updates_words as w
from ..language.hant import simplified
from ..language.text import has_cjk
from .update_claims import Claim, background_ends, claims
from .update_foreign import code as foreign_code, reach as foreign_reach
from .update_clauses import subject_of
from .update_subject import person_en
from .update_ends import ALL_GONE
from .update_it import IT, bought_a_thing, calls_theirs, owns_a_thing, parted_with_it
from .update_partner import _DIVORCED, _a_couple_s, _only_dating, _their_partner_s
from .update_pronouns import NOBODY as _NOBODY, SELF, name_stands_for, pronoun_stands_for
from .update_names import (
    NAMED_ENDS,
    by_initials,
    named_in,
    opened_by_their_name,
    ended_by_name,
    proper_names,
    rite_of,
    short_for,
    spelt_as_before,
    titled_alike,
)
from .update_bare import BARE, bare_value, replaces_bare
from .update_topic_zh import IT_PET, death_topic
from .update_habits import instead_keys, never_had, quit_left_out, resumed, standing, taken_up
from .update_whole import replaced_whole
from .update_household import family_pet, household_s, owned_anew
from .update_slots import in_the_older_slot
from .update_link import SURE, link, value_words
from .update_values import called, carrier, kinds_named_after, names, things, value_terms
from .update_shared import (
    MEASURES,
    kind_after,
    meet,
    named_beside,
    not_things,
    taken_instead,
    the_new_one,
    told_names,
    tie,
)

__all__ = [
    "SURE",
    "Claim",
    "claims",
    "names_of",
    "reach",
    "subject_of",
    "supersedes",
    "things",
    "value_terms",
    "proper_names",
    "resumed",
    "never_had",
    "taken_up",
    "instead_keys",
    "spelt_as_before",
    "value_words",
]

_PAST = later(
    r"\b(?:was|were|had|did|used to|would|loved|liked|believed|always said|taught|told|retired|former)\b|以前|当年|小时候|过去|曾经|生前"
)
_RETIRED = later(r"\b(?:is|'s) (?:a |an )?(?:retired|former)\b")  # ("my dad is a retired mechanic": his life story)
_PRESENT = later(r"\b(?:is|are|am|has|have|lives|works|goes|'s|'re|'m)\b|现在|还在|正在|在")


def names_of(text: str) -> frozenset[str]:
    """The names a remark holds, lower-cased ("the Strat" -> strat)."""
    return names(text)


def _theirs_named(c: Claim, old_subject: frozenset[str], old_values: frozenset[str]) -> bool:
    """Whether the one the end is about is named in the older remark as the user's own ("Max is fully healed" after
    "My dog Max is recovering from surgery": the older is the user's, about their dog Max)."""
    return "self" in old_subject and any(k[5:] in old_values for k in c.subject if k.startswith("name:"))


# Remembered by the two remarks' words (it depends on nothing else): a storing turn asks it of every remark its words
# may reach, again for what it names by name and for an end left out, and a correction of the same pairs.
@lru_cache(maxsize=16384)
def reach(new: str, old: str, resolve: bool = True, by_name: bool = False) -> str | None:
    """SURE when the newer remark replaces the older as what is current; a slot's name when it replaces it only if
    the older is the newest remark in that slot; None otherwise. A "she"/"he" the newer remark leaves unresolved
    stands for the older remark's one person when `resolve` (turn/supersede.py asks it only of the newest remark
    naming someone the pronoun may mean). A name the memory has not heard before stands for the older remark's one
    person `by_name` (asked only when one person of the user's could be meant)."""
    lang = foreign_code(new)
    if lang is not None:  # "me mudé a Sevilla" after "vivo en Valencia": its language's record reads it
        return foreign_reach(new, old, lang, resolve)
    new, old = simplified(new), simplified(old)  # a remark in traditional characters as the readers know it
    new = spelt_as_before(new, old)
    if replaced_whole(new, old):
        return SURE
    mine = claims(new)
    if not mine:
        bare = bare_value(new)  # "In Manchester now.", 现在在顺丰。
        if bare is not None and replaces_bare(bare, old):
            return BARE
    found = _reached(new, old, mine, resolve, by_name) if mine else None
    if found is None and parted_with_it(new) and owns_a_thing(old) and not any(_others(c) for c in mine):
        # "CEX gave me £280 for it", 地铁上被偷了: parted with a thing called only "it" or left out, by no one else
        return IT
    told = background_ends(new) if found is None else ()
    if told and _reached(new, old, told, resolve, by_name) == SURE:
        # "Since the breakup I've been cooking for one", 自从不喝奶茶以后: an end told as the time of something else
        # ended what the older remark says only if nothing was said in its slot since (a remark about another partner
        # is about whom one is with now); a habit or a thing named is that one
        # (of the slots it may end, one the older remark holds: "since I moved out" ends a partner's home or one's own)
        slots = [c.slot for c in told if c.slot != "state"]
        held = [c.slot for c in told if c.slot != "state" and _reached(new, old, (c,), resolve, by_name) == SURE]
        return next(iter(held or slots), SURE)
    return found


_KIN_NAMED = later(r"\b([A-Za-z]+)(?= [A-Z][a-z]+\b)")


def _kin_named(text: str) -> frozenset[str]:
    """The user's people a remark names by kin word and name anywhere in it ("Grandad Ted", "Auntie Grace"): it
    tells of them, whoever its subject is."""
    out: set[str] = set()
    for m in _KIN_NAMED.finditer(text):
        out |= person_en(m.group(1).lower()) or set()
    return frozenset(out)


def _others(c: Claim) -> bool:
    """Whether a claim is about one of the user's people ("my brother sold it"), not the user or someone named only."""
    return any(not k.startswith(("name:", "pron:")) for k in c.subject - _NOBODY)


def _reached(new: str, old: str, mine: tuple[Claim, ...], resolve: bool, by_name: bool) -> str | None:
    """How the newer remark's claims reach the older remark (see reach)."""
    said_old = claims(old)
    cjk = has_cjk(old)
    theirs = tuple(o for o in said_old if not o.held)
    # a home or a job the older remark only speaks of as it is: what a change the newer one's words say replaces; not
    # one time told of it (上个月我和同事去开了个会; an English one is held only as the subject of a present verb, "my boss
    # keeps…", in the frames themselves)
    held = () if cjk and _ONCE_ZH.search(old) else tuple(o for o in said_old if o.held)
    old_values = value_terms(old, cjk) | names(old)
    old_subject = subject_of(old)
    new_names = names_of(new)
    latest = None
    for c in mine:
        if c.value and not cjk and (short := by_initials(c.value, new, old)):
            # "uninstalled ML" after "I play Mobile Legends every night": the name, in the value and in what it acts on
            c = replace(c, value=c.value | short, head=c.head and c.head | by_initials(c.head, new, old))
        stands_for = pronoun_stands_for(c.subject, old_subject, old) if resolve else None
        if stands_for is None and by_name and not c.death:  # a death is never read of a guessed person
            stands_for = name_stands_for(c.subject, old_subject, old, new, c.slot, c.change or c.mode == w.END)
        if stands_for is None and cjk and c.subject == SELF and not c.death and c.slot != "partner":
            # (小雨跟我提了分手: the user's breakup, with the one the name opening it is)
            stands_for = opened_by_their_name(new, old_subject)
        if stands_for is None and cjk and c.death and c.mode == w.END and c.subject == SELF:
            stands_for = death_topic(new, old, old_subject)  # 舅舅出事了，…，人没抢救过来
        if stands_for is not None:
            c = replace(c, subject=stands_for)  # "She moved here" after "My girlfriend lives in Seoul"
        if c.hedged or c.subject <= _NOBODY - {"self"}:
            continue  # tentative, or about someone not among the user's people
        if c.death and c.mode == w.END:
            people = c.subject - _NOBODY
            if people and people & old_subject and not _past(old):
                return SURE  # the person died: what was said of them as current is no longer current
            if people and people & _kin_named(old) and not _past(old):
                return SURE  # "We buried Grandad" after "…the kids and Grandad Ted, who can't do anything too chewy"
            if c.head and c.head & called(old):
                return SURE  # 团子没了 after 我养了一只叫团子的仓鼠: the one the user called so died
            if c.subject == IT_PET and any(k.startswith("@pet:") for k in things(old.lower())) and not _past(old):
                return SURE  # 它走了快一个月 after 我家橘猫大黄十四岁了
            named_so = {k[5:] for k in people if k.startswith("name:")}
            if any(o.slot == "partner" and o.mode == w.SET and named_so & o.value for o in theirs):
                return SURE  # "since Joy passed" after "My wife Joy and I just had our anniversary": widowed
            if named_so & (called(old) | {n.lower() for n in proper_names(old)}) and not _past(old):
                return SURE  # "Mochi had to be put to sleep" after "My cat Mochi loves the window"
            if not cjk and named_so and short_for(named_so, new, old) and not _past(old):
                return SURE  # "Uncle Emeka's burial" after "My uncle Chukwuemeka paid my school fees"
            if cjk and any(titled_alike(n, old) for n in named_so) and not _past(old):
                return SURE  # 张老师上周去世了 after 我的博士导师张教授快七十了: one person, called by another title
            if cjk and any(n in old and (n + "的" not in new or rite_of(n, new)) for n in named_so) and not _past(old):
                # 豆豆今早走了 after 我家那只老金毛豆豆十四岁了, 张阿姨去世了 after 我邻居张阿姨每天帮我遛狗: the one the
                # older remark names died
                return SURE
            named = {t for t in c.value if not t.startswith("@")} & old_values
            kinds = {t for t in tie(c.value, old_values) if t.startswith("@pet:")}
            if named or (kinds and c.subject & old_subject):
                return SURE  # a pet or someone named died
            if not _a_thing(c, new):
                continue
            # a thing that died ("my laptop finally died"): an end of it, read as any other
        if c.slot == "state" and c.mode == w.END and not c.death and c.subject == SELF and parted_with_it(new):
            if owns_a_thing(old):
                latest = latest or IT  # "sold it to my cousin": the thing the user last said they have
        if (
            c.slot == "state"
            and c.mode == w.END
            and "@aid" in c.value
            and "@aid" in old_values
            and c.subject & old_subject
        ):
            return SURE  # "Crutches went back to the loan closet" after "I'm on crutches since I broke my ankle"
        if c.slot == "state" and c.mode == w.END:
            if c.head == ALL_GONE:
                # 全军覆没，一条都没剩 after 我养了一缸孔雀鱼: all of them, the older remark says which
                whose = c.subject & old_subject or not c.subject - {"self", "other"}
                if whose and any(t.startswith("@pet:") for t in old_values):
                    return SURE
                continue
            acted = c.value if c.head is None else c.head
            if not acted and cjk:
                # 豆豆送人了 after 我养了条柯基叫豆豆: a pet known by its name alone (read as someone's nickname, so no
                # head) is the one the older remark called so
                acted = c.value & called(old)
            if cjk and acted and acted <= _ZH_CARRIERS:
                acted = acted | c.value  # (羽毛球社的群我已经退了: the group is also the badminton club's)
            if c.change:  # ("switched to the university choir": a choir, whichever; the modifier names the new one)
                acted = acted | {t for t in c.value if carrier(t)}
            if acted and acted <= _KEYS:
                # "handed the truck keys to the new owners": the keys are the truck's; "handed over the keys to the
                # bakery's new owners": the bakery's
                acted = c.value - _KEYS or owned_anew(new)
            elif acted and acted <= _PLACE:
                acted = c.value  # "the sale of the florida place": a place is the one its words name
            if not cjk and acted and not any(t.startswith("@") for t in acted):
                # "car-free now": the kind of what it names ("car"); a word read as a kind only in its phrase ("had a
                # drink": @drinking) the kind its clause gave the claim that is named after it
                acted = acted | (things(" ".join(acted)) or kinds_named_after(c.value, acted))
            elif cjk and acted and not any(t.startswith("@") for t in acted):
                # (那匹马: the thing after its measure word, which the older remark may call longer, 枣红马)
                acted = acted | kind_after(acted, new) | {t[1] for t in acted if len(t) == 2 and t[0] in MEASURES}
            shared = meet(acted, old_values, new_names, old, c.change)
            if not acted and c.subject & old_subject and quit_left_out(new) and _A_HABIT in things(old.lower()):
                return SURE  # 他戒了 after 我老公烟瘾特别大: what was quit is left out, and the older remark says it
            if not shared and c.change and all(m.slot == "state" for m in mine):
                # (a replacement of a slot, "switched to the night shift, coffee is my best friend", names beside it
                # what it goes with, not what it replaced)
                shared = named_beside(c, new, old_values)
            if not shared or not (
                c.subject & old_subject
                or _theirs_named(c, old_subject, old_values)
                or household_s(c, shared, old)
                or family_pet(c, shared, old, old_values)
            ):
                continue
            if c.change and (shared & new_names or the_new_one(new, old_values, cjk)):
                continue  # "switched to the Pixel" after "I love my Pixel": it names what the older holds
            # (a name the claim is about is whose the thing is, not which: "Nora quit soda" after "my wife Nora
            # drinks 4 diet cokes a day")
            things_named = told_names(new) - {k[5:] for k in c.subject if k.startswith("name:")} - not_things(new)
            if (
                all(t.startswith("@") for t in shared)
                and things_named
                and not c.change
                and not taken_instead(new, things_named)
            ):
                continue  # only the class is shared ("sold the Miami condo", "my apartment in Brooklyn")
            if any(o.mode == w.END and o.slot == "state" and o.value & shared for o in theirs):
                continue  # the older remark already says it stopped
            if (
                not standing(old)
                and not bought_a_thing(old)
                and not calls_theirs(old)
                and (not theirs or (not cjk and not any(o.value & shared for o in theirs)))
            ):
                # a remark about one outing or a plan holds no state an end could stop, whatever else an English one
                # claims ("the gf and I are hitting the beach next month": a partner, and a plan)
                continue
            if _OLD_ONE.search(new.lower()) and _NEW_ONE.search(old.lower()):
                continue  # "my old Prius broke down" is not the new Prius the older remark drives
            return SURE
        if ended_by_name(c, theirs, old_values):  # "I left Static" after "a band called Static"
            return SURE
        if c.mode == w.END and c.slot in NAMED_ENDS and not theirs and c.subject & old_subject and standing(old):
            if any(not t.startswith("@") and t in old_values for t in c.value):  # 从跑团退了 after 我们小区跑团每周日…
                return SURE
        said = c
        for o in theirs + held:
            # (read afresh for each older claim: "first week at UCLA done" is at school after "I'm at Santa Monica
            # College", and still at work beside a job the same remark holds)
            c = in_the_older_slot(said, o, theirs, new)
            if (
                o.slot != c.slot
                or c.slot == "state"
                or o.loose
                or not (c.subject & o.subject or _a_couple_s(c, o, old) or _their_partner_s(c, o, old, new))
            ):
                continue
            if c.slot == "partner" and c.mode == w.END and _only_dating(o, old) and _DIVORCED.search(new.lower()):
                continue  # "we're officially divorced 😤" of a boyfriend who ate the cake: a divorce ends a marriage
            if c.slot == "partner" and c.mode == w.END and o.mode == w.SET:
                # "Jake and I called it quits" after "My boyfriend is Jake": the name the breakup gives is the one
                # the older remark gave the partner
                theirs_named = {x.lower() for x in called(old)}
                if c.value & theirs_named:
                    return SURE
            if c.mode == w.END and o.mode == w.SET and c.slot in NAMED_ENDS and named_in(c.value, old_values):
                # "left Deloitte" after "a project manager at Deloitte", 从晚点到退出来了 after 乐队叫"晚点到"
                return SURE
            if c.slot == "health" and c.mode == w.END and o.mode == w.SET and _said_in(c.value, old, old_values):
                return SURE  # 他现在腿好利索了 after 老公把腿摔骨折了: the part of the body is the one the older names
            found = link(c, o)
            if found == SURE:
                return SURE
            latest = latest or found
    return latest


_FOR_NOW = later(w.FOR_NOW)


def _a_thing(c: Claim, new: str) -> bool:
    """Whether a death is of a thing one owns ("my laptop finally died", 手机报废了): its head names a kind that is no
    pet, and nothing says it is for now ("my phone died on the train", 手机没电了)."""
    kinds = {t for t in c.head or () if t.startswith("@") and not t.startswith("@pet:")}
    return bool(kinds) and _FOR_NOW.search(new.lower()) is None


_OLD_ONE = later(r"\b(?:my|our|the) (?:old|previous|former)\b|以前的|之前的|旧的|原来的")
_NEW_ONE = later(r"\b(?:my|our|the|a) (?:brand )?new\b|新买的|新的")


_KEYS = frozenset(("key", "keys", "钥匙"))
_ZH_CARRIERS = frozenset(cw.CARRIERS_ZH)
_PLACE = frozenset(("plac", "place", "one", "spot"))
_A_HABIT = "@habit"


def _said_in(value: frozenset[str], old: str, old_values: frozenset[str]) -> bool:
    """Whether a value is said in the older remark: one of its words, or a Chinese character of one (腿 in 把腿摔骨折了)."""
    return any(t in old_values or (len(t) == 1 and has_cjk(t) and t in old) for t in value if not t.startswith("@"))


# a Chinese remark told as one time past (上个月我和同事去开了个会): an outing, not the home or the job as it is
_ONCE_ZH = later(r"上个?月|上周|上礼拜|上星期|昨天|前天|去年|那天|上次|当时")


def _past(old: str) -> bool:
    """Whether a remark only remembers a person (loved, was, 以前): a death leaves memories as they were."""
    return _PAST.search(old.lower()) is not None and _PRESENT.search(_RETIRED.sub(" ", old.lower())) is None


def supersedes(new: str, old: str, old_terms: frozenset[str] | None = None) -> bool:
    """Whether the newer remark surely replaces the older one as what is current."""
    return reach(new, old) == SURE
