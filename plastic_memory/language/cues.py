"""The gate's evidence in Chinese and English: who a remark is about, what part of a life it touches, its mood.

Each list names a class of evidence, not sentences: the gate weighs several of them together (gate.py, kinds.py).
Chinese entries match as substrings; English entries at word starts (see text.PhraseSet), on lower-cased text with
curly apostrophes straightened.
"""

from __future__ import annotations

# -- who the remark is about ------------------------------------------------------------------------------------
# The user themselves. Chinese leaves the subject out most of the time, so its absence says little there.
SELF = (("我", "咱", "俺", "本人", "自己", "偶"),
        ("i", "i'm", "im", "i've", "ive", "i'd", "i'll", "my", "mine", "we", "we're", "we've", "we'll", "our", "ours"))
# The user as an object only ("messes me up", "in the US"): weaker, a remark about a film can say it too.
SELF_OBJECT = ("me", "us", "myself")

# People close to the user: what happens to them happens to the user's life. Kin words name the user's own people
# even without "my" (老婆怀孕了); household words (a cat, the kids) do only in a statement, not in a question.
KIN = (("妈", "爸", "爹", "娘", "老公", "老婆", "媳妇", "丈夫", "妻子", "爱人", "对象", "男朋友", "女朋友", "男友", "女友",
        "儿子", "闺女", "女儿", "奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "哥", "姐", "弟", "妹", "舅", "姨", "叔", "婶",
        "姑", "公公", "婆婆", "岳父", "岳母", "丈母娘", "老丈人", "闺蜜", "发小", "家里", "家人", "父母", "爸妈", "全家",
        "未婚夫", "未婚妻", "前任", "前夫", "前妻", "亲家", "侄", "外甥", "孙子", "孙女", "老伴", "老头子", "老太婆", "二胎", "老大", "老二"),
       ("mom", "mum", "mommy", "mother", "dad", "daddy", "father", "parents", "wife", "husband", "hubby", "wifey",
        "fiance", "fiancee", "fiancé", "fiancée", "boyfriend", "girlfriend", "bf", "gf", "grandma", "grandpa", "granny",
        "nana", "nan", "grandmother", "grandfather", "grandson", "granddaughter", "sis", "bro", "in-laws", "stepdad",
        "stepmom", "spouse", "my ex", "ex-wife", "ex-husband", "ex-boyfriend", "ex-girlfriend", "ex-partner",
        "best friend", "bestie", "my son", "my daughter", "my kid", "my baby", "my brother",
        "my sister", "my partner", "my family", "my dog", "my cat", "my twins", "my little one", "our baby"))
HOUSEHOLD = (("孩子", "娃", "宝宝", "宝贝", "猫", "狗", "主子", "毛孩子", "一家"),
             ("partner", "son", "daughter", "kid", "kids", "baby", "toddler", "brother", "sister", "sibling", "aunt",
              "uncle", "cousin", "niece", "nephew", "twins", "family", "dog", "cat", "puppy", "kitten", "pup"))

# People in the user's life who are not close: their news is the user's life only as far as it touches them.
ACQUAINTANCES = (("同事", "领导", "老板", "上司", "邻居", "同学", "室友", "朋友", "客户", "老师", "房东", "网友"),
                 ("coworker", "co-worker", "colleague", "boss", "manager", "neighbor", "neighbour", "classmate",
                  "roommate", "flatmate", "friend", "client", "teacher", "landlord", "coach"))

