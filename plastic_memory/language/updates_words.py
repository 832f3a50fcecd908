"""The words of updates in Chinese and English: which slots hold one value, the words that end any state (a
habit, a thing, an illness, a pet or a person), pets' names, identifiers, and the words that make an end no end
(denied, planned, told as background).

The frames that set or end each slot are per language, in frames_zh.py and frames_en.py; they are read through this
module (judgement/update_claims.py). These are classes of phrasing, built on the word classes of update_classes.py,
not sentences. English words are matched on lower-cased text with straight apostrophes.
"""

from __future__ import annotations

import re

from . import change_verbs as cv

from .frame_parts import END, SET
from .frame_parts import any_of as _any
from .frames_en import EN_FRAMES
from .frames_zh import ZH_FRAMES
from .update_classes import PEOPLE, PETS
from .life_health import MEDICINES, TREATMENTS
from .life_things import COURSES, HABITS, PASTIMES, SUBSCRIPTIONS

__all__ = ["END", "EN_FRAMES", "SET", "ZH_FRAMES"]  # the frames of each language, read through this module


# Slots that hold one value at a time: a new value replaces the old one. The others (health, allergy) hold many:
# an end that names no value there updates only the newest remark in the slot ("不过敏" after "可能对芒果过敏").
SINGLE = frozenset(
    {"car", "job", "home", "school", "major", "team", "partner", "hospital", "diet", "commute", "shift", "bedtime", "waketime", "phone",
     "pregnancy", "household", "hair", "name", "pronouns", "bank", "position", "citizenship", "hometown", "called",
     "gym", "age", "manager", "eyesight", "exam", "religion", "away", "teacher", "birthplace", "birthday", "doctor", "dentist", "blood", "church",
     "hukou", "insured", "vote", "internet", "workplace", "height", "weight", "carrier", "salary", "landlord", "rent",
     "therapist", "hairdresser", "pediatrician"}
)
LATEST = frozenset({"health", "allergy"})
CLOCKS = frozenset({"bedtime", "waketime"})  # slots whose value is a time of day

_EN_PET = _any(w for words in PETS.values() for w in words if w.isascii())

# A pet's name (one value per kind of pet): 我家狗叫旺财, "we named the puppy Rocket"; a new name needs a change cue.
ZH_PET_NAME = r"(?P<p>" + _any(w for words in PETS.values() for w in words if not w.isascii()) + r")(?:的名字)?(?:叫|名叫|改名叫|改名为|改名成|改叫)(?P<v>[\u4e00-\u9fffA-Za-z]{1,4})"
ZH_PET_RENAME = r"(?:给(?P<p>[^，。]{1,3}?))?(?:改名|改名字|改叫|改成)(?:叫|为|成)?(?P<v>[\u4e00-\u9fffA-Za-z]{1,4})"
EN_PET_NAME = (r"\b(?:re)?named (?:the |my |our |him |her |it )?(?:(?P<p>" + _EN_PET + r")\b ?)?(?P<v>(?!" + _EN_PET + r"\b)[a-z]+)?|"
               r"\b(?P<q>" + _EN_PET + r")(?:'s name is| is called| is named| goes by) (?P<w>[a-z]+)")

# 烦死了, 累死了, 笑死了: 死了 after a feeling is "very", not a death.
_NOT_INTENSIFIER = r"(?<![烦累饿困热冷气笑吓忙痛疼渴美爽馋乐难丑臭吵挤闷慌急羡堵撑闲蠢坑卡憋辣咸甜酸苦麻晕懒胖贵远慢烫痒虐怕恨爱想愁])"

# What one does as a habit (不跑了, 不考了, 不熬夜刷剧了): 不…了 of these stops a habit, of a feeling or a look it
# says nothing ended (不歪了, 不疼了).
ZH_DOING = "|".join(sorted(set(cv.ZH_DOING), key=len, reverse=True))

# Numbers said as words, for a streak ("ninety days smoke-free", "two weeks without").
_NUMBER = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
           r"sixty|seventy|eighty|ninety|hundred|a few|several)")

# A state that stops, whatever slot it is in: what it names (a habit, a thing, an illness, a pet or a person) no
# longer holds. The rest of the clause names what stopped.
# The measure word after 换了 that makes what follows the thing taken instead (换了辆比亚迪, 换了个理想).
_ZH_MEASURE = r"(?:个|辆|台|部|家|只|张)"
# "until last month", "until a few weeks ago": a habit kept until lately, not long ago
UNTIL_LATELY = r"\buntil (?:last|this|a few|a couple|recently|yesterday|[a-z0-9]+ (?:days|weeks|months) ago)\b"
# A pet's death as owners say it: gone back to the cat or dog star, to heaven, over the rainbow bridge (胖虎回喵星了,
# 去了彩虹桥, 上天堂了); put to sleep said without 死 (带它去医院安乐了, 给它做了安乐). An end and a death alike.
PET_DEATH_ZH = (r"(?:回|去|上|飞回|回到|去到)(?:了(?:喵星|汪星|喵星球|汪星球|彩虹桥)|(?:喵星|汪星|喵星球|汪星球|彩虹桥)了)|(?<![购物美食])(?:去|上|回)了?天堂了|过了彩虹桥|"
                r"(?:变成|成了|当)了?小?天使了|安乐了|(?:做|打)了安乐")
