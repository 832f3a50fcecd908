"""Requests to forget in English, one clause at a time: "forget that I told you about…", "forget I mentioned…",
"please forget my…", "delete what I said about…", "scratch that bit about…", "don't keep anything about…", "remove
the … thing from your memory", "pretend I never said…".

A request is a bidding to the assistant: it opens with the verb (after "please", "can you", "I want you to"), and
what follows is about the memory: what was said, a matter called a matter ("the medication thing", "that bit about
my ex", "the pregnancy news", "the note about my calorie limit"), something "from your memory", or the user's own
things ("my address"). An order to delete whose object is the user's own information is a request too ("Delete my
home address", "remove my ID number": my + a matter of a life, language/matters.py), where "delete my old tweets" and
"remove my name from the list" are tasks. "I forgot my keys", "I keep forgetting to call mom", "don't let me forget
the meeting", "forget it" (never mind), "delete that file", "clear the table" and "don't keep it a secret" are
remarks or tasks. A bare "scratch that" or "drop it" is weak: alone it takes
back what was just said, but "scratch that, I meant Tuesday" is a correction and is left to it.
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.matters import PEOPLE, information, matters
from . import forget_zh

_LEAD = (
    r"^(?:(?:ok|okay|oh|hey|so|and|but|actually|also|well|wait|hmm|um|uh|ugh|omg|lol|yep|yo|btw|just|please|pls|"
    r"never ?mind|on second thoughts?|come to think of it|time to|(?:you'?d |you )?better|"
    r"kindly|then|now|yeah|look|listen|honestly|seriously)[\s,]+)*"
    r"(?:(?:can|could|would|will) (?:you|we)\s+(?:please\s+)?(?:maybe\s+|possibly\s+|kindly\s+)?|"
    # asked kindly: "is it possible to…", "any way you can…", "would it be ok to…"
    r"(?:is it possible|would it be possible|is there (?:a|any) way|any way|would it be ok(?:ay)?|is it ok(?:ay)?)"
    r" (?:to|(?:for )?you (?:can|could|to)|if you)\s+|i(?: want| need| would like|'d like) you to\s+|"
    r"i(?:'?d| would) (?:rather|prefer) (?:you|u)\s+|you (?:can|could|may|should)\s+|feel free to\s+|let'?s\s+|"
    # asked as a favour or a care: "I'd appreciate it if you forgot…", "make sure you don't remember my pin"
    r"i(?:'?d| would) (?:really )?(?:appreciate|love|like) (?:it )?if (?:you|u)\s+(?:could\s+|would\s+|'d\s+)?|"
    r"make sure (?:you|u)\s+)?(?:please\s+)?"
    r"(?:just\s+)?"
)
# How a request is typed in a hurry, said as the patterns read it ("can u forgt the bit abt my ex pls")
_CHAT = (
    (later(r"\bu\b"), "you"),
    (later(r"\bur\b"), "your"),
    (later(r"\b(?:pl+s+|pl+z+|ple+a+s+e+)\b"), "please"),
    (later(r"\b(?:thx|thnx|tks|ty)\b"), "thanks"),
    (later(r"\babt\b"), "about"),
    (later(r"\b(?:forgt|forgett|foget|forgeet|frget)\b"), "forget"),
    (later(r"\b(?:rember|remeber|remembr|rememeber|remmber|remeber|rmember)\b"), "remember"),
    (later(r"\bun-(?=remember|hear|see|read|know|learn)"), "un"),
    (later(r"\bnvm\b"), "never mind"),
    (later(r"\bre:\s*"), "about "),  # "what I said re: my boss"
)
# "would you mind forgetting…", "mind deleting the X stuff?": the bidding said kindly, read as "please forget…"
_MIND = later(r"\b(?:(?:would|do) you mind|^mind) (forgetting|deleting|erasing|removing|wiping|dropping|scrapping)\b")
_BARE = {
    "forgetting": "forget",
    "deleting": "delete",
    "erasing": "erase",
    "removing": "remove",
    "wiping": "wipe",
    "dropping": "drop",
    "scrapping": "scrap",
}


def chat(lowered: str) -> str:
    """A lower-cased English message with its chat spellings said in full (u, pls, thx, forgt, un-remember, nvm), and
    "would you mind deleting…" as "please delete…"."""
    for rx, full in _CHAT:
        lowered = rx.sub(full, lowered)
    return _MIND.sub(lambda m: "please " + _BARE[m.group(1)], lowered)


_SAID = r"(?:what|whatever|everything|all|anything|the (?:thing|things|part|bit|stuff|last))\b"
# (a wish that the memory not keep it: "I don't want you to remember…", "I'd rather you didn't keep…", "can you not
# save…"; "didn't keep my receipts" tells, with no "you" before it)
_NOT = (
    r"(?:don'?t|do not|no need to|you don'?t (?:need|have) to|stop|please don'?t|i (?:don'?t|do not) (?:want|need) "
    r"(?:you|u) to|i (?:don'?t|do not) want (?:you|u)(?=\s+\w+ing\b)|(?:(?<=you )|(?<=u )|(?<=please ))(?:didn'?t|did not|not))\s+"
)
_WEAK = ("scratch", "strike", "drop", "clear")  # with no matter of their own: weak (see the module's docstring)
# drop a subject, clear the table, lose the weight, toss the salad: about the memory only when it is named
_LIGHT = ("drop", "clear", "clear out", "clean out", "lose", "toss", "chuck", "throw away", "cross out", "cross off")
_PLACES = r"(?:your |the |my )?(?:memory|memories|notes|records|head|mind|brain|files|database)"
_PATTERNS: tuple[re.Pattern[str], ...] = (
    later(
        _LEAD
        + r"(?P<verb>forget|(?<=you )forgot)\s+(?:about\s+)?(?P<what>(?:"
        + _SAID
        + r"|that|this|those|these|it|about|my|me|i|where|when|who|how|which|whether|if|the|him|her|them|"
        r"you (?:ever )?heard)\b.*)$"
    ),
    later(
        _LEAD + r"(?P<verb>erase|delete|remove|wipe(?: out| away)?|scrap|scratch|unlearn|purge|drop|clear out|"
        r"clean out|clear|strike|get rid of|throw out|throw away|take out|bin|trash|ditch|nuke|scrub|lose|toss|chuck|"
        r"cross out|cross off)\s+(?P<what>.+)$"
    ),
    later(_LEAD + _NOT + r"(?P<verb>remember(?:ing)?|memori[sz](?:e|ing))\b\s*(?P<what>.*)$"),
    later(
        _LEAD + _NOT + r"(?P<verb>stor(?:e|ing)|sav(?:e|ing)|keep(?:ing)? (?:track|tabs) (?:of|on)|keep(?:ing)?|"
        r"record(?:ing)?|not(?:e|ing)(?: down)?|"
        r"writ(?:e|ing) down|log(?:ging)?|hold(?:ing)? on ?to|hang(?:ing)? on ?to|retain(?:ing)?)\s+"
        r"(?P<what>(?:" + _SAID + r"|that|this|it|those|these|my|about|any|the|[a-z]+'s|"
        r"(?:stuff|things|info|details)(?= (?:about|regarding|concerning)\b))\b.*)$"
    ),
    later(_LEAD + r"(?P<verb>never ?mind|disregard|ignore|take back|undo|retract|withdraw)\s+(?P<what>.+)$"),
    later(
        _LEAD + r"(?P<verb>pretend)\s+(?:that\s+)?(?:i (?:never|didn'?t|did not) (?:say|said|tell|told|mention|"
        r"mentioned|bring up|brought up)(?: you)?|you (?:never|didn'?t|did not) (?:hear|heard|see|saw|read))\b\s*"
        r"(?P<what>.*)$"
    ),
    later(_LEAD + r"(?P<verb>un(?:hear|see|read|know|remember))\s+(?P<what>.+)$"),
    # the user taking back their own words: "I take back what I said about the DUI", "I take that back"
    later(
        _LEAD + r"i (?:(?:want|have|need|would like|'d like) to )?(?P<verb>take back|retract|withdraw)\s+(?P<what>.+)$"
    ),
    later(_LEAD + r"(?:i (?:(?:want|have|need|would like|'d like) to )?)?(?P<verb>take) (?P<what>that|it|this) back$"),
    # out of the memory by a verb of carrying: "take that DUI thing out of your memory", "get the roommate stuff out
    # of your head", "keep my address out of your notes"
    later(_LEAD + r"(?P<verb>take|get|keep)\s+(?P<what>.+?\s+out of\s+" + _PLACES + r")$"),
    # a wish that the memory not have or know it: "I'd rather you didn't have that", "you don't need to know my
    # weight" (never "don't have my keys": the wish is said to "you")
    later(
        _LEAD + r"(?:you (?:don'?t|do not) (?:need|have) to|i (?:don'?t|do not) (?:want|need) (?:you|u) to|"
        r"(?:(?<=you )|(?<=u ))(?:didn'?t|did not|not))\s+(?P<verb>have|know)\s+(?P<what>(?:"
        + _SAID
        + r"|that|this|it|"
        r"those|these|my|about|any|the)\b.*)$"
    ),
)
_WISHED = later(r"^(?:\w+[\s,]+)*?i(?:'d| would) (?:rather|prefer)|^(?:\w+[\s,]+)*?i (?:don'?t|do not) want")
_UNVERBS = frozenset(("unhear", "unsee", "unread", "unknow", "unremember"))
_WISH = len(_PATTERNS) - 1  # the wish that the memory not have it: its words are the matter, as forget's are
# a wish said of the thing, not to "you": "I don't want that salary stuff remembered", "I'd rather my address not be
# stored" (never "I don't want my kids spoiled": only a verb of keeping)
_KEPT = r"(?P<verb>remembered|stored|saved|kept|recorded|written down|on file|on record)"
_PASSIVE = (len(_PATTERNS), len(_PATTERNS) + 1)
_PATTERNS += (
    later(_LEAD + r"i (?:really )?(?:don'?t|do not) want (?P<what>.+?)\s+" + _KEPT + r"(?:\s+anywhere)?$"),
    later(_LEAD + r"i'?d (?:rather|prefer) (?P<what>.+?)\s+(?:not be|wasn'?t|weren'?t|isn'?t) " + _KEPT + "$"),
)
_NEVER_MIND = frozenset(
    ("it", "about it", "it all", "about that", "it then", "about it then", "the whole thing", "the entire thing")
)
_TAIL = later(
    r"(?:\s+(?:please|for me|thanks|thank you|ok|okay|from (?:your |the )?memory|in (?:your )?memory|forever|"
    r"for good|right now|now|down|in mind|too|as well|either|anywhere|then|lol|lmao|haha|for now|just in case|"
    r"especially|if you can|if possible))+$"
)
_SPEECH = later(
    r"^(?:that\s+(?=i\b))?(?:" + _SAID + r")?\s*(?:of it|of that|that)?\s*(?:(?:that\s+)?(?:i(?:'ve| have|'d)?\s+"
    r"(?:just\s+|ever\s+|already\s+|once\s+)?(?:said|told you|mentioned|wrote|shared|say|tell you|brought up|"
    r"talked about|mention)|you (?:ever )?heard|(?:you|u)(?:'ve| have)?\s+(?:got|know|knew|have|remember|kept|keep|"
    r"stored|saved|learned|learnt|noted|picked up|found out)(?:\s+(?:on|of)\s+me)?)\b)?\s*"
)
_SPOKEN = later(
    r"\bi(?:'ve| have|'d)?\s+(?:just\s+|ever\s+)?(?:said|told you|mentioned|wrote|shared)\b|"
    # what the memory holds ("clear whatever you saved about my visa", "undo what you know about my ex")
    r"\b(?:what|whatever|everything|anything|all)\s+(?:you|u)(?:'ve| have)?\s+(?:got|know|have|remember|kept|stored|saved|"
    r"noted)\b"
)
_ABOUT = later(
    r"^(?:(?:anything|everything|all|stuff|things)\s+)?(?:about|regarding|concerning|on|of|with|related to|relating to|"
    r"(?:having )?to do with)\s+"
)
_THAT = frozenset(
    "|that|this|it|them|those|these|that one|this one|one|thing|things|message|remark|part|bit|stuff|last one|last thing|"
    "last message|last|last bit|last part|earlier|before|just now|a second ago|a minute ago|above".split("|")
)
_ALL = later(
    r"^(?:everything|all|anything|all of it|all of that|it all|everything about me|all about me|"
    r"all (?:of )?(?:my|the) (?:data|info|information|memories|stuff)|"
    # all the memory holds ("forget what you know", "delete everything you've got on me")
    r"(?:what|everything|all|anything) (?:you|u)(?:'ve| have)? (?:know|have|got|remember|kept|stored|saved)"
    r"(?: (?:about|on|of) me)?)$"
)
# What a matter is called: "the medication thing", "that bit about my ex", "the part where I cried".
_THING = later(
    r"^(?:the|that|this|those|these|my)\s+(?:(?P<middle>.+?)\s+)?(?:thing|stuff|bit|part|business|story|info|"
    r"information|details|line|remark|note|memory|memories|news|situation|issue|saga|drama|episode|incident|topic|"
    r"entry|record|data)s?(?:\s+(?:(?:that\s+)?i\s+(?:said|told you|mentioned|shared)\b[^,]*?\s+)?"
    r"(?:about|regarding|with|where|on|of)\s+(?P<after>.+)|\s+(?:that\s+)?i\s+(?:said|told you|mentioned|shared)\b.*)?$"
)
# What the memory holds by its own name: "drop the note about my calorie limit" (never "drop the subject").
_RECORD = later(
    r"^(?:the|that|this|those|these|my)\s+(?:[a-z' -]+\s+)?(?:note|info|information|details|record|entry|memory|"
    r"memories|data|remark)s?\b"
)
_OWNED = later(r"^(?:my|our)\s+\S")
_MEMORY_VERBS = ("erase", "unlearn", "purge", "scrub")  # never said of a task's file or table, seldom of a thing
_NAMED = later(r"^(?:the|that|this|those|these)\s+")
_ELSEWHERE = later(r"\b(?:from|off|out of|on|in|at|for)\s+(?:the|this|that|my|our|a|an|your)\s+\w+")
_FROM = later(r"^(?P<what>.+?)\s+(?:from|out of|off)\s+" + _PLACES + "$")
_MENTIONS = later(
    r"^(?:all|any|every|each)\s+(?:the\s+)?(?:mentions?|references?|traces?|records?|notes?)\s+(?:of|to|about)\s+"
    r"(?P<what>.+)$"
)
_POINTED = later(r"^(?:this|that|these|those|it|the last)\s+(.+)$")
_IN_MEMORY = later(r"\b(?:from|out of|off|in) " + _PLACES + r"\b")
# A clause naming a matter on its own, to go with a bare request next to it: "about my ex", "that thing with my
# landlord", "what I said about my brother", "the rehab thing", "never mind the Stripe thing" (with "forget it").
_TOPIC = (
    # regret of having told ("I shouldn't have told you about the pregnancy", "I regret telling you about my debt")
    later(
        r"^(?:(?:oh|ugh|god|honestly|actually|tbh)\s+)*i (?:really )?(?:shouldn'?t have|should not have|regret|wish i "
        r"(?:hadn'?t|never|didn'?t)|never should have) (?:(?:told|telling|tell) (?:you|u)|(?:said|saying|mentioned|"
        r"mentioning|shared|sharing|brought up|bringing up)(?: (?:that|this|it))?)(?: about| that)?\s+(?P<what>.+)$"
    ),
    later(
        r"^(?:and |but |so |oh |also )?(?:never mind )?(?:about|regarding|re|as for|as to|concerning)\s+(?P<what>.+)$"
    ),
    later(
        r"^(?:and |but |so |oh |also )?(?:you know |remember )?(?:that|the|this) (?:thing|stuff|bit|part|business|"
        r"story)(?: (?:that )?i (?:said|told you|mentioned|shared))? (?:about|regarding|with|on)\s+(?P<what>.+)$"
    ),
    later(
        r"^(?:and |but |so |oh |also )?(?:what|everything|anything|all) i (?:said|told you|mentioned|shared) "
        r"about\s+(?P<what>.+)$"
    ),
    later(
        r"^(?:and |but |so |oh |also )?(?:you know |remember |never ?mind )?the (?P<what>[a-z' -]+?) (?:thing|stuff|business|"
        r"situation|story)$"
    ),
    # a matter called a matter with no word before it ("jake stuff - delete pls", "pregnancy thing: forget it")
    later(r"^(?P<what>[a-z0-9'][a-z0-9' -]{1,30}?) (?:thing|stuff|business|situation|saga|drama|info|details)$"),
)

# words that only lead up to a clause naming a matter ("ok so about my ex", "oh and the debt thing")
_OPENING = later(r"^(?:(?:ok|okay|so|and|but|oh|also|well|um|uh|hmm|right|anyway|anyways|actually)\s+)+(?=\S)")

NEVER_MIND = forget_zh.NEVER_MIND  # "forget it": a request only next to a clause naming its matter
WEAK = forget_zh.WEAK  # "scratch that": a request only when nothing else is said
ALONE = "\0alone:"  # "forget the breakup": a request only when nothing else is said; the words follow the mark
# "forget her", "delete him": one of the user's people, named in a clause next to it ("my boss Karen - forget her")
PERSON = "\0person"
_PRONOUNS = frozenset(("him", "her", "them", "about him", "about her", "about them"))


def request(clause: str) -> tuple[str, bool] | None:
    """(words, everything) of a request in one lower-cased clause; words '' mean what was just said, NEVER_MIND and
    WEAK a bare request that needs the rest of the message to count."""
    clause = clause.replace("’", "'").strip()
    for n, pattern in enumerate(_PATTERNS):
        hit = pattern.match(clause)
        if hit is None:
            continue
        verb, raw = hit.group("verb"), hit.group("what").strip(" ,'\"")
        if raw.startswith("me as "):
            return None  # "don't remember me as a failure": how to be thought of, no remark
        what = _TAIL.sub("", " " + raw).strip()  # ("delete pls": the please is no matter)
        if n == 0 and what in _NEVER_MIND:
            return NEVER_MIND, False
        if n in (0, 2) and what in _PRONOUNS:
            return PERSON, False
        if verb in ("take back", "undo", "retract", "withdraw") and not (_SPOKEN.search(what) or _noted(what)):
            # "undo that" may undo a change to a file; "take back what I said about…" and "undo the note about my
            # allergy" are the memory's
            return None
        if verb in ("ignore", "disregard") or verb.startswith("never"):
            if not (_SPOKEN.search(what) or what in _THAT):
                return None  # "ignore my boss": only what the user said is the memory's
        # forget, remember, keep and pretend are about the memory whatever follows; delete and the like only when
        # what follows is ("delete that file", "clear the table", "drop my kids off" are tasks)
        in_memory = _IN_MEMORY.search(raw) is not None
        if verb in _LIGHT and not (
            in_memory
            or _SPOKEN.search(what)
            or what in _THAT
            or _RECORD.match(what)
            or _owned_thing(what)
            or (_matter_thing(what) and not _SHARED.match(clause))
        ):
            return None  # "drop the whole 'have you tried…' thing": the subject dropped, not a remark
        if n in (0, 3) and what.startswith("the ") and not _THING.match(what) and not in_memory:
            # "forget the breakup", "don't store the 6621 ssn digits" name a matter of a life; said with more
            # ("forget the dentist, I'll go next week") it is never mind. "don't keep the change" names none.
            return (ALONE + what, False) if information(what) else None
        # (a verb of memory takes its words loosely: "forget…", "don't keep…", "unremember my gambling problem")
        loose = n in (0, 2, 3, 5, _WISH, *_PASSIVE) or verb in _UNVERBS or in_memory
        found = _words(what, loose)
        if found is None and n == 1 and _OWNED.match(what) and not _ELSEWHERE.search(what):
            # "Delete my home address", "remove my ID number": the user's own information is the memory's to drop;
            # "delete my old tweets", "remove my name from the list" are tasks
            found = (what, False) if information(what) else None
        if found is None and n == 1 and _OWNED.match(what) and len(what.split()) <= 3 and matters(what) & PEOPLE:
            # "wipe my ex", "delete my stepdad": one of the user's people is no file; what was said of them is meant
            found = None if _ELSEWHERE.search(what) else (what, False)
        if found is None and verb in _MEMORY_VERBS and _NAMED.match(what) and information(what):
            # "erase the barclays interview": a verb of memory, said of a matter of a life, bids the memory
            # ("scrub the bathtub", "purge the old files" name no such matter)
            found = (_NAMED.sub("", what, count=1), False)
        if found is None:
            return None
        if n == _WISH and (found == ("", False) or verb == "know") and not _WISHED.match(clause):
            # "you don't need to know the details, just draft it", "you don't need to know my password, just tell me
            # how to reset it": said to get on with a task, nothing of the memory's is meant
            return None
        if found == ("", False) and (verb.split()[0] in _WEAK or verb == "take"):
            return WEAK, False
        return found
    return None


# "forget Priya", "pls forget Tom": a verb of memory and a name written as one, alone (the name is known by its capital
# in the message as typed; a day or a month is no one's name)
_BY_NAME = later(
    _LEAD + r"(?:forget|erase|unlearn)\s+(?:about\s+)?(?P<name>[a-z][a-z'-]+)(?:\s+(?:please|too|thanks))*$"
)
_NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december i""".split()
)


