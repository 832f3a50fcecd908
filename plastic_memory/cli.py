"""Command line: each subcommand runs one tool from the tool table and prints its result."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from dataclasses import dataclass
from typing import Any, Callable

from . import __version__, tools
from .engine import Memory
from .owners import read_active_owner, write_active_owner
from .errors import PlasticMemoryError


@dataclass(frozen=True)
class Command:
    """A subcommand: the tool it runs, how it adds its arguments, and how it turns them into tool arguments."""

    name: str
    tool: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    tool_args: Callable[[argparse.Namespace], dict]


def _prop(tool: str, name: str) -> dict:
    return tools.BY_NAME[tool].parameters["properties"][name]


def _help(tool: str, name: str, fallback: str = "") -> str:
    return _prop(tool, name).get("description", fallback)


def _id_or_text(tool: str) -> Callable[[argparse.ArgumentParser], None]:
    def add(p: argparse.ArgumentParser) -> None:
        which = p.add_mutually_exclusive_group(required=True)
        which.add_argument("--id", type=int, help=_help(tool, "id"))
        which.add_argument("text", nargs="?", help=_help(tool, "text"))
    return add


def _add_observe(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", help=_help("pm_observe", "text"))
    p.add_argument("--kind", choices=_prop("pm_observe", "kind")["enum"], help=_help("pm_observe", "kind"))


def _add_recall(p: argparse.ArgumentParser) -> None:
    p.add_argument("query", help=_help("pm_recall", "query"))
    p.add_argument("-k", type=int, default=_prop("pm_recall", "k")["default"], help=_help("pm_recall", "k"))


def _add_pin(p: argparse.ArgumentParser) -> None:
    _id_or_text("pm_pin")(p)
    p.add_argument("--unpin", action="store_true", help=_help("pm_pin", "unpin"))


def _add_compact(p: argparse.ArgumentParser) -> None:
    p.add_argument("--confirm", action="store_true",
                   help="Really compact. Without it nothing changes and you are told what would be lost.")


def _add_diary(p: argparse.ArgumentParser) -> None:
    p.add_argument("--raw", action="store_true", help="Print the plain material instead of a narrated diary.")
    p.add_argument("--style", help=_help("pm_diary", "style"))


def _add_persona(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", nargs="?", help=_help("pm_persona", "text"))


def _nothing(p: argparse.ArgumentParser) -> None:
    pass


COMMANDS: tuple[Command, ...] = (
    Command("observe", "pm_observe", _add_observe, lambda a: {"text": a.text, "kind": a.kind}),
    Command("recall", "pm_recall", _add_recall, lambda a: {"query": a.query, "k": a.k}),
    Command("dream", "pm_dream", _nothing, lambda a: {}),
    Command("status", "pm_status", _nothing, lambda a: {}),
    Command("pin", "pm_pin", _add_pin, lambda a: {"id": a.id, "text": a.text, "unpin": a.unpin}),
    Command("trace", "pm_trace", _id_or_text("pm_trace"), lambda a: {"id": a.id, "text": a.text}),
    Command("compact", "pm_compact", _add_compact, lambda a: {"confirm": a.confirm}),
    Command("diary", "pm_diary", _add_diary, lambda a: {"raw": a.raw, "style": a.style}),
    Command("persona", "pm_persona", _add_persona, lambda a: {"text": a.text}),
)

BY_COMMAND: dict[str, Command] = {c.name: c for c in COMMANDS}


def _global_options(defaults: bool) -> argparse.ArgumentParser:
    # The same options are accepted before and after the subcommand; only the top level sets defaults,
    # so a subcommand that did not see an option leaves the top-level value alone.
    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    p = argparse.ArgumentParser(add_help=False)
    p.add_argument("--home", default=default(None),
                   help="Data directory (default: $PLASTIC_MEMORY_HOME, else ~/.plastic-memory).")
    p.add_argument("--owner", default=default(None),
                   help="Whose memory to use; also becomes the active owner for later commands without --owner.")
    p.add_argument("--json", action="store_true", default=default(False), help="Print machine-readable JSON.")
    p.add_argument("-v", "--verbose", action="count", default=default(0),
                   help="Log to stderr (-vv for debug detail).")
    return p


def _summary(description: str) -> str:
    return description.split(". ")[0].rstrip(".") + "."


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser: global options plus one subcommand per tool."""
    parser = argparse.ArgumentParser(
        prog="plastic-memory", parents=[_global_options(defaults=True)],
        description="A memory that forgets, dreams and changes its mind. Each command runs one pm_* tool.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        description = tools.BY_NAME[command.tool].description
        p = sub.add_parser(command.name, parents=[_global_options(defaults=False)],
                           help=_summary(description), description=description)
        command.add_arguments(p)
    return parser


def _render(value: Any, indent: str = "") -> list[str]:
    """Human lines for a tool result of any shape: mappings as 'key: value', lists as bullets."""
    if isinstance(value, dict):
        lines = []
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item:
                lines.append(f"{indent}{key}:")
                lines.extend(_render(item, indent + "  "))
            else:
                lines.append(f"{indent}{key}: {_scalar(item)}")
        return lines
    if isinstance(value, list):
        lines = []
        for item in value:
            inner = _render(item, indent + "  ")
            lines.append(f"{indent}- {inner[0].lstrip()}" if inner else f"{indent}-")
            lines.extend(inner[1:])
        return lines
    return [f"{indent}{_scalar(value)}"]


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3g}"
    if value is None or value in ([], {}):
        return "none"
    return str(value)


