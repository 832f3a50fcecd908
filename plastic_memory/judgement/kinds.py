"""Which kind a kept remark is, from the evidence of the whole remark (not the first word-list hit).

Who a person is (name, job, home, family, pets), what they cannot or will not do and what they lastingly like are
read first, so they outlive passing remarks; a future date or an intention makes a plan; a feeling an emotion; a
part of life in motion (work, home, family, study, health) or a pursuit (where they went, what they started or
took up) is life; anything else personal is a passing fact.
"""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from ..language.prefilter import Index

KIND_GIVEN = "kind given by the user"  # the why of a remark whose kind the caller named: a dream leaves it alone
PASTED = "pasted or forwarded material: never critical"  # the why of pasted text: a dream never makes it critical

_OCCUPATIONS_ZH = (
    "程序员|码农|工程师|开发|前端|后端|测试|运维|算法|产品经理|产品|设计师|设计|老师|教师|班主任|护士|医生|大夫|律师|会计|财务|"
    "销售|运营|客服|司机|外卖|骑手|快递|厨师|学生|研究生|博士生|博士|硕士|本科|公务员|警察|辅警|军人|农民|个体户|店主|老板娘|"
    "创业|自由职业|宝妈|全职妈妈|全职太太|家庭主妇|主播|博主|up主|编辑|记者|翻译|药剂师|保安|保洁|电工|工人|建筑师|HR|hr|人事|"
    "行政|文员|助理|实习生|导游|空姐|空乘|飞行员|网约车|理发师|美甲师|教练|退休|社工|咨询|分析师|研究员|科研|画师|插画师|"
    "摄影师|模特|演员|歌手|牙医|兽医|护工|月嫂|保姆|育儿嫂|厂里|车间|包工头|装修师傅|瓦工|木工|焊工|农场|果园|养殖")
_OCCUPATIONS_EN = (
    "nurse|doctor|teacher|engineer|developer|dev|programmer|coder|designer|lawyer|attorney|accountant|student|manager|"
    "chef|cook|driver|cashier|pharmacist|dentist|therapist|counsellor|counselor|consultant|analyst|scientist|researcher|"
    "professor|lecturer|electrician|plumber|carpenter|mechanic|firefighter|cop|police officer|officer|soldier|veteran|"
    "farmer|freelancer|writer|artist|musician|photographer|barista|bartender|waiter|waitress|server|paramedic|"
    "social worker|realtor|estate agent|vet|veterinarian|surgeon|pilot|flight attendant|architect|librarian|journalist|"
    "editor|marketer|recruiter|intern|contractor|tutor|coach|caregiver|carer|nanny|housekeeper|homemaker|"
    "stay[- ]at[- ]home (?:mom|mum|dad|parent)|product manager|pm|ceo|cto|founder|entrepreneur|business owner|"
    "shop owner|trucker|courier|uber driver|delivery driver|rider|dj|youtuber|streamer|grad student|phd student|"
    "undergrad|postdoc|resident|med student|medical student|law student|retiree|pastor|priest|dancer|physio|"
    "physiotherapist|midwife|radiographer|hairdresser|barber|cleaner|security guard|warehouse worker|welder|"
    "receptionist|secretary|admin|clerk|banker|broker|trader|investor|auditor|translator|interpreter|tailor|baker|"
    "illustrator|animator|copywriter|developer|dietitian|optician|optometrist|hygienist|carer|support worker|"
    "butcher|gardener|landscaper|miner|fisherman|sailor|teaching assistant|ta|sde|swe|software engineer|data scientist|"
    "ux designer|sales rep|civil servant|nhs|gp|junior doctor|carpenter|sophomore|freshman|junior|senior|fresher")

