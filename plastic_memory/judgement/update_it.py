"""A thing the user parted with, called only "it" or "that one" (sold it to my cousin, 那台转给我学弟了): the thing
meant is the one the user last said they have. Read from the words alone, for updates.reach and the index's keys."""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import update_classes as k
from ..language.kind_finder import members
from ..language.memo import sets
from ..language.text import has_cjk
from ..language.updates_words import FETCHED
from .update_clauses import subject_of
from .update_subject import person_en
from .update_values import things

IT = "@it"  # what updates.reach answers of a thing called only "it", and the key of the remarks it may mean

# Things one has: the kinds of the family "thing", and exercise gear (a pastime's kind for its end verbs, but a thing).
GEAR = frozenset(kind for kind, family in k.FAMILY.items() if family == "thing") | {"exercise equipment"}
_IT_PARTED = later(
    r"\b(?:sold|gave|traded|donated|handed|shipped|listed)(?: (?:it|them|her|him)(?: both| all)?)(?: (?:away|off|in|on|over))?"
    r"(?= to\b| for\b| on\b| at\b| last\b| yesterday\b| this\b|[,.;!]|$)|"
    r"\b(?:buyers?|new owners?) (?:drove|came|flew|picked)[^.;!?]{0,30}?\b(?:get|collect|pick up|fetch) (?:it|her|him|them)\b|"
    + FETCHED
    + "|"
    r"\b(?:it's|it is|she's) (?:all )?theirs now\b|\bsomeone (?:grabbed|bought|snapped up|took) it\b|\bsigned (?:it|her) over\b|"
    r"(?:那边|那家|那个店|店里|店)[^，。,；;]{0,6}?(?:转出去了|盘出去了|转让了|出手了)|"
    r"(?:把)?(?:它|那台|那辆|那套|那部|这台|这辆|那个(?=[^，。,；;]{0,6}(?:卖|转给)))[^，。,；;]{0,10}?"
    r"(?:卖了|卖掉了|卖给|转给|转手|送人|送给|出给|出掉了|出手了)|"
    # said with nothing before the end but where and when (地铁上被偷了, 今天开到报废厂了, 挂闲鱼两天就被人拿走了): the
    # thing is left out, as Chinese leaves out what all know
    r"(?:^|[，。,；;！!])(?:[^，。,；;！!我你他她它的]{0,10}?)(?:被偷了|被盗了|被人(?:拿|骑|开|偷|买)走了|(?:开|拖|送)(?:到|去)(?:了)?报废(?:厂)?了?|"
    r"卖了(?=[一二两三四五六七八九十百千万几\d]+(?:块|元|多|$|[，。,；;！!])))"
)
# a business of one's own is a thing one has and can sell (我在大理古城有个小客栈, "I own a little bakery")
_BUSINESS = later(
    r"店|客栈|民宿|餐馆|饭店|工作室|超市|诊所|\b(?:shop|store|bakery|cafe|café|restaurant|diner|salon|food truck|bar)\b"
)
_HAVE = later(
    r"\b(?:i|we) (?:have|own|got|bought|drive|ride|use|run)\b|\bi've got\b|\bi'm (?:driving|using)\b|"
    r"^(?:just |finally |recently )?(?:got|bought|picked up) (?:a|an|my|the|myself)\b|"
    r"(?:我|我家)(?:有|买了|开着?|用的是|用着)|(?:有|买了|用的是|用着)(?:一|两)?[台辆套部]|(?:有|开了?)(?:一)?[个家间]"
)


@lru_cache(maxsize=4096)  # (asked of one utterance against every remark its words may reach)
def parted_with_it(text: str) -> bool:
    """Whether the words part with a thing they call only "it" or "that one" (not a thing only supposed: 要是车被偷了)."""
    lowered = text.lower()
    found = _IT_PARTED.search(lowered)
    return found is not None and _SUPPOSED.search(lowered[max(0, found.start() - 12) : found.end()]) is None


_SUPPOSED = later(r"要是|如果|万一|假如|假设|怕|担心|会不会|是不是|\b(?:if|would|might|could|in case|unless)\b")


