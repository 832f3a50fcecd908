"""A home told by the time since coming (issue 15): "been in Austin three weeks now", "three months into life in
Lisbon", "2 months in Denver now" replace where the user lived; a fortnight somewhere, a trip one flies back from, and
a state one has "been in" (remission, sales, lockdown) do not. Our own sentences, none from the bench sets."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

OLD = "I live in Portland with my roommate."


@pytest.mark.parametrize(
    "new",
    [
        "been in Tucson five weeks now and I still get lost",
        "We've been in Glasgow for about 4 months already, the rain is relentless",
        "six months into life in Osaka and my Japanese is still rubbish",
        "3 months in Leeds now, finally found a decent barber",
    ],
)
def test_the_time_since_coming_somewhere_tells_where_one_lives(new):
    assert reach(new, OLD) is not None


@pytest.mark.parametrize(
    "new",
    [
        "been in Rome two weeks now, flying back Friday",  # a fortnight: may be a trip
        "been in Madrid a month now for the conference, flying back tomorrow",  # a trip
        "been in remission for two years now",  # a state
        "been in sales for ten years now",  # a line of work
        "my sister has been in Boise three months now",  # hers
        "I was in Boise for three months once",  # the past
    ],
)
def test_a_stay_a_state_or_someone_else_s_time_somewhere_is_no_move(new):
    assert reach(new, OLD) is None
