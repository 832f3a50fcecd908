"""The frames of Chinese updates for the passing states of a life: a pregnancy, whom one lives with, an exam
prepared for, a teacher, a stay away, a hospital stay and health, a place in a team, a faith, a citizenship (each
slot's phrasings that set it, with the value group `v`, and those that end it). frames_zh.py spreads them among its
own, in this order."""

from __future__ import annotations

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .frames_zh_health import ZH_HEALTH_FRAMES
from .life_work import ZH_NATIONS, ZH_POSITIONS

_ZH_POSITION = _any(ZH_POSITIONS)
_ZH_NATION = _any(ZH_NATIONS)

ZH_LIFE_FRAMES: dict[str, list[tuple[str, str]]] = {
    # A pregnancy ends in a birth (怀孕五个月了 -> 宝宝出生了): the birth is the mother's news, whoever is born.
    "pregnancy": [
        # a baby's age in days, weeks or months told (宝宝满月了, 宝宝三个月了): the pregnancy is over
        (END, r"(?:宝宝|孩子|闺女|儿子|小家伙)(?:已经|都|刚)?(?:满月|百天|满[一二两三四五六七八九十\d]+个?月|[一二两三四五六七八九十\d]+个月大?)了"),
        (SET, r"怀孕|怀上了|有喜了|怀了(?:二胎|三胎|宝宝|孩子)?|孕(?:早|中|晚)期|两道杠|两条杠|验孕棒[^，。,；;]{0,6}(?:两|阳)"),
        (SET, r"(?<![不没])(?P<v>备孕)"),
        (END, r"(?:宝宝|孩子|儿子|女儿|二胎|三胎|老二|老三|娃|小宝|大宝|二宝|崽|闺女)[^，。,；;]{0,6}?(?:出生|生了|降生|来了|落地)|生(?:了|完|下)(?:个|一个)?(?:宝宝|孩子|儿子|女儿|闺女)|"
              r"卸货了|坐月子|顺产|剖腹产|剖宫产|流产了|胎停|生了生了|(?:^|我|她|老婆|媳妇|老婆顺利|顺利)生了(?=[，。,；;！!]|$)|"
              # a birth told with when (我姐昨天生了) or what was born (生了一对双胞胎, 生了两个女儿)
              r"(?:昨天|今天|前天|上周|凌晨|早上|晚上|半夜|终于|已经)生了(?=[，。,；;！!~～]|$)|生了(?:一对|两个|一个|个|对)(?:双胞胎|龙凤胎|女儿|儿子|闺女|男孩|女孩|宝宝)"),
    ],
    # Whom one lives with: alone, with roommates, with someone named (我一个人住, "my roommate is Jess").
    "household": [
        (SET, r"(?:跟|和)(?P<v>[^，。,；;]{1,6}?)合租|(?P<w>一个人住|独居|自己住)|^(?:我的?)?室友(?:是|叫)(?:我的?)?(?:[^，。,；;]{0,4}?)(?P<x>[\u4e00-\u9fff]{2,3})(?=[，。,；;！!]|$)"),
    ],
    # An exam prepared for ends when its result comes (备考研究生 -> 拟录取名单有我, 在准备法考 -> 上岸了).
    "exam": [
        (SET, r"(?<![不没别])(?:备考|在考研|准备考研|二战考研|(?:准备|复习)(?:考)?(?P<v>考公|考编|法考|司考|雅思|托福|注会|教资))"),
        (END, r"上岸|拟录取|被录取|录取(?:通知|了)|考上了"),
    ],
    # The one teacher over a class or a student (班主任, 导师, 教练): one at a time (班主任是王老师 -> 换班主任了，新来的刘老师).
    "teacher": [
        (SET, r"(?:班主任|导师|教练)(?:现在|目前)?(?:是|叫|换成了?|成了|变成了?)(?P<v>[\u4e00-\u9fff]{1,2}(?:老师|教练|教授|导))"),
        (SET, r"(?<![不没别])换(?:了)?(?:个|一个)?(?:新)?(?:班主任|导师|教练)(?:了)?|(?:班主任|导师|教练)换(?:人)?了|新(?:来的|换的)(?:班主任|导师|教练)"),
    ],
    # A stay away for a term (交换, 外派, 驻外, 出国读书) ends when one is back (交换结束回国了, 外派回来了).
    "away": [
        (SET, r"(?<![不没])(?:在[^，。,；;]{1,8}?(?:交换|访学|外派|驻外|常驻|留学)|当交换生|出国交换|(?:被)?外派(?:到|去)|派驻(?:到|在)|驻扎在|援藏|援疆)"),
        (END, r"(?:交换|访学|外派|驻外|援藏|援疆|留学)(?:结束|期满|到期)(?:了)?|(?<![不没要想])回国了|(?:外派|交换|访学|留学|读书)回来了|学成归国|调回国内"),
        # a couple apart (我跟男朋友异地，他在广州), then together (不用异地了, 她辞职过来了, 现在我俩同居)
        (SET, r"(?<![不没])异地(?:恋)?(?!结束|了)"),
        (END, r"不用(?:再)?异地了|(?:结束了?|告别了?)异地|异地(?:恋)?(?:终于)?结束了|"
              r"(?:我俩|我们俩?|俩人|两个人)(?:现在|终于)?(?:同居了?|住一块儿?了?|住在一起了?|住一起了?|挤一个)|"
              r"^(?:他|她)(?:辞职|辞了工作)?(?:过来|搬过来|调过来)了|不用(?:再)?(?:隔着|每周|每月|每个月)"),
    ],
    "hospital": [
        (SET, r"住院|在医院|在ICU|在icu|进了医院|送医院|进了ICU|进了icu|"
              # a ward or intensive care lived in for now (住在新生儿重症监护室, 还在NICU): a stay, not a home
              r"(?:住在|住进了?|还在|在|进了|转进了?)(?:新生儿|儿童)?(?:重症监护室|监护室|NICU|nicu|PICU|picu|CCU|ccu|病房|抢救室)"),
        (END, r"出院|转到普通病房"),
    ],
    **ZH_HEALTH_FRAMES,
    # 打控卫 -> 改打中锋, 当替补 -> 进首发, 是群主 -> 就是个普通群员: one place in a team or group at a time.
    "position": [
        (SET, r"(?:打|踢|当|做|担任|是|唱|改唱|改打|改踢|改当|改成|换成|换到|调到|进|成了|成为|升为|升成|升到|降为|变成|就是)了?(?:个|一名|一个)?"
              r"(?:[^，。,；;!！]{0,10}?的)?(?P<v>" + _ZH_POSITION + r")"),
        (END, r"卸任|(?:" + _ZH_POSITION + r")(?:我)?(?:不当了|不干了|辞了|交出去了)"),
    ],
    # 中国国籍 -> 入籍了, 拿的是永久居民身份 -> 成了加拿大公民: whose citizen one is, or the papers one stays on.
    # The faith one keeps (受洗了…以后就是基督徒了, 我信佛): one at a time.
    "religion": [
        (SET, r"(?P<v>基督徒|佛教徒|天主教徒|穆斯林|道教徒)|(?<![不没])(?P<w>信(?:了)?(?:佛|基督|耶稣|天主|伊斯兰|道教))|(?P<x>受洗|皈依)"),
    ],
    "citizenship": [
        (SET, r"(?P<v>" + _ZH_NATION + r")国?籍(?!贯)|(?:成了|成为|是|变成|就是)了?(?:一名|一个)?(?P<w>" + _ZH_NATION + r")?公民|"
              r"(?P<x>永久居民|绿卡|工作签证|学生签证|留学签证|工签|学签)"),
        (SET, r"入籍|宣誓入籍|拿到了?(?:" + _ZH_NATION + r")?(?:国籍|绿卡|公民身份|护照|PR|pr|永居|永久居留权?|枫叶卡)"),
    ],
}
