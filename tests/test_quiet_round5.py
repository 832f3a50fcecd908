"""Messages never to be stored, fifth round: requests to forget naming a place alone in the other script, an address
against a remark naming only the street, a matter called a matter with no "my", a matter said by a related word, the
user and another person together; news asked as a question, kept; and the remarks such requests name, stored."""

from __future__ import annotations

import pytest

from plastic_memory.judgement.forget_request import parse
from plastic_memory.turn.naming import named
from quiet_readers import asks, hello


# -- greetings said with when, or drawn out ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "早啊，今天又来了",
        "我今天又来了",
        "这么晚又来打扰你了",
        "I'm baaack",
        "heyyy me again today",
        "back again tonight",
    ],
)
def test_a_return_said_with_when_or_drawn_out_greets(text):
    assert hello(text)


@pytest.mark.parametrize("text", ["我今天又来医院复查了", "I'm back today after surgery", "今天又加班了"])
def test_a_return_with_news_is_no_greeting(text):
    assert not hello(text)


# -- asking what the memory holds -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "do you still have my address",  # "have", said to the memory, with no mark or word of saving
        "do you have my phone number?",
        "do u still have my address",
        "is my address still saved",
        "do you still have my address on file",
        "你那里有我的生日吗",
        "你那还有我电话吗",
        "still remember my cat?",  # the "do you" left out
        "你对我的工作了解吗",  # 对我的X, known
        "我老公生日你有记吗",
        "did I say my son was 8 or 9?",  # which of two values, asked
    ],
)
def test_asking_what_the_memory_holds_is_a_memory_question(text):
    assert asks(text)


@pytest.mark.parametrize(
    "text",
    [
        "do you have any tips for my interview",  # help asked
        "do you still have my address, I moved last week",  # news after it
        "do you have my new address, it's 12 Elm St",
        "我这里有我妈的电话",  # the user's own
        "you have my word",
        "still remember my first concert, it was Coldplay",
        "did I tell you my son got into Harvard or Yale?",  # news, with a choice in it
        "你对我的工作有什么建议吗",  # advice asked
    ],
)
def test_help_news_or_a_remark_is_no_memory_question(text):
    assert not asks(text)


