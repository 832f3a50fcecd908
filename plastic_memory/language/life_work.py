"""The words of work, school and belonging in Chinese and English: occupations, where one works and the parts of an
employer one is moved to, schools and grades, and the teams, clubs and bands one belongs to.

updates_words.py builds its frames on these (我是一名护士, "I'm a line cook at…", 调到华东区, 上初二了, "a junior at…",
"left the choir"). Chinese roles are known by how a role word ends (护士, 工程师, 店长); English ones by the head noun
or its ending (-ist, -ian, -tor). Lists of the words people use, not of a set of sentences.
"""

from __future__ import annotations

ZH_ROLE_ENDS = (
    "师", "员", "手", "官", "警", "医", "匠", "老总", "总监", "工人", "电工", "焊工", "木工", "钳工", "瓦工", "油漆工", "钢筋工", "装修工", "水电工",
    "农民工", "临时工", "小时工", "医生", "大夫", "学生", "实习生", "研究生", "管培生", "店长", "组长", "科长", "处长", "部长", "校长", "院长", "行长",
    "厂长", "队长", "班长", "所长", "局长", "董事长", "社长", "站长", "车间主任", "班主任", "主任", "专家", "作家", "画家", "助理", "助教", "护士", "护工",
    "司机", "律师", "会计", "审计", "出纳", "老板", "老板娘", "经理", "主管", "总监", "教授", "讲师", "记者", "编辑", "编剧", "导演", "制片", "厨师", "保安",
    "保洁", "保姆", "月嫂", "育儿嫂", "家政", "柜员", "调度", "策划", "文案", "运维", "运营", "销售", "客服", "前台", "文员", "秘书", "专员", "顾问",
    "翻译", "导游", "主播", "博主", "up主", "模特", "演员", "歌手", "主持人", "农民", "骑手", "快递", "外卖", "收银", "店主", "店员", "导购", "摊主",
    "个体户", "小老板", "合伙人", "创始人", "负责人", "经纪人", "代理", "中介", "代表", "老师", "技术", "开发", "产品", "测试", "设计", "公务员", "干部", "兵",
    "军人", "网红", "代购", "微商", "财务", "人事", "行政", "法务", "文秘", "采购", "研发", "质检", "仓管", "跟单", "外贸", "电商", "勤", "领班", "工头",
    "包工头", "裁缝", "兽医", "社工", "空姐", "空乘", "机长", "船员", "海员", "乘务", "自由职业", "白领", "蓝领", "销冠", "总裁", "副总", "ceo", "cto",
    "hr", "hrbp",
)
EN_ROLES = (
    # care and health
    "nurse", "rn", "lpn", "cna", "nurse practitioner", "doctor", "doc", "physician", "surgeon", "resident", "dentist", "hygienist", "dental assistant",
    "orthodontist", "pharmacist", "pharmacy tech", "vet", "vet tech", "veterinarian", "therapist", "physical therapist", "counselor", "psychologist",
    "psychiatrist", "social worker", "paramedic", "emt", "midwife", "doula", "caregiver", "home health aide", "aide", "radiologist", "sonographer",
    "phlebotomist", "anesthesiologist", "optometrist", "chiropractor", "dietitian", "nutritionist", "medical assistant", "orderly", "caseworker",
    # teaching and care of children
    "teacher", "substitute teacher", "professor", "lecturer", "tutor", "teaching assistant", "principal", "vice principal", "dean", "librarian", "coach",
    "instructor", "trainer", "paraprofessional", "daycare worker", "nanny", "babysitter", "au pair",
    # offices and technology
    "engineer", "software engineer", "developer", "dev", "programmer", "coder", "data scientist", "data analyst", "analyst", "designer", "ux designer",
    "product manager", "project manager", "program manager", "qa", "tester", "sysadmin", "devops", "architect", "cto", "cio", "manager",
    "assistant manager", "general manager", "supervisor", "director", "vp", "vice president", "president", "ceo", "coo", "cfo", "founder", "co-founder",
    "owner", "associate", "consultant", "accountant", "cpa", "bookkeeper", "auditor", "actuary", "banker", "teller", "loan officer", "financial advisor",
    "advisor", "adviser", "broker", "trader", "recruiter", "hr", "marketer", "copywriter", "writer", "editor", "journalist", "reporter", "producer",
    "photographer", "videographer", "filmmaker", "graphic designer", "illustrator", "animator", "artist", "musician", "composer", "actor", "actress",
    "model", "influencer", "streamer", "youtuber", "content creator", "secretary", "admin", "administrative assistant", "office manager", "coordinator",
    "planner", "event planner", "wedding planner", "travel agent", "tour guide", "translator", "interpreter", "researcher", "scientist", "lab tech",
    "postdoc", "intern", "apprentice", "freelancer", "contractor", "specialist", "administrator", "executive", "strategist", "receptionist", "clerk",
    "paralegal", "legal assistant", "lawyer", "attorney", "judge", "notary", "realtor", "real estate agent", "agent", "insurance agent",
    "property manager", "assistant", "partner",
    # service and retail
    "barista", "bartender", "server", "waiter", "waitress", "host", "hostess", "busser", "cook", "line cook", "chef", "sous chef", "pastry chef",
    "baker", "butcher", "cashier", "sales associate", "salesperson", "salesman", "saleswoman", "sales rep", "rep", "stocker", "store manager",
    "shift lead", "shift manager", "team lead", "lead", "head", "delivery driver", "driver", "courier", "truck driver", "trucker", "bus driver",
    "cab driver", "mail carrier", "mailman", "postman", "carrier", "pilot", "flight attendant", "captain", "conductor", "dispatcher", "housekeeper",
    "cleaner", "janitor", "custodian", "maid", "concierge", "porter", "bellhop", "valet", "caretaker", "lifeguard", "usher", "security guard", "guard", "bouncer", "doorman", "stylist", "hairdresser", "hairstylist",
    "barber", "makeup artist", "nail tech", "esthetician", "massage therapist", "personal trainer", "yoga instructor", "dog walker", "pet sitter",
    "groomer", "tailor", "seamstress", "florist", "jeweler", "locksmith",
    # trades, land and industry
    "electrician", "plumber", "carpenter", "welder", "mechanic", "technician", "hvac tech", "painter", "roofer", "mason", "bricklayer", "handyman",
    "landscaper", "gardener", "farmer", "rancher", "fisherman", "machinist", "operator", "forklift driver", "warehouse worker", "picker", "packer",
    "assembler", "factory worker", "lineman", "construction worker", "laborer", "foreman", "inspector", "surveyor", "exterminator",
    # public service and faith
    "firefighter", "police officer", "cop", "officer", "detective", "sheriff", "deputy", "soldier", "marine", "sailor", "airman", "civil servant",
    "pastor", "priest", "minister", "rabbi", "imam", "chaplain", "mayor", "councilman", "councilwoman", "ranger", "park ranger", "paramedic",
)
EN_ROLE_SUFFIXES = ("ist", "ian", "tor", "sor")  # pharmacist, librarian, illustrator, supervisor
# Where one works: a noun that names an employer, so "I do payroll for a trucking company" is a job.
EN_EMPLOYERS = (
    "company", "firm", "district", "agency", "hospital", "school", "bank", "credit union", "startup", "store", "shop", "restaurant", "diner", "cafe",
    "coffee shop", "bar", "pub", "brewery", "bakery", "hotel", "resort", "casino", "airline", "airport", "warehouse", "distribution center", "factory",
    "plant", "mill", "mine", "farm", "ranch", "lab", "laboratory", "law firm", "practice", "office", "call center", "nonprofit", "charity", "church",
    "council", "city", "county", "state", "government", "ministry", "department", "museum", "library", "gallery", "theater", "studio", "magazine",
    "newspaper", "network", "station", "salon", "spa", "gym", "daycare", "nursing home", "pharmacy", "dealership", "garage", "body shop", "post office",
    "grocery store", "supermarket", "chain", "franchise", "retailer", "corporation", "publisher", "label", "consultancy", "clinic", "university",
    "college", "hedge fund", "fund", "bank branch", "utility", "railroad", "shipyard", "port", "contractor", "builder", "developer", "hospice",
)
# Banks by their names, as people say them: "moved everything over to Monzo" names a bank by its name alone.
EN_BANKS = (
    "monzo", "revolut", "starling", "chase", "hsbc", "barclays", "lloyds", "natwest", "santander", "nationwide", "halifax",
    "first direct", "tsb", "metro bank", "wells fargo", "bank of america", "citi", "citibank", "capital one", "ally", "schwab",
    "charles schwab", "us bank", "pnc", "truist", "td", "td bank", "rbc", "scotiabank", "bmo", "cibc", "tangerine", "simplii",
    "anz", "westpac", "commbank", "commonwealth bank", "nab", "ing", "ubank", "n26", "wise", "chime", "sofi", "varo", "dbs",
    "posb", "ocbc", "uob", "maybank", "icici", "hdfc", "sbi", "axis bank", "kotak", "yes bank", "bunq", "kbc", "abn amro",
    "rabobank", "deutsche bank", "commerzbank", "sparkasse", "bnp", "societe generale", "credit agricole", "unicredit",
)
ZH_BANKS = ("工商银行", "工行", "建设银行", "建行", "农业银行", "农行", "中国银行", "中行", "交通银行", "交行", "招商银行", "招行", "邮储银行",
            "邮政储蓄", "浦发银行", "浦发", "中信银行", "民生银行", "兴业银行", "光大银行", "平安银行", "华夏银行", "广发银行", "北京银行",
            "上海银行", "江苏银行", "宁波银行", "微众银行", "网商银行")
