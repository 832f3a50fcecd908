"""Classes of words an update is read through, in Chinese and English: people, pets, occupations, illnesses, homes,
possessions and habits.

An update rarely repeats the words of what it updates: "the bike" updates "a Ducati", 咖啡 updates 两杯美式, "tested
negative" updates "I have Covid". These lists name the members of each class (not sentences), so that a remark and
its update meet on the class. English entries are lower-case; those marked as word starts are matched as prefixes.
"""

from __future__ import annotations

# Who a remark is about: the user, or one of their people. Cross-language synonyms share a key; a word that can mean
# two people (grandma: 奶奶 or 外婆; 孩子/kid: a son or a daughter) names every key it may mean.
PEOPLE: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "mother": (("妈妈", "我妈", "老妈", "母亲", "我娘"), ("mom", "mum", "mother", "mommy", "mama")),
    "father": (("爸爸", "我爸", "老爸", "父亲"), ("dad", "father", "daddy", "papa")),
    "grandma_p": (("奶奶",), ("grandma", "grandmother", "granny", "nana")),
    "grandma_m": (("外婆", "姥姥"), ("grandma", "grandmother", "granny", "nana")),
    "grandpa_p": (("爷爷",), ("grandpa", "grandfather", "granddad")),
    "grandpa_m": (("外公", "姥爷"), ("grandpa", "grandfather", "granddad")),
    "son": (("儿子",), ("son",)),
    "daughter": (("女儿", "闺女"), ("daughter",)),
    "sister": (("姐姐", "妹妹", "我姐", "我妹"), ("sister",)),
    "brother": (("哥哥", "弟弟", "我哥", "我弟"), ("brother",)),
    "uncle": (("舅舅", "叔叔", "伯伯"), ("uncle",)),
    "aunt": (("阿姨", "姑姑", "姨妈"), ("aunt",)),
    "cousin": (("表弟", "表妹", "表哥", "表姐", "堂弟", "堂妹", "堂哥", "堂姐"), ("cousin",)),
    "nephew": (("侄子", "外甥", "侄女", "外甥女"), ("nephew", "niece")),
    "partner": (
        ("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇"),
        ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée"),
    ),
    "friend": (
        ("朋友", "同事", "同学", "室友", "邻居", "闺蜜", "哥们", "老板", "领导"),
        ("friend", "coworker", "colleague", "roommate", "neighbor", "neighbour", "boss", "bestie"),
    ),
}
# Words for a child that do not say which: 孩子 and "kid" may be a son or a daughter.
CHILD = (("孩子", "小孩", "娃"), ("kid", "child"))

# Partner words: naming one says the user has that partner (the partner slot), as well as being its subject.
PARTNER = (
    ("女朋友", "男朋友", "女友", "男友", "对象", "老公", "老婆", "丈夫", "妻子", "爱人", "未婚夫", "未婚妻", "媳妇"),
    ("girlfriend", "boyfriend", "wife", "husband", "fiance", "fiancee", "fiancé", "fiancée", "partner"),
)
# How far a relationship has gone, by the words that name the partner or the step: a later stage replaces an
# earlier one (girlfriend -> engaged -> married), whatever the partner is called.
STAGES: dict[str, tuple[str, ...]] = {
    "dating": ("女朋友", "男朋友", "女友", "男友", "在一起", "交往", "谈恋爱", "约会", "脱单",
               "girlfriend", "boyfriend", "dating", "seeing someone", "seeing somebody", "seeing a guy", "seeing a girl",
               "seeing a man", "seeing a woman", "started seeing", "in a relationship", "together"),
    "engaged": ("未婚夫", "未婚妻", "订婚", "求婚成功", "答应了求婚", "答应了他的求婚", "答应了她的求婚",
                "fiance", "fiancee", "fiancé", "fiancée", "engaged", "said yes"),
    "married": ("老公", "老婆", "丈夫", "妻子", "媳妇", "结婚", "领证", "成家", "婚礼", "已婚",
                "wife", "husband", "married", "wedding", "newlywed"),
}
STAGE_ORDER = ("dating", "engaged", "married")

