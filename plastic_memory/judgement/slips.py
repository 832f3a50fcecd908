"""Owning up to a slip, or saying the memory holds one (你记错了, 我说错了, "you got that wrong", "sorry typo before"):
the phrasings a correction is marked by, for corrections.py; and whether a message says the memory holds a slip (then
a fix that finds nothing to retract is kept as said)."""

from __future__ import annotations

import re
from ..language.lazy_re import later

# Owning up to a slip or saying the memory holds one, built from its parts rather than listed whole: who (you, I),
# the verb (记, 搞, 弄, 说, "got", "had", "noted") and how it went wrong (错, 岔, 混, 反; wrong, mixed up, backwards).
_SLIP_ZH = (
    r"(?:你|您)?(?:好像|可能|是不是)?(?:又|把它|把这个)?(?:记|搞|弄|听|理解|看|写|说)(?:错|岔|混|反|串|差)了?|"
    r"我?(?:之前|刚才|刚刚|前面|上次|那天|前两天|前几天|昨天|上周|那会儿)?(?:跟你)?(?:说|打|写|讲|算|数|填)(?:错|反|岔)(?:字)?了|(?:报|写|填|算|记|说)(?:高|低)了|(?:更正|纠正|修正)(?:一下)?|笔误|不对不对|不是不是|"
    r"(?:你)?(?:那个|这个|那条|这条)?(?:记录|记的|存的|写的)(?:不对|有误|错了)(?:哈|啊|呀|哦)?|"
    r"(?:之前|刚才|上次|前面)(?:跟你)?说的(?:不对|有误|错了)"
)
_SLIP_EN = (
    r"you(?:'ve|'d| have| had)? (?:got|gotten|had|have|remembered|written|noted|saved|put down|heard)"
    r" (?:that|it|this|something|me|[a-z']+(?: [a-z']+){0,3}) (?:wrong|mixed up|backwards|confused|muddled|off)|"
    r"you(?:'re| are) (?:mixing|confusing) (?:that|it|this|them|things|me)(?: up)?(?: with [a-z' ]{1,30})?|"
    r"you(?:'re| are) thinking of (?:someone|somebody|my [a-z]+)(?: else)?|"
    r"(?:a |one |quick |small |little )?correction(?: (?:on|to|about|for) [a-z' ]{1,40})?|"
    r"(?:let me|i (?:need|want|have) to|i gotta|gotta|have to|i should) correct (?:something|myself|that|this|"
    r"what i (?:said|told you)|an earlier [a-z]+)(?: [a-z' ]{1,30})?|"
    r"(?:that|this|it)(?:'s| is| was) (?:not|n't) (?:quite |exactly |actually )?(?:right|correct|accurate)|"
    # the user owning their own slip ("idk why I wrote Greg lol", "I misspoke", "my bad")
    r"i(?:'ve| have)? (?:been )?(?:calling|spelling|saying|writing|pronouncing) (?:[a-z']+ ){0,4}wrong(?: [a-z]+)?"
    r"(?: (?:this|the) whole time| all along| for ages)?|"
    r"i (?:always |keep |must have )?(?:flip(?:ped)?|swap(?:ped)?|transposed|switched|mix(?:ed)? up|reversed) (?:the (?:numbers|digits|dates|days|"
    r"months|two|times)|them|those)|(?:sorry,? )?(?:a )?typo(?: before| earlier| above| there)?|(?:i )?misspoke(?: earlier| before)?|"
    r"scratch (?:what i said|that)|i (?:told you|said|gave you) (?:it )?wrong|"
    r"i (?:told|gave) you the wrong [a-z]+(?: [a-z]+)?(?: (?:earlier|before|last time|just now|the other day))?|"
    r"(?:idk|i don't know|i dont know|dunno|no idea|not sure) (?:why i (?:wrote|said|typed|put|told you)|where i got "
    r"(?:that|it|this|(?:the )?(?:other|first|old) (?:one|name|number|date))(?: from)?)(?: [a-z']+){0,5}"
    r"(?: lol| haha| lmao)?|i (?:misspoke|mistyped|mixed (?:them|those|the two|the names) up)|my (?:bad|mistake)|"
    r"i(?:'d| had| have|'ve| got)? (?:got |gotten )?(?:that|it|this|them|those|things|the two) (?:mixed up|backwards|"
    r"confused|muddled|the wrong way round|wrong)(?: with (?:my |our )?[a-z']+(?: [a-z']+)?)?|"
    # what the user got wrong named, then a break before what is right ("got the time wrong before — standup is at
    # 10:15", "I got the landlord's name wrong — it's…", "mixed up my family there —"): never a story that goes on
    # ("I got the answer wrong on the quiz")
    r"(?:(?:sorry|oops|ah|eh)[, ]+)?(?:i(?:'d| had| have|'ve)? )?(?:(?:got|gotten|had) (?P<named>that|it|this|"
    r"(?:the|my|our) [a-z']+(?: [a-z']+){0,2}|[a-z]+'s [a-z]+) (?:wrong|mixed up|backwards|muddled)|(?:mixed|muddled) up "
    r"(?P<mixed>(?:my|our|the) [a-z']+(?: [a-z']+)?))(?: (?:earlier|before|there|above|just now|this whole time|the whole time|"
    r"all along|all this time))?(?=\s*(?:[—–:;,.!]|-\s|$))|"
    # autocorrect blamed ("ugh autocorrect, my wife is Jan"), an "oops" before what actually is ("oops, she's actually 8")
    r"(?:(?<=^)|(?<=, )|(?<=\. )|(?<=! )|(?<=— ))(?:ugh |stupid |damn |darn |bloody |sorry,? )?autocorrect(?:ed)?"
    r"(?: strikes again| again| got me| changed it| messed (?:it|that) up)?(?=\s*(?:[,!.;:—]|-\s|$))|"
    r"(?:oops|whoops|oopsie|my bad|sorry)[,!]?(?= (?:she|he|it|they|(?:[a-z]+'s )?[a-z]+)(?:'s| is| are|'re| was) actually\b)|"
    # crossed wires, and a value set against whatever was said before ("it's a Civic, not whatever I told you before")
    r"(?:got|had|get) (?:my|our|the) wires crossed|not (?:whatever|what) i (?:told you|said|wrote|put)(?: (?:before|earlier))?|"
    r"(?:sorry,? )?wrong info(?:rmation)?(?: (?:earlier|before|there))?|"
    # the wrong one named and said to be from before ("Sorry ah, wrong estate earlier", "wrong date before")
    r"wrong (?:[a-z]+ ){1,2}(?:earlier|before|just now|last time)|"
    # the wrong one named alone, then what is right ("oops, wrong date — Mom's is actually the 13th", "wrong day: it's
    # Thursday"): the kind of value, at a clause's start, and a break after it
    r"(?:(?<=^)|(?<=, )|(?<=\. )|(?<=! )|(?<=oops )|(?<=sorry ))wrong (?:date|day|month|year|time|number|name|city|place|"
    r"address|street|school|age|one)(?=\s*(?:[—–:;!.]|-\s|,\s*(?:it|she|he|they|that|my|his|her)\b|$))"
)
SLIP = later(r"(?<![a-z])(?:" + _SLIP_ZH + "|" + _SLIP_EN + r")(?![a-z])")


