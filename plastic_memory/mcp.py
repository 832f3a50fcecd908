"""MCP stdio server: a JSON-RPC 2.0 loop that serves the tool table to any MCP host."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import threading
from typing import IO, Any, Iterable

from . import __version__, tools
from .engine import Memory
from .owners import read_active_owner
from .errors import PlasticMemoryError

logger = logging.getLogger(__name__)

# Revisions that open with the initialize handshake, oldest to newest. Clients that probe the newer
# stateless revisions first (server/discover) get "method not found" and fall back to initialize.
PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

INSTRUCTIONS = (
    "plastic-memory keeps what the user said over time and consolidates it into judgements. "
    "This host gets no automatic notes: call pm_recall when the user refers to something said earlier, "
    "and pm_observe when they ask you to remember something."
)


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
        self._dreamer: threading.Thread | None = None

    def handle_line(self, line: bytes | str) -> dict | list | None:
        """Answer one line of the stdio stream; None when nothing should be written back."""
        if not line.strip():
            return None
        try:
            message = json.loads(line)
        except ValueError as exc:  # also covers bytes that are not UTF-8
            logger.warning("unparseable line: %s", exc)
            return _error(None, PARSE_ERROR, f"Parse error: {exc}")
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
            return {"tools": [{"name": t.name, "description": t.description, "inputSchema": t.parameters}
                              for t in tools.TOOLS]}
        if method == "tools/call":
            return self._call_tool(params)
        raise _RequestError(METHOD_NOT_FOUND, f"Method not found: {method}")

    def _initialize(self, params: dict) -> dict:
        asked = params.get("protocolVersion")
        version = asked if asked in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[-1]
        client = params.get("clientInfo") or {}
        logger.info("client %s %s asked for protocol %s; speaking %s",
                    client.get("name"), client.get("version"), asked, version)
        return {"protocolVersion": version, "capabilities": {"tools": {}},
                "serverInfo": {"name": "plastic-memory", "version": __version__},
                "instructions": INSTRUCTIONS}

    def _call_tool(self, params: dict) -> dict:
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
        return {"content": [{"type": "text", "text": json.dumps(result, ensure_ascii=False)}],
                "structuredContent": result}

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

    def close(self) -> None:
        """Let a running dream finish, then close the memory."""
        if self._dreamer is not None:
            self._dreamer.join()
        self.memory.close()


def serve(server: Server, lines: Iterable[bytes], out: IO[bytes]) -> None:
    """Answer each incoming line in order, writing one JSON message per line to out."""
    for line in lines:
        reply = server.handle_line(line)
        if reply is not None:
            out.write(json.dumps(reply, ensure_ascii=False).encode("utf-8") + b"\n")
            out.flush()


def resolve_owner(home: str | None = None, env: dict | None = None) -> str:
    """PLASTIC_MEMORY_OWNER, else the owner the CLI last made active, else "default"."""
    env = os.environ if env is None else env
    return env.get("PLASTIC_MEMORY_OWNER") or read_active_owner(home) or "default"


def build_parser() -> argparse.ArgumentParser:
    """The server's only options are for humans; MCP hosts configure it through the environment."""
    parser = argparse.ArgumentParser(
        prog="plastic-memory-mcp",
        description="Serve plastic-memory's tools to an MCP host over stdio (JSON-RPC, one message per line).",
        epilog="Environment: PLASTIC_MEMORY_HOME (data dir, default ~/.plastic-memory), PLASTIC_MEMORY_OWNER "
               "(whose memory; default: the CLI's active owner, else 'default'), PLASTIC_MEMORY_API_KEY, "
               "PLASTIC_MEMORY_BASE_URL, PLASTIC_MEMORY_MODEL (model for dreaming; rules without a key).")
    parser.add_argument("-v", "--verbose", action="store_true", help="Log debug detail to stderr.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the server until the host closes stdin."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO, stream=sys.stderr,
                        format="plastic-memory-mcp %(levelname)s %(name)s: %(message)s")
    wire = sys.stdout.buffer
    # stdout is the protocol wire: a stray print anywhere in the process would corrupt it.
    sys.stdout = sys.stderr
    try:
        owner = resolve_owner()
        server = Server(Memory(owner=owner))
    except (PlasticMemoryError, OSError) as exc:
        logger.error("cannot open the memory: %s", exc)
        return 1
    logger.info("plastic-memory %s serving owner %r", __version__, owner)
    try:
        serve(server, sys.stdin.buffer, wire)
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
