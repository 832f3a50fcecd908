"""An older remark and a newer one said some days apart to a real memory in a temporary home: what is alive after."""

from __future__ import annotations

from plastic_memory import Memory

DAY = 86400.0


def alive_after(home, old: str, new: str, days: float = 20) -> list[str]:
    """The texts of the live remarks once `old` and, `days` later, `new` were said (in two sessions)."""
    now = [1767225600.0]
    memory = Memory(home=str(home), owner="u", clock=lambda: now[0], llm=False)
    memory.observe(old, session_id="a")
    now[0] += days * DAY
    memory.observe(new, session_id="b")
    alive = [e.text for e in memory._state.live().events()]
    memory.close()
    return alive
