"""Run many regular expressions over short text fast: only those whose required words are in it.

Python's regex engine tries every alternative at every position, so a word list compiled into one pattern costs
tens of microseconds per utterance. Most patterns here cannot match unless one of a few literal strings occurs in
the text ("laid off" needs "laid"; 去世|过世 needs one of them). `required()` reads those strings off the pattern's
syntax tree, and `Index` finds, with one pass over the text's characters, which patterns are worth running.
"""

from __future__ import annotations

import re
import threading
import weakref
from typing import Callable, Iterable, Iterator

try:  # the parser behind re.compile; a pattern it cannot read simply runs every time
    from re import _constants as C  # type: ignore[attr-defined]  # private: typeshed has no stubs for it
    from re import _parser as P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - other Pythons
    P = C = None

Factors = frozenset[str] | None  # a set of strings one of which every match contains; None: no such set known


def _sequence(items) -> Factors:
    """The most selective factor set of a sequence: a run of literals, or one required element's own set."""
    best: Factors = None
    run: list[str] = []

    def consider(candidate: Factors) -> None:
        nonlocal best
        if candidate and all(candidate) and (best is None or min(map(len, candidate)) > min(map(len, best))):
            best = candidate

    for op, arg in items:
        if op is C.LITERAL:
            run.append(chr(arg))
            continue
        if op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero-width: the literals around it are still adjacent in the text
        consider(frozenset({"".join(run)}) if run else None)
        run = []
        if op is C.SUBPATTERN:
            consider(_sequence(arg[-1]))
        elif op is C.BRANCH:
            parts = [_sequence(branch) for branch in arg[1]]
            consider(frozenset().union(*[p for p in parts if p]) if all(parts) else None)
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT) and arg[0] >= 1:
            consider(_sequence(arg[2]))
    consider(frozenset({"".join(run)}) if run else None)
    return best


def required(pattern: str) -> Factors:
    """Strings one of which every match of the (case-sensitive) pattern contains, or None when unknown."""
    if P is None:
        return None
    try:
        return _sequence(P.parse(pattern))
    except Exception:  # an unusual construct: no prefilter for this pattern
        return None


class _Catalog:
    """Every Index's required strings in one table, so a text is scanned once for all of them (and remembered for
    the last few hundred texts: a message's clauses are read by several steps)."""

    def __init__(self) -> None:
        # A string is filed under its first three characters (or all of its two): a text's three-character windows
        # then find the few strings that may be in it, where two characters ("re", "co") each led to a hundred.
        self.by_start: dict[str, list[tuple[str, int, int]]] = {}  # first three characters -> (string, index, pattern)
        self.by_pair: dict[str, list[tuple[int, int]]] = {}  # a two-character string -> (index, pattern)
        self.by_char: dict[str, list[tuple[int, int]]] = {}  # a one-character string -> (index, pattern)
        self.always: list[tuple[int, int]] = []
        self.count = 0
        self._seen: dict[str, dict[int, set[int]]] = {}
        # Patterns are filed when the first text is read, not when the package is imported: reading each one's
        # syntax tree took half a second at every start, paid by commands that read no text at all.
        self._waiting: list[tuple[int, list[str]]] = []
        self._lock = threading.Lock()

    def add(self, patterns: Iterable[str]) -> int:
        with self._lock:
            slot = self.count
            self.count += 1
            self._waiting.append((slot, list(patterns)))
        return slot

    def _file_waiting(self) -> None:
        with self._lock:  # (add takes it too: nothing joins while the tables are filled)
            for slot, patterns in self._waiting:
                self._file(slot, patterns)
            self._seen.clear()
            self._waiting = []  # emptied last: a thread that finds it empty finds the tables whole

    def _file(self, slot: int, patterns: list[str]) -> None:
        for n, pattern in enumerate(patterns):
            factors = required(pattern)
            if not factors:
                self.always.append((slot, n))
                continue
            for factor in factors:
                if len(factor) == 1:
                    self.by_char.setdefault(factor, []).append((slot, n))
                elif len(factor) == 2:
                    self.by_pair.setdefault(factor, []).append((slot, n))
                else:
                    self.by_start.setdefault(factor[:3], []).append((factor, slot, n))

    def hits(self, text: str) -> dict[int, set[int]]:
        if self._waiting:
            self._file_waiting()
        found = self._seen.get(text)
        if found is not None:
            return found
        if len(self._seen) > 1024:
            self._seen.clear()
        found = {}
        for slot, n in self.always:
            found.setdefault(slot, set()).add(n)
        by_char = self.by_char
        if by_char:
            for ch in set(text):
                for slot, n in by_char.get(ch, ()):
                    found.setdefault(slot, set()).add(n)
        by_pair = self.by_pair
        if by_pair:
            for pair in {text[i : i + 2] for i in range(len(text) - 1)} & by_pair.keys():
                for slot, n in by_pair[pair]:
                    found.setdefault(slot, set()).add(n)
        by_start = self.by_start
        for start in {text[i : i + 3] for i in range(len(text) - 2)} & by_start.keys():
            for factor, slot, n in by_start[start]:
                if len(factor) == 3 or factor in text:
                    found.setdefault(slot, set()).add(n)
        self._seen[text] = found
        return found


