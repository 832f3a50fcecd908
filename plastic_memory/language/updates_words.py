"""The words of updates in Chinese and English: what a remark says about an attribute (a slot) of someone, and
the words that end a state.

Each slot lists frames that set it (with the value they name, group `v`; `who` when the holder is not the clause's
subject: 给儿子报了个托班, "let me go") and frames that end it; judgement/updates.py reads them. These are classes
of phrasing (where one lives, works, studies; that a state stopped), built on the word classes of update_classes.py,
not sentences. English frames are matched on lower-cased text with straight apostrophes.
"""

from __future__ import annotations

import re

from . import change_verbs as cv

from .update_classes import (EN_BODY, EN_CONDITION_SUFFIXES, EN_CONDITIONS, EN_DEPARTMENTS, EN_DWELLINGS, EN_EMPLOYERS, EN_GOOD_RESULTS,
                             EN_GRADES, EN_ROLE_SUFFIXES, EN_ROLES, EN_SCHOOLS, EN_TEAMS, EN_TESTS, PETS, ZH_AIDS, ZH_CONDITION_ENDS, ZH_DWELLINGS,
                             ZH_BODY, ZH_GOOD_RESULTS, ZH_GRADES, ZH_ROLE_ENDS, ZH_SCHOOLS, ZH_TEAMS, ZH_TESTS, ZH_UNITS, ZH_WORKPLACES)


def _any(words) -> str:
    return "(?:" + "|".join(sorted(words, key=len, reverse=True)) + ")"


SET, END = "set", "end"

# Slots that hold one value at a time: a new value replaces the old one. The others (health, allergy) hold many:
# an end that names no value there updates only the newest remark in the slot ("不过敏" after "可能对芒果过敏").
SINGLE = frozenset(
    {"job", "home", "school", "major", "team", "partner", "hospital", "diet", "commute", "shift", "bedtime", "waketime", "phone",
     "pregnancy", "household", "hair"}
)
LATEST = frozenset({"health", "allergy"})
CLOCKS = frozenset({"bedtime", "waketime"})  # slots whose value is a time of day

_ROLE = _any(ZH_ROLE_ENDS)
# A role by its word or by how a role word ends ("illustrator", "dentist", "librarian").
_EN_ROLE = r"(?:[a-z\-]+ ){0,2}(?:" + _any(EN_ROLES) + r"|[a-z]{3,}(?:" + "|".join(EN_ROLE_SUFFIXES) + r"))s?\b"
_UNIT = _any(ZH_UNITS)
_ZH_SCHOOL = _any(ZH_SCHOOLS)
_ZH_GRADE = _any(ZH_GRADES)
_ZH_TEAM = _any(ZH_TEAMS)
_ZH_WORKPLACE = _any(ZH_WORKPLACES)
_EN_TEAM = _any(EN_TEAMS)
_EN_SCHOOL = _any(EN_SCHOOLS)
_EN_GRADE = _any(EN_GRADES)
_EN_DEPARTMENT = _any(re.escape(x) for x in EN_DEPARTMENTS)
# The part of an employer after "to the …": "transferred me to the airport location", "moved to the Denver office".
_EN_SITE = (r"(?:office|branch|store|location|site|plant|campus|hospital|clinic|unit|ward|department|division|shop|warehouse|restaurant|"
            r"factory|facility|precinct|station|base|headquarters|hq|team|club)")
_ZH_TESTS = _any(ZH_TESTS)
_ZH_GOOD = _any(ZH_GOOD_RESULTS)
_EN_GOOD = _any(EN_GOOD_RESULTS)
_COND = "(?:" + _any(ZH_CONDITION_ENDS) + ")"
_EN_COND = r"(?:" + _any(EN_CONDITIONS) + r"s?|[a-z]+(?:" + "|".join(EN_CONDITION_SUFFIXES) + r"))\b"
_DWELLING = _any(EN_DWELLINGS) + r"\b"
_EN_PET = _any(w for words in PETS.values() for w in words if w.isascii())

# slot -> [(mode, regex source)] per language. `v` is the value the frame names, when it names one.
# How one got to work on one day is an outing, not how one gets there (今天坐地铁上班，路上花了27分钟).
_NOT_ONE_DAY_ZH = r"^(?![^。！？]*(?:今天|昨天|前天|今早|今晚|刚才|这次|那天|上次))[^。！？]*?"
_NOT_ONE_DAY_EN = r"^(?![^.!?]*\b(?:today|yesterday|this morning|tonight|last (?:night|week)|once)\b)[^.!?]*?"

