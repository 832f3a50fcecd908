"""English frames of where one stands among others: one's place in a team, band or group, whose citizen one is, and a
stay away from home that ends by coming back (the rest of frames_en.py's slots; read into EN_FRAMES there)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_words_en import _EN_NATION, _EN_POSITION

EN_PLACE_FRAMES: dict[str, list[tuple[str, str]]] = {
    # Where one plays or what one does in a team, band or group: "I play goalie", "moved me up to left wing",
    # "I'm the treasurer for our association", "just a regular member now", "made the starting lineup".
    "position": [
        (SET, r"\bmoved (?:(?P<who>me|him|her) )?(?P<v>up front)\b"),  # ("Gaffer's moved me up front!")
        # made captain by the coach ("Coach made me captain for the rest of the season")
        (
            SET,
            r"\bmade (?:(?P<who>me|him|her) )?(?:the )?(?:team |club )?(?P<v>captain|vice captain|vice-captain|co-captain)\b",
        ),
        # the part one sings ("I sing tenor in the church choir")
        (SET, r"\b(?:i |we )?(?:sing|singing|sang) (?P<v>soprano|alto|tenor|baritone|bass)\b"),
        (
            SET,
            r"\bplays? (?:as )?(?:a |an |the )?(?P<v>"
            + _EN_POSITION
            + r")\b(?! (?:ball|games?|match|cards?|music|songs?|videos?|guitar)\b)",
        ),
        (
            SET,
            r"\b(?:moved|bumped|switched|put|shifted|promoted|dropped) (?:(?P<who>me|him|her|us|them) )?(?:up |over |back |down )?(?:to|at|as|on) "
            r"(?:the )?(?P<v>" + _EN_POSITION + r")\b",
        ),
        (
            SET,
            r"\b(?:i'm|i am|he's|she's|he is|she is) (?:now |still |currently |just |only )?(?:the |a |an |our |their )?(?:new )?(?P<v>"
            + _EN_POSITION
            + r") (?:for|on|of|in|at)\b(?! (?:the )?(?:moment|time|now)\b)",
        ),
        (
            SET,
            r"\b(?:just )?(?:a|an) (?P<v>regular member|ordinary member|member) now\b|\bmade (?:the )?(?P<w>starting lineup|first team|starting "
            r"five|starting eleven|varsity)\b|\bgot (?:a )?(?P<x>starting) (?:spot|position|role)\b",
        ),
        (END, r"\b(?:stepped down|resigned) as (?:the |our |my )?(?:[a-z]+ ){0,2}?" + _EN_POSITION + r"\b"),
        # a term of office that ran out ("my term as HOA treasurer is over", "my stint as captain ended"), or a post
        # someone else now holds ("they replaced me as treasurer", "got voted out as president")
        (
            END,
            r"\bmy (?:term|stint|tenure|time|year|two years) as (?:the |our |a )?(?:[a-z]+ ){0,2}?"
            + _EN_POSITION
            + r"\b(?: [a-z]+){0,3}? (?:is over|'s over|is up|'s up|is done|'s done|ended|finished|wrapped up|came to an end|ran out)\b|"
            r"\b(?:replaced me|voted me out|got voted out|was voted out) as (?:the |our )?(?:[a-z]+ ){0,2}?"
            + _EN_POSITION
            + r"\b",
        ),
    ],
    # Whose citizen one is, or the papers one stays on: "I'm a Canadian living in Seattle", "on a work visa",
    # "took the oath", "officially a US citizen".
    "citizenship": [
        (
            SET,
            r"\b(?:i'm|i am|he's|she's|is|officially|now|became|become|am) (?:a |an )?(?:naturali[sz]ed )?(?P<v>"
            + _EN_NATION
            + r") (?:citizen|national)\b",
        ),
        (
            SET,
            r"\b(?:i'm|i am|he's|she's|he is|she is) (?:a |an )?(?P<v>"
            + _EN_NATION
            + r")(?= (?:living|working|studying|here|over here)\b)",
        ),
        (
            SET,
            r"\bon (?:a|an|my|his|her) (?P<v>(?:work|student|spouse|partner|tourist|h-?1b|skilled|temporary) visa)\b|"
            r"\b(?:i|he|she|we) (?:have|has|got|am|is|'m|'s) (?:a |my |our |his |her )?(?P<w>green card|permanent resident|permanent residency|pr)\b|"
            r"^(?:finally |just |officially )?got (?:my|our|the) (?P<y>green card|permanent residency|pr|citizenship)\b(?! renewed| back| replaced)|"
            r"\b(?:i'm|i am|he's|she's|he is|she is) (?:a |an )?(?P<x>green card holder|permanent resident|visa holder)\b",
        ),
        (
            SET,
            r"\b(?:took|take|taking) the (?:citizenship )?oath\b|\bnaturali[sz](?:ed|ation)\b|\bbecame (?:a |an )?citizen\b|"
            r"\bcitizenship (?:ceremony|oath)\b|\bpassed (?:my |his |her )?citizenship (?:test|interview)\b|"
            # papers that came through ("my green card got approved", "PR got approved today!!! permanent resident")
            r"\b(?:green card|permanent residency|permanent residence|citizenship)(?: application)? (?:got |was |has been |finally |just |"
            r"officially )*(?:approved|granted|came through|went through)\b|^(?:now |officially )?(?:a )?permanent resident\b",
        ),
    ],
    # A stay away from home for a term (a semester abroad, an exchange, a deployment, a posting): it ends when one is
    # back somewhere ("back in Minneapolis and the jet lag is brutal", "he's home from deployment"), not with a visit
    # home ("back in Ohio for the holidays"), an evening home from work or a bare "I'm back" (which says nothing of a
    # stay, and would make a greeting worth keeping).
    "away": [
        (
            SET,
            r"\b(?:semester|year|term|summer|quarter) abroad\b|\b(?:studying|working|living) abroad (?:this|for (?:a|the|this)|until)\b|"
            r"\bon (?:an? )?(?:exchange|study abroad|secondment|deployment|posting|tour|rotation) (?:in|at|to|with|program)\b|"
            r"\b(?:i'm|i am|he's|she's|he is|she is|is|are|we're) (?:currently |still |now )?(?:deployed|stationed overseas|posted abroad|overseas on)\b",
        ),
        (
            END,
            r"(?<=[a-z])'s (?:back|home) from (?:[a-z]+ ){0,2}?(?:abroad|deployment|overseas|exchange)\b|"
            r"(?:^(?:so |finally |and )?|\b(?:i'm|i am|he's|she's|he is|she is|we're|we are|finally|just|got|made it|flew|came|am|is) )(?:back|home)"
            r"(?: (?:in|to) (?!(?:the )?office\b|work\b|bed\b|(?:high |middle |grad |elementary |primary )?school\b|college\b|uni\b|university\b|the day\b|the (?:\d|old)|\d|my |those |square one\b|business\b|action\b|town for\b)[a-z](?:(?! for\b)[a-z ]){1,20}?| stateside| (?:home )?from (?:[a-z]+ ){0,2}?(?:abroad|deployment|overseas|exchange|"
            r"[a-z]+ (?:tour|posting|rotation)))(?=[,.;!?]|$| (?:and|now|for good|after|safe|in|last|this|yesterday|today)\b)(?! after (?:work|class|school|practice|the gym))"
            r"(?![^.;!?]*\bfor (?:the |a |a few |two |christmas|thanksgiving|spring break|the holidays|holidays|the week|the weekend|a visit)\b)",
        ),
    ],
}