_CATALOG = _Catalog()
_OTHERS: list[_Catalog] = []
_NOTHING: frozenset[int] = frozenset()


def forget_texts() -> None:
    """Drop the texts the catalogues remember (a forgetting must leave no copy of the words in the process)."""
    for catalog in (_CATALOG, *_OTHERS):
        catalog._seen.clear()


def new_catalog() -> _Catalog:
    """A catalogue of its own, for patterns only some texts are read with (a language's update words): the texts of
    other languages never pay for scanning them."""
    catalog = _Catalog()
    _OTHERS.append(catalog)
    return catalog


class Index:
    """The patterns (by position) that can match a text: `candidates(text)`."""

    def __init__(self, patterns: Iterable[str], catalog: _Catalog | None = None):
        self._catalog = catalog if catalog is not None else _CATALOG
        self._slot = self._catalog.add(patterns)

    def candidates(self, text: str) -> set[int] | frozenset[int]:
        return self._catalog.hits(text).get(self._slot, _NOTHING)


class Compiled:
    """Patterns compiled when first run, not when the package is imported: most of the thousands of frame patterns
    a process holds run on no text it ever reads (the CLI answering `status`, an MCP server listing tools), and
    compiling them all took a second at every start. A pattern costs its compile once, on the first text that may
    match it."""

    __slots__ = ("_sources", "_compiled", "__weakref__")

    def __init__(self, patterns: list[str]):
        self._sources = list(patterns)
        self._compiled: list[re.Pattern | None] = [None] * len(self._sources)
        with _LISTS_LOCK:  # (a warm-up may be taking its copy of the set meanwhile)
            _LISTS.add(self)

    def __len__(self) -> int:
        return len(self._sources)

    def __getitem__(self, n: int) -> re.Pattern:
        found = self._compiled[n]
        if found is None:  # (two threads may both compile it: the same pattern either way)
            found = self._compiled[n] = re.compile(self._sources[n])
        return found


_LISTS: weakref.WeakSet[Compiled] = weakref.WeakSet()  # (a language's lists go with its reader when a test drops it)
_LISTS_LOCK = threading.Lock()


def ready(stop: threading.Event | None = None, each: Callable[[], object] | None = None) -> int:
    """File every catalogue's waiting patterns and compile every pattern of every list that has not run yet, ahead of
    the first text that needs them; returns how many were compiled. `each` is called after each catalogue and each
    pattern (a warm-up in a thread of its own gives the host's threads their turn there); `stop` set ends it early."""
    for catalog in (_CATALOG, *_OTHERS):
        if stop is not None and stop.is_set():
            return 0
        if catalog._waiting:
            catalog._file_waiting()
            if each is not None:
                each()
    done = 0
    with _LISTS_LOCK:
        lists = list(_LISTS)
    for patterns in lists:
        for n in range(len(patterns)):
            if stop is not None and stop.is_set():
                return done
            if patterns._compiled[n] is None:
                patterns[n]
                done += 1
                if each is not None:
                    each()
    return done


def compile_all(patterns: list[str], catalog: _Catalog | None = None) -> tuple[Compiled, Index]:
    return Compiled(patterns), Index(patterns, catalog)


