"""Reading one clause: whose life it speaks of (the user, their people, someone else, nobody), whether it touches
a part of a life, and so whether it is personal. Stock reactions and the user's words about the conversation itself
("how do I", "我想问", "thanks") are not the user's life."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..language.lazy_re import later
from . import chat_told, critical, kinds
from ..language import dates
from ..language.clauses import Clause
from ..language.cues import (ACQUAINTANCES, ARTIFACTS, HOUSEHOLD, HYPOTHETICAL, KIN, LIFE_DOMAINS, PUBLIC, REACTIONS, SELF,
                   SELF_OBJECT)
from ..language.kind_finder import kinds as kinds_named
from ..language.life_work import EN_TEAMS
from .update_it import calls_theirs
from ..language.lexicon import JUNK_EXACT
from ..language.update_classes import FAMILY
from ..language.prefilter import Index
from ..language.text import PhraseSet, squash
from .update_subject import person_en

_JUNK = frozenset(squash(w) for w in JUNK_EXACT)
_LAUGH = later(r"^(?:[哈呵嘿嘻嗯哦啊呀噢喔额呃]+|(?:ha|he|hi|ho)+h?|l+o+l+|x+d+|6+|2333+|h+m+|u+m+)$")
_WHO = PhraseSet({"self": SELF[0] + SELF[1], "object": SELF_OBJECT, "kin": KIN[0] + KIN[1], "household": HOUSEHOLD[0] + HOUSEHOLD[1],
                  "acquaintance": ACQUAINTANCES[0] + ACQUAINTANCES[1], "public": PUBLIC[0] + PUBLIC[1], "domain": LIFE_DOMAINS[0] + LIFE_DOMAINS[1],
                  "hypothetical": HYPOTHETICAL[0] + HYPOTHETICAL[1], "artifact": ARTIFACTS[0] + ARTIFACTS[1]})
_LATIN = later(r"[a-z0-9]")
_REACTIONS = frozenset(squash(r) for r in REACTIONS[0] + REACTIONS[1])

# The user in the frame of the conversation, not in their life: "I mean", "my bad", "我想问", "my code". An opinion
# frame ("I think", "我觉得") is taken off too: what follows it must be personal on its own.
_TALK_EN = later(
    r"\b(?:i wonder|i was wondering|i'?m wondering|i (?:really |honestly |kinda |do )?think|i feel like|i reckon|"
    r"i suppose|i believe|imo|imho|in my opinion|i mean|i guess|i see|i agree|i disagree|i know|i have a question|"
    r"i'?m (?:just |only |a bit |kinda |so )?curious|i was (?:just )?(?:curious|asking|wondering|joking|kidding)|"
    r"just (?:asking|curious|wondering)|i'?m (?:just )?(?:asking|joking|kidding)|i don'?t (?:get|understand|know|care)|"
    r"i didn'?t (?:get|understand|mean|ask)|i meant|i said|i asked|i'?m asking|i take (?:it|that) back|thank you|"
    r"thanks|my bad|my mistake|my fault|my question|my code|my script|my essay|my text|my email|my draft|my prompt|"
    r"my answer|my query|my function|my program|my app|my regex|my sql|my spreadsheet|my excel|my formula|my cv|"
    r"my resume|my message|my post|my point|my english|my grammar|my spelling|my typo|my laptop screen|"
    r"like i'?m (?:five|\d+|a (?:child|kid|beginner))|i'?m (?:fine|good|ok|okay|alright)(?: thanks?(?: you)?)?$|"
    r"i'?m not sure|i'?m confused|i'?m lost here|i get it|i got it|i understand|i see what you mean|"
    r"i'?ll try|i'?ll check|i'?ll (?:give it|have) a (?:go|try|look)|let me (?:try|check|see|think)|i thought|"
    r"i figured|(?:i'?m )?pretty sure|i'?m not convinced|i'?d go with|i'?m (?:gonna|going to) go with|"
    r"i was thinking|i was hoping|i'?ll let you know|i'?ll be honest|i'?ve always wondered|i dunno|i swear|"
    r"i didn'?t expect|i didn'?t even notice|i always forget|my thoughts exactly|mind if i ask|i'?m dead|"
    r"i just want the gist|i keep getting|i need (?:it|this|that) to|i'?ll need (?:the|it)|i need the same|"
    r"i ran it|i tried (?:it|that|this)|i broke it|i got (?:\d+|it)|i'?m getting|i get (?:an?|the) error|"
    r"(?:that|it|this) (?:to )?work(?:s|ed)?|(?:get|got|come|came) back to (?:you|u)|i reckon|"
    # a hearsay tag closing a remark ("boxing is a brilliant workout, I've read"): where it was heard, not a life
    r"(?:or |so )?(?:i'?ve|i have) (?:heard|read|been told)$|(?:or |so )?i hear$)\b")
# ... and in the frame of a question or a task: "how do I", "can I", "I need you to", "write me a".
_TASK_EN = later(
    r"\b(?:how (?:do|can|should|would|could) i|can i|could i|should i|do i|am i|would i|will i|may i|i want you to|"
    r"i need you to|i'?d like you to|i need help|i'?m looking for|i want to know|i'?d like to know|let me|lemme|"
    r"i just (?:want|need) (?:a|an|the|to know)|give me|show me|tell me|help me|remind me|for me|to me|me a|me an|"
    r"me the|me some|me with|i need (?:a|an|some)|i want (?:a|an|some))\b")
_TALK_ZH = later(r"我想问|想问一下|我问你|我想知道|我需要你|我要你|你帮我|帮我|给我|我看看|看看|让我|我来|我试试|"
                     r"试试看|我刚才说|刚才说|我是说|我的意思|意思是|我不懂|我没懂|没看懂|看不懂|我懂了|我明白|我知道了|"
                     r"我(?:也)?(?:觉得|认为|感觉|猜|估计|寻思|琢磨)|我也(?:是|这么)|我同意|谢谢|我的代码|代码|我的问题|"
                     r"我(?:就|只是)?(?:随便)?问问|我好奇|好奇|我(?:再)?想想|我的错|我打错了|打错了|我说错了|我不太明白|"
                     r"不太明白|我没明白|我还是不懂|我理解了|我(?:先)?去试|我刚才|我是问|我问的是|我要的是|我说的是|"
                     r"我没问题|我还好|我挺好的|我没事|我(?:个人|倒|还是)?(?:觉得|认为)|我不太同意|我同意|我赌|我猜|"
                     r"我确认下|我捋一下|我理一下|我明白你意思|我懂你意思|我突然想到|我有个问题|我要的是|我想要|我要|"
                     r"我跑了一下|我试了|试了|我改了|我这么改|我这边|我看了下|我也说不上来|我的锅|我自己来|我先去|"
                     r"我只要|让我瞅瞅|瞅瞅|打错了|贴错了")
# Chinese clauses that open with someone other than the user, or with a thing rather than a person.
_OTHER_SUBJECT_ZH = later(r"^(?:他|她|它|人家|大家|别人|有人|某人|一般|通常|听说|据说|网上|新闻|"
                               r"[这那](?!周|个月|几天|两天|阵子|次|回|学期|礼拜|星期|会儿|时|天|年|些天))")
# Acknowledgements and reactions are made of stock pieces: what is left once they are taken out is nothing.
_STOCK_ZH = later(r"哈+|呵+|嘿+|嘻+|哦+|噢+|喔+|嗯+|啊+|呀+|哇+|耶+|哟|喽|啦|呢|吧|嘛|咯|噻|滴|了|的|好+|行|对|是|可以|"
                       r"明白|懂|知道|谢+|多谢|感谢|拜+|再见|晚安|早上好|中午好|下午好|晚上好|早安?|你好|您好|哈喽|嗨|牛+|绝|"
                       r"卧槽|我去|天哪|天啊|妈呀|笑死|原来如此|这样|有道理|没错|确实|真的|兄弟|姐妹|宝|亲|试试|收到|辛苦|拜托|"
                       r"求求|6+|ok+|hhh+|23+|你真好|你太棒|太棒|厉害|不错|冲|明天聊|回头聊|下次聊|聊|我|会|也|都|就|吗|么|呗|"
                       r"懂的都懂|无语|服了|蚌埠住|绷不住|救命|离谱|真香|好家伙|家人们|谁懂|麻了|nb|yyds|awsl|xswl|hh")
_STOCK_EN = later(r"\b(?:l+o+l+|lmao+|haha\w*|hehe\w*|omg|wow+|nice|cool+|great|awesome|perfect|thanks?|thank|you|u|"
                       r"thx|ty|tysm|so|much|very|ok+|okay|k+|sure|got|it|makes|sense|i|see|fair|enough|true|right|exactly|"
                       r"agreed?|know|same|me|too|no|worries|np|good|point|interesting|oh|ah+|hmm+|nvm|never|mind|yep|"
                       r"yeah|yes|yup|nope|nah|brb|gtg|bye+|night|gn|cheers|guess|think|hope|not|sure|idk|that'?s|this|is|"
                       r"it'?s|helpful|well|done|job|one|ikr|fr|ngl|mate|dude|bro|man|again|for|now|later|hi+|hey+|hello|"
                       r"morning|evening|afternoon|sorry|typo|ya|yo|sup|hiya|love|like|lovely|wild|crazy|fun|funny|"
                       r"alright|all|gotcha|cya|see|ttyl|bless|the|rant|a|of|and|then|what|why|but|just|really|super|"
                       r"kinda|pretty|amazing|brilliant|cute|sweet|wonderful|fantastic|excellent|definitely|absolutely)\b")
# English clauses that open with someone or something other than the speaker: "the ending of interstellar...",
# "apparently the killer...", "that documentary...". A clause opening otherwise speaks of the speaker.
_OTHER_SUBJECT_EN = later(
    r"^(?:the|that|this|these|those|a|an|apparently|reportedly|supposedly|some|someone|somebody|everyone|everybody|"
    r"people|nobody|it|its|it's|there|there's|his|her|their|they|they're|he|he's|she|she's|you|your|you're|u|ur|"
    r"what|who|which|why|how|when|where|in general|generally|is|are|was|were|does|do|did)\b")

# Chinese life in a clause with no other evidence: a moment of the speaker's days, or something they did.
_LIFE_ZH = later(r"刚|昨天|今天|明天|后天|前天|上周|下周|这周|周末|最近|这几天|前几天|前阵子|这阵子|今年|去年|明年|下个月|"
                      r"上个月|早上|晚上|中午|半夜|凌晨|小时候|以前|终于|又|一直|每次|老是|总是|从来|第一次|头一回|"
                      r"去了|买了|吃了|喝了|搬|换了|开始|学|考|养|带|住|睡|跑|玩|看了|写了|认识|结|离|生|病|辞|报|参加|"
                      r"回|到了|放假|请假|起不来|不会|不能|只|必须|不吃|不喝|不看|不用|不爱|爱|想|要去|得去|饿|困|累|疼|痛|借|还了|花了|"
                      r"赚|存了|欠|块钱|万块|现在|挺|稳定|还有[^，,。]{1,8}(?:没|要|得)|一堆|"
                      # a habit of the speaker's told by its rate (我一天抽一包烟, 我一周喝两次酒): as 每天 does
                      r"我(?:平时|一般|基本上?|大概)?(?:一天|一晚|一周|一个星期|一礼拜|一个月|一年)(?:要|得|能|会|都|就|差不多|至少|最多)?"
                      r"(?:抽|喝|吃|花|刷|打|玩|跑|做|看|去)[^，,。]{0,3}?[一二两三四五六七八九十半几\d]|"
                      # What the speaker owns or drives, counted by the measure word of a lasting thing (开一辆特斯拉,
                      # 有一台MacBook, 在成都有一套两居室); 个 and 只 count anything, so they say nothing.
                      r"(?:有|开|骑|开着|骑着|开的是|骑的是)(?:一|两|三|几)?(?:辆|台|部|栋|艘|架)|"
                      r"有(?:一|两|三|几)?套[^，,。]{0,6}?(?:房|公寓|居室|别墅|院子)")
# How long the speaker has been somewhere (我来北京三年了, 到深圳快半年了), read before the framing takes 我来 for "let me".
_BEEN_THERE_ZH = later(r"^我?(?:来|到)[^，,。]{1,6}?(?:快|都|已经)?[一二三四五六七八九十几两半\d]+(?:年|个多?月)")
# "The kitchen renovation crew found mold": a clause opening with a thing, not a person, is the user's when it
# speaks of a part of their life.
_THING_EN = later(r"^(?:the|this|that|our|these|those)\b")
# A clause telling of a life-changing event may open with anything ("he's gone", "that mole was melanoma"), but
# not with a question word.
_HEARSAY_EN = later(r"^(?:apparently|reportedly|supposedly|rumou?r|people|everyone|everybody|most|many|some|"
                         r"half|a lot of|lots of|in general|generally|they say|i heard)\b")
# Advice to the person talked to ("千万不要贸然去做", "you should call your dad"): their life, not the user's.
_ADVICE = later(r"^(?:千万(?:不要|别)|你(?:应该|最好|得|要不|可以试试)|建议你|最好(?:别|不要)|"
                     r"you (?:should|shouldn'?t|need to|have to|gotta|must|ought to|could try|might want to)|"
                     r"you'?d better|never ever)")
# The person talked to, in a question: "do you talk to your mom about it?" asks of their life.
_YOU = later(r"你|您|\b(?:you|your|yours|u|ur)\b")
_ASKS_EN = later(r"^(?:what|who|which|why|how|when|where|is|are|does|do|did|can|could|should|would)\b")


_TALK_INDEX = {True: Index([_TALK_ZH.pattern]), False: Index([_TALK_EN.pattern])}
_TASK_INDEX = Index([_TASK_EN.pattern])


def _frame(lowered: str, cjk: bool, asking: bool) -> str:
    """The clause without the words that only frame the conversation (each pattern runs only when it can match)."""
    if _TALK_INDEX[cjk].candidates(lowered):
        lowered = (_TALK_ZH if cjk else _TALK_EN).sub(" ", lowered)
    if asking and not cjk and _TASK_INDEX.candidates(lowered):
        lowered = _TASK_EN.sub(" ", lowered)
    if not cjk:
        lowered = chat_told.life_options(lowered)  # "check out career options": a life's, not an answer's
    if not cjk and "who" in lowered:
        lowered = _GUESS_WHO.sub("i", lowered)  # "guess who got promoted": the speaker, said as a riddle
    return lowered


_GUESS_WHO = later(r"^\W*(?:and |so |ok |okay )?(?:guess|look|look at|see) who(?= (?:just |finally |officially )?[a-z]+ed\b| (?:just |finally )?(?:got|won|made|passed|bought|found|quit|left|beat|took)\b)")


def is_junk(text: str) -> bool:
    """Greetings, fillers, laughter and emoji-only text: counted, never stored."""
    core = squash(text)
    return not core or core in _JUNK or _LAUGH.match(core) is not None or (len(text) <= 40 and stock(text.lower()))


@lru_cache(maxsize=4096)
def stock(lowered: str) -> bool:
    """Made only of acknowledgements, thanks, greetings and reactions ("谢啦 你真好", "ok thanks thats helpful").
    Callers ask only of short text: a reaction is short, and the two passes are not cheap."""
    rest = lowered if lowered.isascii() else _STOCK_ZH.sub(" ", lowered)  # each pass only where its script is
    rest = squash(_STOCK_EN.sub(" ", rest) if _LATIN.search(rest) else rest)
    return not rest or (len(rest) == 1 and rest.isascii())  # one Chinese character can be a whole feeling (烦)


# A greeting or an exclamation addressed to someone opens many chat messages ("Hey Gina,", "Wow,", "哈哈，"), and a
# name alone calls someone ("Mel!"): neither is part of what is told.
_VOCATIVE = later(r"^(?:hey|hi|hello|hiya|yo|dear|wow|oh|omg|aw+|haha\w*|lol|ugh|yay|well|so|yeah|yes|no|ok|okay|"
                       r"hmm|thanks|thank you|congrats|congratulations|哈+|嘿|嗨|哇|哦|嗯|唉|哎|啊|谢谢)\b[^,，.。!！?？]{0,20}$",
                       re.I)
NAME_ONLY = later(r"^(?:[A-Z][a-z]+|[A-Z][a-z]+ [A-Z][a-z]+)[.!]*$")


# What follows a bare name that makes it an apposition, not someone called: an aside describing them ("Biscuit, the
# scruffy one my parents had — he's come to live with us"), or whom they are to the user with when that began, before
# what is said of them ("Raj, my boyfriend since last month, says…"; not "Mel, my mom is sick").
_ASIDE_AFTER = later(r"the (?:[a-z]+ )?one (?:who|that|with|from|my|i|we)\b")
_ROLE_AFTER = later(r"(?:my|our) ([a-z\-]+)(?: (?:of|since|as of|from|for) [^,]*)?[\s,—–]*$")


def _a_pet(word: str) -> bool:
    return any(k.startswith("@pet:") for k in kinds_named(word))


def apposed(lowered: list[str], n: int) -> bool:
    """Whether the bare name at clause n of a message (its clauses lower-cased) opens an apposition."""
    after = lowered[n + 1] if n + 1 < len(lowered) else ""
    if _ASIDE_AFTER.match(after):
        return True
    role = _ROLE_AFTER.match(after) if n + 2 < len(lowered) else None
    # (whom they are to the user, or what they are to the household: "Bruno, our boxer, is 12 now")
    return role is not None and (
        person_en(role.group(1)) is not None or _a_pet(role.group(1)) or after.startswith("our ")
    )


def addresses(clause: Clause) -> bool:
    """The clause only greets, exclaims, reacts or calls someone by name ("Im Maria" names the speaker)."""
    if NAME_ONLY.match(clause.text):
        return "self" not in _WHO.labels(clause.lowered)
    return _VOCATIVE.match(clause.text) is not None or stock(clause.lowered)


@dataclass(frozen=True)
class Reading:
    """What one clause says about whose life, and the evidence it rests on."""

    clause: Clause
    personal: bool
    anchored: bool          # names the user or their own people outright (not only implied)
    labels: frozenset[str]
    topical: bool = False   # touches a part of a life (work, home, health...) or a kind of remark
    framed: str = ""        # the lower-cased clause without the words that frame the conversation


# The speaker as the one who did something: "I watched", "we bought", "I'm reading", "I've been writing".
_DID_EN = later(
    r"\b(?:i|we)(?:'ve|'m|'re| have| had| was| were| am| are| just| also| finally| recently| really| actually| currently|"
    r" even| still| already| once| both| all| been)*\s+(?:[a-z]+ed|had|went|made|took|got|saw|heard|held|brought|did|"
    r"ran|came|spent|found|kept|left|met|paid|put|read|sent|set|sold|told|won|wrote|bought|built|caught|drew|drove|ate|"
    r"fell|flew|gave|grew|hit|hung|led|lost|rode|sang|shot|slept|spoke|stood|swam|taught|threw|woke|wore|[a-z]{3,}ing)\b"
)


# An English clause the speaker places in their own days ("I had a setback recently", "I held a benefit game last
# week"): like _LIFE_ZH's moments, it tells of their life whatever it is about.
_WHEN_EN = later(
    r"\b(?:yesterday|last (?:night|week|weekend|month|year|summer|winter|spring|fall|autumn|time|friday|saturday|sunday|"
    r"monday|tuesday|wednesday|thursday)|the other (?:day|night|week)|(?:a|\d+|two|three|four|five|six|few|couple of|"
    r"couple) (?:days?|weeks?|months?|years?|weekends?) ago|recently|lately|this (?:morning|afternoon|evening|past "
    r"(?:week|weekend|month))|earlier (?:today|this week)|over the weekend|currently|for the first time|when i was "
    r"(?:a kid|little|young|younger)|as a kid|growing up)\b"
)


# What is always part of a life when the user says it of themselves: a condition, a medicine, a treatment or an aid
# ("I'm on lithium for bipolar disorder", 我在吃二甲双胍控制血糖), and a membership ("I'm on the parks committee").
# Pets are left to the pet words of the domains: a kind found in a name ("a band called Static Pony") is no pet.
_HELD_FAMILIES = frozenset(("health", "medicine", "treatment", "aid"))
_MEMBER_EN = later(
    r"\b(?:i'm|i am|i've been|i'm still) (?:on|in) (?:the|a|an|our|my) (?:[a-z0-9'\-]+ ){0,4}?(?:"
    + "|".join(sorted((re.escape(t) for t in EN_TEAMS + ("board", "council", "panel", "roster", "staff")), key=len, reverse=True))
    + r")\b"
)


def _holds(framed: str, cjk: bool) -> bool:
    """Whether the speaker's statement names a part of their life that holds whatever the words around it: their
    health, a membership."""
    if not cjk and _MEMBER_EN.search(framed):
        return True
    return any(FAMILY.get(t[1:].rstrip("^")) in _HELD_FAMILIES for t in kinds_named(framed))


def _placed(framed: str, labels: frozenset[str], cjk: bool) -> bool:
    """The speaker's remark placed in their own days: 昨天, 刚, "last week", "recently"."""
    if cjk:
        return _LIFE_ZH.search(framed) is not None
    return "self" in labels and _WHEN_EN.search(framed) is not None


