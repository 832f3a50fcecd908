"""Shared pytest fixtures: every test's environment isolated, the Hermes sandbox, and the core's clock and homes."""

from __future__ import annotations

import importlib.util
import os
from contextlib import contextmanager
from pathlib import Path

import pytest
import yaml

# ---- what runs without the test extras ------------------------------------------------------------------------
# `pip install -e .` alone still collects: files that need an extra (pip install -e '.[test]') are left out.
_NEEDS = {
    "hermes_cli": ["test_hermes_*.py"],
    "mcp": ["test_mcp.py"],
    "hypothesis": ["test_properties.py", "test_mask.py"],
    "websockets": ["test_report.py"],
}
collect_ignore_glob = [
    name for module, names in _NEEDS.items() if importlib.util.find_spec(module) is None for name in names
]


# ---- every test: none of the developer's settings ------------------------------------------------------------
ISOLATED_PREFIXES = ("PLASTIC_MEMORY_", "OPENAI_", "DEEPSEEK_")
ISOLATED_NAMES = ("HERMES_HOME",)
# The machine's own values, read before any fixture runs: only these are taken away. A module-scoped sandbox (one
# Hermes home for a whole test file) sets its variables later, and its tests must keep seeing them.
MACHINE_ENV = {
    name: value for name, value in os.environ.items() if name.startswith(ISOLATED_PREFIXES) or name in ISOLATED_NAMES
}


@pytest.fixture(autouse=True)
def isolated_environment(monkeypatch):
    """No PLASTIC_MEMORY_* setting, Hermes home or model key of the machine reaches a test (a developer's
    PLASTIC_MEMORY_OWNER or OPENAI_API_KEY would change what it sees); a test sets what it needs."""
    for name, value in MACHINE_ENV.items():
        if os.environ.get(name) == value:
            monkeypatch.delenv(name)


# ---- Hermes fixtures (tests/test_hermes_*.py) ----------------------------------------------------------------
# The real hermes-agent from PyPI, pointed at a throwaway HERMES_HOME with this repository linked in as a user
# plugin. Hermes keeps its plugin manager and tool registry in module globals, so each sandbox gets a fresh manager
# and our tools are taken out of the registry afterwards.

HERMES_REPO = Path(__file__).resolve().parent.parent
HERMES_PLUGIN_NAME = "plastic-memory"
HERMES_HOOKS_MODULE = "hermes_plugins.plastic_memory.hooks"


# What a sandbox (a Hermes home, a core home) takes away whatever set it: the home, the owner and any model.
UNSET_IN_SANDBOXES = (
    "PLASTIC_MEMORY_HOME",
    "PLASTIC_MEMORY_OWNER",
    "PLASTIC_MEMORY_API_KEY",
    "PLASTIC_MEMORY_BASE_URL",
    "PLASTIC_MEMORY_MODEL",
    "DEEPSEEK_API_KEY",
    "OPENAI_API_KEY",
)


def hermes_prepare_home(root: Path, patch: pytest.MonkeyPatch) -> Path:
    """Make root/hermes-home the HERMES_HOME, with the repo linked as plugins/plastic-memory and enabled.

    The memory uses the rule tier and the default data dir unless a test says otherwise."""
    home = root / "hermes-home"
    (home / "plugins").mkdir(parents=True)
    (home / "plugins" / HERMES_PLUGIN_NAME).symlink_to(HERMES_REPO, target_is_directory=True)
    (home / "config.yaml").write_text(yaml.safe_dump({"plugins": {"enabled": [HERMES_PLUGIN_NAME]}}))
    patch.setenv("HERMES_HOME", str(home))
    for name in UNSET_IN_SANDBOXES:
        patch.delenv(name, raising=False)
    patch.setenv("PLASTIC_MEMORY_DISTILL", "rules")
    return home


@contextmanager
def hermes_discovered(patch: pytest.MonkeyPatch):
    """Hermes' global plugin manager right after discovery; our plugin is closed and unregistered on exit."""
    import hermes_cli.plugins as hermes_plugins
    from tools.registry import registry

    patch.setattr(hermes_plugins, "_plugin_manager", None)
    hermes_plugins.discover_plugins(force=True)
    manager = hermes_plugins.get_plugin_manager()
    try:
        yield manager
    finally:
        for plugin in hermes_plugin_objects(manager):
            plugin.close()
        for name in list(manager._plugin_tool_names):
            registry.deregister(name)


