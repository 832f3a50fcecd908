"""Habits given up and taken up: what a remark says was taken up again after it was given up ("started smoking
again", 破戒了), a habit the user said they never have that they do now ("I never run" -> "been running 3x a
week", 我完全不运动 -> 最近开始夜跑了), and a habit done now in place of another ("doing laps at the pool instead").
Each is read by the kinds of habit it names."""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import change_words as cw
from ..language import update_classes as k
from ..language.change_verbs import FAREWELL_ZH
from ..language.kind_finder import GENERAL
from ..language.text import has_cjk
from .update_clauses import subject_at_end, subject_of
from .update_subject_zh import people_zh
from .update_values import things
from ..language.memo import NOTHING, sets

PIECES = later(r"[，,。.;；!！?？\n]+")  # a remark's clauses, by their marks
NARROWER = {"@" + broad: frozenset("@" + n for n in narrow if n != broad) for broad, narrow in k.BROADER.items()}


def narrow(terms: frozenset[str]) -> set[str]:
    """The kinds among a remark's terms, without the general ones (@medicine stands for any medicine)."""
    return {t for t in terms if t.startswith("@") and not t.endswith(GENERAL) and t not in NARROWER}


_RESUMED_EN = later(
    r"\b(?:started|began|went back to|am back to|i'm back to|back to)\b[^,.;!?]{0,30}\bagain\b|\brelapsed\b|"
    r"\bfell off the wagon\b|\b(?:smoking|drinking|vaping|gambling|biting my nails) again\b|"
    r"\bback on (?:the )?(?:cigs|cigarettes|smokes|booze|sauce|bottle|vape|sugar|caffeine|coffee|soda|energy drinks)\b"
)
_RESUMED_ZH = later(
    r"破戒|复吸|复饮|又开始|又(?:抽|喝|吃|玩|赌|刷)(?:上|起来?)了|重新(?:开始)?(?:抽|喝|吃)|没忍住又|又捡起来了"
)
ANY_HABIT = frozenset(("@*",))
_LEFT_OUT = {"复吸": frozenset(("@smoking",)), "复饮": frozenset(("@drinking",))}
_NOT_RESUMED = later(
    r"\b(?:not|never|don't|won't|didn't|afraid|scared|worried|if|might|tempted|almost|nearly|hope|refuse)\b|"
    # (or only dreamt: "had a dream I was smoking again", 梦见自己又抽烟了)
    r"\b(?:dream|dreamt|dreamed|nightmare)\b|"
    r"不会|不想|不要|别|怕|差点|万一|如果|要是|担心|千万|绝不|决不|坚决不|不能|没有(?=复|破|又)|拒|梦见|梦到|做梦|(?<!睡)梦里"
)


@sets(4096)
def resumed(new: str) -> frozenset[str]:
    """The kinds of habit a remark says were taken up again ("started smoking again", 破戒了…天天晚上来两罐啤酒), when
    that is neither denied, feared nor only nearly done; else none."""
    cjk = has_cjk(new)
    found = (_RESUMED_ZH if cjk else _RESUMED_EN).search(new.lower())
    if found is None:
        return frozenset()
    piece = PIECES.split(new.lower()[: found.end()])[-1] if not cjk else new[max(0, found.start() - 6) : found.end()]
    if _NOT_RESUMED.search(piece):
        return frozenset()
    kinds = frozenset(narrow(things(new.lower())))
    # 复吸了, 破戒了, "relapsed": the habit left out is the one the older remark gave up (update_whole._resumes)
    return kinds or _LEFT_OUT.get(found.group()[:2], ANY_HABIT)


