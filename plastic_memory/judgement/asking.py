"""Questions to the assistant about what it remembers of the user: they tell the memory nothing and are never stored.

They are read by their structure, not from a list of sentences. A memory question
- asks: a question mark, a final 吗/呢/么/没/没有/不/来着 (吧 with a wh-word: 你应该知道我老家是哪的吧), an A-not-A form
  (记不记得, 有没有), a wh-word, or a frame that asks (考考你, "quick test:", "I wonder if you know…", "bet you don't
  remember…", "remind me…");
- is about the user: their own attributes, things or people (我的X, 我X, 我是…, "my X", "where I grew up");
- turns to the memory: a verb of remembering or knowing said to the assistant (你还记得, 你那儿有记录, "do you recall",
  "do you still have … saved"), whether it was told (我跟你提过…没, "did I ever mention…"), a word that fetches what
  was said (来着, "again"), a quiz (考考你, 你说说看, "quick test"), or asks a plain attribute (我生日是哪天？, "what's
  my cat's name?", "How is my mom doing?");
- and asserts nothing new: what it asks is a wh-slot or a thing named ("my bday", 我爸的事), never a whole proposition
  ("did I tell you I got the job?", "你知道吗？我怀孕了", 你知道我怀孕了吗), and every clause of the message is part
  of the question or a frame around it ("我儿子发烧了，你知道吃什么药吗" tells, and is left to the gate).
A question about the world or a request for help ("do you know where I can buy…", "what should I do about my
landlord?") is left to the gate as before.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language.clauses import asks_zh
from .asking_show import kept_yet_zh, shown_zh

# -- Chinese -------------------------------------------------------------------------------------------------------
_ZH_CLAUSES = later(r"[，,。！!？?；;~～…\s]+")
# Clauses that only frame the question: a quiz, a prompt to answer, a tag asking whether it is remembered.
_ZH_FRAME = later(
    r"^(?:(?:来|那|好|嗯|诶|哎|对了|话说|我问你|问你个问题|问一下|请问)*(?:考考你|考你一下|考一考你|测试一下|测一测|"
    r"测试你一下|你猜(?:猜)?(?:看)?|猜猜(?:看)?|你说说看|说说看|你说说|你来说说?|你说呢|你来猜|你答得上来吗|答对有奖)|"
    r"你?(?:还|应该|肯定|一定)?(?:记得|记不记得|知道|知不知道)(?:吗|不|么|没|吧|呢)?|"
    r"我(?:之前|以前|上次)?(?:有没有)?(?:跟你|和你|给你)?(?:说|讲|提|告诉你)过(?:吗|没|没有|的)?|"
    r"嗯|哎|诶|对了|话说|我问你|问你个问题|问一下|请问|哈哈+|嘿嘿|"
    # the assistant's own memory, praised or doubted: 你记性好, 你记性不是挺好的吗
    r"你的?记性[^，,。？?]{0,6})[吧呀啊哈呢]*$"
)
_ZH_QUIZ = later(
    r"考考你|考你一下|考一考你|测试一下|测一测|测试你|你猜|猜猜|说说看|你说说|你来说|答得上来|你说(?=我)|"
    r"你(?:能|能不能|可以)?(?:说出|说得出|答出|告诉我)(?=我)|(?:说说|讲讲)(?=我)"
)
# A verb of remembering or knowing said to the assistant; its object is the user, a wh-slot or the question itself
# (你记得提醒我开会 asks a task, not the memory).
_ZH_RECALL = later(
    r"(?:^|你|您)(?:[^我你]{0,5}?|对我(?:的[^我你，,。？?]{1,6}?)?)(?:还|都|应该|肯定|一定|是不是|可能)?"
    r"(?:记得|记不记得|记住了|记住|记着|知道|知不知道|晓得|清楚|了解|有印象|有记录|有没有记录|有记下|有记住|有记|存了|存着|"
    r"保存了|记下了|记下|记了|存下了|存下|存)"
    r"(?=我|咱|什么|啥|哪|谁|几|多少|是|那|这|吗|不|么|没|吧|呢|$)"
)
# Whether it was told: 我跟你提过…没, 我之前告诉过你…, 我上次说的…, 我有没有跟你说
# (when it was told: 之前, 上次, 上回, 前两天, 那天, 上周…)
_ZH_WHEN = r"(?:之前|以前|上次|上回|刚才|刚刚|前几天|前两天|前阵子|那天|那次|昨天|上周|上个月|早先)"
_ZH_TOLD = later(
    r"我" + _ZH_WHEN + r"?(?:有没有|是不是|是否)?(?:跟你|和你|给你|对你)?"
    r"(?:说|讲|提|聊|告诉你|说起|提到|提起)过|我" + _ZH_WHEN + r"?(?:有没有)?告诉过你|"
    r"我(?:有没有|有)(?:跟你|和你|给你|对你)?(?:说|讲|提|告诉你)|我" + _ZH_WHEN + r"(?:跟你)?(?:说|讲|提)"
)
# A thing named as told, asked to be confirmed: 我跟你说过我前任的事吧 (never a change told: 我跟你说过我怀孕了吧).
_ZH_TOLD_THING = later(r"(?:的事|的事情|的事儿|那件事|这件事|的情况|的名字)吧$")
_ZH_FETCH = later(r"来着")
# What the memory holds, asked as what is there with the assistant: 你那里有我的生日吗, 你那还有我电话吗
_ZH_HELD = later(r"(?:你|您)(?:那里|那儿|那边|这里|这儿|那)(?:还|都|应该)?(?:有没有|有)(?=我)")
_ZH_USER = later(r"我|咱")
_ZH_ENDS_ASKING = later(r"(?:[吗么嘛呢没不]|没有|来着)[啊呀哈]?$")
_ZH_A_NOT_A = later(r"(.)[不没]\1")
_ZH_WH = later(r"什么|啥|哪|谁|几|多少|多大|多久|怎么样|咋样|如何|干嘛")
# 你知道我有多讨厌周一吗: how much, exclaimed, tells
_ZH_EXCLAIM = later(r"有多(?![少大久高长重远])|多么")
_ZH_INDEFINITE = later(r"(?:什么|啥|谁|哪儿?|哪里)(?:都|也)|十几|几十|好几|没几")
# A plain attribute asked, with no frame: 我生日是哪天, 我老家是哪的, 我叫什么, 我妈最近怎么样了
# The thing asked about is a noun phrase: no second person, no negation, no verb of knowing or thinking in it (我不知道
# 我妈住哪个小区 tells that the user does not know).
_ZH_THING = r"[^\W\d我你不没想觉知说问看听做]"
_ZH_ATTRIBUTE = later(
    r"^我(?:的|家的?|们家的?)?" + _ZH_THING + r"{0,6}?(?:是|叫|姓|在|住|几岁|多大)(?:什么|啥|哪|谁|几|多少)|"
    r"^我(?:的|家的?)?" + _ZH_THING + r"{1,4}?(?:最近|现在)?(?:身体)?(?:怎么样|咋样|还好吗|好点了吗|好些了吗)"
)
# A question for advice or help about the user's life is left to the gate (我该吃什么药, 我穿什么去比较好).
# (not a thing named by it: 我要买的那辆车, 我需要的那本书 ask what it was)
_ZH_ADVICE = later(
    r"(?:(?<!你)(?<!你应)(?:应该|该)|需要|怎么办|怎么做|好呢|比较好|推荐|建议|要不要|能不能帮|可以帮|要带|要准备|要买)"
    r"(?![^，,。？?]{0,2}的(?:那|这)[^，,。？?]{0,4}(?:是|叫|在)(?:什么|啥|哪|谁))"
)
# News asked as a question: a change told with 了 (你知道我怀孕了吗, 我跟你说过我换工作了吗).
_ZH_NEWS = later(r"了(?:吗|没|么|呢)?$|了[，,]")


def _zh(text: str) -> bool:
    parts = [p for p in _ZH_CLAUSES.split(text) if p]
    core = [p for p in parts if not _ZH_FRAME.match(p)]
    if not core:
        return False
    if len(core) == 1 and shown_zh(core[0]):
        return True
    body = "，".join(core)
    wh = _ZH_WH.search(_ZH_INDEFINITE.sub("", body)) is not None
    if not _ZH_USER.search(body):
        # 今天星期几来着: a wh-question asking to be reminded tells nothing either, whoever it is about
        return len(core) == 1 and wh and body.endswith("来着")
    marked = bool(
        _ZH_RECALL.search(text)
        or _ZH_TOLD.search(text)
        or _ZH_FETCH.search(text)
        or _ZH_QUIZ.search(text)
        or _ZH_HELD.search(text)
    )
    if not marked and not (len(core) == 1 and _ZH_ATTRIBUTE.search(body)):
        return False
    if _ZH_ADVICE.search(body) or _ZH_EXCLAIM.search(body):
        return False
    # Every clause is part of the question: it asks, or it points at what was told or remembered.
    for clause in core:
        if not (
            _ZH_ENDS_ASKING.search(clause)
            or _ZH_A_NOT_A.search(clause)
            or asks_zh(clause)
            or _ZH_RECALL.search(clause)
            or _ZH_TOLD.search(clause)
            or (clause.endswith("吧") and wh)
            or (_ZH_TOLD.search(clause) and _ZH_TOLD_THING.search(clause))
            or _ZH_WH.search(_ZH_INDEFINITE.sub("", clause))
        ):
            return False
    asked = "？" in text or "?" in text or any(_ZH_ENDS_ASKING.search(c) or _ZH_A_NOT_A.search(c) for c in parts)
    if not (asked or wh or _ZH_TOLD_THING.search(body)):
        return False
    return wh or not _ZH_NEWS.search(body.rstrip("。.!！~ ")) or kept_yet_zh(body)


# -- English -------------------------------------------------------------------------------------------------------
_EN_SENTENCES = later(r"[.!?;\n]+")
_EN_CLAUSES = later(r",|:|\s+[-–—]+\s+")
# What opens a question without being part of it, before it or as a clause of its own ("wait, do you…", "quick q - …")
_LEAD_WORDS = (
    r"so|and|hey|ok|okay|oh|btw|also|just curious|out of curiosity|real quick|um|hmm|wait|actually|sorry|lol|ugh|"
    r"(?:quick|random|dumb|silly|odd|weird) (?:question|qn|q)|quick one|quiz time|pop quiz|quick quiz|test time"
)
_LEAD = r"^(?:(?:" + _LEAD_WORDS + r")\s+)*"
_EN_FRAME = later(
    _LEAD + r"(?:(?:quick |pop |little |small |memory )?(?:test|quiz|question)(?: time| for you)?|let'?s see|"
    r"let'?s test you|be honest|honestly|without looking|off the top of your head|from memory|remind me|"
    r"(?:let'?s )?see if (?:you|u) (?:still )?(?:remember|know|recall)(?: this)?|"
    r"(?:i )?wonder if (?:you|u) (?:still )?(?:remember|know|recall)(?: this)?|"
    r"(?:did|have) i (?:ever |already )?(?:tell|told|mention|mentioned|say|said)(?: (?:it )?(?:to )?(?:you|u|ya))?|"
    # a tag saying it was told, asking to confirm or not: "i told you before right", "i think i said", "i'm sure i
    # mentioned it" (told with an object, "i told you my sister is pregnant", is no tag)
    r"(?:i (?:think|thought|believe|guess|know|swear)|i'?m (?:pretty |fairly )?sure|pretty sure|i'?m positive)?\s?"
    r"i (?:told|mentioned|said|shared)(?: (?:it|this|that))?(?: (?:to )?(?:you|u|ya))?(?: (?:this|it|that))?"
    r"(?: (?:before|already|earlier|once|last time|the other day|a while (?:ago|back)|at some point|ages ago))*"
    r"(?: (?:in|on|at|during) [a-z]+(?: [a-z]+)?)?(?: (?:right|no|didn'?t i|remember|lol))?|"
    # whether anything was told: "did i mention anything last time", "have i told you anything about it"
    r"(?:did|have) i (?:ever )?(?:tell|told|mention|mentioned|say|said)(?: (?:you|u|ya))? (?:anything|something)"
    r"(?: about (?:it|that|him|her|them))?(?: (?:last time|before|earlier|yet|already))?|"
    r"(?:do |did )?(?:you|u) (?:still )?(?:remember|recall|know)|remember|or (?:no|not)|"
    # the assistant told it should know, and the user's own lapse leading up to the question
    r"(?:you|u) (?:should|ought to|must|better|definitely|totally|def) (?:know|remember)(?: (?:this|that|it))?"
    r"(?: by now)?|i (?:forget|forgot|can'?t remember|don'?t remember|can'?t recall)|(?:i'?m )?not sure|"
    r"(?:" + _LEAD_WORDS + r")|haha|"
    # a tag asking to confirm: "You know where I work, right?"
    r"right|yeah|yes|no|correct|true|don'?t you|do you|huh|eh)$"
)
_YOU = r"(?:you|u|ya)"
_STILL = r"(?:(?:still|even|really|actually|by any chance|happen to|possibly|perhaps|maybe)\s+)?"
_TOLD = r"(?:tell|told|mention|mentioned|say|said|share|shared|bring up|brought up)"
_EN_CORES = (
    # do you (still) remember / recall / know X; u remember X; remember X
    later(
        _LEAD
        + r"(?:(?:do|did|can|could|would|will)\s+)?"
        + _YOU
        + r"\s+"
        + _STILL
        + r"(?:remember|recall|know)\s+(?P<obj>.+)$"
    ),
    later(_LEAD + r"(?:still\s+)?remember\s+(?P<obj>.+)$"),  # ("still remember my cat?": the "do you" left out)
    # do you (still) have my X saved; do you still have my address (what the memory holds: "have" said to it)
    later(
        _LEAD + r"(?:(?:do|did)\s+)?" + _YOU + r"\s+" + _STILL + r"(?:have|got|keep)\s+(?P<obj>(?:my|me|anything)\b.+?)"
        r"\s+(?:saved|stored|on file|written down|noted|recorded|in (?:your |ur )?(?:memory|notes|records)|somewhere)"
        r"(?: still)?$"
    ),
    later(_LEAD + r"(?:do|did)\s+" + _YOU + r"\s+" + _STILL + r"(?:have|got|keep)\s+(?P<obj>my\b.+)$"),
    # "you still got my birthday?", "u still have my number?": the "do" left out, the "still" asks what is kept
    later(_LEAD + _YOU + r"\s+still\s+(?:have|got|keep)\s+(?P<obj>my\b.+)$"),
    # is my X (still) saved
    later(
        _LEAD
        + r"(?:is|are)\s+(?P<obj>my\b.+?)\s+(?:still\s+)?(?:saved|stored|on file|noted|recorded|in (?:your |ur |the )?"
        r"(?:memory|memories|notes|records|files|database))(?: still)?$"
    ),
    # I wonder if you (still) know X; bet you don't remember X
    later(
        _LEAD
        + r"(?:i\s+)?(?:wonder|am wondering|'m wondering|was wondering)\s+(?:if|whether)\s+"
        + _YOU
        + r"\s+"
        + _STILL
        + r"(?:remember|recall|know)\s+(?P<obj>.+)$"
    ),
    later(
        _LEAD + r"(?:i\s+)?bet\s+" + _YOU + r"\s+(?:(?:don'?t|do not|can'?t|cannot|won'?t|didn'?t)\s+(?:even\s+)?"
        r"(?:remember|recall|know)|forgot|have forgotten|'ve forgotten)\s+(?P<obj>.+)$"
    ),
    # any idea what my X is
    later(_LEAD + r"(?:(?:do\s+)?(?:you|u)\s+(?:have|got)\s+|got\s+)?any idea\s+(?P<obj>.+)$"),
    # did I (ever) tell you X
    later(
        _LEAD
        + r"(?:did|have|had)\s+i\s+(?:ever\s+|already\s+)?"
        + _TOLD
        + r"(?:\s+(?:it\s+)?(?:to\s+)?"
        + _YOU
        + r")?\s+(?P<obj>.+)$"
    ),
    # (can you) tell me / remind me X
    later(_LEAD + r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?(?:tell|remind)\s+me,?\s+(?P<obj>.+)$"),
    # what do you know about me; what have I told you about X
    later(
        _LEAD
        + r"(?:what|how much)(?:\s+(?:info|information|stuff|details|data|things|memories|notes))?\s+(?:do|did|have)\s+"
        + _YOU
        + r"\s+(?:got\s+)?(?:know|remember|got|have|stored|saved)(?:\s+(?:saved|stored|written down|on file|noted))?"
        r"\s+(?:about|abt|on|of|regarding)\s+(?:me|my)\b.*$"
    ),
    later(
        _LEAD
        + r"what\s+(?:have|did)\s+i\s+(?:ever\s+)?"
        + _TOLD
        + r"\s+(?:(?:to\s+)?"
        + _YOU
        + r"\s+)?about\s+(?:me|my)\b.*$"
    ),
    # what is held of the user, ordered shown: show me everything you know about me, list what you remember about me
    later(
        _LEAD
        + r"(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:show|list|give|send|share|print|display|dump|"
        r"read out|read back|summari[sz]e|spell out)(?:\s+me)?\s+(?:everything|all|what|anything|whatever|"
        r"(?:all (?:of )?)?the (?:stuff|things|info|notes|memories))(?:\s+(?:of\s+)?(?:that|which))?\s+"
        + _YOU
        + r"(?:'ve|'re|\s+have|\s+are)?\s+(?:got\s+)?"
        r"(?:know|remember|recall|got|have|stored|saved|kept|noted|keeping|storing)(?:\s+(?:saved|stored|on file|noted))?"
        r"\s+(?:about|on|of|regarding)\s+(?:me|my)\b.*$"
    ),
    # what's in your memory about my X; what's saved on me; is there anything in your notes about me
    later(
        _LEAD + r"(?:what|anything|how much|is there anything|is there something|is there stuff)(?:'s|s| is)?\s+"
        r"(?:(?:saved|stored|written down|on file|noted|recorded|kept)|in\s+(?:your|ur|the)\s+(?:memory|memories|notes|"
        r"records|files|database|head|brain|system))\s+(?:about|on|for|of|regarding)\s+(?:me|my)\b.*$"
    ),
    # is my X something you remember
    later(
        _LEAD
        + r"(?:is|was|are)\s+my\s.+?\s+(?:something|anything|a thing)\s+"
        + _YOU
        + r"\s+"
        + _STILL
        + r"(?:remember|recall|know|have(?: saved| stored)?)$"
    ),
)
# A wh-question about the user's own attribute: "what's my cat's name", "how old is my niece", "how's my dad",
# "where do I work", and one asking what was told ("which city did I say I moved to").
_EN_WH = later(
    _LEAD + r"(?:(?:what|which)(?: (?:kind|sort|type) of)? (?!is\b|was\b|are\b|were\b|do\b|does\b|did\b|have\b|has\b)"
    r"[a-z]+(?=\s+(?:is|was|are|were|do|does|did)\b)|"  # what city do i live in, which school does my son go to
    r"what|who|when|where|which|whose|how old|how long|how|what time|what day|what year)(?:'s|s)?\b"
    r"(?P<rest>.*)$"
)
_PLAIN = (
    later(
        r"^\s*(?:is|was|are|were)?\s*(?:the\s+[a-z]+\s+of\s+)?(?:my|our)\s+(?P<np>[a-z0-9' -]+?)"
        r"(?:\s+(?:called|named|doing|like|now|these days|up to|again|going))*$"
    ),
    later(
        r"^\s*(?:do|does|did)\s+(?:i|my\s+[a-z'-]+(?:\s+[a-z'-]+)?)\s+(?:do|live|work|go|study|play|drive|own|teach|"
        r"like|love|hate|take|come from|grow up)\b(?:\s+(?:for (?:work|a living)|at|in|to|on|from))?(?:\s+[a-z'-]+){0,2}$"
    ),
)
# A clause asking only whether something is remembered, after a question ("…, do you recall?")
_RECALL_TAG = later(r"^(?:(?:do|did) )?(?:you|u) (?:still )?(?:remember|recall)(?: (?:that|this|it))?$|^remember$")
_TOLD_INSIDE = later(r"\b(?:did|have) i (?:ever )?(?:tell|told|say|said|mention|mentioned)\b")
_FIRST = later(r"\b(?:i|i'm|i've|i'd|my|me|mine|myself|our)\b")
_MODAL = later(
    r"\b(?:can|could|should|would|will|must|might|may|shall|need to|have to|has to|ought|gonna|going to|want to|"
    r"wanna|supposed to|need|needs|to (?:do|get|buy|find|make|say|tell|use|fix|handle|deal|ask))\b|'ll\b|'d (?:better|rather)\b"
)
# A wh-object with a gap for a fact ("where I work", "how old my son is"); "how I always burn the toast" tells a
# manner, and is said to be told.
_WH_OBJECT = later(r"^(?:what|where|when|who|whom|whose|which|how (?:old|many|much|long|tall|far)|whether|if)\b")
_NP_OBJECT = later(r"^(?:(?:anything|everything|something|much)\s+)?(?:about\s+)?(?:my|me|our)\b(?P<np>.*)$")
# A finite verb after the thing named turns it into a proposition: "have I mentioned my sister is pregnant?", "did
# I tell you my son's engaged?" ('s before a participle, an adjective of state or a place is "is", not "of").
_NP_FINITE = later(
    r"\b(?:is|are|was|were|am|be|been|has|have|had|does|did|do|will|would|can|could|should|got|gets|get|went|goes|"
    r"just|finally|never|always|not)\b|'re\b|'ve\b|'ll\b|'d\b|"
    r"'s (?:(?!wedding|building|morning|evening|meeting|painting|sibling|feeling|clothing|earring|pudding|"
    r"darling|bed\b|need|speed|seed|feed|breed)[a-z]{2,}(?:ing|ed)|pregnant|sick|ill|engaged|"
    r"married|dead|gone|back|home|here|in|at|on|out|not|finally|also|still|been|got|moving|expecting|a|an|the)\b"
)
# A doubt trailing what is asked ("did i mention my knee surgery to you or was that someone else", "… or am i
# making that up"), and the one it was told to: neither is part of the thing asked about.
_DOUBT = later(r"(?:\s+or\s+(?:was|am|is|did|do|have|has|maybe|perhaps|just|not)\b.*)?$|\s+(?:to|with)\s+(?:you|u|ya)$")
# A thing named by its having been told ("that restaurant i mentioned last week", "the show i told u about"): a
# wh-question about it fetches what was said.
_MENTIONED = later(
    r"\b(?:that|the|this|those|these)\s+(?:[a-z'-]+\s+){1,3}?(?:that\s+|which\s+)?i\s+(?:(?:just\s+|once\s+)?"
    r"(?:mentioned|told (?:you|u|ya) about|talked about|was telling (?:you|u|ya) about|brought up|recommended|"
    r"said|named))\b"
)
# Two values to choose between at the end of what was told ("my son was 8 or 9", "my flight is on the 3rd or the 4th")
_EITHER = later(r"\b(?:is|was|are|were|'s)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+or\s+(?:[\w'-]+\s+){0,2}?[\w'-]+$")
_CLAUSE_IN = later(r"\b(?:if|when|because|since|after|before|while|that|i|i'm|we|he|she|they|it)\b")
_TRAILING = later(r"(?:\s+(?:again|now|still|or not|or no|at all|by any chance|lol|haha|then|please|pls))+$")
_SYMBOLS = later(r"[^\w\s,.!?;:'\-–—]+")
_MAX = 160  # a question about what is remembered is short; a long message tells something
_EMOJI = later("[\U0001f000-\U0001ffff\u2600-\u27bf\ufe0f\u200d]+")


def _object_asks(obj: str) -> bool | None:
    """What a recall verb's object makes of the question: True when it asks (a wh-slot or a thing of the user's
    named), False when it tells (a proposition), None when it is not about the user at all."""
    obj = _TRAILING.sub("", obj.strip(" ,'\"")).strip()
    obj = _DOUBT.sub("", _DOUBT.sub("", obj, count=1), count=1).strip()  # the doubt first, then "to you"
    if _WH_OBJECT.match(obj):
        if not _FIRST.search(obj):
            return None  # "do you know what time it is": the world
        return None if _MODAL.search(obj) or obj.startswith("how to") else True
    found = _NP_OBJECT.match(obj)
    if found is None:
        return None if not _FIRST.match(obj) and not obj.startswith("that ") else False
    np = re.sub(r"\s+(?:saved|stored|on file|written down)$", "", found.group("np"))
    if _EITHER.search(np):
        return True  # "did I say my son was 8 or 9?": which of two, asked
    return not _NP_FINITE.search(np) or re.match(r"(?:\w+\s+)?about\b", obj) is not None  # "about my X" names


def _en_clause(raw: str, tagged: bool = False) -> str:
    """'core' (a memory question), 'plain' (a bare wh-question about the user's attribute), 'frame' or 'other'.
    `tagged`: the message asks whether it is remembered in a clause of its own ("…, do you recall?")."""
    clause = _TRAILING.sub("", raw)
    again = re.search(r"\bagain\b", raw) is not None  # "what's my parrot called again?": fetches what was said
    for pattern in _EN_CORES:
        hit = pattern.match(clause)
        if hit is None:
            continue
        if "obj" not in hit.groupdict():  # what do you know about me; is my X something you remember
            return "core"
        asks = _object_asks(hit.group("obj"))
        if asks is True:
            return "core"
        if asks is False:
            return "other"  # news asked as a question: "did I tell you I got the job?"
    if _EN_FRAME.match(clause):
        return "frame"
    hit = _EN_WH.match(clause)
    if hit is not None:
        rest = hit.group("rest")
        if _MODAL.search(rest) or len(rest.split()) > 10:
            return "other"
        if (_TOLD_INSIDE.search(rest) and _FIRST.search(rest)) or _MENTIONED.search(rest):
            return "core"
        if tagged and _FIRST.search(rest):
            return "core"  # "what's the name of the town I grew up in, do you recall?": what was told, asked
        shaped = next((p.match(rest) for p in _PLAIN if p.match(rest)), None)
        np = shaped.groupdict().get("np") or "" if shaped is not None else ""
        if shaped is not None and not _NP_FINITE.search(np) and not _CLAUSE_IN.search(np):
            return "core" if again else "plain"
    return "other"


# Every English memory question holds a word of the user and a word that asks or turns to the memory: most
# messages hold no such pair and are given up before their clauses are read.
_EN_CUES = later(
    r"\?|\b(?:what|whats|who|whos|when|where|which|whose|how|hows|remember|recall|know|tell|told|mention|mentioned|"
    r"say|said|remind|bet|wonder|idea|saved|stored|quiz|test|on file|remember|show|list|give|send|share|print|display|dump|summari[sz]e)\b|\b(?:do|did) (?:you|u) (?:still )?(?:have|got|keep)\b|"
    r"\bin (?:your|ur|the) (?:memory|memories|notes|records|files|database|head|brain|system)\b"
)


def _en(lowered: str) -> bool:
    text = _SYMBOLS.sub(" ", lowered.replace("’", "'"))
    if not (_FIRST.search(text) and _EN_CUES.search(text)):
        return False
    said = [c for s in _EN_SENTENCES.split(text) for c in (" ".join(x.split()) for x in _EN_CLAUSES.split(s)) if c]
    tagged = any(_RECALL_TAG.match(c) for c in said)
    kinds = [_en_clause(c, tagged) for c in said]
    if not kinds or "other" in kinds:
        return False
    if "core" in kinds:
        return True
    # a bare wh-question about the user's attribute asks the memory: its wh-word opens it, with or without a "?"
    return "plain" in kinds


@lru_cache(maxsize=4096)
def about_memory(text: str, lowered: str, cjk: bool) -> bool:
    """A question to the assistant about what it remembers of the user's life, asking nothing new."""
    if len(lowered) > _MAX:
        return False
    if cjk:
        return _zh(_EMOJI.sub("", lowered).strip())
    return _en(lowered)
