"""Classes of words an update is read through, in Chinese and English: people, pets, relationship stages and homes, and
the kinds of things, health and work gathered from life_things.py, life_health.py and life_work.py.

An update rarely repeats the words of what it updates: "the bike" updates "a Ducati", 咖啡 updates 两杯美式, "tested
negative" updates "I have Covid". These lists name the members of each class (not sentences), so that a remark and
its update meet on the class. English entries are lower-case.
"""

from __future__ import annotations

from .life_health import AIDS, CONDITIONS, EN_BODY, EN_TESTS, MEDICINES, TREATMENTS, ZH_BODY, ZH_TESTS
from .life_health import EN_GOOD_RESULTS, ZH_GOOD_RESULTS
from .life_things import COURSES, DEVICES, HABITS, HOMES, INSTRUMENTS, PASTIMES, REPLACEABLE, SUBSCRIPTIONS, VEHICLES, Kind
from .life_work import EN_EMPLOYERS, EN_GRADES, EN_ROLE_SUFFIXES, EN_ROLES, EN_SCHOOLS, EN_TEAMS, ZH_GRADES, ZH_ROLE_ENDS
from .life_work import EN_BUSINESSES, EN_DEPARTMENTS, ZH_BUSINESSES, ZH_SCHOOLS, ZH_TEAMS, ZH_UNITS, ZH_WORKPLACES

__all__ = ["AIDS", "CONDITIONS", "EN_BODY", "EN_EMPLOYERS", "EN_GOOD_RESULTS", "EN_GRADES", "EN_ROLE_SUFFIXES", "EN_ROLES", "EN_SCHOOLS",
           "EN_TEAMS", "EN_TESTS", "MEDICINES", "TREATMENTS", "ZH_BODY", "ZH_GOOD_RESULTS", "ZH_GRADES", "ZH_ROLE_ENDS", "ZH_SCHOOLS", "ZH_TEAMS",
           "ZH_TESTS", "ZH_UNITS", "REPLACEABLE", "EN_BUSINESSES", "EN_DEPARTMENTS", "ZH_BUSINESSES", "ZH_WORKPLACES"]

