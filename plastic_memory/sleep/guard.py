"""Check a model's answer before a dream trusts it: shape, citations, length, language, and nothing invented."""

from __future__ import annotations

import json
import re
import unicodedata

from ..language.lazy_re import later
from .distill import Judgement, Remark
from ..language.text import clean
from .invented import _HAN, _new_han_token, _new_latin_word, _new_number, _new_quote


class Rejected(ValueError):
    """The model's answer is unusable; the message says why. The caller falls back to the rule tier."""


JUDGEMENT_MAX_CHARS = 240  # "one short judgement", whatever the sources' length
DIARY_MAX_CHARS = 3000

# ---------------------------------------------------------------- parsing

_THINK = later(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = later(r"```(?:json)?\s*(.*?)```", re.DOTALL | re.IGNORECASE)


def parse_json(text: str) -> object:
    """The JSON value in a model's answer, tolerating a reasoning block and a code fence around it."""
    text = _THINK.sub("", text or "").strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    if not text:
        raise Rejected("empty answer")
    try:
        return json.loads(text)
    except ValueError:
        pass
    # Some models wrap the object in a sentence; take the outermost {...} or [...] and try once more.
    for opening, closing in (("{", "}"), ("[", "]")):
        start, end = text.find(opening), text.rfind(closing)
        if 0 <= start < end:
            try:
                return json.loads(text[start : end + 1])
            except ValueError:
                continue
    raise Rejected("answer is not JSON")


def _prose(value: object, what: str) -> str:
    # Model text goes through the same cleaning as the user's (invisible characters, secrets, width, spaces),
    # with a generous bound: the length check below decides, so a long answer is rejected, not silently cut.
    if not isinstance(value, str):
        raise Rejected(f"{what} is not a string")
    text = clean(value, limit=10_000)
    if len(text) >= 2 and text[0] + text[-1] in ('""', "“”", "「」"):
        text = text[1:-1].strip()  # a judgement wrapped in quotes is not a quotation
    if not text:
        raise Rejected(f"{what} is empty")
    return text


def _cites(value: object, given: dict[int, Remark]) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise Rejected("no remarks cited")
    ids: list[int] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, (int, str)) or not str(item).strip().isdigit():
            raise Rejected(f"cited id {item!r} is not an id")
        rid = int(item)
        if rid not in given:
            raise Rejected(f"cites remark {rid}, which it was not given")
        if rid not in ids:
            ids.append(rid)
    return tuple(ids)


# ---------------------------------------------------------------- the three answers


def check_judgement(answer: object, remarks: list[Remark], min_cites: int = 1) -> Judgement:
    """Validate {"judgement": str, "cites": [ids]} against the remarks that were sent."""
    if not isinstance(answer, dict):
        raise Rejected("answer is not an object")
    given = {r.id: r for r in remarks}
    raw = answer.get("judgement", answer.get("judgment"))
    text = _prose(raw, "judgement")
    ids = _cites(answer.get("cites"), given)
    if len(ids) < min_cites:
        raise Rejected(f"rests on {len(ids)} remark(s); a distillation needs at least {min_cites}")
    sources = [given[i].text for i in ids]
    check_length(text, sources, factor=1.5, slack=24, cap=JUDGEMENT_MAX_CHARS)
    check_language(text, sources)
    check_invented(text, sources)
    return Judgement(text=text, ids=ids)


def check_judgements(answer: object, remarks: list[Remark], target: int) -> list[Judgement]:
    """Validate a compaction: a list of judgements (bare or under "judgements") that is shorter than its input
    and cites every remark at least once, since compaction coarsens memories but must not drop one outright."""
    items = answer.get("judgements", answer.get("judgments")) if isinstance(answer, dict) else answer
    if not isinstance(items, list) or not items:
        raise Rejected("no list of judgements")
    if len(items) >= len(remarks) or len(items) > target + 2:
        raise Rejected(f"{len(items)} judgements from {len(remarks)} remarks is not a compaction to ~{target}")
    out = [check_judgement(item, remarks) for item in items]
    missing = {r.id for r in remarks} - {i for j in out for i in j.ids}
    if missing:
        raise Rejected(f"remarks {sorted(missing)} were dropped")
    return out


