"""Hermes adapter: turn each hook, tool call and /plastic-memory command into one engine call and back.

Policy (what to inject, what to keep, when a dream is due, when a session is over) lives in the core. This file
only knows Hermes: where each platform names the person speaking, which surfaces serve one person, what the model
can still see of earlier injections, and which Hermes events end a session. Every entry point catches its own
errors, logs them once and degrades to "no memory this time", so a memory failure never breaks a chat.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import sys
import threading
from contextvars import ContextVar
from importlib import import_module
from pathlib import Path
from typing import Any, Callable

if __package__:  # loaded by Hermes as hermes_plugins.<slug>.hooks: use the core that sits beside this file
    from .plastic_memory import Memory, PlasticMemoryError
    from .plastic_memory.faces import readable
    from .plastic_memory.faces import tools as tool_table, warm
    from .plastic_memory.faces.sessions import Sessions, SleepSettings
    from .plastic_memory.report.page import report_name, write_report
    from .plastic_memory.faces import importing
    from .plastic_memory.faces.patient import Patient
    from .plastic_memory.faces.import_formats import hermes_session
    from .plastic_memory.faces.import_formats import text_of as _text_of
    from .identity import NOBODY, Identities, clean
    from .hermes_turns import TurnSignals, helper_turn as _helper_turn, hermes_sessions as _hermes_sessions
else:  # imported as a top-level module (scripts, tests): fall back to the installed package
    from plastic_memory import Memory, PlasticMemoryError
    from plastic_memory.faces import readable
    from plastic_memory.faces import tools as tool_table, warm
    from plastic_memory.faces.sessions import Sessions, SleepSettings
    from plastic_memory.report.page import report_name, write_report
    from plastic_memory.faces import importing
    from plastic_memory.faces.patient import Patient
    from plastic_memory.faces.import_formats import hermes_session
    from plastic_memory.faces.import_formats import text_of as _text_of
    from identity import NOBODY, Identities, clean
    from hermes_turns import TurnSignals, helper_turn as _helper_turn, hermes_sessions as _hermes_sessions

logger = logging.getLogger(__name__)

USAGE = """\
/plastic-memory [subcommand]
  status              how much is remembered (numbers only); the default
  recall <query>      search things you said before
  trace <id|text>     where a memory came from
  pin <id|text>       keep a memory from fading
  unpin <id|text>     let a pinned memory fade again
  dream               consolidate now instead of at the end of the session
  persona [text]      show the persona facets; with text, preview which ones it activates
  compact             what compacting would do; compact --confirm does it (details are lost)
  diary               what the memory keeps of you, written as a diary
  report              write a page to look at (what you said, what was kept, the dreams)
  forget <id|text>    what forgetting would delete; add --confirm to delete it for good (--all: everything)
  import              bring in this Hermes home's past sessions (your words, at the times you said them)
  help                this text"""

# Subcommands that need something after them, with the usage line shown when it is missing.
_NEEDS_ARGUMENT = {
    "recall": "/plastic-memory recall <query>",
    "trace": "/plastic-memory trace <id|text>",
    "pin": "/plastic-memory pin <id|text>",
    "unpin": "/plastic-memory unpin <id|text>",
    "forget": "/plastic-memory forget <id|text|--all> [--confirm]",
}
_OWN_COMMANDS = ("report", "forget", "import")  # the ones that are not tools


class Plugin(TurnSignals):
    """Everything the plugin keeps between Hermes calls; one instance per register(ctx).

    Owners: a session belongs to the person its latest pre_llm_call names (identity.py). Tool calls and the other
    hooks carry only a session id, so they act for that session's owner; a session never seen gets the owner its
    Hermes session context names. None as an owner means an unidentified caller: no memory at all.
    """

    def __init__(self, ctx: Any = None):
        self._ctx = ctx
        self._lock = threading.Lock()
        self._memories: dict[tuple[str, str], Memory] = {}
        self._owners: dict[str, str | None] = {}
        self._unreplied: dict[str, tuple[str, str]] = {}  # session -> (words, gateway key) of a turn under way
        self._messages: dict[
            tuple[str, str, str], tuple[str, str]
        ] = {}  # (platform, chat, message) -> owner, key of words
        self._patient = Patient()
        self._sessions = Sessions(SleepSettings.from_env(), after_dream=self._patient.drain)
        self._identities = Identities()
        self._at_exit = False
        # (owner,) of the gateway message being handled (None: nobody): slash commands get only their text.
        # An instance attribute rather than module state, so a plugin reload starts clean.
        self._command_owner: ContextVar[tuple | None] = ContextVar("plastic_memory_command_owner", default=None)
        self._warming: warm.Warming | None = None

    # -- hooks -----------------------------------------------------------------------------------------------

    def pre_llm_call(
        self,
        *,
        session_id: str | None = None,
        user_message: Any = None,
        conversation_history: list | None = None,
        sender_id: Any = None,
        platform: str | None = None,
        **kwargs,
    ) -> dict | None:
        """Notes for this turn as {"context": text}, or None when there is nothing new to say."""
        try:
            self._turn_came()
            if _helper_turn(platform):
                return None
            owner = self._bind(session_id, sender_id, platform)
            if owner is None:
                return None
            self._await_reply(session_id, user_message)
            memory = self._memory(owner)
            self._sessions.turn(memory, session_id)
            # What the model will see of earlier turns (injections included) decides what is still in front of it;
            # never behind a dream: while one holds the memory this turn goes on without notes (faces/patient.py).
            block = self._patient.context(
                memory, _text_of(user_message), session_id=session_id or None, history=_user_texts(conversation_history)
            )
            return {"context": block} if block else None
        except Exception:
            logger.exception("plastic-memory: pre_llm_call failed; this turn goes on without memory notes")
            return None

    def post_llm_call(
        self, *, session_id: str | None = None, user_message: Any = None, platform: str | None = None, **kwargs
    ) -> None:
        """Record the user's words of this turn; the reply and the replayed history are never observed."""
        try:
            if _helper_turn(platform):
                return None
            self._replied(session_id)
            owner = self._owner_of(session_id)
            if owner is None:
                return None
            memory = self._memory(owner)
            # With the session id the engine won't inject these words back: they are in the history already.
            outcome = self._patient.observe(memory, _text_of(user_message), session_id=session_id or None)
            self._sessions.recorded(memory, outcome)
        except Exception:
            logger.exception("plastic-memory: post_llm_call failed; this turn was not recorded")
        return None

    def on_session_finalize(self, *, session_id: str | None = None, **kwargs) -> None:
        """A session really ended (exit, /new, expiry, a gateway stopping): the engine decides whether to dream."""
        self._session_over("on_session_finalize", session_id)

    def on_session_reset(self, *, session_id: str | None = None, old_session_id: str | None = None, **kwargs) -> None:
        """/new or /reset: same as finalize; the gateway names the new session, so also look at the old one."""
        self._session_over("on_session_reset", session_id, old_session_id)

    def subagent_start(
        self, *, parent_session_id: str | None = None, child_session_id: str | None = None, **kwargs
    ) -> None:
        """A delegated subagent works for the parent session's owner: its tool calls carry its own session id."""
        try:
            if child_session_id:
                owner = self._owner_of(parent_session_id)
                with self._lock:
                    self._owners[child_session_id] = owner
        except Exception:
            logger.exception("plastic-memory: subagent_start failed")
        return None

    def pre_gateway_dispatch(self, *, event: Any = None, **kwargs) -> None:
        """Note who sent this gateway message, so /plastic-memory acts on that person's memory (and an edit or a
        delete of this message later finds its words)."""
        try:
            source = getattr(event, "source", None)
            platform = str(getattr(getattr(source, "platform", None), "value", ""))
            owner = self._identities.owner(getattr(source, "user_id", None), "", platform, False)
            self._command_owner.set((owner,))
            text, message_id = getattr(event, "text", None), getattr(event, "message_id", None)
            if owner is not None and isinstance(text, str) and message_id is not None:
                self._remember_message(
                    (clean(platform), clean(getattr(source, "chat_id", None)), clean(message_id)), owner, text
                )
        except Exception:
            logger.exception("plastic-memory: pre_gateway_dispatch failed")
        return None

    # -- tools and the slash command ---------------------------------------------------------------------------

    def tool_handler(self, name: str) -> Callable[..., str]:
        """A Hermes tool handler for one pm_* tool: handler(args, **kwargs) -> JSON text."""

        def handle(args: dict | None = None, session_id: str | None = None, **kwargs) -> str:
            try:
                owner = self._owner_of(session_id)
                if owner is None:
                    return json.dumps({"error": NOBODY}, ensure_ascii=False)
                memory = self._memory(owner)
                result = tool_table.call(memory, name, args)
                self._sessions.recorded(memory, result)
                return json.dumps(result, ensure_ascii=False, default=str)
            except PlasticMemoryError as exc:
                return json.dumps({"error": str(exc)}, ensure_ascii=False)
            except Exception as exc:
                logger.exception("plastic-memory: tool %s failed", name)
                return json.dumps({"error": f"{name} failed: {type(exc).__name__}: {exc}"}, ensure_ascii=False)

        handle.__name__ = handle.__qualname__ = name
        return handle

    def command(self, raw_args: str = "") -> str:
        """/plastic-memory <subcommand> [argument]: human-readable text for the person who typed it."""
        sub, _, rest = (raw_args or "").strip().partition(" ")
        sub, rest = sub.lower(), rest.strip()
        if sub in ("help", "-h", "--help"):
            return USAGE
        if sub in _NEEDS_ARGUMENT and not rest:
            return f"usage: {_NEEDS_ARGUMENT[sub]}"
        call = _command_call(sub, rest)
        if call is None and sub not in _OWN_COMMANDS:
            return f"unknown subcommand {sub!r}\n\n{USAGE}"
        try:
            owner = self._command_owner_now()
            if owner is None:
                return f"plastic-memory: {NOBODY}"
            if sub == "import":
                return self._import_history()
            memory = self._memory(owner)
            if sub == "report":
                path = _data_dir() / report_name(owner)
                write_report(memory.state, path)
                return f"Your memory report is at {path}\nOpen it in a web browser; it needs no network."
            if sub == "forget":
                words = rest.split()
                confirm, everything = "--confirm" in words, "--all" in words
                target = " ".join(w for w in words if w not in ("--confirm", "--all")) or None
                result = tool_table.forget(memory, target, everything, confirm)
                if result.get("confirmed"):
                    self._drop_pending(owner)  # a turn still under way may hold the words just forgotten
                return readable.render("forget", result, "/plastic-memory")
            result = tool_table.call(memory, *call)
        except tool_table.ArgumentError as exc:
            return f"plastic-memory: {exc.argument + ' ' if exc.argument else ''}{exc.problem}"
        except PlasticMemoryError as exc:
            return f"plastic-memory: {exc}"
        except Exception as exc:
            logger.exception("plastic-memory: /plastic-memory %s failed", sub)
            return f"plastic-memory: {sub or 'status'} failed ({type(exc).__name__}: {exc})"
        text = readable.render(call[0], result, "/plastic-memory")
        return f"plastic memory of {owner}:\n{text}" if sub in ("", "status") else text

    def _import_history(self) -> str:
        """/plastic-memory import: this Hermes home's past sessions, each into its own person's memory."""
        if self._command_owner.get() is not None:
            return (
                "plastic-memory: import reads every session of this Hermes home, so it runs where Hermes runs "
                "(hermes chat or the TUI), not from a chat on a messaging platform"
            )
        importer = importing.Importer(
            _data_dir(),
            self._identities.local(),
            os.environ.get("PLASTIC_MEMORY_OWNER", "").strip(),
            progress=importing.Bar(sys.stderr),
        )  # rule-tier dreams: no model bill
        summary = importer.run(hermes_session(row, f"session {row.get('id')}") for row in _hermes_sessions())
        return importing.describe(summary)

    # -- lifecycle helpers (also used by tests) ------------------------------------------------------------------

    def join_dreams(self, timeout: float | None = None) -> bool:
        """Wait for background dreams; True when none is still running."""
        return self._sessions.join(timeout)

    def stop(self) -> dict:
        """The process is exiting (Hermes has no hook for it): dream for whoever has remarks pending, bounded."""
        try:
            return self._sessions.stop()
        except Exception:
            logger.exception("plastic-memory: dreams at exit failed")
            return {}

    def warm_up(self) -> None:
        """Start, in a thread of its own, what the first turn would otherwise wait for (faces/warm.py): Hermes has
        loaded the plugin and waits for someone to type. The local owner's memory is prepared too when it exists
        (a gateway's senders are known only when they write)."""
        try:
            self._warming = warm.start(self._local_memories)
        except Exception:
            logger.exception("plastic-memory: warm-up did not start")

    def _turn_came(self) -> None:
        """A turn is under way: a warm-up still going stops after its current piece (the turn does what it needs)."""
        warming = self._warming
        if warming is not None:
            warming.turn_came()

    def _local_memories(self) -> list[Memory]:
        if not warm.has_memory(_data_dir()):
            return []  # (a warm-up creates no memory for someone who never used one)
        return [self._memory(self._identities.local())]

    def close(self) -> None:
        """Stop the idle watch, let running dreams finish, then close every database."""
        if self._warming is not None:
            self._warming.cancel()
        if self._at_exit:
            atexit.unregister(self.stop)
        self._sessions.close()
        with self._lock:
            memories, self._memories = list(self._memories.values()), {}
        for memory in memories:
            memory.close()

    # -- internals -------------------------------------------------------------------------------------------------

    def _bind(self, session_id: str | None, sender_id: Any, platform: str | None) -> str | None:
        owner = self._identities.owner(sender_id, session_id, platform)
        with self._lock:
            if session_id:
                self._owners[session_id] = owner
            if not self._at_exit:  # Hermes has no hook for a process stopping; the first turn arms ours
                self._at_exit = True
                atexit.register(self.stop)
        return owner

    def _owner_of(self, *session_ids: str | None) -> str | None:
        """The owner bound to the first known session; a session never seen: what its Hermes context names."""
        with self._lock:
            for session_id in session_ids:
                if session_id and session_id in self._owners:
                    return self._owners[session_id]
        return self._identities.in_context(next(filter(None, session_ids), None))

    def _command_owner_now(self) -> str | None:
        """/plastic-memory acts for the sender of the gateway message being handled, else the local owner."""
        return (self._command_owner.get() or (self._identities.local(),))[0]

    def _memory(self, owner: str) -> Memory:
        home = _data_dir()
        key = (str(home), owner)
        with self._lock:
            memory = self._memories.get(key)
            if memory is None:
                memory = self._memories[key] = Memory(home=home, owner=owner, llm=self._distiller())
            return memory

    def _distiller(self) -> Any:
        """The model tier inside Hermes (env endpoint first, else Hermes' own model via ctx.llm), or None."""
        try:
            llm = import_module(".llm", tool_table.__package__)
        except ImportError:
            return None
        factory = getattr(llm, "distiller_for_hermes", None)
        if factory is None:
            return None
        try:
            return factory(_plugin_llm(self._ctx), os.environ)
        except Exception:
            logger.warning(
                "plastic-memory: no model tier inside Hermes; distilling falls back to the engine's own choice",
                exc_info=True,
            )
            return None

    def _session_over(self, hook: str, *session_ids: str | None) -> None:
        """A session we saw turns of is over; one we never saw has nothing of ours to dream about."""
        try:
            with self._lock:
                owners = [self._owners[s] for s in session_ids if s in self._owners]
            if owners and owners[0] is not None:
                self._sessions.ended(self._memory(owners[0]), *session_ids)
        except Exception:
            logger.exception("plastic-memory: %s failed; no dream this time", hook)


