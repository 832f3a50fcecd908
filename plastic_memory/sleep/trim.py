"""Cut a model's judgement back to what it may say: the clauses before the first one the guard turns away.

Small models restate the remarks and then add something of their own: a conclusion ("所以暂时不决定"), advice
("建议慢慢恢复跑步"), an evaluation ("睡眠良好"). Rather than lose the whole restatement, the caller tries the
judgement cut before each clause boundary, longest first, and keeps the first one that passes the whole guard on
its own (nothing added, nothing dropped, third person, enough citations): a cut judgement is trusted exactly as
much as an answer that never had the tail. Only a tail is cut, never a clause in the middle, so what stays reads
as the model wrote it: cutting the middle of "does not run, swim or cycle" would turn its meaning around, and
what follows an addition often leans on it.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..language.lazy_re import later
from ..language.text import has_cjk

# A clause ends after Chinese clause punctuation, after ; ! ? or a full stop before a space, and after a comma
# that is not inside a number (1,000). The list comma 、 joins items of one clause and is no boundary.
_BOUNDARY = later(r"(?<=[，。；！？;!?])|(?<=\.)(?=\s)|(?<=,)(?!\d)")
_LOOSE_END = "，,、;；:： "
_SENTENCE_END = tuple("。！？.!?…")


def clauses(text: str) -> list[str]:
    """The text in clauses, each with its closing punctuation; joined they give the text back."""
    return [piece for piece in _BOUNDARY.split(text) if piece]


def shorter(text: str) -> Iterator[str]:
    """The text cut before each clause boundary, longest first, each ending as a sentence does."""
    parts = clauses(text.strip())
    stop = "。" if has_cjk(text) else "."
    for n in range(len(parts) - 1, 0, -1):
        head = "".join(parts[:n]).rstrip(_LOOSE_END)
        if head:
            yield head if head.endswith(_SENTENCE_END) else head + stop