# Who a remark is about: the user, or one of their people. Cross-language synonyms share a key; a word that can mean
# two people (grandma: 奶奶 or 外婆; 孩子/kid: a son or a daughter) names every key it may mean.
PEOPLE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "mother": (("妈妈", "我妈", "老妈", "母亲", "我娘", "咱妈", "俺妈", "亲妈", "母上", "养母"), ("mom", "mum", "mother", "mommy", "mama", "momma")),
    "father": (("爸爸", "我爸", "老爸", "父亲", "咱爸", "俺爸", "亲爸", "老爹", "我爹", "老爷子", "我家老头", "养父"), ("dad", "father", "daddy", "papa", "pops")),
    "stepparent": (("继父", "继母", "后妈", "后爸"), ("stepdad", "stepmom", "stepfather", "stepmother", "stepmum", "step-dad", "step-mom", "step-mum", "step-father", "step-mother")),
    "grandma_p": (("奶奶", "阿嬷"), ("grandma", "grandmother", "granny", "nana", "gran", "grammy", "meemaw", "abuela", "oma", "nan", "nanna", "nonna", "grandmum", "grandmom")),
    "grandma_m": (("外婆", "姥姥"), ("grandma", "grandmother", "granny", "nana", "gran", "grammy", "meemaw", "abuela", "oma", "nan", "nanna", "nonna", "grandmum", "grandmom")),
    "grandpa_p": (("爷爷",), ("grandpa", "grandfather", "granddad", "grandad", "gramps", "abuelo", "opa", "nonno", "grandpop")),
    "grandpa_m": (("外公", "姥爷"), ("grandpa", "grandfather", "granddad", "grandad", "gramps", "abuelo", "opa", "nonno", "grandpop")),
    "son": (("儿子", "大儿子", "小儿子"), ("son", "stepson")),
    "daughter": (("女儿", "闺女", "大女儿", "小女儿"), ("daughter", "stepdaughter")),
    "grandchild": (("孙子", "孙女", "外孙", "外孙女"), ("grandson", "granddaughter", "grandkid", "grandchild", "grandbaby")),
    # Chinese says which sibling: 姐姐 and 妹妹 are two people (an older and a younger sister), "sister" may be either.
    # (a twin or a sibling is one of them, which the word does not say)
    "sister_o": (("姐姐", "我姐", "亲姐", "大姐", "二姐"), ("sister", "sis", "stepsister", "twin", "sibling")),
    "sister_y": (("妹妹", "我妹", "亲妹", "小妹"), ("sister", "sis", "stepsister", "twin", "sibling")),
    "brother_o": (("哥哥", "我哥", "亲哥", "大哥", "二哥"), ("brother", "stepbrother", "bro", "twin", "sibling")),
    "brother_y": (("弟弟", "我弟", "亲弟", "小弟"), ("brother", "stepbrother", "bro", "twin", "sibling")),
    "uncle": (("舅舅", "叔叔", "伯伯", "大伯", "小叔", "姑父", "姨父", "大舅", "小舅"), ("uncle",)),
    "aunt": (("阿姨", "姑姑", "姨妈", "姑妈", "小姨", "大姨", "舅妈", "婶婶", "伯母"), ("aunt", "auntie")),
    "cousin": (("表弟", "表妹", "表哥", "表姐", "堂弟", "堂妹", "堂哥", "堂姐"), ("cousin",)),
    "nephew": (("侄子", "外甥", "侄女", "外甥女"), ("nephew", "niece")),
    "in_law": (("公公", "婆婆", "岳父", "岳母", "丈母娘", "老丈人", "姐夫", "嫂子", "弟妹", "妹夫", "女婿", "儿媳", "儿媳妇", "小姑子",
                "小叔子", "大姑姐", "小舅子", "大舅子", "小姨子", "妯娌", "连襟"),
               ("mother-in-law", "father-in-law", "brother-in-law", "sister-in-law", "in-laws", "son-in-law", "daughter-in-law",
                # as typed in a hurry or on parents' forums
                "mil", "fil", "bil", "sil")),
    "partner": (
        ("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇", "伴侣", "另一半", "老伴", "男票", "女票",
         # (先生, 太太 alone are Mr and Mrs, as in 王先生; after 我 they name the spouse)
         "我先生", "我太太", "我夫人", "我家那位", "我家那口子", "那口子", "孩子他爸", "孩子他妈", "孩子爸", "孩子妈", "孩他爸", "孩他妈"),
        ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée", "hubby", "wifey", "spouse", "bf", "gf",
         "missus", "hubs"),
    ),
    "ex": (("前任", "前男友", "前女友", "前夫", "前妻"), ("ex", "ex-wife", "ex-husband", "ex-boyfriend", "ex-girlfriend")),
    "friend": (
        ("朋友", "同事", "同学", "室友", "舍友", "邻居", "闺蜜", "哥们", "老板", "领导", "发小", "老乡", "网友", "学长", "学姐", "学弟", "学妹", "师兄", "师姐", "师弟", "师妹", "导师", "师傅", "房东", "上司"),
        ("friend", "coworker", "colleague", "roommate", "neighbor", "neighbour", "boss", "bestie", "buddy", "pal", "classmate", "teammate",
         "landlord", "landlady", "housemate", "flatmate", "manager", "mate", "bff", "workmate", "schoolmate"),
    ),
}
# Words for a child that do not say which: 孩子 and "kid" may be a son or a daughter.
CHILD = (("孩子", "小孩", "娃", "宝宝", "崽"), ("kid", "child", "baby", "toddler", "eldest", "youngest", "oldest"))

