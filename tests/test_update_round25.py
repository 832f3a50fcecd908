"""Updates of the classes a twenty-fifth development set (hard chat styles) showed missing (issue 15), in our own
sentences, each with look-alikes it must leave alone.

- Run-on and mixed-language messages: 阿里那边就last day了, offer拿到了, 去字节onboard, 不开车了 (a driver's job),
  现在回佛山老家住了, 生了生了, 翻肚皮了, 十一点睡了 (a bedtime), numbers of ten thousands corrected (一万二 -> 九千五).
- English: 'quit that job', 'closed on the new house', 'living off campus', 'she said yes!!!', 'married as of
  saturday', "she's gone" of a mother in hospice, 'someone grabbed it in like an hour', 'escrow closed', 'off my
  plate', 'sober 3 months today', 'walked at commencement', "she's a middle schooler now", 'nobody calls me Bubba
  anymore', 'it was 2016 not 2018'.
- Look-alikes: a divorce shouted and taken back as a joke (开玩笑的), a rumour denied (谁说我辞职了), a post's story (刷到
  一个帖子 男的…)."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("我在深圳的腾讯做运营。", "offer拿到了 下周去美团onboard 腾讯那边周五就last day了"),
        ("我在成都开网约车。", "我现在不开车了 跟朋友合伙开了个奶茶店"),
        ("我在北京朝阳租房住。", "房子到期没续 现在回保定老家住了"),
        ("我怀孕了，现在七个月。", "生了生了 七斤二两 是个儿子"),
        ("我女儿养了条金鱼叫泡泡。", "泡泡翻肚皮了 女儿哭了好久"),
        ("我一般凌晨两点才睡。", "最近被我妈逼着十一点就睡了"),
        ("I teach 3rd grade at Oak Hill Elementary.", "finally quit that job in june, doing bookkeeping from home now"),
        ("We own a condo in Tampa.", "closed on the new house today, a ranch outside Ocala"),
        ("My girlfriend Priya and I have been together two years.", "she said yes!!! engaged as of last night"),
        ("My fiancé Marco and I are planning an October wedding.", "we did it! married as of saturday"),
        ("My dad is in hospice in Reno.", "he's gone. it was peaceful"),
        ("I have an old Xbox I never use.", "listed it online and someone grabbed it in an hour"),
        ("I own a rental duplex in Dayton.", "dayton property is off my plate, escrow closed friday"),
        ("I drink a few beers every night.", "sober 2 months today"),
        ("I'm a senior at Penn State studying nursing.", "walked at commencement yesterday, diploma in hand"),
        ("My son is in 5th grade at Pine Elementary.", "can't believe he's a middle schooler now"),
        ("Everyone calls me Sparky.", "nobody calls me sparky anymore, it's just Sam at work"),
        ("我在杭州跑外卖。", "我现在不跑了 我舅舅拉我去他那个饭馆当大堂经理了"),
    ],
)
def test_updates_of_the_twenty_fifth_round(old, new):
    assert reach(new, old) in ("sure", "@it")


@pytest.mark.parametrize(
    "old, new",
    [
        ("我和老公结婚十年了。", "今天又被他气到 离婚！（开玩笑的 他做饭太好吃了）"),  # a joke
        ("我在一家外贸公司做跟单。", "谁说我辞职了 没有的事 就是请了年假"),  # a rumour denied
        ("我女朋友叫小雪，我们在一起两年了。", "刷到一个帖子 男的跟女朋友在一起两年被分手了"),  # a post's story
        ("I drink a few beers every night.", "my buddy has been sober 2 months, so proud of him"),  # the buddy's
        ("我在西安开网约车。", "要是哪天不开车了 我可能去学个厨师 现在还是先跑着"),  # only supposed
    ],
)
def test_look_alikes_of_the_twenty_fifth_round(old, new):
    assert reach(new, old) not in ("sure", "@it")


@pytest.mark.parametrize(
    "text, wrong",
    [("actually it was 2016 not 2018, checked the lease", "2018"), ("啊不对 过敏的是芒果 菠萝没事 前面说反了", "菠萝")],
)
def test_a_number_set_against_another_is_a_correction(text, wrong):
    found = parse_correction(text)
    assert found is not None and found.wrong == wrong
