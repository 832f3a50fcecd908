"""Sessions of a host serving many people (plastic_memory/sessions.py): whose turn it is, and when a session is over.

Real Memory objects on a real SQLite file; the clock is the simulated one, except where the idle watch's own thread
is under test.
"""

from __future__ import annotations

import logging
import threading
import time

import pytest

from plastic_memory.faces.sessions import Sessions, SleepSettings, owner_for

FACTS = ("I am allergic to penicillin.", "I moved to Porto last month.", "My daughter Ines starts school in May.")


@pytest.mark.parametrize(
    "sender, key, session, local, named, owner",
    [
        ("u42", "alice", "s1", False, "house", "u42"),  # the platform's sender id comes first
        ("", "alice", "s1", False, "house", "alice"),  # else the key the client chose
        ("", "s1", "s1", False, "", None),  # a key that only repeats the session id names nobody
        ("", "s1", "s1", False, "house", "house"),  # ... then the deployer's named owner
        ("", "", "s1", False, "", None),  # multi-user surface, nobody named: no memory at all
        ("", "", "s1", False, "house", "house"),
        ("", "", "s1", True, "", "default"),  # single-user surface (the CLI)
        ("", "", "s1", True, "house", "house"),
        ("", "", "", True, "", "default"),
    ],
)
def test_the_owner_is_the_best_identity_the_host_gives(sender, key, session, local, named, owner):
    assert owner_for(sender, key, session, local, named) == owner


@pytest.mark.parametrize(
    "raw, minutes",
    [(None, 30), ("", 30), ("5", 5), ("0.5", 0.5), ("0", 0), ("-3", 30), ("soon", 30), ("nan", 30), ("inf", 30)],
)
def test_idle_minutes_come_from_the_environment_and_a_bad_value_keeps_the_default(raw, minutes, caplog):
    env = {} if raw is None else {"PLASTIC_MEMORY_IDLE_MINUTES": raw}
    with caplog.at_level(logging.WARNING):
        settings = SleepSettings.from_env(env)
    assert settings.idle_seconds == minutes * 60
    assert bool(caplog.records) == (raw in ("-3", "soon", "nan", "inf"))


def speak(sessions: Sessions, memory, session: str, *texts: str) -> None:
    """One turn per text, the way a host reports them: the turn, then what observe did."""
    for text in texts:
        sessions.turn(memory, session)
        sessions.recorded(memory, memory.observe(text, session_id=session))


def dreams(memory) -> int:
    return memory.status()["dreams"]


@pytest.fixture
def sessions(clock):
    made = Sessions(SleepSettings(idle_seconds=30 * 60.0), clock=clock)
    yield made
    made.close()


def test_a_new_session_from_the_same_person_ends_their_previous_one(mem, sessions):
    alice = mem("alice")
    speak(sessions, alice, "s1", *FACTS)
    sessions.turn(alice, "s1")
    assert sessions.join(5) and dreams(alice) == 0  # the same session goes on: no dream
    sessions.turn(alice, "s2")
    assert sessions.join(5) and dreams(alice) == 1
    assert alice.status()["unconsolidated"] == 0


def test_another_persons_new_session_ends_nothing_of_yours(mem, sessions):
    alice, bob = mem("alice"), mem("bob")
    speak(sessions, alice, "a1", *FACTS)
    speak(sessions, bob, "b1", "I have a dog called Rex.")
    speak(sessions, bob, "b2", "Rex is afraid of thunder.")
    assert sessions.join(5) and dreams(alice) == 0 and dreams(bob) == 1