def _did_with(framed: str, labels: frozenset[str], cjk: bool) -> bool:
    """What the speaker did with a film, a book, a game or the news is their life ("I watched a classic movie the
    other day", "I'm writing articles about fantasy novels", "great news, I joined a gym"): only what they say of the
    thing itself ("the ending was lazy") is talk about the world. Talk about the conversation's own material (the
    code, the draft) stays out."""
    return not cjk and "self" in labels and "artifact" not in labels and _DID_EN.search(framed) is not None


# Whose fan one is ("I'm a huge Liverpool fan", 我是铁杆国安球迷): a public name, yet the user's own lasting side.
_ROOTS = later(r"\b(?:i|we) (?:always |still |now )?root for\b")  # ("I root for Man United": one's side, said plainly)
_FAN = later(
    r"\b(?:fan|fans|supporter|fanatic)\b|\broot(?:ing)? for\b|球迷|粉丝|死忠|铁粉|"
    # what one likes best of a kind: the public word names the kind ("my favorite podcast is Serial", 我最喜欢的歌手)
    r"^(?:\W*\w+\W+){0,2}?my (?:all[- ]time |absolute |current |new )?favou?rite (?!part|bit|scene|moment|line)"
    r"[a-z'\- ]{1,30}?(?:'s| is| are| has to be| remains)\b|"
    r"^我(?:现在)?最(?:喜欢|爱)的[^，。,]{1,10}?(?:现在|目前|一直|还)?是"
)


