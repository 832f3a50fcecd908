"""MCP stdio server: a JSON-RPC 2.0 loop that serves the tool table to any MCP host."""

from __future__ import annotations

import argparse
import io
import json
import logging
import os
import sys
import threading
import time
from typing import IO, Any, Callable, Iterable, Iterator

from .. import __version__
from . import tools, warm
from ..memory import Memory
from .homes import resolve_home
from .whose import resolve_owner as choose_owner
from ..errors import PlasticMemoryError

logger = logging.getLogger(__name__)

# Revisions that open with the initialize handshake, oldest to newest. Clients that probe the newer
# stateless revisions first (server/discover) get "method not found" and fall back to initialize.
PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
# The longest line (one JSON-RPC message) the server reads, in bytes. A longer one is refused with an error and
# skipped without being held whole; the server keeps running. Stored texts are far shorter (600 characters).
MAX_LINE_BYTES = 1024 * 1024

INSTRUCTIONS = (
    "plastic-memory is the user's long-term memory; it keeps judgements and lets details fade. This host records "
    "and recalls nothing by itself: call pm_observe whenever the user states a personal fact, plan, preference or "
    "correction, and pm_recall before answering anything about the user or their past. pm_compact needs the "
    "user's consent first."
)

# Tools that may wait on a model for seconds: they run on a worker thread, so other requests are answered meanwhile.
SLOW_TOOLS = frozenset({"pm_dream", "pm_compact", "pm_diary"})
CLOSE_GRACE = 0.5  # seconds a closing server gives work in flight before it closes the database under it


