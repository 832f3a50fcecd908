"""A thing the user parted with, called only "it" or "that one" (sold it to my cousin, 那台转给我学弟了): the thing
meant is the one the user last said they have. Read from the words alone, for updates.reach and the index's keys."""

from __future__ import annotations

import re

from ..language import update_classes as k
from ..language.kind_finder import members
from .update_values import things

IT = "@it"  # what updates.reach answers of a thing called only "it", and the key of the remarks it may mean

# Things one has: the kinds of the family "thing", and exercise gear (a pastime's kind for its end verbs, but a thing).
GEAR = frozenset(kind for kind, family in k.FAMILY.items() if family == "thing") | {"exercise equipment"}
_IT_PARTED = re.compile(
    r"\b(?:sold|gave|traded|donated|handed|shipped|listed)(?: (?:it|them|her|him)(?: both| all)?)(?: (?:away|off|in|on|over))?"
    r"(?= to\b| for\b| on\b| at\b| last\b| yesterday\b| this\b|[,.;!]|$)|"
    r"\b(?:buyers?|new owners?) (?:drove|came|flew|picked)[^.;!?]{0,30}?\b(?:get|collect|pick up|fetch) (?:it|her|him|them)\b|"
    r"\b(?:it's|it is|she's) (?:all )?theirs now\b|\bsomeone (?:grabbed|bought|snapped up|took) it\b|\bsigned (?:it|her) over\b|"
    r"(?:那边|那家|那个店|店里|店)[^，。,；;]{0,6}?(?:转出去了|盘出去了|转让了|出手了)|"
    r"(?:把)?(?:它|那台|那辆|那套|那部|这台|这辆|那个(?=[^，。,；;]{0,6}(?:卖|转给)))[^，。,；;]{0,10}?"
    r"(?:卖了|卖掉了|卖给|转给|转手|送人|送给|出给|出掉了|出手了)"
)
# a business of one's own is a thing one has and can sell (我在大理古城有个小客栈, "I own a little bakery")
_BUSINESS = re.compile(
    r"店|客栈|民宿|餐馆|饭店|工作室|超市|诊所|\b(?:shop|store|bakery|cafe|café|restaurant|diner|salon|food truck|bar)\b"
)
_HAVE = re.compile(
    r"\b(?:i|we) (?:have|own|got|bought|drive|ride|use|run)\b|\bi've got\b|\bi'm (?:driving|using)\b|"
    r"(?:我|我家)(?:有|买了|开着?|用的是|用着)|(?:有|买了|用的是|用着)(?:一|两)?[台辆套部]|(?:有|开了?)(?:一)?[个家间]"
)


def parted_with_it(text: str) -> bool:
    """Whether the words part with a thing they call only "it" or "that one"."""
    return _IT_PARTED.search(text.lower()) is not None


def _kinds(lowered: str) -> set[str]:
    """The kinds of thing the words name, by their plain names (e-reader, phone, habit)."""
    return {x.lstrip("@").rstrip("^") for x in members(things(lowered))}


def owns_a_thing(text: str) -> bool:
    """Whether a remark says the user has a thing (a car, a console, a camera), by a verb of having and its kind."""
    lowered = text.lower()
    kinds = _kinds(lowered)
    return _HAVE.search(lowered) is not None and (bool(kinds & GEAR) or _BUSINESS.search(lowered) is not None)


# A thing bought is a thing had until it is sold or taken back ("returned the Scribe" after "I bought the Kindle
# Scribe last week", 戴森退了 after 刚在京东买了个戴森吹风机); a coffee or a meal bought is had once.
_BOUGHT = re.compile(
    r"\b(?:bought|purchased|picked up|ordered|splurged on|treated myself to)\b|买了|入了|入手了|下单了|拍下了"
)


def bought_a_thing(text: str) -> bool:
    """Whether a remark tells of a thing bought (of the kinds one keeps, or of no kind the memory knows)."""
    lowered = text.lower()
    if not _BOUGHT.search(lowered):
        return False
    kinds = _kinds(lowered)
    return bool(kinds & GEAR) or not kinds - {"habit", "shopping"}
