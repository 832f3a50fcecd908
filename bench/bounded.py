"""Bounded growth: 5,000 unique personal remarks (family, homes, jobs, hobbies, places, ids; zh and en) said 40 a
day over 125 simulated days with a dream every night. Prints alive events and the median observe per thousand.

Every remark is new (no repeats), so nothing is reinforced: a memory that is bounded by design keeps its alive set
flat however long this goes on, and the cost of a turn stays flat with it. Times are this thread's CPU time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
if str(ROOT / "bench") not in sys.path:
    sys.path.append(str(ROOT / "bench"))

from stress90 import db_size
from traffic import day_start

from plastic_memory import Memory

KIN_ZH = ("妈妈", "爸爸", "姐姐", "哥哥", "妹妹", "弟弟", "老婆", "老公", "表哥", "表姐", "舅舅", "姑姑", "外婆", "爷爷",
          "儿子", "女儿", "堂弟", "小姨", "岳父", "婆婆")
KIN_EN = ("mom", "dad", "sister", "brother", "wife", "husband", "cousin", "uncle", "aunt", "grandma", "grandpa", "son",
          "daughter", "niece", "nephew", "father-in-law", "stepmom", "godfather", "best friend", "roommate")
CITIES_ZH = ("杭州", "苏州", "成都", "重庆", "西安", "武汉", "南京", "厦门", "青岛", "大连", "昆明", "长沙", "合肥", "郑州",
             "天津", "沈阳", "哈尔滨", "贵阳", "南宁", "福州", "宁波", "无锡", "珠海", "佛山", "洛阳", "桂林", "拉萨", "兰州")
CITIES_EN = ("Boston", "Denver", "Austin", "Seattle", "Chicago", "Portland", "Dallas", "Atlanta", "Phoenix", "Miami",
             "Detroit", "Toronto", "Dublin", "Leeds", "Glasgow", "Oslo", "Lisbon", "Madrid", "Vienna", "Prague",
             "Munich", "Zurich", "Sydney", "Perth", "Auckland", "Osaka", "Seoul", "Manila")
JOBS_ZH = ("程序员", "老师", "护士", "医生", "律师", "会计", "厨师", "司机", "设计师", "工程师", "销售", "编辑", "记者",
           "翻译", "药剂师", "建筑师", "摄影师", "教练", "公务员", "研究员")
JOBS_EN = ("nurse", "teacher", "engineer", "lawyer", "accountant", "chef", "driver", "designer", "pharmacist",
           "architect", "journalist", "librarian", "electrician", "plumber", "dentist", "barista", "pilot", "banker",
           "translator", "firefighter")
HOBBIES_ZH = ("攀岩", "滑雪", "陶艺", "烘焙", "钓鱼", "书法", "摄影", "冲浪", "跑马拉松", "弹吉他", "下围棋", "养多肉",
              "潜水", "骑行", "插花", "打羽毛球", "织毛衣", "画水彩", "拼乐高", "学日语")
HOBBIES_EN = ("rock climbing", "skiing", "pottery", "baking sourdough", "fly fishing", "calligraphy", "surfing",
              "marathon training", "playing guitar", "chess", "birdwatching", "scuba diving", "cycling", "knitting",
              "woodworking", "salsa dancing", "watercolour painting", "bouldering", "beekeeping", "learning Japanese")
PLACES_ZH = ("西湖边的茶馆", "老城区的面馆", "江边的公园", "山脚下的民宿", "公司楼下的书店", "海边的咖啡馆", "小区后面的菜市场",
             "大学旁边的烧烤店", "郊外的农家乐", "市中心的博物馆")
PLACES_EN = ("the harbour cafe", "the old market", "the riverside park", "the mountain lodge", "the corner bookshop",
             "the night market", "the botanical garden", "the climbing gym", "the jazz bar", "the farmers market")


class Remarks:
    """Unique personal remarks, about three in four of them identity (who family members are, where they live and
    work, one's own job and badge), the rest hobbies and places. The same seed gives the same remarks."""

    def __init__(self, seed: int = 20):
        self.rng = random.Random(seed)
        self.seen: set[str] = set()

    def one(self) -> str:
        while True:
            text = self._make()
            if text not in self.seen:
                self.seen.add(text)
                return text

    def _make(self) -> str:
        r, c = self.rng, self.rng.choice
        lang = "zh" if r.random() < 0.6 else "en"
        words = WORDS[lang]
        slots = {name: c(options) for name, options in words.items()}
        slots.update(n=r.randrange(1000, 99999), years=r.randrange(2, 20), month=r.randrange(1, 13),
                     day=r.randrange(1, 29))
        roll, total = r.random(), 0.0
        for share, template in TEMPLATES[lang]:  # noqa: B007  (the template the roll lands on is used below)
            total += share
            if roll < total:
                break
        return template.format(**slots)


# (share, template): three in four remarks are identity (homes, jobs, birthdays, one's badge and job), the rest
# hobbies and outings.
TEMPLATES = {
    "zh": ((0.25, "我{kin}住在{city}{area}"), (0.2, "我{kin}在{city}当{job}"), (0.15, "我{kin}的生日是{month}月{day}号"),
           (0.08, "我的工号是W{n}"), (0.07, "我在{city}做{job}，干了{years}年"),
           (0.13, "我最近和{kin}迷上了{hobby}，每周{weekday}去一次"), (0.12, "我上周和{kin}去了{city}{place}，{verdict}")),
    "en": ((0.25, "My {kin} lives in {city}{area}"), (0.2, "My {kin} works as a {job} in {city}"),
           (0.15, "My {kin}'s birthday is on {monthname} {day}"), (0.08, "My badge number is W{n}"),
           (0.07, "I work as a {job} in {city}, {years} years now"),
           (0.13, "My {kin} and I got into {hobby}, we go every {weekday}"),
           (0.12, "I went to {place} in {city} with my {kin} last week, {verdict}")),
}
WORDS = {
    "zh": {"kin": KIN_ZH, "city": CITIES_ZH, "job": JOBS_ZH, "hobby": HOBBIES_ZH, "place": PLACES_ZH,
           "area": ("", "的老城区", "的新区", "郊区"), "weekday": tuple("一二三四五六"),
           "verdict": ("挺不错的", "人很多", "下次还想去", "有点失望")},
    "en": {"kin": KIN_EN, "city": CITIES_EN, "job": JOBS_EN, "hobby": HOBBIES_EN, "place": PLACES_EN,
           "area": ("", " now", ", near the river", ", downtown"), "weekday": ("Monday", "Friday", "Sunday"),
           "monthname": ("March", "May", "July", "October", "December"),
           "verdict": ("loved it", "too crowded", "meh")},
}


def run(total: int = 5000, per_day: int = 40, seed: int = 20, log=None) -> dict:
    """Say `total` unique remarks, `per_day` a day with a dream each night; return the figures per thousand."""
    remarks, clock = Remarks(seed), time.thread_time_ns
    now = [day_start(1)]
    observe_ns: list[int] = []
    marks: list[dict] = []
    dream_ns: list[int] = []
    kinds: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="pm-bounded-") as home:
        memory = Memory(home=home, owner="bounded", clock=lambda: now[0], llm=False)
        try:
            day = 1
            for n in range(total):
                if n and n % per_day == 0:
                    now[0] = day_start(day) + 27 * 3600
                    t0 = clock()
                    memory.dream()
                    dream_ns.append(clock() - t0)
                    day += 1
                now[0] = day_start(day) + 8 * 3600 + (n % per_day) * 900
                text = remarks.one()
                t0 = clock()
                out = memory.observe(text, session_id=f"day-{day}")
                observe_ns.append(clock() - t0)
                kinds[out.get("kind") or out["action"]] = kinds.get(out.get("kind") or out["action"], 0) + 1
                if (n + 1) % 1000 == 0:
                    status = memory.status()
                    marks.append({"said": n + 1, "day": day, "alive": status["events_alive"],
                                  "impressions": status["impressions_alive"],
                                  "observe_ms": statistics.median(observe_ns[-1000:]) / 1e6,
                                  "bytes": sum(db_size(home))})
                    if log:
                        log(marks[-1])
            now[0] = day_start(day) + 27 * 3600
            memory.dream()
            status = memory.status()
            size = sum(db_size(home))
        finally:
            memory.close()
    return {"marks": marks, "dream_ms": statistics.median(dream_ns) / 1e6 if dream_ns else 0.0,
            "dream_max_ms": max(dream_ns, default=0) / 1e6, "kinds": kinds, "final": status, "bytes": size,
            "days": day}


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--total", type=int, default=5000)
    parser.add_argument("--per-day", type=int, default=40)
    parser.add_argument("--seed", type=int, default=20)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    out = run(args.total, args.per_day, args.seed)
    print(f"plastic-memory bounded growth: {args.total} unique remarks, {args.per_day} a day, "
          f"{out['days']} days (seed {args.seed})")
    print(f"{'said':>6} {'day':>4} {'alive events':>13} {'impressions':>12} {'observe median ms':>18} {'db MB':>6}")
    for m in out["marks"]:
        print(f"{m['said']:>6} {m['day']:>4} {m['alive']:>13} {m['impressions']:>12} {m['observe_ms']:>18.3f} "
              f"{m['bytes'] / 1e6:>6.2f}")
    first, last = out["marks"][0]["observe_ms"], out["marks"][-1]["observe_ms"]
    print(f"last thousand / first thousand observe median: {last / first:.2f}x (target <= 1.5)")
    print(f"alive events at the end: {out['final']['events_alive']} (target <= 400); "
          f"impressions alive {out['final']['impressions_alive']}; db {out['bytes'] / 1e6:.2f} MB")
    print(f"dream median {out['dream_ms']:.1f} ms, max {out['dream_max_ms']:.1f} ms")
    print("kinds kept: " + ", ".join(f"{k} {v}" for k, v in sorted(out["kinds"].items())))
    print(f"wall {time.perf_counter() - started:.1f} s")
    return out


if __name__ == "__main__":
    main()