class _RequestError(Exception):
    """A request the server answers with a JSON-RPC error object instead of a result."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code


def _error(msg_id: Any, code: int, message: str) -> dict:
    return {"jsonrpc": "2.0", "id": msg_id, "error": {"code": code, "message": message}}


def _valid_id(value: Any) -> bool:
    return isinstance(value, (str, int)) and not isinstance(value, bool)


class Server:
    """Answers MCP messages for one Memory; transport-free so each message can be handled on its own."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.warming: warm.Warming | None = None  # a warm-up under way, stopped by the first tool call
        self._dreamer: threading.Thread | None = None
        self._workers: set[threading.Thread] = set()
        self._workers_lock = threading.Lock()

    def handle_line(self, line: bytes | str) -> dict | list | None:
        """Answer one line of the stdio stream; None when nothing should be written back."""
        message, error = _decode(line)
        return error if error is not None else self._answer(message)

    def feed(self, line: bytes | str, send: Callable[[Any], None]) -> None:
        """Answer one line through `send`: at once, or from a worker thread for a tool that may wait on a model."""
        message, error = _decode(line)
        if error is not None:
            send(error)
        elif _slow(message):
            worker = threading.Thread(
                target=self._work, args=(message, send), daemon=True, name=f"plastic-memory-{message['params']['name']}"
            )
            with self._workers_lock:
                self._workers.add(worker)
            worker.start()
        else:
            reply = self._answer(message)
            if reply is not None:
                send(reply)

    def _work(self, message: dict, send: Callable[[Any], None]) -> None:
        try:
            reply = self.handle(message)
            if reply is not None:
                send(reply)
        finally:
            with self._workers_lock:
                self._workers.discard(threading.current_thread())

    def _answer(self, message: Any) -> dict | list | None:
        if isinstance(message, list):
            if not message:
                return _error(None, INVALID_REQUEST, "Invalid Request: empty batch")
            replies = [r for r in map(self.handle, message) if r is not None]
            return replies or None
        return self.handle(message)

    def handle(self, message: Any) -> dict | None:
        """Answer one decoded JSON-RPC message; notifications and client responses get None."""
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return self._invalid(message, "not a JSON-RPC 2.0 message")
        method = message.get("method")
        if method is None and ("result" in message or "error" in message):
            logger.debug("ignoring a response from the client: %s", message.get("id"))
            return None
        if not isinstance(method, str):
            return self._invalid(message, "'method' must be a string")
        if "id" not in message:
            # initialized, cancelled (requests are answered in order, so there is nothing to cancel) and
            # anything unknown: a notification never gets a reply, not even an error.
            logger.debug("notification %s", method)
            return None
        msg_id = message["id"]
        if not _valid_id(msg_id):
            return _error(None, INVALID_REQUEST, "Invalid Request: 'id' must be a string or an integer")
        params = message.get("params", {})
        if not isinstance(params, dict):
            return _error(msg_id, INVALID_PARAMS, "Invalid params: 'params' must be an object")
        try:
            return {"jsonrpc": "2.0", "id": msg_id, "result": self._dispatch(method, params)}
        except _RequestError as exc:
            return _error(msg_id, exc.code, str(exc))
        except Exception:
            # The server must outlive any one request; the traceback goes to stderr.
            logger.exception("request %r failed", method)
            return _error(msg_id, INTERNAL_ERROR, "Internal error (see the server log)")

    def _invalid(self, message: Any, why: str) -> dict:
        msg_id = message.get("id") if isinstance(message, dict) else None
        return _error(msg_id if _valid_id(msg_id) else None, INVALID_REQUEST, f"Invalid Request: {why}")

    def _dispatch(self, method: str, params: dict) -> dict:
        if method == "initialize":
            return self._initialize(params)
        if method == "ping":
            return {}
        if method == "tools/list":
            return {"tools": [t.mcp_listing() for t in tools.TOOLS]}
        if method == "tools/call":
            return self._call_tool(params)
        raise _RequestError(METHOD_NOT_FOUND, f"Method not found: {method}")

    def _initialize(self, params: dict) -> dict:
        asked = params.get("protocolVersion")
        version = asked if asked in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[-1]
        client = params.get("clientInfo") or {}
        logger.info(
            "client %s %s asked for protocol %s; speaking %s", client.get("name"), client.get("version"), asked, version
        )
        return {
            "protocolVersion": version,
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "plastic-memory", "version": __version__},
            "instructions": INSTRUCTIONS,
        }

    def _call_tool(self, params: dict) -> dict:
        if self.warming is not None:
            self.warming.turn_came()
        name = params.get("name")
        if not isinstance(name, str):
            raise _RequestError(INVALID_PARAMS, "Invalid params: 'name' must be a string")
        if name not in tools.BY_NAME:
            raise _RequestError(INVALID_PARAMS, f"Unknown tool: {name}")
        try:
            result = tools.call(self.memory, name, params.get("arguments"))
        except PlasticMemoryError as exc:
            # The model can fix these (bad arguments, unknown id), so it must see them.
            return {"content": [{"type": "text", "text": str(exc)}], "isError": True}
        except Exception as exc:
            # A bug or a broken database: still a tool result, so the host keeps the session going.
            logger.exception("tool %s failed", name)
            text = f"{name} failed with an internal error ({type(exc).__name__}); see the server log"
            return {"content": [{"type": "text", "text": text}], "isError": True}
        if name == "pm_observe" and result.get("dream_due"):
            self._dream_in_background()
        return {
            "content": [{"type": "text", "text": json.dumps(result, ensure_ascii=False)}],
            "structuredContent": result,
        }

    def _dream_in_background(self) -> None:
        # The engine says enough has piled up; dreaming can take a model call, so the reply must not wait.
        if self._dreamer is not None and self._dreamer.is_alive():
            return
        self._dreamer = threading.Thread(target=self._dream, name="plastic-memory-dream", daemon=True)
        self._dreamer.start()

    def _dream(self) -> None:
        try:
            logger.info("dreamt: %s", self.memory.dream())
        except Exception:
            logger.exception("background dream failed")

    def busy(self) -> bool:
        """Whether a tool call or a background dream is still running."""
        with self._workers_lock:
            running = any(t.is_alive() for t in self._workers)
        return running or (self._dreamer is not None and self._dreamer.is_alive())

    def close(self, grace: float | None = None) -> None:
        """Close the memory; with `grace`, give work in flight that long to finish first, never longer.

        Work still waiting on a model then finds the memory closed and writes nothing: a dream's changes are one
        transaction, and closing waits for a transaction already running (it holds the store's lock)."""
        deadline = None if grace is None else time.monotonic() + grace
        with self._workers_lock:
            running = list(self._workers)
        for thread in running + ([self._dreamer] if self._dreamer is not None else []):
            thread.join(None if deadline is None else max(0.0, deadline - time.monotonic()))
        self.memory.close()


def _decode(line: bytes | str) -> tuple[Any, dict | None]:
    """The message on a line, or the error reply it gets; (None, None) for a blank line."""
    if not line.strip():
        return None, None
    try:
        return json.loads(line), None
    except RecursionError:
        logger.warning("a line nested too deeply to read")
        return None, _error(None, PARSE_ERROR, "Parse error: nested too deeply")
    except ValueError as exc:  # also covers bytes that are not UTF-8
        logger.warning("unparseable line: %s", exc)
        return None, _error(None, PARSE_ERROR, f"Parse error: {exc}")


def _slow(message: Any) -> bool:
    if not isinstance(message, dict) or message.get("method") != "tools/call" or "id" not in message:
        return False
    params = message.get("params")
    return isinstance(params, dict) and params.get("name") in SLOW_TOOLS


def encode(reply: Any) -> bytes:
    """One wire line; text that cannot be UTF-8 (a lone surrogate a client sent) goes out as JSON escapes."""
    try:
        return json.dumps(reply, ensure_ascii=False).encode("utf-8") + b"\n"
    except UnicodeEncodeError:
        return json.dumps(reply).encode("ascii") + b"\n"


