"""Whose attribute a clause speaks of: its grammatical subject, in Chinese and English.

The subject is the person a clause opens with ("Grandpa passed…", 姥爷前天走了, "my daughter Ivy started at…"), the user
when it opens with I/we or names nobody (an omitted subject: "Sold the Outback…", 车卖了), and never a person the
clause only mentions as a recipient, companion or object ("…to my neighbor's kid", 钱给我妈, 跟阿杰分了): they are not
whose life changed. Someone's person ("my neighbor's kid", 朋友的爸爸) is not one of the user's people. "he"/"she"
stand for the last person named before them, or for someone who is not the user.

Keys: 'self' (the user), 'you' (the one spoken to), 'other' (someone not among the user's people), a kin key of
update_classes.PEOPLE, or 'name:<name>' for a named person.

This module reads English; the Chinese reading is update_subject_zh.py, and the keys, with whom a "she"/"he" or a
new name stands for, are update_pronouns.py.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import update_classes as c
from ..language.lexicon import STOP_EN
from .update_pronouns import HE, LISTENER, OTHER, SELF, SHE, by_role
from .update_subject_zh import _KIDS
from ..language.memo import sets

_EN_KEYS: dict[str, frozenset[str]] = {
    word: frozenset(k for k, (_, en) in c.PEOPLE.items() if word in en) for _, en in c.PEOPLE.values() for word in en
} | dict.fromkeys(c.CHILD[1], _KIDS)
_EN_PLURALS = {"kids": "kid", "children": "child", "parents": "parents"}
_EN_KEYS["parents"] = _EN_KEYS["folks"] = frozenset(("mother", "father"))  # ("folks sold the cabin")
# "partner" is one's partner only as someone's ("my partner", "Sam's partner", "my long-term partner"), not a partner
# in a firm ("made partner") or in a game ("my tennis partner", who is someone else: see _DOER)
_EN_KEYS["partner"] = frozenset(("partner",))
_EN_KEYS["twins"] = _KIDS  # ("the twins started reception": one's children; "my twin" is a sibling)
_AUXILIARIES = frozenset("have has had is are was were".split())
_PARTNER_AFTER = frozenset("my our his her their new long-term longtime life current".split())
# Other words for one's partner: read as "partner"
_PARTNER_SAID = later(r"\b(?:other half|better half|significant other)\b")
# A person right after these is a recipient, companion or object, not the subject: "to my nephew".
_EN_OBJECT = frozenset(
    "to for with from at of about by like than into onto in on over under around across through toward towards "
    "without near behind after before outside inside opposite beside past "
    "visit visited visiting saw see seeing met meet meeting call called calling told tell ask asked help helped "
    "took take bring brought let gave give sold sent send thank thanked miss missed texted drove pick picked "
    "leave left join joined introduced invited hugged married marry love loved raised enrolled pulled "
    "since because when while until although though unless".split()  # "…since Kevin left": the background's subject
)
# (and the words that make a name a place's: "St Mary's", "Mt Sinai", "Fort Worth")
_THING_DETERMINERS = frozenset("the a an this that these those st saint mt mount fort port lake san santa".split())
# A name after "my" is a thing ("my Discord", "our Subaru"): a person is "my sister Ana", not "my Ana".
_OWNERS = frozenset("my our your".split())
_THING_ADJECTIVES = frozenset("old new little trusty beloved first second ancient beat-up used brand".split())
# The particle of a phrasal verb: what follows is its object ("gave up Red Bull", "picked up Mom").
_PARTICLES = frozenset("up off out down".split())
_EN_PETS = frozenset(x for words in c.PETS.values() for x in words if x.isascii())
_EN_SKIP = frozenset(
    "my our the a an his her their your best little older younger big baby new ex late dear another other some one "
    "this that two three four five six several few couple of both all".split()  # ("with two friends")
    # the first words of a place's name ("in El Paso", "to Los Angeles", "in San Diego"): what comes before them
    # says whether the name is a place
    + "el la las los san santa st le fort port".split()
)
# Words for a friend that are also what one calls the listener: a friend only after "my", "a", "best"…
_ADDRESSED = frozenset("mate buddy pal bestie bff bro".split())
_EN_SELF = frozenset(
    "i i'm i've i'd i'll im ive we we're we've we'd we'll me my our us myself mine mine's ours".split()
)
_EN_YOU = frozenset("you you're you've you'll you'd your yours u ur".split())
_EN_ANYONE = frozenset("someone somebody anyone anybody everyone everybody people nobody".split())
_EN_THIRD = frozenset("he she he's she's they they're his her hers".split())
_EN_FILLERS = frozenset(
    "so well oh ok okay and but yeah yes omg lol haha ugh wow hey also anyway btw just finally honestly actually "
    "today yesterday tonight update guess what sadly unfortunately luckily".split()
)
_WORD = later(r"[a-z0-9][a-z0-9'’\-]*")
# (a name spelt with a capital inside it is one: FedEx, PayPal, McDonald)
_NAME = later(r"\b(?:[A-Z][a-z]+(?:[A-Z][a-z]+)+|[A-Z][a-z]{2,})\b(?!'(?:t|ve|ll|re|d)\b)")
NOT_NAMES = frozenset(
    "Divorce Wedding Breakup Separation Graduation Closing Buyer Buyers Single Married Engaged Divorced Widowed "
    "The We My Our Got Moved Sold Turns Dad Mom Grandma Grandpa Uncle Aunt Last This They She He Her His And But "
    "Yes Not Had Have Just Finally Actually You That It's Its Gave Left Quit Retired Started Switched Dropped "
    "Enrolled Tested Back Home Allergy Doctor Thanks Sorry Wait Well Haha Omg Lol Yeah Today Yesterday Tonight "
    "Going Done Let Off Haven't Off Crutches Correction Nope Wow Ugh Hey What Who When Where Why How Also Anyway "
    "Luckily Sadly Honestly Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April "
    "May June July August September October November December Christmas Easter God Some Every Each Many Most All "
    # months and days written short ("as of Sept 2", "Tues night")
    "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun Update Updates "
    "Any No Both Few Several One Two Three Other Another Such Everyone Everybody Nobody Someone Somebody It There "
    "Here These Those Life Time Things Everything Nothing Something I "
    # what one calls the listener, not anyone the remark is about ("Bro finally resigned from school"; see ADDRESS)
    "Bro Bruh Dude Mate Man Guys Sis Fam Buddy Pal Bhai Yaar Boss Lads Girls Folks Y'all Ya "
    # a sentence's opening adverb ("Officially a chartered accountant")
    "Officially Apparently Basically Literally Seriously Obviously Definitely Hopefully Unfortunately Fortunately "
    "Thankfully Surprisingly Eventually Recently Currently Technically Supposedly Personally Clearly Probably "
    "Totally Really Truly Lately Mostly Suddenly Absolutely Exactly "
    # what a remark about a home, a job or a deal opens with ("Lease signed on the Jersey City apartment")
    "Lease Contract Offer Deal Paperwork Keys House Flat Apartment Job Interview Visa Mortgage Loan".split()
)


@lru_cache(maxsize=8192)
def _en_key(word: str) -> frozenset[str] | None:
    word = word.replace("’", "'")
    if word.endswith("'s"):
        word = word[:-2]
    elif word.endswith("s'"):
        word = word[:-1]  # "my parents' divorce"
    word = _EN_PLURALS.get(word, word)
    found = _EN_KEYS.get(word)
    if found is None and word.endswith("s"):
        found = _EN_KEYS.get(word[:-1])
    return found


# Words one calls the listener by, which are also what people call a pet or a friend ("We had to put Buddy down",
# "RIP Buddy", "Buddy died this morning"): said to the listener, they open the words or stand apart by a comma
# ("Buddy, you won't believe it", "thanks, pal"); inside a clause, or opening one with a death after them, they name.
ADDRESS = frozenset("Buddy Pal Boss Mate Bro Dude Sis".split())
_APART = later(
    r"(?:^|[,;:!?.(]|\b(?:hey|hi|hello|yo|thanks|thank you|cheers|love you|sorry|ok|okay|no|yes|yeah|oh|man))\s*$",
    re.IGNORECASE,
)


def friend_word_named(word: str, names: frozenset[str] | set[str]) -> bool:
    """Whether a word one calls a friend by is typed as a name among these names ("We lost Buddy"): a pet's or
    someone's name then, not a friend (a kin word typed so, "We buried Grandad", stays the kin)."""
    return word.capitalize() in ADDRESS and word in names


