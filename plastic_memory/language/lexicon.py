"""Word lists in Chinese and English: small talk, kinds, corrections, stances, synonym clusters.

Classification is keyword rules, not a semantic model: phrasing outside these lists is missed (a documented limit).
English entries are matched on lower-cased text with word boundaries; Chinese entries as substrings.
"""

from __future__ import annotations

# Whole utterances that are small talk or fillers once punctuation, emoji and spaces are removed.
JUNK_EXACT = frozenset("""
你好 您好 你好啊 你好呀 在吗 在不在 在么 哈 哈哈 哈哈哈 嘿嘿 呵呵 嘻嘻 嗯 嗯嗯 嗯呢 哦 哦哦 噢 喔 啊 呀 好 好的 好滴 好吧 好呀
好啊 行 行吧 可以 可以的 对 对的 对啊 是的 是啊 没错 收到 明白 明白了 知道了 懂了 了解 谢谢 谢啦 多谢 谢谢你 感谢 辛苦了
早 早啊 早安 早上好 中午好 下午好 晚上好 晚安 拜拜 再见 回见 886 没事 没事了 算了 随便 emmm 额 呃 哎 唉 嗨 哇 厉害 不错 真棒
继续 然后呢 还有呢 是吗 真的吗 为什么 怎么了 干嘛 啥 什么
hi hello hey yo sup ok okay k kk yes yeah yep no nope sure cool nice great thanks thank you thx ty lol lmao haha hahaha
hmm hm ah oh wow bye goodbye good night good morning good evening see you cya gn np no problem got it right alright
fine whatever continue go on and then what why really
""".split()) | {"thank you", "good night", "good morning", "good evening", "see you", "no problem", "got it",
                "go on", "and then", "what's up", "how are you", "you there", "are you there"}

# Phrases that name each kind. The gate's kinds are weighed in judgement/kinds.py from many cues; these lists
# serve what needs a kind's plain words: an identity update (turn/revise.py) and telling English from other
# languages (language/detect.py).
KIND_WORDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # kind: (chinese substrings, english phrases)
    "identity": (
        ("我叫", "我的名字", "工号", "员工号", "学号", "身份证", "我的生日", "生日是", "我老家", "我来自", "我是做",
         "我的职业", "我住在", "我今年", "岁了", "我的邮箱", "我的手机", "改名", "名字叫", "名叫", "取名"),
        ("my name is", "call me", "my employee number", "my employee id", "employee id", "my birthday", "i was born",
         "i live in", "i'm from", "i am from", "i come from", "years old", "i work as", "my job is", "my email",
         "is named", "renamed", "is called", "name is"),
    ),
    "critical": (
        ("住院", "手术", "癌", "确诊", "去世", "过世", "病危", "急诊", "抢救", "车祸", "结婚", "离婚", "怀孕", "生孩子",
         "葬礼", "破产", "欠债", "负债", "贷款", "房贷", "官司", "起诉", "被告", "律师", "判决", "坐牢", "过敏", "化疗",
         "心脏病", "中风", "骨折", "失业", "被裁"),
        ("hospital", "surgery", "cancer", "diagnosed", "passed away", "died", "funeral", "get married", "getting married",
         "divorce", "pregnant", "bankrupt", "debt", "mortgage", "lawsuit", "sued", "lawyer", "court", "allergic",
         "allergy", "chemo", "heart attack", "stroke", "laid off", "fired"),
    ),
    "promise": (
        ("答应", "承诺", "保证", "约好", "约定", "说好了", "发誓"),
        ("i promised", "i promise", "promised to", "i agreed to", "i committed to", "i swore", "i owe"),
    ),
    "boundary": (
        ("别再", "不要再", "别叫我", "不许", "不准", "请不要", "别问我", "不想聊", "别提", "不吃", "不喝", "忌口", "吃素"),
        ("don't call me", "never call me", "don't ask me", "stop asking", "don't mention", "please don't",
         "never mention", "don't bring up", "i don't eat", "i do not eat", "i don't drink", "i can't eat",
         "i'm vegetarian", "i am vegetarian", "i'm vegan", "i am vegan"),
    ),
    "pref": (
        ("喜欢", "爱吃", "爱喝", "讨厌", "最爱", "偏好", "受不了", "不爱", "口味", "习惯用"),
        ("i like", "i love", "i hate", "i prefer", "my favorite", "my favourite", "i can't stand", "i enjoy",
         "i dislike"),
    ),
    "emotion": (
        ("烦死", "好烦", "很烦", "心烦", "累死", "好累", "很累", "难过", "开心", "高兴", "焦虑", "郁闷", "崩溃", "压力",
         "生气", "伤心", "心情", "紧张", "害怕", "孤独", "委屈", "失落", "沮丧", "兴奋", "烦躁"),
        ("i feel", "i'm tired", "i am tired", "stressed", "anxious", "i'm sad", "so sad", "i'm happy", "upset",
         "angry", "exhausted", "depressed", "frustrated", "lonely", "nervous", "worried", "excited", "my mood"),
    ),
    "life": (
        ("我妈", "我爸", "老婆", "老公", "孩子", "儿子", "女儿", "猫", "狗", "宠物", "搬家", "装修", "新房", "公司",
         "同事", "老板", "上班", "跳槽", "辞职", "换工作", "报了", "学习", "男朋友", "女朋友", "对象", "健身", "跑步",
         "旅行", "出差", "爷爷", "奶奶", "家里", "毕业", "入职", "房子"),
        ("my wife", "my husband", "my kid", "my son", "my daughter", "my cat", "my dog", "my pet", "my mom", "my mum",
         "my dad", "my mother", "my father", "moved to", "my job", "my boss", "my company", "colleague", "renovat",
         "apartment", "my house", "girlfriend", "boyfriend", "partner", "workout", "gym", "trip", "graduat",
         "new job", "quit", "signed up", "enrolled"),
    ),
    "plan": (
        ("打算", "准备", "计划", "要去", "提醒我", "记得提醒", "安排"),
        ("i'm going to", "i am going to", "i plan to", "planning to", "remind me", "i will", "i'll", "schedule"),
    ),
}

