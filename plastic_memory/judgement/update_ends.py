"""A state that stops, read from a clause: a habit given up, a thing sold or passed on, a pet or person who died,
and what the end word acts on. update_claims.py makes these claims with the rest of a remark's."""

from __future__ import annotations

import re
from dataclasses import replace

from ..language.lazy_re import later
from ..language import update_classes as k
from ..language import updates_words as w
from ..language.kind_finder import members
from ..language.prefilter import Alternatives, Gated
from ..language.text import has_cjk
from .update_clauses import Claim
from .update_guards import background, denied, ends_a_pet, ends_here, ends_its_kind
from .update_pronouns import A_STRANGER, OTHER, SELF, bare_name
from .update_subject import friend_word_named, names_in, person_en
from .update_subject import names as _subject_names
from .update_values import (
    VALUE_STOP_EN,
    WORD_EN,
    ZH_TIME,
    en_head,
    end_phrase,
    names as value_names,
    things,
    value_terms,
    without_people,
    zh_head,
)

_ZH_END = Alternatives(w.ZH_ENDS)
_EN_END = Alternatives(w.EN_ENDS)
_DEATH = later(w.DEATH)
_WHOSE_THING = later(r"\s+(?:my|our) ([a-z]+)'s\b")
_ONE_THING = later(
    r"(?:我的|我家的?|我们家的?)?(?:那|这)?(?:[一两]?[个只匹台辆部块件张头条把架双套])?((?![它他她我你您])[\u4e00-\u9fff])"
)
_BOUGHT_ZH = later(r"买的|买下的|新房|过户给我|给我过户")
_WHOSE_RITE = later(r"s (?:funeral|burial|wake|memorial|cremation|ashes)\b")
_AFTERMATH = later(r"(?:after|since|first|scattered)\b")  # a death told by what followed it (updates_words)
_ZH_GONE = Gated(w.ZH_GONE)
_EN_LOST = Gated(w.EN_LOST)
_DEATH_SAID = later(w.EN_DEATH_SAID)
_EN_GONE = Gated(w.EN_GONE)
_EN_TO = later(w.EN_ENDS_TO)
# when and how a death was found (芝麻那天早上发现就没动静了): no part of who died
_TRAILING = later(r"[^\w]+$")
_NOT_SAVED = later(r"\bsave (?:him|her|them)$")
_CAUSE = later(r"(?:因为|由于|因)[^，。,；;]{1,8}$")
_FOUND = later(r"那天|当天|一早|发现|看到|看见|一看|的时候|醒来")
_ZH_TO = later(w.ZH_ENDS_TO)
# An end done to the user ("took me off", "moved me off") or by an unnamed "they" to a thing no one else holds.
_KIN_EN = sorted(
    {x for key, (_, en) in k.PEOPLE.items() if key not in ("friend", "ex") for x in en}, key=len, reverse=True
)
# who may take the user off something: someone, or the one a "she"/"he" stands for ("she took me off the tablets")
_ACTING_ON_THE_USER = OTHER | {"pron:she", "pron:he", "pron:they"}
# ("the Rattlers dropped me from the roster": whoever drops the user from a side, the side the user was on ended)
_DROPPED_ME = later(
    r"\b(?:dropped|cut|released|axed|kicked|removed) (?:me|us) (?:from|off) (?:the |their )?(?:[a-z]+ )?"
    r"(?:roster|team|squad|lineup|side|band|choir|league|club|group)\b"
)
_ON_THE_USER = later(
    r"\b(?:me|us) (?:off|from)\b|^(?:they|someone|somebody|" + A_STRANGER + r") "
    r"(?!(?:his|her|their|its)\b)(?:[a-z]+ ){1,2}(?:the|my|our|"
    + "|".join(x + "'s" for x in _KIN_EN)
    + r")\b(?![^,.;!]*\b(?:next door|his|her|their)\b)"
)
_PET_KINDS = frozenset("@pet:" + p for p in k.PETS)
_EUTHANISED = later(r"put\b|安乐死")
_ALL_GONE = later(r"全军覆没|一(?:条|只)都?没(?:剩|活)|死光了|\bnone of them (?:made it|survived)\b")
ALL_GONE = frozenset(("@all of them",))  # the head of an end of a whole group of pets
HANDED_OVER = later(
    r"\b(?:new owners?|(?:the |a )?buyers?) (?:picked|took|collected|came (?:for|to get)|drove|sailed|rode|towed|fetched)"
    r"(?: (?:up|down|over|in))?(?: from [a-z ]{2,20}?)?(?: to (?:get|collect|pick up))? (?:her|him|it|them)\b"
)
# Someone who came for the user's thing, in a remark that says what it fetched ("guy came and picked up the civic
# today, got 9k"): sold as surely as to a buyer
_PICKED_UP = later(
    r"^(?:a |some |this |the )?(?:guy|girl|woman|man|lady|dude|couple|family|kid|student|buyer) (?:came (?:and|by and|over and) )?"
    r"(?:picked up|collected|took|drove off with) (?:the|my|our) (?!kids?\b|children\b|boys\b|girls\b)"
)
_FETCHED_PRICE = later(
    r"\b(?:got|for|paid|sold)\b[^.;!?]{0,12}?(?:[£$€]\s?\d|\b\d+(?:\.\d+)?k\b|\b\d{3,}\b)|\bcash in hand\b|^(?:the )?buyer\b"
)


