"""The words of health in Chinese and English: illnesses and injuries, treatments, medicines, the aids one wears while
healing, tests and their good results, and the parts of the body an injury names.

Conditions, treatments, medicines and aids are kinds as in life_things.py (general words, members): "the infection
cleared up" reaches "I have strep throat", "off my meds" reaches "I take sertraline", 药停了 reaches 我在吃二甲双胍; "stopped
the ibuprofen" does not reach "I'm on lisinopril" (two medicines). Lists of the words people use, not of a set of
sentences.
"""

from __future__ import annotations

Kind = tuple[tuple[str, ...], tuple[str, ...]]

CONDITIONS: dict[str, Kind] = {
    "illness": (("病", "疾病", "毛病", "illness", "sickness", "disease"), ()),
    "infection": (("感染", "发炎", "炎症", "infection", "infections", "virus"),
                  ("肺炎", "支原体", "扁桃体炎", "咽炎", "中耳炎", "鼻窦炎", "尿路感染", "膀胱炎", "肠胃炎", "胃肠炎", "结膜炎", "红眼病", "带状疱疹", "疱疹",
                   "strep", "strep throat", "uti", "pneumonia", "bronchitis", "sinus infection", "sinusitis", "ear infection", "pink eye", "conjunctivitis",
                   "tonsillitis", "stomach bug", "food poisoning", "norovirus", "shingles", "mono", "cellulitis", "kidney infection", "lyme")),
    "cold": (("感冒", "着凉", "发烧", "咳嗽", "cold", "flu", "fever", "cough", "covid", "the flu"),
             ("流感", "甲流", "乙流", "新冠", "阳了", "rsv", "covid-19", "corona", "chest cold", "head cold")),
    "injury": (("受伤", "伤口", "外伤", "injury", "injuries", "injured"),
               ("骨折", "扭伤", "拉伤", "挫伤", "脱臼", "韧带撕裂", "半月板", "跟腱", "腰扭了", "崴脚", "fracture", "sprain", "sprained",
                "dislocated", "concussion", "whiplash", "stress fracture", "hairline fracture", "acl", "meniscus", "rotator cuff",
                "tennis elbow", "pulled muscle", "slipped disc", "herniated disc", "shin splints", "plantar fasciitis", "stitches")),
    "cancer": (("癌", "癌症", "肿瘤", "恶性", "cancer", "tumor", "tumour", "malignant", "carcinoma"),
               ("乳腺癌", "肺癌", "胃癌", "肝癌", "肠癌", "结肠癌", "甲状腺癌", "宫颈癌", "前列腺癌", "淋巴瘤", "白血病", "breast cancer", "lung cancer",
                "colon cancer", "prostate cancer", "skin cancer", "thyroid cancer", "melanoma", "leukemia", "lymphoma", "myeloma", "sarcoma")),
    "lump": (("结节", "肿块", "包块", "囊肿", "息肉", "肌瘤", "增生", "lump", "nodule", "cyst", "polyp"),
             ("甲状腺结节", "肺结节", "乳腺结节", "卵巢囊肿", "子宫肌瘤", "胆囊息肉", "乳腺增生", "fibroid", "fibroids", "lipoma", "mole")),
    "mind": (("心理问题", "情绪问题", "mental health", "mental illness"),
             ("抑郁", "抑郁症", "焦虑", "焦虑症", "双相", "强迫症", "惊恐", "失眠", "厌食", "暴食", "创伤后", "depression", "depressed", "anxiety", "panic attacks",
              "panic disorder", "bipolar", "ocd", "ptsd", "adhd", "insomnia", "anorexia", "bulimia", "burnout", "eating disorder", "postpartum")),
    "chronic": (("慢性病", "chronic illness", "chronic condition"),
                ("高血压", "糖尿病", "高血糖", "高血脂", "三高", "痛风", "尿酸高", "脂肪肝", "甲亢", "甲减", "桥本", "哮喘", "贫血", "冠心病", "房颤", "心律不齐",
                 "肾结石", "胆结石", "胃溃疡", "反流", "胃炎", "肠易激", "偏头痛", "颈椎病", "腰椎间盘突出", "腰突", "关节炎", "类风湿", "骨质疏松", "多囊",
                 "红斑狼疮", "银屑病", "湿疹", "荨麻疹", "鼻炎", "过敏性鼻炎", "diabetes", "type 2", "prediabetes", "hypertension", "high blood pressure",
                 "high cholesterol", "gout", "asthma", "coeliac", "celiac", "coeliac disease", "celiac disease", "long covid", "copd", "anemia", "anaemia", "arthritis", "osteoporosis", "afib", "a-fib", "arrhythmia", "migraine",
                 "migraines", "sciatica", "ibs", "crohn's", "colitis", "celiac", "gerd", "acid reflux", "reflux", "ulcer", "kidney stones", "gallstones",
                 "hypothyroidism", "hyperthyroidism", "hashimoto's", "lupus", "psoriasis", "eczema", "hives", "pcos", "endometriosis", "fibromyalgia",
                 "sleep apnea", "tinnitus", "vertigo", "ms", "multiple sclerosis", "epilepsy", "seizures", "hernia", "fatty liver")),
    "pregnancy": (("怀孕", "孕", "pregnant", "pregnancy"), ("孕早期", "孕中期", "孕晚期", "二胎", "trimester", "due date", "morning sickness")),
}