# Public figures and the news: gossip about them is not the user's life.
PUBLIC = (("明星", "热搜", "新闻", "官宣", "娱乐圈", "网红", "总统", "首相", "主席", "政府", "球队", "球星", "歌手", "演员",
           "导演", "据说", "听说", "据报道", "爆料", "八卦", "塌房", "粉丝们", "上映", "票房", "剧情", "结局", "主角",
           "男主", "女主", "这部剧", "那部剧", "这部电影", "那部电影", "比赛", "联赛", "冠军", "世界杯", "奥运", "发行", "发售", "问世", "出版",
           "销量", "热捧", "畅销"),
          ("celebrity", "celeb", "president", "prime minister", "senator", "government", "election", "news",
           "headline", "rumor", "rumour", "gossip", "the team", "season finale", "episode", "the movie", "the film",
           "the show", "the series", "the book", "the album", "the league", "championship", "world cup",
           "olympics", "kardashian", "taylor swift", "elon", "the king", "the queen", "royal", "actor", "actress",
           "singer", "rapper", "plot", "character", "finale", "trailer", "box office", "playoffs", "ending",
           "twist", "chapter", "sequel", "prequel", "documentary", "podcast", "netflix", "hbo", "anime", "manga",
           "novel", "the author", "the director", "the cast", "the killer", "closing argument", "the villain",
           "the hero", "the protagonist", "gunners", "arsenal", "chelsea", "man united", "liverpool", "lakers",
           "warriors", "yankees"))

# -- what part of a life it touches --------------------------------------------------------------------------------
LIFE_DOMAINS = (
    ("上班", "下班", "加班", "工作", "公司", "项目", "面试", "跳槽", "辞职", "离职", "入职", "升职", "加薪", "转正", "出差",
     "开会", "打工", "实习", "offer", "工资", "薪水", "年终奖", "绩效", "裁员", "社畜", "搬砖", "甲方", "单位", "厂里",
     "搬家", "装修", "租房", "房租", "房东", "新房", "买房", "房贷", "车贷", "小区", "宿舍", "老家", "回家",
     "考试", "考研", "考公", "论文", "答辩", "导师", "毕业", "上课", "作业", "期末", "学校", "专业", "留学", "雅思", "托福",
     "健身", "跑步", "游泳", "瑜伽", "爬山", "钓鱼", "摄影", "画画", "吉他", "钢琴", "追剧", "打游戏", "旅行", "旅游",
     "感冒", "发烧", "咳嗽", "头疼", "头痛", "牙疼", "胃疼", "腰疼", "失眠", "体检", "医生", "吃药", "减肥", "胖了", "瘦了",
     "体重", "血压", "血糖", "经期", "姨妈", "痘", "近视", "存钱", "花了", "理财", "基金", "股票", "信用卡", "银行卡", "花呗", "账单",
     "买了", "换了", "预算", "生日", "纪念日", "婚礼", "相亲", "恋爱", "分手", "吵架", "约会", "养了", "喂", "遛",
     "做饭", "外卖", "早饭", "午饭", "晚饭", "早餐", "午餐", "晚餐", "吃了", "喝了", "睡", "起床", "熬夜", "通勤", "地铁",
     "开车", "驾照", "车", "宝宝", "怀", "坐月子", "喂奶", "幼儿园", "上学", "小学", "初中", "高中", "大学", "中考", "高考",
     "膝盖", "腰", "脖子", "肩", "手腕", "脚踝", "胳膊", "嗓子", "眼睛", "牙", "胃", "肚子", "皮肤", "头发", "通宵",
     "被砸", "被淹", "停电", "停水", "漏水", "大棚", "庄稼", "地里", "手机号", "微信号", "星座", "处女座", "天蝎座", "听不见",
     "聋", "残疾", "轮椅", "飞机", "高铁", "火车", "航班", "检查结果", "复查", "化验", "活检", "穿刺", "B超", "核磁", "结节",
     "肿块"),
    ("job", "work", "working", "biopsy", "scan", "mri", "x-ray", "blood test", "test results", "lump", "checkup",
     "check-up", "shift", "office", "boss", "interview", "promotion", "raise", "salary", "paycheck",
     "quit", "resign", "hired", "career", "project", "deadline", "commute", "moving", "moved", "apartment", "flat",
     "house", "rent", "landlord", "mortgage", "lease", "roommate", "exam", "thesis", "semester", "classes",
     "college", "university", "school", "degree", "grad", "gym", "workout", "running", "run", "yoga", "hiking",
     "swim", "guitar", "piano", "painting", "cold", "flu", "fever", "cough", "headache", "migraine", "sick",
     "doctor", "meds", "medication", "therapy", "therapist", "diet", "weight", "sleep", "slept", "insomnia",
     "budget", "savings", "paid", "bought", "buy", "spent", "bills", "loan", "credit card", "birthday",
     "anniversary", "wedding", "date", "dating", "breakup", "broke up", "vacation", "trip", "flight", "holiday",
     "lunch", "dinner", "breakfast", "cooking", "cooked", "car", "license", "daycare", "kindergarten", "teething",
     "potty", "nap", "pregnancy", "garden", "overtime", "layoffs", "retire", "retired",
     "retirement", "knee", "neck", "shoulder", "wrist", "ankle", "leg", "arm", "throat", "tooth", "teeth",
     "stomach", "skin", "disability", "foster", "rotation", "apprenticeship", "appt", "recital", "break up", "fight",
     "argument", "dept", "department", "phone", "laptop", "bike", "season", "money", "lent", "borrowed",
     "bucks", "grand", "renovat", "kitchen", "bathroom", "bedroom", "garage", "tiles", "contractor", "plumber",
     "boiler", "roof", "kids", "school run", "homework", "nanny", "vet", "clinic", "pharmacy", "prescription",
     "physio", "surgery"),
)

