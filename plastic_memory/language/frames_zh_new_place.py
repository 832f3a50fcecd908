"""More Chinese frames of a job or a home told only by what follows from the new one: a first pay from a place called
by its name (今天领到字节的第一份工资了), the new landlord of a place called by its name (杭州的新房东人挺好), a home
moved into once it was ready (装修好了搬进来啦), a place
gone to for good (爸妈去海南养老以后). Spliced into frames_zh.py's "job" and "home" slots."""

from __future__ import annotations

from .frame_parts import SET
from .update_classes import PEOPLE

# Whose a thing is, said before 的 (我妈的新房东, 朋友的新公司): then not the user's, and no place
_WHOSE = "|".join(
    sorted(
        {x for zh, _ in PEOPLE.values() for x in zh} | {"他", "她", "你", "朋友", "同事", "同学", "邻居", "室友"},
        key=len,
        reverse=True,
    )
)

ZH_JOB_NEW: list[tuple[str, str]] = [
    # a first pay from a place called by its name (领到字节的第一份工资了, 拿到新东家发的第一个月工资): the job is there now
    (
        SET,
        r"(?:领到|拿到|收到|发了|到账)了?(?P<v>[^，。,；;的了]{2,8}?)(?:发)?的(?:第一|头一)(?:份|个月|笔|次)?(?:的)?(?:工资|薪水|月薪|薪资)",
    ),
]

ZH_HOME_NEW: list[tuple[str, str]] = [
    # the new landlord or estate of a place called by its name (杭州的新房东人挺好): the home is there now; never a
    # person's (我妈的新房东, 朋友的新小区, 小李的新小区); the user's, whoever the clause opens with (`mine`)
    (
        SET,
        r"^(?P<mine>)(?!(?:我|我们)?(?:的)?(?:" + _WHOSE + r"|[小老阿][\u4e00-\u9fff]的))"
        r"(?P<v>[\u4e00-\u9fff]{2,4}?)的新(?:房东|小区|住处)(?!吗|呢)",
    ),
    # a place gone to for the rest of one's days (爸妈去海南养老以后, 我爷爷回老家定居了): where they live now, not a trip
    (SET, r"(?:去|到|回)(?:了)?(?P<v>[\u4e00-\u9fff]{2,6}?)(?:养老|定居|安度晚年|长住)(?!吗|呢|的话)"),
    # a home moved into once it was ready (装修好了搬进来啦, 终于搬进去了): the home changed, wherever it is
    (
        SET,
        r"(?:装修好|收拾好|弄好|交房|拿到钥匙|终于|总算|刚|已经)了?[^，。,；;]{0,2}?搬进(?:来|去)(?:了|啦|喽|咯|住了?)",
    ),
]
