"""The gate and the revisions it feeds: what is worth an event, of which kind, and what a new statement replaces."""

import pytest

from plastic_memory import Memory
from plastic_memory.judgement import asking, gate, hellos
from plastic_memory.language.text import has_cjk

NOW = 1_740_000_000.0


@pytest.mark.parametrize(
    "text, stored, kind",
    [
        ("你好", False, None),
        ("🎉🎉🔥", False, None),
        ("how do I parse a date in python", False, None),
        ("帮我写一段年会的开场白", False, None),
        ("你记错过什么吗？", False, None),
        ("When setbacks come my way, I remind myself why I keep going.", True, "fact"),
        ("We're doing the shoot in Miami next month", True, "plan"),
        ("我不吃香菜", True, "boundary"),
        ("I don't eat pork", True, "boundary"),
        ("我家猫改名叫煤球了", True, "identity"),
        ("我妈住院了，要做手术", True, "critical"),
        ("明天的 meeting 改到 3pm，记得提醒我", True, "plan"),
    ],
)
def test_the_gate_keeps_statements_about_the_user_and_drops_talk_to_the_assistant(text, stored, kind):
    verdict = gate.judge(text, NOW)
    assert verdict.store is stored and verdict.kind == kind


@pytest.mark.parametrize(
    "text, kept",
    [
        ("我最近迷上了摄影，你呢？", "我最近迷上了摄影"),
        ("I got a new puppy last week, want to see?", "I got a new puppy last week"),
        (
            "Guess what? I just got back from a road trip with my friends. Have you been anywhere?",
            "I just got back from a road trip with my friends.",
        ),
    ],
)
def test_a_message_ending_in_a_question_keeps_what_it_says_before(text, kept):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.text == kept


@pytest.mark.parametrize(
    "text, kept",
    [
        ("Hey Gina, I moved to Ohio last week", "I moved to Ohio last week"),  # a greeting by name is left out
        ("Mel, my mom is sick", "my mom is sick"),
        ("Im Maria, 34, physio, living in Dublin", "Im Maria, 34, physio, living in Dublin"),  # the speaker's own name
        ("I hate mushrooms, the texture is just wrong", "I hate mushrooms, the texture is just wrong"),
    ],
)
def test_a_name_that_calls_someone_is_left_out_but_the_speakers_own_name_and_what_follows_stay(text, kept):
    # "the text" (talk about a text) is a phrase of its own, not the start of "the texture"
    assert gate.judge(text, NOW).text == kept


def test_only_the_statement_part_of_a_message_is_stored(tmp_path):
    with Memory(home=tmp_path, clock=lambda: NOW, llm=False) as m:
        result = m.observe("我最近迷上了摄影，你呢？")
        assert m.trace(id=result["id"])["text"] == "我最近迷上了摄影"


def test_an_identity_statement_updates_the_same_attribute_only(tmp_path):
    with Memory(home=tmp_path, clock=lambda: NOW, llm=False) as m:
        old_city = m.observe("我住在北京")["id"]
        number = m.observe("我的工号是A7391")["id"]
        sister = m.observe("My sister's name is Amy")["id"]
        m.observe("My name is Bob")
        moved = m.observe("我住在上海")
        assert moved["action"] == "updated" and moved["demoted"] == [old_city]
        renamed = m.observe("My sister's name is Lily")
        assert renamed["demoted"] == [sister]
        assert m.trace(id=old_city)["state"] == "superseded" and m.trace(id=number)["state"] == "ok"
        assert [r["text"] for r in m.recall("北京")] == [] and m.recall("上海")


# -- judgement: personal content, kinds from the whole remark, critical in its sense (issue 8) --------------------