def by_name(clause: str, names: frozenset[str]) -> tuple[str, bool] | None:
    """A request naming one of the user's people (or a thing) by a name alone: what was said of it; a request only
    when nothing else is said ("forget Tom, he's a jerk" tells)."""
    hit = _BY_NAME.match(clause.replace("’", "'").strip())
    if hit is None or hit.group("name") not in names or hit.group("name") in _NOT_NAMES:
        return None
    return ALONE + hit.group("name"), False


def _owned_thing(what: str) -> bool:
    """A matter called a matter and said to be the user's own ("drop the thing about my kid's school", "clear the
    stuff about my ex"): what the memory holds, where "drop the whole 'have you tried…' thing" drops a subject."""
    thing = _THING.match(what)
    named = (thing.group("after") or thing.group("middle") or "") if thing is not None else ""
    return _OWNED.match(named.strip()) is not None


def _matter_thing(what: str) -> bool:
    """A matter of a life or a place called a matter, whoever's it is ("drop the adoption stuff", "clear the rehab
    thing", "drop the Berlin stuff"): what the memory holds, where "drop the whole 'have you tried…' thing" drops a subject of talk."""
    thing = _THING.match(what)
    named = (thing.group("after") or thing.group("middle") or "") if thing is not None else ""
    return bool(named.strip()) and information(named, places=True)