# (pattern, kind, weight). Chinese and English patterns together; each names a way of saying a kind of thing.
_CUES: list[tuple[str, str, float]] = [
    # identity: names, age, work, home, family and pets, ids
    (r"我叫|叫我[^，,。.！!？?]{1,6}(?:就行|就好|吧|好了)|^叫[^，,。.！!？?]{1,4}就(?:行|好|可以)|我的名字|名字(?:是|叫|里)|"
     r"本名|网名|昵称|手机号|微信号|换号|[^，,。]{2}座(?:的|人)?$|我是[^，,。]{1,3}座|人在[^，,。]{2,6}$|聋人|听不见|"
     r"我(?:用|开)的是", "identity", 3),
    (r"今年\d{1,2}岁|\d{1,2}岁了|我\d{1,2}岁|属[鼠牛虎兔龙蛇马羊猴鸡狗猪]|\d{2}年的|\d{2}后", "identity", 3),
    (rf"(?:我是|是个|是一名|是一个|当|做|干)(?:{_OCCUPATIONS_ZH})|(?:{_OCCUPATIONS_ZH})(?:一枚|狗|人一个)|"
     r"在[^，,。.！!？?]{1,10}(?:上班|工作|实习|读书|上学|读研|读博|当|做)|做[^，,。.！!？?]{1,6}的|干[^，,。.！!？?]{1,4}的|跳槽到|"
     r"入职了?|转行|换了(?:份|个)?工作|刚毕业|退休了|工龄|干了\d+年|做了\d+年|跑外卖|开网约车|开店|开了(?:家|个)", "identity", 2.5),
    (r"老家|家乡|坐标|住在|住[^，,。.！!？?]{1,5}(?:区|市|县|镇|村|小区)|我是[^，,。.！!？?]{1,4}人(?:$|[，,。.！!])|"
     r"在[^，,。.！!？?]{1,6}定居|户口", "identity", 2.5),
    (r"工号|学号|员工号|身份证|我的(?:id|ID|账号|邮箱|手机号)|车牌", "identity", 3),
    (r"读(?:大|研|博)[一二三四]?|大[一二三四]了?|研[一二三]|高[一二三]|初[一二三]|毕业于|专业是|学[^，,。.！!？?]{1,6}专业", "identity", 2),
    (r"养了|家(?:里|里的)?(?:猫|狗|猫咪|狗狗)|(?:猫|狗)(?:叫|名字)|有(?:一|两|三|个|俩)(?:个|只|条)?(?:儿子|女儿|孩子|娃|猫|狗|宝宝|"
     r"闺女|哥|姐|弟|妹)|(?:儿子|女儿|孩子|老大|老二|宝宝)(?:今年)?(?:\d|[一二三四五六七八九十])+岁|单身|已婚|离异|丧偶|"
     r"结婚(?:\d+|[一二三四五六七八九十]+)年|在一起(?:\d+|[一二三四五六七八九十]+)年|生日", "identity", 2),
    (r"\bmy name(?:'s| is)\b|\bi'?m called\b|\bcall me\b|\bname'?s\b|\bgo by\b|\bpronouns\b|"
     r"\b(?:is|are|was) (?:called|named)\b", "identity", 3),
    (r"\bi'?m \d{2}\b|\bi am \d{2}\b|\b\d{1,2} years? old\b|\byears old\b|\bturn(?:ed|ing|s)? \d{1,2}\b|\bborn (?:in|on)\b|"
     r"\bmy birthday\b|\bbirthday\b|\bbday\b", "identity", 2.5),
    (rf"\b(?:i'?m|i am|im|work as|working as|job as|as an?|career as) (?:an? |the )?(?:[\w-]+ ){{0,3}}(?:{_OCCUPATIONS_EN})s?\b|"
     r"\bi (?:drive|work|deliver|cook|clean|teach|write|code) (?:for|at)\b|\bdoing my (?:master|masters|phd|degree|mba|"
     r"a-levels|gcses|residency|apprenticeship)\b|\b(?:youngest|oldest|eldest|middle child|only child)\b|"
     r"\b(?:they/them|she/her|he/him)\b|\bpassport\b|\b(?:i'?m|im|i am|is|are) (?:half )?(?:indian|chinese|irish|"
     r"english|british|scottish|welsh|american|canadian|australian|kiwi|nigerian|ghanaian|kenyan|pakistani|"
     r"bangladeshi|filipino|vietnamese|korean|japanese|thai|malaysian|indonesian|mexican|brazilian|italian|french|"
     r"german|spanish|polish|dutch|swedish|russian|ukrainian|turkish|iranian|egyptian|lebanese|jewish|muslim|"
     r"christian|hindu|sikh|catholic)\b|"
     rf"^(?:an? )?(?:\w+ )?(?:{_OCCUPATIONS_EN})\b,|"
     r"\bi work (?:as|at|for|in|with|nights|days)\b|\bi teach\b|\bmy job\b|\bmy (?:new )?(?:role|position|title)\b|"
     r"\bnew job\b|\bstart(?:ed|ing)? (?:my |a |the )?(?:new )?job\b|\bhired\b|\bretired\b|\bi study\b|"
     r"\bmajoring\b|\bmy major\b|\bgraduat|\bdegree in\b|\b(?:year|grade) \d+\b|\bmy (?:company|employer|firm|shop|"
     r"store|restaurant|business|practice|clinic|ward|unit|shift|shifts)\b|night shifts?\b", "identity", 2.5),
    (r"\b(?:i'?m|i am|im) from\b|\bi live\b|\bi'?m based\b|\bbased (?:in|out of)\b|\bgrew up\b|\bhometown\b|"
     r"\blive in\b|\bliving in\b|\bmoved (?:to|here|back)\b|\bmy (?:flat|apartment|house|place|home|town|city|"
     r"neighbou?rhood)\b|\bmy address\b|\bpostcode\b|\bzip code\b|colou?r ?blind|dyslexi|autis|\badhd\b|\bdeaf\b|"
     r"hard of hearing|wheelchair|on disability|apprentice|\bsparky\b|citizen|\b\d'\d{1,2}\b|\b1\d\d ?cm\b|"
     r"\bleft[- ]handed\b", "identity", 2.5),
    # a trade no list names: "i'm a tarot card reader", "i work as a dog groomer"
    (r"\b(?:i'?m|i am|im) an? (?:[a-z]+ ){0,3}[a-z]{3,}(?:er|or|ist|ian|ant|ent|eer)\b(?! of\b)", "identity", 2.5),
    (r"\b(?:i have|i've got|we have|we've got|got) (?:a|an|one|two|three|four|\d) (?:\w+ )?(?:kids?|sons?|daughters?|"
     r"children|dogs?|cats?|pups?|puppies|kittens?|brothers?|sisters?|grandkids|twins|boys|girls|rabbits?|"
     r"hamsters?|parrots?|horses?)\b|\bmy (?:wife|husband|partner|son|daughter|kid|kids|dog|cat|boyfriend|girlfriend|"
     r"fiance|fiancee|mom|mum|dad|sister|brother|baby|twins|grandma|grandpa|pup|puppy|kitten)(?:'s name|\s+is called|"
     r"\s+is named|,\s+[A-Z]|\s+[A-Z][a-z]+\b)|\b(?:i'?m|i am|im) (?:married|single|divorced|widowed|engaged|a (?:mom|mum|"
     r"dad|mother|father|parent|grandma|grandpa|twin|vegetarian))\b|\bmarried (?:for )?\d+ years\b|\bemployee (?:id|"
     r"number)\b|\bmy (?:id|username|handle|email|phone number|number is)\b|\bhusband and i\b|\bwife and i\b",
     "identity", 2.5),
    # boundary: food and drink limits, and limits set for the assistant
    (r"不吃|不喝|不能吃|不能喝|吃不了|喝不了|吃素|素食|忌口|清真|不碰|戒了|戒酒|戒烟|不沾|过敏体质", "boundary", 3),
    (r"别再|不要再|别给我|不要给我|别叫我|不要叫我|别提|别问|少给我|不用每次|以后别|以后不要|以后回答|以后都|以后请|不许|不准|请不要|"
     r"不想聊|不想听|别推荐|不要推荐|不用提醒|别用|不要用|少用|别老|别总|别发|不用那么|不用太|直接点|简短点|短一点|说重点|"
     r"用中文|用英文|叫我", "boundary", 3),
    (r"\b(?:don'?t|do not|can'?t|cannot|never|won'?t) (?:eat|drink|have|touch|do)\b|\bvegetarian\b|\bvegan\b|"
     r"\bpescatarian\b|\bhalal\b|\bkosher\b|\bno (?:pork|beef|meat|alcohol|dairy|gluten|caffeine|sugar)\b|\bsober\b|"
     r"\bteetotal\b|\bquit (?:drinking|smoking)\b|\bintoleran", "boundary", 3),
    (r"\bstop (?:\w+ing|calling|asking|sending|using)\b|\b(?:don'?t|do not|never|please don'?t|pls don'?t|no need to) "
     r"(?:call|ask|recommend|suggest|mention|bring up|remind|use|send|give|tell|talk|say|push|lecture)\b|\bno more\b|"
     r"\bquit (?:\w+ing)\b|\bfrom now on\b|\bgoing forward\b|\b(?:could|can|would) you (?:not|stop|please stop|avoid)\b|"
     r"\bkeep (?:it|answers|replies|them) (?:short|brief|simple)\b|\bless (?:emojis?|formal|wordy)\b|\bavoid\b|"
     r"\bplease (?:just|always|only)\b|\balways (?:answer|reply|respond|use)\b|\bcut it out\b|"
     r"\b(?:please|pls|plz) (?:don'?t|dont|do not|stop|never|no)\b|\bdrop the\b|\btalk to me like\b|"
     r"\bi can'?t (?:swim|drive|ride|cook|read|climb|dance|sing|do stairs|kneel|lift)\b|\bskip the\b|"
     r"\bkeep (?:them|it|that) away\b|别每次|不要每次|每次都别|\bkeep it (?:short|shorter|brief|simple)|"
     r"\b(?:fewer|less|more) [a-z ]{3,30} (?:please|pls|plz)\b|乳糖不耐|不耐受|lactose|gluten[- ]free|"
     r"(?:喝|吃)[^，,。]{1,6}就(?:拉肚子|闹肚子|过敏|吐|胃疼|起疹子)", "boundary", 3),
    # promise: a commitment to someone
    (r"答应|承诺|保证|说好|约好|约定|发誓|许诺|说了(?:要|会)|向[^，,。.！!？?]{1,6}保证", "promise", 3),
    (r"\bpromised\b|\bi promise\b|\bi swore\b|\bgave (?:my|him|her|them) (?:my )?word\b|\bi owe\b|\btold (?:him|her|them|"
     r"my \w+|\w+) (?:i'?d|i would|i will|i'?ll|that i)\b|\bi agreed to\b|\bcommitted to\b|\bsaid i'?d\b|"
     r"\bon the hook for\b|\bi'?m supposed to\b", "promise", 3),
    # plan: intentions and appointments
    (r"打算|准备|计划|要去|想去|提醒我|记得提醒|别让我忘|安排了|约了|预约|挂号|订了|报名|报了|考虑|明年|以后想|准备考|"
     r"开会|面试|考试|体检|复查|复诊|看牙|约会|聚餐|航班|飞机|高铁|火车|出发|去[^，,。]{1,6}(?:玩|看|参加|见)|"
     r"要[^，,。.！!？?了]{0,2}(?:去|回|搬|换|买|考|带|做|办|开|参加)", "plan", 2),
    (r"^(?:going to|gonna|planning to|plan to|thinking of|hoping to|about to|off to)\b|"
     r"\b(?:i'?m|im|i am|we'?re|we are) (?:going to|gonna|planning|thinking (?:about|of)|considering|hoping|about to|"
     r"flying|driving|heading|leaving|starting|moving|taking|visiting|meeting|seeing|having)\b|\bplan(?:ning)? to\b|"
     r"\b(?:i|we)(?:'ll| will) (?:be|go|have|need|start|visit|take)\b|\bremind me\b|\bappointment\b|\bbooked\b|"
     r"\bscheduled\b|\bsigned up\b|\bgonna\b|\bthinking (?:about|of)\b|\bnext (?:week|month|year|time)\b|"
     r"\bwant to\b|\bwanna\b|\bhoping to\b|\bneed to\b|\bhave to\b|\bgotta\b|\btomorrow\b|\bthis weekend\b|"
     r"\b(?:meeting|interview|exam|flight|dentist|doctor'?s|check-?up|appt|appointment|date|dinner with|lunch with|"
     r"class at|lesson at|shift at)\b", "plan", 2),
    # pref: lasting likes and dislikes
    (r"喜欢|爱吃|爱喝|爱看|爱玩|最爱|讨厌|偏好|受不了|不喜欢|不爱|口味|更喜欢|迷上|上头|超爱|特别爱|粉丝|球迷|死忠|铁粉|习惯(?:用|喝|吃)|"
     r"一般(?:喝|吃|用)|最喜欢|离不开|必须(?:喝|吃)|中意|烦(?:透)?了?[^，,。.！!？?]{0,2}(?:这种|那种)", "pref", 2.5),
    (r"\b(?:i|we) (?:(?:really|absolutely|kinda|kind of|just|do|both|all|also|still|totally|truly|genuinely|don'?t|do not|never|not) )*(?:like|love|adore|hate|prefer|enjoy|dislike|"
     r"detest|can'?t stand|can'?t get enough of)\b|\bmy (?:favou?rite|fav|fave|go-to)\b|\bobsessed with\b|"
     r"\b(?:i'?m|im|i am|we'?re|we are) (?:(?:really|so|a|big|huge|total|massive|such a|also|still|totally|not|not really|never) )*(?:into|fan of|fans of|a fan|passionate about|drawn to|hooked on|crazy about)\b|\bnot a fan\b|\b(?:huge|big) fans?\b|"
     r"\b(?:i'?m|im|i am|we'?re|we are) (?:a |an )?(?:(?:huge|big|massive|die-?hard|lifelong|loyal|proud|total|true|real|long-suffering) )*"
     r"(?:[a-z0-9\-']+ ){1,3}(?:fan|supporter|fanatic)s?\b|"
     r"\ba (?:morning|night|coffee|tea|cat|dog) person\b|\b(?:i'?m|im|i am) allergic to mornings\b|"
     r"\b(?:like|love|prefer)s? (?:my|it|them)\b|^(?:really |absolutely |do )?(?:hate|love|like|adore|prefer|can'?t stand|"
     r"enjoy|despise|loathe)\b|\b(?:none|no) of that\b|\bfor me\b|\bnon[- ]negotiable\b|\b(?:i|we) (?:despise|loathe)\b|"
     r"(?:\bi |^)(?:only|always|never|usually|mostly) (?:drink|eat|get|order|sleep|wear|use|buy|take|book|sit|go for|watch|"
     r"listen|read|drive|shop)\b|\b\w+ > \w+|\bis my (?:thing|jam|go-to|favou?rite)\b|\bfight me\b|"
     r"\bevery (?:single )?time\b|\bcall me old[- ]fashioned\b|只(?:喝|吃|看|用|听|穿|买)|必须(?:加|要|有)|yyds|就是比|"
     r"好好(?:吃|喝|看|听)|最烦|太好(?:吃|喝|看|听)了|\bor (?:death|nothing|bust)\b", "pref", 2.5),
    # emotion: how the user feels now
    (r"烦|累|难过|开心|高兴|焦虑|郁闷|崩溃|压力|生气|伤心|心情|紧张|害怕|孤独|委屈|失落|沮丧|兴奋|烦躁|emo|心累|破防|难受|想哭|"
     r"哭了|不开心|低落|丧|无聊|激动|担心|慌|麻了|裂开|绝望|心态|爽|幸福|感动|后悔|尴尬|郁郁|想死|要死了|好气|气死|"
     r"鸭梨|头大|吐了|心碎|心疼|怕|累死|笑死我", "emotion", 2),
    (r"\bfeel(?:ing|s)?\b|\bfelt\b|\bsad\b|\bhappy\b|\bstress|\banxi|\btired\b|\bexhausted\b|\bupset\b|\bangry\b|\bmad\b|"
     r"\bfrustrat|\blonely\b|\bnervous\b|\bworried\b|\bexcited\b|\bdepress|\bdown\b|\blow\b|\boverwhelm|\bburn(?:t|ed) out\b|"
     r"\bdrained\b|\bbummed\b|\bpumped\b|\bstoked\b|\bthrilled\b|\bscared\b|\bafraid\b|\bmiserable\b|\bgrateful\b|"
     r"\brelieved\b|\bproud\b|\bannoyed\b|\bpissed\b|\bcrying\b|\bcried\b|\bhurt\b|\bgutted\b|\bheartbroken\b|"
     r"\bshaking\b|\bshaky\b|\bfreaking out\b|\bpanic|\bugh\b|\bsucks\b|\bso done\b|\bcan'?t even\b|\bmeh\b|\bblah\b|"
     r"\bnumb\b|\bjealous\b|\bembarrass|\bguilty\b|\bashamed\b|\bhopeful\b|\bcalm\b|\bbored\b|\bworn out\b|"
     r"\bfed up\b|\bfried\b|\bwrecked\b|\bdead tired\b|\bbuzzing\b|\bhyped\b|\bover the moon\b|\bdevastated\b|"
     r"\bjoy\b|\bhappiness\b|\bjoyful\b|\bblessed\b|\bthankful\b|\bexcit|\bunwind|\brelax|\bde-?stress|"
     r"\bflat\b|\bhomesick\b|\bi miss\b|\bmiss (?:my|him|her|them|home)\b|\bworst day\b|\bbest day\b|"
     r"\bcan'?t shake\b|\bfired up\b|\bcan'?t sit still\b", "emotion", 2),
    # life: a part of life in motion
    (r"上班|下班|加班|工作|公司|项目|面试|跳槽|辞职|离职|升职|加薪|转正|出差|开会|打工|实习|工资|年终奖|绩效|领导|老板|同事|"
     r"搬家|装修|租房|房租|房东|新房|买房|房贷|车贷|考试|考研|考公|论文|答辩|导师|毕业|上课|作业|期末|学校|留学|健身|跑步|游泳|"
     r"瑜伽|爬山|钓鱼|摄影|画画|吉他|钢琴|追剧|打游戏|旅行|旅游|感冒|发烧|咳嗽|头疼|头痛|牙疼|胃疼|失眠|体检|医院|看病|吃药|减肥|"
     r"带娃|带孩子|幼儿园|上学|相亲|恋爱|分手|吵架|约会|存钱|理财|基金|股票|还款|外卖|通勤|驾照|老公|老婆|对象|孩子|儿子|女儿|"
     r"宝宝|爸|妈|猫|狗|奶奶|爷爷|外婆|外公|收养|领养|耳鸣|我的?公积金|社保|医保|月薪|年薪|薪水|"
     # an app left for good (我把微信删了，清净多了): a habit changed, where 把那条删了 asks the memory
     r"(?:微信|抖音|微博|小红书|快手|知乎|游戏|app)[^，,。]{0,3}(?:删|卸)(?:了|掉)", "life", 1),
    (r"\b(?:job|work|working|worked|shift|office|boss|coworker|colleague|interview|promotion|raise|salary|project|"
     r"deadline|commute|moving|moved|apartment|flat|house|rent|landlord|mortgage|roommate|exam|exams|thesis|semester|"
     r"class|classes|college|uni|university|school|gym|workout|running|yoga|hiking|guitar|piano|sick|cold|flu|fever|"
     r"cough|headache|migraine|doctor|therapy|therapist|meds|diet|weight|sleep|slept|insomnia|budget|savings|loan|"
     r"vacation|trip|holiday|travel|flight|wife|husband|partner|boyfriend|girlfriend|son|daughter|kid|kids|baby|mom|mum|"
     r"dad|parents|sister|brother|grandma|grandpa|dog|cat|puppy|kitten|garden|car|daycare|teething|toddler|nap|"
     r"renovat|wedding|date|dating|breakup|broke up|family|friend|friends|neighbou?r|church|team|league|training|"
     r"practice|lesson|lessons|course|bootcamp|visa|passport|flat|lease|bills|paycheck|overtime|meeting|steps|walk|"
     r"walked|hike|cycled|cycling|bike|ride|tickets?|concert|gig|festival|match|game night|party|sober|clean)s?\b|"
     r"\b\d+ (?:years?|yrs?|months?) (?:with|together|married|sober|clean|in)\b|killing me|\bhurts?\b|aching|"
     r"\bsore\b|\bpain\b|\bbeen \w+ing\b|\blately\b|\bthese days\b|\badopt(?:ing|ion|ed)\b|\bhitting on me\b|"
     r"\bharass(?:ing|ed|es|ment)\b", "life", 1),
]
# What the user did, has or does: with nothing else, a passing fact of their life.
_ACTS_EN = ("went|got back|visited|bought|sold|started|finished|moved|met|saw|ate|made|cooked|baked|built|lost|won|"
            "did|performed|recorded|released|published|launched|opened|created|designed|organi[sz]ed|attended|"
            "received|chose|decided|gave|taught|competed|entered|"
            "passed|failed|joined|signed|booked|flew|drove|walked|ran|hiked|camped|swam|biked|cycled|danced|sang|"
            "played|watched|read|wrote|painted|drew|knitted|sewed|planted|gardened|volunteered|traveled|travelled|"
            "spent|paid|earned|saved|applied|adopted|found|fixed|took|left|came|arrived|returned|celebrated|hosted|"
            "graduated|switched|changed|upgraded|rented|repaired|broke|hurt|injured|burned|dropped|missed|forgot|"
            "picked up|tried|learned|learnt|studied|grew up|used to|been|was born|got|have|'ve got|own|drive|speak|"
            "play|collect|volunteer|coach|manage|live|work|study|take|go to|usually|normally|always|never|love|enjoy|"
            "hate|feel|felt|bake|cook|paint|write|read|dance|sing|hike|camp|run|swim|travel|visit|watch|"
            "(?:travell?|visit|play|watch|read|writ|paint|danc|sing|cook|bak|hik|camp|swimm|runn|learn|study|work|"
            "volunteer|plann|think|experienc|explor|try|tak|mak|build|fix|spend|sav|mov)ing")
