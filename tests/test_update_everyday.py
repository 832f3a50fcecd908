"""Everyday updates (issue 15): ends of a habit, a membership or a thing, and life events (a house bought, a
discharge, a birth, a position left, a child called by name). Our own sentences, none from the bench sets, each form
with look-alikes it must leave alone."""

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
    ("We rent a townhouse in Plano", "closed on our first house!! we're homeowners"),
    ("My dad is in the hospital with pneumonia", "dad's home now, still weak but home"),
    ("My wife is pregnant with our second", "our baby boy arrived tuesday night, 7 lbs 2 oz"),
    ("I have a nasty case of covid", "finally tested negative, back to work tomorrow"),
    ("I'm the treasurer of our PTA", "I stepped down as PTA treasurer"),
    ("My dog Max is recovering from surgery", "max is fully healed, running around like a puppy"),
    (
        "我家那只老柯基旺旺十二岁了",
        "旺旺昨晚在窝里走了，陪了我们十二年",
    ),  # a pet named in the older remark, not called so
    ("我养了一只猫叫球球", "球球走丢了，贴了寻猫启事也没消息"),
    ("我儿子在国外读研", "儿子研究生毕业回国了"),
    ("我是小区业委会主任", "业委会主任我卸任了，让年轻人来"),
    ("我是羽毛球社的社长", "社长我不当了，交给学弟了"),
    ("我在吃安眠药", "安眠药医生说可以停了"),
    ("my email is sam.ortiz77@yahoo.com", "reach me at sam@ortizstudio.net from now on, closing the yahoo one"),
    ("I'm a permanent resident, originally from Kenya", "took the oath this morning, officially a US citizen!"),
    ("我楼下的李奶奶经常给我送菜", "李奶奶前天去世了，九十二岁"),
    ("我外公跟我舅舅一家住", "外公搬到我们家来住了"),
    ("My dad has been a widower for ten years", "dad got remarried in june, we really like Carol"),
    ("I sing tenor in the St. Mark's choir", "switched to the university chorus this year"),
    ("We live in a condo downtown", "we finally moved, boxes everywhere but we're in"),
    ("I'm between jobs at the moment", "I start at Deloitte on Monday!"),
]

LOOK_ALIKES = [
    ("I do laundry every Sunday", "finally done with the laundry for this week"),
    ("I'm on the volleyball team", "I'm off the phone now, what were we saying"),
    ("I love pizza", "cut out a coupon for pizza night"),
    ("We have a dog named Rex", "threw the ball in the trash, Rex chewed it to bits"),
    ("I play video games until 2am most nights", "left my switch at my mom's"),
    ("我在吃降压药", "医生让我把降压药减半"),
    ("我每天抽一包烟", "医生让我戒烟"),
    ("我在吃安眠药", "医生说安眠药要一直吃"),
    ("my email is sam.ortiz77@yahoo.com", "send the invoice to billing@acme.com please"),
    ("我和小美是同事", "小美的猫死了，她难过了好几天"),
    ("We live in a condo downtown", "just moved the couch to the other wall"),
    ("We live in a condo downtown", "kayla already moved, I'm gonna miss her"),
    ("I work at Google", "I started at the bottom there, you know"),
    ("I work at Google", "we start at 9 tomorrow because of the offsite"),
    ("My dad's home is in Ohio", "dad's home office is a mess"),
    ("My sister is pregnant", "our baby boy arrived tuesday night"),  # the couple's pregnancy, not a sister's
    ("I'm the treasurer of our PTA", "the treasurer of the golf club stepped down"),
]


@pytest.mark.parametrize("old, new", REACHES)
def test_an_everyday_end_reaches_what_it_ends(old, new):
    assert reach(new, old) is not None


@pytest.mark.parametrize("old, new", LOOK_ALIKES)
def test_words_of_the_same_shape_end_nothing(old, new):
    assert reach(new, old) is None


def test_a_child_called_by_name_where_a_school_is_news_is_the_user_s_child(mem, clock):
    m = mem()
    old = m.observe("My son is in 3rd grade at Lincoln")["id"]
    clock.advance(days=20)
    m.observe("we moved so Ben's at Jefferson Elementary now")
    assert m.trace(id=old)["state"] == "superseded"


def test_a_name_is_no_child_of_two_or_where_a_home_is_news(mem, clock):
    m = mem()
    son = m.observe("My son goes to Lincoln Elementary")["id"]
    daughter = m.observe("My daughter is at Roosevelt Middle School")["id"]
    brother = m.observe("My brother lives in Leeds")["id"]
    clock.advance(days=20)
    m.observe("Maya started at Jefferson this fall")  # a son's or a daughter's school: no one knows whose
    m.observe("Daniel moved to Bristol")  # a name where a home is news may be anyone's
    assert all(m.trace(id=i)["alive"] for i in (son, daughter, brother))


def test_a_child_called_by_a_name_said_twice_is_the_user_s_child_and_a_pet_so_called_is_the_user_s_pet(mem, clock):
    m = mem()
    school = m.observe("我女儿在读初二")["id"]
    cat = m.observe("我家有只猫叫球球")["id"]
    clock.advance(days=30)
    m.observe("果果考上市实验中学了！")
    m.observe("球球走丢了，找了好几天")
    assert m.trace(id=school)["state"] == "superseded" and m.trace(id=cat)["state"] == "superseded"
