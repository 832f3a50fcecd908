"""Updates said in a language with a record (Spanish, French, German, Portuguese, Russian, Japanese, Korean): a
remark read by its record's update words (update_foreign_reader.py) into the claims the Chinese and English readers
make (update_clauses.Claim), and one newer remark's reach of an older one, so that supersession, recall and the trace
treat a move to Valencia as they treat a move to Suzhou.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import updates_words as w
from ..language.clauses import JA_JOINT
from ..language.records import Cues
from .update_clauses import Claim
from .update_foreign_gone import gone_claims, named_in
from .update_foreign_reader import (
    JA_NOT_DENIED,
    TOPIC,
    Reader,
    code,
    denied,
    kin_in,
    kin_keys,
    tells_of_life,
    names_in,
    object_of,
    said_of_another,
    whose_people,
    reader_of,
    stem_of,
    third_person,
    value_of,
    value_words,
)
from .update_foreign_people import expecting, named_apart, partner_of
from .update_link import SURE, link
from .update_pronouns import SELF

# a third person whom the clause leaves unnamed ("ela", "il", "он"): reach may take them for the older remark's one
PRONOUN = frozenset(("pron:3",))
# (a comma after "X and I", which opens what is said of them both, splits nothing: "Julien et moi, c'est fini",
# "Carlos y yo, lo dejamos")
_AND_I = r"(?<!\bet moi)(?<!\by yo)(?<!\bund ich)(?<!\be eu)(?<!\bи я)"
_SEPARATOR = r"[,.;:!?¿¡()\n。、，！？；：\U0001F300-\U0001FAFF\u2600-\u27BF]"
_CLAUSE = later(r"(?:" + _AND_I + r",|(?!,)" + _SEPARATOR + r")" + _SEPARATOR + "*")
_CLAUSE_KANA = later(r"[,.;:!?¿¡()\n。，！？；：\U0001F300-\U0001FAFF\u2600-\u27BF]+")
# slots whose one the user speaks of is often the words' object, after them ("перевели сына в другую школу",
# "выписали маму"): one of the user's people named anywhere in the clause is whose it is
_OBJECT_SLOTS = frozenset(("school", "hospital"))


def _subject(
    reader: Reader, before: str, third: bool, slot: str = "", carried: frozenset[str] | None = None
) -> frozenset[str] | None:
    """Whose the clause's words are: one of the user's people named before the verb, someone else's (an
    acquaintance, or a third-person verb with no one named), else the user's. A partner named in words about the
    user's partnership is the one it is with ("彼氏のケンと付き合って"), not whose it is. A third person with no one
    named, after a clause that opened with one of the user's people, is still that one ("Mon père a passé la main,
    il profite de la retraite", "Mi madre se jubiló y se ha ido a vivir a Málaga")."""
    for kin, _ in whose_people(reader, before):  # (not "母と大阪に住んでる": whom one lives with)
        if kin != "partner" or slot != "partner":
            return frozenset(("kin:" + kin,))
    if reader.others.found(before):
        return None
    if said_of_another(reader, before):
        return carried if carried is not None else PRONOUN  # ("ela fez 8": whom "ela" is, reach may resolve)
    return carried if third else SELF


# the articles said before a first name in everyday speech ("a Inês", "o Paulo", "la Marta", "die Lena")
_NAME_ARTICLES = frozenset(("o", "a", "el", "la", "der", "die"))


def _opening(
    reader: Reader, clause: str, carried: frozenset[str] | None, names: frozenset[str] = frozenset()
) -> frozenset[str] | None:
    """Whom a clause is about for the clauses after it (`_subject`'s `carried`): one of the user's people it opens
    with ("mon père", "Mama", "mi madre"), or someone it opens with by name ("A Inês saiu de casa, foi viver com o
    namorado para o Porto"), no one after a clause that opens with someone else or the user, else whom the clauses
    before were about."""
    people = whose_people(reader, clause)
    if people and len(clause[: people[0][1].start()].split()) <= 1:
        return frozenset(("kin:" + people[0][0],))
    lead = re.findall(r"\w[\w'\-]*", clause)[:2]
    if lead and lead[0] in _NAME_ARTICLES:
        lead = lead[1:]
    if lead and stem_of(reader, lead[0]) in names:
        return frozenset(("name:" + stem_of(reader, lead[0]),))
    first = clause.split()[:1]
    if reader.others.found(clause[:24]) or (first and reader.rec.cues["self"].found(first[0])):
        return None
    return carried