TREATMENTS: dict[str, Kind] = {
    "treatment": (("治疗", "疗程", "treatment", "treatments", "therapy"),
                  ("化疗", "放疗", "靶向", "免疫治疗", "透析", "理疗", "康复训练", "复健", "针灸", "推拿", "艾灸", "拔罐", "输液", "吊水", "打针", "吃中药",
                   "心理咨询", "chemo", "chemotherapy", "radiation", "immunotherapy", "dialysis", "physical therapy", "pt", "physio",
                   "physiotherapy", "rehab", "occupational therapy", "speech therapy", "counseling", "counselling", "talk therapy", "cbt", "emdr",
                   "acupuncture", "chiropractor", "infusions", "iv", "injections", "allergy shots", "fertility treatment", "ivf", "试管")),
    "chemo": (("化疗", "放疗", "chemo", "chemotherapy", "radiation"), ()),
    "therapy": (("心理咨询", "心理治疗", "咨询师", "心理医生", "therapy", "therapist", "counseling", "counselling", "counselor", "shrink"), ("咨询", "cbt", "emdr", "dbt", "talk therapy", "couples therapy")),
    "physio": (("理疗", "康复训练", "复健", "physical therapy", "pt", "physio", "physiotherapy", "rehab"), ()),
    "dialysis": (("透析", "dialysis"), ()),
}

