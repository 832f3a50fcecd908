"""The verbs of a change by domain, in Chinese and English: what people say when a habit, a thing, a pet, a
subscription, a membership, a course, an illness or a medicine stops being part of their life.

Each domain lists end verbs that take what ended after them (FORWARD: "pawned the guitar", 退订了会员) and end verbs
said after it (BACKWARD: "the subscription lapsed", 手机报废了), and the families of kinds (update_classes.FAMILY)
it may end: "beat" ends an illness ("beat cancer"), not a record; "lost" ends a thing or a pet ("lost my Kindle"),
not weight; "rehomed" ends a pet. A domain whose families are None ends whatever the words tie. A group or a course
said by a carrier ("got cut from the team", 退群了) may also be ended by the domains marked CARRIERS.

These are lists of the words people use, domain by domain, not of a set of sentences; updates_words.py adds them
to the end words it had, which end anything tied.
"""

from __future__ import annotations

# domain -> the families of kinds its verbs may end (None: any)
FAMILIES: dict[str, tuple[str, ...] | None] = {
    "health": ("health", "aid"),
    "medicine": ("medicine", "treatment", "aid"),
    "habit": ("habit", "pastime", "medicine", "subscription"),
    "disposal": ("thing", "pet", "habit", "subscription", "aid"),
    "loss": ("thing", "pet"),
    "pet": ("pet",),
    "subscription": ("subscription", "course", "thing"),
    "group": ("pastime",),
    "treatment": ("treatment", "health", "medicine"),
    "course": ("course",),
    "credential": ("course",),
    "business": (),
    "debt": (),
    "media": None,
    "disuse": ("thing", "habit", "pastime", "aid"),
    "ruled out": ("habit", "pastime"),
}
# Domains whose verbs also end what a noun of theirs names: a group, a course or a subscription by its carrier ("got
# cut from the volleyball team", 退出了读书群), a business by what it is ("shuttered the bakery", 店关了).
NOUNS = {"group": "carrier", "course": "carrier", "subscription": "carrier", "business": "business", "debt": "debt"}
# What a debt is called: "paid off my student loan", "the car's paid off" (not "the hard work paid off").
EN_DEBTS = ("loan", "loans", "debt", "debts", "mortgage", "car", "card", "cards", "balance", "house", "bill", "bills")

# Verbs said only of a group, whatever it is called ("夜航解散了": a band known by its name alone).
ONLY_GROUPS = frozenset(("解散了", "解散", "散伙了", "停办了", "disbanded"))
# Verbs said only of a pet, whatever it is called (大黄去汪星了: a dog known by its name alone).
# A pet's getting out of its cage (越狱了, of a hamster) is said of nothing else one keeps.
ONLY_PETS = frozenset(("去了喵星", "去喵星了", "去了汪星", "去汪星了", "当小天使了", "crossed the rainbow bridge", "越狱了"))
# Verbs that take a thing away only in a theft ("got robbed, they took my watch"): else "took my car in", "grabbed coffee".
EN_THEFT_VERBS = ("took", "grabbed", "made off with", "ran off with")
# Verbs that deny themselves ("didn't renew"): what they end they end, whatever comes before them.
EN_SELF_NEGATED = ("didn't renew", "did not renew", "won't be renewing", "not renewing", "never renewed")