# (a pastime or a study given up as one that cannot go on: 日语学不下去了, 跑步坚持不下去了; never 干不下去了, a job
# complained of while it is still held)
ZH_ENDS_GENERIC = (r"停(?=药)|(?<![没不])(?:学|练|坚持|追|弹|画)不下去了|戒掉了|戒了(?![一二两三四五六七八九十好几多\d]+[次回])|戒掉|戒(?!了?[一二两三四五六七八九十好几多\d]+[次回])|不再|再也不|不用(?:再)?(?=[\u4e00-\u9fff]{1,5}了)|"
           # a stretch gone without it (已经三个月没碰烟了, 半年没沾酒了, 俩月没碰了): stopped; a farewell for good (跟烟彻底拜拜了)
           r"(?<=[天周期拜月年久])(?:都|了)?没(?:再)?(?:碰|沾|抽|喝)(?:过)?(?![几多])(?=[\u4e00-\u9fff]{0,4}了)|" + cv.FAREWELL_ZH + r"了?|"
           # an end said by an idiom of ending: a farewell said to it (跟烟说拜拜了, 我已经告别桌游了), its days over
           # (打牌的日子结束了, 骑车上班的日子一去不复返了), no more fuss with it (生酮我不搞了)
           r"(?:(?<=[跟和向].)|(?<=[跟和向]..)|(?<=[跟和向]...)|(?<=[跟和向]....))说了?(?:拜拜|再见)|(?:已经|终于|正式)?告别了?(?=[\u4e00-\u9fff]{1,6}了)|"
           r"的日子(?:彻底|正式|总算|终于|也|就|早就)?(?:结束了|一去不复返了?|到头了)|不(?:再)?(?:搞|弄|整)了|(?:好久|很久|半年|一年|几个月)(?:都)?没(?:再)?(?:上|碰|打|去|玩|练|摸)(?:过)?了|搁下了|撂下了|搁置了|荒废了|"
           r"不(?:怎么|太|再)?(?=(?:" + ZH_DOING + r")[\u4e00-\u9fff]{0,5}了)|停了|停掉|停药|放弃了|"
           r"卖掉了|卖掉|卖了|卖给|出给|出掉了|出掉|转手了|转手|转给|转让出去了|转让了|转让给|过户完了|过户了|过户给|"
           # a thing listed for sale that went (思域挂闲鱼三天就出了), livestock sold off (猪全出栏了)
           r"(?:挂|放|上)?(?:闲鱼|咸鱼|二手群|二手平台|转转)(?:上)?[^，。,；;]{0,10}?(?:就|已经|很快|终于)?(?:出了|出掉了|有人收了|有人要了|被人买走了|卖出去了)|(?:全|都|已经)?出栏了|"
           # a deal closed on a thing the user had (县城那套上周签完合同了): sold; 买的那套 is bought, not this
           r"(?<=那[套辆台间栋块])(?<!买的那.)[^，。,；;买]{0,6}?(?:签完合同|签了合同|合同签了|成交了|交易完成|过完户)|携号转网|转网|出手了|(?<=[班课])(?:已经)?(?:上完了|结课了|结业了)|被人买走|送人了|送人|送给|让给|捐了|捐给|捐掉了|捐出去了|转给|退回去了|退回了|扔了|处理掉了|不要了|"
           r"滴酒不沾|吃灰|落灰|积灰|闲置|到期没续|没(?:再)?续(?:费|卡|约)?了?(?=[，。,；;!！~～]|$)|不续了|好了|康复了|痊愈了|拆掉|拆了|拆(?=[\u4e00-\u9fff]{1,4}了)|退掉|退了|退出|正常了|被偷了?|被盗了?|弄丢了|丢了|报废了|"
           r"跑丢了|走丢了|弃了|弃坑|还完了|还清了|结清了|摘掉了|摘了(?=[，。,；;!！~～]|$)|换到|换了(?=[，。,；;!！？?～~]|$)|没熬过|没挺过|没撑过|没救过来|救不回来|救不活|烂根了|没抢救过来|抢救无效|没能挺过|再也没(?:有)?醒(?:过)?来|没再醒(?:过)?来|再没醒(?:过)?来|再也醒不过来|翻肚(?:皮)?了?|翻白肚|转(?=[\u4e00-\u9fff]{1,3}了)|改(?!主意|口|天|日|进|善|变|正|革|造|装|版|期|签|卷|作业)(?=(?:[喝吃用骑坐打玩练跑学做看戴抽]?[\u4e00-\u9fff]{1,3})了)|倒闭了?|关门了?|黄了|删掉了?|删了|卸载了?|取消了|注销了?|换成|改成|变成|换了" + _ZH_MEASURE + r"(?=[\u4e00-\u9fff]{2,6}(?:[，。,；;!！~～]|$))|换(?:了)?(?=[\u4e00-\u9fff]{1,4}了)|"
           r"去世了|去世|过世了|过世|走了|(?<![出搬拿带送赶飞跑开骑偷抢领接借被逃溜吹冲他她们事友客人])走后(?!门)|死后|" + PET_DEATH_ZH + "|" + _NOT_INTENSIFIER + r"死了|病逝|离开了我们|老死(?=的|了)|寿终正寝|"
           r"(?:追悼会|葬礼|告别仪式|丧事|后事)(?:上周|昨天|前天|今天|已经|都|也|终于|总算)*(?:办完了|办完|结束了|办了|开完了|开的|办的|开了)|出殡了|下葬了|头七|"
           # someone's funeral said at any time (奶奶的葬礼周六办, 舅舅的追悼会定在下周三), a pet buried (把团子埋在楼下了)
           r"(?<=的)(?:葬礼|追悼会|告别仪式|丧礼|骨灰)|(?<=[爷奶姥公婆爸妈舅姨叔伯姑哥姐弟妹])(?:葬礼|追悼会|告别仪式|丧礼|追思会)|(?:(?<=把.)|(?<=把..)|(?<=把...)|(?<=把....))埋(?:在|了|到)|"
           r"遗物|遗像|(?<=[他她的])(?:百日|头七|三七|五七|七七)|(?<=[他她的])忌日|(?<=的)(?:追思会|告别会)|(?:办|料理|处理)(?:完|好)?(?:了)?(?:[\u4e00-\u9fff]{1,4}的)?后事|"
           r"(?:墓地|墓前|碑前|坟前|坟上)(?:看了?|看望了?|祭拜了?)(?=我?的?[\u4e00-\u9fff]{1,3})|"
           # a thing given back or put away for good (拐杖今天还给医院了, 助听器收抽屉里了), a business gone (那家跑路了)
           r"还给[^，。,；;]{1,6}?了|还回去了|收(?:进|到)?抽屉(?:里)?了|收起来了|压箱底了|跑路了|"
         r"(?<=')s (?:funeral|burial|wake|memorial(?: service)?|cremation|ashes)\b|\b(?:didn'?t|never) wake up\b(?! (?:in time|early|on time|until|till))")
# A thing taken or sent back where it came from, the particle after it ("took the vacuum back to Costco"), not "took
# my mom back home".
GIVEN_BACK = r"(?= (?:the|my|our|his|her|their|that|this) (?:[a-z0-9\-]+ ){0,3}back\b(?! (?:home|up|in|on|from)\b))"
# a farewell held for one of the user's people ("The service for Grandpa is on Saturday", "the funeral for my aunt"): a
# death of whom it is for
_KIN_EN = _any(x for key, (_, en) in PEOPLE.items() if key not in ("friend", "ex", "partner") for x in en)
FAREWELL_FOR = (r"\b(?:funeral|memorial(?: service)?|celebration of life|wake|eulogy|the service|viewing) for (?=(?:my |our )?"
                + _KIN_EN + r"\b)")
# a life told as over ("Captain lived a good long life for a betta", "she had a long full life"): a death
LIVED_A_LIFE = r"\b(?:lived|had) (?:a |such a )?(?:good|long|full|great|happy|wonderful|lovely)(?: (?:long|full|happy))? life\b"
# A kin word and a name before "passed" at a clause's end ("uncle Ray passed. heart attack."): a death of theirs.
# Kin words said before a name as a title ("uncle Ray", "Auntie Jo")
KIN_TITLES = r"(?:uncle|aunt|auntie|aunty|grandma|grandpa|grandad|granny|nana|nanna|cousin)"
_KIN_BEFORE_PASSED = KIN_TITLES + r" [a-z]{2,12}"
# "passed" is a death when what follows says when or how ("passed over the weekend", "passed on tuesday").
# A death told gently: "grandpa walt went peacefully in his sleep", "she slipped away last night".
_WENT_EN = (
    r"\bwent peacefully\b|\bslipped away (?:peacefully|quietly|in (?:his|her|their|my) sleep|last night|this morning|overnight)\b|"
    r"\bwent in (?:his|her|their) sleep\b"
)
# A pet put down or to sleep, called by what it is to the user ("put our old boy to sleep", "put Biscuit down"); never
# a child put to bed ("put the baby down for a nap", "put the kids to sleep at 8").
PUT_DOWN = (r" (?:the |our |my )?(?!(?:baby|babies|kids?|children|toddlers?|twins|boys|girls|little ones?|sons?|daughters?|kiddos?|"
            r"newborn|infant|them|myself|me|phone|book|it)\b)(?:(?:old|sweet|poor|little|beloved|good|dear|best|brave|big) )?[a-z]+ "
            r"(?:down|to sleep)\b(?! for (?:a |the |his |her )?(?:nap|night|bed)| at \d| by \d| early| tonight| around)")
