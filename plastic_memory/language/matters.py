"""Common matters named in Chinese and English: one meaning, its two languages and its everyday forms, so words that
name a matter find it however it was said ("my ex" finds 我前任叫周航, 住址 finds 我家住在天河区, "job hunting" finds
"I'm applying to jobs", 减肥药 finds "diet pills").

Each entry is narrow: a meaning with its translations and near-synonyms, never a topic (a boss is not 'work'), so
that naming one matter does not reach every remark on the same topic. Chinese entries match as substrings; English
ones at word starts (text.PhraseSet: a word under five letters whole, a longer one as a stem, a phrase as a phrase).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .text import PhraseSet

MATTERS: dict[str, tuple[str, ...]] = {
    # -- people ---------------------------------------------------------------------------------------------------
    "mother": ("我妈", "妈妈", "老妈", "母亲", "咱妈", "俺妈", "亲妈", "mom", "moms", "mum", "mums", "mommy", "mother"),
    "father": ("我爸", "爸爸", "老爸", "父亲", "咱爸", "俺爸", "亲爸", "老爹", "dad", "dads", "daddy", "father"),
    "parents": ("父母", "爸妈", "爹妈", "双亲", "parents"),
    "brother": ("哥哥", "弟弟", "兄弟", "我哥", "我弟", "亲哥", "亲弟", "大哥", "二哥", "小弟", "brother", "bro"),
    "sister": ("姐姐", "妹妹", "姐妹", "我姐", "我妹", "亲姐", "亲妹", "大姐", "二姐", "小妹", "sister", "sis"),
    "cousin": ("表哥", "表姐", "表弟", "表妹", "堂哥", "堂姐", "堂弟", "堂妹", "表兄", "堂兄", "cousin"),
    "son": ("儿子", "我儿", "son", "sons"),
    "daughter": ("女儿", "闺女", "daughter"),
    "children": ("孩子", "小孩", "娃", "kid", "kids", "child", "children"),
    "husband": ("老公", "丈夫", "husband", "hubby"),
    "wife": ("老婆", "妻子", "媳妇", "太太", "wife", "wifey"),
    "partner": ("对象", "伴侣", "爱人", "partner", "spouse"),
    "boyfriend": ("男朋友", "男友", "boyfriend", "bf"),
    "girlfriend": ("女朋友", "女友", "girlfriend", "gf"),
    "ex": ("前任", "前男友", "前女友", "前夫", "前妻", "ex", "exes"),
    "grandparent": ("奶奶", "爷爷", "外婆", "外公", "姥姥", "姥爷", "grandma", "grandpa", "granny", "grandmother",
                    "grandfather", "grandparent"),
    "uncle": ("叔叔", "舅舅", "伯伯", "姑父", "姨父", "大舅", "小舅", "二舅", "大伯", "小叔", "uncle"),
    "aunt": ("阿姨", "姑姑", "姑妈", "姨妈", "小姨", "大姨", "二姨", "舅妈", "婶婶", "aunt", "auntie"),
    "in-laws": ("公公", "婆婆", "岳父", "岳母", "丈母娘", "老丈人", "in-law"),
    "friend": ("朋友", "闺蜜", "发小", "哥们", "friend", "bestie", "buddy", "pal"),
    "boss": ("老板", "领导", "上司", "boss", "manager", "supervisor"),
    "coworker": ("同事", "coworker", "co-worker", "colleague"),
    "landlord": ("房东", "landlord", "landlady"),
    "roommate": ("室友", "舍友", "roommate", "flatmate", "housemate"),
    "neighbour": ("邻居", "neighbor", "neighbour"),
    "teacher": ("老师", "teacher", "tutor"),
    "dog": ("狗", "dog", "dogs", "puppy", "puppies"),
    "cat": ("猫", "cat", "cats", "kitten"),
    # -- body and mind --------------------------------------------------------------------------------------------
    "allergy": ("过敏", "allerg"),
    "peanut": ("花生", "peanut"),
    "pregnant": ("怀孕", "有喜", "pregnan"),
    "sick": ("病", "确诊", "sick", "ill", "illness", "disease", "diagnos"),
    "cancer": ("癌", "肿瘤", "cancer", "tumor", "tumour", "chemo"),
    "surgery": ("手术", "开刀", "surgery"),
    "hospital": ("医院", "住院", "hospital"),
    "medication": ("药", "服药", "处方", "medication", "medicine", "meds", "pill", "pills", "tablet", "tablets",
                   "prescription", "antidepressant", "ssri", "lexapro", "zoloft", "prozac", "wellbutrin", "xanax",
                   "valium", "ativan", "klonopin", "adderall", "ritalin", "vyvanse", "lithium", "seroquel",
                   "abilify", "sertraline", "fluoxetine", "escitalopram", "citalopram", "bupropion", "metformin",
                   "insulin", "ozempic", "wegovy", "lipitor", "statin", "lisinopril", "synthroid", "levothyroxine",
                   "ibuprofen", "melatonin", "accutane", "birth control", "the pill"),
    "therapy": ("心理医生", "心理咨询", "咨询师", "心理治疗", "精神科", "therapist", "therapy", "counselor", "counsellor",
                "counseling", "counselling", "psychiatrist", "psychologist", "shrink"),
    "anxiety": ("焦虑", "anxiety", "anxious", "panic attack"),
    "depression": ("抑郁", "depress"),
    "diet": ("减肥", "节食", "瘦身", "diet", "diets", "dieting", "lose weight", "losing weight", "weight loss"),
    "weight": ("体重", "公斤", "weigh", "pounds", "kilos"),
    "drinking": ("喝酒", "酗酒", "戒酒", "alcohol", "drinking", "sober"),
    "sexuality": ("同性恋", "出柜", "双性恋", "gay", "lesbian", "bisexual", "queer", "came out", "coming out"),
    # -- love and family ------------------------------------------------------------------------------------------
    "divorce": ("离婚", "divorc"),
    "breakup": ("分手", "broke up", "break up", "breakup", "split up"),
    "affair": ("出轨", "外遇", "劈腿", "affair", "cheated", "cheating"),
    "wedding": ("结婚", "婚礼", "married", "marry", "wedding"),
    "abortion": ("流产", "打胎", "堕胎", "abortion", "miscarriage"),
    # -- money ------------------------------------------------------------------------------------------------------
    "debt": ("欠", "债", "debt", "owe", "owes", "owed", "owing"),
    "loan": ("贷款", "房贷", "车贷", "借贷", "loan", "mortgage"),
    "money": ("钱", "块钱", "存款", "money", "cash", "dollars", "bucks"),
    "salary": ("工资", "薪水", "月薪", "年薪", "收入", "salary", "paycheck", "income", "wage", "wages"),
    "rent": ("房租", "租金", "rent", "rents"),
    "gambling": ("赌博", "赌钱", "gambl"),
    "insurance": ("保险", "insurance", "insurer"),
    "card": ("卡号", "银行卡", "信用卡", "储蓄卡", "card number", "bank card", "credit card", "debit card"),
    "last digits": ("尾号", "尾数", "后四位", "后4位", "last four", "last 4", "ends in", "ending in"),
    "password": ("密码", "password", "passcode"),
    # -- work and school --------------------------------------------------------------------------------------------
    "work": ("上班", "工作", "公司", "单位", "打工", "任职", "就职", "入职", "job", "jobs", "work", "works", "worked",
             "working", "employer", "company"),
    "jobhunt": ("找工作", "求职", "投简历", "找新工作", "job hunt", "job hunting", "job-hunting", "job search",
                "job searching", "looking for a job", "looking for work", "looking for a new job", "applying to jobs",
                "applying for jobs", "apply to jobs", "apply for jobs", "applied to jobs", "applied for jobs",
                "job application", "job applications"),
    "unemployed": ("失业", "被裁", "下岗", "unemploy", "laid off", "lost my job", "got fired", "been fired"),
    "quit": ("辞职", "离职", "跳槽", "quit", "quitting", "resign"),
    "school": ("学校", "上学", "school"),
    "suspended": ("停学", "停课", "停职", "开除", "suspend", "expelled"),
    # -- home and papers --------------------------------------------------------------------------------------------
    "home": ("住址", "地址", "住在", "家住", "家在", "住哪", "搬到", "address", "live in", "lives in", "living in",
             "live at", "moved to", "where i live"),
    "phone": ("手机号", "电话", "号码", "phone", "cell number"),
    "name": ("名字", "名叫", "叫", "name", "named", "called"),
    "birthday": ("生日", "birthday", "born on"),
    "visa": ("签证", "绿卡", "移民", "visa", "green card", "immigra"),
    "prison": ("坐牢", "监狱", "入狱", "服刑", "判了", "jail", "prison", "locked up", "sentenced", "incarcerat"),
    "arrest": ("被抓", "被捕", "拘留", "arrest"),
}

# The user's own people (and pets) among the matters: a remark that opens with one of them is about their life ("my
# sister is getting a divorce"), not the user's. A landlord or a boss is not one of them: "my landlord is raising the
# rent" is the user's rent.
PEOPLE = frozenset(
    """mother father parents brother sister cousin son daughter children husband wife partner boyfriend girlfriend ex
    grandparent uncle aunt in-laws friend dog cat""".split()
)

# Matters said in a shape rather than a word: a job ("我在平安保险做理赔专员", "I'm a nurse at St. Mary's") and a sum of
# money ("$3,000", "五万块").
_SHAPES: dict[str, re.Pattern[str]] = {
    "work": re.compile(
        r"(?:做|当|是)(?:一名|一个|个)?[\u4e00-\u9fff]{0,4}(?:专员|经理|主管|总监|工程师|程序员|设计师|会计|销售|客服|"
        r"护士|医生|老师|律师|司机|厨师|店员|职员|文员|助理|顾问)|\bi(?:'m| am) an? [a-z]+ (?:at|for)\b|\bwork as\b"
    ),
    "money": re.compile(r"[$¥￥€£]\s?\d|\d\s?(?:块|元|万)|\d\s?(?:k|dollars|bucks|grand)\b"),
}

_ENGLISH_WORD = re.compile(r"[a-z0-9]")


@lru_cache(maxsize=1)
def _set() -> PhraseSet:
    return PhraseSet(MATTERS)


# A remark naming the narrower matter names the broader one too (肺癌 is an illness), never the other way round:
# words asking to forget "my cancer" do not name every cold.
_BROADER = {"cancer": "sick"}


@lru_cache(maxsize=8192)
def matters(text: str) -> frozenset[str]:
    """The matters a remark names, in either language, with the broader ones they imply (memoised: a forgetting
    reads every remark of an owner)."""
    lowered = text.lower().replace("’", "'")
    found = _set().labels(lowered)
    found.update(name for name, shape in _SHAPES.items() if shape.search(lowered))
    found.update(_BROADER[name] for name in list(found) if name in _BROADER)
    return frozenset(found)


@lru_cache(maxsize=1)
def _finders() -> list[tuple[str, re.Pattern[str]]]:
    """One pattern per matter finding where its phrases are, read as PhraseSet reads them."""
    out = []
    for name, phrases in MATTERS.items():
        parts = []
        for p in sorted(phrases, key=len, reverse=True):
            if not _ENGLISH_WORD.match(p):
                parts.append(re.escape(p))
                continue
            last = p.rsplit(" ", 1)[-1]
            stem = " " not in p and len(p) >= 5
            end = r"[a-z0-9'\-]*" if stem else r"(?:'s)?(?![a-z0-9])" if len(last) < 5 else ""
            parts.append(r"(?<![a-z0-9])" + re.escape(p) + end)
        out.append((name, re.compile("|".join(parts))))
    out += list(_SHAPES.items())
    return out


def subject(text: str) -> frozenset[str]:
    """The people a remark opens with, as its subject ("My sister is getting a divorce", 我弟弟在读高三, 我前任叫周航);
    none when it opens with the user ("I owe my landlord rent", 我欠了房东两个月房租)."""
    lowered = text.lower().replace("’", "'")
    head = _OWNER.sub("", lowered, count=1)
    start = len(lowered) - len(head)
    return frozenset(name for s, _, name in spans(lowered) if s == start and name in PEOPLE)


_OWNER = re.compile(
    r"^(?:(?:my|our|the)\s+|我的|我们的|我家的?|我们家的?|咱家的?|我(?=[^在是有对欠想要会也都就还又不没把被给跟和]))"
)


def spans(lowered: str) -> list[tuple[int, int, str]]:
    """Where the matters are in a short lower-cased text: (start, end, matter), longest first where they overlap.
    Read only for the words of a request, never on the per-turn path."""
    found = [(m.start(), m.end(), name) for name, finder in _finders() for m in finder.finditer(lowered)]
    found.sort(key=lambda s: (s[0] - s[1], s[0]))
    kept: list[tuple[int, int, str]] = []
    for start, end, name in found:
        if all(end <= s or start >= e or (start, end) == (s, e) for s, e, _ in kept):
            kept.append((start, end, name))
    return sorted(kept)