# "let's drop the work stuff": the talk turns away from a subject, the memory is not asked to drop it
_SHARED = later(r"^(?:\w+[\s,]+)*?let'?s\b")


def _noted(what: str) -> bool:
    """Whether the words name something the memory keeps about a matter ("the note about my allergy", "that memory of
    my ex"), never a bare record ("the last entry")."""
    thing = _THING.match(what)
    return thing is not None and bool(thing.group("after")) and _RECORD.match(what) is not None


def _words(what: str, loose: bool) -> tuple[str, bool] | None:
    """What the request names, or None when the words after the verb are a task's object ("that file")."""
    if _ALL.match(what):
        return "", True
    mentions = _MENTIONS.match(what)
    if mentions is not None:  # "remove all mentions of jake", "any reference to my old job"
        return mentions.group("what"), False
    kept = _FROM.match(what)
    if kept is not None:  # "take that DUI thing out of your memory": the place is no part of the matter
        what, loose = kept.group("what"), True
    thing = _THING.match(what)
    if thing is not None:
        named = (thing.group("after") or thing.group("middle") or "").strip()
        return ("", False) if named in _THAT else (named, False)
    said = _SPOKEN.search(what) is not None
    what = _SPEECH.sub("", what, count=1).strip()
    about = _ABOUT.match(what)
    if about is not None:
        what = what[about.end() :].strip()
    if said and what in ("anything", "all that", "any of that", "any of this"):
        return "", False  # "forget I said anything": what was just said
    if what in _THAT:
        return "", False
    kept = _FROM.match(what)
    if kept is not None:
        what, loose = kept.group("what"), True
    thing = _THING.match(what)
    if thing is not None:  # "remove the medication thing from your memory"
        named = (thing.group("after") or thing.group("middle") or "").strip()
        return ("", False) if named in _THAT else (named, False)
    pointed = _POINTED.match(what)
    if pointed is not None:  # "forget this one" means what was just said; "don't record this call" is a task
        return ("", False) if pointed.group(1) in _THAT else None
    if said or loose or about is not None:
        return what, False
    return None