class Wire:
    """The stdout side: one message per line, whole lines only, from any thread; a closed pipe ends it."""

    def __init__(self, out: IO[bytes]) -> None:
        self._out = out
        self._lock = threading.Lock()
        self.closed = False

    def send(self, reply: Any) -> None:
        try:
            data = encode(reply)
        except (TypeError, ValueError, RecursionError):
            logger.exception("a reply could not be encoded")
            msg_id = reply.get("id") if isinstance(reply, dict) else None
            data = encode(_error(msg_id if _valid_id(msg_id) else None, INTERNAL_ERROR, "Internal error"))
        with self._lock:
            if self.closed:
                return
            try:
                self._out.write(data)
                self._out.flush()
            except (OSError, ValueError):  # the host closed its end (EPIPE), or stdout is already closed
                logger.info("stdout is closed; stopping")
                self.closed = True


class Oversized:
    """Stands for a line longer than MAX_LINE_BYTES, which was skipped unread."""

    def __init__(self, size: int) -> None:
        self.size = size


def bounded_lines(stream: IO[bytes], limit: int = MAX_LINE_BYTES) -> Iterator[bytes | Oversized]:
    """The stream's lines, each at most `limit` bytes; a longer line is read past in pieces (never held whole)
    and comes out as an Oversized."""
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        if len(line) <= limit or (line.endswith(b"\n") and len(line) == limit + 1):
            yield line
            continue
        size = len(line)
        while not line.endswith(b"\n"):
            line = stream.readline(limit)
            if not line:
                break
            size += len(line)
        yield Oversized(size)


def serve(server: Server, lines: Iterable[bytes | Oversized], out: IO[bytes]) -> None:
    """Answer incoming lines until EOF or until stdout closes, one JSON message per line to out."""
    wire = Wire(out)
    for line in lines:
        if wire.closed:
            break
        if isinstance(line, Oversized):
            logger.warning("refused a line of %d bytes (the limit is %d)", line.size, MAX_LINE_BYTES)
            wire.send(
                _error(
                    None,
                    INVALID_REQUEST,
                    f"Request too large: a message line may hold at most "
                    f"{MAX_LINE_BYTES} bytes, this one held {line.size}",
                )
            )
            continue
        try:
            server.feed(line, wire.send)
        except Exception:  # the loop outlives any one line
            logger.exception("a line could not be answered")


def resolve_owner(home: str | None = None, env: dict | None = None) -> str:
    """PLASTIC_MEMORY_OWNER, else the owner chosen with `plastic-memory use`, else "default"."""
    return choose_owner(None, home, env).name


def build_parser() -> argparse.ArgumentParser:
    """The server's only options are for humans; MCP hosts configure it through the environment."""
    parser = argparse.ArgumentParser(
        prog="plastic-memory-mcp",
        description="Serve plastic-memory's tools to an MCP host over stdio (JSON-RPC, one message per line).",
        epilog="Environment: PLASTIC_MEMORY_HOME (data dir; default: the Hermes home's plugin data when "
        "HERMES_HOME is set or ~/.hermes holds it, else ~/.plastic-memory), PLASTIC_MEMORY_OWNER "
        "(whose memory; default: the owner chosen with `plastic-memory use`, else 'default'), "
        "PLASTIC_MEMORY_API_KEY, PLASTIC_MEMORY_BASE_URL, PLASTIC_MEMORY_MODEL (model for dreaming; rules "
        "without a key).",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="Log debug detail to stderr.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the server until the host closes stdin."""
    args = build_parser().parse_args(argv)
    # Warnings only unless -v: a host that never reads stderr must not stall on a full pipe of routine lines.
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.WARNING,
        stream=sys.stderr,
        format="plastic-memory-mcp %(levelname)s %(name)s: %(message)s",
    )
    wire = sys.stdout.buffer
    # stdout is the protocol wire: a stray print anywhere in the process would corrupt it.
    sys.stdout = sys.stderr
    if isinstance(sys.stderr, io.TextIOWrapper):  # a lone surrogate in a log line must not fail the log
        sys.stderr.reconfigure(errors="backslashreplace")
    try:
        home = resolve_home()
        owner = resolve_owner(str(home.path))
        server = Server(Memory(home=home.path, owner=owner))
    except Exception as exc:
        logger.error("cannot open the memory: %s", exc)
        return 1
    logger.info("plastic-memory %s serving owner %r from %s (%s)", __version__, owner, home.path, home.source)
    warming = server.warming = warm.start(lambda: [server.memory])  # the host lists its tools first; calls come later
    try:
        serve(server, bounded_lines(sys.stdin.buffer), wire)
    except KeyboardInterrupt:
        pass
    finally:
        if warming is not None:
            warming.cancel()
        server.close(grace=CLOSE_GRACE)
        _detach_stdout()
    if server.busy():
        # Work still waits on a model, on a daemon thread, and can only find a closed memory now. Leave at once:
        # the interpreter's teardown took another half second here with such a thread in an open HTTP request.
        logging.shutdown()
        os._exit(0)
    return 0


def _detach_stdout() -> None:
    """Point fd 1 at /dev/null: whatever is left in a buffer must not fail on a closed pipe at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


if __name__ == "__main__":
    sys.exit(main())
