"""The nine pm_* tools, defined once: Hermes, the MCP server and the CLI all read this table.

Each tool's description is what every host says, plus a sentence per host where the hosts differ: inside Hermes
the user's words are recorded and notes are injected on every turn, while an MCP host does neither, so there the
model itself must record and look up. Results have one shape per tool: the same keys whatever happened.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Mapping

from ..errors import PlasticMemoryError
from ..language.timefmt import iso
from ..sleep.counts import DreamCounts
from ..turn.outcome import Outcome

if TYPE_CHECKING:
    from ..memory import Memory

HOSTS = ("hermes", "mcp")


@dataclass(frozen=True)
class Tool:
    """One tool: its name, when a model should use it, a JSON schema for its input, what it does, MCP hints."""

    name: str
    description: str
    parameters: dict
    run: Callable[["Memory", dict], dict]
    hints: Mapping[str, bool] = field(default_factory=dict)
    host_notes: Mapping[str, str] = field(default_factory=dict)

    def describe(self, host: str) -> str:
        """The description as `host` shows it to its model."""
        if host not in HOSTS:
            raise ValueError(f"unknown host {host!r}")
        note = self.host_notes.get(host)
        return f"{self.description} {note}" if note else self.description

    def hermes_schema(self) -> dict:
        """The function schema Hermes sends with every request."""
        return {"name": self.name, "description": self.describe("hermes"), "parameters": self.parameters}

    def mcp_listing(self) -> dict:
        """The entry of MCP tools/list, with the behaviour hints an MCP host may act on."""
        return {
            "name": self.name,
            "description": self.describe("mcp"),
            "inputSchema": self.parameters,
            "annotations": {
                "readOnlyHint": False,
                "destructiveHint": False,
                "idempotentHint": False,
                "openWorldHint": False,
                **self.hints,
            },
        }


class ArgumentError(PlasticMemoryError):
    """A tool argument the tool cannot use; `argument` names it (None: the arguments as a whole), so each face
    can name it its own way (a CLI flag, a JSON key)."""

    def __init__(self, tool: str, argument: str | None, problem: str) -> None:
        self.tool, self.argument, self.problem = tool, argument, problem
        super().__init__(f"{tool}: '{argument}' {problem}" if argument else f"{tool}: {problem}")


def _schema(props: dict | None = None, required: tuple[str, ...] = ()) -> dict:
    schema: dict[str, Any] = {"type": "object", "properties": props or {}}
    if required:
        schema["required"] = list(required)
    return schema


_ID = {"type": "integer"}
_TEXT_LOOKUP = {"type": "string"}
KINDS = ("identity", "critical", "promise", "boundary", "pref", "life", "plan", "fact", "emotion")
_READ = MappingProxyType({"readOnlyHint": True, "idempotentHint": True})

# Each result is laid over its tool's shape, so a key is present whether or not something happened.
OBSERVE_SHAPE = Outcome(forgotten=[], rebuilt=[]).as_dict()
DREAM_SHAPE = DreamCounts().as_dict()
COMPACT_SHAPE = {
    "confirmed": False,
    "changed": 0,
    "created": 0,
    "impressions_before": 0,
    "impressions_after": 0,
    "core_full": False,
    "message": None,
}


def _shaped(shape: dict, result: dict) -> dict:
    return {**{k: list(v) if isinstance(v, list) else v for k, v in shape.items()}, **result}


def _recall(m: "Memory", a: dict) -> dict:
    hits = m.recall(a["query"], k=a.get("k", 5))
    return {"results": [{**h, "ts_iso": iso(h["ts"])} for h in hits]}


def _dream(m: "Memory", a: dict) -> dict:
    done = _shaped(DREAM_SHAPE, m.dream(force=True))
    done["unconsolidated"] = m.status()["unconsolidated"]
    return done


def _compact(m: "Memory", a: dict) -> dict:
    done = m.compact(confirm=a.get("confirm", False))
    before = done.pop("impressions", done.get("impressions_before", 0))
    done.setdefault("impressions_before", before)
    done.setdefault("impressions_after", before)
    return _shaped(COMPACT_SHAPE, done)


def _persona(m: "Memory", a: dict) -> dict:
    return {"preview": None, **m.persona(a.get("text"))}


TOOLS: tuple[Tool, ...] = (
    Tool("pm_status", "How much the user's memory holds: numbers only.", _schema(), lambda m, a: m.status(), _READ),
    Tool(
        "pm_recall",
        "Search the user's past remarks (names, dates, plans).",
        _schema(
            {"query": {"type": "string"}, "k": {"type": "integer", "minimum": 1, "maximum": 50, "default": 5}},
            ("query",),
        ),
        _recall,
        _READ,
        {
            "hermes": "Use it when the turn's notes are not enough.",
            "mcp": "Nothing is recalled for you: call it before answering about the user.",
        },
    ),
    Tool(
        "pm_observe",
        "Record what the user says about themselves, in their words; corrections fix old memories.",
        _schema({"text": {"type": "string"}, "kind": {"type": "string", "enum": list(KINDS)}}, ("text",)),
        lambda m, a: _shaped(OBSERVE_SHAPE, m.observe(a["text"], kind=a.get("kind"))),
        {},
        {
            "hermes": "Chat is recorded automatically: use it only when asked to remember.",
            "mcp": "Nothing is recorded for you: call it for each personal fact, plan, preference or correction.",
        },
    ),
    Tool("pm_dream", "Consolidate now: fold remarks into impressions, let faded details go.", _schema(), _dream),
    Tool(
        "pm_persona",
        "Your persona's facets; with text, which ones it wakes.",
        _schema({"text": {"type": "string"}}),
        _persona,
        _READ,
    ),
    Tool(
        "pm_trace",
        "Why a memory exists (by id or words): its sources, when said, what became of them.",
        _schema({"id": _ID, "text": _TEXT_LOOKUP}),
        lambda m, a: m.trace(id=a.get("id"), text=a.get("text")),
        _READ,
    ),
    Tool(
        "pm_pin",
        "Pin a memory (by id or words) so it never fades; unpin=true undoes.",
        _schema({"id": _ID, "text": _TEXT_LOOKUP, "unpin": {"type": "boolean"}}),
        lambda m, a: m.pin(id=a.get("id"), text=a.get("text"), unpin=a.get("unpin", False)),
        {"idempotentHint": True},
    ),
    Tool(
        "pm_compact",
        "Fold an over-full core into fewer, coarser impressions, losing detail. Ask the user; only confirm=true acts.",
        _schema({"confirm": {"type": "boolean"}}, ("confirm",)),
        _compact,
        {"destructiveHint": True},
    ),
    Tool(
        "pm_diary",
        "The core as a diary, only when the user asks. raw=true: plain lines to narrate.",
        _schema({"raw": {"type": "boolean"}, "style": {"type": "string"}}),
        lambda m, a: {"diary": m.diary(raw=a.get("raw", False), style=a.get("style"))},
        _READ,
    ),
)

BY_NAME: dict[str, Tool] = {t.name: t for t in TOOLS}

_TYPES = {"string": str, "integer": int, "boolean": bool, "object": dict}


def validate(tool: Tool, args: Any) -> dict:
    """Check args against the tool's schema; raise ArgumentError with a message a model can act on."""
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise ArgumentError(tool.name, None, "arguments must be a JSON object")
    props = tool.parameters["properties"]
    unknown = sorted(set(args) - set(props))
    if unknown:
        raise ArgumentError(
            tool.name,
            None,
            f"unknown argument(s) {', '.join(map(str, unknown))}; accepted: {', '.join(props) or 'none'}",
        )
    for name in tool.parameters.get("required", ()):
        if args.get(name) is None:
            raise ArgumentError(tool.name, name, "is required")
    clean = {}
    for name, value in args.items():
        if value is None:
            continue
        spec = props[name]
        want = _TYPES[spec["type"]]
        ok = isinstance(value, want) and not (want is int and isinstance(value, bool))
        if not ok:
            raise ArgumentError(tool.name, name, f"must be {spec['type']}, got {type(value).__name__}")
        if "enum" in spec and value not in spec["enum"]:
            raise ArgumentError(tool.name, name, f"must be one of {', '.join(spec['enum'])}")
        if want is int and not spec.get("minimum", value) <= value <= spec.get("maximum", value):
            raise ArgumentError(tool.name, name, f"must be between {spec['minimum']} and {spec['maximum']}")
        clean[name] = value
    return clean


