"""English frames of where one stands among others: one's place in a team, band or group, and whose citizen one is
(the rest of frames_en.py's slots; read into EN_FRAMES there)."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_words_en import _EN_NATION, _EN_POSITION

EN_PLACE_FRAMES: dict[str, list[tuple[str, str]]] = {
    # Where one plays or what one does in a team, band or group: "I play goalie", "moved me up to left wing",
    # "I'm the treasurer for our association", "just a regular member now", "made the starting lineup".
    "position": [
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
            r"\b(?:i'm|i am|he's|she's|he is|she is) (?:now |still |currently )?(?:the |a |an |our |their )?(?:new )?(?P<v>"
            + _EN_POSITION
            + r") (?:for|on|of|in|at)\b(?! (?:the )?(?:moment|time|now)\b)",
        ),
        (
            SET,
            r"\b(?:just )?(?:a|an) (?P<v>regular member|ordinary member|member) now\b|\bmade (?:the )?(?P<w>starting lineup|first team|starting "
            r"five|starting eleven|varsity)\b|\bgot (?:a )?(?P<x>starting) (?:spot|position|role)\b",
        ),
        (END, r"\b(?:stepped down|resigned) as (?:the |our |my )?(?:[a-z]+ ){0,2}?" + _EN_POSITION + r"\b"),
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
            r"\b(?:i'm|i am|he's|she's|he is|she is) (?:a |an )?(?P<x>green card holder|permanent resident|visa holder)\b",
        ),
        (
            SET,
            r"\b(?:took|take|taking) the (?:citizenship )?oath\b|\bnaturali[sz](?:ed|ation)\b|\bbecame (?:a |an )?citizen\b|"
            r"\bcitizenship (?:ceremony|oath)\b|\bpassed (?:my |his |her )?citizenship (?:test|interview)\b",
        ),
    ],
}