# Casual English drops the subject of what the speaker did ("just got some new shoes", "finished my first 10k").
_DONE_EN = ("went|got|bought|sold|started|finished|moved|met|visited|made|cooked|baked|built|joined|signed up|booked|"
            "adopted|found|tried|learned|picked up|painted|wrote|ran|hiked|celebrated|launched|opened|won|lost|"
            "took|spent|volunteered|attended|performed|released|published|received|quit|graduated")
# What the user did, has or does: with nothing else, a passing fact of their life ("we're traveling through Tahoe",
# "I haven't visited many countries", "我昨天去了趟宜家").
_CUES.append((
    r"^(?:(?:just|finally|recently|also|already) )*(?:" + _DONE_EN + r")\b|"
    r"\b(?:my|our) [a-z]{3,}|\b(?:i|we)(?:'ve|'m|'re|'d| have| had| was| were| am| are| also| just| finally| already| "
    r"recently| really| never| once| still| haven't| hadn't| didn't| don't| been)*\s+(?:" + _ACTS_EN + r")\b|"
    r"我(?:们)?(?:刚|刚刚|昨天|今天|上周|前天|已经|终于|也|又|还|平时|一般|每天|经常|从来|以前|小时候|现在|正在|在)?"
    r"(?:去了|买了|搬|换了|开始|学|考|养|带|住|做|吃|喝|睡|跑|玩|看了|写了|认识|结|离|生|病|辞|报|参加|回|到了)",
    "fact", 0.5))