# Partner words: naming one says the user has that partner (the partner slot), as well as being its subject.
PARTNER = (
    ("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇", "伴侣", "另一半", "男票", "女票"),
    ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée", "partner", "hubby", "wifey", "spouse"),
)
# How far a relationship has gone, by the words that name the partner or the step: a later stage replaces an
# earlier one (girlfriend -> engaged -> married), whatever the partner is called.
STAGES: dict[str, tuple[str, ...]] = {
    "dating": ("女朋友", "男朋友", "女友", "男友", "男票", "女票", "在一起", "交往", "谈恋爱", "约会", "脱单", "处对象", "确定关系", "表白成功", "官宣", "复合",
               "girlfriend", "boyfriend", "dating", "seeing someone", "seeing somebody", "seeing a guy", "seeing a girl", "seeing a man",
               "seeing a woman", "started seeing", "in a relationship", "together", "going out with", "seeing each other", "made it official"),
    "engaged": ("未婚夫", "未婚妻", "订婚", "求婚成功", "答应了求婚", "答应了他的求婚", "答应了她的求婚",
                "fiance", "fiancee", "fiancé", "fiancée", "engaged", "said yes"),
    "married": ("老公", "老婆", "丈夫", "妻子", "媳妇", "老伴", "结婚", "领证", "成家", "婚礼", "已婚", "办酒", "摆酒",
                "wife", "husband", "married", "wedding", "newlywed", "newlyweds", "hubby", "wifey", "spouse", "eloped", "got hitched", "honeymoon",
                "tied the knot", "remarried"),
}
STAGE_ORDER = ("dating", "engaged", "married")

# Words holding a class's character that name something else: 酒店 is a hotel, not drink; 车站 a station, not a car.
ZH_NOT_THINGS = ("酒店", "酒吧", "酒楼", "酒席", "喜酒", "酒窝", "车站", "车间", "车牌", "车票", "车费", "车程", "车展", "车厢", "车道", "车队", "车祸",
                 "火车", "公交车", "出租车", "动车", "列车", "打车", "堵车", "下车", "上车", "坐车", "晕车", "购物车", "推车", "婴儿车", "过山车", "缆车",
                 "班车", "校车", "网约车", "拼车", "顺风车", "烟花", "烟火", "烟雾", "油烟", "烟台", "烟囱", "跑腿", "跑道", "跑路", "跑题", "跑偏", "药店",
                 "药房", "农药", "火药", "炸药", "病房", "病人", "病假", "看病", "探病", "毛病", "琴键", "猫眼", "狗血", "热狗", "单身狗", "鱼香", "鱼片",
                 "鱼丸", "钓鱼", "吃鱼", "鸟巢", "茶馆", "茶几", "课间", "功课", "会员价")