PASSED_WHEN = (r"(?= (?:this morning|yesterday|today|overnight|peacefully|suddenly|unexpectedly|over the weekend|at home|"
               r"earlier this (?:week|month|year)|this (?:week|weekend|past)|at (?:the age of |age )?\d+)\b|"
               r" (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!'))")
_ELDERS = (r"(?:mum|mom|mam|mama|mother|dad|father|papa|grandma|grandad|granddad|grandpa|granny|gran|nan|nana|nanna|"
           r"grandmother|grandfather|grandparents|parents)")
# An elder's farewell called their service and said well of ("Nanna's service was lovely"): a death; never a car's or
# a hotel's service
ELDER_SERVICE = (r"\b" + _ELDERS + r"'s (?:memorial |funeral )?service "
                 r"(?=(?:was|went) (?:so |really |just )?(?:lovely|beautiful|moving|packed)\b)")
_PRICE = r"(?:[£$€₹]\s?\d[\d,.]*k?|(?:rs\.?|inr|usd|aud|cad|sgd|ngn|n) ?\d[\d,.]*k?|\d[\d,.]*k? ?(?:quid|bucks|dollars|pounds|euros|rupees|naira|grand))"
# A thing sold told by what it fetched, or sent back where it came from ("CEX gave me £280 for it", "got $400 for
# her", "sent it back to Amazon"): an end, and one of a thing called only "it" (update_it.py)
FETCHED = (r"\b(?:gave|paid) me " + _PRICE + r" for (?:it|her|him|them)\b|\bgot " + _PRICE + r" for (?:it|her|him|them)\b|"
           r"\bsent (?:it|them) back\b")
# a medicine started by whoever prescribes it ("the doctor put me on insulin now", "she's been put on insulin"): it ends
# the one of its kind it replaces, as "switched me to" does (updates.reach ties them by the kind)
_A_MEDICINE = _any(w for general, members in MEDICINES.values() for w in general + members if w.isascii() and len(w) > 3)
PUT_ON = r"\b(?:put|started) (?:me|him|her) on (?=(?:a |an |the )?" + _A_MEDICINE + r"\b)|\bbeen put on (?=" + _A_MEDICINE + r"\b)"
# a medicine one is off ("he's off the carbidopa, on propranolol now", "I'm off the sertraline"): "off the" alone ends
# nothing ("off the hook", "off the grid"), off a medicine does
_OFF_A_MEDICINE = r"(?<!% )\boff (?=(?:the |my |his |her |their |all (?:the |my |his |her )?)?" + _A_MEDICINE + r"\b)|"
# What one can be done with for good: a habit, a pastime, a subscription, a course, a medicine or a treatment ("I'm done
# with cigarettes", "so done with keto"). A chore or a day's stint is only finished ("done with the dishes", "done with
# running for today"): the thing is none of these, or the words after it say the day.
_A_STANDING = _any(
    w
    for group in (HABITS, PASTIMES, SUBSCRIPTIONS, COURSES, TREATMENTS, MEDICINES)
    for general, members in group.values()
    for w in general + members
    if w.isascii() and len(w) > 2
)
_ONE_DAY_EN = (r"(?![^,.;!?]*\b(?:for (?:today|tonight|the (?:day|night|week|weekend|evening|morning)|this (?:week|weekend)|now)|"
               r"yet|today|tonight|this (?:week|weekend))\b)")
_DONE_HOW = r"(?:(?:so+|totally|really|completely|finally|just|pretty much|honestly) )?"
# (a clause may open with it: "I'm so done with ballet" is split at "so")
DONE_WITH = (r"(?:\b(?:i'?m|i am|i'?ve been|we'?re|we are) " + _DONE_HOW + "|^" + _DONE_HOW + r")"
             r"done with(?= (?:the |my |all |those |these |that |this )?(?:[a-z\-]+ ){0,2}?" + _A_STANDING + r"(?:s|es)?\b)" + _ONE_DAY_EN)
