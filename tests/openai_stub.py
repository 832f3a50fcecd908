"""A loopback stand-in for an OpenAI-compatible endpoint: scripted answers, recorded requests, nothing else."""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable


@dataclass
class Reply:
    """What the stub answers to one chat request: text, or an HTTP status, optionally after a delay."""

    text: str = "ok"
    status: int = 200
    delay: float = 0.0
    usage: dict = field(default_factory=lambda: {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18})


class OpenAIStub:
    """Serve /v1/chat/completions on 127.0.0.1 with queued replies; `requests` keeps every JSON body received.

    `default` answers when the queue is empty: a Reply, or a callable taking the request body and returning one.
    """

    def __init__(self, default: Reply | Callable[[dict], Reply] | None = None):
        self.replies: deque[Reply] = deque()
        self.requests: list[dict] = []
        self.default = default or Reply()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    def enqueue(self, *replies: Reply | str) -> None:
        for r in replies:
            self.replies.append(Reply(text=r) if isinstance(r, str) else r)

    def __enter__(self) -> "OpenAIStub":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _next(self, body: dict) -> Reply:
        if self.replies:
            return self.replies.popleft()
        return self.default(body) if callable(self.default) else self.default

    def _handler(self):
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:  # keep test output clean
                pass

            def _send(self, status: int, payload: dict) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up first (a timeout test): nothing left to answer

            def do_GET(self) -> None:  # model listings, asked by some clients before chatting
                self._send(200, {"object": "list", "data": [{"id": "test-model", "object": "model"}]})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b"{}"
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {"_raw": raw.decode("latin-1")}
                if not self.path.endswith("/chat/completions"):
                    self._send(200, {})  # e.g. Ollama's /api/show probe
                    return
                stub.requests.append(body)
                reply = stub._next(body)
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.status != 200:
                    self._send(reply.status, {"error": {"message": "stub failure", "type": "server_error"}})
                    return
                model = body.get("model", "test-model")
                if body.get("stream"):
                    self._stream(model, reply)
                    return
                self._send(
                    200,
                    {
                        "id": "chatcmpl-stub",
                        "object": "chat.completion",
                        "created": int(time.time()),
                        "model": model,
                        "choices": [
                            {
                                "index": 0,
                                "finish_reason": "stop",
                                "message": {"role": "assistant", "content": reply.text},
                            }
                        ],
                        "usage": reply.usage,
                    },
                )

            def _stream(self, model: str, reply: Reply) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                base = {
                    "id": "chatcmpl-stub",
                    "object": "chat.completion.chunk",
                    "created": int(time.time()),
                    "model": model,
                }
                chunks = [
                    {
                        **base,
                        "choices": [
                            {"index": 0, "delta": {"role": "assistant", "content": reply.text}, "finish_reason": None}
                        ],
                    },
                    {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": reply.usage},
                ]
                for chunk in chunks:
                    self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()

        return Handler
