"""Words of a pet, a team or a game that look like an end and are none (asked by update_guards.denied):

- a game lost told by the goals or points let in (我丢了三个球, 丢分了, "lost 3-0"): the loss is of a match, not a
  thing one had;
- a teammate who left, named by their place in the team ("our best pitcher just quit the team", "our drummer left
  the band"): the team goes on, with the user in it;
- a pet getting out once more ("Juno escaped the yard again", 猫又跑出去了): a habit of the pet, not its loss.
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language.life_work import EN_POSITIONS

# goals or points let in, or a score (丢了三个球, 丢球, 输了0比3)
_SCORE_ZH = later(r"^丢了?(?:[一二两三四五六七八九十几\d]+个?)?(?:球|分|局|盘)")
# the one who left, called by a team's place or role, opening the clause with the team's "our", "my" or "the"
_MORE_ROLES = (
    "drummer bassist guitarist singer vocalist keyboardist pianist violinist teammate coach captain manager pitcher "
    "catcher shortstop setter libero quarterback alto soprano tenor baritone conductor organizer organiser"
).split()
_ROLES = "|".join(sorted({re.escape(p) for p in EN_POSITIONS} | set(_MORE_ROLES), key=len, reverse=True))
_A_TEAMMATE = later(
    r"^(?:so |and |ugh,? |omg,? )?(?:our|my|the|one of our|one of the)(?: [a-z]+)?(?: new| old| star| best| only| main| lead| starting)?"
    r" (?:" + _ROLES + r")s?(?: [a-z]+)?\s*$"
)
# getting out once more (again, 又): a pet that keeps escaping
_ESCAPE = later(
    r"escaped|got out|ran off|ran away|slipped out|跑了|跑出去了|溜了|溜走了|溜出去了|越狱了|飞走了|跑丢了|走丢了"
)
_AGAIN_EN = later(r"^\W*(?:[a-z']+ ){0,3}?again\b")


def plays_not_ends(lowered: str, start: int, end: int, cjk: bool) -> bool:
    """Whether the end word found at lowered[start:end] is a game lost, a teammate's leaving or a pet out again."""
    said = lowered[start:end]
    if cjk and _SCORE_ZH.match(lowered[start:]):
        return True  # 我丢了三个球: a match lost
    if not cjk and _A_TEAMMATE.search(lowered[:start].replace(" just ", " ").replace(" finally ", " ")):
        return True  # "our best pitcher just quit the team": someone in the team, not the user
    if _ESCAPE.search(said) and (
        (not cjk and _AGAIN_EN.match(lowered[end:]))
        or (cjk and lowered[max(0, start - 3) : start].endswith(("又", "又偷偷")))
    ):
        return True  # "escaped the yard again", 又溜出去了: out once more, the pet is still the user's
    return False
