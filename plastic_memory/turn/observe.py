"""Taking in one thing the user said: forget, correct, reinforce, drop or store it, in one write transaction.

The utterance is read once (utterance.Utterance) and that value is passed down; every decision is made on the
database's state inside the transaction (owner.Owner.write), never on a stale index.
"""

from __future__ import annotations

from . import aside
from ..judgement import gate, verdicts
from ..judgement.kinds import KIND_GIVEN, PASTED
from . import forget as forgetting
from ..state.superseding import retire
from . import supersede
from ..judgement.told import told_after, told_before_asking, told_part
from ..judgement.slips import slip_owned
from ..judgement.fix_words import as_said
from ..judgement.forget_request import parse as parse_forget
from ..state.index import Entry, LiveIndex
from ..state.owner import Owner
from .outcome import Outcome, shaped
from .denial import denied
from .flip import flipped
from .called_off import called_off
from .finished import finished
from .returned import returned
from .reframe import reframed
from .rest import keep_rest
from .revise import repeat_of, retraction, updated
from ..judgement.utterance import Utterance
from ..config import DAY
from ..judgement.updates import claims
from ..language.updates_words import END

REINFORCE_COVERAGE = 0.6  # an utterance covering this much of an impression reinforces it
RECURRING_TERMS = 2  # rare terms a new remark must share with an older one to bring it back to mind
REPEAT_STEP = 0.1  # weight a remark gains when said again ...
MENTION_STEP = 0.05  # ... and an impression when a remark it holds or speaks of is said


def take(state: Owner, u: Utterance, kind: str | None, session_id: str | None) -> dict:
    """Observe one cleaned utterance for this owner; returns what happened."""
    result: dict = {}  # what happened, by Outcome's names; the record is made once, at the end
    if not u.text:
        return Outcome().as_dict()
    request = parse_forget(u.text) if kind is None else None
    if request is not None:  # "forget what I said about ...": delete, store nothing of the request
        result.update(forgetting.from_chat(state, request, session_id))
        return _finish(state, result)
    correction = u.correction if kind is None else None
    verdict = None  # the gate's verdict depends on the words alone: computed once, at most
    if kind is None and correction is None and state.pending_aside is None:
        fresh = state.live()
        same = fresh.by_digest.get(u.digest)
        if same is not None:
            # Said before in these very words (the common turn): reinforced without classifying again, and as
            # bookkeeping that goes to the file with the next write (see Owner.said_again), not a commit of its own.
            result.update(_reinforce(state, fresh, fresh.items[same], u, wait=True))
            return _given(state, session_id, result, u)
        verdict = verdicts.judge(u)
        if not verdict.store and _update_of(fresh, u, verdict) is None:
            # Small talk costs no commit either: nothing of it is kept but a count (see Owner.count_small_talk).
            state.count_small_talk(u.digest, u.now)
            state.ledger.said(session_id, None, u.digest)
            return Outcome(action="dropped", reason=verdict.reason).as_dict()
    with state.write() as index:  # decided on the database's state now, not on a stale index
        # Said before in these very words: reinforce without classifying again.
        same = index.by_digest.get(u.digest) if kind is None and correction is None else None
        aside.settle(state, u)
        if correction is not None:
            done = _correct(state, index, correction, u)
            if done is None and correction.fix and slip_owned(u.text):
                verdict = verdicts.judge(u)
                if not verdict.store:
                    # "你记错了吧 我是广东的… 帮我推荐…" with nothing remembered to retract, and the whole message dropped
                    # for its request: the fix is still what the user says of themselves, kept as said (and it
                    # updates what it replaces)
                    fix, fixed = _fix_of(u, correction, "fact", False)
                    done = _record(state, index, fix, fixed, why=fixed.why)
            if done is not None:
                result.update(done)
                state.ledger.said(session_id, result.get("id"), None)
                return _finish(state, result)
        if same is not None:
            result.update(_reinforce(state, index, index.items[same], u))
        else:
            if verdict is None:
                verdict = verdicts.judge(u, kind)
            if not verdict.store:
                verdict = _update_of(index, u, verdict) or verdict  # "我妈妈今天出院了" updates what it names
            if not verdict.store:  # said while an aside was waiting for an answer (or turned small talk meanwhile)
                state.store.count_dropped(state.owner, u.digest, u.now)
                result.update(action="dropped", reason=verdict.reason)
                state.ledger.said(session_id, None, u.digest)
                return Outcome(**result).as_dict()
            # The model's second look leaves a given kind alone, never makes pasted material critical, and reads
            # what no language record could.
            why = KIND_GIVEN if kind is not None else PASTED if u.pasted else verdict.why
            text = verdict.text or u.text
            if text != u.text and supersede.ends_left_out(index, u, text):
                text = u.text  # "The cast came off, my wrist is fine now": the clause left out says what ended
            result.update(_record(state, index, u.part(text), verdict, why=why))
    return _given(state, session_id, result, u)


