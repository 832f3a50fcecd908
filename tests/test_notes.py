"""A turn's notes: what the turn's words call up comes first, shown by the clause that matched and dated; what is
always true comes once per transcript; small talk calls up nothing; a session stays under two full blocks."""

from __future__ import annotations

import re

from plastic_memory.language.timefmt import day
from plastic_memory.turn.inject import HEADER_CORE, HEADER_MORE
from plastic_memory.turn.selection import core

LONG = (
    "We spent the whole weekend at the lake house with the kids, the weather was grey most of the time, "
    "and on Sunday I finally finished reading Becoming Nicole, which my sister gave me for my birthday."
)
NOTE = re.compile(r"^- (\d{4}-\d\d-\d\d) 「(.*)」(?: \(.*\))?$")


def notes(block: str | None) -> list[tuple[str, str]]:
    return [NOTE.match(line).groups() for line in (block or "").splitlines() if line.startswith("- ")]


def seeded(mem, clock):
    m = mem()
    for text in (
        "My name is Lin and I work as a nurse in Hangzhou.",
        "I am allergic to peanuts.",
        LONG,
        "thanks for asking, the drive back was fine.",
        "我妈妈上周中风住院了",
    ):
        m.observe(text)
        clock.advance(hours=1)
    m.dream(force=True)
    clock.advance(days=2)
    return m


def test_the_matched_clause_is_shown_whole_and_dated(mem, clock):
    m = seeded(mem, clock)
    shown = notes(m.context("What book did my sister give me?", session_id="s"))
    said = day(clock() - 2 * 86400)
    (excerpt,) = [text for _, text in shown if "Becoming Nicole" in text]
    assert len(excerpt) <= m.config.excerpt_chars + 2 and "sister gave me" in excerpt and excerpt != LONG
    assert all(when == said or when <= said for when, _ in shown) and shown[0][1] == excerpt  # called up first


def test_every_note_carries_the_day_it_was_said(mem, clock):
    m = seeded(mem, clock)
    for when, _text in notes(m.context("how is my mom?")):
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", when) and when <= day(clock())


def test_small_talk_after_the_first_turn_injects_nothing(mem, clock):
    m = seeded(mem, clock)
    assert m.context("hi", session_id="s")  # the session's first turn carries what is always true
    for said in ("thanks!", "ok", "cool", "lol", "good night", "haha", "谢谢", "好的", "嗯嗯", "哈哈", "收到"):
        assert m.context(said, session_id="s") is None, said
    # 'thanks' is a word, not the remark that opened with "thanks for asking"
    assert "drive back" not in (m.context("thanks", session_id="t") or "")


def test_the_core_is_kept_until_the_index_changes(mem, clock):
    m = seeded(mem, clock)
    index = m.live()
    first = core(index, clock(), m.config)
    assert core(index, clock(), m.config) is first
    m.observe("I don't eat coriander.")
    assert core(m.live(), clock(), m.config) is not first


def test_the_core_is_not_sent_while_it_is_in_the_history(mem, clock):
    m = seeded(mem, clock)
    opening = m.context("hello there", session_id="s", history=["hello there"])
    assert opening.startswith(HEADER_CORE) and "peanuts" in opening
    kept = [f"hello there\n\n{opening}", "what should I cook?"]
    later = m.context("what should I cook?", session_id="s", history=kept) or ""
    assert HEADER_CORE not in later and "peanuts" not in later
    # A resumed session (a new process: no ledger) whose history still holds the block: not sent again.
    assert "peanuts" not in (m.context("what should I cook?", session_id="resumed", history=kept) or "")
    # Compression dropped the turn that carried it: the core comes again.
    compressed = ["[summary of the earlier conversation]", "what should I cook?"]
    again = m.context("what should I cook?", session_id="s", history=compressed)
    assert again.startswith(HEADER_CORE) and "peanuts" in again


def test_a_note_the_history_already_shows_is_not_given_again(mem, clock):
    m = seeded(mem, clock)
    first = m.context("What book did my sister give me?", session_id="s", history=["What book did my sister give me?"])
    history = [f"What book did my sister give me?\n\n{first}", "Which book was it again?"]
    again = m.context("Which book was it again, the one from my sister?", session_id="s", history=history) or ""
    assert "Becoming Nicole" not in again


def test_twenty_turns_stay_under_two_full_blocks(mem, clock):
    m = mem()
    for n in range(60):
        m.observe(f"On trip day {n} I visited museum number {n} in town {n} and bought a postcard of bridge {n}.")
    m.dream(force=True)
    history, total = [], 0
    for n in range(20):
        said = f"tell me about museum number {n} and the postcard of bridge {n}"
        block = m.context(said, session_id="s", history=history + [said]) or ""
        assert n == 0 or not block.startswith(HEADER_CORE)
        total += len(block)
        history.append(f"{said}\n\n{block}" if block else said)
    assert total < 2 * m.config.core_budget
    assert any(HEADER_MORE in h for h in history)


def test_a_short_english_word_calls_up_words_not_substrings(mem, clock):
    from plastic_memory.turn.selection import called_up

    m = mem()
    for text in ("I booked a table at the bistro for Friday.", "I started a new job at the harbour office."):
        m.observe(text)
    index = m.live()
    for said in ("ok", "art", "hi", "bo"):
        assert list(called_up(index, said, clock(), m.config)) == [], said
    assert [e.text for e, _ in called_up(index, "which job did I start?", clock(), m.config)] == [
        "I started a new job at the harbour office."
    ]


