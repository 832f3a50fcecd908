"""The words of updates in Chinese and English: what a remark says about an attribute (a slot) of someone, and
the words that end a state.

Each slot lists frames that set it (with the value they name, group `v`) and frames that end it; judgement/updates.py
reads them. These are classes of phrasing (where one lives, works, studies; that a state stopped), not sentences.
English frames are matched on lower-cased text with straight apostrophes.
"""

from __future__ import annotations

# Who a remark is about: the user, or one of their people. Cross-language synonyms share a key; an English word
# that can mean two Chinese ones (grandma: 奶奶 or 外婆) names both keys.
PEOPLE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "mother": (("妈妈", "我妈", "老妈", "母亲", "我娘"), ("mom", "mum", "mother", "mommy")),
    "father": (("爸爸", "我爸", "老爸", "父亲"), ("dad", "father", "daddy")),
    "grandma_p": (("奶奶",), ("grandma", "grandmother", "granny", "nana")),
    "grandma_m": (("外婆", "姥姥"), ("grandma", "grandmother", "granny", "nana")),
    "grandpa_p": (("爷爷",), ("grandpa", "grandfather")),
    "grandpa_m": (("外公", "姥爷"), ("grandpa", "grandfather")),
    "son": (("儿子",), ("son",)),
    "daughter": (("女儿", "闺女"), ("daughter",)),
    "sister": (("姐姐", "妹妹", "我姐", "我妹"), ("sister",)),
    "brother": (("哥哥", "弟弟", "我哥", "我弟"), ("brother",)),
    "uncle": (("舅舅", "叔叔", "伯伯"), ("uncle",)),
    "aunt": (("阿姨", "姑姑", "姨妈"), ("aunt",)),
    "partner": (("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇"),
                ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée")),
    "friend": (("朋友", "同事", "同学", "室友", "邻居"), ("friend", "coworker", "colleague", "roommate", "neighbor")),
}
# Partner words: naming one says the user has that partner (the partner slot), as well as being its subject.
PARTNER = (("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇"),
           ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée", "partner"))
PETS = (("狗", "猫", "金毛", "仓鼠", "兔子", "鹦鹉", "柯基", "泰迪"),
        ("dog", "cat", "puppy", "kitten", "hamster", "rabbit", "parrot", "retriever", "labrador", "poodle"))

# Classes of things, so "the car" finds "a Honda", "戒烟" finds "一包烟". Each becomes a '@class' term of the value.
THINGS: dict[str, tuple[str, ...]] = {
    "vehicle": ("车", "丰田", "本田", "大众", "宝马", "奔驰", "特斯拉", "开一辆", "car", "truck", "suv", "civic", "honda",
                "toyota", "tesla", "drive a", "van"),
    "motorbike": ("摩托", "motorcycle", "motorbike", "scooter"),
    "smoking": ("烟", "smok", "cigarette", "vape"),
    "drinking": ("酒", "啤酒", "drink", "beer", "wine", "alcohol"),
    "coffee": ("咖啡", "coffee", "latte", "espresso"),
    "gym": ("健身", "gym", "workout", "lift"),
    "running": ("跑步", "晨跑", "跑", "run", "jog", "5k"),
    "games": ("游戏", "game", "gaming"),
    "house": ("房子", "公寓", "condo", "house", "apartment", "flat"),
    "piano": ("钢琴", "piano"),
}

SET, END = "set", "end"

# Slots that hold one value at a time: a new value replaces the old one.
SINGLE = frozenset({"job", "home", "school", "team", "partner", "hospital"})

# slot -> [(mode, regex source)] per language. `v` is the value the frame names, when it names one.
_ZH_OCCUPATION = r"(?:师|员|生|工|医生|护士|司机|律师|会计|老板|经理|主管|教授|记者|作家|厨师|保安|助理|柜员|调度|策划|运维)"
ZH_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        (SET, r"(?<!现)在(?P<v>[^，。,；;]{1,12}?)(?:上班|工作|实习|打工|干活)"),
        (SET, r"(?<![不没])当(?P<v>[^，。,；;了]{1,6})"),
        (SET, r"(?:我是|是一名|是一个|现在是)(?P<v>[^，。,；;]{0,6}?" + _ZH_OCCUPATION + ")"),
        (SET, r"(?:做|干)(?P<v>[^，。,；;]{0,6}?" + _ZH_OCCUPATION + ")"),
        (SET, r"(?:跳槽到|跳槽去|入职|改行做|改行当|转行做)(?P<v>[^，。,；;了]{1,10}?" + _ZH_OCCUPATION + r"|[^，。,；;了]{1,8})"
              r"(?=了|，|。|$|，)"),
        (SET, r"开了(?:个|一家|家)?(?P<v>[^，。,；;]{1,8}?(?:店|公司|工作室|馆))"),
        (END, r"辞职|离职|退休|被裁|失业|不干了|不教书|在找工作|不当[^，。,；;]{1,6}了|不在[^，。,；;]{1,8}(?:干|上班|工作)了"),
    ],
    "home": [
        (SET, r"(?<![先暂时临])住(?:在)?(?P<v>[^，。,；;了的]{2,12})"),  # 先住我妈家: a stay, not a home
        (SET, r"家(?:现在)?在(?P<v>[^，。,；;了]{2,12})"),
        (SET, r"搬(?:到了|到|去了|去|回了|回)(?P<v>[^，。,；;了]{2,12})"),
    ],
    "partner": [
        (SET, r"(?:有(?:女朋友|男朋友|对象)了|在一起|结婚|订婚|交往)"),
        (END, r"分手|分了|离婚|离了|散了|单身|吹了|没有对象|没对象"),
    ],
    "school": [
        (SET, r"在(?P<v>[^，。,；;]{1,10}?(?:小学|中学|初中|高中|大学|学校|幼儿园|一中|二中|学院))"),
        (SET, r"(?:读|上|念)(?P<v>幼儿园[^，。,；;]{0,3}|小学|初中|高中|大学|研|博|[一二三四五六七八九]年级|初[一二三]|高[一二三])"),
        (SET, r"(?:转到|转学到|转去|考上了?)(?P<v>[^，。,；;了]{2,10})"),
        (SET, r"(?P<v>[\u4e00-\u9fff]{1,4}(?:大学|大))读(?:研|博|书)"),
        (END, r"毕业|退学|休学"),
    ],
    "team": [
        (SET, r"在(?P<v>[^，。,；;]{0,8}?(?:队|部|团|社团|俱乐部|小组|组))"),
        (SET, r"(?:调到|转岗去|转岗到|转到|参加了|加入了)(?P<v>[^，。,；;了]{1,8}?(?:队|部|团|社团|俱乐部|组))"),
        (END, r"退出(?:了)?[^，。,；;]{0,6}?(?:队|团|社|俱乐部)"),
    ],
    "hospital": [
        (SET, r"住院|在医院|在ICU|在icu|进了医院|送医院"),
        (END, r"出院|转到普通病房"),
    ],
}
EN_FRAMES: dict[str, list[tuple[str, str]]] = {
    "job": [
        (SET, r"\bi (?:work|worked) (?:as|at|for|in) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\bi'?m (?:a|an) (?P<v>[a-z]+(?: [a-z]+)?) (?:at|for|in|now)\b"),
        (SET, (r"\bi'?m (?:a|an) (?P<v>nurse|teacher|pharmacist|doctor|lawyer|paralegal|accountant|engineer|"
              r"developer|designer|chef|driver|guard|cashier|manager|programmer|student)\b")),
        (SET, r"\bi teach (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:new job|job) (?:at|as|with) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bi (?:drive|deliver) for (?P<v>[a-z]+)"),
        (SET, r"\bi'?m (?:doing|working in|working on) (?P<v>[^,.;!]{2,30}?) now"),
        (SET, r"\b(?:opened|started|run) my own (?P<v>[^,.;!]{2,30})"),
        (END, (r"\b(?:quit|left|leaving) (?:my job|my work|the firm|the company|teaching|nursing|my position)\b|"
              r"\bretired\b|\blaid off\b|\bjob hunting\b|\bunemployed\b|\bdon'?t work (?:at|for) |"
              r"\b(?:stopped|quit) (?:driving|working) for\b|\bnot a [a-z]+ anymore\b|"
              r"\bdon'?t [a-z]+ [a-z]+ (?:now|anymore)\b")),
    ],
    "home": [
        (SET, r"\b(?:i|we) ?(?:live|lived|'m living|am living|'re living|are living) (?:with [^,.;!]{2,20}? )?(?:in|at|near|on) (?P<v>[^,.;!]{2,40})"),
        (SET, r"\b(?:we|i) (?:just )?moved to (?!the [a-z]+ (?:team|department|club))(?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:my|our) (?:apartment|house|place|home|flat|condo) is (?:in|on|near) (?P<v>[^,.;!]{2,30})"),
        (SET, r"\bgot my own place in (?P<v>[^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|we're|i am|we are) (?:in|living in) (?P<v>[a-z][a-z ]{1,20}) now\b"),
        (END, r"\bmoved out of\b"),
    ],
    "partner": [
        (SET, r"\b(?:married to|engaged to|dating|seeing someone|started seeing|in a relationship)\b"),
        (END, r"\bbroke up\b|\bsplit up\b|\bdivorced\b|\bseparated\b|\bcalled off the engagement\b|\bi'?m single\b"),
    ],
    "school": [
        (SET, r"\bgoes to (?P<v>[^,.;!]{2,30})"),
        (SET, (r"\b(?:is|are|i'm) (?:in|at) (?P<v>preschool|kindergarten|daycare|[a-z]+ grade[^,.;!]{0,30}|"
              r"[a-z]+(?: [a-z]+)? (?:elementary|middle|high|school|college|university)[^,.;!]{0,10})")),
        (SET, r"\bstudying [a-z ]{1,20} at (?P<v>[^,.;!]{2,30})"),
        (SET, (r"\b(?:transferred|switched|moved) to (?P<v>[^,.;!]{2,30}?(?:state|university|college|school|"
              r"elementary|middle|high|academy))\b")),
        (SET, r"\bstarted (?P<v>kindergarten|preschool|school|college|middle school|high school|first grade)\b"),
        (END, r"\bgraduated\b|\bdropped out\b"),
    ],
    "team": [
        (SET, r"\bplays? (?:for|on|with) (?P<v>the [^,.;!]{2,30})"),
        (SET, r"\b(?:i'm|i am) (?:on|in) the (?P<v>[a-z]+(?: [a-z]+)?) (?:team|department|club|squad)\b"),
        (SET, r"\b(?:moved|transferred|switched) to the (?P<v>[a-z]+(?: [a-z]+)?) (?:team|department|club)\b"),
        (SET, r"\bjoined the (?P<v>[a-z]+(?: [a-z]+)?) (?:team|club|band|choir)\b"),
        (END, r"\b(?:quit|left) (?:the )?(?:team|club|band|choir)\b|\bswitched teams\b"),
    ],
    "hospital": [
        (SET, r"\bin (?:the )?hospital\b|\bhospitali[sz]ed\b|\badmitted\b|\bin the icu\b"),
        (END, (r"\bdischarged\b|\bout of (?:the )?hospital\b|\bhome from (?:the )?hospital\b|"
              r"\bcame home from\b")),
    ],
}