ZH_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        (SET, r"(?<!现)在(?P<v>[^，。,；;]{1,12}?)(?:上班|工作|实习|打工|兼职|干活|任职)"),
        (SET, r"(?<![不没])(?:当|做|干)(?:了|上了|上)?(?P<v>[^，。,；;了]{0,6}" + _ROLE + ")"),
        (SET, r"在(?:一家|一个|家|个)?(?P<v>[^，。,；;在]{1,8}?(?:公司|外企|国企|央企|私企|厂|医院|学校|银行|店|单位|机关|事务所))(?:里)?(?:做|当|干)"),
        (SET, r"(?:我是|是一名|是一个|是个|现在是)(?P<v>[^，。,；;]{0,8}" + _ROLE + ")"),
        (SET, r"(?:跳槽到|跳槽去|入职|改行做|改行当|转行做|转行当)(?P<v>[^，。,；;了]{1,10}?" + _ROLE + r"|[^，。,；;了]{1,8})"
              r"(?=了|，|。|$|，)"),
        (SET, r"(?:被)?(?:调(?:去|到|往)|调岗(?:到|去)|转岗(?:到|去)|借调(?:到|去)|派(?:去|到|驻))(?P<v>[^，。,；;了]{1,10}?" + _UNIT + ")"),
        (SET, r"(?:升(?:职)?(?:为|成|到)|晋升(?:为|到|成)|提拔(?:为|成)|转(?:成|为)|转正(?:为|成)|当上了?|成了|成为了?)(?P<v>[^，。,；;了]{0,8}" + _ROLE + ")"),
        (SET, r"开了(?:个|一家|家)?(?P<v>[^，。,；;]{1,8}?(?:店|公司|工作室|馆))"),
        (SET, r"换了(?:份|个|一份)?工作|换工作了|跳槽了|转行了|改行了|转正了|(?:重新|又|回去|出来|回到职场)(?:出来)?(?:上班|工作)了"),  # the job changed, whatever it is now
        (SET, r"(?:升|提拔|被提拔)(?:职)?(?:了)?(?P<v>[^，。,；;了]{0,6}" + _ROLE + r")了"),
        (SET, r"(?:升任|当选|接任|接替|出任|担任|被聘为|聘为|受聘为|荣升)(?:为|成)?(?P<v>[^，。,；;了]{0,8}" + _ROLE + ")"),
        (SET, r"(?:进了|去了|入职了?|跳到了?)(?:一家|一个|家|个)?(?P<v>[^，。,；;了]{1,10}?" + _ZH_WORKPLACE + ")"),
        (SET, r"去(?P<v>[^，。,；;了]{1,12}?)(?:上班|工作|实习|打工|任职)了"),
        (SET, r"找到(?:了)?(?:新)?(?:工作|下家|班上)|有工作了|(?<![没不])入职了|上岗了|开始上班了|拿到(?:了)?offer"),  # 失业 -> 找到工作了
        (SET, r"(?P<v>自由职业|自己单干|出来单干)"),
        (SET, r"(?P<v>全职(?:妈妈|爸爸|太太|主妇)|家庭主妇|全职在家|在家带孩子)"),
        (END, r"辞职|辞了|辞掉了|离职|退休|下岗|失业|待业|裸辞|辞工|不干了|被(?:公司|单位|老板|厂里|领导)?(?:裁|辞退|开除|炒|优化|劝退)|"
              r"最后一天(?:上班|班)|在[^，。,；;]{1,10}?(?:上班)?的最后一天|在找工作|找工作中|没(?:有)?工作了|丢了工作|工作丢了|丢了饭碗|饭碗丢了|工作没了|不(?:上班|教书|教课)了|不当[^，。,；;]{1,6}了|不在[^，。,；;]{1,8}(?:干|上班|工作)了"),
    ],
    "home": [
        (SET, r"(?<![先暂时临])住(?:在|进了?|到了?)?(?!院|得|过|不|着|一晚|几天)(?P<v>[^，。,；;了的]{2,12})"),  # 先住我妈家: a stay, not a home
        (SET, r"(?:家|房子|公寓|宿舍|住处)(?:现在)?在(?P<v>[^，。,；;了]{2,12})"),
        # taken in by family: 奶奶被我们接到城里来了, 把我妈接过来一起住了
        (SET, r"搬(?:来|过来|回来)?(?:跟|和)(?P<v>我们|我)(?:一起|一块)?住"),
        (SET, r"(?:把(?P<who>[^，。,；;把]{1,4}?))?接(?:到|去|来|过来)(?P<v>[^，。,；;了]{0,8}?)(?:来|去)?(?:住|一起住|一块住|养老)?了"),
        (SET, r"搬(?:到了|到|去了|去|回了|回|进了|进)(?P<v>[^，。,；;了]{2,12})"),
        (SET, r"(?:合租|租住|借住)在(?P<v>[^，。,；;了]{2,12})"),
        (SET, r"在(?P<v>[^，。,；;]{2,12}?(?:租|买|合租)了?(?:个|一个|一套|套|间|一间|栋|一栋)?" + _any(ZH_DWELLINGS) + ")"),
        (SET, r"换房了|换了(?:个|套)?(?:房子|住处|地方住)|搬家了|搬新家"),
        (SET, r"(?:定居|落脚|安家|落户)(?:在|到|于)?(?P<v>[^，。,；;了]{2,12})"),
        (SET, r"(?:跟|和)(?P<v>爸妈|父母|家里人|我妈|我爸|爷爷奶奶|外公外婆|室友|朋友|男朋友|女朋友|对象|老公|老婆)(?:一起)?住(?![院了过])"),
        (SET, r"(?:移民|移居)(?:到|去)?(?P<v>[^，。,；;了]{2,12})|在(?P<w>[^，。,；;]{2,10}?)安顿(?:下来)?了"),
        (SET, r"搬(?:来|回)(?:了)?(?P<v>[^，。,；;了]{2,8})了"),
        (END, r"搬出(?:来|去)(?:自己)?(?:住)?了|搬出(?:了)?(?:宿舍|家里|老家|父母家|爸妈家)了?|搬走了|退租了?|分开住了?|不住(?:在)?一起了"),
        (END, r"不在(?P<v>[^，。,；;了]{2,6}?)(?:待|住|呆|生活)?了"),  # 不在上海了: gone from where one lived
    ],
    "partner": [
        (SET, r"(?:在)?(?:跟|和)[^，。,；;]{1,6}?(?:谈恋爱|交往|约会)|有(?:女朋友|男朋友|对象)了|在一起|结婚|已婚|订婚|交往|领证|脱单|谈恋爱了|在谈恋爱|在约会|开始约会|约会了|求婚成功|"
              r"答应了[^，。]{0,4}求婚|嫁给了|娶了|复合|异地恋|恋爱中|在恋爱|热恋|官宣|表白成功|确定(?:了)?关系|处对象|办了婚礼|嫁人了|成家了|"
              r"(?:我们|我俩|咱俩|跟他|跟她|和他|和她|跟(?:男|女)朋友|和(?:男|女)朋友|跟老公|跟老婆|和老公|和老婆|跟对象|和对象)[^，。]{0,4}(?:和好|重新在一起|又在一起)"),
        (END, r"(?:我们|我俩|咱俩)[^，。]{0,3}(?:不联系了|断了联系|断联了|没联系了)|分手|分了|离婚|离了|分居|(?<!解)散了|单身|吹了|掰了|分开了|散伙|被甩了|甩了(?:他|她)|感情结束|恢复单身|回归单身|没有对象|没对象|没谈过?恋爱|没(?:有)?(?:男|女)朋友|一个人过"),
    ],
    "school": [
        (SET, r"在(?P<v>[^，。,；;]{1,10}?" + _ZH_SCHOOL + ")"),
        (SET, r"(?:读|上|念|升)了?(?P<v>幼儿园[^，。,；;]{0,3}|小学|初中|高中|大学|研[一二三]?|博[一二三]?|[一二三四五六七八九]年级|初[一二三]|高[一二三]|大[一二三四五])"),
        (SET, r"(?:转到了?|转学到了?|转学去了?|转去了?|考上了?)(?P<v>[^，。,；;了]{2,10})"),
        (SET, r"转学了|转校了|换了(?:个|所|一所)?学校"),  # the school changed, whatever it is now
        (SET, r"(?:升|上|读|念|进|升入|读到)了?(?P<v>" + _ZH_GRADE + ")"),
        (SET, r"^(?:我|孩子|儿子|女儿|闺女)?(?:现在|已经|都)?(?P<v>大[一二三四五]|研[一二三]|博[一二三]|高[一二三]|初[一二三])了"),
        (SET, r"(?:升入|考进了?|进了|被)(?P<v>[^，。,；;了]{1,10}?" + _ZH_SCHOOL + r")(?:录取)?"),
        (SET, r"(?P<v>[\u4e00-\u9fff]{1,4}(?:大学|大))读(?:研|博|书)"),
        (SET, r"上的是(?:一家|一所|一个)?(?P<v>[^，。,；;]{1,10}?" + _ZH_SCHOOL + ")"),
        (SET, r"给(?P<who>[^，。,；;]{1,3}?)(?:换|转|报|找)了?(?:个|一个|一家|一所|家|所)?(?P<v>[^，。,；;]{1,8}?" + _ZH_SCHOOL + ")"),
        (END, r"毕业|退学|休学|辍学|肄业"),
    ],
    "major": [
        (SET, r"(?:学的是|读的是|专业是|主修)(?P<v>[^，。,；;]{2,8})"),
        (SET, r"(?:转到|转去|换到|改学|改读|转读)(?P<v>[^，。,；;了]{2,8}?)(?:专业|系)"),
        (SET, r"转专业|换专业|改专业|换了(?:个)?专业"),
    ],
    "team": [
        (SET, r"在(?P<v>[^，。,；;]{0,8}?" + _ZH_TEAM + ")"),
        (SET, r"(?:调到|转岗去|转岗到|转到|参加了|加入了?|换去|换到|进了)(?P<v>[^，。,；;了]{1,8}?" + _ZH_TEAM + ")"),
        (SET, r"是(?:一支|一个|一名)?(?P<v>[^，。,；;是]{0,8}?" + _ZH_TEAM + r")的[^，。,；;]{0,4}?" + _ROLE),  # 是校篮球队的队长
        (END, r"退出(?:了)?[^，。,；;]{0,6}?(?:队|团|社|俱乐部)|从[^，。,；;]{1,8}?(?:队|团|社|俱乐部)退出|退队|退团|退社"),
    ],
    "diet": [
        (SET, r"(?<![不没])(?:吃素|素食|生酮|断碳|轻断食)"),
        (END, r"开荤|(?:又|重新|开始)吃(?:肉|荤)"),
    ],
    # How one wears one's hair: 长头发 -> 剪成短发了, 黑头发 -> 染成了棕色.
    "hair": [
        (SET, r"(?:我是|留着|一头|我)(?P<v>长发|短发|卷发|直发|长头发|短头发|卷头发|光头|寸头|黑发|金发|红发|白发|板寸)"),
        (SET, r"(?:头发)?(?:剪|染|烫|拉|留|剃)(?:成|了)(?:个)?(?P<v>长发|短发|卷发|直发|光头|寸头|板寸|[^，。,；;了]{1,3}色|波波头|锁骨发|大波浪)"),
        (SET, r"头发(?:剪了|剪短了|剃了|染了|烫了)"),
        (SET, r"^(?:现在|剪成了?|剪了个?)?(?:齐耳|齐肩|齐腰|及肩|一头)?(?P<v>短发|长发|卷发|直发|寸头|光头|板寸|波波头|锁骨发)(?:了)?$"),
    ],
    # How one gets to work or school: one way at a time (坐地铁上班 -> 改开车上班了).
    "commute": [
        (SET, _NOT_ONE_DAY_ZH + r"(?:坐|乘|搭)(?P<v>地铁|公交车?|班车|高铁|轮渡)(?:去)?(?:上班|上学|通勤)|"
              + _NOT_ONE_DAY_ZH + r"(?P<w>(?:骑|开)(?:电动车|电瓶车|自行车|单车|摩托车?|车))(?:去)?(?:上班|上学|通勤)"),
        (SET, _NOT_ONE_DAY_ZH + r"(?P<v>走路|步行|打车)(?:去)?(?:上班|上学)"),
    ],
    # Which shift one works, when one goes to bed or gets up, which phone one uses: one at a time (早班 -> 调到晚班了).
    "shift": [
        (SET, _NOT_ONE_DAY_ZH + r"(?:上|是|调到|转到|换到|改上|改成|倒|值)(?:的是)?(?P<v>(?:早|晚|夜|白|中|大夜|小夜)班)(?![车机])"),
    ],
    "bedtime": [
        (SET, _NOT_ONE_DAY_ZH + r"(?:一般|通常|平时|每天|每晚|都|现在|最近|这段时间)[^，。,；;]{0,3}?"
              r"(?P<v>(?:凌晨|晚上|夜里|半夜)?[一二两三四五六七八九十\d]{1,3}点(?:半|多|左右|前|以前|之前|后|以后)?)"
              r"(?:才|就|前就|准时|左右就|左右才)?(?:睡|上床|入睡)"),
    ],
    "waketime": [
        (SET, _NOT_ONE_DAY_ZH + r"(?:一般|通常|平时|每天|都|现在|最近|这段时间)[^，。,；;]{0,3}?"
              r"(?P<v>(?:早上|凌晨|上午)?[一二两三四五六七八九十\d]{1,3}点(?:半|多|左右|前|后)?)(?:就|才|准时)?(?:起床|起来|醒)"),
    ],
    "phone": [
        (SET, r"(?:用的是|用着|在用|换了|换成了?|买了|入了|换回了?)(?:一)?(?:个|部|台)?(?:新的?)?"
              r"(?P<v>苹果|iphone|华为|小米|三星|oppo|vivo|荣耀|一加|魅族|红米|安卓)(?![^，。,；;]{0,4}(?:平板|笔记本|电脑|手表|耳机|手环|pad|电视))"),
    ],
    # A pregnancy ends in a birth (怀孕五个月了 -> 宝宝出生了): the birth is the mother's news, whoever is born.
    "pregnancy": [
        (SET, r"怀孕|怀上了|有喜了|怀了(?:二胎|三胎|宝宝|孩子)?|孕(?:早|中|晚)期"),
        (SET, r"(?<![不没])(?P<v>备孕)"),
        (END, r"(?:宝宝|孩子|儿子|女儿|二胎|三胎|老二|老三)[^，。,；;]{0,6}?(?:出生了|生了|降生|来了|落地)|生(?:了|完|下)(?:个|一个)?(?:宝宝|孩子|儿子|女儿|闺女)|"
              r"卸货了|坐月子|顺产|剖腹产|剖宫产|流产了|胎停|(?:^|我|她|老婆|媳妇|老婆顺利|顺利)生了(?=[，。,；;！!]|$)"),
    ],
    # Whom one lives with: alone, with roommates, with someone named (我一个人住, "my roommate is Jess").
    "household": [
        (SET, r"(?:跟|和)(?P<v>[^，。,；;]{1,6}?)合租|(?P<w>一个人住|独居|自己住)"),
    ],
    "hospital": [
        (SET, r"住院|在医院|在ICU|在icu|进了医院|送医院|进了ICU|进了icu"),
        (END, r"出院|转到普通病房"),
    ],
    "health": [
        (SET, r"(?:得了|查出(?:来)?(?:是|了)?|确诊(?:了|为|是)?|诊断(?:出|为|是)|患(?:有|了)|其实是|原来是|(?:怀疑|疑似)(?:我|他|她)?(?:是|有|得了)?)(?P<v>[^，。,；;]{0,8}?" + _COND + ")"),
        (SET, r"(?:打着|打了|拄着|拄上|坐着|坐上了)(?P<v>石膏|拐杖|拐|轮椅|夹板|支具)"),
        # an everyday illness caught, a part of the body hurt: 我感冒了, 脚崴了
        (SET, r"(?:^|我|他|她)(?:最近|这两天|又|有点|好像)?(?P<v>感冒|发烧|咳嗽|拉肚子|嗓子疼|胃疼|头疼|牙疼|腰疼|中暑)了"),
        (SET, r"(?P<v>" + _any(ZH_BODY) + r")(?:崴|扭|摔|伤|骨折|拉伤|扭伤|骨裂)了"),
        # a condition said bare after whose it is, closing the clause: 我腰椎间盘突出, 我妈高血压
        (SET, r"^我(?:妈|爸|老婆|老公|儿子|女儿|奶奶|爷爷|姥姥|姥爷|外婆|外公|哥|姐|弟|妹)?(?P<v>" + _COND + r")(?=[，。,；;！!]|$)"),
        (SET, r"(?:有|长了)(?:个|一个|颗|一颗)?(?P<v>[^，。,；;有]{0,6}?" + _COND + ")"),
        (END, r"误诊|良性|不是恶性|(?:可以|已经|终于)?停药|不用(?:再)?(?:吃药|打针|打胰岛素)|转阴|" + _ZH_TESTS + r"[^，。,；;]{0,6}" + _ZH_GOOD),
        (END, r"(?P<v>[^，。,；;]{0,6}?" + _COND + r")(?:已经|终于|基本|全)?(?:好了|好得差不多了|痊愈了?|治好了|康复了?|没了)"),
        (END, r"(?P<v>" + _any(ZH_BODY) + r")(?:已经|终于|基本|全|彻底)?(?:好了|不疼了|消肿了|恢复了|痊愈了|长好了)"),
        # a course of treatment done, a recovery told: 手术做完恢复得不错, 化疗结束了
        (END, r"(?:手术|治疗|疗程|化疗|放疗|透析)(?:已经|终于|总算)?(?:做完|结束|完成|做好)了?|恢复得(?:不错|很好|挺好|差不多了?)|(?:已经|基本)?康复了|痊愈了"),
        (END, r"(?P<v>" + _any(ZH_AIDS) + r")(?:终于|已经)?(?:拆了|拆掉了|拿掉了|不用了|扔了)"),
    ],
    "allergy": [
        (SET, r"对(?P<v>[^，。,；;]{1,8}?)过敏|过敏(?:的|源|原)(?:是|为)(?P<w>[^，。,；;]{1,8})"),
        (END, r"对(?P<v>[^，。,；;]{1,8}?)不过敏|不过敏|没有过敏|不是过敏|过敏[^，。,；;]{0,4}(?:阴性|排除)"),
    ],
}
EN_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        (SET, r"\bi (?:work|worked)(?: [a-z]+ly| part-time| full-time)? (?:as|at|for|in) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\bi'?m (?:a|an) (?P<v>[a-z]+(?: [a-z]+)?) (?:at|for|in|now)\b"),
        (SET, r"\bi'?m (?:now )?(?:a|an|the) (?P<v>" + _EN_ROLE + r")"),
        (SET, r"\bi'?ve been (?:a|an) (?P<v>" + _EN_ROLE + r")"),
        # a role said without "I'm": "Officially an associate attorney now", "now a full-time nurse!"
        (SET, r"^(?:(?:so |and )?(?:officially|finally|now|just|also) )+(?:a|an) (?P<v>" + _EN_ROLE + r")(?: now)?\b"),
        (SET, r"(?<!that )(?<!it )(?<!which )(?<!this )(?<!what )\b(?:works|is working) (?:as|at|for|in) "
              r"(?!me\b|you\b|us\b|both\b|everyone\b|them\b|all\b)(?P<v>[^,.;!]{2,40})|\b(?:is|'s) (?:a|an) (?P<w>" + _EN_ROLE + r")"),
        (SET, r"\bi teach (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi'?m (?:now |currently |still )?(?:interning|temping|employed) (?:at|for|with) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:switched|changed) careers\b|\bcareer change\b"),
        (SET, r"\bi (?:manage|run|own) (?:a|an|the) (?P<v>[a-z ]{0,20}?(?:shop|store|restaurant|cafe|bar|salon|gym|clinic|studio|bakery|"
              r"daycare|practice|food truck|franchise))\b"),
        (SET, r"\b(?:is|'s|am|i'm|are) (?:now )?in the (?P<v>army|navy|military|marines|air force|national guard|reserves|coast guard)\b"),
        (END, r"\bgot out of the (?:army|navy|military|marines|air force|service)\b|\b(?:left|retired from) the (?:army|navy|military|marines|air force)\b|"
              r"\bout of a job\b"),
        (END, r"\b(?:left|quit) (?P<n>[a-z]+)\b(?! (?:for|to|at|in|on|early)\b)"),  # "left Amazon": an employer by its name
        (SET, r"\bgot the job\b|\bgot hired\b|\b(?:i'm|i am) (?:employed|working) again\b|"
              r"\b(?:went|going|gone|got|am going) back to work(?: (?:full|part)[- ]time)?\b(?! (?:today|tomorrow|on|after))|\breturned to work (?:full|part)[- ]time\b"),
        # a job said by what one does all day: "I wait tables at a diner", "I drive for FedEx"
        (SET, r"\bi (?:still |now |currently )?(?P<v>wait (?:on )?tables|tend bar|bartend|nanny|clean houses|drive (?:a truck|a cab|a taxi|a bus|"
              r"a forklift|for [a-z]+)|deliver (?:for|with) [a-z]+|cut hair|do hair|do nails|stock shelves)\b"),
        (SET, r"\b(?:new|my|first|dream|full-time|part-time|a) job (?:at|as|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:got|been|was|just) (?:hired|promoted|appointed) (?:as|to) (?:a |an |the )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:took|accepted|landed|got|started) (?:a |an |the |my )?(?:new )?(?:job|position|role|gig) (?:as|at|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi do (?P<v>[a-z ]{2,25}) (?:for|at) (?:a|an|the|my) (?:[a-z']+ ){0,3}" + _any(EN_EMPLOYERS) + r"\b"),
        # Hired by a place, a jump to another employer, a start at work there, a promotion by someone, the classes one
        # teaches now.
        (SET, r"\b(?:got |been |was |just |finally |recently )?(?:hired|taken on|brought on) (?:at|by|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:made the (?:jump|leap)|jumped ship) (?:over )?to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi (?:start|begin|started|began) (?:work(?:ing)?|my new job|the new job|my new position) (?:at|with) (?P<v>[^,.;!]{2,30}?)"
              r"(?= on\b| next\b| in\b| this\b| tomorrow\b|[,.;!]|$)"),
        (SET, r"\b(?:they|he|she|my (?:boss|manager|company)) promoted me\b|\bgot (?:a |my )?promotion\b"),
        (SET, r"\bi'?m (?:now )?teaching (?P<v>(?:[a-z0-9]+ ){0,3}(?:school|grade|math|english|science|history|art|music|chemistry|"
              r"biology|physics|kindergarten|preschool|college|university|classes|class))\b"),
        (SET, r"\bi (?:drive|deliver) for (?P<v>[a-z]+)"),
        (SET, r"\bi'?m (?:working in|working as) (?P<v>[^,.;!]{2,30}?) now\b|\b(?:i|he|she|they|[a-z]+) (?:[a-z]+s?) (?P<w>[a-z ]{2,25}?) for a living\b"),
        (SET, r"\b(?:opened|started|run) my own (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:changed|switched) jobs\b|\b(?:got|started|found|landed|took|went back to|back at) (?:a|an) (?!(?:temp|temporary|second|side|part-time|summer|extra|weekend|odd)\b)(?:[a-z\-]+ ){0,2}(?:job|position)\b"),  # a second job adds one
        (SET, r"\b(?P<v>stay-at-home (?:mom|dad|mum|parent)|homemaker|housewife|househusband)\b"),
        (SET, r"\b(?:got |was |been |just |finally |recently )?(?:promoted|bumped up|moved up|stepped up|named|appointed|elected|hired|taken on|"
              r"brought on|took over as|became|become|start(?:ed|ing)? as|now work as) (?:to |as )?(?:a |an |the )?(?P<v>" + _EN_ROLE + r")"),
        (SET, r"\b(?:got |was |been )?made (?:(?P<who>me|him|her|us) )?(?:a |an |the )?(?P<v>partner|manager|lead|head [a-z]+|captain|supervisor|director|foreman|chief [a-z]+|senior [a-z]+)\b"),
        (SET, r"\b(?:transferred|relocated|moved|reassigned|posted|sent|shifted)(?: (?P<who>me|us|him|her))? (?:over )?to (?:the |our |a |an |their |another )?"
              r"(?P<v>[^,.;!]{1,30}?) (?!team\b|club\b)" + _EN_SITE + r"\b"),
        (SET, r"\bwent (?P<v>freelance|independent|solo|self-employed|full-time|part-time)\b|\b(?:i'm|i am) (?:now )?(?P<w>self-employed|freelancing)\b"),
        (END, (r"\b(?:quit|left|leaving) (?:my|the|this) (?:[a-z]+ )?(?:job|work|firm|company|position|employer)\b|"
              r"\bretired\b|\blaid off\b|\bjob hunting\b|\bunemployed\b|\bdon'?t work (?:at|for|there)\b|"
              r"\b(?:stopped|quit) working\b|\b(?:handed|turned|put) in my (?:two weeks'?(?: notice)?|notice|resignation)|"
              r"\bgave (?:my )?notice\b|\bresigned\b|\b(?:got|was|been) (?:fired|sacked|let go)\b|\bfired me\b|"
              r"\blost my job\b|\bbetween jobs\b|\bout of work\b|\bmy last day at\b|\bstepped down\b(?! from the (?:board|committee|team))|"
              r"\btook (?:early )?retirement\b|\b(?:position|role|job) (?:was|got) (?:eliminated|cut)\b|\bgot (?:canned|axed|the boot|the sack)\b|"
              r"\bmade redundant\b")),
        (END, r"\blet (?P<who>me|us|(?:[a-z0-9]+ ){1,2}of us|(?:my|our) [a-z]+) go\b"),
        (END, r"\b(?:internship|contract|placement|residency|apprenticeship|fellowship|temp job|seasonal job)"
              r" (?:has |is |just |finally )?(?:ended|over|finished|wrapped up|ran out|is up)\b"),
        # the tools of a job handed back, the last working day told
        (END, r"\b(?:handed|turned|gave) (?:in|back) (?:my|his|her) (?:apron|badge|keys|uniform|lanyard|scrubs|id|laptop)\b|"
              r"\b(?:did|worked|pulled|drove|flew|taught|finished) (?:my|his|her) (?:last|final) (?:shift|day|run|route|flight|class|"
              r"lesson|service|haul|job)\b|\b(?:my|his|her) (?:last|final) (?:shift|day at work|day on the job|working day)\b"),
        # a role said over years by someone ("my dad's been a trucker"), a start at a workplace, a role's life, a gig
        (SET, r"\b(?:my [a-z]+|he|she|[a-z]+)(?:'s| has) been (?:a|an) (?P<v>" + _EN_ROLE + r")"),
        (SET, r"\bstart(?:ed|ing) (?:at|with) (?:the |a |an )?(?P<v>[a-z][a-z' ]{0,25}?(?:hospital|clinic|pharmacy|office|firm|agency|"
              r"company|bank|store|restaurant|warehouse|plant|factory|lab|studio|startup|practice|school|bakery|salon|hotel))\b"),
        (SET, r"(?:^|[.!]\s*)(?P<v>" + _EN_ROLE + r") life\b"),
        (SET, r"\b(?:i'?m |i am |now |been )?(?:doing|driving|delivering) (?P<v>(?:deliveries|delivery|rideshare|uber|lyft|doordash|"
              r"instacart|grubhub|deliveroo|uber eats)\b[^,.;!]{0,20})"),
    ],
    "home": [
        (SET, r"\b(?:i|we) ?(?:live|lived|'m living|am living|'re living|are living) (?:with [^,.;!]{2,20}? )?(?:in|at|near|on) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:we|i) (?:just )?moved to (?!(?:the|our|a|an|their|another) (?:[a-z]+ ){0,3}" + _EN_SITE + r"\b)(?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:lives|is living|has lived) (?:with [^,.;!]{2,20}? )?(?:in|at|near|on) (?P<v>[^,.;!]{2,40})|\b(?:lives|is living) with (?P<w>us|me|(?:my|our) [a-z]+)\b"),
        (SET, r"\b(?:(?:my|our|his|her) [a-z]+(?: [a-z]+)?|they|we|i) (?:still )?(?:live|are living|have lived) (?:(?:out|up|down|over|back) )?"
              r"(?:in|at|near|on|by) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:i'm|i am|we're|we are) (?:living|crashing) (?:at|with) (?P<v>(?:my|our|a) [^,.;!]{2,30})"),
        (SET, r"\bbought (?:our|my|a|his|her|their) (?:first |new |own |forever )?(?:[a-z\-]+ )?" + _DWELLING),
        (SET, r"\bgot (?:his|her|their) own (?:[a-z\-]+ )?" + _DWELLING),
        (SET, r"\bmoved (?:back )?to (?!tears|(?:the|our|a|an|their|another) (?:[a-z]+ ){0,3}" + _EN_SITE + r"\b)(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:into|in to) (?:a |an |the |my |our )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved (?:onto|out to) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:relocated|moved back|moved home|moved back home) to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bback (?:in|home in|to) (?P<v>[a-z][a-z ]{1,20}) for good\b"),
        (SET, r"\b(?:i'm|we're|i am|we are) renting (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}" + _DWELLING + r"[^,.;!]{0,30})"),
        (SET, r"\b(?:i|we) (?:rent|own|share) (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}" + _DWELLING + r"[^,.;!]{0,30})"),
        (SET, r"\b(?:my|our) (?:apartment|house|place|home|flat|condo) is (?:in|on|near) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:got|bought|found|rented) (?:my|our) own (?:[a-z\-]+ )?" + _DWELLING + r"(?: in (?P<v>[^,.;!]{2,30}))?"),
        (SET, r"\b(?:bought|closed on|rented|found|signed (?:a lease )?(?:on|for)) (?:a |an |our |my )?(?:new )?(?:[a-z\-]+ )?" + _DWELLING + r" (?:out |up |down |over )?(?:in|near|outside|by) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bmoved in with (?P<v>[^,.;!]{2,30})|\b(?:we're|i'm|we are|i am) (?:now )?based (?:in|out of) (?P<w>[^,.;!]{2,30})"),
        (SET, r"\bgot the keys to (?:a |an |our |my |the )?(?:new )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bkeys to (?:a |an |our |my |the )?new (?:[a-z\-]+ )?" + _DWELLING + r"(?: (?:in|on|near|by) (?P<v>[^,.;!]{2,30}))?|"
              r"\b(?:our|my|the) new (?:[a-z\-]+ )?" + _DWELLING + r" (?:is )?(?:in|on|near|by) (?P<w>[^,.;!]{2,30})"),
        (SET, r"\b(?:i|we) (?:still |now |currently )?(?:live|living) with (?P<v>(?:my|our) (?:parents|mom|dad|mum|folks|family|"
              r"grandparents|grandma|grandpa|in-laws|aunt|uncle))\b"),
        (SET, r"\bmoved out of (?:my|our|the|his|her) (?:[a-z']+ ){0,2}(?:place|house|home|apartment|flat|basement)\b|"
              r"\bmoved (?:up|down|over|out) here\b"),
        (SET, r"\b(?:my|our) new (?:[a-z\-]+ )?" + _DWELLING + r"|\bmoved (?:back )?here\b|\bemigrated to (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|we're|i am|we are) (?:in|living in) (?!" + _EN_DEPARTMENT + r" now\b)(?P<v>[a-z][a-z ]{1,20}) now\b"),
        (SET, r"\bi live with (?P<v>roommates|(?:my|a) roommates?|my (?:parents|folks|mom|dad|family|grandparents|boyfriend|girlfriend|partner))\b"),
        (SET, r"\b(?:i|we) rent (?:a place |an apartment |a house )?(?:in|near) (?P<v>[^,.;!]{2,30})"),
        (END, r"\bmoved out(?: of\b)?"),
    ],
    "partner": [
        (SET, r"\b(?:got|have|found|i've got) (?:a |an )?(?:new )?(?:bf|gf|boyfriend|girlfriend)(?: now)?\b"),
        (SET, r"\b(?:married to|engaged to|dating|seeing (?:someone|somebody|a (?:guy|girl|man|woman))|started seeing|in a relationship|got married|got engaged|"
              r"tied the knot|said yes|(?:are|we're|i'm|is) (?:now )?(?:engaged|married))\b|"
              r"\bback together\b|\bgot back together\b|\bgetting back together\b|\b(?:we|we've|we have) (?:worked (?:it|things) out|made up)\b|"
              r"\breconciled\b|\bpatched things up\b|\bgave (?:it|us|our relationship) another (?:shot|try|go)\b|\beloped\b|\bgot hitched\b|"
              r"\bexchanged vows\b|\bmoved in together\b"),
        (END, (r"\bbroke up\b|\bsplit up\b|\bcalled it quits\b|\bended things\b|\bdumped (?:me|him|her)\b|\bgot dumped\b|"
               r"\bwe split\b(?! (?:the|a|it|up the))|\bwent our separate ways\b|\bit'?s over between\b|\bsingle again\b|\bback on the market\b|"
               r"\bbroke off the engagement\b|\bcalled off the (?:wedding|engagement)\b|\b(?:she|he) left me\b(?! (?:a|some|alone|the|with|at|in|behind|for a))|\bdivorced\b|\bseparated\b|\bcalled off the engagement\b|\b(?:i'?m|is|'s|are) single\b(?!-)|"
               r"\bdivorce(?: from [a-z]+)? (?:was |is |has been |got |went )?(?:finali[sz]ed|final|through)\b|\bhaven'?t dated\b|"
               r"\bnot dating anyone\b|\bnever (?:had a (?:boyfriend|girlfriend)|dated)\b|"
               r"\b(?:we|[a-z]+ and i)(?:'re| are) (?:officially |so |totally )?(?:done|over|through|finished)\b(?! with\b)")),
    ],
    "school": [
        (SET, r"\bgoes to (?P<v>[^,.;!]{2,30})"),
        (SET, (r"\b(?:is|are|i'm|he's|she's|they're|'s) (?:in|at) (?:a |an )?(?P<v>preschool|kindergarten|daycare|[a-z0-9]+ grade[^,.;!]{0,30}|"
              r"(?:year|grade) \d{1,2}\b[^,.;!]{0,30}|"
              r"(?:[a-z]+ ){0,2}(?:elementary|middle|high|school|college|university|academy|montessori)(?! of\b)[^,.;!]{0,10})")),
        (SET, r"\bstudying [a-z ]{1,20} at (?P<v>(?:the )?[a-z ]{0,20}(?:university|college|school|academy|institute|uni)\b[^,.;!]{0,10})"),
        (SET, r"\bstudying [a-z ]{1,20} at (?P<n>[a-z]+)\b"),  # "at Georgia Tech": a school by its name
        (SET, r"\b(?:i'm|i am|he's|she's|is) (?:a |an |in (?:the |my |his |her )?)?(?:freshman|sophomore|junior|senior|grad student|student|(?:first|second|third|fourth|final)[- ]year)(?: student)? (?:at|of|in) (?:a |an |the )?(?P<v>[^,.;!]{2,40})"),
        (SET, (r"\b(?:transferred|switched|moved)(?: (?P<who>my [a-z]+|him|her|them))? to (?P<v>[^,.;!]{2,30}?(?:state|university|college|school|"
              r"elementary|middle|high|academy))\b")),
        (SET, r"\benrolled (?P<who>[a-z]+) (?:in|at) (?:the |a )?(?P<v>[^,.;!]{2,30})"),
        (SET, r"\bstarted (?P<v>kindergarten|preschool|school|college|middle school|high school|first grade)\b"),
        (SET, r"\b(?:is|are|'s|'re) (?:now )?(?:going to|attending) (?:a |the )?(?P<v>(?:[a-z]+ ){1,2}(?:school|elementary|academy|college))\b"
              r"(?![^,.;!]*\b(?:next|tomorrow|soon|later|today|tonight|someday|this fall|in the fall)\b)"),
        (SET, r"\b(?:i'm|i am) (?:doing|getting|working on|pursuing|finishing) (?:my|a) (?P<v>master'?s|phd|doctorate|mba|bachelor'?s)\b"),
        (END, r"\b(?:finished|completed|got|earned|defended) (?:my|a) (?:master'?s|phd|doctorate|mba|bachelor'?s|dissertation)\b"),
        (SET, r"\b(?:taking|take) (?:night |evening |online |weekend |part-time )?(?:classes|courses) (?:for|toward|towards) (?:my |a )?(?P<v>[a-z ]{0,20}?(?:degree|diploma|certificate|ged|mba))\b"),
        (SET, r"\bis homeschooled\b|\b(?:we|i) homeschool\b|\b(?:switched|changed|transferred|moved) schools\b"),
        (SET, r"\b(?:moved up to|going into|goes into|entered|entering|starts|started|starting|headed to|heading to|off to|will start|began) "
              r"(?:the |a )?(?P<v>" + _EN_GRADE + r"|(?:[a-z]+ ){0,2}" + _EN_SCHOOL + r")\b"),
        (SET, r"\b(?:got into|accepted (?:to|into|at)|admitted to|got accepted (?:to|into|at)|enrolled at) (?P<n>[a-z]+)\b"),
        (END, r"\bgraduated\b|\bdropped out\b|\bwithdrew from (?:school|college|university|the program)\b|\bleft school\b|\bfinished school\b|\b(?:passed|finished|completed) (?:my|the|all my) (?:boards|finals|program|programme|degree|course)\b"),
    ],
    "major": [
        (SET, r"\b(?:i'm|i am) studying (?P<v>[a-z ]{2,30}?) (?:at|in) (?!the library|home|the moment)"),
        (SET, r"\b(?:i'm |i am )?major(?:ing|ed)? in (?P<v>[a-z ]{2,30})"),
        (SET, r"\b(?:switched|changed) (?:my )?majors?(?: to (?P<v>[a-z ]{2,30}))?"),
        (SET, r"\bmy major is (?P<v>[a-z ]{2,30})"),
    ],
    "team": [
        (SET, r"\bplays? (?:[a-z ]{0,20} )?(?:for|on) (?P<v>(?:the|my|our|a|an) [^,.;!]{0,30}?" + _EN_TEAM + r"[^,.;!]{0,30})"),
        (SET, r"\bplays? (?:for|on|with) (?P<v>the [^,.;!]{2,30})"),
        (SET, r"\bsing (?:in|with) (?:a |the |my )?(?P<v>[^,.;!]{0,20}?(?:choir|chorus|band))"),
        (SET, r"\b(?:i'm|i am) (?:on|in) (?:a|an|the) (?P<v>(?:[a-z']+ ){0,3}?[a-z]+) (?:team|department|club|squad)\b"),
        (SET, r"\b(?:i'm|i am) (?:the|a|an) [a-z\-]+(?: [a-z\-]+)? (?:on|in|of|for|with) (?:a|an|the|my|our) (?P<v>(?:[a-z']+ ){0,3}?" + _EN_TEAM + r"\b[^,.;!]{0,30})"),
        (SET, r"\b(?:moved|transferred|switched) to the (?P<v>[a-z]+(?: [a-z]+)?) (?:team|department|club)\b"),
        (SET, r"\bjoined the (?P<v>[a-z]+(?: [a-z]+)?) (?:team|club|band|choir)\b"),
        (SET, r"\b(?:our|my) (?:team|band|club|crew|squad|choir|group)(?:'s name is| is (?:called|named)) (?P<v>(?:the )?[^,.;!]{2,30})|"
              r"\b(?:team|band|club|crew) (?:called|named) (?P<w>[^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|i am|i've been|i work|i worked) (?:now )?in (?P<v>" + _EN_DEPARTMENT + r")(?: now)?(?=[,.;!]|$| now\b| at\b| for\b)|"
              r"\b(?:moved|transferred|switched|reassigned)(?: (?P<who>me|us))? (?:over )?to (?P<w>" + _EN_DEPARTMENT + r")(?=[,.;!]|$| now\b)"),
        (SET, r"\b(?:a member|part) of (?:the|a|an) (?P<v>(?:[a-z']+ ){0,3}?" + _EN_TEAM + r")\b"),
        (END, r"\b(?:quit|left) (?:the |my |our )?(?:[a-z']+ ){0,2}" + _EN_TEAM + r"\b|\bswitched teams\b"),
        (END, r"\b(?:quit|left) the (?P<n>[a-z]+)\b"),  # "left the Hawks": a team named, when it is a name
    ],
    # How one wears one's hair: one way at a time (long hair -> a pixie cut, blonde -> dyed red).
    "hair": [
        (SET, r"\b(?:i|she|he|we)(?: still)? (?:have|has|'ve got|'s got|got) (?:really |very |super |pretty )?(?P<v>(?:long|short|curly|straight|"
              r"wavy|blonde?|brown|black|red|grey|gray|white|pink|blue|purple|green|dark|light|thick|silver)(?: [a-z]+)?) hair\b"),
        (SET, r"\b(?:my|her|his) hair is (?:now |so |really )?(?P<v>long|short|curly|straight|blonde?|brown|black|red|grey|gray|pink|blue|purple|green|silver)\b"),
        (SET, r"\b(?:dyed|coloured|colored|bleached) (?:my|her|his) hair(?: (?P<v>[a-z]+))?\b"),
        (SET, r"\b(?:got|have|went for|did|rocking|trying) (?:a |an )?(?:new )?(?P<v>pixie cut|pixie|bob|buzz ?cut|undercut|mullet|fringe|bangs|perm|"
              r"dreads|locs|braids|crew cut|shag|mohawk|shaved head)\b"),
        (SET, r"\b(?:chopped|cut|shaved) (?:it all|all my hair|all of my hair|my hair|my head)(?: off)?\b|\bchopped it (?:all )?off\b|\bbig chop\b"),
    ],
    "commute": [
        (SET, r"\b(?:my|our|his|her) commute is (?:now )?(?:like |about |around )?(?P<v>[^,.;!]{2,40})"),
        (SET, _NOT_ONE_DAY_EN + r"\bi (?:take|ride) the (?P<v>bus|train|subway|metro|tube|ferry|shuttle) to (?:work|school|the office)\b|"
              + _NOT_ONE_DAY_EN + r"\bi (?P<w>bike|cycle|walk|drive|carpool|scooter|run) to (?:work|school|the office)\b"),
    ],
    "pregnancy": [
        (SET, r"\b(?:i'm|i am|we're|we are|she's|she is|is) (?:\d+ (?:weeks|months) )?(?:pregnant|expecting)\b"),
        (SET, r"\b(?P<v>trying (?:for a (?:baby|kid|child)|to (?:conceive|get pregnant|have a baby)|for (?:baby|number) (?:two|three|#?\d)))\b"),
        (END, r"\bgave birth\b|\b(?:baby|son|daughter|twins|little one)(?: [a-z]+){0,2} (?:arrived|was born|were born|is here|are here|came)\b|"
              r"\bhad (?:the|our|a|her|his|their) (?:baby|babies|twins|little one)\b|\b(?:baby|son|daughter|twins) born\b|\bdelivered (?:a |our |the )?(?:baby|son|daughter|twins)\b|"
              r"\bmiscarr(?:ied|iage)\b"),
    ],
    "household": [
        (SET, r"\b(?:i|i'm) (?:now )?(?:live|living) (?P<w>alone|by myself|on my own)\b|\bmy roommate(?:'s| is) (?P<v>[a-z]+)\b|"
              r"\b(?P<x>[a-z]+) is my roommate\b"),
    ],
    "shift": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:work(?:ing)?|on|to|do|doing|got|pull|pulling|back on|stuck on|only) (?:the |a |an )?"
              r"(?P<v>overnight|night|day|morning|evening|graveyard|swing|early|late|first|second|third|split|weekend) shifts?\b"),
        (SET, _NOT_ONE_DAY_EN + r"\bi(?:'m| am)? (?:now )?(?:work(?:ing)?|on) (?P<v>nights|days|overnights|weekends)\b(?! off)"),
        (SET, r"\b(?:my|her|his) shift is (?:now )?(?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:to|-|till|until)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"),
    ],
    "bedtime": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:i|i've been|i'm) (?:usually |always |normally |typically |now |generally )?"
              r"(?:go|get|head|going|getting|heading|in bed|asleep|fall asleep|falling asleep|sleep)(?: to (?:bed|sleep))?"
              r" (?:at|around|by|before|after|about) (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|midnight)"),
    ],
    "waketime": [
        (SET, _NOT_ONE_DAY_EN + r"\b(?:i|i'm|i've been) (?:usually |always |normally |typically |now |generally )?"
              r"(?:wake up|get up|up|waking up|getting up|sleep in|sleeping in|sleep)(?: until| till| at| around| by| before)"
              r" (?P<v>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?)"),
    ],
    "phone": [
        (SET, r"\b(?:got|bought|have|use|using|switched to|upgraded to|went with|picked up|i'm on|on|back to|my phone is)"
              r" (?:a |an |the |my |new |an? new |the new )?(?P<v>iphone|pixel|galaxy|samsung|android|oneplus|motorola|xiaomi|huawei|"
              r"nokia|blackberry|flip phone)\b(?! (?:tablet|watch|buds|earbuds|tab|laptop|charger|case))"),
    ],
    "diet": [
        (SET, r"\b(?:i'm|i am|i've been|went|gone|going|turned|i eat) (?:on )?(?:a |fully |strictly )?(?:vegan|vegetarian|pescatarian|keto|paleo|plant-based|gluten-free)\b"),
        (END, r"\beat(?:ing)? (?:meat|fish|chicken|eggs|dairy|beef|pork|cheese|carbs|bread)(?: [a-z]+){0,3} again\b|\bate (?:meat|fish|chicken|a burger|a steak)(?: [a-z]+){0,3} again\b"),
    ],
    "hospital": [
        (SET, r"\bin (?:the )?hospital\b|\bhospitali[sz]ed\b|\badmitted\b|\bin the icu\b"),
        (END, (r"\bdischarged\b|\bout of (?:the )?(?:hospital|icu|intensive care|er)\b|\bmoved out of (?:the )?(?:icu|intensive care)\b|\bhome from (?:the )?hospital\b|"
              r"\bcame home from\b|\b(?:they )?(?:released|sent) (?:me|him|her) home\b|\breleased (?:me|him|her) (?:this|last|yesterday|today)\b|"
              r"\b(?:i'm|i am|she's|he's) (?:back )?home now\b")),
    ],
    "health": [
        (SET, r"\bdiagnosed with (?P<v>[a-z0-9 \-]{2,30})"),
        (SET, r"\b(?:found|discovered|spotted|felt) (?:a |an )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\b(?:might|may|could) be (?:a |an )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\b(?:have|has|'ve got|'s got|got|caught|came down with) (?:a |an |the )?(?P<v>(?:[a-z\-]+ ){0,2}?" + _EN_COND + ")"),
        (SET, r"\btested positive(?: for (?P<v>[a-z0-9\-]+))?"),
        (SET, r"\b(?:i'm|i am|he's|she's) (?:on|in) (?:a )?(?P<v>crutches|cast|brace|sling|wheelchair|chemo|dialysis|insulin|antibiotics|antidepressants|meds|medication)\b"),
        (SET, r"\b(?:in the middle of|going through|undergoing|doing|started|starting|halfway through) (?:a |her |his |my )?(?:round of |course of )?"
              r"(?P<v>chemo(?:therapy)?|radiation|radiotherapy|dialysis|ivf|immunotherapy|physio(?:therapy)?|physical therapy|rehab)\b"),
        (SET, r"\b(?:broke|tore|sprained|fractured|dislocated|twisted|injured) (?:my|his|her) (?P<v>" + _any(EN_BODY) + r")\b"),
        (END, r"\btested negative\b|\bmisdiagnos|\b(?:it's|it was|was|is) benign\b|\b(?:cancer|tumou?r)[- ]free\b|\bin remission\b|\ball clear\b"),
        # the end of a course of treatment: the bell rung after the last one, the last round done, scans clear
        (END, r"\brang the (?:chemo |cancer )?bell\b|\b(?:last|final) (?:round of |dose of |session of )?(?:treatment|chemo(?:therapy)?|radiation|"
              r"infusion|dialysis)s? (?:is |was )?(?:done|over|finished|complete)\b|\bfinished (?:her |his |my )?(?:treatment|chemo(?:therapy)?|radiation)\b|"
              r"\bscans? (?:are|is|were|was|came back|look|looks|looked) (?:all )?clear\b|\bno evidence of disease\b"),
        (END, r"\b(?P<v>chemo(?:therapy)?|radiation|radiotherapy|dialysis|infusions?|immunotherapy)(?: is| was|'s)? (?:all )?(?:done|over|finished)\b"),
        (END, r"\bbenign\b|\b" + _any(EN_TESTS) + r"\b[a-z ]{0,14}\b(?:came back|was|were|is|are|look|looks|looked)\b[a-z ]{0,12}?\b" + _EN_GOOD + r"\b|^not (?:a |an )?" + _EN_COND),
        (END, r"\b(?:turns out|turned out)\b[^,.;!]{0,20}\b(?:wasn't|isn't|not|don't have|didn't have)\b (?:a |an )?(?P<v>[a-z ]{2,20})"),
        (END, r"\bwasn't (?:a |an )?(?P<v>[a-z]+) after all\b|\bruled out (?P<w>[a-z ]{2,20})|\bno longer (?:have|has) (?P<x>[a-z ]{2,20})"),
        (END, r"\boff (?:the |my )?(?P<v>crutches|meds|medication|antibiotics|insulin|antidepressants|chemo)\b"),
        (END, r"\b(?P<v>crutches|cast|brace|sling|stitches)(?: is| are|'s)? (?:gone|off|out)\b|\b(?P<w>cast|stitches|brace) came (?:off|out)\b"),
    ],
    "allergy": [
        (SET, r"\ballergic to (?P<v>[a-z ]{2,20})|\ballerg(?:y|ies) (?:is|are|'s) (?:actually |really )?(?:to )?"
              r"(?P<w>[a-z ]{2,20})|\b(?:has|have|had|with) an? (?P<x>[a-z]+(?: [a-z]+)?) allergy\b"),
        (SET, r"(?:^|, )(?P<v>[a-z]+(?: [a-z]+)?) (?:is|are) (?:the|her|his|my|our) (?:real )?allerg(?:y|en)\b"),
        (END, r"\b(?:not|isn'?t|aren'?t|wasn'?t|never was|no longer) (?:actually |really )?allergic(?: to (?P<v>[a-z ]{2,20}))?"),
        (END, r"\ballergy (?:test|panel|tests)\b[a-z ]{0,12}\bcame back (?:clean|negative|normal|fine|clear)\b|\boutgr[eo]wn? (?:my |the |his |her )?(?P<v>[a-z]+) allergy"),
    ],
}

