"""A friendship that ended ("Priya and I stopped talking", "I cut ties with Dan", 我和小雪闹掰了, 大伟这人别提了，我们已经不联系了)
ends what an older remark holds of the friend it names (judgement/update_friends.py); never a falling-out nearly had,
someone else's, or not talking about something."""

from __future__ import annotations

import pytest

from conftest import current


@pytest.mark.parametrize(
    "old, new, lang",
    [
        ("My closest friend Priya and I do brunch every Sunday.", "Priya and I stopped talking after the wedding.", "en"),
        ("My best friend Dan helps me with every move.", "I cut ties with Dan, he lied to me for years.", "en"),
        ("My buddy Carlos and I game most Friday nights.", "Carlos and I had a big falling out", "en"),
        ("我闺蜜小雪每个周末都陪我逛街。", "我和小雪闹掰了，以后不来往了", "zh"),
        ("我最好的朋友是大伟，我们无话不谈。", "大伟这人别提了，我们已经不联系了", "zh"),
    ],
)  # fmt: skip
def test_a_friendship_over_ends_what_was_said_of_the_friend(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new, lang",
    [
        ("My best friend Dan helps me with every move.", "Dan and I aren't talking about the move yet", "en"),
        ("My good friend Omar drives me to the airport.", "Omar and I don't talk politics, it's a rule", "en"),
        ("My best friend Dan helps me with every move.", "My sister stopped talking to her friend Dan", "en"),
        ("我闺蜜小雪每个周末都陪我逛街。", "我妹妹和小雪闹掰了", "zh"),
        ("我闺蜜小雪每个周末都陪我逛街。", "我和小雪差点闹掰，还好说开了", "zh"),
        ("我好哥们老周每周五约我喝酒。", "老周跟他老婆闹掰了，天天找我诉苦", "zh"),
        # one the user is not said to be friends with
        ("My coworker Dan sits next to me.", "I cut ties with Dan's old band", "en"),
    ],
)  # fmt: skip
def test_what_is_no_friendship_over_leaves_it(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old in current(m)
