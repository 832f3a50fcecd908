"""What one observe did, as one record: the answer observe returns and the pm_observe tool is shaped by."""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields

_FORGETTING = ("forgotten", "rebuilt", "wiped")  # present only when the words were a request to forget


@dataclass
class Outcome:
    """`action` is one of empty, dropped, stored, reinforced, flip, updated, corrected, forgotten; `id` the item
    stored or reinforced; `demoted` and `retracted` what the words took down; `dream_due` whether enough has
    piled up for a dream. A request to forget said in chat also names what went (`forgotten`, `rebuilt`)."""

    action: str = "empty"
    id: int | None = None
    kind: str | None = None
    reason: str | None = None
    retracted: list[int] = field(default_factory=list)
    demoted: list[int] = field(default_factory=list)
    dream_due: bool = False
    forgotten: list[int] | None = None
    rebuilt: list[int] | None = None
    wiped: bool | None = None

    def as_dict(self) -> dict:
        # By hand, not dataclasses.asdict: that deep-copies, and this is on every turn.
        out = {name: getattr(self, name) for name in _NAMES}
        for name in _FORGETTING:
            if out[name] is None:
                del out[name]
        return out


_NAMES = tuple(f.name for f in fields(Outcome))
_KNOWN = frozenset(_NAMES)
# The record's keys in order with their defaults, but for those present only when the words asked to forget.
_PLAIN = {f.name: None if f.default is MISSING else f.default for f in fields(Outcome) if f.name not in _FORGETTING}
_LISTS = tuple(f.name for f in fields(Outcome) if f.default is MISSING and f.name not in _FORGETTING)


def shaped(result: dict) -> dict:
    """Outcome(**result).as_dict(): by name, so a misspelt key fails here, not in a host. The common turn (no
    forgetting) is shaped without building the record, every turn."""
    if not _KNOWN.issuperset(result):
        raise TypeError(f"an observe outcome has no {', '.join(sorted(set(result) - _KNOWN))}")
    if not _FORGETTING_KEYS.isdisjoint(result):
        return Outcome(**result).as_dict()
    out = _PLAIN.copy()
    for name in _LISTS:
        out[name] = []
    out.update(result)
    return out


_FORGETTING_KEYS = frozenset(_FORGETTING)