MEDICINES: dict[str, Kind] = {
    "medicine": (("药", "药物", "西药", "处方药", "药片", "medicine", "medication", "medications", "meds", "pills", "tablets", "prescription", "prescriptions", "drug", "drugs",
                  # (only a medicine is tapered: "finished tapering", "tapered me off")
                  "taper", "tapering", "tapered", "med"),
                 ()),
    "antidepressant": (("抗抑郁药", "抗抑郁的药", "antidepressant", "antidepressants", "ssri", "ssris"),
                       ("舍曲林", "左洛复", "氟西汀", "百忧解", "帕罗西汀", "艾司西酞普兰", "来士普", "西酞普兰", "文拉法辛", "度洛西汀", "米氮平", "sertraline",
                        "zoloft", "prozac", "fluoxetine", "lexapro", "escitalopram", "citalopram", "celexa", "paxil", "paroxetine", "wellbutrin", "bupropion",
                        "effexor", "venlafaxine", "cymbalta", "duloxetine", "trazodone", "mirtazapine")),
    "blood pressure": (("降压药", "降血压的药", "blood pressure meds", "blood pressure medication", "blood pressure pills"),
                       ("氨氯地平", "硝苯地平", "缬沙坦", "厄贝沙坦", "氯沙坦", "美托洛尔", "倍他乐克", "lisinopril", "amlodipine", "losartan", "metoprolol",
                        "hydrochlorothiazide", "atenolol", "valsartan")),
    "diabetes": (("降糖药", "降糖的药", "胰岛素", "diabetes meds", "insulin"),
                 ("二甲双胍", "格华止", "司美格鲁肽", "诺和", "阿卡波糖", "metformin", "ozempic", "wegovy", "mounjaro", "zepbound", "semaglutide",
                  "tirzepatide", "jardiance", "trulicity", "glp-1")),
    "cholesterol": (("降脂药", "statins", "statin", "cholesterol meds"), ("他汀", "阿托伐他汀", "立普妥", "瑞舒伐他汀", "lipitor", "atorvastatin", "crestor", "rosuvastatin", "simvastatin")),
    "thyroid": (("甲状腺的药", "thyroid meds", "thyroid medication"), ("优甲乐", "左甲状腺素", "甲巯咪唑", "赛治", "levothyroxine", "synthroid", "methimazole")),
    "antibiotic": (("抗生素", "消炎药", "antibiotics", "antibiotic"),
                   ("头孢", "阿莫西林", "阿奇霉素", "左氧氟沙星", "amoxicillin", "penicillin", "doxycycline", "azithromycin", "z-pack", "cipro", "augmentin",
                    "keflex", "cephalexin")),
    "painkiller": (("止痛药", "止疼药", "painkillers", "painkiller", "pain meds", "pain medication"),
                   ("布洛芬", "芬必得", "对乙酰氨基酚", "泰诺", "扑热息痛", "ibuprofen", "advil", "motrin", "tylenol", "acetaminophen", "aleve", "naproxen",
                    "oxycodone", "opioids", "percocet", "tramadol", "hydrocodone", "vicodin", "gabapentin")),
    "sleep aid": (("安眠药", "助眠药", "sleeping pills", "sleep meds", "sleep aid"), ("褪黑素", "佐匹克隆", "唑吡坦", "melatonin", "ambien", "zolpidem", "unisom")),
    "anxiety meds": (("抗焦虑药", "anxiety meds"), ("阿普唑仑", "劳拉西泮", "xanax", "klonopin", "ativan", "benzos", "buspirone", "hydroxyzine", "propranolol")),
    "parkinson's meds": (("帕金森的药", "parkinson's meds", "parkinson's medication"), ("美多芭", "左旋多巴", "卡比多巴", "息宁", "普拉克索", "carbidopa", "levodopa", "sinemet", "rytary", "pramipexole", "mirapex", "ropinirole")),
    "adhd meds": (("adhd meds", "stimulants"), ("专注达", "择思达", "adderall", "ritalin", "vyvanse", "concerta", "strattera", "methylphenidate")),
    "birth control": (("避孕药", "birth control", "the pill", "contraceptive"), ("优思明", "iud", "nexplanon", "depo-provera", "nuvaring")),
    "steroid": (("激素", "steroids", "steroid"), ("泼尼松", "强的松", "prednisone", "prednisolone", "cortisone")),
    "blood thinner": (("抗凝药", "blood thinners", "blood thinner"), ("华法林", "阿司匹林", "氯吡格雷", "warfarin", "eliquis", "xarelto", "coumadin", "aspirin", "plavix")),
    "stomach meds": (("胃药", "acid reducers", "antacids"), ("奥美拉唑", "雷贝拉唑", "omeprazole", "prilosec", "nexium", "pantoprazole", "pepcid", "famotidine")),
    "allergy meds": (("抗过敏药", "allergy meds", "antihistamines", "antihistamine"), ("氯雷他定", "开瑞坦", "西替利嗪", "仙特明", "zyrtec", "claritin", "allegra", "benadryl", "flonase")),
    "inhaler": (("吸入剂", "喷雾", "inhaler", "inhalers"), ("沙丁胺醇", "舒利迭", "信必可", "albuterol", "ventolin", "symbicort", "advair")),
    "supplement": (("保健品", "补剂", "维生素", "supplements", "supplement", "vitamins", "vitamin"),
                   ("鱼油", "钙片", "叶酸", "维生素d", "维c", "蛋白粉", "益生菌", "fish oil", "iron pills", "vitamin d", "b12", "creatine",
                    "protein powder", "probiotics", "magnesium", "collagen", "prenatal vitamins", "prenatals")),
    "mood stabilizer": (("mood stabilizers", "mood stabilizer"), ("碳酸锂", "拉莫三嗪", "丙戊酸", "lithium", "lamotrigine", "lamictal", "depakote", "seroquel", "quetiapine", "abilify", "aripiprazole")),
    "hormone": (("激素治疗", "hrt", "hormone therapy", "hormones"), ("雌激素", "黄体酮", "睾酮", "estrogen", "progesterone", "testosterone", "trt")),
    "chinese medicine": (("中药", "中成药", "汤药", "草药"), ("膏方", "颗粒剂")),
}

AIDS: dict[str, Kind] = {
    "aid": (("石膏", "拐杖", "拐", "轮椅", "夹板", "护具", "支具", "支架", "助行器", "颈托", "绷带", "cast", "crutches", "crutch", "boot", "walking boot",
             "brace", "knee brace", "sling", "wheelchair", "walker", "cane", "splint", "neck brace", "stitches", "bandage", "bandages"), ()),
    "device aid": (("助听器", "呼吸机", "胰岛素泵", "牙套", "保持器", "hearing aid", "hearing aids", "cpap", "insulin pump", "braces", "retainer", "invisalign"), ()),
    "eyewear": (("眼镜", "隐形眼镜", "隐形", "glasses", "eyeglasses", "contacts", "contact lenses", "specs", "reading glasses", "bifocals"), ()),
}

