"""Memos on the per-turn path: a bounded memo keyed by what someone said (people repeat themselves, so what depends
on the words alone is worked out once per distinct line), and a value worked out once per instance.

TextMemo speaks functools' cache protocol (cache_clear, cache_info), so a forgetting empties it with every other memo
keyed by user text (caches.py). `sets` is functools.lru_cache for a function that answers with a frozenset."""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from typing import Any, Callable, Generic, Hashable, TypeVar

T = TypeVar("T")
S = TypeVar("S", bound=frozenset)

NOTHING: frozenset = frozenset()  # the one empty answer every `sets` memo hands back


def sets(size: int) -> Callable[[Callable[..., S]], functools._lru_cache_wrapper[S]]:
    """functools.lru_cache(maxsize=size) for a function that answers with a frozenset, where most answers are empty
    (the names, habits or tags of a line that has none). Python makes a new empty frozenset each time, and every kept
    one is an object the garbage collector walks on each full collection (thousands of them, most of its time); here
    an empty answer is kept as the one shared NOTHING."""

    def wrap(work: Callable[..., S]) -> functools._lru_cache_wrapper[S]:
        def shared(*args: Any) -> S:
            found = work(*args)
            return found if found else NOTHING  # type: ignore[return-value]  # NOTHING is the empty S

        return functools.lru_cache(maxsize=size)(functools.wraps(work)(shared))

    return wrap


KEPT: list[Any] = []  # memos keyed by what no user said (caches.py keeps them on a forgetting)
M = TypeVar("M")


def no_words(memo: M) -> M:
    """Marks a memo keyed by what no user said (a language's code): a forgetting keeps it. Emptying it would only make
    the next line of that language build again what it holds (most of a second), and what the memo built may have been
    filed elsewhere (a language's patterns in the prefilter's catalogues), where it would pile up."""
    KEPT.append(memo)
    return memo


class once(Generic[T]):
    """functools.cached_property without its lock (Python 3.11 takes one on every first read, a third of a
    microsecond each, several times a turn): the value is worked out on first read and kept on the instance. Only
    for values that depend on the instance alone, where two threads working it out at once get the same answer."""

    def __init__(self, func: Callable[[Any], T]):
        self.func, self.name, self.__doc__ = func, func.__name__, func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> T:
        if obj is None:
            return self  # type: ignore[return-value]  # the descriptor itself, read on the class
        value = obj.__dict__[self.name] = self.func(obj)
        return value


class TextMemo(Generic[T]):
    """The last `size` results of `work`, by key, the least recently used going first. `keep` says whether a
    result may be remembered (a result that would hold what must not linger, such as a secret, is not)."""

    def __init__(self, work: Callable[..., T], size: int = 4096, keep: Callable[[T], bool] | None = None):
        self._work, self._size, self._keep = work, size, keep
        self._known: OrderedDict[Hashable, T] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, *key: Hashable) -> T:
        with self._lock:
            if key in self._known:
                self._known.move_to_end(key)
                return self._known[key]
        value = self._work(*key)
        if self._keep is None or self._keep(value):
            with self._lock:
                self._known[key] = value
                if len(self._known) > self._size:
                    self._known.popitem(last=False)
        return value

    def cache_clear(self) -> None:
        with self._lock:
            self._known.clear()

    def cache_info(self) -> int:
        return len(self._known)
