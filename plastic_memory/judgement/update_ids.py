"""Identifiers and attributes whose value is a code: a number, a plate, a handle, a name in quotes.

Two readings, each a one-value slot keyed 'id:<key>' (update_claims.py makes them claims):

- a listed identifier (updates_words.IDENTIFIERS: 工号, 手机号, "badge number", "username"…) with the value next to
  its word: 我的工号是W1032, "555-0199 is my new number", 微信名改成大鱼;
- any attribute of the user's stated as "my … is <code>" (我的…是<code>): its words are its keys ("my parking spot is
  B-12" -> parking, spot). A later remark that says it changed (a change word: new, now, reassigned, 换, 改, 新)
  and holds another code keys that code by all its words, so it meets the attribute by the word they share
  ("got a new parking spot, mine's C-40 now"; 工位换了，新的是B-115 against 我的工位号是A-302).
"""

from __future__ import annotations

import re

from ..language.lazy_re import later
from ..language import updates_words as w
from ..language.dates import EN_NUMBERS, zh_number
from ..language.update_classes import PETS
from ..language.text import grams
from .update_clauses import Claim, subject_of
from .update_levels import levels
from .update_pronouns import SELF

_IDS = [(key, tuple(x.lower() for x in words)) for key, words in w.IDENTIFIERS.items()]
_ID_VALUE = later(w.ID_VALUE)
_ID_TOKEN = later(w.ID_TOKEN)
_CLAUSE = later(r"[，,。;；!！?？\n…—–]|\.(?![a-z0-9_])")  # (a dot inside a handle or an address is no end)
# A code: a token holding a digit (8RTX441, 555-0199, 川A·7K3Q9, 38), a handle (moth_lantern, @velvet) or a name in
# quotes ('北冥有鱼').
_CODE = (
    r"(?:[a-z0-9][a-z0-9._%+\-]*@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+|(?:[\u4e00-\u9fff](?=[a-z]))?[a-z0-9@.·\-_]*\d[a-z0-9@.·\-_]*|@?[a-z0-9]+_[a-z0-9_.]+|@[a-z0-9][a-z0-9._]*[a-z0-9_]|"
    r"['‘“「][^'’”」\n]{1,16}['’”」])"
)
_ATTRIBUTE = later(
    r"(?:\bmy|\bour|我的?|我们的?)\s*(?P<a>[^,.;!?，。；！？\n]{1,24}?)\s*(?:\bis\b|'s\b|\bare\b|是|叫|为|:|：)\s*"
    r"(?:number\s+|no\.\s*|#\s*|now\s+)?(?P<v>" + _CODE + r")(?![a-z0-9@·_])"
)
_CHANGED = later(w.CHANGE + r"|\breassigned\b|\bupdated\b")
# A code said as the new value, not a count, a time or a date ("for 3 years now", "the Witcher 3 right now", "the
# 11th"): it has two characters or more and no unit follows it.
_CODES = later(
    r"(?<![a-z0-9@·_])(?=\S{2})" + _CODE + r"(?![a-z0-9@·_])(?!\s*(?:years?|months?|weeks?|days?|hours?|minutes?|"
    r"times|am|pm|%|km|miles?|lbs?|kg|年|个月|天|周|次|点|分钟|岁))"
)
# (and how often, a time of day, a distance: "3x a week", "4am starts", "a 5k")
_ORDINAL = later(r"^\d+(?:st|nd|rd|th)$|^\d{1,2}x$|^\d{1,2}(?::\d{2})?(?:am|pm)$|^\d{1,3}k$")
_CODE_STOP = frozenset(("new", "now", "number", "mine", "it's", "我的", "现在", "the", "my"))


