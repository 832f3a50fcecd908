"""Updates of the classes the eighteenth and nineteenth blind rounds showed missing (issue 15), in our own sentences,
each with look-alikes it must leave alone.

- A habit done now "instead": of the same kind, or of one that replaces it ("laps at the pool instead" after a
  daily run); never a one-off, a wish or someone else's; "instead of running" only a habit of that kind.
- A thing left unused (吃灰, 闲置, "gathering dust") is a habit stopped.
- A pregnancy told by its test (两道杠, "two pink lines"), a birth by a clause that opens with it ("born on the 2nd");
  an exam prepared for ends when it is passed or the school lets one in (拟录取, 上岸, "passed the bar").
- Deaths told by a life told as over ("lived a good long life"), a farewell held for one's people ("the service for
  Grandpa"), a funeral done last week (葬礼上周办完了).
- Frames: how long it has been after a Chinese object (卸载抖音一个月了), a thing with digits given away ("gave my
  PS5 to"), home at last from hospital, a year of a school, one's own boss ("I guess I'm officially"), emigrating
  (润了), a nationality said with 籍, eating meat again (开始吃鸡胸肉了), an aside to the listener ("just so you know")
  that is no one's subject; a membership not renewed (到期没续); a test of an allergen negative (青霉素阴性); a team
  said after 公司的; a bank moved to by its kind ("a credit union"); a first day with a team; the first words of a
  place's name ("in El Paso") are no one's name.
- A correction told as what was said of the user, then what it really is (说我是烟台人，其实是威海).
- A divorce said of a boyfriend or a girlfriend is a joke, not an end; one said after the partner's name is the
  user's; a move to nowhere one lives (北极, Mars) is a way of speaking; what a doctor says one had better stop
  (最好把奶茶戒了) is advice; a negative test says nothing of an allergy it does not name.
- Frames: sold via 出给, a team one was 调去, a decade entered (迈入三字头), pronouns one has been using, a bike
  nicked, a field said beside its school (计算机专业), a couple made official, a name after "outside" is a place, a place settled into
  by where it is ("the Brisbane place") or a lease signed on it; "Lease" opening a remark is no one's name; where one
  rents (我在上海租的是…的老公房: 老公房 is housing, no husband) and the keys handed back to the landlord.
- A thing sold told by who has it now ("new owner picked her up Saturday"): the thing of the kinds or the name the
  remark says, the user's unless the remark is of someone else's sale.
- A change the remark says is still ahead, because what holds now holds a while yet ("still got three weeks left at
  Target", "my last day at the bakery is Friday", 老公司还得再干两周), updates nothing yet.
- A message the gate drops for its question updates by what it tells before an emoji that stands for a full stop,
  or after the question it opens with.
- Clauses said apart are kept apart: a note shows "…" where words between them were left out."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.corrections import parse_correction
from plastic_memory.judgement.told import told_after, told_part
from plastic_memory.judgement.gate import judge
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize(
    "old, new",
    [
        ("I jog 3 miles every evening.", "My hip started acting up, so I'm doing the rowing machine instead, love it"),
        ("I volunteer at the soup kitchen on Sundays.", "volunteering at the hospice on Sunday afternoons instead"),
        ("I cycle to work every day.", "I take the bus to work instead these days"),
        ("我每天练半小时吉他。", "吉他已经吃灰半年了，最近迷上了画画"),
        ("I play the cello most evenings.", "the cello is just gathering dust now, sadly"),
        ("我们在备孕，快一年了。", "两条杠！！激动得睡不着"),
        ("We're trying for a baby.", "Two pink lines this morning, I'm shaking"),
        ("My wife is 38 weeks pregnant.", "He's here!! born at 4am, 3.4kg, everyone is fine"),
        ("我在备考法考，每天学十个小时。", "法考上岸了！！请我自己吃顿好的"),
        ("I'm studying for the bar exam.", "Passed the bar!! can't believe it"),
        ("I have a hamster called Biscuit.", "Biscuit lived a good long life for a hamster, I miss him"),
        ("My nan lives in a care home in Leeds.", "The service for Nan is on Friday. Can you help with a reading?"),
        ("我爷爷八十多了，身体还挺好。", "爷爷的葬礼昨天办完了，心里空落落的"),
        ("我每天刷两小时微博。", "卸载微博三个月了，感觉清净多了"),
        ("I've got a Switch OLED I play every night.", "gave my Switch OLED to my niece, she loves it"),
        ("I'm in the hospital with a broken hip.", "Home at last!! nothing beats my own bed"),
        ("I'm in my third year of nursing school at Rutgers.", "Walked across the stage today!!"),
        ("I work as a paralegal at a firm in Boston.", "so I guess I'm officially my own boss now, the firm is mine"),
        ("我住在北京朝阳。", "润了，现在人在多伦多，一切从头开始"),
        ("我是中国籍。", "入籍仪式办完了，拿到加拿大护照了"),
        ("我吃素两年了。", "最近开始吃鱼和虾了，体检说蛋白质不够"),
        ("I go by he/him.", "just so you know I use they/them now"),
        ("我对青霉素过敏。", "皮试做完了，医生说青霉素阴性"),
        ("我在公司的前端组。", "调岗去测试组了，新组长人挺好"),
        ("我在楼下的超级猩猩健身，办的次卡。", "超级猩猩那边到期没续，改在家练了"),
        ("I bank with Chase.", "Moved everything over to a credit union, the fees were silly"),
        ("I'm on the design team at work.", "First day with the growth team today, lots of new faces"),
        ("I rent a flat in Leeds with my mate Tom.", "moved back in with my parents in San Diego for a bit"),
        ("My husband and I have been married ten years.", "The divorce was finalised on Monday."),
        ("我爸妈感情不好，但还住在一起。", "爸妈上个月离婚了"),
        ("I drive a 2009 Honda Civic.", "the new owner collected it this morning, sad to see my old Civic go"),
        ("I'm allergic to peanuts.", "Saw the allergist, the peanut thing was never real, it was the sesame"),
        ("我有一台Switch，天天玩。", "Switch出给一个学弟了，眼不见为净"),
        ("We live in a flat in Bondi.", "settling into the Brisbane place, the humidity is wild"),
        ("我在杭州租的是西湖边的老公房。", "钥匙交给房东了，今晚开始住男朋友那"),
        ("我在杭州租的是西湖边的老公房。", "退租了，搬去男朋友那住"),
        ("I'm renting a studio in Astoria.", "Lease signed on the Jersey City apartment, truck came Saturday"),
        ("我在公司是前端组的。", "被调去算法组了，压力山大"),
        ("我今年29岁。", "今天生日🎂 正式迈入三字头"),
        ("I go by he/him.", "I've been using they/them for a while now"),
        ("I ride a Brompton to work every day.", "my Brompton got nicked outside the gym"),
        ("I'm married, my husband Dev works in sales.", "Dev moved out in May and the divorce was finalised last week"),
        ("我在武汉大学读大三，法学专业。", "转专业申请过了，下学期开始读计算机"),
        ("I'm single and not looking.", "Priya and I made it official last night"),
        (
            "I keep a little boat at the harbour.",
            "the day you sell a boat is a good day, mate. new owner towed her away Sunday",
        ),
    ],
)
def test_an_everyday_update_reaches_what_it_replaces(old, new):
    assert reach(new, old) == "sure"


@pytest.mark.parametrize(
    "old, new",
    [
        ("I jog 3 miles every evening.", "Skipped my jog and did yoga instead today"),
        ("I jog 3 miles every evening.", "Maybe I should swim instead, my knees hurt"),
        ("I drive the kids to school every morning.", "My husband does the school run instead"),
        ("I swim every Sunday.", "Doing yoga instead of running these days"),
        ("I take the train to work every day.", "Took the bus instead, the train was cancelled"),
        ("我每天坚持写日记。", "书架上落灰了，得擦擦"),
        ("I'm pregnant with twins.", "I was born on the 2nd of May, so I'm a Taurus"),
        ("I'm pregnant with twins.", "She's here! My sister finally landed, born and raised in Leeds lol"),
        ("I'm studying for the bar exam.", "I passed my driving test"),
        ("I work as a paralegal.", "I wish I was my own boss"),
        ("My dad lives in Ohio.", "the service for my car is due"),
        ("我住在上海。", "皮肤滋润了不少"),
        ("My boyfriend Leo and I live together.", "Leo finished my fries, we're officially divorced lol"),
        ("我对青霉素过敏。", "核酸阴性，放心了"),
        ("My sister lives in Atlanta.", "moved back in with my parents in El Paso for a bit"),
        (
            "I work at a bakery on Fifth.",
            "Got the café job! I start on the 3rd, still got two weeks left at the bakery",
        ),
        ("I work at a bakery on Fifth.", "Took the café job, my last day at the bakery is Friday"),
        ("我在腾讯上班。", "拿到字节的offer了，不过老公司还得再干两周"),
        ("I drive a 2009 Honda Civic.", "my sister sold her car, the new owner picked it up today"),
        ("I rent a flat in Queens.", "the new owner of our building raised the rent again"),
        ("I'm allergic to peanuts.", "the whole thing was never real, I made it up for the play"),
        ("我住在重庆南岸区。", "这天气热得我真要搬去北极住了"),
        ("I live in Phoenix.", "honestly moving to Mars at this point"),
        ("我每天喝两杯奶茶。", "医生说我最好把奶茶戒了，血糖有点高"),
        ("我对灰尘过敏。", "吹气复查结果出来了，阴性！"),
        ("I'm single.", "My sister and her boyfriend made it official"),
        ("We live in Bondi.", "moving into the big house next month"),
        ("我在上海上班。", "我在公司租的是工位，挺便宜"),
        (
            "I work at Deloitte as an auditor.",
            "handed in my notice, last day is end of next month, then I start at a startup",
        ),
    ],
)
def test_look_alikes_reach_nothing(old, new):
    assert reach(new, old) is None


def test_old_public_housing_is_no_husband():
    from plastic_memory.judgement.updates import claims

    assert [c.slot for c in claims("我在上海租的是静安寺附近的老公房，一室户。")] == ["home"]
    assert "partner" in [c.slot for c in claims("我老公房子买在哪了")]  # a husband's house


def test_what_was_said_of_the_user_then_what_it_really_is_is_a_correction():
    found = parse_correction("不对，你之前写的介绍里说我是杭州人，其实是绍兴，不是一个地方哈")
    assert (found.wrong, found.fix) == ("杭州", "绍兴")


def test_an_emoji_before_a_question_ends_what_is_told():
    assert told_part("So Jo proposed and I said yes 💍 where do I even start with the planning??") == (
        "So Jo proposed and I said yes 💍"
    )
    assert told_part("I love this 😂 so funny") == "I love this 😂 so funny"  # nothing asked after it
    assert told_part("😂 what do you think?") == "😂 what do you think?"  # nothing told before it


def test_what_a_message_tells_after_the_question_it_opens_with():
    assert told_after("what do I do with the empty cage? Biscuit lived a good long life") == (
        "Biscuit lived a good long life"
    )
    assert told_after("我之前跟你讲过我老公是干什么的没有") == "我之前跟你讲过我老公是干什么的没有"


def test_a_message_that_asks_first_still_updates_by_what_it_tells(mem, clock):
    m = mem()
    old = m.observe("I have a betta fish named Captain, he's got his own tank on my desk.")["id"]
    clock.advance(days=30)
    done = m.observe("what do I do with an empty tank? Captain lived a good long life for a betta")
    assert old in done["demoted"] + done["retracted"] or not m.trace(id=old)["alive"], done
    assert "empty tank" not in m.trace(id=done["id"])["text"]  # kept as what it tells


@pytest.mark.parametrize(
    "text, kept",
    [
        (
            "The housing portal is so confusing, can you walk me through picking a dorm? "
            "Orientation is next week and I'm already on campus",
            "The housing portal is so confusing … Orientation is next week and I'm already on campus",
        ),
        ("我们下周去三亚玩，帮我查查酒店吧？我老婆对海鲜过敏", "我们下周去三亚玩…我老婆对海鲜过敏"),
    ],
)
def test_clauses_said_apart_are_kept_apart(text, kept):
    assert judge(text, 1.7e9).text == kept
