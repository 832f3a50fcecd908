"""Words set right for reading a remark's claims. An aside between the one a remark is about and what it says of them
is left out: "My sister — you know, the one who was always moaning about the rain? She's gone and moved to Bristol",
"Danny — remember, the engineer brother — he's left…", "My mum, the one who swore she'd never do injections, has
just been put on insulin", 我那个做电子生意的表哥，上个月回老家了, 我爸，就是那个死活不肯去医院的，上周做了手术. A Chinese
end run on into what came after it is set apart (辞职自己开了个网店: a job ended, and another begun), and a move told
before where one is now is read as one (换地方住了，现在在北碚), and a change someone had the user make is the user's
own (老板让我调去上海了). Only the words read for claims change; what is stored is what was said. Both readings of a
remark (its claims, and the ends it tells as background) start from the same words set right (read_plain)."""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from ..language.chat_spelling import spelt_out
from ..language.hant import simplified
from ..language.text import has_cjk
from .update_clauses import housing_said, sold_said

# The one the remark opens on (my sister, our dog Biscuit, Danny), an aside that describes them (the one who…, who…,
# which…, "you know, the…", "remember, the…") up to the mark that closes it, then what is said of them; a "he"/"she"
# that takes the subject up again stands for them ("— he's left", "well, him and Kemi have separated").
_ASIDE_EN = later(
    r"^(?P<s>(?:[Mm]y|[Oo]ur) [a-z]+(?: [A-Z][a-z]+)?|[A-Z][a-z]+)\s*(?:,|—|–|\s-\s)\s*(?:(?:you know|remember),?\s*the\b|"
    r"the (?:[a-z]+ )?one\b|who\b|whom\b|which\b)[^—–?,]*[—–?,]\s*(?:well,?\s*)?"
)
_TAKEN_UP = later(
    r"(?i)^(?:(?:he|she|they)(?=(?:'s|'ve|'d|'ll)\b| (?:has|have|had|is|was|were|finally|just)\b)|(?:him|her)(?= and\b))"
)
_ASIDE_ZH = later(r"(?:，|,)(?:就是)?那个[^，,。！!？?]{1,15}的(?:，|,)")
_WHICH_ONE_ZH = later(
    r"(?<=[我们家下上里边])(?:那个|那只|那位)[^，,。！!？?]{1,12}?的(?=[表堂]?[哥姐弟妹]|[爸妈爷奶叔舅姑姨]|外公|外婆|姥|朋友|同事|同学|"
    r"室友|邻居|老公|老婆|男朋友|女朋友|儿子|女儿|[\u4e00-\u9fff]?[猫狗])"
)


# A move told, then where one is now in the next clause (换地方住了，现在在北碚; 搬家了，现在在河西): one home, read so
_MOVED_THEN_WHERE = later(r"(?:换地方住了|搬家了|搬走了|搬出来了)[，,]\s*(?:现在|目前)?(?:住)?在")
# A Chinese end said with no mark before what followed it (辞职自己开了个网店, 毕业回老家当老师了, 离婚自己带孩子)
_END_RUN_ON = later(r"(辞职|离职|裸辞|退休|毕业|退学|分手|离婚)(?=自己|去|回|开始|跑去|转行|改行|专心|全职|在家|当|做)")


def without_aside(text: str, cjk: bool) -> str:
    """The remark with an aside describing its subject left out (the whole remark when it has none), and a Chinese
    end set apart from what followed it."""
    if cjk:
        text = _MOVED_THEN_WHERE.sub("现在住在", text, count=1)
        return _END_RUN_ON.sub(r"\1，", _WHICH_ONE_ZH.sub("", _ASIDE_ZH.sub("，", text, count=1), count=1))
    found = _ASIDE_EN.match(text)
    if found is None:
        return text
    subject, rest = found.group("s"), text[found.end() :]
    return _TAKEN_UP.sub(subject, rest, count=1) if _TAKEN_UP.match(rest) else subject + " " + rest


# 我表哥拉我去他那个火锅店当店长了: a job someone brought the user into is the user's
_TAKEN_ALONG = later(
    r"(?<![我你])[\u4e00-\u9fff]{1,4}?(?:拉|叫|带|介绍|喊)我(?=去[^，,。.！!？?]{1,12}?(?:当|做|上班|干)[^，,。.！!？?]{0,6}了)"
)
# "can't believe she's a middle schooler now": the wonder is the user's, the news is whose the words after it say
_AMAZED = later(r"(?i)(^|[.!?]\s+)(?:i )?(?:can'?t|cannot|still can'?t) believe (?:that )?")


# (done, with its 了: 医生让我戒咖啡 or 我老婆天天让我戒烟 only asks it; 教练把我儿子调去当守门员了: my person's)
_MADE_TO = later(
    r"(?<![我你])(?<!天天)(?<!老是)(?<!总是)(?<!一直)(?:[\u4e00-\u9fff]{0,4}?)(?:让|叫|要|安排|派|把)(?=我(?:儿子|女儿|老公|老婆)?"
    r"(?:先|就|从下周|下周|以后|今天起)?(?:改|换|转|调|停|搬|戒|划|分|派|挪)[^，,。.！!？?；;\s]{0,8}了)"
)


# 孙女给我把微信名改成“桂兰奶奶”了: what someone changed of the user's for them is the user's own change
_DONE_FOR_ME = later(r"(?<![我你])[\u4e00-\u9fff]{1,4}?给我(?=把[^，,。.！!？?；;]{1,8}?(?:改|换)(?:成|为))")


@lru_cache(maxsize=1024)  # (both readings of a remark, claims() and background_ends(), start from these words)
def read_plain(text: str) -> tuple[str, str, bool]:
    """The words as the frames read them, the same with what another had the user do made the user's own and any
    aside left out, and whether they are Chinese."""
    text = simplified(text)  # 離職了, 搬咗屋: read as the frames know them
    cjk = has_cjk(text)
    # 队长让我改打中锋了, 老板让我调去上海了: a change someone had the user make is the user's own (read so, never stored so)
    plain = (
        _TAKEN_ALONG.sub("我", _DONE_FOR_ME.sub("我", _MADE_TO.sub("", housing_said(sold_said(text)))))
        if cjk
        else _AMAZED.sub(r"\1", spelt_out(text))
    )
    return text, without_aside(plain, cjk), cjk  # "My mum, the one who swore…, has just been put on insulin"