# ... unless it is a pursuit or an event of their life rather than a passing detail ("ate ramen for lunch"): where
# they went, what they started, joined or made, an activity they keep up ("we went camping", "i'm currently
# playing an RPG", "我昨天去了趟宜家"). With nothing else it is life, which outlasts a fact (a tie goes to it).
_PURSUITS_EN = ("went|got back|visited|started|finished|moved|met|built|won|performed|recorded|released|published|"
                "launched|opened|created|designed|organi[sz]ed|attended|competed|entered|joined|signed up|flew|hiked|"
                "camped|swam|biked|cycled|danced|sang|played|painted|drew|knitted|sewed|planted|volunteered|traveled|"
                "travelled|applied|adopted|celebrated|hosted|graduated|taught|learned|learnt|grew up|used to|"
                "was born|collaborated|took up|set up|"
                "(?:travell?|visit|play|writ|paint|danc|sing|hik|camp|swimm|runn|learn|work|volunteer|explor|"
                "build|creat|teach|train|compet|perform|record|bak|cook|draw|knitt|sew|garden)ing")
_PURSUITS_DONE_EN = ("went|started|finished|moved|met|visited|built|joined|signed up|adopted|painted|wrote|ran|hiked|"
                     "celebrated|launched|opened|won|volunteered|attended|performed|released|published|graduated")