# Tests whose good result ends a condition: 复查正常, "the biopsy came back clean".
EN_TESTS = ("test", "tests", "result", "results", "scan", "scans", "panel", "biopsy", "labs", "bloodwork", "blood work", "blood test", "x-ray", "xray",
            "mri", "ct", "ct scan", "cat scan", "pet scan", "ultrasound", "swab", "pcr", "mammogram", "colonoscopy", "endoscopy", "pap smear", "pap",
            "ekg", "ecg", "echo", "screening", "checkup", "check-up", "physical", "a1c", "stress test", "follow-up", "followup", "pathology",
            "allergy test", "patch test", "sleep study", "bone density", "dexa", "numbers", "levels")
ZH_TESTS = ("检查", "化验", "体检", "复查", "验血", "血检", "尿检", "穿刺", "活检", "病理", "核磁", "核磁共振", "磁共振", "ct", "b超", "彩超", "胃镜", "肠镜",
            "心电图", "核酸", "抗原", "筛查", "钼靶", "骨密度", "报告", "结果", "指标", "血常规", "糖化", "肺功能", "过敏原")
# What a good result says: the condition is not there, or no longer.
EN_GOOD_RESULTS = ("clean", "negative", "normal", "fine", "clear", "ok", "okay", "benign", "good", "all clear", "nothing", "unremarkable", "within range",
                   "in range", "back to normal")
ZH_GOOD_RESULTS = ("正常", "没问题", "没事", "阴性", "良性", "转阴", "达标", "排除", "都好", "一切正常", "恢复正常", "没有异常", "无异常", "不是恶性")

# Parts of the body an injury names ("tore my ACL", "broke my wrist"): "broke my phone" is no injury.
EN_BODY = ("arm", "leg", "wrist", "ankle", "knee", "hip", "back", "lower back", "neck", "shoulder", "foot", "feet", "hand", "finger", "toe", "rib", "ribs",
           "collarbone", "elbow", "nose", "jaw", "acl", "mcl", "meniscus", "achilles", "hamstring", "spine", "pelvis", "thumb", "heel", "calf", "skull",
           "tooth", "teeth", "femur", "tibia", "fibula", "clavicle", "tailbone", "vertebra", "disc", "rotator cuff", "groin", "quad", "shin", "eye",
           "eardrum", "cheekbone", "kneecap", "forearm", "big toe")
ZH_BODY = ("胳膊", "手臂", "腿", "手腕", "脚踝", "膝盖", "髋", "腰", "背", "脖子", "颈椎", "肩膀", "脚", "手", "手指", "脚趾", "肋骨", "锁骨", "手肘", "鼻梁",
           "下巴", "韧带", "半月板", "跟腱", "脊椎", "尾椎", "牙", "眼睛", "大腿", "小腿")

# What one may be allergic to, by the general word and the foods it takes in: "not seafood" corrects "allergic to
# shellfish", 不是海鲜 corrects 对虾过敏.
FOOD_FAMILIES: dict[str, tuple[str, ...]] = {
    "seafood": ("shellfish", "shrimp", "prawn", "crab", "lobster", "oyster", "clam", "mussel", "scallop", "squid", "fish"),
    "shellfish": ("shrimp", "prawn", "crab", "lobster", "oyster", "clam", "mussel", "scallop"),
    "nuts": ("tree nut", "peanut", "almond", "walnut", "cashew", "pecan", "hazelnut", "pistachio", "macadamia"),
    "tree nuts": ("almond", "walnut", "cashew", "pecan", "hazelnut", "pistachio", "macadamia"),
    "dairy": ("milk", "lactose", "cheese", "butter", "cream", "yogurt", "yoghurt"),
    "gluten": ("wheat",),
    "海鲜": ("虾", "蟹", "贝", "鱼", "蚝", "蛤", "鱿鱼"),
    "坚果": ("花生", "核桃", "杏仁", "腰果", "榛子", "开心果", "夏威夷果"),
    "奶制品": ("牛奶", "乳糖", "奶酪", "芝士"),
    "乳制品": ("牛奶", "乳糖", "奶酪", "芝士"),
    "麸质": ("小麦", "面筋"),
}
