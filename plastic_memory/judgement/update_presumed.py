"""What a remark takes as given about the user or their people while it asks or tells something else.

A question claims nothing it asks, but the place the user works or lives, named beside "my", is not asked; it is
presumed ("how do I ask my manager at Accenture for a raise?", "what's the rent like near our Koramangala flat?"):
presumed() reads it from the clauses update_claims sets aside as asking, as a value set for the user.

presupposed() reads what a remark takes as already so while it tells or asks something else: a new workplace by one's first days there
("how should my brother prep for his first day as an electrician apprentice?", "two weeks into the job at Stripe and
I'm lost"), a new side by its first practice ("my daughter's first practice with the Eastside Flames was great"), a
new phone by the chats moved over to it ("how do I move my chats to the new iPhone?", 新华为到手了), a new employer by
the overtime since going there (我老公去了宁德时代之后天天加班).

Such a remark's clauses make no claim of their own (a question claims nothing it asks; "first day as" is no frame),
but the news they presuppose is the user's or their person's, so it is read here, whole remark at a time, as a value
set in a one-value slot. Said under a condition or as a wish ("if my first day at Google…", 要是换了新华为) it is not.
"""

from __future__ import annotations

from functools import lru_cache

from ..language.lazy_re import later
from ..language import updates_words as w
from ..language.chat_spelling import spelt_out
from ..language.hant import simplified
from ..language.text import has_cjk
from .update_clauses import Claim, _Subjects, split_clauses
from .update_pronouns import LISTENER, OTHER, SELF
from .update_subject import person_en
from .update_values import value_terms

# (a name by its capital, in the words as typed: "my manager at Accenture", never "my manager at lunch")
_NAME = r"(?P<v>[A-Z][\w&'\-]*(?: [A-Z][\w&'\-]*){0,2})"
_PRESUMED = (
    ("job", later(r"\b[Mm]y (?:manager|boss|team|coworkers?|colleagues?|office|job|shift|desk|employer|supervisor|"
                       r"team lead|clients?) (?:at|with|from) " + _NAME)),
    ("home", later(r"\b(?:[Mm]y|[Oo]ur) " + _NAME + r" (?:flat|apartment|place|house|condo|studio)(?:'s)?\b|"
                        r"\b(?:[Mm]y|[Oo]ur) (?:flat|apartment|place|house|condo|studio) in " + _NAME.replace("v>", "w>"))),
)  # fmt: skip


def presumed(clause: str) -> list[Claim]:
    """The values a question's clause takes as the user's own (see the module's docstring)."""
    out = []
    for slot, pattern in _PRESUMED:
        found = pattern.search(clause)
        if found is not None:
            named = found.groupdict()
            v = named.get("v") or named.get("w")
            value = value_terms(v, False) if v else frozenset()
            if value:
                out.append(Claim(SELF, slot, w.SET, value))
    return out


