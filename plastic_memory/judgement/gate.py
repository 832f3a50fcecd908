"""The gate: keep what an utterance says about the user's life, drop what carries none, and decide its kind.

Personal content is read from the whole utterance, clause by clause: who it is about (the user, their people, or
nobody in their life), its mood (a statement, or a question or task for the assistant), and what part of a life it
touches. A mixed message keeps its personal part ("since I'm diabetic, is oatmeal ok?" keeps "I'm diabetic"); a
request that sets a limit is a boundary.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Sequence
from dataclasses import dataclass, replace

from ..language.lazy_re import later
from ..language import clauses, detect, records
from . import asking, critical, foreign, goodbyes, hellos, kinds
from ..language.lexicon import LASTING_WORDS
from .reading import NAME_ONLY, Reading, addresses, apposed, is_junk, read
from .reading_back import TOLD_LABELS, chat_told_back, told_of_the_one_asked
from .introductions import introduced_name
from .update_presumed import presupposed
from .update_subject import person_en
from ..language.text import PhraseSet
from .standing_reading import STANDING_LABELS, read_standing
from .update_values import things
from .utterance import Utterance

_LASTING = PhraseSet({"lasting": LASTING_WORDS[0] + LASTING_WORDS[1]})


@dataclass(frozen=True)
class Verdict:
    """What the gate decided: store or not (and why not), kind, expiry, whether the item is a deadline, whether a
    dated item starts something lasting (its impression outlives the date), and the text to keep when only part of
    the utterance is worth it (its personal clauses, without the questions and requests around them)."""

    store: bool
    reason: str
    kind: str | None = None
    expires_at: float | None = None
    deadline: bool = False
    lasting: bool = False
    text: str | None = None
    why: str | None = None  # a mark for the dream's model: foreign.UNREAD when no record could read the words


def judge(text: str, now: float, kind: str | None = None, tz: dt.tzinfo | None = None) -> Verdict:
    """Classify one cleaned utterance. A forced kind always stores (unless the text is empty)."""
    return judge_utterance(Utterance(text, now, tz), kind)


_SUPPOSED = later(r"^(?:但是?|可是|不过|而且)?(?:要是|如果|假如|假设|万一|倘若|若是)")
_THEN = later(r"^(?:我|我们|那|那我)?(?:就|便|才|那就)")


def judge_utterance(u: Utterance, kind: str | None = None) -> Verdict:
    """Classify one utterance read once by the engine."""
    if not u.text:
        return Verdict(False, "empty")
    if kind is not None:
        due = u.due
        return Verdict(
            True,
            "forced",
            kind,
            due.expires_at if due else None,
            bool(due and due.deadline),
            _lasting(u) if due else False,
        )
    if is_junk(u.text):
        return Verdict(False, "junk")
    if hellos.returning(u.text, u.lowered, u.cjk) or goodbyes.leaving(u.text, u.lowered, u.cjk):
        return Verdict(False, "greeting")
    if asking.about_memory(u.text, u.lowered, u.cjk):
        return Verdict(False, "question")
    parts = clauses.split(u.text)
    readings = [read_standing(_read(c, u.cjk, u.text)) for c in parts]
    if u.cjk:
        # A task's own details ("帮我写段代码 爬一下豆瓣", "文案别写那么甜 正常点就行") are not the user's life: after a
        # clause that asks for something, a bare clause counts only with evidence of its own.
        asked = False
        for n, r in enumerate(readings):
            if asked and r.personal and not r.anchored and not r.topical:
                readings[n] = Reading(r.clause, False, False, r.labels, r.topical, r.framed)
            asked = asked or (not r.personal and (r.clause.mood != "statement" or "artifact" in r.labels))
    # What follows a condition is supposed, not told (要是明年房租再涨，我就搬去江宁; 如果考上了就去北京)
    for n in range(1, len(readings)):
        if u.cjk and _SUPPOSED.match(readings[n - 1].clause.lowered) and _THEN.search(readings[n].clause.lowered):
            r = readings[n]
            readings[n] = Reading(r.clause, False, False, r.labels | {"hypothetical"}, r.topical, r.framed)
    # Advice to the person talked to goes on in the bare clauses after it ("千万不要贸然去做，先想清楚").
    advising = False
    for n, r in enumerate(readings):
        if advising and r.personal and not r.anchored:
            readings[n] = Reading(r.clause, False, False, r.labels | {"advice"}, r.topical, r.framed)
        advising = "advice" in readings[n].labels
    readings = chat_told_back(readings) if not u.cjk else told_of_the_one_asked(readings)
    # Once a message says something personal, its other plain statements are part of what the user tells
    # ("for dad" ... "the hospice nurse says it's days now"; "我不打算跳槽，现在挺稳定", "下周三去上海出差，要见客户").
    for n, r in enumerate(readings):
        if _goes_on(readings, n):
            readings[n] = Reading(r.clause, True, r.anchored, r.labels, True, r.framed)
    kept = [r for r in readings if r.personal]
    limits = [r for r in readings if r.clause.mood != "statement" and _sets_limit(r.clause.lowered)]
    kept = sorted(set(kept) | set(limits), key=readings.index)
    kept = _after_asking(readings, kept)
    if presupposed(u.text):
        # "any tips for my first week at Shopify? so nervous": the asking is for the assistant, but the news it takes as
        # already so (update_presumed.py) is the user's, so the clauses that hold it are kept
        held = {n for n, r in enumerate(readings) if presupposed(r.clause.text)}
        at = held | {readings.index(r) for r in kept}
        kept = [
            Reading(r.clause, True, True, r.labels, True, r.framed) if n in held else r
            for n, r in enumerate(readings)
            if n in at
        ]
    if not kept and not u.cjk and introduced_name(u.text):
        # "I'm Sarah Johnson", "Hi, I'm Sarah, a nurse from Ohio": who the user is, in the message's own words
        verdict = _classify(u, readings)
        return verdict if verdict.kind == "critical" else replace(verdict, kind="identity")
    if not kept:
        moods = {r.clause.mood for r in readings}
        return Verdict(False, "question" if "question" in moods else "request" if "request" in moods else "chatter")
    body = (
        _kept_text(
            u.text, [r.clause for r in kept], u.cjk, [r.clause for r in readings if r.clause.mood == "statement"]
        )
        if len(kept) < len(readings)
        else u.text
    )
    part = u.part(body)
    return _classify(part, kept)


def _after_asking(readings: list[Reading], kept: list[Reading]) -> list[Reading]:
    """Kept clauses without those that only go on with a request or a question asked between them and what was told
    before ("…以后叫我阿涵就行 对了帮我写个自我介绍 新单位要用", "…亏了点但总算解脱了 这笔钱放哪好 定存还是买基金"): what
    the asking is for, not the user's life, and a note joining it to what was told would join words said apart. A
    clause with evidence of its own stays ("…can you suggest a place? my wife is allergic to nuts")."""
    if len(kept) < 2:
        return kept
    out = [kept[0]]
    for r in kept[1:]:
        between = readings[readings.index(out[-1]) + 1 : readings.index(r)]
        if any(b.clause.mood != "statement" for b in between) and not r.anchored:
            continue
        out.append(r)
    return out


def _read(clause: clauses.Clause, cjk: bool, message: str) -> Reading:
    """One clause read by the rules of its own language: Chinese and English by the built-in rules, a language
    with a record by that record, any other by the signals every language shares."""
    code = detect.in_message(clause.text, message)
    if code in (None, "zh", "en"):
        return read(clause, cjk)
    rec = records.record(code)
    return foreign.read(clause, rec) if rec is not None else foreign.read_unknown(clause)


def _record_of(r: Reading) -> records.Record | None:
    if len(r.labels) and not any(label[:5] == "lang:" for label in r.labels):
        return None
    for label in r.labels:
        if label.startswith("lang:"):
            return records.record(label[5:])
    return None


_HOW = later(r"^(?:how|what|why|when|where|which|who|怎么|怎样|如何|为什么|为啥)")


def _goes_on(readings: list[Reading], n: int) -> bool:
    """A statement of a personal message is part of what the user tells: only questions, requests, reactions,
    greetings and talk about the world or the conversation are left out of it."""
    r = readings[n]
    if r.personal or r.clause.mood != "statement" or r.labels & {"artifact", "hypothetical", "advice"}:
        return False
    if "public" in r.labels and not _carried_on(readings, n):
        return False
    if addresses(r.clause) and not _named_so(readings, n):
        return False
    return any(other.personal for other in readings)


def _named_so(readings: list[Reading], n: int) -> bool:
    """Whether a bare name is the name of the one the personal clause before it ends on ("I've got a golden
    retriever, Max", "my husband, Dave"), or of the one the clause after it says whom they are to the user ("Raj, my
    boyfriend since last month, …"): an apposition, not the listener called by name ("thanks for the help, Max")."""
    if not NAME_ONLY.match(readings[n].clause.text):
        return False
    if apposed([r.clause.lowered for r in readings], n):
        return True
    if n == 0 or not readings[n - 1].personal:
        return False
    last = re.findall(r"[a-z']+", readings[n - 1].clause.lowered)[-1:]
    return bool(last) and (person_en(last[0]) is not None or any(t.startswith("@pet:") for t in things(last[0])))


def _carried_on(readings: list[Reading], n: int) -> bool:
    """Whether a statement the user is in, about something public, is carried on by the personal clause right after
    it, which names no one of its own (我每周六跟老男孩篮球队打比赛，打控卫): that clause's subject is this one's."""
    r = readings[n]
    if "self" not in r.labels or n + 1 >= len(readings):
        return False
    after = readings[n + 1]
    return after.personal and after.clause.mood == "statement" and "self" not in after.labels


def _sets_limit(lowered: str) -> bool:
    """A request that sets a limit for the assistant ("please stop recommending podcasts"), not a how-to question
    ("how do i stop procrastinating")."""
    return _HOW.match(lowered) is None and kinds.weigh(lowered).get("boundary", 0.0) >= 3


_END = "。.!！…~～"


# Characters of a left-out statement between two kept clauses that is kept with them (zh, en).
_SHORT_GAP = {True: 6, False: 12}


def _short_statement(text: str, start: int, end: int, statements: Sequence, cjk: bool) -> bool:
    """Whether the words between two kept clauses are only statements, short ("Peaceful,") or of the same sentence
    (咖啡戒了，换成绿茶，前几天头疼得要死，现在好多了: left out, "现在好多了" would follow the green tea); never a request
    or a question."""
    gap = text[start:end]
    # (counted in the gap's letters, not its marks: ". Peacefully, " is as short as "Peacefully")
    if sum(ch.isalnum() for ch in gap) > _SHORT_GAP[cjk] and any(ch in _END for ch in gap.rstrip(" " + _END)):
        return False
    covered = {i for x in statements if x.start >= start and x.end <= end for i in range(x.start, x.end)}
    return all(i in covered for i in range(start, end) if text[i].isalnum())


def _kept_text(text: str, kept: list, cjk: bool, statements: Sequence = ()) -> str:
    """The kept clauses as the user wrote them: neighbouring clauses keep the words between them (and a statement
    between them that is short or of the same sentence), separate runs are joined with "…" where words were left
    out, an explaining lead ("since", "因为") is dropped, and a sentence's own full stop stays."""
    runs: list[list[int]] = []
    for c in kept:
        gap = text[runs[-1][1] : c.start] if runs else ""
        if runs and (not gap.strip(" ,，;；:：、") or _short_statement(text, runs[-1][1], c.start, statements, cjk)):
            # a short clause between two kept ones stays ("…on Tuesday. Peaceful, which is all we could ask for"):
            # what follows it may lean on it, and the note stays words said together
            runs[-1][1] = c.end
        else:
            runs.append([c.start, c.end])
    pieces = []
    for start, end in runs:
        while end < len(text) and text[end] in _END:
            end += 1
        pieces.append(text[start:end])
    pieces[0] = clauses.strip_lead(pieces[0]) if len(pieces[0]) > 1 else pieces[0]
    # runs said apart are shown apart: "…" stands where words were left out, as in a note cut short, so no note
    # reads as a sentence the user never said ("The housing portal is so confusing … I'm already on campus")
    sep = "…" if cjk else " … "
    return sep.join(p.strip() for p in pieces)


def _lasting(u: Utterance) -> bool:
    rec = u.record
    return bool(_LASTING.labels(u.lowered)) or (rec is not None and rec.cues["lasting"].found(rec.fold(u.text)))


def _classify(u: Utterance, kept: list[Reading]) -> Verdict:
    scores: dict[str, float] = {}
    native, unread = [], False
    for r in kept:  # the evidence of each kept clause, as its reading already weighed it
        rec = _record_of(r)
        if rec is not None:
            weights = foreign.scores(r, rec)
        elif "lang:und" in r.labels:
            weights, unread = {}, True
        else:
            weights = kinds.weigh(r.framed or r.clause.lowered)
            native.append(r)
        for kind, weight in weights.items():
            scores[kind] = scores.get(kind, 0.0) + weight
        # a standing claim the words alone did not weigh (see standing_reading.py)
        for label in r.labels & TOLD_LABELS:  # told the way friends talk (chat_told.py): weighed as nothing else
            scores[label[5:]] = scores.get(label[5:], 0.0) + 2.0
        for label in r.labels & STANDING_LABELS:
            scores[label[9:]] = scores.get(label[9:], 0.0) + 2.5
        if "standing:kept" in r.labels:  # a part of their life rather than a passing fact or mood
            passing = max((v for k, v in scores.items() if k in ("fact", "emotion")), default=0.0)
            scores["life"] = max(scores.get("life", 0.0), passing + 0.5)
        if rec is not None and foreign.event(r, rec) is not None:
            scores["critical"] = 99.0
    if u.pasted is not None:  # pasted or forwarded material (someone else's news, an injected line) is never critical
        scores.pop("critical", None)
        scores.pop("boundary", None)  # nor a limit the user set
    elif (
        native
        and critical.told(u.lowered, u.cjk)
        and not critical.cleared(u.lowered, u.cjk)
        and any(_life_changing(r, u.cjk) for r in native)
    ):
        scores["critical"] = 99.0
    recurs = u.recurrence
    if recurs is not None:  # a routine is part of a life; a yearly date (a birthday) part of who someone is
        kind = "identity" if recurs == "yearly" else "life"
        committed = max(scores.get(k, 0.0) for k in ("promise", "boundary", "critical")) >= 3
        scores[kind] = scores.get(kind, 0.0) + (1.0 if committed else 2.5)
    due = u.due
    today = due is not None and _only_today(due, scores)
    if due is not None and not today:
        scores["plan"] = scores.get("plan", 0.0) + 2.0
    found = kinds.choose(scores)
    dated = due is not None and not today and found not in ("emotion", "pref", "boundary")
    expires_at = due.expires_at if dated and due is not None else None
    lasting = dated and (found == "identity" or _lasting(u))
    return Verdict(
        True,
        "ok",
        found,
        expires_at,
        bool(dated and due is not None and due.deadline),
        lasting,
        u.text,
        foreign.UNREAD if unread else None,
    )


def _life_changing(r: Reading, cjk: bool) -> bool:
    """A clause saying a life changed or is at risk, in the user's own life (not a question about it, unless the
    question names the user's own people: "is it normal to feel numb after my dad died")."""
    if r.clause.mood != "statement" and not r.anchored:
        return False
    text = r.framed or r.clause.lowered
    found = critical.event_at(text, cjk)
    if found is None:
        return False
    _, start, end = found
    return critical.whose(text[:start], cjk, text[start:end], text[end : end + 12])


def _only_today(due, scores: dict[str, float]) -> bool:
    """'Today' with a feeling or a state is not a plan ("feeling low today", "今天烦死了", "今天的咖啡有点酸");
    with something to do or go to, it is ("今天下午三点面试", "dentist at 3 today")."""
    return due.phrase.lower() in ("today", "tonight", "今天", "今晚", "今早", "今日", "今儿") and (
        scores.get("plan", 0.0) < 2 and scores.get("promise", 0.0) < 3
    )


def explain(text: str, now: float = 0.0, tz: dt.tzinfo | None = None) -> dict:
    """Which rules fired on a cleaned utterance, clause by clause, and the verdict they led to (for people
    tuning a language record, and for `plastic-memory` users asking why something was or was not kept)."""
    u = Utterance(text, now, tz)
    out = []
    for c in clauses.split(u.text):
        code = detect.in_message(c.text, u.text)
        r = _read(c, u.cjk, u.text)
        rec = _record_of(r)
        if rec is not None:
            fired = list(foreign.evidence(c.text, rec).fired)
        elif code == "und":
            fired = ["und.signals" if r.personal else "und.too-little"]
        else:
            lang = code or ("zh" if u.cjk else "en")
            fired = [f"{lang}.who.{label}" for label in sorted(r.labels)]
            fired += [f"{lang}.kinds.{kind}" for kind in kinds.weigh(r.framed or r.clause.lowered)]
            event = critical.event(r.framed or r.clause.lowered, u.cjk)
            fired += [f"{lang}.critical.{event}"] if event else []
        out.append({"clause": c.text, "language": code, "mood": r.clause.mood, "personal": r.personal, "rules": fired})
    v = judge_utterance(u)
    return {"store": v.store, "reason": v.reason, "kind": v.kind, "why": v.why, "clauses": out}