# 烦死了, 累死了, 笑死了: 死了 after a feeling is "very", not a death.
_NOT_INTENSIFIER = r"(?<![烦累饿困热冷气笑吓忙痛疼渴美爽馋乐难丑臭吵挤闷慌急羡])"

# A state that stops, whatever slot it is in: what it names (a habit, a thing, an allergy, an illness, a pet or a
# person) no longer holds. The rest of the clause names what stopped.
ZH_ENDS = (r"戒掉了|戒了|戒掉|戒|不再|再也不|不(?=(?:喝|抽|吃|去|打|玩|跑|练|弹|骑|开|熬夜)[^，。,；;]{0,5}了)|停了|放弃了|"
           r"卖掉了|卖掉|卖了|转手了|转手|送人了|送人|送给|捐了|扔了|处理掉了|不要了|"
           r"不过敏|没有过敏|不是过敏|好了|康复了|痊愈了|拆了|退了|正常了|"
           r"去世了|去世|过世了|过世|走了|" + _NOT_INTENSIFIER + r"死了|没了|病逝|离开了我们")
EN_ENDS = (r"\bquit\b|\bstopped\b(?! (?:by|at|in|over|for)\b)|\bgave up\b|\bgiven up\b|\bno longer\b|\banymore\b|\bhaven'?t(?= (?!talked|spoken|chatted|caught|heard|seen|met|hung)[a-z]+ in\b)|"
           r"\bsold\b(?! on\b)|\bgave(?= [a-z ]{0,20}away\b)|\bgot rid of\b|\bdonated\b(?! (?:to|for|money|\$))|\btraded in\b|"
           r"\bnot (?:actually )?allergic\b|\bisn'?t allergic\b|\baren'?t allergic\b|\brecovered\b|"
           r"\bover (?:the|my|his|her) (?:flu|cold|virus|bug|infection|illness|injury|covid|fever|cough)\b|"
           r"\bis gone\b|\bcame off\b|\bfine now\b|\bhealed\b|\bbetter now\b|\bfever broke\b|"
           r"\bpassed away\b|\bpassed (?:on|in|last)\b|\bdied\b|\bput(?= [a-z]+ down\b)|\bput to sleep\b|"
           r"\bdoesn'?t need\b")