def _update_of(index: LiveIndex, u: Utterance, verdict: gate.Verdict) -> gate.Verdict | None:
    """A remark the gate drops that updates a live one after all (supersede.as_update). A greeting or a filler never
    does; a message the gate took for a question does only by what it tells before it asks ("BTO finally ready, me
    and wife shifted into our Punggol place last weekend. Can recommend aircon servicing company?") or once it has
    asked ("what do I do with an empty tank? Captain lived a good long life"), kept as that part: one that is all
    question tells nothing ("我之前跟你讲过我老公是干什么的没有" names a job, and asks it)."""
    if verdict.reason in ("greeting", "junk"):
        return None  # (nothing but a hello, thanks, laughter or a filler: no word of it can say what changed)
    if verdict.reason == "question":
        told = told_part(u.text)
        if told == u.text:
            told = told_before_asking(u.text)  # "Donated the sectional. what should we put there, maybe armchairs?"
        if told == u.text:
            told = told_after(u.text)  # "what do I do with an empty tank? Captain lived a good long life"
        return supersede.as_update(index, u.part(told), updates_only=True) if told != u.text else None
    return supersede.as_update(index, u)


def _given(state: Owner, session_id: str | None, result: dict, u: Utterance) -> dict:
    """The session's ledger after a remark was kept: the user's own words are in its history (not injected back)."""
    if session_id is not None and result.get("id") is not None:
        state.ledger.given(session_id).add(f"e{result['id']}")
    state.ledger.said(session_id, result.get("id"), u.digest)  # what "forget that" would mean next
    return _finish(state, result)


def _finish(state: Owner, result: dict) -> dict:
    index = state.index
    result["dream_due"] = (index.pending if index else 0) >= state.config.dream_due_events
    return shaped(result)  # by name: a misspelt key fails here, not in a host


PASSING = ("fact", "life", "plan", "emotion", "pref")  # kinds that last less than who the user is


def _changed_today(u: Utterance, verdict: gate.Verdict) -> bool:
    """Whether a remark dated today tells, among the day's doings, a change of the user's own life (今天去医院复查，…，
    医生说腰已经好了; "today was my last day at Starbucks, off to the beach tomorrow"): the change outlasts the day.
    Only today's: what is dated later is a plan ("tomorrow is my last day"), not yet a change."""
    if verdict.expires_at is None or verdict.expires_at - u.now > DAY:
        return False
    return any(
        "self" in c.subject and not c.hedged and c.slot != "state" and (c.mode == END or c.change)
        for c in claims(u.text)
    )


# The readers of updates the claims do not say, each in its order: a denial ("I don't live with my parents anymore"),
# a frame filled anew ("my go-to order is an oat latte these days"), a plan called off ("the Iceland trip is off"),
# something over ("kitchen reno is DONE"), a stay over ("back home from Tokyo")
_BESIDE_CLAIMS = (denied, reframed, called_off, finished, returned)


def _record(
    state: Owner, index: LiveIndex, u: Utterance, verdict: gate.Verdict, why: str | None = None, pinned: bool = False
) -> dict:
    stance = u.stance
    outdated = supersede.outdated(index, u)
    for reader in _BESIDE_CLAIMS:
        outdated += [i for i in reader(index, u) if i not in outdated]
    repeat = repeat_of(index, u)
    if repeat is not None and repeat.id not in outdated:  # 我妈妈今天出院了 is no repeat of 我妈妈住院了
        return _reinforce(state, index, repeat, u)
    demoted = flipped(index, stance) if stance else []
    replaced = updated(index, u) if verdict.kind == "identity" else []
    outdated = [i for i in outdated if i not in replaced and i not in demoted]
    # What replaces a pinned remark is as important as it was: the pin moves to what is current.
    pinned = pinned or verdict.kind == "critical" or any(index.items[i].pinned for i in outdated + replaced)
    kind = verdict.kind or "fact"
    changed = not (outdated or replaced) and _changed_today(u, verdict)
    if changed and kind == "plan":
        kind = "life"  # a change told with the day's errands is part of their life, not an errand
    if kind in PASSING and supersede.who_they_are(index, u, outdated + replaced):
        kind = "identity"  # where they live or work now is as much who they are as what it replaces
    entry = Entry.remark(
        u,
        kind,
        # what replaces a remark is current until something replaces it, not until a date it names in passing
        expires_at=None if outdated or replaced or changed else verdict.expires_at,
        lasting=verdict.lasting,
        pinned=pinned,
        stance=stance.subject if stance else None,
        polarity=stance.polarity if stance else None,
    )
    entry.id = item_id = state.store.insert_item(
        state.owner,
        "event",
        entry.kind,
        entry.text,
        entry.digest,
        u.now,
        expires_at=entry.expires_at,
        lasting=entry.lasting,
        pinned=entry.pinned,
        stance=entry.stance,
        polarity=entry.polarity,
        why=why,
    )
    _bring_back(state, index, u)
    index.add(entry)
    keep_rest(state, index, replaced + outdated, u, item_id)  # ("…and I'm allergic to peanuts" outlives the move)
    for old in replaced:
        state.store.retire(state.owner, [old], "superseded", f"updated: see #{item_id}", u.now)
        index.remove(old)
    if outdated:
        replaced += retire(state, index, outdated, item_id)
    for old in demoted:
        state.store.retire(state.owner, [old], "superseded", f"attitude changed: see #{item_id}", u.now)
        index.remove(old)
    spoken = _spoken_of(index, u)
    state.bump_all({e.id: MENTION_STEP for e in spoken}, spoken, u.now)
    action = "flip" if demoted else "updated" if replaced else "stored"
    return {"action": action, "id": item_id, "kind": entry.kind, "demoted": demoted + replaced}


