"""Command line: each subcommand runs one tool from the tool table (or chooses an owner, or writes the report)
and prints its result for a person, or as JSON with --json."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sqlite3
import sys
import traceback
import webbrowser
from pathlib import Path
from typing import Callable

from . import readable, tools
from ..memory import Memory
from ..errors import PlasticMemoryError
from .commands import BY_COMMAND, PROG, build_parser
from .homes import resolve_home
from .whose import OWNER_ENV, read_active_owner, resolve_owner, write_active_owner
from .tools import ArgumentError

EXIT_PIPE = 141  # what a shell reports for a command cut off by `| head`: 128 + SIGPIPE


def _model_note(memory: Memory, command: str, args: argparse.Namespace) -> str | None:
    """What to tell the person before a command that may wait on a model, or None when it won't."""
    distiller = memory.distiller
    waits = (
        command in ("dream", "report")
        or (command == "diary" and not args.raw)
        or (command == "compact" and args.confirm)
    )
    if distiller is None or not waits:
        return None
    endpoint = getattr(getattr(distiller, "chat", None), "endpoint", None)
    model = f"{endpoint.model} at {endpoint.base_url}" if endpoint is not None else "the model"
    timeout = f", up to {endpoint.timeout:g} s a call" if endpoint is not None else ""
    return f"{PROG}: asking {model}{timeout}..."


def _status(memory: Memory, args: argparse.Namespace, owner) -> dict:
    return {
        "owner": owner.name,
        "owner_source": owner.source,
        "home": str(memory.config.home),
        "home_source": getattr(args, "home_source", None),
        **tools.call(memory, "pm_status"),
    }


def _use(args: argparse.Namespace) -> dict:
    if args.clear or args.name is not None:
        write_active_owner(None if args.clear else args.name, args.home)
    owner = resolve_owner(None, args.home)
    return {"chosen": read_active_owner(args.home), "owner": owner.name, "owner_source": owner.source}


def _report(memory: Memory, args: argparse.Namespace) -> dict:
    from ..report.page import report_name, write_report  # only this command needs the page renderer

    target = Path(args.output).expanduser() if args.output else memory.config.home / report_name(memory.owner)
    written = write_report(memory.state, target)
    opened = bool(webbrowser.open(target.resolve().as_uri())) if args.open else None
    return {"path": str(target), "bytes": written, "opened": opened}


def _import(args: argparse.Namespace, owner) -> dict:
    from .importing import Bar, import_file  # only this command needs the importer

    summary = import_file(
        args.file,
        args.home,
        owner.name,
        args.file_format,
        named=os.environ.get(OWNER_ENV, "").strip(),
        progress=Bar(sys.stderr),
        llm=None if args.with_model else False,
    )
    return summary.as_dict()


def run(args: argparse.Namespace, note: Callable[[str], None] = lambda text: None) -> dict:
    """Open the memory the options point at and run the command; `note` hears about waits on a model."""
    home = resolve_home(args.home)
    args.home, args.home_source = str(home.path), home.source
    if args.command == "use":
        return _use(args)
    if args.command == "import":
        return _import(args, resolve_owner(args.owner, args.home))
    command = BY_COMMAND[args.command]
    owner = resolve_owner(args.owner, args.home)
    with Memory(home=args.home, owner=owner.name) as memory:
        waiting = _model_note(memory, args.command, args)
        if waiting:
            note(waiting)
        if args.command == "status":
            return _status(memory, args, owner)
        if args.command == "report":
            return _report(memory, args)
        if args.command == "forget":
            target = f"#{args.id}" if getattr(args, "id", None) is not None else args.target
            return tools.forget(memory, target, args.all, args.confirm)
        tool_args = command.tool_args(args)
        if args.command == "observe" and args.text == "-":
            tool_args["text"] = _read_bounded(sys.stdin.buffer, memory.config.max_text_chars * 16)
        return tools.call(memory, command.tool or command.name, tool_args)


def _read_bounded(stream, limit: int) -> str:
    """Standard input up to `limit` bytes (four times the stored length at four bytes a character; the rest could
    never be stored), the remainder read and dropped in pieces, so a huge pipe costs no more memory than that."""
    data = stream.read(limit)
    while stream.read(1 << 16):
        pass
    return data.decode("utf-8", errors="ignore").strip()


def render_result(command: str, result: dict, prog: str = PROG) -> str:
    """A command's result as text a person reads."""
    if command == "use":
        chosen = result["chosen"]
        lines = [
            f"Later commands act for {chosen}."
            if chosen
            else f"No owner is chosen; later commands act for {result['owner']}."
        ]
        if result["owner_source"] == OWNER_ENV:
            lines.append(f"But ${OWNER_ENV} is set, so they act for {result['owner']} while it is.")
        return "\n".join(lines)
    if command == "import":
        from .importing import Summary, describe

        return describe(Summary(**result))
    if command == "report":
        size = f"{result['bytes'] / 1024:,.0f} KB"
        opened = {
            None: "",
            True: " Opened it in your browser.",
            False: " No browser could be started here; open the file yourself.",
        }[result["opened"]]
        return f"Wrote {result['path']} ({size}).{opened}"
    return readable.render(BY_COMMAND[command].tool or command, result, prog)


def _error_line(exc: BaseException, args: argparse.Namespace | None) -> str:
    if isinstance(exc, ArgumentError) and exc.argument and args is not None:
        return f"{args.flags.get(exc.argument, exc.argument)} {exc.problem}"
    if isinstance(exc, PlasticMemoryError):
        return str(exc)
    if isinstance(exc, sqlite3.Error):
        return f"the memory database failed: {exc}"
    if isinstance(exc, OSError):
        return f"{exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else "")
    return f"unexpected {type(exc).__name__}: {exc} (run with -vv to see where)"


def _quiet_stdout() -> None:
    """After a closed pipe: point stdout at /dev/null so the interpreter's final flush has nowhere to fail."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()  # inside the caller's try: a closed pipe shows up here, not at interpreter exit


def main(argv: list[str] | None = None) -> int:
    """Entry point of the plastic-memory command; returns the exit code."""
    args = None
    try:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # --help and usage errors; returned so main() can be called in-process
            return exc.code if isinstance(exc.code, int) else 1
        if args.verbose:
            logging.basicConfig(
                level=logging.DEBUG if args.verbose > 1 else logging.INFO,
                stream=sys.stderr,
                format="%(levelname)s %(name)s: %(message)s",
            )
        result = run(args, note=lambda text: print(text, file=sys.stderr, flush=True))
        _say(json.dumps(result, ensure_ascii=False, indent=2) if args.json else render_result(args.command, result))
        return 0
    except BrokenPipeError:
        _quiet_stdout()
        return EXIT_PIPE
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        if args is not None and args.verbose > 1:
            traceback.print_exc()
        line = " ".join(_error_line(exc, args).split())
        print(f"{PROG}: error: {line}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
