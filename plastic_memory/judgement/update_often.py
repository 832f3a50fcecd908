"""How often a habit is done, and a habit now done more or less often: "I do yoga maybe once a month" then "doing
yoga every single day now", 我每天喝两杯咖啡 then 现在一天只喝一杯咖啡了. Each remark's frequency is read as times a
week, and two that differ by half or more are two frequencies; the newer one is current when it says so (now, these
days, cut down to, 现在, 最近, 减到…), is the user's own, and is neither a plan, a wish nor one week's tally."""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from ..language.date_words import EN_NUMBERS, zh_number
from ..language.text import has_cjk, terms
from .update_clauses import subject_of
from .update_habits import PIECES, narrow, standing
from .update_values import things

_COUNT_EN = r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|a|an)"
_COUNT_ZH = r"(?P<n>\d{1,2}|[一两二三四五六七八九十])"
# (words, times a week), the first that holds: "every other day" before "every day"
_RATES_EN = (
    (r"\bevery other day\b", 3.5),
    (r"\bevery (?:couple of|few|two|three) days\b", 2.5),
    (r"\b(?:every (?:single )?(?:day|morning|night|evening)|each (?:day|morning|night|evening)|daily|nightly)\b", 7.0),
    (r"\bmost (?:days|nights|mornings|evenings)\b", 5.0),
    (
        r"\b(?:every|each) (?:week|weekend)\b|\bweekly\b|\bon weekends\b|\bweekend[- ]only\b|\bonly (?:on )?weekends\b",
        1.0,
    ),
    (r"\bonce a (?:month|fortnight)\b|\bmonthly\b", 0.25),
    (r"\b(?:once in a (?:while|blue moon)|occasionally|rarely|hardly ever)\b", 0.3),
)
_PER_EN = later(
    rf"\b(?:{_COUNT_EN} (?:times|x|days)|(?P<once>once|twice)|{_COUNT_EN.replace('<n>', '<m>')}x) "
    r"(?:a|per|each|every) (?P<per>day|week|month)\b|"
    # an amount a day: "3 coffees a day", "a pack a day", "one cup a day"
    rf"\b{_COUNT_EN.replace('<n>', '<k>')} (?:[a-z]+ ){{0,2}}[a-z]+ (?:a|per) (?P<per2>day|week)\b"
)
_PER_ZH = later(
    rf"(?:每|一)(?:个)?(?P<per>天|日|周|星期|礼拜|月)(?:都)?(?:只|就|才)?[\u4e00-\u9fff]{{0,3}}?{_COUNT_ZH}(?:次|回|趟|杯|包|根|瓶|罐|顿)"
)
_DAILY_ZH = later(r"每天|天天|每晚|每天早上|每早")
_WEEKEND_ZH = later(r"只有周末|只在周末|周末才|周末的时候|一到周末")
_WEEKS = {"day": 7.0, "week": 1.0, "month": 0.23, "天": 7.0, "日": 7.0, "周": 1.0, "星期": 1.0, "礼拜": 1.0, "月": 0.23}
_RATES = [(later(words), rate) for words, rate in _RATES_EN]

# The newer remark says what is so now, or that it changed.
_NOW_EN = later(
    r"\b(?:now|these days|nowadays|lately|at the moment|currently|anymore|any more|"
    r"cut (?:it )?(?:down|back)|down to|up to|only|started|increased|reduced|switched to|become|became)\b"
)
_NOW_ZH = later(r"现在|最近|如今|这阵子|这段时间|目前|改成|减到|降到|减少到|增加到|加到|开始|只")
# A plan, a wish, a question, someone else's or one week's tally is not how often the habit is done now.
_NOT_NOW = later(
    r"\b(?:want|wanna|should|could|would|maybe|thinking|planning|plan|going to|gonna|try|trying|hope|if|might|"
    r"this week|last week|this month|today|yesterday|goal|aim)\b|'ll\b|\?|"
    r"想|打算|准备|计划|应该|要不要|如果|要是|争取|目标|这周|上周|这个月|今天|昨天|吗|？"
)


def _count(word: str) -> float:
    return float(EN_NUMBERS.get(word) or zh_number(word) or 0)


def rate(clause: str) -> float | None:
    """Times a week a clause says something is done, or None when it says no frequency."""
    if has_cjk(clause):
        found = _PER_ZH.search(clause)
        if found is not None:
            return _count(found.group("n")) * _WEEKS[found.group("per")]
        return 7.0 if _DAILY_ZH.search(clause) else 1.0 if _WEEKEND_ZH.search(clause) else None
    found = _PER_EN.search(clause)
    if found is not None:
        if found.group("per2"):
            return _count(found.group("k")) * _WEEKS[found.group("per2")]
        n = (
            1
            if found.group("once") == "once"
            else 2
            if found.group("once")
            else _count(found.group("n") or found.group("m"))
        )
        return n * _WEEKS[found.group("per")]
    return next((r for words, r in _RATES if words.search(clause)), None)


# Words of how often and when, which name no habit ("every night", "a week")
_WHEN = (
    "day days daily night nights nightly morning mornings evening evenings week weeks weekly "
    "weekend weekends month monthly time times hour hours minute minutes now only every each "
    # and verbs too general to name a habit ("work" of "walk to work", "work out")
    "work go get do have make take come use"
)


@lru_cache(maxsize=1)
def _when_words() -> frozenset[str]:
    # (read as terms when first asked, not at import: the first words read load every language's record)
    return frozenset(terms(_WHEN))


def _habits(text: str) -> list[tuple[frozenset[str], float]]:
    """The habits a remark names with how often they are done, clause by clause: (what names the habit, times a
    week). A habit is named by its kinds ("@yoga"), and in English by the words of its clause too ("read" of "I read
    for an hour every night" and "Reading's become a weekend-only thing"), its words of time aside."""
    out = []
    cjk = has_cjk(text)
    for piece in PIECES.split(text.lower()):
        often = rate(piece)
        if often is None:
            continue
        named = frozenset(narrow(things(piece)) - {"@habit"})
        if not cjk:
            named |= {"=" + t for t in terms(piece) - _when_words() if not t.startswith("#") and not t[0].isdigit()}
        if named:
            out.append((named, often))
    return out


def often_now(new: str) -> tuple[tuple[frozenset[str], float], ...]:
    """The habits a remark says the user does now at a frequency ("yoga every single day now", 现在每周打三次羽毛球):
    their kinds and times a week; none when it is a plan, a wish, a question, one week's tally or someone else's."""
    lowered = new.lower()
    # (the word of "now" first: most remarks have none, and whose the remark is costs more to read)
    if not (_NOW_ZH if has_cjk(new) else _NOW_EN).search(lowered) or _NOT_NOW.search(lowered):
        return ()
    if subject_of(new) - {"self"}:
        return ()
    return tuple(_habits(new))


def often_keys(new: str) -> frozenset[str]:
    """The kinds of habit whose frequency the remark says is another now (remarks sharing its words are found by
    them anyway)."""
    return frozenset(k for kinds, _ in often_now(new) for k in kinds if k.startswith("@"))


def done_as_often(new: str, old: str) -> bool:
    """Whether the newer remark says a habit the older one says the user does is now done at another frequency."""
    now = often_now(new)
    if not now or subject_of(old) - {"self"} or not standing(old):
        return False
    before = _habits(old)
    return any(kinds & was and not 0.67 <= often / then <= 1.5 for kinds, often in now for was, then in before if then)