def _kinds(lowered: str) -> set[str]:
    """The kinds of thing the words name, by their plain names (e-reader, phone, habit)."""
    return {x.lstrip("@").rstrip("^") for x in members(things(lowered))}


@lru_cache(maxsize=8192)  # (asked of an older remark by every newer one that may reach it)
def owns_a_thing(text: str) -> bool:
    """Whether a remark says the user has a thing (a car, a console, a camera), by a verb of having and its kind, or
    by calling it theirs (calls_theirs)."""
    lowered = text.lower()
    kinds = _kinds(lowered)
    if _HAVE.search(lowered) is not None and (bool(kinds & GEAR) or _BUSINESS.search(lowered) is not None):
        return True
    return calls_theirs(text)


def calls_theirs(text: str) -> bool:
    """Whether a remark calls a thing the user's ("my PS5 keeps overheating", "Mine's a '94 Defender", 我那台小电驴):
    a thing they have now, whatever the remark tells of it."""
    lowered = text.lower()
    if _MINE_IS.search(lowered):
        return True  # "Mine's a '94 Defender": the user's one of what the remark talks of
    for m in _MY_THING.finditer(lowered):
        phrase = m.group(1) or m.group(2)
        whose = re.match(r"([a-z]+)'s\b", phrase)
        if whose is not None and person_en(whose.group(1)) is not None:
            continue  # "my brother's car": another's
        if _kinds(phrase) & GEAR:
            return True
    return False


# A thing called the user's: the words after "my", after 我/我家 and a measure word
_MY_THING = later(
    r"\b(?:my|our) ((?:[a-z0-9\-']+ ){0,2}[a-z0-9\-']+)|"
    r"(?:我|我家|我们家|家里)(?:的|那|这)(?:[台辆部个只架块])?([a-z0-9\u4e00-\u9fff ]{1,8})"
)
_MINE_IS = later(r"\bmine(?:'s| is) (?:an? )(?:'?\d\d |old |new |[a-z]+ )?[a-z0-9]")


# A thing bought is a thing had until it is sold or taken back ("returned the Scribe" after "I bought the Kindle
# Scribe last week", 戴森退了 after 刚在京东买了个戴森吹风机); a coffee or a meal bought is had once.
_BOUGHT = later(
    r"\b(?:bought|purchased|picked up|ordered|splurged on|treated myself to)\b|买了|入了|入手了|下单了|拍下了"
)


@lru_cache(maxsize=4096)  # (asked of one newer remark against every older one it may reach)
def bought_a_thing(text: str) -> bool:
    """Whether a remark tells of a thing bought (of the kinds one keeps, or of no kind the memory knows)."""
    lowered = text.lower()
    if not _BOUGHT.search(lowered):
        return False
    kinds = _kinds(lowered)
    return bool(kinds & GEAR) or not kinds - {"habit", "shopping"}


def got_what_was_lacked(new: str, old: str) -> bool:
    """Whether the newer remark says the user got a thing or a pet of a kind the older said they had none of ("I don't
    have any pets" -> "we got a cockapoo puppy", 我没车 -> 提了辆车): the older is no longer so."""
    lacked = lacks(old)
    if not lacked:
        return False
    lowered = new.lower()
    if _SUPPOSED.search(lowered) is not None:
        return False
    if lacked & held_new_kinds(new):
        return True  # ("the insurance on my new Corolla", 新来的柯基: a newly got one spoken of)
    got = _GOT.search(lowered)
    if got is None:
        return False
    # what was got is the thing the words after the verb end on ("a hypoallergenic cockapoo puppy", 一只无毛猫), not a
    # thing named beside it ("a car wash", "a new leash for my sister's dog")
    got_what = _GOT_WHAT.match(lowered, got.end())
    # whoever the clause that tells it names: not a reason said before it ("the new landlord is cool with pets so we
    # adopted a greyhound")
    told = _BEFORE_GOT.split(lowered[: got.start()])[-1] + lowered[got.start() : got_what.end() if got_what else None]
    if got_what is None or subject_of(told) - {"self"}:
        return False
    what = got_what.group().strip()
    heads = (what[-2:], what[-1:]) if has_cjk(what) else tuple(what.split()[-1:])  # (无毛猫: 毛猫, then 猫)
    return any(lacked & members(things(head)) for head in heads)