_DASH = later(r"\s+[-–—]\s+")
_SENTENCE = later(r"[^.!?。！？\n]+[.!?。！？\n]*")
# what a question is asked after, joined to it as Japanese and Korean join one clause to the next: 大阪に住んでるんだけど、
# …？ (けど、ので、から、が、), 고시원에 사는데 …? and 입원해 있어서 …? (-는데/-은데/-인데, -아서/-어서/-해서), and the crying
# or laughing letters that end a clause as a comma would (ㅠㅠ, ㅋㅋ)
_JOINT = {
    "kana": JA_JOINT,
    "hangul": later(r"(?:(?<=데)|(?<=[아어해]서))[,\s]+|\s*(?:[ㅠㅜ]+|[ㅋㅎ]{2,})\s*"),
}


# an ordinal's dot ("in der 30. Woche", "im 3. Semester") ends no sentence
_ORDINAL = later(r"(?<=\b\d)\.(?= \w)|(?<=\b\d\d)\.(?= \w)")


def _clauses(reader: Reader, text: str) -> list[str]:
    """The clauses of the remark's statements (a question claims nothing: "¿me ayudas a…?")."""
    out = []
    if reader.rec.code == "de":
        text = _ORDINAL.sub("", text)
    # (Japanese sets a topic apart with 、 inside one clause: "娘、4月から私立に転校したよ")
    splitter = _CLAUSE_KANA if reader.rec.script == "kana" else _CLAUSE
    for sentence in _SENTENCE.findall(reader.rec.fold(text)):
        if sentence.lstrip().startswith("¿"):
            continue
        asked = "?" in sentence or "？" in sentence
        # a question at the end of what was said first: "…, её зовут Аня 🙂 поможешь…?", "Ich nehme Ibuprofen –
        # darf ich dazu Alkohol trinken?" (a dash sets it apart only there: "Мой папа — механик" is one clause)
        parts = _DASH.split(sentence) if asked else [sentence]
        joint = _JOINT.get(reader.rec.script)
        if asked and joint is not None:
            parts = [piece for part in parts for piece in joint.split(part)]
        clauses = [c.strip() for part in parts for c in splitter.split(part) if c.strip()]
        out += clauses[:-1] if asked else clauses
    return out


@lru_cache(maxsize=4096)
def foreign_claims(text: str, lang: str) -> tuple[Claim, ...]:
    """The claims a remark in a record language makes, clause by clause (see the module docstring)."""
    reader = reader_of(lang)
    if reader is None:
        return ()
    rec, out = reader.rec, []
    names, folded = names_in(reader, text), rec.fold(text)
    carried: frozenset[str] | None = None
    for clause in _clauses(reader, text):
        asks = rec.cues["question_words"].find(clause)
        if asks is not None and asks.start() == 0:
            continue  # ("donde vivo ahora": a question, asked or not; not "quebrei o braço", whose "que" is no word)
        hedged = rec.cues["hedges"].found(clause) or rec.cues["hypothetical"].found(clause)
        out += _slot_claims(reader, clause, names, hedged, carried)
        out += _habits_and_things(reader, clause, hedged)
        out += gone_claims(reader, clause, names, folded, hedged)
        out += _partner_spoken_of(reader, clause, hedged)
        carried = _opening(reader, clause, carried, names)
    return tuple(out)


_EX = later(r"(?:\bex|exnovi|бывш\w*|元|전)\W*$")
# the record's words for a partner's parents (`kin_of`): the user's own say the user has a partner ("minha sogra",
# "meine Schwiegermutter", お義母さん, 시어머니가), another's that they have one ("тёща брата")
_PARENTS_IN_LAW = frozenset(("parent_in_law", "mother_in_law", "father_in_law"))
# what a Japanese word may open with and still open the clause: the honorific お, ご (お義母さん)
_HONORIFIC = frozenset(("", "お", "ご"))


