"""Persona file parsing, fallback, live reload, and how facets steer activation, bias, attention and diversion."""

import json
import logging
import os
import time

import pytest
import yaml

from plastic_memory.persona import PACKAGED_PATH, RECHECK_SECONDS, Persona
from plastic_memory.persona_file import DEFAULT_FACETS, MEMORY_KINDS

DEFAULT_IDS = [f.id for f in DEFAULT_FACETS]

GOOD = """\
facets:
  - id: engineer
    baseline: 0.5
    assertiveness: 0.45 # 多爱说自己的
    triggers: [代码, 部署, deploy, Code]
    attention:
      sharp: [数字, number]
      blind: [客套, thanks]
    memory_bias: {fact: 1.6, emotion: 0.4}
    voice: "#1 先给结论"
    tension: 想给精确答案#而不是安慰
  - id: traveller
    baseline: 0.5
    assertiveness: 0.9
    triggers: [旅行, 出差, trip]
    attention:
      sharp: [路线]
      blind: [报表]
    memory_bias: {plan: 1.4, fact: 0.8}
    voice: 讲一个具体的地方。
    tension: 爱岔开。
self_facts:
  places: [喀什]
  stances: ["旅行不是打卡，是走丢。", "A trip is best when you get lost."]
"""


class Clock:
    """A hand-moved clock, so mtime checks happen exactly when a test says."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def write(path, text: str, mtime: float | None = None) -> None:
    path.write_text(text, encoding="utf-8")
    if mtime is not None:  # filesystems with coarse mtimes must still see the edit as a change
        os.utime(path, (mtime, mtime))


@pytest.fixture
def persona_file(tmp_path):
    path = tmp_path / "persona.yaml"
    write(path, GOOD, mtime=time.time() - 100)
    return path


@pytest.fixture
def persona(persona_file):
    return Persona.load(persona_file)


def persona_warnings(caplog) -> list[str]:
    return [
        r.getMessage() for r in caplog.records if r.name == "plastic_memory.persona" and r.levelno == logging.WARNING
    ]


def test_trailing_comment_is_not_part_of_assertiveness_v041(persona):
    assert persona.warning is None
    assert persona.facets[0].assertiveness == 0.45


def test_hash_inside_quotes_or_after_non_space_is_kept(persona):
    engineer = persona.facets[0]
    assert engineer.voice == "#1 先给结论"
    assert engineer.tension == "想给精确答案#而不是安慰"


def test_broken_indentation_gives_default_persona_and_logs_warning(tmp_path, caplog):
    path = tmp_path / "persona.yaml"
    write(path, GOOD.replace("    baseline: 0.5\n", "      baseline: 0.5\n", 1))
    with pytest.raises(yaml.YAMLError):
        yaml.safe_load(path.read_text(encoding="utf-8"))  # the file really is broken YAML
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        p = Persona.load(path)
    assert [f.id for f in p.facets] == DEFAULT_IDS
    assert "not valid YAML" in p.warning and str(path) in p.warning
    assert len(persona_warnings(caplog)) == 1
    assert p.activate("部署又报错了").weights  # the default persona still works
    assert json.dumps(p.describe("部署"))


def test_missing_file_gives_default_persona_and_logs_warning_once(tmp_path, caplog):
    clock = Clock()
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        p = Persona.load(tmp_path / "nope.yaml", clock=clock)
        for _ in range(3):
            clock.now += 2 * RECHECK_SECONDS
            p.activate("hello")
    assert [f.id for f in p.facets] == DEFAULT_IDS
    assert "not found" in p.warning
    assert len(persona_warnings(caplog)) == 1


@pytest.mark.parametrize(
    "old, new, field",
    [
        ("assertiveness: 0.45 # 多爱说自己的", 'assertiveness: "abc"', "assertiveness"),
        ("assertiveness: 0.45 # 多爱说自己的", "assertiveness: 1.5", "assertiveness"),
        ("baseline: 0.5", "baseline: true", "baseline"),
        ("triggers: [代码, 部署, deploy, Code]", "triggers: 代码", "triggers"),
        ("memory_bias: {fact: 1.6, emotion: 0.4}", "memory_bias: {fact: 1.6, emtion: 0.4}", "emtion"),
        ('    voice: "#1 先给结论"\n', "", "voice"),
        ("self_facts:", "self_facts: 喀什\nunused:", "self_facts"),
    ],
)
def test_wrong_typed_or_missing_value_gives_default_persona(tmp_path, caplog, old, new, field):
    path = tmp_path / "persona.yaml"
    assert old in GOOD
    write(path, GOOD.replace(old, new, 1))
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        p = Persona.load(path)
    assert [f.id for f in p.facets] == DEFAULT_IDS
    assert field in p.warning
    assert persona_warnings(caplog) == [p.warning]


def test_triggers_activate_their_facet_in_chinese_and_english(persona):
    for text in ("帮我看看这段代码", "I will DEPLOY it tonight", "the code is fine"):
        act = persona.activate(text)
        assert act.active == ("engineer",) and not act.cross
        assert act.weights["engineer"] > act.weights["traveller"]
        assert sum(act.weights.values()) == pytest.approx(1.0)
    assert persona.activate("下周去旅行").active == ("traveller",)


def test_untriggered_text_activates_nothing_and_weights_follow_baselines(persona):
    act = persona.activate("今天天气不错")
    assert act.active == () and not act.cross
    assert act.weights == pytest.approx({"engineer": 0.5, "traveller": 0.5})


def test_two_triggered_facets_enter_cross_state(persona):
    act = persona.activate("出差的路上还在改代码")
    assert set(act.active) == {"engineer", "traveller"}
    assert act.cross


def test_describe_previews_active_facets_and_cross_as_json(persona):
    plain = persona.describe()
    assert "preview" not in plain
    assert [(f["id"], f["baseline"], f["weight"]) for f in plain["facets"]] == [
        ("engineer", 0.5, 0.5),
        ("traveller", 0.5, 0.5),
    ]
    shown = persona.describe("出差的路上还在改代码")
    assert set(shown["preview"]["active"]) == {"engineer", "traveller"} and shown["preview"]["cross"] is True
    assert persona.describe("部署")["preview"] == {"active": ["engineer"], "cross": False}
    assert json.loads(json.dumps(shown, ensure_ascii=False)) == shown
    assert shown["warning"] is None


def test_bias_uses_memory_bias_of_the_active_facets(persona):
    assert persona.bias("fact", "部署一下") == pytest.approx(1.6)
    assert persona.bias("emotion", "部署一下") == pytest.approx(0.4)
    assert persona.bias("fact", "下周去旅行") == pytest.approx(0.8)
    assert persona.bias("plan", "部署一下") == pytest.approx(1.0)  # engineer says nothing about plans
    at_rest = persona.bias("fact", "今天天气不错")  # no facet awake: blend by baseline
    assert at_rest == pytest.approx(0.5 * 1.6 + 0.5 * 0.8)
    assert persona.bias("critical", "部署") == 1.0 and persona.bias("no-such-kind") == 1.0


def test_attention_sharpens_on_sharp_terms_and_dulls_on_blind_ones(persona):
    assert persona.attention("部署花了多少数字？") > 1
    assert persona.attention("部署好了，thanks") < 1
    assert persona.attention("部署好了") == pytest.approx(1.0)


def test_divert_needs_assertiveness_times_acceptance_and_a_related_fact(persona):
    assert persona.divert("下周去旅行", acceptance=1.0) == "旅行不是打卡，是走丢。"
    assert persona.divert("下周去旅行", acceptance=0.1) is None  # the user keeps ignoring diversions
    assert persona.divert("部署好了", acceptance=0.5) is None  # engineer: 0.45 x 0.5 below the threshold
    assert persona.divert("今天天气不错", acceptance=1.0) is None  # nothing of its own is related
    assert persona.divert("你去过喀什吗", acceptance=1.0) is None  # no facet woke: not the persona's topic
    assert persona.divert("下个月出差去喀什", acceptance=1.0) == "喀什"  # the place the user named wins


def test_divert_needs_a_woken_facet_even_when_a_fact_shares_words(persona):
    # "旅行" is a trigger but "旅游" is not: the same topic by a synonym wakes nothing, so no aside
    assert persona.activate("旅游攻略").active == ()
    assert persona.divert("旅游攻略", acceptance=1.0) is None
    assert persona.divert("旅行攻略", acceptance=1.0) == "旅行不是打卡，是走丢。"


def test_divert_prefers_a_self_fact_in_the_users_language(persona):
    assert persona.divert("any trip plans?", acceptance=1.0) == "A trip is best when you get lost."
    assert persona.divert("有旅行计划吗", acceptance=1.0) == "旅行不是打卡，是走丢。"


def test_self_facts_edited_on_disk_take_effect_without_a_new_persona(persona_file):
    clock = Clock()
    p = Persona.load(persona_file, clock=clock)
    assert p.self_facts["places"] == ["喀什"]
    write(persona_file, GOOD.replace("places: [喀什]", "places: [喀什, 大理]"), mtime=time.time())
    assert p.self_facts["places"] == ["喀什"]  # within a second the file is not looked at again
    clock.now += RECHECK_SECONDS
    assert p.self_facts["places"] == ["喀什", "大理"]
    assert p.divert("出差去大理", acceptance=1.0) == "大理"


def test_edit_that_breaks_the_file_falls_back_then_recovers_when_fixed(persona_file, caplog):
    clock = Clock()
    p = Persona.load(persona_file, clock=clock)
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        write(persona_file, "facets: [\n", mtime=time.time() - 50)
        clock.now += RECHECK_SECONDS
        assert p.activate("部署").weights.keys() == set(DEFAULT_IDS)
        assert p.warning and len(persona_warnings(caplog)) == 1
        os.utime(persona_file, (time.time() - 40, time.time() - 40))  # touched, still broken the same way
        clock.now += RECHECK_SECONDS
        assert p.warning and len(persona_warnings(caplog)) == 1
        write(persona_file, GOOD, mtime=time.time())
        clock.now += RECHECK_SECONDS
        assert [f.id for f in p.facets] == ["engineer", "traveller"] and p.warning is None


def test_file_is_not_read_again_between_checks(persona_file):
    clock = Clock()
    p = Persona.load(persona_file, clock=clock)
    persona_file.unlink()
    assert p.activate("部署").active == ("engineer",) and p.warning is None
    clock.now += RECHECK_SECONDS
    assert p.activate("部署").active == () and "not found" in p.warning


def test_packaged_persona_loads_without_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="plastic_memory.persona"):
        p = Persona.load()
    assert p.warning is None and persona_warnings(caplog) == []
    assert 3 <= len(p.facets) <= 4
    assert "assertiveness: 0.45  #" in PACKAGED_PATH.read_text(encoding="utf-8")
    for facet in p.facets:
        assert any(t.isascii() for t in facet.triggers) and any(not t.isascii() for t in facet.triggers)
        assert facet.sharp and facet.blind and facet.voice and facet.tension
        assert set(facet.memory_bias) <= MEMORY_KINDS
    assert p.self_facts["places"] and p.self_facts["stances"]


def test_odd_input_never_raises(persona):
    for text in ("", "   \n", "x" * 200_000, bytes(range(256)).decode("latin-1"), "🎉🎉🔥", None):
        assert sum(persona.activate(text).weights.values()) == pytest.approx(1.0)
        assert persona.attention(text) > 0 and persona.bias("fact", text) > 0
        assert persona.divert(text, acceptance=float("nan")) in (
            None,
            *persona.self_facts["places"],
            *persona.self_facts["stances"],
        )


# -- asides in a session (the engine) ------------------------------------------------------------------------------

ASIDE = "Your own side"


def test_at_most_one_aside_per_session_and_none_on_an_unrelated_turn(mem):
    m = mem()
    m.observe("我对花生过敏")  # something for the core
    m.store.add_stat(m.owner, "divert_offered", 8)  # a user who took up every aside: the persona feels free
    m.store.add_stat(m.owner, "divert_accepted", 8)
    unrelated = "很多决定我都是第二天再做"  # shares words with a stance, wakes no facet
    assert m.persona_model.activate(unrelated).active == ()
    assert ASIDE not in (m.context(unrelated, session_id="s1") or "")
    first = m.context("最近想去旅行，有什么推荐", session_id="s1")
    assert first.count(ASIDE) == 1
    for text in ("Any travel plans? I want a trip somewhere", "下个月出差去喀什", "旅行的路线怎么排"):
        assert ASIDE not in (m.context(text, session_id="s1") or "")  # same stance in English, other facts: none
    m.reset_session("s1")  # the host compressed the history: the core comes again, the aside does not
    again = m.context("旅行的路线怎么排", session_id="s1")
    assert again and ASIDE not in again
    assert ASIDE in (m.context("Any travel plans? I want a trip somewhere", session_id="s2") or "")
