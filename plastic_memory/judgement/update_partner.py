"""The partner slot read from a clause: whose relationship it is, the partner's name and how far it has gone (dating,
engaged, married), for update_claims.py; and what ties two partner claims together, for updates.py."""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import update_classes as k
from ..language import updates_words as w
from ..language.frame_parts import ZH_TOGETHER_OVER
from .update_clauses import Claim
from .update_pronouns import SELF
from .update_subject_zh import user_in_zh
from .update_values import introduced

_PARTNER_NAMED = later(
    r"\b(?i:girlfriend|boyfriend|wife|husband|fianc[ée]e?|partner|married to|engaged to|dating|seeing) ([A-Z][a-z]+)|"
    r"^\s*([A-Z][a-z]+) and I\b"
)
_PLANNED = later(r"打算|准备|计划|想|要|明年|下个月|\b(?:plan|planning|going to|gonna|will|want to|hope to)\b")
_STAGES = [(stage, later("|".join(re.escape(x) for x in words))) for stage, words in k.STAGES.items()]


_MY_EX = later(r"\bmy ex\b|我前任|我前男友|我前女友")
# the partner leaving the user, said of "she" or "he" ("she dumped me", 她把我甩了); not a thing left for them
_LEFT_ME = later(
    r"\b(?:dumped|broke up with|divorced|walked out on|ghosted|cheated on|split (?:up )?with) me\b|"
    r"\bleft me\b(?! (?:a|an|some|alone|the|with|at|in|behind|for a|hanging|on read|speechless|[a-z]+ing)\b)|把我(?:甩|踹|蹬|拉黑)了|跟我(?:提了?)?分手"
)
# the user as a person, not whose ("my brother Tom"); or left out before dating ("Dating this guy Leo")
_USER_IN = later(r"\b(?:i|i'm|i've|me|we|we're|we've|us)\b|^(?:been |currently |still |now )?(?:dating|seeing)\b")


def _stage(lowered: str) -> set[str]:
    """How far a relationship has gone by the words of a clause; a step only planned (打算明年办婚礼, "planning the
    wedding") is not taken yet."""
    out = set()
    for stage, rx in _STAGES:
        found = rx.search(lowered)
        if found is not None and not _PLANNED.search(lowered[: found.start()]):
            out.add("@stage:" + stage)
    if "@stage:engaged" in out and "@stage:married" in out and not _MARRIED.search(_WEDDING.sub(" ", lowered)):
        out.discard("@stage:married")  # "my fiancée and I keep arguing about wedding venues": a wedding ahead
    return out


_WEDDING = later(r"\bwedding\b|婚礼|办酒|摆酒")
_MARRIED = dict(_STAGES)["married"]


def partner_claim(clause: str, lowered: str, cjk: bool, subject: frozenset[str], mode: str, hedged: bool) -> Claim:
    """A claim on the partner slot: the user's own unless the clause is about someone else's relationship ("my best
    friend just got divorced"); its value is the partner's name (next to a partner word, or "Lisa and I") and
    the stage the words say, never other names in the clause ("my partner and I got back from Rio")."""
    others = subject - {"self", "partner"}
    # ("My girlfriend Sofia's mom invited me": the clause is the mother's, the girlfriend the user's)
    mine = not cjk and _MY_PARTNER_OPENS.match(lowered) is not None
    named = any(s.startswith("name:") for s in others)
    # a name is the partner when the user is in the clause ("Jake dumped me", 阿杰跟我分手了), else whose it is (小雨离婚了)
    user_in = "partner" in subject or (user_in_zh(clause) if cjk else _USER_IN.search(lowered) is not None)
    # ("she dumped me", 她把我甩了: the one who left the user, called only "she", was their partner)
    left_me = mode == w.END and all(s.startswith("pron:") or s == "other" for s in others) and _LEFT_ME.search(lowered)
    who = (
        others
        if others and not (named and user_in) and not left_me and not _MY_EX.search(lowered) and not mine
        else SELF
    )  # ("he's my ex now")
    value: set[str] = set()
    if not cjk:
        for m in _PARTNER_NAMED.finditer(clause):
            value.add((m.group(1) or m.group(2)).lower())
        value |= introduced(clause)  # "dating a guy named Marco"
    if mode == w.SET:
        value |= _stage(lowered)  # 女朋友, "my wife", 领证: how far it has gone, not who
    # "his new boyfriend", 新女友, 现任: a partner said to be new is another one than before, whatever the stage
    change = mode == w.SET and _NEW_PARTNER.search(lowered) is not None
    return Claim(who, "partner", mode, frozenset(value), hedged=hedged, change=change)