# A pet's name (one value per kind of pet): 我家狗叫旺财, "we named the puppy Rocket"; a new name needs a change cue.
ZH_PET_NAME = r"(?P<p>" + _any(w for words in PETS.values() for w in words if not w.isascii()) + r")(?:的名字)?(?:叫|名叫|改名叫|改名为|改名成|改叫)(?P<v>[\u4e00-\u9fffA-Za-z]{1,4})"
ZH_PET_RENAME = r"(?:给(?P<p>[^，。]{1,3}?))?(?:改名|改名字|改叫|改成)(?:叫|为|成)?(?P<v>[\u4e00-\u9fffA-Za-z]{1,4})"
EN_PET_NAME = (r"\b(?:re)?named (?:the |my |our |him |her |it )?(?:(?P<p>" + _EN_PET + r")\b ?)?(?P<v>(?!" + _EN_PET + r"\b)[a-z]+)?|"
               r"\b(?P<q>" + _EN_PET + r")(?:'s name is| is called| is named| goes by) (?P<w>[a-z]+)")

# 烦死了, 累死了, 笑死了: 死了 after a feeling is "very", not a death.
_NOT_INTENSIFIER = r"(?<![烦累饿困热冷气笑吓忙痛疼渴美爽馋乐难丑臭吵挤闷慌急羡])"

