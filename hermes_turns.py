"""Hermes' turn signals beyond the reply: the words of a turn that ended without post_llm_call, newer Hermes'
interruption, compression and message edit/delete events, whose turns are Hermes' own helpers', and Hermes' session
store for /plastic-memory import. A mixin of hooks.Plugin: each method catches its own errors, like every hook.
"""

from __future__ import annotations

import logging
import os
from importlib import import_module
from pathlib import Path
from typing import Any, Callable

if __package__:  # loaded by Hermes as hermes_plugins.<slug>.hermes_turns
    from .plastic_memory import PlasticMemoryError
    from .plastic_memory.faces import origins
    from .plastic_memory.faces.import_formats import text_of
    from .identity import clean, session_env
else:  # imported as a top-level module (scripts, tests)
    from plastic_memory import PlasticMemoryError
    from plastic_memory.faces import origins
    from plastic_memory.faces.import_formats import text_of
    from identity import clean, session_env

logger = logging.getLogger(__name__)

MESSAGES_KEPT = 4096  # gateway messages an edit or a delete may still take back (kept as digests, not words)


class TurnSignals:
    """The Plugin's handling of turns that end in other ways than a reply (needs the Plugin's _lock, _memory,
    _owner_of, _owners, _patient, _sessions, _unreplied and _messages)."""

    def on_session_end(self, *, session_id: str | None = None, **kwargs) -> None:
        """The end of every turn: when post_llm_call never came (interrupted, or no reply), the user still said
        what they said, so it is recorded now."""
        self._unanswered("on_session_end", lambda sid, key: sid == session_id)

    def agent_loop_stopped(self, *, session_key: str | None = None, **kwargs) -> None:
        """Newer Hermes: a turn was interrupted (/stop, /new mid-turn), named by its gateway session key."""
        self._unanswered("agent_loop_stopped", lambda sid, key: bool(session_key) and session_key in (sid, key))

    def newer_hooks(self) -> dict[str, Callable[..., None]]:
        """Hooks of newer Hermes, registered only where Hermes knows them (see __init__.register)."""
        return {
            "agent_loop_stopped": self.agent_loop_stopped,
            "post_auxiliary_call": self.post_auxiliary_call,
            "gateway_platform_event": self.gateway_platform_event,
        }

    def post_auxiliary_call(self, *, aux_task: str | None = None, session_id: str | None = None, **kwargs) -> None:
        """Newer Hermes: an auxiliary model call ended; after a compression the notes given so far are gone."""
        try:
            if aux_task != "compression" or not session_id:
                return None
            owner = self._owner_of(session_id)
            if owner is not None:
                self._patient.call(self._memory(owner), "history_compressed", session_id)
        except Exception:
            logger.exception("plastic-memory: post_auxiliary_call failed")
        return None

    def gateway_platform_event(
        self, *, platform: str | None = None, event_type: str | None = None, payload: dict | None = None, **kwargs
    ) -> None:
        """Newer Hermes: a message was edited (its new words are recorded instead) or deleted (its words go)."""
        try:
            if event_type not in ("message_edited", "message_deleted") or not isinstance(payload, dict):
                return None
            key = (clean(platform), clean(payload.get("chat_id")), clean(payload.get("message_id")))
            with self._lock:
                said = self._messages.pop(key, None)
            if said is None:  # a message this process never saw: nothing of ours to change
                return None
            owner, old = said
            memory = self._memory(owner)
            self._patient.call(memory, "unsay", key=old)
            text = payload.get("text") if event_type == "message_edited" else None
            if isinstance(text, str) and text.strip():
                self._sessions.recorded(memory, self._patient.observe(memory, text))
                self._remember_message(key, owner, text)
        except Exception:
            logger.exception("plastic-memory: gateway_platform_event failed")
        return None

    def _remember_message(self, key: tuple[str, str, str], owner: str, text: str) -> None:
        said = self._memory(owner).said_key(text)  # a digest: no copy of the words outlives a forgetting
        if said is None:
            return
        with self._lock:
            self._messages[key] = (owner, said)
            while len(self._messages) > MESSAGES_KEPT:
                self._messages.pop(next(iter(self._messages)))

    def _await_reply(self, session_id: str | None, user_message: Any) -> None:
        """Hold this turn's words until post_llm_call records them (or the turn ends without it)."""
        if session_id:
            with self._lock:
                self._unreplied[session_id] = (text_of(user_message), session_env("HERMES_SESSION_KEY"))

    def _drop_pending(self, owner: str) -> None:
        """After a forgetting: the words of this person's turns under way are let go unrecorded, so no copy of what
        was forgotten stays in the plugin (a forgetting wins over an interrupted turn)."""
        with self._lock:
            for sid in [sid for sid in self._unreplied if self._owners.get(sid) == owner]:
                del self._unreplied[sid]

    def _replied(self, session_id: str | None) -> None:
        with self._lock:
            self._unreplied.pop(session_id or "", None)

    def _unanswered(self, hook: str, match: Callable[[str, str], bool]) -> None:
        """Record the words of turns that ended without post_llm_call, for their sessions' owners."""
        try:
            with self._lock:
                due = [(sid, text) for sid, (text, key) in self._unreplied.items() if match(sid, key)]
                for sid, _ in due:
                    del self._unreplied[sid]
            for sid, text in due:
                owner = self._owner_of(sid)
                if owner is not None and text:
                    memory = self._memory(owner)
                    self._sessions.recorded(memory, self._patient.observe(memory, text, session_id=sid))
        except Exception:
            logger.exception("plastic-memory: %s failed; an interrupted turn was not recorded", hook)


# Hermes runs turns of its own helper agents through the same hooks: delegated subagents, the skill curator and
# cron jobs (by platform), Kanban workers (a `hermes chat -q` process started with HERMES_KANBAN_TASK), and
# automated review loops (the background memory review; newer Hermes adds the Codex learning reviewer), which
# replay the user's session under their own prompt. None of them is the user talking; Hermes keeps its memory
# providers out of them (skip_memory=True), and so do we. Newer helpers are found by feature, not by version.
_HELPER_PLATFORMS = origins.HELPER_PLATFORMS
_REVIEW_CHECKS = ("is_background_review", "is_curator_managed_origin")


def helper_turn(platform: Any) -> bool:
    if platform in _HELPER_PLATFORMS or os.environ.get("HERMES_KANBAN_TASK"):
        return True
    try:
        provenance = import_module("tools.skill_provenance")
    except ImportError:  # a Hermes without it: only the platform tells
        return False
    return any(callable(check) and check() for check in (getattr(provenance, n, None) for n in _REVIEW_CHECKS))


def hermes_sessions() -> Any:
    """Every session in this Hermes home's session store, with its messages, one at a time (Hermes' own API)."""
    from hermes_constants import get_hermes_home
    from hermes_state import SessionDB

    path = Path(get_hermes_home()) / "state.db"
    if not path.exists():
        raise PlasticMemoryError(f"this Hermes home has no session store yet ({path})")
    db = SessionDB(path, read_only=True)
    try:
        for row in db.search_sessions(limit=-1):
            yield {**row, "messages": db.get_messages(row["id"])}
    finally:
        db.close()
