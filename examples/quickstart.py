"""Thirty simulated days of conversation with a dream each night: what plastic-memory kept, and what it forgot.

Run from a clean clone:  python examples/quickstart.py [--report FILE]
With --report, the memory report of day 30 (a self-contained HTML page) is written to FILE as well.
Everything happens in a temporary directory on a simulated clock; your own memory database is never touched.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

DAYS = 30
FIRST_DAY = datetime(2025, 3, 3)  # a Monday: 下周三 said that day is Wednesday 12 March


def at(day: int, hour: float) -> float:
    """Epoch seconds of a local wall-clock hour on a simulated day (a daylight-saving change moves no day)."""
    return (FIRST_DAY + timedelta(days=day, hours=hour)).timestamp()


# Scripted remarks by day: the things a good memory should keep, change its mind about, or let go.
SCRIPT: dict[int, tuple[str, ...]] = {
    0: ("下周三去杭州出差", "我不吃香菜", "我的工号是A7391", "I live in Boston", "今天烦死了，项目又延期了"),
    1: ("我不打算跳槽，现在挺稳定", "I'm allergic to peanuts"),
    2: ("准备装修新房", "装修预算二十万", "我真的不吃香菜啊"),
    3: ("装修想要北欧风", "装修师傅下周进场"),
    4: ("装修期间先住我妈家", "不吃香菜，记住"),
    5: ("我妈住院做手术了",),
    6: ("我下个月开始学日语，报了线下班",),
    8: ("I promised my sister to help her move by Friday",),
    10: ("No, that's wrong, I moved to Denver.",),
    12: ("我家猫改名叫煤球了", "I love hiking on weekends"),
    15: ("煤球最近很爱睡觉，我家猫真懒",),
    20: ("最近特别想跳槽",),
    24: ("I love hiking on weekends, went again today",),
}

# Everyday remarks: small talk the gate should drop, questions, and passing details that should fade. Each passing
# template is used on every third day with the next filler, so no passing detail is said twice.
SMALL_TALK = ("你好", "在吗", "哈哈哈", "好的", "谢谢", "嗯嗯", "hi", "ok", "thanks", "lol", "good night", "早安")
QUESTIONS = ("你觉得呢？", "what do you think?", "今天吃什么好呢", "can you help me with an email?")
PASSING = (
    (
        "{}搞得我好烦",
        ("项目延期", "周报", "早高峰", "空调坏了", "报销流程", "客户改需求", "电脑死机", "快递丢件", "停水", "排长队"),
    ),
    (
        "I'm so stressed about the {}",
        (
            "deadline",
            "budget review",
            "client call",
            "tax forms",
            "car repair",
            "team offsite",
            "code freeze",
            "visa papers",
            "audit",
            "product launch",
        ),
    ),
    (
        "我刚买了{}",
        ("新雨伞", "蓝牙耳机", "电饭煲", "跑鞋", "台灯", "保温杯", "机械键盘", "羽绒服", "电动牙刷", "收纳箱"),
    ),
    (
        "I just finished reading {}",
        (
            "Dune",
            "a book about bridges",
            "the quarterly report",
            "a mystery novel",
            "a cookbook",
            "an essay on cities",
            "a travel guide",
            "a biography of Turing",
            "a poetry collection",
            "a history of tea",
        ),
    ),
    (
        "我晚饭做了{}",
        ("番茄炒蛋", "红烧肉", "清蒸鱼", "酸辣土豆丝", "咖喱鸡", "饺子", "麻婆豆腐", "蛋炒饭", "炖排骨", "凉拌黄瓜"),
    ),
    (
        "I went for a walk by the {}",
        (
            "river",
            "old harbour",
            "train station",
            "university",
            "lake",
            "market",
            "cathedral",
            "stadium",
            "library",
            "botanical garden",
        ),
    ),
)


def passing(day: int) -> list[str]:
    """Two passing details for this day, never one said before."""
    out = []
    for slot in (2 * day, 2 * day + 1):
        template, fillers = PASSING[slot % len(PASSING)]
        out.append(template.format(fillers[slot // len(PASSING)]))
    return out


def conversation(seed: int = 7) -> list[list[str]]:
    """The user's words, day by day: scripted remarks among small talk, passing details and questions."""
    rng = random.Random(seed)
    days = []
    for day in range(DAYS):
        said = list(SCRIPT.get(day, ())) + passing(day) + rng.sample(SMALL_TALK, 5) + rng.sample(QUESTIONS, 2)
        rng.shuffle(said)
        days.append(said)
    return days