# A dated item that starts something lasting keeps its impression after the date passes (我下个月开始学日语).
LASTING_WORDS = (("开始", "报了", "以后", "起每", "从此", "长期", "每天", "每周"),
                 ("start", "starting", "begin", "signed up", "enrolled", "from now on", "every day", "every week",
                  "joined"))

# Corrections: a marker says the memory was wrong; the rest of the sentence is the fix.
CORRECTION_MARKERS = (
    ("你记错了", "记错了", "你搞错了", "搞错了", "你说错了", "你弄错了", "不对不对", "不对，", "不对,", "错了，", "错了,",
     "更正一下", "纠正一下", "其实是", "实际上是", "我说错了", "打错了", "口误", "搞混了", "弄混了", "记混了", "记岔了", "你记岔了",
     "我没说过", "我可没说", "我哪有说", "我从没说过", "我从来没说过", "其实我不在", "其实我没在", "其实我不住", "其实我不是",
     "写错了", "拼错了", "错别字",
     # a value looked up again and found otherwise (我又看了一下订单，是五号的飞机)
     "又看了一下", "又看了下", "又查了一下", "又查了下", "又确认了一下", "再看了一下", "再查了一下", "核对了一下", "重新核对", "重新看了一下"),
    ("that's wrong", "that is wrong", "that's not right", "that is not right", "you're wrong", "you are wrong",
     "you got it wrong", "you remembered wrong", "you've got it wrong", "not true", "wrong,", "no, actually",
     "actually,", "actually it's", "actually i", "correction:", "i meant", "actually no", "i mixed it up",
     "i mixed them up", "i mixed up", "typed it wrong", "i misspoke", "i said it wrong", "i told you wrong",
     "my mistake", "my bad", "scratch that", "wait, i told you", "did i say", "i must have said", "wait no", "wait, no",
     "no wait", "no, wait", "told you the wrong", "gave you the wrong", "said the wrong", "i got that wrong",
     "i got it wrong", "i never said", "i didn't say", "i did not say", "i never told you", "why i said", "said it by mistake",
     "by mistake", "i always mix", "mix it up", "mix them up", "mixing them up", "i mixed that up",
     "i mixed those up", "got it mixed up", "got that mixed up", "got them mixed up", "got those mixed up",
     "i misread", "i misheard", "i mistyped", "i miscounted", "i misremembered", "i measured wrong", "i counted wrong",
     "i read it wrong", "i heard it wrong", "mixed that up", "mixed it up", "mixed those up", "mixed them up", "got mixed up",
     # a value looked up again and found otherwise ("actually checked the booking, we fly out the 5th")
     "double-checked", "double checked", "checked again", "looked again", "checked the booking", "checked the ticket",
     "checked the tickets", "checked the confirmation", "checked the itinerary", "checked the reservation",
     # a name's spelling put right ("it's Markus with a k", "the spelling you've got for my wife is off")
     "spelled", "spelt", "spelling", "misspelled", "misspelt"),
)

