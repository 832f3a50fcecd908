"""English frames of who one is by one's own word: a name (and a change of it), pronouns and a faith (the rest of frames_en.py's slots;
read into EN_FRAMES there, in their place among them)."""

from __future__ import annotations

from .frame_parts import END, SET

_FAITH = (
    r"catholic|christian|muslim|jewish|judaism|islam|buddhist|buddhism|hindu|hinduism|sikh|mormon|atheist|agnostic|"
    r"protestant|orthodox|evangelical|baptist|methodist|lutheran|anglican|episcopalian|presbyterian|pentecostal|quaker|"
    r"jehovah'?s witness|pagan|wiccan|taoist|shinto|jain|bahai|bahá'í|catholicism|christianity"
)

EN_SELF_FRAMES: dict[str, list[tuple[str, str]]] = {
    "name": [
        (SET, r"\bmy (?:legal |real |full |new |official )?(?:sur|last |family |maiden )?name'?s (?P<v>[a-z]+(?: [a-z]+)?)\b|"
              r"\bmy (?:legal |real |full |new |official )?(?:sur|last |family |maiden )?name is (?P<w>[a-z]+(?: [a-z]+)?)\b"),
        # a change of name, with the new one or only that it went through ("my name change is official")
        (SET, r"\b(?:legally |officially |finally )?changed my (?:last |sur|first )?name to (?P<n>[a-z]+(?: [a-z]+)?)\b"),
        (SET, r"\b(?:my |the )?(?:legal )?name change (?:went through|is official|is final|is done|came through|got approved|was approved)|"
              r"\b(?:my )?(?:married|new|legal) name (?:is )?(?:official|final|done|legal)\b"),
        # a new surname said as what one is called from now on ("so it's Emily Novak from here on", "I'm Jessica Alvarez now")
        (SET, r"\b(?:it's|i'm|i am) (?!still\b|(?:with|at|in|on|from|into|off|over|under|by|for|seeing|dating|engaged to|married to)\b)"
              r"(?:[a-z]+ )?(?P<n>[a-z]+)\b(?= (?:now|from (?:here|now) on|on everything|going forward|officially)\b)|"
              # (the "I'm" left out after a name change is done: "just got back from the DMV, officially Sarah Nguyen now")
              r"(?:^|, )(?:officially|legally) (?:mrs\.? |ms\.? )?(?!(?:a|an|the|my|our|back|done|on|in|off|out|over|not|no|so|very|"
              r"really|fully|just|single|married|engaged|divorced|retired|unemployed|free|moved|home|living|working|a|part|full)\b)"
              r"[a-z]+ (?P<w>[a-z]+) now\b"),
        # by a name only ("call me Tina", not "call me crazy"; "I go by Sam")
        (SET, r"\b(?:please |just |you can )?call me (?P<n>[a-z]+)\b"),
        # what everyone calls one, and a name gone by these days with no "I" ("Going by Becca these days")
        (SET, r"\b(?:everyone|everybody|people|most people|my friends|friends|they all|all my friends) (?:all |still |just )?"
              r"calls? me (?P<n>[a-z]+)\b"),
        # what no one calls one any more ("nobody calls me bubba anymore")
        (END, r"\b(?:nobody|no one|noone) calls me (?P<v>[a-z]+) (?:anymore|any more|now)\b"),
        (SET, r"(?:^|[,.;!] )(?:now |mostly )?going by (?P<n>[a-z]+)(?= (?:these days|now|from now on|nowadays|at work)\b)"),
        (SET, r"\b(?:i|i've been|been|i'm|i am|i've) (?:now |actually |just |mostly |officially )?(?:started |start |begun )?go(?:ing)? by "
              r"(?P<n>[a-z]+)\b(?! (?:the|a|my|your)\b)"),
    ],
    # The church (or mosque, temple…) one goes to: one at a time ("We go to St Mary's Anglican on Sundays" -> "We've
    # been attending Hillsong in the city, the kids love the youth programme").
    "church": [
        (SET, r"\b(?:i|we)(?:'ve| have)? (?:been |now |started |still )?(?:go(?:ing)? to|attend(?:ing)?|belong(?:ing)? to) "
              r"(?:the )?(?P<v>[a-z][a-z'.\- ]{1,30}?(?:church|chapel|anglican|catholic|baptist|methodist|presbyterian|parish|cathedral|"
              r"mosque|masjid|temple|synagogue|gurdwara|fellowship|congregation|tabernacle))\b|"
              r"\b(?:i|we)(?:'ve| have)? (?:been |now |started )?attend(?:ing)? (?P<n>[a-z][a-z'\-]+)\b"
              r"(?=[^,.;!]*\b(?:sundays?|service|services|mass|youth|church|worship|sabbath)\b)"),
    ],
    "pronouns": [
        (SET, r"\b(?:i use|uses|my pronouns are|(?:his|her|their) pronouns are|i go by|goes by|i'm going with|going with|i'm using|"
              r"(?:i've |i have )?been using|(?:i've |i have )?been going by|"
              r"(?:he's|she's|they're) using|(?:is|are) using|switching to|switched to|(?:^|i'm |i am |now )going by|"
              r"(?:i've |i have |i )?(?:just )?start(?:ed)? using|(?:i'm |i am )?now using) (?:(?:now|just) )?(?P<v>she/her|he/him|they/them|she/they|he/they|"
              r"any pronouns)\b"),
        # pronouns said after the name one goes by ("I go by Sam, she/her", "I'm Alex (they/them)"): a clause of them alone
        (SET, r"^\(?(?:(?:my )?pronouns:? )?(?P<v>she/her|he/him|they/them|she/they|he/they)\)?(?: pronouns)?[.!]?$"),
    ],
    # The faith one keeps: one at a time ("I'm a pretty devout Catholic", "converted to Judaism last month").
    "religion": [
        (SET, r"\b(?:i'm|i am|i've been|i was raised|raised) (?:a |an )?(?:pretty |very |fairly |super |quite )?(?:devout |practicing |practising |"
              r"observant |lapsed |non-practicing |born-again |cultural )?(?P<v>" + _FAITH + r")\b(?! (?:food|restaurant|school|church|"
              r"friends?|wedding|holiday|neighbou?rs?|colleague|coworker|dish|dishes|music|art)\b)"),
        (SET, r"\b(?:converted|converting|convert|became|become|bapti[sz]ed|confirmed) (?:to |into |as |a |an )?(?:a |an )?(?P<v>" + _FAITH + r")\b"),
        (END, r"\b(?:left|quit|stopped practi[cs]ing|no longer practi[cs]e|walked away from) (?:the |my )?(?:church|faith|religion|mosque|temple|synagogue)\b"
              # ("left the church choir", "left the church one": a choir one sang in, not the faith)
              r"(?! (?:one|ones|choir|band|group|team|league|youth|school|job|gig)\b)|"
              r"\bnot religious anymore\b|\bno longer religious\b|\bdeconverted\b"),
    ],
}
