"""Reading a remark into claims: what it says about an attribute of someone, and whether it sets or ends it.

A remark is read into claims: (subject, slot, mode, value). The subject is whose attribute it is, read from the
clause's grammar (update_subject.py); the slot is what is said about them (job, home, partner, school, major, team,
hospital, health, allergy, diet, a pet's name, an identifier, or a state that stops: a habit given up, a thing
sold or passed on, a pet or person who died); the value is what the frame names, as terms and classes (苏州,
'@coffee'). A claim said tentatively (可能, "might") is marked hedged; one denied, imagined, asked, told as background
("since I lost my job"), or said of the listener is not made at all. Whether a newer remark's claims replace an
older one's is updates.py's.

The Claim, a remark's clauses and whom each is about are update_clauses.py's; a state that stops is read in
update_ends.py, the partner slot in update_partner.py.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from ..language.lazy_re import later
from ..language import update_classes as k
from ..language import updates_words as w
from ..language.kind_finder import members
from ..language.prefilter import Alternatives, Gated, GatedList
from .update_asides import read_plain
from .update_clauses import Claim, _Subjects, acronym, holder_of, split_clauses
from .update_ends import _EN_END, _EN_GONE, _EN_LOST, _ZH_END, _ZH_GONE, HANDED_OVER, _state_end
from .update_ends import handed_over, of_the_one_before
from ..language.date_words import day_of_year
from .update_ids import identifier_claims
from .update_foreign import code as foreign_code, foreign_claims
from .update_guards import asked, background, denied, in_a_story, may_be_background, one_day_off, reported_asking
from .update_contact import contact
from .update_partner import partner_claim
from .introductions import introduced_name
from .update_presumed import presumed, presupposed
from .update_pronouns import LISTENER, OTHER, SELF
from .update_subject import person_en
from .update_values import (
    clock_value,
    WORD_EN,
    names as value_names,
    things,
    value_terms,
)


def _compile(frames: dict[str, list[tuple[str, str]]]) -> tuple[list[tuple[str, str]], GatedList]:
    """The frames in order as (slot, mode), and their patterns, each run only on clauses holding its words."""
    flat = [(slot, mode, src) for slot, rules in frames.items() for mode, src in rules]
    return [(slot, mode) for slot, mode, _ in flat], GatedList([src for _, _, src in flat])


_ZH = _compile(w.ZH_FRAMES)
_STILL_HERE = later(
    r"\bstill (?:got|have|have got) (?:a |an |about |like )?(?:few|couple|one|two|three|four|five|six|\d+)?[a-z ]{0,12}"
    r"(?:days?|weeks?|months?|shifts?) (?:left|to go)\b|\b(?:my )?last day (?:at [a-z' ]{1,25} )?(?:is|will be|isn't)\b|"
    r"\b(?:serving|working) (?:out )?my notice\b|还(?:要|得)?(?:再)?(?:干|待|上|做|住)(?:满)?[一二两三四五六七八九十几半\d]+个?(?:天|周|月|礼拜|星期)|"
    r"(?:目前|现在|暂时)(?:还|仍然?|依然)在(?:原|老|现在的|目前的)(?:单位|公司|岗位|厂|学校)"
)
_VEHICLES = frozenset(("@vehicle", "@truck"))
_OFFER_TAKEN = later(
    r"offer(?:已经|终于)?(?:签了|接了|签好了)|(?:签|接)了(?:[^，。,；;]{0,6}的)?offer|\b(?:signed|accepted) (?:the|their|an) offer\b"
)
_JOKING = later(r"开玩笑|开个玩笑|说着玩的|\bjk\b|\bj/k\b|\bjust (?:kidding|joking)\b|\bi'm kidding\b")
_NOWHERE = later(
    r"北极|南极|火星|月球|外太空|冥王星|\b(?:mars|the moon|the north pole|antarctica|outer space|another planet)\b"
)
_BORN_OPENING = later(r"(?:and )?born\b|\d")  # a clause opening with "born" or a newborn's weight ("7lbs 2oz")
_THE_BORN = frozenset(("pron:she", "pron:he", "pron:they", "other"))  # who a clause opening with "born" is of
_EN = _compile(w.EN_FRAMES)
_HEDGED = Gated(w.HEDGED)
_IF = later(r"(?:要是|如果|假如|假设|万一|倘若|若是)|(?:if|unless|in case|should) ")
_HOME_STAY = Gated(w.HOME_STAY)
_CHANGE = Gated(w.CHANGE)
# a step up where one is (a promotion, a raise, made permanent): the same workplace, whatever else changed
_STAYED = later(r"升职|晋升|提拔|转正|加薪|升了|\bpromot|\braise\b|\bmade permanent\b")
# the words of a frame that say its slot changed, not only that it holds now ("现在", "now", "finally")
_MOVED = later(
    r"改|换|转|新|搬|调|跳槽|入职|\b(?:new|switched|changed|moved|transferred|relocated|joined|started|swapped)\b"
)
_ZH_PET_NAME = Gated(w.ZH_PET_NAME)
_ZH_PET_RENAME = Gated(w.ZH_PET_RENAME)
_EN_PET_NAME = Gated(w.EN_PET_NAME)
# (an ex is no partner: 前女友, 前男友 name none)
_PARTNER_ZH = Gated("(?<!前)(?:" + "|".join(sorted(k.PARTNER[0], key=len, reverse=True)) + ")")
_PARTNER_EN = Gated(r"\b(?:" + "|".join(k.PARTNER[1]) + r")\b")
_PROPOSAL = later(r"propos|求婚")
_ALLERGY = later(r"\ballerg|过敏")
_SAID_YES = later(r"^(?:and |so |omg |guess what,? )?(?:she|he) said yes\b|她答应了我的求婚|他答应了我的求婚")
_ACCEPTED = later(r"\bsaid yes\b|\baccepted\b|答应")


_SLEEP_TROUBLE = frozenset(("insomnia", "sleep"))
_TEAM_WORDS = frozenset(("team", "club", "band", "choir", "league", "squad", "crew", "department", "部门"))
_A_GROUP = later(w.A_GROUP_BEFORE)
_NAMED_THING = later(r"\b[Tt]he [A-Z]")
_THEIR_PRONOUNS = later(
    r"\b(?:uses|goes by|(?:he|she|they)(?:'s|'re| is| are) using|(?:is|are) using|(?:his|her|their) pronouns)\b"
)
# What a clause that ends a slot says holds now: "now", or a start ("quit … and monday I start at Ledgerly")
_NOW = later(
    r"\bnow\b|现在|如今|目前|\b(?:start|starts|starting|started|joined|joining|got hired|picked up by)\b|下周一?去|入职"
)
_IT = later(r"\bIT\b")
_CALL_ME = later(r"\byou (?:can|could|may|should) (?:just |all )?call me\b")
_FIRST = later(r"\b(?:i|i'm|i've|me|my|we|we're|we've|us|our)\b")
_THING_OBJECT = later(r"(?:跟|和|与)(?:那个|这个|那家|这家|那份|这份)(?![^，。]{0,3}(?:人|男|女|渣|哥|姐))")


def _slot_claims(
    clause: str,
    lowered: str,
    cjk: bool,
    subject: frozenset[str],
    hedged: bool,
    change: bool,
    hired: bool = False,
    past: bool = False,
) -> list[Claim]:
    out: list[Claim] = []
    names = value_names(clause) if not cjk else frozenset()
    told: set[str] = set()  # slots whose end the clause tells as background: what it sets there is what ended
    kinds, patterns = _ZH if cjk else _EN
    for n, found in patterns.matches(lowered):
        slot, mode = kinds[n]
        if past:
            if mode != w.END or not background(lowered, found, cjk) or denied(lowered, found, cjk, mode, past=True):
                continue  # (read apart: only the ends told as background)
        elif denied(lowered, found, cjk, mode, hired and slot == "job"):
            if mode == w.END and background(lowered, found, cjk):
                told.add(slot)
            continue
        if slot == "partner":
            if cjk and mode == w.END and _THING_OBJECT.search(lowered[max(0, found.start() - 8) : found.start()]):
                continue  # 跟这个烂工作分手了: parted from a thing, not a partner
            if mode == w.END and _A_GROUP.search(lowered[: found.start()]):
                continue  # "the band broke up", 乐队散了: a group ended, not a couple (an end of a state, below)
            if (
                mode == w.END
                and not cjk
                and _NAMED_THING.search(clause[: found.start()])
                and not _FIRST.search(lowered)
            ):
                continue  # "The Static broke up": a thing called so (a band), and the user is not among those who split
            out.append(partner_claim(clause, lowered, cjk, subject, mode, hedged))
            continue
        if slot == "home" and mode == w.SET and _HOME_STAY.search(lowered):
            continue  # 这周住在酒店, "staying at a motel this week": a stay, not a home
        if slot == "home" and _NOWHERE.search(lowered[found.start() :]):
            continue  # 热得我真要搬去北极住了, "moving to Mars lol": nowhere one lives, so a way of speaking
        groups = found.groupdict()
        if groups.get("held") is not None:
            # "my landlord never fixes anything", 我的房东: the user's home spoken of, which says nothing new of it, and
            # which a move replaces (whose it is the words say)
            out.append(Claim(SELF, slot, mode, frozenset(), hedged=True, held=True))
            continue
        named = groups.get("n")
        named = named.removesuffix("'s") if named else named  # "started at Amazon's fulfilment centre"
        if named is not None and not set(named.split()) <= names and not acronym(clause, named):
            continue  # the frame names a team or a place by its name only ("left the Hawks"), not "left the house"
        v = groups.get("v") or groups.get("w") or groups.get("x") or groups.get("y") or named
        value = value_terms(v, cjk) | (names & set(WORD_EN.findall(v))) if v else frozenset()
        if slot in w.CLOCKS and v:
            value = clock_value(v, cjk)  # 十一点前, "10:30": a time of day, one value however it is said
        if slot == "job" and v and not value and v.strip() in k.EN_ROLES:
            value = frozenset((v.strip(),))  # "an RN", "a PM": a role said short is its own word
        if slot in ("job", "team") and v and not value and v.strip() == "it" and _IT.search(clause):
            value = frozenset(("information technology",))  # "I work in IT": the field, not the word "it"
        if slot == "birthday" and v:
            value = frozenset(x for x in (day_of_year(v),) if x)  # "7 September", "the 9th of July": one day
        if slot == "health" and v == "sleeping":
            value = _SLEEP_TROUBLE  # "sleeping 8 hours a night now": what ends is a trouble sleeping, by its name
        if slot in ("pronouns", "age", "blood") and v:
            value = frozenset((v,))  # "she/her", "turned 5": words a stop list drops are the value itself
        if slot == "carrier" and v:
            value = frozenset((v.split()[0],))  # AT&T, "Mint Mobile": a network by the first word of its name
        if slot in ("height", "weight", "salary", "rent") and v:
            # the measure as said, a height in centimetres by its number alone (175, 175cm, 1.75m, 一米七五 as said), a
            # pay or a rent by its figure ($55k, 八千)
            said = re.sub(r"[\s。]", "", v).replace("''", '"')
            if slot == "height":
                said = re.sub(r"^1[.,](\d\d)m?$", r"1\1", re.sub(r"(?:cm|厘米|公分)$", "", said))
            value = frozenset((said,))
        if slot == "shift" and v:
            # "nights", "3am to 11am": the words a stop list drops are the value itself
            value = frozenset((re.sub(r"\s+", "", v).removesuffix("s"),))
        if slot == "team":
            value -= _TEAM_WORDS  # "my team" names no team
        if slot == "home" and v in ("us", "me", "我们", "我", "我们家", "我家", "我这", "我这儿", "我们这", "我们这儿"):
            value = frozenset(("with-the-user",))  # "grandma lives with us": the user's home, whatever it is called
        elif slot == "home" and v and _THEIR_OWN.fullmatch(v.strip()):
            value = frozenset(
                ("their-own-home",)
            )  # "went back to her own place", 回她自己家了: not the user's any more
        if slot == "school" and cjk and v and v[0] in "研博":
            value = frozenset((v,))  # 在读研, 读博三: the degree is the value, one character as it is
        if slot in ("hair", "doctor", "dentist", "therapist", "pediatrician", "manager", "landlord") and cjk and v:
            value = frozenset((v,))  # 留到腰, 张医生, 姓郑: where the hair reaches, who it is, as it is said
        if slot == "health" and cjk and v in k.ZH_BODY:
            value = frozenset((v,))  # 脚崴了, 腰好了: the part of the body is the matter, one character as it is
        if slot == "home" and cjk and v and not value and re.fullmatch(r"[一二三四五六七八九十\d]{1,3}楼", v):
            value = frozenset((v,))  # 我们家住6楼: the floor is where they live, as it is said
        if v and not value or (slot == "car" and not cjk and not things((v or "").lower()) & _VEHICLES):
            continue  # the frame's value is only a filler (做手术 is no job), or no car ("got a new phone")
        # a frame that names no value says only that the slot changed (跳槽了, "switched jobs", 转学了)
        moved = change or not any(groups.values())
        holder = holder_of(groups.get("who"), cjk, subject)
        if groups.get("mine") is not None:
            holder = SELF  # "new landlord fixed the sink": the user's, whoever else the clause is about
        if (
            not cjk
            and v
            and holder
            and all(h.startswith("name:") for h in holder)
            and {h[5:] for h in holder} <= set(WORD_EN.findall(v.lower()))
        ):
            holder = SELF  # "first week at UC Davis": the name is the place's, in the value, not who the clause is of
        if slot == "pregnancy" and (
            holder & {"son", "daughter"}
            or (mode == w.END and holder and all(h.startswith("name:") for h in holder))
            or (mode == w.END and holder <= _THE_BORN and _BORN_OPENING.match(found.group()) is not None)
        ):
            # 宝宝出生了, "the baby arrived", "She's here! … born on the 2nd": the news of the one who was pregnant, not
            # the baby's
            holder = SELF
        if slot in ("manager", "landlord") and (
            holder & _OVER_US or (holder and all(h[:5] == "name:" for h in holder))
        ):
            holder = SELF  # "my manager is Priya", 房东是陈先生: who is over the user, not their own news
        if slot in ("household", "name", "pronouns", "bank") and not (
            slot == "pronouns" and _THEIR_PRONOUNS.search(lowered)
        ):
            # "my roommate is Jess", "call me Tina": the user's own (their frames are first-person words); someone
            # else's pronouns are theirs ("Sam uses he/him", "she's using she/her now")
            holder = SELF
        # (whether the frame's own words say so: "moved to Leeds", not "now" beside "I work at the office")
        said_changed = (not any(groups.values()) or _MOVED.search(found.group()) is not None) and (
            _STAYED.search(found.group()) is None  # ("got promoted at work": the same workplace, a step up in it)
        )
        out.append(Claim(holder, slot, mode, value, hedged=hedged, change=moved, moved=said_changed))
    out = [c for c in out if c.slot not in told]
    placed = _set_value(out, "position")
    if placed:
        # "got moved to shortstop", 调到中锋: moved to a place in a team, not to a home or a team of that name
        out = [c for c in out if not (c.slot in ("home", "team") and c.mode == w.SET and c.value & placed)]
    ended = {c.slot: c for c in out if c.mode == w.END and c.slot != "partner"}
    if ended and _NOW.search(lowered):
        # "I quit the clinic and now I'm a realtor", 辞职了，现在开网约车: what it sets is what holds now
        out = [replace(c, change=True) if c.mode == w.SET and c.slot in ended else c for c in out]
    elif ended:
        # "lost my job as a banker", 辞掉了银行的工作: what a clause sets in the slot it ends is what ended
        merged = {
            s: Claim(c.subject, s, w.END, c.value | _set_value(out, s), hedged=c.hedged) for s, c in ended.items()
        }
        out = [c for c in out if c.slot not in ended] + list(merged.values())
    if not past and not any(c.slot == "partner" for c in out) and (_PARTNER_ZH if cjk else _PARTNER_EN).search(lowered):
        out.append(partner_claim(clause, lowered, cjk, subject, w.SET, hedged))
    return out


def _set_value(out: list[Claim], slot: str) -> frozenset[str]:
    return frozenset().union(*(c.value for c in out if c.slot == slot and c.mode == w.SET))


def _pet_name(clause: str, lowered: str, cjk: bool, subject: frozenset[str], change: bool, after: str) -> list[Claim]:
    """A pet's name: one value per kind of pet ('name:dog'), replaced only when the words say it changed. "We
    renamed the dog. She's Pepper now": the new name may come in the next clause; "the cat", "our cat" is the
    household's, whoever renamed it."""
    found = (_ZH_PET_NAME.search(clause) or _ZH_PET_RENAME.search(clause)) if cjk else _EN_PET_NAME.search(lowered)
    if found is None:
        return []
    g = found.groupdict()
    kinds = sorted(
        x[5:] for x in members(things((g.get("p") or g.get("q") or lowered).lower())) if x.startswith("@pet:")
    )
    value = g.get("v") or g.get("w")
    if not value and g.get("p") and not cjk:
        value = next(iter(sorted(value_names(after[:60]), key=after.lower().find)), None)
        subject = SELF if re.search(r"\b(?:the|our|my) " + re.escape(g["p"]), lowered) else subject
    if not kinds or not value:
        return []
    return [Claim(subject, "name:" + kinds[0], w.SET, frozenset((value.lower(),)), change=change)]


