"""Updates about the user's people called by name, and the slots of a place in a team and of citizenship (issue 15).

Every sentence here is our own, none from the bench sets: each rule has sentences it must reach and look-alikes it
must leave alone.
"""

from __future__ import annotations

import pytest

from plastic_memory.judgement.updates import claims, reach, subject_of


@pytest.mark.parametrize(
    "text, who",
    [
        ("小美辞职了", "name:小美"),
        ("阿杰搬到深圳了", "name:阿杰"),
        ("老王退休了，天天钓鱼", "name:老王"),
        ("今天李姐升职了", "name:李姐"),
        ("果果考上重点高中了", "name:果果"),
        ("妞妞今天第一次上台表演", "name:妞妞"),
        ("Tom quit his job last week", "name:tom"),
        ("Jack's finished school!!", "name:jack"),
        ("Dana's divorce went through", "name:dana"),
    ],
)
def test_a_name_opening_a_clause_is_whom_it_is_about(text, who):
    assert who in subject_of(text), subject_of(text)


@pytest.mark.parametrize(
    "text",
    [
        "我在老家县城有套小房子",  # 小房子 is a noun
        "我天天加班到十点",  # a word said twice that is an adverb
        "哈哈哈笑死我了",
        "看看再说吧",
        "小区今天停水了",
        "小时候我住在杭州",
        "Work's been crazy since I got promoted",
        "Dinner was great",
        "got moved to midfield since Marco left",  # the name is the background's subject, not the user's news
    ],
)
def test_words_of_the_same_shape_are_not_someone(text):
    assert not [k for c in claims(text) for k in c.subject if k.startswith("name:")], claims(text)


def test_a_friend_s_partner_slot_is_theirs_and_the_user_s_own_is_the_user_s():
    assert {c.subject for c in claims("小芳离婚了") if c.slot == "partner"} == {frozenset({"name:小芳"})}
    assert {c.subject for c in claims("阿杰跟我分手了") if c.slot == "partner"} == {frozenset({"self"})}
    assert {c.subject for c in claims("My girlfriend Tess is a nurse") if c.slot == "partner"} == {frozenset({"self"})}
    brother = {c.subject for c in claims("My cousin Ray is married to Bea") if c.slot == "partner"}
    assert brother == {frozenset({"cousin", "name:ray"})}
    assert reach("Ray and Bea are splitting up, he's staying with me", "My cousin Ray is married to Bea")


@pytest.mark.parametrize(
    "old, new",
    [
        ("My husband is a line cook at a diner", "Marcus got hired as head chef downtown, he starts Monday"),
        ("My daughter is in fourth grade at Pine Hill", "Ava starts middle school next week, she's so excited"),
    ],
)
def test_a_name_not_heard_before_with_a_fitting_she_or_he_may_be_the_user_s_person(mem, old, new):
    m = mem()
    m.observe(old)
    done = m.observe(new)
    assert done["demoted"], done


@pytest.mark.parametrize(
    "old, new",
    [
        # no she/he: the name may be anyone's
        ("My sister lives in Leeds", "Daniel moved to Bristol last month"),
        # the she/he does not fit the older remark's person
        ("My brother works at a garage", "Nina got hired at the bank, she's thrilled"),
    ],
)
def test_a_name_with_nothing_to_tie_it_to_the_user_s_person_updates_nothing(mem, old, new):
    m = mem()
    m.observe(old)
    done = m.observe(new)
    assert not done["demoted"], done


def test_a_name_the_memory_has_heard_as_someone_else_is_theirs(mem):
    m = mem()
    m.observe("My sister lives in Leeds")
    m.observe("I had lunch with Nora from work")
    done = m.observe("Nora moved to Bristol, she loves it")
    assert not done["demoted"], done


