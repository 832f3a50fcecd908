"""A returning user's hello: a message made only of greetings, return words, banter and ways of addressing the
assistant ("又是我", "早上好呀老伙计", "嘿，想我没", "it's me again", "Hello again, old friend", "knock knock, it's me").

A hello says nothing about the user's life, so it is never stored, whatever its wording. It is read as a small
grammar, not as a list of sentences: the message must be covered, unit after unit, by a few classes (a greeting, a
return or self-reference, banter that greets such as "long time no chat" or 想我没, a way of addressing the one talked
to, laughter and particles), in any order and number, and hold at least one of the first three. One word outside
them ("我回来了，面试没过", "hi, my back hurts", "I'm back from the hospital") makes it a remark, read as usual.
"""

from __future__ import annotations

import re
from functools import lru_cache
from ..language.lazy_re import later

# -- English: units end at a word's end and are separated by spaces or punctuation ---------------------------------
_EN_GREET = (
    r"hey++|hi++|hello++|yo++|hiya|howdy|heya|sup|wass?up|what'?s up|whats up|good (?:morning|afternoon|evening|day)|"
    r"morning|mornin'?|evening|afternoon|gm|greetings|ahoy|aloha|hola|ciao"
)
# Ways of naming the one talked to: "old friend", "buddy", "stranger", "your favorite human" (the user as the
# assistant's own), "you there".
_EN_ADDRESS = (
    r"(?:my )?(?:old |dear |good )?(?:friend|buddy|pal|mate|dude|bro|chum|stranger|amigo|fam|partner|sunshine)|"
    r"your (?:favou?rite|fave|old|best|number one|least favou?rite) (?:human|person|user|friend|buddy|pal|one|"
    r"customer|pest)|you(?: there)?|there|bot|robot|assistant|old timer"
)
_EN_RETURN = (
    r"(?:i'?m|i am|we'?re) (?:back|here)(?: again)?|here i am|back(?: again)?|here again|again|"
    r"(?:guess|look) who(?:'?s| is)?(?: back| here)?|back for more|knock knock|(?:it'?s|it is|this is)(?: just)? (?:me|"
    + _EN_ADDRESS
    + r")|"
    r"(?:just )?me|same (?:person|human|guy|girl|gal|one|user|me|old me) as (?:yesterday|before|last time|always|ever)|"
    r"(?:i )?(?:have )?returned|i return"
)
_EN_BANTER = (
    r"long time(?: no (?:see|chat|talk|speak|hear))?|(?:it'?s )?been (?:a while|ages|forever|too long)|"
    r"(?:did )?(?:you|u) miss me|miss(?:ed)? me|remember me"
)
_EN_FILLER = (
    r"lol|lmao|haha|hehe|ha|oh|well|hmm+|ok|okay|so|yay|woo+|ta-?da|surprise|today|tonight|this (?:morning|evening)"
)
_EN_END = r"(?![a-z0-9'])"
_EN_SEP = r"[\s,.!?~…:;\-–—]"
_EN_ANY = "|".join((_EN_GREET, _EN_RETURN, _EN_BANTER, _EN_ADDRESS, _EN_FILLER))
# Each unit is taken atomically, the first of its classes that fits (greetings before addresses, longer forms first):
# a failed message is given up at once instead of trying every way of cutting it.
_EN_HELLO = later(r"^" + _EN_SEP + r"*+(?>(?:" + _EN_ANY + r")" + _EN_END + _EN_SEP + r"*+)+$")
_EN_GREETS = later(r"(?<![a-z0-9'])(?:" + "|".join((_EN_GREET, _EN_RETURN, _EN_BANTER)) + r")" + _EN_END)

