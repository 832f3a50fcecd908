"""The package's layout holds: imports point one way (language < judgement < state < turn, sleep < memory <
report < faces), few modules at the top, and every module and subpackage says its job in its first line."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "plastic_memory"

# A module may import its own part and any part ranked lower, never one ranked the same or higher. The bottom holds
# what everything shares (errors, argument checks, then the settings that use them) and the only SQL (store); the persona reads words, so
# it sits just above language, and above the reading of its file. turn and sleep share a rank: neither calls the other.
RANK = {
    "errors": 0,
    "arguments": 1,
    "config": 2,
    "store": 2,
    "language": 3,
    "persona_file": 4,
    "persona": 5,
    "judgement": 6,
    "state": 7,
    "turn": 8,
    "sleep": 8,
    "memory": 9,
    "report": 10,
    "faces": 11,
}
FRONT = {"__init__", "__main__"}  # the package's front door and `python -m plastic_memory`: they may import all


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def dotted(path: Path) -> list[str]:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return parts[:-1] if parts[-1] == "__init__" else parts


def part_of(name: list[str]) -> str | None:
    """The part a dotted name inside the package belongs to (None for the package itself)."""
    return name[1] if len(name) > 1 else None


def imported(path: Path, text: str | None = None) -> list[tuple[int, list[str]]]:
    """(line, dotted name) of every module of this package that `path` (or `text` standing there) imports,
    TYPE_CHECKING imports included."""
    here = dotted(path)
    package = here if path.name == "__init__.py" else here[:-1]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8") if text is None else text)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name.split(".")) for a in node.names if a.name.startswith("plastic_memory")]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1] + (node.module.split(".") if node.module else [])
            elif (node.module or "").startswith("plastic_memory"):
                base = node.module.split(".")
            else:
                continue
            if len(base) == 1:  # from .. import x: x is a part, or a name of the package (its __version__)
                found += [(node.lineno, base + [a.name]) for a in node.names if a.name in RANK]
            else:
                found.append((node.lineno, base))
    return found


def test_imports_point_one_way():
    wrong = []
    for path in modules():
        me = part_of(dotted(path))
        if me is None or me in FRONT:
            continue
        assert me in RANK, f"{path.relative_to(PACKAGE)}: a part the layout test does not know; give it a rank"
        for line, name in imported(path):
            other = part_of(name)
            if other is not None and other != me and RANK[other] >= RANK[me]:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} ({me}) imports {'.'.join(name)} ({other})")
    assert wrong == []


def test_the_check_sees_a_wrong_way_import():
    """The checker itself: an import from turn into sleep is found, relative or absolute."""
    text = "from ..sleep import relabel\nimport plastic_memory.faces.cli\nfrom .. import errors\n"
    found = [name for _, name in imported(PACKAGE / "turn" / "observe.py", text)]
    assert found == [["plastic_memory", "sleep"], ["plastic_memory", "faces", "cli"], ["plastic_memory", "errors"]]


def test_few_modules_at_the_top_and_one_level_of_parts():
    top = [p.name for p in PACKAGE.glob("*.py")]
    assert len(top) <= 15, top
    assert not list(PACKAGE.glob("*/*/*.py")), "one level of subpackages"
    parts = {p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert parts <= set(RANK), parts - set(RANK)


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_module_says_its_job_first(path):
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
    assert doc and len(doc.splitlines()[0]) > 20, "a module starts with a docstring saying its job"


def test_the_core_never_imports_hermes():
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and not n.level]
        assert not [n for n in names if n.split(".")[0] in ("hermes_cli", "hermes", "run_agent", "tools")], path
