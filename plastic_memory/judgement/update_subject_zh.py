"""Whose attribute a Chinese clause speaks of: the words for the user's people, the names Chinese speakers call
people by (小美, 阿杰, 老王), and where a person is a recipient or companion rather than the subject (给我妈, 跟阿杰)."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language import update_classes as c
from .update_pronouns import HE, LISTENER, OTHER, SELF, SHE, by_role

# 孩子, "kids": a son or a daughter (update_subject.py's English words take it too).
_KIDS = frozenset(("son", "daughter"))
# 爸妈, 父母: both parents at once (我爸妈住在老家 is news of each)
_PARENTS = frozenset(("father", "mother"))
# Words for someone the user knows by what they are to them (a master, an apprentice, a desk-mate, godparents):
# one person each, not one of the friends
ROLES_ZH = ("师父", "徒弟", "同桌", "死党", "好兄弟", "干妈", "干爹", "干爸")
_ZH_PEOPLE: list[tuple[str, frozenset[str]]] = sorted(
    [
        (word, frozenset(k for k, (zh, _) in c.PEOPLE.items() if word in zh))
        for zh, _ in c.PEOPLE.values()
        for word in zh
    ]
    + [(word, _KIDS) for word in c.CHILD[0]]
    + [
        (word, _PARENTS)
        for word in ("我爸妈", "我父母", "我爸我妈", "爸妈", "父母", "爸爸妈妈", "老爸老妈", "爹妈", "二老")
    ]
    # one of the user's people called by what they are to them, each their own (师父走了 is not a friend's news)
    + [(word, by_role(word)) for word in ROLES_ZH]
    # the whole family, the user among them (老公调动了，全家跟着搬到了成都)
    + [(word, frozenset(("self",))) for word in ("我们全家", "我们一家", "全家", "一家人", "一家三口", "一家四口")],
    key=lambda p: -len(p[0]),
)
_ZH_KEYS = dict(_ZH_PEOPLE)
# What Chinese speakers call the people around them by: 小美, 阿杰, 老王, 王哥, 李姐, 张总. A name of this shape is
# read as a person; the second characters that make common nouns of 小/阿 (小区, 小时, 阿里) are not names, and 老
# and 大 only take a surname (老王, 大刘; not 老家, 老毛病 or 大家).
_ZH_NOT_NAME = "区孩时学店说组伙吃心费便腿事朋两三子米麦号票镇城屋院车卖程视动窝日毛问偷贩型份量数点半块面包鸟猪鱼狗猫哥姐辈妹弟舅姨叔婶婆公里拉斯胶"
_ZH_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖董潘蒋蔡余杜苏魏吕沈姚卢姜崔钟谭陆汪范贾邹孟熊秦邱尹薛段雷侯史陶贺顾郝邵严武戴孔汤"
# A child's or a pet's name is often one character said twice (朵朵, 乐乐, 豆豆); the words of that shape that are
# adverbs, sounds, verbs tried out or kin (天天, 哈哈, 看看, 妈妈) are not.
_ZH_NOT_TWICE = "天常刚慢渐好偷悄默往仅稍统轻哈嘿呵嗯谢妈爸哥姐弟妹爷奶姥公婆叔舅姑婶伯宝人个样处时年月日家明等看试想说走聊歇大早久紧满白万匆纷连频苦星"
_ZH_NAME = (
    r"(?:小(?![" + _ZH_NOT_NAME + r"])|阿(?![" + _ZH_NOT_NAME + r"]))[\u4e00-\u9fff]|[老大][" + _ZH_SURNAMES + r"]"
    r"|["
    + _ZH_SURNAMES
    + r"](?:阿姨|叔叔|大爷|大妈|奶奶|爷爷|老师|师傅|医生|先生|太太|女士|小姐|哥|姐|总|工|叔|姨)|(?P<twice>(?!["
    + _ZH_NOT_TWICE
    + r"])[\u4e00-\u9fff])(?P=twice)"
)
ZH_NAME, ZH_SURNAMES = _ZH_NAME, _ZH_SURNAMES  # (a request to forget names a person so too: 忘掉阿强, forget_zh)
# A name is read where a person stands: opening a clause, after a word for one (我闺蜜小雨) or a preposition (跟小美).
# A name is followed by what is said of the person (小美辞职了, 阿杰也搬了, 老王说…): a character that starts a predicate, an
# adverb or a particle, not the rest of a noun (小提琴, 小电驴, 老陈醋).
_ZH_AFTER_NAME = "每说也又都就才还已今昨前最刚终要想去来在和跟把被的是搬辞离结分生考上升退出进回买卖换住开当做找给让带请问跑走病怀没不很好挺特真太居竟突一这那合跳转调拿成变们毕戒发烧咳感摔，,。.!！?？~～ "
_ZH_NAME_AT = (
    r"(?:^|(?<=[，,。.!！?？~～\s我跟和给与同对让叫陪找问被])|(?<=隔壁|楼下|楼上|对门|邻居|村里|单位|公司|组的|队的|班的|门的|司的|位的|们的))(?:"
    + _ZH_NAME
    + r")(?=["
    + _ZH_AFTER_NAME
    + r"]|$)"  # (隔壁老孙: a neighbour called by name)
)
# (a person word before 圈 is a circle, no one: 朋友圈 is WeChat's feed, 帮我写个朋友圈文案吧，乌龟去世了)
_ZH_PEOPLE_RE = later("(?:" + "|".join(re.escape(w) for w, _ in _ZH_PEOPLE) + "|" + _ZH_NAME_AT + ")(?!圈)")

# A person right after these is a recipient, companion or object, not the subject: 给我妈, 跟阿杰, "to my nephew".
# (住我爸妈那儿, 搬回我妈家: whose place the user lives at, not who lives there)
_ZH_OBJECT = later(
    r"(?:给|跟|和|与|同|对|把|向|为|替|帮|让|叫|陪|带|送|找|像|比|问|告诉|被|看望|去看|接|照顾|嫁给|娶了?|住在?|搬(?:回|到|去|进)|回到?|"
    # whom one teaches or minds at work (在培训机构教小孩编程, 辅导学生): those the job is for
    r"教|辅导|哄|看护|"
    # whom one puts up with or deals with (不用再忍那个室友了, 受够了我婆婆, 懒得搭理前任): the one borne, not the subject
    r"忍|忍受|受够了?|伺候|应付|迁就|将就|搭理|理睬|讨好|躲着?|惯着)"
    r"了?(?:我的?|我们的?|[一二两三几这那][个位名群]?|[\u4e00-\u9fff]{1,3}的|隔壁|楼下|楼上|对门|老家)?"
    # (送给我乡下舅舅养了: a relative called by where they live is the recipient too)
    r"(?:乡下|农村|老家|外地|城里)?的?小?$"
)
# What one does for a child that changes the child's own state (给女儿转学了, 给儿子报了名): the child's news.
_ZH_FOR_THEM = later(r"(?:办了?|办好了?)?(?:转学|转了学|换了?学校|报了?名|办了?入学|办了?退学|休了?学)")
# A thing got for someone (给我妈买了个iPhone, 帮老公换了台电脑, 替儿子订了份牛奶): theirs, not the user's.
_ZH_GOT_FOR = later(r"(?:给|帮|替|为)了?(?:我的?|我们的?)?$")
_ZH_GOT = later(r"(?:新)?(?:买|换|配|订|装|入|办|挑|选)(?:了|好了|上了)")
_ZH_OPENERS = later(
    r"^(?:嗯|哎|唉|啊|哈哈|其实|原来|后来|终于|今天|昨天|昨晚|前天|上周|上礼拜|上个月|去年|最近|刚才|刚刚|现在|已经)+"
)
_ZH_CHAIN = later(r"^(?:家)?的?(?:" + "|".join(re.escape(w) for w, _ in _ZH_PEOPLE) + r")")


_ZH_I_AM = later(r"^我(?:现在|已经|目前|如今|也)?(?:是|成了|当了)")
# The user opening a clause with a verb of doing, before any other person (我天天戴着…, 我每天开…): not a verb of
# knowing or hearing (我听说我姐离婚了, 我才知道我爸退休了: their news), nor "I" as whose (我爸, 我的).
_ZH_I_DO = later(
    r"^我(?:天天|每天|一直|经常|平时|还|也|都|现在)?(?!(?:听|看|见|知道|觉得|感觉|发现|以为|希望|担心|怕|想|说|猜|记得|忘了|才))"
    r"[\u4e00-\u9fff]{1,3}?(?:着|了|过)(?:我的?)?$|^我(?:天天|每天|一直|经常|平时)(?:开|骑|用|戴|穿|住|陪)(?:我的?)?$"
)


# Those the words are said to, at a clause's end (硕士毕业了朋友们, 我升职了家人们): an address, never the subject.
_ZH_VOCATIVE = later(r"(?:朋友们|家人们|姐妹们|兄弟们|宝子们|宝宝们|集美们|各位|大家)[!！~～。.…]*$")


# One of the user's people called by a word the lists above lack (我下属, 我合伙人, 我私教), told doing what only a person
# does (退休, 跳槽, 在银行上班, 搬到苏州): the word ends as words for people do (-人, -生, -师, -员, kin characters…); what
# follows 我 before a verb of the user's own (我提前退休了, 我裸辞了, 我研究生毕业了) does not.
_ZH_SOMEONE_OF_MINE = later(
    r"^我(?:的|家的?)?(?!也|还|都|就|又|才|已|刚|终|总|马上|快|要|想|打算|准备|正|曾|从|平时|每|最|后来|其实|可能|应该|估计|不|没|"
    r"很|太|真|再|会|能|得|该|自|亲|一|这|那|们|在|是|被|给|把|跟|和|同|与|陪|帮|替|为|让|叫|请|对|向|到|去|来|回|今|明|昨|前|上个|下个|本|原|以|之|"
    r"研究生|硕士|博士|本科|大学|高中|初中|中专|大专|学生时)"
    r"(?P<who>[\u4e00-\u9fff]{0,3}[人生师父母爸妈儿女哥姐弟妹嫂叔姨婶舅婆爷奶友桌属教姆户徒员理板孙侄甥伴])"
    r"(?:也|还|都|就|又|刚|刚刚|已经|终于|最近|前段时间|上个月|去年|今年)?"
    r"(?:退休|辞职|离职|跳槽|被裁|被辞|升职|入职|毕业|考上|考进|搬(?:到|去|回|进|家)|住(?:在|到)|调(?:到|去|回)|"
    r"在[^，。,.!！?？]{1,10}?(?:上班|工作|当|做|读|上学)|去了?[^，。,.!！?？]{1,8}?(?:上班|工作)|当上?了)"
)
_ZH_THEIR_PLACE = later(r"家(?!的)|那儿|那里|那边")
_ZH_STAYING = later(r"住|在|到|回|搬")


_ZH_OTHER_GROUP = later(c.OTHER_GROUP_ZH)  # 隔壁组, 别的部门: a group the user is not in
# Another household's (隔壁家的猫, 楼下的狗, 别人家的孩子): what opens with it is theirs, not the user's.
_ZH_OTHER_HOME = later(r"^(?:隔壁|楼下|楼上|对门|对面|别人|人家)(?:邻居)?(?:家的?|的)")
# Between a recipient and their own person (送给邻居小朋友, 邻居家的小孩): the person is the recipient's too
_ZH_RECIPIENTS_OWN = later(r"(?:家)?(?:的)?(?:小)?")
_ZH_ME_AS_OBJECT = later(r"(?:跟|和|同|像)我(?:们)?一样|比我(?!们)")


def whose_zh(clause: str, prior: frozenset[str] | None) -> frozenset[str] | None:
    """The subject of a Chinese clause, or None when it names nobody."""
    body = _ZH_VOCATIVE.sub("", _ZH_OPENERS.sub("", clause))
    if body.startswith(("你", "您")):
        return LISTENER
    if body.startswith(("他", "她")):
        return prior if prior is not None and prior not in (SELF, LISTENER) else (SHE if body[0] == "她" else HE)
    if _ZH_I_AM.match(body):
        return SELF  # 我是全职妈妈, 我成了孩子他爸: what the user is, said with a word for a person
    skipped = -1
    for found in _ZH_PEOPLE_RE.finditer(body):
        if (
            _ZH_OBJECT.search(body[: found.start()])
            or (skipped >= 0 and _ZH_RECIPIENTS_OWN.fullmatch(body[skipped : found.start()]) is not None)
        ) and not _ZH_FOR_THEM.match(body[found.end() :]):
            if _ZH_GOT_FOR.search(body[: found.start()]) and _ZH_GOT.match(body[found.end() :]):
                return _zh_keys(found.group())  # 给我妈买了个iPhone 15: the thing is the mother's
            skipped = found.end()  # (送给邻居小孩, 嫁给同事家儿子: the recipient's person is the recipient too)
            continue  # 给我妈, 跟阿杰, 和女朋友: a recipient or companion
        if _ZH_THEIR_PLACE.match(body[found.end() :]) and _ZH_STAYING.search(body[: found.start()]):
            continue  # 现在住南京我姐家, 搬到我妈那儿: a place, where the user lives
        if _ZH_I_DO.match(body[: found.start()]):
            return SELF  # 我天天戴着我爸留给我的表, 我每天开我爸的车: the user does it; the person is in its object
        if _ZH_CHAIN.match(body[found.end() :]):
            return OTHER  # 朋友的爸爸, 邻居家的孩子: someone else's person
        return _zh_keys(found.group()) | _zh_called(body[found.end() :])
    if _ZH_OTHER_GROUP.match(body) or _ZH_OTHER_HOME.match(body):
        return OTHER  # 隔壁组整个被裁了, 别的部门解散了, 隔壁家的猫丢了: a group or a home the user is not in
    mine = _ZH_SOMEONE_OF_MINE.match(body)
    if mine is not None:
        return by_role(mine.group("who"))  # 我合伙人在银行当经理, 我下属跳槽了: that one person, not the user
    # (换成了跟我一样的华为, 比我高: the user as a measure is no subject)
    rest = _ZH_ME_AS_OBJECT.sub("|", _ZH_PEOPLE_RE.sub("|", body))
    if "我" in rest or "自己的" in rest:  # (终于有自己的小窝啦: one's own, said of no one else)
        return SELF
    return LISTENER if "你" in rest else None  # 你别放弃: said to the listener


def people_zh(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """(start, end, keys) of each person a Chinese text names."""
    return [(m.start(), m.end(), _zh_keys(m.group())) for m in _ZH_PEOPLE_RE.finditer(text)]


def user_in_zh(clause: str) -> bool:
    """Whether the user is in a Chinese clause as a person, not only as whose someone is (我闺蜜, 我的同事)."""
    return "我" in re.sub(r"^我的?(?=" + _ZH_PEOPLE_RE.pattern + ")", "", clause.strip())


def _zh_keys(word: str) -> frozenset[str]:
    """The keys of a Chinese word for a person: a kin key, or 'name:<name>' for a name (小美, 老王)."""
    return _ZH_KEYS.get(word) or frozenset(("name:" + word,))


def _zh_called(after: str) -> frozenset[str]:
    """The name that follows a word for a person (我闺蜜小雨, 我同事老王): the same person, by name."""
    found = re.match("(?:" + _ZH_NAME + r")(?=[" + _ZH_AFTER_NAME + r"]|$)", after)
    return frozenset(("name:" + found.group(),)) if found else frozenset()
