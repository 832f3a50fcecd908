"""Talk to the memory itself in a language with a record: corrections ("te equivocas, vivo en Valencia") and
requests to forget ("olvida lo que dije de mi ex", "全部忘れて"). Chinese and English have their own readers."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.matters import information, matters
from ..language.records import Record, records
from ..language.tokens import language_of, stem
from .corrections import Correction
from .forget_request import ForgetRequest

_TRIM = " ,.;:!¡¿?、。，！？…-—\"'«»„“”"


def _opening(cues, folded: str):
    """The cue that opens the text (allowing a word or two before it: 'no, te equivocas'), or None."""
    found = cues.find(folded)
    return found if found is not None and found.start() <= 6 else None


def correction(text: str) -> Correction | None:
    """A correction opening the message; the rest of the message is the fix ('' when only the complaint)."""
    rec = language_of(text)
    if rec is None or text.rstrip().endswith(("?", "？")):
        return None
    folded = rec.fold(text)
    found = _opening(rec.cues["corrections"], folded)
    if found is not None:
        return Correction(text[found.end() :].strip(_TRIM), None)
    return _slip_or_contrast(rec, text, folded)


# a clause that is only "not" and the value rejected ("no Raúl", "pas 8", "не 20", "não 15", "nicht am 3."): an
# article or a preposition may stand between; the value is a number, or a capitalised name
_ARTICLES = r"(?:el|la|los|las|lo|le|les|l'|o|a|os|as|dia|der|die|das|den|dem|am|im|du|de|au)"
# the "but" a fix opens with after the value it rejects ("не 20, а 25 мая", "pas le 14 mais le 21")
_BUT = later(r"^(?:а|но|mais|aber|sondern|pero|sino|mas)\s+", re.IGNORECASE)
_BARE = r"(?P<v>\d{1,4}\.?|[^\W\d_][\w'\-]*)"


def _contrast(rec: Record, text: str) -> str | None:
    """The value a clause of the message rejects by "not" alone (see `_ARTICLES`), as the user spelt it; a word only
    when it is capitalised (a name: "no Raúl"), never the message's first word."""
    words = [w for w in rec.raw.get("negations") or () if " " not in str(w) and "*" not in str(w)]
    if not words:
        return None
    nots = "|".join(sorted({re.escape(str(w)) for w in words} | {re.escape(rec.fold(str(w))) for w in words}, key=len))
    rx = re.compile(
        r"(?:^|[,;:]\s*|\s(?:a |e |et |und |и |а )?)(?i:(?:"
        + nots
        + r"|não|а не|et non|und nicht))\s+(?:(?i:"
        + _ARTICLES
        + r")\s+)?"
        + _BARE
        + r"\s*(?=[,;.!…]|$)"
    )
    for m in rx.finditer(text):
        value = m.group("v").rstrip(".")
        if value.isdigit() or (value[:1].isupper() and m.start("v") > 0):
            return value
    return None


def _slip_or_contrast(rec: Record, text: str, folded: str) -> Correction | None:
    """A slip owned up to anywhere in the message ("perdona, me equivoqué: se llama Rubén", "ой, ей уже 6, я
    ошиблась", "ごめん、8月7日の間違いでした"), or a number rejected beside another ("il a 6 ans, pas 8"): the rest of the
    message is the fix, the value rejected (when one is) the wrong one."""
    slip = rec.cues["slips"].find(folded)
    wrong = _contrast(rec, text)
    if slip is None and (wrong is None or not wrong.isdigit() or len(re.findall(r"\d+", text)) < 2):
        return None
    # (the fix is the words from the first clause kept to the last, as said: never clauses spliced together)
    # (a dash sets the slip apart as a comma does: "ich hab mich vertan – es ist der 21. Juni")
    spans = [m for m in re.finditer(r"(?:[^,;:!¡¿、。，！；：….–—]|(?<=\d)\.)+", text) if m.group().strip()]
    kept = []
    for m in spans:
        clause = m.group()
        said = rec.fold(clause)
        if slip is not None and rec.cues["slips"].found(said):
            if rec.script in ("kana", "hangul") and re.search(r"\d", clause):
                kept.append(m)  # (8月7日の間違いでした: the fix told in the words that own up to the slip)
            continue
        if wrong is not None and re.fullmatch(
            r"\W*\w+\W+(?:\w+\W+)?" + re.escape(wrong) + r"\W*", clause.strip() + " "
        ):
            continue  # (the clause that only rejects the old value)
        short = len(clause.strip()) <= 4 if rec.script in ("kana", "hangul") else len(clause.split()) <= 2
        if short and not re.search(r"\d", clause) and not kept:
            continue  # an opening "perdona", "ah desculpa", "ой", "ops", "ごめん"
        kept.append(m)
    fix = _BUT.sub("", text[kept[0].start() : kept[-1].end()].strip(_TRIM)) if kept else ""
    return Correction(fix, wrong) if fix else None