def _bring_back(state: Owner, index: LiveIndex, u: Utterance) -> None:
    """A matter that keeps coming back stays: older live remarks sharing at least two rare terms with this one are
    refreshed (their decay starts again), while one-off remarks still fade."""
    limit = index.rare_limit()
    rare = frozenset(t for t in u.terms if not t.startswith("#") and len(index.postings.get(t, ())) <= limit)
    if len(rare) < RECURRING_TERMS:
        return
    again = [index.items[i] for i, n in index.candidates(rare, "event").items() if n >= RECURRING_TERMS]
    again = [e for e in again if e.seen < u.now and not e.pinned]
    if again:
        state.store.touch(state.owner, [e.id for e in again], u.now)
        for e in again:
            e.seen = u.now


def _reinforce(state: Owner, index: LiveIndex, repeat: Entry, u: Utterance, wait: bool = False) -> dict:
    """A repeat strengthens the remark, the impression that absorbed it, and impressions it speaks of: in one
    statement inside a write, or (`wait`, the common turn) as bookkeeping for the next write."""
    holder = index.items.get(repeat.merged_into) if repeat.merged_into else None
    more = ([holder] if holder is not None else []) + _spoken_of(index, u, skip=repeat.merged_into)
    steps = {repeat.id: REPEAT_STEP, **{e.id: MENTION_STEP for e in more}}
    (state.said_again if wait else state.bump_all)(steps, [repeat, *more], u.now)
    return {"action": "reinforced", "id": repeat.id, "kind": repeat.kind}


def _spoken_of(index: LiveIndex, u: Utterance, skip: int | None = None) -> list[Entry]:
    """The impressions this mention of a matter strengthens (owner-scoped, v0.3.7); `skip` is the impression the
    mention already reinforces, so one mention counts once."""
    out = []
    for item_id, shared in index.candidates(u.terms, "impression").items():
        entry = index.items.get(item_id)
        # `shared` is how many of the impression's terms the words hold: its coverage, without intersecting again
        if item_id != skip and entry is not None and shared / len(entry.terms) >= REINFORCE_COVERAGE:
            out.append(entry)
    return out


def _fix_of(u: Utterance, correction, kind: str, lasting: bool) -> tuple[Utterance, gate.Verdict]:
    """What a correction says instead, as the user said it, and the gate's verdict on it: its own when the gate
    keeps it whole, else a correction's of `kind`."""
    # A record language's reader gives the fix as the user's words after the complaint; zh and en read it here.
    fix = u.part(correction.fix if u.record is not None else as_said(u.text, correction.fix))
    verdict = gate.judge_utterance(fix)
    if not verdict.store or verdict.text != fix.text:
        due = fix.due
        verdict = gate.Verdict(
            True, "correction", kind, due.expires_at if due else None, bool(due and due.deadline), lasting
        )
    return fix, verdict


def _correct(state: Owner, index: LiveIndex, correction, u: Utterance) -> dict | None:
    """Retract what the correction points at and store the correction as the user said it (「我住在苏州」 from
    "你记错了，我住在苏州，不是杭州"), never spliced into the old sentence: 「我住在杭州，离西湖不远」 must not become
    「我住在苏州；离西湖不远」. The fix keeps the pin of what it corrects. None when there is no clear target."""
    found = retraction(index, correction)
    if found is None:
        return None
    best, doomed = found
    fix_id = None
    if correction.fix:
        fix, verdict = _fix_of(u, correction, best.kind if best.kind != "critical" else "fact", best.lasting)
        same = index.by_digest.get(fix.digest)
        if same is not None and same not in doomed:
            fix_id = same
            state.bump(index.items[same], u.now, REPEAT_STEP)
        else:
            fix_id = state.store.insert_item(
                state.owner,
                "event",
                verdict.kind or "fact",
                fix.words,
                fix.digest,
                u.now,
                expires_at=verdict.expires_at,
                lasting=verdict.lasting,
                pinned=best.pinned or verdict.kind == "critical",
                why=f"correction of #{best.id}",
            )
            state.refresh(fix_id)
    why = "retracted: the user said it was wrong" + (f"; fixed by #{fix_id}" if fix_id else "")
    state.store.retire(state.owner, sorted(doomed), "retracted", why, u.now)
    for item_id in doomed:
        index.give_way(item_id, fix_id)  # a question in the wrong remark's words is led to what the user said instead
    return {"action": "corrected", "id": fix_id, "kind": best.kind, "retracted": sorted(doomed)}
