"""The real `hermes` command line, typed at in a pseudo-terminal: `/exit` while the dream's model takes 25 s an
answer returns within seconds, and the remarks that had no time wait for the next session's end."""

from __future__ import annotations

import os
import pty
import re
import select
import time

import pytest
import yaml
from conftest import HERMES_PLUGIN_NAME, HERMES_REPO
from openai_stub import OpenAIStub, Reply
from test_exit_e2e import REMARKS, faithful, pending, session_env

pytestmark = [pytest.mark.hermes, pytest.mark.slow]
_ESCAPES = re.compile(rb"\x1b\[[0-9;?]*[a-zA-Z]")


def _read_until(fd: int, pattern: bytes, timeout: float) -> bool:
    """Read the terminal until `pattern` shows in its text (escape codes left out), or the time runs out."""
    seen, end = b"", time.monotonic() + timeout
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.2)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        seen += chunk
        if re.search(pattern, _ESCAPES.sub(b"", seen)):
            return True
    return False


def _session(tmp_path, chat: OpenAIStub, dreams: OpenAIStub, remarks: list[str]) -> float:
    """One interactive session: each remark typed and answered, then `/exit`; seconds from `/exit` to the end."""
    home = tmp_path / "hermes-home"
    if not home.exists():
        (home / "plugins").mkdir(parents=True)
        (home / "plugins" / HERMES_PLUGIN_NAME).symlink_to(HERMES_REPO, target_is_directory=True)
    (home / "config.yaml").write_text(
        yaml.safe_dump(
            {
                "plugins": {"enabled": [HERMES_PLUGIN_NAME]},
                "model": {"default": "chat-model", "provider": "custom", "base_url": chat.base_url, "api_key": "sk"},
            }
        )
    )
    env = session_env(home, tmp_path, dreams, TERM="xterm-256color", COLUMNS="120", LINES="40")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the user's own `hermes`, in the classic terminal interface
        os.chdir(tmp_path)
        os.execvpe("hermes", ["hermes", "--cli"], env)
    try:
        assert _read_until(fd, rb"(?i)>|type|message", 60), "hermes never showed its prompt"
        for said in remarks:
            os.write(fd, said.encode() + b"\r")
            assert _read_until(fd, b"Noted", 60), f"no answer to {said!r}"
            time.sleep(0.5)
        os.write(fd, b"/exit\r")
        asked = time.monotonic()
        while time.monotonic() - asked < 60:
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                assert os.waitstatus_to_exitcode(status) == 0
                return time.monotonic() - asked
            try:
                if select.select([fd], [], [], 0.2)[0]:
                    os.read(fd, 65536)
            except OSError:
                pass
        raise AssertionError("hermes was still running 60 s after /exit")
    finally:
        try:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(fd)


def test_exit_in_the_real_terminal_returns_fast_during_a_slow_dream_and_the_next_exit_dreams_it(tmp_path):
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(Reply('{"labels": {}}', delay=25.0)) as slow:
        took = _session(tmp_path, chat, slow, REMARKS)
        assert slow.requests, "the session-end dream never asked the model"
        print(f"\n/exit took {took:.1f} s with a 25-second dream model")
        assert took < 5, f"/exit took {took:.1f} s"
        assert pending(tmp_path) >= 6  # the topics the model had no time for wait; nothing is lost
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(faithful) as quick:
        # The next session's end dreams them all. An exit waits two seconds for its dream, which starts no model call
        # it cannot finish in time: on a machine busy with other work that can leave it for the exit after, so a
        # second short session may be needed (never more: what waits is never lost, and never judged without the model).
        for said in (["今天跑了8公里，配速6分10秒"], ["明天休息一天"]):
            _session(tmp_path, chat, quick, said)
            if quick.requests and pending(tmp_path) == 0:
                break
        assert quick.requests and pending(tmp_path) == 0