# Stance markers for attitude flips, (negative, positive). Longer alternatives first.
STANCE_NEG_ZH = ("不打算", "没打算", "不准备", "不想", "不要", "不会", "不考虑", "不喜欢", "不爱", "不愿意", "不再")
STANCE_POS_ZH = ("打算", "准备", "决定", "想要", "想", "要", "考虑", "喜欢", "爱", "愿意")
STANCE_NEG_EN = ("not planning to", "not going to", "don't plan to", "do not plan to", "don't want to",
                 "do not want to", "don't intend to", "never want to", "not interested in", "don't like",
                 "do not like", "no longer want to", "won't")
STANCE_POS_EN = ("really want to", "want to", "planning to", "plan to", "going to", "decided to", "intend to",
                 "would love to", "like", "love", "thinking about", "thinking of")

# People other than the user: a stance after one of these is theirs, not the user's (我同事想跳槽).
OTHER_PEOPLE = (("同事", "朋友", "他", "她", "他们", "她们", "老婆", "老公", "妈", "爸", "哥", "姐", "弟", "妹",
                 "儿子", "女儿", "老板", "别人", "室友", "邻居", "同学"),
                ("my friend", "my colleague", "coworker", "he", "she", "they", "my wife", "my husband", "my boss",
                 "my brother", "my sister", "my mom", "my dad", "my roommate", "someone", "people"))

# Synonym clusters: any phrase of a cluster tags the text with the cluster, so 睡不好 finds 失眠, "can't sleep" finds
# "insomnia", and "moved to Denver" corrects "I live in Boston". Keep each cluster one meaning.
CLUSTERS: dict[str, tuple[str, ...]] = {
    "sleep": ("失眠", "睡不好", "睡不着", "睡眠", "熬夜", "早醒", "insomnia", "can't sleep", "cannot sleep",
              "sleepless", "sleep", "stay up late"),
    "jobchange": ("跳槽", "辞职", "换工作", "离职", "找工作", "switch jobs", "change jobs", "quit my job", "quit",
                  "new job", "job hunting", "leave my job", "resign"),
    "residence": ("住在", "搬到", "搬家", "搬回", "搬去", "住址", "家在", "live in", "lived in", "moved to", "move to",
                  "relocat", "my address", "where do i live", "where i live", "my own place", "my place",
                  "apartment", "moved out", "moved back"),
    "cilantro": ("香菜", "芫荽", "cilantro", "coriander"),
    "mother": ("妈妈", "我妈", "母亲", "老妈", "mom", "mum", "mother"),
    "father": ("爸爸", "我爸", "父亲", "老爸", "dad", "father"),
    "cat": ("猫", "猫咪", "cat", "kitten"),
    "dog": ("狗", "狗狗", "dog", "puppy"),
    "hospital": ("住院", "医院", "手术", "看病", "hospital", "surgery", "operation", "doctor"),
    "money": ("钱", "工资", "薪水", "存款", "理财", "股票", "基金", "salary", "money", "savings", "stock", "fund"),
    "work": ("上班", "加班", "工作", "公司", "老板", "同事", "work", "office", "overtime", "boss", "colleague", "job"),
    "travel": ("出差", "旅行", "旅游", "机票", "trip", "travel", "flight", "vacation", "holiday"),
    "renovation": ("装修", "装潢", "新房", "renovat", "remodel"),
    "study": ("学习", "上课", "考试", "报了", "study", "class", "course", "exam", "learn"),
    "food": ("吃饭", "做饭", "餐厅", "外卖", "cook", "restaurant", "dinner", "lunch", "food"),
    "health": ("生病", "感冒", "发烧", "头疼", "过敏", "sick", "flu", "fever", "headache", "allerg"),
    "exercise": ("健身", "跑步", "游泳", "锻炼", "gym", "running", "swim", "workout", "exercise", "hiking"),
    "wedding": ("结婚", "婚礼", "订婚", "wedding", "married", "engaged"),
    "tired": ("累", "疲惫", "没精神", "tired", "exhausted", "worn out"),
    "stress": ("压力", "焦虑", "烦", "stress", "anxious", "anxiety", "overwhelmed"),
    "family": ("家人", "家里", "父母", "family", "parents"),
    "partner": ("老婆", "老公", "对象", "男朋友", "女朋友", "单身", "恋爱", "约会", "wife", "husband", "girlfriend",
                "boyfriend", "partner", "dating", "seeing someone", "single", "relationship"),
    "kids": ("孩子", "儿子", "女儿", "宝宝", "二胎", "三胎", "kid", "kids", "son", "sons", "daughter", "daughters", "baby",
             "babies", "child", "children", "twins"),
    "diet": ("吃素", "素食", "吃肉", "忌口", "荤", "diet", "vegetarian", "vegan", "keto", "pescatarian", "eat meat",
             "eating meat", "ate meat"),
    "bedtime": ("睡觉", "几点睡", "早睡", "晚睡", "才睡", "就睡", "入睡", "bed", "bedtime", "asleep", "go to sleep",
                "fall asleep"),
    "phone": ("手机", "phone", "iphone", "android", "pixel", "smartphone", "galaxy"),
}