def _a_fan(framed: str, labels: frozenset[str]) -> bool:
    """Whether the speaker says whose fan they are, or what they like best of a kind (not of the conversation's own
    material: "not a fan of that font"; not a part of a story: "my favorite part was the ending")."""
    return "self" in labels and "artifact" not in labels and _FAN.search(framed) is not None


@lru_cache(maxsize=4096)
def read(clause: Clause, cjk: bool) -> Reading:
    """Whether one clause is personal: about the user's life, said or implied, and not about the conversation."""
    lowered = clause.lowered
    framed = _frame(lowered, cjk, clause.mood != "statement")
    labels = frozenset(_WHO.labels(framed))
    own = "self" in labels or "kin" in labels
    if squash(lowered) in _REACTIONS or not squash(framed) or (len(lowered) <= 40 and stock(lowered)) or (
            "hypothetical" in labels and (not own or clause.mood != "statement")):
        return Reading(clause, False, False, labels, False, framed)
    weighed = kinds.weigh(framed)
    # In a question, "my facebook account" alone is no evidence: it takes a part of life or a kind of remark.
    weak = clause.mood != "statement" and set(weighed) <= {"fact"}
    topical = ("domain" in labels or (bool(weighed) and not weak) or critical.event(framed, cjk) is not None
               or dates.recurrence(framed) is not None or dates.mentions(framed))
    public = "public" in labels or "artifact" in labels
    if dates.mentions(framed) and not squash(dates.strip(framed)):   # a date and nothing else: no one's life
        return Reading(clause, False, False, labels, False, framed)
    if "self" not in labels and _ADVICE.match(framed.strip()):
        return Reading(clause, False, False, labels | {"advice"}, topical, framed)
    if clause.mood == "statement":
        if "kin" in labels or "household" in labels:
            personal = not (public and not own)
        elif "self" in labels or "acquaintance" in labels:  # once the talk about the conversation is taken off
            personal = (topical or _placed(framed, labels, cjk) or ("self" in labels and _holds(framed, cjk))
                        or ("self" in labels and calls_theirs(framed)) or ("self" in labels and _ROOTS.search(framed) is not None)) and (
                not public or _did_with(framed, labels, cjk) or _a_fan(framed, labels))
            if not personal and not public and not cjk and "self" in labels and "hypothetical" not in labels:
                # life told the way friends talk ("I'm doing kickboxing", "we explored the coast"): see chat_told
                told = chat_told.told(framed, clause.text)
                personal, labels = told is not None, labels | {f"told:{told}"} if told else labels
        elif cjk:  # Chinese leaves the subject out: a statement with life in it is the speaker's unless it names another
            personal = (not public and not _OTHER_SUBJECT_ZH.match(lowered)
                        and (topical or _LIFE_ZH.search(framed) is not None or _BEEN_THERE_ZH.match(lowered) is not None))
        else:      # so does casual English ("got laid off this morning", "bit flat today", "the kids are sick")
            opening = framed.strip()
            # a taste told by an idiom of a thing of the world ("contemporary dance really speaks to me")
            told = None if topical else "pref" if chat_told.taste(framed) == "thing" else chat_told.told_bare(opening, clause.text)
            labels, liked = (labels | {f"told:{told}"}, True) if told else (labels, False)
            personal = (topical or liked) and not public and not chat_told.chatter(opening) and (
                not _OTHER_SUBJECT_EN.match(opening) or "object" in labels or (
                "domain" in labels and _THING_EN.match(opening) is not None) or (
                "acquaintance" not in labels and not _ASKS_EN.match(opening) and not _HEARSAY_EN.match(opening)
                and critical.event(framed, cjk) is not None))
    else:  # a question or a task: personal only when it says something of the user's own life
        personal = own and topical and not public and ("self" in labels or not _YOU.search(framed))
        own = "self" in labels or (cjk and own)  # "when parents split": kin in an English question is anyone's
    return Reading(clause, personal, own, labels, topical, framed)
