"""Tool results as text a person reads: the plastic-memory command and /plastic-memory both print these.

`prog` is how the reader calls us ("plastic-memory" in a shell, "/plastic-memory" in a chat), so a hint to run
something next names it the way the reader would type it.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

from ..language.lazy_re import later
from ..config import Config
from ..language.timefmt import minute

_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(Config)}


def _number(value: Any) -> str:
    """A count or a measure without scientific notation: 6860 ms stays 6860, 0.5 stays 0.5."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        if value.is_integer():
            return f"{int(value):,}"
        return f"{value:,.2f}".rstrip("0").rstrip(".")
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{_number(n)} {one if n == 1 else many or one + 's'}"


def _ids(ids: list[int]) -> str:
    return ", ".join(f"#{i}" for i in ids)


def _when(ts: float | None) -> str:
    return minute(ts) if ts is not None else "?"


def _table(rows: list[tuple[str, str]], indent: str = "  ") -> list[str]:
    width = max((len(label) for label, _ in rows), default=0)
    return [f"{indent}{label.ljust(width)}  {value}" for label, value in rows]


# -- one renderer per tool ----------------------------------------------------------------------------------------

_DROPPED = {"question": "a question", "request": "a request to the assistant, not something about you"}


def observed(result: dict, prog: str = "plastic-memory") -> list[str]:
    action, item, kind = result["action"], result["id"], result["kind"]
    lines = {
        "stored": [f"Stored as #{item} ({kind})."],
        "reinforced": [f"Already known as #{item}; it is now a little stronger."],
        "dropped": [f"Not stored: {_DROPPED.get(result.get('reason') or '', 'small talk')}."],
        "corrected": [
            f"Corrected: {_ids(result['retracted'])} no longer "
            + ("counts" if len(result["retracted"]) == 1 else "count")
            + (f"; the fix is stored as #{item}." if item else ".")
        ],
        "flip": [f"Stored as #{item}: a change of mind; {_ids(result['demoted'])} is superseded."],
        "updated": [f"Stored as #{item}; it replaces {_ids(result['demoted'])}."],
        "empty": ["Nothing to store: the text is empty."],
        "forgotten": [
            f"Forgotten: {_ids(result['forgotten'])} deleted for good."
            if result.get("forgotten")
            else f"Nothing forgotten: {result.get('reason') or 'no clear target'}."
        ],
    }.get(action, [f"{action}."])
    if result.get("dream_due"):
        lines.append(f"Enough has piled up for a dream: {prog} dream")
    return lines


def recalled(result: dict, prog: str = "plastic-memory") -> list[str]:
    hits = result["results"]
    if not hits:
        return ["Nothing found."]
    width = max(len(f"#{h['id']}") for h in hits)
    kinds = max(len(h["kind"]) for h in hits)
    return [
        f"{('#' + str(h['id'])).ljust(width)}  {_when(h['ts'])}  {h['kind'].ljust(kinds)}  {h['text']}"
        f"  (retention {h['retention']:.2f})"
        for h in hits
    ]


# Status keys in the order and words a person reads them; keys added later still show, under "other".
_STATUS_KNOWN = {
    "events_total",
    "events_alive",
    "impressions_total",
    "impressions_alive",
    "impressions_resident",
    "pinned",
    "retracted",
    "superseded",
    "unconsolidated",
    "junk_blocked",
    "dreams",
    "compactions",
    "core_full",
    "hypotheses_open",
    "hypotheses_confirmed",
    "hypotheses_stale",
    "model_calls",
    "model_failures",
    "model_tokens",
    "persona_facets",
    "core_budget_chars",
}
_OWNER_FIELDS = {"owner", "owner_source", "home", "home_source"}