def handed_over(lowered: str, remark: str) -> bool:
    """Whether a clause tells of the user's thing gone to whoever has it now (HANDED_OVER, or someone who came for it
    in a remark that says what it fetched)."""
    return HANDED_OVER.search(lowered) is not None or (
        _PICKED_UP.search(lowered) is not None and _FETCHED_PRICE.search(remark.lower()) is not None
    )


# A clause that is only an end, of what the clause before it names ("dropped my kindle in the bath. rip.", 手机掉马桶里
# 了，报废了)
_BARE_END = later(
    r"^(?:rip|r\.i\.p|rest in peace|dead|it's dead|it died|gone|it's gone|done for|toast|totall?ed|ruined)\W*$|"
    r"^(?:彻底|直接|算是|已经)?(?:没了|挂了|报废了|坏了|废了|凉了|寿终正寝了?)\W*$|"
    # (a medicine stopped, named in the clause before: 医生说可以慢慢减药，这周起已经停了)
    r"^(?:从?这周起|从?上周起|现在|目前)?(?:已经|也)?(?:停了|断了)\W*$"
)


def of_the_one_before(ends: list[Claim], lowered: str, before: list[str], cjk: bool) -> list[Claim]:
    """An end that names nothing, said as a clause of its own, ends what the clause before it names, when that is a
    thing (a Kindle, a phone; by its kind only, so the bath it was dropped in is no habit ended); else it stays."""
    # (whatever else the end word was read to act on is the clause's time words: 这周起)
    if not before or not ends or not _BARE_END.match(lowered):
        return ends
    said = frozenset(t for t in things(before[-1].lower()) if k.FAMILY.get(t[1:].rstrip("^")) in ("thing", "medicine"))
    if not cjk:  # (with the word that named it: "kindle")
        said |= frozenset(
            v for x in WORD_EN.findall(before[-1].lower()) if said & things(x) for v in value_terms(x, cjk)
        )
    return [replace(c, value=said, head=said) if c.slot == "state" else c for c in ends] if said else ends