# What one does as a habit (不跑了, 不考了, 不熬夜刷剧了): 不…了 of these stops a habit, of a feeling or a look it
# says nothing ended (不歪了, 不疼了).
ZH_DOING = "|".join(sorted(set(cv.ZH_DOING), key=len, reverse=True))

# Numbers said as words, for a streak ("ninety days smoke-free", "two weeks without").
_NUMBER = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
           r"sixty|seventy|eighty|ninety|hundred|a few|several)")

# A state that stops, whatever slot it is in: what it names (a habit, a thing, an illness, a pet or a person) no
# longer holds. The rest of the clause names what stopped.
ZH_ENDS_GENERIC = (r"戒掉了|戒了|戒掉|戒|不再|再也不|不用(?:再)?(?=[\u4e00-\u9fff]{1,5}了)|"
           r"不(?:怎么|太|再)?(?=(?:" + ZH_DOING + r")[\u4e00-\u9fff]{0,5}了)|停了|停掉|停药|放弃了|"
           r"卖掉了|卖掉|卖了|卖给|出掉了|出掉|转手了|转手|转给|转让了|转让给|出手了|被人买走|送人了|送人|送给|让给|捐了|扔了|处理掉了|不要了|"
           r"滴酒不沾|好了|康复了|痊愈了|拆掉|拆了|拆(?=[\u4e00-\u9fff]{1,4}了)|退掉|退了|退出|正常了|被偷了?|被盗了?|弄丢了|丢了|报废了|"
           r"跑丢了|走丢了|弃了|弃坑|还完了|还清了|结清了|摘掉了|摘了(?=[，。,；;!！~～]|$)|换到|换了(?=[，。,；;!！？?～~]|$)|没熬过|没挺过|没撑过|没救过来|没能挺过|转(?=[\u4e00-\u9fff]{1,3}了)|倒闭了?|关门了?|黄了|删掉了?|删了|卸载了?|取消了|注销了?|换成|改成|变成|换(?:了)?(?=[\u4e00-\u9fff]{1,4}了)|"
           r"去世了|去世|过世了|过世|走了|" + _NOT_INTENSIFIER + r"死了|病逝|离开了我们")
