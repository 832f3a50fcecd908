"""After a confirmed forgetting no live object of the process holds the forgotten words: not the memo caches keyed
by user text (clauses, readings, terms, tags), not the regex prefilter's memory, not the sessions' ledger."""

from __future__ import annotations

import gc
import random
import string


def holders(word: str) -> list[str]:
    """Every string reachable from the collector's objects that contains `word` (other than `word` itself)."""
    gc.collect()
    seen: set[int] = set()
    stack = list(gc.get_objects())
    found = []
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, str):
            if word in obj and obj is not word:
                found.append(obj[:80])
            continue
        if isinstance(obj, (bytes, int, float)):
            continue
        stack.extend(gc.get_referents(obj))
    return found


def a_word(seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(11))


def test_forgetting_by_words_leaves_no_object_holding_them(mem):
    word = a_word(1)
    m = mem()
    m.observe("I drink tea every morning")
    for session in ("s1", "s2"):
        m.observe(f"My favourite tea is {word} from the hills", session_id=session)
        m.context(f"which {word} should I buy?", session_id="s3")
        m.recall(f"{word} tea")
    m.dream(force=True)
    notes = m.context(f"is {word} good?", session_id="s4") or ""
    assert word in notes
    del notes  # (the test's own copy)
    assert holders(word)  # the check can fail: before the forgetting the words are there
    done = m.forget(text=word, confirm=True)
    assert done["confirmed"] and done["count"]
    del done
    assert holders(word) == []
    assert word not in (m.context(f"tea {word}", session_id="s3") or "")  # and asking again brings nothing back


def test_forgetting_everything_leaves_no_object_holding_any_of_it(mem):
    word = a_word(2)
    m = mem()
    m.observe(f"我最喜欢的茶叫{word}")
    m.observe(f"I was diagnosed with {word} syndrome last year")
    m.context(f"{word}?", session_id="s")
    m.forget(everything=True, confirm=True)
    assert holders(word) == []


def test_forgetting_said_in_chat_leaves_no_object_holding_the_words(mem):
    word = a_word(3)
    m = mem()
    m.observe(f"my neighbour's dog is called {word}", session_id="s")
    m.context(f"walks for {word}", session_id="s")
    m.observe(f"forget what I said about {word}", session_id="s")
    assert holders(word) == []


def test_forgetting_reaches_every_memory_object_of_the_person_in_the_process(mem):
    word = a_word(4)
    first, second = mem(), mem()  # one person, two Memory objects (two hosts' handles in one process)
    first.observe(f"my bike is a {word} model", session_id="s")
    second.context(f"fix my {word}", session_id="t")  # the second one's index and ledger now hold the words
    first.forget(text=word, confirm=True)
    assert holders(word) == []


def test_forgetting_through_the_hermes_plugin_leaves_no_copy_in_the_plugin(hermes_manager):
    from test_hermes_plugin import command, pre, tool, turn

    word = a_word(5)
    turn("s1", f"I am allergic to {word} pollen.")
    tool("pm_dream", session="s1")
    injected = pre("s2", f"any advice about {word} season?")
    assert word in injected[0]["context"]
    del injected
    said = command(f"forget {word} --confirm")
    assert "Deleted" in said
    del said
    assert holders(word) == []


def test_a_forgetting_keeps_the_language_records_it_holds_no_words_in(mem):
    from plastic_memory.language import records

    m = mem()
    m.observe("Me gusta correr por la mañana")  # a language read by a record: the records are read from disk
    m.observe("my neighbour's cat is called Tibbles")
    assert records.records.cache_info().currsize == 1
    m.forget(text="Tibbles", confirm=True)
    assert records.records.cache_info().currsize == 1  # not read again on the next turn (most of a second)
    assert holders("Tibbles") == []


def test_a_forgetting_keeps_each_languages_update_reader_and_files_its_patterns_once(mem):
    """A language's update reader is keyed by its code, no one's words: kept on a forgetting. Made again, it would
    cost the next line of that language most of a second and file its patterns in the prefilter once more, a
    catalogue more at every forgetting of a process that runs for months."""
    from plastic_memory.judgement.update_foreign_reader import reader_of
    from plastic_memory.language import prefilter

    m = mem()
    m.observe("Vivo en Sevilla desde hace dos años")
    m.observe("my neighbour's cat is called Tibbles")
    held, catalogs = reader_of.cache_info().currsize, len(prefilter._OTHERS)
    assert held >= 1
    for _ in range(2):
        m.forget(text="Tibbles", confirm=True)
        m.observe("Me mudé a Valencia el mes pasado")
        m.observe("my neighbour's cat is called Tibbles")
    m.forget(text="Tibbles", confirm=True)
    assert reader_of.cache_info().currsize == held and len(prefilter._OTHERS) == catalogs
    assert holders("Tibbles") == []
