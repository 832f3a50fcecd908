"""Answers a real small model gave in the real-model benchmark (Qwen2.5-Coder-1.5B through llama-cpp-python), in
their real shapes, replayed by a loopback endpoint through the real openai client: the diary in every shape it
came in, and judgements that restate the remarks and then add a tail of their own."""

from __future__ import annotations

import json
import re

import pytest
from openai_stub import Reply

from plastic_memory import Memory
from plastic_memory.sleep import trim
from plastic_memory.sleep.distill import Judgement, Remark

from test_llm_dream import model  # noqa: E402  (the sibling test module's loopback distiller)

NOTES = [Remark(7, "用户在装修新房，预算二十万", "plan"), Remark(9, "我对花生过敏", "critical")]


def _answering(loopback, text: str):
    loopback.default = Reply(text)
    return model(loopback)


@pytest.mark.parametrize(
    "shape",
    [
        {"diary": ["你在装修新房，预算二十万", "你对花生过敏。"]},
        {"diary": [{"note": "你在装修新房，预算二十万"}, {"note": "你对花生过敏"}]},
        {"diary": [{"id": 1, "text": "你在装修新房，预算二十万。"}, {"id": 2, "text": "你对花生过敏。"}]},
        {"diary": {"1": "你在装修新房，预算二十万", "2": "你对花生过敏"}},
        {"entries": [{"1": "你在装修新房，预算二十万"}, {"2": "你对花生过敏"}]},
        [{"sentence": "你在装修新房，预算二十万"}, {"sentence": "你对花生过敏"}],
    ],
)
def test_a_diary_in_the_shapes_small_models_return_is_one_diary(loopback, shape):
    distiller = _answering(loopback, "```json\n" + json.dumps(shape, ensure_ascii=False) + "\n```")
    assert distiller.narrate(NOTES, None) == "你在装修新房，预算二十万。你对花生过敏。"


def test_an_english_diary_as_numbered_sentences_reads_as_sentences(loopback):
    notes = [Remark(1, "I'm renovating, budget 20k", "plan"), Remark(2, "I'm allergic to peanuts", "critical")]
    shape = {"diary": {"2": "You are allergic to peanuts", "1": "You are renovating on a 20k budget."}}
    distiller = _answering(loopback, json.dumps(shape))
    assert distiller.narrate(notes, None) == "You are renovating on a 20k budget. You are allergic to peanuts."


@pytest.mark.parametrize(
    "shape",
    [
        {"diary": [{"note": "你在杭州装修新房，预算二十万"}, {"note": "你对花生过敏"}]},  # a place nobody said
        {"diary": {"1": "你在装修新房，预算三十万", "2": "你对花生过敏"}},  # a wrong number
        {"diary": [{"note": "你在装修新房"}, {"note": "建议少吃花生"}]},  # advice
        {"diary": [{"note": "你在装修新房"}, 3]},  # not made of text
        {"diary": [{"id": 1, "mood": "好", "when": "今天"}]},  # two texts and no name for either
    ],
)
def test_a_diary_shape_never_lets_through_what_the_guard_rejects(loopback, shape):
    distiller = _answering(loopback, json.dumps(shape, ensure_ascii=False))
    assert distiller.narrate(NOTES, None) is None and distiller.log[-1]["outcome"] == "rejected"


SLEEP = [Remark(31, "最近睡眠不太好，半夜两三点老是醒", "life"), Remark(32, "下午喝了两杯美式，可能也影响睡眠", "life")]
PIANO = [Remark(41, "钢琴课一节课要300块，我还在犹豫", "life"), Remark(42, "钢琴的事决定先让她试两节课再说", "plan")]


@pytest.mark.parametrize(
    ("answer", "kept"),
    [
        # the 1.5B model's own answers, with the tail it added
        (
            "钢琴课一节课300块，用户还在犹豫，决定先让她试两节课，所以暂时不报名。",
            "钢琴课一节课300块，用户还在犹豫，决定先让她试两节课。",
        ),
        (
            '{"judgement": "钢琴课一节课300块，决定先试两节课，建议多比较几家。", "cites": [1, 2]}',
            "钢琴课一节课300块，决定先试两节课。",
        ),
        ("钢琴课一节课300块，决定先让她试两节课，可能会更满意。", "钢琴课一节课300块，决定先让她试两节课。"),
    ],
)
def test_a_restatement_with_an_added_tail_keeps_the_head_that_passes_the_guard(loopback, answer, kept):
    distiller = _answering(loopback, answer)
    assert distiller.distill(PIANO) == Judgement(kept, (41, 42))
    assert distiller.log[-1]["outcome"] == "accepted" and distiller.log[-1]["dropped"][0].startswith("cut ")


