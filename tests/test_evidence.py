"""Impressions that keep their evidence (issue 11): a detail folded into a living impression is recalled through it
and fades with it; rule-made impressions are made of content; generic words carry no weight; short Chinese queries
reach their synonyms; a matter that keeps coming back stays; an utterance is read once."""

from __future__ import annotations

import json

from plastic_memory.turn import selection
from plastic_memory.sleep.distill import SOURCES_READ, Remark, content, merge_text
from plastic_memory.language.text import terms

KITCHEN = [
    "Our kitchen renovation starts next week, the budget is 20k",
    "The kitchen renovation crew found mold behind the sink",
    "Kitchen renovation is finally done, the new tiles look great",
]


def test_a_folded_detail_is_recalled_through_its_living_impression_and_goes_when_it_fades(mem, clock):
    m = mem()
    ids = [m.observe(text)["id"] for text in KITCHEN]
    m.dream(force=True)
    impression = m.trace(id=ids[1])["merged_into"]
    assert impression
    clock.set_day(60)  # far past the remark's own half-life: only the impression keeps it
    m.dream(force=True)
    hit = next(h for h in m.recall("mold behind the sink", k=5) if h["id"] == ids[1])
    assert hit["via"] == impression and m.trace(id=impression)["alive"]
    for day in range(90, 1200, 30):  # nothing brings the matter back: the impression fades, its remarks with it
        clock.set_day(day)
        m.dream(force=True)
    row = m.store.item(m.owner, impression)
    assert row is None or not row["alive"]  # faded, and purged by maintenance once nothing alive cites it
    assert all(h["id"] not in ids for h in m.recall("kitchen renovation mold sink tiles", k=10))


def test_a_rule_made_impression_holds_content_not_greetings_or_questions():
    remarks = [
        Remark(
            1,
            "Hey Gina, hope you're doing ok! Lost my job as a banker yesterday, so I'm gonna take a shot "
            "at starting my own business.",
            "critical",
        ),
        Remark(2, "Wow, thanks! The business plan is almost done. What do you think of the name?", "plan"),
    ]
    text = merge_text(remarks)
    # one utterance's content clauses: two remarks of no shared shape are never joined into one line
    assert text.startswith("Lost my job as a banker yesterday") and "business plan" not in text
    assert not any(word in text for word in ("Hey", "Gina", "hope you", "Wow", "thanks", "?"))
    assert len(text) <= 140 and not text.endswith(("an…", "bus…"))  # cut between clauses, never inside a word
    assert content("哈哈，你好呀！我下周要去成都出差，你去过吗？") == ["我下周要去成都出差"]


def test_remarks_of_one_shape_fold_into_one_line_naming_their_frame_once():
    dinners = [Remark(n, f"我晚饭做了{dish}", "life") for n, dish in enumerate(("饺子", "红烧肉", "清蒸鱼"))]
    assert merge_text(dinners) == "我晚饭做了饺子、红烧肉、清蒸鱼"
    annoyed = [Remark(n, f"{what}搞得我好烦", "emotion") for n, what in enumerate(("周报", "停水", "早高峰"))]
    assert merge_text(annoyed) == "周报、停水、早高峰搞得我好烦"
    stressed = [
        Remark(n, f"I'm so stressed about the {what}", "emotion") for n, what in enumerate(("audit", "deadline"))
    ]
    assert merge_text(stressed) == "I'm so stressed about the audit, deadline"
    many = [
        Remark(n, f"我晚饭做了{place}风味的炖菜", "life")
        for n, place in enumerate(
            (
                "四川",
                "广东",
                "湖南",
                "山东",
                "江苏",
                "浙江",
                "福建",
                "安徽",
                "北京",
                "上海",
                "香港",
                "台湾",
                "山西",
                "河南",
                "陕西",
                "甘肃",
                "云南",
                "贵州",
                "广西",
                "海南",
            )
        )
    ]
    cut = merge_text(many, limit=40)
    assert len(cut) <= 40 and "…" in cut and cut.startswith("我晚饭做了") and cut.endswith("风味的炖菜")