_DIES = later(r"\s+(?:died|passed|crossed the rainbow bridge|is gone|was put down|had to be put down|didn't make it)\b")


@sets(16384)
def names(clause: str) -> frozenset[str]:
    """Capitalised words that name someone or something; a word opening the clause is only capitalised."""
    out = set()
    opening = len(clause) - len(clause.lstrip())
    for m in _NAME.finditer(clause):
        if m.group() in NOT_NAMES and not (
            m.group() in ADDRESS
            and (_DIES.match(clause, m.end()) if m.start() == opening else not _APART.search(clause[: m.start()]))
        ):
            continue
        if m.start() == opening and m.group() in ADDRESS:
            out.add(m.group().lower())  # ("Buddy died this morning": a name, opening the words or not)
            continue
        if m.start() == opening:
            continue  # an opening word is capitalised whatever it is (see _opening_name)
        out.add(m.group().lower())
    return frozenset(out)


_SINGULAR = frozenset(
    "is was has had 's got went just finally and passed died flew ran hid bit ate slept swam quit left began became "
    "broke bought found lost made sold took won came gave fell drove wrote spent sent built kept met paid caught "
    "taught chose grew threw wore woke split officially now still never".split()
)
# Nouns the update word classes know (roles, illnesses, dwellings, things, pets, employers, tests): opening a clause
# they are capitalised, not names.
_COMMON = frozenset(
    x
    for words in (
        c.EN_ROLES,
        c.EN_CONDITIONS,
        c.EN_DWELLINGS,
        c.EN_EMPLOYERS,
        c.EN_BODY,
        c.EN_TESTS,
        c.EN_TEAMS,
        c.EN_SCHOOLS,
        c.EN_BUSINESSES,
        c.EN_DEPARTMENTS,
        *(w for w in c.THINGS.values()),
        *(w for w in c.PETS.values()),
    )
    for x in words
    if x.isascii() and " " not in x
)
# Capitalised words that open a clause as things, not people ("Work's been crazy", "School's out").
_NOT_SOMEONE = frozenset(
    "work school life traffic weather money everything nothing rent college uni class practice training "
    "summer winter spring fall autumn dinner lunch breakfast coffee baby house home car phone "
    # (and what happens to someone: "Promotion came through", "Surgery went fine", "Physio signed me off")
    "promotion raise offer interview contract lease move funeral wedding divorce surgery chemo physio therapy rehab "
    "treatment results exam exams notice severance onboarding paperwork visa mortgage appointment "
    # (and the times one works: "Night shifts at the Royal are wrecking me")
    "night day morning evening afternoon weekend weekday overtime shift".split()
)
_AFTER_VERB = frozenset(
    "the a an my his her their our your to at in on for with as up out school work college middle high kindergarten preschool "
    "university uni".split()
)