def _state_end(
    clause: str, lowered: str, cjk: bool, subject: frozenset[str], hedged: bool, remark: str, past: bool = False
) -> list[Claim]:
    """A state that stops (戒了, 卖了, "sold", "quit", "is gone") and what stopped; a death of a person or pet."""
    out = []
    if not cjk and not hedged and not past and handed_over(lowered, remark):
        # "new owner picked her up Saturday" after "I own a little boat": a thing sold, told by who has it now; it is
        # the thing of the kinds the remark names ("a boat owner's life"), never what the words "her" or "it" stand for
        # (the kinds the clause names when it names one: "guy came and picked up the civic", not "the 42 runs" after)
        kinds = frozenset(
            t for t in things(lowered) or things(remark.lower()) if t[0] == "@" and not t.startswith("@pet:")
        )
        if kinds:
            named = frozenset(n.lower() for n in _subject_names(remark))  # "my old Civic": which one it was
            return [Claim(subject, "state", w.END, kinds | named, hedged=hedged, head=kinds | named)]
        # ("a buyer drove up from Memphis to get it"): the user's thing, called only "it" (update_it.py)
        return [Claim(SELF, "state", w.END, frozenset(), hedged=hedged, head=frozenset())]
    ended: re.Match | None = None
    head: frozenset[str] = frozenset()
    # every end word in the clause, one inside another's span included: a domain's phrase that ends nothing here
    # ("has healed" of a thing read as no illness) must not hide the general word within it ("healed")
    for m in (_ZH_END if cjk else _EN_END).every(lowered):
        if past and (not background(lowered, m, cjk) or denied(lowered, m, cjk, past=True)):
            continue  # (read apart: only an end told as background, "since I quit drinking")
        if (not past and denied(lowered, m, cjk)) or not ends_here(clause, m, remark):
            continue
        if cjk and "过" in m.group() and _BOUGHT_ZH.search(lowered[: m.start()]):
            continue  # 新买的房子过户了: a title passed to the user, the buyer, is no sale of theirs
        acted_on = _acted_on(clause, m, cjk)
        if ends_its_kind(lowered, m, acted_on, cjk, remark):
            ended, head = m, acted_on  # what the end word acts on, read once
            break
    if past and ended is None:
        return []
    if ended is None and not hedged and _ALL_GONE.search(lowered) and not members(things(lowered)) - _PET_KINDS:
        # 全军覆没，一条都没剩: a group of pets all died, which ones the older remark says (not 考试全军覆没)
        return [Claim(subject, "state", w.END, frozenset(), death=True, hedged=hedged, head=ALL_GONE)]
    death = False
    if subject and all(x.startswith("name:") and things(x[5:]) & _PET_KINDS for x in subject):
        subject = SELF  # 狗狗上个月没了: the user's pet, called by what it is, is no one's name
    person = subject - {"self", "you", "other"}
    # (an emoji or a mark after the end is no part of it: 我的鱼全挂了😭)
    gone = (_ZH_GONE if cjk else _EN_GONE).search(_TRAILING.sub("", lowered))
    if gone is not None and not person and cjk:
        # 团子没了: a bare name gone is a death of whoever the user called so (update_values.called), not 钱没了
        # (鱼全没了: the fish, all of them)
        # (and why: 狗狗上个月因为癌症没了)
        rest = _CAUSE.sub("", _FOUND.sub("", ZH_TIME.sub("", lowered[: gone.start()]))).strip("的家 ").rstrip("全都也")
        named = things(rest)
        # (one character is enough when it is a kind of pet: 鱼全挂了, 狗没了)
        if (
            (2 <= len(rest) <= 4 or members(named))
            and len(rest) <= 4
            and has_cjk(rest)
            and not (members(named) - _PET_KINDS)
        ):
            # (the kind of pet it names is its value: 缸里的鱼全没了 ends 我养了一缸孔雀鱼)
            return [Claim(subject, "state", w.END, named, death=True, hedged=hedged, head=frozenset((rest,)))]
    if gone is not None and not person and not cjk:
        # "Biscuit didn't make it through the night": a bare name gone, as 团子没了 above
        words, opening = WORD_EN.findall(lowered[: gone.start()]), clause.strip()[:1]
        # (written small, a word of no other use: the older remark's name for it decides, update.reach)
        if (
            len(words) == 1
            and (opening.isupper() or words[0] not in VALUE_STOP_EN)
            and not (members(things(words[0])) - _PET_KINDS)
        ):
            return [Claim(subject, "state", w.END, frozenset(), death=True, hedged=hedged, head=frozenset(words))]
    if person and gone is not None and _NOT_SAVED.search(gone.group()):
        # "Dusty had colic and the vet couldn't save him": whoever the clause is about died, whatever else it tells
        return [Claim(subject, "state", w.END, frozenset(), death=True, hedged=hedged)]
    if person and gone is not None:
        # 没了 / 不在了 / "didn't make it" are deaths only when the clause says nothing but who: 我爸没了, not 钱没了
        rest = lowered[: gone.start()]
        if cjk:
            rest = ZH_TIME.sub("", _FOUND.sub("", without_people(rest))).strip("的家 ")  # (豆豆今早发现不动了)
        else:
            named = _subject_names(clause) | {k[5:] for k in person if k.startswith("name:")}  # ("Danny's been gone")
            rest = " ".join(
                x for x in WORD_EN.findall(rest) if person_en(x) is None and x not in named and x not in VALUE_STOP_EN
            )
        if not rest:
            return [Claim(subject, "state", w.END, frozenset(), death=True, hedged=hedged)]
    if not cjk and not hedged and not past:
        farewell = _farewell_named(clause, lowered)
        if farewell is not None:
            return [Claim(frozenset(("name:" + farewell,)), "state", w.END, frozenset(), death=True, hedged=hedged)]
    lost = _EN_LOST.search(lowered) if not cjk else None
    # (a loss told as the time of something else is a death all the same: "after we buried him", "since we lost Nan")
    if lost is not None and not denied(lowered, lost, cjk, past=background(lowered, lost, cjk)):
        let = lost.group("let")
        who = (let or lost.group("who")).split()
        # ("we lost Buddy": a word one calls a friend, typed as a name; "we lost Grandad" is still the grandfather)
        typed = friend_word_named(who[0], names_in(clause))
        keys = (None if typed else person_en(who[0])) or (
            frozenset(("name:" + who[0],)) if typed or who[0] in _subject_names(clause) else None
        )
        if keys is None and who[0] in ("him", "her"):
            keys = _named_before(remark.lower(), lost.group())  # "dad's closet, after we buried him": him is dad
        if let is not None and keys is not None and _DEATH_SAID.search(remark.lower()) is None:
            keys = None  # "we had to let Dave go" lets someone go from a job; a death only when the remark says one
        elif let is not None and keys is not None and all(k.startswith("name:") for k in keys):
            # "We had to let Biscuit go on Friday … his memorial photo": the one the user called so died
            return [Claim(SELF, "state", w.END, frozenset(), death=True, hedged=hedged, head=frozenset(who[:1]))]
        if keys is not None:
            return [Claim(keys, "state", w.END, frozenset(), death=True, hedged=hedged)]  # "we lost Grandpa"
        if _DEATH_SAID.search(remark.lower()) and who[0] not in VALUE_STOP_EN:
            # "we lost our boxer last night, heart failure": a pet called by what it is; the remark that called it
            # so is the one it ends (update.reach, by the word)
            said = frozenset(x for x in who if x not in VALUE_STOP_EN and len(x) > 2)
            return [Claim(SELF, "state", w.END, said | things(" ".join(said)), death=True, hedged=hedged)]
    dropped = ended is not None and not cjk and _DROPPED_ME.search(lowered) is not None
    if ended is not None and not cjk and (subject <= _ACTING_ON_THE_USER or dropped) and _ON_THE_USER.search(lowered):
        subject = (
            SELF  # "the doctor took me off the statins", "they stopped the ferry route": what the user holds ended
        )
    if ended is not None:
        # (the side that dropped the user is the one ended: "the Rattlers dropped me from the roster")
        by = value_names(clause[: ended.start()]) if dropped else frozenset()
        # 被人买走了 holds 走了 and is no death (read at the end word, with the words after it: "passed this morning")
        death = _DEATH.match(lowered, ended.start()) is not None
        if death and cjk and _MOVED_OFF.search(lowered, 0, ended.end()) and _kin_only(subject):
            death = False  # 我妹妹搬走了: one of the user's people moved away (a pet that 飞走了 or 被带走了 is gone)
        names = value_names(clause)
        if cjk:
            rest = without_people(clause[: ended.start()] + "|" + clause[ended.end() :])
        else:
            rest = " ".join(x for x in end_phrase(lowered, ended) if person_en(x) is None)
            whose_thing = _WHOSE_THING.match(lowered, ended.end())
            if whose_thing is not None and subject == SELF and person_en(whose_thing.group(1)):
                # "someone stole my neighbour's bike": the thing ended is the neighbour's
                subject = person_en(whose_thing.group(1)) or subject
        value = value_terms(rest, cjk) | names & set(WORD_EN.findall(rest.lower())) | things(ended.group()) | by
        if cjk:
            # a thing of one character said before the end (表丢了, 那匹马卖给…了): update.meet ties it to the older
            # remark's word it ends (手表, 枣红马)
            one = _ONE_THING.fullmatch(clause[: ended.start()].strip())
            if one is not None:
                value = value | {one.group(1)}
        if death and not cjk and _WHOSE_RITE.match(ended.group()):
            # "Nan's funeral is on Thursday", "Uncle Emeka's burial", "collected Bruno's ashes": the death is of whose
            # funeral it is, whatever the clause is about
            whose = re.search(r"([a-z]+)'$", lowered[: ended.start()])
            if whose is not None:
                capitalised = re.search(r"\b" + whose.group(1).capitalize() + r"'", clause) is not None
                subject = person_en(whose.group(1)) or (
                    frozenset(("name:" + whose.group(1),)) if capitalised else subject
                )
        if death and not cjk and ended.group().startswith("since ") and ended.group().endswith(" passed"):
            # "It's been 4 months since Joy passed": the death is of whom it names, never the user's ("since I passed")
            who = ended.group().split()[-2]
            capitalised = re.search(r"\b" + who.capitalize() + r"\b", clause) is not None
            subject = person_en(who) or (frozenset(("name:" + who,)) if capitalised and who != "i" else SELF)
            death = subject != SELF
        if death and not cjk and subject == SELF and _AFTERMATH.match(ended.group()):
            # "Sorting Grandad's books after the funeral", "First Mother's Day without Mum": the death is of the one
            # of the user's people the clause names (whose things, or whom the day is without), never the user's
            people = [p for x in re.findall(r"[a-z]+(?=(?:'s)?\b)", lowered) if (p := person_en(x)) is not None]
            subject, death = (people[-1], True) if people else (SELF, False)
        if death and not cjk and subject == SELF and (kin := _BACKGROUND_KIN.search(lowered[: ended.start()])):
            # "since my MIL died in march the house feels so empty", "after my dad passed I moved home": a death told
            # as the time of something else is of the one of the user's people it names, not the main clause's
            subject = person_en(kin.group(1)) or subject
        if death and not cjk and ended.group().rstrip().endswith(" for"):
            # "The service for Grandpa is on Saturday": the death is of whom the farewell is for
            whom = re.match(r"\s*(?:my |our )?([a-z]+)", lowered[ended.end() :])
            subject = (person_en(whom.group(1)) if whom else None) or subject
        if (
            death
            and ended.group() == "passed"
            and subject == SELF
            and not any(x.startswith("@pet:") for x in things(lowered))
        ):
            death = False  # the user's own "passed": an exam, a torch being passed on, never a death of theirs
        if death and _EUTHANISED.match(ended.group()) and not any(x.startswith("@pet:") for x in value):
            value = value | _PET_KINDS  # "put our old boy to sleep": only a pet is put down, of whatever kind
        if not death and not ends_a_pet(ended.group(), cjk):
            value = frozenset(x for x in value if not x.startswith("@pet:"))
            head = frozenset(x for x in head if not x.startswith("@pet:"))
        if not cjk and head and subject == frozenset("name:" + x for x in head) and ends_a_pet(ended.group(), cjk):
            subject = SELF  # "Kiwi never came back": the user's pet, called by its name, left
        elif cjk and not death and ends_a_pet(ended.group(), cjk) and (called := bare_name(subject)):
            subject, head = SELF, frozenset((called[5:],))  # 豆豆走丢了: the user's pet, called by its name, left
        if not cjk and not death:
            # ("Arjun's cast came off": what ended is the cast, not Arjun, whose it was; "Theo's lease ended" names no
            # kind of thing, and Theo is what ties it to what it ends)
            possessors = {
                k[5:]
                for k in subject
                if k.startswith("name:") and re.search(r"\b" + re.escape(k[5:]) + r"'s\b", lowered)
            }
            if possessors and any(t[0] == "@" for t in value):  # (a kind of thing the end names, which ties it)
                value = value - possessors
                head = head - possessors or value  # (what is left of the words it acts on, else the kinds it names)
        # "switched to a Pixel", 转白班了: what replaces the state
        to = (_ZH_TO if cjk else _EN_TO).search(ended.group()) is not None
        out.append(Claim(subject, "state", w.END, value, death=death, hedged=hedged, change=to, head=head | by))
    return out