@pytest.mark.parametrize(
    "answer",
    [
        # the head alone drops a remark's detail (两杯): no head passes, the topic goes to the rules
        '{"judgement": "最近睡眠质量下降，可能与下午喝美式咖啡有关。", "cites": [1, 2]}',
        "用户在犹豫是否参加钢琴课，但考虑到试两节课后可能更满意，所以暂时不决定。",
        # an addition in the first clause: nothing before it to keep
        "今天跑的总距离是18公里，其中3公里没有疼。",
        "这表明用户对钢琴课一节课300块感到犹豫，决定先让她试两节课。",
    ],
)
def test_no_head_is_kept_that_the_guard_would_reject(loopback, answer):
    remarks = SLEEP if "睡眠" in answer else PIANO
    if "公里" in answer:
        remarks = [
            Remark(1, "今天跑了8公里", "fact"),
            Remark(2, "今天又跑了10公里", "fact"),
            Remark(3, "今天试着跑了3公里，没有疼", "fact"),
        ]
    distiller = _answering(loopback, answer)
    assert distiller.distill(remarks) is None and distiller.log[-1]["outcome"] == "rejected"


def test_clauses_split_where_a_clause_ends_and_nowhere_else():
    assert trim.clauses("一节课300块，试两节课。所以不报") == ["一节课300块，", "试两节课。", "所以不报"]
    assert trim.clauses("It costs 1,000 dollars, per term; fine") == ["It costs 1,000 dollars,", " per term;", " fine"]
    assert list(trim.shorter("买了猫粮、猫砂，还有玩具，所以很开心")) == [
        "买了猫粮、猫砂，还有玩具。",
        "买了猫粮、猫砂。",
    ]
    assert list(trim.shorter("one clause")) == []


# ---------------------------------------------------------------- compaction: the rules group, the model folds

HOUSE = [Remark(21, "用户在装修新房，预算二十万", "plan"), Remark(22, "装修想要北欧风", "pref")]
ALONE = [Remark(25, "我不吃香菜", "boundary")]
SORE = [Remark(23, "跑步膝盖有点疼", "life"), Remark(24, "膝盖去医院看了，是髂胫束综合征", "life")]


def _listed(body: dict) -> list[tuple[int, str]]:
    user = body["messages"][1]["content"]
    return [(int(n), t) for n, t in re.findall(r"^\[(\d+)\] (.*)$", user, re.M)]


def _joining(body: dict) -> Reply:
    """A model that folds a group by joining its notes, as the 1.5B model did when asked one group at a time."""
    notes = _listed(body)
    return Reply(
        json.dumps({"judgement": "，".join(t for _, t in notes), "cites": [n for n, _ in notes]}, ensure_ascii=False)
    )


def test_a_compaction_folds_each_rule_group_in_a_call_of_its_own_and_asks_nothing_of_a_lone_note(loopback):
    loopback.default = _joining
    made = model(loopback).compact(HOUSE + ALONE + SORE, 2)
    assert [[t for _, t in _listed(body)] for body in loopback.requests] == [
        ["用户在装修新房，预算二十万", "装修想要北欧风"],
        ["跑步膝盖有点疼", "膝盖去医院看了，是髂胫束综合征"],
    ]
    assert [j.ids for j in made] == [(21, 22), (23, 24)]


def test_a_fold_that_copies_one_note_and_cites_two_is_dropped(loopback):
    # what the 1.5B model did when it was given ten notes at once: one note's words, two notes cited
    distiller = _answering(loopback, '{"judgement": "跑步膝盖有点疼", "cites": [1, 2]}')
    assert distiller.compact(SORE, 1) is None
    assert distiller.log[-1]["outcome"] == "rejected" and "drops what" in distiller.log[-1]["reason"]


