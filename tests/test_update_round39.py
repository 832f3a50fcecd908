"""Updates of the classes the thirty-first session's fresh-39 round worked on, in our own sentences, each with
look-alikes it must leave alone.

- Another household's pet or person (隔壁家的狗, 楼下的猫, 别人家的…) and a person's person said with a word of which
  ("grandpa's fishing pal", "mom's old dog"): their news is not the user's people's.
- The one a thing was given to, said with their own person (送给邻居小孩, 送给同事家儿子): a recipient, not the subject.
- A thing sold where it was listed (PS5挂闲鱼卖掉了, 在咸鱼上出了): the marketplace is where, not what was sold.
- A way of living given up ("sold the boat life", "done with the van life"): the thing it was lived with.
- An end after what happened first (膝盖伤了以后球不打了, 搬完家之后车不开了): what ended is after the time clause.
- A child's or a partner's pet ended by its kind, said without whose (金鱼全死光了 after 我儿子养了缸金鱼): the household's.
- Parents as "folks", and what many own ("my parents own a lake house"): a standing thing an end may stop.
- A breakup opened by the partner's name (小雨跟我提了分手): the user's breakup, with them.
- A thing got after a reason about someone else ("the landlord is fine with pets now so we adopted a puppy"): the
  user's.
- A pastime ruled out ("running's off the table now"); a plant or a pet that could not be saved (救不回来, 烂根了).
- A home by its number of bedrooms ("a 1 bedroom in Queens"); a first lease signed ("signed my first lease!!"); a home
  called by where it is, given up (北京的房子退了).
- Night shifts over ("finally off nights", "no more night shifts"), never for one week.
- A job of one of the user's people said by what they drive and for whom ("my dad drives trucks for Werner"), and
  "gone" for a stretch ("he's gone like 3 weeks at a time"): away, no end.
- A thing sold by one of the user's people, said with 让 as a passive (摩托让我妈逼着卖了, 让我老婆给卖了); never a
  request (我打算让我妈把电动车卖了).
- A pet's name opening "never came back" ("Kiwi never came back"): the pet, called by its name, left.
- A new name for an identifier said in quotes (微信名改成了"躺平青年", changed my username to "x_01").
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_subject import whose_en
from plastic_memory.judgement.update_subject_zh import whose_zh
from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我有一台Switch，周末天天玩", "Switch挂咸鱼卖了，反正也没空玩"),
        ("我有一台单反，佳能的", "单反在闲鱼上出了"),
        ("We live in an RV, full-time travelers", "sold the RV life for a little house in Boise"),
        ("I live in a van, been doing it two years", "done with the van life, renting a room in Denver"),
        ("我每周踢两次足球", "脚踝扭了以后球不踢了"),
        ("我每天开车上班", "搬完家之后车不开了，改坐地铁"),
        ("我女儿养了两只仓鼠", "仓鼠全死了，女儿难过了好几天"),
        ("我养了只兔子叫雪球", "雪球被我送给同事家小孩了"),
        ("my parents own a lake house in Michigan", "my folks sold the lake house, too much work"),
        ("我男朋友阿豪在上海工作", "阿豪跟我提分手了，唉"),
        ("I don't have any pets, my building doesn't allow them", "building rules changed so we adopted a tabby!"),
        ("I swim laps every morning", "shoulder surgery, so swimming's off the table now"),
        ("我阳台上养了一盆绿萝", "绿萝烂根了，扔了"),
        ("I rent a 2 bedroom in Leeds with my partner", "we moved to Manchester last month"),
        ("I live with my mum and dad still", "signed my first lease today, a flat in Bristol"),
        ("我在上海租房，离公司挺远", "上海的房子退了，回老家了"),
        ("I work nights at the warehouse", "finally off nights, day shift from monday"),
        ("my uncle drives a truck for Sysco, he's gone most of the week", "uncle retired last month, finally"),
        ("我的网名叫夜猫子", '网名改成了"早睡早起"，哈哈'),
        ("I have a parrot named Mango, he talks nonstop", "Mango never came back after flying out the window"),
        ("我有辆电动车，天天骑去上班", "电动车让我老婆给卖了，现在坐公交"),
        ("my username is shadowfox99", 'changed my username to "sunnyfox_01" lol'),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("我家狗叫旺旺，五岁了", "楼下的狗昨天丢了，好多人在找"),
        ("我家猫叫奶糖", "对门家的猫生病了"),
        ("my grandma is healthy and walks every day", "grandma's walking buddy passed away last week"),
        ("my dad still plays golf every sunday", "dad's fishing buddy died, he's taking it hard"),
        ("我有一台PS5", "闲鱼上卖了个手柄"),
        ("我姐养了只猫", "猫丢了"),
        ("I live in Austin", "signed our new lease, same apartment another year"),
        ("I work nights", "no more night shift for me this week"),
        ("I play tennis on weekends", "moving is off the table"),
        ("我住在杭州", "我爸妈北京的房子卖了"),
        ("my husband works offshore on a rig", "he's gone like 3 weeks at a time, it's rough"),
        ("my dad drives for fun on sundays", "dad retired"),
        ("我的网名叫夜猫子", '我朋友网名改成了"早睡早起"'),
        ("I live in Denver", "Denver never disappoints"),
        ("我有辆电动车", "我打算让我妈把电动车卖了"),
        ("我有辆电动车", "我妈让我把电动车卖了"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, claims(new)


@pytest.mark.parametrize(
    "clause, whose",
    [
        ("隔壁家的猫昨天走丢了", "other"),
        ("别人家的狗死了", "other"),
        ("我妈辞职了", "mother"),
        ("我妈把狗送给同事家儿子了", "mother"),
    ],
)
def test_whose_zh(clause, whose):
    assert whose_zh(clause, None) == frozenset((whose,))


@pytest.mark.parametrize(
    "clause, whose",
    [
        ("grandpa's golf buddy passed away", "other"),
        ("mom's visiting grandma this week", "mother"),
        ("folks sold the cabin", None),
    ],
)
def test_whose_en(clause, whose):
    got = whose_en(clause, None)
    assert got == (frozenset(("mother", "father")) if whose is None else frozenset((whose,)))
