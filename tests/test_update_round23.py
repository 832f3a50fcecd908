"""Updates of the classes a twenty-third development set showed missing (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- Corrections: what was said before named and replaced ("I said beagle earlier, Max is actually a corgi", 我前面说
  宝马，其实是奔驰), a typo or a misspeaking owned ("sorry typo before", "misspoke earlier"), numbers flipped, days of
  the week corrected, a correction that calls its person by a name the remark never gave (小宝是四年级，不是五年级).
- Names and pronouns: "you can call me Rob" said to the listener is the user's name; "going by they/them now";
  名字改成…, 户口本上现在是…, 现在朋友都喊我…; a phone number written in groups (138 0013 4521).
- Homes: the keys handed back to a landlord or a housing office, "I'm in a shared house on Birch St now", homeowners
  somewhere, a bare "we moved!!", "moved off campus", "moved in last week", 钥匙…还给房东了, 在…的新家.
- Things: a car counted by 辆 whatever its make (我有辆老捷达), a thing listed and gone (挂闲鱼三天就出了), livestock
  sold (出栏了), a thing parted with called only "it" or 那台 (the newest thing the user said they have).
- Jobs, schools, partners, habits, health: laid off in a round of layoffs, a retirement party, a job landed or taken,
  a first week at a clinic, freelancing; a degree left or done, a term of a programme, 研二, 博士在做第三年; "he's my
  ex now", met a woman, 丧偶 / 还没结婚 / 还没确定关系 as no partner; "down to zero", a hobby 搁下了, 好久没上了; braces
  off, crutches given back; a car one drives (开的是…), the bank one's pay goes to.
- Look-alikes: about to (真的要辞职了), a rumour (有人在群里传…), a video's blogger, a neighbour by name (隔壁老孙),
  a stay at a cabin for the weekend, a product released (new iPhone)."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.updates import claims, reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("You can call me Jess.", "I go by Frankie these days, it fits better"),
        ("I use she/her pronouns.", "going by they/them now, thanks for asking"),
        ("我叫李国庆。", "身份证上的名字已经改成李沐阳了"),
        ("同事都叫我大刘。", "减肥成功，现在朋友都喊我瘦刘"),
        ("我手机号是 139 1234 5678。", "旧号停了，新号 186 8765 4321"),
        (
            "I rent a one-bedroom in Fremont.",
            "handed the keys back to the leasing office, I'm in a townhouse in Newark now",
        ),
        ("We rent a duplex near the lake.", "we're officially homeowners in Madison, so surreal"),
        ("I live in a dorm at Purdue.", "moved off campus into a place with two friends"),
        ("我租的房子在南京江宁。", "钥匙上周交给房东了，现在在苏州园区这边的新家"),
        ("我有辆老桑塔纳，平时拉货用。", "那车我卖给隔壁了，三千块"),
        ("我有一辆开了八年的卡罗拉。", "卡罗拉挂闲鱼一周就出了，换了电动车"),
        ("我家养了二十头牛。", "牛全出栏了，明年不养了"),
        ("I've got an old Xbox in the den.", "sold it to my nephew for 80 bucks"),
        ("我有一台旧的iPad。", "那台已经转给我表妹了"),
        ("I'm a cashier at a grocery store downtown.", "got caught in the latest round of layoffs, job hunting now"),
        ("I drive a delivery van for FedEx.", "retirement party was friday, they got me a cake"),
        ("I freelance as a translator, mostly legal stuff.", "took an in-house job at a law firm, no more invoices"),
        ("I'm in my second year of the nursing program at Rutgers.", "left the program in march, it wasn't for me"),
        ("我在读浙大的软件硕士。", "答辩过了！毕业证也拿到了"),
        ("My girlfriend Mia lives in Boston.", "she's my ex now, we called it"),
        ("我丧偶十年了。", "我跟老李领证了，孩子们都挺支持"),
        ("I drink five Red Bulls a day.", "down to zero energy drinks, week two"),
        ("我每天练一小时书法。", "书法搁下了，最近在学游泳"),
        ("I have braces, no chewing gum for me.", "braces off today!!"),
        ("我开的是一辆白色的宝来。", "现在开的是特斯拉Model 3"),
        ("我工资卡是工商银行的。", "工资现在打到招行卡上了"),
        ("We keep a little sailboat at the marina.", "Boat's gone, a retired couple from Tacoma bought her on Sunday"),
        ("I'm on crutches since I tore my ACL.", "crutches went back to the clinic today, walking slowly"),
        ("我在三中读初三。", "中考考完了，录取到了一中"),
        ("我儿子在读幼儿园大班。", "儿子这学期成小学生了"),
        ("I'm married to Greg, he's a chef.", "Divorce was finalized on Monday, Greg kept the house"),
        ("我微信名叫“知足常乐”。", "外孙给我把微信名改成“老刘头”了"),
    ],
)
def test_updates_of_the_twenty_third_round(old, new):
    assert reach(new, old) in ("sure", "@it")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在京东做客服。", "今天接了三百个电话，真的要辞职了我跟你说"),  # about to, not done
        ("我和男朋友阿峰在一起三年了。", "有人在传我跟阿峰分手了，根本没有的事"),  # a rumour
        ("我在腾讯做产品。", "刷到个视频，一个博主辞了大厂去大理开民宿"),  # the blogger's
        ("我在老家有片橘子园。", "隔壁老孙把他家橘子园卖了"),  # the neighbour's
        ("I live in a flat in Leeds.", "we're in the cabin at the lake this weekend"),  # a stay
        ("I've got an old Xbox in the den.", "my brother sold it to a guy at work"),  # the brother's
        ("My last name is Novak.", "for now it's still Novak on everything"),
        ("I'm single and happy.", "met a woman at the bakery who makes the best croissants"),  # no date said
        ("I drive a delivery van for FedEx.", "the new iPhone is out, should I upgrade"),  # a product released
    ],
)
def test_look_alikes_of_the_twenty_third_round(old, new):
    assert reach(new, old) not in ("sure", "@it")


@pytest.mark.parametrize(
    "text, wrong",
    [
        ("wait I said beagle earlier, Max is actually a corgi", "beagle"),
        ("不对不对，我前面说宝马，其实是奔驰", "宝马"),
        ("Said 500 the other day, it's actually 450", "500"),
    ],
)
def test_a_correction_names_what_was_said_before(text, wrong):
    found = parse_correction(text)
    assert found is not None and found.wrong == wrong


@pytest.mark.parametrize("text", ["sorry typo before, the twins are 6", "misspoke earlier, it's $40 a class"])
def test_a_slip_owned_makes_a_correction(text):
    assert parse_correction(text) is not None


def test_a_neighbour_called_by_name_is_someone_else():
    assert all(c.subject != frozenset({"self"}) for c in claims("隔壁老孙把他家橘子园卖了"))


def test_a_habit_quit_with_its_object_left_out_reaches_the_habit_among_others(tmp_path):
    now = [1.7e9]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        for text in ("我姐姐住在南京", "我每天晚上泡脚", "我每天抽一包烟，抽了十年了", "今天加班到九点，好累"):
            memory.observe(text)
        now[0] += 86400 * 2
        memory.dream()
        memory.observe("我每天抽一包烟，抽了十年了")
        now[0] += 86400 * 60
        memory.dream()
        memory.observe("戒了三个月了，一根都没碰")
        assert "抽一包烟" not in memory.context("我现在还抽烟吗？")