# A thing taken or sent back where it came from, the particle after it ("took the vacuum back to Costco"), not "took
# my mom back home".
GIVEN_BACK = r"(?= (?:the|my|our|his|her|their|that|this) (?:[a-z0-9\-]+ ){0,3}back\b(?! (?:home|up|in|on|from)\b))"
EN_ENDS_GENERIC = (r"\bquit\b|\bditched\b|\bstopped\b(?! (?:by|at|in|over|for)\b)|\bgave up\b|\bgiven up\b|\bno longer\b|\banymore\b|"
           r"\bhaven'?t(?= (?!talked|spoken|chatted|caught|heard|seen|met|hung)[a-z]+ (?:[a-z]+ ){0,3}?"
           r"(?:since|(?:in|for) (?:[a-z0-9]+ )?(?:a while|ages|years?|months?|weeks?|days?|forever))\b)|"
           r"\bsold\b(?! on\b)|\bno more\b|\b(?:\d+|a|one|two|three|four|five|six|ten) (?:days?|weeks?|months?|years?) (?:no|without)\b|\bgave(?= [a-z ]{0,20}away\b)|"
           r"\b(?:gave|handed|passed)(?= (?:the|my|our|his|her) (?:[a-z]+ ){1,2}(?:to|over)\b)|\bhanded over\b|"
           r"\blet(?= (?:the|my|our|that|this) [a-z]+(?: [a-z]+)? (?:go|lapse|expire|run out|die|slide|slip|end)\b)|\bgot rid of\b|\bdonated\b(?! (?:to|for|money|\$))|"
           r"\b(?:took|taken|sent|brought|gave|handed)" + GIVEN_BACK + "|"
           r"\btraded in\b|\b(?:got |was |were )?(?:stolen|totaled|totalled|written off)\b|\bran away\b|\bwent missing\b|\bdone with(?= [a-z ]{1,25} (?:for good|forever)\b)|"
           r"\b(?:took|taken|moved|switched|weaned|got) (?:me|him|her|us|them) off\b|^off\b(?! the\b)|"
           r"\b(?:i'm|i am|been|went|going) off\b(?! (?:the|to|work|duty|today|tomorrow|for)\b)|"
           r"\b(?:day \d+|\d+ (?:days|weeks|months)|(?:a|" + _NUMBER + r") (?:days?|weeks?|months?|years?)) (?:without|off|free of|clean of)\b|"
           r"\b(?:i'm|i am|been|now|officially|(?:\d+|a|" + _NUMBER + r") (?:days?|weeks?|months?|years?)) (?=[a-z]+-free\b)|"
           r"\b(?:switched|changed) (?=[a-z]{3,}s\b)|"
           r"\b(?:going|went|got|getting|been|stayed|staying|i'm|i am) (?:\d+ (?:days?|weeks?|months?|years?) )?sober\b|"
           r"\bdropped\b(?! (?:off|by|in|out|me|him|her|them|it|to)\b)|\bdeleted\b|\buninstalled\b|\bcancell?ed\b|"
           r"\bleft\b(?= (?:the|my|our) | [a-z]{3,}ing\b)|\bclosed\b(?= (?:my|our) )|"
           r"\bclosed\b(?= (?:the|his|her) [a-z' ]{1,25} (?:for good|permanently|down|for the last time)\b)|\bunsubscribed(?: from)?\b|\b(?:took|taken) away\b|\bremoved\b|"
           r"\b(?:closed down|shut down|closed for good|went under|went out of business|folded)\b|"
           r"\b(?:got|were|was) (?:adopted|rehomed)\b|"
           r"\b(?:switched|changed|moved|took|taken)(?: (?:me|him|her|us))? from\b|\b(?:switched|changed|moved|transferred)(?: (?:me|him|her|us))? (?:over )?to\b|\b(?:swapped|traded)\b(?= [a-z ]{1,25} for\b)|\breplaced\b(?= [a-z ]{1,25} with\b)|"
           r"\breassigned\b|\bchanged\b(?= (?:my|our) (?!(?:mind|perspective|views?|outlook|life|lives|mindset|attitude|approach|way)\b))|"
           r"\brecovered\b|"
           r"\bover (?:the|my|his|her) (?:flu|cold|virus|bug|infection|illness|injury|covid|fever|cough)\b|"
           r"\b(?:is|are) gone\b|(?<=[a-z])'s gone\b|\bcame off\b|\bfine now\b|\bhealed\b|\bbetter now\b|\bfever broke\b|"
           r"\bpassed away\b|\bpassed (?:on|in|last)\b|\bpassed(?= (?:this morning|yesterday|today|overnight|peacefully|suddenly|unexpectedly)\b|"
           r" on (?:mon|tues|wednes|thurs|fri|satur|sun)day\b)|\bdied\b|\bput(?= [a-z]+ down\b)|\bput to sleep\b|\b(?:be|been|was|were|got|get) put down\b|"
           r"\blost (?:his|her|their) (?:fight|battle)\b|\bno longer with us\b|^rip\b|\brest in peace\b|"
           r"\bdoesn'?t need\b")
