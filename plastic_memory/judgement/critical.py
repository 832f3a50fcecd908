"""Critical: a life changed or is at risk. Events in everyday words, each in its critical sense only.

An event counts when it happens to the user or someone close to them, is said as happening (not asked about,
feared, supposed or denied) and its words are meant in that sense ("laid off", not "fired up"; 奶奶走了, not 我走了).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language.cues import ACQUAINTANCES, HOUSEHOLD, KIN, PUBLIC, SELF
from ..language.prefilter import Index

# Chinese: (pattern, what it is). Patterns carry their own sense guards as lookarounds.
_ZH = [
    # death: plain words, and 走了/没了/不在了 only right after someone (奶奶走了, not 我走了 or 钱没了)
    (r"去世|过世|病逝|离世|逝世|病故|过身|没挺过|没抢救过来|没救过来|走得(?:很|太)?(?:突然|安详)|办后事|丧事|葬礼|追悼会|"
     r"守灵|头七|火化|送走了|安乐死|白发人送黑发人|上天堂了|当天使了|走得(?:早|突然|很早|太早)|养了[^，,。]{0,8}(?:没了|走了)|"
     r"(?:猫|狗|仓鼠|兔子|鹦鹉|狗狗|猫咪)[^，,。]{0,4}(?:不行了|快不行|没了|走了)|(?:老爷子|老太太|老人家|老头子|爷爷|奶奶|外公|外婆|姥爷|"
     r"姥姥|爸|妈)[^，,。]{0,4}走的", "death"),
    (r"(?:妈|爸|爹|娘|奶奶|爷爷|外婆|外公|姥姥|姥爷|老公|老婆|丈夫|妻子|爱人|老伴|老头子|孩子|儿子|女儿|闺女|哥|姐|弟|妹|"
     r"舅|姨|叔|姑|婆婆|公公|岳父|岳母|猫|狗|狗狗|猫咪|主子)(?:[^，,。.！!？?\s]{0,4})"
     r"(?:走了|没了|不在了|离开了我们|离开我们了)(?!一|去|回|出|到|过|进|很远|好远|\d)", "death"),
    # birth, pregnancy and its loss
    (r"生了(?:个|一个|对|俩|两个)?(?:儿子|女儿|闺女|宝宝|男孩|女孩|男宝|女宝|二胎|老二|双胞胎|龙凤胎)|出生了|顺产|剖腹产|"
     r"剖宫产|早产|母子平安|母女平安|\d斤\d两|[一二三四五六七八九]斤[一二三四五六七八九]两|当(?:爸爸|妈妈|爹|妈|爸|奶奶|爷爷|外婆|外公)了|宝宝(?:出生|落地|出来)了|喜得|生娃了|添了(?:个|一个)|"
     r"进产房|羊水破了|发动了", "birth"),
    (r"怀孕|怀上了|有喜了|孕[早中晚]期|孕\d+周|怀孕\d+周|产检|预产期|两道杠|两条杠|验孕|胎心|胎停|流产|小产|宫外孕|"
     r"(?:孩子|宝宝|胎儿)没(?:保住|了)|没保住|二胎来了|怀了二胎|有了二胎|又怀了|怀上二胎", "pregnancy"),
    # partnership
    (r"订婚|求婚成功|被求婚|答应了(?:他|她)的求婚|领证|领了证|结婚了|要结婚|准备结婚|办婚礼|(?:我们|我俩)的婚礼|离婚|离了婚|"
     r"闹离婚|分居|去民政局|出轨|要离婚|铁了心要离|(?:下个月|下周|明年|今年|月底|[一二三四五六七八九十\d]+月)[^，,。]{0,3}结婚|(?:她|他)答应了[^，,。]{0,8}(?:戒指|求婚)|(?:她|他)答应了！|戒指", "partnership"),
    # work and money
    (r"被(?:公司|老板|单位|领导)?(?:开了|开除|辞了|炒了|裁了)|被裁|裁员(?:名单)?(?:里)?有我|被优化|被辞退|被开除|被炒|炒鱿鱼|失业了|丢了工作|丢工作|工作丢了|下岗|被劝退|"
     r"(?<![a-z])n\+1|公司倒闭|公司黄了|没工作了|清退", "job loss"),
    (r"欠(?:了)?(?:好几|十几|几十|一屁股|一大笔|\d+)(?:万|千)?(?:块)?(?:的)?(?:钱|债|外债|网贷|信用卡)?|负债|网贷|"
     r"(?:信用卡|花呗|借呗|房贷|车贷)(?:都)?(?:还不上|逾期)|逾期了|催收|被骗|诈骗|骗了(?:我)?(?:\d+|好几|几)|"
     r"刷单|说是公安局|冒充(?:公检法|警察|客服|公安)|断供|被执行|失信|法拍|被拍卖|房子没了", "money"),
    (r"起诉|被告|官司|打官司|仲裁|被抓|被拘|拘留|判了|坐牢|律师函(?!警告)|上法庭|传票|立案|判给|抚养权|监护权|探视权", "legal"),
    # health
    (r"住院|手术|开刀|(?<![a-z])icu(?![a-z])|重症监护|急诊|抢救|病危|确诊|查出(?:来)?|诊断(?:出|为)|癌|肿瘤|白血病|淋巴瘤|化疗|放疗|"
     r"中风|脑梗|脑溢血|脑出血|心梗|心肌梗|心脏病|心脏支架|搭桥|骨折|车祸|晕倒|昏迷|抑郁症|双相|焦虑症|糖尿病|透析|尿毒症|"
     r"瘫痪|失明|阿尔茨海默|老年痴呆|帕金森|癫痫|艾滋|(?<![a-z])hiv(?![a-z])|乙肝|穿刺|活检|不想活|轻生|自杀|救护车|"
     r"(?:打|叫|拨|喊)了?120|120(?:急救|救护|来了|拉走)|哮喘|渐冻|"
     r"肾衰|肝硬化|心衰|植物人|病情恶化|下了病危|半边身子|神经内科|休克|股骨|换关节|骨头碎|恶性|病理|洗胃|保不住|"
     r"被[^，,。]{0,4}撞了|(?:骨|腿|胳膊|手|脚|锁骨|肋骨)断了|打钢板", "health"),
    (r"过敏|荨麻疹|起疹子|医生不让我?(?:吃|喝)|痛风", "allergy"),
]
# Words around a Chinese event that show it is meant otherwise (死线, 笑死, 律师函警告, 杀青...).
_ZH_NOT = later(r"(?:带着|带上|领着|抱着)[^，,。]{0,6}走了|(?<![a-z])icu(?![a-z])护士|急诊科?(?:护士|医生)|手术室护士|笑死|累死|气死|热死|饿死|困死|烦死|要死了|死线|杀青|杀疯|综艺|电视剧|剧里|剧情|游戏里|小说|电影里|"
                     r"缩写|是什么意思|怎么办理|怎么算|一般|通常|症状|会不会|能不能|怎么处理|有哪些|什么样")

_EN = [
    (r"passed away|passed on|(?:has|had|just|\bhe|\bshe|mom|mum|dad|grandma|grandpa|nan|nana|brother|sister|husband|wife|son|daughter|father|mother|uncle|aunt|cousin|friend|grandmother|grandfather|partner|baby|bro|sis) passed\b(?! (?:my|the|his|her|"
     r"their|a|an|our|it|all|with|out|over|through|by|along|around))|\bdied\b(?! (?:laughing|of laughter|down|off|out))|"
     r"(?:\bhe|\bshe|\bthey|mum|mom|dad|grandma|grandpa|nan|baby|granny) (?:didn'?t|did not) make it(?! to)|\blost (?:mom|mum|dad|grandma|grandpa|nan|nana|granny|mother|father)\b|"
     r"had to put (?:\w+ ){1,3}down\b|(?:lost|losing) (?:my|our) (?:mom|mum|mother|dad|father|grandma|grandpa|nan|nana|"
     r"granny|husband|wife|partner|son|daughter|brother|sister|baby|best friend|dog|cat|pup|kitty)|funeral|memorial service|"
     r"\bwake\b(?= (?:is|for|on|tomorrow))|put (?:him|her|them|\w+) down\b|put (?:him|her|\w+) to sleep|went in (?:his|her) sleep|"
     r"obituary|bereavement|no longer with us|gone too soon|hospice|end of life|days now,? not weeks|last rites|"
     r"(?:\bhe|\bshe|\bthey|'s|\w+ is|\w+ has) (?:gone|passed)[.!]*$|\bnot going to make it|"
     r"would(?:'ve| have) (?:turned|been) \d+|would(?:'ve| have) been (?:his|her|their|our) \d+", "death"),
    (r"gave birth|had (?:the|a|our|her) baby|(?:baby|son|daughter|twins|boy|girl)(?: \w+)? (?:was|were|is) born|welcomed (?:a|our)|"
     r"\bnewborn|became a (?:dad|mom|mum|father|mother|parent|grandma|grandpa|grandparent)|went into labou?r|in labou?r|"
     r"c-section|water broke|(?:baby|son|daughter|boy|girl|twins|little one)(?: \w+)? (?:arrived|came|is here|are here)|"
     r"arrived at \d", "birth"),
    (r"pregnan|expecting (?:a baby|our first|our second|twins|a boy|a girl|baby)|"
     r"(?:we're|we are|i'm|i am|she's|she is|wife's|wife is|partner's|partner is) expecting(?! (?:a |an |the |to |you|it|that|some))|positive (?:pregnancy )?test|"
     r"miscarr|lost the baby|lost our baby|stillb|ectopic|no heartbeat|weeks along|due date|ivf|embryo|"
     r"(?:is|she'?s|i'?m|we'?re) \d{1,2} weeks\b|(?:two|2) (?:pink )?lines", "pregnancy"),
    (r"\bengaged\b|proposed|(?:she|he) said yes|getting married|got married|we married|\beloped\b|\bour wedding|\bmy wedding|"
     r"\bdivorc|separated|separating|splitting up|split up|annulment|marriage is over|moving out of our|"
     r"cheated on (?:me|us)|\b(?:he|she) cheated|left me for|walked out on (?:me|us)|years? down the drain|"
     r"signed the papers[^.]*\d+ years", "partnership"),
    (r"laid off|lay(?:ing)? (?:me|us) off|layoff|(?:got|was|been|were|being) let go|let (?:me|him|her|us) go\b|lost my job|lost his job|lost her job|"
     r"(?:got|was|been|getting|get) fired|fired (?:me|us|him|her)\b|fired from|terminated|made redundant|redundan|"
     r"position (?:was |got )?(?:eliminated|cut)|job (?:was|got) cut|out of work|unemployed|jobless|got the (?:axe|sack)|"
     r"\bsacked\b|walked me out|box (?:of|with) my stuff|walked out by security|cardboard box", "job loss"),
    (r"in debt|debt collect|\bdebt\b|\bowe (?:\$|£|€|\d|nearly|almost|over|about|around|thousands|the irs|hmrc|money)|"
     r"bankrupt|foreclos|evict|section 21|repossess|scammed|\bscam\b|fraud|identity theft|stole my identity|emptied my|"
     r"drained my|hacked my bank|can'?t (?:make|pay) (?:rent|the mortgage)|collectors|\d+k deep|in the hole|"
     r"lost (?:all )?(?:my|our) (?:savings|money|pension|house) to", "money"),
    (r"\bsued\b|\bsuing\b|lawsuit|court date|court case|custody|in court|to court|restraining order|\barrested|\bdui\b|\bdwi\b|"
     r"\bjail|prison|probation|parole|\bcharg(?:ed|ing) (?:\w+ )?with|subpoena|criminal record|hearing (?:is|on|next)|"
     r"pulled over|picked up by (?:the )?(?:police|cops)", "legal"),
    (r"in (?:the )?hospital|hospitali[sz]|hospital bed|rushed to|ended up in (?:the )?(?:hospital|er|a&e|icu|emergency)|(?:at|to) the hospital (?:with|after|for)|"
     r"\ber\b|emergency room|a&e|\bicu\b|intensive care|surgery|(?:an|the|her|his|my) operation\b|operated on|diagnos|cancer|tumou?r|"
     r"malignant|biopsy|chemo|radiation|radiotherapy|\bstroke\b|heart attack|cardiac|seizure|epilep|broke (?:my|his|her) "
     r"(?:arm|leg|wrist|ankle|hip|rib|ribs|back|neck|foot|hand|collarbone|nose|jaw)|fractur|concussion|car accident|car crash|"
     r"crashed (?:my|our|his|her|the) (?:car|bike|motorbike)|crashed into|hit by a (?:car|bus|truck|van|bike|cyclist|motorbike|drunk)|overdose|suicid|kill myself|end it all|self-harm|self harm|diabet|leukemia|leukaemia|lymphoma|"
     r"dementia|alzheimer|parkinson|multiple sclerosis|\bhiv\b|hepatitis|lupus|crohn|kidney failure|dialysis|transplant|"
     r"paralyz|paralys|\bcoma\b|ambulance|\b911\b|\b999\b|sepsis|scan (?:is|was|came back)|cancer free|remission|"
     r"mastectomy|palliative|terminal|\bmri\b|ct scan|asthma attack|heart failure|(?:knee|hip|joint) replacement|"
     r"bypass|discharged|admitted|taken in (?:last night|yesterday|this morning|today|overnight)|taken (?:in)?to (?:the )?(?:hospital|er|a&e)|pneumonia|\ba&e\b|it'?s ms\b|(?:has|have|with) ms\b|type (?:1|2|one|two)\b|"
     r"melanoma|(?:are|is) ms\b|malignan|metasta|stage (?:1|2|3|4|one|two|three|four|iv|iii)\b", "health"),
    (r"allerg|anaphyla|epi-?pen|\bhives\b|break(?:s)? (?:me )?out|swell(?:s)? up|celiac|coeliac|"
     r"can'?t have (?:nuts|peanuts|shellfish|eggs)|reacts? (?:badly )?to|"
     r"throat (?:closes|closing)|closes my throat|gives? me (?:a )?(?:[a-z ]{0,20})?(?:rash|hives)", "allergy"),
]
# Words that show an English event is meant otherwise, or is gossip, a plot, a game or a general question.
_EN_NOT = later(
    r"brush ?strokes?|stroke of (?:luck|genius)|back ?stroke|breast ?stroke|swim(?:ming)? stroke|fired up|fired off|"
    r"(?:basketball|tennis|food|squash|volleyball|badminton) court|on the court|courtside|court scene|courtyard|"
    r"died laughing|i'?m dead\b|i died\b|(?:phone|battery|laptop|car|plant|plants|computer|server|game|mic|headphones?) "
    r"(?:just )?died|killing it|killed it|bloodbath|in the (?:show|movie|film|book|series|game|episode)|season \d|"
    r"\bplot\b|spoiler|character|episode|fanfic|let go of|scan (?:the|this|a|my) (?:document|qr|code|receipt)|"
    r"(?:am i|i'?m) a cancer|cancer season|zodiac|fire drill|\bdrill\b|stroke order|"
    r"(?:icu|er|a&e|hospital|ward|surgical|theatre|oncology|hospice|hospital's) (?:nurse|doctor|porter|staff|shift|"
    r"worker|pharmacist|cleaner|job|rota)|work(?:s|ing)? (?:nights |days |shifts )?(?:at|in) (?:the |a )?(?:hospital|icu)|"
    r"start(?:ing)? at the hospital|(?:each|every|broad|bold|light|pen|brush|few|final|first|single) strokes?\b|"
    r"sorry (?:to hear|about|for) (?:about )?(?:your|that|the)|(?:nearly|almost) had a heart attack|gave me a heart attack|(?:adhd|autism|autistic|dyslexia|dyspraxia) diagnos|diagnos\w* (?:with |of )?"
    r"(?:adhd|autism|dyslexia)|eye hospital|dental hospital")
_ZH_RE = [(later(p, re.I), what) for p, what in _ZH]
_EN_RE = [(later(p), what) for p, what in _EN]
_ZH_INDEX = Index(p for p, _ in _ZH)
_EN_INDEX = Index(p for p, _ in _EN)
_NEG_ZH = later(r"(?:没有|没|不是|并没|未|排除|不用|不需要|虚惊)[^，,。.！!？?]{0,3}$")
_NEG_EN = later(r"(?:\bnot|\bno|\bnever|n't|\bwithout)(?: \w+){0,2} ?$")
_CLEAR_EN = later(r"skipped (?:our|my|us)|spared|survived the layoffs|\bphew\b|came back (?:clean|clear|negative|fine|normal|benign|ok|okay|good)|"
                       r"(?:all|was) (?:clear|benign|negative)|\bbenign\b|false alarm|"
                       r"not (?:cancer|pregnant|malignant)|ruled out")
_CLEAR_ZH = later(r"虚惊一场|良性|没事了|排除了|阴性")


# Hedges before an event make it feared or supposed, not said: "what if i get laid off", "怕被裁".
_HEDGE_ZH = later(r"要是|如果|万一|假如|假设|会不会|怕|担心|以防|是不是|听说")
_HEDGE_EN = later(r"\b(?:if|what if|in case|suppose|supposing|hypothetically|imagine|worried|worry|scared|afraid|"
                       r"terrified|might|could|would|may|fear|fearing|rumou?rs?|in general|generally)\b")


def cleared(lowered: str, cjk: bool) -> bool:
    """The message says a feared event turned out not to be ("良性", "came back clean", "false alarm")."""
    return (_CLEAR_ZH if cjk else _CLEAR_EN).search(lowered) is not None


def event(lowered: str, cjk: bool) -> str | None:
    """The kind of life-changing event the (lower-cased) clause says happened, or None."""
    found = event_at(lowered, cjk)
    return found[0] if found else None


@lru_cache(maxsize=4096)
def event_at(lowered: str, cjk: bool) -> tuple[str, int, int] | None:
    """(kind of event, where its words start and end) when the clause says it happened: not denied, feared or supposed,
    and in its critical sense. Whose life it is, is for whose() to say."""
    if cjk:
        rules, negation, hedge, index = _ZH_RE, _NEG_ZH, _HEDGE_ZH, _ZH_INDEX
    else:
        rules, negation, hedge, index = _EN_RE, _NEG_EN, _HEDGE_EN, _EN_INDEX
    chosen = index.candidates(lowered)
    if not chosen or (_ZH_NOT if cjk else _EN_NOT).search(lowered) or cleared(lowered, cjk):
        return None
    for pattern, what in (rules[n] for n in sorted(chosen)):
        for m in pattern.finditer(lowered):
            before = lowered[: m.start()]
            if not negation.search(before[-24:]) and not hedge.search(before):
                return what, m.start(), m.end()
    return None


def _people(words: tuple[str, ...], cjk: bool) -> re.Pattern:
    body = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(f"(?:{body})" if cjk else rf"\b(?:{body})(?:s?'s?)?\b")


_PERSONS_EN = ("i", "i'm", "im", "i've", "ive", "i'd", "i'll", "we", "we're", "we've", "we'll", "me", "us", "myself")
_OWN = {True: _people(SELF[0] + KIN[0] + HOUSEHOLD[0], True),
        False: _people(_PERSONS_EN + KIN[1] + HOUSEHOLD[1], False)}
_OTHER = {True: _people(ACQUAINTANCES[0] + PUBLIC[0] + ("他们", "她们", "人家", "别人", "有人", "实习生", "组里", "你"), True),
          False: _people(ACQUAINTANCES[1] + PUBLIC[1] + ("someone", "somebody", "a guy", "a girl", "this guy",
                                                         "people", "intern", "ex", "my ex", "you", "your", "u", "ur"),
                         False)}
_THEIRS = {True: later(r"(?:" + "|".join(ACQUAINTANCES[0]) + r")的$"),
           False: later(r"\b(?:" + "|".join(ACQUAINTANCES[1]) + r"|ex)'s $")}


_OBJECT = {True: later(r"^(?:了)?我"), False: later(r"^\s*(?:me|us|my|our)\b")}


_YOU = {True: later(r"你|您"), False: later(r"\b(?:you|your|yours|u|ur)\b")}
# A statement about a topic in general, not an event: "allergies can be tough", "layoffs are brutal".
_GENERAL_EN = later(r"^(?:[a-z]+ ){0,2}[a-z]+s (?:can|are|is|tend to|usually|often|always|really)\b")


def told(message: str, cjk: bool) -> bool:
    """Whether a message tells of the user's own events: not one about the person talked to ("sorry to hear about
    your accident", "you mentioned you were allergic"), nor a remark about a topic in general."""
    if _YOU[cjk].search(message) and not _OWN[cjk].search(_YOU[cjk].sub(" ", message)):
        return False
    return cjk or _GENERAL_EN.match(message) is None


def whose(before: str, cjk: bool, event: str = "", after: str = "") -> bool:
    """Whether the event after `before` (the clause up to it) happens in the user's own life: the last person named
    before it is the user or their own people, or nobody is named (the speaker, implied). A coworker's layoff, a
    friend's father's death, a celebrity's divorce are not."""
    own = list(_OWN[cjk].finditer(before))
    spans = [(m.start(), m.end()) for m in own]
    # "best friend" is one of the user's own, not a friend: a name inside an own name does not count
    other = [m for m in _OTHER[cjk].finditer(before)
             if not any(a <= m.start() and m.end() <= b and m.end() - m.start() < b - a for a, b in spans)]
    if not other:
        return True
    if _OWN[cjk].search(event) or _OBJECT[cjk].match(after):
        return True   # someone emptied MY savings, "is suing me", 骗了我: the user is the one it happened to
    if not own:
        return False
    last_own = own[-1]
    if _THEIRS[cjk].search(before[: last_own.start()]):
        return False  # 朋友的爸爸, a friend's dad
    return last_own.start() > other[-1].start()