# Words holding a class's character that name something else: 酒店 is a hotel, not drink; 车站 a station, not a car.
ZH_NOT_THINGS = ("酒店", "车站", "车间", "车位", "火车", "公交车", "出租车", "烟花", "烟火", "跑腿", "跑道")
# Pets, by kind: a death or a new name of "the dog" reaches "my corgi", and 鱼 reaches 金鱼.
PETS: dict[str, tuple[str, ...]] = {
    "dog": ("狗", "金毛", "柯基", "泰迪", "哈士奇", "拉布拉多", "柴犬", "比熊", "边牧",
            "dog", "puppy", "pup", "retriever", "labrador", "poodle", "corgi", "beagle", "terrier", "husky", "collie",
            "dachshund", "shepherd"),
    "cat": ("猫", "橘猫", "布偶", "英短", "kitten", "kitty", "cat"),
    "fish": ("鱼", "金鱼", "锦鲤", "goldfish", "betta", "koi"),
    "bird": ("鹦鹉", "鸟", "parrot", "budgie", "canary", "cockatiel"),
    "small": ("仓鼠", "兔子", "豚鼠", "hamster", "rabbit", "bunny", "guinea pig", "ferret", "gerbil"),
    "reptile": ("乌龟", "蜥蜴", "蛇", "turtle", "tortoise", "lizard", "gecko", "snake", "bearded dragon", "iguana"),
    "horse": ("horse", "pony"),
}
# A Chinese pet word of one character names a pet only at the start of a clause or after a word that keeps one
# (养, 只, 条, 家, 的, 我): 鱼 in 吃了鱼 or 钓鱼 is no pet.
PET_KEEP_ZH = "养只条头家的我"

# Classes of things a state can stop for: "the car" finds "a Honda", 戒烟 finds 一包烟, "the bike" finds "a Ducati".
# Each becomes a '@class' term of a value.
THINGS: dict[str, tuple[str, ...]] = {
    "vehicle": ("车", "丰田", "本田", "大众", "宝马", "奔驰", "特斯拉", "比亚迪", "开一辆", "car", "truck", "suv", "civic",
                "honda", "toyota", "tesla", "subaru", "jeep", "drive a", "van", "sedan", "hatchback", "pickup"),
    "motorbike": ("摩托", "机车", "motorcycle", "motorbike", "scooter", "moped", "ducati", "harley", "kawasaki", "vespa",
                  "bike"),
    "bicycle": ("自行车", "单车", "山地车", "公路车", "bicycle", "bike", "cycling"),
    "boat": ("船", "游艇", "boat", "houseboat", "yacht", "sailboat", "kayak", "canoe"),
    "instrument": ("吉他", "钢琴", "小提琴", "大提琴", "古筝", "尤克里里", "架子鼓", "guitar", "piano", "violin", "cello",
                   "ukulele", "drum kit", "keyboard", "saxophone"),
    "house": ("房子", "套房", "房产", "公寓", "别墅", "condo", "house", "apartment", "flat", "cabin", "cottage",
              "timeshare"),
    "membership": ("年卡", "会员卡", "健身卡", "季卡", "月卡", "membership", "season pass", "season ticket", "gym pass"),
    "smoking": ("烟", "smoke", "smoking", "cigarette", "cigar", "vape", "vaping", "nicotine"),
    "drinking": ("酒", "drinking", "drinks", "beer", "wine", "alcohol", "booze", "whiskey", "whisky", "vodka", "sober"),
    "coffee": ("咖啡", "美式", "拿铁", "卡布奇诺", "星巴克", "coffee", "latte", "espresso", "americano", "cappuccino",
               "caffeine", "cold brew", "decaf"),
    "diet": ("素食", "吃素", "生酮", "断食", "vegan", "vegetarian", "keto", "paleo", "plant-based", "fasting"),
    "gym": ("健身", "撸铁", "gym", "workout", "lift", "crossfit"),
    "running": ("跑步", "晨跑", "夜跑", "跑", "run", "jog", "5k", "10k", "marathon"),
    "games": ("游戏", "game", "gaming"),
    "phone": ("手机", "苹果手机", "华为", "小米", "phone", "iphone", "pixel", "android", "galaxy", "smartphone"),
    "piano": ("钢琴", "piano"),
}

