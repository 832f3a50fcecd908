"""Orders to show what the assistant holds of the user, read as questions to the memory: 把你记住的关于我的东西列出来,
列出你存的我的信息, 你知道的我的事都说一下. They ask with no question mark or wh-word, so asking.py's reading of a
question does not see them; like a question, they tell the memory nothing and are never stored. And whether a
thing of the user's is kept yet (你记住我生日了吗), whose 了 is the keeping's, not news told.
"""

from __future__ import annotations
from ..language.lazy_re import later


# What the assistant holds of the user, asked to be shown rather than asked about: 把你记住的关于我的东西列出来,
# 列出你存的我的信息, 你知道的我的事都说一下 (an order, with no question mark or wh-word).
_ZH_HELD_OF_ME = (
    r"你(?:都|所|现在|目前)?(?:记住|记得|记下|记着|存|保存|存储|知道|了解)(?:了|下来|着)?的(?:所有|全部|一切)?"
    r"(?:关于我|有关我|跟我有关|和我有关|我)的?(?:所有|全部|一切)?[^\W\d你]{0,6}?"  # (我的生日, 我的东西)
)
_ZH_SHOW_VERB = (
    r"(?:列出来|列一下|列个清单|列出|说一下|说说|说出来|讲讲|讲一下|告诉我|给我看看|给我看一下|展示一下|展示|念一下|发我|"
    r"发给我|总结一下|总结|整理一下)"
)
_ZH_SHOW = later(
    r"^(?:请|麻烦|帮我|你)*(?:把)?"
    + _ZH_HELD_OF_ME
    + r"(?:都|全部|全都)?(?:给我)?"
    + _ZH_SHOW_VERB
    + r"(?:吧|呗|一下)?$|"
    r"^(?:请|麻烦|帮我|你)*" + _ZH_SHOW_VERB + r"(?:一下)?" + _ZH_HELD_OF_ME + r"(?:吧|呗)?$"
)


def shown_zh(clause: str) -> bool:
    """Whether a Chinese clause orders what the assistant holds of the user shown (listed, told, summed up)."""
    return _ZH_SHOW.match(clause) is not None


# The 了 of the keeping itself, after a thing of the user's named: 你记住我生日了吗, 你存下我的地址了没 (whether it is
# kept yet, never news; 你记住我怀孕了吗, 你记住我换工作了吗 tell a change, and are news)
_ZH_KEPT_YET = later(
    r"^你?(?:还|都|已经|有没有)?(?:记住|记下|记下来|存下|存|保存)(?:了)?我(?:的|家的?)?"
    r"(?![^了]*(?:换|搬|辞|离|结婚|怀|生了|买|卖|考上|升|分手|去了|回来|开始|得了))"  # (a change told: news)
    r"[^\W\d我你不没想觉知说问看听做]{1,6}了(?:吗|没有?|么)$|"
    # the thing said first, then the keeping asked of: 我的手机号你存了吗, 我电话你记下了没
    r"^我(?:的|家的?)?(?![^你]*(?:换|搬|辞|离|结婚|怀|生了|买|卖|考上|升|分手|去了|回来|开始|得了))"
    r"[^\W\d我你不没想觉知说问看听做]{1,6}(?:你|您)(?:还|都|已经|有没有)?"
    r"(?:记住|记下|记下来|存下|存好|存|保存|记)了(?:吗|没有?|么)$"
)


def kept_yet_zh(body: str) -> bool:
    """Whether a Chinese question asks if a thing of the user's is kept yet (你记住我生日了吗)."""
    return _ZH_KEPT_YET.search(body) is not None