_MY_PARTNER_OPENS = later(
    r"^\W*(?:my|our) (?:new |current )?(?:girlfriend|boyfriend|gf|bf|wife|husband|hubby|wifey|partner|fianc[eé]e?|spouse)\b"
)
_NEW_PARTNER = later(
    r"\bnew (?:boyfriend|girlfriend|bf|gf|partner|man|woman|fianc[eé]e?|husband|wife|hubby|boo|bae)\b|"
    r"新(?:男朋友|女朋友|男友|女友|对象|男票|女票|老公|老婆)|现任(?:男友|女友|男朋友|女朋友|老公|老婆|对象)?"
)
_WED = frozenset(("@stage:married", "@stage:engaged"))


_DATING_SAID = later(r"\b(?:boyfriend|girlfriend|bf|gf|dating|seeing)\b|男朋友|女朋友|男友|女友|在谈")


def _only_dating(o: Claim, old: str) -> bool:
    """Whether an older claim on the partner slot is of a boyfriend or a girlfriend, and nothing says they wed (a
    couple said only to live together may be married: 我爸妈…还住在一起)."""
    return "@stage:dating" in o.value and not o.value & _WED and _DATING_SAID.search(old.lower()) is not None


# a divorce said of a couple who only date is a joke; a breakup word beside it is not ("broke up, basically divorced")
_DIVORCED = later(r"^(?!.*(?:\bbroke up\b|\bsplit\b|分手)).*(?:\bdivorc|离婚)")
_COUPLE = frozenset(("self", "partner"))
# The slots in which a claim may replace one about someone else (the two functions below): a pregnancy or the miles
# apart are the couple's, a partner named is the user's own. turn/supersede.py looks these up whole.
ACROSS_PEOPLE = frozenset(("pregnancy", "away", "partner"))


def _a_couple_s(c: Claim, o: Claim, old: str = "") -> bool:
    """A pregnancy is the couple's: "our baby arrived" ends "my wife is pregnant", and "she's due in May" of the
    user's partner is the same one as "we're expecting"; so are the miles between them (不用异地了 after 女朋友在日本
    留学，异地恋好辛苦)."""
    return c.subject | o.subject <= _COUPLE and (c.slot == "pregnancy" or (c.slot == "away" and "异地" in old))


def _their_partner_s(c: Claim, o: Claim, old: str = "", new: str = "") -> bool:
    """The user's partner named as the older remark names them: "Tom moved out and the divorce was finalised" after
    "I'm married, my husband Tom…" is the user's marriage ending, not Tom's alone (阿琳…这次是真的结束了 after
    我女朋友阿琳对我挺好的: the name in the older remark's words, its claim holding only the stage)."""
    named = {k[5:] for k in c.subject if k.startswith("name:")}
    if c.slot != "partner" or "self" not in o.subject or not 0 < len(named) == len(c.subject):
        return False
    if named <= o.value:
        return True
    # (a Chinese remark's partner claim holds how far it has gone, not the name: 我女朋友阿琳 names her in its words;
    # an English one holds the name, "my boyfriend Tom")
    # an English one holds the name, "my boyfriend Tom"), when the newer remark says the end in plain words (分了 may
    # be a cake shared out)
    return (
        bool(old)
        and _SAID_OVER.search(new) is not None
        and all(not n.isascii() and n in old for n in named)
        and all(v.startswith("@stage:") for v in o.value)
    )


_SAID_OVER = later(r"分手|离婚|" + ZH_TOGETHER_OVER)


# Together again with someone named (我跟大伟复合了, "got back together with Sam", "Jake and I are back together").
_BACK_TOGETHER = later(
    r"我(?:又)?(?:跟|和|与)(?P<z>[\u4e00-\u9fff]{2,3}?)(?:复合|和好|又在一起|重新在一起)|"
    r"\b(?:back together with|got back with|getting back with|back with) (?P<e>[a-z]+)\b|"
    r"\b(?P<f>[a-z]+) and i (?:are|got) back together\b",
    re.IGNORECASE,
)
_PARTED = later(r"分手|分了|前任|前男友|前女友|离婚|\bex\b|broke up|split up|divorced", re.IGNORECASE)


def together_again(new: str) -> bool:
    """Whether a remark says the user is together again with someone it names (with whom, read against the older)."""
    return _BACK_TOGETHER.search(new) is not None


def back_together(new: str, old: str) -> bool:
    """Whether the newer remark says the user is together again with the one the older remark says they parted from
    ("我跟大伟复合了" after "前任叫大伟，分手半年了"): the parting is no longer current."""
    found = _BACK_TOGETHER.search(new)
    if found is None:
        return False
    name = next(g for g in found.groups() if g)
    return name.lower() in old.lower() and _PARTED.search(old) is not None


