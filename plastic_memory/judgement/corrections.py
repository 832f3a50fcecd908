"""Changing its mind: read corrections ("你记错了", "that's wrong", "不是A是B"); stances are read in stances.py."""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass

from ..language.lazy_re import later
from ..language.clauses import is_mostly_han, is_question, spaces_as_commas
from ..language.detect import language
from ..language.lexicon import CORRECTION_MARKERS
from ..language.text import has_cjk
from .correction_cues import CUES as _CUES
from .slips import SLIP as _SLIP, others_slip
from .told import told_part


@dataclass(frozen=True)
class Correction:
    """The user says a memory is wrong. `fix` is what they say instead ('' when only the complaint was given);
    `wrong` is the value they reject when they name it (不是杭州 -> 杭州)."""

    fix: str
    wrong: str | None
    about: str = ""  # the fix with the words that name what was wrong ("you've got my sister's name wrong")
    # only a "no" before it ("nope, tree nuts are the allergy"): it corrects only what the fix sets in the same slot
    weak: bool = False


def alternation(phrases: tuple[str, ...]) -> str:
    return "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))


_MARKERS_ZH = later(alternation(CORRECTION_MARKERS[0]))
_MARKERS_EN = later(
    r"(?<![a-z])(?:" + alternation(CORRECTION_MARKERS[1]) + r"|with an? [a-z],? not an? [a-z])(?![a-z])"
)  # "my bad", not "my badge"; a letter put right ("Markus with a k, not a c")
# (never a double negative or a shrug: 也不是不去吧, 倒不是说…, 不是不想)
_NOT_ZH = later(
    r"(?:，|,|\s)*(?:而)?(?<![也倒])不是(?!不|说)((?:[^\s，,。.！!？?；;]|\s+(?![\u4e00-\u9fff])){1,12})(?:，|,|\s)*(?:是|而是)?"
)
_FINE_ZH = later(
    r"(?:^|(?<=[，,\s]))([\u4e00-\u9fff]{1,6}?)(?:其实)?(?:没事|没问题|不过敏|能吃|可以吃)(?=[，,。.！!\s]|$)"
    # ("cats are fine": what the English correction says is fine)
    r"|(?:^|(?<=[，,;]\s)|(?<=[，,;]))([a-z]+(?: [a-z]+)?) (?:is|are|'s|'re) (?:totally |actually )?(?:fine|ok|okay|no problem)(?=[，,.!;]|$)"
)
_NOT_EN = later(r"(?:,\s*)?\bnot\s+(?:in\s+|at\s+|to\s+)?([A-Za-z0-9][\w\- ]{0,30}?)(?=[,.;!，。；！]|$)")
# A contrast that sets a value against one remembered: "it's Portland, not Seattle", "Anna, not Anne", "the 14th, not
# the 4th" (a name or a number rejected), "it's not a dog, it's a cat".
_CONTRAST_EN = later(
    r",\s*not\s+(?:the\s+|a\s+|an\s+|my\s+)?(?:[A-Z][a-z]*|[a-z]*\d\w*)(?:\s+[A-Z][a-z]+)?\s*(?:[,.;!]|$)|"
    r"\b\$?\d[\d,]*\w* not (?:the )?\$?\d[\d,]*\w*\b|"  # "it was 2016 not 2018"
    r"(?i:\b(?:it'?s|that'?s|it is|that is|he'?s|she'?s) not (?:a |an |the |my )[a-z0-9]+(?: [a-z0-9]+)?,\s*"
    r"(?:it'?s|it is|he'?s|she'?s)\b)|"
    # what actually is, then what is not ("it's actually peanuts she's allergic to, not shellfish"): not a way of
    # speaking ("not gonna lie", "not sure")
    r"(?i:\bactually\b[^.;!?]{1,60}?,\s*not\s+(?!(?:gonna|going|sure|bad|really|that|so|much|too|even|just|yet|now|"
    r"anymore|quite|always|ever|exactly|that much|lying)\b)(?:the |a |an |my )?[a-z]+(?: [a-z]+)?\s*(?:[,.;!]|$))"
)
# A value the user says they never said, before what they did say: "I never said Boston, it's Austin", 我可没说杭州，
# 我住在苏州 (not "I never said that", 我没说过这话).
_SAID_NOT = later(
    r"(?:\bi (?:never|didn't|did not|never once) (?:said|say|told you)|我(?:没说过|可没说|哪有说|从没说过|从来没说过|没有说过)(?:我)?)"
    r"\s*(?P<pre>that |my |it was |it's |i was |i am |i'm |i )?(?P<v>(?!(?:that|this|it|so|anything|such)\b)(?!那|这)[^\s,，.。;；!！?？][^,，.。;；!！?？]{0,23})(?=\s*[,，;；]|\s+but\b)",
    re.IGNORECASE,
)
_NO_FIRST = later(r"^(?:no+(?:[\s,，]+no+)*|nope|nah|不是的|不不|没有没有)\s*[,，.。!！]")  # ("no no, ...")
_LABEL = later(r":(?=\s)|：")  # "Correction: ...", "更正：..." (not the colon of 3:30)
# Words that point back at the remembered value without naming it: 不是那个, "not that one", "not the one I told
# you", "not what I said earlier". One list for the correction's rejected value and for the clause as_said drops.
POINTER = (
    r"(?:那个|这个|那|这|它|那样|这样|我?(?:之前|刚才|上次)?(?:说|讲|告诉你)的那个|that|this|it|that one|this one|those|these|"
    r"(?:(?:the )?one|the [a-z]+|what|whatever|the thing)(?: that)? i (?:told you|said|mentioned|gave you|wrote|typed)"
    r"(?: (?:before|earlier|last time|yesterday))?|"
    # a description of the remembered one, not its name ("not the west coast one", "not the old one")
    r"(?:the )?(?:[a-z\-]+ ){1,3}ones?|(?:the )?other (?:day|time|place|name|number|date|way))"
)
_POINTER = later(POINTER)
_PARTICLES = later(r"[啦呀哦吧嘛呢哈啊哟喔噢的了~～]+")
# "it's Hendricks, not what I typed earlier": a value set against the remembered one, pointed at without its name.
_CONTRAST_BACK = later(
    r",\s*not\s+(?:(?:the )?one|what|whatever|the [a-z]+)(?: that)? i (?:told you|said|mentioned|gave you|wrote|typed)"
    r"(?: (?:before|earlier|last time|yesterday|the other day))?\b"
)
_EDGES = later(r"^[\s,，.。;；:：!！\-—]+|[\s,，;；:：\-—]+$")
# A clause that only complains or owns up to the slip ("you got that wrong", "I must have typed it wrong earlier",
# 口误, "wait, I told you Leeds?"): no part of what the user says instead.
COMPLAINT = later(
    r"^(?:(?:wait|oh|oops|sorry|ah|hmm)[,，\s]+)*(?:不对|不是的|错了|你?(?:记|搞|说|弄)错了|别再?(?:记|搞|弄)(?:混|错|岔|反)了?|我?(?:说|打|写|记|算|数|看)错了|口误|我?(?:搞|弄|记)混了|"
    r"更正一下|纠正一下|no|nope|wrong|not quite|correction|actually no|wait|oops|my (?:mistake|bad)|scratch that|"
    r"that'?s (?:wrong|not right|not true|not it)|that is (?:wrong|not right)|you'?re wrong|"
    r"(?:sorry[,，\s]+)?you(?:'ve| have)? (?:got|remembered|gotten) (?:that |it |[a-z' ]{1,25} )?wrong|sorry|"
    r"i (?:must have |might have )?(?:typed|said|wrote|told you) (?:it |that |this )?wrong(?: (?:earlier|before))?|"
    r"i (?:told|gave) you the wrong [a-z]+(?: [a-z]+)?(?: (?:for|of|about|on) (?:my |our |the |her |his )?[a-z']+(?: [a-z']+){0,2})?|"
    r"i (?:said|typed|wrote) the wrong [a-z]+(?: [a-z]+)?|i got (?:it|that) wrong|"
    r"i (?:had|got|have) (?:the|that|it|my|a) (?:[a-z]+ )?wrong|"
    r"i (?:mixed|mixed (?:it|them|those) up|mixed up|misspoke)(?: (?:earlier|before))?|i (?:told|did i tell) you [^,，]{1,20}\?|"
    # and one that only says whose the remembered words were ("that's my sister", 那是我姐)
    r"(?:that'?s|that is|that was|it'?s|it was) (?:my|our) [a-z]+(?: [a-z]+)?|那(?:是|个是)我?[\u4e00-\u9fff]{1,3}?(?:的事|说的)?)"
    r"[啦了吧呀!！?？]*$"
)
_PIECE = later(r"[^，,。.;；!！?？]+[，,。.;；!！?？]*")
_LEADING_NO = later(r"^(?:no|nope|nah|actually|i mean|不|不是|错)(?:[\s,，.。!！]+)|^(?:我是说|我的意思是)", re.I)
# a "no" before a word: in Spanish it is the verb's own negation, not an answer ("No, no nos hemos separado")
_NO_WORD = later(r"^no\s+\w", re.I)
_ARTICLE = later(r"^(?:the|a|an|my|our)\s+", re.I)
_BUT = later(r"^(?:but|and|so|though)\s+", re.I)  # "you keep saying Leeds but it's York"
_LAUGH = later(r"(?:\s+(?:lol|lmao|haha+|hehe|jk|xd|😅|😂))+$", re.I)
_ORDINAL = later(r"\b(\d+)(?:st|nd|rd|th)\b", re.I)


