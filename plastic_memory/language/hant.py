"""Chinese as Taiwan and Hong Kong write it, read the way the Chinese readers know it: traditional characters in
their simplified forms (離職 -> 离职, 過敏 -> 过敏) and written Cantonese in Mandarin words (喺 -> 在, 咗 -> 了,
而家 -> 现在, 搬屋 -> 搬家).

Every replacement keeps the length (one character for one, two for two), so a piece of the reading is the same piece
of what was said: the readers judge the reading, and what is stored and shown are the user's own characters
(`said_as`). A message with kana is Japanese, whose kanji are its own: it is left alone.

Mandarin typed in a chat ends a change with 啦, 咯, 喽, 啰 or 嘞 where writing has 了 (石膏拆啦, 车卖喽, 药停啦): a particle
of that kind closing a clause is read as 了, so every frame that waits for 了 reads the chat spelling too. One for one,
so the length is kept; Cantonese, whose 啦 is a suggestion ("食饭啦"), keeps its own.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lazy_re import later
from .hant_table import PAIRS

# Cantonese writing: characters Mandarin does not use as words, so a message with one is Cantonese (唔 and 咩 are
# Mandarin interjections too, 佢 is rare but not a marker on its own)
_CANTONESE = later(
    r"[喺咗嘅哋冇嚟啲嘢諗谂攰揾搵畀嗰瞓]|喇(?![叭嘛])|(?<![關关聯联維维體体派幹干])係|唔(?=[好係系使該该知會会得想要])"
)
_CANTONESE_ANY = later(r"[喺咗嘅哋冇嚟啲嘢諗谂攰揾搵畀嗰瞓喇係唔]")  # one pass before the exact reading above
KANA = later(r"[\u3040-\u30ff]")  # a kana of Japanese (text.py and clauses.py ask it too)
# 啦/咯/喽/啰/嘞 closing a clause after a word, where writing has 了: not after 了 (好了啦), not inside a word (啦啦队, 咯吱,
# 喽啰, 啰嗦, 呼啦圈), which a Chinese character or a letter after it shows
_CHAT_LE = later(r"(?<=[\u4e00-\u9fff])(?<![了啦呼哗哈拉噼啪])[啦咯喽啰嘞](?![\u4e00-\u9fffA-Za-z0-9])")
_CHAT_LE_ANY = later(r"[啦咯喽啰嘞]")

# Cantonese words in Mandarin words of the same length, longest first. Both scripts: the character map runs after.
_WORDS = {
    "搬咗屋": "搬了家",
    "轉咗工": "跳槽了",  # changed jobs
    "转咗工": "跳槽了",
    "轉咗行": "转行了",  # changed trades
    "转咗行": "转行了",
    "嗰樣嘢": "那件事",
    "嗰樣野": "那件事",
    "唔該": "谢谢",
    "唔好": "不要",
    "頭先": "刚才",
    "头先": "刚才",
    "家姐": "姐姐",
    "細佬": "弟弟",
    "细佬": "弟弟",
    "個仔": "儿子",
    "个仔": "儿子",
    "個女": "女儿",
    "个女": "女儿",
    "老豆": "爸爸",
    "阿媽": "妈妈",
    "阿妈": "妈妈",
    "唔该": "谢谢",
    "而家": "现在",
    "屋企": "家里",
    "返工": "上班",
    "放工": "下班",
    "搬屋": "搬家",
    "老細": "老板",
    "老细": "老板",
    "琴日": "昨天",
    "尋日": "昨天",
    "寻日": "昨天",
    "聽日": "明天",
    "听日": "明天",
    "今日": "今天",
    "啱啱": "刚刚",
    "邊度": "哪里",
    "边度": "哪里",
    "點解": "为何",
    "点解": "为何",
    "乜嘢": "什么",
    "拍拖": "恋爱",
    "甩拖": "分手",
    "過身": "去世",
    "过身": "去世",
    "轉工": "跳槽",
    "转工": "跳槽",
    "返學": "上学",
    "返学": "上学",
    "咗去": "到了",  # 搬咗去將軍澳, 轉咗去國際學校: moved to, changed to
    "俾人": "被人",
    "份工": "工作",
    "新屋": "新家",
    "喺": "在",
    "咗": "了",
    "唔": "不",
    "嘅": "的",
    "佢": "他",
    "哋": "们",
    "冇": "没",
    "嚟": "来",
    "啲": "些",
    "俾": "给",
    "畀": "给",
    "睇": "看",
    "諗": "想",
    "谂": "想",
    "攰": "累",
    "揾": "找",
    "搵": "找",
    "嗰": "那",
    "喇": "了",
    "咩": "啥",
    "嘢": "事",
}
_WORD = later(
    # 係 is "is", but not in 關係 (a relation, which the character map makes 关系); 食 is "eat", not in 食物
    "|".join(sorted(_WORDS, key=len, reverse=True))
    + r"|(?<![關关聯联維维體体派幹干])係|食(?![物品堂材譜谱欲量用])|飲(?![料品食])|返(?![回])"
)
_SPOKEN = {"係": "是", "食": "吃", "飲": "喝", "返": "回", **_WORDS}


@lru_cache(maxsize=1)
def _table() -> tuple[dict[int, str], re.Pattern[str]]:
    """The character map for str.translate, and a pattern that finds a character it changes."""
    pairs = {PAIRS[i]: PAIRS[i + 1] for i in range(0, len(PAIRS), 2)}
    return str.maketrans(pairs), re.compile("[" + "".join(pairs) + "]")


def simplified(text: str) -> str:
    """The text as the Chinese readers read it: the same text when it holds nothing traditional or Cantonese (the
    common case: plain ASCII at once, else found by one search), else the same length with those characters and words
    replaced."""
    return text if text.isascii() else _simplified(text)


@lru_cache(maxsize=8192)
def _simplified(text: str) -> str:
    if KANA.search(text):
        return text
    table, traditional = _table()
    cantonese = _CANTONESE_ANY.search(text) is not None and _CANTONESE.search(text) is not None
    if not cantonese and _CHAT_LE_ANY.search(text):
        text = _CHAT_LE.sub("了", text)  # 石膏拆啦 read as 石膏拆了
    if not cantonese and traditional.search(text) is None:
        return text
    if cantonese:
        text = _WORD.sub(lambda m: _SPOKEN[m.group()], text)
    return text.translate(table)


def said_as(reading: str, whole_reading: str, whole_said: str) -> str:
    """The user's own characters for a piece of the reading of what they said: each run of the piece (runs joined
    with "…" where the gate kept clauses apart) is found in the whole reading and taken from the words as said at
    the same place. A run not found there (a piece made up by a reader) stays as it is."""
    if whole_reading == whole_said:
        return reading
    runs = []
    for run in reading.split("…"):
        at = whole_reading.find(run) if run else -1
        runs.append(whole_said[at : at + len(run)] if at >= 0 else run)
    return "…".join(runs)