EN_FORWARD: dict[str, tuple[str, ...]] = {
    "health": ("beat", "beaten", "got over", "gotten over", "recovered from", "fought off", "shook off", "shaken off", "kicked", "no longer have",
               "no longer has", "cured of", "healed from", "free of", "done with"),
    "medicine": ("tapered off", "weaned off", "weaned myself off", "came off", "come off", "got off", "stopped taking", "quit taking",
                 "discontinued", "done with", "off of", "finished the course of", "finished my course of"),
    "habit": ("kicked", "ditched", "cut out", "swore off", "sworn off", "stopped using", "stopped buying", "gave up on", "broke the habit of",
              "weaned myself off", "cut down to zero on"),
    "disposal": ("sold off", "pawned", "returned", "sent back", "took back", "traded", "scrapped", "junked", "tossed", "threw out", "thrown out",
                 "threw away", "thrown away", "binned", "chucked", "recycled", "decluttered", "gave back", "handed back", "parted with", "sold back",
                 "upgraded from", "downgraded from", "unloaded", "offloaded", "found a buyer for", "flogged", "closed on the sale of",
                 "finally sold", "let go of", "finally let go of",
                 # sold, in chat words ("flipped the PS5 on eBay", "hocked my old camera")
                 "flipped", "hocked", "hawked"),
    "loss": ("smashed", "wrecked", "crashed", "totaled", "totalled", "misplaced", "lost", "broke", "retired", "got robbed of", "stole", "swiped",
             "nicked", "snatched", *EN_THEFT_VERBS),
    "pet": ("rehomed", "re-homed", "had to rehome", "had to re-home", "surrendered", "found a new home for", "found a home for",
            "had to give up", "buried"),
    "subscription": ("deactivated", "stopped paying for", "ended my", "ended our", "closed out", "quit paying for", "let lapse", "cancelled",
                     "canceled", "dropped", *EN_SELF_NEGATED),
    "group": ("got cut from", "was cut from", "got kicked off", "was kicked off", "got kicked out of", "was kicked out of", "stepped down from",
              "stepped away from", "retired from", "resigned from", "bowed out of", "walked away from", "moved on from", "aged out of",
              # everyday ways of leaving one ("stepped back from the food bank", "jumped ship from choir", "bailed on the
              # band", "peaced out of the league")
              "stepped back from", "jumped ship from", "bailed on", "peaced out of", "dipped from", "noped out of", "hung up my"),
    "course": ("dropped out of", "withdrew from", "bailed on", "bailed out of", "quit out of", "deferred", "put off", "took a break from", "paused", "failed out of", "flunked out of", "finished", "completed", "passed", "wrapped up",
               "graduated from"),
    # Getting a thing ends only the course that leads to it ("got my license"); "got my dream job" ends nothing.
    "credential": ("got my", "earned my", "received my"),
    "business": ("shuttered", "wound down", "closed up", "stopped running", "sold off", "closed the doors on", "pulled the plug on"),
    "debt": ("paid off", "finished paying off", "cleared"),
    # A course of treatment or medicine taken to its end ("finished the antibiotics", "done with chemo").
    "treatment": ("finished", "completed", "done with", "finished up", "wrapped up"),
}
EN_BACKWARD: dict[str, tuple[str, ...]] = {
    "debt": ("is paid off", "'s paid off", "are paid off", "is finally paid off", "'s finally paid off"),
    "group": ("broke up", "split up", "disbanded", "dissolved", "fell apart", "called it quits", "went on hiatus", "is no more"),
    "health": ("cleared up", "went away", "has gone away", "is healed", "has healed", "are healed", "is resolved", "resolved itself",
               "is under control", "is in remission", "went into remission", "is benign", "was benign", "came back benign"),
    "loss": ("bit the dust", "is toast", "gave out", "crapped out", "conked out", "gave up the ghost", "is beyond repair", "was beyond repair",
              "got stolen", "was stolen", "were stolen", "got towed", "got repossessed", "was repossessed", "got totaled", "was totaled",
              "got written off", "is dead for good", "finally died", "died for good", "got recalled", "broke for good", "got lost", "went missing",
              "went to the scrapyard", "went to the scrap yard", "went to the scrappers", "went to the wreckers", "went for scrap", "got scrapped",
              "was scrapped"),
    "pet": ("found a new home", "went to a new home", "crossed the rainbow bridge", "got adopted", "was adopted", "were adopted", "got rehomed",
            "was rehomed", "ran off", "ran away", "went missing", "flew away", "flew off", "never came back", "never came home",
            "went to a sanctuary", "went to a bird sanctuary", "went to an animal sanctuary", "went to a farm", "went to live on a farm",
            "went to live with", "went to a rescue", "went back to the rescue", "went back to the shelter", "went to the shelter",
            # a pet that got out and was never found ("escaped from the cage and we never found him", "flew out the
            # window"), or went to live somewhere else ("went to live on my sister's farm")
            "escaped", "got out and never came back", "flew out the window", "flew out the door", "slipped out", "was never found",
            "went to live on", "went to live at", "went to live in"),
    "business": ("went bust", "shut its doors", "closed its doors", "closed permanently", "closed up shop", "is closed for good", "went belly up"),
    "course": ("is over", "wrapped up", "came to an end", "has ended", "ended"),
    "treatment": ("is over", "came to an end", "has ended", "ended", "wrapped up"),
    # A thing left unused: the habit it served is over ("the bike's collecting dust", "my guitar just sits there now").
    "disuse": ("is collecting dust", "'s collecting dust", "are collecting dust", "been collecting dust", "is gathering dust",
               "'s gathering dust", "are gathering dust", "been gathering dust", "sits in the closet", "sits in the garage",
               "just sits there", "is just sitting there", "'s just sitting there", "is just sitting in"),
    # A pastime ruled out, as one says it after an injury ("running's off the table now"): over.
    "ruled out": ("is off the table", "'s off the table", "are off the table", "is off the cards", "'s off the cards"),
    "subscription": ("expired", "lapsed", "lapse", "ran out", "has run out", "is up", "got cancelled", "got canceled", "was cancelled",
                     "was canceled", "got discontinued", "was discontinued", "got shut down"),
}
# Places a pet is taken to stay, not for an errand: 拿去学校, 带回老家 (拿去洗澡 is an errand).
_LASTING_PLACES_ZH = ("学校", "老家", "乡下", "农村", "奶奶家", "姥姥家", "外婆家", "爷爷家", "亲戚家", "朋友家", "别人家")
ZH_FORWARD: dict[str, tuple[str, ...]] = {
    "health": ("治好了", "摆脱了", "战胜了", "告别了"),
    "medicine": ("停了", "断了", "减掉了", "停用了", "不用吃", "不用打", "不用再吃", "不用再打", "吃完了"),
    "habit": ("改掉了", "改掉", "断了", "戒断了", "告别了", "远离了", "摆脱了", "卸了", "卸载了"),
    "disposal": ("转卖了", "转卖", "拿去折抵", "折抵了", "折抵掉了", "以旧换新了", "送走了", "送掉了", "出掉了", "出手了", "被人秒了", "被秒了", "退货", "退回去", "扔掉了", "扔掉", "淘汰了", "回收了", "捐掉了", "捐掉", "清掉了", "清掉", "处理了",
                 "卖二手", "出二手", "挂闲鱼卖了", "挂咸鱼卖了", "当掉",
                 # a sale told by its paperwork done (房子过户手续办完了, 车过完户了)
                 "过户手续办完了", "过户手续办好了", "过户手续都办完了", "过户办完了", "过完户了", "过户完成了"),
    "loss": ("砸了", "撞坏了", "摔坏了", "弄坏了"),
    "pet": ("送养了", "送养", "送回了", "送回老家", "托付给", "交给", "送去", "送走了", "送给别人养了", "给别人养了"),
    "subscription": ("退订了", "退订", "关掉了", "关掉", "关闭了", "解约了", "解约", "解绑了"),
    "group": ("退出了", "退群", "被踢出了", "被踢出", "被劝退", "离开了"),
    "course": ("弃了", "退掉了", "学完了", "考完了", "考过了", "拿到了", "拿到手了", "拿下了", "考下来了", "考到了", "通过了"),
    "business": ("关了", "关掉了", "不开了", "盘出去了", "盘掉了", "盘给", "转出去了", "歇业了", "停业了", "关店了", "关停了"),
}
ZH_BACKWARD: dict[str, tuple[str, ...]] = {
    "group": ("解散了", "散了", "散伙了", "解散", "停办了", "不办了"),
    "health": ("消了", "消失了", "不见了", "控制住了", "治好了", "好利索了", "好全了", "好彻底了"),
    "loss": ("彻底坏了", "坏透了", "修不好了", "没法修了", "报废了", "报废", "被偷了", "被偷走了", "丢了", "找不回来了", "找不到了", "没了", "寿终正寝了",
              "退货了", "退回去了", "撞报废了", "被拖走了",
              "被人拿走了", "被人骑走了", "被人开走了", "开到报废厂了", "开去报废了", "拖去报废了", "送去报废了"),
    "pet": ("全军覆没", "一条都没剩", "一条没剩", "一只都没剩", "一只没剩", "全翻了", "全死了", "都死光了", "死光了", "被领养了", "被领养走了", "领养走了", "送人了", "去了喵星", "去喵星了", "去了汪星", "去汪星了", "当小天使了", "安乐死了", "跑了", "走丢了", "跑丢了",
            # got out of its cage or flew off, and was never found (团子越狱了, 鹦鹉飞走了，再也没回来)
            "越狱了", "飞走了", "飞跑了", "溜走了", "跑出去了", "再也没回来", "没再回来", "一直没找到", "没找到",
            # taken by someone else to keep (让我姐接走了, 被邻居领走了, 被朋友抱走养了)
            "接走了", "领走了", "抱走了", "接去养了", "接过去养了", "抱回去养了",
            # taken off to live at a lasting place (乌龟被儿子拿去学校自然角了, 狗被我爸带回老家了), not to an errand (拿去洗澡)
            *(verb + place for verb in ("拿去", "带去", "带回", "送到", "拿到") for place in _LASTING_PLACES_ZH)),
    "subscription": ("到期了", "过期了", "到期没续", "没续费", "没续", "不续了", "不续费了", "作废了", "停更了", "停播了"),
    "course": ("结课了", "结业了", "学完了", "考完了", "考过了", "拿到手了", "到手了", "下来了", "结束了"),
    "treatment": ("结束了", "做完了", "停了", "告一段落"),
    "business": ("关了", "关掉了", "不开了", "盘出去了", "转出去了", "转让出去了", "歇业了", "停业了", "关停了", "跑路了", "黄了", "关门大吉了"),
    "disuse": ("吃灰了", "落灰了", "积灰了", "闲置了", "一直闲置", "放着没用", "放着不用了", "没再用过", "没怎么用了", "压箱底了", "搁置了"),
    "media": ("看完了", "追完了", "读完了", "刷完了", "听完了"),  # a show, a book, a series finished
}
# Chinese verbs of doing: 不 + one of them + 了 ends a habit (不遛了, 不订了); of a feeling or a look it says nothing
# ended (不歪了, 不疼了).
ZH_DOING = ("喝", "抽", "吃", "去", "打", "玩", "跑", "练", "弹", "骑", "开", "熬夜", "跳", "游", "考", "学", "上", "用", "做", "干", "唱", "写", "看", "追",
            "刷", "买", "养", "住", "租", "戴", "穿", "拍", "画", "教", "带", "踢", "滑", "送", "卖", "接", "修", "种", "钓", "听", "背", "逛", "碰", "参加",
            "订", "续", "吸", "泡", "遛", "撸", "报", "请", "雇", "约", "追", "蹦", "爬", "拉", "吹", "敲", "织", "缝", "烤", "煮", "喂", "登", "发", "更",
            "播", "直播", "录", "剪", "练习", "锻炼", "健身", "运动", "打卡", "来", "当", "划")