def _partner_spoken_of(reader: Reader, clause: str, hedged: bool) -> list[Claim]:
    """A partner the user speaks of as theirs ("mi marido dice…", 妻が料理好きで, 남친이 꽃다발 줬어, "муж говорит"), or
    a partner's parents ("minha sogra vem", 시어머니가): the user has one, which ends what said they had none ("estoy
    soltera", 独身です). Never an ex ("mi ex novio")."""
    people = kin_in(reader, clause)
    for kin, m in people:
        if (kin != "partner" and kin not in _PARENTS_IN_LAW) or _EX.search(clause[: m.start()]):
            continue
        whose = partner_of(reader, clause, m, people)
        if whose is not None:  # (姉の旦那さん: the sister has one, which ends her "single")
            return [Claim(frozenset(("kin:" + whose,)), "partner", w.SET, frozenset(), hedged=hedged, loose=True)]
        before = clause[: m.start()].split()
        # (Japanese, Korean and Russian leave "my" out: 妻が, 남친이, муж)
        opens = clause[: m.start()].strip() in _HONORIFIC
        if (before and reader.rec.cues["self"].found(before[-1])) or (
            opens and reader.rec.script in ("kana", "hangul", "cyrillic")
        ):
            # (read from a word alone: it ends a "single" said before, and says nothing a clause is kept for)
            return [Claim(SELF, "partner", w.SET, frozenset(), hedged=hedged, loose=True)]
    return []


def _slot_claims(
    reader: Reader, clause: str, names: frozenset[str], hedged: bool, carried: frozenset[str] | None = None
) -> list[Claim]:
    """What the clause sets, changes or ends of a slot (a home, a job, a partner…), and whose it is."""
    out = []
    unspaced = reader.rec.script in ("kana", "hangul")
    for slot in reader.slots:
        for m in slot.rx.finditer(clause):
            value, at = value_of(m)
            before = clause[: m.start()]
            if denied(reader, before, clause[m.end() :]):
                continue
            if unspaced and value:
                # (the topic the value's characters open with is who it is about: "弟が札幌に引っ越した")
                before = clause[: at + len(value) - len(TOPIC.split(value)[-1])]
            moved = object_of(m)
            if moved is not None:
                # one of the user's people the user moved ("перевезли маму к нам в Москву"): theirs, else no one's
                people = kin_in(reader, moved)
                subject = frozenset(("kin:" + people[0][0],)) if people else None
            elif slot.name == "pregnancy":
                subject = expecting(reader, before, third_person(m))
            elif slot.name == "age":
                # (whose age it is is said before the number, in the words the match holds too: "дочке уже 5")
                subject = _subject(reader, clause[:at], third_person(m), slot.name, carried)
            else:
                at_ = clause if slot.name in _OBJECT_SLOTS else before
                subject = _subject(reader, at_, third_person(m), slot.name, carried)
            # a name in the clause outside the value is someone it is about ("cambiamos a Lucía al colegio público"
            # and "mi hija Lucía va al Montessori": Lucía's school)
            outside = _clause_words(reader, clause[:at] + " " + clause[at + len(value) :])
            # (the word the slot's own words open on is their verb, never a name, capitalised as a sentence's first
            # word is: "Trabalho como motorista", "Trabajo en…", "Vivo en Zaragoza")
            named = {"name:" + n for n in names & outside - _opening_word(reader, clause, m.start())}
            if subject is None and not named:
                continue
            said = value_words(reader, value)
            if slot.name == "age":
                said = frozenset(re.findall(r"\d+", value))  # (the number is the value: "7" and "8" differ)
            if slot.name == "partner" and value and not unspaced:
                if not said & names:
                    continue  # "mi mujer dio a luz": the partner is spoken of, not named; nothing is said of them
                said = said & names
            said |= {slot.stage} if slot.stage else set()
            out.append(
                Claim(
                    (subject or frozenset()) | named,
                    slot.name,
                    slot.mode,
                    frozenset(said),
                    hedged=hedged,
                    change=slot.change,
                )
            )
    return out


