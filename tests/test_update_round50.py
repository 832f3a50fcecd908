"""Partners and homes told by what follows, the forty-third session's fresh-50 round, in our own sentences, each class
with look-alikes it must leave alone, through the memory itself.

- A wedding told as past by what it left ("our wedding photos finally came back", "on our honeymoon"): married now,
  which replaces engaged; a honeymoon still planned is not.
- A parent alone now ("first Christmas as a single mom"): no partner; never a sister's.
- Someone come to live with the user ("Sam moved in last weekend", "my boyfriend moved in with me") replaces living
  alone; new neighbours moving in next door do not.
"""

from __future__ import annotations

import pytest

from memory_pairs import alive_after


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm engaged to Mark.", "our wedding photos finally came back, Mark looks so handsome"),
        ("I'm married.", "first Christmas as a single mom, trying to make it special for the kids"),
        ("I live alone.", "Sam moved in last weekend, his stuff is everywhere"),
        ("I live alone.", "my boyfriend moved in with me"),
    ],
)
def test_the_update_retires_what_it_updates(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 40)
    assert old not in alive and old.rstrip(".") not in alive, alive


@pytest.mark.parametrize(
    "old, new",
    [
        ("I'm engaged to Mark.", "planning our honeymoon to Bali"),
        ("I'm married to Dan.", "my sister is a single mom now"),
        ("I live alone.", "new neighbors moved in next door"),
    ],
)
def test_look_alikes_leave_it(tmp_path, old, new):
    alive = alive_after(tmp_path, old, new, 40)
    assert old in alive or old.rstrip(".") in alive, alive
