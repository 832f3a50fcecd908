"""The memory report: one self-contained page, drawn from a simulated month, rendered by a real headless Chromium
that is watched for any network request."""

from __future__ import annotations

import importlib.util
import re
from html import unescape
from pathlib import Path

import pytest
from browser import Visit, chromium_path, visit

from plastic_memory import Memory
from plastic_memory.report.data import gather
from plastic_memory.report.page import render, report_name, write_report

QUICKSTART = Path(__file__).resolve().parent.parent / "examples" / "quickstart.py"


def quickstart():
    spec = importlib.util.spec_from_file_location("quickstart_example", QUICKSTART)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def month(tmp_path_factory):
    """Thirty simulated days of the quickstart's conversation, a dream each night, plus a few remarks to look for."""
    q = quickstart()
    home = tmp_path_factory.mktemp("report-home")
    clock = q.Clock(q.at(0, 0))
    memory = Memory(home=home, owner="quickstart", clock=clock, llm=False)
    for day, said in enumerate(q.conversation()):
        for turn, text in enumerate(said):
            clock.now = q.at(day, 9 + turn / 2)
            memory.context(text, session_id=f"day-{day}")
            memory.observe(text, session_id=f"day-{day}")
        if day == 20:
            memory.observe("My token is sk-live-0123456789abcdefghijklmnop, and I like <b>bold</b> & plain tea")
        clock.now = q.at(day, 23.5)
        memory.dream(force=True)
    clock.now = q.at(q.DAYS, 10)
    yield memory
    memory.close()


def test_the_page_shows_the_month_and_stays_self_contained(month):
    history = gather(month.state)
    page = render(history)
    outcomes = {r.outcome for r in history.remarks}
    assert {"kept", "folded", "faded", "corrected", "superseded"} <= outcomes
    assert len(history.dreams) == 30 and any(d.formed for d in history.dreams)
    assert "<script" not in page.lower() and "src=" not in page and "href=" not in page
    assert re.findall(r"https?://[^\s\"'<]+", page) == ["http://www.w3.org/2000/svg"] * page.count("<svg")
    assert "I live in Boston" in page and "I moved to Denver." in page
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; plain tea" in page and "<b>bold</b>" not in page
    assert "sk-live-0123456789abcdefghijklmnop" not in page  # masked before it was ever stored


def test_core_impressions_appear_only_as_the_diary_tells_them(month):
    history = gather(month.state)
    page = render(history)
    assert month.diary() in unescape(page)
    core = [r for r in month.store.history(month.owner) if r["layer"] == "impression" and r["alive"]]
    from_diary = unescape(page).replace(month.diary(), "")
    for row in core:  # an impression's own words (a merge of several remarks) show nowhere but the diary
        if "；" in row["text"] or "; " in row["text"]:
            assert row["text"] not in from_diary


def test_the_file_is_private_and_named_for_its_owner(month, tmp_path):
    target = tmp_path / "nested" / report_name("alice/../bob")
    size = write_report(month.state, target)
    assert target.name.startswith("report-alice_.._bob-") and target.stat().st_size == size
    assert target.stat().st_mode & 0o777 == 0o600
    assert list(target.parent.iterdir()) == [target]


# -- a real browser ----------------------------------------------------------------------------------------------


def browser_visit(page: Path, profile: Path) -> Visit:
    if chromium_path() is None:
        pytest.fail("Chromium is missing: install the Debian package (apt-get install chromium); .ci/run does")
    return visit(page, profile)


@pytest.mark.browser
def test_chromium_renders_the_report_without_a_single_network_request(month, tmp_path):
    page = tmp_path / "report.html"
    write_report(month.state, page)
    seen = browser_visit(page, tmp_path / "profile")
    assert seen.requests == []
    flat = " ".join(seen.text.split())
    assert flat.startswith("What plastic-memory keeps of quickstart")
    assert " ".join(month.diary().split()) in flat
    for heading in ("The diary", "Timeline", "How remarks fade", "Dreams", "Pinned", "Counts over time"):
        assert heading in flat
    assert "corrected by you (1)" in flat and "I live in Boston" in flat  # the correction, in its lane and list
    assert "identity: half-life 365 days" in flat and "critical: never fades" in flat
    assert seen.html.count("<svg") == 3 and "我妈住院做手术了" in flat


@pytest.mark.browser
def test_the_request_watcher_sees_a_page_that_reaches_out(tmp_path):
    leaky = tmp_path / "leaky.html"
    leaky.write_text(
        '<!DOCTYPE html><html><body><img src="http://203.0.113.9/pixel.png"><p>hello</p></body></html>',
        encoding="utf-8",
    )
    seen = browser_visit(leaky, tmp_path / "profile")
    assert "hello" in seen.text and seen.requests == ["http://203.0.113.9/pixel.png"]
    assert any("203.0.113.9" in line for line in seen.proxied)  # and it never left the machine