# -- Chinese: units follow one another, each with its particles ---------------------------------------------------
_ZH_GREET = (
    r"嗨++|哈喽|哈啰|哈罗|嘿++|哟|喂++|你好|您好|早上好|上午好|中午好|下午好|晚上好|早安|早晨|早++|在吗|在不在|在么|在嘛|在没有?|"
    r"hi++|hello++|hey++"
)
_ZH_ADDRESS = r"老伙计|老朋友|老熟人|老铁|老兄|伙计|朋友|亲爱的|亲|宝子|宝贝|宝|小助手|助手|兄弟|姐妹|你"
# The user naming themselves in jest: a mock title (本宝宝, 老子, 朕, 在下) or 我 and a name before "again" (我胡汉三又回来了,
# 我老王又来了). The name needs the 又/再 after it and a surname before it, so 我弟又回来了 and 我周末又回来了 (a brother, a
# weekend) are read as usual.
_ZH_SURNAME = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔汤"
# (a kin word or a title after the surname names someone else: 我张阿姨又来了, 我李总又来了)
_ZH_GIVEN = r"(?:(?!阿姨|叔|姨|哥|姐|弟|妹|总|老师|师傅|医生|大夫|经理|老板|奶|爷|伯|婶|舅|姑|嫂)[\u4e00-\u9fff])"
_ZH_SELF = (
    r"本宝宝|本宝|本人|本大爷|本姑娘|本小姐|本少爷|本大王|本王|本宫|朕|哀家|老子|老娘|小爷|在下|鄙人|小的|"
    r"(?:我|老子)(?!马上|周末|周[一二三四五六日天]|万一|何时|向来|陆续)(?:(?:老|小|阿)["
    + _ZH_SURNAME
    + r"]|["
    + _ZH_SURNAME
    + r"]"
    + _ZH_GIVEN
    + r")"
    + _ZH_GIVEN
    + r"?(?=又|再)"
)
# (when, said with the return: 今天又来了, 我这么晚又来了, 一大早又来烦你)
_ZH_WHEN = r"(?:今天|今晚|今早|今儿个?|这么晚|大晚上的?|大半夜的?|一大早)?"
_ZH_WHOM = r"(?:" + _ZH_SELF + r"|我|你的(?:" + _ZH_ADDRESS + r")|(?:" + _ZH_ADDRESS + r"))?"
_ZH_WHO = _ZH_WHOM + _ZH_WHEN + r"(?:又|再|再次|又一次|还)?"
_ZH_ME = r"(?:" + _ZH_SELF + r"|我|你的(?:" + _ZH_ADDRESS + r")|" + _ZH_ADDRESS + r")"
_ZH_RETURN = "|".join(
    (
        r"(?:是|又是|还是)" + _ZH_ME,
        _ZH_WHO + r"回来(?:了|啦)?",
        _ZH_WHO + r"来(?:了|啦)",
        _ZH_WHO + r"来(?:找你|看你|陪你|打扰你|麻烦你|烦你|骚扰你|叨扰)(?:聊天|聊聊|唠嗑|玩|说说话)?(?:了|啦)?",
        _ZH_WHO + r"来?报到",
        _ZH_WHO + r"(?:驾到|来也|闪亮登场|登场|上线)(?:了|啦)?",  # 本宝宝驾到, 我又上线了: an arrival said in play
        r"又见面|好久不见|(?:好久|很久|好一阵子)没(?:来|聊|见|找你|联系)(?:了|啦)?",
    )
)
_ZH_BANTER = r"(?:你?猜猜?)?我是谁|想我没有?|想我了?吗|想我了没|有没有想我|想不想我|还记得我吗"
_ZH_FILLER = r"哈哈|嘻嘻|嘿嘿|呵呵|哈"
_ZH_PARTICLES = r"[啦了呀啊哈哦咯嘛喽哟吖呐嘞~～]*+"
_ZH_SEP = r"[\s，,、！!？?~～。.…]*+"
_ZH_ANY = "|".join((_ZH_GREET, _ZH_RETURN, _ZH_BANTER, _ZH_ADDRESS, _ZH_FILLER))
_ZH_HELLO = later(r"^" + _ZH_SEP + r"(?>(?:" + _ZH_ANY + r")" + _ZH_PARTICLES + _ZH_SEP + r")+$")
_ZH_GREETS = later("|".join((_ZH_GREET, _ZH_RETURN, _ZH_BANTER)))

_SYMBOLS = later(r"[^\w\s,.!?~…'\-–—:;\u3000-\u303f\uff00-\uffef]+")
_REPEATS = later(r"(ha|he|哈|嘿|嘻|呵)\1{2,}")  # hahahaha: two are enough, and the grammar never backtracks far
_DRAWN = later(r"([a-z])\1{2,}")  # a word drawn out in play ("I'm baaack", "heyyy"): said once
_MAX = 60  # a hello is short; a longer message tells something


def short_core(lowered: str, cjk: bool, symbols: re.Pattern = _SYMBOLS, laughs: bool = True) -> str | None:
    """A short message's words as the hello and goodbye grammars read them: emoji and symbols (all but `symbols`
    keeps) as spaces, laughter (with `laughs`) and drawn-out English letters said once; None when nothing is left or
    the message is too long to be only a hello or a goodbye."""
    core = symbols.sub(" ", lowered.replace("’", "'")).strip()
    core = _REPEATS.sub(r"\1\1", core) if laughs else core
    core = core if cjk else _DRAWN.sub(r"\1", core)
    return core if core and len(core) <= _MAX else None


@lru_cache(maxsize=4096)
def returning(text: str, lowered: str, cjk: bool) -> bool:
    """A message made only of hello units, at least one of them a greeting, a return or banter that greets; an
    address ("朋友", "you there") or laughter alone is not a hello."""
    core = short_core(lowered, cjk)
    if core is None:
        return False
    if cjk:
        return _ZH_HELLO.match(core) is not None and _ZH_GREETS.search(core) is not None
    return _EN_HELLO.match(core) is not None and _EN_GREETS.search(core) is not None
