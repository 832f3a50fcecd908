"""What a message tells, apart from the questions and requests around it: a correction or an update is read from what
is told ("it's the 4th, not the 14th. can you remind me to order the cake?"), what is asked is the turn's errand."""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.clauses import is_question, opens_request, split


_QUESTION_MARK = later(r"[?？]")


def told_part(text: str) -> str:
    """The message up to the questions and requests it ends with ("it's the 4th, not the 14th. can you remind me
    to order the cake?"): a correction is read from what is told; what is asked after it is the turn's errand."""
    parts = split(text)
    end = len(parts)
    # (a request, or a question with its mark: 呢 alone ends statements too, "现在上中班呢")
    while end:
        clause, upto = parts[end - 1], parts[end].start if end < len(parts) else len(text)
        asks = clause.mood == "request" or (clause.mood == "question" and opens_request(clause.lowered))
        # a question is set aside only as a sentence of its own: "wait no way, she said yes?!" asks all of it
        before = text[: clause.start].rstrip()
        starts = not before or before[-1] in ".!?。！？\n"
        if not asks and (not starts or _QUESTION_MARK.search(text, clause.start, upto) is None):
            break
        end -= 1
    told = _told_before_an_emoji(text, parts[end].start if end < len(parts) else 0)
    if told is not None:
        return told
    if end == len(parts) or not end:
        return text
    return text[: parts[end].start].rstrip()


def told_after(text: str) -> str:
    """The message after the questions and requests it opens with ("what do I do with an empty tank? Captain lived a
    good long life for a betta"): what it tells once it has asked; the whole message when it opens by telling."""
    parts = split(text)
    start = 0
    while start < len(parts) and parts[start].mood != "statement":
        start += 1
    if not start or start == len(parts):
        return text
    return text[parts[start].start :].strip()


def told_before_asking(text: str) -> str:
    """The message's sentences before the ones it ends by asking ("Donated the sectional to the ReStore. the living
    room feels massive now. what should we put there, maybe two armchairs?"; "Cooking for one since Raj moved out —
    any easy recipes?"), a laugh or an emoji after them aside: read by whole sentences, where told_part reads clauses
    and keeps all of a message whose last clause does not open a sentence. The whole message when it ends telling."""
    pieces: list[str] = []
    for found in _SENTENCE.finditer(text):
        sentence = found.group()
        dash = next(reversed(list(_DASH.finditer(sentence))), None)  # (the last dash of the sentence)
        if dash is not None and _QUESTION_MARK.search(sentence, dash.end()):
            pieces += [sentence[: dash.start()], sentence[dash.start() :]]  # (a dash before what it asks)
        else:
            pieces.append(sentence)
    keep = len(pieces)
    while keep and (
        not _WORDS.search(pieces[keep - 1])
        or _QUESTION_MARK.search(pieces[keep - 1])
        or opens_request(pieces[keep - 1].strip(" —–-").lower())
        and not _TOLD_END.search(pieces[keep - 1])
    ):
        keep -= 1
    if not keep or keep == len(pieces):
        return text
    return "".join(pieces[:keep]).strip()


_SENTENCE = later(r"[^.!?。！？]+(?:[.!?。！？]+|$)")
_DASH = later(r"\s[—–-]\s")
# (a sentence that ends as told is told, though it opens as asking: "Did the allergy panel …, it was the sauce.")
_TOLD_END = later(r"[.。!！]\s*$")
_WORDS = later(r"[0-9A-Za-z\u00c0-\u024f\u4e00-\u9fff]")


# An emoji standing where a full stop would, before a question ("Marcus proposed and I said yes 💍 where do I even
# start with wedding planning??", "拿到offer了🎉 入职要准备啥吗？"): what it closes is told, what follows it asked.
_EMOJI_THEN = later(r"[\U0001F300-\U0001FAFF\u2600-\u27BF]\ufe0f?(?:\s+|(?=[\u4e00-\u9fff]))")


def _told_before_an_emoji(text: str, start: int) -> str | None:
    """The words up to an emoji in the clause from `start` on, when all after it asks and nothing before it does."""
    for found in _EMOJI_THEN.finditer(text, start):
        rest = text[found.end() :].strip()
        if (
            found.start() > start
            and rest
            and (is_question(rest) or opens_request(rest.lower()))
            and not _QUESTION_MARK.search(text, 0, found.start())
        ):
            return text[: found.start() + 1].rstrip()
    return None