class Clock:
    """Simulated time: the memory reads it instead of the wall clock."""

    def __init__(self, now: float):
        self.now = now

    def __call__(self) -> float:
        return self.now


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a clean clone, no install needed
    from plastic_memory import Memory
    from plastic_memory.report.page import write_report

    page = Path(argv[argv.index("--report") + 1]).resolve() if "--report" in argv else None

    started = time.perf_counter()
    clock = Clock(at(0, 0))
    ids: dict[str, int] = {}
    utterances = dreams = 0
    with tempfile.TemporaryDirectory(prefix="plastic-memory-quickstart-") as home:
        with Memory(home=home, owner="quickstart", clock=clock, llm=False) as m:
            for day, said in enumerate(conversation()):
                for turn, text in enumerate(said):
                    clock.now = at(day, 9 + turn / 2)
                    m.context(text, session_id=f"day-{day}")
                    result = m.observe(text, session_id=f"day-{day}")
                    utterances += 1
                    if result["id"] is not None:
                        ids.setdefault(text, result["id"])
                clock.now = at(day, 23.5)
                dreams += m.dream(force=True)["dreamt"]  # a nightly dream, as a host would schedule it
            clock.now = at(DAYS, 10)
            report(m, ids, utterances, dreams)
            if page is not None:
                print(f"\nmemory report: {page} ({write_report(m.state, page):,} bytes)")
            half_a_year_later(m, clock, ids)
    print(f"\nwall time: {time.perf_counter() - started:.2f} s for {utterances} utterances and {dreams + 1} dreams")
    return 0


def report(m, ids: dict[str, int], utterances: int, dreams: int) -> None:
    """Print what was kept (the diary and the injected core) and what was forgotten (with the reason)."""
    s = m.status()
    print(
        f"{DAYS} days, {utterances} utterances: {s['junk_blocked']} lines of small talk and questions not stored, "
        f"{s['events_total']} remarks stored ({s['events_alive']} still alive), {dreams} dreams, "
        f"{s['impressions_alive']} impressions ({s['impressions_resident']} resident, {s['pinned']} pinned)"
    )

    print("\n== What it kept: the diary (the only way to read the core) ==")
    print(m.diary(raw=True))
    print("\n== What a new conversation about moving house is given ==")
    print(m.context("我们聊聊搬家和装修的事吧", session_id="day-31"))

    print("\n== What it forgot ==")
    trip = m.trace(id=ids["下周三去杭州出差"])
    print(f"- 「{trip['text']}」: its date has passed; recall('杭州') now gives {m.recall('杭州')}")
    for text in ("I live in Boston", "我不打算跳槽，现在挺稳定"):
        t = m.trace(id=ids[text])
        why = t["why"].removeprefix(f"{t['state']}: ")
        print(f"- 「{text}」: {t['state']} ({why})")
    print(
        f"  recall('Boston') now gives {[r['text'] for r in m.recall('Boston')]}, "
        f"recall('Denver') {[r['text'] for r in m.recall('Denver')]}, "
        f"recall('跳槽') {[r['text'] for r in m.recall('跳槽')]}"
    )
    print(
        f"- passing remarks fade on their kind's half-life (a detail of life halves in 60 days): after {DAYS} "
        "days none has fallen below the line yet, so the next section waits long enough to lose them"
    )


def half_a_year_later(m, clock: Clock, ids: dict[str, int]) -> None:
    """Six months without a word, then one dream: what faded below the line is retired, the pinned stays."""
    clock.now = at(DAYS + 182, 23.5)
    counts = m.dream(force=True)
    scripted = {text for said in SCRIPT.values() for text in said}
    gone = [text for text, i in ids.items() if text not in scripted and _state(m, i) in ("decayed", None)]
    print("\n== Half a year later, without a word in between, one dream ==")
    print(
        f"- {counts['eliminated'] + counts['faded']} memories fell below the line and were retired "
        f"({counts['faded']} of them impressions and the remarks folded into them), e.g. "
        + "; ".join(f"「{t}」" for t in gone[:3])
    )
    print("- what a new conversation about moving house is given now:")
    print(m.context("我们聊聊搬家和装修的事吧", session_id="day-213"))


def _state(m, id: int) -> str | None:
    """A memory's state, or None when maintenance has since deleted the retired row."""
    from plastic_memory import PlasticMemoryError

    try:
        return m.trace(id=id)["state"]
    except PlasticMemoryError:
        return None


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