def check_labels(answer: object, remarks: list[Remark], kinds: tuple[str, ...]) -> dict[int, tuple[str, bool]]:
    """Validate {"labels": [{"id", "kind", "critical"}]}: known kinds only, ids that were sent, each once, and a
    critical flag that agrees with the kind. Nothing of the model's text is kept. Remarks it leaves out keep their
    own labels; one bad entry rejects the whole answer."""
    items = answer.get("labels") if isinstance(answer, dict) else answer
    if not isinstance(items, list):
        raise Rejected("no list of labels")
    given = {r.id for r in remarks}
    out: dict[int, tuple[str, bool]] = {}
    for item in items:
        if not isinstance(item, dict):
            raise Rejected("a label is not an object")
        rid, kind, critical = item.get("id"), item.get("kind"), item.get("critical", False)
        if isinstance(rid, bool) or not isinstance(rid, int) or rid not in given:
            raise Rejected(f"label for an id it was not given: {rid!r}")
        if rid in out:
            raise Rejected(f"two labels for remark {rid}")
        if kind not in kinds:
            raise Rejected(f"unknown kind {kind!r}")
        if not isinstance(critical, bool) or critical != (kind == "critical"):
            raise Rejected(f"remark {rid}: critical={critical!r} does not agree with kind {kind!r}")
        out[rid] = (kind, critical)
    return out


def check_diary(answer: object, remarks: list[Remark]) -> str:
    """Validate {"diary": str}: prose that may connect the notes but adds no fact to them."""
    if not isinstance(answer, dict):
        raise Rejected("answer is not an object")
    text = _prose(answer.get("diary"), "diary")
    sources = [r.text for r in remarks]
    # A narrative needs connecting words, so it may run longer than a judgement does.
    check_length(text, sources, factor=2.5, slack=200, cap=DIARY_MAX_CHARS)
    check_language(text, sources)
    check_invented(text, sources)
    return text


# ---------------------------------------------------------------- single checks


def check_length(text: str, sources: list[str], *, factor: float, slack: int, cap: int) -> None:
    """Reject text far longer than what it rests on (it must have added something) or over an absolute cap."""
    limit = min(cap, factor * sum(len(s) for s in sources) + slack)
    if len(text) > limit:
        raise Rejected(f"{len(text)} characters from {sum(len(s) for s in sources)} characters of sources")


_LATIN_LETTER = later(r"[A-Za-z]")


def mostly_han(text: str) -> bool:
    """Whether a text is written mainly in Chinese characters."""
    # One Han character carries about as much as a short English word, so weigh letters down.
    han = len(_HAN.findall(text))
    return han > 0 and han * 3 >= len(_LATIN_LETTER.findall(text))


def check_language(text: str, sources: list[str]) -> None:
    """The user's language in, the user's language out: Chinese sources need Chinese text and vice versa."""
    joined = " ".join(sources)
    if mostly_han(joined) and not _HAN.search(text):
        raise Rejected("answer is not in the remarks' language")
    if not _HAN.search(joined) and _HAN.search(text):
        raise Rejected("answer is not in the remarks' language")


def check_invented(text: str, sources: list[str]) -> None:
    """Reject text stating a number, name, quotation or Chinese proper noun that no source contains."""
    text = unicodedata.normalize("NFKC", text)  # full-width digits and letters compare as their plain forms
    sources = [unicodedata.normalize("NFKC", s) for s in sources]
    for finder in (_new_number, _new_quote, _new_latin_word, _new_han_token):
        found = finder(text, sources)
        if found:
            raise Rejected(f"states {found!r}, which no source contains")