_OPENING = later(
    r"^(?:(?:hey|hi|ok|okay|so|btw|by the way|oh|um|uh|hmm|i think|i guess|pretty sure|i'm pretty sure|no+(?: no+)*|nope|nah|"
    r"(?:small|quick|one|little) (?:thing|note)|just to clarify|to be clear|fyi|wait|hold on|oops|sorry|ugh|omg|lol|"
    r"whoops|ah|actually)(?:[,，\s]+|$)|"
    r"(?:哎呀|哎|唉|诶|啊|哦|嗯|我觉得|感觉|等下|等等|等一下|稍等)[,，\s]*)+",
    re.I,
)


_DASH = later(r"\s+[—–-]+\s+|\s*[—–]+\s*")


def _owns_up(words: str) -> bool:
    """Words before a dash that only complain or own up to the slip."""
    lowered = words.strip().lower().replace("’", "'")
    if _NAMES_TOPIC.search(lowered):
        return False  # "Correction on my meds — it's 100mg": what is corrected, named before the dash
    return bool(lowered) and (COMPLAINT.match(lowered) is not None or _only_slip(lowered) or _slip_told(lowered))


_NAMES_TOPIC = later(r"\bcorrection (?:on|to|about|for|re) |更正一下?[^，,\s]{2,}|纠正一下?[^，,\s]{2,}")


