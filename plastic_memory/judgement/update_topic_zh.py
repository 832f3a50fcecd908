"""Whose death a Chinese remark tells when the clause that tells it names no one: Chinese carries the remark's topic
into the clauses after it (舅舅出事了，在国道上，人没抢救过来), names someone once before a dash (老周——我们家那口子，三月份
走的), or says 它/他/她 or 老爷子 of the one the older remark is about (它走了快一个月 after 我家橘猫大黄十四岁了)."""

from __future__ import annotations

import re

from ..language.lazy_re import later
from .update_pronouns import NOBODY
from .update_subject_zh import people_zh

# the user (or the user's household) leaving, not dying: 我走了, 我们先走了
_LEAVING = later(r"我们?(?:也|就|都|先|得|要|该|准备|马上|这就)?走了")
# a name said first and set apart (老周——…, 阿花，…): the remark's topic
_LEAD_NAME = later(r"^((?:老|小|阿)[\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3})(?=——|—|，|,)")
# (a time or a filler set apart first is no name: 今天，…; 唉，…)
_NO_NAME = later(
    r"^(?:今天|昨天|前天|明天|最近|现在|刚才|刚刚|后来|然后|其实|结果|唉|哎|嗯|对了|还有|上周|上个月|去年|这几天|那天)"
)
# words that stand for one already talked of
_STANDS_IN = later(r"[他她](?!们)|老爷子|老太太|老人家|人没")
# what says a death beyond doubt: 走了 alone may be a leaving (送他走了), 它走了快一个月 of a pet is not
_SURELY_DIED = later(
    r"去世|过世|病逝|没抢救过来|没救过来|没挺过|没熬过|骨灰|后事|百日|头七|葬礼|追悼会|遗物|遗像|火化|下葬|出殡|忌日|最后一面|"
    r"它(?:已经)?走了(?:快|有|都)?[一两三四五六七八九十几半\d]+[天个周月年]"
)
IT_PET = frozenset(("@it:pet",))  # 它 of the pet the older remark names
_CLAUSE = later(r"[，,。.！!？?；;…—]+")


def death_topic(new: str, old: str, old_subject: frozenset[str]) -> frozenset[str] | None:
    """Whom a death the newer remark tells of no one in its clause is of, or None: the people its first clause
    names, a name set apart at its start, the older remark's people that a 他/她/老爷子 stands for, or IT_PET for 它
    (the pet the older remark names). Only a death said beyond doubt: 送他走了 is a goodbye."""
    if _LEAVING.search(new) or not _SURELY_DIED.search(new):
        return None
    first = _CLAUSE.split(new.strip(), maxsplit=1)[0]
    named = [keys - NOBODY for _, _, keys in people_zh(first) if keys - NOBODY]
    if named:
        return named[0] if len(named) == 1 else None
    lead = None if _NO_NAME.match(new.strip()) else _LEAD_NAME.match(new.strip())
    if lead is not None and not people_zh(lead.group(1)):
        return frozenset(("name:" + lead.group(1),))
    if re.search(r"它(?!们)", new):
        return IT_PET
    theirs = old_subject - NOBODY
    return theirs if theirs and _STANDS_IN.search(new) else None