# Pets, by kind: (general words, breeds and kinds). A death or a new name of "the dog" reaches "my corgi", and 鱼
# reaches 金鱼; "my corgi died" does not reach "I have a beagle" (two dogs).
PET_KINDS: dict[str, Kind] = {
    "dog": (("狗", "狗狗", "小狗", "狗子", "老狗", "dog", "dogs", "puppy", "pup", "doggo"),
            ("金毛", "柯基", "泰迪", "贵宾", "哈士奇", "拉布拉多", "柴犬", "秋田", "比熊", "边牧", "德牧", "萨摩耶", "阿拉斯加", "法斗", "巴哥", "吉娃娃",
             "博美", "雪纳瑞", "约克夏", "马尔济斯", "西施犬", "腊肠", "中华田园犬", "田园犬", "土狗", "杜宾", "罗威纳", "比格", "喜乐蒂", "松狮", "沙皮",
             "伯恩山", "大白熊",
             # a dog called by its colour or as a stray (收养了一只流浪小黑狗, 大黄狗)
             "流浪狗", "黑狗", "小黑狗", "黄狗", "大黄狗", "小黄狗", "白狗", "小白狗", "花狗", "小花狗", "retriever", "golden", "labrador", "poodle", "doodle", "goldendoodle", "labradoodle", "corgi", "beagle", "terrier",
             "husky", "collie", "border collie", "dachshund", "shepherd", "german shepherd", "pug", "chihuahua", "pomeranian", "schnauzer", "yorkie",
             "maltese", "shih tzu", "bulldog", "frenchie", "french bulldog", "rottweiler", "doberman", "great dane", "mastiff", "pit bull", "pitbull",
             "greyhound", "whippet", "spaniel", "cavalier", "sheltie", "aussie", "bernese", "newfoundland", "samoyed", "shiba", "akita", "malamute",
             "mutt", "heeler", "weimaraner", "vizsla", "boston terrier", "cockapoo", "maltipoo", "havanese")),
    "cat": (("猫", "猫咪", "小猫", "猫猫", "老猫", "cat", "cats", "kitten", "kitty"),
            ("橘猫", "布偶", "英短", "美短", "暹罗", "狸花", "三花", "奶牛猫", "黑猫", "白猫", "蓝猫", "加菲", "缅因", "无毛猫", "折耳",
             "流浪猫", "花猫", "小花猫", "小黑猫", "小白猫", "小橘猫", "小奶猫", "tabby", "calico",
             "siamese", "persian", "maine coon", "ragdoll", "bengal", "sphynx", "tuxedo", "british shorthair", "scottish fold", "tortie", "tortoiseshell")),
    "fish": (("鱼", "fish", "aquarium", "fish tank"), ("金鱼", "锦鲤", "热带鱼", "斗鱼", "孔雀鱼", "龙鱼", "goldfish", "betta", "koi", "guppy", "guppies", "tetras", "tropical fish")),
    "bird": (("鸟", "bird", "birds"), ("鹦鹉", "八哥", "画眉", "文鸟", "玄凤", "虎皮", "牡丹鹦鹉", "parrot", "budgie", "parakeet", "canary", "cockatiel", "cockatoo",
                                       "finch", "lovebird", "macaw", "african grey", "conure")),
    "parrot": (("鹦鹉", "parrot"), ("玄凤", "虎皮", "牡丹鹦鹉", "和尚鹦鹉", "budgie", "parakeet", "cockatiel", "cockatoo", "lovebird", "macaw", "african grey", "conure")),
    "rabbit": (("兔子", "兔兔", "rabbit", "bunny"), ("垂耳兔", "侏儒兔", "荷兰兔", "狮子兔", "lop", "holland lop", "mini rex")),
    "hamster": (("仓鼠", "hamster"), ("金丝熊", "三线", "紫仓", "布丁仓鼠", "dwarf hamster", "syrian hamster")),
    "guinea pig": (("豚鼠", "荷兰猪", "guinea pig"), ()),
    "small": (("小宠", "small pet"), ("龙猫", "刺猬", "雪貂", "蜜袋鼯", "花枝鼠", "ferret", "gerbil", "chinchilla", "hedgehog", "pet rat", "sugar glider")),
    "turtle": (("乌龟", "龟", "turtle", "tortoise"), ("陆龟", "巴西龟", "草龟", "鳄龟", "red-eared slider", "box turtle")),
    "lizard": (("蜥蜴", "lizard"), ("守宫", "鬃狮蜥", "gecko", "leopard gecko", "bearded dragon", "iguana", "chameleon", "crested gecko")),
    "snake": (("蛇", "snake"), ("玉米蛇", "球蟒", "ball python", "corn snake", "python", "king snake")),
    "reptile": (("爬宠", "reptile"), ("角蛙", "axolotl", "tarantula", "frog", "六角恐龙")),
    "horse": (("horse", "pony"), ("mare", "gelding", "stallion", "foal")),
    "poultry": (("backyard chickens", "chickens", "hens"), ("ducks",)),
}
# Words for any pet: "my pet died", 毛孩子走了 may mean a pet of any kind.
ANY_PET = ("宠物", "毛孩子", "pet", "pets", "fur baby")
PETS: dict[str, tuple[str, ...]] = {name: general + members for name, (general, members) in PET_KINDS.items()}
# A Chinese pet word of one character names a pet only at the start of a clause or after a word that keeps one
# (养, 只, 条, 家, 的, 我): 鱼 in 吃了鱼 or 钓鱼 is no pet.
PET_KEEP_ZH = "养只条头家的我"