# A pet or thing told as the user's newly got one while the remark is about something else ("the kitten we adopted is
# shredding my couch", "our new puppy won't sleep", 新来的柯基第一晚一直哭, 家里新来了一只猫).
_HELD_NEW = later(
    r"\bthe (?P<x>(?:[a-z\-]+ ){0,2}[a-z\-]+) (?:we|i) (?:just |finally )?(?:adopted|got|rescued|brought home)\b|"
    r"\b(?:^|[^'\w] ?)(?:our|my) new (?P<y>(?:[a-z\-]+ )?[a-z\-]+)|"
    r"(?:新来的|新养的|刚接回家的|刚领养的|新领养的|刚到家的|家里新来了?(?:一只|只|条|一条)?)(?P<z>[\u4e00-\u9fff]{1,3})|"
    # what was brought home named between the verb and 回来 (从救助站领了一只橘猫回来, 抱了条小狗回家)
    r"(?:领|抱|接|带|捡)了?(?:一|两|三|几)?(?:只|条|个|头)(?P<q>[\u4e00-\u9fff]{1,4}?)回(?:来|家)"
)


@sets(4096)
def held_new_kinds(new: str) -> frozenset[str]:
    """The kinds of a pet or thing the remark speaks of as the user's newly got one ("the insurance on my new Corolla",
    新来的柯基): what turn/supersede.py looks up the older remarks that lacked one by, as they share no word."""
    held = _HELD_NEW.search(new.lower())
    if held is None or subject_of(new[: held.end()]) - {"self"}:
        return frozenset()  # ("my sister's new puppy", 我姐新养的柯基: someone else's)
    what = next(g for g in held.groups() if g)
    heads = (what[-2:], what[-1:], what) if has_cjk(what) else tuple(what.split())
    return frozenset().union(*(members(things(head)) for head in heads))


@sets(4096)
def lacks(old: str) -> frozenset[str]:
    """The kinds of thing or pet a remark of the user's says they have none of ("I don't have a car", 我没养宠物)."""
    lowered = old.lower()
    if _LACK.search(lowered) is None or "self" not in subject_of(old):
        return frozenset()
    out: set[str] = set()
    for found in _LACK.finditer(lowered):  # (没时间…我没车: every lack said, not only the first words of lacking)
        said = next(g for g in found.groups() if g)
        out.update(x for x in members(things(said)) if x.startswith("@pet:") or x.lstrip("@").rstrip("^") in GEAR)
    return frozenset(out)