_CUES.append((
    r"^(?:(?:just|finally|recently|also|already) )*(?:" + _PURSUITS_DONE_EN + r")\b|"
    r"\b(?:i|we)(?:'ve|'m|'re|'d| have| had| was| were| am| are| also| just| finally| already| recently| really| "
    r"never| once| still| currently| now| actually| even| both| all| been)*\s+(?:" + _PURSUITS_EN + r")\b|"
    r"我(?:们)?(?:刚|刚刚|昨天|今天|上周|前天|已经|终于|也|又|还|以前|小时候|现在|正在|在)?"
    r"(?:去了|搬|开始|学|考|养|参加|认识|报)",
    "life", 0.5))
_COMPILED = [(later(p), kind, w) for p, kind, w in _CUES]
_INDEX = Index(p for p, _, _ in _CUES)
ORDER = ("critical", "identity", "boundary", "promise", "plan", "pref", "emotion", "life", "fact")


# A refused intention is a stance on a part of life, not a plan ("我不打算跳槽", "not planning to move").
_NOT_PLANNING = later(r"不打算|没打算|不准备|没准备|不考虑|不想去|暂时不|\bnot (?:planning|going|thinking of|looking)\b|"
                           r"\bno plans? to\b|\bdon'?t (?:plan|intend|want) to\b|\bnever going to\b")