def _plugin_llm(ctx: Any) -> Any:
    """Hermes' host-owned model facade, or None: ctx.llm is built on first access and may fail or be absent."""
    try:
        return getattr(ctx, "llm", None)
    except Exception:
        logger.warning("plastic-memory: Hermes' ctx.llm is unavailable", exc_info=True)
        return None


def _data_dir() -> Path:
    """$PLASTIC_MEMORY_HOME, else <hermes home>/plugin-data/plastic-memory (read per call: profiles switch it)."""
    explicit = os.environ.get("PLASTIC_MEMORY_HOME")
    if explicit:
        return Path(explicit).expanduser()
    from hermes_constants import get_hermes_home

    return Path(get_hermes_home()) / "plugin-data" / "plastic-memory"


def _sent_text(message: dict) -> str:
    """What the model was sent for a history message: Hermes keeps injected text in the api_content sidecar."""
    sent = message.get("api_content")
    return sent if isinstance(sent, str) else _text_of(message.get("content"))


def _user_texts(history: Any) -> list[str] | None:
    """The user messages of the history as the model is sent them; None when Hermes passed no history."""
    if not isinstance(history, list):
        return None
    return [_sent_text(m) for m in history if isinstance(m, dict) and m.get("role") == "user"]


def _command_call(sub: str, rest: str) -> tuple[str, dict] | None:
    """Map a subcommand to (tool name, arguments) in the shared tool table; None when unknown."""
    target = {"id": int(rest.lstrip("#"))} if rest.lstrip("#").isdigit() else {"text": rest}
    calls = {
        "": ("pm_status", {}),
        "status": ("pm_status", {}),
        "recall": ("pm_recall", {"query": rest}),
        "trace": ("pm_trace", target),
        "pin": ("pm_pin", target),
        "unpin": ("pm_pin", {**target, "unpin": True}),
        "dream": ("pm_dream", {}),
        "persona": ("pm_persona", {"text": rest} if rest else {}),
        "compact": ("pm_compact", {"confirm": rest == "--confirm"}),
        "diary": ("pm_diary", {}),
    }
    return calls.get(sub)
