"""The documentation holds: the README is short and marks the one test command CI runs, every link resolves, and the
tools, commands and settings the pages name are the ones the code has."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from plastic_memory.faces.commands import COMMANDS
from plastic_memory.faces.tools import TOOLS

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
PAGES = [README, ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
MARK = "# the test command"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
REGISTRY_HOSTS = ("pypi.org", "pypi.python.org", "npmjs.com", "npmjs.org", "crates.io", "rubygems.org")


def prose(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def slug(heading: str) -> str:
    """The anchor a Markdown heading gets on the forge: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    return re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", text))


def anchors(path: Path) -> set[str]:
    return {slug(m.group(1)) for m in re.finditer(r"^#+\s+(.*)$", prose(path), re.M)}


def test_the_readme_is_short():
    assert len(prose(README).splitlines()) <= 150


def test_the_readme_marks_one_test_command_and_ci_runs_exactly_it():
    marked = [line for line in prose(README).splitlines() if line.rstrip().endswith(MARK)]
    assert len(marked) == 1, marked
    command = marked[0].rstrip()[: -len(MARK)].strip()
    for part in ("chromium", "apt-get install", "pip install -e '.[test]'", "pytest -n auto"):
        assert part in command, part
    ci = prose(ROOT / ".ci" / "run")
    (extract,) = [line for line in ci.splitlines() if line.startswith("test_command=")]
    done = subprocess.run(
        ["bash", "-c", f"{extract}; printf '%s' \"$test_command\""],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout == command
    assert 'bash -c "$test_command"' in ci


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_resolves(page):
    broken = []
    for target in LINK.findall(prose(page)):
        if target.startswith(("http://", "https://")):
            assert not any(host in target for host in REGISTRY_HOSTS), f"name a registry, do not link it: {target}"
            continue
        if target.startswith("mailto:"):
            continue
        file, _, anchor = target.partition("#")
        found = (page.parent / file).resolve() if file else page
        if not found.exists():
            broken.append(target)
        elif anchor and found.suffix == ".md" and anchor not in anchors(found):
            broken.append(target)
    assert broken == []


def test_every_file_a_page_names_exists():
    """Paths in prose (`plastic_memory/language/mask.py`, `bench/stress90.py`) name files that are there; a pattern
    (`bench/data/judgement-*.jsonl`) is read up to its first wildcard."""
    named = documented(r"\b((?:plastic_memory|bench|tests|examples|docs)/[\w./-]*\w)")
    assert [n for n in sorted(named) if not any(ROOT.glob(n + "*"))] == []


def test_no_page_names_a_registry_by_its_address():
    for page in PAGES:
        assert not [h for h in REGISTRY_HOSTS if h in prose(page)], page


def documented(pattern: str) -> set[str]:
    return {m for page in PAGES for m in re.findall(pattern, prose(page))}


def test_the_documented_tools_are_the_tool_table():
    names = {t.name for t in TOOLS}
    assert documented(r"\bpm_[a-z]+\b") == names
    hermes = prose(ROOT / "docs" / "hermes-plugin.md")
    assert all(f"`{name}`" in hermes for name in names)


def test_the_documented_commands_are_the_cli_subcommands():
    table = [line for line in prose(ROOT / "docs" / "cli.md").splitlines() if line.startswith("| `")]
    assert {re.match(r"\| `([a-z]+)", line).group(1) for line in table} == {c.name for c in COMMANDS}


def test_the_documented_slash_subcommands_are_the_plugins():
    usage = prose(ROOT / "hooks.py").split('USAGE = """')[1].split('"""')[0]
    plugin = set(re.findall(r"^  ([a-z]+)\b", usage, re.M))
    assert set(re.findall(r"/plastic-memory ([a-z]+)", prose(ROOT / "docs" / "hermes-plugin.md"))) == plugin


def code_settings() -> set[str]:
    sources = [*(ROOT / "plastic_memory").rglob("*.py"), ROOT / "hooks.py", ROOT / "identity.py"]
    return {m for path in sources for m in re.findall(r"\bPLASTIC_MEMORY_[A-Z_]*[A-Z]\b", prose(path))}


def test_the_documented_settings_are_the_ones_the_code_reads():
    table = prose(ROOT / "docs" / "configuration.md").split("## Every setting")[1].split("\n## ")[0]
    assert set(re.findall(r"^\| `(PLASTIC_MEMORY_[A-Z_]+)`", table, re.M)) == code_settings()
    assert documented(r"\bPLASTIC_MEMORY_[A-Z_]*[A-Z]\b") <= code_settings()
