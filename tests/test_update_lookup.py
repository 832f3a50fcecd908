"""An update must find what it updates among everything else said, not only in a memory that holds little else.

The rules that read a newer claim in an older remark's slot (update_slots.py: a dose said without its medicine, a
first week at a school called by name, a side switched to, a graduation) and a person called by another title
(张老师 for 我的博士导师张教授) compared the two remarks correctly, but the newer remark never looked the older one up:
it shares no word with it, so among a few days of other remarks it was never compared. So was a return from abroad (回国了)
after a remark that placed the user there (在新加坡这边租房). A message that tells an update and then asks (" — any easy recipes?", "Shrimp scampi recipe please?? 😂") was read whole as a question, and
its update was never read at all."""

from __future__ import annotations

import pytest

from conftest import current


@pytest.mark.parametrize(
    "old, new, lang",
    [
        # a dose said without its medicine
        ("I take 50mg of sertraline every morning.", "doc bumped me up to 100mg, feeling a bit jittery", "en"),
        ("我在吃舍曲林，一天半片，25毫克。", "这周开始剂量加到一整片了，50mg，医生说先观察一个月", "zh"),
        # a first stretch at a school called by name, after another school
        ("I'm at Santa Monica College doing my prereqs.", "first week at UCLA done, the campus is huge", "en"),
        # a graduation said with no school, after what one studied
        ("我在读护理专业，明年毕业", "我毕业了！终于", "zh"),
        # one person called by another title
        ("我的博士导师张教授快七十了，还在带学生。", "张老师上周去世了，师门群里都在哭", "zh"),
        # a medicine one is off, or tapered off
        ("I'm on sertraline for anxiety, 50mg.", "I'm off the sertraline now, feeling fine", "en"),
        ("I'm on sertraline for anxiety, 50mg.", "My psychiatrist tapered me off completely, last dose was in May.", "en"),
        # an update told before what the message asks
        ("My husband Raj does all the cooking at home.", "Cooking for one these days since Raj moved out — any easy recipes?", "en"),
        ("I'm allergic to shellfish, so no shrimp for me.",
         "Did the allergy panel and the shellfish thing was never real — it was the sauce. Shrimp scampi recipe please?? 😂",
         "en"),
        ("We have a huge sectional couch in the living room.",
         "Donated the sectional to the ReStore. the living room feels massive now. what should we put there, maybe armchairs?",
         "en"),
        # back from abroad, after a remark that placed the user there in any slot
        ("在新加坡这边租房，合同快到期了", "回国了，现在在苏州，住爸妈家", "zh"),
    ],
)  # fmt: skip
def test_an_update_finds_what_it_updates_among_other_remarks(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old not in current(m)


@pytest.mark.parametrize(
    "old, new, lang",
    [
        # a dose of another medicine; a school's first week for someone else's child said with its name
        ("I take 50mg of sertraline and 20mg of lisinopril every morning.", "doc bumped me up to 100mg", "en"),
        # another person with the same surname and a title of another group
        ("我的博士导师张教授快七十了，还在带学生。", "张医生上周退休了", "zh"),
        # off something that is no medicine; a medicine tapered off that is another one
        ("I'm on sertraline for anxiety, 50mg.", "I'm off the hook for dinner tonight", "en"),
        ("I'm on sertraline for anxiety, 50mg.", "My doctor tapered me off the lisinopril", "en"),
        # a question that only asks
        ("We have a huge sectional couch in the living room.", "Should we donate the sectional? what do you think?", "en"),
        # someone else back from abroad; a return only planned
        ("在新加坡这边租房，合同快到期了", "我表姐回国了，在苏州上班", "zh"),
        ("在新加坡这边租房，合同快到期了", "打算明年回国，还没定", "zh"),
    ],
)  # fmt: skip
def test_what_updates_something_else_leaves_it(said_among, old, new, lang):
    m = said_among(old, new, lang)
    assert old in current(m)