# a pastime's time said to be over ("my poker days are over", "my clubbing days are behind me"): whose days they are
# says whose pastime ended ("my brother's swimming days are over"); "far from over" is not over
DAYS_OVER = r"(?<=[a-z] )days are (?:(?:officially|definitely|well and truly|long) )?(?:over|behind (?:me|us)|done)\b"
EN_ENDS_GENERIC = (PUT_ON + "|" + DONE_WITH + "|" + DAYS_OVER + r"|\bquit\b|\bcleared\b(?= (?:my |the |all |both )?(?:[a-z0-9]+ ){0,2}(?:exams?|finals|boards|tests?|papers)\b)|\bditched\b|\bstopped\b(?! (?:by|at|in|over|for)\b)|\bgave up\b|\bgiven up\b|\bno longer\b|\banymore\b|"
           r"\bhaven'?t(?= (?!talked|spoken|chatted|caught|heard|seen|met|hung)[a-z]+ (?:[a-z]+ ){0,3}?"
           r"(?:since|(?:in|for) (?:[a-z0-9]+ ){0,2}(?:a while|ages|years?|months?|weeks?|days?|forever))\b)|"
           r"\bsold\b(?! on\b)|\bno more\b|\b(?:\d+|a|one|two|three|four|five|six|ten) (?:days?|weeks?|months?|years?) (?:no|without)\b|\bgave(?= [a-z ]{0,20}away\b)|"
           r"\b(?:gave|handed|passed)(?= (?:the|my|our|his|her) (?:[a-z0-9\-]+ ){1,3}(?:to|over)\b)|\bhanded over\b|"
           r"\blet(?= (?:the|my|our|that|this) [a-z]+(?: [a-z]+)? (?:go|lapse|expire|run out|die|slide|slip|end)\b)|\bgot rid of\b|\bdonated\b(?! (?:to|for|money|\$))|"
           r"\b(?:took|taken|sent|brought|gave|handed)" + GIVEN_BACK + "|"
           + FETCHED + "|"
           # a stretch gone without it, counted ("Day 12 of no caffeine", "three weeks without a cigarette")
           r"\bday \d+ (?:of no|without|with no|off)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) "
           r"(?:days|weeks|months) (?:of no|with no)\b|"
           # a thing sold, told by the sale or by whose it is now ("boat's officially someone else's problem now")
           r"\bput (?:down|to sleep)(?=[,.;!]|$| (?:last|this|yesterday|today|on|at)\b)|"
           # a habit given up, told as what one is now ("I'm a non-smoker now", "teetotal these days")
           r"\b(?:i'm|i am|now|officially|finally|been)(?: a)? (?:non-?smoker|non smoker|teetotal|tee-total|teetotall?er)\b|"
           r"\bscrapped\b(?! (?:the |that |our |my )?(?:plan|idea|project|trip|trips|holiday|wedding|party|meeting)s?\b)|"
           r"\b(?:the )?(?:buyer|buyers|new owners?) (?:came and |finally |just |has |have )?(?:picked up|collected|took|drove|towed|came for|came to get)\b|"
           r"\bclosed the sale\b|\bsale (?:finally |officially )?(?:went through|completed|closed|is done|is final)\b|\b(?:completed|closed) on the(?= (?:[a-z]+ ){0,2}(?:sale|house|flat|apartment|condo|property)\b)|\bsomeone (?:grabbed|bought|snapped up|took) it\b|\bescrow closed\b|\b(?:is|'s) off my (?:plate|hands)\b|"
           r"\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:days?|weeks?|months?|years?) sober\b|^sober (?:for )?(?:\d+|a|one|two|three|six|nine) (?:days?|weeks?|months?|years?)\b|\bblocked (?:him|her|them) everywhere\b|\b(?:it's|it is|she's) (?:all )?theirs now\b|(?<=[a-z])'s going to (?:my|a|the|his|her) [a-z]+\b|"
           # a habit told as what one used to do until lately ("Used to smoke a pack a day until last month")
           r"\bused to\b(?= [^.;!?]{1,40}?" + UNTIL_LATELY + r")|"
           r"\bgraduated (?:from (?:the |my )?(?:wheelchair|walker|crutches|boot)|to (?:a |the )?(?:walker|cane|boot|crutches))\b|\bdown to (?:zero|none|0)\b|\bwent belly[- ]up\b|"
           # an aid off or given back ("BRACES OFF TODAY", "crutches went back to the loan closet")
           r"\b(?:braces|brace|cast|boot|sling|stitches|crutches|splint)(?: (?:are|is|came|come|finally))? off\b|"
           r"\b(?:crutches|wheelchair|walker|boot|brace|cast) (?:went|go|are going|got sent) back\b|(?<=[a-z])(?:'s| is| are|'re) (?:on hold|shelved|over) (?:for good|indefinitely|permanently)\b|"
           r"\bon hold for good\b|(?<=[a-z])(?:'s| is) (?:officially |now )?someone else'?s (?:problem|baby|headache|now)\b|"
           r"\btraded in\b|\b(?:got |was |were )?(?:stolen|totaled|totalled|written off)\b|\b(?:nicked|pinched|swiped|stole)(?= (?:my|our) )|\b(?:got|was|were) (?:nicked|pinched|swiped|jacked)\b|\bran away\b|\bwent missing\b|\bdone with(?= [a-z ]{1,25} (?:for good|forever)\b)|"
           r"\b(?:took|taken|moved|switched|weaned|tapered|got) (?:me|him|her|us|them) off\b|^off\b(?! the\b)|"
           r"\b(?:i'm|i am|been|went|going) off\b(?! (?:the|to|work|duty|today|tomorrow|for)\b)|"
           + _OFF_A_MEDICINE +
           r"\b(?:day \d+|\d+ (?:days|weeks|months)|(?:a|" + _NUMBER + r") (?:days?|weeks?|months?|years?)) (?:without|with no|off|free of|clean of)\b|"
           r"\b(?:is|was|are|were) (?:toast|beyond repair|not worth (?:fixing|repairing|saving))\b|\bbricked\b|"
           + ELDER_SERVICE + r"|(?<=')s (?:funeral|burial|wake|memorial(?: service)?|cremation|ashes)\b|\b(?:didn'?t|never) wake up\b(?! (?:in time|early|on time|until|till))|\bnever woke up\b(?! (?:in time|early|on time|until|till))|再也没(?:有)?醒(?:过)?来|没再醒(?:过)?来|再没醒(?:过)?来|再也醒不过来|"
           r"\b(?:after|since) (?:the|his|her) (?:funeral|memorial|cremation|service|wake)\b|\bscattered (?:his|her|[a-z]+'s) ashes\b|"
           r"\bfirst [a-z' ]{2,20} without (?=(?:my |our )?" + _ELDERS + r"\b(?! (?:around|here|there|home|at|this|for|on|while)\b))|"
           r"\breturned(?= (?:the|my|our|that|this) (?!(?:calls?|favou?r|emails?|texts?|messages?|serve|ball|money|visit)\b))|"
           r"\b(?:i'm|i am|been|now|officially|day \d+|(?:\d+|a|" + _NUMBER + r") (?:days?|weeks?|months?|years?)) (?=[a-z]+(?:-| )free\b)|"
           r"^(?=[a-z]+-free (?:for|since|now)\b)|"
           r"\bcut out\b|\bthrew\b(?= (?:my|our|the|all|his|her) (?:[a-z']+ ){1,3}(?:in the (?:trash|bin|garbage)|away|out)\b)|\b(?:officially|completely) done with\b|"
           r"\b(?:i'm|i am|been|got kicked|got cut|was cut|was kicked) off the (?=(?:[a-z]+ ){0,2}(?:team|squad|roster|committee|board|council|crew|band|league|club)\b)|"
           r"\bclosed\b(?= (?:the|my|our) (?:[a-z']+ ){0,2}(?:shop|store|account|business|restaurant|cafe|studio|practice|channel|blog|company|salon|bakery)\b)|"
           r"\b(?:switched|changed) (?=[a-z]{3,}s\b)|"
           r"\b(?:going|went|got|getting|been|stayed|staying|i'm|i am) (?:\d+ (?:days?|weeks?|months?|years?) )?sober\b|"
           # a count of sober days is a stop ("Day 60 sober today", "90 days sober", "sober since March")
           r"\b(?:day|week|month) \d+ (?:of being )?sober\b|\b\d+ (?:days?|weeks?|months?|years?) sober\b|\bsober (?:since|for)\b|"
           r"\bdropped\b(?! (?:off|by|in|out|me|him|her|them|it|to)\b)|\bdeleted\b|\buninstalled\b|\bcancell?ed\b|"
           r"\bleft\b(?= (?:the|my|our) | [a-z]{3,}ing\b)|\bclosed\b(?= (?:my|our) )|"
           r"\bclosed\b(?= (?:the|his|her) [a-z' ]{1,25} (?:for good|permanently|down|for the last time)\b)|\bunsubscribed(?: from)?\b|\b(?:took|taken) away\b|\bremoved\b|"
           r"\b(?:closed down|shut down|closed for good|went under|went out of business|folded)\b|"
           r"\b(?:got|were|was) (?:adopted|rehomed)\b|"
           r"\b(?:switched|changed|moved|took|taken)(?: (?:me|him|her|us))? from\b|\b(?:switched|changed|moved|transferred)(?: (?:me|him|her|us))? (?:over )?to\b|\b(?:switched|changed)(?=(?: (?:our|my|the))? (?!(?:mind|gears|sides|seats|places|topics?|subjects?)\b)[a-z]+ (?:over )?to\b)|\b(?:swapped|traded)\b(?= [a-z ]{1,25} for\b)|\breplaced\b(?= [a-z ]{1,25} with\b)|"
           r"\breassigned\b|\bchanged\b(?= (?:my|our) (?!(?:mind|perspective|views?|outlook|life|lives|mindset|attitude|approach|way)\b))|"
           r"\brecovered\b|\b(?:is|are|'s|'re|got|has|have|'ve) (?:fully |completely |all |finally |totally )?healed\b|"
           r"\bover (?:the|my|his|her) (?:flu|cold|virus|bug|infection|illness|injury|covid|fever|cough)\b|"
           r"\b(?:is|are) gone\b(?!" + cv.AWAY_FOR + r")|(?<=[a-z])'s gone\b(?!" + cv.AWAY_FOR + r")|\b(?:dropped|cut|released|axed|kicked|removed)(?= (?:me|us) (?:from|off) (?:the |their )?(?:[a-z]+ )?(?:roster|team|squad|lineup|side|band|choir|league|club|group)\b)|\b(?:has|have|'s got|got) (?:a |some )?new owners?\b|\bcame off\b|\bfine now\b|\bhealed\b|\bbetter now\b|\bfever broke\b|"
           r"\bpassed away\b|\bpassed (?:on|in|last)\b|\bpassed" + PASSED_WHEN + r"|\band passed$|\bsince (?:my |our )?[a-z]+ passed$|"
           # one of the user's people, said by kin word and name, "passed." ("uncle Ray passed. heart attack.")
           r"\b" + _KIN_BEFORE_PASSED + r" passed$|"
           r"\bdied\b|\bput(?=" + PUT_DOWN + r")|\bput to sleep\b|\b(?:be|been|was|were|got|get) put down\b|"
           r"\blost (?:his|her|their) (?:fight|battle)\b|\bno longer with us\b|^rip\b|\brest in peace\b|" + _WENT_EN + "|" + LIVED_A_LIFE + "|" + FAREWELL_FOR + "|"
           # a thing gone to a buyer ("the Strat went to a guy on Craigslist for $650", "belongs to the Nguyens now")
           # (or given to someone of the family: "my laptop went to my cousin for varsity", not "went to my mum's")
           r"\bwent to (?:my|our) (?:little |younger |older |big )?(?:cousin|brother|sister|nephew|niece|son|daughter|kids?|mum|mom|dad|"
           r"parents|friend|neighbou?r)\b(?!'s)|\bgave(?= (?:my|our|the|his|her|[a-z]+'s) (?:old )?[a-z]+ (?:away|to)\b)|"
           + cv.GIVEN_BY_NAME + r"|"
           r"\bwent to (?:a|some|this|the|an) (?:[a-z]+ )?(?:guy|girl|woman|man|lady|dude|buyer|family|couple|collector|kid|student|"
           r"neighbou?r|friend|coworker|teenager)\b(?=[^,.;!]{0,40}\bfor (?:\$|£|€)?\d)|\bbelongs to (?:the |a |some )?[a-z]+(?: [a-z]+)? now\b|"
           r"\bdoesn'?t need\b|"
           # a thing left unused ("the guitar's just gathering dust", 日记本已经吃灰三个月了) is a habit stopped
           r"\bgathering dust\b")