# Occupations: the head of a role, so "a line cook" and "a sous chef" are both jobs and differ. Chinese roles are
# recognised by how a role word ends (护士, 工程师, 店长...); English roles by the head noun.
ZH_ROLE_ENDS = (
    "师", "员", "手", "官", "警", "医", "匠", "老总", "总监", "工人", "电工", "焊工", "木工", "钳工", "医生", "学生",
    "实习生", "研究生", "店长", "组长", "科长", "处长", "部长", "校长", "院长", "行长", "厂长", "队长", "班长", "所长",
    "局长", "董事长", "社长", "专家", "作家", "画家", "助理", "助教", "护士", "司机", "律师",
    "会计", "审计", "出纳", "老板", "经理", "主管", "总监", "主任", "教授", "记者", "作家", "编辑", "厨师", "保安",
    "保洁", "保姆", "月嫂", "柜员", "调度", "策划", "运维", "运营", "销售", "客服", "前台", "文员", "专员", "顾问",
    "翻译", "导游", "主播", "博主", "模特", "演员", "歌手", "画家", "农民", "骑手", "快递", "外卖", "收银", "店主",
    "老师", "技术", "开发", "产品", "测试", "设计", "公务员", "兵", "军人", "网红", "代购", "财务", "人事", "行政",
    "法务", "文秘", "采购", "研发", "质检", "勤",
)
EN_ROLES = (
    "nurse", "teacher", "pharmacist", "doctor", "doc", "physician", "surgeon", "dentist", "vet", "veterinarian", "therapist",
    "lawyer", "attorney", "paralegal", "accountant", "auditor", "bookkeeper", "engineer", "developer", "programmer",
    "designer", "architect", "chef", "cook", "baker", "barista", "bartender", "waiter", "waitress", "server",
    "driver", "guard", "cashier", "clerk", "manager", "supervisor", "director", "lead", "head", "analyst",
    "consultant", "assistant", "receptionist", "secretary", "librarian", "professor", "lecturer", "tutor",
    "researcher", "scientist", "technician", "mechanic", "electrician", "plumber", "carpenter", "welder", "painter",
    "contractor", "firefighter", "officer", "cop", "detective", "paramedic", "carrier", "courier", "picker", "packer",
    "operator", "dispatcher", "cleaner", "janitor", "housekeeper", "nanny", "caregiver", "aide", "journalist",
    "reporter", "editor", "writer", "translator", "photographer", "artist", "musician", "coach", "trainer",
    "instructor", "recruiter", "salesman", "saleswoman", "rep", "agent", "broker", "banker", "teller", "realtor",
    "pilot", "captain", "flight attendant", "soldier", "intern", "associate", "ceo", "cto", "founder", "owner",
    "freelancer", "contractor", "specialist", "coordinator", "administrator", "admin", "executive", "strategist",
    "planner", "producer", "pastor", "farmer", "landscaper", "tailor", "hairdresser", "stylist", "barber",
)
EN_ROLE_SUFFIXES = ("ist", "ian", "tor", "sor")  # pharmacist, librarian, illustrator, supervisor
# Where one works: a noun that names an employer, so "I do payroll for a trucking company" is a job.
EN_EMPLOYERS = (
    "company", "firm", "district", "agency", "hospital", "school", "bank", "startup", "store", "shop", "restaurant",
    "nonprofit", "charity", "council", "city", "county", "state", "government", "university", "college", "clinic",
    "studio", "magazine", "newspaper", "network", "warehouse", "factory", "plant", "office", "bakery", "cafe",
    "hotel", "airline", "lab", "law firm", "practice", "department", "ministry", "museum", "library",
)
# A part of an employer one is moved to: 被调到档案室, 调到华东区, 转岗到客服中心.
ZH_UNITS = ("处", "科", "部", "室", "办", "组", "中心", "门店", "分公司", "总部", "分行", "支行", "校区", "车间", "区",
            "院", "局", "所", "站", "队", "馆", "厂", "店", "分店", "学校", "医院")

