"""Past conversations read from files: a Hermes `sessions export` JSONL, a ChatGPT `conversations.json`, or a plain
JSONL of {role, content, timestamp}; each becomes a Conversation holding only the user's own words and their times.

Files are streamed: one session (or one line) is in memory at a time, whatever the size of the file. What is said
by anyone but the user (assistant, tools, system), the host's notes on the user's side and helper sessions never
leave this module as remarks; a helper session comes out with `helper` saying why, so the importer can count it.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from ..errors import PlasticMemoryError
from . import origins

CHUNK = 1 << 20  # characters read at a time from a JSON array
SESSION_GAP = 30 * 60.0  # in a plain JSONL without session ids, this much silence starts a new session
FORMATS = ("hermes", "chatgpt", "jsonl")


@dataclass
class Conversation:
    """One past session: where it came from, who spoke, and the user's remarks as (time, text), in order."""

    source: str  # "<format>:<id>", stable across exports of the same session
    platform: str
    user_id: str
    started: float
    remarks: list[tuple[float, str]] = field(default_factory=list)
    helper: str | None = None  # why this is no person's session (subagent, cron, curator, kanban, review)
    parent: str | None = None  # the session this one continues (compression) or was delegated from
    compressed: bool = False  # it ended by compression or a /branch: a child repeats some of its turns


def detect(path: Path) -> str:
    """Which format a file is in, from its first record; a clear error for anything else."""
    with open(path, encoding="utf-8", errors="replace") as f:
        head = f.read(4096).lstrip("\ufeff \t\r\n")
        if not head:
            raise PlasticMemoryError(f"{path} is empty: nothing to import")
        if head[0] == "[":
            return "chatgpt"
        if head[0] != "{":
            raise PlasticMemoryError(
                f"{path} is neither JSON Lines nor a JSON array; export it with "
                "`hermes sessions export FILE`, or give ChatGPT's conversations.json"
            )
        f.seek(0)
        first = _first_line(f, path)
    if "messages" in first:
        return "hermes"
    if "mapping" in first:
        return "chatgpt"
    if "role" in first and "content" in first:
        return "jsonl"
    raise PlasticMemoryError(
        f"{path}: the first line has none of the fields of a known format (Hermes sessions have "
        "'messages'; plain lines have 'role', 'content' and 'timestamp')"
    )


def read(path: Path, fmt: str | None = None) -> Iterator[Conversation]:
    """Every conversation in the file, in file order (the importer puts them in time order)."""
    fmt = fmt or detect(path)
    if fmt == "hermes":
        for number, row in _jsonl(path):
            yield hermes_session(row, f"{path.name} line {number}")
    elif fmt == "chatgpt":
        yield from _chatgpt_file(path)
    elif fmt == "jsonl":
        yield from _plain(path)
    else:
        raise PlasticMemoryError(f"unknown format {fmt!r}; one of: {', '.join(FORMATS)}")


# -- Hermes ---------------------------------------------------------------------------------------------------------


def hermes_session(row: Any, where: str = "a session") -> Conversation:
    """A session as `hermes sessions export` writes it (and SessionDB.export_session returns it)."""
    if not isinstance(row, dict) or not isinstance(row.get("messages", []), list):
        raise PlasticMemoryError(f"{where}: not a Hermes session (an object with a 'messages' list)")
    sid = str(row.get("id") or "").strip()
    if not sid:
        raise PlasticMemoryError(f"{where}: a Hermes session without an id")
    platform = str(row.get("source") or "").strip().lower()
    started = _time(row.get("started_at"), None)
    conv = Conversation(
        f"hermes:{sid}",
        platform,
        str(row.get("user_id") or "").strip(),
        started if started is not None else 0.0,
        parent=_text_or_none(row.get("parent_session_id")),
        compressed=row.get("end_reason") in ("compression", "branched"),
    )
    conv.helper = _hermes_helper(row, platform)
    for message in row.get("messages") or ():
        if not isinstance(message, dict) or message.get("role") != "user" or message.get("active", 1) == 0:
            continue
        text = text_of(message.get("content"))
        if origins.review_prompt(text):  # older Hermes wrote the review's prompt into the session it reviewed
            continue
        if not conv.remarks and origins.kanban_prompt(text):
            conv.helper = conv.helper or "kanban worker"
        text = origins.without_host_notes(text)
        if text:
            conv.remarks.append((_time(message.get("timestamp"), conv.started) or conv.started, text))
    if started is None:
        conv.started = conv.remarks[0][0] if conv.remarks else 0.0
    return conv


