"""A habit quit without naming it, in Chinese (issue 15): a stretch gone without it said with the verb alone
(俩月没碰了, 三个月没抽了) and a farewell for good (跟烟彻底拜拜了) end the habit the older remark holds; a few this
week, a farewell to a person, and someone else's stretch do not. Our own sentences, none from the bench sets."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("我每天半包烟，戒了好几次都没成", "已经仨月没碰了，嚼口香糖顶着"),
        ("我每天都要抽几根烟", "半年没抽了，嗓子舒服多了"),
        ("我晚上总爱喝两口白酒", "俩月没喝了，睡得反而好"),
        ("我每天一杯奶茶，戒不掉", "跟奶茶彻底说再见了"),
    ],
)
def test_a_habit_gone_without_its_name_ends_the_older_habit(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize(
    "old, new",
    [
        ("我每天半包烟，戒了好几次都没成", "这周没抽几根了"),  # fewer, not none
        ("我每天一杯奶茶，戒不掉", "跟前任彻底拜拜了"),  # a person
        ("我每天半包烟，戒了好几次都没成", "我爸三个月没抽了"),  # his
        ("我每天半包烟，戒了好几次都没成", "下班跟同事说拜拜了"),  # a goodbye for the day
    ],
)
def test_fewer_a_person_or_someone_else_s_stretch_ends_nothing(old, new):
    assert reach(new, old) is None
