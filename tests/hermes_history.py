"""A Hermes home with three weeks of past sessions, written through Hermes' own SessionDB: the tests and the bench
import its export the way a user would (`hermes sessions export FILE`)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

DAY = 86400.0
START = 1_780_000_000.0  # a Monday in 2026; the sessions run over the three weeks after it

# (session id, source, user id, day, [(role, text)]): two local sessions, one Telegram user, and helpers.
SESSIONS = [
    (
        "s-cli-1",
        "cli",
        None,
        0,
        [
            ("user", "hi"),
            ("assistant", "Hello! How can I help?"),
            ("user", "I am allergic to peanuts, please remember that"),
            ("assistant", "Noted: you are allergic to peanuts."),
            ("user", "my sister Lena lives in Porto"),
            ("assistant", "Porto is lovely."),
        ],
    ),
    (
        "s-tg-1",
        "telegram",
        "tg-777",
        3,
        [("user", "I keep bees on my roof in Utrecht"), ("assistant", "Bees on a roof, how fun.")],
    ),
    (
        "s-cron-1",
        "cron",
        None,
        5,
        [("user", "Summarise the news about peanuts and bees every morning"), ("assistant", "Done.")],
    ),
    (
        "s-kanban-1",
        "cli",
        None,
        6,
        [
            ("user", "work kanban task t_abc123"),
            ("user", "I moved to Lisbon last year and love it"),
            ("assistant", "Task claimed."),
        ],
    ),
    (
        "s-cli-2",
        "cli",
        None,
        20,
        [
            ("user", "thanks!"),
            ("assistant", "Any time."),
            ("user", "my api key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789 keep it"),
            ("user", "I started learning the cello in June"),
            ("assistant", "The cello is a wonderful instrument."),
        ],
    ),
]


def make_home(home: Path, sessions=SESSIONS) -> Path:
    """A Hermes home whose state.db holds `sessions` at their days; returns the home."""
    from hermes_state import SessionDB

    home.mkdir(parents=True, exist_ok=True)
    db = SessionDB(home / "state.db")
    try:
        for sid, source, user, day, messages in sessions:
            db.create_session(sid, source, user_id=user)
            for n, (role, text) in enumerate(messages):
                db.append_message(sid, role, text, timestamp=START + day * DAY + 60.0 * n)
    finally:
        db.close()
    conn = sqlite3.connect(home / "state.db")  # the sessions start when their first message was said
    with conn:
        for sid, _, _, day, _ in sessions:
            conn.execute("UPDATE sessions SET started_at = ? WHERE id = ?", (START + day * DAY, sid))
    conn.close()
    return home
