"""Times for people: epoch seconds shown as ISO 8601 in local time, next to the epoch they come from."""

from __future__ import annotations

import datetime as dt
import time
from functools import lru_cache


def iso(ts: float | None) -> str | None:
    """Local ISO 8601 with its UTC offset (2025-03-03T12:00:00+08:00); None stays None."""
    if ts is None:
        return None
    return dt.datetime.fromtimestamp(ts).astimezone().isoformat(timespec="seconds")


def _local(ts: float) -> time.struct_time:
    """The local time datetime.fromtimestamp(ts) reads, in a third of the time (a note's date is read every turn).
    datetime rounds to the microsecond, which can carry into the next second; time.localtime floors."""
    if ts % 1 >= 0.9999995:
        return dt.datetime.fromtimestamp(ts).timetuple()
    return time.localtime(ts)


def day(ts: float) -> str:
    """The local calendar day of a time, 2025-03-03."""
    return _day_of_minute(int(ts // 60))


@lru_cache(maxsize=4096)
def _day_of_minute(minute: int) -> str:
    # A day starts on a whole minute in every time zone in use, so one minute's day is every second's of it (and
    # a note's day is read every turn).
    return time.strftime("%Y-%m-%d", _local(minute * 60.0))


def minute(ts: float) -> str:
    """A local time to the minute, 2025-03-03 12:00: what a person reads in a list."""
    return time.strftime("%Y-%m-%d %H:%M", _local(ts))


def midnight(ts: float) -> float:
    """The start of the local day a time falls on."""
    return dt.datetime.fromtimestamp(ts).replace(hour=0, minute=0, second=0, microsecond=0).timestamp()