def test_an_impression_of_a_much_told_matter_is_made_from_its_newest_remarks():
    """Each remark of an impression is read against every other: one that gathered hundreds would cost a dream
    thousands of readings a night. Its words come from the newest SOURCES_READ, which say what it is now."""
    dishes = "饺子 红烧肉 清蒸鱼 麻婆豆腐 宫保鸡丁 鱼香肉丝 回锅肉 酸菜鱼 糖醋排骨 水煮牛肉 小龙虾 地三鲜 京酱肉丝 木须肉".split()
    dishes += "蛋炒饭 炸酱面 牛肉面 羊肉串 烤鸭 火锅 凉皮 肉夹馍 煎饼 包子 馄饨 汤圆 粽子 春卷 烧麦 担担面".split()
    remarks = [Remark(n + 1, f"我晚饭做了{dish}", "life") for n, dish in enumerate(dishes)]
    text = merge_text(remarks, limit=1000)
    assert text.startswith("我晚饭做了")
    named = set(text.removeprefix("我晚饭做了").split("、"))
    assert named == set(dishes[-SOURCES_READ:])
    # given in any order, the newest are still the ones read
    assert merge_text(list(reversed(remarks)), limit=1000) == text


def test_contradicting_or_updated_remarks_are_never_joined():
    assert merge_text([Remark(1, "我吃香菜", "pref"), Remark(2, "我不吃香菜", "pref")]) in ("我吃香菜", "我不吃香菜")
    school = [
        Remark(1, "My son goes to Lincoln Elementary", "identity"),
        Remark(2, "We moved, my son is at Oak Park Elementary now", "identity"),
    ]
    assert "Lincoln" not in merge_text(school)
    assert merge_text([Remark(1, "我在学陶艺，拉坯总是歪", "life"), Remark(2, "最近特别喜欢吃火锅", "pref")]) in (
        "我在学陶艺，拉坯总是歪",
        "最近特别喜欢吃火锅",
    )


def test_an_unrelated_remark_is_not_folded_into_a_topic(mem, clock):
    m = mem()
    for text in KITCHEN:
        m.observe(text)
    hotpot = m.observe("最近特别喜欢吃火锅")["id"]
    m.dream(force=True)
    folded = m.trace(id=hotpot)["merged_into"]
    assert folded is None or all("kitchen" not in s.get("text", "").lower() for s in m.trace(id=folded)["sources"])


def test_a_generic_word_alone_never_makes_a_note_relevant(mem):
    m = mem()
    m.observe("最近工作压力好大")
    m.observe("I really just got a new bike today")
    assert "#" not in "".join(terms("最近 today really just"))
    assert terms("最近") == frozenset() and terms("today really just") == frozenset()
    index = m.live()
    assert list(selection.called_up(index, "我最近在装修新房", m.clock(), m.config)) == []
    assert list(selection.called_up(index, "really, just today", m.clock(), m.config)) == []


def test_a_two_character_query_reaches_its_synonyms(mem):
    m = mem()
    said = m.observe("晚上睡不好，老是半夜醒")["id"]
    assert [h["id"] for h in m.recall("失眠")] == [said]
    assert [h["id"] for h in m.recall("睡不好")] == [said]


def test_a_matter_that_keeps_coming_back_stays_while_a_one_off_fades(mem, clock):
    m = mem()
    pottery = m.observe("我在学陶艺，拉坯总是歪")["id"]
    one_off = m.observe("今天的咖啡有点酸")["id"]
    later = [
        "这周又去陶艺课练拉坯了",
        "陶艺课上拉坯终于不歪了",
        "周末去陶艺工作室拉坯练了一下午",
        "今天陶艺课拉坯拉了三个碗",
    ]
    for day, text in zip((10, 20, 30, 40), later):
        clock.set_day(day)
        m.observe(text)  # another remark on the same matter, in other words
    clock.set_day(44)
    seen = {r["id"]: r["seen"] for r in m.store.all_items()}
    assert seen[pottery] >= clock.now - 4 * 86400  # brought back to mind by the newer remarks
    assert seen[one_off] < clock.now - 40 * 86400  # nothing came back to it


