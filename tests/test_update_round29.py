"""Updates of the classes a twenty-ninth development set (corrections, health, one-value facts of everyday life, jobs,
homes and deaths, ten of each, told in many ways) showed missing (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- Deaths told by what follows them: someone's funeral at any time (外婆的葬礼周日办, 姑父的追悼会定在下周五), a pet buried
  (把豆豆埋在后院了), "the vet couldn't save her", "has gone to be with the Lord"; one person called by another title of
  the same kind (李老师去世了 after 我的导师李教授).
- Homes said as people say them: 我现在在厦门住了, 每天从燕郊坐公交去北京上班 (one lives where one commutes from),
  现在在老家洛阳, 我住的是江北区, "we're now in a cottage outside Bath", "finally have my own place", "my place is at…",
  "I live alone in a condo in…".
- Jobs: 做保险代理 (an agent is a role), "I start at an NHS trust in Leicester next month", "Started at Amazon's
  fulfilment centre", "moved in-house at Shopify"; a role said short ("an RN": a nurse, not "right now").
- One-value facts: a salary paid into another bank (现在发到建行), a gym by its name (在乐刻健身 -> 转去超级猩猩上团课),
  hair kept long (我留的是长发), the commute (我通勤是坐地铁), a diet given up (素食坚持不下去了), the blood type, the church
  one attends, studying abroad ended by coming home (在墨尔本留学 -> 回国了).
- Health: a test negative (皮试结果阴性, "Results are in — negative!"), "feel like myself again", "Physio's cleared me",
  "a bad case of long COVID", coeliac disease; a correction naming a general food (坚果类我都没事 of 花生)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

SURE = ("sure", "@it", "@bare")
LATEST = ("health", "allergy")  # an end of health without its name: the newest remark on it


@pytest.mark.parametrize(
    "old, new",
    [
        ("我外婆八十八了，住在乡下，身体还行。", "明天请假回老家，外婆的葬礼周日办，帮我订张车票"),
        ("我姑父去年做了心脏搭桥，一直在休养。", "姑父的追悼会定在下周五，我得回去一趟"),
        ("我家仓鼠叫豆豆，一岁半了。", "把豆豆埋在后院了，哭了一晚上"),
        (
            "My mare Bella lives at my cousin's farm.",
            "Cousin called — Bella colicked overnight and the vet couldn't save her.",
        ),
        (
            "My grandad Femi lives with us in Ibadan.",
            "Grandad Femi has gone to be with the Lord. Burial is in two weeks.",
        ),
        ("我的导师李教授快退休了，还在带我们。", "李老师上周去世了，大家都很难过"),
        ("我在福州租房，住在鼓楼区。", "我现在在厦门住了，离海近"),
        ("我住在北京朝阳，离公司近。", "现在每天从燕郊坐公交去北京上班，路上两个小时"),
        ("我在悉尼留学，住学校宿舍。", "回国了，现在在老家洛阳，帮我看看这边的工作"),
        ("我家在重庆渝北区。", "我说错了，我住的是江北区，渝北是我上班的地方"),
        ("We bought a flat in Leeds last year.", "The sale went through and we're now in a cottage outside Harrogate."),
        ("I live with my parents in Kochi.", "Finally have my own place — a 2BHK in Kakkanad."),
        ("My flat is on Oxford Street.", "sorry wrong info, my place is at Camden, Oxford Street is my office"),
        ("I live alone in a condo in Clementi.", "moved back to my parents' place in Tampines to save money"),
        ("我在太平洋做保险代理。", "我现在在工商银行做客户经理了"),
        (
            "I work as a nurse at a hospital in Accra.",
            "Got my PIN at last, I start at an NHS trust in Leeds next month!",
        ),
        (
            "I'm between jobs, looking at warehouse work.",
            "Started at Amazon's fulfilment centre in Dartford this week.",
        ),
        ("I'm an auditor at PwC.", "I moved in-house at Canva as a finance lead."),
        ("我工资卡是工行的。", "公司统一换了工资卡，现在发到农行"),
        ("我每周三在乐刻健身。", "最近转去超级猩猩上团课了"),
        ("我留的是长发，快到腰了。", "昨天剪了个短发，齐耳的"),
        ("我通勤是坐地铁2号线。", "最近买了辆电动车，骑车上班二十分钟"),
        ("我是吃素的，别给我推荐肉菜。", "素食坚持不下去了，现在啥都吃"),
        ("My blood type is O positive.", "Checked my donor card, I'm actually A positive."),
        ("我对青霉素过敏。", "皮试结果阴性，医生说以前是误诊"),
        ("The GP thinks I might have coeliac disease.", "Results are in — negative! Pasta is back."),
        ("I've had a bad case of long COVID since March.", "Honestly feel like myself again, energy's back."),
        ("I broke my ankle skating, I'm in a boot.", "Physio's cleared me to run again!"),
    ],
)
def test_updates_of_the_twenty_ninth_round(old, new):
    assert reach(new, old) in SURE + LATEST


@pytest.mark.parametrize(
    "old, new",
    [
        ("我奶奶住在老家。", "昨天看了个电影，讲奶奶的葬礼的，哭死"),  # a film's
        ("我家仓鼠叫豆豆。", "把种子埋在花盆里了"),  # seeds, no pet
        ("My dog Max loves the beach.", "Max had a rough night but the vet saved him"),  # saved
        ("我的导师李教授快退休了。", "王老师上周去世了"),  # another surname
        ("我在福州租房，住在鼓楼区。", "我朋友现在在厦门住了"),  # the friend
        ("我住在北京朝阳。", "今天从燕郊坐公交去北京上班，堵死了"),  # one day
        ("My blood type is O positive.", "I'm a negative person lately"),  # no blood type
        ("I go to St Mary's on Sundays.", "We go to Costco on Sundays"),  # a shop
        ("I work as a nurse in Leeds.", "I'm so tired rn"),  # right now
        ("I'm an auditor at PwC.", "my friend moved in-house at Canva"),  # the friend's
    ],
)
def test_look_alikes_of_the_twenty_ninth_round(old, new):
    assert reach(new, old) not in SURE


def test_a_correction_naming_a_general_food_retracts_the_food_it_takes_in(apart):
    _, old, fixed = apart("我对花生过敏，点菜的时候提醒我。", "不对，我过敏的是芒果，坚果类我都没事", days=10)
    assert fixed["action"] == "corrected" and old["id"] in fixed["retracted"]
