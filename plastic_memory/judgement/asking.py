"""Messages that tell the memory nothing: questions about what it remembers, and a returning user's hello.

"你还记得我的工作吗？", "我之前告诉过你我的生日没？", "do you remember where I live?", "what did I tell you my cat's
name was?", "How is my mom doing?" ask the assistant about the user's life; they say nothing new about it and are
never stored. A question that also tells something is not one of these: "since I'm diabetic, is oatmeal ok?" (the
gate keeps its telling clause), "你知道吗？我怀孕了", "你知道我怀孕了吗", "did I tell you I got the job?".
"又是我", "我回来了", "早啊，又来打扰你了", "it's me again", "hey stranger, long time no see" greet; they are not
news about the user.
"""

from __future__ import annotations

import re

from ..language.clauses import is_question

_ZH_RECALL = re.compile(
    r"你(?:还)?记(?:得|不记得)|还记得|你知道|你记住|"
    # 我跟你说过…吗, 我之前告诉过你…没, 我有没有提过…: whether it was told, never the telling (我跟你说，…)
    r"我(?:之前|以前|上次|刚才|前几天)?(?:有没有|是不是|是否)?(?:跟你|和你|给你|对你)?(?:说|讲|提|提到|提起|说起|告诉你)过|"
    r"我(?:之前|以前|上次|刚才|前几天)?(?:有没有|是不是|是否)?告诉过你|我有没有(?:跟你|和你|给你|对你)?(?:说|讲|提|告诉你)|"
    r"来着|怎么样了|最近怎么样|还好吗|好点了吗|好些了吗|身体怎么样|咋样了"
)
_ZH_ASKS = re.compile(r"[？?]$|[吗呢么嘛]$|不$|没有$|没$|来着$|什么|哪|几|谁|怎么样|咋样")
# What a question about the memory asks for; without one, a question holding news tells it (你知道我怀孕了吗).
_ZH_WH = re.compile(r"什么|啥|哪|几|谁|怎么|咋|多少|多大|如何|来着|(?:记得|知道|认识)我(?:吗|不|么|没)")
_ZH_NEWS = re.compile(r"了(?:吗|没|么|呢)?[？?]?$|了[，,]")
_EN_RECALL = re.compile(
    r"^(?:so |and |hey |ok |okay )?(?:do|did|can|could|would) you (?:still |even )?(?:remember|recall|know)\b|"
    r"^(?:do you )?remember (?:what|when|where|who|how|that|my|me)\b|^(?:did|have|had) i (?:ever )?"
    r"(?:tell|told|mention|mentioned|say|said)\b|"
    r"^what(?:'s| is| was| were) my\b.*\bagain\b|^how(?:'s| is| are| was) my\b|"
    r"^what do you (?:know|remember) about me\b|^who(?:'s| is) my\b.*\bagain\b|"
    # "what did I tell you my cat's name was?", "remind me, which city did I say I moved to?"
    r"^(?:remind me,? )?(?:what|which|where|when|who|how)\b.*\bdid i (?:ever )?(?:say|tell you|mention)\b|"
    r"^remind me,? (?:what|which|where|when|who|how)\b"
)
# "did I tell you I got the job?", "have I mentioned my sister is pregnant?": news asked as a question.
_EN_NEWS = re.compile(
    r"^(?:so |and |hey |ok |okay )?(?:did|have|had) i (?:ever )?(?:tell|told|mention|mentioned|say|said)(?: you)?"
    r"(?: that)? (?:i|i'm|i've|i'd|we|we're|we've|(?:my|our) [a-z]+(?:'s)? (?:is|was|are|were|got|has|had|just|finally|"
    r"[a-z]+ed))\b"
)
_SENTENCES = re.compile(r"[。！!；;\n]+|[？?]+(?=.)")