# End words that say the end themselves ("no longer", "anymore", "not allergic"); the others ("quit", "sold", "gave
# up") end nothing when the words before them deny or only imagine it: "I won't quit", "don't give up", "anyone else
# would quit", "thinking about selling".
EN_SELF_NEGATED = r"no longer|anymore|haven'?t|not|isn'?t|aren'?t|doesn'?t|is gone|came off|fine now|better now|fever broke"
EN_NOT_AN_END = (r"(?:n'?t|\bnot|\bnever|\bno way|\bwould|\bwill|\b'll|'ll|\bshould|\bcould|\bmight|\bmay|\bgonna|"
                 r"\bgoing to|\bif|\bwant to|\bwanna|\btry(?:ing)? to|\bthinking (?:about|of)|\bplan(?:ning)? to|"
                 r"\bhope to|\bhoping to|\babout to|\balmost|\bnearly|\bme to|\btempted to)\W+(?:[a-z']+\W+){0,3}$")
ZH_NOT_AN_END = (r"(?:别|不要|不会|不能|没|没有|从没|从来没|决不|绝不|千万别|不想|想|打算|准备|要是|如果|万一|差点|"
                 r"让我|叫我|劝我|要我)[^，。,；;!！?？]{0,6}$")
# Who dies: with these the subject's other remarks stop being current too.
DEATH = r"去世|过世|走了|" + _NOT_INTENSIFIER + r"死了|病逝|离开了我们|passed away|passed (?:on|in|last)|died|put [a-z]+ down|put to sleep"