# A habit said to be absent ("I never run", 我完全不运动, "I don't drink coffee"), then taken up: done now, with how
# often or since when ("been running 3x a week", 最近开始夜跑了, 现在一周去四次).
_NEVER_EN = later(cw.NEVER_EN)
_NEVER_ZH = later(cw.NEVER_ZH)
_DOING_EN = later(
    r"\b(?:started|began|took up|picked up|getting into)\b|"
    r"\bbeen (?!(?:meaning|thinking|wanting|planning|hoping|trying|looking|dying|talking|reading about)\b)[a-z]+ing\b|"
    r"\b\d+x (?:a|per) week\b|\b(?:once|twice|\w+ times) a week\b|\bevery (?:day|morning|night|evening)\b|"
    # one become a person of the habit ("I've become a coffee person", "two cold brews a day")
    r"\b(?:become|became|turned into|now) a [a-z]+ (?:person|drinker|addict|fiend|girl|guy)\b|\b(?:one|two|three|\d) [a-z ]{0,12}a day\b"
)
_DOING_ZH = later(r"开始|现在|每天|天天|每周|一周[一二三四五六七八九十两\d]+次|坚持")
_EXERCISE = later(cw.EXERCISE)
_SPORTS = frozenset("@" + n for n in k.REPLACEABLE["sport"]) | {"@membership", "@gym"}


@sets(4096)
def taken_up(new: str) -> frozenset[str]:
    """The kinds of habit a remark says the user does now, with how often or since when ("been running 3x a week",
    最近开始夜跑了): its kinds, and "exercise" for a sport or a gym; none when that is denied or another's."""
    newer = new.lower()
    doing = (_DOING_ZH if has_cjk(new) else _DOING_EN).search(newer)
    if doing is None or subject_of(new) - {"self"}:
        return frozenset()
    pieces = PIECES.split(newer[: doing.end()])
    if _NOT_RESUMED.search(pieces[-1]):
        return frozenset()
    # the habit is named where the doing is told, or in the clause before it (办了张健身卡，现在一周去四次)
    near = " ".join(pieces[-2:]) + PIECES.split(newer[doing.end() :])[0]
    kinds = narrow(things(near)) - {"@habit"}
    return frozenset(kinds | ({"exercise"} if kinds & _SPORTS else set()))


@sets(4096)
def never_had(old: str) -> frozenset[str]:
    """The kinds of habit a remark of the user's says they never have (我完全不运动, "I never run"): its kinds, and
    "exercise" when it names exercise."""
    lowered = old.lower()
    if (_NEVER_ZH if has_cjk(old) else _NEVER_EN).search(lowered) is None or "self" not in subject_of(old):
        return frozenset()
    kinds = narrow(things(lowered)) - {"@habit"}
    return frozenset(kinds | ({"exercise"} if _EXERCISE.search(lowered) else set()))


# A habit done now in place of another, said with "instead" ("Doing laps at the pool on my lunch break instead",
# "I swim now instead of running"): never a one-off ("did yoga instead today"), a wish or a plan ("maybe I should
# cycle instead"), a question, or someone else's. Chinese says the same with 改/换成, read as a replacement elsewhere.
_INSTEAD_EN = later(r"\binstead\b(?P<of> of\b)?")
_NOT_A_HABIT_EN = later(
    r"\b(?:should|could|would|maybe|perhaps|thinking|considering|planning|want|wanna|gonna|going to|try|trying|"
    r"will|today|tonight|yesterday|this (?:morning|afternoon|evening|time)|last night|for once|did|went|had|got(?! (?:me|us) [a-z]+ing\b)|"
    r"ended up|decided|took|ate|made|watched|wore|drove|rode|ran|swam|[a-z]{3,}ed)\b|'ll\b|\?"
)


_NEITHER = (NOTHING, NOTHING)
_JOIN = later(r"\b(?:so|but|because|cause|since|and then)\b")