def _no_name(word: str) -> bool:
    """Whether a capitalised word opening a clause is surely no one's name: a word of NOT_NAMES, a noun the word
    classes know ("Biopsy was clean", "Rent is due") or a thing ("Work's been crazy")."""
    return word.capitalize() in NOT_NAMES or word in _COMMON or word in _NOT_SOMEONE


def _opening_name(clause: str, words: list[str], start: int) -> frozenset[str]:
    """A capitalised word opening a clause is a name when a verb in the singular follows it ("Ziggy died", "Ethan
    starts…"), not when a plural noun opens it ("Crutches are gone") or it is a verb ("Sold the…")."""
    head = clause.lstrip()
    if start or not head[:1].isupper() or len(words) < 2:
        return frozenset()
    first, nxt = words[0], words[1]
    if first.endswith("'s") and len(first) > 4:
        plain = first[:-2]
        if not _no_name(plain):
            return frozenset((plain,))  # "Jack's finished school", "Dana's divorce went through"
    # a word in -s is a plural noun ("Crutches are gone") unless a verb only one person takes follows ("Marcus got hired")
    # (names end so too where plurals hardly do: Jess, Marcus, Chris)
    plural = (
        first.endswith("s")
        and not first.endswith(("ss", "us", "is"))
        and nxt not in ("is", "was", "has", "got", "just", "finally")
    )
    if plural or first.endswith(("ing", "ed")) or first in _EN_OBJECT or _no_name(first):
        return frozenset()
    # a word in -s is a verb when its object or complement follows ("Ethan starts at…", "Mia loves her school"), not a
    # plural noun ("New plates came…", "Big news")
    verb = nxt.endswith("s") and not nxt.endswith("ss") and len(words) > 2 and words[2] in _AFTER_VERB
    if nxt in _SINGULAR or nxt.endswith("ed") or verb:
        return frozenset((first,))
    return frozenset()