# A slip in what the memory holds, said to it (你记错了, "you've got that backwards", "I told you the wrong month"), not
# one in the talk of the moment ("my bad, I meant the second table").
_MEMORY_SLIP = later(
    r"(?:你|您)(?:好像|可能|是不是|肯定)?(?:又|把它|把这个)?(?:记|搞|弄|听|理解|写|存)(?:错|岔|混|反|串)|"
    r"(?:记录|记的|存的)(?:不对|有误|错了)|我(?:之前|上次|以前|那天|前面)(?:跟你)?(?:说|讲|写)(?:错|反)了|"
    r"\b(?:you|u)(?:'ve|'d| have| had)? (?:got|gotten|had|have|remembered|written|noted|saved|put down|heard)\b[^.!?]{0,25}?"
    r"\b(?:wrong|backwards|mixed up|muddled)|\b(?:you|u)(?:'re| are) (?:mixing|confusing|thinking of)\b|"
    r"\bi (?:told|gave) (?:you|u) (?:the )?wrong\b|\bi told (?:you|u) wrong\b"
)


def slip_owned(text: str) -> bool:
    """Whether the message says the memory holds a slip (你记错了, "you got that wrong", "I told you the wrong
    month"): then what it says instead is the user's word on themselves, kept even when nothing remembered can be
    found to retract."""
    return _MEMORY_SLIP.search(text.lower().replace("’", "'")) is not None


_I_SAID = later(r"\bi(?:'ve| have)? (?:said|typed|wrote|put|told you|gave you|mentioned|called)\b")


def others_slip(lowered: str, marker: re.Match) -> bool:
    """Whether a "by mistake" is another's slip ("my coworker keeps calling me Rohit by mistake"): no word of the
    user's own before it."""
    return marker.group() == "by mistake" and _I_SAID.search(lowered[: marker.start()]) is None