def _forget(rec: Record, text: str) -> ForgetRequest | None:
    """A request to forget opening the message: what follows names what to forget ('' the remark just before)."""
    # (a comma after the verb is no part of the request: 'vergiss, was ich über meinen Ex gesagt habe'; each is
    # replaced by a space, so the words keep their places in the text)
    folded = _COMMAS.sub(" ", rec.fold(text))
    if _asked(rec, folded, _opening(rec.cues["forget_all"], folded)):
        return ForgetRequest("", True)
    if rec.script in ("kana", "hangul"):  # the verb comes last: '元彼の話は忘れて', '전 남친 얘기는 잊어줘'
        verbs = rec.cues["forget"].all(folded) + rec.cues["forget_verbs"].all(folded)
        asked = [m for m in verbs if not _told(rec.script, folded, m)]
        # (a verb ends the request where it ends the message or its clause: '땅콩 얘기 잊어줘, 알레르기 있는 건 내
        # 동생이야' says why after it; politeness may follow it: '健康のことは忘れてください')
        ends = [m for m in asked if m.end() >= len(folded.rstrip(_TRIM)) - 3 or _ENDED.match(text, m.end())]
        if ends:
            first = min(ends, key=lambda m: m.start())
            start = max((b.end() for b in _BREAK.finditer(text, 0, first.start())), default=0)
            return ForgetRequest(_named(rec, text[start : first.start()]))
        if len(asked) < len(verbs):
            return None  # ('息子の誕生日忘れてた': the user forgot, and asks nothing)
    found = _opening(rec.cues["forget"], folded)
    if found is not None and _asked(rec, folded, found):
        return ForgetRequest(_named(rec, _clause(text[found.end() :])))
    bare = _bare(rec, text, folded)
    if bare is not None:
        found, deleting = bare
        words = _named(rec, _clause(text[found.end() :]))
        rest = folded[found.end() :]
        if deleting and not (rec.cues["said"].found(rest) or rec.cues["self"].found(rest) and information(words)):
            # 'supprime mon compte Instagram', 'borra la pizarra': tasks, not the user's information; what the user
            # said is the memory's ('lösch, was ich über meine Therapie erzählt habe')
            return None
        return ForgetRequest(words) if words else None
    return None


# what may follow a verb-final request before its clause ends: politeness, then a break or the end
_ENDED = later(r"(?:ください|下さい|くれ|ちょうだい|주세요|줘|요|ね|よ|な)*\s*(?:[,，、。.!！?？…~]|$)")
_BREAK = later(r"[,，、。.;；!！?？…\n]+")


def _clause(words: str) -> str:
    """The words of the request's own clause: a reason or a correction said after it ('olvida lo de mi ex, ya no
    importa'; 'vergiss die Sache mit den Erdnüssen, mein Bruder ist allergisch') names nothing to forget."""
    words = words.lstrip(" ,")
    cut = _BREAK.search(words)
    return words[: cut.start()] if cut else words


def forget(text: str) -> ForgetRequest | None:
    """A request to forget opening the message, read by the record of its language; a short message may be taken
    for a neighbour's ('esquece o Lucas' reads as Spanish): then by the record of the same script whose verb of
    forgetting opens it."""
    rec = language_of(text)
    if rec is None:
        return None
    found = _forget(rec, text)
    if found is not None or rec.script != "latin":
        return found
    for other in records().values():
        if other is not rec and other.script == rec.script:
            folded = other.fold(text)
            if _opening(other.cues["forget"], folded) or _opening(other.cues["forget_verbs"], folded):
                return _forget(other, text)
    return None


# what stands before a verb that tells rather than asks: a pronoun it takes ('se me olvida', 'me esquece') or "not"
_ACCENTED = frozenset("éèêáíóúàÉÈÁÍÓÚ")
_CLITICS = frozenset("se me te nos lo la le ne n m t s".split())


