"""Updates of the classes the thirty-second session's fresh-42 round worked on (pets, health and teams in everyday
chat words), in our own sentences, each with look-alikes it must leave alone.

- An illness said bare with its flare or two at once (我胃病又犯了, 我最近咳嗽发烧), a course of treatment one is in
  (我爸在做透析), ended by a pain gone, a rash scabbed, surgery done said first (做完手术了, 现在不疼了, 疹子结痂掉了);
  a test waited on that came back fine; therapy done ("physio's over"); a first run back since the injury.
- Leaving a group in everyday words ("stepped back from the choir", "jumped ship from the band", a membership let
  lapse), a team one leads shut down ("they closed our data squad down"), a membership over (不是会员了), the group said
  first then done with (合唱团我早就不去了), a unit cut (我们组被撤了), a group renamed (改名叫…), 不划船了.
- A pet given to a relative called by where they live (送给我乡下姑姑养了), taken by someone else to keep (让我哥领走了),
  got after saying one had none ("we caved and adopted a puppy"), an old dog or cat (老猫去年秋天走了).
- Look-alikes: a game lost by goals let in (丢了两个球), a teammate named by their place who left ("our drummer quit the
  band"), a pet out again ("got out again"), a session of treatment (做完第二次化疗), 朋友圈 (no friend), a single
  session's pain.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我胃病又犯了，吃不了辣", "胃病好了，今晚想吃点辣的"),
        ("我最近咳嗽发烧，嗓子也哑了", "咳嗽好了，嗓子也不哑了"),
        ("I'm in a community choir, we sing on thursdays", "stepped back from the choir, too much on at work"),
        ("I play keys in a jazz band", "jumped ship from the band to a funk group"),
        ("I'm a member of the climbing club", "let my climbing club membership lapse this spring"),
        ("我是羽毛球协会的会员", "羽毛球协会的会费没交，不是会员了"),
        ("我在合唱团唱男低音", "合唱团我早就不去了"),
        ("我在单位的读书会", "读书会我已经不管了"),
        ("我老公在厂里的龙舟队", "老公不划龙舟了"),
        ("我在“周末骑行团”", "我们骑行团改名叫晨风车队了"),
        ("我家柯基豆包特别能吃", "豆包送给我乡下姑姑养了"),
        ("我爸养了只鹦鹉", "我爸那只鹦鹉让我哥领走了"),
        ("I don't have any pets, my landlord is strict", "we caved and adopted a puppy"),
        ("我家猫咪十五岁了，特别黏人", "老猫去年秋天走了"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("我爸在做透析，一周三次", "我爸透析做完了，医生说肾功能恢复了"),
        ("I'm doing physical therapy for my shoulder", "physio's over, shoulder feels normal"),
        ("waiting for my MRI results, nervous", "MRI came back benign"),
        ("我在做化疗，胃口很差", "做完化疗了，胃口回来了"),
        ("我腰间盘突出，久坐就疼", "做完手术了，现在不疼了"),
        ("I lead the data squad at work", "they closed the data squad down last week"),
    ],
)
def test_updates_in_a_slot(old, new):
    # an end that names nothing the older names updates the newest remark in its slot (turn/supersede.py picks it)
    assert reach(new, old) is not None, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在业余球队踢门将", "今天输了，我丢了两个球"),
        ("I play bass in a cover band", "our drummer quit the band, we need a new one"),
        ("I'm the goalie on our rec team", "our star striker just left the team"),
        ("we have a beagle named Rosie", "Rosie got out again, found her at the neighbours'"),
        ("我在做化疗", "今天做完化疗第二次了，有点累"),
        ("我朋友老周在杭州开店", "帮我写个朋友圈文案，我家仓鼠去世了"),
        ("我得了带状疱疹", "今天还是疼"),
        ("I'm a member of the city chess club", "I let my gym membership lapse"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE, claims(new)