def _verbs(groups: dict[str, tuple[str, ...]], english: bool) -> list[str]:
    said = sorted({v for verbs in groups.values() for v in verbs}, key=len, reverse=True)
    return [r"\b" + re.escape(v) + r"\b" if english else re.escape(v) for v in said]


# The ends of each domain (change_verbs.py) after the general ones: at one place the general reading comes first.
EN_ENDS = EN_ENDS_GENERIC + "|" + "|".join(_verbs({**cv.EN_FORWARD, **{"~" + d: v for d, v in cv.EN_BACKWARD.items()}}, True))
ZH_ENDS = ZH_ENDS_GENERIC + "|" + "|".join(_verbs({**cv.ZH_FORWARD, **{"~" + d: v for d, v in cv.ZH_BACKWARD.items()}}, False))
EN_ENDS_BACKWARD = r"^(?:" + "|".join(re.escape(v) for vs in cv.EN_BACKWARD.values() for v in vs) + r")$"

# End words that end only what stands for a membership or a name: "left the band", "dropped the pottery course",
# "deleted the sudoku app", "cancelled my Netflix" (not "left my phone at home", "dropped my keys").
EN_ENDS_WEAK = r"^(?:left|dropped|deleted|uninstalled|cancell?ed)$"
# English end words that take what stopped after them ("sold the Outback to …"); the others name it before them
# ("the crutches are gone", "I don't drink coffee anymore"). Both are read up to a word that starts another phrase.
EN_ENDS_FORWARD = (r"^(?:no more|quit|cleared|stopped|gave|given|no longer|haven|sold|let|got rid|donated|traded|done|off|dropped|over|put|doesn|cut out|threw|"
                   r"officially done|completely done|got kicked|got cut|was cut|was kicked|"
                   r"handed|passed(?! away| on| in| last)|i'm|i am|been|now|officially|took|taken|moved|switched|weaned|tapered|got (?:me|him|her|us|them) off|i'm off|i am off|been off|went off|going off|day\b|\d|a |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|several|"
                   r"deleted|uninstalled|cancel|left|closed(?! down| for)|changed|swapped|replaced|reassigned|rip|rest in|unsubscribed|"
                   r"removed|transferred|" + "|".join(re.escape(v) for vs in cv.EN_FORWARD.values() for v in vs) + ")")
# End words that name what replaces the state, not what stopped ("switched to a Pixel", "moved to day shifts"): the
# older remark they end holds another of the same kind, never the one they name.
EN_ENDS_TO = r" to$"
EN_PHRASE_STOPS = frozenset(
    "to onto into instead for with as at on in from by near around behind outside inside across because since after before when while back "
    "over though although and but so then which that "
    "who last this yesterday today tonight ago every each halfway partway midway "
    # a subject starts another clause ("since I quit drinking I sleep better": what was quit is drinking)
    "i i've i'm we we've we're".split()
)
# Words after an ended thing that say how or when it ended, not what: "cut out soda completely", "quit cold turkey".
EN_PHRASE_AFTER = frozenset(
    "completely entirely totally altogether fully finally already recently cold turkey forever good anymore now "
    "lately weeks months years days".split()
)
# End words that say the end themselves ("no longer", "anymore", "not allergic"); the others ("quit", "sold", "gave
# up") end nothing when the words before them deny or only imagine it: "I won't quit", "don't give up", "anyone else
# would quit", "thinking about selling".
EN_SELF_NEGATED = ("|".join(re.escape(v) for v in cv.EN_SELF_NEGATED) + r"|no longer|anymore|haven'?t|not|isn'?t|aren'?t|wasn'?t|doesn'?t|is gone|are gone|came off|fine now|"
                   r"better now|fever broke|tested negative|never")
EN_NOT_AN_END = (r"(?:n't|\b(?:dont|wont|cant|didnt|doesnt|isnt|wouldnt|shouldnt|couldnt)|\bnot|\bnever|\bno way|\bwould|\bwill|\b'll|'ll|\bshould|\bcould|\bgonna|"
                 r"\bgoing to|\bif|\bwant to|\bwanna|\btry(?:ing)? to|\bthinking (?:about|of)|\bplan(?:ning)? to|"
                 r"\bhope to|\bhoping to|\babout to|\balmost|\bnearly|\bme to|\btempted to|\bconsidering|"
                 r"\bwhether|\bin case|\bwhat if|\bunless|\bsomeday|\brumou?rs?|\bdreaming of|\bafraid of|"
                 r"\bneed to|\bneeds to|\bhave to|\bhas to|\bgot to|\bgotta|\bsupposed to|\btold me to|\basked me to|\bwants me to|\bready to|"
                 r"\bdebating|\bweighing|\bcontemplating|\bon the verge of|\bclose to|\bstruggling to|\bscared to|\bafraid to|\bhesitant to|"
                 r"\brefuse to|\bwould love to|\bdream of|\bplanning on|\bthink i'?ll|\bdecided not to|\bin order to|\bhow to|\bwhy not|"
                 + cv.ONLY_MEANT + r")\W+(?:[a-z']+\W+){0,3}$")