def _opening_word(reader: Reader, clause: str, at: int) -> frozenset[str]:
    """The stem of the word a slot's words open on, at `at` (their verb: "Trabalho" in "Trabalho como…")."""
    if reader.rec.script in ("kana", "hangul"):
        return frozenset()
    first = re.match(r"\w[\w'\-]*", clause[at:])
    return frozenset((stem_of(reader, first.group()),)) if first else frozenset()


def _clause_words(reader: Reader, clause: str) -> frozenset[str]:
    if reader.rec.script in ("kana", "hangul"):
        return frozenset((clause,))
    return frozenset(stem_of(reader, x) for x in re.findall(r"\w[\w'\-]*", clause))


def _habits_and_things(reader: Reader, clause: str, hedged: bool) -> list[Claim]:
    """A habit or a thing the clause names: had (a set that updates nothing), ended ("dejé de fumar", "vendí la
    moto"), taken up again ("voltei a comer carne": a set after a habit said not to be had), or said not to be had
    ("não como carne", an end; not one day's exception, "hoy no fui al gym")."""
    out = []
    negated = reader.rec.cues["negations"].found(
        JA_NOT_DENIED.sub("", clause) if reader.rec.script == "kana" else clause
    )
    for group, anyone, end, prefix in (
        (reader.habits, reader.any_habit, reader.habit_end, "habit:"),
        (reader.things, reader.any_thing, reader.thing_end, "thing:"),
    ):
        if not anyone.found(clause):
            continue
        named = [k for k, words in group.items() if words.found(clause)]
        ended = end.find(clause)
        before = clause[: ended.start()] if ended else clause
        if not named or reader.others.found(before):
            continue  # (whoever it went to is no one whose it was: "j'ai vendu la voiture à un voisin")
        people = whose_people(reader, before)
        if people and prefix == "thing:":
            continue  # ("mi padre vendió el coche"): one of the user's people's things are not read
        # a habit of one of the user's people is theirs ("mi padre dejó de fumar", 夫はジョギングはやめて), said too in
        # the third person ("mi hermano es vegano", "ha vuelto a comer carne"), words only such a subject gives
        subject = frozenset(("kin:" + people[0][0],)) if people else SELF
        if people and ended is None:
            ended = reader.habit_end_kin.find(clause)
        if ended is not None and not people and said_of_another(reader, before):
            continue  # ("Он бросил курить", "il a arrêté de fumer"): someone else's habit
        if ended is not None and denied(reader, clause[: ended.start()], clause[ended.end() :]):
            continue  # ("ainda não vendi o carro", "車はまだ売ってない"): nothing ended
        again_at = reader.again.find(clause) if prefix == "habit:" else None
        if again_at is None and people and prefix == "habit:":
            again_at = reader.again_kin.find(clause)
        if again_at is not None and denied(reader, clause[: again_at.start()], clause[again_at.end() :]):
            # "no he vuelto a fumar": not taken up again, so still not had
            out += [Claim(subject, prefix + k, w.END, frozenset((k,)), hedged=hedged) for k in named]
            continue
        again = again_at is not None
        # (bought, or called new, unless wanted or in the news: "ich brauche ein neues Auto", 새 폰 사고 싶어요)
        bought = (
            prefix == "thing:" and ended is None and reader.thing_new.found(clause) and not reader.not_had.found(clause)
        )
        newly = (
            {k for k in named if _called_new(reader, clause, group[k])}
            if prefix == "thing:" and ended is None and not negated and not said_of_another(reader, before)
            else set()
        )
        for k in named:
            value = frozenset((k,))
            if again or bought or k in newly:  # ("voltei a comer carne"; "me compré un Pixel": a new one of its kind)
                out.append(Claim(subject, prefix + k, w.SET, value, hedged=hedged, change=True))
            elif ended is not None:
                out.append(Claim(subject, prefix + k, w.END, value, hedged=hedged))
            elif (
                negated and prefix == "habit:" and not reader.one_off.found(clause) and not _end_denied(reader, clause)
            ):
                out.append(Claim(subject, prefix + k, w.END, value, hedged=hedged))
            elif not negated:
                # a habit or a thing only spoken of ("caught drink-driving", "el tabaco es caro") may be what an end
                # ends, and updates nothing itself (held as hedged: updates.reach lets no hedged claim update)
                out.append(Claim(subject, prefix + k, w.SET, value, hedged=True))
    return out


