"""Chinese in traditional characters and written Cantonese: read as the Chinese readers know it, kept as said."""

from __future__ import annotations

import pytest

from plastic_memory import Memory
from plastic_memory.language.hant import said_as, simplified

DAY = 86400.0


@pytest.fixture
def memory(tmp_path):
    now = [1.75e9]
    m = Memory(home=str(tmp_path), owner="u", clock=lambda: now[0], llm=False)
    m.now = now  # type: ignore[attr-defined]
    yield m
    m.close()


def later(m: Memory, days: float) -> None:
    m.now[0] += days * DAY  # type: ignore[attr-defined]


def alive(m: Memory) -> list[str]:
    return [e.text for e in m._state.live().events()]


@pytest.mark.parametrize(
    "said, read",
    [
        ("我對花生過敏", "我对花生过敏"),
        ("我離職了，現在在聯發科上班", "我离职了，现在在联发科上班"),
        ("我喺匯豐做嘢", "我在汇丰做事"),
        ("我哋搬咗屋去將軍澳", "我们搬了家去将军澳"),
        ("個女轉咗去國際學校", "女儿转到了国际学校"),
        ("我返工好攰", "我上班好累"),
        ("轉咗工，而家喺港鐵", "跳槽了，现在在港铁"),
        ("早晨！我返嚟喇", "早晨！我回来了"),
    ],
)
def test_traditional_and_cantonese_read_in_the_same_length(said, read):
    assert simplified(said) == read
    assert len(simplified(said)) == len(said)  # a piece of the reading is the same piece of the words


@pytest.mark.parametrize(
    "text",
    [
        "我对花生过敏，系统里记一下",  # simplified: 系 is its own character
        "我们的关系很好",
        "東京に住んでいます",  # Japanese kanji are Japanese
        "I moved to Taipei",
        "唔，我想想",  # 唔 alone is a Mandarin "mm"
        "我买了个喇叭",
    ],
)
def test_simplified_japanese_and_english_are_left_as_they_are(text):
    assert simplified(text) == text


def test_a_relation_keeps_its_character_in_cantonese():
    assert simplified("我同佢冇關係") == "我同他没关系"


def test_a_piece_of_the_reading_is_given_back_as_said():
    said = "我對花生過敏，幫我推薦一道菜"
    read = simplified(said)
    assert said_as("我对花生过敏", read, said) == "我對花生過敏"
    assert said_as("我对花生过敏…帮我推荐", read, said) == "我對花生過敏…幫我推薦"
    assert said_as("不在其中", read, said) == "不在其中"  # not a piece of it: left alone


def test_an_allergy_in_traditional_characters_is_critical_and_kept_as_said(memory):
    done = memory.observe("我對花生過敏。")
    assert done["action"] == "stored" and done["kind"] == "critical"
    assert alive(memory) == ["我對花生過敏。"]
    block = memory.context("今晚煮什麼好？", session_id="s1")
    assert block is not None and "我對花生過敏" in block


def test_a_job_left_in_traditional_characters_updates_the_old_one(memory):
    first = memory.observe("我在台積電當工程師。")
    assert first["action"] == "stored"
    later(memory, 40)
    memory.dream()
    done = memory.observe("我離職了，現在在聯發科上班。")
    assert first["id"] in done["demoted"]
    assert alive(memory) == ["我離職了，現在在聯發科上班。"]


def test_a_cantonese_move_updates_where_the_user_lives(memory):
    first = memory.observe("我住喺沙田第一城。")
    later(memory, 60)
    done = memory.observe("我哋搬咗屋去將軍澳啦，幫我執下新屋附近有咩好食")
    assert first["id"] in done["demoted"]
    assert not any("沙田" in t for t in alive(memory))


def test_a_cantonese_change_of_job_updates_the_old_one(memory):
    first = memory.observe("我喺匯豐銀行做櫃員。")
    later(memory, 40)
    done = memory.observe("轉咗工，而家喺港鐵做系統分析員")
    assert first["id"] in done["demoted"]


def test_a_cantonese_sibling_moving_is_not_the_user_moving(memory):
    first = memory.observe("我住喺馬鞍山。")
    later(memory, 30)
    memory.observe("我家姐啱啱搬咗去英國，幫我諗下寄咩俾佢")
    assert any("馬鞍山" in t for t in alive(memory)) and first["id"]


@pytest.mark.parametrize("hello", ["喂，又係我呀😄", "早晨！我返嚟喇", "又是我～", "我回來了！"])
def test_hellos_in_traditional_and_cantonese_are_not_stored(memory, hello):
    assert memory.observe(hello)["action"] == "dropped"
    assert alive(memory) == []


def test_a_hello_that_goes_on_to_tell_something_is_a_remark(memory):
    assert memory.observe("喂，我返嚟喇，面試冇過")["action"] == "stored"


def test_a_forget_request_in_traditional_characters_deletes_what_it_names(memory):
    memory.observe("我有抑鬱症，最近在看醫生。")
    later(memory, 1)
    done = memory.observe("請忘掉我說過抑鬱症的事")
    assert done["action"] == "forgotten"
    assert not any("抑鬱" in t for t in alive(memory))


def test_simplified_words_find_a_remark_said_in_traditional_characters(memory):
    memory.observe("我對花生過敏。")
    found = memory.recall("花生过敏", 5)
    assert found and found[0]["text"] == "我對花生過敏。"
