"""The per-session ledger: what each conversation has already been given, and the remark it heard last."""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field

from .transcript import Reader


@dataclass
class _Session:
    given: set[str] = field(default_factory=set)
    last: tuple[int | None, str | None] = (None, None)  # the remark said last: its item id, its digest
    heard: bool = False  # whether anything was said in it yet (a request to forget included)
    reader: Reader = field(default_factory=Reader)  # the session's history as last read
    spent: int = 0  # characters of notes given since the core (no history)


class Ledger:
    """What each session has already been given; bounded, least recently used sessions are forgotten first."""

    def __init__(self, capacity: int = 512):
        self._sessions: OrderedDict[str | None, _Session] = OrderedDict()
        self._capacity = capacity

    def given(self, session_id: str | None) -> set[str]:
        return self._state(session_id).given

    def _state(self, session_id: str | None) -> _Session:
        state = self._sessions.get(session_id)
        if state is None:
            state = self._sessions[session_id] = _Session()
            while len(self._sessions) > self._capacity:
                self._sessions.popitem(last=False)
        self._sessions.move_to_end(session_id)
        return state

    def session(self, session_id: str | None) -> _Session:
        return self._state(session_id)

    def forget(self, session_id: str) -> None:
        self._sessions.pop(session_id, None)

    def forget_texts(self) -> None:
        """Drop the wordings of given notes (kept to spot one matter under two ids) after a forgetting; the ids
        stay, so nothing is given twice."""
        for state in self._sessions.values():
            state.given = {key for key in state.given if not key.startswith("t:")}
            state.reader = Reader()  # it held the history's words; the next turn reads the history afresh

    def said(self, session_id: str | None, item_id: int | None, digest: str | None) -> None:
        """Note the remark just observed in a session: what "forget that" would then mean."""
        state = self._state(session_id)
        state.last, state.heard = (item_id, digest), True

    def last(self, session_id: str | None) -> tuple[int | None, str | None]:
        return self._state(session_id).last

    def heard(self, session_id: str | None) -> bool:
        """Whether anything was said in the session since this process began."""
        state = self._sessions.get(session_id)
        return state is not None and state.heard