_HEDGE = later(r"^(?:i think|i guess|i believe|pretty sure|maybe)\s+")


def _slip_told(lowered: str) -> bool:
    """ "(wait) I think I told you wrong (before)": an opening, a hedge, then a slip owned."""
    rest = _HEDGE.sub("", _OPENING.sub("", lowered))
    return _only_slip(rest) or COMPLAINT.match(rest) is not None or bool(_MARKERS_EN.fullmatch(rest.strip()))


def _only_slip(core: str) -> bool:
    """A clause that only owns up to a slip (the forms of _SLIP, after an opening word: "btw you had that wrong")."""
    rest = _OPENING.sub("", core)
    if not rest:
        return True  # an opening word alone ("hey", "btw")
    # the clause as typed first: an opening word may begin the slip itself ("no idea why I said that")
    for said in (core, rest):
        found = _SLIP.match(said)
        if found is not None and not said[found.end() :].strip(" 啦了吧呀!！?？:："):
            return True
    return False


def said_clauses(text: str) -> list[str]:
    """A message's clauses, trimmed, without those that only complain or own up to the slip ("you got that wrong",
    "wait, I told you Leeds?"): what the user says instead."""
    out = []
    labelled = _LABEL.sub("，", text)
    if has_cjk(text) and is_mostly_han(text):
        labelled = spaces_as_commas(labelled)
    for piece in _PIECE.findall(labelled):
        core = piece.strip().rstrip("，,。.;；!！ ").strip()
        owned = _DASH.split(core, maxsplit=1)
        if len(owned) == 2 and _owns_up(owned[0]):
            core = owned[1].strip()  # "wait I think I told you wrong before — Rebecca's in Portland MAINE"
        lowered = core.lower().replace("’", "'")
        if core.rstrip("?？") and not COMPLAINT.match(lowered) and not _only_slip(lowered):
            out.append(core.rstrip("?？").strip())
    return out


