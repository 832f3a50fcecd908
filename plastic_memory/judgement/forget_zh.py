"""Requests to forget in Chinese, one clause at a time: "请把…忘了吧", "别记…了", "…你就当没听过吧", "…别存了",
"…抹掉", "…帮我忘了", "删掉…", "忘了我说的关于…的事".

A request tells the assistant what to do: it opens with a request word (请, 帮我, 你就), forbids keeping (别记, 不要存),
or ends the way a bidding does (忘了吧, 忘掉, 删掉). The user's own forgetting is a remark: 我忘了带伞, 钥匙忘了,
我把这事忘了, 别忘了提醒我开会 (a reminder, the opposite of a request), 他的话我就当没听过 (the user's own resolve).
The matter may come before the verb or after it (别存我孩子的名字, 你就当没听过我欠钱的事), or in a clause of its own
next to a bare request ("关于我看心理医生的事，你就当没听过吧", "上次说的那个面试，你忘了吧", "删了删了，我说的那个减肥药的事"):
topic() reads such a clause. 你忘了吧 alone may guess that the assistant forgot, so it counts only with such a clause.
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from .update_subject_zh import ZH_NAME, ZH_SURNAMES

NEVER_MIND = "\0never mind"  # as forget_en.NEVER_MIND: a request only next to a clause naming its matter
WEAK = (
    "\0weak"  # as forget_en.WEAK: a bare take-back ("划掉", "刚才那条作废"), a request only when nothing else is said
)
# A bare take-back followed by what the user says instead ("划掉，我其实31了", "当我没说，我住滨江区") is a correction,
# left to it as "scratch that, I meant Tuesday" is; 删掉 and 忘掉 bid to delete whatever follows.
_TAKES_BACK = later(r"划掉|作废|不算|不作数|撤回|收回|撤销|没说|没讲|没提|说错|口误")

_OPENER = (
    r"^(?:请你?|麻烦你?|拜托你?|求你了?|帮我|给我|你就|你还是|你可以|你能不能|能不能|可不可以|你能|能|可以|就|还是|那就|"
    r"算了|那个|嗯|哦|好吧|对了|所以|另外|还有|我想让你|我希望你|我要你|我需要你)*"
)
_LEAD = _OPENER + "(?:你)?"
_FORGET = "忘掉|忘了|忘记|忘却"
_DELETE = "删掉|删除|删了|删去|删光|抹掉|抹去|抹了|抹除|清除|清掉|清空|去掉|拿掉|划掉|移除"
_NO_KEEP = (
    r"(?:别|(?<!要)不要|(?<!用)不用|无需|(?<!必)不必|甭|千万别|不许|不准|(?<=可以)不|(?<=能)不)再?(?:帮我|给我)?"
    r"(?:记住|记着|记下来|记下|记录|记得|保存|存下来|存着|存档|留档|留底|存(?=$|[了吧啊呀哈哦我这那])|留着|保留|"
    r"留(?=$|[了吧啊呀哈哦]|我的)|记)"
    r"(?![错仇恨性挂忆不混岔反串差])"
)
# A wish that the assistant not keep it: 我不想让你记住我离过婚, 我不希望你记得我坐过牢
_NOT_WISHED = r"^(?:我)?(?:真的|其实)?(?:不想|不希望|不愿意)(?:让)?你(?:再)?(?:记住|记着|记得|知道|存着|保存|留着)"
# (别记混了, 别再记错了: a bidding to remember right, not to forget; 要不要留着, 用不用存: a question, not a bidding)
# "就当没听过", "当我没说", "你就当不知道": pretend it was never said or is not known. Not "我就当没听过" (the user's
# own resolve): see _SELF_BEFORE.
_PRETEND = (
    r"(?:就)?当(?:作|做|成)?(?:(?:我)?(?:从来)?没(?:听过|听见|听到|听说过|说过|说|讲过|提过)|(?:你)?(?:从来)?不知道)"
    r"(?:这回事|这件事|这事|这些|这个|这句话?)?"
)
# (行不, 成不, 可以不: a bidding asked kindly, as 好吗; 删了就好, 忘了就行: the bidding and what will do)
_TAIL = (
    r"(?:吧|了|掉|啊|呀|哈|哦|它|吗|嘛|八|叭|呗|啦|喽|咯|好吗|行吗|可以吗|好不好|行不行?|成不|成吗|可以不|谢谢|谢啦|谢了|"
    r"哈哈|求你了|拜托了|就好|就行|就可以|就成)*"
)
# A verb that bids when it ends the clause: 忘了 alone is the user's own forgetting (钥匙忘了), 忘了吧 a bidding.
_BIDS = (
    r"(?:忘掉|忘了吧|忘了它|忘记吧|忘记它|删掉|删了吧|删除|删去|删光|抹掉|抹去|抹除|清除|清掉|清空|去掉|拿掉|移除|删一下|"
    r"清一下|先忘了|先忘掉)"
)
# What a 忘-verb must be followed by to be about the memory (忘了带伞 is a remark, 忘了我说的 a request).
_MEMORY = (
    r"(?:我(?:刚才|刚刚|之前|上次|前面|以前)?(?:说|讲|提|告诉你|跟你说|写)|刚才|刚刚|上一句|前面|关于|有关|这|那|所有|一切|全部|"
    r"你记)"
)
# What was just said, taken back: 刚才那句撤回, 我收回刚才的话 (公司把offer撤回了 tells, and names nothing just said)
_TAKE_BACK = (
    r"^(?:我)?(?:(?:撤回|收回)(?:我)?(?:刚才|刚刚|上一句|上一条|前面)(?:那句|那条|的|说的)?(?:话)?|"
    r"(?:刚才|刚刚|上一句|上一条|前面)(?:那句|那条|的|说的)?(?:话)?(?:我)?(?:撤回|收回))(?:吧|了|哈|啊)*$"
)
# Haste or a please between the matter and the bidding (密码那条赶紧抹掉, 那段直接删了, 那个信息请删除): no part of
# the matter.
_HASTE = r"(?:赶紧|赶快|马上|立刻|立马|直接|快点?|统统|通通|全都|全部|全|一并|顺便|烦请|劳烦|请你?|麻烦你?|务必)?"
# A remark declared void (健身房那个不算了, 阿里那条作废吧, 吃素那句不作数): said of a matter called a matter only, as
# 合同作废了 and 比赛不算 tell what happened to a contract or a match; 作废了 tells it too (合同那个作废了), 作废吧 bids.
_VOID = r"(?:不算数?|不作数|不用算|(?:作废|撤回|收回|撤销)(?!了))"
_ZH_WHEN_SAID = r"(?:刚才|刚刚|之前|上次|上回|前面|以前|昨天)"
_PATTERNS = (
    later(_TAKE_BACK),
    # 收回我说的工资那句, 撤回之前讲的跳槽的事: what was said, taken back by its matter
    later(_LEAD + r"(?:撤回|收回|撤销)(?P<what>我?" + _ZH_WHEN_SAID + r"?(?:跟你|和你)?(?:说|讲|提)(?:过)?的.+)$"),
    later(_LEAD + r"把(?P<what>.+?)(?P<all>都|全|全部)?(?:给)?(?:" + _FORGET + "|" + _DELETE + ")" + _TAIL + "$"),
    later(_OPENER + "(?:" + _FORGET + ")(?P<what>" + _MEMORY + r".*)$"),  # not 你忘了…: that blames
    # 忘掉我的手机号: 忘掉 bids (忘了我的生日 may blame), and what follows is the user's own
    later(_OPENER + r"(?:忘掉|忘记掉)(?P<what>我(?:的|家)[^，。,；;？?]+?)" + _TAIL + "$"),
    # 忘掉阿强, 忘记李明, 删掉小美: a verb that bids and a person's name alone (a name as Chinese speakers call
    # people, or a surname and a given name); 忘了小美 may tell that the user forgot her, and is left to the next
    later(
        r"^(?:请|就|干脆|帮我|你)?(?:忘掉|忘记掉|忘记|删掉)(?![周][末一二三四五六日天内]|马上)(?P<what>(?:"
        + ZH_NAME
        + r")|["
        + ZH_SURNAMES
        + r"][\u4e00-\u9fff]{1,2})"
        r"(?:这个人|这人)?(?:吧|了|啊|哈)*$"
    ),
    # 忘了阿杰吧, 忘掉那个人吧: what to forget between the verb and the 吧 that bids (not 你忘了…吧, a guess that the
    # assistant forgot; not 忘了带伞, the user's own forgetting, which no 吧 follows)
    later(
        r"^(?:请|就|干脆|还是)?(?:忘了|忘掉|忘记)(?!带|拿|关|锁|吃|买|交|给|打|发|做|写|充|还|付|叫|喊|浇|喂|检查|提醒|放|收|存|订|回)"
        r"(?P<what>[^，。,；;？?你]{1,10}?)吧$"
    ),
    # a bare bidding: 忘掉, 忘了吧, 帮我忘了, 删掉, 你就当没听过吧, 别记了
    later(_OPENER + r"(?:忘掉(?:吧|它)*|忘了(?:吧|它)+|忘记(?:吧|它)+)$"),
    later(_LEAD + r"(?:删掉|删除|删了吧|删光|抹掉|抹去|清除|清掉|清空|去掉|划掉|移除)(?:吧|它|了|掉)*$"),
    later(_LEAD + r"删(?:吧|它)*$"),  # 删！ (删了 alone may answer what was done)
    later(r"^(?:请|帮我|给我|麻烦你|拜托你?|你就|就)+(?:你)?(?:帮我|给我)?(?:忘了|忘记)" + _TAIL + "$"),
    later(_LEAD + "(?:" + _PRETEND + ")" + _TAIL + "$"),
    later(_LEAD + r"(?:就)?当(?:作|做|成)?(?:我)?(?:从来)?没(?:听过|听见|听到|听说过|说过|讲过|提过)(?P<what>.+)$"),
    # 请忘掉我对花生过敏这件事: the matter named and called a matter ("这件事", "的事")
    later(
        _OPENER
        + "(?:"
        + _FORGET
        + r")(?P<what>.+?)(?:这件事|那件事|这事儿?|那事儿?|的事情|的事儿?|这一条|那一条|的信息|的资料|的记录|的?相关的?(?:信息|内容|东西|资料)?)"
        + _TAIL
        + "$"
    ),
    # (删掉微信以后我感觉轻松多了, 删了抖音之后就: what followed the deleting tells, nothing is bidden)
    later(
        _LEAD
        + "(?:"
        + _DELETE
        + r")(?![^说讲提告，,]{1,8}?(?:以后|之后|后|的时候)(?:我|就|感觉|觉得|整个人|心情|才|终于|真的))(?P<what>.+)$"
    ),
    later(_LEAD + _NO_KEEP + r"(?P<what>.*)$"),
    # 别把我工资记下来, 不要把这个存起来 (别把我生日记错了 bids to remember right; 别把钥匙留在车里 is a task)
    later(
        _LEAD
        + r"(?:别|不要|不用|千万别|甭)(?:再)?(?:帮我|给我)?把(?P<what>.+?)(?:给)?(?:记|存|留|写)(?:下来|住|着|起来|下|进去)?"
        r"(?:了|啊|哦|吧|哈|呀)*$"
    ),
    later(_NOT_WISHED + r"(?P<what>.+?)(?:了|吧|啊)*$"),
    # the matter before the wish: 工资那段我不想让你记得, 那件事不希望被你记着
    later(
        r"^(?P<what>.+?)(?:我)?(?:真的|其实)?(?:不想|不希望|不愿意)(?:让你|被你|被)(?:再)?"
        r"(?:记住|记着|记得|知道|存着|保存|留着|记下来)(?:了|吧|啊|哈)*$"
    ),
    later(r"^(?P<what>.+?)(?:你)?(?:就|也|都)?(?:先|暂时)?" + _HASTE + _NO_KEEP + r"(?:住|下来)?" + _TAIL + "$"),
    # what was said, declared void: 之前说的健身房不算, 我上次讲的跳槽那事作废吧 (the words said, so not 比赛不算; 我说的都不
    # 算了 may tell one has no say)
    later(
        r"^(?:我)?(?:之前|刚才|刚刚|上次|上回|前面|以前|昨天)?(?:跟你|和你)?(?:说|讲|提)(?:过)?的(?!都|全)(?P<what>[^，。,；;]+?)"
        r"(?:你)?(?:就|也|都|先|还是)?" + _VOID + _TAIL + "$"
    ),
    # the matter called a matter before the verb (小刘那事删了, 面试那个你忘了吧, 吐槽老板那段删了哈, 陈晨相关的都清掉): the
    # bidding's own words, though 删了 alone may tell what was done
    later(
        r"^(?!我(?:早|早就|已经|都|也|还)?把)"  # (我把这事忘了: the user's own forgetting)
        r"(?P<what>[^，。,；;]{2,}?(?:这件事|那件事|这事儿?|那事儿?|那个事|这个事|那段|这段|那条|这条|那句|这句|那个|这个|"
        r"那些话|这些话|那些事|这些事|相关的?|有关的?|的信息|的记录|的资料|的内容|的事))"
        r"(?:你)?(?:就|也|都|先|还是)?(?:能不能|可不可以|可以|能)?"
        + _HASTE
        + r"(?:帮我|给我)?(?:(?:删|忘|清|抹|划)(?:了|掉|除|记|一下|下)?|"
        + _VOID
        + ")"
        + _TAIL
        + "$"
    ),
    # all that is said of a matter: 关于我前女友的都删了, 有关我婆婆的全部忘掉吧
    later(
        r"^(?:关于|有关)(?P<what>[^，。,；;]+?)的(?:那些|这些)?(?:话|事|东西|内容)?(?:你)?(?:就)?(?:都|全|全都|全部|统统)"
        r"(?:帮我|给我)?(?:删|忘|清|抹)(?:了|掉|除|记)?" + _TAIL + "$"
    ),
    # the matter before the bidding: 我欠表哥钱那件事帮我忘了, 我的住址删掉, 这些你就当没听过吧
    later(
        r"^(?P<what>.+?)(?:你)?(?:就|也|都|还是)?(?:能不能|可不可以|可以|能)?"
        + _HASTE
        + r"(?:帮我|给我)?(?:"
        + _BIDS
        + "|(?:帮我|给我)(?:忘了|忘记|删了)|"
        + _PRETEND
        + ")"
        r"(?:吧|了|啊|呀|哈|哦|它|好吗|行吗|好不好|谢谢)*$"
    ),
)
# The user as the one who forgets or pretends (他的话我就当没听过, 那件事我早忘掉了), or a bidding not to forget (别忘掉).
_SELF_BEFORE = later(r"(?:我|我(?:就|也|都|早|早就|已经|还是)|别|不要|不|没|千万别|可别|莫|勿)$")
_SPEECH = later(
    r"^(?:我?(?:刚才|刚刚|之前|上次|前面|以前)?(?:跟你|和你)?(?:说|讲|提|告诉你|写|吐槽|抱怨|聊|骂)(?:过)?(?:的|了)?"
    r"(?:话)?|你记(?:住|下)?的)"
)
_ABOUT = later(r"^(?:关于|有关|至于)")
_FROM_MEMORY = later(r"(?:从|在)(?:你的?)?(?:记忆|脑子|记录|备忘录?|笔记|小本本)(?:里|中|里面)?(?:面)?")
# (健康方面的那些事, 收入那块儿: words that only say the matter is a kind of things, as many as are said; 事 and 话
# only after 的, as 同事, 电话 and 心事 are matters of their own)
_END = later(
    r"(?:的(?:事情|事儿|事|话)|的?(?:这件事|那件事|这事儿?|那事儿?|那个事|这个事|那些事情?|这些事情?|内容|那些|这些|部分|东西|信息|"
    r"那句话|那句|那些话|这些话|一切|这个人|那个人|这段|那段|那条|这条|那个|这个|相关的?|有关的?|数字|记录|记忆|方面|那块儿?|这块儿?|一块儿?|"
    r"之类|什么的))*的?" + _TAIL + "$"
)
_THAT = frozenset(
    "|这|那|这个|那个|这句|那句|这条|那条|这件事|那件事|这些|那些|它|事|事情|事儿|话|刚才|刚刚|刚才那句|刚才那个|刚才的|上一句|前面的|这句话|"
    "那句话|这个事|那个事|这事|那事".split("|")
)
_ALL = later(r"^(?:所有|一切|全部|全都|都)(?:的)?(?:东西|事|内容|话)?$")
_ASKING = later(r"(?<!好|行|以|成)(?:吗|呢|么)$")  # (not 好吗, 行吗, 可以吗: a bidding asked kindly)
_POLITE = later(r"能|可以|请|帮我|麻烦")
_HOW = later(r"怎么|怎样|如何|为什么|为啥")
# A clause that only names a matter, to go with a bare request next to it: 关于我看心理医生的事, 我欠表哥钱那件事,
# 周航这个人, 我的住址. A statement ("我今天见到前女友了") is not one: its request ("这个别记") is about the message.
_TOPIC = (
    # regret of having told: 我后悔跟你说我妈的事了, 真不该告诉你我欠钱的事, 早知道不跟你说了
    later(
        r"^(?:我)?(?:真|真的|有点|好)?(?:后悔|不该|不应该|早知道不|早知道就不)(?:跟你|和你|给你|对你)?(?:说|讲|提|告诉你)"
        r"(?:了|过)?(?P<what>.+?)(?:了|的)?$"
    ),
    # a thing of one of the user's people, named alone: 我妈的糖尿病, 我老公的工作 (no state said: 了过很太真)
    later(r"^(?P<what>我的?[\u4e00-\u9fff]{1,3}的[\u4e00-\u9fff]{1,6})$"),
    later(r"^(?:那段|这段|那条|这条|那个|这个|那些|这些)?(?:关于|有关|至于)(?P<what>.+?)(?:的)?$"),
    later(
        r"^(?P<what>.+?)(?:这件事|那件事|这事儿?|那事儿?|的事情|的事儿?|这个人|那个人|这段|那段|的那段|这一条|那一条|那个|这个)"
        r"(?:吧|啊|哈|呢)?$"
    ),
    later(r"^我的(?P<what>[\u4e00-\u9fff]{1,6})$"),
    later(
        r"^(?:我)?(?:上次|上回|之前|刚才|刚刚|前面|以前|那天|昨天)?(?:跟你|和你)?(?:说|讲|提|聊)(?:过|起)?的"
        r"(?P<what>(?:那个|这个|那件|这件|那些|这些|那段|这段).+)$"
    ),
)
_STATES = later(r"[了过很太真]")


# 你忘了吧 bids to forget, or guesses that the assistant forgot: it counts only next to a clause naming its matter.
_YOU_FORGET = later(r"^(?:那|那就|那你|你就|你还是|你|就)(?:忘了|忘掉|忘记)(?:吧|它)+$")
# 删了 alone may tell what was done (微信删了); next to a clause naming its matter it bids (我说的工资那些，删了)
_DONE = later(r"^(?:那|那就|你就|就|直接|都|全|全都)?删了(?:就好|就行|吧)?$")
# 删了删了, 忘掉忘掉: the verb said again is still a bare bidding, never its own matter.
_AGAIN = later(r"^(?:删|忘|抹|清)(?:掉|了|除|记)?(?:吧)?$")
_POINTER = later(r"^(?:那个|这个|那些|这些|那件|这件|那段|这段|那次|这次)(?=.)")


# What a pinyin keyboard types for the words of a request (删调, 忘调 for 删掉, 忘掉; 清楚掉 for 清除掉; 别计 for 别记,
# never 别计较): read as meant.
_TYPOS = (
    (later(r"(?<=[删忘抹清])调"), "掉"),
    (later(r"清楚掉"), "清除掉"),
    (later(r"(?<=[别甭])计(?![较算划])|(?<=不要)计(?![较算划])|(?<=不用)计(?![较算划])"), "记"),
)


def typed(clause: str) -> str:
    """A Chinese clause with its keyboard slips in the words of a request said as meant."""
    for rx, meant in _TYPOS:
        clause = rx.sub(meant, clause)
    return clause


def request(clause: str) -> tuple[str, bool] | None:
    """(words, everything) of a request in one lower-cased clause; words '' mean what was just said, NEVER_MIND a
    bare request that counts only next to a clause naming its matter."""
    if (_ASKING.search(clause) and not _POLITE.search(clause)) or _HOW.search(clause):
        return None  # 你忘了我说的吗, 清除缓存怎么操作: a question, not a request
    if _YOU_FORGET.match(clause) or _DONE.match(clause):
        return NEVER_MIND, False
    for n, pattern in enumerate(_PATTERNS):
        hit = pattern.match(clause)
        if hit is None:
            continue
        groups = hit.groupdict()
        what = (groups.get("what") or "").strip()
        if n == len(_PATTERNS) - 1:
            if _SELF_BEFORE.search(what):
                continue
            what = re.sub(_OPENER, "", what)  # 麻烦帮我忘了: the opener is no matter
        found = _target(what, bool(groups.get("all")))
        if found == ("", False) and _TAKES_BACK.search(clause):
            return WEAK, False
        return found
    return None


def _target(what: str, everything: bool) -> tuple[str, bool]:
    if _AGAIN.match(what):
        return "", everything
    what = _FROM_MEMORY.sub("", what)
    what = _POINTER.sub("", what)  # (那个关于我住址的: the pointer first, then what it points at)
    what = _SPEECH.sub("", what)
    what = _ABOUT.sub("", what)
    what = _END.sub("", what).strip()
    what = _SPEECH.sub("", what).strip()  # 关于我说的…: the lead goes before the speech verb, or after it
    if _ALL.match(what):
        return "", True
    if what in _THAT:
        return "", everything
    return _POINTER.sub("", what), False  # 那个纹身: the pointer is no part of the matter


def topic(clause: str) -> str | None:
    """The matter a clause names on its own, or None when it says something."""
    for n, pattern in enumerate(_TOPIC):
        hit = pattern.match(clause)
        if hit is None or (n in (1, 4) and _STATES.search(hit.group("what"))):
            continue
        words, _ = _target(hit.group("what"), False)
        return words or None
    return None
