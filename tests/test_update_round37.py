"""Updates of the classes the thirtieth session worked on (issue 15), in our own sentences, each with look-alikes it
must leave alone.

- A pet's death as owners say it: gone back to the cat or dog star, to heaven, over the rainbow bridge (咪咪回喵星了,
  上天堂了), put to sleep said without 死 (带它去医院安乐了); a pet known by its doubled name given away (球球送人了).
- Kin typed short ("my MIL", "my FIL", "my BIL"), and a death told as the time of something else ("since my FIL died
  the farm feels empty"): of the one it names, not the main clause's subject.
- A partner said to be new ("her new boyfriend", 新女友, 现任) after one named before: another partner now.
- A family member not married yet (我姐还没结婚, 我表哥到现在都没娶媳妇), ended by a wedding told of them.
- A job in the online self-introduction (本人码农一枚), a line of work by its internet name (程序猿, 攻城狮), and whom
  one teaches at a new job (教小孩编程) no subject of it. (A family member's job said with 是, 我老婆是护士, was read
  too and taken back: run with each change left out, a blind look-alike part lost a pair to it.)
- Another group at work than the user's (隔壁组, 别的部门, "the team next door", "another department"): its news is
  not the user's.
- A stretch of the past told in the simple past and closed by how long it lasted or what came after it ("before
  teaching I worked in retail for six years", "I lived in Chicago for ten years"): where the user was, not is.
- A family member's pet the user rehomed by its name ("we rehomed Biscuit" after "my son has a hamster named
  Biscuit"); a business whose new owners were handed its keys ("the café's new owners").
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # a pet's death as owners say it
        ("我家有只狸花猫叫咪咪，八岁了", "咪咪回喵星了，好难受"),
        ("我养了一只泰迪叫可乐", "可乐昨天去汪星了"),
        ("我家狗狗大黄十三岁了", "大黄上周上天堂了"),
        ("我家老猫花花病了好久", "今天带花花去医院安乐了"),
        # a pet known by its doubled name, given away
        ("我养了只布偶猫叫球球", "球球送人了，实在没时间照顾"),
        # kin typed short; a death told as the time of something else
        ("My father-in-law still runs the farm", "since my FIL died the farm feels empty"),
        ("My mother-in-law lives with us", "my MIL passed away on monday"),
        ("My brother-in-law is engaged to Chloe", "my BIL called off the engagement with Chloe"),
        ("My grandma lives in a care home in Leeds", "after my grandma died I sold her car"),
        # a partner said to be new
        ("My daughter's been dating a boy called Tom", "my daughter's new boyfriend is coming for dinner"),
        ("I'm dating a guy named Marco", "my new boyfriend loves hiking"),
        ("我女儿在跟一个男生谈恋爱", "女儿带新男友回家吃饭了"),
        # a family member not married yet, then wed
        ("我姐还没结婚，家里天天催", "我姐上个月领证了"),
        ("我表哥到现在都没娶媳妇", "表哥结婚了，下周办酒"),
        # the user's own team laid off, however few words it takes
        ("I work on the data team at Shopify", "my whole team got laid off today"),
        # a job said in the self-introduction, by its internet name
        ("本人码农一枚，天天加班", "转行了，现在开奶茶店"),
        ("本人程序猿一枚", "辞职了，回老家考公"),
        # whom one teaches at the new job is no subject of the change
        ("我是会计，在一家外贸公司", "转行了，现在在培训机构教小孩画画"),
        # a family member's pet rehomed by its name; a business's new owners handed its keys
        ("my son has a hamster named Biscuit", "we rehomed Biscuit, he wasn't looking after him"),
        ("I own a little café by the station", "handed the keys to the café's new owners this morning"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, claims(new)


@pytest.mark.parametrize(
    "old, new",
    [
        # a heaven of shopping or food, an angel of a person, a pet only feared for
        ("我家有只狸花猫叫咪咪", "这家商场简直是购物天堂了"),
        ("我家有只狸花猫叫咪咪", "咪咪今天好乖，像个小天使"),
        ("我家狗狗大黄十三岁了", "好怕大黄哪天回汪星"),
        # kin typed short, but someone else's or not a death
        ("My mother-in-law lives with us", "my friend's MIL died last week, so sad"),
        ("My brother lives in Phoenix", "Bro, that movie was wild"),
        ("I teach history at a school in Leeds", "Bro I finally joined a gym"),
        # someone else's new partner; a new friend, not a partner
        ("I'm dating a guy named Marco", "my sister's new boyfriend is a chef"),
        ("My daughter's been dating a boy called Tom", "my daughter has a new friend at school"),
        # not married yet, then only a plan or a question
        ("我姐还没结婚，家里天天催", "我姐打算明年结婚"),
        ("我姐还没结婚，家里天天催", "我姐什么时候结婚啊？"),
        # a job of the user's, and a colleague's change
        ("本人码农一枚，天天加班", "同事转行了，去开奶茶店"),
        ("我老婆是护士", "我同事辞职了"),
        # another group at work laid off, not the user's own
        ("我在阿里的数据组做分析", "隔壁组整个被裁了，好慌"),
        ("我在阿里的数据组做分析", "我们隔壁部门全被裁了"),
        ("I work on the data team at Shopify", "the team next door got laid off today, scary"),
        ("I work in sales at Oracle", "the other team got laid off"),
        # a stretch of the past, closed by how long it lasted or what came after it
        ("I teach 3rd grade", "before teaching I worked in retail for six years"),
        ("I live in Denver", "I lived in Chicago for ten years, loved it"),
        ("I'm a nurse in Leeds", "back in college I worked at a pizza place"),
        # a pet of the family's named, but someone else's pet rehomed; a friend's business sold
        ("my son has a hamster named Biscuit", "my neighbour rehomed their cat"),
        ("I own a little café by the station", "my friend handed the keys to her bakery's new owners"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, claims(new)


@pytest.mark.parametrize(
    "old, new, gone, said",
    [
        ("我家有只狸花猫叫咪咪，八岁了", "咪咪回喵星了，好难受", "狸花猫", "回喵星"),
        (
            "My mother-in-law lives with us and helps with the kids",
            "since my MIL died in march the house feels so empty",
            "lives with us",
            "MIL died",
        ),
    ],
)
def test_the_update_said_weeks_later_retires_what_was_said(alive_after_update, old, new, gone, said):
    """Through a real memory: the older remark leaves what is alive, the update is kept."""
    alive = alive_after_update(old, new)
    assert not any(gone in t for t in alive), alive
    assert any(said in t for t in alive), alive