@lru_cache(maxsize=4096)
def parse_correction(text: str) -> Correction | None:
    """Recognise a correction; questions about mistakes (你记错过什么吗？) are not corrections. A message that tells a
    correction and then asks something is read by what it tells."""
    lowered = text.lower()
    if not (any(cue in lowered for cue in _CUES) or _NO_FIRST.match(lowered)):
        return None
    kept_saying = _KEPT_SAYING.search(text)
    if kept_saying is not None:
        # "why do u keep saying beagle, biscuit is a basset hound": the word complained of is the wrong value, what
        # the rest tells (before any request) the fix
        rest = _OPENING.sub("", (text[: kept_saying.start()] + " " + text[kept_saying.end() :]).strip(" ,，.。!！"))
        fix = _EDGES.sub("", _BUT.sub("", _LAUGH.sub("", told_part(rest).strip())))
        wrong = kept_saying.group("wrong") or kept_saying.group("wrong_zh")
        return Correction(fix=fix, wrong=wrong.strip(), about=text) if fix else None
    asked = _ASKED_THEN_SAID.search(text)
    if asked is not None:
        fix = _LAUGH.sub("", asked.group("fix").strip())  # "it's green lol"
        return Correction(fix=fix, wrong=asked.group("wrong").strip(), about=text, weak=False)
    told = told_part(text)
    if told == text and is_question(text):
        return None
    return _parsed(told)


# The listener's word complained of as said again and again ("why do u keep saying beagle", "stop calling him Jon",
# 你怎么老说是柯基, 别再说金毛了): that word is the wrong value. Only the listener's saying, never the user's own (我老说混).
_KEPT_SAYING = later(
    r"(?i:\b(?:why (?:do|did|would|are) (?:you|u) (?:keep )?(?:say|saying|call|calling|put|putting)|(?:you|u) keep "
    r"(?:saying|calling|putting)|(?:please )?stop (?:saying|calling))(?: (?:him|her|it|them|me|my [a-z]+))?"
    r" (?:a |an |the |that |he'?s |she'?s |it'?s |i'?m |i'?m an? |he'?s an? |she'?s an? |it'?s an? )?"
    r"(?P<wrong>[a-z0-9'\- ]{2,25}?)\s*(?:\?+|,|\.|!|$|(?= but\b)))"
    r"|(?:你(?:怎么|为什么|为啥|干嘛)?(?:老是|总是|一直|老|总|又)|别再?)(?:说|叫|写)(?:它|他|她|我)?(?:是)?"
    r"(?P<wrong_zh>[^，,。.！!？?\s]{1,8}?)(?:了|啊|呢|呀)*(?:[？?，,。.！!]|$)"
)


# A value set aside as another's or another thing's ("Phoenix is my cousin", "Patel is the upstairs neighbor", "MWF
# was the old schedule", 华为那个是我表哥, 日喀则是他之前集训的地方, 一万二是税前): in a correction, the value remembered.
_GIVEN_AWAY = later(
    r"(?:^|(?<=[,.;!，。；！—–]\s)|(?<=[,.;!，。；！—–]))\s*(?P<v>[A-Z][\w.&'-]*(?: [A-Z][\w.&'-]*){0,2}|\$?\d[\d,.]*[a-z]*)"
    r" (?:is|was|'s) (?:actually |really |just )?(?:my|the|his|her|our|their) (?:old |previous |former |other |upstairs "
    r"|downstairs |next-door )?[a-z]+"
    r"|(?:^|(?<=[，,。；;！!\s]))(?P<v_zh>[\u4e00-\u9fffA-Za-z0-9]{2,6}?)(?:那个|那家|那边)是(?:我|他|她)?[\u4e00-\u9fff]{1,6}"
    r"|(?:^|(?<=[，,。；;！!\s]))(?P<v_zh2>[\u4e00-\u9fffA-Za-z0-9]{2,6}?)是(?:我|他|她)?(?:之前|以前|原来|上一个|旧的|老的|税前)"
    r"[\u4e00-\u9fff]{0,8}"
)


