"""English as it is typed in a chat, spelt out for the readers of updates: "im at santa monica college", "ive been
vegan", "tasha moved in w me", "my bf and i" read as "I'm at…", "I've been…", "with me", "my boyfriend and I".

Only words that mean nothing else in a chat are spelt out: "ill", "well", "were" and "id" stay (each is a word of its
own), and "w" only before whom or what it goes with.
"""

from __future__ import annotations

import re
from .lazy_re import later

_WORDS = {
    "im": "I'm",
    "ive": "I've",
    "dont": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "cant": "can't",
    "isnt": "isn't",
    "arent": "aren't",
    "wasnt": "wasn't",
    "werent": "weren't",
    "havent": "haven't",
    "hasnt": "hasn't",
    "hadnt": "hadn't",
    "wouldnt": "wouldn't",
    "couldnt": "couldn't",
    "shouldnt": "shouldn't",
    "thats": "that's",
    "whats": "what's",
    "theyre": "they're",
    "youre": "you're",
    "hes": "he's",
    "shes": "she's",
    "weve": "we've",
    "theyve": "they've",
    "youve": "you've",
    "bf": "boyfriend",
    "gf": "girlfriend",
    "bday": "birthday",
    "ppl": "people",
    "abt": "about",
    "rn": "right now",
    "ur": "your",
    "u": "you",
    # verbs of change as they are often misspelt ("transfered to NYU", "we seperated", "movde to denver", "quitted my
    # job"): a change read like any other
    "transfered": "transferred",
    "transfering": "transferring",
    "seperated": "separated",
    "graduted": "graduated",
    "quitted": "quit",
    "movde": "moved",
    "mvoed": "moved",
    "moeved": "moved",
    "seperating": "separating",
    "devorced": "divorced",
    "divorsed": "divorced",
    "divoced": "divorced",
    "gradauted": "graduated",
    "graduatd": "graduated",
    "engadged": "engaged",
    "engauged": "engaged",
    "retierd": "retired",
    "retird": "retired",
    "resgined": "resigned",
    "resinged": "resigned",
    "adpoted": "adopted",
    "adoped": "adopted",
    "brokeup": "broke up",
    "promtoed": "promoted",
    "promted": "promoted",
}
# (a word after "a", "an" or "the" is a noun: "an RN" is a nurse, not "right now")
_WORD = later(
    r"(?<!\ban )(?<!\ba )(?<!\bthe )\b(" + "|".join(sorted(_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
# "w/ my sister", "moved in w me": "w" is "with" only before whom or what it goes with
_WITH = later(r"\bw/\s*|\bw (?=(?:me|my|him|her|us|them|our|his|their|the|a|an)\b)", re.IGNORECASE)


# "laid of", "passed awya": a change's words with one letter slipped, where the phrase is only that
_PHRASES = later(
    r"\blaid of\b(?! (?:the|a|an|my|our|his|her|their|it|them)\b)|\bpassed awa?y?a?\b(?<!passed away)", re.IGNORECASE
)


def spelt_out(text: str) -> str:
    """The words with chat spellings written out and curly apostrophes made straight (English only)."""
    text = _WITH.sub("with ", text.replace("’", "'"))
    if _PHRASES.search(text):
        text = _PHRASES.sub(lambda m: "laid off" if m.group().lower().startswith("laid") else "passed away", text)
    return _WORD.sub(lambda m: _WORDS[m.group(1).lower()], text)
