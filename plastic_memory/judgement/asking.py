"""Messages that tell the memory nothing: questions about what it remembers, and a returning user's hello.

"你还记得我的工作吗？", "do you remember where I live?", "How is my mom doing?" ask the assistant about the user's
life; they say nothing new about it and are never stored (a question that also tells something, "since I'm
diabetic, is oatmeal ok?", is not one of these: the gate keeps its telling clause). "又是我", "我回来了", "it's me
again" greet; they are not news about the user.
"""

from __future__ import annotations

import re

from ..language.clauses import is_question

_ZH_RECALL = re.compile(
    r"你(?:还)?记(?:得|不记得)|还记得|你知道|你记住|我(?:之前|以前|上次|刚才|有没有)?(?:跟你|和你|给你)?"
    r"(?:说|讲|提|告诉你)过|来着|怎么样了|最近怎么样|还好吗|好点了吗|好些了吗|身体怎么样|咋样了"
)
_ZH_ASKS = re.compile(r"[？?]$|[吗呢么嘛]$|不$|没有$|没$|来着$|什么|哪|几|谁|怎么样|咋样")
_EN_RECALL = re.compile(
    r"^(?:so |and |hey |ok |okay )?(?:do|did|can|could|would) you (?:still |even )?(?:remember|recall|know)\b|"
    r"^(?:do you )?remember (?:what|when|where|who|how|that|my|me)\b|^did i (?:ever )?(?:tell|mention|say)\b|"
    r"^what(?:'s| is| was| were) my\b.*\bagain\b|^how(?:'s| is| are| was) my\b|"
    r"^what do you (?:know|remember) about me\b|^who(?:'s| is) my\b.*\bagain\b"
)
_SENTENCES = re.compile(r"[。！!；;\n]+|[？?]+(?=.)")
_ZH_HELLO = re.compile(
    r"^(?:嗨|哈喽|哈啰|你好|hi|hello|hey|嘿)?[，,\s]*(?:又是我|是我|还是我|我回来了|我又回来了|我又回来啦|我回来啦|"
    r"我又来了|我又来啦|又见面了|我来了)[啦了呀啊哈!！~～。.\s]*$"
)
_EN_HELLO = re.compile(
    r"^(?:hey|hi|hello|yo|oh)?[,!\s]*(?:it'?s me(?: again)?|me again|i'?m back|i am back|hello again|"
    r"hi again|hey again|guess who'?s back|back again|it'?s (?:just )?me)[!.\s~]*$"
)


def about_memory(text: str, lowered: str, cjk: bool) -> bool:
    """A question to the assistant about what it remembers of the user's life, said alone ("你知道吗？我怀孕了"
    tells something)."""
    if len([p for p in _SENTENCES.split(text.strip()) if p.strip()]) > 1:
        return False
    if cjk:
        return bool(_ZH_RECALL.search(text) and (_ZH_ASKS.search(text.rstrip("。.!！~ ")) or is_question(text)))
    return bool(_EN_RECALL.search(lowered.strip()) and (lowered.rstrip().endswith("?") or is_question(text)))


def returning(text: str, lowered: str, cjk: bool) -> bool:
    """A returning user's hello: 又是我, 我回来了, "it's me again"."""
    return bool((_ZH_HELLO if cjk else _EN_HELLO).match(lowered.strip()))
