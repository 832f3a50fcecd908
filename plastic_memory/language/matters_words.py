"""The words of the matters of a personal life, in Chinese and English: each a narrow meaning with its translations,
near-synonyms and everyday forms, the broader meanings it belongs to, and the shapes some are said in (a weight in
斤 or lbs, a salary as "84k a year", a street address).

Chinese phrases match as substrings (a two-character verb and object also with 了 or 过 between them: 坐过牢, 离了婚);
English ones at word starts (a word under five letters whole, a longer one as a stem, a phrase as a phrase), so a
stem that begins other words ("operation" in "operations", "condition" in "conditioning") is written as phrases.
"""

from __future__ import annotations

MATTERS: dict[str, tuple[str, ...]] = {
    # -- people and pets -------------------------------------------------------------------------------------------
    "mother": ("我妈", "妈妈", "老妈", "母亲", "咱妈", "俺妈", "亲妈", "mom", "moms", "mum", "mums", "mommy", "mother"),
    "father": ("我爸", "爸爸", "老爸", "父亲", "咱爸", "俺爸", "亲爸", "老爹", "dad", "dads", "daddy", "father"),
    "stepparent": ("继父", "继母", "后妈", "后爸", "stepdad", "stepmom", "stepfather", "stepmother", "stepparent"),
    "parents": ("父母", "爸妈", "爹妈", "双亲", "parents", "folks"),
    "brother": ("哥哥", "弟弟", "我哥", "我弟", "亲哥", "亲弟", "大哥", "二哥", "小弟", "brother", "bro"),
    "sister": ("姐姐", "妹妹", "我姐", "我妹", "亲姐", "亲妹", "大姐", "二姐", "小妹", "sister", "sis"),
    "sibling": ("兄弟姐妹", "手足", "兄弟", "姐妹", "sibling"),
    "cousin": ("表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "表兄", "堂兄", "cousin"),
    "niece or nephew": ("侄子", "侄女", "外甥", "外甥女", "niece", "nephew"),
    "son": ("儿子", "我儿", "son", "sons"),
    "daughter": ("女儿", "闺女", "daughter"),
    "baby": ("宝宝", "婴儿", "小宝", "baby", "babies", "newborn", "infant", "toddler"),
    "children": ("孩子", "小孩", "娃", "子女", "kid", "kids", "child", "children", "stepkid", "stepson", "stepdaughter"),
    "grandchild": ("孙子", "孙女", "外孙", "外孙女", "grandson", "granddaughter", "grandkid", "grandchild"),
    "husband": ("老公", "丈夫", "husband", "hubby"),
    "wife": ("老婆", "妻子", "媳妇", "太太", "wife", "wifey"),
    "fiance": ("未婚夫", "未婚妻", "fiance", "fiancé", "fiancee", "fiancée"),
    "partner": ("对象", "伴侣", "爱人", "另一半", "partner", "spouse", "significant other"),
    "boyfriend": ("男朋友", "男友", "boyfriend", "bf"),
    "girlfriend": ("女朋友", "女友", "girlfriend", "gf"),
    "ex": ("前任", "前男友", "前女友", "前夫", "前妻", "ex", "exes", "ex-wife", "ex-husband", "ex-boyfriend",
           "ex-girlfriend"),
    "grandparent": ("奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "grandma", "grandpa", "granny", "grandmother",
                    "grandfather", "grandparent"),
    "uncle": ("叔叔", "舅舅", "伯伯", "姑父", "姨父", "大舅", "小舅", "二舅", "大伯", "小叔", "uncle"),
    "aunt": ("阿姨", "姑姑", "姑妈", "姨妈", "小姨", "大姨", "二姨", "舅妈", "婶婶", "aunt", "auntie"),
    "in-laws": ("公公", "婆婆", "岳父", "岳母", "丈母娘", "老丈人", "姐夫", "嫂子", "弟妹", "妹夫", "小舅子", "小姑子",
                "大姑子", "老公的妈", "老公他妈", "老公的爸", "老婆的妈", "老婆她妈", "老婆的爸", "in-law", "in-laws",
                "brother-in-law", "sister-in-law", "mother-in-law", "father-in-law", "husband's mom", "husband's mum",
                "husband's mother", "husband's dad", "husband's father", "husband's parents", "wife's mom", "wife's mum",
                "wife's mother", "wife's dad", "wife's father", "wife's parents"),
    "friend": ("朋友", "闺蜜", "发小", "哥们", "friend", "bestie", "buddy", "pal"),
    "boss": ("老板", "领导", "上司", "主管", "经理", "boss", "manager", "supervisor"),
    "coworker": ("同事", "我们组", "我们部门", "组里的", "部门里的", "coworker", "co-worker", "colleague"),
    "landlord": ("房东", "landlord", "landlady"),
    "roommate": ("室友", "舍友", "roommate", "flatmate", "housemate"),
    "neighbour": ("邻居", "隔壁", "neighbor", "neighbour", "next door", "next-door"),
    "teacher": ("老师", "teacher", "tutor", "professor"),
    "dog": ("狗", "dog", "dogs", "puppy", "puppies"),
    "cat": ("猫", "cat", "cats", "kitten"),
    "pet": ("宠物", "鹦鹉", "仓鼠", "兔子", "乌龟", "pet", "pets", "parrot", "hamster", "rabbit", "bunny", "turtle",
            "lizard", "bearded dragon", "goldfish"),
    # -- health: conditions, procedures, medicines, care -------------------------------------------------------------
    "health": ("健康", "身体", "病情", "病历", "病史", "health", "medical"),
    "sick": ("病", "症", "确诊", "诊断", "患有", "查出", "综合征", "综合症", "肺炎", "关节炎", "鼻炎", "肠炎", "肝炎", "发炎",
             "感染", "痴呆", "阿尔茨海默", "硬化", "结石", "囊肿", "中风", "脑梗", "心梗", "梗塞", "衰竭", "狼疮", "癫痫",
             "偏头痛", "痛风", "贫血", "湿疹", "脂肪肝", "sick", "ill", "illness", "disease", "diagnos", "syndrome",
             "disorder", "pneumonia", "infection", "dementia", "alzheimer", "medical condition", "health condition",
             "chronic condition", "my condition", "lupus", "crohn", "colitis", "arthritis", "multiple sclerosis",
             "epilep", "seizures", "migraine", "endometriosis", "fibromyalgia", "psoriasis", "eczema", "celiac",
             "coeliac", "ibs", "gout", "anemia", "anaemia", "hepatitis", "hiv", "copd", "cirrhosis", "kidney stones",
             "gallstones", "parvo", "distemper", "细小", "猫瘟", "犬瘟", "传腹", "stroke"),
    "allergy": ("过敏", "allerg"),
    "peanut": ("花生", "peanut"),
    "cancer": ("癌", "肿瘤", "恶性", "化疗", "放疗", "cancer", "tumor", "tumour", "chemo", "malignant", "melanoma",
               "leukemia", "lymphoma", "radiation therapy"),
    "diabetes": ("糖尿病", "血糖", "胰岛素", "diabet", "prediabet", "blood sugar", "insulin", "a1c", "glucose",
                 "sugar levels"),
    "blood pressure": ("高血压", "血压", "降压", "blood pressure", "bp", "hypertension"),
    "heart": ("心脏", "心梗", "心律", "支架", "heart attack", "heart disease", "heart condition", "cardiac", "stent",
              "arrhythmia"),
    "asthma": ("哮喘", "asthma", "inhaler"),
    "thyroid": ("甲状腺", "甲亢", "甲减", "thyroid", "hashimoto"),
    "pcos": ("多囊", "pcos", "polycystic"),
    "kidney or liver": ("肾结石", "肾病", "肝炎", "乙肝", "丙肝", "大三阳", "小三阳", "肝病", "脂肪肝", "kidney stone",
                        "kidney disease", "hepatitis", "hep b", "hep c", "fatty liver", "liver disease"),
    "sexual health": ("性病", "艾滋", "hiv", "herpes", "std", "stds", "sti", "stis", "hpv"),
    "injury": ("骨折", "受伤", "扭伤", "韧带", "石膏", "拐杖", "脑震荡", "fracture", "sprain", "injur", "torn acl",
               "concussion", "crutches", "in a cast", "broke my"),
    "pain": ("腰疼", "腰痛", "背疼", "背痛", "偏头痛", "关节痛", "back pain", "migraine", "chronic pain"),
    "pregnant": ("怀孕", "有喜", "怀上", "孕", "pregnan", "expecting a baby", "baby bump", "weeks along"),
    "fertility": ("不孕", "试管", "备孕", "要孩子", "要宝宝", "要个孩子", "ivf", "iui", "infertil", "fertility",
                  "trying to conceive", "trying for a baby", "trying to get pregnant", "trying for a kid", "ttc"),
    # having a child at all, broader than a pregnancy or a fertility treatment: 生孩子那件事 names 我们在做试管
    "childbearing": ("生孩子", "生小孩", "生娃", "生宝宝", "要孩子", "要小孩", "要宝宝", "要娃", "二胎", "三胎",
                     "have a baby", "having a baby", "have kids", "having kids", "have children", "having children",
                     "trying for a baby", "start a family", "starting a family", "family planning", "baby plans"),
    "abortion": ("流产", "打胎", "堕胎", "胎停", "小产", "abortion", "miscarriage", "miscarried", "lost the baby",
                 "lost the pregnancy", "lost our baby"),
    "surgery": ("手术", "开刀", "动刀", "切除", "摘除", "微创", "缝针", "移植", "surgery", "surgeries",
                "an operation", "the operation", "my operation", "operated on", "transplant", "stitches"),
    "blood type": ("血型", "blood type", "blood group"),
    "checkup": ("体检", "检查", "化验", "穿刺", "活检", "复查", "checkup", "check-up", "biopsy", "blood test",
                "blood work", "mri", "ct scan", "scan results", "mammogram", "colonoscopy"),
    "hospital": ("医院", "住院", "出院", "急诊", "icu", "hospital", "emergency room", "the er", "hospice", "admitted to"),
    "doctor": ("医生", "大夫", "看病", "就诊", "门诊", "doctor", "physician", "dermatologist", "gynecologist",
               "ob-gyn", "oncologist", "cardiologist", "specialist"),
    "dental": ("牙医", "补牙", "拔牙", "根管", "牙套", "牙齿矫正", "智齿", "dentist", "dental", "root canal", "braces",
               "wisdom teeth", "wisdom tooth"),
    "medication": ("药", "服药", "处方", "抗抑郁药", "抗焦虑药", "medication", "medicine", "meds", "pill", "pills", "tablet", "tablets",
                   "prescription", "antidepressant", "ssri", "lexapro", "zoloft", "prozac", "wellbutrin", "xanax",
                   "valium", "ativan", "klonopin", "adderall", "ritalin", "vyvanse", "lithium", "seroquel",
                   "abilify", "sertraline", "fluoxetine", "escitalopram", "citalopram", "bupropion", "metformin",
                   "ozempic", "wegovy", "lipitor", "statin", "lisinopril", "synthroid", "levothyroxine",
                   "ibuprofen", "melatonin", "accutane", "birth control", "the pill", "amlodipine", "prednisone",
                   "antibiotic", "steroids", "hrt", "testosterone", "estrogen"),
    # -- the mind ---------------------------------------------------------------------------------------------------
    "mental": ("心理健康", "心理问题", "心理状态", "情绪问题", "mental health", "mental"),
    "therapy": ("心理医生", "心理咨询", "咨询师", "心理治疗", "精神科", "therapist", "therapy", "counselor",
                "counsellor", "counseling", "counselling", "psychiatrist", "psychologist", "shrink"),
    "anxiety": ("焦虑", "惊恐", "anxiety", "anxious", "panic attack", "panic disorder"),
    "depression": ("抑郁", "depress"),
    "adhd": ("多动症", "注意力缺陷", "adhd"),
    "autism": ("自闭症", "孤独症", "autis", "asperger", "on the spectrum"),
    "bipolar": ("双相", "躁郁", "bipolar"),
    "ocd": ("强迫症", "ocd"),
    "trauma": ("创伤", "ptsd", "trauma"),
    "eating disorder": ("厌食", "暴食", "催吐", "anorexi", "bulimi", "eating disorder", "binge eating"),
    "self-harm": ("自残", "自伤", "割腕", "self-harm", "self harm", "cutting myself", "hurt myself"),
    "suicide": ("自杀", "轻生", "不想活", "suicid", "kill myself", "end my life"),
    "insomnia": ("失眠", "睡不着", "insomnia", "can't sleep", "sleeping pills"),
    "burnout": ("倦怠", "burnout", "burned out", "burnt out"),
    "addiction": ("上瘾", "成瘾", "戒毒", "吸毒", "addict", "rehab", "relapse", "doing drugs", "on drugs"),
    "drinking": ("喝酒", "酗酒", "戒酒", "醉酒", "烂醉", "喝醉", "醉醺醺", "alcohol", "drinking", "sober", "drunk", "hangover"),
    "smoking": ("抽烟", "吸烟", "戒烟", "电子烟", "smoke", "smoking", "smoker", "cigarette", "vape", "vaping", "nicotine"),
    "gambling": ("赌博", "赌钱", "赌球", "赌马", "赌输", "gambl", "betting", "casino", "bets", "sportsbook", "poker",
                 "slots", "slot machines"),
    # -- the body ---------------------------------------------------------------------------------------------------
    # its parts, with the conditions that are of one part only (耳鸣 is of the ear, an ACL of the knee): "my ear"
    # names 我右耳耳鸣, 膝盖 names "I had ACL surgery on my left knee"
    "ear": ("耳朵", "左耳", "右耳", "双耳", "耳鸣", "耳聋", "中耳炎", "助听器", "ear", "ears", "tinnitus", "earache",
            "hearing aid", "hearing loss"),
    "eye": ("眼睛", "左眼", "右眼", "双眼", "眼科", "视力", "近视", "散光", "白内障", "青光眼", "eye", "eyes", "eyesight",
            "glaucoma", "cataract", "lasik", "nearsighted", "short-sighted"),
    "knee": ("膝盖", "膝关节", "半月板", "十字韧带", "knee", "knees", "kneecap", "acl", "meniscus"),
    "shoulder": ("肩膀", "肩周炎", "肩袖", "shoulder", "rotator cuff"),
    "stomach": ("胃", "肠胃", "胃炎", "胃溃疡", "胃酸", "stomach", "gastritis", "ulcer", "acid reflux"),
    "skin": ("皮肤", "湿疹", "痘痘", "长痘", "痤疮", "银屑病", "skin", "eczema", "acne", "psoriasis", "rash"),
    "hand": ("手腕", "手指", "腱鞘炎", "wrist", "wrists", "finger", "fingers", "carpal tunnel"),
    "foot": ("脚踝", "脚趾", "脚底", "ankle", "ankles", "toe", "toes", "plantar"),
    "hair": ("脱发", "掉头发", "发际线", "秃顶", "hair loss", "balding", "bald spot", "losing my hair"),
    "weight": ("体重", "公斤", "超重", "weigh", "pounds", "kilos", "overweight", "obese", "bmi"),
    "height": ("身高", "个子", "height", "how tall"),
    "age": ("年龄", "岁数", "my age", "years old", "how old"),
    "diet": ("减肥", "节食", "瘦身", "卡路里", "热量", "控糖", "断食", "生酮", "饮食", "diet", "diets", "dieting", "calorie",
             "calories", "lose weight", "losing weight", "weight loss", "fasting", "keto"),
    # a way of eating is a diet too ("forget the diet stuff" names "I've been vegan since 2019")
    "meatless": ("吃素", "素食", "纯素", "茹素", "吃斋", "vegan", "vegetarian", "pescatarian", "pescetarian", "plant-based"),
    "tattoo": ("纹身", "刺青", "文身", "纹了", "tattoo", "tatt", "tatts"),
    "piercing": ("耳洞", "穿孔", "唇钉", "舌钉", "鼻钉", "脐钉", "pierc"),
    "cosmetic": ("整容", "整形", "医美", "双眼皮", "隆鼻", "隆胸", "抽脂", "玻尿酸", "肉毒", "plastic surgery",
                 "cosmetic surgery", "nose job", "boob job", "botox", "fillers", "lipo", "facelift"),
    "sexuality": ("同性恋", "出柜", "双性恋", "跨性别", "性取向", "gay", "lesbian", "bisexual", "queer", "came out", "coming out",
                  "sexuality", "sexual orientation", "transgender", "i'm trans", "nonbinary", "non-binary", "bi",
                  "pansexual", "asexual", "closeted", "in the closet", "弯的"),
    # -- love and family --------------------------------------------------------------------------------------------
    "relationship": ("感情", "恋爱", "婚姻", "私生活", "relationship", "love life", "marriage"),
    # the user's family as a whole, the kind a request names ("家里的事", "my family stuff"): each relative's remark
    # is of it (BROADER), a partner's is not (家里 is where parents, siblings and children are)
    "family": ("家里", "家人", "家庭", "家事", "家务事", "我们家", "咱们家", "咱家", "family", "families"),
    "dating": ("约会", "相亲", "暧昧", "网恋", "dating", "first date", "went on a date", "tinder", "hinge", "bumble",
               "seeing someone"),
    "crush": ("暗恋", "喜欢上", "crush on", "have a crush"),
    "engagement": ("订婚", "求婚", "engaged", "engagement", "popped the question", "proposed to",
                   "propose", "proposing", "proposal"),
    "wedding": ("结婚", "婚礼", "married", "marry", "wedding"),
    "accident": ("车祸", "事故", "撞车", "被车撞", "追尾", "accident", "crash", "crashed", "car hit", "hit by a car",
                 "totaled", "totalled", "fender bender", "wreck", "wrecked"),
    "politics": ("政治", "投票", "选举", "党员", "politic", "voted", "vote for", "voting for", "election", "democrat",
                 "republican", "conservative", "liberal", "left-wing", "right-wing", "green party", "labour party",
                 "tory", "tories"),
    "divorce": ("离婚", "分居", "divorc", "separated from", "separation"),
    "breakup": ("分手", "broke up", "break up", "breaking up", "broken up", "breakup", "split up", "splitting up",
                "dumped"),
    "affair": ("出轨", "外遇", "劈腿", "小三", "偷吃", "搞在一起", "有一腿", "affair", "cheated", "cheating",
               "unfaithful", "sleeping with", "hooking up with"),
    "cohabiting": ("同居", "住在一起", "住一起", "live together", "living together", "lived together",
                   "moved in together", "moving in together"),
    "sex": ("性生活", "上床", "一夜情", "sex life", "hookup", "hooked up", "slept with"),
    # taking a child as one's own, or having been taken ("I was adopted from Romania", 我们在办收养手续)
    "adoption": ("收养", "领养", "被领养", "adopt"),
    "custody": ("抚养权", "探视权", "custody", "visitation"),
    "fight": ("吵架", "吵一架", "大吵", "争吵", "闹翻", "翻脸", "冷战", "fight", "fought", "argument", "arguing", "argued",
              "yelled at", "screamed at", "blew up at", "shouting match", "falling out", "fell out with"),
    # -- money ------------------------------------------------------------------------------------------------------
    "money": ("钱", "块钱", "存款", "财务", "经济状况", "经济方面", "经济上", "经济情况", "money", "cash", "dollars", "bucks", "finances", "financial"),
    "salary": ("工资", "薪水", "薪资", "月薪", "年薪", "收入", "到手", "月入", "年入", "税前", "税后", "底薪", "salary",
               "paycheck", "income", "wage", "wages", "how much i make", "how much i earn", "pay stub"),
    "raise": ("涨薪", "加薪", "涨工资", "pay rise", "a raise", "got a raise"),
    "debt": ("欠", "债", "网贷", "借呗", "花呗", "负债", "逾期", "还不上", "debt", "owe", "owes", "owed", "owing"),
    "loan": ("贷款", "助学贷款", "房贷", "车贷", "借贷", "loan", "loans", "student loan", "student loans", "mortgage",
             "mortgages"),
    "rent": ("房租", "租金", "月租", "租房", "租的房", "rent", "rents"),
    "savings": ("积蓄", "理财", "savings", "401k", "retirement fund", "nest egg"),
    "investment": ("股票", "基金", "炒股", "比特币", "币圈", "stocks", "investing", "investment", "invested", "portfolio", "crypto", "bitcoin"),
    "bankruptcy": ("破产", "bankrupt", "chapter 7", "chapter 13", "chapter 11"),
    "credit": ("征信", "信用分", "信用记录", "credit score", "credit rating", "credit report", "credit history"),
    "tax": ("报税", "个税", "税务", "taxes", "tax return", "irs"),
    "insurance": ("保险", "insurance", "insurer"),
    "card": ("卡号", "银行卡", "信用卡", "储蓄卡", "card number", "bank card", "credit card", "debit card"),
    "last digits": ("尾号", "尾数", "后四位", "后4位", "last four", "last 4", "ends in", "ending in"),
    "code": ("密码", "口令", "门禁", "pin", "password", "passcode", "code", "codes", "combination"),
    # -- work -------------------------------------------------------------------------------------------------------
    "work": ("上班", "工作", "公司", "单位", "打工", "任职", "就职", "入职", "外企", "国企", "央企", "私企", "job", "jobs", "work", "works", "worked",
             "working", "employer", "company"),
    "career": ("职业", "事业", "career"),
    "trip": ("旅行", "旅游", "出游", "度假", "自驾游", "蜜月", "trip", "trips", "vacation", "holiday", "holidays", "getaway",
             "honeymoon", "travel plans", "road trip"),
    "interview": ("面试", "一面", "二面", "三面", "终面", "复试", "job interview", "interview", "final round", "final-round",
                  "recruiter", "job offer"),
    "jobhunt": ("找工作", "求职", "投简历", "找新工作", "job hunt", "job hunting", "job-hunting", "job search",
                "job searching", "looking for a job", "looking for work", "looking for a new job", "applying to jobs",
                "applying for jobs", "apply to jobs", "apply for jobs", "applied to jobs", "applied for jobs",
                "job application", "job applications"),
    "layoff": ("裁员", "裁掉", "裁人", "被裁", "裁了", "被优化", "layoff", "laid off", "let go", "downsiz", "redundan",
               "restructuring"),
    "fired": ("被开除", "被辞退", "辞退", "炒鱿鱼", "fired", "sacked", "terminated"),
    "unemployed": ("失业", "下岗", "待业", "unemploy", "lost my job", "lost his job", "lost her job", "lost their job",
                   "out of work", "out of a job", "between jobs"),
    "quit": ("辞职", "离职", "跳槽", "quit", "quitting", "resign"),
    "promotion": ("升职", "晋升", "提拔", "promot"),
    "review": ("绩效", "考核", "警告处分", "performance review", "write-up", "written up", "pip"),
    "business": ("创业", "开店", "生意", "副业", "startup", "start-up", "side hustle", "my business", "own business"),
    # -- school -----------------------------------------------------------------------------------------------------
    "school": ("学校", "上学", "学业", "学习上", "小学", "初中", "高中", "中学", "大学", "幼儿园", "年级", "读研", "研究生", "博士",
               "本科", "school", "college", "university", "kindergarten", "grade", "semester", "campus", "academy", "preschool",
               "elementary", "daycare", "nursery"),
    "exam": ("考试", "高考", "中考", "考研", "雅思", "托福", "期末", "挂科", "exam", "exams", "finals", "midterm",
             "gre", "gmat", "ielts", "toefl", "bar exam", "boards"),
    "grades": ("成绩", "分数", "绩点", "不及格", "没及格", "挂科", "考砸", "gpa", "grades", "report card", "transcript",
               "failed", "failing", "flunk"),
    "suspended": ("停学", "停课", "停职", "开除", "suspend", "suspension", "expelled", "expulsion"),
    "bullying": ("欺负", "霸凌", "校园暴力", "bully", "bullied", "bullies", "bullying"),
    # -- the law ----------------------------------------------------------------------------------------------------
    "legal": ("法律", "官司", "legal", "lawsuit", "legal trouble"),
    "lawsuit": ("起诉", "被告", "开庭", "法院", "sued", "suing", "lawsuit", "in court", "court date", "court case",
                "to court", "small claims"),
    "prison": ("坐牢", "监狱", "入狱", "服刑", "判了", "jail", "prison", "locked up", "sentenced", "incarcerat"),
    "arrest": ("被抓", "被捕", "拘留", "派出所", "arrest", "police", "cops"),
    "drunk driving": ("酒驾", "醉驾", "酒后驾车", "酒后开车", "dui", "dwi", "drunk driving", "driving drunk", "drove drunk",
                      "drunk behind the wheel", "pulled over drunk", "over the limit"),
    "record": ("案底", "前科", "criminal record", "felony", "misdemeanor"),
    "probation": ("缓刑", "假释", "probation", "parole"),
    # -- home, papers and identifiers ---------------------------------------------------------------------------------
    "home": ("住址", "地址", "住在", "家住", "家在", "住哪", "搬到", "住的地方", "住的那条街", "住的街道", "住的小区",
             "live in", "lives in", "living in", "live at", "moved to", "where i live",
             "my street"),
    # ("moved" only as a move: "I moved my dentist appointment" moves no home)
    "move": ("搬家", "搬去", "搬到", "搬过去", "搬回", "搬走", "搬出去", "move", "moving", "relocat", "moved to",
             "moved out", "moved in", "moved back", "moved away", "moved abroad", "moved here", "moved there"),
    "address": ("住址", "地址", "门牌", "邮编", "my address", "home address", "address is", "our address",
                "mailing address", "street address", "new address", "old address", "zip code", "postcode"),
    "phone": ("手机号", "电话", "号码", "联系方式", "phone", "cell number", "phone number", "my cell", "cell phone",
              "my mobile", "mobile number", "my number", "contact number"),
    "email": ("邮箱", "email", "e-mail", "gmail"),
    "id": ("身份证", "证件号", "id number", "id card", "national id", "ssn", "social security", "my social", "aadhaar",
           "pan card", "nric"),
    "passport": ("护照", "passport"),
    "license": ("驾照", "驾驶证", "driver's license", "drivers license", "driving licence", "license number"),
    "plate": ("车牌", "license plate", "plate number"),
    "account": ("账号", "银行账户", "account number", "routing number", "iban"),
    "name": ("名字", "名叫", "大名", "小名", "叫", "name", "named", "called"),
    "birthday": ("生日", "birthday", "bday", "born on"),
    "visa": ("签证", "绿卡", "移民", "工签", "学签", "visa", "green card", "uscis", "immigra", "h-1b", "h1b", "work permit",
             "permanent residen"),
    # where one comes from ("I grew up in a small town in Ohio", 我老家在湖南衡阳)
    "hometown": ("老家", "家乡", "故乡", "从小在", "土生土长", "出生在", "出生于", "hometown", "home town", "grew up",
                 "born and raised", "where i'm from"),
    # -- belief and things owned --------------------------------------------------------------------------------------
    "religion": ("宗教", "信仰", "信教", "基督", "天主教", "佛教", "信佛", "穆斯林", "伊斯兰", "教会", "做礼拜", "无神论",
                 "religion", "religious", "catholic", "muslim", "islam", "buddhis", "hindu", "jewish", "church", "mosque",
                 "synagogue", "atheist", "christianity", "i'm christian", "am a christian", "faith", "beliefs"),
    # a car, by a word of owning one or its make (一辆车 is counted with 辆; 火车 and 车站 are no car of one's own)
    "car": ("汽车", "私家车", "新车", "二手车", "买车", "提车", "我车", "我的车", "辆", "特斯拉", "比亚迪", "宝马", "奔驰",
            "奥迪", "丰田", "本田", "大众", "蔚来", "小鹏", "car", "cars", "vehicle", "tesla", "toyota", "honda", "bmw",
            "mercedes", "audi", "volkswagen", "subaru", "hyundai", "prius", "civic", "corolla", "camry", "minivan",
            "suv", "sedan", "pickup truck"),
    "papers": ("证件", "个人信息", "隐私信息", "身份信息", "personal info", "personal information", "personal details",
               "my details", "documents"),
}

# A remark naming a narrower meaning names the broader ones too (肺癌 is an illness, a son is one of the children),
# never the other way round: words asking to forget "my cancer" do not name every cold.
BROADER: dict[str, tuple[str, ...]] = {
    "son": ("children",), "daughter": ("children",), "baby": ("children",), "stepparent": ("parents",),
    "mother": ("parents",), "father": ("parents",), "brother": ("sibling",), "sister": ("sibling",),
    "husband": ("partner",), "wife": ("partner",), "fiance": ("partner",), "boyfriend": ("partner",),
    "girlfriend": ("partner",), "dog": ("pet",), "cat": ("pet",),
    "parents": ("family",), "sibling": ("family",), "children": ("family",), "grandparent": ("family",),
    "grandchild": ("family",), "in-laws": ("family",), "uncle": ("family",), "aunt": ("family",), "cousin": ("family",),
    "niece or nephew": ("family",),
    # a part of the body is named in a remark by an ailment of it (胃溃疡, tinnitus, 膝盖疼): the user's health
    "ear": ("health",), "eye": ("health",), "knee": ("health",), "shoulder": ("health",), "stomach": ("health",),
    "skin": ("health",), "hand": ("health",), "foot": ("health",), "hair": ("health",),
    "cancer": ("sick",), "diabetes": ("sick",), "blood pressure": ("sick",), "heart": ("sick",), "asthma": ("sick",),
    "thyroid": ("sick",), "pcos": ("sick",), "kidney or liver": ("sick",), "sexual health": ("sick",),
    "sick": ("health",), "allergy": ("health",), "injury": ("health",), "pain": ("health",),
    "pregnant": ("health", "childbearing"), "fertility": ("health", "childbearing"), "abortion": ("health",), "surgery": ("health",),
    "checkup": ("health",), "blood type": ("health",), "hospital": ("health",), "doctor": ("health",), "dental": ("health",),
    "medication": ("health",), "mental": ("health",),
    "therapy": ("mental",), "anxiety": ("mental",), "depression": ("mental", "sick"), "adhd": ("mental",),
    "autism": ("mental",), "bipolar": ("mental", "sick"), "ocd": ("mental", "sick"), "trauma": ("mental",),
    "eating disorder": ("mental", "sick"), "self-harm": ("mental",), "suicide": ("mental",), "insomnia": ("health",),
    "burnout": ("mental",), "drinking": ("addiction",), "meatless": ("diet",), "gambling": ("addiction",),
    "dating": ("relationship",), "crush": ("relationship",), "engagement": ("relationship",),
    "wedding": ("relationship",), "divorce": ("relationship",), "breakup": ("relationship",),
    "affair": ("relationship",), "sex": ("relationship",), "cohabiting": ("relationship",),
    "salary": ("money",), "raise": ("salary",), "debt": ("money",), "loan": ("debt",), "rent": ("money",),
    "savings": ("money",), "investment": ("money",), "bankruptcy": ("money",), "tax": ("money",), "credit": ("money",),
    "interview": ("jobhunt",), "jobhunt": ("career",), "layoff": ("career", "unemployed"), "fired": ("career", "unemployed"),
    "unemployed": ("career",), "quit": ("career",), "promotion": ("career",), "review": ("career",),
    "work": ("career",), "business": ("career",), "boss": ("work",), "coworker": ("work",),
    "exam": ("school",), "grades": ("school",), "suspended": ("school",),
    "lawsuit": ("legal",), "prison": ("legal",), "arrest": ("legal",), "drunk driving": ("legal",),
    "record": ("legal",), "probation": ("legal",),
    "address": ("home",), "phone": ("papers",), "email": ("papers",), "id": ("papers",), "passport": ("papers",),
    "license": ("papers",), "plate": ("papers",), "account": ("papers",), "card": ("papers",), "code": ("papers",),
    "visa": ("papers",),
}

# What a matter's words may also mean when a request says them: a baby may be one on the way (宝宝的事 names 我怀孕十周了),
# where a remark about a baby ("the baby has a fever") is no pregnancy.
# An address asked for is where the user lives however it was told ("my hangzhou address": 我住在杭州西湖区).
# A divorce asked about may have been told as a couple splitting up ("Mike and I are splitting up"); "the job thing"
# may be the job lost or left ("I got fired from Amazon"); a diet (我减肥的事) may have been told by the weight
# ("我现在一百六十斤，想减到一百三").
ASKED_ALSO: dict[str, tuple[str, ...]] = {"baby": ("childbearing",), "address": ("home",), "divorce": ("breakup",),
              "work": ("fired", "unemployed", "quit", "layoff"), "diet": ("weight",)}

# The user's own people (and pets) among the matters: a remark that opens with one of them is about their life ("my
# sister is getting a divorce"), not the user's. A landlord or a boss is not one of them: "my landlord is raising the
# rent" is the user's rent; a roommate, a neighbour or a coworker is ("my roommate is moving out" is no move of the
# user's).
PEOPLE = frozenset(
    """mother father stepparent parents brother sister sibling cousin son daughter baby children grandchild husband
    wife fiance partner boyfriend girlfriend ex grandparent uncle aunt in-laws friend dog cat pet roommate neighbour
    coworker""".split()
    + ["niece or nephew"]
)

_NUMBER_ZH = r"[零一二两三四五六七八九十百千万\d.]+"
# Matters said in a shape rather than a word: a job ("我在平安保险做理赔专员", "I'm a nurse at St. Mary's"), a sum of
# money ("$3,000", "五万块"), a salary ("84k a year", 一个月到手四千二), a weight (一百六十八斤, "I weigh 180 lbs"), a
# height, an age, a street address, an organ taken out ("getting my gallbladder removed").
SHAPES: dict[str, str] = {
    "work": r"(?:做|当|是)(?:一名|一个|个)?[\u4e00-\u9fff]{0,4}(?:专员|经理|主管|总监|工程师|程序员|设计师|会计|销售|客服|"
    r"护士|医生|老师|律师|司机|厨师|店员|职员|文员|助理|顾问)|\bi(?:'m| am) an? [a-z]+ (?:at|for)\b|\bwork as\b",
    "money": r"[$¥￥€£]\s?\d|\d\s?(?:块|元|万)|\d\s?(?:k|dollars|bucks|grand)\b|\d\s?(?:euros?|reais|pesos|руб|円|万円|원|만원)",
    # weight lost by a count ("trying to lose 20 pounds", "lost 5 kilos"): a diet however it is called
    "diet": r"\blos(?:e|ing|t) (?:about |like |around |another |over )?(?:\d+|some|a few|a couple|a bit of|a little)"
    r"\s?(?:pounds|lbs?|kilos?|kgs?|stone|weight)\b",
    "salary": r"\b(?:make|makes|making|made|earn|earns|earning|earned|take home|bring home|paid|gross|net)\b[^.]{0,25}?"
    r"(?:\d|grand\b)[^.]{0,12}?\b(?:a|per|an|each|every)\s+(?:year|yr|month|hour|hr|week)\b|"
    r"\d\s?k?\s*(?:a|per|/)\s*(?:year|yr|month|hour|hr)\b|(?:一个月|每个月|每月|一年|每年)(?:能)?(?:拿|挣|赚|到手|收入)|"
    # earned by the month or the year in the other Latin and Cyrillic languages, read without accents ("je gagne 3200
    # euros net par mois", "eu ganho 4500 reais por mês", "ich verdiene 3000 im Monat", "зарабатываю 80 тысяч в месяц")
    r"\b(?:gagne|gagnes|touche|gano|cobro|ganho|ganha|recebo|verdiene|bekomme|kriege|зарабатыва\w*|получа\w*)\b"
    r"[^.]{0,25}?\d[^.]{0,25}?\b(?:par|por|al|a|im|pro|die|в)\s(?:mois|an|annee|heure|mes|ano|hora|monat|jahr|"
    r"stunde|месяц|год|час)\b",
    # one of the people the user works with, called by their department ("Jenna from marketing keeps taking credit")
    "coworker": r"\b(?:[a-z]+|the (?:guy|girl|woman|man|lady)) from (?:marketing|accounting|sales|hr|finance|legal|payroll|"
    r"engineering|operations|ops|it|procurement|customer service|the office|my team|my department|work)\b",
    # a sum put by ("I have about 20k saved", "saved up $8,000", 我现在存了大概十五万)
    "savings": r"\bsaved (?:up )?(?:about |around |like |almost |nearly |over )?[$€£]?\d|\b\d+\s?k?\s+(?:saved|in savings)\b|"
    r"存了(?:大概|差不多|将近|快|有)?" + _NUMBER_ZH + r"(?:万|块|千|元)",
    # a sum borrowed ("I borrowed 5 grand from my brother", 我找朋友借了五万块)
    "debt": r"\bborrow(?:ed|ing)?\b[^.]{0,20}?(?:\d|\bgrand\b|\bbucks\b|\bmoney\b|\bcash\b)|借了[^，。,]{0,8}?(?:钱|万|块|千)|"
    # a sum owed in the other languages ("le debo al banco veinte mil euros", "devo dez mil ao banco", "je dois 500
    # euros à ma sœur", "ich schulde ihm 200 Euro")
    r"\b(?:debo|debemos|devo|devemos|je dois|on doit|schulde|schulden)\b[^.]{0,30}?"
    r"(?:\d|\bmil\b|\bcien|\bmille\b|euros?\b|reais\b|pesos\b|dolares\b|dollars\b)",
    "weight": r"(?:我|体重)(?:现在|目前|已经|又|才|都|快|只有|有|是|大概|差不多|将近|涨到|掉到|减到|瘦到|胖到|了)*"
    + _NUMBER_ZH + r"多?(?:斤|公斤|千克|kg)|\b(?:i weigh|i'm|i am|weighed|weighing|lost|gained|put on|down|up)\b"
    r"[^.]{0,20}?\b\d+(?:\.\d+)? ?(?:lbs?|pounds|kg|kilos)\b",
    "height": r"(?:我|身高)(?:有|是|才|只有)?(?:一|1)米[\d一二三四五六七八九]+|身高\s?\d|\bi'?m (?:\d'\s?\d+|\d (?:feet|foot|ft))\b|"
    r"\b1\d\d ?cm\b|\b[12](?:\.\d{1,2})? ?m(?:eters?|etres?)? tall\b|\b\d'\s?\d{1,2}\"?(?: tall)?",
    "age": r"我(?:今年|已经|都|才|快)?" + _NUMBER_ZH + r"岁|\bi(?:'m| am| turn| turned| just turned) \d{1,2}"
    r"(?: years old)?(?:$|[.,!]| and| now| this| next| last)",
    "address": r"\baddress(?:es)?\b|"  # (the word whole: "I addressed the letter" names no address)
    r"\b\d+[a-z]?\s+(?:[a-z]+\s+){1,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|crescent|way|"
    r"blvd|boulevard|place|pl|terrace|close)\b|\b(?:apartment|apt|unit|suite) \w*\d|[路街道巷弄]\d+号|"
    + _NUMBER_ZH + r"(?:单元|栋|号楼|幢)|\d+室|"
    # a street named without a number, where one lives ("I live on Maple Street", 租的房子在天河区体育西路)
    r"\b(?:live|lives|living|lived|house|home|apartment|flat)\b[^.,;]{0,12}?\b(?:on|at|off)\s+(?:[a-z]+\s+){1,2}"
    r"(?:street|avenue|road|lane|drive|boulevard|crescent|terrace)\b|"
    r"(?:房子|公寓|宿舍|家)(?:就)?(?:在|位于)[\u4e00-\u9fff]{0,8}?(?:路|街|大道|巷|弄|胡同)",
    # a phone number by its digits (415-555-0193, (212) 555-0187, +44 7700 900123, 139 1234 5678) or its lead-in
    "phone": r"(?<![\d-])(?:\+\d{1,3}[\s-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}(?![\d-])|"
    r"(?<!\d)1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)|\+\d{1,3}[\s-]?\d{3,4}[\s-]?\d{3}[\s-]?\d{3,4}(?!\d)|"
    r"\b(?:text|call|reach|ring) me (?:at|on)\b",
    "surgery": r"\b(?:get|getting|got|gets|have|having|had|has)\s+(?:my|her|his|their|the|a|an)?\s*(?:[a-z]+\s+)?"
    r"(?:gallbladder|appendix|tonsils|wisdom teeth|tooth|teeth|uterus|ovary|ovaries|thyroid|spleen|kidney|mole|cyst|"
    r"tumou?r|lump|polyps?|cataracts?|adenoids|hernia|gall ?stones?|stones?|breasts?|implants?|knee|hip|acl|meniscus)"
    r"\s+(?:removed|out|taken out|replaced|repaired|operated on|drained|pulled)\b|\b[a-z]+(?:ectomy|otomy|plasty)\b|"
    r"割掉|摘掉|取出",
}

# A Chinese verb and its object with a count between them: 抽一包烟, 吵了一架, 离过两次婚 (the plain forms and those
# with 了 or 过 are matched as phrases).
SPLIT_GAP = r"(?:了|过)?[一二两三四五六七八九十几半\d]+[个次包杯瓶片顿场回趟根支粒颗口]?"

# Head nouns that only say what kind of thing a matter is ("my therapy sessions", "my calorie limit", 减肥计划): a
# remark need not hold them when none holds every word.
LIGHT_EN = frozenset(
    """session sessions appointment appointments visit visits plan plans situation issue issues problem problems
    news limit limits goal goals target schedule routine history result results journey status level levels stuff
    thing things business details info drama saga ordeal struggle struggles numbers number treatment treatments
    diagnosis condition habit habits pattern patterns rule rules progress name names case date dates view views""".split()
)
LIGHT_ZH = ("事情", "事儿", "情况", "问题", "计划", "东西", "信息", "内容", "记录", "经历", "安排", "结果", "号码", "事", "规律",
            "名字", "数据", "日子", "日期", "习惯", "状况", "进展", "细节")


# The kinds of things a remark may name by their own names (language/kind_finder.py: 舍曲林, "metformin", a Marlboro)
# and the matter each is of.
KIND_MATTERS = {"@medicine": "medication", "@antidepressant": "medication", "@smoking": "smoking", "@drinking": "drinking"}