# A part of an employer one is moved to: 被调到档案室, 调到华东区, 转岗到客服中心.
ZH_UNITS = ("处", "科", "部", "室", "办", "组", "中心", "门店", "分公司", "总部", "分行", "支行", "校区", "车间", "区", "院", "局", "所", "站", "队", "馆",
            "厂", "店", "分店", "学校", "医院", "事业部", "项目组", "分部", "工作室", "基地", "仓", "仓库", "网点", "营业部", "办事处", "分局", "派出所",
            "街道办", "社区", "门诊", "病区", "科室", "药房", "实验室", "研究院", "研究所", "分校", "集团", "总公司", "子公司", "线", "片区", "大区", "岗")

# Schools and the year one is in: 上初二了, "a junior at…", "moved up to middle school".
ZH_SCHOOLS = ("幼儿园", "小学", "中学", "初中", "高中", "大学", "学校", "一中", "二中", "三中", "学院", "托班", "早教", "职高", "中专", "大专", "技校",
              "职校", "国际学校", "研究生院", "附中", "附小", "师范", "夜大", "电大", "开放大学", "老年大学", "培训学校", "学前班",
              "托育", "托儿所", "特殊学校", "高职")
ZH_GRADES = ("小班", "中班", "大班", "学前班", "一年级", "二年级", "三年级", "四年级", "五年级", "六年级", "初一", "初二", "初三", "高一", "高二", "高三",
             "大一", "大二", "大三", "大四", "大五", "研一", "研二", "研三", "博一", "博二", "博三", "博四", "预科")
