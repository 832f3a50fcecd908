"""Updates of the classes the thirty-third session's fresh-43 round worked on (updates told the way people chat), in
our own sentences, each with look-alikes it must leave alone.

- Chinese chat particles closing a change where writing has 了 (石膏拆啦, 车卖喽, 药停啦): read as 了.
- A job changed in chat words (换了个job, 换东家了, 搬砖换地方了, 换坑了), a post won by its exam (考进了区税务局), service in
  the forces and leaving it (在部队当兵 -> 退伍了), stepping down (从厂里退下来了); a new job said in passing in English
  ("my new job is great", "new gig pays better").
- A person one puts up with is no subject (终于不用忍那个室友了，新租的一居室在回龙观: the user's move).
- A home in chat words ("moved back home with my parents", 回老家发展了), a birth told of 娃, a remarriage (再婚),
  study abroad over (留学回来了), an elder who "passed" said alone, a partner who left, called "she" ("she dumped me").
- A lack in chat words ("no pets for me", "I have no pets") ended by getting one; a fan of a side, "I'm" left out
  ("officially an Eagles fan now"); a thing sold in slang ("flipped the PS5 on eBay"); change verbs mistyped; the
  user's new phone or laptop said in passing ("my new thinkpad is a beast").
- A change told among the day's errands outlasts the day (今天去医院复查，…医生说腰已经好了).
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach
from plastic_memory.language.chat_spelling import spelt_out
from plastic_memory.language.hant import simplified

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # 啦, 喽, 咯 where writing has 了
        ("我左手骨折了，打着石膏", "石膏终于拆啦！"),
        ("我开的是一辆老款雅阁", "车卖喽，以后坐地铁"),
        ("我每天吃一片降压药", "药停啦，医生说血压稳了"),
        ("我用的是小米手机", "手机丢啦😭"),
        ("我养了只泰迪", "泰迪送人啦，实在没时间遛"),
        ("我每周去三次健身房", "健身卡退咯"),
        # a job changed in chat words
        ("我在快手做运营", "换东家了，下周去小红书"),
        ("我在富士康流水线上班", "搬砖换地方了，现在在比亚迪"),
        ("我在百度做前端", "换坑了，新地方不用996"),
        ("我在一家外企做HR", "我换了个job，现在在startup做growth"),
        ("我在一家私企当会计", "换了家公司，离家近多了"),
        ("我在培训机构教英语", "考进了市海关，下个月报到"),
        # the forces, and stepping down
        ("我表哥在部队当兵", "我表哥退伍了，在老家开了个店"),
        ("我在武警部队服役", "我复员了，正在找工作"),
        ("我爸在钢厂上班", "我爸从厂里退下来了，天天钓鱼"),
        # a person put up with is no subject
        ("我跟室友合租在五道口", "终于不用忍那个室友了，新租的房子在西二旗"),
        # a home, a birth, a marriage, study abroad, in chat words
        ("我住在北京朝阳", "我回老家发展了，工资低点但是轻松"),
        ("我老婆怀孕七个月了", "娃生了！母子平安"),
        ("我哥离婚两年了", "我哥再婚了，新嫂子人很好"),
        ("我妹在英国留学", "我妹留学回来了，在深圳上班"),
        ("我女朋友是护士", "她把我甩了"),
        # English
        ("I live in Queens with two roommates", "moved back home with my parents to save up"),
        ("my apartment in Seattle is tiny", "staying at my mom's until I find a place"),
        ("my grandma lives in Tucson, I call her every sunday", "grandma passed"),
        ("my girlfriend Jess is a vet tech", "she dumped me. whatever"),
        ("my boyfriend is a line cook", "he broke up with me last night"),
        ("no pets for me, I travel too much", "we adopted a rescue cat!!"),
        ("I have no car, I bike everywhere", "finally bought a car, a used Corolla"),
        ("I'm a huge Liverpool supporter", "officially a Chelsea fan now, don't judge"),
        ("I've got a Nintendo Switch", "flipped the switch on ebay for $200"),
        ("I use an iPhone 13, battery is dying", "my new pixel takes way better night shots"),
        ("my laptop is an old Dell, so slow", "my new macbook is a beast, can you help me set up python on it?"),
        ("I work at Walmart as a cashier", "my new job is so much better, no more registers"),
        ("I work at Walmart as a cashier", "new gig pays way better lol"),
        ("I work at Costco", "quitted my job today"),
        ("I work at Costco", "got laid of this morning"),
        ("I live in Phoenix", "movde to Tucson last week"),
        ("my husband Ray is a plumber", "we seperated in march"),
    ],
)
def test_updates_told_in_chat_words_reach_what_they_update(old, new):
    assert reach(new, old) in SURE, (claims(old), claims(new))


@pytest.mark.parametrize(
    "old, new",
    [
        # particles inside a word, a visit home, a wish, someone else's change
        ("我每周去三次健身房", "周末去看啦啦队比赛"),
        ("我住在北京朝阳", "回老家过年了"),
        ("我住在北京朝阳", "回老家探亲了，下周回来"),
        ("我在快手做运营", "想换个job，还没想好"),
        ("我在快手做运营", "我朋友换了个job"),
        ("我在快手做运营", "换了家公司的宽带"),
        ("我在快手做运营", "这台电脑退役了"),
        ("我在快手做运营", "烧退下来了，明天上班"),
        ("我在快手做运营", "我想去当兵"),
        ("我是小学语文老师", "我朋友考进了税务局"),
        # English: a message left, an exam passed, someone else's pet, a job sought or wished for
        ("my girlfriend Jess is a vet tech", "she left me a voicemail"),
        ("my sister lives in Ohio", "my sister passed her driving test"),
        ("my mom works at a bank", "my mom passed the bar"),
        ("no pets for me, I travel too much", "my sister adopted a beagle"),
        ("I work at Walmart as a cashier", "applied for the new role at Target"),
        ("I work at Walmart as a cashier", "I want my new job to be remote"),
        ("I work at Walmart as a cashier", "the new job posting is up"),
        ("I've got a Nintendo Switch", "flipped the pancakes"),
        ("I use an iPhone 13, battery is dying", "my new phone case is so cute"),
        ("I use an iPhone 13, battery is dying", "my sister's new phone is a pixel"),
        ("my laptop is an old Dell, so slow", "my new laptop bag is huge"),
        ("I'm a huge Liverpool supporter", "my son is officially a Chelsea fan now"),
        ("I live in Queens", "my sister moved back home with my parents"),
    ],
)
def test_chat_words_of_the_same_shape_update_nothing(old, new):
    assert reach(new, old) not in SURE, (claims(old), claims(new))


def test_a_chat_particle_is_read_as_le_keeping_the_length():
    for said in ("石膏拆啦！", "车卖喽", "药停咯~", "搬家啦😭"):
        read = simplified(said)
        assert len(read) == len(said) and "了" in read
    # not inside a word, not after 了, not in Cantonese, where 啦 is a suggestion
    assert simplified("啦啦队好厉害") == "啦啦队好厉害"
    assert simplified("好了啦") == "好了啦"
    assert "啦" in simplified("我哋食饭啦")


def test_mistyped_change_verbs_are_spelt_out():
    assert spelt_out("quitted my job") == "quit my job"
    assert spelt_out("got laid of today") == "got laid off today"
    assert spelt_out("laid of the tiles") == "laid of the tiles"  # a slip only where the phrase is the change


def test_a_change_told_among_the_days_errands_outlasts_the_day(mem, clock):
    m = mem()
    clock.advance(days=1)
    told = m.observe("今天去医院复查，排队排了两小时，医生说膝盖已经好了可以正常跑步了，回来顺路买了杯奶茶")
    assert told["kind"] != "plan"
    # an errand alone is still only today's
    assert m.observe("今天下午去医院复查")["kind"] == "plan"
    clock.advance(days=3)
    assert m.trace(id=told["id"])["alive"]
    assert "膝盖已经好了" in (m.context("帮我排一下这周的跑步计划") or "")
