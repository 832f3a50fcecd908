"""Ninety simulated days of 1000 user turns a day (90,000 turns): the stress run at full load, target < 30 s wall."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.append(
    str(Path(__file__).resolve().parent)
)  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from stress90 import main  # noqa: E402

if __name__ == "__main__":
    main(per_day=1000)
