"""Every surface finds the same memory: the CLI and the MCP server use the Hermes plugin's data directory inside a
Hermes home, say which home they use, and keep the documented order (--home > $PLASTIC_MEMORY_HOME > Hermes home >
~/.plastic-memory)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import plastic_memory
from plastic_memory import Memory
from plastic_memory.faces.homes import hermes_data, resolve_home

PACKAGE_ROOT = str(Path(plastic_memory.__file__).parent.parent)


def test_the_order_is_flag_then_our_variable_then_the_hermes_home_then_our_default(tmp_path):
    user = tmp_path / "user"
    hermes = tmp_path / "hermes-home"
    both = {"PLASTIC_MEMORY_HOME": str(tmp_path / "pm"), "HERMES_HOME": str(hermes)}
    assert resolve_home(tmp_path / "flag", both, user).source == "--home"
    assert resolve_home(None, both, user).path == tmp_path / "pm"
    inside = resolve_home(None, {"HERMES_HOME": str(hermes)}, user)
    assert inside.path == hermes / "plugin-data" / "plastic-memory" and "HERMES_HOME" in inside.source
    assert resolve_home(None, {}, user).path == user / ".plastic-memory"


def test_the_default_hermes_home_counts_only_once_it_holds_this_plugins_memory(tmp_path):
    user = tmp_path / "user"
    (user / ".hermes").mkdir(parents=True)  # Hermes installed, plugin never ran: our own default
    assert resolve_home(None, {}, user).path == user / ".plastic-memory"
    with Memory(home=hermes_data(user / ".hermes"), owner="default") as memory:
        memory.observe("I am allergic to peanuts")
    found = resolve_home(None, {}, user)
    assert found.path == user / ".hermes" / "plugin-data" / "plastic-memory" and "~/.hermes" in found.source


def run(*argv: str, env: dict) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k not in ("PLASTIC_MEMORY_HOME", "HERMES_HOME")}
    environment.update(PYTHONPATH=PACKAGE_ROOT, PLASTIC_MEMORY_DISTILL="rules", **env)
    return subprocess.run(
        [sys.executable, "-m", "plastic_memory", *argv],
        check=False,
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )


def test_status_inside_a_hermes_home_shows_the_plugins_memory_and_says_where_it_is(tmp_path):
    hermes = tmp_path / "hermes-home"
    with Memory(home=hermes_data(hermes), owner="default") as memory:  # what the plugin wrote during a chat
        memory.observe("my sister Lena lives in Porto")
    done = run("status", env={"HERMES_HOME": str(hermes), "HOME": str(tmp_path / "user")})
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert str(hermes_data(hermes)) in first and "from the Hermes home $HERMES_HOME" in first
    assert "1 remembered" in done.stdout


def test_the_mcp_server_says_which_home_it_serves(tmp_path):
    """With -v (by default it logs warnings only, so a host that never reads stderr cannot stall on it)."""
    hermes = tmp_path / "hermes-home"
    environment = {k: v for k, v in os.environ.items() if k != "PLASTIC_MEMORY_HOME"}
    environment.update(PYTHONPATH=PACKAGE_ROOT, PLASTIC_MEMORY_DISTILL="rules", HERMES_HOME=str(hermes))
    done = subprocess.run(
        [sys.executable, "-m", "plastic_memory.faces.mcp", "-v"],
        input="",
        check=False,
        capture_output=True,
        text=True,
        env=environment,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert f"from {hermes_data(hermes)} (the Hermes home $HERMES_HOME)" in done.stderr
    assert (hermes_data(hermes) / "memory.db").exists()