# (a name by its capital, as typed: "at Stripe", "with the Eastside Flames", never "at the beach", "with friends")
_NAME = r"(?:the )?(?P<{}>[A-Z][\w&'\-]*(?: [A-Z][\w&'\-]*){{0,2}})"
_FIRST = r"\b[Ff]irst (?:few )?(?:day|days|week|weeks|month|shift|shifts)"
_PRESUPPOSED_EN = (
    # "his first day as an electrician apprentice": a role one starts (never a kin's: "first day as a dad")
    ("job", later(_FIRST + r" (?:on the job )?as (?:an? |the )?(?P<v>[a-z][a-z\-]+(?: [a-z][a-z\-]+){0,2}?)"
                       r"(?=[?.,;!]| and\b| but\b| so\b| was\b| is\b| went\b| tomorrow\b| next\b|$)")),
    # "first week at Stripe", "two weeks into the job at Stripe": a workplace one has just joined
    ("job", later(_FIRST + r" (?:at|with) " + _NAME.format("v"))),
    ("job", later(r"\b(?:days?|weeks?|months?) into (?:the|my) (?:new )?(?:job|role|gig|position) (?:at|with) "
                       + _NAME.format("v"))),
    # "first practice with the Eastside Flames": a side one now plays for
    ("team", later(r"\b[Ff]irst (?:practice|training|season) (?:with|for) "
                        + _NAME.format("v"))),
    # "he's overwhelmed by freshman year", "first semester of the nursing program": a school year or place one is in
    ("school", later(r"\b(?:overwhelmed by|struggling (?:with|in|through)|adjusting to|surviving|halfway through|"
                          r"(?:start|first (?:day|week|month|semester|term)) of) (?:his |her |my |their |the )?"
                          r"(?P<v>(?:freshman|sophomore|junior|senior) year|college|high school|middle school|grad school|"
                          r"kindergarten|[a-z]+ (?:program|school))\b")),
    # "closing on the house in Jersey City went through": a home bought is where one lives
    ("home", later(r"\b(?:closing on|closed on|got the keys to) (?:the|our|my|a) (?:new )?(?:house|condo|place|"
                        r"apartment|flat|townhouse) in " + _NAME.format("v") + r"(?! (?:fell|didn't|did not|was delayed))")),
    # "mom's settling into the assisted living place": a home one has moved into
    ("home", later(r"\b(?:settling|settled|settles) (?:in )?(?:into|at) (?:the|her|his|their|our|my|a|an) (?:new )?"
                        r"(?P<v>assisted living|nursing home|care home|retirement (?:home|community)|memory care)")),
    # "the new iPhone", "my new Pixel": the phone one has now
    ("phone", later(r"\b(?:the|my|our|his|her) new (?P<v>iPhone|iphone|Pixel|pixel|Galaxy|Samsung|OnePlus|"
                         r"Motorola|Android)\b")),
)  # fmt: skip
_PRESUPPOSED_ZH = (
    # 新华为到手了, 新买的小米: the phone one has now
    ("phone", later(r"新(?:买的|换的|入手的|到手的)?(?P<v>华为|苹果|iPhone|iphone|小米|荣耀|OPPO|oppo|vivo|三星|一加|红米|魅族)"
                         r"(?!的[^手])")),
    # 大学开学第一周, 高中入学头一个月: a school one is now at, by its first days
    ("school", later(r"(?P<v>大学|大一|高中|高一|初中|初一|研究生|研一|博士|小学|一年级|幼儿园)(?:开学|入学|报到)"
                          r"(?:第一|头一|头两|前两|第二)个?(?:天|周|个月|礼拜|星期)")),
    # 去了宁德时代之后天天加班: a workplace gone to, told by the working life that followed
    ("job", later(r"(?:跳槽|跳)?去了(?P<v>[\u4e00-\u9fffA-Za-z]{2,8}?)(?:上班|工作)?(?:之后|以后)[^，。,；;]{0,6}?"
                       r"(?:加班|上班|出差|工资|同事|领导|老板|通勤|坐班|倒班|值班)")),
)  # fmt: skip
# A home bought, where it is said as the clause after it (终于自己买房了，在通州; 买了套房子，在顺义那边).
# So is a new home whose keys are in hand or that is moved into (新家钥匙拿到啦，集美这边安静多了; 住进新家了，在江宁).
_BOUGHT_HOME = later(
    r"(?:买房|买了房|买了套房子?|买了新房|提房|收房|新家(?:的)?钥匙(?:终于)?(?:拿到|到手)|拿到了?新家(?:的)?钥匙|新房(?:子)?交房|住进(?:了)?新家)"
    r"了?(?:啦|咯|喽)?(?=[，,!！~～\s]|[\U0001F000-\U0001FFFF]|$)"
)
_WHERE_ZH = later(r"在(?P<v>[\u4e00-\u9fff]{2,4}?)(?:那边|这边)?")
_THERE_ZH = later(r"(?P<v>[\u4e00-\u9fff]{2,4}?)(?:那边|这边)")  # (集美这边安静多了: the place the clause is of)
# a condition, a wish, a plan or a memory: nothing presupposed is so now ("if my first day at Google goes badly", 要是换了新华为)
_NOT_YET = later(
    r"\b(?:if|when|once|hypothetically|imagine|would|wish|hope|planning|plan to|thinking about|might|may)\b|"
    # (or a memory: "I still remember my first day at Pixar", 当年大学开学第一周)
    r"\b(?:remember|back (?:in|then|when)|used to|years ago)\b|"
    r"如果|要是|假如|万一|打算|准备|想(?:买|换|去)|等到?|下(?:个月|周|礼拜)|可能|当年|那时候|那会儿|以前|记得"
)
# kin or a passing part a role is never ("first day as a mom", "as a juror"): not a job
_KIN_ROLE = later(
    r"\b(?:mom|mum|dad|parent|mother|father|grandma|grandpa|wife|husband|aunt|uncle|adult|teen|"
    r"juror|tourist|guest|visitor|bridesmaid|best man)s?$"
)
_WHOSE_EN = later(r"\b(?:my|our) ([a-z\-]+)(?:'s)?\s+(?:[a-z]+\s+){0,6}$")


@lru_cache(maxsize=4096)
def presupposed(text: str) -> tuple[Claim, ...]:
    """The values a remark takes as already set (see the module's docstring)."""
    text = simplified(text)
    cjk = has_cjk(text)
    plain = text if cjk else spelt_out(text)
    rules = _PRESUPPOSED_ZH if cjk else _PRESUPPOSED_EN
    bought = cjk and _BOUGHT_HOME.search(plain) is not None
    if not bought and not any(r.search(plain) for _, r in rules):
        return ()
    pieces = [c.strip() for c in split_clauses(plain) if c.strip()]
    subjects = _Subjects(pieces, cjk)
    out: list[Claim] = []
    for i, clause in enumerate(pieces):
        if _NOT_YET.search(clause.lower()) or (i and _NOT_YET.match(pieces[i - 1].lower())):
            continue
        after = pieces[i + 1] if bought and i + 1 < len(pieces) else ""
        where = _WHERE_ZH.fullmatch(after) or _THERE_ZH.match(after)
        if where is not None and _BOUGHT_HOME.search(clause) and subjects.at(i) not in (LISTENER, OTHER):
            out.append(Claim(subjects.at(i), "home", w.SET, value_terms(where.group("v"), True)))  # 买房了，在通州
        for slot, pattern in rules:
            found = pattern.search(clause)
            if found is None:
                continue
            v = found.group("v")
            if slot == "job" and not cjk and _KIN_ROLE.search(v.lower()):
                continue
            subject = _whose(clause[: found.start()], cjk) or subjects.at(i)
            if subject in (LISTENER, OTHER):
                continue  # ("your first day at Stripe", "a friend's new iPhone"): not the user's
            value = value_terms(v, cjk) | ({"@phone"} if slot == "phone" else set())
            if value:
                out.append(Claim(subject, slot, w.SET, frozenset(value)))
    return tuple(out)


def _whose(before: str, cjk: bool) -> frozenset[str] | None:
    """Whose the presupposed thing is, by the "my brother's" just before it; None when the words name no one."""
    if cjk:
        return None
    found = _WHOSE_EN.search(before.lower())
    return person_en(found.group(1)) if found is not None else None
