"""How long the model may take: per-call timeouts that fit the endpoint, and a deadline for a dream in a hurry.

A model on this machine (loopback, or Ollama's port) loads its weights on the first call and answers slowly on a
small CPU, so it gets a long first call and a generous per-call timeout; a cloud API answers in seconds or is in
trouble. A dream at exit gets a deadline: calls that cannot start in time raise Deferred, and the dream leaves
what they would have judged for the next dream instead of deciding it by rule.
"""

from __future__ import annotations

import ipaddress
import time
from urllib.parse import urlsplit

CLOUD_TIMEOUT = 20.0  # seconds per call to a remote API
LOCAL_TIMEOUT = 120.0  # seconds per call to a model on this machine, once warm: a 1.5B model on 2 busy
# cores took 37-150 s a call; a dream runs in the background, and exit is bounded
LOCAL_FIRST_TIMEOUT = 300.0  # its first call also loads the model from disk (up to 95 s on an idle machine)
OLLAMA_PORT = 11434
LEAST_CALL = 1.0  # a call that would get less than this before the deadline is not started


class Deferred(Exception):
    """No time for this model call now (the dream is in a hurry): leave its work for the next dream."""


def is_local(base_url: str) -> bool:
    """Whether an endpoint is on this machine: a loopback address, localhost, or Ollama's well-known port."""
    parts = urlsplit(base_url if "//" in base_url else "//" + base_url)
    host = (parts.hostname or "").lower()
    try:
        port = parts.port
    except ValueError:
        port = None
    if port == OLLAMA_PORT or host in ("localhost", "ip6-localhost") or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def json_mode_default(base_url: str) -> bool:
    """Whether to ask for response_format JSON: yes for remote APIs; not for a local server, where grammar-
    constrained decoding (llama-cpp-python) made generation about three times slower on CPU, while the small
    model answered the same JSON without it."""
    return not is_local(base_url)


def default_timeouts(base_url: str) -> tuple[float, float]:
    """(first call, every later call) in seconds for an endpoint."""
    if is_local(base_url):
        return LOCAL_FIRST_TIMEOUT, LOCAL_TIMEOUT
    return CLOUD_TIMEOUT, CLOUD_TIMEOUT


class Deadline:
    """An optional point in time (monotonic) after which no new model call starts."""

    def __init__(self) -> None:
        self.until: float | None = None

    def set(self, seconds: float | None) -> None:
        self.until = None if seconds is None else time.monotonic() + max(0.0, seconds)

    def left(self) -> float | None:
        """Seconds left, None without a deadline; raises Deferred when too little is left for a call."""
        if self.until is None:
            return None
        left = self.until - time.monotonic()
        if left < LEAST_CALL:
            raise Deferred("the dream ran out of time for the model")
        return left