ZH_NOT_AN_END = (r"(?:别|不要|不会|不能|没|没有|从没|从来没|决不|绝不|千万别|不想|想|打算|准备|要是|如果|万一|差点|"
                 r"(?:让|叫)我(?!(?:妈|爸|姐|哥|弟|妹|老公|老婆|媳妇|对象|儿子|女儿|爷|奶|姥|外公|外婆)(?:(?:硬|给)?(?:逼着|给)|$))|劝我|要我|考虑|琢磨|犹豫|计划|明年|下个月|下周|下礼拜|(?:(?<![\u4e00-\u9fff])|(?<=我))以后|将来|快要|即将|"
                 r"假如|假设|是不是|要不要|该不该|想着|正在考虑|有点想|真想|好想|巴不得|恨不得|想要|马上就要|过几天|一旦|除非|得|必须|应该|"
                 r"医生让|医生说要|让我们|逼我|催我|建议我|最好|年底|月底|等|"
                 # said to be meant, not done (他又说干够了要辞职, 天天嚷嚷着要搬走); (让我妈逼着卖了 is done, by her)
                 r"说[^，。,；;!！?？]{0,4}?要|嚷嚷着?要?|吵着要|喊着要)[^，。,；;!！?？]{0,6}$")
# An end told as the cause or time of something else is background, not news: "since I lost my job", "'cause I
# quit", 自从辞职以后. (A setting told so is still true: "ever since I moved to Denver".)
EN_BACKGROUND = r"\b(?:because|'cause|cause|since|after|when|once|until|before)\W+(?:[a-z']+\W+){0,3}$"
ZH_BACKGROUND = r"(?:自从|自打)[^，。,；;!！?？]{0,6}$"
# A tentative claim ("可能对芒果过敏", "my GP thinks I might have gout") is a claim an end can update, but never
# updates anything itself.
HEDGED = (r"可能|也许|或许|说不定|怀疑|疑似|好像|\bmight\b|(?<!in )(?<!of )(?<!since )(?<!until )(?<!by )(?<!last )(?<!next )(?<!early )(?<!late )(?<!on )\bmay\b(?! ?(?:the )?\d)|\bmaybe\b|\bprobably\b|\bthinks?\b|\bsuspects?\b|"
          r"\bpossibly\b|\bcould be\b|\bcould get\b|\bperhaps\b|\bsupposedly\b|\ballegedly\b|\bnot sure\b|\bseems like\b|\bchances are\b|"
          # ("I guess I'm officially my own boss" says it is so, shrugging)
          r"\bi guess\b(?! (?:i'm|i am|we're|it's) (?:officially|now|finally)\b)|\bi believe\b|大概|估计|似乎|貌似|据说|不确定|看样子|说是|"
          # a "might as well" said in exasperation (我干脆搬到公司住得了, 干脆辞职算了), a change only wanted (我想转系)
          r"干脆[^，。,；;！!？?]{1,12}?(?:得了|算了)|(?<![不没])想(?:要)?(?=转|换|搬|辞|跳槽|改行|退学|分手|离婚)|"
          # about to, not done (真的要辞职了, 快要搬走了, 我要离职了)
          r"(?:(?<=[我真的快就也都])|^)(?:快|就)?要(?=(?:(?:跟|和)[^，。,；;]{1,3}?)?(?:辞职|辞了|离职|跳槽|分手|离婚|搬家|搬走|退学|转学|退休|卖掉|转行|脱粉|退圈|弃坑)了?)|"
          # a plan that was (本来说好跳槽去拼多多的，结果黄了; "I was supposed to start at Google")
          r"本来|原本|本打算|原打算|\b(?:was|were) (?:supposed|going|gonna|meant) to\b|\b(?:was|were) gonna\b|"
          # not yet: 化疗快结束了, "chemo is almost over"
          # (a first day set for a day is no plan that may not happen: 周一就要去新公司报到了)
          r"(?:快要|就要|即将|马上就?要)(?![^，。,；;\s]{0,10}(?:报到|入职|上岗))|(?<![凉愉痛赶尽飞很])快(?![递乐餐手速一二两三四五六七八九十几半百千\d])(?=[\u4e00-\u9fff]{1,3}了)|"
          r"\b(?:almost|nearly) (?:done|over|finished|through|gone)\b|\babout to (?:finish|end|wrap up|be done)\b")
# Who dies: with these the subject's other remarks stop being current too (a sleep never woken from: 再也没醒来, "never
# woke up"). 没了 and 不在了 are deaths only of a
# person named as the subject of a clause that says nothing else (我爸没了); "didn't make it" likewise.
DEATH = (r"去世|过世|走了|(?<![出搬拿带送赶飞跑开骑偷抢领接借被逃溜吹冲他她们事友客人])走后(?!门)|死后|" + _NOT_INTENSIFIER + r"死了|病逝|离开了我们|老死(?=的|了)|寿终正寝|passed away|passed (?:on|in|last)|died|"
         # ("had a heart attack and passed": the clause ends there)
         r"passed" + PASSED_WHEN + r"|and passed$|since (?:my |our )?[a-z]+ passed$|\b" + _KIN_BEFORE_PASSED + r" passed$|"
         r"put(?=" + PUT_DOWN + r")|put to sleep|put down(?=[,.;!]|$| (?:last|this|yesterday|today|on|at)\b)|(?:(?:be|been|was|were|got|get) )?put down|没熬过|没挺过|没撑过|没救过来|救不回来|救不活|烂根了|没能挺过|翻肚(?:皮)?了?|翻白肚|lost (?:his|her|their) (?:fight|battle)|no longer with us|^rip\b|rest in peace|"
         + _WENT_EN + r"|crossed the rainbow bridge|kicked the bucket|没挺过去|没抢救过来|抢救无效|去了喵星|去喵星了|去了汪星|去汪星了|安乐死|"
         + PET_DEATH_ZH + "|"
         r"(?:追悼会|葬礼|告别仪式|丧事|后事)(?:上周|昨天|前天|今天|已经|都|也|终于|总算)*(?:办完了|办完|结束了|办了|开完了|开的|办的|开了)|出殡了|下葬了|头七|"
           # someone's funeral said at any time (奶奶的葬礼周六办, 舅舅的追悼会定在下周三), a pet buried (把团子埋在楼下了)
           r"(?<=的)(?:葬礼|追悼会|告别仪式|丧礼|骨灰)|(?<=[爷奶姥公婆爸妈舅姨叔伯姑哥姐弟妹])(?:葬礼|追悼会|告别仪式|丧礼|追思会)|(?:(?<=把.)|(?<=把..)|(?<=把...)|(?<=把....))埋(?:在|了|到)|"
         r"骨灰[^，。,；;]{0,6}?(?:安放|下葬|入土|撒|葬)|\bwent belly[- ]up\b|"
         # told by what follows a death: what they left (整理外婆遗物), the days kept after it (今天是他百日), the funeral
         # had ("after the funeral"), the first of a day kept without a parent ("First Mother's Day without Mum")
         r"遗物|遗像|(?<=[他她的])(?:百日|头七|三七|五七|七七)|(?<=[他她的])忌日|(?<=的)(?:追思会|告别会)|(?:办|料理|处理)(?:完|好)?(?:了)?(?:[\u4e00-\u9fff]{1,4}的)?后事|"
         r"(?:墓地|墓前|碑前|坟前|坟上)(?:看了?|看望了?|祭拜了?)(?=我?的?[\u4e00-\u9fff]{1,3})|"
         r"\b(?:after|since) (?:the|his|her) (?:funeral|memorial|cremation|service|wake)\b|\bscattered (?:his|her|[a-z]+'s) ashes\b|"
         r"\bfirst [a-z' ]{2,20} without (?=(?:my |our )?" + _ELDERS + r"\b(?! (?:around|here|there|home|at|this|for|on|while)\b))|"
         + ELDER_SERVICE + r"|(?<=')s (?:funeral|burial|wake|memorial(?: service)?|cremation|ashes)\b|\b(?:didn'?t|never) wake up\b(?! (?:in time|early|on time|until|till))|\bnever woke up\b(?! (?:in time|early|on time|until|till))|再也没(?:有)?醒(?:过)?来|没再醒(?:过)?来|再没醒(?:过)?来|再也醒不过来|" + LIVED_A_LIFE + "|" + FAREWELL_FOR)
