"""A real headless Chromium (the Debian package) driven over the DevTools protocol: open a page, read its text,
and list every network request the page made.

The page's requests come from the DevTools Network domain of its tab, which sees what the page asks for and
nothing else. Chromium's own services also phone home (component updates, network time, sign-in) whatever the
flags say; all traffic goes to a loopback proxy that answers 502, so nothing leaves the machine either way.
"""

from __future__ import annotations

import json
import shutil
import socketserver
import subprocess
import threading
import time
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from websockets.sync.client import connect

FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)


def chromium_path() -> str | None:
    return shutil.which("chromium") or shutil.which("chromium-browser")


class Sink(socketserver.ThreadingTCPServer):
    """A loopback proxy that records the first line of every request and answers 502 Bad Gateway."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self) -> None:
        self.seen: list[str] = []
        super().__init__(("127.0.0.1", 0), _SinkHandler)


class _SinkHandler(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        line = self.rfile.readline(4096).decode("latin-1").strip()
        if line:
            self.server.seen.append(line)
        self.wfile.write(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")


@dataclass
class Visit:
    """What a page showed and asked for."""

    text: str = ""
    html: str = ""
    requests: list[str] = field(default_factory=list)  # URLs the page requested, other than file: and data:
    proxied: list[str] = field(default_factory=list)  # everything that reached the proxy (browser services too)


class _Tab:
    def __init__(self, ws_url: str) -> None:
        self._ws = connect(ws_url, max_size=None, open_timeout=30)
        self._next = 0
        self.events: list[dict] = []

    def call(self, method: str, **params) -> dict:
        self._next += 1
        mine = self._next
        self._ws.send(json.dumps({"id": mine, "method": method, "params": params}))
        while True:
            message = json.loads(self._ws.recv(timeout=30))
            if message.get("id") == mine:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method: str, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while not any(e.get("method") == method for e in self.events):
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {method} within {timeout} s")
            self.events.append(json.loads(self._ws.recv(timeout=left)))

    def drain(self, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                self.events.append(json.loads(self._ws.recv(timeout=left)))
            except TimeoutError:
                return

    def close(self) -> None:
        self._ws.close()


@contextmanager
def _browser(profile: Path, proxy_port: int) -> Iterator[str]:
    """A running headless Chromium; yields the DevTools websocket URL of its first tab."""
    proc = subprocess.Popen(
        [
            chromium_path(),
            *FLAGS,
            f"--user-data-dir={profile}",
            f"--proxy-server=http://127.0.0.1:{proxy_port}",
            "--proxy-bypass-list=<-loopback>",
            "--remote-debugging-port=0",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 60
        while not (port_file.exists() and port_file.read_text().strip()):
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError("Chromium did not open its DevTools port")
            time.sleep(0.05)
        port = int(port_file.read_text().split()[0])
        no_proxy = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        targets = json.loads(no_proxy.open(f"http://127.0.0.1:{port}/json/list", timeout=30).read())
        yield next(t["webSocketDebuggerUrl"] for t in targets if t.get("type") == "page")
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def visit(page: Path, profile: Path, settle: float = 0.5) -> Visit:
    """Open `page` in a fresh headless Chromium, wait for it to load and settle, and report what happened."""
    sink = Sink()
    threading.Thread(target=sink.serve_forever, daemon=True).start()
    out = Visit()
    try:
        with _browser(profile, sink.server_address[1]) as ws_url:
            tab = _Tab(ws_url)
            try:
                tab.call("Network.enable")
                tab.call("Page.enable")
                tab.call("Page.navigate", url=page.as_uri())
                tab.wait_for("Page.loadEventFired", timeout=60)
                tab.drain(settle)  # anything the page would fetch late
                out.text = tab.call(
                    "Runtime.evaluate", expression="document.documentElement.innerText", returnByValue=True
                )["result"]["value"]
                out.html = tab.call(
                    "Runtime.evaluate", expression="document.documentElement.outerHTML", returnByValue=True
                )["result"]["value"]
            finally:
                tab.close()
        urls = [e["params"]["request"]["url"] for e in tab.events if e.get("method") == "Network.requestWillBeSent"]
        out.requests = [u for u in urls if not u.startswith(("file:", "data:"))]
    finally:
        sink.shutdown()
        sink.server_close()
    out.proxied = list(sink.seen)
    return out