# English words that carry no topic. Chinese needs no list: bigrams made only of these characters are skipped.
STOP_EN = frozenset("""
a an the and or but if then so to of in on at by for with from about as into over after before is are was were be been
being am do does did doing have has had having i me my mine we our you your he she it its they them their this that these
those there here what which who whom whose when where why how not no yes just very really also too can could would should
will shall may might must i'm i've i'd i'll it's that's don't doesn't didn't isn't aren't wasn't weren't won't can't
up down out off again still some any all each more most much many lot lots thing things get got go going went gone
make made say said tell told know think thought like want one two
really just today tonight yesterday tomorrow lately recently actually pretty kinda gonna wanna thing stuff day days
time times week weeks month months year years morning evening night good great nice lot also even ever yeah hey oh
well guess maybe probably definitely literally totally super right now kind sort bit little way feel feeling felt
hope hoping sure need needs new last next first back anyway though still every
him his her hers herself himself themselves theirs ours yours myself yourself ourselves
""".split())
# Words that say when or how much, not what about: they link no topic and make no note relevant (最近 would tie
# 我最近在装修新房 to 最近工作压力好大). They are cut out of Chinese text before its character pairs are taken.
GENERIC_ZH = ("最近", "今天", "昨天", "明天", "后天", "前天", "今年", "去年", "明年", "一直", "真的", "感觉", "觉得", "时候",
              "现在", "已经", "还是", "就是", "因为", "所以", "可以", "一下", "有点", "这个", "那个", "什么", "怎么", "没有",
              "知道", "特别", "非常", "比较", "其实", "然后", "而且", "但是", "不过", "好像", "应该", "可能", "需要", "一些",
              "这样", "那样", "还有", "每天", "晚上", "早上", "下午", "中午", "这几天", "前几天", "一点", "好多", "很多",
              "这周", "上周", "下周", "周末", "今晚", "刚才", "刚刚", "终于", "总是", "经常", "老是", "每次", "一起", "自己",
              "我们", "他们", "她们", "你们", "大家", "东西", "事情", "问题", "时间", "一天", "一次", "有些", "这些", "那些")
STOP_ZH_CHARS = frozenset("我你他她它的了是在和也就都而及与着或一个这那有没不很吧呢啊吗呀哦嗯么还又再被把给让")