def test_silence_for_the_idle_time_with_remarks_pending_asks_for_a_dream_once(mem, sessions, clock):
    alice, bob = mem("alice"), mem("bob")
    speak(sessions, alice, "a1", *FACTS)
    speak(sessions, bob, "b1", "hello", "thanks")  # small talk only: nothing pending
    clock.advance(seconds=29 * 60)
    assert sessions.idle() == 0
    clock.advance(seconds=60)
    assert sessions.idle() == 1  # alice only
    assert sessions.join(5) and dreams(alice) == 1 and dreams(bob) == 0
    clock.advance(hours=3)
    assert sessions.idle() == 0  # once per quiet stretch
    speak(sessions, alice, "a1", "My son Tiago plays the violin.")
    clock.advance(seconds=30 * 60)
    assert sessions.idle() == 1  # a new remark, a new stretch; the engine decides whether enough piled up
    assert sessions.join(5) and dreams(alice) == 1 and alice.status()["unconsolidated"] == 1
    clock.advance(hours=1)
    assert sessions.idle() == 0  # declined by the engine: not asked again every look until she speaks


def test_idle_time_zero_turns_the_watch_off(mem, clock):
    sessions = Sessions(SleepSettings(idle_seconds=0), clock=clock)
    alice = mem("alice")
    speak(sessions, alice, "a1", *FACTS)
    clock.advance(days=2)
    assert sessions.idle() == 0 and sessions._watch is None
    sessions.close()


def test_the_idle_watch_runs_on_its_own_thread_and_stops_cleanly(mem):
    sessions = Sessions(SleepSettings(idle_seconds=0.2))
    alice = mem("alice")
    alice.clock = time.time
    speak(sessions, alice, "a1", *FACTS)
    deadline = time.monotonic() + 10
    while dreams(alice) == 0 and time.monotonic() < deadline:
        time.sleep(0.05)
    assert dreams(alice) == 1
    watch = sessions._watch
    assert watch.daemon and watch.is_alive()
    sessions.close()
    assert not watch.is_alive()


def held(memory, monkeypatch):
    """Make memory.dream wait for the returned event; the returned list collects the dreaming threads."""
    release, threads, original = threading.Event(), [], memory.dream

    def dream(*args, **kwargs):
        threads.append(threading.current_thread())
        release.wait(10)
        return original(*args, **kwargs)

    monkeypatch.setattr(memory, "dream", dream)
    return release, threads


def test_dreams_run_off_the_callers_thread_one_per_owner_at_a_time(mem, sessions, monkeypatch):
    alice = mem("alice")
    speak(sessions, alice, "a1", *FACTS)
    release, threads = held(alice, monkeypatch)
    sessions.ended(alice, "a1")
    assert not sessions.dream(alice)  # already dreaming
    sessions.turn(alice, "a2")
    assert not sessions.join(0.05)  # the caller got its thread back while the dream waits
    release.set()
    assert sessions.join(5)
    assert len(threads) == 1 and threads[0] is not threading.current_thread()
    assert dreams(alice) == 1


def test_stopping_dreams_for_everyone_with_remarks_pending(mem, sessions):
    people = [mem(name) for name in ("alice", "bob", "carol")]
    for person in people[:2]:
        speak(sessions, person, f"{person.owner}-1", *FACTS)
    speak(sessions, people[2], "carol-1", "hello")
    outcome = sessions.stop(timeout=10)
    assert outcome == {"asked": 2, "dreamt": 2, "finished": True}
    assert [dreams(p) for p in people] == [1, 1, 0]


def test_stopping_is_bounded_even_when_a_dream_hangs(mem, sessions, monkeypatch, caplog):
    alice, bob = mem("alice"), mem("bob")
    speak(sessions, alice, "a1", *FACTS)
    speak(sessions, bob, "b1", *FACTS)
    release, _ = held(alice, monkeypatch)
    started = time.monotonic()
    with caplog.at_level(logging.WARNING):
        outcome = sessions.stop(timeout=0.5)
    assert time.monotonic() - started < 3
    assert outcome["finished"] is False and outcome["asked"] == 2 and dreams(bob) == 1
    assert any("before every dream finished" in r.getMessage() for r in caplog.records)
    release.set()
    assert sessions.join(5)
