"""The nine pm_* tools, defined once: Hermes, the MCP server and the CLI all read this table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .errors import PlasticMemoryError

if TYPE_CHECKING:
    from .engine import Memory


@dataclass(frozen=True)
class Tool:
    """One tool: its name, when a model should use it, a JSON schema for its input, and what it does."""

    name: str
    description: str
    parameters: dict
    run: Callable[["Memory", dict], dict]


def _schema(props: dict | None = None, required: tuple[str, ...] = ()) -> dict:
    return {"type": "object", "properties": props or {}, "required": list(required),
            "additionalProperties": False}


_ID = {"type": "integer", "description": "Memory id as shown by pm_trace or pm_recall."}
_TEXT_LOOKUP = {"type": "string", "description": "Words that identify the memory when no id is known."}


def _compact(m: "Memory", a: dict) -> dict:
    return m.compact(confirm=a.get("confirm", False))


TOOLS: tuple[Tool, ...] = (
    Tool("pm_status",
         "Health and size of plastic memory: how many events, impressions and hypotheses each layer holds, "
         "how much small talk was blocked, how many dreams ran. Numbers only; it never returns what is remembered.",
         _schema(), lambda m, a: m.status()),
    Tool("pm_recall",
         "Search the event layer for things the user said before (concrete details: dates, names, plans). "
         "Use it when the injected notes are not enough and the user refers to an earlier detail. "
         "Core impressions are not exposed here.",
         _schema({"query": {"type": "string", "description": "What to look for, in any language."},
                  "k": {"type": "integer", "minimum": 1, "maximum": 50, "default": 5,
                        "description": "How many results at most."}}, ("query",)),
         lambda m, a: {"results": m.recall(a["query"], k=a.get("k", 5))}),
    Tool("pm_observe",
         "Explicitly record one thing the user said. Ordinary chat is recorded automatically; call this only when "
         "the user asks you to remember something or it matters too much to risk losing. Saved once: don't repeat.",
         _schema({"text": {"type": "string", "description": "The user's statement, in their words."},
                  "kind": {"type": "string", "description": "Optional kind to force.",
                           "enum": ["identity", "critical", "promise", "boundary", "pref", "life", "plan",
                                    "fact", "emotion"]}}, ("text",)),
         lambda m, a: m.observe(a["text"], kind=a.get("kind"))),
    Tool("pm_dream",
         "Dream now (offline consolidation): fold one topic's remarks into one judgement, promote heavy items, "
         "demote contradictions, let decayed details go. Returns counts of each operation.",
         _schema(), lambda m, a: m.dream(force=True)),
    Tool("pm_persona",
         "Show the current persona facets and their weights. Give a sentence as text to preview which facets "
         "it would activate and whether they cross.",
         _schema({"text": {"type": "string", "description": "A sentence to preview."}}),
         lambda m, a: m.persona(a.get("text"))),
    Tool("pm_trace",
         "Trace where a memory came from: the user's sentences or older impressions it was folded from, and what "
         "happened to each (merged, retracted, decayed). Use it to answer 'why do you remember that?'.",
         _schema({"id": _ID, "text": _TEXT_LOOKUP}),
         lambda m, a: m.trace(id=a.get("id"), text=a.get("text"))),
    Tool("pm_pin",
         "Pin a memory (or unpin it with unpin=true). Pinned memories never decay and are always in the notes. "
         "For things said once that matter a lot: marriage, death, health, money, law, promises.",
         _schema({"id": _ID, "text": _TEXT_LOOKUP,
                  "unpin": {"type": "boolean", "default": False, "description": "Remove the pin instead."}}),
         lambda m, a: m.pin(id=a.get("id"), text=a.get("text"), unpin=a.get("unpin", False))),
    Tool("pm_compact",
         "Half-life compaction of an over-full core: folds many impressions into fewer, coarser ones and loses "
         "detail. Explain that to the user and get their consent first; only confirm=true changes anything.",
         _schema({"confirm": {"type": "boolean", "description": "True only after the user agreed."}},
                 ("confirm",)),
         _compact),
    Tool("pm_diary",
         "Write the core impressions as a diary for the user: the only way to read the core. Use it only when the "
         "user asks for it (or when saying goodbye / migrating). raw=true returns plain material for you to narrate.",
         _schema({"raw": {"type": "boolean", "default": False},
                  "style": {"type": "string", "description": "A tone hint, e.g. 'warm', 'brief'."}}),
         lambda m, a: {"diary": m.diary(raw=a.get("raw", False), style=a.get("style"))}),
)

BY_NAME: dict[str, Tool] = {t.name: t for t in TOOLS}

_TYPES = {"string": str, "integer": int, "boolean": bool, "object": dict}


def validate(tool: Tool, args: Any) -> dict:
    """Check args against the tool's schema; raise PlasticMemoryError with a message a model can act on."""
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise PlasticMemoryError(f"{tool.name}: arguments must be a JSON object")
    props = tool.parameters["properties"]
    unknown = sorted(set(args) - set(props))
    if unknown:
        raise PlasticMemoryError(f"{tool.name}: unknown argument(s) {', '.join(unknown)}; "
                                 f"accepted: {', '.join(props) or 'none'}")
    for name in tool.parameters["required"]:
        if args.get(name) is None:
            raise PlasticMemoryError(f"{tool.name}: '{name}' is required")
    clean = {}
    for name, value in args.items():
        if value is None:
            continue
        spec = props[name]
        want = _TYPES[spec["type"]]
        ok = isinstance(value, want) and not (want is int and isinstance(value, bool))
        if not ok:
            raise PlasticMemoryError(f"{tool.name}: '{name}' must be {spec['type']}, got {type(value).__name__}")
        if "enum" in spec and value not in spec["enum"]:
            raise PlasticMemoryError(f"{tool.name}: '{name}' must be one of {', '.join(spec['enum'])}")
        if want is int and not spec.get("minimum", value) <= value <= spec.get("maximum", value):
            raise PlasticMemoryError(f"{tool.name}: '{name}' must be between {spec['minimum']} and {spec['maximum']}")
        clean[name] = value
    return clean


def call(memory: "Memory", name: str, args: Any = None) -> dict:
    """Run one tool by name for this memory; raises PlasticMemoryError for an unknown tool or bad arguments."""
    tool = BY_NAME.get(name)
    if tool is None:
        raise PlasticMemoryError(f"unknown tool {name!r}; known: {', '.join(BY_NAME)}")
    return tool.run(memory, validate(tool, args))
