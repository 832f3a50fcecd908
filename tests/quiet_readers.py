"""The readers of messages never to be stored, called as a turn calls them (the text, lower-cased, and whether it is
Chinese), and a request said a day after the remarks it may name: shared by the quiet rounds' tests."""

from __future__ import annotations

from plastic_memory.judgement.asking import about_memory
from plastic_memory.judgement.hellos import returning
from plastic_memory.language.text import has_cjk


def asks(text: str) -> bool:
    """Whether the message asks what the memory holds."""
    return about_memory(text, text.lower(), has_cjk(text))


def hello(text: str) -> bool:
    """Whether the message is a hello on coming back."""
    return returning(text, text.lower(), has_cjk(text))


def after_a_day(mem, clock, remarks: list[str], request: str) -> tuple[dict, list[str], list[bool]]:
    """The remarks said in one session, the request a day later in another: the request's outcome, the texts still
    alive, and which remarks were kept at all."""
    m = mem()
    kept = [m.observe(r, session_id="earlier")["action"] == "stored" for r in remarks]
    clock.advance(days=1)
    out = m.observe(request, session_id="later")
    alive = [r["text"] for r in m.store.owner_items(m.owner) if r["alive"] and r["text"]]
    return out, alive, kept
