"""Updates of the classes the thirteenth blind round showed missing (issue 15): a workplace, a home or a thing said in
passing inside a request ("help me write to my manager at …", "it's a walk-up in …", "my bike's a …"), a start told
in the clause that tells the end, a name typed in lower case opening a clause ("jess quit"), a stay that is a home
"for now", teams and clubs switched, a degree finished by its ceremony, boxes unpacked in a new city, 不对X过敏, a
layoff the user is on the list of, whose place one lives at (住我爸妈那儿); and from the round's
second pass: a habit of someone named ended by their name ("Nora quit soda"), a name after a verb in -ing is what is
done ("been playing Elden Ring"), "my usual lunch order is…" is standing, a cast off ends the injury it was for; 考上公务员 and 去税务局报到 are a job, not a school; 老爷子 is
the user's father; 自己租的一居室 is a home; 最后一个疗程结束了 ends a course of treatment; brands of cigarettes and
short videos are what they are; "last shift at St Mary's done", "starting monday as a pharmacy tech", "took
the job in Denver and already moved"; "St Mary's" is a place, not someone named Mary. Our own sentences, each with look-alikes
it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_claims import claims
from plastic_memory.judgement.updates import reach

REACHES = [
    (
        "can you draft an email to my boss at Accenture asking for a day off?",
        "handed in my notice, starting at Stripe on monday",
    ),
    ("I work at Ubisoft", "I left my job and monday I start at a small studio called Pixelworks"),
    ("I'm back at my dad's place for now, saving up", "signed a lease on a 1br in Austin, moving saturday"),
    ("living with my grandparents for now while I study", "got my own place finally, a tiny flat in Leith"),
    ("my daughter plays for the Rockets U12", "my daughter switched clubs, she's with the Comets now"),
    ("third year of my PhD and the lab is chaos", "walked the stage today, so proud of myself"),
    ("any good pho near me in Williamsburg?", "finally done unpacking in Jersey City, the commute is way better"),
    (
        "my heater rattles at night, it's a basement flat in Hackney",
        "moved back in with my parents in Kent to save money",
    ),
    ("my car's a silver Prius, what oil does it take?", "someone stole my car from the garage last night"),
    ("我对芒果过敏，点菜注意一下", "做了检测，我根本不对芒果过敏，白忌口了"),
    ("在一家物流公司做调度，天天加班", "公司裁员了，我也在名单里，先歇歇"),
    ("帮我写封邮件给我们腾讯的组长，说我周五请假", "我从腾讯离职了，下个月去阿里"),
    ("在杭州租房两年了", "回老家了，现在住我爸妈那儿"),
    ("my husband Omar drinks three energy drinks a day", "omar quit energy drinks, two weeks clean"),
    ("got a Switch last month, been playing Zelda every night", "sold the switch, it was eating my evenings"),
    ("my usual lunch order is a chicken caesar wrap", "off chicken lately, been doing the falafel bowl"),
    ("typing slowly, I have a fractured wrist", "the cast is off! wrist is weak but free"),
    ("我妹在银行当柜员", "我妹考上公务员了，下周去区法院报到"),
    ("我家老爷子摔了，打着石膏呢", "老爷子石膏拆了，走路还慢"),
    ("我住员工宿舍，六人间", "自己租的单间终于搬进去了"),
    ("我外婆在做放疗，每周去两次医院", "外婆最后一个疗程做完了，医生说效果不错"),
    ("我老公一天一包芙蓉王", "我老公把烟戒了，两个月没抽"),
    ("我每天睡前刷一小时快手", "短视频戒了一个礼拜，晚上睡得早多了"),
    (
        "I work nights as a security guard at St Luke's",
        "last shift at St Luke's done, starting monday as a bus driver",
    ),
    ("my cousin Dana lives in Tucson", "dana took the job in Phoenix and already moved"),
]

LOOK_ALIKES = [
    ("I work at Ubisoft", "jess quit her job at Ubisoft, so sad"),
    ("I work at Ubisoft", "can you help me figure out if I should quit?"),
    ("I live in Austin", "my sister moved to denver last month"),
    ("I live in Austin", "the dentist appointment got moved to friday"),
    ("my partner Sam and I live together", "divorce rates are wild lately, read an article"),
    ("my daughter plays for the Rockets U12", "the Rockets switched coaches this year"),
    ("I'm doing a masters in ecology", "my friend walked the stage today, so proud of her"),
    ("我对芒果过敏", "我妹妹不对芒果过敏，她随便吃"),
    ("在一家物流公司做调度", "隔壁公司裁员了，好在我们没事"),
    ("在杭州租房两年了", "我爸妈住在老家，挺好的"),
    ("my husband Omar drinks three energy drinks a day", "Omar's brother quit energy drinks, good for him"),
    ("typing slowly, I have a fractured wrist", "my friend's cast is off, she's thrilled"),
    ("我妹在银行当柜员", "我表哥考上公务员了"),
    ("我住员工宿舍，六人间", "朋友租的单间挺大的"),
    ("我考上研究生了", "我妹考上公务员了"),
    ("I work nights as a security guard at St Luke's", "the last day at the lake was the best day"),
    ("my cousin Dana lives in Tucson", "dana took the kids to Phoenix for the weekend"),
]


@pytest.mark.parametrize("old, new", REACHES)
def test_a_round_thirteen_update_reaches_what_it_updates(old, new):
    assert reach(new, old), (claims(old), claims(new))


@pytest.mark.parametrize("old, new", LOOK_ALIKES)
def test_round_thirteen_words_of_the_same_shape_update_nothing(old, new):
    assert reach(new, old) is None, (claims(old), claims(new))


def test_a_name_typed_in_lower_case_opening_a_clause_is_someone_else():
    assert {c.subject for c in claims("jess quit her job")} == {frozenset(("name:jess",))}
    assert {c.subject for c in claims("quit my job lol")} == {frozenset(("self",))}
    assert {c.subject for c in claims("bruh got fired today")} == {frozenset(("self",))}
    assert {c.subject for c in claims("divorce was finalized today")} == {frozenset(("self",))}


def test_a_request_still_claims_what_it_says_in_passing():
    found = [c for c in claims("could you write a note to my manager at Oracle for me?") if c.slot == "job"]
    assert found and found[0].subject == frozenset(("self",)) and "oracle" in found[0].value
    assert not claims("can you help me decide whether to quit my job?")


def test_a_job_started_in_the_clause_that_ends_the_old_one_replaces_it(mem, clock):
    m = mem()
    old = m.observe("I'm an accountant at KPMG")["id"]
    clock.advance(days=40)
    done = m.observe("quit KPMG last month and started at a bakery called Crumbs, best decision ever")
    assert done["action"] == "updated" and old in done["demoted"]
    block = m.context("what should I put as my employer on this form?", session_id="later") or ""
    assert "Crumbs" in block and "KPMG" not in block.replace("quit KPMG", "")
