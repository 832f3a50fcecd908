"""Messages never to be stored, thirteenth round: a memory question opened by an interjection or a word for a
question standing as a clause of its own ("wait, do you know my wife's birthday or not", "quick q - what did I tell
you my blood type was"), and a wh-question of any shape about the user's life that a tag then asks to recall ("what's
the name of the town I grew up in, do you recall?"). News told of 他 or 她 right after a Chinese question that names
one of the user's people (还记得我那个在深圳的表哥吗？他下个月结婚) is that person's, and kept with the question. The look-alikes
are left alone."""

from __future__ import annotations

import pytest

from quiet_readers import asks


@pytest.mark.parametrize(
    "said",
    [
        "wait, do you know my wife's birthday or not",
        "oh, do you remember my sister's name?",
        "sorry, what did I say my son's teacher is called",
        "quick q - what did I tell you my blood type was",
        "random q: do you know where I work?",
        "what's the name of the town I grew up in, do you recall?",
        "where did my brother move to, remember?",
        "which hospital was my dad in, do u remember",
    ],
)
def test_a_memory_question_after_a_lead_or_before_a_recall_tag_asks(said):
    assert asks(said)


@pytest.mark.parametrize(
    "said",
    [
        "wait, I moved to Denver last month",
        "oh, my dog died",
        "quick q - can you help me write a cover letter",
        "I grew up in Leeds, remember?",
        "what should I cook for my wife tonight, remember?",
        "what's the capital of Peru, do you recall?",
    ],
)
def test_news_a_task_or_the_world_is_no_memory_question(said):
    assert not asks(said)


@pytest.mark.parametrize(
    "said",
    [
        "wait, do you know my wife's birthday or not",
        "quick q - what did I tell you my blood type was",
        "what's the name of the town I grew up in, do you recall?",
    ],
)
def test_such_a_question_is_not_stored(mem, said):
    assert mem().observe(said, session_id="s")["action"] == "dropped"


@pytest.mark.parametrize(
    "said",
    [
        "还记得我那个在深圳的表哥吗？他下个月结婚",
        "记得我闺蜜吗？她怀孕了",
        "还记得我妈吗？她上周住院了",
    ],
)
def test_news_of_the_one_a_question_names_is_kept_with_the_question(mem, said):
    m = mem()
    assert m.observe(said, session_id="s")["action"] == "stored"
    assert [r["text"] for r in m.recall(said, k=1)] == [said]  # (the question says who 他 or 她 is)


@pytest.mark.parametrize(
    "said", ["你知道我姐吧？她是不是很烦", "你认识周杰伦吗？他新歌好听", "还记得我说的那个电影吗？他演得真好"]
)
def test_a_question_then_a_question_or_someone_elses_news_is_not_kept(mem, said):
    assert mem().observe(said, session_id="s")["action"] != "stored"
