"""Updates of the classes the thirty-second session's fresh-40 round worked on, in our own sentences, each with
look-alikes it must leave alone.

- A weight said as what one is now or reached by losing it, the unit left out after a verb that can only mean weight
  (我现在一百六十斤 -> 瘦到一百三了; "down to 182!!" as a clause of its own, "the scale says 82").
- A pet that got out and was never found (仓鼠越狱了, "escaped and we never found her") or went to live elsewhere ("went
  to live on my uncle's ranch").
- A term of office run out or a post taken away ("my term as PTA president is over", "they replaced me as captain",
  学校没让我当年级组长了).
- Back at the office after staying home ("back at the office as of next week"), not for a day after a trip.
- A thing said lost, then found (钥匙找到了, "my phone turned up at the lost and found").
- A death told as a sleep never woken from (再也没醒过来, "never woke up"), not one who overslept.
- One of the user's people moved in with them, with when ("dad moved in with us in March").
- A workplace named by the part of it one works in (我爸在格力车间，三班倒).
- A student of a field ("I'm a law student"); a child left at their college dorm; "let go of" a thing; "I drive in now".
- One's pay by its figure, a later one or a raise replacing it (月薪六千 -> 加薪了，现在七千五; "I make $48k" -> "bumped to
  55k"), not a price that went up.
- A pet called by its colour or as a stray (捡了一只流浪猫, 小黄狗), and one taken to live at a lasting place (狗被我妈带回老家了),
  not on an errand (拿去洗澡).
- Whom one rents from, one landlord at a time, a role put right without a correction word ("oops, the landlord is Ms.
  Lopez, Kim is the neighbor"; 房东其实是王阿姨); a flat shared with flatmates is a home (跟室友合租一个两居室).
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_found import found_again
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我现在一百六十斤，膝盖有点受不了", "瘦到一百三了，爬楼轻松多了"),
        ("I weigh 210 lbs right now", "down to 182!! jeans fit again"),
        ("我家仓鼠叫芝麻", "芝麻越狱了，找了一圈没找到"),
        ("my son has a gerbil named Pip", "Pip escaped and we never found her"),
        ("I have a beagle named Rocky", "Rocky went to live on my uncle's ranch, more space for him"),
        ("I'm president of the PTA", "my term as PTA president is over, so much free time"),
        ("我是年级组长", "这学期学校没让我当年级组长了"),
        ("I'm a stay-at-home mom for now", "back at the office as of next week, nervous lol"),
        ("我钥匙丢了，进不了门", "钥匙找到了，掉在车座底下"),
        ("I lost my phone at the mall", "my phone turned up at the lost and found"),
        ("我爷爷住院了，八十五了", "爷爷那天晚上睡着了就再也没醒过来"),
        ("my dog Pepper is 15 and very slow now", "Pepper never woke up this morning"),
        ("My dad lives by himself in Tucson", "dad moved in with us in March"),
        ("我爸在格力车间，三班倒", "我爸不在格力干了，回老家开小卖部了"),
        ("I'm a law student at NYU", "graduated in May and passed the bar!"),
        ("My daughter is a junior in high school", "dropped my daughter off at her college dorm yesterday"),
        ("My grandpa still has his old motorcycle", "grandpa finally let go of the motorcycle, sold it to a neighbor"),
        ("I take the bus to work every day", "got a car, so I drive in now"),
        ("我月薪六千，想存点钱", "加薪了，现在七千五"),
        ("I make about $48k a year", "got a promotion, bumped to 55k"),
        ("我家没养宠物，租的房子不让养", "捡了一只流浪猫，房东居然同意了"),
        ("我家有只柯基叫可乐", "柯基被我妈带回老家了，院子大"),
        ("My landlord is Mr. Kim, he's pretty chill", "oops, the landlord is Ms. Lopez, Kim is the guy next door"),
        ("我房东是刘先生", "房东其实是王阿姨，刘先生是她儿子"),
        ("我和同学合租一套两居室", "搬出来自己租了个单间"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("我现在一百六十斤", "我把价格降到一百五了"),
        ("I weigh 210 lbs", "prices are down to 150 at the farm stand"),
        ("I weigh 210 lbs", "down to 150 bucks, should I buy it?"),
        ("我家猫叫咪咪", "邻居家的仓鼠越狱了"),
        ("I'm captain of the chess club", "if they replaced me as captain I'd be relieved lol"),
        ("I'm a stay-at-home dad", "back at the office after a week of vacation, ugh"),
        ("我钥匙丢了", "钥匙找到了吗？还是没有"),
        ("I lost my wallet", "still haven't found my wallet"),
        ("I lost my wallet", "found my keys at least"),
        ("我爷爷八十五了，身体还行", "我早上没醒来，上班迟到了"),
        ("I'm a law student", "dropped my son off at soccer practice"),
        ("I bike to work", "I drive in tomorrow because of the rain"),
        ("I make about $48k a year", "the rent went up to $2k, ugh"),
        ("我月薪六千", "工资没涨，唉"),
        ("我家猫叫咪咪", "我把咪咪拿去洗澡了"),
        ("My landlord is Mr. Kim", "my landlord is raising the rent again"),
        ("My landlord is Mr. Kim", "my sister's landlord is Ms. Lopez"),
        ("我房东是刘先生", "我姐的房东是王阿姨"),
        ("我住在杭州", "我想合租一个两居室"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, claims(new)


def test_found_needs_the_same_thing():
    assert found_again("手机找回来了", "手机被偷了")
    assert not found_again("手机找回来了", "钱包被偷了")
    assert found_again("got my bike back from the police", "my bike got stolen")