_SOMEONE_IN = later(r"[我你他她]")


# A slip asked about, then put right ("I think I told you Tuesday for the dinner? It's actually Thursday the 11th",
# "did I say 3pm? it's 4"): the value asked about is the wrong one, the one after the question the fix.
_ASKED_THEN_SAID = later(
    r"\b(?:did i (?:say|tell you|write|put)|i think i (?:told you|said|wrote|put)|i might have (?:told you|said))"
    r" (?P<wrong>[^?,.;!]{1,25}?)(?: (?:earlier|before|last time|the other day|yesterday)\b)?"
    r"(?: (?:for|about|as) [^?]{0,40})?\?\s*"
    r"(?:it'?s|it is|that'?s|he'?s|she'?s|it was|the [a-z]+ is) (?:actually |really )?(?P<fix>[^,.;!?]{2,40})",
    re.IGNORECASE,
)


# What was said of the user, then what it really is (你上次写的介绍里说我是烟台人，其实是威海): the value after 说 is the
# wrong one, the one after 其实 the fix, whatever is said after them ("离得近但不是一个地方").
_SAID_BUT_ZH = later(
    r"说我?(?:是|在|叫|住在?|老家是)(?P<wrong>[^，。,；;！!]{1,10}?)(?:人|的)?[，,]\s*(?:其实|实际上|但其实|事实上)(?:我)?(?:是|在|叫){0,2}"
    r"(?P<fix>[^，。,；;！!]{1,12}?)(?:人|的)?(?=[，。,；;！!～~]|$)"
)


# The same in English ("i told you tuesday earlier, it's actually thursday at 3").
_SAID_BUT_EN = later(
    r"(?:\bi |^|[,.!]\s*)(?:told you|said|mentioned|wrote|put)(?: (?:it was|it's|it is))? (?P<wrong>[a-z0-9'’:$ ]{1,25}?) (?:earlier|before|"
    r"last time|the other day|yesterday)\b,?\s*(?:but\s+)?(?:(?:it'?s|it is|that'?s|its) (?:actually|really) )?(?P<fix>[^,.;!?—]{3,40})",
    re.IGNORECASE,
)
# 我前面说鞍钢，其实是本钢: what the user said before, then what it really is
_SAID_BEFORE_ZH = later(
    r"(?:我|刚才|之前|前面|上次|那天)(?:跟你)?说(?:的是|成了?|的)?(?P<wrong>[^，。,；;！!说]{1,10}?)(?:是瞎说的|说错了|不对)?[，,]\s*"
    r"(?:其实|实际上|但其实|事实上)(?:是|在|叫)?(?P<fix>[^，。,；;！!]{1,12}?)(?=[，。,；;！!～~]|$)"
)