ZH_GONE = r"(?:已经|也|就)?(?:没了|不在了|挂了|没气了|断气了|没动静了|没呼吸了|身子都硬了|(?<![走跑爬搬拿推拉抬扛挪咬嚼吃])不动了)(?!\w)"  # (said last in its clause, marks and emoji aside)
# "We lost Grandpa": a death said by the one who lost them; the person lost is whose death it is.
EN_LOST = (r"(?:^|\b(?:we|i|we've|i've|we just|i just) )(?:(?:lost|buried|had to say goodbye to|had to let go of|"
           # a goodbye at the vet, a last one ("We said goodbye to Pepper at the vet on Saturday")
           r"said (?:our |my )?(?:final |last )goodbyes? to|said goodbye to(?= (?:my |our )?[a-z]+ at the vet)) (?:my |our )?"
           r"(?P<who>[a-z]+(?: [a-z]+)?)\b|(?:had to |finally )?let (?:my |our )?(?P<let>[a-z]+(?: [a-z]+)?) go\b)")
# What says a loss is a death when what was lost is no person ("we lost our boxer last night, heart failure"): the
# illness, the vet, the burial.
EN_DEATH_SAID = (r"\b(?:heart failure|kidney failure|cancer|tumou?r|stroke|old age|the vet|vets|in (?:his|her|its|their) sleep|"
                 r"funeral|burial|cremat\w+|ashes|rainbow bridge|euthan\w+|put (?:him|her|it|them) down|rip|memorial|"
                 r"rest in peace)\b")
EN_GONE = (r"\b(?:didn'?t make it(?: through (?:the night|the surgery|surgery|the operation|the weekend))?|is gone|has gone|(?:she|he)(?:'s| is) gone)$|"
           # ("Dad's gone.", "Nan's gone"): one of the user's elders, the clause saying nothing else
           r"^(?:my |our )?" + _ELDERS + r"'s gone$|"
           # ("grandma passed", "my dad passed"): "passed" said alone of an elder, in chat
           r"^(?:my |our )?" + _ELDERS + r" (?:just |sadly |quietly )?passed$|"
           # ("the vet couldn't save him", "has gone to be with the Lord")
           r"\b(?:couldn'?t|could not|weren'?t able to|wasn'?t able to) save (?:him|her|them)$|\b(?:has |have )?gone (?:home )?to be with the lord\b|"
           r"\bwent (?:home )?to be with the lord\b|\bgone to glory\b|"
           # ("Danny's been gone a month and I still reach for my phone")
           r"(?:\bhas|'s) been gone (?:a|one|two|three|six|\d+|almost a|over a|nearly a) (?:weeks?|months?|years?)\b")

# A stay is no home: lodgings, and a stay said with its length (这周住在酒店, "staying at a motel this week").
HOME_STAY = (r"酒店|宾馆|旅馆|民宿|招待所|青旅|这周|(?:这几天|这两天)(?![^，。,；;]{0,2}住进)|这个月先|暂住|借宿|\bhotel\b|\bmotel\b|\bhostel\b|"
             r"\bairbnb\b|\bthis week\b|\bon (?:vacation|holiday)\b|\bfor the (?:week|weekend|night)\b|\btonight\b|\bstaying with\b|\bcrashing (?:at|with|on)\b|\bcouch ?surfing\b|"
             r"\bfor (?:a few|a couple of|two|three) (?:days|nights|weeks)\b|\btemporarily\b|出差|临时|过渡一下|先凑合|"
             r"(?:现在|目前|暂时)?先(?:在|住在?)[^，。,；;]{1,8}?住?着|"
             # a workplace that moved (公司搬到望京了, "the office moved to Canary Wharf"): where one works, not lives
             r"^(?:我们|我的|我)?(?:公司|单位|店|工厂|厂里|学校|办公室|门店|诊所|团队)(?:也|又|已经|终于)?搬|"
             r"^(?:my |our |the )?(?:office|company|firm|school|clinic|shop|store|team|workplace) (?:just |finally )?(?:moved|relocated)\b(?! (?:me|us)\b)")
# Words that say a slot changed: with one, a new setting that names no value (搬家了, "switched majors") still
# replaces the old, and a pet's new name replaces its old one.
CHANGE = (r"现在|如今|已经|终于|其实|改|换|转|新|搬|调|不再|从此|\bnow\b|\banymore\b|\bno longer\b|\bturns? out\b|"
          r"\bturned out\b|\bfinally\b|\bnew\b|\bswitched\b|\bchanged\b|\bmoved\b|\btransferred\b|\brelocated\b|"
          r"\binstead\b|\bthese days\b|\brenamed\b|\bjust got\b|\bpromoted\b|\brenumbered\b|\breassigned\b|\bupdated\b|\bno more\b|更新|重新|"
          r"\bbeen riding with\b|\ball in on\b|以后(?=只?支持)|\b(?:went|gone|crossed) over to\b|\bdefected\b|\bjumped ship\b")

# Words that carry no value: time, degree, and the fillers of an update ("now", "现在").
VALUE_STOP_EN = frozenset(("na", "lah", "lor", "leh", "now", "anymore", "lapse", "expire", "laps", "die", "slide", "slip", "few", "ages", "while", "since", "ever", "really", "so", "very", "today", "yesterday", "week", "month", "year", "last", "ago", "this",
                           "after", "until", "till", "all", "just", "finally", "actually", "turn", "out", "again", "still", "new",
                           "got", "get", "started", "start", "sunday", "monday", "june", "march", "april", "spring",
                           "fall", "semester", "the", "it", "is", "was", "i'm", "my", "our", "we", "two", "three", "play", "go", "have",
                           "take", "make", "do", "ride", "use", "work", "live", "need", "want", "like", "went", "own",
                           "month", "day", "night", "morning", "every", "forever", "good", "lol", "haha", "not", "officially", "basically", "totally", "seriously", "definitely", "completely", "technically", "tbh", "lmao", "rn", "ngl", "honestly", "idk", "imo",
                           "omg", "btw", "smh", "lowkey", "literally", "don't", "yaar", "lah", "lor", "leh", "bro", "dude", "mate",
                           "didn't", "doesn't", "can't", "won't", "i've", "i'll", "we've", "that", "they", "them",
                           "one", "some", "any", "more", "less", "much", "many", "weeks", "months", "years", "days", "up",
                           "rid", "of", "longer", "in", "with", "down", "away", "a", "an", "his", "her", "their",
                           "going", "doing", "getting", "having", "being", "been", "trying", "us", "me", "you",
                           "him", "them", "its", "i", "he", "she", "your", "what", "who", "which", "something",
                           "anything", "everything", "thing", "things", "stuff", "lot", "lots", "way", "time", "times"))
VALUE_STOP_ZH = ("现在", "已经", "上个月", "上周", "去年", "今天", "昨天", "前天", "今年", "以后", "之后", "最近", "终于",
                 "了", "我们", "我", "的", "还是", "也", "就", "一个", "这个", "那个", "个月", "一直", "时候", "差不多",
                 "反正", "其实", "真的", "上礼拜", "礼拜")
