"""The real `hermes gateway run` with Hermes' OpenAI-compatible api_server on loopback, as a deployer runs it for
Open WebUI or any OpenAI client: three people told apart by X-Hermes-Session-Key over several sessions, and one
caller who names nobody, all through the official `openai` client, with a stand-in model behind the gateway.

What the model is sent is read from the stand-in's recorded requests; what was kept is read from the plugin's
database after the gateway has stopped. The gateway is one child process, stopped by its PID whatever happens.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml
from conftest import HERMES_PLUGIN_NAME, HERMES_REPO, hermes_script
from openai_stub import OpenAIStub, Reply

from plastic_memory import Memory

pytestmark = pytest.mark.hermes  # the real Hermes Agent: the test command runs it, the quick loop does not

API_KEY = "plastic-memory-gateway-test-key"  # the api_server wants at least 16 characters
FIRST = {  # each person's first session: facts only they said, with words no one else uses
    "alice": (
        "My name is Alice and I work as a pharmacist in Porto.",
        "I am allergic to penicillin.",
        "I moved to Porto last month.",
        "My daughter Ines starts school in September.",
    ),
    "bob": (
        "My name is Bob and I drive a night bus in Leeds.",
        "I moved to Leeds last month.",
        "My dog Rex is afraid of thunder.",
        "I don't eat mushrooms.",
    ),
    "carol": (
        "My name is Carol and I teach chemistry in Oslo.",
        "I am allergic to latex.",
        "My brother Sven is getting married in June.",
    ),
}
SECOND = {  # a later session of the same person
    "alice": ("What should I cook tonight?", "I started learning the trumpet."),
    "bob": ("How do I keep my dog calm during storms?", "I started learning the accordion."),
}
MARKS = {
    "alice": ("Alice", "pharmacist", "Porto", "penicillin", "Ines", "trumpet"),
    "bob": ("Bob", "night bus", "Leeds", "Rex", "mushrooms", "accordion"),
    "carol": ("Carol", "chemistry", "Oslo", "latex", "Sven"),
}
ANONYMOUS = ("I am allergic to shellfish.", "My cousin Yusuf lives in Cairo.")
CLAIMS = ("Reykjavik", "ukulele", "Kyoto", "origami", "Patagonia")  # the model's own words: never a memory


def model_reply(body: dict) -> Reply:
    """The stand-in model answers every turn with a claim about itself."""
    claim = CLAIMS[len(body.get("messages") or ()) % len(CLAIMS)]
    return Reply(f"Thanks for telling me. I once spent a year in {claim}.")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def prepare(root: Path, model_url: str, port: int) -> tuple[Path, dict]:
    """A HERMES_HOME with the plugin linked in and enabled, and the environment of the gateway process."""
    home = root / "hermes-home"
    (home / "plugins").mkdir(parents=True)
    (home / "plugins" / HERMES_PLUGIN_NAME).symlink_to(HERMES_REPO, target_is_directory=True)
    config = {
        "model": {
            "provider": "custom",
            "base_url": model_url,
            "default": "test-model",
            "api_key": "sk-test",
            "context_length": 128000,
        },  # known, so Hermes looks nothing up on the network
        "plugins": {"enabled": [HERMES_PLUGIN_NAME]},
        "memory": {"nudge_interval": 0},
    }  # no background memory-review turns in between
    (home / "config.yaml").write_text(yaml.safe_dump(config))
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("PLASTIC_MEMORY_", "HERMES_", "API_SERVER_"))
        and k not in ("OPENAI_API_KEY", "DEEPSEEK_API_KEY")
    }
    env.update(
        HERMES_HOME=str(home),
        API_SERVER_ENABLED="true",
        API_SERVER_KEY=API_KEY,
        API_SERVER_HOST="127.0.0.1",
        API_SERVER_PORT=str(port),
        PLASTIC_MEMORY_DISTILL="rules",
    )
    return home, env


def wait_healthy(process: subprocess.Popen, port: int, log: Path, seconds: float = 90) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the gateway exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.2)
    pytest.fail(f"the gateway was not healthy within {seconds} s:\n{log.read_text()[-3000:]}")


def stop(process: subprocess.Popen, seconds: float = 60) -> None:
    """Ctrl+C for the gateway (a planned stop), then SIGKILL by PID if it will not go."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(seconds)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(10)


class Client:
    """One person's chat client: the official openai package, full history resent each turn (as Open WebUI does)."""

    def __init__(self, port: int, stub: OpenAIStub, key: str | None):
        from openai import OpenAI

        headers = {"X-Hermes-Session-Key": key} if key else {}
        self.openai = OpenAI(
            base_url=f"http://127.0.0.1:{port}/v1", api_key=API_KEY, default_headers=headers, timeout=60, max_retries=0
        )
        self.stub = stub

    def session(self, turns) -> list[dict]:
        """A new conversation; returns, per turn, what the model was sent: {"notes", "wire"}."""
        messages, seen = [], []
        for text in turns:
            messages.append({"role": "user", "content": text})
            before = len(self.stub.requests)
            reply = self.openai.chat.completions.create(model="hermes-agent", messages=messages)
            answer = reply.choices[0].message.content
            assert "I once spent a year in" in answer
            messages.append({"role": "assistant", "content": answer})
            bodies = self.stub.requests[before:]
            (turn,) = [b for b in bodies if str(b["messages"][-1].get("content", "")).startswith(text)]
            seen.append(
                {
                    "notes": turn["messages"][-1]["content"][len(text) :],
                    "wire": "\n".join(str(m.get("content")) for b in bodies for m in b["messages"]),
                }
            )
        return seen