# The keys a workmate or a landlord is read as ("my boss", "the landlord"): whose it is, said by the user, is the user's.
_OVER_US = frozenset().union(*(person_en(k) or () for k in ("boss", "manager", "landlord")))


# A figure written with thousands separators ("$1,400", "95,000"): one value, not a value cut at its first comma
# ("$1,650 now" after "my rent is $1,400" was read as the same "$1").
_THEIR_OWN = later(
    r"(?:她|他|他们|她们)(?:自己)?(?:的)?家|(?:her|his|their) (?:own )?(?:place|house|home|apartment|flat|condo)"
)
_THOUSANDS = later(r"\b(\d{1,3})((?:,\d{3})+)(?![\d,]*\d)")


def _whole_figures(text: str) -> str:
    return _THOUSANDS.sub(lambda m: m.group(1) + m.group(2).replace(",", ""), text) if "," in text else text


# (asked of the same remark for every older one it is read against: its figures are made whole once)
@lru_cache(maxsize=16384)
def claims(text: str) -> tuple[Claim, ...]:
    """The claims a remark makes, clause by clause, and what it takes as already so (update_presupposed.py)."""
    text = _whole_figures(text)
    return _read(text, False) + presupposed(text) + _introduced(text)


def _introduced(text: str) -> tuple[Claim, ...]:
    """The user's name, when the remark introduces them by it ("I'm Sarah Kowalski btw"): the words' capitals say it,
    which the lowered clauses cannot."""
    name = introduced_name(text)
    if name is None or (" " not in name and "," not in text and not _GREETED.match(text)) or BELONGING.search(name):
        return ()  # ("I'm Jewish", "I'm Puerto Rican": who the user is, and no name a later one may replace)
    return (Claim(SELF, "name", w.SET, value_terms(name, False)),)


