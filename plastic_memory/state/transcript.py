"""What the model still sees: the user messages of the history a host is about to send, as the memory reads them.

A host that replays earlier injections with their user messages (Hermes keeps them beside the message) tells the
memory, through the history it passes, which notes are still in front of the model. A note is given when its words
are there (injected earlier, or the user said them); the core is given when one of our core blocks is there. After
compression drops the block, or a resumed session comes back without it, the core is due again; never otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..language.lazy_re import later
from ..language.text import squash

_BLOCK = later(r"^\[plastic-memory\][^\n]*(?:\n- (?:\d{4}-\d\d-\d\d )?「[^\n]*)*", re.M)


@dataclass(frozen=True)
class Transcript:
    """The squashed text of the history's user messages, whether a core block is in it, and how many characters
    of our notes it carries."""

    words: str
    has_core: bool
    ours: int

    def shows(self, text: str) -> bool:
        """Whether these words are in front of the model already."""
        core = squash(text.replace("…", " "))
        return bool(core) and core in self.words


class Reader:
    """Reads a session's history, reusing the part already read when the history only grew (the usual turn)."""

    def __init__(self) -> None:
        self._seen: tuple[str, ...] = ()
        self._parts: list[tuple[str, bool, int]] = []

    def read(self, messages: list[str], core_header: str) -> Transcript:
        n = len(self._seen)
        if not (n <= len(messages) and tuple(messages[:n]) == self._seen):
            self._seen, self._parts, n = (), [], 0
        for text in messages[n:]:
            blocks = _BLOCK.findall(text) if "[plastic-memory]" in text else []
            self._parts.append(
                (squash(text), any(b.startswith(core_header) for b in blocks), sum(len(b) for b in blocks))
            )
        self._seen = tuple(messages)
        return Transcript(
            "\n".join(p[0] for p in self._parts), any(p[1] for p in self._parts), sum(p[2] for p in self._parts)
        )
