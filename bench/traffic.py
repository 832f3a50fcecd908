"""Deterministic simulated user traffic in Chinese and English, with six probes buried in the noise."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

__all__ = ["CLASSES", "NEEDLES", "PROBES", "Probe", "Traffic", "Turn", "day_start"]

# Day 1 is Monday 3 March 2025. Days start at local midnight: the engine reads 下周五 / "next Friday" in local time.
FIRST_DAY = dt.datetime(2025, 3, 3)


def day_start(day: int) -> float:
    """Epoch seconds of local midnight at the start of simulated day `day` (1-based), DST-safe."""
    return (FIRST_DAY + dt.timedelta(days=day - 1)).timestamp()


@dataclass(frozen=True)
class Turn:
    """One user utterance: its text, traffic class, language and the probe it states (if any)."""

    text: str
    cls: str
    lang: str
    probe: str | None = None


@dataclass(frozen=True)
class Probe:
    """A fact buried in the noise and how it is checked.

    `valid_until`: last day (inclusive) on which a dated probe must still be remembered; it is checked every day
    from `day` to then, because a check every 5 days would sample a one-week window once at most.
    `forget_from`: from this day on, the probe must be absent from every check.
    """

    name: str
    day: int
    text: str
    question: str
    needles: tuple[str, ...]
    check_from: int
    valid_until: int | None = None
    forget_from: int | None = None
    setup: tuple[tuple[int, str], ...] = ()


# Day 2 is Tuesday 4 March: 下周五 is Friday 14 March, day 12. Day 22 is Monday 24 March: 周五 is day 26.
PROBES: tuple[Probe, ...] = (
    Probe("identity", 1, "对了，我的工号是A7391，以后填表用得上", "我的工号是多少来着？", ("A7391",), 1),
    Probe("trip", 2, "下周五去杭州出差，要待两天", "我最近要去哪里出差？", ("杭州",), 2,
          valid_until=12, forget_from=12 + 14),
    Probe("preference", 3, "我不吃香菜，点外卖记得帮我备注", "帮我点个外卖，我有什么不吃的？", ("香菜",), 3),
    Probe("critical", 8, "我妈住院了，要做手术，这几天心里很乱", "我妈最近怎么样了？", ("住院", "手术"), 8),
    Probe("pet", 16, "我家猫改名叫煤球了，因为它越长越黑", "我家猫叫什么名字？", ("煤球",), 16,
          setup=((4, "我家猫叫咪咪，三岁了"),)),
    Probe("promise", 22, "我答应了领导周五前交文档", "我答应了领导什么事？", ("文档",), 22, valid_until=26),
)
NEEDLES = tuple(n for p in PROBES for n in p.needles)

# ---------------------------------------------------------------------------
# Vocabulary. No noise word may contain a probe needle (杭州, 香菜, 住院, 手术, 煤球, 文档, A7391), or an
# "absent" check could be fooled by an unrelated sentence.

SMALL_ZH = ("你好", "在吗", "哈哈", "哈哈哈", "嗯嗯", "好的", "谢谢", "早上好", "晚安", "好吧", "知道了", "收到",
            "在不在", "嗯", "好滴", "辛苦了", "拜拜", "对啊", "行吧", "哦哦", "厉害", "然后呢", "是吗", "666")
WHEN_PAST_ZH = ("周末", "昨天", "今天早上", "上周末", "刚才", "中午", "前天晚上", "下班后")
WITH_ZH = ("", "和老婆", "一个人", "和同事", "带着孩子", "跟发小")
NOTES_ZH = ("", "，人特别多", "，挺开心的", "，下雨了", "，停车好难", "，花了不少钱")
COMMUTES_ZH = ("坐地铁", "骑车", "开车", "打车", "走路", "坐公交")
SHOWS_ZH = ("繁花", "漫长的季节", "狂飙", "隐秘的角落", "甄嬛传", "觉醒年代", "人世间", "庆余年")
OPINIONS_ZH = ("挺好看的", "有点拖沓", "结局没想到", "演员演得真好", "越看越上头", "准备弃了")
RESULTS_ZH = ("味道还行", "有点咸了", "全家都爱吃", "失败了", "比外面的好吃")
TEAMS_ZH = ("湖人", "勇士", "广东队", "辽宁队", "国足", "曼联", "皇马")
PLACES_ZH = ("公园", "商场", "图书馆", "健身房", "海边", "山里", "朋友家", "博物馆", "菜市场", "电影院", "咖啡馆", "夜市")
ACTS_ZH = ("逛了一圈", "待了一下午", "拍了很多照片", "遇到了老同学", "买了点东西", "跑了几圈", "看了个展")
BOOKS_ZH = ("三体", "百年孤独", "活着", "围城", "人类简史", "平凡的世界", "小王子", "白夜行", "红楼梦", "明朝那些事儿")
RELS_ZH = ("表哥", "老同学", "邻居", "大学室友", "堂妹", "发小", "前同事", "表姐")
CITIES_ZH = ("北京", "上海", "成都", "西安", "武汉", "南京", "苏州", "广州", "深圳", "重庆", "厦门", "青岛", "长沙", "昆明")
FOODS_ZH = ("火锅", "饺子", "拉面", "寿司", "烧烤", "麻辣烫", "小笼包", "煎饼", "螺蛳粉", "酸菜鱼", "炸鸡", "披萨")
HOBBIES_ZH = ("摄影", "钓鱼", "烘焙", "剧本杀", "飞盘", "徒步", "拼乐高", "写毛笔字", "弹尤克里里", "养多肉")
THINGS_ZH = ("耳机", "键盘", "跑鞋", "背包", "台灯", "咖啡机", "电动牙刷", "保温杯", "显示器", "羽绒服")
SHOPS_ZH = ("奶茶店", "面包店", "健身房", "理发店", "宠物店", "便利店", "书店", "花店")
COMPANIES_ZH = ("星河科技", "蓝海物流", "青木设计", "远山咨询", "白鹭传媒", "北辰软件")
MOODS_ZH = ("今天烦死了", "好累啊，不想动", "今天心情不错", "有点焦虑，睡不着", "今天特别开心", "最近压力好大",
            "郁闷，什么都不顺", "今天有点紧张", "好无聊啊", "今天被表扬了，挺高兴", "有点感冒，头晕", "牙疼了一整天")
WHEN_ZH = ("明天", "后天", "下周三", "下周五", "这周末", "下个月", "周六", "大后天", "3天后", "月底")
PLANS_ZH = ("和朋友吃饭", "去看电影", "去{city}玩", "开季度会", "交房租", "去面试", "带孩子去打疫苗", "去修车",
            "参加婚礼", "去体检", "请同事吃饭", "去爬山", "给爸妈寄东西", "去办签证")
STANCES_ZH = ("跳槽", "买车", "搬家", "考研", "养狗", "换手机", "学钢琴", "去留学", "换房子", "辞职创业")
ASKS_ZH = ("帮我写一段{x}的开场白", "怎么用python读取{fmt}文件", "{word}是什么意思", "翻译一下：{phrase}",
           "推荐几本关于{x}的书", "{x}有什么入门建议", "帮我算一下{n}乘以{m}等于多少")
ASK_X_ZH = ("年会", "产品发布", "读书会", "团建", "摄影", "理财", "时间管理", "写作")
FMTS = ("csv", "json", "excel", "yaml", "parquet", "xml")
WORDS_ZH = ("内卷", "躺平", "破防", "yyds", "凡尔赛", "打工人", "社恐", "摆烂")
PHRASES = ("早睡早起身体好", "路漫漫其修远兮", "欲速则不达", "千里之行始于足下")

SMALL_EN = ("hi", "hello", "ok", "thanks", "lol", "good morning", "good night", "cool", "sure", "got it", "haha",
            "hey", "nice", "okay", "thank you", "hmm", "yep", "alright", "see you", "how are you")
WHEN_PAST_EN = ("yesterday", "on Sunday", "last weekend", "this morning", "after work", "on my lunch break")
NOTES_EN = ("", ", it was packed", ", it rained the whole time", ", had a great time", ", parking was a nightmare")
COMMUTES_EN = ("took the subway", "biked", "drove", "walked", "took the bus", "took a cab")
SHOWS_EN = ("Severance", "The Bear", "Succession", "Shogun", "Slow Horses", "Andor", "The Office")
OPINIONS_EN = ("it's great", "it's a bit slow", "the ending surprised me", "can't stop watching", "might drop it")
RESULTS_EN = ("turned out great", "a bit too salty", "the kids loved it", "total failure", "better than takeout")
TEAMS_EN = ("Celtics", "Lakers", "Yankees", "Seahawks", "Arsenal", "Warriors", "Cubs")
PLACES_EN = ("park", "mall", "library", "gym", "beach", "farmers market", "museum", "cinema", "coffee shop", "zoo")
BOOKS_EN = ("Dune", "Project Hail Mary", "The Hobbit", "Sapiens", "Atomic Habits", "Educated", "Circe", "Piranesi")
RELS_EN = ("cousin", "neighbor", "old roommate", "college friend", "uncle", "former coworker", "aunt")
CITIES_EN = ("Boston", "Denver", "Seattle", "Austin", "Chicago", "Portland", "Toronto", "Atlanta", "Phoenix", "Miami")
FOODS_EN = ("tacos", "ramen", "pizza", "sushi", "curry", "pho", "dumplings", "burgers", "pad thai", "lasagna")
HOBBIES_EN = ("bouldering", "pottery", "chess", "birdwatching", "baking sourdough", "running", "knitting", "sketching")
THINGS_EN = ("headphones", "keyboard", "backpack", "desk lamp", "coffee grinder", "monitor", "rain jacket", "e-reader")
COMPANIES_EN = ("Acme Labs", "Northwind", "Bluefin Data", "Cedar Health Tech", "Orbit Media", "Tallgrass Systems")
NAMES_EN = ("Anna", "Maria", "Chloe", "Priya", "Hannah", "Emily", "Sofia", "Grace")
MOODS_EN = ("I'm so tired today", "I feel great today", "ugh, I'm stressed about work", "I'm kind of anxious tonight",
            "I'm really excited about the weekend", "feeling a bit lonely", "I'm exhausted, long day",
            "I'm frustrated with this project", "I have a headache", "I feel a bit down today")
WHEN_EN = ("tomorrow", "next Friday", "next Tuesday", "this weekend", "on May 5", "in three days", "next week",
           "the day after tomorrow", "on Saturday", "by the end of the month")
PLANS_EN = ("meet my friends for dinner", "see a movie", "fly to {city}", "have a team offsite", "pay the rent",
            "go to a job interview", "get the car serviced", "go hiking", "visit my parents", "renew my passport")
STANCES_EN = ("switch jobs", "buy a car", "move out of the city", "get a dog", "go back to school", "learn piano",
              "sell my apartment", "start my own business")
ASKS_EN = ("how do I {task} in python", "what's the capital of {country}", "can you summarize an article about {x}",
           "write a short poem about {thing}", "what does {word} mean", "give me three ideas for {x}",
           "what is {n} times {m}")
TASKS_EN = ("reverse a list", "read a csv file", "sort a dict by value", "parse a date", "make an http request")
COUNTRIES = ("Peru", "Kenya", "Norway", "Vietnam", "Chile", "Portugal", "Ghana", "Finland")
ASK_X_EN = ("climate policy", "team building", "a birthday party", "remote work", "saving money", "home workouts")

# The one-valued facts a later turn may correct: where I live, where I work, my sister's name.
VALUES = {"zh": {"city": CITIES_ZH, "company": COMPANIES_ZH, "name": ("小雨", "小敏", "小雪", "小静")},
          "en": {"city": CITIES_EN, "company": COMPANIES_EN, "name": NAMES_EN}}

# Traffic classes and their share of the day (probes come on top, on their days).
MIX = (("smalltalk", 0.26), ("fact", 0.30), ("repeat", 0.12), ("mood", 0.09), ("ask", 0.12), ("plan", 0.07),
       ("correction", 0.02), ("flip", 0.02))
CLASSES = tuple(name for name, _ in MIX) + ("probe",)


class Traffic:
    """Yields each simulated day's user turns; the same seed always gives the same days.

    Days must be asked for in order (1, 2, ...): repeats, corrections and flips refer back to earlier days.
    """

    def __init__(self, seed: int = 7, per_day: int = 100, zh_share: float = 0.6) -> None:
        self.rng = random.Random(seed)
        self.per_day = per_day
        self.zh_share = zh_share
        self.said: list[Turn] = []                 # statements that a repeat may say again
        self.correctable: list[tuple[str, str, str]] = []   # (lang, kind, value) said earlier, open to correction
        self.stances: list[tuple[str, str]] = []   # (lang, subject) said with a negative stance, open to a flip
        self.next_day = 1
        self._names, self._weights = zip(*MIX)

    def day(self, day: int) -> list[Turn]:
        """The user turns of simulated day `day`, probes and setup lines mixed in at seeded positions."""
        if day != self.next_day:
            raise ValueError(f"days come in order: expected day {self.next_day}, got {day}")
        self.next_day += 1
        turns = [self._turn() for _ in range(self.per_day)]
        extra = [Turn(p.text, "probe", "zh", p.name) for p in PROBES if p.day == day]
        extra += [Turn(text, "probe", "zh", p.name + ":setup") for p in PROBES for d, text in p.setup if d == day]
        for turn in extra:
            turns.insert(self.rng.randrange(len(turns) + 1), turn)
        return turns

    # -- one turn ------------------------------------------------------------------------------------------------

    def _turn(self) -> Turn:
        cls = self.rng.choices(self._names, self._weights)[0]
        lang = "zh" if self.rng.random() < self.zh_share else "en"
        if cls == "repeat" and self.said:
            recent = self.said[-60:] if self.rng.random() < 0.7 else self.said
            said = self._pick(recent)
            return Turn(said.text, "repeat", said.lang)
        if cls == "repeat":
            cls = "fact"
        if cls == "correction" and not any(c[0] == lang for c in self.correctable):
            cls = "fact"
        if cls == "flip" and not any(s[0] == lang for s in self.stances):
            cls = "stance"                             # a flip needs an earlier stance: say that first half now
        text = getattr(self, "_" + cls)(lang)
        turn = Turn(text, "flip" if cls == "stance" else cls, lang)
        if cls in ("fact", "plan", "mood") and self.rng.random() < 0.5:
            self.said.append(turn)
            del self.said[:-400]                       # repeats come from what was said lately
        return turn

    def _pick(self, options):
        return self.rng.choice(options)

    def _smalltalk(self, lang: str) -> str:
        return self._pick(SMALL_ZH if lang == "zh" else SMALL_EN)

    def _mood(self, lang: str) -> str:
        return self._pick(MOODS_ZH if lang == "zh" else MOODS_EN)

    def _plan(self, lang: str) -> str:
        if lang == "zh":
            plan = self._pick(PLANS_ZH).format(city=self._pick(CITIES_ZH))
            return f"{self._pick(WHEN_ZH)}要{plan}" + self._pick(("", "，记得提醒我", "，有点期待", ""))
        plan = self._pick(PLANS_EN).format(city=self._pick(CITIES_EN))
        return f"I'm going to {plan} {self._pick(WHEN_EN)}" + self._pick(("", ", remind me", "."))

    def _ask(self, lang: str) -> str:
        n, m = self.rng.randrange(12, 999), self.rng.randrange(3, 99)
        if lang == "zh":
            return self._pick(ASKS_ZH).format(x=self._pick(ASK_X_ZH), fmt=self._pick(FMTS), n=n, m=m,
                                              word=self._pick(WORDS_ZH), phrase=self._pick(PHRASES))
        return self._pick(ASKS_EN).format(task=self._pick(TASKS_EN), country=self._pick(COUNTRIES), n=n, m=m,
                                          x=self._pick(ASK_X_EN), thing=self._pick(THINGS_EN),
                                          word=self._pick(("serendipity", "ephemeral", "idempotent", "hygge")))

    def _fact(self, lang: str) -> str:
        r, pick = self.rng, self._pick
        if lang == "zh":
            options = (
                lambda: f"我{pick(WHEN_PAST_ZH)}{pick(WITH_ZH)}去{pick(PLACES_ZH)}{pick(ACTS_ZH)}{pick(NOTES_ZH)}",
                lambda: f"我最近在看《{pick(BOOKS_ZH)}》",
                lambda: f"我{pick(RELS_ZH)}在{pick(CITIES_ZH)}工作",
                lambda: f"我今天跑了{r.randrange(2, 15)}公里",
                lambda: f"我这个月花了{r.randrange(50, 3000)}块钱买{pick(THINGS_ZH)}",
                lambda: f"我家楼下新开了一家{pick(SHOPS_ZH)}",
                lambda: f"我最近迷上了{pick(HOBBIES_ZH)}",
                lambda: f"我喜欢吃{pick(FOODS_ZH)}",
                lambda: f"我每天{r.randrange(6, 10)}点起床",
                lambda: f"我们部门下个季度要招{r.randrange(2, 9)}个人",
                lambda: f"我晚饭吃了{pick(FOODS_ZH)}",
                lambda: f"我今天{pick(COMMUTES_ZH)}上班，路上花了{r.randrange(10, 90)}分钟",
                lambda: f"我最近在追《{pick(SHOWS_ZH)}》，{pick(OPINIONS_ZH)}",
                lambda: f"我{pick(WHEN_PAST_ZH)}自己做了{pick(FOODS_ZH)}，{pick(RESULTS_ZH)}",
                lambda: f"我{pick(WHEN_PAST_ZH)}看了{pick(TEAMS_ZH)}的比赛，{r.randrange(60, 130)}比{r.randrange(60, 130)}",
                lambda: f"我现在{r.randrange(95, 180)}斤，{pick(('想减一减', '比上个月轻了', '又胖了'))}",
                lambda: self._correctable("zh"),
            )
        else:
            options = (
                lambda: f"I went to the {pick(PLACES_EN)} with my {pick(RELS_EN)} {pick(WHEN_PAST_EN)}{pick(NOTES_EN)}",
                lambda: f"I'm reading {pick(BOOKS_EN)} these days",
                lambda: f"My {pick(RELS_EN)} works in {pick(CITIES_EN)}",
                lambda: f"I ran {r.randrange(2, 15)} km this morning",
                lambda: f"I bought new {pick(THINGS_EN)} for {r.randrange(20, 600)} dollars",
                lambda: f"I've started {pick(HOBBIES_EN)} on weekends",
                lambda: f"We had {pick(FOODS_EN)} for dinner",
                lambda: f"I like {pick(FOODS_EN)} more than {pick(FOODS_EN)}",
                lambda: f"My team shipped {r.randrange(2, 30)} tickets this sprint",
                lambda: f"I {pick(COMMUTES_EN)} to work today, it took {r.randrange(10, 90)} minutes",
                lambda: f"I'm watching {pick(SHOWS_EN)} right now, {pick(OPINIONS_EN)}",
                lambda: f"I cooked {pick(FOODS_EN)} {pick(WHEN_PAST_EN)}, {pick(RESULTS_EN)}",
                lambda: f"I watched the {pick(TEAMS_EN)} game {pick(WHEN_PAST_EN)}, {r.randrange(1, 9)} to {r.randrange(0, 9)}",
                lambda: self._correctable("en"),
            )
        return pick(options)()

    def _correctable(self, lang: str) -> str:
        """A fact with one value (where I live, where I work, my sister's name) that a later turn may correct."""
        kind = self._pick(("city", "company", "name"))
        value = self._pick(VALUES[lang][kind])
        self.correctable.append((lang, kind, value))
        del self.correctable[:-50]
        return {("zh", "city"): f"我住在{value}", ("zh", "company"): f"我在{value}上班",
                ("zh", "name"): f"我妹妹叫{value}", ("en", "city"): f"I live in {value}",
                ("en", "company"): f"I work at {value}", ("en", "name"): f"My sister's name is {value}"}[lang, kind]

    def _correction(self, lang: str) -> str:
        index = max(i for i, c in enumerate(self.correctable) if c[0] == lang)
        _, kind, old = self.correctable.pop(index)
        new = self._pick([v for v in VALUES[lang][kind] if v != old])
        if lang == "zh":
            fix = {"city": f"我住在{new}", "company": f"我在{new}上班", "name": f"我妹妹叫{new}"}[kind]
            return self._pick((f"你记错了，{fix}，不是{old}", f"不对，{fix}", f"更正一下，{fix}"))
        fix = {"city": f"I moved to {new}", "company": f"I work at {new}", "name": f"her name is {new}"}[kind]
        return self._pick((f"No, that's wrong, {fix}.", f"Actually it's {new}, not {old}.", f"You got it wrong, {fix}"))

    def _stance(self, lang: str) -> str:
        subject = self._pick(STANCES_ZH if lang == "zh" else STANCES_EN)
        self.stances.append((lang, subject))
        del self.stances[:-30]
        if lang == "zh":
            return self._pick((f"我不打算{subject}，现在挺好", f"我暂时不想{subject}"))
        return self._pick((f"I'm not planning to {subject}, things are fine", f"I don't want to {subject} right now"))

    def _flip(self, lang: str) -> str:
        index = max(i for i, s in enumerate(self.stances) if s[0] == lang)
        _, subject = self.stances.pop(index)
        if lang == "zh":
            return self._pick((f"最近特别想{subject}", f"我决定了，我想{subject}"))
        return self._pick((f"I really want to {subject} now", f"I've decided I want to {subject}"))
