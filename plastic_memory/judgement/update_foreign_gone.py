"""Whom a remark in a record language tells gone from the user's life (update_foreign.py): a death of whom the
words name (a name, one of the user's people, what the user calls theirs), or a pet given away by its name; and
whether an older remark names that one, so that "Toby murió" and "tive que doar o Thor" retire what was said of them.
"""

from __future__ import annotations

import re

from ..language import updates_words as w
from .update_clauses import Claim
from .update_foreign_people import short_name
from .update_foreign_reader import Reader, denied, is_kin, kin_in, names_in, stem_of, value_of, value_words
from .update_pronouns import SELF

# the kin words of pets, which may go missing as a pet does
_PETS = frozenset(("dog", "cat"))
# time words an unspaced language's death may be read with as whom it is of ("先週亡くなった")
_TIME = frozenset(("先週", "昨日", "今日", "今朝", "先月", "昨夜", "어제", "오늘", "지난주", "지난달"))


def gone_claims(reader: Reader, clause: str, names: frozenset[str], folded: str, hedged: bool) -> list[Claim]:
    """A death the clause tells, of whom it names (a name, one of the user's people; in Japanese or Korean the
    word before the particle), or of the user's people the remark names elsewhere; and a pet given away, by the name
    the words give it (no one else's: "tive que doar o Thor")."""
    out: list[Claim] = []
    unspaced = reader.rec.script in ("kana", "hangul")
    found = [(m, True) for m in reader.death.finditer(clause)] if reader.death is not None else []
    found += [(m, False) for m in reader.gone.finditer(clause)] if reader.gone is not None else []
    # (a death word in another sense: "Mamie est morte de rire", "se murió de risa", 웃겨 죽겠어)
    idiom = bool(found) and reader.rec.cues["other_senses"].found(clause)
    for m, died in found:
        value, _ = value_of(m)
        loose: frozenset[str] = frozenset()
        if denied(reader, clause[: m.start()]) or (not unspaced and denied(reader, value)) or (died and idiom):
            continue  # ("não, meu avô não morreu, foi o vizinho", "mi abuelo no murió"): no one died
        if unspaced:
            who = value_words(reader, value)
        else:  # (the words as said: "abuela" is a kin word, its stem no word)
            said = [x for x in re.findall(r"\w[\w'\-]*", value) if x not in reader.ignored]
            # (a name, one of the user's people, or what the user calls theirs: "a minha calopsita morreu")
            mine = {b for a, b in zip(value.split(), value.split()[1:]) if reader.rec.cues["self"].found(a)}
            who = frozenset(x for x in said if stem_of(reader, x) in names or is_kin(reader, x) or x in mine)
            if not who and m.start() == value_of(m)[1]:
                loose = _lowercase_name(reader, said)
        # (a thing that "died" broke down: "meu fusca morreu de novo", "mi móvil se murió", "mon PC est mort")
        things = frozenset(x for x in who if reader.any_thing.found(x))
        if things:
            who -= things
            if not who:
                continue
        if not died:
            # (a pet given away is one the words name: "j'ai donné mon avis" names no one; a name typed small opens
            # the words, "mishi se escapó", and is read only where the older remark holds it)
            if unspaced:  # (not one of the user's people: "息子が迷子になった" at the shops, back by supper)
                who = frozenset(x for x in who if not any(k not in _PETS for k, _ in kin_in(reader, x)))
            else:
                who = frozenset(x for x in who if stem_of(reader, x) in names) | loose
            if who and not reader.others.found(value):
                out.append(Claim(SELF, "state", w.END, who, hedged=hedged))
            continue
        who = who or loose
        if not (who - _TIME) and not reader.others.found(folded):
            # ("おじいちゃん、先週亡くなったんだ", "la abuela… se nos fue ayer"): whom the remark names elsewhere
            who = frozenset(m.group() for _, m in kin_in(reader, folded))
        if who and not reader.others.found(value):
            out.append(Claim(SELF, "state", w.END, who, death=True, hedged=hedged))
    return out


def _lowercase_name(reader: Reader, said: list[str]) -> frozenset[str]:
    """A name typed without its capital, said as the subject of the words ("пушок умер", "mishi se escapó"): the
    words that are none of the language's own (no function word, no kin word, no thing); named_in reads them only
    where the older remark holds one."""
    words = reader.rec.detect
    return frozenset(
        x
        for x in said
        if len(x) >= 3
        and x not in words
        and x not in reader.rec.stop
        and not is_kin(reader, x)
        and not reader.any_thing.found(x)
        and not x.isdigit()
    )


def named_in(reader: Reader, named: frozenset[str], old: str, new: str) -> bool:
    """Whether the older remark names the one who died: a name the death gives, all of them (another name is another
    one); else one of the user's people called by any of the words for them, or a word for it the older holds
    ("mon vieux chat" after "mon chat Filou")."""
    folded = reader.rec.fold(old)
    people = {kin for kin, _ in kin_in(reader, folded)}
    unspaced = reader.rec.script in ("kana", "hangul")
    words = {stem_of(reader, x) for x in re.findall(r"\w[\w'\-]*", folded)}
    held = (
        (lambda n: n in folded) if unspaced else (lambda n: stem_of(reader, n) in words or short_name(reader, n, words))
    )
    called = {n for n in named if stem_of(reader, n) in names_in(reader, new)}
    if called:
        return all(held(n) for n in called)
    for n in named:
        said = [kin for kin, _ in kin_in(reader, n)]
        if (said and said[0] in people) or held(n):
            return True  # ("papy nous a quittés" after "mon grand-père a 92 ans": one of the user's people, called so)
    return False