def _verbs(groups: dict[str, tuple[str, ...]], english: bool) -> list[str]:
    said = sorted({v for verbs in groups.values() for v in verbs}, key=len, reverse=True)
    return [r"\b" + re.escape(v) + r"\b" if english else re.escape(v) for v in said]


# The ends of each domain (change_verbs.py) after the general ones: at one place the general reading comes first.
EN_ENDS = EN_ENDS_GENERIC + "|" + "|".join(_verbs({**cv.EN_FORWARD, **{"~" + d: v for d, v in cv.EN_BACKWARD.items()}}, True))
ZH_ENDS = ZH_ENDS_GENERIC + "|" + "|".join(_verbs({**cv.ZH_FORWARD, **{"~" + d: v for d, v in cv.ZH_BACKWARD.items()}}, False))
EN_ENDS_BACKWARD = r"^(?:" + "|".join(re.escape(v) for vs in cv.EN_BACKWARD.values() for v in vs) + r")$"

# End words that end only what stands for a membership or a name: "left the band", "dropped the pottery course",
# "deleted the sudoku app", "cancelled my Netflix" (not "left my phone at home", "dropped my keys").
EN_ENDS_WEAK = r"^(?:left|dropped|deleted|uninstalled|cancell?ed)$"
# English end words that take what stopped after them ("sold the Outback to …"); the others name it before them
# ("the crutches are gone", "I don't drink coffee anymore"). Both are read up to a word that starts another phrase.
EN_ENDS_FORWARD = (r"^(?:no more|quit|stopped|gave|given|no longer|haven|sold|let|got rid|donated|traded|done|off|dropped|over|put|doesn|"
                   r"handed|passed(?! away| on| in| last)|i'm|i am|been|now|officially|took|taken|moved|switched|weaned|got (?:me|him|her|us|them) off|i'm off|i am off|been off|went off|going off|day|\d|a |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|several|"
                   r"deleted|uninstalled|cancel|left|closed(?! down| for)|changed|swapped|replaced|reassigned|rip|rest in|unsubscribed|"
                   r"removed|transferred|" + "|".join(re.escape(v) for vs in cv.EN_FORWARD.values() for v in vs) + ")")
