"""'I work in IT' names a field of work (IT, as written), not the pronoun 'it': from a probe session in the
forty-fifth session, where "my husband Raj works in IT" set nothing for Raj and a new job of his replaced nothing."""

from __future__ import annotations

from memory_pairs import alive_after
from plastic_memory.judgement.update_claims import claims


def test_it_as_written_is_a_field_of_work():
    assert [c.value for c in claims("I work in IT") if c.slot == "job"] == [frozenset(("information technology",))]
    assert not [c for c in claims("I work in it") if c.slot == "job"]  # (lower case: the pronoun)


def test_a_new_job_replaces_work_in_it(tmp_path):
    old = "my husband Raj works in IT"
    assert old not in alive_after(tmp_path, old, "Raj got a new job at the BBC", 30)
