"""Importing past conversations: the user's words, each at the time it was said, session by session in time order,
with the engine's own dream at each session end, as if the memory had been there all along.

Two passes keep memory bounded whatever the size of the history: the first reads the conversations once and
spools each one's remarks to a private temporary file, keeping only (start time, offset) per session; the second
reads them back in time order. Each remark goes through Memory.observe on a clock set to when it was said (secrets
are masked there, small talk dropped there), and the store records how far each session got, so a second import
adds nothing and an interrupted one resumes where it stopped.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import tempfile
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO

from ..errors import PlasticMemoryError
from ..judgement.forget_request import parse as parse_forget
from ..memory import Memory
from . import origins
from .import_formats import Conversation
from .sessions import KEPT, owner_for

logger = logging.getLogger(__name__)

OPEN_OWNERS = 32  # memories kept open at once; a gateway's history may hold thousands of people
MARK_EVERY = 50  # remarks taken in per transaction, with the session's progress


@dataclass
class Summary:
    """What an import did, in numbers."""

    sessions: int = 0  # sessions read
    imported: int = 0  # sessions that had something new for someone's memory
    skipped_helper: int = 0  # helper sessions (subagents, cron, curator, kanban workers, reviews)
    skipped_nobody: int = 0  # sessions on a multi-user platform with no sender id
    already: int = 0  # sessions a previous import had finished
    remarks: int = 0  # user remarks taken in
    kept: int = 0  # of those, kept by the memory (stored, reinforced, corrected, ...)
    dreams: int = 0  # dreams that ran at session ends
    owners: list[str] = field(default_factory=list)
    seconds: float = 0.0
    interrupted: bool = False

    def as_dict(self) -> dict:
        return asdict(self)


class _Clock:
    """The clock the imported memories run on: set to each remark's time as it is taken in."""

    def __init__(self):
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


class Importer:
    """Imports conversations into the memories of one home. `local_owner` is whose memory the single-user
    surfaces' sessions go to; `named` is $PLASTIC_MEMORY_OWNER as the live hooks read it (multi-user sessions
    with no sender id go there, or nowhere when it is empty). The dreams use the rule tier (llm=False) unless a
    model tier is given: a history of thousands of sessions would otherwise cost thousands of model calls."""

    def __init__(
        self,
        home: str | os.PathLike | None,
        local_owner: str,
        named: str = "",
        progress: Callable[[int, int | None, Summary], None] | None = None,
        llm=False,
    ):
        self.home = home
        self.local_owner = local_owner
        self.named = named
        self.progress = progress or (lambda done, total, summary: None)  # total None: still reading
        self.llm = llm
        self.clock = _Clock()
        self._memories: OrderedDict[str, Memory] = OrderedDict()

    def run(self, conversations: Iterable[Conversation]) -> Summary:
        """Import every conversation; returns the summary (interrupted=True when stopped by Ctrl-C)."""
        summary = Summary()
        started = time.monotonic()
        spool_fd, spool_name = tempfile.mkstemp(prefix="plastic-memory-import-", suffix=".jsonl")  # 0600
        try:
            with os.fdopen(spool_fd, "w+", encoding="utf-8") as spool:
                try:
                    order = _spool(conversations, spool, lambda n: self.progress(n, None, summary))
                    summary.sessions = len(order)
                    order.sort()
                    continued: dict[str, set[str]] = {}
                    for done, (_, _, offset) in enumerate(order, 1):
                        spool.seek(offset)
                        self._session(Conversation(**json.loads(spool.readline())), summary, continued)
                        self.progress(done, len(order), summary)
                except KeyboardInterrupt:
                    summary.interrupted = True
        finally:
            os.unlink(spool_name)
            self.close()
            summary.seconds = time.monotonic() - started
        return summary

    def close(self) -> None:
        while self._memories:
            self._memories.popitem(last=False)[1].close()

    # -- one session ------------------------------------------------------------------------------------------------
    def _session(self, conv: Conversation, summary: Summary, continued: dict[str, set[str]]) -> None:
        if conv.helper:
            summary.skipped_helper += 1
            return
        local = conv.platform in origins.SINGLE_USER or conv.platform in ("chatgpt",)
        owner = owner_for(conv.user_id, "", conv.source, local, "" if local else self.named)
        if owner is None:
            summary.skipped_nobody += 1
            return
        if local and not conv.user_id:
            owner = self.local_owner
        memory = self._memory(owner)
        store = memory.store
        taken, ended = store.import_progress(conv.source)
        # A continuation after compression repeats the tail of the session it continues: those words are in already.
        echo = continued.pop(conv.parent, set()) if conv.parent else set()
        remarks = conv.remarks[taken:]
        if ended and not remarks:
            summary.already += 1
            return
        summary.imported += 1
        if owner not in summary.owners:
            summary.owners.append(owner)
        seen: set[str] = set()
        count = taken
        for run, batch in _runs(remarks):
            # One transaction per run: the remarks and how far the session got commit together, so an interrupted
            # import resumes exactly where the file on disk says it stopped.
            with store.transaction() if batch else nullcontext():
                for when, text in run:
                    count += 1
                    if text in echo:
                        continue
                    if conv.compressed:
                        seen.add(text)
                    self.clock.now = when
                    outcome = memory.observe(text)
                    summary.remarks += 1
                    summary.kept += outcome.get("action") in KEPT
                store.mark_imported(conv.source, owner, count, False, self.clock.now)
        if conv.compressed:
            continued[conv.source.partition(":")[2]] = seen
        self.clock.now = conv.remarks[-1][0] if conv.remarks else conv.started
        summary.dreams += bool(memory.dream().get("dreamt"))
        store.mark_imported(conv.source, owner, count, True, self.clock.now)

    def _memory(self, owner: str) -> Memory:
        memory = self._memories.pop(owner, None)
        if memory is None:
            memory = Memory(home=self.home, owner=owner, clock=self.clock, llm=self.llm)
            if len(self._memories) >= OPEN_OWNERS:
                self._memories.popitem(last=False)[1].close()
        self._memories[owner] = memory
        return memory