def hermes_script() -> Path:
    """The `hermes` console script installed with the running interpreter's hermes-agent, not whatever PATH finds
    (a shell without the venv activated, or another Python's Hermes)."""
    from importlib.metadata import distribution

    dist = distribution("hermes-agent")
    for entry in dist.files or ():
        if entry.name in ("hermes", "hermes.exe") and entry.parent.name in ("bin", "Scripts"):
            script = Path(dist.locate_file(entry)).resolve()
            if script.is_file():
                return script
    raise AssertionError("hermes-agent is installed without its `hermes` console script")


def hermes_plugin_objects(manager) -> list:
    """Every distinct Plugin instance whose bound methods are registered as hooks."""
    found = []
    for callbacks in manager._hooks.values():
        for callback in callbacks:
            owner = getattr(callback, "__self__", None)
            if type(owner).__module__ == HERMES_HOOKS_MODULE and owner not in found:
                found.append(owner)
    return found


@pytest.fixture
def hermes_home(tmp_path, monkeypatch) -> Path:
    """A fresh HERMES_HOME with the plugin linked in and enabled (not discovered yet)."""
    return hermes_prepare_home(tmp_path, monkeypatch)


@pytest.fixture
def hermes_manager(hermes_home, monkeypatch):
    """Hermes' plugin manager after discovery in a fresh HERMES_HOME."""
    with hermes_discovered(monkeypatch) as manager:
        yield manager


@pytest.fixture
def hermes_plugin(hermes_manager):
    """The Plugin object our register(ctx) created (the owner of the registered hook methods)."""
    (plugin,) = hermes_plugin_objects(hermes_manager)
    return plugin


# ---- core fixtures (tests/test_memory.py, tests/test_state.py, tests/test_turn.py and most others) ---------------
# A simulated clock and a factory of Memory objects on one home in tmp_path, rule tier only (llm=False). The
# clock starts at noon of a local Monday, so date words (明天, 下周三, next Tuesday) resolve the same way whatever
# the machine's time zone, and whole-day jumps never cross a local midnight.

import datetime as _dt  # noqa: E402

CORE_START = _dt.datetime(2025, 3, 3, 12, 0).timestamp()  # Monday 2025-03-03, 12:00 local time
CORE_DAY = 86400.0


class FakeClock:
    """Epoch seconds that move only when a test moves them."""

    def __init__(self, start: float = CORE_START):
        self.start = start
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, days: float = 0.0, hours: float = 0.0, seconds: float = 0.0) -> float:
        self.now += days * CORE_DAY + hours * 3600.0 + seconds
        return self.now

    def set_day(self, day: float) -> float:
        """Jump to noon of the given day counted from the start (day 0 is the starting Monday)."""
        self.now = self.start + day * CORE_DAY
        return self.now

    @property
    def day(self) -> float:
        return (self.now - self.start) / CORE_DAY


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def core_home(tmp_path, monkeypatch) -> Path:
    """The data directory every Memory of a test shares; no model configured anywhere."""
    for name in UNSET_IN_SANDBOXES:
        monkeypatch.delenv(name, raising=False)
    home = tmp_path / "pm-home"
    home.mkdir()
    return home


@pytest.fixture
def mem(core_home, clock):
    """mem(owner="default") -> a Memory on the test's home and clock; all are closed after the test."""
    from plastic_memory import Memory

    opened = []

    def make(owner: str = "default", home: Path | None = None) -> Memory:
        memory = Memory(home=home or core_home, owner=owner, clock=clock, llm=False)
        opened.append(memory)
        return memory

    yield make
    for memory in opened:
        memory.close()


@pytest.fixture
def apart(mem, clock):
    """apart(old, new, days) -> (memory, old result, new result): two remarks said in two sessions days apart."""

    def said(old: str, new: str, days: float = 30.0):
        memory = mem()
        first = memory.observe(old, session_id="apart-a")
        clock.advance(days=days)
        return memory, first, memory.observe(new, session_id="apart-b")

    return said


# Facts of other people and things said beside a correction: it must leave every one of them alone.
CONTROLS = ["My uncle Frank lives in Reno", "I'm allergic to latex", "My cousin's birthday is on March 2nd"]


