"""A bounded memo keyed by what someone said: people repeat themselves, so what depends on the words alone is worked
out once per distinct line. It speaks functools' cache protocol (cache_clear, cache_info), so a forgetting empties it
with every other memo keyed by user text (caches.py)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable, Generic, Hashable, TypeVar

T = TypeVar("T")


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