EN_SCHOOLS = ("kindergarten", "preschool", "pre-k", "prek", "daycare", "nursery", "elementary", "primary", "primary school", "middle school",
              "junior high", "high school", "secondary school", "sixth form", "college", "community college", "university", "uni", "grad school",
              "graduate school", "law school", "med school", "medical school", "nursing school", "boarding school", "academy", "montessori",
              "charter school", "prep school", "trade school", "vocational school", "school", "homeschool", "homeschooling", "polytechnic", "institute",
              "secondary", "big school", "infant school", "junior school", "grammar school", "comprehensive", "college prep")
EN_GRADES = ("kindergarten", "first grade", "second grade", "third grade", "fourth grade", "fifth grade", "sixth grade", "seventh grade",
             "eighth grade", "ninth grade", "tenth grade", "eleventh grade", "twelfth grade", "1st grade", "2nd grade", "3rd grade", "4th grade",
             "5th grade", "6th grade", "7th grade", "8th grade", "9th grade", "10th grade", "11th grade", "12th grade", "freshman", "sophomore", "junior",
             "senior", "year one", "year two", "year three", "year 7", "year 8", "year 9", "year 10", "year 11", "year 12", "year 13", "reception",
             "first year", "second year", "third year", "fourth year", "final year", "year 1", "year 2", "year 3", "year 4", "year 5",
             "year 6")