class Patterns:
    """A list of patterns read as their alternation would be (the leftmost match, the first pattern there, the next
    from where it ended), each run only on texts holding what it needs."""

    def __init__(self, patterns: list[str], catalog: _Catalog | None = None):
        self.rx, self._index = compile_all(patterns, catalog)

    def finditer(self, text: str) -> Iterator[re.Match]:
        todo = sorted(self._index.candidates(text))
        ahead = {n: self.rx[n].search(text) for n in todo}
        at = 0
        while True:
            best = None
            for n in todo:  # (in order: at one position the first pattern's match is the one)
                m = ahead[n]
                if m is not None and m.start() < at:
                    m = ahead[n] = self.rx[n].search(text, at)
                if m is not None and (best is None or m.start() < best.start()):
                    best = m
            if best is None:
                return
            yield best
            at = best.end() if best.end() > best.start() else best.start() + 1

    def search(self, text: str) -> re.Match | None:
        return next(self.finditer(text), None)


class Gated:
    """One compiled pattern, run only on texts holding a literal string every match of it needs: most of a word
    list's patterns are skipped for most clauses at the cost of one shared pass over the text."""

    def __init__(self, pattern: str):
        self._rx = Compiled([pattern])
        self._index = Index([pattern])

    @property
    def rx(self) -> re.Pattern:
        return self._rx[0]

    def may(self, text: str) -> bool:
        """Whether the text holds what a match needs (it may still not match)."""
        return bool(self._index.candidates(text))

    def search(self, text: str) -> re.Match | None:
        return self.rx.search(text) if self._index.candidates(text) else None

    def finditer(self, text: str) -> Iterable[re.Match]:
        return self.rx.finditer(text) if self._index.candidates(text) else ()


class GatedList:
    """Many compiled patterns, of which a text runs only those whose required strings it holds, in their order."""

    def __init__(self, patterns: list[str]):
        self.rx, self._index = compile_all(patterns)

    def may(self, text: str) -> bool:
        """Whether the text holds what some pattern's match needs."""
        return bool(self._index.candidates(text))

    def matches(self, text: str) -> Iterable[tuple[int, re.Match]]:
        for n in sorted(self._index.candidates(text)):
            found = self.rx[n].search(text)
            if found is not None:
                yield n, found


def alternatives(pattern: str) -> list[str] | None:
    """The pattern's top-level alternatives, in order, or None when they cannot stand apart: a global flag, a
    numbered or named back-reference, or a conditional reads the pattern as a whole."""
    if re.search(r"^\(\?[aiLmsux]+\)|\\[1-9]|\(\?P=|\(\?\(", pattern):
        return None
    parts, start, depth, in_class, i = [], 0, 0, False, 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            if pattern[i + 1 : i + 2] == "^":
                i += 1
            if pattern[i + 1 : i + 2] == "]":  # a "]" first in a class is one of its characters
                i += 1
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts


class Alternatives:
    """One long alternation (a word list of hundreds of phrases) run as its alternatives apart, each only on texts
    holding what it needs: the matches `every` yields are those of the whole pattern searched again one character
    past each match's start, at a fraction of the cost, since the engine no longer tries every phrase at every
    position."""

    def __init__(self, pattern: str):
        parts = alternatives(pattern)
        self._whole = re.compile(pattern) if parts is None else None
        self.rx, self._index = compile_all(parts or [])

    def may(self, text: str) -> bool:
        """Whether the text holds what some alternative's match needs (it may still not match)."""
        return self._whole is not None or bool(self._index.candidates(text))

    def every(self, text: str) -> Iterator[re.Match]:
        """Each position a match of the whole pattern starts at, in order, with the match of the first alternative
        that matches there (what the whole pattern matches there)."""
        if self._whole is not None:
            at = 0
            while (m := self._whole.search(text, at)) is not None:
                yield m
                at = m.start() + 1
            return
        first: dict[int, tuple[int, re.Match]] = {}
        for n in self._index.candidates(text):
            rx, at = self.rx[n], 0
            while (m := rx.search(text, at)) is not None:
                if m.start() not in first or first[m.start()][0] > n:
                    first[m.start()] = (n, m)
                at = m.start() + 1
        for start in sorted(first):
            yield first[start][1]
