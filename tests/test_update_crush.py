"""A crush that became a couple ("Ben and I are officially dating" after "I have a crush on Ben", 我和小王在一起啦 after
我还在追隔壁部门的小王) ends the crush (judgement/update_crush.py); a couple only wished for, someone else's, or a crush
said while the user has a partner ends nothing."""

from __future__ import annotations

import pytest

from conftest import current


@pytest.mark.parametrize(
    "old, new, lang",
    [
        ("I have a crush on Ben from accounting", "Ben and I are officially dating!!", "en"),
        ("I've had a thing for Leo since college", "I'm seeing Leo now, finally", "en"),
        ("我还在追隔壁部门的小王。", "我和小王在一起啦！昨天表白成功", "zh"),
        ("我在跟一个叫阿杰的男生暧昧", "我跟阿杰在一起了", "zh"),
    ],
)
def test_a_crush_now_a_couple_is_no_longer_current(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new, lang",
    [
        ("I have a crush on Ben from accounting", "I wish Ben and I were dating", "en"),
        ("I have a crush on Ben from accounting", "My sister and Ben are dating now, ugh", "en"),
        ("I have a crush on Ben from accounting", "Leo and I are officially dating!!", "en"),
        ("我还在追隔壁部门的小王。", "好想和小王在一起啊", "zh"),
        # a crush told while married ends no marriage
        ("My husband Mark and I just bought a house", "I have a tiny crush on my barista lol", "en"),
    ],
)
def test_what_is_no_couple_of_the_crush_leaves_it(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old in current(m)
