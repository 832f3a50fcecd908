"""The parts English update frames are made of: a role, a team, a site of an employer, a dwelling, a condition, and
the guards that keep one day's outing or a compound noun from reading as a standing state (frames_en.py)."""

from __future__ import annotations

import re

from .date_words import _EN_FULL_WEEKDAYS
from .frame_parts import any_of as _any
from .update_classes import (
    EN_CONDITION_SUFFIXES,
    EN_CONDITIONS,
    EN_DEPARTMENTS,
    EN_DWELLINGS,
    EN_GOOD_RESULTS,
    EN_GRADES,
    EN_ROLE_SUFFIXES,
    EN_ROLES,
    EN_SCHOOLS,
    EN_TEAMS,
)
from .life_work import EN_NATIONS, EN_POSITIONS

# A role by its word or by how a role word ends ("illustrator", "dentist", "librarian").
# A role's modifiers are words of content ("a high school chemistry teacher"), never "a bit of a stressor".
_MODIFIER = r"(?!(?:of|a|an|the|to|and|or|in|for|with|bit|lot|kind|sort|little|such)\b)[a-z\-]+ "
_EN_ROLE = (
    r"(?:" + _MODIFIER + r"){0,3}(?:" + _any(EN_ROLES) + r"|[a-z]{3,}(?:" + "|".join(EN_ROLE_SUFFIXES) + r"))s?\b"
)
_EN_TEAM = _any(EN_TEAMS)
_EN_POSITION = _any(EN_POSITIONS)
_EN_NATION = r"(?:" + "|".join(re.escape(x) for x in EN_NATIONS) + r")"
_EN_SCHOOL = _any(EN_SCHOOLS)
_EN_GRADE = _any(EN_GRADES)
_EN_DEPARTMENT = _any(re.escape(x) for x in EN_DEPARTMENTS)
# The part of an employer after "to the …": "transferred me to the airport location", "moved to the Denver office".
_EN_SITE = (
    r"(?:office|branch|store|location|site|plant|campus|hospital|clinic|unit|ward|department|division|shop|warehouse|restaurant|"
    r"factory|facility|precinct|station|base|headquarters|hq|team|club)"
)
_EN_GOOD = _any(EN_GOOD_RESULTS)
_EN_COND = r"(?:" + _any(EN_CONDITIONS) + r"s?|[a-z]+(?:" + "|".join(EN_CONDITION_SUFFIXES) + r"))\b"
_DWELLING = _any(EN_DWELLINGS) + r"\b"
_EN_WEEKDAY = _any(sorted(_EN_FULL_WEEKDAYS))
# A dwelling word that is the first half of another noun ("a house plant", "a house party"): no home.
_NOT_A_COMPOUND = (
    r"(?![ \-](?:plants?|party|parties|warming|sitter|sitting|guests?|calls?|rules|chores|cleaning|cleaner|music|arrest|"
    r"hunting|hunt|tour|viewing|search|key|keys|number|prices?)\b)"
)
# How one got to work on one day is an outing, not how one gets there ("took the bus to work today").
_NOT_ONE_DAY_EN = r"^(?![^.!?]*\b(?:today|yesterday|this morning|tonight|last (?:night|week)|once)\b)[^.!?]*?"

# What a gym is called: the word, or the kinds people name theirs by.
_GYM = r"(?:gym|fitness|crossfit(?: box)?|box|ymca|the y|health club|athletic club|climbing gym|bouldering gym|equinox|orangetheory|f45)"

# Subjects one reads at a university ("doing Economics", "switched to Philosophy").
_FIELDS = (
    "economics",
    "philosophy",
    "history",
    "english",
    "law",
    "medicine",
    "nursing",
    "engineering",
    "computer science",
    "cs",
    "maths",
    "math",
    "mathematics",
    "physics",
    "chemistry",
    "biology",
    "psychology",
    "sociology",
    "politics",
    "political science",
    "business",
    "accounting",
    "finance",
    "marketing",
    "architecture",
    "fine art",
    "art",
    "music",
    "design",
    "geography",
    "linguistics",
    "literature",
    "education",
    "pharmacy",
    "dentistry",
    "journalism",
    "media studies",
    "film",
    "theatre",
    "drama",
    "anthropology",
    "statistics",
    "data science",
    "biomedical science",
    "mechanical engineering",
    "civil engineering",
    "electrical engineering",
    "french",
    "spanish",
    "german",
    "japanese",
    "chinese",
    "classics",
    "theology",
    "criminology",
    "veterinary science",
    "physiotherapy",
)
# (and any subject named as a science or a study: pharmacology, astronomy, genetics)
_FIELD = r"(?:" + "|".join(sorted(_FIELDS, key=len, reverse=True)) + r"|[a-z]{3,}(?:ology|onomy|istry|etics|ics))"

# What follows a home, a job or a school only spoken of ("my landlord never fixes anything", "my boss keeps moving
# deadlines"): it is the subject of a present verb, the state as it is, not one time ("my colleagues and I went to a
# convention").
_HELD_NOW = (
    r"(?=(?:\s+(?:just|really|still|always|never|literally|actually|also|even|finally|constantly|basically))?"
    r"(?:'s\b|'re\b|\s+(?:is|are|isn't|aren't|keeps?|never|always|still|won't|doesn't|don't|has|have|hasn't|wants?|"
    r"makes?|says?|charges?|refuses?|hates?|loves?|needs?|expects?|thinks?|gets?|treats?|ignores?|micromanages?|"
    r"texts?|calls?|emails?|replies|answers?|sucks?|smells?|leaks?|feels?)\b))"
)


def describing(*more: str) -> str:
    """Words after "my boss is" or "my landlord is" that say what the person is like, not who ("my boss is awful",
    "is out this week", "my landlord is never around"), with the frame's own: a group for a lookahead that keeps them
    from being read as a name."""
    return "(?:" + "|".join((*_DESCRIBING, *more)) + ")"


_DESCRIBING = (
    "a an the so such really very super pretty kind sort being always never still also just awful great nice amazing "
    "terrible horrible cool chill strict new out away on off sick back here gone leaving mean fine okay ok good bad "
    "annoying insane crazy lovely not literally honestly actually in at my our his her their me us him them someone "
    "somebody this that some one like all too now"
).split()
# One of the family, as whose ("dad's new boss at GM", "my sister's new landlord in Tampa")
_KIN_S = (
    r"(?:mom|mum|dad|mother|father|sister|brother|wife|husband|son|daughter|partner|boyfriend|girlfriend|fianc[eé]e?|aunt|"
    r"uncle|cousin|grandma|grandpa|nan|niece|nephew)'s"
)
