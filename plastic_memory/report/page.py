"""The memory report: one self-contained HTML page (inline CSS and SVG, no script, nothing from the network) that
shows one owner what was said and what became of it, the dreams, pins and counts over time."""

from __future__ import annotations

import hashlib
import os
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from ..language.lazy_re import later
from .. import __version__
from .data import OUTCOMES, DreamRun, History, Impression, gather
from .charts import OUTCOME_COLOURS, OUTCOME_WORDS, counts_over_time, retention_curves, timeline
from ..language.timefmt import iso, minute

if TYPE_CHECKING:
    from ..state.owner import Owner

# The page may load nothing at all: styles are inline, images are inline SVG.
POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

STYLE = """
body{font:15px/1.55 system-ui,-apple-system,"Segoe UI","Noto Sans CJK SC","PingFang SC",sans-serif;color:#222;
 background:#fbfaf7;margin:0}
main{max-width:980px;margin:0 auto;padding:28px 20px 60px}
h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:36px 0 8px;border-bottom:1px solid #e4e0d6;padding-bottom:4px}
.sub{color:#666;margin:0 0 18px}.note{fill:#777;font-size:13px}p.hint{color:#666;font-size:13px;margin:4px 0 10px}
.cards{display:flex;flex-wrap:wrap;gap:10px}.card{background:#fff;border:1px solid #e4e0d6;border-radius:8px;
 padding:10px 14px;min-width:120px}.card b{display:block;font-size:22px}.card span{color:#666;font-size:13px}
blockquote{background:#fff;border-left:4px solid #3a6db5;margin:0;padding:12px 16px;border-radius:4px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{text-align:left;padding:4px 8px;vertical-align:top;
 border-bottom:1px solid #eee}th{color:#555;font-weight:600}td.n{white-space:nowrap;color:#555}
details{margin:6px 0;background:#fff;border:1px solid #e4e0d6;border-radius:6px;padding:4px 10px}
summary{cursor:pointer;font-weight:600}.swatch{display:inline-block;width:10px;height:10px;border-radius:50%;
 margin-right:6px}.legend span{margin-right:14px;font-size:13px;color:#444}ul.folds{margin:2px 0;padding-left:18px}
svg text{font-size:11px;fill:#555}svg .lane{font-size:12px;fill:#333}svg .dream{font-size:12px;fill:#3a6db5}
svg .panel{fill:#fff;stroke:#e4e0d6}svg .panel-title{font-size:12px;fill:#333;font-weight:600}
svg .lane-line{stroke:#eee}svg .axis-line{stroke:#bbb}svg .tick{stroke:#bbb}
svg .threshold{stroke:#c0392b;stroke-dasharray:4 3;stroke-width:1}svg .curve{fill:none;stroke:#555;stroke-width:1.5}
svg .bar{fill:#e2ddd0}svg .series{fill:none;stroke-width:2}svg .s0{stroke:#2f7d4f;fill:#2f7d4f}
svg .s1{stroke:#3a6db5;fill:#3a6db5}svg .s2{stroke:#d4860b;fill:#d4860b}svg polyline.series{fill:none}
footer{margin-top:40px;color:#888;font-size:12px}
"""


_NAME_CHARS = 60  # of the owner in the name: 60 CJK characters are 180 bytes
_HASHED = later(r"-[0-9a-f]{10}$")