def weigh(lowered: str) -> dict[str, float]:
    """The evidence for each kind in a (lower-cased) remark: the summed weights of the ways of saying it found."""
    return dict(_weigh(lowered))


@lru_cache(maxsize=4096)
def _weigh(lowered: str) -> tuple[tuple[str, float], ...]:
    scores: dict[str, float] = {}
    for n in sorted(_INDEX.candidates(lowered)):
        pattern, kind, weight = _COMPILED[n]
        if pattern.search(lowered):
            scores[kind] = scores.get(kind, 0.0) + weight
    if "plan" in scores and _NOT_PLANNING.search(lowered):
        del scores["plan"]
        scores["life"] = scores.get("life", 0.0) + 1.5
    return tuple(scores.items())


def choose(scores: dict[str, float]) -> str:
    """The kind with the most evidence; ties go to the kind that lasts longer. 'fact' when there is none. A feeling
    about something that lasts is filed with that thing ("so excited about my pottery class" is the class): the
    feeling passes, the matter stays."""
    if not scores:
        return "fact"
    if "emotion" in scores and any(scores.get(k, 0.0) >= 1 for k in ORDER if k not in ("emotion", "fact")):
        scores = {k: v for k, v in scores.items() if k != "emotion"}
    return max(scores, key=lambda k: (scores[k], -ORDER.index(k)))