# Kinds of things, health and pastimes a state can stop for: "the car" finds "a Honda", 戒烟 finds 一包烟, "the bike"
# finds "a Ducati". Each becomes a '@kind' term of a value; a general word of it also '@kind^'.
KINDS: dict[str, Kind] = {
    **VEHICLES, **DEVICES, **INSTRUMENTS, **HOMES, **SUBSCRIPTIONS, **HABITS, **PASTIMES, **COURSES,
    **CONDITIONS, **TREATMENTS, **MEDICINES, **AIDS,
}
KINDS["habit"] = (("habit", "habits", "addiction", "vice", "瘾", "坏习惯", "恶习"), ())
# The family of each kind: which end verbs may end it (change_verbs.FAMILIES).
FAMILY: dict[str, str] = {
    name: family
    for family, group in (("thing", {**VEHICLES, **DEVICES, **INSTRUMENTS, **HOMES}), ("subscription", SUBSCRIPTIONS),
                          ("habit", {**HABITS, "habit": ()}), ("pastime", PASTIMES), ("course", COURSES), ("health", CONDITIONS),
                          ("treatment", TREATMENTS), ("medicine", MEDICINES), ("aid", AIDS))
    for name in group
} | {"pet:" + name: "pet" for name in PET_KINDS}
# A narrower kind's words are members of the broader one too: 降糖药 is a medicine, a cello an instrument.
BROADER = {"medicine": tuple(MEDICINES), "instrument": tuple(INSTRUMENTS), "vehicle": ("truck", "van"), "treatment": tuple(TREATMENTS),
           "appliance": ("robot vacuum", "vacuum", "dishwasher", "washer", "fridge", "coffee maker", "air fryer", "kitchen appliance", "air purifier"),
           "exam": ("language test", "grad exam", "civil exam", "pro exam"), "course": ("driving", "language test", "grad exam", "civil exam", "pro exam"),
           "habit": tuple(HABITS)}
for _broad, _narrow in BROADER.items():
    KINDS[_broad] = (KINDS[_broad][0], tuple(dict.fromkeys(KINDS[_broad][1] + tuple(x for n in _narrow if n != _broad for part in KINDS[n] for x in part))))
THINGS: dict[str, tuple[str, ...]] = {name: general + members for name, (general, members) in KINDS.items()}

# Illnesses and injuries: a condition is set by naming one (得了…, "diagnosed with …", "I have Covid") and ended by a
# test, a cure or a diagnosis withdrawn. Chinese conditions are recognised by how they end (…病, …症, …炎, …癌).
ZH_CONDITION_ENDS = ("病", "症", "炎", "癌", "瘤", "综合征", "综合症", "结石", "骨折", "过敏", "感冒", "发烧", "高血压", "高血糖", "低血糖", "新冠", "流感",
                     "哮喘", "抑郁", "焦虑", "贫血", "失眠", "中风", "扭伤", "囊肿", "结节", "痛风", "阳了", "疱疹", "湿疹", "疹子", "息肉", "肌瘤", "增生",
                     "拉伤", "脱臼", "挫伤", "甲亢", "甲减", "三高", "高血脂", "脂肪肝", "尿酸高", "偏头痛", "腰突", "腰椎间盘突出", "腰间盘突出", "椎间盘突出", "支原体", "耳鸣",
                     "近视", "白内障", "青光眼", "肿块", "甲流", "乙流", "带状疱疹", "怀孕")
EN_CONDITIONS = tuple(sorted({
    "covid", "flu", "cold", "pneumonia", "cancer", "tumor", "tumour", "diabetes", "migraine", "depression", "anxiety", "asthma", "bronchitis",
    "infection", "fracture", "concussion", "shingles", "mono", "strep", "arthritis", "tendonitis", "hypertension", "high blood pressure", "ulcer",
    "anemia", "anaemia", "insomnia", "sciatica", "vertigo", "lupus", "gout", "hernia", "cyst", "stroke", "sinus", "adhd", "ptsd", "ocd", "celiac",
    "eczema", "psoriasis", "rash", "hives", "acl", "sprain", "crutches", "cast", "brace", "sling", "wheelchair", "chemo", "radiation", "insulin", "medication", "meds",
    "antidepressants", "antibiotics", "fever", "virus", "stitches",
    *(x for name in ("infection", "cold", "injury", "cancer", "lump", "mind", "chronic") for part in CONDITIONS[name] for x in part if x.isascii()),
}))
EN_CONDITION_SUFFIXES = ("itis", "oma", "osis", "emia", "pathy")
# Aids one stops needing when a condition ends: 拆了石膏, "off crutches".
ZH_AIDS = tuple(dict.fromkeys(("石膏", "拐杖", "拐", "轮椅", "夹板", "护具", "支架", "胰岛素", "药",
                               *(x for part in AIDS["aid"] + AIDS["device aid"] for x in part if not x.isascii()))))