# Illnesses and injuries: a condition is set by naming one (得了…, "diagnosed with …", "I have Covid") and ended by a
# test, a cure or a diagnosis withdrawn. Chinese conditions are recognised by how they end (…病, …症, …炎, …癌).
ZH_CONDITION_ENDS = ("病", "症", "炎", "癌", "瘤", "综合征", "综合症", "结石", "骨折", "过敏", "感冒", "发烧", "高血压",
                     "高血糖", "低血糖", "新冠", "流感", "哮喘", "抑郁", "焦虑", "贫血", "失眠", "中风", "扭伤", "囊肿",
                     "结节", "痛风", "阳了")
EN_CONDITIONS = (
    "covid", "flu", "cold", "pneumonia", "cancer", "tumor", "tumour", "diabetes", "migraine", "depression",
    "anxiety", "asthma", "bronchitis", "infection", "fracture", "concussion", "shingles", "mono", "strep",
    "arthritis", "tendonitis", "hypertension", "high blood pressure", "ulcer", "anemia", "anaemia", "insomnia",
    "sciatica", "vertigo", "lupus", "gout", "hernia", "cyst", "stroke", "sinus", "adhd", "ptsd", "ocd", "celiac",
    "eczema", "psoriasis", "acl", "sprain", "crutches", "cast", "brace", "sling", "wheelchair", "chemo", "radiation",
    "insulin", "medication", "meds", "antidepressants", "antibiotics", "fever", "virus", "stitches",
)
# Tests whose result ends a condition ("the biopsy came back clean", "labs were normal").
EN_TESTS = ("test", "tests", "result", "results", "scan", "scans", "panel", "biopsy", "labs", "bloodwork", "x-ray",
            "mri", "ultrasound", "swab")
EN_CONDITION_SUFFIXES = ("itis", "oma", "osis", "emia", "pathy")
# Aids one stops needing when a condition ends: 拆了石膏, "off crutches".
ZH_AIDS = ("石膏", "拐杖", "拐", "轮椅", "夹板", "护具", "支架", "胰岛素", "药")

# Where one lives, when it is named by the dwelling rather than the place (在滨江租了个单间).
ZH_DWELLINGS = ("房子", "套房", "房", "公寓", "一居室", "两居室", "三居室", "一居", "两居", "三居", "单间", "开间",
                "宿舍", "出租屋", "小区", "别墅", "平房", "老破小")
EN_DWELLINGS = ("place", "room", "apartment", "flat", "house", "condo", "studio", "loft", "townhouse", "bungalow", "duplex",
                "one-bedroom", "two-bedroom", "three-bedroom", "1br", "2br", "farmhouse", "cabin", "houseboat", "dorm")
# Parts of the body an injury names ("tore my ACL", "broke my wrist"): "broke my phone" is no injury.
EN_BODY = ("arm", "leg", "wrist", "ankle", "knee", "hip", "back", "neck", "shoulder", "foot", "hand", "finger", "toe",
           "rib", "ribs", "collarbone", "elbow", "nose", "jaw", "acl", "meniscus", "achilles", "hamstring", "spine",
           "pelvis", "thumb", "heel", "calf", "skull", "tooth", "teeth")