_LACK = later(
    r"\b(?:i|we) (?:don't|do not|dont|never) (?:have|own|had|owned|keep)(?: any| a| an)? (?P<x>[a-z\-]+(?: [a-z\-]+)?)|"
    # the same in chat words: "I have no pets", "no pets for me", "no car yet", "we're pet-free"
    r"\b(?:i|we) (?:have|own|got) (?:no|zero) (?P<z>[a-z\-]+(?: [a-z\-]+)?)|"
    r"(?:^|[,.;!] ?)(?:no|zero) (?P<w>[a-z\-]+)(?= for (?:me|us)\b| (?:yet|here|atm|rn|at (?:the moment|home))\b|\s*(?:[,.;!]|$))|"
    r"\b(?:i'm|we're|i am|we are) (?:\w+ )?(?P<v>[a-z]+)-free\b|"
    # 我没车, 没养宠物, 家里从来没养过狗 (the thing right after the words of lacking, not 没想到车…)
    r"(?:没有|没|从来没有?|从没)(?:养过?|有过|买过?)?(?:任何)?(?:一只|一辆|辆|只|条)?(?P<y>[\u4e00-\u9fff]{1,2})"
)
_BEFORE_GOT = later(r"[,.;!?，。；！？]|\b(?:so|but|and|because|then)\b")
_GOT_WHAT = later(
    r"\s*(?:[a-z\-']+ ?){1,4}?(?=\s*(?:[,.;!?]|$|for\b|to\b|at\b|from\b|with\b|today\b|yesterday\b|this\b|last\b|and\b|called\b|named\b|who\b|that\b|[^\x00-\x7f]))|[^，。,；;！!？?\s]{1,8}"
)
_GOT = later(
    r"\b(?:we|i)(?:'ve| have)? (?:just |finally |officially )?(?:got|adopted|bought|rescued|brought home|picked up|took home)\b|"
    r"^(?:just |finally )?(?:got|adopted|bought|rescued|brought home)\b|领养了|收养了|养了|买了|捡了|提了|新添了|接回家|"
    # brought home from a shelter, a breeder or the street (从救助站领回来一只小橘猫, 抱回家一只柯基, 捡回来一只流浪猫)
    r"(?:领|抱|接|带|捡|聘)回(?:来|家|家来)了?|收编了|"
    # the getting joined to what came before it, by the one who tells it ("welp I caved and got a kitten", "we went to
    # the shelter and adopted a beagle")
    r"\b(?:i|we)\b[^,.;!?]{1,30}? (?:and|n|&) (?:just |finally )?(?:got|adopted|rescued|brought home)\b"
)


# Things one uses one at a time: a newly bought one replaces the one the older remark says the user uses.
_ONE_AT_A_TIME = frozenset(("@computer", "@phone"))
_ANOTHER = later(
    r"\b(?:second|another|extra|spare|backup|also|too|work (?:laptop|phone))\b|\bfor (?:my|our|his|her|the) "
    r"(?:son|daughter|kids?|wife|husband|mom|mum|dad|partner|work|office|job)\b|\bfor (?:him|her|them)\b|给[^，。,]{1,4}买|第二|备用"
)


# A thing of the user's called new or old ("my new M3 MacBook is so fast", 新买的MacBook Air到了, "the Pixel's camera
# beats my old iPhone", 比之前那台ThinkPad轻多了): had now, or had before another.
_USING = later(
    r"在用|用的是|一直用|\bi(?:'m| am)? (?:still )?(?:use|using)\b", re.IGNORECASE
)  # (我在用小米手机: one had)
# (not "the new iPhone looks ugly": a product's news)
_CALLED_NEW = later(r"\b(?:my|our) (?:brand )?new\b|新买的|新入手的|新到手的|刚买的|新换的")
_CALLED_OLD = later(
    r"\b(?:my|our) (?:old|previous|former) ((?:[a-z0-9\-']+ ){0,2}[a-z0-9\-']+)|"
    r"(?:我)?(?:以前|之前|原来|旧)(?:的|那[台部个款])?([a-z0-9\u4e00-\u9fff ]{1,8})"
)


def _called_old(new: str, old: str) -> bool:
    """Whether the newer remark calls a thing of the older remark the user's old one beside another of its kind
    ("the Pixel's camera is so much better than my old iPhone" after "I've got an iPhone 11")."""
    lowered, said = new.lower(), old.lower()
    for m in _CALLED_OLD.finditer(lowered):
        phrase = m.group(1) or m.group(2)
        rest = lowered[: m.start()] + " " + lowered[m.end() :]
        mine = things(phrase) & _ONE_AT_A_TIME
        if mine & things(said) and mine & things(rest) and not _named_again(said, rest, mine):
            return True
    return False


_BRAND = later(r"[a-z][a-z0-9\-]{2,}|华为|小米|苹果|荣耀|三星|联想|戴尔|红米|魅族|华硕")


def _named_again(said: str, rest: str, kinds: frozenset[str]) -> bool:
    """Whether the older remark names, by a word of its kind, the thing the newer calls new or compares with the old
    one ("I love my Pixel" -> "the Pixel beats my old iPhone"): the older is about the new one."""
    return any(b in rest and things(b) & kinds for b in _BRAND.findall(said))