def status(result: dict, prog: str = "plastic-memory") -> list[str]:
    r = result
    lines = []
    if "owner" in r:
        lines += [
            f"Memory of {r['owner']} ({r['owner_source']})"
            + (f", in {r['home']}" if r.get("home") else "")
            + (f" (from {r['home_source']})" if r.get("home_source") else ""),
            "",
        ]
    rows = [
        (
            "remarks",
            f"{_number(r['events_alive'])} remembered, {_number(r['events_total'])} on file"
            f" ({_number(r['retracted'])} corrected, {_number(r['superseded'])} superseded)",
        ),
        ("impressions", f"{_number(r['impressions_alive'])} alive, {_number(r['impressions_resident'])} in the core"),
        ("pinned", _number(r["pinned"])),
        ("not dreamt over", _plural(r["unconsolidated"], "remark")),
        ("small talk", f"{_plural(r['junk_blocked'], 'line')} not stored"),
        (
            "dreams",
            f"{_number(r['dreams'])}, compactions {_number(r['compactions'])}"
            + (f" (the core is full: {prog} compact)" if r["core_full"] else ""),
        ),
        (
            "hypotheses",
            f"{_number(r['hypotheses_open'])} open, {_number(r['hypotheses_confirmed'])} confirmed,"
            f" {_number(r['hypotheses_stale'])} stale",
        ),
        (
            "model",
            f"{_plural(r['model_calls'], 'call')}, {_plural(r['model_failures'], 'failure')},"
            f" {_plural(r['model_tokens'], 'token')}",
        ),
        ("persona", _plural(r["persona_facets"], "facet")),
    ]
    rows += [
        (key.replace("_", " "), _number(value)) for key, value in r.items() if key not in _STATUS_KNOWN | _OWNER_FIELDS
    ]
    return lines + _table(rows)


_DREAM_PARTS = (
    ("merged", "topic folded into an impression", "topics folded into impressions"),
    ("promoted", "remark kept as an impression on its own", "remarks kept as impressions on their own"),
    ("attached", "remark added to an impression", "remarks added to impressions"),
    ("eliminated", "faded remark let go", "faded remarks let go"),
    ("faded", "impression faded", "impressions faded"),
    ("demoted", "contradicted impression set aside", "contradicted impressions set aside"),
    ("hypotheses_new", "new hunch", "new hunches"),
    ("confirmed", "hunch confirmed", "hunches confirmed"),
)


def dreamt(result: dict, prog: str = "plastic-memory") -> list[str]:
    if not result["dreamt"]:
        return [f"No dream needed yet: {_plural(result['unconsolidated'], 'new remark')} so far."]
    done = [_plural(result[key], one, many) for key, one, many in _DREAM_PARTS if result.get(key)]
    head = f"Dreamt in {_number(result['ms'])} ms"
    lines = [f"{head}: " + ("; ".join(done) if done else "nothing to fold or let go") + "."]
    if result.get("distilled_by_model"):
        lines.append(f"The model distilled {_plural(result['distilled_by_model'], 'of the topics', 'of the topics')}.")
    if result.get("core_full"):
        lines.append(f"The core is over-full; see {prog} compact")
    return lines


def pinned(result: dict, prog: str = "plastic-memory") -> list[str]:
    return [f"{'Pinned' if result['pinned'] else 'Unpinned'} #{result['id']}: {result['text']}"]


def _source_status(src: dict) -> str:
    status = src["status"]
    if status.startswith("merged into"):
        return "folded into " + status.split()[2]
    return {
        "alive": "still remembered",
        "deleted": "no longer stored",
        "retracted": "corrected by you",
        "decayed": "faded",
        "crowded": "crowded out",
    }.get(status, status)


# The engine's reasons, said to the person they are about.
_WHY = (
    (
        later(r"retracted: the user said it was wrong(?:; fixed by #(\d+))?$"),
        lambda m: "you said it was wrong" + (f"; the fix is #{m[1]}" if m[1] else ""),
    ),
    (later(r"correction of #(\d+)$"), lambda m: f"your correction of #{m[1]}"),
    (
        later(r"updated: see #(\d+)( \(the dream's model read it\))?$"),
        lambda m: f"replaced by what you said later, #{m[1]}" + (" (as the model read it in a dream)" if m[2] else ""),
    ),
    (later(r"attitude changed: see #(\d+)$"), lambda m: f"you changed your mind, see #{m[1]}"),
)


def _why(text: str) -> str:
    for pattern, say in _WHY:
        found = pattern.match(text)
        if found:
            return say(found)
    return text


def traced(result: dict, prog: str = "plastic-memory") -> list[str]:
    r = result
    what = "remark" if r["layer"] == "event" else "impression"
    verb = "said" if r["layer"] == "event" else "formed"
    state = (
        "remembered"
        if r["alive"]
        else {
            "retracted": "corrected by you",
            "superseded": "superseded",
            "decayed": "faded",
            "compacted": "compacted",
        }.get(r["state"], r["state"])
    )
    flags = ", ".join(x for x, on in (("pinned", r["pinned"]), ("in the core", r["resident"])) if on)
    lines = [
        f"#{r['id']}  {what} ({r['kind']}), {state}" + (f", {flags}" if flags else ""),
        f"    {verb} {_when(r['created'])}",
        f"    “{r['text']}”",
    ]
    if r["merged_into"]:
        lines.append(f"    folded into #{r['merged_into']}")
    if r["why"]:
        lines.append(f"    why: {_why(r['why'])}")
    if r["sources"]:
        lines.append("From:")
        for src in r["sources"]:
            said = f"said {_when(src['created'])}" if src["created"] is not None else ""
            text = f"  “{src['text']}”" if src["text"] else ""
            lines.append(f"  #{src['id']}  {said}  {_source_status(src)}{text}".replace("   ", "  "))
    return lines