def topic(clause: str) -> str | None:
    """The matter a clause names on its own, or None when it says something."""
    clause = _OPENING.sub("", clause.replace("’", "'").strip())
    for pattern in _TOPIC:
        hit = pattern.match(clause)
        if hit is not None:
            what = _TAIL.sub("", hit.group("what").strip(" ,'\"")).strip()
            return what if what not in _THAT else None
    return None


# (or a person's, by name or relation: "leo's suspension - don't keep that", "mom's surgery, delete that")
_PHRASE = later(r"^(?:(?:the|my|our|that|this) (?P<what>[a-z0-9'\- ]{2,40})|(?P<whose>[a-z]+'s [a-z0-9'\- ]{2,40}))$")
_VERBISH = later(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|do|does|did|will|would|can|could|should|got|gets|get|went|goes|"
    r"go|said|says|told|never|always|just|not|[a-z]+ed)\b|'s (?!\w)|'(?:re|ve|ll|d)\b"
)


def phrase(clause: str) -> str | None:
    """What a clause made only of a noun phrase names ("my meds", "the debt to my uncle"): a matter for a bare
    request that is plainly one ("scrap that", "don't store it"), never for "forget it", which may mean never mind."""
    hit = _PHRASE.match(clause.replace("’", "'").strip())
    what = hit.group("what") or hit.group("whose") if hit is not None else None
    if what is None or _VERBISH.search(what):
        return None
    return what if what not in _THAT else None
