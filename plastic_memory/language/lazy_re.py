"""Regular expressions compiled the first time they run, not when their module is imported.

The package holds well over a thousand patterns, and compiling them all took most of a second at every start: the
Hermes plugin's load, each `plastic-memory` command, the MCP server. Most of them never run in a given process (a
command that answers `status` reads no words; a chat in one language never runs another's patterns), so each is
compiled on its first use, and from then on it costs what the compiled pattern costs. A host with idle time before
its first turn may compile the rest ahead of need (`compile_waiting`, run by faces/warm.py).
"""

from __future__ import annotations

import re
import threading
from typing import Any, Callable, cast


class _Later:
    """A pattern's source and flags until first run; then its compiled methods, kept on the instance so a call
    finds them as fast as it would on the pattern itself."""

    def __init__(self, pattern: Any, flags: int = 0):
        self.pattern, self.flags = pattern, flags
        _ALL.append(self)

    def _compiled(self) -> re.Pattern:
        rx = re.compile(self.pattern, self.flags)
        # (instance attributes shadow the methods below: every later call goes straight to the compiled pattern;
        # two threads compiling at once keep the same methods either way)
        self.__dict__.update(
            rx=rx,
            search=rx.search,
            match=rx.match,
            fullmatch=rx.fullmatch,
            sub=rx.sub,
            subn=rx.subn,
            split=rx.split,
            findall=rx.findall,
            finditer=rx.finditer,
        )
        return rx

    def search(self, *args: Any) -> Any:
        return self._compiled().search(*args)

    def match(self, *args: Any) -> Any:
        return self._compiled().match(*args)

    def fullmatch(self, *args: Any) -> Any:
        return self._compiled().fullmatch(*args)

    def sub(self, *args: Any, **kwargs: Any) -> Any:
        return self._compiled().sub(*args, **kwargs)

    def subn(self, *args: Any, **kwargs: Any) -> Any:
        return self._compiled().subn(*args, **kwargs)

    def split(self, *args: Any, **kwargs: Any) -> Any:
        return self._compiled().split(*args, **kwargs)

    def findall(self, *args: Any) -> Any:
        return self._compiled().findall(*args)

    def finditer(self, *args: Any) -> Any:
        return self._compiled().finditer(*args)

    def _rx(self) -> re.Pattern:
        return self.__dict__.get("rx") or self._compiled()

    @property
    def groups(self) -> int:
        return self._rx().groups

    @property
    def groupindex(self) -> Any:
        return self._rx().groupindex

    def __repr__(self) -> str:
        return f"later({self.pattern!r})"


_ALL: list[_Later] = []  # every pattern made by later(), in the order the modules were imported


def compile_waiting(stop: threading.Event | None = None, each: Callable[[], object] | None = None) -> int:
    """Compile every pattern made so far that has not run yet; returns how many were compiled. `each` is called after
    each one (a warm-up in a thread of its own gives the host's threads their turn there); `stop` set ends it early."""
    done = 0
    for pattern in list(_ALL):
        if stop is not None and stop.is_set():
            break
        if "rx" not in pattern.__dict__:
            pattern._rx()
            done += 1
            if each is not None:
                each()
    return done


def later(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """re.compile(pattern, flags), done the first time the pattern is run. It answers what a compiled pattern
    answers (search, match, fullmatch, sub, subn, split, findall, finditer, pattern, groups, groupindex); it is not
    itself a re.Pattern, so it is never handed to re's module functions, and a match's `.re` is the compiled pattern,
    not this object (compare their `.pattern`, never their identity)."""
    return cast("re.Pattern[str]", _Later(pattern, flags))
