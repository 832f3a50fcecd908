"""Whom a "she"/"he" or a name not heard before stands for, read against an older remark; and the keys a subject
is read into ('self', 'you', 'other', a pronoun's 'pron:she').

Both readings of a clause's subject (update_subject.py, update_subject_zh.py) take the keys from here: the keys sit
below them so neither reading imports the other.
"""

from __future__ import annotations

from ..language.lazy_re import later
from ..language.text import grams

SELF = frozenset(("self",))
LISTENER = frozenset(("you",))
OTHER = frozenset(("other",))
NOBODY = SELF | LISTENER | OTHER  # subjects that are none of the user's people
# A stranger called by a common noun ("a guy", "some woman"): someone, never the user or one of theirs
A_STRANGER = r"(?:a |some |this )?(?:guy|girl|man|woman|lady|dude|stranger)"
# "she"/"he" with no one named before them in the remark: someone else, unless the older remark an update is read
# against is about one person they may stand for (updates.reach).
SHE = frozenset(("other", "pron:she"))
HE = frozenset(("other", "pron:he"))


def by_role(word: str) -> frozenset[str]:
    """The key of someone known only by the word for what they are to the user ("my physio", 我私教, 我师父):
    'role:<word>', the same whenever they are called so."""
    return frozenset(("role:" + word.removesuffix("'s"),))


_FEMALE = later(
    r"\b(?:mom|mum|mother|mommy|mama|sister|sis|daughter|stepdaughter|girlfriend|gf|wife|wifey|fiancee|fiancée|aunt|auntie|grandma|"
    r"grandmother|granny|nana|niece|she|her|girl|woman|lady)\b|[妈姐妹婆姨姑婶她姥]|奶奶|女(?!士)"
)
_MALE = later(
    r"\b(?:dad|father|daddy|papa|brother|bro|son|stepson|boyfriend|bf|husband|hubby|fiance|fiancé|uncle|grandpa|grandfather|"
    r"granddad|nephew|he|him|his|guy|man|boy)\b|[爸哥弟爷公舅叔伯他]|男|(?:儿|孙|侄|小伙)子|外甥(?!女)"
)


_ONE_PERSON = {
    "grandma_p": "grandma",
    "grandma_m": "grandma",
    "grandpa_p": "grandpa",
    "grandpa_m": "grandpa",
    "son": "child",
    "daughter": "child",
    "sister_o": "sister",
    "sister_y": "sister",
    "brother_o": "brother",
    "brother_y": "brother",
}


def pronoun_stands_for(subject: frozenset[str], old_subject: frozenset[str], old: str) -> frozenset[str] | None:
    """Whom a "she"/"he" the newer remark could not resolve stands for: the one person the older remark is about,
    when its words may be of that gender ("She moved here last month" after "My girlfriend lives in Seoul")."""
    pronoun = next((k for k in subject if k.startswith("pron:")), None)
    people = old_subject - {"self", "you", "other"}
    persons = {_ONE_PERSON.get(k, k) for k in people if not k.startswith("name:")}
    if pronoun is None or not people or len(persons) > 1:
        return None
    lowered = old.lower()
    mine, theirs = (_FEMALE, _MALE) if pronoun == "pron:she" else (_MALE, _FEMALE)
    if theirs.search(lowered) and not mine.search(lowered):
        return None
    return people