# What one belongs to and plays, sings or works in with others: "left the choir", 退出篮球队, 换乐队了.
ZH_TEAMS = ("队", "部", "团", "社", "社团", "俱乐部", "小组", "乐队", "合唱团", "舞团", "剧团", "协会", "乐团", "管弦乐团", "交响乐团", "民乐团", "剧社",
            "诗社", "文学社", "联盟", "战队", "车队", "跑团", "骑行队", "校队", "球队", "学生会", "读书会", "工会", "商会", "同好会", "兴趣小组", "志愿队")
EN_TEAMS = ("team", "club", "band", "choir", "chorus", "league", "squad", "orchestra", "crew", "ensemble", "troupe", "society", "association",
            "guild", "lodge", "committee", "quartet", "trio", "collective", "co-op", "book club", "run club", "running club",
            "rec league", "varsity", "jv", "pta", "hoa", "union", "congregation", "youth group", "scouts", "troop", "crew team",
            # a group one belongs to for a pastime or for support ("I'm in a local theater group"; never "a group chat")
            "theater group", "theatre group", "drama group", "improv group", "support group", "study group",
            "running group", "hiking group", "walking group", "writing group", "prayer group", "reading group",
            "knitting group", "moms group", "mom group", "playgroup", "dance group", "singing group", "a cappella group")

# Parts of an employer one works in: "I'm in sales now", "they moved me to billing".
EN_DEPARTMENTS = ("sales", "marketing", "hr", "human resources", "finance", "accounting", "it", "engineering", "product", "design", "operations",
                  "ops", "logistics", "procurement", "purchasing", "legal", "compliance", "customer service", "customer support", "support",
                  "research", "r&d", "management", "administration", "admin", "pr", "communications", "comms", "quality", "manufacturing", "production",
                  "shipping", "receiving", "billing", "payroll", "recruiting", "training", "editorial", "the kitchen", "front of house",
                  "back of house", "the er", "the icu", "pediatrics", "oncology", "radiology", "maternity", "the lab", "dispatch", "admissions",
                  "underwriting", "claims", "collections", "the warehouse", "the back office", "middle management", "leadership",
                  "customer success", "sales engineering", "solutions engineering", "product ops", "devops", "data science", "analytics",
                  "security", "infrastructure", "growth", "partnerships", "business development", "account management", "trust and safety",
                  "revenue operations", "revops", "people ops", "talent acquisition", "it support", "facilities", "creative", "strategy")
# Where one works in Chinese, said with 进了 or 去了: 进了一家外企, 去了一家游戏公司.
ZH_WORKPLACES = ("公司", "集团", "厂", "工厂", "银行", "医院", "学校", "单位", "机关", "大厂", "企业", "国企", "外企", "央企", "事务所", "工作室", "研究所",
                 "研究院", "门店", "超市", "商场", "酒店", "餐厅", "饭店", "事业单位", "体制内", "政府", "律所", "券商", "基金", "互联网公司", "创业公司")
# What a business is called: "closed the bakery", 店关了, 工作室不开了 end a business the user runs.
EN_BUSINESSES = ("business", "shop", "store", "company", "restaurant", "cafe", "café", "bakery", "practice", "salon", "studio", "food truck", "truck",
                 "stand", "booth", "clinic", "firm", "startup", "side hustle", "etsy shop", "online store", "boutique", "bar", "diner", "gym",
                 "daycare", "agency", "franchise", "stall", "shop front", "storefront", "food cart", "catering")
ZH_BUSINESSES = ("店", "公司", "工作室", "小店", "网店", "淘宝店", "摊", "摊位", "小卖部", "诊所", "餐馆", "饭馆", "面馆", "馆", "铺", "厂", "生意", "买卖", "健身房", "机构", "培训班", "学校", "超市", "会所")