@pytest.mark.parametrize(
    "text, kinds",
    [
        ("刚跳槽到一家新公司做产品", {"identity", "life"}),  # no subject, still the user's life
        ("坐标西安", {"identity"}),
        ("since I'm vegetarian, what should I cook?", {"boundary"}),  # the personal part of a question
        ("please stop recommending podcasts", {"boundary"}),  # a request that sets a limit
        ("feeling low today", {"emotion"}),  # today with a feeling is not a plan
        ("my name is Priya and I work as a night nurse", {"identity"}),
        (
            "我开一辆白色的本田飞度",
            {"fact", "identity", "life"},
        ),  # what one owns and drives: a lasting thing (a measure word)
        ("我在成都有一套两居室", {"fact", "identity"}),
        ("我有一台用了五年的MacBook", {"fact", "identity"}),
        ("我来北京三年了", {"fact", "identity", "life"}),  # how long the speaker has been somewhere
        ("I'm on lithium for bipolar disorder", {"fact", "identity", "critical"}),  # health holds without a domain word
        ("我在吃二甲双胍控制血糖", {"fact", "identity", "critical"}),
        ("I'm on the city council's parks committee", {"fact", "identity"}),  # a membership
    ],
)
def test_personal_content_is_kept_with_or_without_a_subject(text, kinds):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.kind in kinds, verdict
    assert verdict.kind != "plan" or verdict.expires_at is not None


@pytest.mark.parametrize(
    "text",
    [
        "奶奶上周走了",
        "got laid off this morning",
        "my mom was just diagnosed with breast cancer",
        "被裁了。",
        "查出来甲状腺结节，要手术",
        "peanuts give me hives, so check labels for me",
        "老婆怀孕了！",
    ],
)
def test_a_life_that_changed_or_is_at_risk_is_critical_in_everyday_words(text):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.kind == "critical", verdict


@pytest.mark.parametrize(
    "text",
    [
        "how does a divorce work in Texas",  # a question about the topic
        "that court scene in suits was wild",  # another sense of the word
        "the brush strokes in this painting are amazing",
        "im so fired up for the game tonight",
        "my coworker got laid off today",  # someone else's news
        "what if i get laid off",  # a fear, not an event
        "biopsy came back clean, false alarm",  # a scare that turned out not to be
        "笑死，我要死了",
    ],
)
def test_the_same_words_in_another_sense_or_life_are_not_critical(text):
    assert gate.judge(text, NOW).kind != "critical"


@pytest.mark.parametrize("text", ["biopsy came back benign", "the lump is benign, thank god", "活检结果出来了 良性"])
def test_a_scare_that_cleared_is_kept_as_health_news_but_not_pinned(text):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.kind != "critical", verdict


@pytest.mark.parametrize(
    "text",
    [
        "hi there",
        "哈哈哈笑死",
        "ok thanks thats helpful",
        "how do I center a div",
        "翻译一下这句话",
        "who won the champions league in 2019",
        "我觉得你说得对",
        "my code still throws the same error",
        "谢啦 你真好",
        "我有一套方案想跟你说",  # 套 of a plan, not of a home
        "我有一个问题",
        "我来说两句",
        "I'm the bass player's biggest fan, lol",
        "is lisinopril safe with grapefruit?",
    ],
)
def test_talk_with_nothing_about_the_users_life_is_dropped(text):
    assert not gate.judge(text, NOW).store


@pytest.mark.parametrize(
    "text, recurring",
    [
        ("my birthday is March 5", True),
        ("每周二晚上七点有陶艺课", True),
        ("every tuesday evening I do pottery", True),
        ("下周三去上海出差", False),
        ("dentist next thursday at 3", False),
    ],
)
def test_only_a_one_off_date_expires(text, recurring):
    verdict = gate.judge(text, NOW)
    assert verdict.store and (verdict.expires_at is None) == recurring, verdict


def test_a_correction_is_stored_as_said_never_spliced_into_the_old_sentence_and_keeps_its_pin(tmp_path):
    with Memory(home=tmp_path, clock=lambda: NOW, llm=False) as m:
        trip = m.observe("下周三去上海出差，要见客户")["id"]
        m.pin(id=trip)
        fixed = m.observe("你记错了，我是下周四去上海")
        assert fixed["action"] == "corrected" and fixed["retracted"] == [trip]
        row = m.store.item(m.owner, fixed["id"])
        assert row["text"] == "我是下周四去上海" and row["pinned"] and row["expires_at"] is not None
        assert [h["id"] for h in m.recall("上海")] == [fixed["id"]]  # the old trip is not offered


