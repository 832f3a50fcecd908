"""Updates of the classes the twelfth blind round showed missing (issue 15): a degree being done and finished, a
provider switched (insurance, a bank, a salary card), a phone number given "if you need it", an age a birthday
changes, "passed" with when, a condition one is (diabetic) and a part of the body well again, a breakup told before a
request, an engagement that talk of the wedding does not make a marriage, where parents live said with 住, someone's
question reported. Our own sentences, each with look-alikes it must leave alone."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.update_claims import claims
from plastic_memory.judgement.updates import reach

REACHES = [
    ("I'm doing a history PhD at Rutgers", "finally graduated, the PhD is done!"),
    ("doing an evening MBA, so tired", "graduated last week, no more classes"),
    ("our home insurance is with Allstate", "switched insurance to Lemonade, way cheaper"),
    ("my bank is Wells Fargo", "changed my bank to Chase, the fees were insane"),
    ("我的车是一辆旧的思域", "思域出手了，换了辆特斯拉"),
    ("my cell is 555-404-1212 in case you need to reach me", "got a new number, it's 555-777-9090 now"),
    ("I'm 41", "turned 42 on sunday, cake was great"),
    ("我今年二十九", "昨天过了三十岁生日"),
    ("my uncle Ray has been in hospice", "Uncle Ray passed over the weekend, the service is thursday"),
    ("I'm diabetic, type 1", "my endo says I'm in remission now"),
    ("我腰椎间盘突出，弯腰都疼", "腰好利索了，能搬东西了"),
    ("my girlfriend Dana and I go climbing every sunday", "dana and i called it quits. can you suggest a solo trip?"),
    ("my fiancé Tom and I are planning the wedding", "Tom and I got married in june!"),
    ("我爸妈在老家长春住", "我爸妈搬过来跟我一起住了"),
    ("living in a shared flat in Bristol", "we got the keys, moved into the house in Bath"),
]

LOOK_ALIKES = [
    ("I'm doing a history PhD at Rutgers", "should I drop out of my PhD? be honest"),
    ("our home insurance is with Allstate", "my sister switched her insurance to Lemonade"),
    ("I'm 41", "I'm 5 minutes away, order for me"),
    ("I'm 41", "explain compound interest like I'm 5"),
    ("我今年二十九", "我家猫12岁了，还挺精神"),
    ("我今年二十九", "同事说她女儿3岁就会背诗了"),
    ("my girlfriend Dana and I go climbing every sunday", "my mom keeps asking if Dana and I broke up, we didn't"),
    ("我男朋友在上海工作", "大家都以为我们分手了，其实没有"),
    ("my uncle Ray has been in hospice", "Uncle Ray passed the bar exam decades ago, he still brags"),
]


@pytest.mark.parametrize("old, new", REACHES)
def test_a_round_twelve_update_reaches_what_it_updates(old, new):
    assert reach(new, old), (claims(old), claims(new))


@pytest.mark.parametrize("old, new", LOOK_ALIKES)
def test_round_twelve_words_of_the_same_shape_update_nothing(old, new):
    assert reach(new, old) is None, (claims(old), claims(new))


def test_an_age_is_the_user_s_only_when_the_clause_is_the_age():
    assert [(c.slot, c.value) for c in claims("我今年三十四，属兔")] == [("age", frozenset(("三十四",)))]
    assert not [c for c in claims("我家狗狗12岁了，腿脚不太好") if c.slot == "age"]
    assert not [c for c in claims("I'm 30 minutes late") if c.slot == "age"]


def test_a_number_given_if_the_listener_needs_it_is_the_user_s():
    found = [c for c in claims("new phone number is 555-201-8834 if you need it") if c.slot == "id:phone"]
    assert found and found[0].subject == frozenset(("self",))


def test_a_breakup_told_before_a_request_is_kept_and_retires_the_old(mem, clock):
    m = mem()
    old = m.observe("my girlfriend Dana and I go climbing every sunday")["id"]
    clock.advance(days=20)
    done = m.observe("dana and i called it quits. it was mutual. anyway can u suggest some solo weekend hobbies")
    assert done["action"] == "updated" and old in done["demoted"]
    assert m.trace(id=old)["state"] == "superseded"


def test_an_insurer_switched_leaves_the_old_one_out_of_the_notes(mem, clock):
    m = mem()
    m.observe("our car insurance is with Geico")
    clock.advance(days=30)
    m.observe("switched insurance to Progressive, saved 300 a year")
    block = m.context("my car insurance renewal letter came, anything to check?", session_id="later") or ""
    assert "Progressive" in block and "Geico" not in block
