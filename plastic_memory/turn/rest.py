"""What an update leaves of the remark it updates: the clauses of it that say something else.

"I live in Hangzhou with my wife and I'm allergic to peanuts", updated by "we moved to Suzhou last month", is no
longer current about where the user lives; the allergy is as true as it was. Retiring the whole remark forgot the
allergy (and "hey, I'm Sam. I work as a data analyst…" forgot the name with the job). So when an update retires a
remark, the clauses that carry a claim of a part of life the update does not touch, or that the gate would keep on
their own as who the user is, their limits or what must never be missed, stay as a remark of their own: in the
user's words, dated the day they were said, each run of neighbouring clauses a remark (words said apart are never
joined into one line). A clause that opens with a
word pointing back ("she's in hospital now") is not kept apart from what it points to.
"""

from __future__ import annotations

from ..judgement import verdicts
from ..judgement.update_claims import background_ends, claims
from ..judgement.update_clauses import split_clauses
from ..judgement.utterance import Utterance
from ..language.lazy_re import later
from ..state.index import Entry, LiveIndex
from ..state.owner import Owner

STANDING = ("identity", "critical", "boundary")  # what a clause the gate keeps on its own must be, to stay
# A clause that leans on the one before it: a pronoun, or a word that points back or goes on
_LEANS = later(
    r"^\s*(?:she|he|they|it|that|this|which|who|but|so|because|and|though|also|too|"
    r"she's|he's|they're|it's|that's|her|his|their)\b|^\s*(?:他|她|它|他们|她们|这|那|但|所以|因为|而且|不过|可是)",
    flags=2,  # re.IGNORECASE
)


def left_over(old: str, new: str, now: float) -> list[str]:
    """The clauses of `old` that `new` leaves as they were, as said: each run of neighbouring ones, one piece (none
    when nothing stands apart: the update touches every clause, or none it can name)."""
    touched_slots = {c.slot for c in claims(new) + background_ends(new)}
    if not touched_slots:
        return []  # (an update told without a claim: which clause it ends is not known, so all of it goes)
    pieces = _pieces(old)
    if len(pieces) < 2:
        return []
    keep: list[bool] = []
    for start, end in pieces:
        said = old[start:end]
        slots = {c.slot for c in claims(said)}
        if slots & touched_slots:
            keep.append(False)
            continue
        standing = bool(slots) or verdicts.judge(Utterance.read(said, now)).kind in STANDING
        keep.append(standing and _LEANS.match(said) is None)
    if all(keep) or not any(keep):
        return []  # (nothing of it is what the update replaced, or nothing else stands)
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