# (since or after it: what the death changed is told; "when my mother passed away" tells the time of a memory, "I took
# him when my mother passed away", and makes no death news of it)
_BACKGROUND_KIN = later(r"\b(?:since|after|ever since) (?:my|our) ([a-z\-]+)(?:'s)? (?:had |has |just |suddenly )?$")


# A farewell held for someone called by name, a first holiday without them ("The kids held a little funeral for
# Captain", "First Christmas without Gary"): a death of whom the name is (spelt with a capital: a name, not "without
# sugar")
_FAREWELL_NAMED = later(
    r"\b(?:funeral|memorial(?: service)?|celebration of life|wake|eulogy|burial|send-off) for ([a-z]+)\b|"
    r"\bfirst (?:christmas|birthday|anniversary|thanksgiving|diwali|eid|easter|hanukkah|new year|chinese new year|"
    r"mother's day|father's day|valentine's|holidays?) without ([a-z]+)(?=[.,;!]|$)"
)


def _farewell_named(clause: str, lowered: str) -> str | None:
    found = _FAREWELL_NAMED.search(lowered)
    if found is None:
        return None
    name = found.group(1) or found.group(2)
    spelt = re.search(r"\b" + name.capitalize() + r"\b", clause) is not None
    return name if spelt and person_en(name) is None else None


