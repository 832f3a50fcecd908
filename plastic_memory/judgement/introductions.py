"""A self-introduction by name: "I'm Sarah Johnson", "Hi, I'm Sarah, a nurse from Ohio", "hey I'm Dev btw".

The lowered words the gate reads cannot tell "I'm Sarah" from "I'm sorry": the capitals of the words as typed can. A
name is one to three capitalised words right after "I'm", ending the clause, and none of them a word that says how
or where the user is ("I'm Back!", "I'm Home", "I'm So Done", "I'm Amazing" typed in title case).
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.lexicon import STOP_EN

_INTRO = later(
    r"^(?i:(?:hi|hey|hello|hiya|yo)(?: there| all| everyone| again)?[,!.]*\s+)?(?i:i'm|i’m|i am|im)\s+"
    # (each word with a capital as typed: "hi, i'm sarah" says nothing of a name)
    r"(?P<name>[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+(?:[ -][A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ'-]+){0,2})"
    r"(?=\s*(?:$|[,.!;:—–])|\s+(?:btw|by the way|here|from)\b)"
)
# a word of five letters or more made as a state is ("Amazing", "Excited", "Grateful", "Nervous"), never a name
_STATE = later(r"^[A-Z][a-z]{2,}(?:ing|ed|ful|ous|ive|able|ible)$")
# Words typed with a capital after "I'm" that say how, where or what the user is, never who
_NOT_A_NAME = frozenset(
    """back home here there done fine good great ok okay sorry sure ready late early new free busy tired bored hungry
    thirsty sick ill so very really just still not also alright glad happy sad mad angry upset excited serious kidding
    joking in out off on up down over all always never going trying gonna feeling literally actually honestly lost
    stuck confused curious wondering afraid scared certain exhausted starving dying dead finished awake alive well
    better worse stressed broke late lucky blessed grateful thankful proud sleepy drunk high nervous worried anxious
    fed cold hot warm new old young single married engaged divorced pregnant retired unemployed""".split()
)


def introduced_name(text: str) -> str | None:
    """The name a message introduces the user by, as typed, or None."""
    found = _INTRO.match(text.strip())
    if found is None:
        return None
    words = re.split(r"[ -]", found.group("name"))
    if any(w.lower() in _NOT_A_NAME or w.lower() in STOP_EN or _STATE.search(w) for w in words):
        return None
    return found.group("name")