def _parsed(text: str) -> Correction | None:
    """The correction a told part holds (it ends with no question: 呢 after a statement tells)."""
    said_but = _SAID_BUT_ZH.search(text) or _SAID_BEFORE_ZH.search(text) or _SAID_BUT_EN.search(text)
    if said_but is not None:
        return Correction(fix=said_but.group("fix"), wrong=said_but.group("wrong"), about=text, weak=False)
    lowered = text.lower()
    marker = _MARKERS_ZH.search(text) or _MARKERS_EN.search(lowered) or _SLIP.search(lowered.replace("’", "'"))
    not_zh = _NOT_ZH.search(text)
    not_en = None if has_cjk(text) else _NOT_EN.search(text)
    weak = marker is None and _NO_FIRST.match(lowered) is not None
    if marker is None and not_zh is None and not_en is None and not weak:
        return None
    if marker is not None and others_slip(lowered, marker):
        return None  # "my coworker keeps calling me Rohit by mistake": not the user's own word put right
    if (
        marker is None
        and not_zh is not None
        and not re.search(r"不是.{1,12}(?:，|,)?(?:是|而是)|，\s*不是|,\s*不是|[\u4e00-\u9fff]\s+不是", text)
    ):
        return None  # a bare 不是 ("我不是很喜欢") is a negation, not a correction
    if marker is None and not_en is not None and not _CONTRAST_EN.search(text) and not _CONTRAST_BACK.search(lowered):
        return None  # "not X" alone is ordinary English; it needs a marker or the form of a contrast to be a correction
    wrong = None
    about = _EDGES.sub("", (text[: marker.start()] + " " + text[marker.end() :]) if marker is not None else text)
    # (a match's .re is the compiled pattern, not the one compiled on first use: its source says which it was)
    slipped = marker is not None and marker.re.pattern == _SLIP.pattern
    slip_of = marker.group("named") or marker.group("mixed") if marker is not None and slipped else None
    if slip_of and slip_of not in ("that", "it", "this"):
        about += " " + slip_of  # "I got the landlord's name wrong — it's Mr Anderton": what the slip was in
    # The clauses that only complain or own up to the slip go whole; a marker inside a clause that says more
    # ("Correction: the 18th of June") goes alone.
    rest = "，".join(said_clauses(text)) or text
    marker = _MARKERS_ZH.search(rest) or _MARKERS_EN.search(rest.lower()) or _SLIP.search(rest.lower())
    if marker is not None:
        rest = rest[: marker.start()] + " " + rest[marker.end() :]
    for found, pattern in ((not_zh, _NOT_ZH), (not_en, _NOT_EN)):
        if found is not None:
            hit = pattern.search(rest)
            if hit is not None:
                # "not the 8th" rejects 8: the value, not the words around it
                named = _ORDINAL.sub(r"\1", _ARTICLE.sub("", _LAUGH.sub("", hit.group(1).strip())))
                if _POINTER.fullmatch(named.lower()) or _PARTICLES.fullmatch(named):
                    continue  # 不是那个, "not that": it points back at the old value without naming it; 不是啦: no
                wrong = named
                rest = rest[: hit.start()] + "，" + rest[hit.end() :]
    fine = _FINE_ZH.search(rest if has_cjk(rest) else rest.lower()) if wrong is None else None
    if fine is not None:
        # 过敏的是螃蟹 虾没事, "it's dogs, cats are fine": what is fine after all is the value the memory got wrong
        wrong = fine.group(1) or fine.group(2)
        rest = rest[: fine.start()] + "，" + rest[fine.end() :]
    given = _GIVEN_AWAY.search(rest) if wrong is None else None
    if given is not None and not _SOMEONE_IN.search(given.group("v_zh") or given.group("v_zh2") or ""):
        # (陪我去厦门那个是小琳 names who went, by what they did: a description, no value remembered)
        # "Phoenix is my cousin", 华为那个是我表哥, 日喀则是他之前集训的地方: the value remembered, said to be another's
        # or another thing's, is the wrong one; its clause is no part of the fix
        wrong = (given.group("v") or given.group("v_zh") or given.group("v_zh2")).strip()
        rest = rest[: given.start()] + "，" + rest[given.end() :]
    denied = _SAID_NOT.search(text) if wrong is None else None
    if denied is not None:
        # "I never said Boston", 我哪有说杭州: what follows is the value the memory got wrong, not part of the fix
        wrong = denied.group("v").strip()
        rest = rest.replace((denied.group("pre") or "") + denied.group("v"), "", 1)
    fix = _EDGES.sub("", rest.strip())
    if not (_NO_WORD.match(fix) and language(fix) == "es"):
        fix = _LEADING_NO.sub("", fix)
    fix = _EDGES.sub("", fix)
    fix = re.sub(r"\s*[，,]\s*[，,]\s*", "，", fix)
    return Correction(fix=fix, wrong=wrong or None, about=about, weak=weak and not wrong)