def _acted_on(clause: str, ended: re.Match, cjk: bool) -> frozenset[str]:
    """What an end word acts on: its head noun's terms and kinds (update_values.zh_head, en_head)."""
    if cjk:
        return zh_head(clause, ended) | things(ended.group())
    if _A_STATE_OF_BEING.search(ended.group()):
        return things(ended.group())  # "Day 45 sober and sleeping like a baby": what follows is no object of it
    typed = names_in(clause)  # ("put Buddy down": a friend's word, as a name)
    phrase = [x for x in end_phrase(clause.lower(), ended) if person_en(x) is None or friend_word_named(x, typed)]
    return _pet_named(clause, ended) or en_head(
        phrase, ended, value_names(clause), _EN_TO.search(ended.group()) is not None
    )


_MOVED_OFF = later(r"[搬拿带开骑偷抢借接运牵抱调]走了$")


def _kin_only(subject: frozenset[str]) -> bool:
    """Whether a clause is about the user's people called by whom they are (姐姐, 妹妹), not by a name a pet may bear."""
    people = subject - {"self", "you", "other"}
    return bool(people) and not any(k.startswith(("name:", "pron:")) for k in people)


_OPENING_WORD = later(r"[A-Za-z][a-z'\-]*")
_A_STATE_OF_BEING = later(r"\bsober\b")
_EN_FORWARD = later(w.EN_ENDS_FORWARD)
_EN_BACKWARD = later(w.EN_ENDS_BACKWARD)


def _pet_named(clause: str, ended: re.Match) -> frozenset[str]:
    """The name opening a clause whose end word is one a pet leaves by ("Kiwi flew out the window and never came
    back"): what left is the one named, not the last noun before the verb."""
    first = _OPENING_WORD.match(clause.strip())
    if first is None or not ends_a_pet(ended.group(), False) or first.group().lower() not in names_in(clause):
        return frozenset()
    if _EN_FORWARD.match(ended.group()) is not None and _EN_BACKWARD.match(ended.group()) is None:
        return frozenset()  # "Chloe rehomed Biscuit": a verb whose object follows; the name opening it is who did it
    return frozenset((first.group().lower(),))


def _named_before(lowered: str, said: str) -> frozenset[str] | None:
    """The one of the user's people named last before the words `said` in a remark ("cleaning out dad's closet after we
    buried him": the father), or None when nobody is."""
    at = lowered.find(said)
    for x in reversed(WORD_EN.findall(lowered[: max(at, 0)])):
        keys = person_en(x)
        if keys is not None and keys not in (SELF, OTHER):
            return keys
    return None