@pytest.mark.parametrize(
    "said, kind",
    [
        ("I'm a big fan of pottery", "pref"),
        ("We both love helping others", "pref"),
        ("I'm drawn to turtles, they're so calm", "pref"),
        ("I'm really passionate about dance", "pref"),
        ("Just got some new running shoes", None),
        ("Finished my first 10k this morning", None),
        ("We just did a contemporary piece called Finding Freedom", None),
        ("Our one-year-old is so cute, his name is Kyle", None),
    ],
)
def test_everyday_english_between_friends_is_kept(said, kind):
    """Likes said with a modifier or two, and what the speaker did said without its subject, are their life."""
    verdict = gate.judge(said, 1_700_000_000.0)
    assert verdict.store, said
    assert kind is None or verdict.kind == kind, verdict


def test_a_relative_clause_inside_a_statement_is_no_question():
    from plastic_memory.language.clauses import split

    moods = [c.mood for c in split("I met a guy at the gym, who is a firefighter.")]
    assert moods == ["statement", "statement"]
    assert split("So, which one should I pick?")[-1].mood == "question"
    assert gate.judge("I met a guy at the gym, who is a firefighter.", 1_700_000_000.0).store


@pytest.mark.parametrize(
    "said",
    [
        "the statins did it, my cholesterol is normal now",
        "we finally did it, closed on the house friday",
        "I was there for my sister's graduation last week",
        "my physio did it, the knee is fine now",
        "I'll do it after my shift, I work nights now",
    ],
)
def test_a_verb_before_it_after_its_subject_tells(said):
    """ "X did it", "I was there": the verb before "it" or "there" asks only when nothing but an opening stands before
    it ("so did it work", "honestly is it worth it"); after a subject it tells, and what it tells is kept."""
    from plastic_memory.language.clauses import split

    assert split(said)[0].mood == "statement", said
    assert gate.judge(said, 1_700_000_000.0).store, said


@pytest.mark.parametrize(
    "asked", ["so did it work", "honestly is it worth it", "ok so is there a way to fix this", "but like is it normal"]
)
def test_a_verb_before_it_after_an_opening_asks(asked):
    from plastic_memory.language.clauses import split

    assert split(asked)[-1].mood == "question", asked


# -- never stored: questions about what the memory holds, a returning user's hello ---------------------------------------
@pytest.mark.parametrize(
    "text, reason",
    [
        ("我跟你提过我老婆是做什么的吗？", "question"),
        ("我以前告诉过你我在哪上班没", "question"),
        ("你记不记得我女儿几岁了", "question"),
        ("what did I say my brother's job was?", "question"),
        ("Remind me, when did I say my lease ends?", "question"),
        ("have I ever told you where I grew up?", "question"),
        ("嘿，又来找你唠嗑了", "greeting"),
        ("下午好～老朋友又来报到啦", "greeting"),
        ("我又回来啦！", "greeting"),
        ("hey there, me again!", "greeting"),
        ("Good evening, it's me", "greeting"),
        ("hi stranger, long time no see", "greeting"),
    ],
)
def test_memory_questions_and_hellos_in_their_many_phrasings_are_not_stored(text, reason):
    verdict = gate.judge(text, NOW)
    assert not verdict.store and verdict.reason in (reason, "junk"), verdict  # junk: small talk already


@pytest.mark.parametrize(
    "text",
    [
        "你知道我下个月要结婚了吗？",  # news, asked as a question
        "我跟你说，我辞职了",
        "我跟你说过我换工作了吗",
        "did I tell you I'm moving to Austin?",
        "have I mentioned my wife is expecting twins?",
        "我回来了，面试没过",  # a hello with news
        "I'm back from the hospital, the surgery went fine",
        "Hi, it's me, I finally quit my job",
        "我又来上海出差了",
    ],
)
def test_questions_and_hellos_that_tell_something_are_kept(text):
    assert gate.judge(text, NOW).store, text


