"""A standing activity the user now does to another thing: "I'm coaching the U12 girls now" after "I coach my kid's
under-10 soccer team", "driving a used RAV4 now" after "I drive a 2012 Civic", "dating Ben now" after "I'm dating a
guy named Theo", read for turn-by-turn updates (updates.reach).

Only verbs one does to one thing at a time count (one coaches a team, drives a car, dates a person, wears glasses or
contacts); "play", "read" or "go to" take many things at once and are left out. The newer remark says it is so now
("now", "these days", "nowadays"; not "for now" or "right now", a stopgap or this minute), adds nothing ("also",
"too", "another", "more"), and the two things done share no word: "running the bakery solo now" after "we run a bakery
together" is the same bakery."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language import clauses
from ..language.memo import sets

# Each verb by its plain form, the forms it takes after "I" and "I'm", and its -ing form.
_VERBS = {
    "coach": ("coach", "coaching"),
    "teach": ("teach", "teaching"),
    "drive": ("drive", "driving"),
    "ride": ("ride", "riding"),
    "manage": ("manage", "managing"),
    "run": ("run", "running"),
    "lead": ("lead", "leading"),
    "mentor": ("mentor", "mentoring"),
    "tutor": ("tutor", "tutoring"),
    "host": ("host", "hosting"),
    "date": ("date", "dating"),
    "captain": ("captain", "captaining"),
    "study": ("study", "studying"),
    "major": ("major in", "majoring in"),
    "wear": ("wear", "wearing"),
    "use": ("use", "using"),
    "sing": ("sing", "singing"),
    "rent": ("rent", "renting"),
    "attend": ("attend", "attending"),
}
_BY_FORM = {form: lemma for lemma, forms in _VERBS.items() for form in forms}
_PLAIN = "|".join(re.escape(forms[0]) for forms in _VERBS.values())
_ING = "|".join(re.escape(forms[1]) for forms in _VERBS.values())

# The older remark: the user does it ("I coach…", "we rent…", "I'm dating…", "I've been tutoring…"), not once did it.
_DOES = later(
    r"\b(?:i|we)\s+(?:also\s+|still\s+|currently\s+)?(?P<v>" + _PLAIN + r")\b(?P<x>[^,.;!?]*)|"
    r"\b(?:i'm|i am|im|we're|we are|i've been|ive been|we've been)\s+(?:also\s+|still\s+|currently\s+)?"
    r"(?P<w>" + _ING + r")\b(?P<y>[^,.;!?]*)"
)
# The newer clause opens on the user doing it, said or left out ("coaching the U12 girls now").
_NOW_DOES = later(
    r"^(?:(?:and|so|but|now|these days|nowadays|currently)\s+)?"
    r"(?:(?:i'm|i am|im|we're|we are|i've been|ive been|we've been|been|i|we)\s+)?(?:now\s+|currently\s+)?"
    r"(?P<v>" + _ING + r"|" + _PLAIN + r")\b(?P<x>.*)$"
)
_NOW = later(r"(?<!for )(?<!right )(?<!just )(?<!until )(?<!till )\bnow\b|\bthese days\b|\bnowadays\b")
_ADDED = later(
    r"\b(?:also|too|as well|another|second|extra|more|both|again|still|temporarily|today|tonight|this week|"
    r"this weekend|for now|right now|for a while|for the (?:day|week|summer))\b"
)
_NOT_SAID = later(r"\b(?:not|never|no longer|don't|didn't|won't|might|maybe|thinking|want|going to|gonna|if)\b")
_LITTLE = frozenset(
    """a an the my our his her their your some this that these those for with at in on to of and or by from as
    now these days nowadays currently just really actually full time part every each day days morning mornings
    night nights evening evenings week weeks weekend weekends daily weekly monday tuesday wednesday thursday friday
    saturday sunday times twice once lot lots bit kind sort own new old i me we us it them him her one solo alone
    together instead here there well""".split()
)
_WORD = later(r"[a-z0-9][a-z0-9'\-]*")


def _things(words: str) -> frozenset[str]:
    """The content words of what a verb acts on, cut at the first clause mark, plurals and possessives folded."""
    out = set()
    for word in _WORD.findall(words):
        word = word.removesuffix("'s")
        if word in _LITTLE:
            continue
        out.add(word[:-1] if len(word) > 3 and word.endswith("s") else word)
    return frozenset(out)


@sets(4096)
def _done(old: str) -> frozenset[tuple[str, frozenset[str]]]:
    """What the older remark says the user does, each as (verb, the words of what it acts on)."""
    out = set()
    for m in _DOES.finditer(old.lower().replace("’", "'")):
        verb = _BY_FORM[m.group("v") or m.group("w")]
        things = _things(m.group("x") if m.group("v") else m.group("y"))
        if things:
            out.add((verb, things))
    return frozenset(out)


def done_now_to_another(new: str, old: str) -> bool:
    """Whether the newer remark says the user now does to another thing what the older said they do (module doc)."""
    held = _done(old)
    if not held:
        return False
    for clause in clauses.split(new):
        said = clause.text.lower().replace("’", "'")
        if clause.mood != "statement" or not _NOW.search(said) or _ADDED.search(said) or _NOT_SAID.search(said):
            continue
        m = _NOW_DOES.match(said)
        if m is None:
            continue
        verb, things = _BY_FORM[m.group("v")], _things(m.group("x"))
        if things and any(verb == was and not things & before for was, before in held):
            return True
    return False