@pytest.fixture
def corrects(mem, clock):
    """corrects(said, correction) -> (memory, the correction's outcome, the corrected remark's id): the remark said
    among controls, the correction two days later; asserts the remark was retracted and the controls kept."""

    def run(said: str, correction: str):
        m = mem()
        kept = [m.observe(c)["id"] for c in CONTROLS]
        clock.advance(hours=1)
        old = m.observe(said)["id"]
        clock.advance(days=2)
        done = m.observe(correction)
        assert done["action"] == "corrected" and old in done["retracted"], done
        assert all(m.trace(id=i)["alive"] for i in kept)
        return m, done, old

    return run


@pytest.fixture
def rows():
    """rows(memory, layer=None, alive=None) -> that owner's items as dicts, dead ones too, oldest first."""

    def read(memory, layer: str | None = None, alive: bool | None = None) -> list[dict]:
        found = [dict(r) for r in memory.store.all_items() if r["owner"] == memory.owner]
        return [
            r for r in found if (layer is None or r["layer"] == layer) and (alive is None or bool(r["alive"]) == alive)
        ]

    return read


# ---- a loopback OpenAI-compatible endpoint (tests/openai_stub.py) for the model-tier tests ----------------------


@pytest.fixture(scope="module")
def loopback_server():
    from openai_stub import OpenAIStub

    with OpenAIStub() as running:  # one server for the module: each shutdown waits out a 0.5 s poll
        yield running


@pytest.fixture
def loopback(loopback_server):
    """The module's loopback endpoint with no queued replies, no recorded requests and a plain default."""
    from openai_stub import Reply

    loopback_server.replies.clear()
    loopback_server.requests.clear()
    loopback_server.default = Reply()
    return loopback_server


@pytest.fixture
def alive_after_update(tmp_path):
    """alive_after_update(old, new) -> the texts of the events alive after `old`, then `new` said 25 days later, in a
    real memory on the test's own file."""
    from plastic_memory import Memory

    def said(old: str, new: str) -> list[str]:
        now = [1_760_000_000.0]
        with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
            memory.observe(old, session_id="s1")
            now[0] += 86400 * 25
            memory.observe(new, session_id="s2")
            return [r["text"] for r in memory.store.owner_items(memory.owner) if r["alive"] and r["layer"] == "event"]

    return said


@pytest.fixture
def said_apart(mem, clock):
    """said_apart(old, new) -> (memory, what observing `new` did): the older remark, a dream three days later, the
    newer ten days after it; and the texts held current after, as `current(memory)`."""

    def run(old: str, new: str):
        m = mem()
        m.observe(old, session_id="a")
        clock.advance(days=3)
        m.dream(force=True)
        clock.advance(days=10)
        return m, m.observe(new, session_id="b")

    return run


AMONG = {
    "en": ["Worked late again today", "Went hiking on Saturday", "I've been reading a thriller lately",
           "Had ramen for lunch", "Big release at work this week", "Had dinner with friends tonight",
           "My sister lives in Atlanta", "I take a hot bath every night"],
    "zh": ["今天加班到九点，好累", "周末去爬了趟山", "我最近在看《三体》", "午饭吃了麻辣烫",
           "这周项目上线，压力有点大", "晚上跟朋友吃了火锅", "我姐姐住在南京", "我每天晚上泡脚"],
}  # fmt: skip


@pytest.fixture
def said_among(mem, clock):
    """said_among(old, new, lang) -> memory: the older remark, ten days of other remarks with a dream each night,
    then the newer one: the newer must find the older among others (said_apart's memory holds little else, so any
    word of theirs is rare enough to look it up by)."""

    def run(old: str, new: str, lang: str):
        m = mem()
        m.observe(old, session_id="s0")
        for day in range(10):
            clock.advance(days=1)
            for k in range(3):
                m.observe(AMONG[lang][(day * 3 + k) % len(AMONG[lang])], session_id=f"s{day + 1}")
            m.dream(force=True)
        m.observe(new, session_id="su")
        return m

    return run


def current(memory) -> list[str]:
    """The texts a memory holds as current: its live remarks and impressions."""
    return [e.text for e in memory.live().items.values()]
