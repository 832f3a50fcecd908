"""The words of a change in general, in Chinese and English: what makes an older remark a standing state a change can
stop, the nouns that stand for what their modifier names, and the frames that make an end a memory.

These are small classes of cue words, not sentences: judgement/updates.py reads a standing state from them, and
update_values.py reads what an end is about through the carriers.
"""

from __future__ import annotations

# Words after "I" that are no present state: modals, the past, and saying what one thinks or feels about the talk.
_NOT_PRESENT = (
    "can", "could", "will", "would", "should", "might", "must", "may", "shall", "can't", "won't", "don't", "didn't",
    "was", "were", "had", "did", "went", "got", "made", "took", "saw", "came", "said", "told", "gave", "found", "left",
    "felt", "thought", "bought", "brought", "ran", "ate", "wrote", "met", "sent", "spent", "paid", "lost", "won",
    "kept", "heard", "knew", "began", "became", "think", "know", "feel", "hope", "guess", "mean", "agree", "believe",
    "wish", "wonder", "bet", "remember", "forgot", "see", "hear", "understand", "appreciate", "want", "wanna",
    "gotta", "need", "love", "like", "hate", "totally", "also", "just", "really", "am", "are", "is", "have", "has",
)
# A standing state: a habit, something kept or owned, something going on, a membership or a present attribute. An
# end can stop only such a state: "sold the bike" stops "I ride a Vespa", not "I rode a bike to the beach".
STANDING = (r"\b(?:every|each|daily|weekly|nightly|usually|always|often|regularly|most (?:days|nights|mornings|evenings|"
            r"weekends)|a (?:day|week|night|month)|per (?:day|week)|twice|on (?:weekends|sundays|saturdays|mondays|fridays)|"
            r"kind of person|addicted|hooked|still)\b|"
            # a standing told by how long it has held or what one is of ("season ticket holder since 2010")
            r"\bsince (?:19|20)\d\d\b|\b(?:holder|member|subscriber)\b|"
            r"\b(?:i|we)(?:'m| am|'re| are|'ve been| have been) (?!(?:going|gonna|planning|thinking|about|so|really|just|"
            r"not|glad|happy|sad|sorry|sure|excited|tired|looking|trying|hoping)\b)|"
            # (of many: "my parents own a cabin", "they have two cats")
            r"\b(?:i|we|he|she|they|(?:my|our) [a-z]+s)(?:'ve| have| has)? (?:have|has|got|own|owns|keep|keeps)\b|"
            # a thing bought or taken in is a thing had: "Just bought a Dyson", "we adopted a greyhound"
            r"(?:^|\b(?:i|we) )(?:just |finally |recently )?(?:bought|adopted|picked up|treated myself to) (?:a|an|my|our|the|myself a)\b|"
            r"\b(?:my|our) [a-z]+(?:'s)?(?: [a-z]+){0,2} (?:is|are)\b|\b(?:my|our) [a-z]+'s (?:a|an)\b|"
            r"\b(?:i|we|they)(?: (?:also|still|usually|mostly|now|just|often|always|currently|really|actually))? "
            r"(?!(?:" + "|".join(_NOT_PRESENT) + r")\b|[a-z]+ly\b)[a-z]+(?<!ed)\b|"
            r"\b(?:he|she|(?:my|our) [a-z]+(?:'s)?(?: [a-z]+){0,3})(?: (?:also|still|usually|now|often|always))? "
            r"(?!(?:" + "|".join(_NOT_PRESENT) + r")\b|[a-z]+ly\b)[a-z]+[^s]s\b|"
            r"每天|每周|每晚|每个|每次|每年|经常|常常|天天|平时|总是|一直|习惯|一天|一周|周末|正在|还在|"
            r"有(?:一|两|几)?(?:辆|套|把|只|条|张|台|个|架|部|块|双|件|头|匹|间|栋|座|艘)|是一(?:台|辆|部|架|把|艘)|会(?:打|玩|看|刷|喝|跑|去|练|骑)|我有|养了|养着|开一辆|开着|"
            r"喜欢(?:喝|吃|抽|玩|打|弹|跑|追|刷)|骑一辆|骑着|办了|报了|买了|剁手|入手了|入了(?:一|个|台|部|辆|双|件|块|套)|租了|加入了|参加了|开了|订了|订阅了|续了|包了|在吃|在喝|在用|在学|在练|在上|在读|在做|在当|在玩|在跑|"
            r"在追|在养|在租|在住|在打|在看|在听|在刷|在戴|在服用|在服|在打针|在输液|在治疗|在做康复|在做理疗|在备考|在考|在带|在管|在开|在骑|"
            r"用的是|我(?:现在|一直|平时)?用的(?!时候|话)|开的是|骑的是|养的是|戴的是|订的是|充的是|办的是|是[^，。,；;]{2,8}?会员|我(?:们家)?(?:那|这)(?:把|辆|台|只|条|套|部|块|件|架|个)|"
            r"[陪用开骑养戴住穿弹跟]了(?:我)?(?:快|差不多|将近)?[一二两三四五六七八九十几多\d]+年|"
            r"[着]石膏|打着|拄着|戴着|穿着|留着|挂着|戒不掉|离不开|欠着|还欠|背着(?=[^，。,；;]{0,6}(?:贷|债))|是[^，。,；;]{0,10}的|叫|在[^，。,；;]{2,10}(?:里|中)(?:[，。,；;!！]|$)|我的[^，。,；;]{1,6}(?:是|在)|^我(?:现在|一直|还)?在(?!想|说|考虑|犹豫)|"
            # a habit said in the bare present: 我抽烟, 我喝咖啡, 我开滴滴 (the whole clause, nothing of a time)
            r"^我(?:也|还|平时)?(?:抽|喝|开|骑|玩|打|练|弹|养|跑|吃|戴)[\u4e00-\u9fff]{1,4}$")
