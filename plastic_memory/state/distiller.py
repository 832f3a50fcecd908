"""What the state hands a distiller and gets back: the Remark and Judgement records and the Distiller protocol
(the rule tier and the model tier in sleep/ both keep it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Remark:
    """One source for a judgement: an event (the user's sentence) or an older impression."""

    id: int
    text: str
    kind: str


@dataclass(frozen=True)
class Judgement:
    """A distilled sentence and the ids of the remarks it rests on."""

    text: str
    ids: tuple[int, ...]


class Distiller(Protocol):
    """What a dream asks of a distiller. Returning None means: fall back to the rule tier for this one."""

    def distill(self, remarks: list[Remark]) -> Judgement | None: ...

    def compact(self, remarks: list[Remark], target: int) -> list[Judgement] | None: ...

    def narrate(self, remarks: list[Remark], style: str | None) -> str | None: ...

    def label(self, remarks: list[Remark]) -> dict[int, str] | None: ...  # kinds by id (critical follows)

    def take_usage(self) -> dict: ...
