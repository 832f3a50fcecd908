"""One utterance read once: its clean text and everything the engine derives from it, each computed on first use.

The observe path hands this value down (gate, corrections, repeats, flips, updates, the index entry) instead of
each step cleaning and tokenising the same text again.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from ..language.lazy_re import later
from ..language import clauses, dates, detect, localdates, records
from ..language.hant import said_as, simplified
from ..language.memo import once
from .corrections import Correction, parse_correction
from .stances import Stance, parse_stance
from ..language.text import digest, grams, has_cjk, terms

_STARTS = later(r"开始|起每|\bstart(?:s|ing)?\b|\bfrom (?:next|this)\b")


@dataclass(frozen=True)
class Utterance:
    """A cleaned utterance at a moment. Derived values are cached on the instance the first time they are asked."""

    text: str
    now: float
    tz: dt.tzinfo | None = None
    pasted: str | None = None  # why it reads as pasted or forwarded material (neutralise.pasted), or None
    # The whole message as said, and as read, when the reading is not the words (traditional characters, written
    # Cantonese: language/hant.py); `text` is then a piece of the reading, and `words` the same piece as said.
    said: str | None = None
    whole: str | None = None

    @classmethod
    def read(cls, words: str, now: float, tz: dt.tzinfo | None = None, pasted: str | None = None) -> "Utterance":
        """What the user said, read: the readers see it in the characters they know, and `words` keeps it as said."""
        reading = simplified(words)
        if reading == words:
            return cls(words, now, tz, pasted)
        return cls(reading, now, tz, pasted, words, reading)

    @property
    def words(self) -> str:
        """The text as the user said it: what is stored and shown."""
        return self.text if self.said is None or self.whole is None else said_as(self.text, self.whole, self.said)

    @once
    def lowered(self) -> str:
        """Lower-cased with curly apostrophes straightened: the form every word list is matched against."""
        return self.text.lower().replace("’", "'").replace("‘", "'")

    @once
    def digest(self) -> str:
        return digest(self.words)

    @once
    def terms(self) -> frozenset[str]:
        return terms(self.text)

    @once
    def grams(self) -> frozenset[str]:
        return grams(self.text)

    @once
    def cjk(self) -> bool:
        return has_cjk(self.text)

    @once
    def due(self) -> dates.Due | None:
        """The first future date the text names, or None. A recurring date is not due (it comes back), unless the
        text dates the start of the routine ("下个月开始每周…")."""
        if self.recurrence is not None and not _STARTS.search(self.lowered):
            return None
        found = dates.find_due(self.text, self.now, self.tz)
        if found is not None and found.expires_at <= self.now:
            found = None  # a date gone by ("2003年04月17日发行") is history, not a plan
        rec = self.record
        if found is None and rec is not None:
            found = localdates.find_due(self.text, rec, self.now, self.tz)
        return found

    @once
    def recurrence(self) -> str | None:
        """'yearly', 'monthly', 'weekly' or 'daily' when the text names a date that comes back, else None."""
        found = dates.recurrence(self.lowered)
        rec = self.record
        if found is None and rec is not None:
            found = localdates.recurrence(rec.fold(self.text), rec)
        return found

    @once
    def record(self) -> records.Record | None:
        """The record of the first clause in a language read by a record (not Chinese or English), or None."""
        if detect.language(self.text) in ("zh", "en") and detect.sure(self.text):
            return None  # the common case: a message plainly in Chinese or English
        codes = detect.of_clauses(c.text for c in clauses.split(self.text))
        return next((records.record(c) for c in codes if c not in (None, "zh", "en", "und")), None)

    @once
    def correction(self) -> Correction | None:
        found = parse_correction(self.text)
        if found is None and self.record is not None:
            # corrections in a language read by a record
            from .foreign_talk import correction

            found = correction(self.text)
        return found

    @once
    def stance(self) -> Stance | None:
        return parse_stance(self.text)

    def part(self, text: str) -> "Utterance":
        """The same moment, another text (the kept part of a message, a correction's fix)."""
        return self if text == self.text else Utterance(text, self.now, self.tz, self.pasted, self.said, self.whole)