# Words that make a remark one outing or a plan rather than a standing state ("went to the beach yesterday", 明年搬家).
ONE_OFF = (r"\b(?:yesterday|last (?:night|week|weekend|month|year|time)|ago|this morning|tonight|tomorrow|next "
           r"(?:week|month|year|time)|going to|gonna|planning|plan to|will|'ll|hope to|want to|wanna|someday|"
           r"went|had|did|was|were|visited|tried|saw)\b|"
           r"昨天|前天|上周|上礼拜|上次|那天|刚才|刚刚|今天早上|打算|(?<!在)准备|计划|想要|明天|下周|下个月|明年|以后")
# An end told inside a frame of long ago is a memory, not news: "quit cello back in high school", 刚工作那年被裁过.
# Of these, the words that tell how things were whatever is said with them: a setting said so is not now ("back when
# I lived in Chicago"); "back in", "in college" may be a return or the present ("moved back in with", "I'm in college").
REMEMBERED = (r"\b(?:back when|used to|when i was (?:a|little|young|in)|years ago|as a (?:kid|child|teen)|growing up|back in the day|"
              r"funny memory|throwback|back at (?:uni|university|college)|"
              r"in my (?:teens|twenties|thirties|youth|uni days|college days))\b|"
              r"以前|小时候|那时候|那会儿|当年|那年|那几年|那些年|那阵子|(?:大学|高中|初中|读研|读博|上学|读书)(?:的时候|时)")
# ("back in" of a time long past, never "back in normal range" or "back in the office")
LONG_AGO = (REMEMBERED + r"|\b(?:back in(?= (?:the day|the days|those days|high school|middle school|college|uni|school|"
            r"my (?:twenties|teens|thirties|youth|day)|(?:19|20)\d\d|the (?:\d0s|'\d0s|nineties|eighties|seventies))\b)|when i was|in (?:high school|college|my twenties)|as a (?:student|teenager)|"
            r"in grad school|at (?:uni|university|college)(?= (?:i|we)\b)|decades ago|long ago|a long time ago|"
            r"in the (?:70s|80s|90s))\b|"
            r"上学的时候|读书的时候|年轻的时候|大学那会儿?|早些年|好多年前|很多年前|多年前")
# Nouns that stand for what their modifier names: deleting "the sudoku app" stops the sudoku, dropping "the pottery
# course" stops the pottery, cancelling "my gym membership" stops the gym; "left the band" leaves a band.
CARRIERS_EN = frozenset((
    "app", "apps", "account", "membership", "subscription", "class", "classes", "course", "courses", "lesson",
    "lessons", "program", "programme", "team", "roster", "lineup", "band", "club", "choir", "orchestra", "ensemble", "troupe", "group", "league", "crew", "job", "role",
    "position", "gig", "shift", "shifts", "route", "routes", "habit", "plan", "pass", "card", "league", "squad",
    "gear", "equipment", "kit", "racket", "racquet", "shoes", "tickets", "ticket", "channel", "page", "lease", "contract", "policy",
    "service", "box", "delivery", "tank", "cage", "rod", "clubs", "mat", "studio", "sessions", "session", "appointments", "meetings",
    "practice", "rehearsals", "training", "prescription", "streak", "routine", "regimen", "diet", "challenge", "sale",
))
CARRIERS_ZH = ("卡", "课", "班", "群", "会员", "账号", "号", "队", "团", "社", "拍", "鞋", "杆", "票", "证", "会", "券", "套餐", "计划", "课程", "训练", "疗程",
               "合同", "合约", "协议", "服务", "鱼缸", "笼子", "垫", "约")
# An end said of one time is no end of the habit: 瑜伽课今天停了一次, "the class was cancelled this once".
ONCE = (r"(?<!第)一次|这次|(?<!第)一回|(?<!第)一天|(?<!第)一周|一阵|几天|暂时|临时|今天先|这周先|今天的|今晚的|这节|这堂|\bonce\b|\bthis (?:time|once)\b|\bfor the (?:day|night|week|weekend)\b|\btoday only\b|"
        r"\bfor (?:today|tonight|a bit|a while|a week|a few days|the summer|the holidays)\b|\btemporarily\b|\bjust this week\b")

# A habit the user says they never have (我完全不运动, 我不抽烟, "I never run", "I don't drink coffee"): how they live, a
# state that taking the habit up later replaces.
NEVER_EN = (
    r"\b(?:i|we) (?:never|don't|do not|hardly ever|rarely|barely|don't ever)\b(?: really| ever| even)? "
    r"(?:run|jog|swim|drink|smoke|vape|exercise|work out|cycle|bike|lift|do yoga|do cardio|go to the gym|gamble|eat meat)\b"
)
NEVER_ZH = r"(?:我|我们)?(?:从来?不|基本不|完全不|几乎不|不怎么|很少|平时不|平时基本不|不)(?:怎么)?(?:运动|锻炼|健身|喝|抽|吃|跑|游|骑)"
EXERCISE = r"运动|锻炼|健身|\bexercise|\bwork ?out|\bcardio\b"
# Words that say a remark holds now and not before ("my go-to order is an oat latte these days", 我最喜欢的歌手现在是
# 陈奕迅, 约会日改成周二了): a frame said again with another value and one of these replaces the value (turn/reframe.py),
# and two remarks of one shape, one of them saying so, are never folded into one line (sleep/frames.py).
NOW_CHANGED = (r"\b(?:now|these days|nowadays|currently|at the moment|anymore|no longer|from now on)\b|"
               r"现在|如今|目前|改成|换成|变成|改为|换到|不再")