# End words that name what replaces the state, not what stopped ("switched to a Pixel", "moved to day shifts"): the
# older remark they end holds another of the same kind, never the one they name.
EN_ENDS_TO = r" to$"
EN_PHRASE_STOPS = frozenset(
    "to for with as at on in from by near around behind outside inside across because since after before when while back "
    "though although and but so then which that "
    "who last this yesterday today tonight ago every each".split()
)
# Words after an ended thing that say how or when it ended, not what: "cut out soda completely", "quit cold turkey".
EN_PHRASE_AFTER = frozenset(
    "completely entirely totally altogether fully finally already recently cold turkey forever good anymore now "
    "lately weeks months years days".split()
)
# End words that say the end themselves ("no longer", "anymore", "not allergic"); the others ("quit", "sold", "gave
# up") end nothing when the words before them deny or only imagine it: "I won't quit", "don't give up", "anyone else
# would quit", "thinking about selling".
EN_SELF_NEGATED = ("|".join(re.escape(v) for v in cv.EN_SELF_NEGATED) + r"|no longer|anymore|haven'?t|not|isn'?t|aren'?t|wasn'?t|doesn'?t|is gone|are gone|came off|fine now|"
                   r"better now|fever broke|tested negative|never")
EN_NOT_AN_END = (r"(?:n't|\b(?:dont|wont|cant|didnt|doesnt|isnt|wouldnt|shouldnt|couldnt)|\bnot|\bnever|\bno way|\bwould|\bwill|\b'll|'ll|\bshould|\bcould|\bgonna|"
                 r"\bgoing to|\bif|\bwant to|\bwanna|\btry(?:ing)? to|\bthinking (?:about|of)|\bplan(?:ning)? to|"
                 r"\bhope to|\bhoping to|\babout to|\balmost|\bnearly|\bme to|\btempted to|\bconsidering|"
                 r"\bwhether|\bin case|\bwhat if|\bunless|\bsomeday|\brumou?rs?|\bdreaming of|\bafraid of|"
                 r"\bneed to|\bneeds to|\bhave to|\bhas to|\bgot to|\bgotta|\bsupposed to|\btold me to|\basked me to|\bwants me to|\bready to|"
                 r"\bdebating|\bweighing|\bcontemplating|\bon the verge of|\bclose to|\bstruggling to|\bscared to|\bafraid to|\bhesitant to|"
                 r"\brefuse to|\bwould love to|\bdream of|\bplanning on|\bthink i'?ll|\bdecided not to|\bin order to|\bhow to|\bwhy not)\W+(?:[a-z']+\W+){0,3}$")
ZH_NOT_AN_END = (r"(?:别|不要|不会|不能|没|没有|从没|从来没|决不|绝不|千万别|不想|想|打算|准备|要是|如果|万一|差点|"
                 r"让我|叫我|劝我|要我|考虑|琢磨|犹豫|计划|明年|下个月|下周|下礼拜|以后|将来|快要|即将|"
                 r"假如|假设|是不是|要不要|该不该|想着|正在考虑|有点想|真想|好想|巴不得|恨不得|想要|马上就要|过几天|一旦|除非|得|必须|应该|"
                 r"医生让|医生说要|让我们|逼我|催我|建议我|年底|月底|等)[^，。,；;!！?？]{0,6}$")
# An end told as the cause or time of something else is background, not news: "since I lost my job", "'cause I
# quit", 自从辞职以后. (A setting told so is still true: "ever since I moved to Denver".)
EN_BACKGROUND = r"\b(?:because|'cause|cause|since|after|when|once|until|before)\W+(?:[a-z']+\W+){0,3}$"
ZH_BACKGROUND = r"(?:自从|自打)[^，。,；;!！?？]{0,6}$"
# A tentative claim ("可能对芒果过敏", "my GP thinks I might have gout") is a claim an end can update, but never
# updates anything itself.
HEDGED = (r"可能|也许|或许|说不定|怀疑|疑似|好像|\bmight\b|(?<!in )(?<!of )(?<!since )(?<!until )(?<!by )(?<!last )(?<!next )(?<!early )(?<!late )\bmay\b|\bmaybe\b|\bprobably\b|\bthinks?\b|\bsuspects?\b|"
          r"\bpossibly\b|\bcould be\b|\bcould get\b|\bperhaps\b|\bsupposedly\b|\ballegedly\b|\bnot sure\b|\bseems like\b|\bchances are\b|"
          r"\bi guess\b|\bi believe\b|大概|估计|似乎|貌似|据说|不确定|看样子|说是")
# Who dies: with these the subject's other remarks stop being current too. 没了 and 不在了 are deaths only of a
# person named as the subject of a clause that says nothing else (我爸没了); "didn't make it" likewise.
DEATH = (r"去世|过世|走了|" + _NOT_INTENSIFIER + r"死了|病逝|离开了我们|passed away|passed (?:on|in|last)|died|"
         r"passed(?= (?:this morning|yesterday|today|overnight|peacefully|suddenly|unexpectedly)\b| on [a-z]+day\b)|"
         r"put [a-z]+ down|put to sleep|put down|没熬过|没挺过|没撑过|没救过来|没能挺过|lost (?:his|her|their) (?:fight|battle)|no longer with us|^rip\b|rest in peace|"
         r"crossed the rainbow bridge|kicked the bucket|没挺过去|没抢救过来|去了喵星|去喵星了|去了汪星|去汪星了|安乐死")
ZH_GONE = r"(?:已经|也)?(?:没了|不在了)$"
# "We lost Grandpa": a death said by the one who lost them; the person lost is whose death it is.
EN_LOST = (r"\b(?:we|i|we've|i've|we just|i just) (?:lost|had to say goodbye to|had to let go of) (?:my |our )?"
           r"(?P<who>[a-z]+(?: [a-z]+)?)\b")