_FAN_OF = later(r"\b([a-z]+) (?:fan|fans|supporter|supporters|fanatic|season ticket)\b")


_OTHER_GROUP_EN = later(c.OTHER_GROUP_EN)


# Someone the user worked for, lived with or knew, opening the clause with what the user did with them ("the family I
# nannied for", "the company I worked for", "the guy we rented from"): what follows is of them.
_AGENT_OF_MINE = later(
    r"(?:the|that|this|those|these) (?:family|families|company|firm|people|guy|girl|woman|man|lady|couple|kids?|boy|client|"
    r"clients|agency|startup|team|band|restaurant|store|shop|clinic|office|folks|landlord|tenants?|lab|group) (?:i|we) "
    r"(?!(?:am|'m|was|were|have|had|will|would|can|could|think|guess|know|feel|mean|told|said|heard)\b)[a-z]+"
)


def whose_en(clause: str, prior: frozenset[str] | None) -> frozenset[str] | None:
    """The subject of an English clause, or None when it names nobody (the remark's subject goes on)."""
    lowered = clause.lower().replace("’", "'").replace("é", "e")  # fiancé, fiancée
    if "half" in lowered or "significant" in lowered:
        lowered = _PARTNER_SAID.sub("partner", lowered)
    words = _WORD.findall(lowered)
    named = names(clause) - frozenset(_FAN_OF.findall(lowered))  # ("huge Arsenal fan": a side, no one)
    start = 0
    while start < len(words):
        if words[start] in _EN_FILLERS:
            start += 1
        elif words[start : start + 2] == ["you", "know"] and start + 2 < len(words):
            start += 2  # "(just so) you know I use they/them now": an aside to the listener, not about them
        else:
            break
    if start == len(words):
        return None
    cleft = _CLEFT.match(lowered)
    if cleft is not None:
        # "it's tree nuts he reacts to", "it's actually shellfish she's allergic to": whose is said after the value
        return whose_en(clause[cleft.end() :], prior)
    first = words[start]
    if _AGENT_OF_MINE.match(" ".join(words[start : start + 6])):
        return OTHER  # "the family I nannied for moved to London": the family moved, not the user
    if first in _EN_YOU:
        return LISTENER
    if first in _EN_ANYONE or _OTHER_GROUP_EN.match(" ".join(words[start:])):
        # "Someone on the forum changed their name", "the team next door got laid off": not the user
        return OTHER
    if first in _EN_THIRD and first not in ("his", "her"):
        if prior is not None and prior not in (SELF, LISTENER):
            return prior
        if first.startswith("they") and any(w in _EN_SELF for w in words):
            return SELF  # "They discharged me", "they let us go": an agent acting on the user
        if first.startswith(("he", "she")):
            return SHE if first.startswith("she") else HE  # someone named before this remark, if anyone
        return OTHER
    if first in ("his", "her") and not any(w in _EN_SELF for w in words[start + 1 : start + 3]):
        # "Her braces came off": whose the thing is, as "she" would say it
        if prior is not None and prior not in (SELF, LISTENER):
            return prior
        return SHE if first == "her" else HE
    if " and i " in " " + " ".join(words[start : start + 6]) + " " or " and me " in " " + " ".join(words) + " ":
        return SELF  # "Nadia and I split up", "my wife and I moved": the user is among the subjects
    mentions = _mentions_en(words, named | _opening_name(clause, words, start))
    if first in ("my", "our") and not any(at <= start + 2 for at, _, _ in mentions):
        # "our drummer moved to Portland", "my office moved to Midtown": who or what moved is not the user; "my dentist
        # retired", "my mentor quit her job", "my coach got a new job at a gym": a person called by a word for what they
        # are to the user (not one of the words for family and friends), doing what only a person does. Either is
        # known by that word, so that what is said of them later is theirs too ("my drummer lives in Leeds now").
        found = _MOVER.match(" ".join(words[start + 1 : start + 5])) or _DOER.match(
            " ".join(words[start + 1 : start + 7])
        )
        if found is not None:
            head = found.group("who").split()[-1]  # ("personal trainer" is a trainer)
            if head in _EN_PETS or head in named or head in _AUXILIARIES:
                return OTHER  # ("my hamster Nugget lives on my desk", "our goldfish have lived…"): a pet, or no one
            return by_role(head)
    if first in _EN_SELF and not (first in ("my", "our") and mentions and mentions[0][0] <= start + 3):
        return SELF
    me = next((i for i, w in enumerate(words) if w in _EN_SELF and w not in ("my", "our")), len(words))
    for at, keys, role in mentions:
        if at > me:
            break  # "Got news - I'm a Weight Watchers coach": the user speaks before anyone else is named
        if role == "subject":
            return keys
        if role == "chain":
            return OTHER  # "my neighbor's kid …", "my friend's dad …": someone else's person
    if any(w in _EN_SELF for w in words):
        return SELF
    if any(w in _EN_YOU for w in words):
        return LISTENER  # "you'll never quit": about the listener
    return _typed_low_name(clause, words, start)