def _observed(result: dict) -> list[str]:
    what = {"stored": f"stored #{result.get('id')} ({result.get('kind')})",
            "reinforced": f"reinforced #{result.get('id')} (already known)",
            "dropped": "not stored: small talk",
            "corrected": "correction applied",
            "flip": f"change of mind: stored #{result.get('id')}",
            "empty": "nothing to store"}.get(result["action"], result["action"])
    lines = [what]
    for key in ("retracted", "demoted"):
        if result.get(key):
            lines.append(f"{key}: " + ", ".join(f"#{i}" for i in result[key]))
    if result.get("dream_due"):
        lines.append("enough has piled up for a dream: run `plastic-memory dream`")
    return lines


def _recalled(result: dict) -> list[str]:
    hits = result["results"]
    if not hits:
        return ["nothing found"]
    return [f"#{h['id']} [{h['kind']}] {h['text']}  (retention {h['retention']:.2f})" for h in hits]


RENDERERS: dict[str, Callable[[dict], list[str]]] = {
    "observe": _observed,
    "recall": _recalled,
    "diary": lambda r: [r["diary"]],
}


def render_result(command: str, result: dict) -> str:
    """A subcommand's tool result as text a person reads."""
    return "\n".join(RENDERERS.get(command, _render)(result))


def _owner(args: argparse.Namespace) -> str:
    if args.owner is not None:
        write_active_owner(args.owner, args.home)
        return args.owner
    return read_active_owner(args.home) or "default"


def run(args: argparse.Namespace) -> dict:
    """Open the memory the options point at and run the subcommand's tool."""
    command = BY_COMMAND[args.command]
    with Memory(home=args.home, owner=_owner(args)) as memory:
        return tools.call(memory, command.tool, command.tool_args(args))


def main(argv: list[str] | None = None) -> int:
    """Entry point of the plastic-memory command; returns the exit code."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help and usage errors; returned so main() can be called in-process
        return exc.code if isinstance(exc.code, int) else 1
    if args.verbose:
        logging.basicConfig(level=logging.DEBUG if args.verbose > 1 else logging.INFO, stream=sys.stderr,
                            format="%(levelname)s %(name)s: %(message)s")
    try:
        result = run(args)
    except (PlasticMemoryError, OSError) as exc:
        print(f"plastic-memory: error: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=2))
    else:
        print(render_result(args.command, result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