def _hermes_helper(row: dict, platform: str) -> str | None:
    if platform in origins.HELPER_PLATFORMS:
        return platform
    config = row.get("model_config")
    if isinstance(config, str):
        try:
            config = json.loads(config)
        except ValueError:
            config = None
    if isinstance(config, dict) and config.get("_delegate_from"):
        return "subagent"
    return None


# -- ChatGPT --------------------------------------------------------------------------------------------------------


def _chatgpt_file(path: Path) -> Iterator[Conversation]:
    with open(path, encoding="utf-8", errors="replace") as f:
        head = f.read(64).lstrip("\ufeff \t\r\n")
        f.seek(0)
        if head.startswith("["):
            for number, item in enumerate(_array_items(f, path), 1):
                yield chatgpt_conversation(item, f"{path.name} conversation {number}")
            return
    for number, row in _jsonl(path):
        yield chatgpt_conversation(row, f"{path.name} line {number}")


def chatgpt_conversation(item: Any, where: str = "a conversation") -> Conversation:
    """One conversation of ChatGPT's data export: the branch that was shown last (current_node back to the root)."""
    if not isinstance(item, dict) or not isinstance(item.get("mapping"), dict):
        raise PlasticMemoryError(f"{where}: not a ChatGPT conversation (an object with a 'mapping')")
    mapping = item["mapping"]
    cid = str(item.get("conversation_id") or item.get("id") or "").strip()
    if not cid:
        raise PlasticMemoryError(f"{where}: a ChatGPT conversation without an id")
    started = _time(item.get("create_time"), 0.0) or 0.0
    conv = Conversation(f"chatgpt:{cid}", "chatgpt", "", started)
    path, node, seen = [], item.get("current_node"), set()
    if node not in mapping:  # no current node: follow the last child from the root
        node = next((k for k, v in mapping.items() if isinstance(v, dict) and not v.get("parent")), None)
        while node in mapping and (mapping[node] or {}).get("children"):
            path.append(node)
            node = mapping[node]["children"][-1]
        path.append(node)
    else:
        while node in mapping and node not in seen:
            seen.add(node)
            path.append(node)
            node = (mapping[node] or {}).get("parent")
        path.reverse()
    for key in path:
        message = (mapping.get(key) or {}).get("message")
        if not isinstance(message, dict) or (message.get("author") or {}).get("role") != "user":
            continue
        meta = message.get("metadata") or {}
        content = message.get("content") or {}
        # Custom instructions and hidden context ride on the user's side too; they are settings, not remarks.
        if meta.get("is_visually_hidden_from_conversation") or meta.get("is_user_system_message"):
            continue
        if content.get("content_type") not in ("text", "multimodal_text"):
            continue
        text = text_of(content.get("parts")).strip()
        if text:
            conv.remarks.append((_time(message.get("create_time"), started) or started, text))
    return conv