EN_GONE = r"\b(?:didn'?t make it(?: through (?:the night|the surgery|surgery|the operation|the weekend))?|is gone|has gone)$"

# A stay is no home: lodgings, and a stay said with its length (这周住在酒店, "staying at a motel this week").
HOME_STAY = (r"酒店|宾馆|旅馆|民宿|招待所|青旅|这周|这几天|这两天|这个月先|暂住|借宿|\bhotel\b|\bmotel\b|\bhostel\b|"
             r"\bairbnb\b|\bthis week\b|\bfor the (?:week|weekend|night)\b|\btonight\b|\bstaying with\b|\bcrashing (?:at|with|on)\b|\bcouch ?surfing\b|"
             r"\bfor (?:a few|a couple of|two|three) (?:days|nights|weeks)\b|\bfor now\b|\btemporarily\b|出差|临时|过渡一下|先凑合")
# Words that say a slot changed: with one, a new setting that names no value (搬家了, "switched majors") still
# replaces the old, and a pet's new name replaces its old one.
CHANGE = (r"现在|如今|已经|终于|其实|改|换|转|新|搬|调|不再|从此|\bnow\b|\banymore\b|\bno longer\b|\bturns? out\b|"
          r"\bturned out\b|\bfinally\b|\bnew\b|\bswitched\b|\bchanged\b|\bmoved\b|\btransferred\b|\brelocated\b|"
          r"\binstead\b|\bthese days\b|\brenamed\b|\bjust got\b|\bpromoted\b|\brenumbered\b|\breassigned\b|\bupdated\b|\bno more\b|更新|重新")

# Words that carry no value: time, degree, and the fillers of an update ("now", "现在").
VALUE_STOP_EN = frozenset(("now", "anymore", "lapse", "expire", "laps", "die", "slide", "slip", "few", "ages", "while", "since", "ever", "really", "so", "very", "today", "yesterday", "week", "month", "year", "last", "ago", "this",
                           "after", "all", "just", "finally", "actually", "turn", "out", "again", "still", "new",
                           "got", "get", "started", "start", "sunday", "monday", "june", "march", "april", "spring",
                           "fall", "semester", "the", "it", "is", "was", "i'm", "my", "our", "we", "two", "three", "play", "go", "have",
                           "take", "make", "do", "ride", "use", "work", "live", "need", "want", "like", "went", "own",
                           "month", "day", "night", "morning", "every", "forever", "good", "lol", "haha", "don't",
                           "didn't", "doesn't", "can't", "won't", "i've", "i'll", "we've", "that", "they", "them",
                           "one", "some", "any", "more", "less", "much", "many", "weeks", "months", "years", "days", "up",
                           "rid", "of", "longer", "in", "with", "down", "away", "a", "an", "his", "her", "their",
                           "going", "doing", "getting", "having", "being", "been", "trying", "us", "me", "you",
                           "him", "them", "its", "i", "he", "she", "your", "what", "who", "which", "something",
                           "anything", "everything", "thing", "things", "stuff", "lot", "lots", "way", "time", "times"))
VALUE_STOP_ZH = ("现在", "已经", "上个月", "上周", "去年", "今天", "昨天", "前天", "今年", "以后", "之后", "最近", "终于",
                 "了", "我们", "我", "的", "还是", "也", "就", "一个", "这个", "那个", "个月", "一直", "时候", "差不多",
                 "反正", "其实", "真的", "上礼拜", "礼拜")
# Chinese ends whose object follows them (戒烟, 不跑步了, 不再熬夜); the others name what ended before them (车卖了,
# 吉他送给表弟: after 送给 comes who got it).
ZH_ENDS_FORWARD = (r"^(?:戒(?!了|掉)|不|再也不|放弃|卖掉|扔了|拆(?!了|掉)|删|卸载|取消|注销|退出|换(?!成|到)|停掉|转$|"
                   + "|".join(re.escape(v) for vs in cv.ZH_FORWARD.values() for v in vs) + ")")
# Chinese end words that name what replaces the state (转白班了 after 我是夜班保安): its kind, the last character,
# is what the older remark holds.
ZH_ENDS_TO = r"^转$"
# Times and adverbs around a Chinese end, left out of what ended: 团团前天死了 ends 团团; 我爸今天凌晨没了.
ZH_TIME = (r"以后|今后|从此|今天|昨天|昨晚|前天|上周|上礼拜|上个月|去年|最近|刚才|刚刚|现在|已经|早就|终于|总算|突然|凌晨|早上|晚上|中午|"
           r"下午|都|也|就|还|又|快|把|将|我们|我|前几天|这两天|这几天|上个周末|上周末|周末|年初|年底|月初|月底|春节|过年|前阵子|前段时间|这阵子|刚|才|总之|"
           r"彻底|正式|已|早|上礼拜|这周|本周|今年|终究|到底|还是")
# Quantities and lengths of time carry no value either: 快一个月, 三万二, 第四十天.
ZH_QUANTITY = (r"[第快近约]?[零一二两三四五六七八九十百千万几半多\d]+(?:个|年(?!级)|天|周|月|次|杯|包|条|只|位|家|套|辆|把|张|台|块|元|"
               r"斤|公里|岁|小时|分钟|礼拜|星期|万|千)")

# Identifiers: a number, a plate, a name one goes by. One value at a time per kind of identifier.
IDENTIFIERS: dict[str, tuple[str, ...]] = {
    "phone": ("手机号", "电话号", "号码", "phone number", "cell number", "new number", "my cell", "cell phone", "mobile number", "my mobile",
              "my number"),
    "staff": ("员工号", "employee id", "staff id", "employee number"),
    "badge": ("工号", "badge number", "badge"),
    "plate": ("车牌", "牌照", "license plate", "licence plate", "plate number", "number plate"),
    "member": ("会员卡号", "会员号", "卡号", "membership number", "member number", "card number"),
    "handle": ("微信名", "网名", "用户名", "昵称", "账号", "username", "user name", "handle", "screen name"),
    "email": ("邮箱", "email", "email address"),
    "student": ("学号", "student id", "student number"),
    "room": ("房间号", "宿舍号", "寝室号", "room number", "dorm room number"),
    "desk": ("工位号", "工位", "desk number", "cubicle number", "my desk"),
    "locker": ("柜子号", "储物柜", "更衣柜", "locker number", "my locker"),
    "parking": ("车位号", "车位", "parking spot", "parking space", "parking stall"),
    "unit": ("门牌号", "门牌", "房号", "apartment number", "unit number", "apt number", "suite number"),
    "extension": ("分机号", "分机", "extension", "ext."),
    "seat": ("座位号", "座位", "seat number", "my seat"),
    "license": ("驾照号", "执照号", "license number", "licence number"),
    "account": ("账户号", "account number"),
    "wifi": ("wifi名", "wifi name", "network name", "ssid"),
}
# The value of an identifier: what follows 是/叫/改成/换成/is/to, or a token with digits.
# Identifiers whose values are numbers: a value without a digit names none of them ("the plate is awesome").
NUMBERED = frozenset(("phone", "staff", "badge", "plate", "member"))
# The value of an identifier comes soon after its word (ID_NEAR characters): "handle it all" names no handle.
ID_NEAR = 24
ID_VALUE = r"(?:是|叫|改成了?|换成了?|改为|为|:|：|\bis\b|\bto\b|\bnow\b|it's)\s*(?P<v>[A-Za-z0-9\u4e00-\u9fff@._·\-]{2,24})"
ID_TOKEN = r"(?P<v>[A-Za-z]*\d[\w\-]{2,}|[\u4e00-\u9fff][A-Z]\d{4,}|[\w.+\-]+@[\w\-]+\.[a-z.]{2,})"

# A thing "dies" for now when its battery runs out or it stops on the way: "my phone died on the train", 手机没电了.
FOR_NOW = (r"\bbattery\b|\bcharg(?:e|er|ing)\b|\bagain\b|\b(?:died|dead|out)(?: on me)? (?:on|at|during|mid|halfway|in the middle of)\b|"
           r"\bfor a (?:bit|while|day)\b|没电|电量|充电|又|半路|暂时|一会儿|修好")

# A group named right before a breakup word: the group ended, not a couple ("the band broke up", 乐队散了).
A_GROUP_BEFORE = (r"(?:\b(?:band|team|club|group|choir|league|crew|squad|troupe|duo|trio|quartet|collective|company|startup|class|cohort)"
                  r"|乐队|队|团|社团|社|组合|群|俱乐部|工作室)\W*(?:just |finally |officially |basically |kind of )?$")
# A theft: what "took" or "grabbed" takes away (change_verbs.EN_THEFT_VERBS).
THEFT = r"\b(?:robbed|burgled|burglarized|broke into|broken into|mugged|pickpocketed|stolen|stole|thief|thieves|break-in)\b|被偷|被抢|小偷|遭贼"
# Being in touch with one of the user's people, and losing touch (update_claims._contact).
EN_CONTACT_END = (r"\b(?:haven'?t|have not|hasn'?t|has not) (?:spoken|talked|been in touch)\b|\b(?:don'?t|do not) (?:speak|talk) (?:to each other|anymore)\b|\bnot speaking\b|"
                  r"\bnot on speaking terms\b|\bcut (?:off )?contact\b|\bcut (?:him|her|them) off\b|\bestranged\b|\bhad a falling[ -]out\b|"
                  r"\bfell out\b(?! of)|\bno contact\b")
EN_CONTACT_SET = (r"\bwe'?re (?:good|okay|ok|fine|cool|talking) (?:now|again)\b|\bmade up\b(?! (?:my|a|the|for|stories))|\breconciled\b|"
                  r"\b(?:talking|speaking) again\b|\bback in touch\b|\breconnected\b|\bpatched things up\b|\bburied the hatchet\b|"
                  r"\btalked (?:it|things) (?:out|through)\b|\bcleared the air\b")
ZH_CONTACT_END = r"不联系了|没联系了|不说话了|断了联系|断联|闹掰了|闹翻了|绝交|冷战|不来往|不理我了"
ZH_CONTACT_SET = r"和好了|和好如初|联系上了|又联系了|恢复联系|重新联系|不冷战了|说开了|解开了心结|又说话了"
