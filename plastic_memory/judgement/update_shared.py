"""What a newer remark's end shares with an older remark, read for turn-by-turn updates (updates.reach): a word, a
kind named by a general word, a model and its maker, a short form of a name; the kind a Chinese head read short of its
general word names; the names a remark's statements hold; names that are what replaced a thing or who took it."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language import clauses
from ..language import update_classes as k
from ..language.date_words import _EN_FULL_WEEKDAYS, _EN_MONTHS
from ..language.kind_finder import GENERAL
from ..language.life_things import MAKERS
from ..language.text import has_cjk
from .update_clauses import Claim
from .update_habits import NARROWER as _NARROWER
from .update_habits import REPLACING as _GROUPS
from .update_habits import narrow as _narrow
from .update_values import names, things, value_terms
from ..language.memo import sets


def kind_after(head: frozenset[str], new: str) -> frozenset[str]:
    """The kind a Chinese head read short of its general word names (那个大班课退了: 大班, then 课), never a kind
    named before it (咖啡店倒闭了 is a shop's end, not coffee's)."""
    out: set[str] = set()
    for h in head:
        at = new.find(h)
        if at >= 0:
            out |= things(new[at : at + len(h) + 2]) - things(h)
    return frozenset(out)


@sets(4096)
def told_names(text: str) -> frozenset[str]:
    """The names a remark's statements hold, not its questions' ("which routes go from Capitol Hill to SLU?")."""
    told = [c.text for c in clauses.split(text) if c.mood == "statement"]
    return names(" . ".join(told)) if told else frozenset()


def tie(new: frozenset[str], old: frozenset[str], replacing: bool = False) -> frozenset[str]:
    """What a new value shares with an older one: a word, or a kind when either names it by a general word ("sold
    the car" and "a Tacoma", 药停了 and 二甲双胍). Two members of a kind are two things ("sold my guitar" and "I play
    the piano", "my corgi died" and "I have a beagle"), unless one replaces the other ("switched to a Pixel")."""
    out = set()
    for t in new & old:
        if not t.startswith("@"):
            out.add(t)
        elif t.endswith(GENERAL):
            continue
        elif t + GENERAL in new or t + GENERAL in old:
            out.add(t)
        elif replacing and not (_NARROWER.get(t, frozenset()) & new and _NARROWER.get(t, frozenset()) & old):
            # "switched to Lexapro" replaces an antidepressant, not a medicine of another kind; 换成架子鼓了 replaces
            # the instrument one learnt (尤克里里, of no narrower kind)
            out.add(t)
    if replacing:
        # "switched to club lacrosse" replaces a sport, 改喝茶了 a drink: another of what may replace it
        out |= {t for group in _GROUPS if _narrow(new) & group for t in _narrow(old) & group}
    return frozenset(out)


_INSTEAD = r"\b(?:onto|on to|to|for|with|instead of|on)\s+(?:a |an |the |some )?"  # ("I'm on a Lenovo for now")


def taken_instead(new: str, named: set[str] | frozenset[str]) -> bool:
    """Whether every name beside an end is what replaced it ("switched me off the pills onto Ozempic"), so the end
    is of the older thing of the class the words share, not of the one named."""
    lowered = new.lower()
    return all(
        re.search(_INSTEAD + re.escape(n.lower()) + r"\b", lowered)
        or re.search(_WENT_THROUGH + re.escape(n.lower()) + r"\b", lowered)
        for n in named
    )


# who or what a thing went to or through ("sold it to a guy off Marketplace", "listed it via Gumtree"): never which
# thing it was
_WENT_THROUGH = r"\b(?:off|via|through|to)\s+(?:(?:a|an|the|some|this|that)\s+)?(?:[\w'-]+\s+){0,2}"


def named_beside(c: Claim, new: str, old_values: frozenset[str]) -> frozenset[str]:
    """The kinds a replacement names in its other words that the older remark holds: what it replaced, said beside
    the new thing (我妈改练八段锦了，说太极太费膝盖; "switched to green tea, coffee was making me jittery")."""
    return frozenset(_narrow(things(new.lower())) - c.value - (c.head or frozenset())) & old_values


def _another_of_its_family(value: frozenset[str], old_values: frozenset[str]) -> bool:
    """Whether what an end acts on is of a kind the older remark does not name while the older names another kind
    of its family: then a word they share is only a verb ("drink") or a carrier, not the same thing."""
    mine = _narrow(value)
    if not mine or mine & old_values:
        return False
    families = {k.FAMILY.get(t[1:]) for t in mine}
    return any(k.FAMILY.get(t[1:]) in families for t in _narrow(old_values))


_DOER = frozenset(("er", "r", "or", "ist", "ian"))  # teach -> teacher, drive -> driver, cycl -> cyclist


def meet(
    value: frozenset[str], old_values: frozenset[str], names: frozenset[str], old: str, replacing: bool
) -> frozenset[str]:
    """What an end's value shares with the older remark: a term, a kind (tie), a short form of a name the older
    spells out ("the Strat" and "a Stratocaster"), or a Chinese noun of one character that ends a word of the older
    (药 and 降压药, 号 and 手机号)."""
    if not replacing and _another_of_its_family(value, old_values):
        return frozenset()  # "quit drinking" after "I drink green tea": the older is about another drink
    shared = set(tie(value, old_values, replacing)) | _made_by(value, old_values)
    for n in value:
        longer = [t for t in old_values if t.startswith(n) and t != n] if len(n) >= 4 and n[0] != "@" else []
        # typed low, a short form is the same only when both name a thing of one kind ("the strat", a Stratocaster)
        if longer and (n in names or any(things(n) & things(t) for t in longer)):
            shared.add(n)
    for n in value:
        if len(n) == 1 and has_cjk(n) and re.search("[\u4e00-\u9fff]" + re.escape(n), old):
            shared.add(n)
        if len(n) >= 4 and any(t[len(n) :] in _DOER for t in old_values if t.startswith(n) and t != n):
            shared.add(n)  # "not teaching anymore" after "I'm a teacher": the doing of the role
    return frozenset(shared)


_MODELS = {maker: frozenset(models) for maker, models in MAKERS.items()}
_MAKERS_OF: dict[str, set[str]] = {}
for _maker, _models in MAKERS.items():
    for _model in _models:
        _MAKERS_OF.setdefault(_model, set()).add(_maker)  # an iPhone is Apple's and 苹果's


def _made_by(value: frozenset[str], old_values: frozenset[str]) -> set[str]:
    """A model and its maker, one named by each remark ("the Outback" and "a Subaru", 朗逸 and 大众), when the one
    naming the maker names none of its models (a Corolla sold is not the Camry also owned)."""
    out = set()
    for a, b in ((value, old_values), (old_values, value)):
        for model in a:
            if any(maker in b and not _MODELS[maker] & b for maker in _MAKERS_OF.get(model, ())):
                out.add(model)
    return out


# what a change is to (换成睡前泡脚, "switched to decaf"): the new state, which an older remark saying it agrees with
_TO_NEW = later(r"(?:换成|改成|变成)了?([^，。,；;！!？?～~]+)|\bswitched (?:over )?to ([^,.;!?]+)")


def the_new_one(new: str, old_values: frozenset[str], cjk: bool) -> bool:
    """Whether the older remark says what a change is to, and nothing else: 换成睡前泡脚 leaves 我每天晚上泡脚 (not
    "switched to day shifts at Mercy", which leaves the night shift behind)."""
    named = {t for t in old_values if not t.startswith("@")}  # (a kind shared is the kind of what was replaced)
    said = [g for m in _TO_NEW.finditer(new if cjk else new.lower()) for g in m.groups() if g]
    return bool(named) and any(named <= value_terms(x, cjk) for x in said)


# names that are no thing's: a day or a month, and where someone is from ("a young couple from Baltimore bought her")
_WHEN_NAMES = _EN_FULL_WEEKDAYS | frozenset(m for m in _EN_MONTHS if len(m) > 3)  # the date reader's own names
_FROM = later(r"\bfrom ([a-z]+)")
# where the deal was done or whom it went to is no thing sold ("traded my guitar in at Long & McQuade", "sold it at Cash
# Converters", "gave dadu's car to a collector in Kolkata")
_AT_A_PLACE = later(r"\b(?:at|to) (?!(?:at|in|to|a|an|the|my|our)\b)([a-z]+(?:(?: &| and)? [a-z]+){0,2})")


def not_things(new: str) -> frozenset[str]:
    lowered = new.lower()
    places = {n for phrase in _AT_A_PLACE.findall(lowered) for n in phrase.split() if n not in ("&", "and")}
    return _WHEN_NAMES | frozenset(_FROM.findall(lowered)) | places


# Chinese measure words: 那匹马 is a horse, the thing after its measure word
MEASURES = frozenset("个只匹台辆部块件张头条把架双套")
