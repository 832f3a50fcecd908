"""One turn's block: what the turn's words call up gets the room, what is always true comes once per transcript.

The block opens with the remarks the turn's words call up, each shown by the clause that matched, then (only when
no core block is in front of the model: a session's first turn, or after the history lost it) the core, kept to
a small share. Later turns carry only what is newly called up, within what is left of the session's allowance, so
a session's injected text stays under two full blocks. Small talk calls up nothing.
"""

from __future__ import annotations

from ..language.text import short, squash
from ..state.index import Entry
from ..state.owner import Owner
from . import aside, selection
from .inject import HEADER_CORE, HEADER_MORE, Note, mark, render, unseen
from .quiet import carries_nothing, content

CALLED_ENOUGH = 3  # called-up remarks from which the turn's own notes stand without the memory's judgements
STARTED = "@started"  # ledger key: this session was given its core already
SHORTEST_LINE = len("- 2025-03-03 「x」")  # no note is shorter


def build(state: Owner, text: str, session_id: str | None, history: list[str] | None) -> str | None:
    """The block for this turn (or None). `history`: the texts of the user messages the model will see, as the host
    sends them (with earlier injections); None when the host does not say, and then the session's ledger decides."""
    cfg, now = state.config, state.clock()
    index = state.live()
    quiet = carries_nothing(text)
    if history is not None:
        seen = state.ledger.session(session_id).reader.read(history, HEADER_CORE)
        core_due, spent = not seen.has_core, seen.ours
        given = state.ledger.given(session_id)
    elif session_id is not None:
        session = state.ledger.session(session_id)
        given = session.given
        core_due = STARTED not in given
        given.add(STARTED)
        spent = 0 if core_due else session.spent
    else:
        given, core_due, spent = set(), True, 0  # no session: nothing is remembered as given
    if core_due:
        header, budget = HEADER_CORE, cfg.core_budget
    else:
        header, budget = HEADER_MORE, min(cfg.turn_budget, cfg.session_budget - spent)
    # Words that carry nothing call nothing up, and neither does a turn whose session spent its allowance: no line
    # would fit (then the work of choosing one is not done at all).
    calls = not quiet and budget - len(header) - 1 >= SHORTEST_LINE
    if history is not None:
        fresh = _called(index, text, now, cfg, lambda n: not seen.shows(n.text)) if calls else []
        core = [n for n in _core(index, now, cfg) if not seen.shows(n.text)] if core_due else []
    elif session_id is not None:
        fresh = unseen(_called(index, text, now, cfg, lambda n: True, given), given) if calls else []
        core = unseen(_core(index, now, cfg), given) if core_due else []
    else:
        fresh = _called(index, text, now, cfg, lambda n: True) if calls else []
        core = _core(index, now, cfg)
    block, kept = _compose(header, fresh, core, budget, cfg)
    if session_id is None and history is None:
        return block
    mark(given, kept)
    if history is None and session_id is not None:
        state.ledger.session(session_id).spent = spent + len(block or "")
    offered = None if quiet else aside.offer(state, text, given)
    return "\n".join(part for part in (block, offered) if part) or None


def _called(index, text, now, cfg, unshown, given: set[str] | None = None) -> list[Note]:
    """The called-up remarks as excerpts, one per remark, those already in front of the model left out (with the
    session's `given`, a remark shown whole that was given whole is not made again). Details folded into one
    impression are shown as that impression, cut around what matched: one line per matter. An excerpt of a remark
    given whole is still a line of its own: the line given may have been cut before what this turn's words match."""
    notes: list[Note] = []
    folded: dict[int, int] = {}  # impression id -> how many of its details were called up
    order: list[Entry] = []
    for entry, _ in selection.called_up(index, text, now, cfg):
        through = index.items.get(entry.merged_into) if entry.merged_into else None
        if through is not None and through.layer == "impression" and squash(entry.text) in squash(through.text):
            if through.id not in folded:
                order.append(through)
            folded[through.id] = folded.get(through.id, 0) + 1
        else:
            order.append(entry)
        if len(order) >= cfg.called_max:
            break
    said = content(text)
    for entry in order:
        many = folded.get(entry.id, 1)
        limit = min(2 * cfg.excerpt_chars, cfg.excerpt_chars + 40 * (many - 1))
        if given is not None and len(entry.text) <= limit and selection.key_of(entry) in given:
            continue
        n = selection.excerpt_note(index, entry, said, limit)
        if unshown(n):
            notes.append(n)
    return notes


def _core(index, now, cfg) -> list[Note]:
    return [selection.note(e) for e in selection.core(index, now, cfg)]


def _judgement(n: Note) -> bool:
    """An impression the memory holds of the person, not pinned by them."""
    return n.key.startswith("i") and not (n.label and "pinned" in n.label)


def _compose(header: str, fresh: list[Note], core: list[Note], budget: int, cfg) -> tuple[str | None, list[Note]]:
    """The called-up notes first; the core within its own small share, taken from the end of the room."""
    called = {n.key.partition(":")[0] for n in fresh}
    called |= {c for n in fresh for c in n.covers}  # the impression a called-up detail is folded into
    shown = [squash(n.text.replace("…", " ")) for n in fresh]

    def said_above(n: Note) -> bool:
        """The core line's matter is already a called-up line: the same words, whole or in part, either way."""
        line, whole = squash(short(n.text, cfg.item_chars).replace("…", " ")), squash(n.text)
        return any(line in s or (s and s in whole) for s in shown)

    core = [n for n in core if n.key not in called and not said_above(n)]
    if len(fresh) >= CALLED_ENOUGH:
        # A turn whose words call up several remarks gets them and what must never be missed (what is pinned,
        # upcoming, who they are, their limits); the memory's general judgements of the person come with a turn that
        # calls up less. Measured: on LoCoMo's dev split they cost such a first turn 3% of its evidence, while a
        # turn that calls up one or two remarks ("where do I work" against "worked late again") may be missing the
        # point, and the judgements back it up (bench/updates.py: "Got a new job at Microsoft").
        core = [n for n in core if not _judgement(n)]
    share = cfg.core_chars if fresh else cfg.core_alone_chars
    core_text, core_kept = render(core, "", min(share, budget - len(header)), cfg.item_chars)
    room = budget - (len(core_text) if core_text else 0)
    top, top_kept = render(fresh, header, room, 2 * cfg.excerpt_chars + 2)
    if top is None and core_text is None:
        return None, []
    text = (top or header) + (core_text or "")
    taken = {n.key for n in top_kept}
    return text, top_kept + [_as_shown(n, cfg.item_chars) for n in core_kept if n.key not in taken]


def _as_shown(n: Note, item_chars: int) -> Note:
    """A core line is cut at `item_chars`: a cut line gave that part of the remark, not the whole, so the session
    marks only that part given and a later turn whose words call up the rest still shows it (as when the host
    passes the history: the rest's words are not in front of the model)."""
    if len(n.text) <= item_chars:
        return n
    return Note(f"{n.key}:{item_chars}", short(n.text, item_chars), n.label, frozenset(), n.when)