def _compact_sizes(n: int) -> tuple[int, int]:
    batch = min(n, _DEFAULTS["compact_batch"])
    target = max(1, min(round(batch * _DEFAULTS["compact_target"] / _DEFAULTS["compact_batch"]), batch // 2))
    return batch, target


def compacted(result: dict, prog: str = "plastic-memory") -> list[str]:
    r = result
    before = r["impressions_before"]
    if not r["confirmed"]:
        if before < 4:
            return [f"Nothing to compact: only {_plural(before, 'impression')} could be folded."]
        batch, target = _compact_sizes(before)
        full = " That is more than it holds comfortably." if r["core_full"] else ""
        return [
            f"Nothing has changed. Your memory keeps {_plural(before, 'impression')} of you that could be "
            f"folded.{full}",
            f"Compacting folds the {_number(batch)} weakest into about {_number(target)} broader ones. "
            "The details inside them are lost: the old ones can still be traced but leave the core. "
            "Pinned memories, who you are, your health and your boundaries are never folded.",
            f"To go ahead: {prog} compact --confirm",
        ]
    if not r["changed"]:
        return [f"Nothing was folded: {_plural(before, 'impression')} is too few to compact."]
    return [
        f"Folded {_plural(r['changed'], 'impression')} into {_number(r['created'])} broader ones. "
        f"{_plural(r['impressions_after'], 'impression')} could still be folded later."
    ]


def diary(result: dict, prog: str = "plastic-memory") -> list[str]:
    return [result["diary"] or "Nothing is kept yet."]


def persona(result: dict, prog: str = "plastic-memory") -> list[str]:
    facets = result["facets"]
    lines = ["Persona facets (weight now, how it speaks):"]
    lines += _table([(f["id"], f"{f['weight']:.2f}  {f['voice']}") for f in facets])
    preview = result["preview"]
    if preview is not None:
        woke = preview["active"]
        if not woke:
            lines.append("That sentence wakes no facet.")
        else:
            lines.append(f"That sentence wakes {', '.join(woke)}" + (" (crossed)." if preview["cross"] else "."))
    if result.get("warning"):
        lines.append(f"Warning: {result['warning']}")
    return lines


def forgot(result: dict, prog: str = "plastic-memory") -> list[str]:
    """What forgetting did, or (unconfirmed) what it would delete and how to go ahead."""
    count = result["count"]
    if result["confirmed"]:
        lines = [f"Deleted {_plural(count, 'memory', 'memories')} for good."]
        if result["rebuilt"]:
            lines.append(
                f"{_plural(len(result['rebuilt']), 'impression')} that also rested on other remarks "
                "were rewritten without them."
            )
        if result["wiped"] is False:
            lines.append(
                "Another program was still reading the old pages; their words leave the files at the next dream."
            )
        return lines
    lines = [
        f"Nothing was deleted yet. This would delete {_plural(count, 'memory', 'memories')} for good, with "
        "every copy of their words; it cannot be undone."
    ]
    lines += [f"  #{i['id']}  {i['kind']}  {i['text']}" for i in result["items"]]
    if result["rebuilt"]:
        lines.append(
            f"{_plural(len(result['rebuilt']), 'impression')} resting also on other remarks would be "
            "rewritten without them."
        )
    lines.append(f"To go ahead: {prog} forget {result['target']} --confirm")
    return lines


RENDERERS: dict[str, Callable[[dict, str], list[str]]] = {
    "pm_observe": observed,
    "pm_recall": recalled,
    "pm_status": status,
    "pm_dream": dreamt,
    "pm_pin": pinned,
    "pm_trace": traced,
    "pm_compact": compacted,
    "pm_diary": diary,
    "pm_persona": persona,
    "forget": forgot,
}


def render(tool: str, result: dict, prog: str = "plastic-memory") -> str:
    """A tool's result as lines a person reads."""
    return "\n".join(RENDERERS[tool](result, prog))