def test_a_turn_that_calls_up_several_remarks_gets_them_and_what_must_not_be_missed_the_judgements_come_later(
    mem, clock
):
    m = mem()
    for _ in range(4):
        for said in ("我晚饭做了饺子", "我晚饭做了红烧肉", "我晚饭做了清蒸鱼", "周末又去爬山了", "我爬山爬了三个小时"):
            m.observe(said)
            clock.advance(seconds=600)
        clock.advance(days=1)
        m.dream(force=True)
    m.observe("I am allergic to peanuts")
    m.pin(text="I am allergic to peanuts")
    for said in ("上周爬山的时候鞋底开胶了", "这双爬山鞋是三年前买的", "我想找一双轻一点的爬山鞋"):
        m.observe(said)
        clock.advance(seconds=600)
    clock.advance(days=1)
    greeting = [text for _, text in notes(m.context("hi", session_id="a"))]
    assert "我晚饭做了饺子、红烧肉、清蒸鱼" in greeting and "I am allergic to peanuts" in greeting
    asking = [text for _, text in notes(m.context("爬山鞋该换了吗", session_id="b"))]
    assert "I am allergic to peanuts" in asking and sum("爬山" in t for t in asking) >= 3
    assert "我晚饭做了饺子、红烧肉、清蒸鱼" not in asking
    # One remark called up may be beside the point: the judgements back it up.
    one = [text for _, text in notes(m.context("鞋底开胶怎么办", session_id="c"))]
    assert "我晚饭做了饺子、红烧肉、清蒸鱼" in one


def test_a_core_line_cut_short_does_not_count_as_the_whole_remark_given(mem, clock):
    m = mem()
    m.observe(
        "My name is Priya, I teach chemistry at a night school, and on weekends I fix old bicycles for my neighbours."
    )
    m.observe("I am allergic to shellfish.")
    clock.advance(days=1)
    opening = m.context("hello again", session_id="s") or ""
    assert "Priya" in opening and "bicycles" not in opening  # the core showed the start of it, cut
    later = m.context("who do I fix bicycles for?", session_id="s") or ""
    assert "bicycles for my neighbours" in later
    # A core line shown whole is given: the same session does not show it again.
    assert "shellfish" in opening
    assert "shellfish" not in (m.context("am I allergic to shellfish?", session_id="s") or "")


def test_a_general_word_calls_up_the_remark_naming_a_thing_of_its_kind(mem):
    m = mem()
    for said in (
        "I drive a silver Honda Civic",
        "I have two guinea pigs, Fig and Clover",
        "我开一辆白色的轩逸",
        "My sister lives in Atlanta",
        "I love hiking on weekends",
    ):
        m.observe(said)
    assert [h["text"] for h in m.recall("what car do I drive", k=2)] == [
        "I drive a silver Honda Civic",
        "我开一辆白色的轩逸",
    ]
    assert [h["text"] for h in m.recall("how are my pets doing", k=3)] == ["I have two guinea pigs, Fig and Clover"]
    assert "我开一辆白色的轩逸" in [h["text"] for h in m.recall("我的车", k=3)]
    assert m.recall("my sister's car", k=5)[0]["text"] != "I love hiking on weekends"


def test_a_remark_called_up_by_what_it_says_is_shown_whole(mem, clock):
    # "what's my job?" shares no word with the remark it calls up: no clause of it is known to be the one asked
    # about, and the first alone ("I handed in my notice today") would hide the new job.
    m = mem()
    said = "I handed in my notice today, starting at a fintech startup in Manchester next month"
    for text in (
        "My partner Jo is a nurse at St James's hospital.",
        "We have a dog called Biscuit, a very lazy beagle.",
        "I've been reading a thriller lately",
        "Went hiking on Saturday with my brother",
        "I'm trying to cut down on sugar this month",
        "my sister lives in Atlanta",
        "I take a hot bath every night",
        "I love the smell of fresh basil",
        "Our neighbours painted their fence bright blue",
        said,
    ):
        m.observe(text)
        clock.advance(hours=1)
    clock.advance(days=1)
    shown = [text for _, text in notes(m.context("what's my job?", session_id="s"))]
    assert said in shown, shown


def test_a_turn_that_calls_nothing_up_gets_more_of_what_is_always_true(mem, clock):
    m = mem()
    for text in (
        "I work as a data analyst at a logistics firm in Leeds.",
        "My partner Jo is a nurse at St James's hospital.",
        "I am allergic to peanuts and shellfish.",
        "We have a dog called Biscuit, a very lazy beagle.",
    ):
        m.observe(text)
        clock.advance(hours=1)
    clock.advance(days=1)
    opening = m.context("hello!", session_id="s") or ""
    called = m.context("where did Jo study nursing?", session_id="t") or ""
    core_lines = [line for line in opening.splitlines() if line.startswith("- ")]
    assert len(core_lines) >= 3 and len(opening) <= m.config.core_alone_chars + len(HEADER_CORE) + 1
    # a turn that calls a remark up gives it the room, and the core its usual small share
    assert "Jo" in called.splitlines()[1] and len(called) <= m.config.core_budget
