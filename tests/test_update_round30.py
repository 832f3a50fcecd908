"""Updates of the classes a thirtieth development set (partners, things sold, habits, schools, teams and identities,
ten of each, told in many ways) showed missing (issue 15), in our own sentences, each with look-alikes it must leave
alone.

- Things given up: traded in at a shop ("at Long & McQuade" is where, not what), given to family ("my laptop went to
  my cousin"), 捐给, 转给, 退回去了, "the flat's officially not ours anymore", "gave dadu's car to a collector", a phone
  traded for another (手机是iPhone 13 -> 换了台华为), a thing said as 是一台… (had, so it can be given up).
- Habits: "off the fags", "become a coffee person", "got me swimming instead of running" (a cause before it is no
  one-off), "started eating chicken" (a vegetarian no more), 王者卸载了 after 晚上会打两把王者荣耀, 钓鱼的装备全收起来了 (the
  gear stands for the pastime).
- Schools and teams: a gap year ended by a university, "Switched to Philosophy!" (a subject), "started Grade 8",
  "Joined IIT Madras", 我今年高三 -> 到大学报到, 雅思班上完了, 辩论社 (a 社 is a team), "moved across to marketing", "on the
  sales team", "moved me up front", "made me captain", a voice part (tenor -> baritone, 女高音 -> 改唱女中音).
- Partners and people: 现在这个男朋友叫陈默 (a partner named anew), 我跟大伟复合了 (together again with the one parted
  from), "since Joy passed" (a death of whom it names).
- Not the user's: a colleague's new number (我同事换号了，新号是…，帮我记一下), "back in the day I was in a band"."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("I play a Gibson Les Paul, had it since uni.", "Traded my guitar in at Guitar Centre for a keyboard"),
        ("I use a MacBook Air from 2020 for everything.", "My laptop went to my nephew for school, I'm on a Dell now"),
        ("家里那架珠江钢琴一直放在客厅。", "钢琴捐给社区活动中心了"),
        ("我有一台富士相机，周末扫街。", "相机转给我表妹了"),
        ("我笔记本是一台MacBook Pro，工作全靠它。", "macbook已经退回去了，屏幕有问题"),
        (
            "We own a one-bed flat in Leeds that we let out.",
            "Completion went through, the flat's officially not ours anymore!",
        ),
        (
            "We still keep my grandad's old car, a Morris Minor, in the garage.",
            "We gave grandad's car to a vintage car club.",
        ),
        ("我手机是iPhone 12，用了三年了。", "旧iPhone折价换了台小米14"),
        ("I smoke about a pack a day, roll-ups mostly.", "Two months off the fags now!"),
        ("I don't really drink coffee, I'm a tea person.", "So I've become a coffee person, three flat whites a day"),
        ("I run 10k every morning along the canal.", "Hip's sore so the physio's got me cycling instead of running."),
        ("I'm vegetarian, have been for years.", "Started eating fish again last month, doctor's orders."),
        ("我晚上会打两把王者荣耀放松。", "王者卸载了，现在睡前看书"),
        ("我最近迷上钓鱼了，周末都去水库。", "钓鱼的装备全收起来了，现在迷上攀岩"),
        ("I'm taking a gap year, working at a cafe in Jaipur.", "Classes started at Pune University last week!"),
        ("I'm in my first year at York doing History.", "Switched to Economics! So much happier."),
        ("我今年高三，天天刷题。", "已经到大学报到了，在成都"),
        ("我在新东方报了个托福班。", "托福班上完了，考了100"),
        ("我参加了学校的话剧社。", "我退社了，现在改去摄影协会"),
        ("I work in the Leeds office on the support team.", "Moved across to marketing last month, same office."),
        ("I play left back for a Sunday league side.", "Gaffer's moved me up front!"),
        ("I'm just a regular player on my hockey team.", "Coach made me captain for the rest of the season."),
        ("I'm in the church choir, I sing tenor.", "The choir director moved me to baritone."),
        ("我在合唱团唱女高音。", "指挥让我改唱女中音了"),
        ("我对象叫王浩，天天加班。", "现在这个男朋友叫陈默，做设计的"),
        ("前任叫大伟，分手半年了。", "说出来你别骂我，我跟大伟复合了"),
        ("My wife Joy and I just had our anniversary.", "It's been three months since Joy passed."),
    ],
)
def test_updates_of_the_thirtieth_round(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("我手机号是 186 0000 1111。", "我同事换号了，新号是 137 2222 3333，帮我记一下"),  # the colleague's
        (
            "I play guitar in a band called Northbound.",
            "Back in the day I was in a ska band called The Rudies",
        ),  # long ago
        ("I live in a flat in Leeds.", "my brother sold his car to a guy in Reno"),  # the brother's
        ("前任叫大伟，分手半年了。", "小美跟大伟复合了"),  # a friend with him, not the user
        ("I run 5k every morning.", "it rained so I swam instead today"),  # one day
        ("I'm vegetarian.", "My son started eating chicken again"),  # the son's
        ("I'm in my first year at York doing History.", "I switched to the night shift at the bar"),  # a shift
        ("My son Leo goes to Lincoln Elementary.", "My son's friend started Grade 8"),  # the friend's
    ],
)
def test_look_alikes_of_the_thirtieth_round(old, new):
    assert reach(new, old) not in SURE
