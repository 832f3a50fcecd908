"""What a frame or an end names: its terms without fillers, the classes of things and pets it holds, the names
in it, and the head of what a state's end is about (the canoe in "sold the canoe to my coworker's son", 股票 in
腾讯的股票卖了, not the coffee in "the coffee shop is gone").
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language import change_words as c
from ..language import update_classes as uc
from ..language import updates_words as w
from ..language.dates import EN_NUMBERS, zh_number
from ..language.lexicon import STOP_ZH_CHARS
from ..language.kind_finder import kinds
from ..language.text import grams, has_cjk, stem
from .update_subject import names_in
from .update_subject_zh import people_zh
from ..language.memo import sets

WORD_EN = later(r"[a-z0-9'][a-z0-9'\-]*")
VALUE_STOP_EN = w.VALUE_STOP_EN | frozenset(stem(x) for x in w.VALUE_STOP_EN)  # as grams() spells them
_SENTENCE = later(r"[.!?！？。\n]+|\s[-–—]\s")
_NOT_PARTS = VALUE_STOP_EN | {"free", "time", "based", "like", "style", "ish"}  # smoke-free ties on smoke alone
_EN_FORWARD = later(w.EN_ENDS_FORWARD)
_EN_BACKWARD = later(w.EN_ENDS_BACKWARD)
_ZH_FORWARD = later(w.ZH_ENDS_FORWARD)
_ZH_TO = later(w.ZH_ENDS_TO)
_ZH_QUANTITY = later(w.ZH_QUANTITY)
_ZH_VALUE_STOP = later("|".join(sorted(w.VALUE_STOP_ZH, key=len, reverse=True)))
ZH_TIME = later(w.ZH_TIME)
_ZH_MODAL = later(r"(?:可以|可|能|得|要|该|也|都|就|又|还|终于|已经|提前|总算|全部|全)+$")
# where an object after a Chinese verb ends: at 了, a mark, 的, or how long it has been so (卸载抖音一个月了, 戒烟三年了)
_ZH_UNTIL = later(r"了|，|,|。|的|[零一二两三四五六七八九十百几半\d]+个?多?(?:月|年|天|周|礼拜|星期|小时)")
_ZH_DOING = later(w.ZH_DOING)
_ZH_TOPIC = later(r"在|被|给|跟|和|让|叫|就|了|都|也|又|还|才|从")
_ZH_PLACE = later(r"[\u4e00-\u9fff]{1,3}[店馆厅吧厂站铺]")
_ZH_THAT = later(r"^([\u4e00-\u9fffA-Za-z]{2,8}?)(?:那|这)(?:个|家|把|辆|套|只|条|些|份)?([\u4e00-\u9fff]{0,4})$")
_ZH_SIDES = frozenset(("边", "头", "块", "里", "", "事"))
# Which one of a series ended says nothing of what ended (最后一个疗程结束了: a course of treatment, not 最后).
_ZH_ORDER = later(r"^(?:最后|第[一二三四五六七八九十\d]+)")
_ZH_SPAN = later(
    r"^(?:那个|这个|那家|这家|那套|这套|那辆|这辆|那只|这只|那|这|个)|(?:[零一二两俩仨三四五六七八九十几半\d]+|好几)(?:个多?)?(?:[只辆套张次年天周月]|星期|礼拜)|[零一二两俩仨三四五六七八九十几\d]+个"
)


@sets(16384)
def names(clause: str) -> frozenset[str]:
    """Capitalised words that name someone or something (a word opening a sentence only when it is a name)."""
    return frozenset().union(*(names_in(piece) for piece in _SENTENCE.split(clause) if piece.strip()))


_CALLED = later(
    # ("called it quits", "called him back" name no one: a pronoun after "called" is who was called)
    r"(?:叫|名叫|名字是|名字叫|named|called)\s*['‘“「]?(?P<n>[\u4e00-\u9fff]{2,4}?(?=的|[^\u4e00-\u9fff]|$|一[只个条匹头位]|[和跟与])|"
    r"(?!(?:it|him|her|them|me|us|you|this|that|back|off|out|in|up)\b)[A-Za-z][a-z]+)|['‘“「](?P<q>[^'’”」]{2,8})['’”」]"
)


def introduced(text: str) -> frozenset[str]:
    """The names a remark gives someone or something (我养了一只叫团子的仓鼠, "a gecko named Noodle", 叫'追风'的车队,
    "Nibbles the hamster…", "Pepper, our old tabby, …"), lower-cased."""
    out = {(m.group("n") or m.group("q")).lower().rstrip("的") for m in _CALLED.finditer(text)}
    opened = _APPOSED.match(text)
    if (
        opened is not None
        and opened.group(1).lower() not in _NOT_APPOSED
        and any(k.startswith("@pet:") for k in things(opened.group(2)))
    ):
        out.add(opened.group(1).lower())  # (only a pet's kind after it: "Since the breakup" names no one)
    return frozenset(x for x in out if x)


# A name that opens a remark, then what it is ("Nibbles the hamster escaped", "Pepper, our old tabby, has…")
_APPOSED = later(r"([A-Z][a-z]+),? (?:the|our|my) ((?:[a-z]+ )?[a-z]+)\b")
_NOT_APPOSED = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
    "september october november december today tomorrow yesterday this that what where when how".split()
)


def called(text: str) -> frozenset[str]:
    """The names a remark gives, with its capitalised names."""
    return introduced(text) | names(text)


def things(lowered: str) -> frozenset[str]:
    """The kinds of things and pets a lower-cased text names ('@vehicle', '@coffee', '@pet:dog'; '@vehicle^' when a
    general word of the kind names it: "the car", 手机)."""
    found = kinds(lowered)
    if "@vehicle" not in found and _A_VEHICLE.search(lowered):
        return found | {"@vehicle"}  # 我有辆老捷达: what 辆 counts is a vehicle, whatever its make is called
    return found


_A_VEHICLE = later(r"(?:有|买了|开着?|提了)(?:一|两|了)?辆")


@sets(16384)
def value_terms(text: str, cjk: bool) -> frozenset[str]:
    """The content terms of a value: without time words, quantities and update fillers, with its classes."""
    lowered = text.lower()
    if cjk:
        kept = _ZH_VALUE_STOP.sub("|", _ZH_QUANTITY.sub("|", text))
        # Bigrams, and a thing named in Latin letters inside Chinese (大众Polo, 一台iPad) by its stem
        out = {g for g in grams(kept) if (len(g) == 2 and has_cjk(g)) or (g.isascii() and g not in VALUE_STOP_EN)}
    else:
        out = {g for g in grams(lowered) if g not in VALUE_STOP_EN}
        out |= {stem(p) for g in out if "-" in g for p in g.split("-") if p and p not in _NOT_PARTS}  # night-shift
    return frozenset(out) | things(lowered)


_COUNTED = frozenset(EN_NUMBERS) - {"a", "an", "one"}  # "quit smoking three months ago": a count starts the when
_PRONOUN_OBJECTS = frozenset(("it", "them", "this", "that", "these", "those", "one", "him", "her"))


_EN_GENERIC_END = later(w.EN_ENDS_GENERIC)


def end_phrase(lowered: str, found: re.Match) -> list[str]:
    """The phrase an English end word ends, in its order: the one after it ("sold the canoe to …", "stopped going
    to the gym") or before it ("the crutches are gone", "I don't watch cartoons in the morning anymore"), up to a word
    that starts another phrase once a word with content is read."""
    forward = _EN_FORWARD.match(found.group()) is not None and _EN_BACKWARD.match(found.group()) is None
    before = WORD_EN.findall(lowered[: found.start()])[-6:]
    if not forward and not any(has_content(x) for x in before):
        forward = True  # "Shut down the yarn shop for good": nothing before it, so what follows is what ended
    if forward:
        words = WORD_EN.findall(lowered[found.end() :])[:6]
        if (
            not any(has_content(x) for x in words[:3])
            and any(has_content(x) for x in before)
            and _EN_GENERIC_END.fullmatch(found.group())  # a verb of a domain keeps its object ("broke down")
            and not _DONE_TO.search(found.group())  # "the doctor took me off": the one before it acts, ends nothing
        ):
            forward, words = False, list(reversed(before))  # "the cast came off this morning": nothing after it ended
    else:
        words = list(reversed(before))
    picked: list[str] = []
    for x in words:
        said = any(p in _PRONOUN_OBJECTS or has_content(p) for p in picked)
        if said and (x in w.EN_PHRASE_STOPS or x.isdigit() or x in _COUNTED or x in w.EN_PHRASE_AFTER):
            break  # "sold it to a collector": what was sold is "it", never the buyer; "quit smoking 3 months ago"
        picked.append(x)
    if forward:
        return picked
    picked.reverse()
    first = next((i for i, x in enumerate(picked) if has_content(x)), len(picked))
    cut = next((i for i in range(first, len(picked)) if picked[i] in w.EN_PHRASE_STOPS), len(picked))
    return picked[:cut]  # "cartoons in the morning" ends the cartoons, not the morning


_DONE_TO = later(r" (?:me|him|her|us|them) off$")


def has_content(word: str) -> bool:
    return word not in VALUE_STOP_EN and stem(word) not in VALUE_STOP_EN and word not in _PRONOUN_OBJECTS


_DOING_WITHOUT = later(r"\b(?:without|with no|free of|clean of|no more|no longer)$")


def _all_of_it(words: list[str], found: re.Match) -> bool:
    """ "Two weeks without any soda", "day 30 without a cigarette": "any" or "a" after doing without is all of it,
    the habit, not one thing among others ("sold a car today" is not the car the user has)."""
    return words[0] in ("any", "a", "an", "one") and _DOING_WITHOUT.search(found.group()) is not None


def en_head(words: list[str], found: re.Match, names: frozenset[str], replacing: bool = False) -> frozenset[str]:
    """What an English end is about: the last word with content of its phrase, and the classes of that noun (of
    the compound when one is listed: "season tickets"; not "coffee" in "the coffee shop is gone"). A carrier ("the
    sudoku app", "the pottery course") stands for what its modifiers name, so they are what ended too."""
    if words and words[0] in ("a", "an", "some", "another", "any") and not replacing and not _all_of_it(words, found):
        return (
            frozenset()
        )  # "a stray cat ran away", "sold a car today": not the one the user has ("switched to a Pixel" is)
    content = [x for x in words if has_content(x) or x in names]
    if len(content) > 1 and content[-1] in ("free", "life", "lifestyle"):
        # "day 9 nicotine free": what one is free of; "sold the boat life", "done with the van life": a way of living
        # is the thing it is lived with
        content = content[:-1]
    if not content:
        return things(found.group())  # "going sober"
    last = content[-1]
    classes = things(last)
    if len(content) > 1:
        classes |= things(" ".join(content[-2:])) - things(content[-2])
    if carrier(last) and len(content) > 1:
        # the carrier stands for its modifiers: "cancelled my Instagram account" is no end of a bank account
        modifiers = frozenset().union(*(value_terms(x, False) | (names & {x}) for x in content[:-1]))
        return modifiers | (classes - things(last))
    return value_terms(last, False) | classes | (names & {last})


def carrier(word: str) -> bool:
    """Whether a noun stands for what its modifier names (an app, a course, a membership, a band)."""
    return word in c.CARRIERS_EN


def zh_head(clause: str, ended: re.Match) -> frozenset[str]:
    """What a Chinese end is about: the words after an end that takes its object after it (戒烟, 不跑步了, 换跑团了),
    else the words before it (车卖了, 郊区那套公寓卖掉了, 把旧电脑出掉了), without people, times and adverbs; the noun after
    the last 的 (腾讯的股票 -> 股票), and of a compound its last word (咖啡店 is a shop, not coffee; 降压药 is a 药)."""
    before = _zh_object(clause[: ended.start()], before=True)
    after = _zh_object(clause[ended.end() :], before=False)
    if before and _ZH_RECIPIENT.match(clause[ended.end() :]):
        return before  # 金毛送回老家给我爸妈养了: what follows is whom it went to, and what went is named before
    where = _ZH_HOME_OF.search(clause[: ended.start()])
    if where is not None and before and not _ZH_WHOSE_HOME.search(where.group(1)):
        # 北京的房子退了: the home is the one in Beijing (老家的房子, 我家的房子: whose, or where one is from)
        before = before | value_terms(where.group(1), True)
    if ended.group() == "换" and before and after:
        return before | after  # 宽带换移动了: what was switched is named before the verb, the new one after it
    if ended.group() in ("换成", "改成"):
        # the same for 换成, and what was changed when the new one is only people (头像换成我和对象的合照了)
        return before | after if before and after else after or before
    if ended.group().endswith("给") and before:
        return before  # 小牛送给楼下保安大叔了: what was given is named before the verb, whom it went to after
    if _ZH_TO.match(ended.group()):
        # 转白班了: a 班 for a 班 (not the 过 of 转系过了: a complement of the verb is no noun)
        return after | {x[-1] for x in after if len(x) == 2 and not x.startswith("@") and x[-1] not in _ZH_COMPLEMENTS}
    if _ZH_FORWARD.match(ended.group()):
        # 雅思不考了: after 不 comes the verb alone, and what it is about came before it
        return before if before and len(after) == 1 and all(len(x) == 1 for x in after) else after or before
    return before or after


_ZH_RECIPIENT = later(r"(?:给|让|交给|托付给)")  # (whom a thing went to, said after the verb)
_LATIN_NAME = later(r"[A-Za-z][A-Za-z0-9\-]{1,15}(?: [A-Za-z0-9\-]{1,15}){0,2}")


_ZH_GEAR_AFTER = later(r"(?:装备|东西|工具|器材|家伙事|设备|行头)[全都也]*$")
_ADVISER = later(r"(?:医生|大夫|护士|老师|专家|营养师)$")
_ZH_COMPLEMENTS = frozenset("过完好掉去来到了着上下起开成")
# A home called by where it is (北京的房子, 老家那边的房子, 杭州的出租屋): the place is which home, not only whose.
_ZH_HOME_OF = later(
    r"([\u4e00-\u9fff]{2,3}?)(?:那边|这边)?的(?:" + "|".join(uc.ZH_DWELLINGS) + r")(?:[也都就已经]{0,3})$"
)
_ZH_WHOSE_HOME = later(r"[我你他她家]")
_ZH_SINCE = later(r"(?:了|完)(?:以后|之后)")
# Where a thing was put up for sale, said before the sale (挂闲鱼, 在咸鱼上, 放二手群里): a marketplace, not the thing.
_ZH_MARKET = later(r"(?:挂|放|上|在|发)?(?:闲鱼|咸鱼|二手群|二手平台|转转|二手市场)(?:上|里)?[就也都]*$")
# What a thing went for, said before the sale (三万出手了, 八千块卖了, 1500转了): a price, not the thing.
_ZH_PRICE = later(r"(?:以|按)?[零一二两三四五六七八九十百千万\d.]+(?:万|千|百|块|元|w|k|W|K)(?:块|元|钱)?多?[就也都]*$")
_ZH_LAPSED = later(r"(?:到期|过期)(?:了|后|之后|以后)?[我就也都]*$")


def _after_de(piece: str) -> str:
    """The noun after the last 的 (腾讯的股票 -> 股票); the gear of a pastime stands for it (钓鱼的装备全收起来了 ends the
    fishing)."""
    parts = piece.split("的")
    if len(parts) > 1 and parts[-2] and _ZH_GEAR_AFTER.match(parts[-1]):
        return parts[-2]
    return parts[-1]


_ZH_TO_WHOM = later(r"^(?:我们?|咱们?)?(?:已经|终于|也)?[跟和向与](?=[\u4e00-\u9fff]{1,4}$)")


def _zh_object(piece: str, before: bool) -> frozenset[str]:
    kept = without_people(piece)
    piece = kept if kept.strip() or not things(piece) else piece  # (小牛, 小米: a thing's name, read as a nickname)
    if before:
        # What comes after 把 (把旧电脑出掉了, 医生让我把优甲乐停了) and after 说 (医生说胰岛素可以停了), read before the
        # times and adverbs go, 把 among them; when nothing is said after 说, the topic before who said it
        # (抗抑郁药医生说可以停了).
        # (who did it for whom is no object either: 医生给我换成缬沙坦了; 把车给卖了 keeps the car)
        piece = _ZH_SINCE.split(piece)[-1]  # 膝盖伤了以后球不打了: what happened first is when, not what ended
        piece = _ZH_TO_WHOM.sub("", piece)  # 跟烟说拜拜了: what a farewell is said to is what ended
        said = piece.split("把")[-1].rstrip("给").split("给")[-1].split("说")
        empty = len(said) > 1 and not _ZH_MODAL.sub("", ZH_TIME.sub("", said[-1]))
        piece = ZH_TIME.sub("", _ADVISER.sub("", said[0]) if empty else said[-1])
        piece = _ZH_TOPIC.split(_after_de(piece))[0]  # 吉他在网上挂了一周就…: the topic before its comment
        piece = _ZH_MODAL.sub("", piece)  # 药可以停了: 可以 says how, not what
        piece = _ZH_LAPSED.sub("", piece)  # World Gym 约到期我就没续了: the lapse is how it ended, not what
        piece = _ZH_MARKET.sub("", piece)  # PS5挂闲鱼卖掉了: where it was sold, not what
        piece = _ZH_PRICE.sub("", piece)  # 卡罗拉三万出手了: what it went for, not what
    else:
        piece = _ZH_UNTIL.split(ZH_TIME.sub("", piece))[0]  # 换乐队了，现在…: up to the end of the verb's object
    piece = _after_de(piece)
    topic = _ZH_THAT.match(piece)
    if topic is not None:
        # 蜡烛那摊子, 读书会那边, 健身房这边: the topic names what the thing after 那 belongs to
        rest = _zh_object(topic.group(2), before) if topic.group(2) not in _ZH_SIDES else frozenset()
        return value_terms(topic.group(1), True) | names(topic.group(1)) | rest
    piece = _ZH_SPAN.sub("", _ZH_ORDER.sub("", piece)).strip("个只辆套张新旧")
    if _LATIN_NAME.fullmatch(piece.strip()):
        return value_terms(piece.strip(), False)  # Polo已经卖了, iPad送人了: a thing named in Latin letters
    if not piece or not has_cjk(piece):
        return frozenset()
    classes = things(_ZH_PLACE.sub("|", piece))  # 咖啡店 is a shop: no coffee
    if len(piece) == 1:  # a noun of one character (药, 号, 烟), not a verb (不打了 ends no 打)
        return classes | ({piece} if piece not in STOP_ZH_CHARS and not _ZH_DOING.fullmatch(piece) else set())
    carried = next((piece[: -len(x)] for x in c.CARRIERS_ZH if piece.endswith(x) and len(piece) > len(x)), "")
    if _LATIN_NAME.fullmatch(carried.strip()):
        return value_terms(carried.strip(), False)  # World Gym 约, Netflix会员: what the contract is with, by its name
    if len(carried) >= 2 and has_cjk(carried):
        return value_terms(
            carried, True
        )  # 健身卡, 游泳课: the card stands for the gym, not for any card (白班 is a 班)
    return frozenset({piece[-2:]} | classes)


def without_people(text: str) -> str:
    for start, end, _ in reversed(people_zh(text)):
        text = text[:start] + text[end:]
    return text


_CLOCK_EN = later(r"(\d{1,2})(?::(\d\d))?\s*(am|pm|a\.m\.|p\.m\.)?|(midnight|noon)")
_CLOCK_ZH = later(r"(凌晨|早上|上午|中午|下午|晚上|夜里|半夜)?([一二两三四五六七八九十\d]{1,3})点(半)?")


def clock_value(said: str, cjk: bool) -> frozenset[str]:
    """A time of day as one value ("t22:30"), so 十一点前 and "11pm" are values a bedtime can hold: 2am, 10:30,
    凌晨一点. The hour is read on a 24-hour clock when the words say evening (pm, 晚上); else as said."""
    found = (_CLOCK_ZH if cjk else _CLOCK_EN).search(said.lower())
    if found is None:
        return frozenset()
    if cjk:
        part, hour, minute = (
            found.group(1) or "",
            zh_number(found.group(2)),
            30 if found.group(3) else 0,
        )
        if hour is None and len(found.group(2)) > 1:
            hour = zh_number(found.group(2)[:-1])  # a span said as one (一两点, 十一二点): its first hour
        # (晚上一两点 and 夜里三点 are past midnight: an evening hour is six or later)
        evening = part == "下午" or (part in ("晚上", "夜里", "半夜") and hour is not None and 6 <= hour < 12)
        if part in ("晚上", "夜里", "半夜") and hour == 12:
            hour = 0  # 晚上十二点: midnight
    else:
        if found.group(4):
            return frozenset(("t0:00" if found.group(4) == "midnight" else "t12:00",))
        hour, minute = int(found.group(1)), int(found.group(2) or 0)
        evening = (found.group(3) or "").startswith("p")
    if hour is None or hour > 24:
        return frozenset()
    if evening and hour < 12:
        hour += 12
    return frozenset((f"t{hour % 24}:{minute:02d}",))


def kinds_named_after(value: frozenset[str], words: frozenset[str]) -> set[str]:
    """The kinds among a claim's value named after one of these words (@drinking after "drink"), the general
    @habit aside."""
    return {t for t in value if t.startswith("@") and t != "@habit" and any(t[1:].startswith(w[:4]) for w in words)}