# Gone for a stretch, away and back ("he's gone like 3 weeks at a time", "she's gone most of the week"): no end
# (updates_words.py reads "is gone" so).
AWAY_FOR = r" (?:for (?!good\b)|like |about |around |most of |all (?:week|month)|till |until |(?:\d+|a|one|two|three|a few|a couple of) (?:days?|weeks?|months?|nights?)\b)"
# A farewell for good (跟烟彻底拜拜了, 跟奶茶正式说再见了): an end of what it is said to (updates_words.py, and
# judgement/update_habits.py for a habit quit without its name).
FAREWELL_ZH = r"(?:彻底|永远|正式|从此)(?:说)?(?:拜拜|再见|告别)"
# One called by a bare name given to a new home ("gave Kiwi to my aunt", "rehomed Bolt with a farm family"): an end of
# that pet (updates_words.py); not money, a gift or advice given.
GIVEN_BY_NAME = (r"\b(?:gave|handed|rehomed)(?= (?!(?:money|cash|it|them|him|her|that|this|everything|something|nothing|food|advice|"
                 r"gifts?|presents?|stuff|clothes|a|an|the|my|our|some|up|back|away|birth|notice|lessons?|rides?|tours?)\b)[a-z]+ "
                 r"(?:to|over to|with) (?:my|our|a|an|the|his|her|some|[a-z]+'s) (?:[a-z]+ )?(?:aunt|auntie|uncle|cousin|brother|sister|"
                 r"nephew|niece|mum|mom|dad|parents|grandma|grandpa|nan|friend|neighbou?r|coworker|colleague|family|couple|farm|"
                 r"sanctuary|shelter|rescue)s?\b)")
# What one has only meant or longed to do ("been meaning to quit the band for years", "dying to sell this car"): no
# end (updates_words.EN_NOT_AN_END).
ONLY_MEANT = r"\bmeaning to|\bmeant to|\bintend(?:ing|ed)? to|\bdying to|\bitching to|\bdesperate to|\blonging to|\byearning to"