# Chinese ends whose object follows them (戒烟, 不跑步了, 不再熬夜); the others name what ended before them (车卖了,
# 吉他送给表弟: after 送给 comes who got it).
ZH_ENDS_FORWARD = (r"^(?:戒(?!了|掉)|不|再也不|放弃|卖掉|扔了|拆(?!了|掉)|删|卸载|取消|注销|退出|换(?!成|到)|停掉|转$|改$|"
                   + "|".join(re.escape(v) for vs in cv.ZH_FORWARD.values() for v in vs) + ")")
# Chinese end words that name what replaces the state (转白班了 after 我是夜班保安): its kind, the last character,
# is what the older remark holds.
ZH_ENDS_TO = r"^(?:转|改|换成|改成|换了" + _ZH_MEASURE + r")$"
# Times and adverbs around a Chinese end, left out of what ended: 团团前天死了 ends 团团; 我爸今天凌晨没了.
ZH_TIME = (r"以后|今后|从此|今天|昨天|昨晚|前天|上周|上礼拜|上个月|去年|最近|刚才|刚刚|现在|已经|早就|终于|总算|突然|凌晨|早上|晚上|中午|"
           r"下午|都|也|就|还|又|快|把|(?<![麻大中上少闯良武])将(?![军领帅])|我们|我|前几天|这两天|这几天|上个周末|上周末|周末|年初|年底|月初|月底|春节|过年|前阵子|前段时间|这阵子|年前|年后|节前|节后|前年|春天|夏天|秋天|冬天|刚|才|总之|"
           r"彻底|正式|已|早|上礼拜|这周|本周|今年|终究|到底|还是|基本上|基本|一直|目前|几乎|差不多")
# Quantities and lengths of time carry no value either: 快一个月, 三万二, 第四十天.
ZH_QUANTITY = (r"[第快近约]?[零一二两俩仨三四五六七八九十百千万几半多\d]+(?:个|年(?!级)|天|周|月|次|杯|包|条|只|位|家|套|辆|把|张|台|块|元|根|支|瓶|罐|"
               r"斤|公里|岁|小时|分钟|礼拜|星期|万|千)")

# Identifiers: a number, a plate, a name one goes by. One value at a time per kind of identifier.
IDENTIFIERS: dict[str, tuple[str, ...]] = {
    "phone": ("手机号", "门号", "电话号", "号码", "phone number", "cell number", "new number", "my cell", "cell phone", "mobile number", "my mobile",
              "my number"),
    "staff": ("员工号", "employee id", "staff id", "employee number"),
    "badge": ("工号", "badge number", "badge"),
    "plate": ("车牌", "牌照", "license plate", "licence plate", "plate number", "number plate"),
    "member": ("会员卡号", "会员号", "卡号", "membership number", "member number", "card number"),
    "handle": ("微信名", "网名", "用户名", "昵称", "账号", "username", "user name", "handle", "screen name"),
    "email": ("邮箱", "email", "email address"),
    "student": ("学号", "student id", "student number"),
    "room": ("房间号", "宿舍号", "寝室号", "room number", "dorm room number"),
    "desk": ("工位号", "工位", "desk number", "cubicle number", "my desk"),
    "locker": ("柜子号", "储物柜", "更衣柜", "locker number", "my locker"),
    "parking": ("车位号", "车位", "parking spot", "parking space", "parking stall"),
    "unit": ("门牌号", "门牌", "房号", "apartment number", "unit number", "apt number", "suite number"),
    "extension": ("分机号", "分机", "extension", "ext."),
    "seat": ("座位号", "座位", "seat number", "my seat"),
    "license": ("驾照号", "执照号", "license number", "licence number"),
    "account": ("账户号", "account number"),
    "wifi": ("wifi名", "wifi name", "network name", "ssid"),
}
# The value of an identifier: what follows 是/叫/改成/换成/is/to, in quotes or not (改成了"躺平青年"), or a token with digits.
# Identifiers whose values are numbers: a value without a digit names none of them ("the plate is awesome").
NUMBERED = frozenset(("phone", "staff", "badge", "plate", "member"))
# The value of an identifier comes soon after its word (ID_NEAR characters): "handle it all" names no handle.
ID_NEAR = 24
ID_VALUE = r"(?:是|叫|改成了?|换成了?|改为|(?<!华)为|:|：|\bis\b|\bto\b|\bnow\b|it's)\s*" + "[\"“「『'‘]?" + r"(?P<v>[A-Za-z0-9\u4e00-\u9fff@._·\-]{2,24})"
ID_TOKEN = r"(?P<v>[A-Za-z]*\d[\w\-]{2,}|[\u4e00-\u9fff][A-Z]\d{4,}|[\w.+\-]+@[\w\-]+\.[a-z.]{2,})"

# A thing "dies" for now when its battery runs out or it stops on the way: "my phone died on the train", 手机没电了.
FOR_NOW = (r"\bbattery\b|\bcharg(?:e|er|ing)\b|\bagain\b|\b(?:died|dead|out)(?: on me)? (?:on|at|during|mid|halfway|in the middle of)\b|"
           r"\bfor a (?:bit|while|day)\b|没电|电量|充电|又|半路|暂时|一会儿|修好")

# A group named right before a breakup word: the group ended, not a couple ("the band broke up", 乐队散了).
A_GROUP_BEFORE = (r"(?:\b(?:band|team|club|group|choir|league|crew|squad|troupe|duo|trio|quartet|collective|company|startup|class|cohort)"
                  r"|乐队|队|团|社团|社|组合|群|俱乐部|工作室)\W*(?:just |finally |officially |basically |kind of )?$")
# A theft: what "took" or "grabbed" takes away (change_verbs.EN_THEFT_VERBS).
THEFT = r"\b(?:robbed|burgled|burglarized|broke into|broken into|mugged|pickpocketed|stolen|stole|thief|thieves|break-in)\b|被偷|被抢|小偷|遭贼"
# Being in touch with one of the user's people, and losing touch (update_contact.contact).
EN_CONTACT_END = (r"\b(?:haven'?t|have not|hasn'?t|has not) (?:spoken|talked|been in touch)\b|\b(?:don'?t|do not) (?:speak|talk) (?:to each other|anymore)\b|\bnot speaking\b|"
                  r"\bnot on speaking terms\b|\bcut (?:off )?contact\b|\bcut (?:him|her|them) off\b|\bestranged\b|\bhad a falling[ -]out\b|"
                  r"\bfell out\b(?! of)|\bno contact\b")
EN_CONTACT_SET = (r"\bwe'?re (?:good|okay|ok|fine|cool|talking) (?:now|again)\b|\bmade up\b(?! (?:my|a|the|for|stories))|\breconciled\b|"
                  r"\b(?:talking|speaking) again\b|\bback in touch\b|\breconnected\b|\bpatched things up\b|\bburied the hatchet\b|"
                  r"\btalked (?:it|things) (?:out|through)\b|\bcleared the air\b")
ZH_CONTACT_END = r"不联系了|没联系了|不说话了|断了联系|断联|闹掰了|闹翻了|绝交|冷战|不来往|不理我了"
ZH_CONTACT_SET = r"和好了|和好如初|联系上了|又联系了|恢复联系|重新联系|不冷战了|说开了|解开了心结|又说话了"