def test_what_the_model_did_not_fold_the_rules_fold(tmp_path, loopback):
    from test_llm_dream import Clock

    def answer(body):
        if "all about one matter" not in body["messages"][0]["content"]:
            return Reply('{"labels": []}')
        if any("钢琴" in t for _, t in _listed(body)):
            return _joining(body)
        return Reply('{"judgement": "用户答应陪妈妈去爬黄山，建议带好雨衣", "cites": [1]}')  # advice, one cite

    loopback.default = answer
    promises = ["我答应教表弟钢琴", "我答应教表弟吉他", "我答应陪妈妈去爬山", "我答应妈妈去爬黄山"]
    with Memory(home=tmp_path, clock=Clock(), llm=model(loopback)) as memory:
        for text in promises:
            memory.observe(text)
        memory.dream(force=True)
        assert memory.compact(confirm=True)["created"] == 2
        assert memory.trace(text="钢琴")["text"] == "我答应教表弟钢琴，我答应教表弟吉他"  # the model's
        assert "陪妈妈" in memory.trace(text="黄山")["text"]  # the rules' fold of the other two


def test_the_diary_is_asked_of_the_first_notes_that_fit_and_the_pinned_rest_is_added(tmp_path, loopback):
    notes = [Remark(i, f"第{i}件事是关于邻居家的那只橘猫每天来阳台" * 2, "life") for i in range(1, 30)]
    loopback.default = Reply('{"diary": "你说邻居家的那只橘猫每天来阳台。"}')
    model(loopback).narrate(notes, None)
    listed = loopback.requests[0]["messages"][1]["content"].split("\n")
    assert 3 <= len(listed) < 29 and listed[0].startswith("[1] 第1件事")


def test_a_diary_that_copies_the_users_i_speaks_to_the_user_instead(loopback):
    # the 1.5B model's diary: the notes copied, the user's 我 (and a 用户 turned 我) claimed by the assistant
    notes = [
        Remark(1, "我叫林涛，今年38岁，在杭州做后端开发", "identity"),
        Remark(2, "用户最近回绍兴了，妈妈血压量了是145/90", "life"),
        Remark(3, "她来的时候我得提醒她带上降压药", "plan"),
    ]
    diary = {
        "diary": [
            "我叫林涛，今年38岁，在杭州做后端开发",
            "我最近回绍兴了，妈妈血压量了是145/90",
            "我记得她来的时候我得提醒她带上降压药",
        ]
    }
    distiller = _answering(loopback, json.dumps(diary, ensure_ascii=False))
    assert distiller.narrate(notes, None) == (
        "你叫林涛，今年38岁，在杭州做后端开发。你最近回绍兴了，妈妈血压量了是145/90。我记得她来的时候你得提醒她带上降压药。"
    )


@pytest.mark.parametrize(
    ("diary", "spoken"),
    [
        ("我的爸爸下周要做胆囊切除手术", "你的爸爸下周要做胆囊切除手术"),  # the held-out diary's 我爸 as 我的爸爸
        ("我记得花生过敏的事", "我记得花生过敏的事"),  # the assistant remembering
        ("我最近常想起你说的手术", "我最近常想起你说的手术"),
        ("你说过「我爸下周要做胆囊切除手术」", "你说过「我爸下周要做胆囊切除手术」"),  # a quotation stays
        ("我在成都读博士。", "你在成都读博士。"),  # a note without a subject is the user's
    ],
)
def test_only_the_users_copied_i_becomes_you(diary, spoken):
    from plastic_memory.sleep.speech import address_user

    assert address_user(diary, ["我爸下周要做胆囊切除手术", "我花生过敏", "用户最近回绍兴了", "在成都读博士"]) == spoken


def test_an_english_diary_keeps_its_own_i_and_gives_the_user_theirs():
    from plastic_memory.sleep.speech import address_user

    said = ["I'm allergic to shellfish too", "my wife works nights at the hospital"]
    text = "I'm allergic to shellfish too. I remember my wife works nights. I keep “I'm allergic to shellfish” in mind."
    assert address_user(text, said) == (
        "You're allergic to shellfish too. I remember your wife works nights. I keep “I'm allergic to shellfish” in mind."
    )


def test_the_diary_calls_the_user_you_not_the_user():
    from plastic_memory.sleep.speech import address_user

    diary = (
        "用户看了三套房子，决定租科华北路那套了。The user's cat is Mochi. 用户名还是小鱼。你说过「用户体验最重要」。"
    )
    assert address_user(diary, ["我花生过敏"]) == (
        "你看了三套房子，决定租科华北路那套了。Your cat is Mochi. 用户名还是小鱼。你说过「用户体验最重要」。"
    )