# A hello is made of greeting pieces only, one of them saying the user is back (是我, 我回来了, 老熟人报到).
_ZH_PIECES = re.compile(r"[，,、！!？?~～。.…\s]+")
_ZH_GREETS = re.compile(
    r"^(?:嗨+|哈喽|哈啰|哈罗|你好|您好|hi|hello|hey|嘿+|早|早啊|早呀|早哇|早安|早上好|上午好|中午好|下午好|晚上好|在吗|在不在|"
    r"在么|在嘛|亲|宝|哈哈+|嘻嘻|嘿嘿|好久不见|又见面了|想我了吗|想我没|有没有想我)[啦了呀啊哈哦]*$"
)
_ZH_BACK = re.compile(
    r"^(?:是我|又是我|还是我|我回来了|我又回来了|我又回来啦|我回来啦|我又来了|我又来啦|又见面了|我来了|好久不见|"
    r"(?:我)?(?:又|再次|又一次)来(?:找你|打扰你|麻烦你|烦你|骚扰你|叨扰|陪你|看你)(?:聊天|聊聊|唠嗑|玩)?|"
    r"(?:老熟人|老朋友|老用户|熟人)(?:又)?(?:来)?(?:报到|报道|来了|回来了)|(?:我)?(?:又)?来报到)"
    r"[啦了呀啊哈喽咯]*$"
)
_EN_PIECES = re.compile(r"[,.!?~…]+")
_EN_GREETS = (
    r"(?:hey|hi|hello|yo|oh|hiya|howdy|heya|hey there|hi there|hello there|good (?:morning|afternoon|evening)|"
    r"morning|evening|hey you|hey buddy|hey friend|did you miss me|miss me|missed me|long time|"
    r"it'?s been a while|been a while)"
)
_EN_BACKS = (
    r"(?:it'?s me(?: again)?|me again|i'?m back|i am back|hello again|hi again|hey again|guess who'?s back|"
    r"back again|it'?s (?:just )?me|here again|i'?m here again|long time no see|hey stranger|hi stranger|"
    r"hello stranger)"
)
_EN_GREET = re.compile(r"^(?:" + _EN_GREETS + r"\s+)*" + _EN_GREETS + "$")
_EN_BACK = re.compile(r"^(?:" + _EN_GREETS + r"\s+)*" + _EN_BACKS + "$")
_SYMBOLS = re.compile(r"[^\w\s,.!?~…'’\u3000-\u303f\uff00-\uffef]+")


def about_memory(text: str, lowered: str, cjk: bool) -> bool:
    """A question to the assistant about what it remembers of the user's life, said alone ("你知道吗？我怀孕了"
    tells something)."""
    if len([p for p in _SENTENCES.split(text.strip()) if p.strip()]) > 1:
        return False
    if cjk:
        if not _ZH_RECALL.search(text) or not (_ZH_ASKS.search(text.rstrip("。.!！~ ")) or is_question(text)):
            return False
        return bool(_ZH_WH.search(text) or not _ZH_NEWS.search(text.rstrip("。.!！~ ")))
    core = lowered.strip().replace("’", "'")
    return bool(
        _EN_RECALL.search(core) and not _EN_NEWS.search(core) and (core.rstrip().endswith("?") or is_question(text))
    )


def returning(text: str, lowered: str, cjk: bool) -> bool:
    """A returning user's hello: 又是我, 我回来了, 哈喽，老熟人报到～, "it's me again", "hey stranger, miss me?"."""
    core = _SYMBOLS.sub(" ", lowered.replace("’", "'")).strip()
    if len(core) > 60:
        return False
    if cjk:
        pieces = [p for p in _ZH_PIECES.split(core) if p]
        greets, back = _ZH_GREETS, _ZH_BACK
    else:
        pieces = [p.strip() for p in _EN_PIECES.split(core) if p and p.strip()]
        greets, back = _EN_GREET, _EN_BACK
    if not pieces or len(pieces) > 4:
        return False
    return all(greets.match(p) or back.match(p) for p in pieces) and any(back.match(p) for p in pieces)