# (asked of the new remark once for every older one a storing turn compares it with)
@lru_cache(maxsize=4096)
def done_instead(new: str) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds of habit a remark says the user does now instead of another, and the kinds it says that other was
    of when it names it ("instead of running"); two empty sets when it says none."""
    if has_cjk(new):
        return _done_instead_zh(new)
    lowered = new.lower()
    for found in _INSTEAD_EN.finditer(lowered):
        # (from its last join: "knee's stuffed so the physio's got me swimming instead": the cause is no one-off)
        piece = _JOIN.split(PIECES.split(lowered[: found.start()])[-1])[-1]
        after = PIECES.split(lowered[found.end() :])[0]
        if _NOT_RESUMED.search(piece) or _NOT_A_HABIT_EN.search(piece + (after if found.group("of") else "")):
            continue
        if subject_of(piece) - {"self"}:
            continue  # "my husband does the school run instead"
        doing = frozenset(narrow(things(piece)) - {"@habit"})
        if doing:
            return doing, frozenset(narrow(things(after)) - {"@habit"}) if found.group("of") else NOTHING
    return _NEITHER


# The same said in Chinese: a habit switched to (现在改成晚上去游泳了, 换成喝茶了), or the one thing done now after an end
# (医生让我戒酒，现在晚上只喝茶); never a one-off, a plan or a wish (今天改成游泳, 打算换成跑步).
_INSTEAD_ZH = later(
    r"(?:改成|换成|改为|改去|改练|改喝|改吃|改玩|改骑|转战|换了(?:一)?(?:台|部|辆|款|块|把))(?P<v>[^，。,；;！!？?]{1,12})|"
    r"(?:现在|如今|最近)[^，。,；;！!？?]{0,6}?只(?P<w>(?:喝|吃|练|玩|打|去|骑|学)[^，。,；;！!？?]{1,10})"
)
_NOT_A_HABIT_ZH = later(r"今天|昨天|这次|这回|打算|准备|想|要不|要是|如果|下周|明天|下个月|吗|呢")


def _done_instead_zh(new: str) -> tuple[frozenset[str], frozenset[str]]:
    for found in _INSTEAD_ZH.finditer(new):
        piece = PIECES.split(new[: found.start()])[-1] + found.group()
        if _NOT_A_HABIT_ZH.search(piece) or subject_at_end(new[: found.end()]) - {"self"}:
            continue
        doing = frozenset(narrow(things(found.group("v") or found.group("w"))) - {"@habit"})
        if doing:
            return doing, NOTHING
    return _NEITHER


REPLACING = [frozenset("@" + n for n in names) for names in k.REPLACEABLE.values()]  # kinds one replaces another of


def instead_keys(new: str) -> frozenset[str]:
    """The kinds of habit a remark done instead may replace (done_instead): its own, and the others of their group."""
    doing, replaced = done_instead(new)
    if replaced:
        return replaced
    return doing.union(*(group for group in REPLACING if doing & group))


# A habit moved to another time of day ("moved my workouts to 6am", 健身挪到早上了) after one said with its time ("I
# usually hit the gym at lunch", 我一般晚上下班去健身房): the same habit, done at another time now. Times are read
# as parts of the day, so "6am" and "mornings" are one time and "lunch" another.
_PARTS_OF_DAY = (
    (
        "am",
        r"\b(?:mornings?|\d{1,2}(?::\d\d)? ?am|before work|first thing|dawn|sunrise)\b|早上|早晨|上午|清晨|一大早|上班前|起床后",
    ),
    ("noon", r"\b(?:lunch(?:time)?|noon|midday|lunch break)\b|中午|午休|午饭"),
    (
        "pm",
        r"\b(?:evenings?|nights?|tonight|\d{1,2}(?::\d\d)? ?pm|after work|after dinner)\b|晚上|傍晚|下班后|下班去|下班以后|夜里|晚饭后",
    ),
    ("weekend", r"\bweekends?\b|周末"),
)
_TIMES = [(name, later(words)) for name, words in _PARTS_OF_DAY]
_MOVED_TO = later(
    r"\b(?:moved|switched|shifted|changed|pushed|bumped)\b[^.;!?]{0,30}?\bto\b|\bnow (?:i )?(?:do|go|hit|run|train|work out)\b|"
    r"挪到|改到|换到|调到|改成|改在|现在改|改去"
)
_ONE_DAY = later(r"\b(?:today|tonight|tomorrow|this (?:morning|evening|week|once))\b|今天|今晚|明天|这周|这次")
_USUALLY = later(
    r"\b(?:usually|always|normally|typically|every|most (?:days|mornings|evenings|nights))\b|一般|每天|平时|通常|天天|都是"
)


def _parts_of_day(text: str) -> frozenset[str]:
    return frozenset(name for name, times in _TIMES if times.search(text))


@lru_cache(maxsize=4096)
def moved_to_a_time(new: str) -> tuple[frozenset[str], frozenset[str]]:
    """The kinds of habit a remark says were moved to another time of the day, and that time; two empty sets when
    it says none (or the move is denied, supposed or someone else's)."""
    lowered = new.lower()
    moved = _MOVED_TO.search(lowered)
    if moved is None or subject_of(new) - {"self"}:
        return _NEITHER
    if _NOT_RESUMED.search(PIECES.split(lowered[: moved.end()])[-1]) or _ONE_DAY.search(lowered):
        return _NEITHER  # "thinking of moving my runs to mornings", 不想改到晚上, 今天跑步改到晚上了
    kinds = frozenset(narrow(things(lowered)) - {"@habit"})
    after = _parts_of_day(PIECES.split(lowered[moved.start() :])[0])  # the time in the clause of the move
    return (kinds, after) if kinds and after else _NEITHER


def done_at_another_time(new: str, old: str) -> bool:
    """Whether the newer remark moves a habit the older one says is done at another time of the day."""
    kinds, when = moved_to_a_time(new)
    if not kinds:
        return False
    lowered = old.lower()
    if not _USUALLY.search(lowered) or not kinds & narrow(things(lowered)) or subject_of(old) - {"self"}:
        return False
    before = _parts_of_day(lowered)
    return bool(before) and not before & when


_STANDING = later(cw.STANDING)
_ONE_OFF = later(cw.ONE_OFF)


@lru_cache(maxsize=16384)
def standing(text: str) -> bool:
    """Whether a remark states a standing state (a habit, something kept or owned, something going on, a
    membership, a present attribute) in a clause that is not one outing or a plan."""
    return any(_standing_piece(p) for p in PIECES.split(text.lower()) if p)


# A clause inside the remark that tells of the past ("I play a Fender Strat that I bought when I was 19"): its past
# tense is that clause's, not the remark's.
_SUBORDINATE = later(r"\b(?:that|which|who|when|since|because|ever since)\b")
_PAST_WORDS = frozenset(("went", "had", "did", "was", "were", "visited", "tried", "saw"))


def _standing_piece(piece: str) -> bool:
    found = _STANDING.search(piece)
    if found is None:
        return False
    inner = _SUBORDINATE.search(piece, found.end())
    return not any(
        inner is None or m.start() < inner.start() or m.group() not in _PAST_WORDS for m in _ONE_OFF.finditer(piece)
    )


# A habit quit, its object left out (戒了, 俩月没碰了, 跟烟彻底拜拜了, "quit"; not 黄了: a plan that fell through).
_QUIT = later(
    r"戒|没(?:再)?(?:碰|沾|抽|喝)(?:过)?了|" + FAREWELL_ZH + r"|\b(?:quit|gave up|kicked the habit|stopped)\b",
    re.IGNORECASE,
)
# a farewell said to someone (跟前任彻底拜拜了) is no habit quit
_FAREWELL = later(r"(?:跟|和|与)(?P<x>[^，。,；;！!\s]{1,6}?)" + FAREWELL_ZH)


def quit_left_out(new: str) -> bool:
    """Whether a remark says a habit was quit without naming it: it ends the habit an older remark holds."""
    if _QUIT.search(new) is None:
        return False
    farewell = _FAREWELL.search(new)
    return farewell is None or not people_zh(farewell.group("x"))