def report_name(owner: str) -> str:
    """A file name for an owner's report, safe on every platform and never shared by two owners: report-<owner>.html
    when the name is plain (letters, digits, "-", "_", "."; short), else a safe form plus a short hash of the whole
    name (`webui:42` and `webui/42` are report-webui_42-<hash>.html, each its own). A plain name never ends like a
    hash, so it cannot meet a hashed one; the name stays within the 255 bytes file systems allow."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in owner).strip(".")
    if safe == owner and 0 < len(owner) <= _NAME_CHARS and not _HASHED.search(owner):
        return f"report-{owner}.html"
    tag = hashlib.blake2b(owner.encode("utf-8", "surrogatepass"), digest_size=5).hexdigest()
    return f"report-{safe[:_NAME_CHARS] or 'owner'}-{tag}.html"


def _card(value: object, label: str) -> str:
    return f'<div class="card"><b>{escape(str(value))}</b><span>{escape(label)}</span></div>'


def _summary(h: History) -> str:
    s, outcomes = h.status, {o: sum(1 for r in h.remarks if r.outcome == o) for o in OUTCOMES}
    cards = [
        _card(outcomes["kept"] + outcomes["folded"], "remarks remembered"),
        _card(outcomes["faded"] + outcomes["forgotten"] + h.let_go, "remarks let go"),
        _card(outcomes["corrected"] + outcomes["superseded"], "corrected or superseded"),
        _card(s.get("impressions_alive", 0), "impressions"),
        _card(s.get("pinned", 0), "pinned"),
        _card(len(h.dreams), "dreams and compactions"),
        _card(s.get("junk_blocked", 0), "small talk not stored"),
    ]
    return '<div class="cards">' + "".join(cards) + "</div>"


def _legend() -> str:
    return (
        '<p class="legend">'
        + "".join(
            f'<span><i class="swatch" style="background:{OUTCOME_COLOURS[o]}"></i>{escape(OUTCOME_WORDS[o])}</span>'
            for o in OUTCOMES
        )
        + "</p>"
    )


def _sources(h: History, imp: Impression, until: float | None = None) -> str:
    """What an impression rests on; with `until`, only what it rested on then (later remarks join it too)."""
    if imp.from_impressions:
        return "impressions " + ", ".join(f"#{i}" for i in imp.sources)
    items = []
    for i in imp.sources:
        r = h.by_id.get(i)
        if r is not None and until is not None and r.said > until:
            continue
        items.append(
            f"<li>#{i} {escape(r.text)} <small>({minute(r.said)})</small></li>"
            if r
            else f"<li>#{i} <small>(no longer stored)</small></li>"
        )
    return '<ul class="folds">' + "".join(items) + "</ul>"


_COUNT_WORDS = (
    ("merged", "topic folded", "topics folded"),
    ("promoted", "remark kept alone", "remarks kept alone"),
    ("attached", "remark added to an impression", "remarks added to impressions"),
    ("eliminated", "remark let go", "remarks let go"),
    ("faded", "impression faded", "impressions faded"),
    ("demoted", "impression set aside", "impressions set aside"),
    ("changed", "impression compacted", "impressions compacted"),
    ("created", "formed", "formed"),
)


def _dream_row(h: History, d: DreamRun) -> str:
    counts = ", ".join(
        f"{int(d.counts[k])} {one if d.counts[k] == 1 else many}" for k, one, many in _COUNT_WORDS if d.counts.get(k)
    ) or ("not logged" if not d.counts else "nothing to fold")
    folded = "".join(
        f"<div>{'compacted into' if imp.from_impressions else 'formed'} impression #{imp.id} "
        f"({escape(imp.kind)}) from: {_sources(h, imp, d.ended)}</div>"
        for imp in d.formed
    )
    attached = "".join(
        f"<div>#{rid} {escape(h.by_id[rid].text) if rid in h.by_id else ''} joined impression #{imp}</div>"
        for rid, imp in d.attached
    )
    after = f"{d.events_alive} remarks, {d.impressions_alive} impressions" if d.events_alive is not None else ""
    return (
        f'<tr><td class="n">{minute(d.started)}</td><td>{escape(d.what)}</td><td>{escape(counts)}'
        f'{folded}{attached}</td><td class="n">{after}</td></tr>'
    )


def _dreams(h: History) -> str:
    if not h.dreams:
        return "<p>No dream yet. The memory dreams once enough has piled up, or when you ask it to.</p>"
    rows = "".join(_dream_row(h, d) for d in reversed(h.dreams))
    return f"<table><tr><th>when</th><th></th><th>what it did and folded</th><th>alive after</th></tr>{rows}</table>"


def _pins(h: History) -> str:
    items = [
        f"<li>#{r.id} {escape(r.text)} <small>(said {minute(r.said)}, {escape(r.kind)})</small></li>"
        for r in h.remarks
        if r.pinned and r.alive
    ]
    items += [
        f"<li>impression #{i.id} ({escape(i.kind)}), from: {_sources(h, i)}</li>"
        for i in h.impressions
        if i.pinned and i.alive
    ]
    return "<ul>" + "".join(items) + "</ul>" if items else "<p>Nothing is pinned.</p>"


def _remarks(h: History) -> str:
    out = []
    for outcome in OUTCOMES:
        mine = [r for r in h.remarks if r.outcome == outcome]
        if not mine:
            continue
        rows = "".join(
            f'<tr><td class="n">#{r.id}</td><td class="n">{minute(r.said)}</td><td>{escape(r.kind)}</td>'
            f"<td>{escape(r.text)}</td><td>{escape(r.why or '')}</td></tr>"
            for r in reversed(mine)
        )
        opened = " open" if outcome in ("corrected", "superseded") else ""
        out.append(
            f'<details{opened}><summary><i class="swatch" style="background:{OUTCOME_COLOURS[outcome]}">'
            f"</i>{escape(OUTCOME_WORDS[outcome])} ({len(mine)})</summary><table>{rows}</table></details>"
        )
    if h.let_go:
        out.append(
            f'<p class="hint">{h.let_go} more remarks were let go entirely: their words are no longer '
            "stored anywhere in the memory.</p>"
        )
    return "".join(out) or "<p>Nothing said yet.</p>"


def render(h: History) -> str:
    """The whole page for one owner's history."""
    owner = escape(h.owner)
    diary = escape(h.diary) if h.diary else "Nothing is kept yet."
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>plastic-memory: what it keeps of {owner}</title><style>{STYLE}</style></head>
<body><main>
<h1>What plastic-memory keeps of {owner}</h1>
<p class="sub">As of {minute(h.now)} <small>({iso(h.now)})</small>. Your own remarks are listed; the impressions
formed from them are shown only through the diary below and by the remarks they rest on.</p>
{_summary(h)}
<h2>The diary</h2>
<blockquote>{diary}</blockquote>
<h2>Timeline</h2>
<p class="hint">Each dot is a remark, placed on the day you said it, in the lane of what became of it. Markers at
the top are dreams (▼) and compactions (◆). Hover over a dot to read it.</p>
{_legend()}
{timeline(h)}
<h2>How remarks fade</h2>
<p class="hint">Retention is 0.5 ^ (days since last said / half-life). Below the dashed line
({h.threshold:g}) a remark is forgotten at the next dream. Dots are the remarks remembered now; hollow ones are
pinned or waiting for their date.</p>
{retention_curves(h)}
<h2>Dreams</h2>
{_dreams(h)}
<h2>Pinned</h2>
{_pins(h)}
<h2>Counts over time</h2>
{counts_over_time(h)}
<h2>Everything you said that is still on file</h2>
{_remarks(h)}
<footer>Written by plastic-memory {escape(__version__)} for {owner}. This page is self-contained: it runs no script
and loads nothing from the network.</footer>
</main></body></html>
"""


def write_report(state: "Owner", path: str | os.PathLike) -> int:
    """Write the owner's report to `path` (readable by its owner only); returns its size in bytes. `state` is the
    owner's state below the facade (Memory.state)."""
    data = render(gather(state)).encode("utf-8")
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(partial, target)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    return len(data)
