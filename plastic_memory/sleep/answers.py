"""Read the answers real models give: numbers mapped back to ids, the shapes they actually use, bad entries dropped.

Small local models wrap a diary in a list, put a judgement under "text", number labels as strings or map them
({"1": "life"}), add keys nobody asked for. Each reader here accepts those shapes, keeps every entry that is
sound and says what it dropped; the guard then checks the content. Prompts number their items 1..n
(prompts.listing), so an answer's numbers are positions, mapped back to memory ids here.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .distill import Judgement, Remark
from .guard import Rejected, parse_json

_TEXT_KEYS = ("judgement", "judgment", "text", "summary", "note", "content")
_CITE_KEYS = ("cites", "cite", "citations", "ids", "sources")


def numbered(remarks: list[Remark]) -> list[Remark]:
    """The remarks as the prompt numbered them: the same texts with ids 1..n."""
    return [Remark(n, r.text, r.kind) for n, r in enumerate(remarks, 1)]


def real_ids(judgement: Judgement, remarks: list[Remark]) -> Judgement:
    """A judgement checked against numbered() remarks, citing memory ids again."""
    return Judgement(judgement.text, tuple(remarks[n - 1].id for n in judgement.ids))


def _single(answer: object) -> object:
    """One object out of a one-element list (a shape small models like)."""
    if isinstance(answer, list) and len(answer) == 1:
        return answer[0]
    return answer


def judgement_answer(answer: object) -> dict:
    """{"judgement", "cites"} out of the shapes models use; what cannot be one raises Rejected."""
    answer = _single(answer)
    if isinstance(answer, dict) and len(answer) == 1:
        inner = next(iter(answer.values()))
        if isinstance(inner, dict) and any(k in inner for k in _TEXT_KEYS):
            answer = inner  # {"result": {"judgement": ...}}
    if not isinstance(answer, dict):
        raise Rejected("answer is not an object")
    text = next((answer[k] for k in _TEXT_KEYS if k in answer), None)
    cites = next((answer[k] for k in _CITE_KEYS if k in answer), None)
    if isinstance(cites, (int, str)) and not isinstance(cites, bool):
        cites = [cites]
    if isinstance(cites, list):
        cites = [c.strip().strip("[]#") if isinstance(c, str) else c for c in cites]
    return {"judgement": text, "cites": cites}


@dataclass
class Labels:
    """Kinds by number, and why each entry that was not kept was dropped."""

    kinds: dict[int, str] = field(default_factory=dict)
    dropped: list[str] = field(default_factory=list)


def _entries(answer: object) -> list[tuple[object, object]]:
    """(number, kind) pairs from a list of objects, a {"labels": ...} wrapper or a {"1": "life"} mapping."""
    if isinstance(answer, dict):
        inner = next((answer[k] for k in ("labels", "kinds", "items", "results") if k in answer), None)
        if inner is not None:
            return _entries(inner)
        return [(k, v) for k, v in answer.items()]
    if not isinstance(answer, list):
        raise Rejected("no list of labels")
    pairs = []
    for n, item in enumerate(answer, 1):
        if isinstance(item, dict):
            number = next((item[k] for k in ("id", "index", "n", "number", "remark") if k in item), None)
            kind = next((item[k] for k in ("kind", "label", "type", "category") if k in item), None)
            pairs.append((number, kind))
        elif isinstance(item, str):
            pairs.append((n, item))  # a bare list of kinds, in order
        else:
            pairs.append((None, None))
    return pairs


def labels(answer: object, count: int, kinds: tuple[str, ...]) -> Labels:
    """Known kinds for numbers 1..count, each number once; every other entry is dropped with its reason."""
    out = Labels()
    for number, kind in _entries(answer):
        if isinstance(number, str) and number.strip().strip("[]#").isdigit():
            number = int(number.strip().strip("[]#"))
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= count:
            out.dropped.append("a number it was not given")
            continue
        if number in out.kinds:
            out.dropped.append("two labels for one remark")
            continue
        kind = kind.strip().lower() if isinstance(kind, str) else kind
        if kind not in kinds:
            out.dropped.append("unknown kind")
            continue
        out.kinds[number] = kind
    return out


_DIARY_KEYS = ("diary", "entry", "entries", "text", "content", "notes", "sentences", "paragraphs", "story")
_SENTENCE_END = tuple("。！？.!?…")


def _diary_pieces(answer: object) -> list[str] | None:
    """The diary's sentences in order, or None when the answer is not made of text.

    Seen from a local 1.5B model: a string, a list of sentences, a list of {"note": "..."} objects (each with
    one text field and perhaps an id), {"1": "...", "2": "..."}; any of them under "diary" or another key."""
    if isinstance(answer, str):
        return [answer]
    if isinstance(answer, list):
        pieces = [_diary_pieces(item) for item in answer]
        return None if not pieces or any(p is None for p in pieces) else [s for p in pieces for s in p or ()]
    if isinstance(answer, dict):
        named = next((answer[k] for k in (*_DIARY_KEYS, *_TEXT_KEYS) if k in answer), None)
        if named is not None:
            return _diary_pieces(named)
        if len(answer) == 1:
            return _diary_pieces(next(iter(answer.values())))
        texts = [v for v in answer.values() if isinstance(v, str)]
        if len(texts) == 1:  # {"id": 3, "note": "..."} under a key of its own: the one text is the entry
            return texts
        if answer and all(str(k).strip().strip("[]#").isdigit() for k in answer):  # numbered sentences
            ordered = sorted(answer.items(), key=lambda kv: int(str(kv[0]).strip().strip("[]#")))
            return _diary_pieces([v for _, v in ordered])
    return None


def diary_text(answer: object) -> object:
    """The diary's text out of the shapes models return (diary_pieces), its sentences joined each with an end;
    an answer that is not made of text is returned as it is, for the guard to reject."""
    pieces = _diary_pieces(answer)
    pieces = [p.strip() for p in pieces or () if p.strip()]
    if not pieces:
        return answer
    if len(pieces) == 1:
        return pieces[0]
    chinese = any("\u4e00" <= ch <= "\u9fff" for p in pieces for ch in p)
    ended = [p if p.endswith(_SENTENCE_END) else p.rstrip("，,;；") + ("。" if chinese else ".") for p in pieces]
    return ("" if chinese else " ").join(ended)


def judgement_or_prose(text: str, count: int) -> object:
    """A distillation answer: its JSON, or, when a model answered with the sentence alone (seen from a local
    1.5B model without JSON mode), that sentence citing every remark; the guard then keeps only the citations
    whose key words the sentence carries."""
    try:
        return parse_json(text)
    except Rejected:
        sentence = (text or "").strip().strip("`").strip()
        if not sentence or "\n" in sentence or sentence[0] in "{[":
            raise
        return {"judgement": sentence, "cites": list(range(1, count + 1))}


_OUTDATED_KEYS = ("outdated", "items", "numbers", "answer", "answers", "result")
_YES = frozenset(("yes", "true", "outdated", "y", "是"))


def _says_yes(value: object) -> bool:
    """An entry's verdict: True, "yes", or what it is about followed by yes ("my job: yes")."""
    if value is True:
        return True
    if isinstance(value, dict):
        value = next((value[k] for k in ("answer", "verdict", "outdated", "changed") if k in value), None)
        return _says_yes(value)
    if not isinstance(value, str):
        return False
    return value.rsplit(":", 1)[-1].strip().strip(".!").lower() in _YES


def outdated(answer: object, count: int) -> set[int]:
    """The numbers of the pairs whose earlier remark is out of date, from a {"1": "my job: no", "2": "my job: yes"}
    map (what the prompt asks for), {"outdated": [2]} or a bare list of numbers; numbers outside 1..count are
    dropped. An answer naming every pair of two or more tells them apart no better than naming none (real updates
    are a few among the pairs asked): Rejected."""
    if isinstance(answer, dict):
        inner = next((answer[k] for k in _OUTDATED_KEYS if k in answer), None)
        if inner is not None:
            answer = inner
    if isinstance(answer, dict):  # {"1": "my job: yes", "2": "no"}
        answer = [k for k, v in answer.items() if _says_yes(v)]
    if isinstance(answer, int) and not isinstance(answer, bool):
        answer = [answer]
    if not isinstance(answer, list):
        raise Rejected("no list of pairs")
    found: set[int] = set()
    for item in answer:
        if isinstance(item, str) and item.strip().strip("[]#").isdigit():
            item = int(item.strip().strip("[]#"))
        if isinstance(item, int) and not isinstance(item, bool) and 1 <= item <= count:
            found.add(item)
    if count >= 2 and len(found) == count:
        raise Rejected("every pair named")
    return found
