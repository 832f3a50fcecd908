"""A role said without an article or as the team one is over (issue 15): "I'm team lead for the analysts", "I manage a
team of six engineers", "I lead the payments team" set the user's job, so stepping down or a new job replaces them; a
manager of the user's, and managing a household, do not set it. Our own sentences, none from the bench sets."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm team lead for the three QA testers", "stepped down as team lead this week, burnout"),
        ("I'm shift supervisor at the warehouse", "I'm a forklift trainer at Amazon now"),
        ("I manage a team of nine nurses", "stepped down from managing, back on the floor full time"),
        ("I lead the mobile team at a fintech", "I'm a data engineer at Spotify now"),
    ],
)
def test_a_role_without_an_article_or_a_team_led_is_the_job_a_new_one_replaces(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize(
    "text",
    [
        "my manager is on leave",  # someone over the user
        "I manage the household budget",  # no team
        "I'm team captain this season",  # a sport, not a job title here
    ],
)
def test_no_job_is_set_by_a_manager_of_one_s_own_or_managing_the_household(text):
    assert not any(c.slot == "job" and c.subject == {"self"} for c in claims(text))
