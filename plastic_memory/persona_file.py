"""Reading persona.yaml: the facets and self_facts it describes, checked field by field, and the built-in default
persona used while the file is missing or broken."""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

import yaml

from .config import KINDS
from .language.text import has_cjk, terms

MEMORY_KINDS = frozenset(KINDS)
_FACET_FIELDS = ("id", "baseline", "assertiveness", "triggers", "attention", "memory_bias", "voice", "tension")


@dataclass(frozen=True)
class Facet:
    """One side of the persona, as a facet entry of persona.yaml describes it."""

    id: str
    baseline: float
    assertiveness: float
    triggers: tuple[str, ...]
    sharp: tuple[str, ...]
    blind: tuple[str, ...]
    memory_bias: Mapping[str, float] = field(hash=False)
    voice: str
    tension: str


def _facet(
    id: str,
    baseline: float,
    assertiveness: float,
    triggers: str,
    sharp: str,
    blind: str,
    bias: dict[str, float],
    voice: str,
    tension: str,
) -> Facet:
    return Facet(
        id,
        baseline,
        assertiveness,
        tuple(triggers.split()),
        tuple(sharp.split()),
        tuple(blind.split()),
        MappingProxyType(dict(bias)),
        voice,
        tension,
    )


# Used while persona.yaml is missing or broken: plain on purpose, so the fallback is noticeable but harmless.
DEFAULT_FACETS: tuple[Facet, ...] = (
    _facet(
        "companion",
        0.6,
        0.2,
        "难过 心烦 压力 失眠 孤独 sad tired stressed lonely anxious",
        "其实 一直 害怕 always never afraid",
        "客套 lol",
        {"emotion": 1.3, "life": 1.2, "boundary": 1.2},
        "先听完，再回应；句子短，不说教。",
        "想安慰，容易把问题说轻了。",
    ),
    _facet(
        "helper",
        0.4,
        0.3,
        "代码 报错 计划 安排 截止 code error plan schedule deadline",
        "数字 日期 number date",
        "哈哈 lol",
        {"fact": 1.3, "plan": 1.3, "promise": 1.2},
        "先给结论，再给理由。",
        "想把事办成，容易忽略对方的心情。",
    ),
)
DEFAULT_SELF_FACTS: Mapping[str, tuple[str, ...]] = MappingProxyType({"places": (), "stances": ()})


class _Invalid(ValueError):
    """persona.yaml parsed as YAML but does not describe a persona."""


