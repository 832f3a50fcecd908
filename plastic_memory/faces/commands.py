"""The command line's grammar: each subcommand with its purpose, an example, its arguments and the tool it runs, and
the parser built from them."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any, Callable

from .. import __version__
from . import tools
from .whose import OWNER_ENV

PROG = "plastic-memory"


@dataclass(frozen=True)
class Command:
    """A subcommand: what it is for, an example, its arguments, and the tool it runs with which arguments."""

    name: str
    purpose: str
    example: str
    add_arguments: Callable[[argparse.ArgumentParser], None]
    tool: str | None = None
    tool_args: Callable[[argparse.Namespace], dict] = lambda a: {}


def _id_or_text(what: str) -> Callable[[argparse.ArgumentParser], None]:
    def add(p: argparse.ArgumentParser) -> None:
        which = p.add_mutually_exclusive_group(required=True)
        which.add_argument("--id", type=int, metavar="N", help=f"the id of the memory to {what}")
        which.add_argument("text", nargs="?", metavar="TEXT", help=f"words of the memory to {what}, if no id")

    return add


def _add_observe(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", metavar="TEXT", help="what you said, in your words; - reads it from standard input")
    p.add_argument("--kind", choices=tools.KINDS, help="file it as this kind instead of guessing (default: guessed)")


def _add_recall(p: argparse.ArgumentParser) -> None:
    k = tools.BY_NAME["pm_recall"].parameters["properties"]["k"]
    p.add_argument("query", metavar="QUERY", help="what to look for, in any language")
    p.add_argument(
        "-k",
        type=int,
        default=k["default"],
        metavar="N",
        help=f"how many remarks at most, {k['minimum']} to {k['maximum']} (default: {k['default']})",
    )


def _add_pin(p: argparse.ArgumentParser) -> None:
    _id_or_text("pin")(p)
    p.add_argument("--unpin", action="store_true", help="take the pin away instead (default: pin)")


def _add_compact(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--confirm",
        action="store_true",
        help="really compact; without it nothing changes and you are told what would be lost",
    )


def _add_diary(p: argparse.ArgumentParser) -> None:
    p.add_argument("--raw", action="store_true", help="print the plain lines instead of a narrated diary")
    p.add_argument("--style", metavar="STYLE", help="a tone for the narration, e.g. warm or brief (default: none)")


def _add_persona(p: argparse.ArgumentParser) -> None:
    p.add_argument("text", nargs="?", metavar="TEXT", help="a sentence to preview (default: none)")


def _add_forget(p: argparse.ArgumentParser) -> None:
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("target", nargs="?", metavar="ID|TEXT", help="#12 or 12 for one memory, or words naming them")
    which.add_argument("--all", action="store_true", help="everything this owner's memory holds")
    p.add_argument(
        "--confirm",
        action="store_true",
        help="really delete; without it nothing changes and you are shown what would go",
    )


def _add_use(p: argparse.ArgumentParser) -> None:
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "name",
        nargs="?",
        metavar="NAME",
        help="the owner later commands act for (default: show the choice, change nothing)",
    )
    which.add_argument("--clear", action="store_true", help="forget the choice; later commands use the default")


def _add_report(p: argparse.ArgumentParser) -> None:
    p.add_argument("--output", metavar="FILE", help="where to write it (default: report-OWNER.html in the home)")
    p.add_argument("--open", action="store_true", help="open it in your web browser afterwards")


def _add_import(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "file",
        metavar="FILE",
        help="a `hermes sessions export` JSONL, ChatGPT's conversations.json, or a JSONL of {role, content, timestamp}",
    )
    p.add_argument(
        "--model",
        action="store_true",
        dest="with_model",
        help="dream with the configured model (one or more calls per session) instead of the rules (default: rules)",
    )
    p.add_argument(
        "--format",
        choices=("hermes", "chatgpt", "jsonl"),
        dest="file_format",
        help="the file's format (default: detected from its first record)",
    )


def _nothing(p: argparse.ArgumentParser) -> None:
    pass


COMMANDS: tuple[Command, ...] = (
    Command(
        "observe",
        "Record one thing you said, as a host records chat.",
        'plastic-memory observe "我下个月要结婚，在老家办"\n  echo "I am allergic to peanuts" | plastic-memory observe -',
        _add_observe,
        "pm_observe",
        lambda a: {"text": a.text, "kind": a.kind},
    ),
    Command(
        "recall",
        "Search the things you said before.",
        "plastic-memory recall 结婚 -k 3",
        _add_recall,
        "pm_recall",
        lambda a: {"query": a.query, "k": a.k},
    ),
    Command(
        "dream",
        "Consolidate now: fold remarks into impressions and let faded details go.",
        "plastic-memory dream",
        _nothing,
        "pm_dream",
    ),
    Command(
        "status",
        "Show whose memory this is and how much it holds (numbers only).",
        "plastic-memory status",
        _nothing,
        "pm_status",
    ),
    Command(
        "pin",
        "Keep a memory from fading (or let it fade again with --unpin).",
        "plastic-memory pin 结婚\n  plastic-memory pin --id 12 --unpin",
        _add_pin,
        "pm_pin",
        lambda a: {"id": a.id, "text": a.text, "unpin": a.unpin},
    ),
    Command(
        "trace",
        "Show where a memory came from, when you said it and what became of it.",
        "plastic-memory trace --id 12",
        _id_or_text("trace"),
        "pm_trace",
        lambda a: {"id": a.id, "text": a.text},
    ),
    Command(
        "compact",
        "Fold an over-full core into fewer, coarser impressions (details are lost).",
        "plastic-memory compact            # says what would be lost\n  plastic-memory compact --confirm",
        _add_compact,
        "pm_compact",
        lambda a: {"confirm": a.confirm},
    ),
    Command(
        "diary",
        "Read what the memory keeps of you, written as a diary.",
        "plastic-memory diary --style warm",
        _add_diary,
        "pm_diary",
        lambda a: {"raw": a.raw, "style": a.style},
    ),
    Command(
        "persona",
        "Show the persona's facets; with a sentence, which ones it wakes.",
        'plastic-memory persona "今天好累"',
        _add_persona,
        "pm_persona",
        lambda a: {"text": a.text},
    ),
    Command(
        "forget",
        "Delete memories for good, with every copy of their words (asks first).",
        "plastic-memory forget 前男友            # shows what would go\n  plastic-memory forget 12 --confirm\n"
        "  plastic-memory forget --all --confirm",
        _add_forget,
    ),
    Command(
        "use",
        "Choose the owner later commands act for (until you choose again).",
        "plastic-memory use alice\n  plastic-memory use            # who is chosen\n  plastic-memory use --clear",
        _add_use,
    ),
    Command(
        "report",
        "Write a page to look at: what you said, what was kept, faded or corrected, and the dreams.",
        "plastic-memory report --open\n  plastic-memory report --output memory.html",
        _add_report,
    ),
    Command(
        "import",
        "Bring in past conversations: your words at the times you said them, a dream at each session end.",
        "hermes sessions export ~/hermes.jsonl && plastic-memory import ~/hermes.jsonl\n"
        "  plastic-memory import ~/Downloads/conversations.json",
        _add_import,
    ),
)

BY_COMMAND: dict[str, Command] = {c.name: c for c in COMMANDS}


def _global_options(parser: argparse.ArgumentParser, defaults: bool) -> None:
    # The same options are accepted before and after the subcommand; only the top level sets defaults,
    # so a subcommand that did not see an option leaves the top-level value alone.
    def default(value: Any) -> Any:
        return value if defaults else argparse.SUPPRESS

    p = parser.add_argument_group("options of every command")
    p.add_argument(
        "--home",
        default=default(None),
        metavar="DIR",
        help="the data directory (default: $PLASTIC_MEMORY_HOME, else the Hermes home's plugin data when "
        "$HERMES_HOME is set or ~/.hermes holds it, else ~/.plastic-memory)",
    )
    p.add_argument(
        "--owner",
        default=default(None),
        metavar="NAME",
        help=f"whose memory, for this command only (default: ${OWNER_ENV}, else the owner chosen with "
        "`plastic-memory use`, else default)",
    )
    p.add_argument("--json", action="store_true", default=default(False), help="print JSON for programs")
    p.add_argument(
        "-v", "--verbose", action="count", default=default(0), help="log to stderr; -vv for debug detail and tracebacks"
    )


TOP_EPILOG = """\
examples:
  plastic-memory observe "我对花生过敏"
  plastic-memory recall 过敏
  plastic-memory --owner bob recall 过敏     # bob's memory, for this one command
  plastic-memory use bob                     # from now on, bob's memory
  plastic-memory report --open

Run `plastic-memory COMMAND --help` for each command's options. Exit status: 0 done, 1 the command failed
(one line on stderr), 2 the command line was wrong."""


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser: global options plus one subcommand per command."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        epilog=TOP_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description="A memory that keeps judgements, lets details fade, dreams and takes corrections.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    _global_options(parser, defaults=True)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for command in COMMANDS:
        p = sub.add_parser(
            command.name,
            help=command.purpose,
            description=command.purpose,
            epilog=f"example:\n  {command.example}",
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        command.add_arguments(p)
        _global_options(p, defaults=False)
        p.set_defaults(flags=_flag_names(p))
    return parser


def _flag_names(p: argparse.ArgumentParser) -> dict[str, str]:
    """How each argument is written on this command line, so errors name -k rather than 'k'."""
    return {
        a.dest: max(a.option_strings, key=len) if a.option_strings else str(a.metavar or a.dest.upper())
        for a in p._actions
    }
