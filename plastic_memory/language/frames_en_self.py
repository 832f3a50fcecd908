"""English frames of what one is called: a name (and a change of it) and pronouns (the rest of frames_en.py's slots;
read into EN_FRAMES there, in their place among them)."""

from __future__ import annotations

from .frame_parts import SET

EN_SELF_FRAMES: dict[str, list[tuple[str, str]]] = {
    "name": [
        (SET, r"\bmy (?:legal |real |full |new |official )?name'?s (?P<v>[a-z]+(?: [a-z]+)?)\b|"
              r"\bmy (?:legal |real |full |new |official )?name is (?P<w>[a-z]+(?: [a-z]+)?)\b"),
        # a change of name, with the new one or only that it went through ("my name change is official")
        (SET, r"\b(?:legally |officially |finally )?changed my (?:last |sur|first )?name to (?P<n>[a-z]+(?: [a-z]+)?)\b"),
        (SET, r"\b(?:my |the )?(?:legal )?name change (?:went through|is official|is final|is done|came through|got approved|was approved)"),
        # a new surname said as what one is called from now on ("so it's Emily Novak from here on", "I'm Jessica Alvarez now")
        (SET, r"\b(?:it's|i'm|i am) (?:[a-z]+ )?(?P<n>[a-z]+)\b(?= (?:now|from (?:here|now) on|on everything|going forward|officially)\b)"),
        # by a name only ("call me Tina", not "call me crazy"; "I go by Sam")
        (SET, r"\b(?:please |just |you can )?call me (?P<n>[a-z]+)\b"),
        # what everyone calls one, and a name gone by these days with no "I" ("Going by Becca these days")
        (SET, r"\b(?:everyone|everybody|people|most people|my friends|friends|they all|all my friends) (?:all |still |just )?"
              r"calls? me (?P<n>[a-z]+)\b"),
        (SET, r"(?:^|[,.;!] )(?:now |mostly )?going by (?P<n>[a-z]+)(?= (?:these days|now|from now on|nowadays|at work)\b)"),
        (SET, r"\b(?:i|i've been|been|i'm|i am|i've) (?:now |actually |just |mostly |officially )?(?:started |start |begun )?go(?:ing)? by "
              r"(?P<n>[a-z]+)\b(?! (?:the|a|my|your)\b)"),
    ],
    "pronouns": [
        (SET, r"\b(?:i use|uses|my pronouns are|(?:his|her|their) pronouns are|i go by|goes by|i'm going with|going with|i'm using|"
              r"(?:i've |i have )?been using|(?:i've |i have )?been going by|"
              r"(?:he's|she's|they're) using|(?:is|are) using|switching to|switched to) (?:(?:now|just) )?(?P<v>she/her|he/him|they/them|she/they|he/they|"
              r"any pronouns)\b"),
    ],
}