# -- a place named alone, in either script ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "words, remark",
    [
        ("多伦多", "我明年可能要去Toronto读研"),
        ("toronto", "我哥哥住在多伦多"),  # whoever's it is: the words say nothing of whose
        ("romania", "我是三岁时从罗马尼亚被领养的"),
        ("我去东京", "I'm flying to Tokyo next week for work"),
    ],
)
def test_a_place_names_its_remark_in_the_other_script(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize(
    "words, remark",
    [
        ("india", "I grew up in Indiana"),  # a place name is a whole word, never a stem
        ("paris", "Our parish priest is retiring"),
        ("toronto", "I'm moving to Boston"),
    ],
)
def test_a_place_does_not_name_a_look_alike(words, remark):
    assert named(words, {1: remark}) == set()


def test_a_place_names_only_the_remarks_that_name_it():
    remarks = {1: "I'm moving to Boston in May", 2: "我姐住在多伦多", 3: "I live in Romania"}
    assert named("toronto", remarks) == {2}
    assert named("罗马尼亚", remarks) == {3}
    assert named("温哥华", remarks) == set()


@pytest.mark.parametrize("said", ["delete my Paris photos", "remove my Tokyo pictures from the album"])
def test_deleting_ones_own_things_of_a_place_is_a_task(said):
    assert parse(said) is None


# -- an address against a remark naming only the street ---------------------------------------------------------------
@pytest.mark.parametrize(
    "words, remark",
    [
        ("my address", "I live on Maple Street"),
        ("我的地址", "I live on Maple Street"),
        ("房租和地址", "我租的房子在天河区体育西路，月租四千二"),
        ("my address", "我家在建国路那边"),
    ],
)
def test_an_address_names_a_remark_naming_the_street_where_one_lives(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize("remark", ["I work on Wall Street", "We walked down Abbey Road on our trip"])
def test_a_street_that_is_no_home_is_no_address(remark):
    assert named("my address", {1: remark}) == set()


# -- a matter called a matter, with no "my" ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "said, words",
    [
        ("drop the adoption stuff", "adoption"),
        ("can you drop the adoption stuff, the Romania bit especially", "adoption"),
        ("clear the rehab thing", "rehab"),
    ],
)
def test_a_light_verb_of_a_matter_called_a_matter_is_a_request(said, words):
    request = parse(said)
    assert request is not None and request.words == words


@pytest.mark.parametrize("said", ["刚才那句撤回，别记", "我收回刚才的话", "撤回上一条", "算了 这个别记了"])
def test_taking_back_what_was_just_said_is_a_request_for_it(said):
    request = parse(said)
    assert request is not None and request.words == "" and not request.rest


@pytest.mark.parametrize(
    "said, words",
    [
        ("I don't want you to remember my address", "my address"),  # a wish that the memory not keep it
        ("I'd rather you didn't keep my salary", "my salary"),
        ("can you not save stuff about my kids", "my kids"),
        ("我不想让你记住我离过婚", "我离过婚"),
        ("我不希望你记得我坐过牢", "我坐过牢"),
        ("那段关于我爸的，别留", "我爸"),  # the matter in a clause of its own, pointed at
    ],
)
def test_a_wish_that_the_memory_not_keep_it_is_a_request(said, words):
    request = parse(said)
    assert request is not None and request.words == words


@pytest.mark.parametrize(
    "said",
    [
        "didn't keep my receipts lol",
        "I didn't save my work",
        "don't keep things bottled up",
        "I don't want you to remember me as a failure",
        "我不想你担心",
        "别留遗憾",
        "I don't need you to remind me",
    ],
)
def test_a_remark_or_advice_with_such_words_is_no_request(said):
    assert parse(said) is None


@pytest.mark.parametrize("said", ["公司把offer撤回了", "我撤回了申请", "收回成本了", "我想收回那套房子"])
def test_something_else_taken_back_is_no_request(said):
    assert parse(said) is None


@pytest.mark.parametrize(
    "said", ["let's drop the work stuff", "ok let's drop the dating stuff", "drop the kids stuff off at school"]
)
def test_the_talk_turning_away_or_a_task_is_no_request(said):
    assert parse(said) is None


# -- a matter said by a related word ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "words, remark",
    [
        ("adoption", "We're in the middle of adopting a little girl from Colombia"),
        ("我失业", "我上个月被公司裁员了"),  # a layoff leaves one out of work
        ("my unemployment", "I got fired in March"),
        ("my kids' school", "My kids go to Lincoln Elementary"),
    ],
)
def test_a_related_word_names_the_remark(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize(
    "words, remark",
    [
        ("我车", "我上个月买了辆特斯拉Model 3"),  # a kind for the thing: a car, by its make or its count
        ("my car", "我刚提了一辆比亚迪"),
        ("my religion", "我是基督徒"),
        ("宗教", "I'm Catholic but I don't go to church"),
        ("我签证", "My H-1B got denied last week"),
        ("my hometown", "我老家在湖南衡阳"),
        ("我老家", "I grew up in a small town in Ohio"),
    ],
)
def test_a_kind_names_the_thing_of_that_kind(words, remark):
    assert named(words, {1: remark}) == {1}


@pytest.mark.parametrize(
    "words, remark",
    [
        ("我车", "我坐火车去北京"),
        ("my car", "I carpool with Dana"),
        ("my car", "My son loves toy cars"),  # someone else's
        ("my hometown", "我孩子在老家上学"),
        ("my religion", "My neighbour goes to church every Sunday"),
    ],
)
def test_a_kind_does_not_name_a_look_alike(words, remark):
    assert named(words, {1: remark}) == set()


def test_a_broader_matter_does_not_name_a_narrower_one():
    assert named("my layoff", {1: "I've been unemployed since March"}) == set()
    assert named("my kids", {1: "I was adopted from Romania when I was 3"}) == set()


# -- the user and another person together -----------------------------------------------------------------------------
def test_the_user_with_another_is_the_users_own_life():
    assert named("my divorce", {1: "My wife and I got divorced last spring"}) == {1}
    assert named("我离婚", {1: "我老婆和我去年离婚了"}) == {1}
    assert named("my divorce", {1: "My sister and her husband got divorced"}) == set()


# -- in chat ----------------------------------------------------------------------------------------------------------
def alive(m) -> list[str]:
    return [r["text"] for r in m.store.owner_items(m.owner) if r["alive"] and r["layer"] == "event"]


@pytest.mark.parametrize(
    "text",
    [
        "Did you know I ran a marathon last week?",  # news asked as a question
        "did you hear we got engaged?",
        "We're in the middle of adopting a little girl from Colombia",  # remarks a request may name later
        "Jake from accounting keeps hitting on me",
        "我公积金账户里还有十二万",
        "我右耳耳鸣好几个月了",
        "我把微信删了，清净多了",  # an app left, not a request
        "我月薪两万五",
    ],
)
def test_remarks_and_news_asked_as_a_question_are_kept(mem, text):
    m = mem()
    assert m.observe(text, session_id="s")["action"] == "stored"


@pytest.mark.parametrize("text", ["Do you know my dog's name?", "did you know my wife's birthday?"])
def test_a_question_of_what_is_known_is_not_stored(mem, text):
    m = mem()
    assert m.observe(text, session_id="s")["action"] not in ("stored", "updated", "reinforced")


def test_a_place_alone_deletes_its_remark_across_scripts(mem):
    m = mem()
    for said in ("我哥哥住在多伦多", "I'm learning the guitar", "My sister lives in Boston"):
        assert m.observe(said, session_id="before")["action"] == "stored", said
    done = m.observe("forget what I said about Toronto", session_id="now")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1, done
    assert sorted(alive(m)) == sorted(["I'm learning the guitar", "My sister lives in Boston"])


def test_a_matter_called_a_matter_deletes_only_its_remark(mem):
    m = mem()
    for said in ("We're in the middle of adopting a little girl from Colombia", "我在学吉他"):
        assert m.observe(said, session_id="before")["action"] == "stored", said
    done = m.observe("drop the adoption stuff", session_id="now")
    assert done["action"] == "forgotten" and len(done["forgotten"]) == 1, done
    assert alive(m) == ["我在学吉他"]