# How many of a kind the user has (两只猫 -> 现在三只猫了, "we have two kids" -> "we have three kids now"): a count
# is one value, keyed by what is counted.
_ZH_COUNT = later(
    r"(?:我家|我们家|家里|我有|我们有|养了|现在|目前|已经)(?:养了|有|是|一共|总共|共)?(?P<n>[一二两三四五六七八九十\d]{1,3})"
    r"(?:只|个|条|辆|台|套|头|匹)(?P<t>(?![了啦的])[\u4e00-\u9fff]{1,2}?)?(?:咪)?(?=了|，|。|,|$|的|啦)"
)
# The animals a count left unnamed may be of (现在三只了 after 又捡了一只小奶牛猫): the last one the words name.
_ZH_KIND = {x: "pet:" + kind for kind, words in PETS.items() for x in words if not x.isascii()}
_ZH_ANIMALS = later("|".join(sorted(_ZH_KIND, key=len, reverse=True)))
_EN_COUNT = later(
    r"\b(?:i|we) (?:now |still )?(?:have|own|'ve got|have got|got) (?:(?:only|just) )?(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|"
    r"\d{1,2}) (?:(?:little|young|grown|adult|rescue|pet) )?(?P<t>kids?|children|child|cats?|dogs?|cars?|sons?|"
    r"daughters?|grandkids?|grandchildren|grandchild|rabbits?|chickens?|horses?|birds?)\b"
)
# A child announced by its rank is a count of the children: "baby number three arrived", "our third kid", 二胎生了.
_EN_NTH = later(
    r"\b(?:baby|kid|child) (?:number |no\. ?|#)(?P<n>two|three|four|five|six|[2-9])\b|"
    r"\b(?:our|my) (?P<o>second|third|fourth|fifth|sixth) (?:baby|kid|child)\b(?! (?:is|will|due))"
)
_EN_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}


def _counts(text: str, lowered: str) -> list[tuple[str, str]]:
    out = []
    for found in _ZH_COUNT.finditer(text):
        n, counted = zh_number(found.group("n")), found.group("t")
        if not counted:
            named = list(_ZH_ANIMALS.finditer(text, 0, found.start()))
            counted = named[-1].group() if named else None
        if n is not None and counted:
            out.append(("count:" + _ZH_KIND.get(counted, counted), str(n)))  # 猫, 奶牛猫: cats either way
    for found in _EN_COUNT.finditer(lowered):
        said = found.group("n")
        thing = found.group("t").removesuffix("ren").removesuffix("s")  # children -> child, cats -> cat
        out.append(("count:" + thing, str(EN_NUMBERS.get(said, said))))
    for found in _EN_NTH.finditer(lowered):
        said = found.group("n") or ""
        rank = str(_EN_ORDINALS[found.group("o")]) if found.group("o") else str(EN_NUMBERS.get(said, said))
        out.append(("count:kid", rank))
    return out


