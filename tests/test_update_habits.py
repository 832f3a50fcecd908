"""Everyday ends of a habit, a membership or a thing (issue 15): our own sentences, none from the bench sets, each
form with look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import reach

REACHES = [
    ("I smoke about half a pack a day", "day 12 nicotine free and counting"),
    ("I vape pretty much nonstop", "threw my vape in the trash, day 9 nicotine free"),
    ("I have two energy drinks every afternoon", "cut out the monster cans completely, just water now"),
    ("I drink three cokes a day", "two weeks without any soda now"),
    ("I play video games until 2am most nights", "uninstalled steam, too much of my life was going into it"),
    ("I'm in my final year of law school", "passed the bar!! officially done with school"),
    ("I swim on the masters team at the Y", "I'm off the masters team, shoulder surgery"),
    ("I coach my nephew's soccer team", "handed the coaching over to another dad this season"),
    ("I run a small Etsy shop selling candles", "closed the etsy shop, it wasn't worth the fees"),
    ("我在吃降压药", "降压药医生让停了"),
    ("我每天吃一片优甲乐", "医生让我把优甲乐停了"),
]

LOOK_ALIKES = [
    ("I do laundry every Sunday", "finally done with the laundry for this week"),
    ("I'm on the volleyball team", "I'm off the phone now, what were we saying"),
    ("I love pizza", "cut out a coupon for pizza night"),
    ("We have a dog named Rex", "threw the ball in the trash, Rex chewed it to bits"),
    ("I play video games until 2am most nights", "left my switch at my mom's"),
    ("我在吃降压药", "医生让我把降压药减半"),
    ("我每天抽一包烟", "医生让我戒烟"),
]


@pytest.mark.parametrize("old, new", REACHES)
def test_an_everyday_end_reaches_what_it_ends(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize("old, new", LOOK_ALIKES)
def test_words_of_the_same_shape_end_nothing(old, new):
    assert reach(new, old) is None