# Whom a named person is to the user, said beside the name ("Tom, my ex as of Tuesday, …", "Jordan, my husband of two
# weeks now", "Raj is my boyfriend now", 李强，我前夫，…, 大伟——我先生, 小雨，前女友了; "my partner Chloe", 我老公李强):
# a later remark that calls the one an earlier remark named by another role says what they are now.
_ROLES = (
    (
        "ex",
        r"ex(?:-(?:husband|wife|girlfriend|boyfriend|partner|fianc[ée]e?))?|former (?:partner|husband|wife)|"
        r"前夫|前妻|前女友|前男友|前任|前对象",
    ),
    ("engaged", r"fianc[ée]e?|未婚夫|未婚妻"),
    ("married", r"husband|wife|hubby|spouse|老公|老婆|先生|太太|丈夫|妻子|爱人|媳妇|那口子|老伴儿?"),
    ("dating", r"girlfriend|boyfriend|gf|bf|partner|other half|女朋友|男朋友|女友|男友|对象"),
    (
        "friend",
        r"(?:best |close |old )?(?:mate|friend|pal|buddy|flatmate|roommate|housemate|colleague)|"
        r"(?:好|老)?(?:朋友|闺蜜|哥们|兄弟|室友|同事|同学)",
    ),
    ("seeing", r"(?:a few |some |couple of )?dates? with|seeing|talking to|约会对象|暧昧对象"),
)
_ROLE = "|".join(f"(?P<{name}>{words})" for name, words in _ROLES)
_EN_NAME = r"(?P<n>[A-Z][a-z]{2,})"
_ZH_NAME = r"(?P<n>(?:小|老|阿)?[\u4e00-\u9fff]{1,2}?)"
# the name, then the role (an apposition, or "is my"); the role, then the name ("my partner Chloe", 我老公李强)
_NAMING = [
    later(p)
    for p in (
        rf"(?:^|(?<=[.!?]\s)){_EN_NAME}(?:'s| is| was|,| —| –| -|—|–)\s*(?:now |officially |basically )?(?:my |our )?"
        rf"(?:new |current |future )?(?:{_ROLE})(?![a-z]|'s|’s)",
        rf"(?:^|(?<=[。！？!?]))\s*{_ZH_NAME}(?:，|,|——|—|是)(?:我的?|我们家的?)?(?:{_ROLE})(?![a-z])",
        rf"\b(?:[Mm]y|[Oo]ur) (?:{_ROLE}),? {_EN_NAME}\b",
        rf"(?:我的?|跟|和)(?:{_ROLE})(?![a-z])(?:叫)?(?P<n>[\u4e00-\u9fff]{{2}})",
        rf"\b(?:(?:a few |some )?dates? with|seeing)(?P<seeing>) {_EN_NAME}\b",
        rf"\b{_EN_NAME} and I are (?:now )?(?:official|together|a couple|an item|exclusive)\b(?P<dating>)",
    )
]


def _role(found: re.Match[str]) -> str:
    return next(name for name, _ in _ROLES if found.groupdict().get(name) is not None)


_BESIDE = 2  # from here on in _NAMING the role is said beside the name as what they are called ("my friend Raj")


@lru_cache(maxsize=4096)
def roles_named(text: str, told: bool = False) -> dict[str, str]:
    """The people a remark names with whom they are to the user: {name (lowered): role}. `told`: only those it says
    it of ("Raj is my best mate", "a few dates with Sam"), not those it calls so to say something else of them ("my
    friend Raj runs a startup")."""
    out: dict[str, str] = {}
    for n, pattern in enumerate(_NAMING):
        for found in pattern.finditer(text):
            role = _role(found)
            if not told or n < _BESIDE or n > _BESIDE + 1 or role not in _NO_PARTNER:
                out.setdefault(found.group("n").lower(), role)
    return out


_NO_PARTNER = ("friend", "seeing")


@lru_cache(maxsize=4096)
def role_now(new: str) -> dict[str, str]:
    """The people the newer remark says are someone else to the user now: those it names by a partner's role said
    beside the name, when it is not planned or supposed."""
    if _PLANNED.search(new.lower()) or "?" in new or "？" in new:
        return {}
    return {n: r for n, r in roles_named(new).items() if r not in _NO_PARTNER}


def role_changed(new: str, old: str) -> bool:
    """Whether the newer remark calls someone the older one named by another role ("Tom, my ex as of Tuesday" after
    "Tom's my husband"; 大伟——我先生 after 我跟男朋友大伟订婚了)."""
    now = role_now(new)
    if not now:
        return False
    # (one called a friend to say something else of them keeps what was said: "my friend Raj runs a startup" still
    # holds after "Raj, my boyfriend since last month")
    before = roles_named(old, told=True)
    return any(name in before and before[name] != role for name, role in now.items())