def test_an_utterance_is_read_once_on_the_observe_path(mem, monkeypatch):
    import plastic_memory.language.text as text_module
    import plastic_memory.memory as memory_module

    m = mem()
    calls = []
    real = text_module.clean

    def counted(*a, **k):
        calls.append(a)
        return real(*a, **k)

    memory_module._said.cache_clear()  # (lines another test said are read already)
    memory_module._cleaned.cache_clear()
    monkeypatch.setattr("plastic_memory.memory.clean", counted)
    monkeypatch.setattr(memory_module._cleaned, "_work", counted)  # the memo of the short lines context() cleans
    m.observe("你记错了，我是下周四去上海")
    m.observe("I moved to Denver last month and I love the mountains")
    assert len(calls) == 2  # one cleaning per utterance, whatever the path does with it
    m.context("my sister Kat lives in Portland now", session_id="s")
    m.observe("my sister Kat lives in Portland now", session_id="s")
    assert len(calls) == 3  # the words context() cleaned before the model are not cleaned again after it


def test_dreams_and_reports_work_below_the_facade(mem):
    import plastic_memory.sleep.compaction as compaction
    import plastic_memory.sleep.dream as dream
    import plastic_memory.turn.status as report

    for module in (dream, compaction, report):
        source = open(module.__file__, encoding="utf-8").read()
        assert "from .engine import Memory" not in source and "._lock" not in source and "_record_usage" not in source
    m = mem()
    m.observe("我住在杭州")
    assert m.dream(force=True)["dreamt"] and json.dumps(m.status())


def test_a_word_and_its_synonym_tag_count_once_against_a_rarer_word(mem):
    """'family' is both the word and the family tag: a remark holding only it must not outrank the one holding the
    question's rarer word, while a synonym alone ("parents") still reaches the matter."""
    m = mem()
    for text in (
        "Family time matters to me.",
        "My family is everything.",
        "Our roadtrip down the coast was wild.",
        "I fixed the leaking tap in the bathroom.",
        "I started pottery lessons at the community centre.",
        "My boss moved the deadline again.",
    ):
        m.observe(text)
    hits = [h["text"] for h in m.recall("When did my family go on a roadtrip?", k=3)]
    assert hits[0] == "Our roadtrip down the coast was wild."
    said = m.observe("My parents drove up for the weekend.")["id"]
    assert said in [h["id"] for h in m.recall("how is my family doing?", k=5)]


def test_a_faded_remark_holding_all_the_words_comes_before_a_fresh_one_holding_some(mem, clock):
    """What is left of a remark orders matches of like strength; it does not outweigh the words: five months on, the
    remark about the adoption still answers 'when did we adopt the greyhound' before a fresh one naming the dog."""
    m = mem()
    adopted = m.observe(
        "Last spring we finally adopted a racing greyhound after weeks of paperwork, home visits and long drives."
    )["id"]
    for text in (
        "My sister adopted two cats.",
        "Our neighbours adopted a baby girl.",
        "My cousin adopted a rescue rabbit.",
        "My aunt adopted a parrot.",
        "Our school adopted a new timetable.",
        "The team adopted my proposal.",
    ):
        m.observe(text)
    clock.advance(days=170)
    m.observe("I saw a greyhound at the park today.")
    (first, second, *_) = m.recall("when did we adopt the greyhound?", k=3)
    assert first["id"] == adopted and first["retention"] < 0.2 and second["retention"] == 1.0