# A dose of a medicine by its name (one value a medicine): "I take 20mg of lisinopril" -> "doc bumped my lisinopril
# to 40", 二甲双胍一天吃500毫克 -> 二甲双胍加到850毫克. A medicine's name is the key, so two medicines keep their doses.
_DOSE_UNIT = r"(?:mg|mcg|µg|ug|iu|units?|ml|毫克|微克|单位|片|粒)"
_EN_DOSE = later(
    r"\b(?P<n>\d+(?:\.\d+)?) ?" + _DOSE_UNIT + r"\b(?: (?:a|per) day| daily| twice a day)?(?: of) (?P<m>[a-z]{4,})\b|"
    r"\b(?:bumped|raised|increased|upped|lowered|reduced|doubled|halved|titrated|tapered|adjusted)"
    r"(?: me)?(?: up| down)? (?:my |the |me on |me to )?(?P<m2>[a-z]{4,})(?: dose| dosage)? (?:up |down )?(?:to|from \d+(?:\.\d+)? ?"
    + _DOSE_UNIT
    + r"? to) (?P<n2>\d+(?:\.\d+)?)(?! ?(?:am|pm|a\.m|p\.m|:|%|st|nd|rd|th)\b)"
)
_ZH_DOSE = later(
    r"(?P<m>[\u4e00-\u9fff]{2,8}?)(?:现在)?(?:吃的是|每天吃|一天吃|每次吃|一次吃|加到了?|减到了?|调到了?|增加到了?|降到了?|改成了?|加量到|减量到)"
    r"(?P<n>\d+(?:\.\d+)?|[一二两三四五六七八九十半百]+)" + _DOSE_UNIT + r"|"
    r"(?:吃|服|服用)(?P<n2>\d+(?:\.\d+)?|[一二两三四五六七八九十半百]+)"
    + _DOSE_UNIT
    + r"的(?P<m2>[\u4e00-\u9fff]{2,6})|"
    # (the medicine, then how much: 我在吃舍曲林，一天半片，25毫克)
    r"在(?:吃|服用?)(?P<m3>[\u4e00-\u9fff]{2,6}?)[，,][^。！？]{0,8}?(?P<n3>\d+(?:\.\d+)?) ?(?:毫克|微克|mg|mcg)"
)
# A dose said without its medicine ("doc bumped me up to 100mg", 剂量加到一整片了，50mg): of the one medicine the older
# remark doses (update_slots.py)
_UNNAMED_DOSE = later(
    r"\b(?:bumped|raised|increased|upped|lowered|reduced|doubled|halved|cut|dropped|moved|put)(?: me| it)?(?: up| down| back)? "
    r"(?:to|on) (?P<n>\d+(?:\.\d+)?) ?(?:mg|mcg|µg|ug)\b|"
    r"(?:剂量|药量|用量)(?:又|已经)?(?:加到|减到|调到|增加到|降到|改成|加|减)了?[^，。,；;]{0,6}?[，,]?\s*(?P<n2>\d+(?:\.\d+)?) ?(?:mg|毫克|微克)"
)
# One medicine by any of its names (a brand, the generic, in Chinese or English): one key for its dose.
_SAME_MEDICINE = {
    name: names[0]
    for names in (
        (
            "levothyroxine",
            "左旋甲状腺素",
            "左甲状腺素",
            "左甲状腺素钠",
            "优甲乐",
            "雷替斯",
            "synthroid",
            "euthyrox",
            "eltroxin",
        ),
        ("sertraline", "舍曲林", "左洛复", "zoloft", "lustral"),
        ("escitalopram", "艾司西酞普兰", "来士普", "lexapro", "cipralex"),
        ("fluoxetine", "氟西汀", "百忧解", "prozac"),
        ("paroxetine", "帕罗西汀", "赛乐特", "paxil"),
        ("metformin", "二甲双胍", "格华止", "glucophage"),
        ("amlodipine", "氨氯地平", "络活喜", "norvasc"),
        ("atorvastatin", "阿托伐他汀", "立普妥", "lipitor"),
        ("bupropion", "安非他酮", "wellbutrin"),
    )
    for name in names
}
_AMOUNT = later(r"剂量|药量|用量")
_NO_MEDICINE = frozenset(
    ("dose", "dosage", "meds", "medicine", "medication", "pills", "that", "this", "them", "each", "every")
)
# (who had it changed and when, said before the medicine's name: 医生让…, 我每天…)
_BEFORE_THE_NAME = later(r"^(?:医生|大夫|我|我们|让|给|帮|把|又|再|已经|现在|目前|最近|早上|晚上|每天|一天)+")


def _doses(text: str, lowered: str) -> list[tuple[str, str]]:
    out = []
    for found in _EN_DOSE.finditer(lowered):
        name, n = found.group("m") or found.group("m2"), found.group("n") or found.group("n2")
        if name not in _NO_MEDICINE:
            out.append(("dose:" + _SAME_MEDICINE.get(name, name), n))
    for found in _ZH_DOSE.finditer(text):
        name, said = (
            _BEFORE_THE_NAME.sub("", found.group("m") or found.group("m2") or found.group("m3")),
            found.group("n") or found.group("n2") or found.group("n3"),
        )
        n = said if said[0].isdigit() else zh_number(said)
        if len(name) >= 2 and n is not None and not _AMOUNT.search(name):  # (这周开始剂量加到40mg: no name)
            out.append(("dose:" + _SAME_MEDICINE.get(name, name), str(n)))
    if not out:
        out = [("dose:", found.group("n") or found.group("n2")) for found in _UNNAMED_DOSE.finditer(lowered)]
    return out