# The people a user may call by their first name alone (not a parent or grandparent: 我爸, "Dad").
_BY_NAME = frozenset(
    (
        "partner",
        "son",
        "daughter",
        "sister_o",
        "sister_y",
        "brother_o",
        "brother_y",
        "cousin",
        "nephew",
        "friend",
        "ex",
        "aunt",
        "uncle",
    )
)
_CHILDREN = frozenset(("son", "daughter"))
_A_CHILD_S = frozenset(("school", "team", "major", "position"))
_SHE_NEW = later(r"\b(?:she|her|hers|herself)\b|她")
_HE_NEW = later(r"\b(?:he|him|his|himself)\b|他")
# More than one person ("my kids", 我朋友们, 两个闺蜜): a name stands for one of them, and which one is not known.
_SEVERAL = later(
    r"\b(?:kids|children|friends|besties|cousins|sisters|brothers|sons|daughters|siblings|parents|folks|twins)\b"
    r"|(?:朋友|孩子|同事|姐妹|兄弟|闺蜜|哥们|室友)们|(?:孩子|儿子|女儿|姐妹|兄弟|姐弟|兄妹)俩"
    r"|[两几三四五]个(?:孩子|儿子|女儿|娃|朋友|闺蜜|同事|室友|姐姐|妹妹|哥哥|弟弟)"
)


def bare_name(subject: frozenset[str]) -> str | None:
    """The name a subject is only a name ("Sarah's been made deputy", 小雨离婚了), or None."""
    named = [k for k in subject if k.startswith("name:")]
    return named[0] if len(named) == 1 and len(subject) == 1 else None


def name_stands_for(
    subject: frozenset[str], old_subject: frozenset[str], old: str, new: str, slot: str, presumes: bool = False
) -> frozenset[str] | None:
    """Whom a name the memory has not heard before may stand for: the one person of the user's the older remark is
    about, when it does not name them otherwise and the newer remark's "she"/"he" fits the older's words ("Sarah's
    been made deputy principal, she's buzzing" after "My wife teaches year 4"). supersede.py asks it only when one
    person of the user's could be meant."""
    name = bare_name(subject)
    people = {k for k in old_subject - {"self", "you", "other"} if not k.startswith("pron:")}
    if name is None or not people or not people <= _BY_NAME:
        return None
    if len({_ONE_PERSON.get(k, k) for k in people}) > 1:
        return None
    # a name alone says nothing of whom it means ("Daniel lives in London" may be anyone's): the "she"/"he" the newer
    # remark goes on with must be there and fit the older's words for the person ("Kate moved out, got her own flat"
    # may be "my sister")
    she, he = _goes_on_with(new.lower(), name[5:])
    if not she and not he and slot in _A_CHILD_S and people <= _CHILDREN:
        # Parents call their child by name where a school or a team is news ("Ben's at Jefferson Elementary now",
        # 朵朵考上市一中了, "Eli made the travel team"); a friend's child's school is rarely the user's to tell.
        return frozenset(people) | subject
    lowered = old.lower()
    if _SEVERAL.search(lowered):
        return None  # "my kids" are several: a name is one of them, not known which
    if not she and not he:
        # A change or an end told by a name alone (`presumes`) takes for granted that the listener knows what it was
        # before, and says of what ("Priya quit the dental office" after "my girlfriend is a dental hygienist",
        # 阿飞把可乐戒了): the one person of the user's whose was remembered. With no word of it, the name may be
        # anyone's ("Daniel moved to Bristol", 大刘辞职了).
        said_of = grams(new) & grams(old) - grams(name[5:])
        return frozenset(people) | subject if presumes and said_of else None
    if she == he:
        return None
    mine, theirs = (_FEMALE, _MALE) if she else (_MALE, _FEMALE)
    if theirs.search(lowered):
        return None  # "she" is not "my brother"; "my best friend" says no gender, and may be hers
    return frozenset(people) | subject


def _goes_on_with(lowered: str, name: str) -> tuple[bool, bool]:
    """Whether a remark goes on with "she" and with "he": the first of them after the name is the name's ("Chloe caved,
    she's been seeing a guy … won't shut up about him" goes on with "she"; the "him" is the guy)."""
    at = lowered.find(name)
    she, he = _SHE_NEW.search(lowered, max(at, 0)), _HE_NEW.search(lowered, max(at, 0))
    if at >= 0 and she and he:
        return (True, False) if she.start() < he.start() else (False, True)
    return she is not None, he is not None
