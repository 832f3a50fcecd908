"""Being in touch with one of the user's people, read for updates: a quarrel ends it, making up sets it again (the
one-value slot 'contact', valued by who)."""

from __future__ import annotations

from ..language import updates_words as w
from ..language.prefilter import Gated
from .update_values import WORD_EN
from .update_clauses import Claim, subject_of
from .update_guards import denied
from .update_pronouns import SELF
from .update_subject import names as _subject_names
from .update_subject import person_en
from .update_subject_zh import people_zh


_CONTACT = {
    (cjk, mode): Gated(source)
    for cjk, mode, source in (
        (True, w.END, w.ZH_CONTACT_END),
        (True, w.SET, w.ZH_CONTACT_SET),
        (False, w.END, w.EN_CONTACT_END),
        (False, w.SET, w.EN_CONTACT_SET),
    )
}


def contact(plain: str, cjk: bool, questions: list[str]) -> list[Claim]:
    """Being in touch with one of the user's people ('contact', valued by who): "my brother and I haven't spoken
    since…", 我跟我姐闹掰了 end it; "called my brother, we're good now", 跟我姐和好了 set it again. Someone else's quarrel
    ("my mom and her sister don't speak") is no claim of the user's."""
    lowered = plain.lower()
    if questions:
        return []
    found = [(mode, m) for (lang, mode), rx in _CONTACT.items() if lang == cjk for m in rx.finditer(lowered)]
    found = [(mode, m) for mode, m in found if not denied(lowered, m, cjk, w.SET)]
    if not found:
        return []
    people = (
        {key for _, _, keys in people_zh(plain) for key in keys}
        if cjk
        else {key for x in WORD_EN.findall(lowered) if (keys := person_en(x)) for key in keys}
        | {"name:" + n for n in _subject_names(plain)}
    )
    people -= {"partner"}  # a couple's quarrel is the partner slot's
    if not people or "self" not in subject_of(plain):
        return []
    return [Claim(SELF, "contact", mode, frozenset(people)) for mode, _ in found[:1]]
