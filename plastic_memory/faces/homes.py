"""Which data directory (home) the command line and the MCP server use, and why: the same memory the Hermes plugin
writes when they run inside a Hermes home.

Precedence: --home, else $PLASTIC_MEMORY_HOME, else the Hermes home's plugin data ($HERMES_HOME set, or the default
Hermes home ~/.hermes already holding this plugin's data), else ~/.plastic-memory. The plugin itself keeps its
memory in <hermes home>/plugin-data/plastic-memory unless $PLASTIC_MEMORY_HOME says otherwise, so both ends agree.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

HOME_ENV = "PLASTIC_MEMORY_HOME"
HERMES_ENV = "HERMES_HOME"
PLUGIN_DATA = Path("plugin-data") / "plastic-memory"  # inside a Hermes home, where the plugin keeps its memory


@dataclass(frozen=True)
class Home:
    """A data directory and where the choice came from, in the words a person would use to change it."""

    path: Path
    source: str


def hermes_data(hermes_home: str | os.PathLike) -> Path:
    """Where the Hermes plugin keeps its memory in a Hermes home."""
    return Path(hermes_home).expanduser() / PLUGIN_DATA


def resolve_home(
    explicit: str | os.PathLike | None = None, env: Mapping[str, str] | None = None, user_home: Path | None = None
) -> Home:
    """The home to use, and why (see the module's docstring for the order)."""
    env = os.environ if env is None else env
    if explicit is not None and str(explicit).strip():
        return Home(Path(explicit).expanduser(), "--home")
    if env.get(HOME_ENV, "").strip():
        return Home(Path(env[HOME_ENV]).expanduser(), f"${HOME_ENV}")
    if env.get(HERMES_ENV, "").strip():
        return Home(hermes_data(env[HERMES_ENV]), f"the Hermes home ${HERMES_ENV}")
    user_home = user_home or Path.home()
    default_hermes = hermes_data(user_home / ".hermes")
    if (default_hermes / "memory.db").exists():
        return Home(default_hermes, "the Hermes home ~/.hermes")
    return Home(user_home / ".plastic-memory", "the default")
