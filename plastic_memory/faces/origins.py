"""Who is talking in a session of a Hermes-shaped host: surfaces that serve one person, helper platforms whose turns
are no person's, and the prompts and notes the host itself writes into the user's side of a conversation.

The live Hermes hooks (identity.py, hooks.py) and the importer of past sessions read these same names, so a session
is told apart the same way whether it is happening now or is imported months later. Nothing here imports Hermes.
"""

from __future__ import annotations

import re
from ..language.lazy_re import later

# Surfaces where the host serves the one person at the keyboard; "" is an agent embedded without a platform.
SINGLE_USER = frozenset({"cli", "tui", "desktop", "acp", "local", ""})

# Hermes runs turns of its own helper agents through the same hooks and keeps them in its session store:
# delegated subagents, the skill curator and cron jobs (by platform). None of them is the user talking.
HELPER_PLATFORMS = frozenset({"subagent", "curator", "cron"})

# The task prompt a Kanban worker process (`hermes chat -q`) is started with, on the cli platform.
_KANBAN_TASK = later(r"^\s*work kanban task \S+\s*$", re.IGNORECASE)

# Prompts the background review writes as a user turn (older Hermes kept them in the session it reviewed).
_REVIEW_PROMPTS = (
    "Review the conversation above and update the skill library",
    "Review the conversation above and consider saving to memory",
)

# A note the host puts on the user's side: a bracketed tag such as "[System note: ...]", "[System: ...]",
# "[IMPORTANT: ...]", "[CONTEXT COMPACTION ...]" or "[Your active task list was preserved ...]", at the start.
_HOST_NOTE = later(r"^\s*\[(?:System\b|SYSTEM\b|IMPORTANT:|Your active task list\b)[^\]]*\]\s*")
# The summary that stands for compacted turns: the whole message is the host's, whatever follows the tag.
_SUMMARY = later(r"^\s*\[CONTEXT (?:COMPACTION|SUMMARY)\b")


def kanban_prompt(text: str) -> bool:
    """True for the prompt a Kanban worker is started with: its turns are a task, not the user."""
    return bool(_KANBAN_TASK.match(text))


def review_prompt(text: str) -> bool:
    """True for a background review's instructions written as a user turn."""
    head = text.lstrip()
    return any(head.startswith(p) for p in _REVIEW_PROMPTS)


def without_host_notes(text: str) -> str:
    """The user's words with the host's leading bracketed notes taken off ("" when nothing else is left)."""
    if _SUMMARY.match(text):
        return ""
    while True:
        match = _HOST_NOTE.match(text)
        if match is None:
            return text.strip()
        text = text[match.end() :]