def _number(value: Any, where: str, low: float = 0.0, high: float | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _Invalid(f"{where} must be a number, got {value!r}")
    if value < low or (high is not None and value > high):
        bounds = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise _Invalid(f"{where} must be {bounds}, got {value!r}")
    return float(value)


def _text(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _Invalid(f"{where} must be a non-empty string, got {value!r}")
    return value.strip()


def _words(value: Any, where: str) -> tuple[str, ...]:
    if value is None:  # `blind:` written with nothing after it
        return ()
    if not isinstance(value, list):
        raise _Invalid(f"{where} must be a list of strings, got {value!r}")
    return tuple(_text(item, f"{where}[{i}]") for i, item in enumerate(value))


def _parse_facet(raw: Any, where: str) -> Facet:
    if not isinstance(raw, dict):
        raise _Invalid(f"{where} must be a mapping, got {raw!r}")
    missing = [name for name in _FACET_FIELDS if name not in raw]
    if missing:
        raise _Invalid(f"{where} is missing {', '.join(missing)}")
    attention = raw["attention"]
    if not isinstance(attention, dict) or not {"sharp", "blind"} <= attention.keys():
        raise _Invalid(f"{where}.attention must be a mapping with sharp and blind, got {attention!r}")
    bias = raw["memory_bias"]
    if not isinstance(bias, dict):
        raise _Invalid(f"{where}.memory_bias must be a mapping of memory kind to multiplier, got {bias!r}")
    for kind in bias:
        if kind not in MEMORY_KINDS:  # a typo such as 'emtion' would otherwise do nothing, silently
            raise _Invalid(f"{where}.memory_bias has unknown kind {kind!r} (known: {', '.join(sorted(MEMORY_KINDS))})")
    return Facet(
        id=_text(raw["id"], f"{where}.id"),
        baseline=_number(raw["baseline"], f"{where}.baseline"),
        assertiveness=_number(raw["assertiveness"], f"{where}.assertiveness", high=1.0),
        triggers=_words(raw["triggers"], f"{where}.triggers"),
        sharp=_words(attention["sharp"], f"{where}.attention.sharp"),
        blind=_words(attention["blind"], f"{where}.attention.blind"),
        memory_bias=MappingProxyType({k: _number(v, f"{where}.memory_bias.{k}") for k, v in bias.items()}),
        voice=_text(raw["voice"], f"{where}.voice"),
        tension=_text(raw["tension"], f"{where}.tension"),
    )


def _parse(data: Any) -> tuple[tuple[Facet, ...], dict[str, tuple[str, ...]]]:
    """Facets and self_facts from safe_load output; raises _Invalid naming the first bad field."""
    if not isinstance(data, dict):
        raise _Invalid(f"the top level must be a mapping with 'facets', got {type(data).__name__}")
    raw_facets = data.get("facets")
    if not isinstance(raw_facets, list) or not raw_facets:
        raise _Invalid("'facets' must be a non-empty list")
    facets = tuple(_parse_facet(raw, f"facets[{i}]") for i, raw in enumerate(raw_facets))
    ids = [f.id for f in facets]
    if len(set(ids)) != len(ids):
        raise _Invalid(f"facet ids must be unique, got {ids}")
    raw_facts = data.get("self_facts")
    if raw_facts is not None and not isinstance(raw_facts, dict):
        raise _Invalid(f"self_facts must be a mapping such as places: [...], stances: [...], got {raw_facts!r}")
    facts = dict(DEFAULT_SELF_FACTS)
    for key, value in (raw_facts or {}).items():
        facts[str(key)] = _words(value, f"self_facts.{key}")
    return facets, facts


@dataclass(frozen=True)
class _Keys:
    """A facet's words, lowercased once at load so matching is plain substring checks; `any_trigger` finds a trigger
    wherever one is in a text, so the many turns that hold none are passed over in one scan."""

    triggers: tuple[str, ...]
    sharp: tuple[str, ...]
    blind: tuple[str, ...]
    any_trigger: re.Pattern[str] = field(compare=False)


def _keys(triggers: tuple[str, ...], sharp: tuple[str, ...], blind: tuple[str, ...]) -> _Keys:
    anywhere = re.compile("|".join(re.escape(word) for word in triggers) if triggers else "(?!)")
    return _Keys(triggers, sharp, blind, anywhere)


@dataclass(frozen=True)
class _Fact:
    """A self_fact with what divert() matches it by: its content terms (bigrams, stems, synonym tags)."""

    text: str
    lowered: str
    terms: frozenset[str]
    cjk: bool


@dataclass(frozen=True)
class _State:
    """Everything one reading of the file produced; swapped whole on reload, so readers never see half of one."""

    facets: tuple[Facet, ...]
    self_facts: Mapping[str, tuple[str, ...]]
    warning: str | None
    signature: tuple[int, int, int] | None  # (mtime_ns, size, inode) of the file read; None when it was missing
    keys: tuple[_Keys, ...] = ()
    facts: tuple[_Fact, ...] = ()

    @classmethod
    def build(
        cls,
        facets: tuple[Facet, ...],
        self_facts: Mapping[str, tuple[str, ...]],
        warning: str | None,
        signature: tuple[int, int, int] | None,
    ) -> "_State":
        lower = lambda words: tuple(w.lower() for w in words)  # noqa: E731
        keys = tuple(_keys(lower(f.triggers), lower(f.sharp), lower(f.blind)) for f in facets)
        facts = tuple(
            _Fact(text, text.lower(), terms(text), has_cjk(text)) for values in self_facts.values() for text in values
        )
        return cls(facets, MappingProxyType(dict(self_facts)), warning, signature, keys, facts)


def _signature(path: Path) -> tuple[int, int, int]:
    st = os.stat(path)
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def _fallback(warning: str, signature: tuple[int, int, int] | None) -> _State:
    return _State.build(DEFAULT_FACETS, DEFAULT_SELF_FACTS, f"{warning}; using the built-in default persona", signature)


def _read(path: Path) -> _State:
    """One reading of persona.yaml; every failure becomes the default persona carrying a warning."""
    try:
        signature = _signature(path)  # taken before reading, so an edit made meanwhile is seen as a change later
    except FileNotFoundError:
        return _fallback(f"persona file {path} not found", None)
    except OSError as exc:
        return _fallback(f"persona file {path} cannot be read ({exc})", None)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        return _fallback(f"persona file {path} cannot be read ({exc})", signature)
    except (yaml.YAMLError, ValueError, TypeError, RecursionError) as exc:  # ValueError: e.g. a bad date scalar
        detail = " ".join(str(exc).split())
        return _fallback(f"persona file {path} is not valid YAML: {detail}", signature)
    try:
        facets, facts = _parse(data)
    except _Invalid as exc:
        return _fallback(f"persona file {path} is not a valid persona: {exc}", signature)
    return _State.build(facets, facts, None, signature)
