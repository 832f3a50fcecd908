"""Updates of the classes the twenty-ninth session worked on (issue 15), in our own sentences, each with look-alikes
it must leave alone.

- A new home, school or phone said in passing, by what it is ("my new landlord answers", 新房东人挺好, "my son's new
  school has a uniform", 儿子新学校的老师, 新买的手机用着顺手): the slot changed, whatever it holds now; never someone
  else's new one ("my sister's new flat", 我妈新小区, 他新买的手机) or new neighbours.
- The user's home, job or school spoken of without saying which ("my landlord never fixes anything", 我们小区又停水了, "my
  boss keeps moving deadlines", 我们领导又让加班) is what a move or a new job replaces, when the words say it changed
  ("moved to Leeds", 跳槽了); it replaces nothing itself, and someone else's move, a move only thought of, or where one
  works said again with "now" (我现在在腾讯上班: maybe the same company) leaves it.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # a new home, school or phone said in passing
        ("I live in Bristol, near the harbour", "My new landlord actually replies to texts, what a change"),
        ("I rent a room in Hackney", "new landlady dropped off a plant for the windowsill, so sweet"),
        ("I live in Bristol, near the harbour", "The heating in the new flat is so much better"),
        ("My son goes to Hillside Primary", "My son's new school has a uniform, ugh"),
        ("Our daughter goes to Little Acorns nursery", "Our daughter's new nursery does forest days on Fridays"),
        ("我住在杭州滨江", "新房东人挺好的，押金都没多要"),
        ("我们家住在老城区", "我们新小区绿化挺好的"),
        ("我儿子在实验小学上学", "儿子新学校的老师挺负责的"),
        ("我用的是华为P30", "新买的手机用着挺顺手的"),
        # the user's home spoken of, which a move replaces
        ("my landlord never fixes anything, what are my rights?", "Moved to Leeds last weekend, boxes everywhere"),
        ("our flat is freezing, any tips for keeping warm?", "the new house has a wood burner, never cold again"),
        ("我的房东又涨租了，烦死", "新房东人挺好的"),
        ("我们小区又停水了，三天两次", "搬到苏州了，这边小区物业靠谱多了"),
        # the user's job spoken of, which a new job replaces
        ("my boss keeps moving deadlines, so annoying", "switched jobs last month, way less stress"),
        ("our workplace doesn't allow remote days", "I quit my job last Friday, taking a month off"),
        ("我们领导又让加班", "跳槽了，新公司不怎么加班"),
        # the user's school spoken of, which a new school replaces
        ("my professor never replies to emails", "Transferred to UCLA this fall, so far so good"),
        ("我们班主任又拖堂了", "转学了，新学校离家近"),
    ],
)
def test_a_new_one_said_in_passing_replaces_the_old(old, new):
    assert reach(new, old) in SURE, claims(new)


@pytest.mark.parametrize(
    "old, new",
    [
        # someone else's new one, new neighbours, a look at one
        ("I live in Bristol, near the harbour", "My sister's new flat is huge, jealous"),
        ("I live in Bristol, near the harbour", "Our new neighbours are so loud"),
        ("My son goes to Hillside Primary", "His friend's new school sounds awful"),
        ("我们小区又停水了", "我妈新小区挺漂亮的"),
        ("我用的是华为P30", "他新买的手机挺好看"),
        # the home spoken of stays when someone else moves, a move is only thought of, or the home is spoken of again
        ("my landlord never fixes anything", "My friend just moved to Paris"),
        ("my landlord never fixes anything", "I might move to Paris next year"),
        ("my landlord never fixes anything", "my flat is freezing now"),
        ("我的房东又涨租了", "我们小区现在有快递柜了"),
        ("我的房东又涨租了", "我朋友搬到上海了"),
        # the job spoken of stays when where one works is only said again, maybe of the same company
        ("我们公司年会在下周", "我现在在腾讯上班"),
        ("my boss keeps moving deadlines", "my boss is on holiday now"),
        ("my boss keeps moving deadlines", "My friend just switched jobs"),
        ("我们学校食堂难吃", "我现在在北大读研"),
        # one time told of the job (an outing with colleagues) is no state a lost job leaves behind
        ("My colleagues and I went to a convention together last month", "I lost my job at the plant last week"),
        ("上个月我和同事去杭州开了个会", "我被裁了"),
        # a promotion is a step up in the same workplace
        ("my boss keeps moving deadlines", "I got promoted at work!"),
        ("我们领导又让加班", "我升职了！"),
        ("my professor never replies", "my professor is on sabbatical now"),
    ],
)
def test_look_alikes_leave_the_old_current(old, new):
    assert reach(new, old) is None, claims(new)


def test_a_home_spoken_of_sets_nothing():
    """ "my flat is freezing now" holds a change word but says nothing new of the home: it updates no address."""
    assert reach("my flat is freezing now", "I live in Bristol, near the harbour") is None
    assert reach("我们小区现在有快递柜了", "我住在杭州滨江") is None
