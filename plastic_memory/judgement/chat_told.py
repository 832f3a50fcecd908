"""English life told the way friends talk: what the gate's word lists weigh as nothing, yet tells of the speaker.

Friends say what they do, where they went, whom they met and what they love without the words the kinds weigh:
"I'm doing kickboxing", "we explored the coast and hit some national parks", "I had a chat with someone named
David", "contemporary dance really speaks to me". Each rule here reads one such way of telling, and each asks for
what makes it the speaker's life rather than talk: the speaker as the doer, a place gone to (never "explored the
docs"), a person met by name, a taste whose subject is a thing of the world (never "that speaks to me" said of an
answer). The other side reads the chatter a subjectless clause says to the listener ("keep up the great work",
"sounds like a lovely trip", "love the colors") or reports from a source ("the article says ..."), which the
gate's casual reading would otherwise take for the speaker's own.
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.kind_finder import kinds as kinds_named
from ..language.life_things import PASTIMES
from ..language.update_classes import FAMILY

# -- a pastime the speaker does -------------------------------------------------------------------------------------
# A compound whose last part is a pastime said as a verb ("kickboxing", "powerlifting", "kitesurfing") is that
# pastime: the single -ing words of the pastime lists, and a few pastimes the lists do not name.
_HEADS = tuple(
    sorted(
        {w for general, members in PASTIMES.values() for w in general + members if w.isalpha() and w.endswith("ing")}
        | {"diving", "sailing", "snorkeling", "snorkelling", "boarding", "watching", "spotting", "jumping"},
        key=len,
        reverse=True,
    )
)
# a compound: three letters at least before the pastime it ends in ("kickboxing", not "spreading")
_COMPOUND = later(r"\b[a-z]{3,}(?:" + "|".join(_HEADS) + r")\b")
# the listener or their things: "enjoyed reading your story" praises what they shared
_YOU = later(r"\b(?:you|your|yours|you're|u|ur)\b")
# only heard or read of, not done: "I've heard kickboxing burns a lot", "I read that surfing is hard"
_HEARD = later(r"\b(?:i|we)(?:'ve| have)? (?:heard|read|saw|seen|watched a video)\b")


def _pastime(words: str) -> bool:
    """Whether the words name a pastime: by the pastime lists, or as a compound ending in one ("kick boxing")."""
    if any(FAMILY.get(t[1:].rstrip("^")) == "pastime" for t in kinds_named(words) if t[1:].rstrip("^") not in _MEDIA):
        return True
    return _COMPOUND.search(words) is not None


# what is read or watched is media, which the gate reads by what is done with it ("check out those books")
_MEDIA = frozenset(("reading", "shows", "podcast", "video", "puzzles", "writing"))
# doing a pastime: the verb that makes the speaker its doer, the pastime named in the words right after it
_DOER = later(
    r"\b(?:do|does|doing|did|done|play|plays|playing|played|practi[cs](?:e|es|ing|ed)|train(?:s|ing|ed)?|"
    r"t(?:ook|aken|ake|aking) up|tr(?:y|ied|ying)|start(?:s|ed|ing)?|g(?:ot|otten|etting|et) into|go|goes|going|"
    r"went|gone|lov(?:e|ing)|learn(?:s|ing|ed|t)?|pick(?:ed|ing)? up|teach(?:es|ing)?|taught|compet(?:e|es|ing|ed)|"
    r"into|joined|signed up for|addicted to|hooked on|obsessed with|back (?:to|into))\b"
)
# a proposal or a possibility right before the doing
_PROPOSAL = later(r"\b(?:can|could|should|might|may|would|let'?s|shall)(?: \w+){0,2} ?$")
# ... or a trip not taken yet, told as a maybe
_MAYBE = later(r"(?:'ll|\bwill|'d|\bwould|\bcould|\bmight|\bshould|\bcan|\blet'?s)(?: \w+){0,2} ?$")
_DUE = later(r"\b(?:next|tomorrow|soon|this (?:summer|winter|spring|fall|autumn|weekend|month|year))\b")
# the thing in hand, not a pastime: "I'm done reading it"
_HELD = later(r"^\s*\S+\s+(?:it|that|this|them|those|these)\b")


def pursues(framed: str) -> bool:
    """The speaker doing a pastime ("I'm doing kickboxing", "we do power lifting", "I've taken up birdwatching"),
    not only hearing of it or handling a thing of it."""
    if _HEARD.search(framed):
        return False
    for found in _DOER.finditer(framed):
        if _PROPOSAL.search(framed, 0, found.start()):
            continue  # ("perhaps we can all go birdwatching sometime": a proposal, not what they do)
        after = " ".join(framed[found.end() :].split()[:4])
        if _pastime(after) and not _HELD.match(after):
            return True
    return False


# -- a trip told by its verbs --------------------------------------------------------------------------------------
_TRAVEL = later(
    r"\b(?:explor(?:ed|ing)|road[- ]?trip(?:ped|ping)?|backpack(?:ed|ing)|tour(?:ed|ing)|trekk(?:ed|ing)|"
    r"roam(?:ed|ing)|wander(?:ed|ing) (?:around|through)|cruis(?:ed|ing)|island[- ]hopp(?:ed|ing)|"
    r"hit(?:ting)?(?: up)?|check(?:ed|ing) out|did a (?:tour|road ?trip|loop) of)\b"
)
# what one travels to: a place, or the sights of one
_SIGHTS = later(
    r"\b(?:coast|coastline|beach|beaches|shore|national parks?|state parks?|parks|mountains?|lakes?|islands?|city|"
    r"cities|towns?|villages?|countryside|desert|canyons?|trails?|breweries|brewery|wineries|winery|vineyards?|"
    r"museums?|markets?|temples?|castles?|ruins|old town|downtown|hot springs|waterfalls?|falls|forests?|woods|"
    r"valleys?|fjords?|glaciers?|caves?|landmarks?|sights|islands|the alps|the highlands|the keys|wine country|"
    r"slopes|the road|the waves)\b"
)
# a proper name gone to, as written: "explored Lisbon", "road-tripped across Arizona"
_NAMED_PLACE = later(
    r"(?i:\b(?:explor\w*|road[- ]?trip\w*|backpack\w*|tour\w*|trekk\w*|roam\w*|wander\w*|cruis\w*|hopp\w*|"
    r"hit(?: up)?|check\w* out)\b(?: (?:up|down|around|through|across|along|in|to|over|the|some|a|few|of|all))*) "
    r"[A-Z][a-z]+"
)


def travelled(framed: str, text: str) -> bool:
    """A trip told by its verbs: the speaker explored, road-tripped, hit or toured a place or its sights."""
    found = _TRAVEL.search(framed)
    if found is None or (_MAYBE.search(framed, 0, found.start()) and not _DUE.search(framed)):
        return False  # ("if I ever go, I'll hit some national parks": a trip supposed; one with a when is a plan)
    if _SIGHTS.search(framed, found.end()):
        return True
    return _NAMED_PLACE.search(text) is not None


# -- someone met, by name ------------------------------------------------------------------------------------------
_TALKED = later(
    r"\b(?:met|meet|meeting|talk(?:ed|ing)? (?:to|with)|chat(?:ted|ting)? (?:to|with)|sp(?:oke|eaking) (?:to|with)|"
    r"(?:conversation|chat|talk) with|ran into|bumped into|got (?:talking|chatting) (?:to|with)|hung out with|"
    r"made friends with|befriended|connected with|hit it off with|got to know)\b"
)
_NAMED = later(r"\b(?:named|called|by the name of) [A-Z][a-z]+")


def met_named(framed: str, text: str) -> bool:
    """Someone the speaker talked with or met, named ("had a conversation with someone named David")."""
    return _TALKED.search(framed) is not None and _NAMED.search(text) is not None


# -- a taste told by an idiom --------------------------------------------------------------------------------------
_TASTE = later(
    r"\b(?:speaks|spoke|spoken|speak) to me\b|\b(?:is|are|was|were|means?|meant) (?:everything|the world|so much) to me\b|\bresonates? with me\b|\b(?:just|really|totally) gets me\b|"
    r"\bclicks? (?:for|with) me\b|\bmy happy place\b|\bkeeps me (?:sane|going|grounded)\b|"
    r"\b(?:relaxes|calms|grounds) me\b|\bmakes my heart (?:sing|happy)\b|\bbrings me (?:so much )?(?:joy|peace)\b|"
    r"\b(?:has become|became|is) (?:kind of |totally |really )?my (?:thing|jam|passion|escape|therapy|outlet)\b"
)
# what an idiom's subject may not be for the taste to be the speaker's: the answer, the conversation, the listener
_DEICTIC = later(
    r"^(?:that|this|these|those|it|it's|its|which|you|your|yours|ur|u|what you|the (?:answer|reply|idea|explanation))\b"
)


# ... and the idioms whose thing comes after them ("can't get enough of thai food", "nothing beats a morning swim")
_TASTE_FOR = later(
    r"\b(?:can'?t get enough of|nothing beats|nothing makes me (?:happier|feel better) than|(?:i'?m|i am) (?:such |"
    r"a bit of |kind of )?a sucker for|(?:i'?m|i am) (?:really |so |pretty )?big on|there'?s nothing like)\b"
)


def taste(framed: str) -> str | None:
    """A taste told by an idiom: 'thing' when its subject names a thing of the world ("contemporary dance really
    speaks to me"), 'it' when a pronoun ("it really speaks to me": a thing only if the clause before names one),
    None when there is none."""
    found = _TASTE.search(framed)
    if found is None:
        ahead = _TASTE_FOR.search(framed)
        thing = framed[ahead.end() :].strip(" ,.!") if ahead else ""
        return None if ahead is None else "it" if not thing or _DEICTIC.match(thing) or _YOU.search(thing) else "thing"
    subject = framed[: found.start()].strip(" ,-–—:;")
    subject = re.sub(r"^(?:and|but|so|honestly|really|just|tbh|ngl)\b[ ,]*", "", subject)
    if not subject or _DEICTIC.match(subject) or _YOU.search(subject):
        return "it"  # (or the listener's thing: "the card you sent was so thoughtful - it means so much to me")
    return "thing"


# -- chatter a subjectless clause says -----------------------------------------------------------------------------
_TO_LISTENER = later(
    r"^(?:keep (?:up|it up|going|at it)|wishing (?:you|u)|wish (?:you|u)|(?:good|best of) luck|hope (?:you|your|u|ur|"
    r"it|that|the)|enjoy (?:your|ur|the)|have (?:fun|a (?:great|good|nice|lovely|wonderful|safe|blast))|take care|"
    r"all the best|sending (?:you )?(?:love|hugs|good vibes|strength)|can'?t wait to (?:hear|see)|"
    r"say hi|sounds|sounded|looks|looked|seems|seemed|must (?:be|have been)|what an?|such an?|"
    r"how (?:fun|cool|nice|exciting|lovely|awesome|amazing|sweet)|"
    r"(?:really |just |absolutely |totally )?(?:love|like|adore|dig)s? (?:the|that|this|those|these|your|ur|how|it|them)"
    r")\b"
)
# what a source says of the world: "the article says kickboxing burns more calories"
_SOURCE = later(
    r"^(?:according to\b|(?:the|a|an|this|that|one|some)? ?(?:new |recent )?(?:article|study|studies|research|report|"
    r"paper|survey|post|video|blog|website|site|review|poll|news|headline)s? (?:says?|said|shows?|showed|found|finds|"
    r"claims?|suggests?|reckons?)\b)"
)


# praise of a thing shown or told of ("that's such a beautiful painting", "what a cute dog"): the listener's thing
_PRAISE = later(
    r"^(?:that'?s|that is|this is|these are|those are|what an?|such an?)(?: (?:such|so|a|an|really|very|the|truly|"
    r"absolutely))* (?:beautiful|gorgeous|lovely|amazing|great|awesome|cool|cute|adorable|stunning|nice|wonderful|"
    r"incredible|fantastic|impressive|brilliant|sweet|fun|hilarious|funny|interesting|inspiring|neat|pretty|"
    r"fascinating|exciting|special|perfect|unique|creative|talented|smart|beautifully|gorgeously)\b"
)


# a pastime's merits in general ("swimming is such a good way to unwind", "boxing is a brilliant workout"): the world
_MERITS = later(
    r"^(?:[a-z]+ )?[a-z]+ing (?:is|are|'s)(?: (?:such|a|an|really|honestly|so|the|one of the|very|actually|"
    r"probably|great|good|brilliant|excellent|amazing|fantastic|best|perfect|awesome|fun|healthy|effective|solid|"
    r"nice|real|total))* (?:way|ways|workout|exercise|sport|form|hobby|activity|cardio|stress reliever)\b"
)


def chatter(opening: str) -> bool:
    """A subjectless clause said to the listener or of a source, not of the speaker's own life."""
    return any(p.match(opening) is not None for p in (_TO_LISTENER, _SOURCE, _PRAISE, _MERITS))


# a clause opening with what the speaker did, its subject left out ("had a chat with a guy called Pete",
# "road-tripped down the coast", "doing kickboxing these days")
_DID_OPENING = later(
    r"^(?:(?:just|finally|also|recently|then|and|so|actually) )*(?:[a-z]+ed|had|got|went|did|doing|been|hit|met|ran|"
    r"spoke|done|took|spent|road[- ]?trip\w*)\b"
)


def told_bare(opening: str, text: str) -> str | None:
    """The kind a subjectless clause of what the speaker did tells by one of these ways, or None: never of the
    listener's things, and never with a gerund for subject ("climbing sounds fun": the pastime, not the doing)."""
    return told(opening, text) if _DID_OPENING.match(opening) else None


# -- a life's options, not the conversation's ----------------------------------------------------------------------
_LIFE_OPTIONS = later(
    r"\b(career|job|work|housing|treatment|school|college|study|degree|childcare|daycare|retirement|travel|living|"
    r"dating|university|funding|financing|payment|insurance|loan|scholarship|visa|rental|therapy|care|health ?care|"
    r"transport|transportation|moving|wedding|venue|daycare|diet|birth control) options?\b"
)


def life_options(lowered: str) -> str:
    """The clause with a life's options ("career options") said as its paths, which are no answer's options."""
    return _LIFE_OPTIONS.sub(r"\1 paths", lowered) if "option" in lowered else lowered


def told(framed: str, text: str) -> str | None:
    """The kind a self-told clause tells by one of these ways ('life' or 'pref'), or None: never of the listener or
    their things ("I'm glad the pic reminded you of your love for dancing")."""
    if _YOU.search(framed):
        return None
    if pursues(framed) or travelled(framed, text) or met_named(framed, text):
        return "life"
    return "pref" if taste(framed) == "thing" else None