def dreams(db_home: Path, owner: str) -> int:
    with Memory(home=db_home, owner=owner, llm=False) as memory:
        return memory.status()["dreams"]


@pytest.fixture(scope="module")
def gateway_run(tmp_path_factory):
    """Run everything once: start the gateway, hold the sessions, stop it; the rest is read afterwards."""
    root = tmp_path_factory.mktemp("gateway")
    port = free_port()
    with OpenAIStub(default=model_reply) as stub:
        home, env = prepare(root, stub.base_url, port)
        db_home = home / "plugin-data" / "plastic-memory"
        log = root / "gateway.log"
        with log.open("w") as out:
            process = subprocess.Popen(
                [str(hermes_script()), "gateway", "run"],
                cwd=root,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
        started = time.monotonic()
        try:
            wait_healthy(process, port, log)
            ready = time.monotonic()
            people = {name: Client(port, stub, name) for name in FIRST}
            nobody = Client(port, stub, None)
            seen = {
                "alice-1": people["alice"].session(FIRST["alice"]),
                "bob-1": people["bob"].session(FIRST["bob"]),
                "nobody-1": nobody.session(ANONYMOUS),
                "carol-1": people["carol"].session(FIRST["carol"]),
                "alice-2": people["alice"].session(SECOND["alice"]),
                "bob-2": people["bob"].session(SECOND["bob"]),
                "nobody-2": nobody.session(ANONYMOUS[:1]),
            }
            carol_before_stop = dreams(db_home, "carol")
            talked = time.monotonic()
        finally:
            stop(process)
        stopped = time.monotonic()
    print(
        f"\ngateway: healthy after {ready - started:.1f} s, {sum(map(len, seen.values()))} turns in "
        f"{talked - ready:.1f} s, stopped in {stopped - talked:.1f} s (exit code {process.returncode})"
    )
    return SimpleNamespace(
        seen=seen,
        db_home=db_home,
        log=log.read_text(),
        returncode=process.returncode,
        carol_before_stop=carol_before_stop,
    )


def stored(db_home: Path) -> list[dict]:
    with Memory(home=db_home, owner="reader", llm=False) as memory:
        return [dict(row) for row in memory.store.all_items()]


def test_each_persons_requests_carry_only_their_own_facts(gateway_run):
    for name in MARKS:
        others = [m for other, ms in MARKS.items() if other != name for m in ms] + ["shellfish", "Yusuf"]
        for session in (s for s in gateway_run.seen if s.startswith(name)):
            for turn in gateway_run.seen[session]:
                leaked = [m for m in others if m in turn["wire"]]
                assert not leaked, (session, leaked)
    for name in SECOND:  # a later session opens with what that person said before
        notes = gateway_run.seen[f"{name}-2"][0]["notes"]
        assert sum(mark in notes for mark in MARKS[name][:5]) >= 2, notes


def test_the_models_replies_are_never_kept_or_fed_back(gateway_run):
    texts = " ".join(row["text"] for row in stored(gateway_run.db_home))
    assert not [claim for claim in CLAIMS if claim in texts]
    notes = " ".join(turn["notes"] for turns in gateway_run.seen.values() for turn in turns)
    assert not [claim for claim in CLAIMS if claim in notes]


def test_owners_are_the_keys_distinct_and_stable_across_sessions(gateway_run):
    rows = stored(gateway_run.db_home)
    assert {row["owner"] for row in rows} == set(FIRST)
    for name, marks in MARKS.items():
        mine = " ".join(row["text"] for row in rows if row["owner"] == name)
        assert all(mark in mine for mark in marks[2:]), (name, mine)  # both sessions, one owner
        others = [m for other, ms in MARKS.items() if other != name for m in ms]
        assert not [m for m in others if m in mine]


def test_a_caller_who_names_nobody_gets_no_memory_and_one_warning(gateway_run):
    for session in ("nobody-1", "nobody-2"):
        assert all(turn["notes"] == "" for turn in gateway_run.seen[session])
    texts = " ".join(row["text"] for row in stored(gateway_run.db_home))
    assert "shellfish" not in texts and "Yusuf" not in texts
    assert gateway_run.log.count("callers on api_server with no identity get no memory (no sender id") == 1


def test_each_persons_first_session_is_dreamt_before_the_gateway_stops(gateway_run):
    assert gateway_run.returncode is not None and gateway_run.returncode >= 0  # it stopped, nobody killed it
    assert gateway_run.carol_before_stop == 0  # carol had one session: only the stop could end it
    rows = stored(gateway_run.db_home)
    for name, said in FIRST.items():
        assert dreams(gateway_run.db_home, name) >= 1, name
        first = [row for row in rows if row["owner"] == name and row["layer"] == "event" and row["text"] in said]
        assert first and all(row["consolidated"] for row in first), (name, first)
        assert [row for row in rows if row["owner"] == name and row["layer"] == "impression"], name