# Forgetting is not one of the tools: a model must not delete memories on its own. The command line and
# /plastic-memory ask a person, and call this; its result has one shape whether or not anything was deleted.
FORGET_SHAPE: dict[str, Any] = {
    "target": None,
    "confirmed": False,
    "count": 0,
    "ids": [],
    "rebuilt": [],
    "items": [],
    "hypotheses": 0,
    "wiped": None,
    "message": None,
}


def forget(memory: "Memory", target: str | None, everything: bool, confirm: bool) -> dict:
    """Forget by '#12'/'12' (an id), by words, or everything; nothing happens without confirm."""
    item_id = int(target.lstrip("#")) if target and target.lstrip("#").isdigit() else None
    text = None if item_id is not None or everything else target
    if not everything and not (item_id is not None or (text and text.strip())):
        raise ArgumentError("forget", "target", "give an id, some words, or --all")
    done = memory.forget(id=item_id, text=text, everything=everything, confirm=confirm)
    return _shaped(FORGET_SHAPE, {"target": "--all" if everything else target, **done})


def call(memory: "Memory", name: str, args: Any = None) -> dict:
    """Run one tool by name for this memory; raises PlasticMemoryError for an unknown tool or bad arguments."""
    tool = BY_NAME.get(name)
    if tool is None:
        raise PlasticMemoryError(f"unknown tool {name!r}; known: {', '.join(BY_NAME)}")
    return tool.run(memory, validate(tool, args))