# A memory question read by its structure: it asks (a particle, A-not-A, a wh-word, a quiz or a frame), about the
# user's own attributes or people, turned to the memory, asserting nothing new.
@pytest.mark.parametrize(
    "text",
    [
        "你猜猜我最喜欢的颜色是什么",  # a quiz
        "测试一下，我老公姓什么",
        "你还记不记得我女朋友叫啥",  # A-not-A
        "你那边有没有存我的生日",  # stored, asked A-not-A
        "我表姐在哪个城市工作来着？",  # fetched again
        "我们家猫叫什么来着",
        "我以前跟你说过我养了几只猫吗",  # whether it was told
        "我儿子在哪上学你知道不",
        "你肯定不记得我是哪年毕业的吧",  # 吧 with a wh-word
        "我的血型你有印象吗",
        "I bet you forgot my wife's name",
        "do u know what my son's called",
        "Pop quiz: where did I go to college?",
        "wonder if you remember what my dog's name is",
        "have I ever mentioned where my parents live?",
        "tell me what I said my mom's job was",
        "what's my brother's girlfriend called again",
        "Do you know how old my daughter is?",
        "any idea what my favorite band is? did I tell you",
        "So do you still remember my sister's name?",
        "who's my doctor again?",
        "问你个问题，我老家在哪",  # a plain attribute, framed
        "你能说出我爸叫什么吗",
        "Do you happen to remember my kid's name?",
        "Let's see if you remember: what's my favorite food?",
        "what's the name of my cat again?",
        "whats my dogs name",  # a wh-word opens it, with or without a question mark
        "what do you remember about my family?",
        "你记性好，说说我养的狗是什么品种",  # a clause about the assistant's own memory frames it
        "You know where I work, right?",  # a tag asking to confirm
    ],
)
def test_a_memory_question_is_read_by_its_structure_and_not_stored(text):
    verdict = gate.judge(text, NOW)
    assert not verdict.store and verdict.reason == "question", verdict


@pytest.mark.parametrize(
    "text",
    [
        "你知道我下周要去哪吗？我要去大理！",  # the answer told after it
        "我儿子发烧了，你知道吃什么药吗",  # a clause that tells, and a question for help
        "你记得提醒我明天开会吧",  # a task: remember to remind me
        "我不知道我妈住哪个小区",  # the user does not know: nothing asked of the memory
        "did I tell you my son's engaged?",  # news asked as a question
        "do you remember that I'm vegetarian?",  # a fact said again, kept as said
        "remember that I hate cilantro",
        "what's my best option here? I got laid off yesterday",
        "bet you can't guess what I did today, I ran a marathon",
        "where should I take my wife for our anniversary?",  # help, with a fact of the user's
        "You know how I hate Mondays?",  # a manner, exclaimed: it tells
        "你知道我有多讨厌开会吗",
    ],
)
def test_questions_that_tell_or_ask_for_help_are_not_memory_questions(text):
    assert not asking.about_memory(text, text.lower(), has_cjk(text)), text
    assert gate.judge(text, NOW).store, text


@pytest.mark.parametrize(
    "text",
    [
        "do you know if I need a visa for Japan?",
        "do you know what time it is",
        "how do I tell my sister I'm moving?",
        "你应该告诉我我该穿什么去面试",
    ],
)
def test_a_question_about_the_world_or_for_help_is_no_memory_question(text):
    assert not asking.about_memory(text, text.lower(), has_cjk(text))


# A hello read as a small grammar: greetings, returns, banter and ways of addressing the assistant, in any order.
@pytest.mark.parametrize(
    "text",
    [
        "嗨嗨，老朋友",
        "哈喽，我又来啦",
        "在不在呀亲",
        "又是我哈哈",
        "早啊老铁",
        "我又来打扰你啦",
        "hi hi, it's me",
        "hello hello, guess who",
        "hey buddy, long time no see",
        "yo it's your old pal",
        "evening! me again",
        "heya, I'm back lol",
        "亲，又见面啦",
        "晚上好呀，好久没来了",
        "howdy partner, I'm back",
        "well well well, look who's back",
    ],
)
def test_a_hello_in_any_wording_is_not_stored(text):
    verdict = gate.judge(text, NOW)
    assert not verdict.store and verdict.reason in ("greeting", "junk"), verdict


@pytest.mark.parametrize(
    "text",
    [
        "hi, my back hurts",
        "hello again, my cat died",
        "hey, I'm back at work tomorrow",
        "back again at the gym today",
        "又来了，失眠",
        "哈喽，今天好累",
    ],
)
def test_a_hello_with_one_word_of_news_is_a_remark(text):
    assert not hellos.returning(text, text.lower(), has_cjk(text)), text
    assert gate.judge(text, NOW).store, text