# An update in everyday words reaches what it updates: (class, old, new), our own sentences.
REACHES = [
    ("an older remark read", "I manage a Starbucks near the mall", "quit Starbucks, I work at a bank now"),
    ("an older remark read", "I've been teaching middle school science for six years", "I'm a school counselor now"),
    ("an older remark read", "my day job is at the post office", "got hired at the library, starting Monday"),
    ("an older remark read", "I'm still at my parents' place", "signed the lease on a studio in Midtown"),
    ("an older remark read", "my brother lives out in Boise", "my brother moved to Denver, he loves it"),
    ("an older remark read", "my grandma is in a nursing home in Tampa", "grandma moved in with my aunt in Orlando"),
    ("an older remark read", "I'm on the board of the PTA", "I'm on the board of the library friends now"),
    ("a place in a team", "I play center back for a Sunday league side", "coach moved me up to striker this season"),
    (
        "a place in a team",
        "I'm the secretary for our allotment society",
        "stepped down as secretary, just a regular member now",
    ),
    ("a place in a team", "我在业余足球队踢后卫", "这赛季改踢前锋了"),
    ("a place in a team", "我在校排球队当替补", "终于进首发了"),
    ("citizenship", "I'm a German living in Toronto on a work visa", "became a citizen last week, officially Canadian"),
    ("citizenship", "I have a green card", "naturalized this morning!"),
    ("citizenship", "我是日本国籍，在上海工作", "入籍了，现在是中国公民"),
    ("a name or a home", "My name is Priya Shah", "got married, so I'm Priya Desai now"),
    ("a name or a home", "My dad lives alone in a cottage near Hull", "got dad all settled into a care home near us"),
    ("a name or a home", "We rent a flat on Elm Road", "the new place out in Hove has a garden"),
    ("everyday Chinese", "我每周打三次羽毛球", "最近改打乒乓球了，膝盖舒服多了"),  # one pastime replaced by another
    ("everyday Chinese", "我爷爷住在乡下老房子里", "爷爷的葬礼办完了，老房子先空着"),  # a funeral is a death
    ("everyday Chinese", "我怀孕七个月了", "宝宝昨天出生啦，六斤八两"),
    ("everyday Chinese", "我叫李思雨", "我改名字了，现在叫李沐晴"),
    (
        "everyday Chinese",
        "我家有两只仓鼠",
        "朋友又送了一只仓鼠，现在三只了",
    ),  # a count whose animal the words named before it
    (
        "a maker, a provider, an emoji",
        "I drive a Honda",
        "sold the Civic to my neighbour",
    ),  # a model of the maker the older remark names
    ("a maker, a provider, an emoji", "I have a PS4 in the living room", "gave the playstation to my nephew"),
    ("a maker, a provider, an emoji", "我开的是丰田", "卡罗拉卖给同事了"),
    (
        "a maker, a provider, an emoji",
        "We have Spectrum for internet",
        "switched to Verizon Fios last week",
    ),  # one provider replaced by another
    (
        "a maker, a provider, an emoji",
        "I vape pretty much all day",
        "day 12 with no vape 💪 the gum helps",
    ),  # an emoji closes a clause
    (
        "a pet that left",
        "We have an old goat called Pepper",
        "Pepper went to a farm last week, more room for her there",
    ),
    ("a pet that left", "We have a rabbit named Clover", "Clover went to live with my sister, she has a garden"),
    ("a move", "I live in Croydon with two flatmates", "signed the lease on a one-bed in Shoreditch, keys next week"),
    ("a move", "We live in a flat in Hackney", "moved across town to be closer to work"),
    ("a move", "I live with my parents in Tacoma", "finally out of my parents' basement, got an apartment downtown"),
    ("a move", "We rent a house on Pine Street", "first night in our own place and the radiator won't stop clanking"),
    ("a move", "We live in a big house in Leeds", "downsized to a two-bedroom after the kids left home"),
    ("a move", "I live in Milwaukee", "officially a Chicago resident now lol"),
    ("a move", "We have a treadmill in the garage", "returned the treadmill, never used it"),
    ("a move", "I'm doing a nursing degree at Temple", "finished my nursing degree, boards next month"),
    (
        "work and loss",
        "I work at a small design agency in Leeds",
        "first day at the new firm went great, my manager seems chill",
    ),
    ("work and loss", "I'm a paralegal at a law office", "got the offer from Deloitte, starting in March"),
    ("work and loss", "I work at an ad agency downtown", "I'm a full-time mom now, left the agency last month"),
    ("work and loss", "I'm a line cook at a diner", "my boss finally made me a shift lead"),
    ("work and loss", "I work at the warehouse on nights", "started driving for Uber after the layoffs"),
    ("work and loss", "My uncle Joe lives in Phoenix", "lost my uncle to covid in the spring"),
    ("work and loss", "We have an old tabby cat", "our old cat didn't wake up this morning"),
]