# A cleft that puts the value first and the one it is of after it ("it's tree nuts he reacts to", "it's actually
# June 19th, not the 14th"): only when a pronoun or "my" comes after the value.
_CLEFT = later(
    r"^\W*(?:it|that)(?:'s| is| was) (?:actually |really |just |only |in fact )?(?:[a-z0-9'\-]+ ){1,4}?(?:that |which )?"
    r"(?=(?:he|she|they|i|my|our)\b)"
)


# What a person does, after which a lower-case word opening a clause is someone doing it ("jess quit", "mike moved to
# denver", "dev got laid off"), where a clause that leaves out its "I" opens with the verb itself ("quit my job lol").
# Not "was", "is" or "got" alone: a noun opens a clause with them as often ("divorce was finalized", "rent got raised").
_DOES = later(
    r"(?:(?:just|finally|officially|recently|also) )?(?:quit|retired|graduated|married|died|passed away|transferred|"
    r"joined|switched|moved|left (?:her|his|the|for|to)|broke up|dumped|proposed|took (?:the|a|that) (?:new )?job|"
    r"got (?:laid off|fired|hired|promoted|engaged|married|divorced|dumped|accepted|into|a new|let go|sacked|the job)|"
    r"(?:is|was) (?:moving|leaving|retiring|laid off|fired|hired|promoted|let go|pregnant|engaged))\b"
)
_NOT_OPENERS = frozenset(
    "bruh dude man guys yo welp oof whew phew hmm um uh ah aw aww ya yep nope sure fine great cool nice news big "
    "fyi psa tbh ngl imo idk rn sorta kinda gonna wanna gotta prob probs def lowkey highkey legit srsly tbf also "
    "then now still".split()
)


