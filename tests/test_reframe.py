"""A frame of the user's own said again with another value, as it is now, is the current one (turn/reframe.py).

"My go-to coffee order is an oat latte these days" after "My go-to coffee order is a flat white" left both current,
and the dream's fold of remarks of one shape joined them into one line, "My go-to coffee order is a flat white, an
oat latte these days": words never said together. Now the newer replaces the older, and no fold joins a remark that
says "now" with the one it replaced. Never: another person's frame, a frame of one word ("my back hurts now" after
"my knee hurts"), a condition, one occasion.
"""

from __future__ import annotations

import pytest

from conftest import current

from plastic_memory.sleep.frames import fold


@pytest.mark.parametrize(
    "old, new",
    [
        ("My go-to coffee order is a flat white", "My go-to coffee order is an oat latte these days"),
        ("My daughter's teacher is Mrs. Lopez", "My daughter's teacher is Mr. Grant now"),
        ("I sleep on the left side of the bed", "I sleep on the right side of the bed now"),
        ("My lunch most days is a turkey sandwich", "My lunch most days is a big salad now"),
        ("我每天早饭是包子豆浆", "我每天早饭现在是燕麦牛奶"),
        ("我的密码管理器是1Password", "我的密码管理器现在是Bitwarden"),
        ("我们每周的约会日是周五", "我们每周的约会日改成周二了"),
    ],
)
def test_a_frame_filled_anew_replaces_the_old_value(said_apart, old, new):
    m, result = said_apart(old, new)
    assert result["action"] == "updated", result
    texts = current(m)
    assert new in texts and old not in texts, texts


@pytest.mark.parametrize(
    "old, new",
    [
        ("My favorite band is Radiohead", "My brother's favorite band is Arcade Fire now"),
        ("My knee hurts after runs", "My back hurts now"),
        ("My daughter's teacher is Mrs. Lopez", "If my daughter's teacher is Mr. Grant now I'll be upset"),
        ("My lunch most days is a turkey sandwich", "My lunch today is a big salad"),
        ("我最喜欢的歌手是周杰伦", "我老婆最喜欢的歌手现在是陈奕迅"),
        ("我膝盖疼", "我现在腰疼"),
        ("I went to the park with Leo", "I went to the park with Omar"),
    ],
)
def test_no_new_value_of_the_users_own_frame_leaves_the_remark(said_apart, old, new):
    m, _ = said_apart(old, new)
    assert old in current(m)


def test_the_fold_never_joins_a_value_with_the_one_that_replaced_it():
    assert (
        fold(["My go-to coffee order is a flat white", "My go-to coffee order is an oat latte these days"], 5) is None
    )
    assert fold(["我晚饭做了饺子", "我晚饭做了红烧肉"], 5) is not None  # remarks of one shape still fold
