"""What an update leaves of the remark it updates: a name, an allergy or a limit said in the same breath.

"I live in Hangzhou with my wife and I'm allergic to peanuts", updated by "we moved to Suzhou last month", is no
longer current about where the user lives; the allergy is as true as it was. Retiring the whole remark forgot the
allergy (and "hey, I'm Sam. I work as a data analyst…" forgot the name with the job). So when an update reaches one
clause of a remark on its own, a clause it does not reach, whose parts of life it neither sets nor ends and whose words
it does not speak of anew, that opens with the user and holds a name, an allergy, a birthday, pronouns, a diet, or
what the gate keeps as critical or a limit, stays as a remark of its own: in the user's words, dated the day it was
said, each run of neighbouring clauses one remark (words said apart are never joined into one line). A home, a job or
a school said beside the one that changed goes with the remark: they often change together.
"""

from __future__ import annotations

from ..judgement import verdicts
from ..judgement.introductions import introduced_name
from ..judgement.update_claims import BELONGING, background_ends, claims
from ..judgement.updates import reach
from ..judgement.update_clauses import split_clauses
from ..judgement.utterance import Utterance
from ..language.lazy_re import later
from .quiet import content
from ..state.index import Entry, LiveIndex
from ..state.owner import Owner

STANDING = ("critical", "boundary")  # what a clause the gate keeps on its own must be, to stay
# The parts of life a clause may hold apart from the rest of its remark: who the user is by name, their body's
# limits, their dates. A home, a job, a school said together often change together ("升了区域经理" after "我在一家…公司当
# 调度，每天盯着…": the role went with the routine), so a clause holding one goes with the remark.
APART = frozenset(("name", "allergy", "birthday", "pronouns", "blood", "diet"))
# A clause kept apart must say whose it is itself: the user, opening it ("I'm allergic…", "my name is…", 我叫…). One that
# opens otherwise may lean on the clause before it ("十四岁了", "basically lives at our place", "医生给我开的是…").
_OWN = later(r"^\W*(?:i|i'm|im|i've|i'd|my|we|we're|we've|our)\b|^\W*我", flags=2)  # re.IGNORECASE


def left_over(old: str, new: str, now: float) -> list[str]:
    """The clauses of `old` that `new` leaves standing apart (see the module's docstring), as said: each run of
    neighbouring ones one piece; none unless the update reaches a clause of `old` on its own (so which one it updates
    is known)."""
    pieces = _pieces(old)
    if len(pieces) < 2:
        return []
    reached = [reach(new, old[start:end]) is not None for start, end in pieces]
    if not any(reached):
        return []  # (which clause the update reaches is not known: all of it goes)
    slots = {c.slot for c in claims(new) + background_ends(new)}  # (what it sets or ends: 升了区域经理 sets a job)
    # (a name the whole remark introduces, read with its greeting: "hey, I'm Sam" is a name, "I'm Sam" alone maybe not)
    called = {t for c in claims(old) if c.slot == "name" for t in c.value}
    spoken = content(new)
    keep: list[bool] = []
    for (start, end), hit in zip(pieces, reached):
        said = old[start:end]
        own = claims(said)
        keep.append(
            not hit
            and not any(c.slot in slots for c in own)
            and _OWN.match(said) is not None
            and not (content(said) & spoken)  # ("I'm waiting on surgery" after "surgery went fine": spoken of anew)
            and (
                any(c.slot in APART for c in own)
                or any(t in said.lower() for t in called)
                or _named_self(said)
                or verdicts.judge(Utterance.read(said, now)).kind in STANDING
            )
        )
    if not any(keep):
        return []
    runs: list[str] = []
    last = -2
    for n, ((start, end), kept) in enumerate(zip(pieces, keep)):
        if not kept:
            continue
        if n == last + 1 and runs:
            runs[-1] = runs[-1] + old[pieces[n - 1][1] : end]  # the next clause, with what stood between them
        else:
            runs.append(old[start:end])
        last = n
    return [r.strip() for r in runs]


def _named_self(said: str) -> bool:
    """ "I'm Sam", 我叫小林: the clause introduces the user by a name (not a belonging: "I'm Jewish")."""
    name = introduced_name(said)
    return name is not None and BELONGING.search(name) is None


def _pieces(text: str) -> list[tuple[int, int]]:
    """Where each clause of `text` stands in it (split as claims() splits it)."""
    out: list[tuple[int, int]] = []
    at = 0
    for piece in split_clauses(text):
        piece = piece.strip()
        if not piece:
            continue
        start = text.find(piece, at)
        if start < 0:
            return []  # (a clause not found as written: the remark is left whole)
        out.append((start, start + len(piece)))
        at = start + len(piece)
    return out


def keep_rest(state: Owner, index: LiveIndex, old: list[int], u: Utterance, by: int) -> list[int]:
    """Store what each updated remark leaves (left_over) as a remark of its own; returns the ids made."""
    made: list[int] = []
    for item_id in old:
        entry = index.items.get(item_id)
        if entry is None or entry.layer != "event":
            continue
        for rest in left_over(entry.text, u.text, u.now):
            part = u.part(rest)
            if part.digest not in index.by_digest:  # (not said on its own already)
                made.append(_kept(state, index, entry, part, u.now, f"kept from #{item_id} when #{by} updated it"))
    return made


def _kept(state: Owner, index: LiveIndex, entry: Entry, part: Utterance, now: float, why: str) -> int:
    """One piece kept: a remark of its own, dated the day the remark it was kept from was said."""
    verdict = verdicts.judge(part)
    kind = verdict.kind if verdict.store and verdict.kind else entry.kind
    pinned = kind == "critical" or (entry.pinned and kind in STANDING)
    kept = Entry.remark(part, kind, created=entry.created, lasting=entry.lasting, pinned=pinned)
    kept.id = state.store.insert_item(
        state.owner, "event", kind, kept.text, kept.digest, entry.created, lasting=kept.lasting, pinned=pinned, why=why
    )
    state.store.touch(state.owner, [kept.id], now)
    index.add(kept)
    return kept.id
