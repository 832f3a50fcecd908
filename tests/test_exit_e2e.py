"""A Hermes process that ends while a slow model is dreaming exits at once, and the remarks wait for the next
session end: the real hermes-agent in a subprocess, the user's chat model and the dream's model both loopback
stand-ins (the dream's takes 25 s an answer, like a small local model on a busy machine)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time

import yaml
from conftest import HERMES_PLUGIN_NAME, HERMES_REPO
from openai_stub import OpenAIStub, Reply

REMARKS = [
    "我叫林涛，在杭州做后端开发",
    "我对青霉素过敏",
    "女儿朵朵今年五岁，明年上小学要择校",
    "朵朵上小学择校想选离家近的",
    "朵朵择校的事她妈比我着急",
    "我妈在绍兴，血压一直偏高",
    "我妈不太愿意吃降压药，说吃了头晕",
    "周六回绍兴带我妈复查血压",
    "我不吃香菜",
]

SESSION = """
import sys, time, json
import hermes_cli.plugins as plugins
from run_agent import AIAgent
plugins.discover_plugins(force=True)
agent = AIAgent(base_url=sys.argv[1], api_key="sk-test", provider="custom", model="chat-model", quiet_mode=True,
                skip_context_files=True, enabled_toolsets=["plastic-memory"], max_iterations=2)
history = None
for text in json.loads(sys.argv[2]):
    history = agent.run_conversation(text, conversation_history=history)["messages"]
plugins.invoke_hook("on_session_finalize", session_id=agent.session_id, platform="cli", reason="shutdown")
time.sleep(2.0)  # the user reads the last answer; meanwhile the session-end dream is asking the model
print("ended", time.monotonic(), flush=True)
"""


def faithful(body: dict) -> Reply:
    system = body["messages"][0]["content"]
    if '"labels"' in system:
        return Reply('{"labels": {}}')
    user = body["messages"][-1]["content"]
    numbers = [int(line[1 : line.index("]")]) for line in user.splitlines() if line.startswith("[")]
    texts = [line[line.index("]") + 2 :] for line in user.splitlines() if line.startswith("[")]
    return Reply(json.dumps({"judgement": "；".join(texts), "cites": numbers}, ensure_ascii=False))


def session_env(home, tmp_path, dreams: OpenAIStub, **more: str) -> dict[str, str]:
    """The environment of a Hermes process of ours: its home, the memory's home, and the dream's model."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PLASTIC_MEMORY_", "OPENAI_", "DEEPSEEK_"))}
    env.update(
        HERMES_HOME=str(home),
        PLASTIC_MEMORY_HOME=str(tmp_path / "memory"),
        PLASTIC_MEMORY_BASE_URL=dreams.base_url,
        PLASTIC_MEMORY_MODEL="dream-model",
        **more,
    )
    return env


def run_session(tmp_path, chat: OpenAIStub, dreams: OpenAIStub, remarks: list[str], **more: str) -> tuple[float, str]:
    """One Hermes session in its own process (`more`: settings of its environment); returns seconds from the
    session's end to the process' exit."""
    home = tmp_path / "hermes-home"
    if not home.exists():
        (home / "plugins").mkdir(parents=True)
        (home / "plugins" / HERMES_PLUGIN_NAME).symlink_to(HERMES_REPO, target_is_directory=True)
        (home / "config.yaml").write_text(yaml.safe_dump({"plugins": {"enabled": [HERMES_PLUGIN_NAME]}}))
    env = session_env(home, tmp_path, dreams, **more)
    process = subprocess.Popen(
        [sys.executable, "-c", SESSION, chat.base_url, json.dumps(remarks)],
        env=env,
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    out, err = process.communicate(timeout=240)
    exited = time.monotonic()
    assert process.returncode == 0, err
    ended = float(next(line for line in out.splitlines() if line.startswith("ended")).split()[1])
    return exited - ended, err


def topics(tmp_path) -> list[dict]:
    """Provenance of every impression resting on two or more remarks (a topic someone judged)."""
    with sqlite3.connect(tmp_path / "memory" / "memory.db") as db:
        rows = db.execute("SELECT provenance FROM items WHERE layer = 'impression' AND alive = 1").fetchall()
    return [p for p in (json.loads(r[0] or "{}") for r in rows) if len(p.get("ids", [])) >= 2]


def pending(tmp_path) -> int:
    with sqlite3.connect(tmp_path / "memory" / "memory.db") as db:
        return db.execute(
            "SELECT COUNT(*) FROM items WHERE alive = 1 AND layer = 'event' AND consolidated = 0"
        ).fetchone()[0]


def test_a_session_ending_during_a_slow_dream_exits_fast_and_the_next_session_end_dreams_it(tmp_path):
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(Reply('{"labels": {}}', delay=25.0)) as slow:
        took, err = run_session(tmp_path, chat, slow, REMARKS)
        assert slow.requests, "the session-end dream never asked the model"
        assert took < 5, f"the process took {took:.1f} s to exit after the session ended\n{err}"
        # Cut short: the topics the model had no time for wait (never judged by the rules instead); remarks the
        # rules alone promote may have been applied in the time left. Nothing is lost.
        assert topics(tmp_path) == [] and pending(tmp_path) >= 6
    with OpenAIStub(Reply("Noted.")) as chat, OpenAIStub(faithful) as quick:
        run_session(tmp_path, chat, quick, ["今天跑了8公里，配速6分10秒"])
        assert quick.requests and pending(tmp_path) == 0  # the next session end dreamt them all