def _runs(remarks: list[tuple[float, str]]) -> Iterable[tuple[list[tuple[float, str]], bool]]:
    """The remarks in runs of at most MARK_EVERY, each with True when it may share one transaction; a request to
    forget stands alone (False), since forgetting rewrites the file outside any transaction."""
    run: list[tuple[float, str]] = []
    for remark in remarks:
        if parse_forget(remark[1]) is not None:
            if run:
                yield run, True
            yield [remark], False
            run = []
            continue
        run.append(remark)
        if len(run) >= MARK_EVERY:
            yield run, True
            run = []
    if run:
        yield run, True


def _spool(
    conversations: Iterable[Conversation], spool: IO[str], reading: Callable[[int], None]
) -> list[tuple[float, int, int]]:
    """Write each conversation as one JSON line; (start time, file order, offset) for each, to sort by."""
    order = []
    for number, conv in enumerate(conversations):
        offset = spool.tell()
        spool.write(json.dumps(asdict(conv), ensure_ascii=False) + "\n")
        order.append((conv.started, number, offset))
        reading(number + 1)
    spool.flush()
    return order


# -- for a person at a terminal ---------------------------------------------------------------------------------------


class Bar:
    """A one-line progress bar on a terminal (redrawn at most ten times a second); nothing elsewhere."""

    def __init__(self, out: IO[str] | None = None, width: int = 28):
        self.out = out or sys.stderr
        self.width = width
        self.on = bool(getattr(self.out, "isatty", lambda: False)())
        self._last = 0.0

    def __call__(self, done: int, total: int | None, summary: Summary) -> None:
        """`total` None: still reading the file (`done` sessions read so far)."""
        now = time.monotonic()
        if not self.on or ((total is None or done < total) and now - self._last < 0.1):
            return
        self._last = now
        if total is None:
            self.out.write(f"\rreading: {done} sessions")
            self.out.flush()
            return
        filled = self.width * done // max(total, 1)
        self.out.write(
            f"\r[{'#' * filled}{'.' * (self.width - filled)}] {done}/{total} sessions, "
            f"{summary.kept} remarks kept, {summary.dreams} dreams"
        )
        if done >= total:
            self.out.write("\n")
        self.out.flush()


HELPERS = "helper sessions (subagents, cron, curator, kanban, reviews)"


def describe(summary: Summary) -> str:
    """The summary as lines a person reads."""
    head = (
        f"Imported {summary.imported} of {summary.sessions} sessions in {summary.seconds:.1f} s: "
        f"{summary.remarks} remarks of yours read, {summary.kept} kept, {summary.dreams} dreams."
    )
    lines = [head]
    skipped = [
        f"{n} {what}"
        for n, what in (
            (summary.already, "imported before"),
            (summary.skipped_helper, HELPERS),
            (summary.skipped_nobody, "with no sender id"),
        )
        if n
    ]
    if skipped:
        lines.append("Skipped: " + ", ".join(skipped) + ".")
    if summary.owners:
        shown = ", ".join(summary.owners[:5]) + (
            f" and {len(summary.owners) - 5} more" if len(summary.owners) > 5 else ""
        )
        lines.append(f"Memories: {shown}.")
    if summary.interrupted:
        lines.append("Interrupted: run the same import again to go on where it stopped.")
    return "\n".join(lines)


def import_file(
    path: str | os.PathLike,
    home: str | os.PathLike | None,
    local_owner: str,
    fmt: str | None = None,
    named: str = "",
    progress: Callable[[int, int | None, Summary], None] | None = None,
    llm=False,
) -> Summary:
    """Import a file of past conversations (format detected unless given) into the memories of a home."""
    from .import_formats import read

    path = Path(path).expanduser()
    if not path.is_file():
        raise PlasticMemoryError(f"no such file: {path}")
    return Importer(home, local_owner, named, progress, llm).run(read(path, fmt))
