"""Cost of secret masking per utterance: ordinary traffic (most skip the heavy passes) and text full of secrets."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.append(
    str(Path(__file__).resolve().parent)
)  # after site-packages: bench/gateway.py must not hide Hermes' gateway

from traffic import Traffic  # noqa: E402

from plastic_memory.language.mask import _suspect, mask_secrets  # noqa: E402
from plastic_memory.language.text import clean  # noqa: E402

SECRET_LINES = (
    "我的key是sk-u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8dKLzdocJ2isAj",
    "我的卡号是4111111111111111，密码是778899",
    "postgres://admin:s3cr3tPass@db.example.com:5432/app",
    "my password for my email is Xq9#mLp2v, don't share it with anyone",
    "身份证号：11010519491231002X，护照号码：G87654321",
    "IBAN DE89 3704 0044 0532 0130 00 and SSN 536-90-4399",
)


def per_call_us(texts: list[str], repeat: int) -> list[float]:
    """Microseconds per mask_secrets call on each text (best of `repeat` runs, to shed scheduler noise)."""
    out = []
    for text in texts:
        best = float("inf")
        for _ in range(repeat):
            t0 = time.perf_counter_ns()
            mask_secrets(text)
            best = min(best, time.perf_counter_ns() - t0)
        out.append(best / 1000)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--days", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args(argv)
    traffic = Traffic(seed=11, per_day=300)
    texts = [clean(t.text) for day in range(1, args.days + 1) for t in traffic.day(day)]
    suspect = [t for t in texts if _suspect(t)]
    plain = [t for t in texts if not _suspect(t)]
    secret = [clean(t) for t in SECRET_LINES]
    rows = [
        ("utterances", f"{len(texts)} from {args.days} simulated days"),
        ("skip the heavy passes", f"{len(plain) / len(texts):.1%}"),
        ("plain text us/call", f"median {statistics.median(per_call_us(plain, args.repeat)):.2f}"),
    ]
    if suspect:
        rows.append(
            (
                "suspect text us/call",
                f"median {statistics.median(per_call_us(suspect, args.repeat)):.1f}"
                f" (n={len(suspect)}, e.g. {suspect[0][:30]!r})",
            )
        )
    rows.append(("text with secrets us/call", f"median {statistics.median(per_call_us(secret, args.repeat)):.1f}"))
    width = max(len(name) for name, _ in rows)
    print("plastic-memory bench: secret masking (time.perf_counter_ns, best of runs)")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    main()