# The user's new one said in passing ("my new thinkpad is a beast, can you set up WSL on it?"): not someone else's
# ("my sister's new phone"), nor one wished for ("want my new laptop to be light")
_MY_NEW = later(r"(?<!want )(?<!wish )(?<!if )\b(?:my|our) (?:brand )?new (?P<x>(?:[a-z0-9\-]+ )?[a-z0-9\-]+)")
_EN_NEW = later(r"\b(?:my|our) (?:brand )?new\b")


def may_replace_one(new: str) -> bool:
    """Whether a remark may tell of a thing used one at a time got anew (bought_another): bought, or called new, or
    another called old beside it; not a second one or one for someone else. Most remarks are none, and a dream asks
    bought_another of every pair of an impression's remarks."""
    lowered = new.lower()
    return _ANOTHER.search(lowered) is None and (
        bought_a_thing(new) or _CALLED_NEW.search(lowered) is not None or _CALLED_OLD.search(lowered) is not None
    )


def bought_another(new: str, old: str) -> bool:
    """Whether the newer remark tells of the user buying a thing of a kind one uses one at a time (a laptop, a phone)
    that the older says they use ("Treated myself to a MacBook Air" after "I'm using an old Dell laptop for uni"), not
    a second one or one for someone else; or calls one new, or the older one old beside another."""
    if not may_replace_one(new):
        return False
    lowered = new.lower()
    called_new = not bought_a_thing(new) and _CALLED_NEW.search(lowered) is not None
    if not (bought_a_thing(new) or called_new or _called_old(new, old)):
        return False
    if not (owns_a_thing(old) or _USING.search(old)) or _CALLED_NEW.search(old.lower()):
        return False
    kinds = things(lowered) & things(old.lower()) & _ONE_AT_A_TIME
    if called_new and _EN_NEW.search(lowered):
        said = _new_said(lowered)  # what "my new …" names, not all the words ("my new phone case" is a case)
        kinds = kinds & things(said) if said is not None else frozenset()
    if called_new and _named_again(old.lower(), lowered, kinds):
        return False  # "the new MacBook" after "I love my MacBook": perhaps the same one
    if not kinds or subject_of(old) != frozenset(("self",)):
        return False
    # (a thing's name read as a person's, "the Pixel's camera": still the user's words of their thing)
    return all(n == "self" or n.startswith("name:") and things(n[5:]) & kinds for n in subject_of(new))


def replacing_kinds(text: str) -> frozenset[str]:
    """The kinds of one-at-a-time things (a phone, a laptop) a remark says the user has anew: bought, called new, or
    set beside the old one ("my old iPhone"); what a storing turn looks up the older remarks of (turn/supersede.py)."""
    lowered = text.lower()
    if _ANOTHER.search(lowered):
        return frozenset()
    if not (bought_a_thing(text) or _CALLED_NEW.search(lowered) or _CALLED_OLD.search(lowered)):
        return frozenset()
    return frozenset(things(lowered) & _ONE_AT_A_TIME)


def _new_said(lowered: str) -> str | None:
    """The words "my new …" names: the compound's last word ("my new phone case" is a case), the whole of a model
    ("my new pixel 8", "my new macbook air"), or the one word before what is said of it ("my new thinkpad is a beast"); None when the new
    one is wished for ("want my new laptop to be light")."""
    held = _MY_NEW.search(lowered)
    if held is None:
        return None
    words = held.group("x").split()
    if len(words) == 2 and _SAID_OF.match(words[1]):
        return words[0]
    return held.group("x") if _MODEL_TAIL.fullmatch(words[-1]) else words[-1]


# The last word of a model's name, which names no kind of its own ("macbook air", "pixel 8", "galaxy s24")
_MODEL_TAIL = later(r"air|pro|max|mini|plus|ultra|lite|se|fold|flip|edge|note|[a-z\-]*\d[a-z0-9\-]*")


_SAID_OF = later(
    r"(?:is|was|'s|has|had|takes|took|looks|runs|ran|works|feels|came|arrived|needs|keeps|just|already|and|but|from|"
    r"for|with|on|in|it|so|lol|finally)$"
)
