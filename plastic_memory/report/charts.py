"""The memory report's charts as inline SVG: a timeline of remarks by outcome, retention curves per kind, and
counts over time. Each mark carries a <title>, so hovering shows what it is without any script."""

from __future__ import annotations

import math
from html import escape
from typing import Iterable

from ..config import DAY
from .data import OUTCOMES, History, Remark
from ..language.timefmt import day, midnight, minute

OUTCOME_COLOURS = {
    "kept": "#2f7d4f",
    "folded": "#3a6db5",
    "faded": "#b3a07a",
    "forgotten": "#8c8c8c",
    "corrected": "#c0392b",
    "superseded": "#d4860b",
}
OUTCOME_WORDS = {
    "kept": "kept",
    "folded": "kept, folded into an impression",
    "faded": "faded",
    "forgotten": "forgotten (crowded out)",
    "corrected": "corrected by you",
    "superseded": "superseded by a newer remark",
}
KIND_ORDER = ("identity", "critical", "boundary", "pref", "life", "promise", "plan", "fact", "emotion")


def _fmt(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _svg(width: int, height: int, label: str, body: Iterable[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="100%" role="img" '
        f'aria-label="{escape(label)}">' + "".join(body) + "</svg>"
    )


def _text(x: float, y: float, text: str, cls: str = "axis", anchor: str = "start") -> str:
    return f'<text x="{_fmt(x)}" y="{_fmt(y)}" class="{cls}" text-anchor="{anchor}">{escape(text)}</text>'


def _line(x1: float, y1: float, x2: float, y2: float, cls: str) -> str:
    return f'<line x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(x2)}" y2="{_fmt(y2)}" class="{cls}"/>'


def _dot(x: float, y: float, colour: str, title: str, r: float = 4.0, hollow: bool = False) -> str:
    fill = "none" if hollow else colour
    return (
        f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(r)}" fill="{fill}" stroke="{colour}">'
        f"<title>{escape(title)}</title></circle>"
    )


def _day_ticks(t0: float, t1: float, x, y: float) -> list[str]:
    """Date labels along a time axis, about eight of them, on whole days."""
    days = max(1, math.ceil((t1 - t0) / DAY))
    step = max(1, math.ceil(days / 8))
    out = []
    for n in range(0, days + 1, step):
        at = t0 + n * DAY
        out.append(_line(x(at), y - 4, x(at), y, "tick"))
        out.append(_text(x(at), y + 12, day(at)[5:], anchor="middle"))
    return out


def _remark_title(r: Remark) -> str:
    return f"#{r.id} said {minute(r.said)} ({r.kind}): {r.text} [{OUTCOME_WORDS[r.outcome]}]"


def timeline(h: History) -> str:
    """One lane per outcome, one dot per remark at the time it was said; dreams marked along the top."""
    width, left, right, lane, top = 960, 150, 20, 30, 34
    if not h.remarks:
        return _svg(width, 40, "timeline", [_text(left, 24, "Nothing said yet.", "note")])
    t0 = midnight(min(r.said for r in h.remarks))
    t1 = max(h.now, t0 + DAY)
    x = lambda t: left + (width - left - right) * (t - t0) / (t1 - t0)  # noqa: E731
    height = top + lane * len(OUTCOMES) + 24
    body = [_text(left - 10, 20, "dreams", "lane", "end")]
    for d in h.dreams:
        mark = "◆" if d.what == "compaction" else "▼"
        body.append(
            f'<text x="{_fmt(x(d.started))}" y="22" class="dream" text-anchor="middle">{mark}'
            f"<title>{escape(d.what)} {minute(d.started)}: {len(d.formed)} formed, "
            f"{len(d.attached)} added</title></text>"
        )
    for n, outcome in enumerate(OUTCOMES):
        y = top + lane * n + lane / 2
        count = sum(1 for r in h.remarks if r.outcome == outcome)
        body.append(_line(left, y, width - right, y, "lane-line"))
        body.append(_text(left - 10, y + 4, f"{outcome} ({count})", "lane", "end"))
        for r in (r for r in h.remarks if r.outcome == outcome):
            jitter = (r.id * 7 % 9 - 4) * 2.2  # spreads dots said at one moment without hiding any
            body.append(_dot(x(r.said), y + jitter, OUTCOME_COLOURS[outcome], _remark_title(r), 3.6))
    body += _day_ticks(t0, t1, x, top + lane * len(OUTCOMES) + 4)
    return _svg(width, height, "timeline of remarks by outcome", body)


def _nice_days(age: float) -> int:
    for span in (30, 60, 90, 180, 365, 730):
        if age <= span:
            return span
    return 730


def retention_curves(h: History) -> str:
    """One small chart per kind: its curve, the forgetting threshold, and each remembered remark where it is now."""
    alive = [r for r in h.remarks if r.alive and r.outcome in ("kept", "folded", "faded")]
    span = _nice_days(max([(h.now - r.seen) / DAY for r in alive] + [30]) * 1.1)
    cols, w, ht = 3, 310, 170
    charts = []
    for n, kind in enumerate(KIND_ORDER):
        ox, oy = (n % cols) * (w + 15), (n // cols) * (ht + 20)
        px, py, pw, ph = ox + 38, oy + 24, w - 52, ht - 56
        x = lambda days, px=px, pw=pw: px + pw * min(days, span) / span
        y = lambda ret, py=py, ph=ph: py + ph * (1 - ret)
        half_life = h.half_lives.get(kind)
        mine = [r for r in alive if r.kind == kind]
        label = f"{kind}: " + (f"half-life {half_life:g} days" if half_life else "never fades") + f" · {len(mine)}"
        parts = [
            f'<rect x="{ox}" y="{oy}" width="{w}" height="{ht}" class="panel"/>',
            _text(ox + 10, oy + 16, label, "panel-title"),
        ]
        parts.append(_line(px, py + ph, px + pw, py + ph, "axis-line"))
        parts.append(_line(px, py, px, py + ph, "axis-line"))
        for ret in (0, 0.5, 1):
            parts.append(_text(px - 8, y(ret) + 4, _fmt(ret), anchor="end"))
        for frac in (0, 0.5, 1):
            parts.append(_text(x(span * frac), py + ph + 14, f"{span * frac:g} d", anchor="middle"))
        parts.append(_line(px, y(h.threshold), px + pw, y(h.threshold), "threshold"))
        points = [(x(span * i / 60), y(0.5 ** (span * i / 60 / half_life) if half_life else 1.0)) for i in range(61)]
        parts.append('<polyline class="curve" points="' + " ".join(f"{_fmt(a)},{_fmt(b)}" for a, b in points) + '"/>')
        for r in mine:
            age = max(0.0, (h.now - r.seen) / DAY)
            waiting = r.expires_at if r.expires_at is not None and h.now < r.expires_at else None
            where = (
                "pinned: never fades"
                if r.pinned
                else f"waiting for its date {day(waiting)}"
                if waiting is not None
                else f"{age:.1f} days since last said, retention {r.retention:.2f}"
            )
            colour = OUTCOME_COLOURS[r.outcome]
            parts.append(
                _dot(
                    x(0 if waiting is not None else age),
                    y(r.retention),
                    colour,
                    f"#{r.id} {r.text} ({where})",
                    3.4,
                    hollow=waiting is not None or r.pinned,
                )
            )
        charts.append("".join(parts))
    rows = math.ceil(len(KIND_ORDER) / cols)
    return _svg(cols * (w + 15), rows * (ht + 20), "retention curves per kind", charts)


def counts_over_time(h: History) -> str:
    """Remarks said per day (bars, of those still on file) and, after each dream, how much is alive (lines)."""
    width, left, right, top, plot = 960, 50, 150, 14, 200
    logged = [d for d in h.dreams if d.events_alive is not None]
    if not h.remarks:
        return _svg(width, 40, "counts over time", [_text(left, 24, "Nothing said yet.", "note")])
    t0 = midnight(min(r.said for r in h.remarks))
    t1 = max(h.now, t0 + DAY)
    per_day: dict[int, int] = {}
    for r in h.remarks:
        per_day[int((r.said - t0) // DAY)] = per_day.get(int((r.said - t0) // DAY), 0) + 1
    series = {
        "remarks remembered": [(d.ended, d.events_alive) for d in logged],
        "impressions": [(d.ended, d.impressions_alive) for d in logged],
        "pinned": [(d.ended, d.pinned) for d in logged],
    }
    peak = max([1] + list(per_day.values()) + [v for pts in series.values() for _, v in pts if v is not None])
    x = lambda t: left + (width - left - right) * (t - t0) / (t1 - t0)  # noqa: E731
    y = lambda v: top + plot * (1 - v / peak)  # noqa: E731
    body = [
        _line(left, top + plot, width - right, top + plot, "axis-line"),
        _line(left, top, left, top + plot, "axis-line"),
    ]
    for v in (0, peak // 2, peak):
        body.append(_text(left - 6, y(v) + 4, str(v), anchor="end"))
    bar = max(2.0, (x(t0 + DAY) - x(t0)) * 0.6)
    for n, count in sorted(per_day.items()):
        cx = x(t0 + (n + 0.5) * DAY)
        body.append(
            f'<rect x="{_fmt(cx - bar / 2)}" y="{_fmt(y(count))}" width="{_fmt(bar)}" '
            f'height="{_fmt(top + plot - y(count))}" class="bar"><title>{day(t0 + n * DAY)}: {count} '
            f"remarks said (still on file)</title></rect>"
        )
    for n, (name, points) in enumerate(series.items()):
        if points:
            body.append(
                f'<polyline class="series s{n}" points="'
                + " ".join(f"{_fmt(x(t))},{_fmt(y(v))}" for t, v in points)
                + '"/>'
            )
        body.append(f'<rect x="{width - right + 14}" y="{top + 8 + 20 * n}" width="12" height="4" class="key s{n}"/>')
        body.append(_text(width - right + 32, top + 14 + 20 * n, name))
    body.append(f'<rect x="{width - right + 14}" y="{top + 68}" width="12" height="8" class="bar"/>')
    body.append(_text(width - right + 32, top + 76, "said that day"))
    body += _day_ticks(t0, t1, x, top + plot + 4)
    return _svg(width, top + plot + 24, "counts over time", body)