# Where one plays or what one does within a team, band or group: one at a time (goalie -> left wing, 替补 -> 首发,
# treasurer -> a regular member).
EN_POSITIONS = (
    "goalie", "goalkeeper", "keeper", "striker", "forward", "winger", "left wing", "right wing", "center", "centre", "midfielder", "midfield",
    "defender", "defense", "fullback", "full-back", "left back", "right back", "left-back", "right-back", "wing back",
    "up front", "regular player", "center back", "centre back", "sweeper", "point guard", "shooting guard", "small forward",
    "power forward", "pitcher", "catcher", "shortstop", "first base", "second base", "third base", "outfield", "outfielder", "left field",
    "center field", "right field", "quarterback", "running back", "wide receiver", "receiver", "linebacker", "tight end", "lineman", "kicker",
    "setter", "libero", "outside hitter", "middle blocker", "captain", "co-captain", "vice captain", "starter", "sub", "substitute",
    "lead singer", "lead vocals", "backing vocals", "rhythm guitar", "lead guitar", "bass", "drums", "bassist", "guitarist", "drummer",
    "keyboardist", "first chair", "second chair", "soprano", "alto", "tenor", "baritone", "treasurer", "secretary", "chair", "president",
    "vice president", "moderator", "admin", "organizer", "organiser", "regular member", "member",
)
ZH_POSITIONS = (
    "女高音", "女中音", "女低音", "男高音", "男中音", "男低音", "高音部", "中音部", "低音部", "控卫", "组织后卫", "得分后卫", "小前锋", "大前锋", "中锋", "前锋", "后卫", "中场", "后腰", "前腰", "边锋", "边后卫", "中后卫", "守门员", "门将",
    "队长", "副队长", "替补", "首发", "主力", "二传", "主攻", "副攻", "接应", "自由人", "投手", "捕手", "主唱", "吉他手", "贝斯手", "鼓手",
    "键盘手", "首席", "群主", "群管理", "群员", "普通群员", "会长", "副会长", "社长", "副社长", "团长", "普通成员", "普通会员",
)
# Whose citizen one is, or how one stays in a country: one at a time (中国国籍 -> 入籍加拿大, a work visa -> a citizen).
EN_NATIONS = (
    "american", "us", "u.s.", "canadian", "british", "uk", "english", "scottish", "irish", "australian", "new zealand", "kiwi", "chinese",
    "japanese", "korean", "indian", "german", "french", "spanish", "italian", "mexican", "brazilian", "dutch", "swiss", "swedish", "norwegian",
    "danish", "polish", "russian", "ukrainian", "filipino", "vietnamese", "thai", "singaporean", "malaysian", "nigerian", "south african",
    "portuguese", "greek", "turkish", "israeli", "argentinian", "colombian", "chilean", "peruvian",
)
ZH_NATIONS = (
    "中国", "美国", "加拿大", "英国", "澳大利亚", "澳洲", "新西兰", "日本", "韩国", "新加坡", "马来西亚", "德国", "法国", "意大利", "西班牙", "荷兰",
    "瑞士", "瑞典", "挪威", "丹麦", "俄罗斯", "泰国", "越南", "菲律宾", "印度", "巴西", "墨西哥", "爱尔兰", "葡萄牙", "希腊", "以色列",
)
# Places outside China, as a remark that places the user there names them (在新加坡租房, 我在伦敦读书, 人在墨尔本):
# what 回国了 ends.
ZH_ABROAD = tuple(n for n in ZH_NATIONS if n != "中国") + (
    "国外", "海外", "纽约", "洛杉矶", "旧金山", "湾区", "西雅图", "波士顿", "芝加哥", "多伦多", "温哥华", "蒙特利尔", "伦敦", "曼彻斯特",
    "爱丁堡", "巴黎", "柏林", "慕尼黑", "法兰克福", "阿姆斯特丹", "东京", "大阪", "京都", "首尔", "悉尼", "墨尔本", "布里斯班", "珀斯",
    "奥克兰", "曼谷", "吉隆坡", "迪拜", "米兰", "罗马", "苏黎世", "斯德哥尔摩", "莫斯科", "雅加达", "胡志明", "河内", "马尼拉",
)