def identifiers(text: str) -> tuple[tuple[str, frozenset[str], bool], ...]:
    """(key, value, loose) of each identifier or attribute the text sets; loose: read from a change word and a code
    alone, so it may update an attribute stated before but states none itself ("bought 20 new pencils")."""
    lowered = _SPACED.sub(_joined, text.lower())
    out = [
        (key, frozenset((v,)), False)
        for key, v in _listed(lowered) + _counts(text, lowered) + _doses(text, lowered) + levels(lowered)
    ]
    for found in _ATTRIBUTE.finditer(lowered):
        code = _plain(found.group("v"))
        if _ORDINAL.match(code):
            continue  # "my lola's 90th", "my shift's 4am": a birthday, a time, no code
        form = _by_form(found.group("v"))
        out += [(t, frozenset((code,)), False) for t in _keys(found.group("a")) | ({form} if form else set())]
    pieces = _CLAUSE.split(_CLOCK.sub(" ", lowered))  # (a time of day is no code: "pickup is 2:40 instead of 3:15")
    for i, piece in enumerate(pieces):
        said = [m.group() for m in _CODES.finditer(piece)]
        codes = frozenset(c for m in said if (c := _plain(m)) and not _ORDINAL.match(c))
        forms = {k for m in said if (k := _by_form(m))}
        if codes and (_CHANGED.search(piece) or forms and _CHANGED.search(" ".join(pieces[max(0, i - 1) : i]))):
            # the attribute is named in the clause with the code or the one before it ("new plates came - it's
            # 9KLM207 now"), or by the code's form (现在用qq的，lixiaoli88@qq.com)
            out += [(t, codes, True) for t in _keys(" ".join(pieces[max(0, i - 1) : i + 1])) | forms]
    return tuple(out)


_CLOCK = later(r"(?<![\d:])\d{1,2}:\d{2}(?:\s*(?:am|pm))?(?![\d:])")
_PHONE = later(r"^\+?\d[\d\- ]{5,}\d$")
# A number written in groups with spaces (138 0013 4521, 159 2276 8803, 07700 900123): one code, as a phone number is
_SPACED = later(r"(?<![\d.])\d{2,5}(?: \d{2,6}){1,3}(?!\d|\.\d)")


def _joined(found: re.Match) -> str:
    digits = found.group().replace(" ", "")
    return digits if len(digits) >= 7 else found.group()


def _by_form(code: str) -> str | None:
    """What kind of identifier a code is by its form alone, whatever words it comes with ("New number since I
    switched to T-Mobile: 555-0199", 现在用qq的，lixiaoli88@qq.com, "I'm @crumbandcrust now"): an email address, a
    phone number (seven digits or more) or a handle."""
    if _EMAIL.fullmatch(code):
        return "email"
    if code.startswith("@"):
        return "handle"
    if _PHONE.match(code) and sum(ch.isdigit() for ch in code) >= 7:
        return "phone"
    return None


def _keys(words: str) -> frozenset[str]:
    """The keys of an attribute: its content terms (English stems, Chinese character pairs), without its code."""
    plain = _CODES.sub(" ", words)
    found = frozenset(t for t in grams(plain) if t not in _CODE_STOP and not t.isdigit())
    # a name of letters and a character (b站, qq号) is one word, however the characters after it pair up
    glued = frozenset(_GLUED.findall(plain))
    return frozenset(_SHORT.get(t, t) for t in found | glued)


_GLUED = later(r"(?<![a-z])[a-z]{1,3}[\u4e00-\u9fff]")


# An attribute called by its short form is the same one ("changed my IG to…" after "my Instagram handle is…").
_SHORT = {"ig": "instagram", "insta": "instagram", "fb": "facebook"}


def _plain(code: str) -> str:
    return code.strip("'‘’“”「」-.·@")  # (a handle without its @: "@x" would read as a class of things)