# Where one lives, when it is named by the dwelling rather than the place (在滨江租了个单间).
ZH_DWELLINGS = ("房子", "套房", "房", "公寓", "一居室", "两居室", "三居室", "四居室", "一居", "两居", "三居", "单间", "开间", "宿舍", "出租屋", "小区",
                "别墅", "平房", "老破小", "复式", "跃层", "大平层", "城中村", "筒子楼", "老房子", "新房", "二手房", "学区房", "自建房", "四合院", "排屋",
                "联排", "洋房", "小高层", "高层", "一室", "两室", "三室", "四室", "一室一厅", "两室一厅", "三室一厅", "两室两厅", "三室两厅", "次卧", "主卧", "隔断间", "青年公寓",
                "长租公寓", "人才公寓", "员工宿舍", "家属院", "职工宿舍")
EN_DWELLINGS = ("place", "room", "apartment", "flat", "house", "condo", "studio", "loft", "townhouse", "bungalow", "duplex", "one-bedroom",
                "two-bedroom", "three-bedroom", "1br", "2br", "3br", "1-bedroom", "2-bedroom", "3-bedroom", "1-bed", "2-bed", "3-bed", "4-bed", "farmhouse", "cabin",
                "houseboat", "dorm", "dorm room", "studio apartment", "basement apartment", "garden apartment", "walk-up", "brownstone", "rowhouse",
                "row house", "terraced house", "split-level", "ranch house", "mobile home", "trailer", "tiny house", "co-op", "high-rise", "penthouse",
                "sublet", "residence hall", "in-law suite", "granny flat", "adu", "bedsit", "cottage", "villa", "home",
                "terrace", "semi", "semi-detached", "maisonette", "two-up two-down", "new build", "council flat", "houseshare",
                "one-bed", "two-bed", "three-bed", "one bedroom", "two bedroom", "1 bedroom", "2 bedroom", "3 bedroom", "1 bed", "2 bed", "starter home",
                # Singapore's public flats, by their schemes
                "hdb", "hdb flat", "bto", "bto flat")

# A group of people at work or school the words set apart from the user's own ("the team next door", "another
# department", 隔壁组, 别的部门): its news is not the user's (judgement/update_subject.py, update_subject_zh.py).
_GROUPS_EN = r"(?:team|teams|department|departments|dept|group|unit|division|office|branch|store|shift|crew|squad|class)"
OTHER_GROUP_EN = (r"(?:the|a|that) " + _GROUPS_EN + r" (?:next door|down the hall|upstairs|downstairs|across the hall)\b|"
                  r"(?:another|other|the other|a different|some other|the whole other) " + _GROUPS_EN + r"\b")
OTHER_GROUP_ZH = (r"^(?:我们|咱们)?(?:公司|单位|学校)?的?(?:隔壁|别的|其他|其它|另一个|另外(?:一个|的)?|对面|兄弟|友商)的?"
                  r"(?:组|小组|部门|团队|公司|单位|科室|项目组|班组|门店|店|厂|车间|事业部|班)")

# The words that make a place of a part of town ("moving to north London", "in downtown Austin"): a place, not who
# (judgement/update_subject.py).
QUARTERS_EN = ("north", "south", "east", "west", "northern", "southern", "eastern", "western", "central", "downtown", "uptown",
               "upstate", "greater", "inner", "outer", "northeast", "northwest", "southeast", "southwest")