def _typed_low_name(clause: str, words: list[str], start: int) -> frozenset[str] | None:
    """A name typed in lower case opening a clause that says nothing of the user ("jess quit her job", "dev got laid
    off"): the word is no word of the language's stop list, fillers or nouns the word classes know, and a verb a
    person does follows it. Without this the clause went on as the user's own (an "I" left out)."""
    if start + 1 >= len(words):
        return None
    first = words[start]
    if (
        not first.isalpha()
        or len(first) < 3
        or re.search(r"(?<![A-Za-z])" + re.escape(first) + r"(?![a-z])", clause)
        is None  # typed capitalised: not taken above
        or _DOES.match(" ".join(words[start + 1 : start + 5])) is None
        or first.endswith(("ly", "ing", "ed"))
        or first in STOP_EN
        or first in _NOT_OPENERS
        or first in _EN_OBJECT
        or _no_name(first)
        or _en_key(first) is not None
    ):
        return None
    return frozenset(("name:" + first,))


_MOVER = later(
    r"(?!(?:family|household|kids|whole)\b)(?P<who>[a-z]+(?: [a-z]+)?) (?:just |finally |recently |also )?"
    r"(?:moved|relocated|lives|lived)\b"
)
# What only a person does, after "my X" (one or two words) that names no thing of the user's own ("my new job
# starts…", "my last day at Tesco is…", "my application got…", "my shift started at 7" are the user's)
_DOER = later(
    r"(?!(?:job|work|role|position|title|career|contract|gig|shift|shifts|day|week|month|first|last|new|old|current|"
    r"previous|former|team|company|firm|department|office|employer|application|offer|visa|paperwork|transfer|"
    r"class|classes|course|semester|term|school|training|internship|placement|residency|probation|leave|trip|"
    r"flight|commute|plan|plans|start|interview|meeting|appointment|whole|family|household|own|back|body|place|home|"
    r"house|flat|apartment|room|car|phone)\b)"
    r"(?P<who>[a-z][a-z\-]*(?: [a-z][a-z\-]*)?) (?:just |finally |recently |also |officially |all |both |has |have |had )?"
    r"(?:retired|quit|resigned|graduated|got (?:fired|hired|promoted|laid off|let go|sacked|made redundant|engaged|"
    r"married|divorced|a (?:new )?job|a place at|into)|works (?:at|as|for|in)|worked (?:at|as|for)|is working (?:at|as|for)|"
    r"started (?:at|as|working|a new job|a job)|became (?:a|an)|is (?:now )?(?:a|an) [a-z\-]+ (?:at|for))\b"
)


_AT_HOME = frozenset("now again safe finally today already at from for".split())
_OWNED = frozenset("house place home job car kid kids wedding funeral birthday party family company shop store".split())
_FRIEND = frozenset(("friend",))
_INDEFINITE, _QUARTERS = frozenset(("a", "an", "some", "another")), frozenset(c.QUARTERS_EN)


def _possessed(word: str) -> bool:
    """Whether a word after "X's" is something X has (so "'s" is a possessive, not "is")."""
    return _en_key(word) is not None or word in _EN_PETS or word in _OWNED


def _theirs_by_kind(which: str, word: str) -> bool:
    """Whether "X's <which> <word>" is X's person or pet, said with a word of which ("Theo's best friend", "grandpa's
    golf buddy", "mom's old dog"), not X doing something to one of theirs ("mom's visiting grandma")."""
    doing = which.endswith(("ing", "ed")) and _en_key(word) != _FRIEND  # ("dad's fishing buddy" is no doing)
    return which not in STOP_EN and not doing and _possessed(word) and word not in _OWNED