@pytest.mark.parametrize("cls, old, new", REACHES, ids=[f"{c[0]}-{n}" for n, c in enumerate(REACHES)])
def test_an_everyday_update_reaches_what_it_updates(cls, old, new):
    assert reach(new, old), (claims(old), claims(new))


def test_a_position_is_not_a_home_nor_a_team():
    said = claims("got moved to midfield since Marco left")
    assert {c.slot for c in said} >= {"position"} and "home" not in {c.slot for c in said}, said


@pytest.mark.parametrize(
    "old, new",
    [
        ("I live in Boston", "I didn't say Boston, I live in Austin"),
        ("我住在杭州", "我可没说杭州，我住在苏州"),
        ("我住在杭州", "我哪有说杭州，我住在苏州"),
    ],
)
def test_a_value_the_user_never_said_is_retracted(mem, old, new):
    m = mem()
    m.observe(old)
    done = m.observe(new)
    assert done["action"] == "corrected" and done["retracted"], done


@pytest.mark.parametrize("text", ["I didn't say much at the meeting today", "我没说过这话", "I never said that"])
def test_saying_nothing_names_no_wrong_value(text):
    from plastic_memory.judgement.corrections import parse_correction

    found = parse_correction(text)
    assert found is None or found.wrong is None, found


def test_every_correction_marker_carries_a_cue_the_prefilter_looks_for():
    from plastic_memory.judgement.corrections import _CUES
    from plastic_memory.language.lexicon import CORRECTION_MARKERS

    lost = [m for markers in CORRECTION_MARKERS for m in markers if not any(c in m.lower() for c in _CUES)]
    assert not lost, lost


@pytest.mark.parametrize(
    "old, new",
    [
        # a guessed person never dies: "Max" is the dog, not "the kids"
        (
            "I volunteered at a career fair and saw how little these kids have",
            "we had to say goodbye to Max, he was part of our family for ten years",
        ),
        # what a lesson or a thing teaches is no job
        ("I opened my own bike repair shop last month", "I love the lesson it teaches about never giving up"),
        # doing one thing instead of another is no end of a standing pastime
        ("I've been playing chess online every night", "I'm playing strategy games instead of my usual shooters"),
    ],
)
def test_look_alikes_from_long_conversations_update_nothing(mem, old, new):
    m = mem()
    m.observe(old)
    done = m.observe(new)
    assert not done["demoted"], done


@pytest.mark.parametrize("text", ["小提琴不学了", "小电驴卖了", "老陈醋没了"])
def test_a_noun_that_starts_like_a_name_is_a_thing(text):
    assert subject_of(text) == frozenset({"self"}), subject_of(text)


@pytest.mark.parametrize("text", ["我改主意了，还是去吧", "他改口了", "改天再说吧"])
def test_a_change_of_mind_or_of_day_ends_nothing(text):
    assert not [c for c in claims(text) if c.mode == "end" and c.value], claims(text)


def test_a_maker_named_with_another_of_its_models_is_not_this_one():
    assert not reach("sold my Corolla", "I drive a Toyota Camry")


def test_the_name_opening_a_verb_with_an_object_is_who_did_it():
    said = claims("Dana rehomed Biscuit with her aunt")
    assert all(c.head != frozenset({"dana"}) for c in said), said


@pytest.mark.parametrize(
    "text", ["got a house plant for my desk", "I returned the call", "returned the favor last week"]
)
def test_a_house_plant_and_a_returned_call_change_nothing(text):
    assert not [c for c in claims(text) if c.slot == "home" or c.value], claims(text)


@pytest.mark.parametrize("text", ["I didn't wake up until noon", "lost my keys again"])
def test_sleeping_in_and_losing_keys_are_no_death(text):
    assert not [c for c in claims(text) if c.death], claims(text)


@pytest.mark.parametrize(
    "text", ["I've been teaching my siblings coding", "I own a Tesla", "I run a marathon every year"]
)
def test_teaching_someone_owning_a_car_or_running_a_race_is_no_job(text):
    assert not [c for c in claims(text) if c.slot == "job"], claims(text)