def _bare(rec: Record, text: str, folded: str) -> tuple[re.Match, bool] | None:
    """A bare verb of forgetting opening the words with its object ('oublie mes trucs de sante', 'esquece o Lucas',
    'забудь про деньги'), or of deleting (then True: it bids the memory only of the user's information): never after
    a subject, a pronoun or "not" ('se me olvida', 'n'oublie pas'), nor followed by "not" ('vergiss nicht, ich bin
    Vegetarier': a reminder) or by a comma ('забудь, неважно': never mind). Verb-final words are read apart."""
    if rec.script in ("kana", "hangul"):
        return None
    found = _opening(rec.cues["forget_verbs"], folded)
    deleting = found is None
    if deleting:
        found = _opening(rec.cues["forget_deletes"], folded)
    if found is None or not _asked(rec, folded, found):
        return None
    if text[found.end() :].lstrip()[:1] in (",", "，", ";", ":") and not rec.cues["said"].found(folded[found.end() :]):
        return None  # (a comma after the verb is never mind, unless what follows is what was said: 'lösch, was ich…')
    if text[found.end() - 1 : found.end()] in _ACCENTED:
        return None  # another form of the verb than the bidding ('oublié mon parapluie', 'olvidó')
    before = re.findall(r"[^\W\d_]+", folded[: found.start()])
    if any(w in _CLITICS or rec.cues["negations"].found(w) for w in before):
        return None
    after = re.findall(r"[^\W\d_]+", folded[found.end() :])
    if not after or rec.cues["negations"].found(after[0]) or rec.cues["you"].found(" ".join(after[:2])):
        # ('olvida a tu ex': advice to someone, no remark of the user's)
        return None
    return found, deleting


def _asked(rec: Record, folded: str, found: re.Match | None) -> bool:
    """Whether a verb of forgetting opening the words asks: no subject stands before it ("j'oublie ça", "ela esquece
    que…", "él olvida todo" tell who forgets, where the bare verb asks)."""
    return found is not None and not rec.cues["forget_subjects"].found(folded[: found.start()])


_COMMAS = later(r"[,，、;:]")
# What follows a verb of forgetting or deleting when it tells what happened instead of asking: a past or a state
# (忘れてた, 忘れていた, 忘れてしまった, 忘れちゃった, 消しておいた, 削除してもらった, 忘れてない), or in Korean a
# clause joined on (잊어버려서 "because I forgot", 삭제해도 "even if", 지워야 "must").
_TOLD = {
    "kana": later(r"た|い[たるま]|る|ま(?:し|す)|しま[っいう]|ちゃ|お[いくき]|もら|あ[っげ]|な[いかく]"),
    "hangul": later(r"서|도|야"),
}


def _told(script: str, folded: str, found: re.Match) -> bool:
    """Whether a verb of forgetting found in verb-final words tells rather than asks (_TOLD): the words right after
    it, or in Korean the ending its match took in (a cue there matches the whole word, 삭제해서)."""
    told = _TOLD[script]
    return told.match(folded, found.end()) is not None or (
        script == "hangul"
        and (told.fullmatch(found.group()[-1:]) is not None or _PAST.search(found.group()) is not None)
    )


# a past tense inside the Korean word a cue took in (잊어버렸어, 지웠어: the user forgot, or it was done)
_PAST = later(r"[었았렸했였웠]")


def _named(rec: Record, words: str) -> str:
    """What a request to forget names, as the words recall knows the remarks by: without the words that say it was
    said ('te dije que fumo': fumo; 'meinen Ex gesagt habe': ex; '元彼の話は': 元彼) or that only join
    (the language's small words), and in a spaced script each word cut to its stem ('mon travail': travai, which
    'je travaille' holds)."""
    folded = rec.cues["said"].sub(_COMMAS.sub(" ", rec.fold(words)))
    if rec.script in ("kana", "hangul"):
        return " ".join(folded.split()).strip(_TRIM)
    # (a word that tells the language may still name a matter: 'boulot', 'taf' in 'le truc sur mon boulot')
    kept = [w for w in _WORD.findall(folded) if w not in rec.stop and (w not in rec.detect or matters(w))]
    return " ".join(stem(w, rec) for w in kept)


_WORD = later(r"[^\W\d_]+(?:'[^\W\d_]+)?")