# -- things a remark may do ---------------------------------------------------------------------------------------
# Reactions, acknowledgements and talk about the conversation itself: with nothing else, not about the user's life.
REACTIONS = (
    ("哈哈", "呵呵", "嘿嘿", "笑死", "绝了", "牛", "厉害", "可以", "好的", "好吧", "行吧", "收到", "明白", "懂了", "知道了",
     "了解", "原来如此", "原来是这样", "有道理", "说得对", "没错", "对对", "是的", "确实", "真的假的", "不会吧", "太好了",
     "太棒了", "不错", "还行", "谢谢", "感谢", "多谢", "辛苦", "没事", "没关系", "算了", "随便", "无所谓", "好家伙",
     "离谱", "6666", "666", "yyds", "牛逼", "nb", "给力", "有意思", "好玩", "神奇", "晚安", "早安", "拜拜", "再见"),
    ("lol", "lmao", "haha", "hahaha", "omg", "wow", "nice", "cool", "great", "awesome", "perfect", "thanks",
     "thank you", "thx", "ty", "ok", "okay", "k", "sure", "got it", "makes sense", "i see", "fair enough", "true",
     "right", "exactly", "agreed", "i agree", "i know", "i know right", "same", "me too", "no worries", "np",
     "good point", "interesting", "that's wild", "that's crazy", "no way", "oh", "ah", "hmm", "nvm", "never mind",
     "yep", "yeah", "yes", "nope", "no", "brb", "gtg", "bye", "good night", "gn", "cheers", "i guess", "i think so",
     "i hope so", "i don't know", "idk", "not sure", "i'm not sure", "you're right", "love it", "i love it",
     "i like it", "i like this", "i like that", "this is great", "that's great", "that's helpful", "helpful",
     "well done", "good job", "nice one", "ikr", "fr", "ngl that's"),
)

