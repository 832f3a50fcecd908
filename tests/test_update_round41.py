"""Updates of the classes the thirty-second session's fresh-41 round worked on, in our own sentences, each with
look-alikes it must leave alone.

- A new workplace, side or phone taken as already so while the remark asks or tells something else: one's first days
  in a role or at a named place ("what should my sister wear on her first day as a paralegal?", "three weeks into the
  job at Shopify"), a first practice with a named side, chats moved to "the new Pixel" (新小米到手了), overtime since
  going to a named employer (我哥去了比亚迪以后天天加班).
- A death told as the time of what followed (奶奶走后, 狗狗死后), never one who left a room (客人走后, 他走后).
- A side followed now said as a clause of itself after the old one was dropped (换主队了，现在支持掘金).
- A question that takes such news as so is kept by the gate ("any tips for my first week at Shopify?"), one about the
  listener's is not ("how was your first day at Shopify?").
- A school year or place presupposed in passing ("she's struggling with middle school", 高中开学第一周), a home by the
  closing on it or a care home settled into ("closed on the house in Montclair", "settling into the memory care
  place"); an end told as the time of what followed (拆完石膏第一天: a first day, not a day off).
- A pet told as the user's newly got one while the remark is about something else, after saying they had none ("the
  puppy we rescued chewed my shoes", "our new puppy", 刚接回家的布偶一直叫), never someone else's (我姐新养的柯基).
- A change someone had the user's person make (教练把我女儿调去打二传了).
- A group one ran handed over to another (合唱团交接给老刘了, 把读书会交给小王管之后), never to the user (交给我管了).
- A sale told by its paperwork done (房子过户手续办完了), never the buyer's (新买的房子过户了); a home bought with where it
  is said in the clause after it (终于买房了，在顺义).
- A sale told with its price between the thing and the verb (卡罗拉三万出手了, 钢琴八千块卖了).
- A habit taken up again only in a dream ("had a dream I was drinking again", 梦见自己又抽烟了) is not taken up; a
  death in one's sleep (在睡梦里走了) is no dream.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        (
            "My sister works at a law firm as a receptionist",
            "what should my sister wear on her first day as a paralegal?",
        ),
        ("I work at Target in the stockroom", "three weeks into the job at Shopify and I love it"),
        ("I work at Target in the stockroom", "any tips for my first week at Shopify?"),
        ("my son plays for the Lincoln Lions U10 team", "my son's first practice with the Westside Hawks went well"),
        ("I have an iPhone 11, battery is shot", "how do I get my photos onto the new Pixel?"),
        ("我用的是华为手机", "新小米到手了，怎么导通讯录"),
        ("我哥在中建上班", "我哥去了比亚迪以后天天加班，人都瘦了"),
        ("我奶奶住在乡下，八十多了", "奶奶走后，爷爷一个人住"),
        ("我家狗狗叫旺财，十二岁了", "旺财死后家里冷清了好多"),
        ("我家狗狗叫旺财，十二岁了", "旺财昨晚在睡梦里走了，很安详"),
        ("我是掘金的球迷", "换主队了，现在支持湖人"),
        ("我家有台老雅马哈钢琴", "钢琴八千块卖了，腾出地方放书架"),
        ("我开一辆旧帕萨特", "帕萨特两万出手了，现在骑电动车"),
        ("我在合唱团当团长", "合唱团交接给老刘了，终于清闲了"),
        ("我在读书会当组织者", "把读书会交给小李管之后轻松多了"),
        ("我在县城有套小房子，一直租出去", "县城那套房子过户手续办完了，钱也到账了"),
        ("我跟同学合租在回龙观", "终于买房了，在顺义，下个月装修"),
        ("we don't have any pets, the landlord says no", "the puppy we rescued chewed my shoes, ugh"),
        ("我没养宠物", "刚接回家的布偶一直叫，怎么办"),
        ("我女儿在排球队打主攻", "教练把我女儿调去打二传了"),
        ("my daughter is in 5th grade", "how do I help my daughter? she's struggling with middle school"),
        ("我在读初三", "高中开学第一周，住校还不习惯"),
        ("we rent a small place in Astoria", "closed on the house in Montclair last week, boxes everywhere"),
        ("My dad lives by himself in Reno", "dad's settling into the memory care place near us, any tips?"),
        ("我左手骨折了，打着石膏", "拆完石膏第一天就去游泳了"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("I work at Target in the stockroom", "my first day at the beach in months, so nice"),
        ("I work at Target in the stockroom", "if my first week at Shopify goes badly I'll cry"),
        ("I work at Target in the stockroom", "how was your first day at Shopify?"),
        ("I'm a nurse", "what should I expect on my first day as a juror?"),
        ("my son plays for the Lincoln Lions U10 team", "first game with the Hawks crowd tonight lol"),
        ("I have an iPhone 11", "my friend got the new Pixel and won't shut up about it"),
        ("我用的是华为手机", "如果换了新小米，聊天记录能迁吗"),
        ("我奶奶住在乡下，八十多了", "客人走后收拾了一晚上"),
        ("我奶奶住在乡下，八十多了", "他走后我们继续开会"),
        ("我是掘金的球迷", "现在支持远程办公吗"),
        ("我在合唱团当团长", "合唱团交给我管了，压力好大"),
        ("我在县城有套小房子，一直租出去", "新买的房子过户手续办完了"),
        ("我跟同学合租在回龙观", "打算买房了，在顺义看了几套"),
        ("we don't have any pets, the landlord says no", "my sister's new puppy chewed my shoes"),
        ("we don't have any pets, the landlord says no", "if our new puppy barks, will the landlord mind?"),
        ("我没养宠物", "我姐新养的柯基好可爱"),
        ("my daughter is in 5th grade", "I remember being overwhelmed by middle school myself"),
        ("我在读初三", "当年高中开学第一周我天天哭"),
        ("we rent a small place in Astoria", "if closing on the house in Montclair goes through we'll move in May"),
        ("我每天跑步五公里", "今天停一天，明天接着跑"),
        ("I quit smoking last year", "had a dream I was smoking again, woke up so relieved"),
        ("我戒烟半年了", "梦见自己又抽烟了，吓醒了"),
    ],
)
def test_kept(old, new):
    assert reach(new, old) is None, claims(new)


@pytest.mark.parametrize(
    "text, kept",
    [
        ("any tips for my first week at Shopify?", True),
        ("how do I move my photos over to the new Pixel?", True),
        ("新小米怎么导通讯录？", True),
        ("how was your first day at Shopify?", False),
        ("what's a good first day at the beach?", False),
    ],
)
def test_gate_keeps_what_a_question_takes_as_so(text, kept):
    assert judge(text, 1.7e9).store is kept
