"""Updates of the classes the twenty-seventh session worked on (issue 15), in our own sentences, each with
look-alikes it must leave alone.

- A medicine tapered to nothing ("finished tapering", "tapered me off", "med-free"), never a lower dose ("tapered me
  down to 25mg") or someone weaned off something else.
- A death told of one of the user's people by a short form of their name ("Auntie Jo" of "my aunt Josephine",
  "Uncle R" of "my uncle Rashid"), or by their service said lovely or packed; never a car's or a hotel's service.
- A Chinese death told in a clause that names no one, said beyond doubt: of the remark's topic (姑姑出了车祸，…人没
  抢救过来), of a name set apart before a dash (老陈——…走的…忌日), of the pet the older remark names (它走了快两个星期);
  never a goodbye (送她走了), the user leaving (我先走了) or a pet gone out (它走了，跑去阳台).
- A medicine the doctor "put me on" or one "has been put on" replaces the one of its kind (insulin after gliclazide),
  never one added beside another kind ("a statin too") or a bench one is put on.
- A first week of a subject at a place called by name ("First week of law at Durham done") sets the school; a first
  week of onboarding there sets the job; "doing my A-levels" is a school stage a university replaces.
- The rule tier's impression of a remark keeps the words that name whom a kept clause means ("She'll be 30" is never
  kept alone of "remind me to send my sister Priya a card? She'll be 30"), so a correction naming her still finds it.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach

SURE = ("sure", "@it", "@bare")


@pytest.mark.parametrize(
    "old, new",
    [
        # a death told by a short form of the name, or by the service
        ("My aunt Josephine still bakes for the whole street", "Auntie Jo's funeral is on Friday, I'm doing a reading"),
        ("My uncle Rashid phones me every Eid", "Uncle R's burial was this morning. so many people came"),
        (
            "My grandpa Walter still drives to the lake every weekend",
            "Grandpa's service was beautiful, the church was full",
        ),
        # a medicine started by the doctor in place of one of its kind
        (
            "I take Jardiance for my diabetes",
            "the consultant put me on insulin last month, pills weren't enough",
        ),
        (
            "I take lisinopril for my blood pressure",
            "my GP put me on amlodipine instead, the cough was awful",
        ),
        # a first stretch of a subject, or of onboarding, at a place called by name; a school-leaving course
        (
            "I'm in my first year of economics at Warwick",
            "First week of law at Durham done, already drowning in reading",
        ),
        ("I work at Accenture in the Dublin office", "first week of onboarding at Workday done, so many videos"),
        ("I'm doing my A-levels in French and History", "First week at Exeter done, halls are chaos"),
        # a Chinese death told in a clause that names no one: the remark's topic, a name set apart, 它 of a pet
        ("我姑姑在老家开小卖部，二十多年了", "姑姑前天出了车祸，送到医院人没抢救过来，我们明天回去"),
        ("我老伴老陈每天陪我下象棋", "老陈——我们家老头子，去年冬天走的，今天是他的忌日"),
        ("我家那只布偶叫雪球，九岁了", "家里好安静……它走了快两个星期了，猫砂盆还没收"),
    ],
)
def test_updates(old, new):
    assert reach(new, old) in SURE


@pytest.mark.parametrize(
    "old, new",
    [
        ("I take my car to the garage on Elm St", "My car's service was at 9, took all morning"),
        ("I always stay at the Hilton when I travel", "The hotel's service was lovely this time"),
        ("My cousin Bernadette lives in Cork", "Uncle B's funeral was yesterday"),
        # a medicine added beside the other, a bench, a subject taken up at the same school
        ("I take metformin every morning", "the doctor put me on a statin too for my cholesterol"),
        ("I'm on the first team at my club", "the coach put me on the bench today"),
        # a goodbye, the user leaving, a pet gone out
        ("我姑姑在老家开小卖部", "今天送她走了，高铁晚点一个小时"),
        ("我家那只布偶叫雪球，九岁了", "它走了，跑去阳台晒太阳了"),
        ("我家那只布偶叫雪球，九岁了", "今天加班，我先走了"),
    ],
)
def test_not_updates(old, new):
    assert reach(new, old) not in SURE


@pytest.mark.parametrize(
    "text",
    [
        "finished tapering with my doctor last week",
        "my psychiatrist tapered me off completely over the summer",
        "my GP and I tapered me down and as of Monday I am fully off them",
        "med-free since June and feeling fine",
    ],
)
def test_a_medicine_tapered_to_nothing_ends_one_of_health_and_is_asked_by_health(text):
    assert any(c.slot == "health" and c.mode == "end" and "@medicine" in c.value for c in claims(text))


def test_a_lower_dose_or_a_bottle_weaned_off_is_no_end_of_health():
    assert not any(c.mode == "end" for c in claims("weaned the baby off the bottle this month"))
    assert not any(c.slot == "health" and c.mode == "end" for c in claims("doc tapered me down to 50mg"))


def test_a_correction_puts_right_a_remark_the_dream_folded(tmp_path):
    """The rule tier's impression of a request keeps the request's words with the clause that says who "she" is, and a
    correction that names her and the day still finds the remark folded under it."""
    from plastic_memory import Memory

    now = [1_767_268_800.0]
    with Memory(home=tmp_path, owner="u", clock=lambda: now[0], llm=False) as memory:
        said = "Can you remind me on the 14th to send my sister Anika a card for her birthday? She'll be 40."
        first = memory.observe(said)["id"]
        now[0] += 3600
        memory.observe(said)
        memory.dream(force=True)
        row = memory.store.item(memory.owner, first)
        assert row["merged_into"], "the dream folds the remark said twice"
        impression = memory.store.item(memory.owner, row["merged_into"])
        assert "Anika" in impression["text"], impression["text"]  # never "She'll be 40" alone
        now[0] += 3 * 86_400
        outcome = memory.observe("Oh wait, I mixed it up, Anika's birthday is actually the 19th. Sorry!")
        assert outcome["action"] == "corrected" and first in outcome["retracted"]
