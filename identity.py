"""Who is speaking, as Hermes tells it: the sender id on messaging platforms, the X-Hermes-Session-Key the client
chose on the api_server, the local owner on single-user surfaces, and nobody otherwise.

The order itself is the core's (plastic_memory.faces.sessions.owner_for); this module only knows where Hermes 0.19 puts
each piece and which of its surfaces serve one person.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import Any

if __package__:  # loaded by Hermes as hermes_plugins.<slug>.identity
    from .plastic_memory.faces.origins import SINGLE_USER
    from .plastic_memory.faces.sessions import owner_for
else:  # imported as a top-level module (scripts, tests)
    from plastic_memory.faces.origins import SINGLE_USER
    from plastic_memory.faces.sessions import owner_for

logger = logging.getLogger(__name__)

# SINGLE_USER (faces/origins.py): surfaces where Hermes serves the one person at the keyboard; the importer of past
# sessions reads the same set, so a session is someone's the same way now and when imported.
# Platforms where the client names its own memory scope (X-Hermes-Session-Key). Elsewhere Hermes' session key names
# a chat, which a whole group may share, so it never stands for a person.
CLIENT_KEYED = frozenset({"api_server"})
NOBODY = "no memory for this caller: no sender id, no X-Hermes-Session-Key, and PLASTIC_MEMORY_OWNER is not set"


class Identities:
    """Resolve owners from what Hermes passes; warn once per platform about callers with no identity."""

    def __init__(self):
        self._lock = threading.Lock()
        self._warned: set[str] = set()

    def owner(self, sender_id: Any, session_id: str | None, platform: str | None, warn: bool = True) -> str | None:
        """The owner of a turn, or None for nobody."""
        platform = clean(platform)
        key = session_env("HERMES_SESSION_KEY") if platform in CLIENT_KEYED else ""
        if key and key == session_env("HERMES_SESSION_ID"):
            # The api_server's stand-in when the client sent no key: the request's session id, which stays the key
            # even after compression gives the agent a new session id mid-request.
            key = ""
        owner = owner_for(
            clean(sender_id),
            key,
            clean(session_id),
            platform in SINGLE_USER,
            os.environ.get("PLASTIC_MEMORY_OWNER", "").strip(),
        )
        if owner is None and warn:
            with self._lock:
                first = platform not in self._warned
                self._warned.add(platform)
            if first:
                logger.warning(
                    "plastic-memory: callers on %s with no identity get no memory (no sender id, no "
                    "X-Hermes-Session-Key); PLASTIC_MEMORY_OWNER would give them all one shared memory",
                    platform,
                )
        return owner

    def in_context(self, session_id: str | None) -> str | None:
        """The owner Hermes' session context names for a call that carries only a session id."""
        return self.owner(session_env("HERMES_SESSION_USER_ID"), session_id, session_env("HERMES_SESSION_PLATFORM"))

    def local(self) -> str:
        """The owner of a single-user surface (the CLI): $PLASTIC_MEMORY_OWNER, else "default"."""
        return self.owner("", "", "cli")


def session_env(name: str) -> str:
    """A value of Hermes' per-task session context (gateway.session_context), "" outside a gateway."""
    try:
        from gateway.session_context import get_session_env
    except ImportError:
        return ""
    return clean(get_session_env(name, ""))


def clean(value: Any) -> str:
    """An id as text, stripped; "" for None."""
    return "" if value is None else str(value).strip()
