"""A remark's clauses, whom each is about, and the Claim a clause is read into: the ground update_claims.py and
update_ends.py both stand on.

A clause naming nobody goes on with the one before it, and "he"/"she" stand for the last person named before them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..language.lazy_re import later
from ..language.chat_spelling import spelt_out
from ..language.hant import simplified
from ..language.text import has_cjk
from .update_pronouns import A_STRANGER, HE, OTHER, SELF, SHE
from .update_subject import names_in, person_en, whose_en
from .update_subject_zh import whose_zh
from .update_subject_zh import people_zh
from .update_values import WORD_EN, introduced
from ..language.memo import sets

# Clauses end at punctuation, at an emoji (an emoji closes a thought as a full stop does: "day 30 with no cigarettes 🎉
# the patches worked"), and before "but", "so", "and he…"; before "and I…" too, in split_clauses, when what comes
# before it is a clause of its own.
# A full stop after a title or a saint ("St. Luke's", "Dr. Patel", "Mrs. Thompson") ends no clause.
_CLAUSE = later(
    r"(?<!\b[SsDdMm][tTrs])(?<!\b[Mm]rs)(?!(?<=\d)\.\d)\.|[，。;；!！?？\n…—–\U0001F1E6-\U0001F1FF\U0001F300-\U0001FAFF\u2600-\u27BF]|"
    # (a flag ends a clause as any emoji does: "back in Boston for good 🇺🇸 Paris was fun"; a role said after a comma
    # belongs to the clause before it: "Joined Flipkart this Monday, as senior SDE")
    r",(?! as (?!(?:well|usual|always|if|though|long|soon|much|far|a result|expected|planned|promised)\b)(?:a |an |the )?[a-z])|\s-\s|\bbut\b|\bso\b|\band (?=(?:we|we're|he|he's|she|she's|they)\b)|"
    # a face typed with punctuation between two clauses ("spike didn't make it :( found him thursday")
    r"\s[:;=]'?-?[()\[\]/|](?=\s|$)|"
    # Chinese typed with spaces for commas ("停电一下午 鱼全没了 缸我已经洗了"): a space between two characters
    r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])"
)


@dataclass(frozen=True)
class Claim:
    subject: frozenset[str]  # whose attribute: {'self'}, a kin key, 'name:<name>', 'other', 'you'
    slot: str  # a slot of updates_words, 'state', 'name:<pet kind>' or 'id:<identifier>'
    mode: str  # SET or END
    value: frozenset[str]  # terms and '@classes' of what the frame names (empty when it names nothing)
    death: bool = False
    hedged: bool = False  # said tentatively: may be updated, never updates
    change: bool = False  # the clause says the slot changed (现在, 换, "now", "switched")
    head: frozenset[str] | None = None  # what a state's end is about: its head noun's terms and classes
    loose: bool = False  # read from a change word and a code alone: updates an attribute stated before, is none
    background: bool = False  # an end told as the cause or time of something else ("since the breakup")
    held: bool = False  # only spoken of as the user's ("my landlord", 我的房东): a change in its slot replaces it
    moved: bool = False  # the frame's own words say the slot changed ("moved to", 新小区), not only "now"


_HOUSING = later(r"老公房(?!子)")


def housing_said(text: str) -> str:
    """Chinese housing words that hold a word for a spouse (老公房, old public housing) said so that no husband is read
    in them (旧公房, the same housing)."""
    return _HOUSING.sub("旧公房", text) if "老公房" in text else text  # (老公房子 is a husband's house)


# A thing "出了" in a remark that tells of a sale (PS5出了，闲鱼上卖了3000): sold, said as the end words know it; without
# a sale beside it 出了 is a thing come out (新款iPhone出了, 结果出了).
_SALE_ZH = later(r"卖了|卖掉|闲鱼|咸鱼|转转|二手|回血|买家|出给|卖给|\d+(?:块|元)?转给")  # (800转给同事了)
_PUT_OUT_ZH = later(r"(?<=[\w])(?:已经)?出了(?=[，,。.！!～~\s]|$)")


def sold_said(text: str) -> str:
    """A Chinese sale told with 出了 said with 出掉了, which the end words read (only when the remark tells of a sale)."""
    return _PUT_OUT_ZH.sub("出掉了", text) if "出了" in text and _SALE_ZH.search(text) else text


# "and I…" however it is written ("the baby is six weeks old and I've slept maybe four hours"); "and he…", "and
# we…" end a clause in _CLAUSE already
_AND_I = later(r"\s+and (?=(?:i|i'm|i've|i'd|i'll)\b)", re.IGNORECASE)
_WORD = later(r"[A-Za-z']+")
# (a verb that makes the words before "and I" a clause: "the baby is six weeks old and I…", not "my roommate Priya
# and I share…")
_A_VERB = frozenset("is are was were am 's 're 'm has have had got did does do said told went came moved left".split())


def split_clauses(text: str) -> list[str]:
    """A remark's clauses: split at its marks (_CLAUSE), and before "and I…" when the words before it hold a clause
    of their own (five words or more, or three with a verb): "Tom and I are done" and "my roommate Priya and I share
    a flat" are one clause with a subject of two, "the baby is six weeks old and I've slept maybe four hours" two (a
    "maybe" in the second hedges nothing in the first)."""
    out: list[str] = []
    for piece in _CLAUSE.split(text):
        start = 0
        for found in _AND_I.finditer(piece):
            before = _WORD.findall(piece[start : found.start()].lower())
            if (
                len(before) >= 5
                or (len(before) >= 3 and _A_VERB.intersection(before))
                or (len(before) == 2 and before[1].endswith("ed") and len(before[1]) > 4)  # "Contract ended and I…"
            ):
                out.append(piece[start : found.start()])
                start = found.end()
        out.append(piece[start:])
    return out


@sets(16384)
def subject_of(text: str) -> frozenset[str]:
    """Everyone a remark is about (the user when it names nobody)."""
    text = simplified(text)
    cjk = has_cjk(text)
    pieces = [c for c in split_clauses(housing_said(text) if cjk else spelt_out(text)) if c.strip()]
    # a "she" after someone named stands for them ("Visited my aunt at the care home, she's 88": the aunt's too)
    subjects = _Subjects(pieces, cjk)
    return frozenset().union(*(f for i in range(len(pieces)) if (f := subjects.own(i)))) or SELF


def whose(clause: str, cjk: bool, prior: frozenset[str] | None = None) -> frozenset[str] | None:
    """The subject of one clause, by the rules of its language (None when it names nobody)."""
    if not cjk and _SOMEONE_OPENS.match(clause.lower()):
        return OTHER  # "a guy came and picked up the civic": someone, not the user
    return whose_zh(clause, prior) if cjk else whose_en(clause, prior)


_SOMEONE_OPENS = later(r"(?:" + A_STRANGER + r"|(?:a |some |this )?(?:couple|buyer)) (?!i\b|we\b)")


def subject_at_end(text: str) -> frozenset[str]:
    """Whom the last clause of a text is about, going on from the clauses before it when it names no one
    (我妈把旧手机换了，换成了华为: the second clause is still the mother's)."""
    text = simplified(text)
    cjk = has_cjk(text)
    pieces = [c for c in split_clauses(housing_said(text) if cjk else spelt_out(text)) if c.strip()]
    return _Subjects(pieces, cjk).at(len(pieces) - 1) if pieces else SELF


# A clause that only turns to the listener before the news (跟你汇报下, 告诉你个好消息, "let me tell you").
_TELLING_YOU = later(
    r"^(?:跟|和|给|告诉)(?:你|您)(?:说|讲|汇报|报告|分享|报个喜|报喜)?(?:一?下|个事|件事|个好消息|个坏消息|个消息)?[啊哈呀吧哦]?$|"
    r"^(?:let me tell you|guess what|just so you know|fyi|quick update|update for you)$",
    re.IGNORECASE,
)


class _Subjects:
    """Whose each clause of a remark is about, read only for the clauses that claim something: a clause naming
    nobody goes on with the one before it (我女儿换了幼儿园，现在在阳光幼儿园: still the daughter), and "he" stands for the last
    person named before it."""

    def __init__(self, pieces: list[str], cjk: bool):
        self.pieces, self.cjk = pieces, cjk
        self._own: dict[int, frozenset[str] | None] = {}

    def own(self, i: int) -> frozenset[str] | None:
        """Whose the clause itself says it is about (None when it names no one)."""
        return self._whose(i)

    def _whose(self, i: int) -> frozenset[str] | None:
        if i not in self._own:
            prior = next((p for j in range(i - 1, -1, -1) if (p := _last_person(self.pieces[j], self.cjk))), None)
            self._own[i] = whose(self.pieces[i], self.cjk, prior)
        return self._own[i]

    def at(self, i: int) -> frozenset[str]:
        # (a clause that only turns to the listener, 跟你汇报下 or "guess what", hands them nothing after it)
        return next(
            (
                s
                for j in range(i, -1, -1)
                if (s := self._whose(j)) and not (j < i and _TELLING_YOU.search(self.pieces[j]))
            ),
            SELF,
        )


@lru_cache(maxsize=16384)
def _last_person(clause: str, cjk: bool) -> frozenset[str] | None:
    """The last person a clause names: one of the user's people, a name, or someone ("一个叫Kevin的男生", "a guy
    from work"), whom a "he" or "she" after it stands for."""
    if cjk:
        found = people_zh(clause)
        if found:
            return found[-1][2]
        return OTHER if _SOMEONE_ZH.search(clause) or introduced(clause) else None
    named = names_in(clause)
    last = None
    before, placed = "", False
    for x in WORD_EN.findall(clause.lower()):
        keys = person_en(x)
        named_so = keys is None and x.replace("'s", "") in named
        placed = named_so and (before in _AT_A_PLACE or placed)  # "at Lincoln Elementary": one place, two words
        if keys is not None:
            last = keys
        elif named_so and not placed:
            last = frozenset(("name:" + x.replace("'s", ""),))
        elif x in _SOMEONE_EN:
            last = OTHER
        if x not in _PLACE_OPENERS:
            before = x  # "at St Mary's": the place still
    return last


# A name after these is where something is ("her last shift at Safeway", "a flat in Leeds"), no one a "she" stands for.
_AT_A_PLACE = frozenset(("at", "in", "from", "near", "into", "outside", "inside", "across"))
_PLACE_OPENERS = frozenset(("st", "saint", "mt", "mount", "san", "santa", "fort", "port", "lake", "the"))


_SOMEONE_ZH = later(r"男生|女生|男的|女的|小伙|姑娘|女孩|男孩|男人|女人|那人|这人|那个人|这个人|网友|对方")
_SOMEONE_EN = frozenset("guy girl man woman someone somebody lady dude gentleman stranger".split())


def holder_of(who: str | None, cjk: bool, subject: frozenset[str]) -> frozenset[str]:
    """Whose slot a frame sets when it names its holder (给闺女换了…, "enrolled Maya in…", "let me go")."""
    if not who:
        return subject
    if cjk:
        found = people_zh(who)
        return found[0][2] if found else SELF if who in ("我", "我们") else subject
    if who in ("me", "us", "myself", "ourselves", "my", "our", "us all") or who.endswith(" of us"):
        return SELF
    if who in ("everybody", "everyone") or who.startswith("the whole "):
        return SELF  # "laid everybody off": the user tells of a layoff they were in
    if who == "his":
        who = "him"  # "his birthday is…": whose, as "he" is read
    if who in ("him", "her"):
        # "switched her to a charter school": the she or he the older remark is about, when it is about one
        return subject if subject not in (SELF, OTHER) else (SHE if who == "her" else HE)
    if who == "them":
        return OTHER
    keys = person_en(who.split()[-1])
    return keys if keys is not None else frozenset(("name:" + who.split()[-1],))


def acronym(clause: str, word: str) -> bool:
    """Whether a word is written in capitals in the clause, as a name of a few letters is ("transferred to NYU")."""
    return 2 <= len(word) <= 5 and re.search(r"\b" + re.escape(word.upper()) + r"\b", clause) is not None