# Words that carry no value: time, degree, and the fillers of an update ("now", "现在").
VALUE_STOP_EN = frozenset(("now", "anymore", "few", "ages", "while", "since", "ever", "really", "so", "very", "today", "yesterday", "week", "month", "year", "last", "ago", "this",
                           "after", "all", "just", "finally", "actually", "turn", "out", "again", "still", "new",
                           "got", "get", "started", "start", "sunday", "monday", "june", "march", "april", "spring",
                           "fall", "semester", "the", "it", "is", "was", "i'm", "my", "our", "we", "two", "three", "play", "go", "have",
                           "take", "make", "do", "ride", "use", "work", "live", "need", "want", "like", "went", "own",
                           "month", "day", "night", "morning", "every"))
VALUE_STOP_ZH = ("现在", "已经", "上个月", "上周", "去年", "今天", "昨天", "前天", "今年", "以后", "之后", "最近", "终于",
                 "了", "我们", "我", "的", "还是", "也", "就")

# Identifiers: a number, a plate, a name one goes by. One value at a time per kind of identifier.
IDENTIFIERS: dict[str, tuple[str, ...]] = {
    "phone": ("手机号", "电话号", "号码", "phone number", "cell number", "new number"),
    "staff": ("员工号", "employee id", "staff id", "employee number"),
    "badge": ("工号", "badge number", "badge"),
    "plate": ("车牌", "plate"),
    "member": ("会员卡号", "会员号", "卡号", "membership number", "member number", "card number"),
    "handle": ("微信名", "网名", "用户名", "昵称", "账号", "username", "user name", "handle", "screen name"),
    "email": ("邮箱", "email"),
}
# The value of an identifier: what follows 是/叫/改成/换成/is/to, or a token with digits.
ID_VALUE = r"(?:是|叫|改成了?|换成了?|改为|为|:|：|\bis\b|\bto\b|\bnow\b|it's)\s*(?P<v>[A-Za-z0-9\u4e00-\u9fff@._\-]{2,24})"
ID_TOKEN = r"(?P<v>[A-Za-z]*\d[\w\-]{2,}|[\u4e00-\u9fff][A-Z]\d{4,})"