def _mentions_en(words: list[str], named: frozenset[str]) -> list[tuple[int, frozenset[str], str]]:
    """(position, keys, role) of each person a clause names; role: subject, object (after a preposition or a
    verb), or chain (a person's person: "my neighbor's kid")."""
    out: list[tuple[int, frozenset[str], str]] = []
    things_at: set[int] = set()
    for i, word in enumerate(words):
        plain = word.replace("'s", "")
        keys = _en_key(word)
        typed_name = keys is not None and friend_word_named(plain, named)
        if typed_name:
            keys = None  # "We lost Buddy": typed as a name, it is one (names())
        if plain == "partner" and keys is not None and i and words[i - 1] not in _PARTNER_AFTER:
            if not words[i - 1].endswith("'s"):
                continue  # ("made partner", "my tennis partner"): no partner of anyone's
        if keys is None and plain in named:
            j = i - 1
            while j > 0 and words[j] in _THING_ADJECTIVES:
                j -= 1  # "my old Trek", "our trusty Subaru": still a thing of theirs
            prev = words[j] if j >= 0 else ""
            if prev in _THING_DETERMINERS or prev in _OWNERS or prev in _EN_PETS or i - 1 in things_at:
                things_at.add(i)
                continue  # "the Outback", "my Discord", "a Weight Watchers coach", "the kitten Mochi": a thing or a pet
            keys = frozenset(("name:" + plain,))
        if keys is None or (plain in _ADDRESSED and not typed_name and (i == 0 or words[i - 1] not in _EN_SKIP)):
            continue  # ("the day you sell it, mate": the one spoken to, not "my mate")
        if (
            plain not in named
            and words[i + 1 : i + 3] not in (["of", "mine"], ["of", "ours"])
            and any(words[k] in _INDEFINITE for k in range(max(1, i - 2), i))
        ):
            continue  # "sold it to a college kid": someone the words go on to, not one of the user's people
        if out and out[-1][0] == i - 1 and not words[i - 1].endswith("'s"):
            # "my son Ethan", "Uncle Ray", "Jersey City": one name ("my coworker Dana's wife" is two people, the
            # second Dana's)
            chained = word.endswith("'s") and i + 1 < len(words) and _en_key(words[i + 1]) is not None
            out[-1] = (i, out[-1][1] | keys, "chain" if chained else out[-1][2])
            continue
        j = i - 1
        while j >= 0 and words[j] in _EN_SKIP:
            j -= 1
        before = words[j] if j >= 0 else ""
        if before.endswith("'s") and before not in ("it's", "that's", "he's", "she's", "what's", "there's"):
            role = "object" if out and out[-1][0] == j and out[-1][2] == "object" else "chain"
        elif before in _EN_OBJECT or before in _PARTICLES or (before.endswith(("ed", "ing")) and len(before) > 4):
            # "to my nephew", "gave up Red Bull", "Enrolled Maya", "Deleted Duolingo", "been playing Elden Ring":
            # after a verb
            role = "object"
        elif before in ("and", "or", "&") and out and out[-1][0] >= j - 2:
            role = out[-1][2]  # "with my mom and dad": as the one before
        elif j >= 1 and words[j - 1] in ("to", "as") and not out:
            role = "object"  # "promoted to assistant manager", "hired as head nurse": a role, not who
        elif j >= 1 and words[j - 1] in ("to", "in", "at", "from", "near", "into") and before in _QUARTERS:
            role = "object"  # "after moving to north London", "in downtown Austin": a place, not who
        else:
            role = "subject"
        if (
            role == "subject"
            and word.endswith("'s")
            and i + 2 < len(words)
            and (_possessed(words[i + 1]) or _theirs_by_kind(words[i + 1], words[i + 2]))
            and not (words[i + 1] == "home" and words[i + 2] in _AT_HOME)  # "dad's home now, still weak"
        ):
            role = "chain"  # "my mom's cousin is…", "my neighbor's dog died"; "dad's home!" is dad at home
        out.append((i, keys, role))
    return out


def names_in(clause: str) -> frozenset[str]:
    """Every name a clause holds, the one opening it included when it is one ("Ziggy died")."""
    words = _WORD.findall(clause.lower())
    return names(clause) | _opening_name(clause, words, 0)


def person_en(word: str) -> frozenset[str] | None:
    """The people keys an English word names ('kids' -> son or daughter), or None."""
    return _en_key(word)
