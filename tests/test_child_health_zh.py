"""A child's (or anyone's) everyday illness told by their name, in Chinese, and a hospital that is a visit, not a job:
from a probe session in the forty-fifth session.

- 豆豆发烧了, 豆豆这两天发烧 are 豆豆's fever, and 豆豆烧退了 ends it (a name followed by 发, 烧, 咳, 感, 摔 is still a
  name); the user's own stays theirs.
- 我妈进了医院, 今天带他去了儿童医院 are a stay or a visit: no one's job (去了人民医院上班, 跳槽去了协和医院 still are).
"""

from __future__ import annotations

import pytest

from memory_pairs import alive_after
from plastic_memory.judgement.update_claims import claims


def _health(text: str, mode: str) -> list[frozenset[str]]:
    return [c.subject for c in claims(text) if c.slot == "health" and c.mode == mode]


@pytest.mark.parametrize("said", ["豆豆发烧了", "豆豆这两天发烧，今天带他去了儿童医院", "乐乐咳嗽三天了"])
def test_an_illness_told_by_name_is_theirs(said):
    name = "name:" + said[:2]
    assert _health(said, "set") == [frozenset((name,))], claims(said)


def test_a_fever_gone_by_name_is_theirs():
    assert frozenset(("name:豆豆",)) in _health("豆豆烧退了，又活蹦乱跳了", "end")


@pytest.mark.parametrize("said", ["不发烧了", "要多喝水预防感冒", "很少生病"])
def test_no_illness_is_set_by_words_that_say_none(said):
    assert not _health(said, "set"), claims(said)


@pytest.mark.parametrize("said", ["我妈进了医院", "今天带他去了儿童医院", "昨天去了社区卫生院打疫苗"])
def test_a_hospital_stay_or_visit_is_no_job(said):
    assert not [c for c in claims(said) if c.slot == "job"], claims(said)


@pytest.mark.parametrize("said", ["我去了人民医院上班", "跳槽去了协和医院", "我去了一家外企"])
def test_a_job_at_a_hospital_is_still_one(said):
    assert [c for c in claims(said) if c.slot == "job"], claims(said)


@pytest.mark.parametrize(
    "old, new",
    [("豆豆这两天发烧，今天带他去了儿童医院", "豆豆烧退了，又活蹦乱跳了"), ("乐乐发烧了，39度", "乐乐退烧了")],
)
def test_the_fever_gone_retires_the_fever(tmp_path, old, new):
    assert old not in alive_after(tmp_path, old, new, 2)


def test_a_parent_taken_into_hospital_leaves_the_users_job(tmp_path):
    old = "我在杭州一家医院当护士"
    assert old in alive_after(tmp_path, old, "我妈进了医院，这几天在陪床", 10)
