"""Updates of a home, a school and the "other" class the thirty-third session's fresh-44 round worked on, in our own
sentences, each with look-alikes it must leave alone.

- A school year said bare with "now" or a cheer ("10th grade now", "junior year lets go"), a year said as what one is
  (我是初二的学生: a school, not a job), a school called by its number (在十一中上学, 在中关村二小读书), a degree read at a
  school (在交大读MBA) and a school moved to for one (换到复旦读EMBA了), a degree in hand (拿到学位了); a chat misspelling
  of a change ("transfered to UCLA").
- A move up a map ("moved up to Portland"), never up a ladder ("moved up to the advanced class"); a new place opening
  the remark, told by where it is ("new flat on Park Road is so much quieter"); a new home's keys in hand with where
  it is said in the clause after (新家钥匙拿到了，在江宁这边).
- A one-at-a-time thing (a phone, a laptop) had anew: called "my new", 新买的, or set beside "my old" one of its kind
  ("the Galaxy beats my old iPhone"); never a product's news ("the new iPhone looks ugly"), one for someone else
  (给我爸买了个华为), or the older remark's own thing named again.
- A level on a scale (A2 -> B1, N3 -> N2, 3段 -> 5段, a belt), the hours worked (朝九晚五 -> 弹性, "9 to 5" -> "four-day
  week"), a subscription said as 订的是, a favourite artist or side said new, a flag emoji ending a clause.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm in 9th grade, taking geometry", "10th grade now, chem is brutal"),
        ("I'm a sophomore studying history at Temple", "junior year lets goooo"),
        ("I'm a junior at Rutgers", "I'm a senior now, can't believe it"),
        ("我是初二的学生，数学不太好", "现在初三了，天天考试"),
        ("我女儿在十一中上学", "女儿转到了外国语学校，适应得不错"),
        ("儿子在中关村二小读书", "儿子转学到了实验小学"),
        ("我老公在交大读MBA", "老公换到复旦读EMBA了"),
        ("我在读在职研究生，晚上上课", "研究生拿到学位了，晚上终于有空了"),
        ("I'm a freshman at Penn State", "transfered to UCLA, so far so good"),
        ("we live in Sacramento", "we finally moved up to Portland, it rains a lot"),
        ("my flat on Mill Lane is so noisy", "new flat on Park Road is so much quieter"),
        ("我在南京鼓楼区租房", "新家钥匙拿到了，在江宁这边"),
        ("I use an iPhone 12, it's slow", "the Galaxy's screen is way better than my old iPhone"),
        ("my laptop is a Lenovo Yoga", "my new MacBook Air is so light"),
        ("我的电脑是戴尔的笔记本", "新买的MacBook Pro到了，好快"),
        ("我在用小米手机", "比我以前的小米好用多了，华为拍照真不错"),
        ("I'm at A2 level in my French class", "moved up to the B1 class this term"),
        ("我在学日语，N4的班", "N4过了，升到N3班了"),
        ("我围棋是业余2段", "围棋升到业余4段了"),
        ("I'm a blue belt in BJJ", "got my purple belt last night!!"),
        ("我上班是朝九晚五", "公司改成弹性了"),
        ("I work 9 to 5 at an insurance firm", "we're on a four-day week now"),
        ("我订的是优酷会员", "优酷退订了，改开了爱奇艺"),
        ("my favorite band is Radiohead", "Wet Leg is my new fave"),
        ("我最喜欢的歌手是林俊杰", "现在最喜欢的歌手是薛之谦了"),
        ("I live in Rome for work", "back in Denver for good 🇺🇸 Rome was a blast"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (old, new)


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm learning Spanish at a night class, A2 level", "my teacher moved up to the advanced class"),
        ("I'm at A2 level in my French class", "I love A1 sauce on steak"),
        ("I live in Brooklyn", "the new apartment building on 5th is ugly"),
        ("I use an iPhone 12", "the new iPhone looks ugly"),
        ("I love my Pixel", "the Pixel's camera is so much better than my old iPhone"),
        ("my laptop is a Lenovo Yoga", "my brother's new laptop is sick"),
        ("my laptop is a Lenovo Yoga", "grabbed an iPad too for reading"),
        ("我用的是小米14", "给我爸买了个华为当生日礼物"),
        ("我上班是朝九晚五", "我现在十点到七点都有空"),
        ("I work 9 to 5 at the bank", "stayed late tonight, ugh, 8pm"),
        ("我女儿在十一中上学", "我在二中上班"),
        ("my favorite band is Radiohead", "pizza is my favorite food"),
        ("我最喜欢的歌手是周杰伦", "昨天陪朋友去听了陈奕迅的演唱会"),
        ("I live in Denver", "my sister just moved up to Seattle"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, (old, new)


@pytest.mark.parametrize(
    "old, new, gone, said",
    [
        ("我的电脑是ThinkPad T14，有点卡", "新买的MacBook Air到了，好轻", "ThinkPad", "MacBook"),
        (
            "I've got an iPhone 11, battery's dying",
            "the Galaxy's camera is so much better than my old iPhone",
            "iPhone 11",
            "Galaxy",
        ),
        ("我在厦门思明区租房住", "新家钥匙拿到啦🔑 集美这边安静多了", "思明区", "集美"),
    ],
)
def test_the_update_said_weeks_later_retires_what_was_said(alive_after_update, old, new, gone, said):
    """Through a real memory: the older remark leaves what is alive, the update is kept."""
    alive = alive_after_update(old, new)
    assert not any(gone in t for t in alive), alive
    assert any(said in t for t in alive), alive