def _listed(lowered: str) -> list[tuple[str, str]]:
    """An identifier set to a value: 我的工号是W1032, "my new number is 555-0199", 微信名改成大鱼."""
    out = []
    for key, words in _IDS:
        said = [x for x in words if x in lowered]  # most texts hold none of a key's words: no generators then
        if not said:
            continue
        spots = ((at, at + len(x)) for x in said for at in _finds(lowered, x))
        found = (v for start, end in spots if (v := _id_value(lowered, start, end)))
        value = next(
            (v for v in found if v not in _NO_VALUE and (key not in w.NUMBERED or any(ch.isdigit() for ch in v))), None
        )
        if value:
            out.append((key, value))
    if all(key != "email" for key, _ in out):
        # "use dlopez@proton.me from now on", 以后发我这个邮箱: an address the user gives for reaching them, unnamed
        address = _EMAIL.search(lowered)
        if address is not None and _REACH_ME.search(lowered):
            out.append(("email", address.group()))
    return out


# Words an identifier's word may be followed by that are no value of it ("write an email to my landlord").
_NO_VALUE = frozenset(
    ("my", "me", "you", "your", "him", "her", "his", "them", "us", "our", "the", "a", "an", "it", "this", "that")
)
_EMAIL = later(r"[a-z0-9][a-z0-9._%+\-]*@[a-z0-9\-]+(?:\.[a-z0-9\-]+)+")
_REACH_ME = later(
    r"\b(?:use|reach me|email me|mail me|contact me|write to me|from now on|switched to|moved to|i'm at|i'm on)\b|发我|联系我|找我|以后用|改用|"
    r"以后[^，。,；;]{0,5}用|现在用|"
    # the user is the address now ("so im jordan.lee@brightwave.io now")
    r"\b(?:i'?m|i am) [a-z0-9._%+\-]+@[a-z0-9.\-]+ now\b"
)


def _id_value(lowered: str, start: int, end: int) -> str | None:
    """The value named next to an identifier's word: after 是/is/改成, or a token with digits, soon after it (or
    just before it in its clause: "555-0199 is my new number")."""
    tail = lowered[end:]
    found = _ID_VALUE.search(tail)
    if found is None or found.start() > w.ID_NEAR:
        found = _ID_TOKEN.search(tail[: w.ID_NEAR + 12])
        if found is not None and found.start() > w.ID_NEAR:
            found = None
    if found is None:
        found = _ID_TOKEN.search(_CLAUSE.split(lowered[:start])[-1])
    return found.group("v").strip("-.·@") if found is not None else None


def _finds(text: str, word: str):
    at = text.find(word)
    while at >= 0:
        yield at
        at = text.find(word, at + 1)


_A_CODE = later(r"\d{3}|@[a-z]", re.I)
_CLAUSE_END = later(r"[，,。;；!！?？\n]")
_QUOTED = later(r"[“「『\"][^”」』\"]{1,20}[”」』\"]")
_YOURS = later(r"\byour\b|\byou(?:'re| are)\b|你的|你叫", re.I)


def identifier_claims(text: str, plain: str) -> list[Claim]:
    """An identifier or an attribute set to a value (update_ids.py), as claims on the one-value slot 'id:<key>'; whose
    it is, read from the words as claims() reads them (孙女给我把微信名改成…: the user's)."""
    found = identifiers(text)
    # whose it is, read up to the clause that gives it ("我同事换号了，新号是137…，帮我记一下": the colleague's; the "me"
    # of what follows asks the listener); a name in quotes is the value, not whose (“桂兰奶奶”)
    code = _A_CODE.search(plain)
    stop = _CLAUSE_END.search(plain, code.end()) if code else None
    who = subject_of(_QUOTED.sub("", plain[: stop.start()] if stop else plain)) if found else SELF
    if "you" in who and not _YOURS.search(text):
        # "new phone number is 555-0199 if you need it": the listener is asked, the number is the user's
        who = SELF
    return [
        Claim(SELF if key.startswith("count:") else who, "id:" + key, w.SET, value, change=loose, loose=loose)
        for key, value, loose in found
    ]  # a count is of what the user has ("baby number three", "we have two dogs"), whoever the words name