def _end_denied(reader: Reader, clause: str) -> bool:
    """Whether what the negation denies is itself an end of the habit ("Bin nicht vegan", "no soy vegetariana": the
    user does not abstain), not the habit ("no fumo", "ich esse kein Fleisch")."""
    return reader.habit_end.found(reader.rec.cues["negations"].sub(clause))


def _called_new(reader: Reader, clause: str, words: Cues) -> bool:
    """A thing called new where it is named ("el coche nuevo es una pasada", "mit dem neuen E-Auto", "новый самсунг
    просто огонь", 新しいMacBook, 새로 산 아이폰): a new one of its kind the user has, unless wanted, planned or in the
    news ("quiero un coche nuevo", "el nuevo iPhone sale en septiembre")."""
    if reader.called_new.pattern is None or reader.not_had.found(clause):
        return False
    for m in words.all(clause):
        if reader.rec.script == "kana":  # (新しいMacBook: the word just before, unspaced)
            near = clause[max(0, m.start() - 6) : m.start()]
        else:  # (two words before, one after: "mein neues Handy", "el coche nuevo", "ganhei um celular novo")
            near = " ".join(clause[: m.start()].split()[-2:] + clause[m.end() :].split()[:1])
        if reader.called_new.found(near):
            return True
    return False


def reach(new: str, old: str, lang: str, resolve: bool = False) -> str | None:
    """How a newer remark in a record language reaches an older one (updates.reach's answer: SURE, a slot's name
    when only the newest remark in that slot is meant, or None). A "she"/"he" the newer remark leaves unresolved
    stands for the older claim's one person of the user's when `resolve` (as updates.reach)."""
    mine = foreign_claims(new, lang)
    if not mine:
        return None
    old_lang = code(old)
    theirs = foreign_claims(old, old_lang) if old_lang is not None else ()
    reader = reader_of(lang)
    assert reader is not None
    latest = None
    for c in mine:
        if c.hedged:
            continue
        if c.slot == "state":  # (a death, or a pet given away: of whom it names)
            if c.death and reader.story.found(reader.rec.fold(old)):
                continue  # ("mi padre es mecánico jubilado": his life story, told as it was)
            if named_in(reader, c.value, old, new):
                return SURE  # "Toby murió" after "tengo un perro que se llama Toby"
            continue
        for o in theirs:
            if resolve and c.subject == PRONOUN and len(o.subject) == 1 and next(iter(o.subject)).startswith("kin:"):
                c = dataclasses.replace(c, subject=o.subject)  # "corrigindo: ela fez 8" after "minha filha tem 7"
            if o.slot != c.slot or not (c.subject & o.subject):
                continue
            if c.slot == "pregnancy" and c.mode == w.SET and o.mode == w.END:
                continue  # a new pregnancy ends no birth told before ("mi hijo nació en 2019")
            if c.slot == "partner" and c.mode == w.END and o.loose and named_apart(reader, new, old):
                continue  # ("Die Verlobung ist geplatzt, Lena ist ausgezogen" ends nothing of "mein Freund Jonas")
            if c.slot.startswith("thing:") and c.change and o.mode == w.SET:
                return (
                    SURE  # "je me suis offert un Pixel" after "mon vieil iPhone": the new one of its kind replaces it
                )
            found = link(c, o) or _part_healed(reader, c, o, old)
            if found == SURE:
                return SURE
            latest = latest or found
    return latest


def _part_healed(reader: Reader, c: Claim, o: Claim, old: str) -> str | None:
    """A part of the body said to be well again, which the older remark's ailment was of: "ma cheville est guérie"
    after "j'ai une entorse à la cheville", "колено уже не болит" after "порвал связки на колене" (the older claim
    holds the ailment, the part is only in its words)."""
    if c.slot != "health" or c.mode != w.END or o.mode != w.SET or not c.value:
        return None
    said = _clause_words(reader, reader.rec.fold(old))
    if reader.rec.script in ("kana", "hangul"):
        return SURE if all(v in old for v in c.value) else None
    return SURE if c.value <= said else None


__all__ = ["code", "foreign_claims", "kin_keys", "tells_of_life", "reach"]