def _array_items(f: IO[str], path: Path) -> Iterator[Any]:
    """The items of a top-level JSON array, one at a time, reading the file in chunks."""
    decoder = json.JSONDecoder()
    buf, pos, eof = f.read(CHUNK).lstrip("\ufeff \t\r\n"), 1, False
    if not buf.startswith("["):
        raise PlasticMemoryError(f"{path}: a ChatGPT export is a JSON array")
    while True:
        while True:  # skip to the next item
            while pos < len(buf) and buf[pos] in " \t\r\n,":
                pos += 1
            if pos < len(buf) or eof:
                break
            buf, pos = f.read(CHUNK), 0
            eof = not buf
        if pos >= len(buf):
            raise PlasticMemoryError(f"{path} ends before its JSON array is closed: the file was cut short")
        if buf[pos] == "]":
            return
        try:
            item, end = decoder.raw_decode(buf, pos)
        except json.JSONDecodeError as exc:
            if eof:
                raise PlasticMemoryError(f"{path} is not valid JSON near character {exc.pos}: {exc.msg}") from exc
            more = f.read(max(CHUNK, len(buf) - pos))  # an item cut by the chunk: read more, keep only the rest
            eof = not more
            buf, pos = buf[pos:] + more, 0
            continue
        yield item
        buf, pos = buf[end:], 0


# -- plain JSONL ----------------------------------------------------------------------------------------------------


def _plain(path: Path) -> Iterator[Conversation]:
    """Lines of {role, content, timestamp}; a session id field (session_id, session, conversation_id) groups
    them, else a silence of SESSION_GAP starts a new session."""
    conv: Conversation | None = None
    key, last = None, -math.inf
    for number, row in _jsonl(path):
        if not isinstance(row, dict) or "role" not in row or "content" not in row:
            raise PlasticMemoryError(f"{path.name} line {number}: needs 'role' and 'content'")
        when = _time(row.get("timestamp", row.get("time")), None)
        if when is None:
            raise PlasticMemoryError(
                f"{path.name} line {number}: needs a 'timestamp' (seconds since 1970 or an ISO 8601 date and time)"
            )
        session = row.get("session_id", row.get("session", row.get("conversation_id")))
        user = str(row.get("user_id") or row.get("user") or "").strip()
        new = conv is None or (session != key if session is not None or key is not None else when - last > SESSION_GAP)
        if conv is None or new or user != conv.user_id:
            if conv is not None:
                yield conv
            name = f"{session}@{number}" if session is not None else f"line{number}"
            conv, key = Conversation(f"jsonl:{name}", "local", user, when), session
        last = when
        if row.get("role") == "user":
            text = origins.without_host_notes(text_of(row.get("content")))
            if text:
                conv.remarks.append((when, text))
    if conv is not None:
        yield conv


# -- small readers --------------------------------------------------------------------------------------------------


def _jsonl(path: Path) -> Iterator[tuple[int, Any]]:
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            line = line.strip().lstrip("\ufeff")
            if not line:
                continue
            try:
                yield number, json.loads(line)
            except json.JSONDecodeError as exc:
                raise PlasticMemoryError(
                    f"{path.name} line {number} is not JSON ({exc.msg}); nothing was imported"
                ) from exc


def _first_line(f: IO[str], path: Path) -> dict:
    for line in f:
        line = line.strip().lstrip("\ufeff")
        if line:
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise PlasticMemoryError(f"{path}: the first line is not JSON ({exc.msg})") from exc
            if not isinstance(row, dict):
                raise PlasticMemoryError(f"{path}: the first line is not a JSON object")
            return row
    raise PlasticMemoryError(f"{path} is empty: nothing to import")


def text_of(content: Any) -> str:
    """The text of a message: a string, or the text parts of a list of parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = (p if isinstance(p, str) else p.get("text") if isinstance(p, dict) else None for p in content)
        return "\n".join(p for p in parts if isinstance(p, str) and p)
    return ""


def _text_or_none(value: Any) -> str | None:
    return str(value).strip() or None if value is not None else None


def _time(value: Any, default: float | None) -> float | None:
    """Seconds since 1970 from a number or an ISO 8601 text (a naive one is taken as UTC)."""
    if isinstance(value, bool):
        return default
    if isinstance(value, (int, float)):
        value = float(value)
        if not math.isfinite(value):
            return default
        return value / 1000.0 if value > 1e11 else value  # milliseconds
    if isinstance(value, str) and value.strip():
        text = value.strip()
        try:
            return _time(float(text), default)
        except ValueError:
            pass
        try:
            moment = datetime.fromisoformat(text)
        except ValueError:
            return default
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment.timestamp()
    return default