# a name of one word counts as a name said after a greeting ("Hi, I'm Sarah") or with more after it ("I'm Sarah, a
# nurse"); a word of belonging is read as one whatever else could be a name (Christian, Julian are let go)
_GREETED = later(r"^(?:hi|hey|hello|hiya|yo)\b", re.IGNORECASE)
BELONGING = later(r"(?:ese|ish|ian|ican|ean|ic|ist|ite)\b")


def background_ends(text: str) -> tuple[Claim, ...]:
    """The ends a remark tells only as the cause or time of something else ("since the breakup", "since I quit
    drinking", 自从不喝奶茶以后): claims() leaves them out, as news they are not; they still say that the state ended,
    so they may update the newest remark in the slot they end (update.reach)."""
    return _read(_whole_figures(text), True)


@lru_cache(maxsize=16384)
def _read(text: str, past: bool) -> tuple[Claim, ...]:
    lang = foreign_code(text)
    if lang is not None:  # "me mudé a Sevilla": read by its language's record (an end told as background is not)
        return () if past else foreign_claims(text, lang)
    text, plain, cjk = read_plain(text)
    out: list[Claim] = []
    if past and not may_be_background(plain.lower(), cjk):
        return ()
    questions = asked(plain, cjk)  # a question claims nothing ("are you submitting anymore?")
    pieces = [c.strip() for c in split_clauses(plain) if c.strip()]
    subjects = _Subjects(pieces, cjk)
    low = plain.lower()
    reported = reported_asking(low)
    # "I start there August 1st, so I've still got three weeks left at Target": what holds now is said to hold a
    # while yet, so what the remark sets or ends is still ahead
    still_here = _STILL_HERE.search(low) is not None
    # 离婚！（开玩笑的…）, 今天下暴雨，就不跑了: nothing said in jest, nor a day off, is news
    joking = _JOKING.search(low) is not None or one_day_off(low, cjk)
    hired = _OFFER_TAKEN.search(low) is not None  # an offer signed: the start it names for a day ahead is decided
    at = 0  # where the clause starts in the words (read only when others' asking is reported)
    for i, clause in enumerate(pieces):
        lowered = clause.lower()
        if questions and any(lowered in q for q in questions):
            out += () if past else presumed(clause)  # (what the question takes as given: "my manager at Accenture")
            continue
        if reported:
            at = max(at, low.find(lowered, at))
            if any(start <= at < end for start, end in reported):
                continue  # "people keep asking if aisha and i broke up": the rest of what others ask or suppose
        if not _may_claim(lowered, cjk):
            continue  # most clauses: none of the words a claim needs (whose they are is then never read)
        if in_a_story(lowered, pieces[i - 1].lower() if i else "", cjk):
            continue  # 剧里老爸退休后天天钓鱼, "in the movie her dad dies": a story's people, not the user's
        subject = subjects.at(i)
        if subject in (LISTENER, OTHER) and not cjk and handed_over(lowered, plain):
            # ("the day you sell it, mate 😂 new owner picked her up", "guy came and picked up the civic"): the user's
            subject = SELF
        if subject == LISTENER and not cjk and _CALL_ME.search(lowered):
            subject = SELF  # "You can call me Rob": the listener is told what the user is called
        if subject == LISTENER:
            continue  # said of the one they talk to ("you can't volunteer there anymore"): not the user's life
        # (要是明年房租再涨，我就搬去江宁, "if rent goes up again, we move to Leeds": what follows a condition is not done)
        conditional = _IF.match(lowered) is not None or (i > 0 and _IF.match(pieces[i - 1].lower()) is not None)
        hedged = _HEDGED.search(lowered) is not None or still_here or joking or conditional
        change = _CHANGE.search(lowered) is not None
        out += _slot_claims(clause, lowered, cjk, subject, hedged, change, hired, past)
        ends = _state_end(clause, lowered, cjk, subject, hedged, plain, past)
        ends = of_the_one_before(ends, lowered, pieces[:i], cjk)  # ("dropped my kindle in the bath. rip.")
        out += ends
        if past:
            continue
        out += _pet_name(clause, lowered, cjk, subject, change, " ".join(pieces[i + 1 : i + 2]))
        pets = [x for x in things(lowered) if x.startswith("@pet:")]
        if pets and not ends:
            out.append(Claim(subject, "state", w.SET, value_terms(clause, cjk) | value_names(clause)))
    if past:
        return tuple(replace(c, background=True) for c in out)
    if _ALLERGY.search(low) and not any(c.slot == "allergy" or (c.mode == w.END and c.value) for c in out):
        # "the allergy clinic did the skin test, all clear": a health that ended is the allergy
        out = [replace(c, slot="allergy") if c.slot == "health" and c.mode == w.END and not c.value else c for c in out]
    out += contact(plain, cjk, questions)
    if _SAID_YES.search(plain.lower()) and not questions:
        out.append(Claim(SELF, "partner", w.SET, frozenset(("@stage:engaged",))))  # "she said yes!!!": the user asked
    elif _PROPOSAL.search(plain.lower()) and _ACCEPTED.search(plain.lower()) and not questions:
        out.append(Claim(SELF, "partner", w.SET, frozenset(("@stage:engaged",))))  # "he proposed and I said yes"
    out.extend(identifier_claims(text, plain))
    return tuple(out)


def _may_claim(lowered: str, cjk: bool) -> bool:
    """Whether a clause holds any word a claim needs: a frame's, an end's, a pet's or a partner's."""
    gates: tuple[Gated | GatedList | Alternatives, ...]
    if cjk:
        gates = (_ZH[1], _ZH_END, _ZH_GONE, _ZH_PET_RENAME, _PARTNER_ZH)
    else:
        gates = (_EN[1], _EN_END, _EN_GONE, _EN_LOST, _PARTNER_EN)
    return (
        any(g.may(lowered) for g in gates)
        or bool(things(lowered))
        or (not cjk and HANDED_OVER.search(lowered) is not None)
    )
