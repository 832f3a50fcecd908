"""Ninety simulated days of 1000 user turns a day (90,000 turns): the stress run at full load, target < 30 s wall."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stress90 import main  # noqa: E402

if __name__ == "__main__":
    main(per_day=1000)
