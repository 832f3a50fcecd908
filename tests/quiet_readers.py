"""The readers of messages never to be stored, called as a turn calls them (the text, lower-cased, and whether it is
Chinese): shared by the quiet rounds' tests."""

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
