"""Patterns compiled on first use, and prefilter catalogues filed on the first text: the same answers as compiled
patterns, and an import of the package that compiles almost nothing."""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap

from plastic_memory.language import prefilter
from plastic_memory.language.lazy_re import later


def test_a_later_pattern_answers_what_the_compiled_one_does():
    source = r"(?P<who>my (?:sister|brother)) (?:moved|lives) (?:to|in) (?P<where>[A-Z]\w+)"
    rx, lazy = re.compile(source), later(source)
    text = "my sister moved to Leeds and my brother lives in York"
    assert lazy.pattern == source
    assert lazy.search(text).groupdict() == rx.search(text).groupdict()
    assert lazy.match(text).span() == rx.match(text).span()
    assert lazy.fullmatch(text) is None and rx.fullmatch(text) is None
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in rx.finditer(text)]
    assert lazy.findall(text) == rx.findall(text)
    assert lazy.sub(r"\g<where>", text) == rx.sub(r"\g<where>", text)
    assert lazy.subn("", text, count=1) == rx.subn("", text, count=1)
    assert lazy.split(text, maxsplit=1) == rx.split(text, maxsplit=1)
    assert (lazy.groups, dict(lazy.groupindex)) == (rx.groups, dict(rx.groupindex))
    # a match's .re is the compiled pattern: which one it was is told by the source, never by identity
    assert lazy.search(text).re.pattern == lazy.pattern


def test_flags_are_kept_and_groups_read_before_any_search():
    lazy = later(r"(allerg)(ic|y)", re.IGNORECASE)
    assert lazy.groups == 2
    assert lazy.search("ALLERGIC to cats").group(2) == "IC"


def test_a_catalogue_files_what_joins_it_after_the_first_text():
    catalog = prefilter.new_catalog()
    first = prefilter.Index([r"\bvet\b", r"去世|过世"], catalog)
    assert first.candidates("我的猫去世了") == {1}
    later_one = prefilter.Index([r"\bmoved\b"], catalog)  # (a language's patterns join when its first text is read)
    assert later_one.candidates("we moved to the vet's street") == {0}
    assert first.candidates("we moved to the vet's street") == {0}


def test_importing_the_package_compiles_almost_nothing():
    script = textwrap.dedent(
        """
        import re
        compiled = []
        real = re.compile
        re.compile = lambda *a, **k: compiled.append(a[0]) or real(*a, **k)
        import plastic_memory  # noqa: F401
        print(len(compiled))
        """
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    # (over a thousand patterns were compiled at every start; a few helpers still build theirs while importing)
    assert int(out) < 100