@pytest.mark.parametrize(
    "text",
    ["我前任叫林深", "我前夫在杭州开店", "我前妻下个月再婚", "my ex still has my Xbox", "My ex-wife lives in Reno"],
)
def test_former_partners_are_the_users_people(text):
    assert gate.judge(text, NOW).store, text


@pytest.mark.parametrize(
    "text, kind",
    [
        ("we went camping by the river with the whole crew", "life"),
        ("I'm currently playing a long space strategy game", "life"),
        ("I collaborated with a potter on a set of bowls", "life"),
        ("just joined a choir that sings in old churches", "life"),
        ("我上周去了一趟景德镇", "life"),
        ("I ate leftover noodles for lunch", "fact"),  # a passing detail stays a fact
        ("my phone is an old Pixel 4", "fact"),
    ],
)
def test_a_pursuit_or_an_event_of_the_users_life_is_life_not_a_passing_fact(text, kind):
    """Where the user went, what they started or took up lasts like the rest of their life (60 days, not 14)."""
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.kind == kind, verdict


@pytest.mark.parametrize(
    "text",
    [
        "I don't like dark roast coffee",
        "we really don't enjoy crowded beaches",
        "Sounds fun, except I'm not into horror films",
        "I do not like olives on pizza",
    ],
)
def test_a_dislike_said_with_a_negation_is_a_lasting_preference(text):
    verdict = gate.judge(text, NOW)
    assert verdict.store and verdict.kind == "pref", verdict


@pytest.mark.parametrize(
    "text, stored",
    [
        ("I watched a documentary about whales last night and it stuck with me", True),
        ("three days ago I bought myself a box set of fantasy novels", True),
        ("I'm writing reviews of anime series for a small blog", True),
        ("Got some great news to share - I joined a rowing club last week!", True),
        ("I've been listening to a true crime podcast on my commute", True),
        ("the ending of that film made no sense", False),  # the thing itself: talk about the world
        ("the actor who plays the villain is from Leeds", False),
    ],
)
def test_what_the_user_did_with_a_film_a_book_or_the_news_is_their_life(text, stored):
    assert gate.judge(text, NOW).store is stored, text


@pytest.mark.parametrize(
    "text",
    [
        "Well, I had a bit of a setback recently",
        "I held a charity quiz night last week",
        "we stayed at a tiny cabin up north over the weekend",
        "I was in Lisbon a few weeks ago, it was lovely",
    ],
)
def test_an_english_remark_placed_in_the_speakers_days_is_their_life(text):
    """Like 昨天 or 刚 in Chinese, "last week" or "recently" tells of the speaker's life whatever the words are about."""
    assert gate.judge(text, NOW).store, text


@pytest.mark.parametrize(
    "said, kept",
    [
        (
            "Grandad passed in his sleep on Tuesday. Peaceful, which is all we could ask for",
            "Grandad passed in his sleep on Tuesday. Peaceful, which is all we could ask for",
        ),
        ("Mom is in the hospital. Can you help me, what should I bring?", "Mom is in the hospital."),
        # short by its words, whatever the marks around it ("…Sunday. Peacefully, …")
        (
            "Grandpa Walter passed away on Sunday. Peacefully, in his sleep.",
            "Grandpa Walter passed away on Sunday. Peacefully, in his sleep.",
        ),
    ],
)
def test_a_short_statement_between_kept_clauses_stays_and_a_request_does_not(said, kept):
    assert gate.judge(said, 0.0).text == kept


@pytest.mark.parametrize(
    "text, kept",
    [
        ("My favorite podcast is Serial", True),
        ("my favorite anime has to be Naruto", True),
        ("我最喜欢的歌手现在是陈奕迅", True),
        ("My favorite podcast said something wild today", False),
        ("my favorite part of the movie was the ending", False),
        ("the singer is my favorite", False),
    ],
)
def test_what_one_likes_best_of_a_public_kind_is_a_taste(text, kept):
    """A word of the world's ("podcast", 歌手) names the kind liked best, not news of it; a part of a story or what the
    favorite did is no taste of the user's."""
    assert gate.judge(text, NOW).store is kept, text
