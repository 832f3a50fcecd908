"""The everyday words of an update in the seven record languages, pair by pair (tests/update_word_pairs.py): each
update reaches what it updates, each look-alike reaches nothing; and whose a move is when one of the user's people is
named beside it (with whom, or honoured as someone else)."""

from __future__ import annotations

import pytest
from update_word_pairs import LOOKALIKES, UPDATES

from plastic_memory.judgement.update_foreign import code, foreign_claims
from plastic_memory.judgement.updates import reach


@pytest.mark.parametrize("lang,old,new", UPDATES)
def test_an_everyday_update_replaces_what_it_updates(lang, old, new):
    assert code(new) == lang and code(old) == lang
    assert reach(new, old) is not None, (foreign_claims(old, lang), foreign_claims(new, lang))


@pytest.mark.parametrize("lang,old,new", LOOKALIKES)
def test_what_only_looks_like_an_update_replaces_nothing(lang, old, new):
    assert reach(new, old) is None, foreign_claims(new, lang)


def test_each_language_has_its_pairs():
    for lang in ("es", "pt", "fr", "de", "ru", "ja", "ko"):
        assert sum(x[0] == lang for x in UPDATES) >= 10
        assert sum(x[0] == lang for x in LOOKALIKES) >= 4


def test_a_companion_is_not_whose_the_move_is():
    """Moving in with a partner (彼氏と同棲, 남친이랑 동거) is the user's own move, not the partner's."""
    assert reach("彼氏と同棲始めました", "さいたま市に住んでいます") is not None
    assert reach("남친이랑 동거 시작했어", "수원에 살아요") is not None


def test_someone_else_honoured_is_not_the_user():
    """An honorific verb (사세요, 이사하셨어) speaks of someone else: one of the user's people if named, else no one."""
    assert reach("엄마가 서울로 이사하셨어", "인천에 살아요") is None
    assert reach("엄마가 서울로 이사하셨어", "엄마는 대구에 사세요") is not None


def test_a_birth_is_the_households_and_a_sisters_is_hers():
    """Whose a birth is: the user's and their partner's unless another of the user's people is the mother."""
    (claim,) = [c for c in foreign_claims("la hija de mi hermana nació ayer", "es") if c.slot == "pregnancy"]
    assert claim.subject == frozenset({"kin:sister"})
    (claim,) = [c for c in foreign_claims("notre fils est né mardi", "fr") if c.slot == "pregnancy"]
    assert claim.subject == frozenset({"self", "kin:partner"})