# Requests and questions to the assistant about a task or the world, by how they open.
REQUEST_OPENERS = (
    ("帮我", "帮忙", "请帮", "请你", "你帮", "能不能", "可不可以", "能否", "怎么", "怎样", "如何", "为什么", "为啥",
     "什么是", "啥是", "给我", "麻烦", "你能", "你会", "你觉得", "你知道", "你说", "告诉我", "写一", "写个", "写篇", "写段",
     "写首", "翻译", "解释", "总结", "推荐", "介绍", "列一", "列个", "生成", "改一下", "改成", "润色", "优化一下", "查一下",
     "查下", "搜一下", "算一下", "算下", "讲讲", "讲一下", "说说", "分析", "比较", "对比", "有没有", "哪个", "哪些", "哪里",
     "哪儿", "是不是", "再来", "继续", "重新", "换个", "再写", "再短", "再长", "简短", "详细", "我想问", "想问", "请问",
     "问一下", "问下", "我想知道", "想知道", "我要一个", "我需要一个", "来一个", "来个", "出个", "举个", "做个", "做一个"),
    ("how do", "how can", "how to", "how should", "how does", "how much", "how many", "how long", "how would",
     "what is", "what's", "what are", "what was", "what were", "what does", "what do", "what if", "what should",
     "what would", "what about", "which", "who is", "who was", "who are", "why is", "why does", "why do", "why are",
     "why did", "when is", "when was", "when did", "where is", "where can", "where do", "can you", "could you",
     "would you", "will you", "please", "pls", "plz", "help me", "tell me", "explain", "write", "rewrite",
     "translate", "summarize", "summarise", "show me", "give me", "list", "generate", "draft", "make it",
     "make me", "fix", "debug", "is there", "are there", "is it", "are you", "do you", "does", "did", "should i",
     "can i", "could i", "is this", "is that", "define", "compare", "recommend", "suggest", "find me", "look up",
     "check", "calculate", "convert", "shorter", "longer", "again", "another", "try again", "continue", "more",
     "i need you to", "i want you to", "i'd like you to", "can we", "let's", "lets", "quick question", "question:",
     "any idea", "any ideas", "anyone know", "what's the", "whats", "wat", "how 2", "hw do"),
)

# Words that point at the conversation's own artifacts: "make it shorter", "我要第二个版本".
ARTIFACTS = (("这版", "那版", "上一版", "上个版本", "这个版本", "那个版本", "哪个版本", "第一个", "第二个", "第三个", "上面", "刚才那", "这段", "这篇", "这句", "这个代码", "代码", "格式",
              "字数", "语气", "标题", "文案", "方案", "表格", "这封", "邮件"),
             ("the code", "this code", "the draft", "the email", "the essay", "the text", "the answer", "your answer",
              "the first one", "the second one", "the third one", "option", "version", "the tone", "the format",
              "the list", "the table", "the script", "the function", "the query", "the paragraph", "the intro",
              "the title", "bullet points", "word count", "regex", "error", "bug", "output", "the result", "the link",
              "the file", "the prompt", "the reply", "your reply", "the response", "your response", "the summary",
              "the translation", "the example", "the chart", "the graph", "the slide", "the slides", "the letter",
              "the poem", "the story", "the recipe", "the plan you", "that one", "this one", "the last one",
              "the other one", "the previous", "your last", "you said", "you wrote", "you gave", "you suggested",
              "undefined", "line ", "function", "terminal", "npm", "pip install", "compile", "server", "database",
              "postgres", "mysql", "query", "linter", "vscode", "shortcut", "script", "api", "json", "syntax",
              "deprecated", "header row", "column", "formula", "macro", "citation", "apa", "mla", "font", "logo",
              "template", "prints", "returns", "stack trace", "exception", "typo", "the teal", "the blue one",
              "the red one", "option a", "option b", "go with a", "go with b", "bullet", "paragraph", "sentence",
              "wording", "the gist", "more like a", "something punchier", "the same thing but",
              # the assistant's own telling ("I'm really into this explanation" is a taste for the answer)
              "this explanation", "that explanation", "your explanation", "the explanation", "this breakdown",
              "that breakdown", "your breakdown", "your suggestion", "this suggestion", "that suggestion"))

# Hedges that make a remark hypothetical: "要是被裁了怎么办", "what if i get laid off".
HYPOTHETICAL = (("要是", "如果", "万一", "假如", "假设", "会不会", "怕", "担心", "以防"),
                ("what if", "if i", "if my", "in case", "suppose", "supposing", "hypothetically", "imagine",
                 "worried", "scared", "afraid", "might get", "could get", "would i", "do people"))
