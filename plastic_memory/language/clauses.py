"""Split a message into clauses and read each one's mood: a statement, a question, or a request to the assistant."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .lazy_re import later
from .cues import REQUEST_OPENERS
from .hant import KANA
from .text import has_cjk

QUESTION_ENDINGS = ("?", "？", "吗", "么", "呢", "嘛")
# Sentence ends, and the comma-like breaks inside a sentence that separate a statement from a question about it.
# A full stop ends a sentence unless it sits inside a number (3.4kg) or an abbreviation's dot is followed by a letter.
# A title's dot ("Mrs. Patel", "Dr. Lee", "St. Mary's") is no sentence end either.
_TITLES = ("Mr", "Mrs", "Ms", "Dr", "St", "Jr", "Sr", "Prof", "Mt", "Ft", "Lt", "Sgt", "Capt", "Rev", "Gen", "vs", "Mx")
_TITLE_DOT = "|".join(rf"(?<=\b{t})" for t in _TITLES)
# A German ordinal's dot before a month or what it counts ("der 12. Juni", "in der 30. Woche") ends no sentence.
_ORDINAL_DOT = (
    r"(?<=\d)\.(?= (?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|"
    r"Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez|Woche|Klasse|Stock|Etage|Semester|Monat|Lebensjahr)\b)"
)
_SENTENCE = later(
    rf"(?:[^.!?。！？…\n]|(?<=\d)\.(?=\d)|\.(?=[a-z0-9])|(?:{_TITLE_DOT})\.(?= [A-Z])|{_ORDINAL_DOT})+[.!?。！？…]*"
)
_CLAUSE = later(r"(?:[^,，;；:：]|(?<=\d)[:：,](?=\d))+[,，;；:：]*")
# Chinese users often separate clauses with a space: 乳糖不耐 喝牛奶就拉肚子 燕麦奶可以喝吗
_CJK_SPACE = later(r"(?<=[\u3400-\u9fff\w！？。，~～…])\s+(?=[\u3400-\u9fff])|(?<=[\u3400-\u9fff])\s+(?=[\w])")
# A place and its state, country or neighbourhood ("lives in Portland, Oregon", "moved to Austin, TX", "in Chicago, Logan
# Square") is one place, not two clauses.
_PLACE_COMMA = later(
    r"\b(?:in|to|from|near|at|outside|around|of) (?:[A-Z][\w.'’-]*\s){0,2}[A-Z][\w.'’-]*(,)(?= (?:[A-Z][A-Za-z]+ ){0,2}[A-Z][A-Za-z]+"
    # (then no verb of its own: "to Tokyo, Kyoto was next" is two clauses)
    r"(?:[\s,.;:!?)]*$|[,.;:!?)]| (?:now|last|this|next|for|since|and|but|area|with|where|too|so|in|at|on|which|when|"
    r"because|though|lol|haha|until|till|before|after|or)\b))"
)
_HAN = later(r"[\u3400-\u9fff]")
_LETTER = later(r"[A-Za-z]")
# A Chinese clause asks something when it holds an interrogative, wherever it stands ("辞职信怎么写比较得体"),
# except in the set phrases where the same word means "any" or "some" (什么都不想干, 多少有点, 前几天).
_ASK_ZH = later(
    r"怎么|怎样|咋|如何|为什么|为啥|什么|啥|哪|谁|多少|多久|多长|多大|多高|多远|几点|几岁|几号|几个月|"
    r"几天|几分钟|几次|几档|是不是|是否|会不会|能不能|可不可以|可以不|有没有|要不要|行不行|好不好|对不对|"
    r"算不算|该不该|用不用|需不需要|[了过]没$|没有$"
)
_NOT_ASKING_ZH = later(
    r"什么都|什么也|啥都|啥也|谁都|谁也|哪都|哪儿都|哪里都|怎么也|怎么都|不怎么(?!办|样[？?吗呢]|回事)|多少有点|多少会|没多久|"
    r"不知道为什么|不知为啥|十几|几十|好几|没几|哪怕|哪儿都|谁知道|谁让|就那种|"
    # a few days, told of (前几天头疼得要死, 这几天在加班, 过几天再说): no "how many"
    r"[前这那头]几[天次回]|最近几天|过几天|几天[前后]|"
    # not by much (没觉得比原来那个好多少, 贵不了多少, 没多少): a measure denied, no "how much"
    r"没[^，。,；;？?吗]{0,10}?多少(?![？?钱]|吗)|不了多少"
)
_TRIM = " ,，、.。;；:：!！~～…-—'\"“”‘’()（）[]【】"
# What opens a clause that explains another ("since I'm vegetarian, what should I cook?").
_LEADS_ZH = (
    "因为",
    "由于",
    "既然",
    "毕竟",
    "不过",
    "但是",
    "可是",
    "所以",
    "而且",
    "然后",
    "另外",
    "顺便说下",
    "顺便说一下",
    "顺便",
    "对了",
    "话说",
    "其实",
    "说真的",
    "哎",
    "唉",
    "嗯",
    "哦",
    "啊",
)
_LEADS_EN = (
    "since ",
    "because ",
    "cause ",
    "cuz ",
    "bc ",
    "as ",
    "given that ",
    "now that ",
    "so ",
    "but ",
    "and ",
    "also ",
    "btw ",
    "btw, ",
    "by the way ",
    "fyi ",
    "anyway ",
    "anyways ",
    "well ",
    "oh ",
    "ok so ",
    "ok ",
    "okay so ",
    "okay ",
    "honestly ",
    "tbh ",
    "ngl ",
    "fwiw ",
    "just fyi ",
)
_LEAD = later("|".join(re.escape(w) for w in sorted(_LEADS_EN + _LEADS_ZH, key=len, reverse=True)))


@dataclass(frozen=True)
class Clause:
    """One clause of a message: its text, lower-cased form, and mood ('statement', 'question' or 'request')."""

    text: str
    lowered: str
    mood: str
    start: int = 0  # where the clause stands in the message
    end: int = 0


def is_question(text: str) -> bool:
    """Ends like a question (? or a Chinese question particle)."""
    core = text.rstrip(" .。!！~～…")
    return core.endswith(QUESTION_ENDINGS) and not core.endswith(("着呢", "着呐"))  # 烦着呢 tells, not asks


def asks_zh(text: str) -> bool:
    """A Chinese clause holding an interrogative (not one of the set phrases that only look like one)."""
    return _ASK_ZH.search(_NOT_ASKING_ZH.sub("", text)) is not None


# An English question asked after an opening phrase: "in general is it rude to...", "so do you think...".
_ASK_EN = later(
    r"\b(?:is|are|was|were|do|does|did|can|could|should|would|will) (?:you|u)\b|"
    r"^(?:who|what|where|why|how|which|whose)\b(?!'s up| a | an )|"
    r"^when (?:is|are|was|were|do|does|did|will|can|could|should|would|'s)\b|"
    r"^(?:is|are|does|can|could|should|would|will|has)(?!n?'t|not)\s"
)
# The verb before "it" or "there" asks only with nothing but an opening before it ("so did it work", "honestly is it
# worth it", "ok so is there a way"): after a subject it tells ("we did it", "the statins did it", "I was there",
# "I'll do it tomorrow").
_ASK_IT_EN = later(r"\b(?:is|are|was|were|do|does|did|can|could|should|would|will) (?:it|there)\b")
_OPENING_EN = frozenset(
    "so and but or ok okay well hmm um uh also then btw honestly seriously like just anyway anyways oh hey wait now "
    "actually basically quick question q in general generally lol haha".split()
)


def _asks_en(lowered: str) -> bool:
    """An English clause asking: an interrogative where a question puts it, or a verb before "it"/"there" with only
    an opening before it."""
    if _ASK_EN.search(lowered):
        return True
    found = _ASK_IT_EN.search(lowered)
    return found is not None and all(w in _OPENING_EN for w in re.findall(r"[a-z']+", lowered[: found.start()]))


# News asked as a question, whose answer the user gives: "did you know I ran a marathon?", "did you hear we got
# engaged?" (where "do you know my dog's name?" asks, and is read as a memory question before any clause is).
_NEWS_EN = later(
    r"^(?:(?:so|oh|hey|and|but|btw|wait|guess what)[\s,]+)*did (?:you|u|ya) (?:know|hear)(?: that)? (?:i|i'm|i've|we|we're|we've)\b"
)
_RELATIVE_EN = later(r"(?:which|who|whom|whose|where)\b")
# A predicate taken up after its subject and an aside ("My mum, the one who swore…, has just been put on insulin",
# "Bruno, our boxer, is 12 now"): from the third clause on, any; in the second, only one that cannot ask ("…, has
# just been…"), as "git rebase, is one better" asks without its mark.
_PREDICATE_GOES_ON = later(
    r"(?:is|are|was|were|has|have|had)\s+(?!(?:it|there|you|u|he|she|they|we|i|anyone|anybody|someone|this|that|one)\b)"
)
_PREDICATE_GOES_ON_AT_ONCE = later(
    r"(?:has|have|had|is|are|was|were)\s+(?:just|been|finally|now|also|already|recently|since|got|gone|become|started)\b"
)
_REQUESTS_ZH = REQUEST_OPENERS[0]
_REQUESTS_EN = later(
    r"(?:" + "|".join(re.escape(p) for p in sorted(REQUEST_OPENERS[1], key=len, reverse=True)) + r")(?![a-z'])"
)


def opens_request(lowered: str) -> bool:
    """Opens like a question or a task for the assistant ("how do", "帮我", "can you")."""
    head = lowered.lstrip(_TRIM)
    lead = _LEAD.match(head)
    if lead and len(head) > lead.end() + 2:
        head = head[lead.end() :].lstrip(_TRIM)
    return head.startswith(_REQUESTS_ZH) or _REQUESTS_EN.match(head) is not None


_AS_ONE = later(r"\s*an? ")


def strip_lead(text: str) -> str:
    """The clause without an explaining lead ("since", "因为", "btw"): what it says on its own."""
    lead = _LEAD.match(text.lower())
    if lead and lead.group().strip() == "as" and _AS_ONE.match(text.lower(), lead.end()):
        lead = None  # "As a barista at Blue Bottle I…": the role one speaks as, not a reason
    if lead and len(text) > lead.end() + 1:
        return text[lead.end() :].lstrip(_TRIM).rstrip()
    return text.lstrip(_TRIM).rstrip()


def is_mostly_han(text: str) -> bool:
    """Whether a text has at least as many Chinese characters as Latin letters (Chinese with English words in it)."""
    return len(_HAN.findall(text)) >= len(_LETTER.findall(text))


def spaces_as_commas(text: str) -> str:
    """Chinese typed with spaces between its clauses, the spaces made commas (one for each, so offsets hold)."""
    return _CJK_SPACE.sub(lambda m: "，" * len(m.group()), text)


# Japanese joins a statement to what follows with けど、が、ので、から、 (大阪に住んでるんだけど、おすすめのカフェある？),
# and a finished sentence (a past or a polite ending) to the next with a comma alone (妊娠しました、食べちゃダメなものある？):
# the comma after them ends a clause, as "，" does (same length, so every offset holds)
JA_JOINT = later(
    r"(?:(?<=けど)|(?<=けれど)|(?<=ので)|(?<=から)|(?<=ですが)|(?<=ますが)|(?<=んだが)|(?<=た)|(?<=です)|(?<=ます))、"
)
# Korean ends a statement with crying or laughing letters where a full stop would go (친구가 없어요ㅠ 동호회 어떻게
# 찾아요?): the space after them ends a clause (same length, so every offset holds)
_KO_JOINT = later(r"(?:(?<=[ㅠㅜ])|(?<=[ㅋㅎ]{2}))\s(?=\S)")
_HANGUL = later(r"[\uac00-\ud7af]")


def _one_place(text: str) -> str:
    """The text with the comma inside a place and its state or country hidden from the clause splitter (same length,
    so every offset holds)."""
    if "," not in text:
        return text
    return _PLACE_COMMA.sub(lambda m: m.group()[:-1] + "\u201a", text)


@lru_cache(maxsize=4096)
def split(text: str) -> tuple[Clause, ...]:
    """The message's clauses in order, each with its mood and its place in the text. A question mark at a
    sentence's end makes its last clause the question; the clauses before it are statements unless they open like
    a request."""
    out: list[Clause] = []
    cjk_text = has_cjk(text)
    for sentence in _SENTENCE.finditer(text):
        if not sentence.group().strip(_TRIM):
            continue
        asked = is_question(sentence.group())
        body_of = sentence.group()
        mostly_han = cjk_text and is_mostly_han(body_of)
        # A space between Chinese clauses works like a comma; the substitution keeps every offset.
        pieces = spaces_as_commas(body_of) if mostly_han else _one_place(body_of)
        pieces = JA_JOINT.sub("，", pieces) if KANA.search(pieces) else pieces
        pieces = _KO_JOINT.sub("，", pieces) if _HANGUL.search(pieces) else pieces
        parts = [m for m in _CLAUSE.finditer(pieces) if m.group().strip(_TRIM)]
        for n, found in enumerate(parts):
            raw = body_of[found.start() : found.end()]
            body = raw.strip(_TRIM)
            if not body:
                continue
            start = sentence.start() + found.start() + raw.index(body)
            lowered = body.lower().replace("’", "'")
            last = n == len(parts) - 1
            # ", which is pretty exciting!": inside a sentence that asks nothing, which/who/where opens a relative
            # clause, not a question.
            # ("My mum, the one who swore…, has just been put on insulin."): a predicate after its subject and an
            # aside, not a question
            goes_on = _PREDICATE_GOES_ON if n >= 2 else _PREDICATE_GOES_ON_AT_ONCE
            relative = n > 0 and not asked and (_RELATIVE_EN.match(lowered) or goes_on.match(lowered)) is not None
            if _NEWS_EN.match(lowered):
                mood = "statement"  # "Did you know I ran a marathon last week?": news told as a question
            elif (
                (asked and last)
                or is_question(raw)
                or (asks_zh(body) if cjk_text and has_cjk(body) else (_asks_en(lowered) and not relative))
            ):
                mood = "question"
            elif opens_request(lowered) and not relative:
                mood = "request"
            else:
                mood = "statement"
            out.append(Clause(body, lowered, mood, start, start + len(body)))
    return tuple(out)
