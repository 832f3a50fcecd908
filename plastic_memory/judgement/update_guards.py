"""What makes words that look like an update none: an end denied, imagined or planned, told as the background of
something else, remembered from long ago, said of one time, asked, an end word that ends no thing here, or a verb of
one domain said of a thing of another ("beat my record", "lost weight").

update_claims.py asks these of each frame and end it finds; a claim they turn down is not made at all.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language import change_verbs as cv
from ..language import change_words as c
from ..language import update_classes as k
from ..language import updates_words as w
from ..language.frames_zh_daily import _NOT_ONE_DAY_ZH as NOT_ONE_DAY_ZH  # how whole-clause frames begin
from ..language.frame_words_en import _FIELD
from ..language.kind_finder import GENERAL
from ..language.prefilter import required
from .update_values import carrier, end_phrase, has_content, things
from .update_guards_play import plays_not_ends
from .update_subject import names_in
from .update_values import names as value_names

_DEATH = later(w.DEATH)
_EN_SELF_NEGATED = later(w.EN_SELF_NEGATED)
_EN_NOT_AN_END = later(w.EN_NOT_AN_END)
_ZH_NOT_AN_END = later(w.ZH_NOT_AN_END)
_EN_BACKGROUND = later(w.EN_BACKGROUND)
_ZH_BACKGROUND = later(w.ZH_BACKGROUND)
_DOCTOR_STOPPED = later(r"^(?:医生|大夫)让")
_EN_IMAGINED = later(r"\b(?:if|wish|wished|unless|whether|imagine)\b(?:\W+[a-z']+){0,6}\W*$")
_ZH_SELF_NEGATED = later(r"不|没|再也|滴酒")
_LONG_AGO = later(c.LONG_AGO)
_REMEMBERED = later(c.REMEMBERED)
_ONCE = later(c.ONCE)
_ZH_IF = later(r"要是|如果|万一|假如|假设|一旦|除非")
# "used to … until last month": an end of lately, not a memory of long ago
_UNTIL_LATELY = later(w.UNTIL_LATELY)
_EN_WEAK = later(w.EN_ENDS_WEAK)
_CALLED_OFF = later(r"cancell?ed|called off|postponed|scrapped")
_FOR_GOOD = later(r"\b(?:for good|permanently|indefinitely|forever|for the (?:season|year))\b")
# One time of something that recurs: what a cancellation of it ends is that time.
_AN_OCCURRENCE = later(
    r"\b(?:practice|class|lesson|session|game|match|rehearsal|meeting|training|shift|appointment|flight|service)"
    r"(?:es|s)? (?:(?:got|was|were|has been|is) )?$"
)


# The days kept after a death pass (外婆的头七过了): their 过 is the days going by, not a memory of an end (被裁过).
_DAYS_KEPT = later(r"百日|头七|三七|五七|七七|忌日")


def denied(
    lowered: str, found: re.Match, cjk: bool, mode: str = w.END, decided: bool = False, past: bool = False
) -> bool:
    """Whether the words before a frame deny it, only imagine it ("I won't quit", "别放弃", "thinking about selling",
    明年搬去) or tell it as background ("since I lost my job"): then it sets or ends nothing. Frames that carry their
    own negation ("no longer", "不再") are what they say."""
    said, before = found.group(), _DISBELIEF.sub(" ", lowered[: found.start()])
    if mode == w.END and plays_not_ends(lowered, found.start(), found.end(), cjk):
        return True  # 丢了三个球, "our pitcher quit the team", "escaped again": a game, a teammate, a pet out again
    if mode == w.END and not past and background(lowered, found, cjk):
        return True  # "since I lost my job", 自从辞职: the cause of something else, not news (read apart: past=True)
    # (the frame's own words are not a cue of long ago: "back in Minneapolis" is a return, not "back in high school")
    around = lowered[: found.start()] + " | " + lowered[found.end() :]
    if mode == w.END and (
        (_LONG_AGO.search(around) and not _UNTIL_LATELY.search(lowered))
        or (cjk and lowered[found.end() : found.end() + 1] == "过" and not _DAYS_KEPT.fullmatch(said))
    ):
        return True  # "quit cello back in high school", 被裁过一次: a memory of an end, not news
    if mode == w.SET and _REMEMBERED.search(lowered):
        return True  # "back when I lived in Chicago I used to walk to work": a memory of how it was, not now
    if (
        mode == w.SET
        and not cjk
        and _PAST_STINT.search(said)
        and (_FINISHED.search(lowered) or _LONG_AGO.search(around))
        and not _NOW_TOO.search(lowered)
    ):
        return True  # "before teaching I worked in retail for 6 years", "back in college I worked at a pizza place"
    if mode == w.END and _ONCE.search(lowered[found.end() :]):
        return True  # 今天停了一次, "cancelled this once": one time, not the habit
    if (
        mode == w.END
        and not cjk
        and _CALLED_OFF.search(said)
        and _AN_OCCURRENCE.search(before[-40:])
        and not _FOR_GOOD.search(lowered[found.end() :])
    ):
        return True  # "swim practice got cancelled today": one practice, not the team
    if ASKED_IF.search(before[-60:]):
        return True  # "people keep asking if aisha and i broke up", 大家都以为我们分手了: what others ask or suppose
    if not cjk and _EN_IMAGINED.search(before):
        return True  # "I wish I wasn't allergic", "if I can find any I'm not allergic to": imagined
    if cjk:
        held = _ZH_NOT_AN_END.search(before) or _ZH_TENTATIVE.search(_ahead_of_value(lowered, found))
        ahead = _ZH_AHEAD.match(held.group()) if held is not None and mode == w.SET else None
        if ahead is not None and (decided or ahead.group("from") or _FIRST_DAY.search(said)):
            # 下周一正式去美团报到了, 下个月入职字节, 下个月起我去风控组, an offer signed and 下个月去阿里云做算法: a first day
            # set for a day ahead, or a change from a day on, is decided, not a plan
            return False
        done = said.endswith("了") or lowered[found.end() : found.end() + 1] == "了"
        if held is not None and _DOCTOR_STOPPED.search(held.group()) and done and said[:1] == "停":
            return False  # 降压药医生让停了, 医生让我把药停了: a doctor's stop of a medicine is done
        if held is not None and _ZH_IF.match(held.group()):
            return True  # 要是哪天不跑车了: a frame that carries its own 不 is still only supposed
        return _ZH_SELF_NEGATED.match(said) is None and held is not None
    return _EN_SELF_NEGATED.match(said) is None and _EN_NOT_AN_END.search(before) is not None


def _ahead_of_value(lowered: str, found: re.Match) -> str:
    """The words before what a frame names, when the frame takes in the clause from its start (a Chinese commute
    frame reads the whole clause for a time word): 打算下个月试试 before 骑电动车通勤."""
    if not found.re.pattern.startswith(NOT_ONE_DAY_ZH):
        return ""  # (a frame that starts with its own words, 以后叫我…, is read from where it starts)
    starts = [found.start(g) for g, v in found.groupdict().items() if v]
    return lowered[: min(starts)] if starts else ""


# A day ahead named alone (no 打算 or 想 with it), and the words of a first day at a new place of work.
_ZH_AHEAD = later(
    r"(?:下周|下个?月|下礼拜|明年|月底|年底|过几天)[一二三四五六日天]?(?P<from>起|开始)?[^，。,；;打准想考计如要]{0,4}$"
)
_FIRST_DAY = later(
    r"^(?!.*(?:学校|大学|学院|中学|小学|幼儿园|高中|初中|军训)).*(?:报到|入职|上岗|onboard)"
)  # (去学校报到: a pupil's)


# Only meant, not decided (打算下个月试试骑电动车通勤; not 下周开始改成白班, which the rota decided)
_ZH_TENTATIVE = later(r"打算|准备|想|计划|考虑|琢磨|犹豫|要不要|该不该|如果|要是|万一|假如|试试")


# Others' question or guess reported: "asked me if we split", "wondering whether she quit", 问我是不是辞职了.
ASKED_IF = later(
    r"\b(?:ask(?:s|ed|ing)?|wonder(?:s|ed|ing)?|question(?:s|ed|ing)?)(?: (?:me|us|him|her|them|around))? (?:if|whether)\b|"
    r"问(?:我|我们|他|她)?(?:是不是|有没有)|以为|"
    # a rumour told (有人在群里传我跟晓琳分手了): what follows is what others say, not what the user tells
    r"(?:有人|别人|大家|好多人|很多人|他们)[^，。,；;]{0,6}?(?:在传|传|谣传|瞎传|造谣说?)|谁说"
)


# Wonder at news is no denial of it: "can't believe Alfie started secondary", 真不敢相信朵朵上小学了.
_DISBELIEF = later(
    r"\b(?:i )?(?:can'?t|cannot|can not|couldn'?t|could not) (?:even )?believe\b|不敢相信|难以置信|不敢信"
)


# A stretch of the past told in the simple past, closed by how long it lasted or what came after it: what the user
# did then, not where they are now ("I lived in Ohio for ten years", "before teaching I worked in retail"; never
# "I've worked there for two years now").
_PAST_STINT = later(r"(?<!'ve )(?<!have )(?<!has )(?<!'s )\b(?:worked|lived|studied|taught)\b")
_FINISHED = later(
    r"\bfor (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many|a few|a couple of|some) "
    r"(?:years?|yrs?|months?|decades?|summers?)\b|^before\b|\bbefore (?:that|this|i|we|[a-z]+ing)\b"
)
_NOW_TOO = later(r"\b(?:now|still|currently|these days|so far)\b")


def may_be_background(lowered: str, cjk: bool) -> bool:
    """Whether the words hold what background() needs before an end ("since", "after", 自从): most remarks do not,
    and then reading them for ends told as background finds nothing (update_claims.background_ends)."""
    factors = _background_words(cjk)
    return factors is None or any(f in lowered for f in factors)


@lru_cache(maxsize=2)
def _background_words(cjk: bool) -> frozenset[str] | None:
    return required(w.ZH_BACKGROUND if cjk else w.EN_BACKGROUND)


def background(lowered: str, found: re.Match, cjk: bool) -> bool:
    """Whether an end is told as the time or cause of something else (see may_be_background)."""
    before = lowered[: found.start()]
    if not cjk and _HOW_LONG_SINCE.search(before):
        return False  # "a month since we lost Tom", "two years since I quit": how long ago it ended is the news itself
    return (_ZH_BACKGROUND if cjk else _EN_BACKGROUND).search(before) is not None and not _DEATH.search(found.group())


_HOW_LONG_SINCE = later(
    r"^(?:(?:it's|it has|it's been|it has been|been|exactly|almost|nearly|over|already) )*(?:a|an|one|two|three|four|five|six|"
    r"a few|a couple of|\d+) (?:days?|weeks?|months?|years?) (?:now )?since(?: (?:we|i))?\W+$"
)


_QUESTION = later(r"[^。.!！?？\n…]*[?？]")  # a sentence ends at its mark or a trailing-off "……" too
_ASKS_ZH = later(r"吗|呢|么|什么|怎么|哪|谁|几|多少|是不是|有没有|能不能|要不要|会不会|可不可以|好不好|对不对|你")
_ASKS_EN = later(
    r"^(?:(?:so|and|but|well|wait|hey|ok|um|lol)\W+)*(?:are|is|am|was|were|do|does|did|have|has|had|can|could|"
    r"will|would|should|shall|may|might|what|where|when|who|whom|whose|why|how|which|isn't|aren't|don't|"
    r"didn't|doesn't|haven't|won't|wouldn't|anyone|any)\b"
)
_ASKS_YOU = later(r"\byou\b|\bor not\b")
# A request to the listener asks for work, not whether something holds: what it says in passing of the user's life
# claims as any statement does ("can u help me write a msg to my manager at Deloitte?", 你能帮我给我们华为的主管写个邮件吗).
_REQUEST = later(
    r"^(?:(?:so|and|but|well|hey|ok|okay|um|lol|pls|please)\W+)*(?:can|could|would|will) (?:you|u|ya) (?:please |pls |plz |just )?"
    r"(?:help|write|draft|make|find|give|suggest|recommend|summari[sz]e|check|plan|look|put|come up|translate|proofread|"
    r"fix|edit|rewrite|remind|brainstorm|explain|list|compare|book|order|create|figure)\b|"
    r"^(?:你)?(?:能|可以|能不能|可不可以|帮忙)?(?:帮我|给我|替我)(?:写|找|查|看看|想|列|做|订|规划|翻译|改|整理|推荐|出)|"
    r"^.*?\bnear me in\b"  # "any good pho near me in Williamsburg?": asks for places, says where the user is
)


def asked(text: str, cjk: bool) -> list[str]:
    """The clauses of a remark that ask something ("are you still allergic?", 卖了吗？): they claim nothing. A statement
    said with a question mark ("I'm seeing someone now?") still claims."""
    out = []
    for q in _QUESTION.findall(text) if "?" in text or "？" in text else ():
        # a long message that turns to a question at its end ("ugh this week — the car needs brakes, and Zoe's new
        # school has another bell schedule — can you help me?"): the question starts where the asking does, and what
        # is told before it claims as any statement does
        # (in Chinese the turn is at any comma: 豆豆今早不动了，现在只剩球球了，要不要再买一只陪它？)
        pieces = [p.strip() for p in (_TURNS_ZH if cjk else _TURNS).split(q.lower())]
        for at, piece in enumerate(pieces):
            if not piece:
                continue
            if _REQUEST.match(piece) is not None:
                break
            if (_ASKS_ZH.search(piece) if cjk else _ASKS_EN.match(piece) or _ASKS_YOU.search(piece)) is not None:
                out.append(" ".join(pieces[at:]) if at else q.lower().strip())
                break
    return out


_TURNS = later(
    r"\s+[—–-]+\s+|[—–;；]|,\s+(?=(?:so |and |but |anyway |btw )?(?:can|could|would|will|do|does|any|what|how|is|are|should)\b)"
)
_TURNS_ZH = later(r"[—–;；，,]")


def ends_here(clause: str, found: re.Match, remark: str = "") -> bool:
    """Whether an end word ends something here: "left", "dropped", "deleted" end only a carrier ("left the band",
    "deleted the sudoku app"), an activity ("left teaching") or, deleting and cancelling, a name ("cancelled
    Netflix"), not "left my phone at home" or "dropped my keys". "The church one" is a carrier when the remark
    names one for "one" to stand for ("got into the Philharmonic Choir, left the church one")."""
    if _EN_WEAK.match(found.group()) is None:
        return True
    phrase = end_phrase(clause.lower(), found)
    content = [x for x in phrase if has_content(x)]
    if not content:
        return False
    if phrase[-1] == "one" and content[-1] != "one":
        return any(carrier(x) for x in _WORDS.findall(remark.lower()))
    if phrase[0].endswith("ing") and len(phrase[0]) > 5:
        return True  # "left teaching", "dropped running": a calling or a habit, said by its verb
    # leaving or dropping a thing is no end of it ("left the Accord at the mechanic"): only of what one belongs to
    if found.group() == "uninstalled" or (found.group() == "deleted" and things(content[-1])):
        return True  # "uninstalled warzone", "deleted tiktok": what one uninstalls is an app or a game, whatever it is
    if found.group() == "dropped" and _A_FIELD.fullmatch(content[0]):
        return True  # "dropped french", "dropped chem": a subject or a language one studied
    if found.group() in ("cancelled", "canceled") and _SERVICES & things(content[-1]):
        return True  # "cancelled netflix" typed low: a service known by its kind, as "cancelled Netflix" by its name
    return carrier(content[-1]) or (found.group() not in ("left", "dropped") and content[-1] in value_names(clause))


_WORDS = later(r"[a-z]+")
_A_FIELD = later(_FIELD + r"|chem|bio|psych|econ|stats")  # (and the short names of subjects)
_SERVICES = frozenset(("@subscription", "@membership", "@streaming", "@music service"))
_THEFT = later(w.THEFT)
_GENERIC = {False: later(w.EN_ENDS_GENERIC), True: later(w.ZH_ENDS_GENERIC)}
_DOMAINS: dict[bool, dict[str, set[str]]] = {False: {}, True: {}}
for _cjk, _groups in ((False, cv.EN_FORWARD), (False, cv.EN_BACKWARD), (True, cv.ZH_FORWARD), (True, cv.ZH_BACKWARD)):
    for _domain, _verbs in _groups.items():
        for _verb in _verbs:
            _DOMAINS[_cjk].setdefault(_verb, set()).add(_domain)
_ZH_NOUNS = {"carrier": later("|".join(c.CARRIERS_ZH)), "business": later("|".join(k.ZH_BUSINESSES))}
_EN_BUSINESSES = frozenset(k.EN_BUSINESSES)


def ends_its_kind(clause: str, found: re.Match, head: frozenset[str], cjk: bool, remark: str = "") -> bool:
    """Whether the verb of a domain ends what it acts on here: "beat" an illness (not "beat my record"), "lost" a
    thing or a pet (not weight), "rehomed" a pet, "got cut from" a team, "took" only in a theft ("got robbed, they
    took my watch"); the general end words end anything tied."""
    said = found.group()
    domains = _DOMAINS[cjk].get(said)
    # a general end word, read with what follows it ("took the vacuum back", "passed this morning")
    general = _GENERIC[cjk].match(clause, found.start())
    if not domains or (general is not None and general.end() == found.end()):
        return True
    if said in cv.EN_THEFT_VERBS and not _THEFT.search(remark.lower()):
        return False
    called = {n.lower() for n in names_in(remark)} if remark else set()
    if head and called and all(any(n.startswith(h) for n in called) for h in head if not h.startswith("@")):
        return True  # "we rehomed Max", "finished Dune": a pet, a book, a show by its name (or its stem)
    if said in cv.ONLY_GROUPS and head:
        return True  # 夜航解散了, "the league disbanded": only a group is dissolved, whatever it is called
    if said in cv.ONLY_PETS:
        return True  # 大黄去汪星了: only a pet goes to the dog star, whatever it is called
    families = {k.FAMILY.get(t[1:]) for t in head if t.startswith("@") and not t.endswith(GENERAL)}
    if any(cv.FAMILIES[d] is None or families & set(cv.FAMILIES[d] or ()) for d in domains):
        return True
    nouns = {cv.NOUNS[d] for d in domains if d in cv.NOUNS}
    if not nouns:
        return False
    if cjk:  # 读书群退了, 退群了, 店关了: the words next to the verb, or the verb itself, name a carrier or a business
        near = clause[max(0, found.start() - 3) : found.end() + 3]
        return any(_ZH_NOUNS[n].search(near) is not None for n in nouns)
    content = [x for x in end_phrase(clause.lower(), found) if has_content(x)]
    return bool(content) and (
        ("carrier" in nouns and carrier(content[-1]))
        or ("business" in nouns and content[-1] in _EN_BUSINESSES)
        or ("debt" in nouns and content[-1] in cv.EN_DEBTS)
    )


def ends_a_pet(said: str, cjk: bool) -> bool:
    """Whether an end word is one a pet is said to leave by ("rehomed", "ran away", 送养了, 走丢了): with the others
    ("sold", "stopped feeding the stray cat") a pet word names no pet that left."""
    return any("pet" in (cv.FAMILIES[d] or ()) for d in _DOMAINS[cjk].get(said, ()))


# A story's inside (a show, a film, a book) and the clause before that names one ("看了个电视剧，里面老爸退休后…").
_STORY_ZH = later(
    r"(?:剧|电影|片子?|小说|书|动漫|漫画|综艺|游戏|故事|视频)(?:里|中|里面)|剧情|男主|女主|主角|博主|up主|主播|梦见|梦到|做梦|(?<!睡)梦里"
)
_STORY_NAMED_ZH = later(
    r"(?:电视剧|电影|小说|动漫|漫画|综艺|短剧|纪录片|一部剧|个剧|部剧|本书|个视频|条视频|短视频|个帖子|条新闻)"
)
_STORY_EN = later(
    r"\b(?:in|on) (?:the|this|that|a) (?:movie|film|show|series|episode|book|novel|game|anime|drama|season finale)\b|"
    r"\b(?:main )?character\b|\bthe (?:protagonist|hero|heroine)\b|"
    # a dream told ("had a dream I was smoking again", "dreamt my dog was back"): what happens in it is not so
    r"\b(?:had|have|having) (?:a|this|that|the (?:weirdest|worst|strangest)) (?:dream|nightmare)\b|\bdream(?:t|ed) (?:that|about|of|i|my)\b"
)


def in_a_story(lowered: str, before: str, cjk: bool) -> bool:
    """Whether a clause tells what happens in a show, a film or a book (or a post about others), read with the clause
    before it: its people are not the user's."""
    if not cjk:
        return _STORY_EN.search(lowered) is not None
    if _STORY_ZH.search(lowered):
        return True
    if _STORY_NAMED_ZH.search(before) is None:
        return False
    # 看了个剧，里面…; 刷到一个帖子 男的跟女朋友…: what the story tells, not the user's life
    # (or what it is about: 看了部电影，讲爷爷去世的)
    return lowered.startswith(
        (
            "里面",
            "里头",
            "剧里",
            "片里",
            "男的",
            "女的",
            "一个",
            "有个",
            "有人",
            "楼主",
            "博主",
            "讲",
            "说的是",
            "演的是",
        )
    )


# A habit left for one day (今天下暴雨，就不跑了; 今晚不喝了), not from a day on (今天开始不喝奶茶了, 从明天起不跑了).
# (不动了, 不在了 of someone are no day off: 豆豆今天早上不动了)
_ONE_DAY_ZH = later(
    r"(?:今天|今晚|今早|今儿|明天|这次|这回)[^。！!？?]{0,10}?(?:就)?不(?!动了|在了)[\u4e00-\u9fff]{1,2}了"
)
_FROM_A_DAY_ZH = later(r"开始|起|以后|往后|从今|再也|彻底|戒")


def one_day_off(lowered: str, cjk: bool) -> bool:
    """Whether a Chinese remark leaves something for one day only."""
    return cjk and _ONE_DAY_ZH.search(lowered) is not None and _FROM_A_DAY_ZH.search(lowered) is None


def reported_asking(lowered: str) -> list[tuple[int, int]]:
    """Where the words tell what others ask or suppose, from the asking to the end of its sentence."""
    out = []
    for m in ASKED_IF.finditer(lowered):
        stop = _SENTENCE_END.search(lowered, m.end())
        out.append((m.end(), stop.start() if stop else len(lowered)))
    return out


_SENTENCE_END = later(r"[.!?;。！？；\n]")
