"""What a model's judgement drops and how it speaks: the guard's second half (guard.py checks what it adds).

A cited remark whose key words (its numbers, names, places, ages) are all gone from the judgement is not really
cited: the citation goes, and a judgement left resting on too few remarks is rejected. A judgement speaks of the
user in the third person, gives no advice and draws no conclusion; the same words are fine where the user said
them (a doctor's "建议" the user reported is the user's news, not the model's advice).
"""

from __future__ import annotations

import re
import unicodedata

from ..language.lazy_re import later
from .distill import Remark
from .guard import Rejected
from .invented import quantities


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_HAN_RUN = later(r"[\u3400-\u4dbf\u4e00-\u9fff]+")
_LATIN = later(r"[A-Za-z][A-Za-z'\-]*|\d[\w.]*")
# Han bigrams that say nothing about a remark's matter (pronouns, frames, the most common verbs).
_EMPTY_BIGRAMS = _words("""用户 我们 他们 她们 你们 自己 一个 这个 那个 什么 怎么 已经 现在 最近 觉得 感觉 有点 还是
就是 可以 因为 所以 但是 不过 然后 没有 不是 一下 一直 时候 今天 昨天 明天 还有 这样 那样 真的 特别 非常 比较""")
_NAME_CUE = later(r"(?:叫|名叫|名字是|姓)([\u4e00-\u9fff]{1,3})")
_EN_STOP = _words("""the a an and or but to of in on at for with my me i is are was were be been am it this that
so just really very have has had do does did not no about from up out get got will would can could""")


def _han_bigrams(text: str) -> set[str]:
    grams = {run[i : i + 2] for run in _HAN_RUN.findall(text) for i in range(len(run) - 1)}
    return grams - _EMPTY_BIGRAMS


def _latin_words(text: str) -> set[str]:
    return {w.lower() for w in _LATIN.findall(text) if w.lower() not in _EN_STOP and len(w) > 2}


def key_words(text: str) -> list[str]:
    """What a remark must not lose when a judgement cites it: its quantities, its capitalised or digit-bearing
    Latin words (names, brands, codes), and the names it introduces (叫朵朵)."""
    text = unicodedata.normalize("NFKC", text)
    keys = [token for token, _ in quantities(text)]
    keys += [w for w in re.findall(r"\b[A-Z][A-Za-z]+\b|\b\w*\d\w*\b", text) if w.lower() not in _EN_STOP]
    keys += _NAME_CUE.findall(text)
    return keys


def _survives(key: str, text: str) -> bool:
    if key in text:
        return True
    values = {v for token, vs in quantities(key) for v in vs}
    return bool(values) and any(values & vs for _, vs in quantities(text))


def kept_citations(text: str, ids: tuple[int, ...], given: dict[int, Remark]) -> tuple[int, ...]:
    """The cited ids whose remark the judgement still carries: every key word of it, and something of what that
    remark alone adds (a content bigram or word no other cited remark has; any of its own when it adds nothing
    new). The others are dropped: a citation is a promise of content."""
    folded = unicodedata.normalize("NFKC", text)
    mine_grams, mine_words = _han_bigrams(folded), _latin_words(folded)
    sources = {i: unicodedata.normalize("NFKC", given[i].text) for i in ids}
    out = []
    for i in ids:
        others = [s for j, s in sources.items() if j != i]
        grams = _han_bigrams(sources[i])
        words = _latin_words(sources[i])
        own_grams = grams - set().union(*(_han_bigrams(s) for s in others)) if others else grams
        own_words = words - set().union(*(_latin_words(s) for s in others)) if others else words
        if own_grams or own_words:
            grams, words = own_grams, own_words
        shares = bool(grams & mine_grams) or bool(words & mine_words)
        if shares and all(_survives(k, folded) for k in key_words(sources[i])):
            out.append(i)
    return tuple(out)


# First person where the user is meant; the model's own opinion in any case.
_OPINION = later(
    r"我觉得|我认为|我建议|我猜|我想|在我看来|\bI think\b|\bI believe\b|\bin my (?:view|opinion)\b", re.IGNORECASE
)
_FIRST_ZH = later(r"我(?!们的用户)")
_FIRST_EN = later(r"\b(?:I|me|my|mine|myself)\b")
_ADVICE = later(
    r"建议|应该|应当|最好|不妨|可以考虑|需要注意|记得要|务必|\bshould\b|\bought to\b|\brecommend\w*|"
    r"\bsuggest(?:s|ed|ion)?\b|\badvis\w+|\bconsider(?:ing)?\b|\bmake sure\b",
    re.IGNORECASE,
)
_INFERENCE = later(
    r"这表明|表明|这说明|说明了|可见|意味着|看来|显然|由此|因此|所以|导致|造成|以致|引起|由于|"
    r"可能是因为|可能|或许|也许|大概是|似乎|估计|考虑到|鉴于|\bbecause\b|\bdue to\b|\bcaus\w+|\bleads? to\b|\bresult\w* in\b|"
    r"\bwhich (?:shows|suggests|means|indicates)\b|\bthis (?:shows|suggests|means|indicates)\b|"
    r"\bindicat\w+|\bimpl(?:y|ies)\b|\bapparently\b|\bprobably\b|\blikely\b|\bperhaps\b|\bmaybe\b|\bmight\b|\bgiven that\b",
    re.IGNORECASE,
)


def _unsourced(pattern: re.Pattern, text: str, sources: list[str]) -> str | None:
    joined = "\n".join(sources).casefold()
    for match in pattern.finditer(text):
        if match.group().casefold() not in joined:
            return match.group()
    return None


def _first_person(text: str, sources: list[str]) -> str | None:
    """A 我/I that is not inside words copied from a source ("先住我妈家" from the user's own remark)."""
    joined = "\n".join(sources)
    for pattern, width in ((_FIRST_ZH, 2), (_FIRST_EN, 6)):
        for m in pattern.finditer(text):
            around = (
                text[max(0, m.start() - width) : m.end() + width],
                text[m.start() : m.end() + width],
                text[max(0, m.start() - width) : m.end()],
            )
            if not any(len(piece.strip()) > len(m.group()) and piece in joined for piece in around):
                return m.group()
    return None


def check_voice(text: str, sources: list[str], *, first_person: bool = False) -> None:
    """Reject the model's opinion, advice and conclusions, and (unless first_person, as in the diary, where the
    assistant speaks) a first person standing for the user."""
    found = _unsourced(_OPINION, text, sources)
    if found:
        raise Rejected(f"gives its own opinion ({found!r})")
    if not first_person:
        found = _first_person(text, sources)
        if found:
            raise Rejected(f"speaks in the first person ({found!r})")
    found = _unsourced(_ADVICE, text, sources)
    if found:
        raise Rejected(f"gives advice ({found!r})")
    found = _unsourced(_INFERENCE, text, sources)
    if found:
        raise Rejected(f"draws a conclusion ({found!r})")


def check_kept(text: str, ids: tuple[int, ...], given: dict[int, Remark], least: int) -> tuple[int, ...]:
    """The citations that survive kept_citations; fewer than `least` of them rejects the judgement."""
    kept = kept_citations(text, ids, given)
    if len(kept) < least:
        lost = [i for i in ids if i not in kept]
        raise Rejected(f"drops what remark(s) {lost} say and keeps {len(kept)} of {least} needed")
    return kept


def carries(note: str, text: str) -> bool:
    """Whether a text carries a note: every key word of it, and (with none) at least one of its content bigrams
    or words."""
    note, text = unicodedata.normalize("NFKC", note), unicodedata.normalize("NFKC", text)
    keys = key_words(note)
    if keys:
        return all(_survives(k, text) for k in keys)
    return bool(_han_bigrams(note) & _han_bigrams(text)) or bool(_latin_words(note) & _latin_words(text))


def related(ids: tuple[int, ...], given: dict[int, Remark]) -> tuple[int, ...]:
    """The cited notes that share a content bigram or word with another cited note: merging notes that share
    nothing glues unrelated matters together (sleep with school choice), so those citations go."""
    content = {i: (_han_bigrams(given[i].text), _latin_words(given[i].text)) for i in ids}
    return tuple(
        i for i in ids if any(content[i][0] & content[j][0] or content[i][1] & content[j][1] for j in ids if j != i)
    )


# ---------------------------------------------------------------- whose "I" it is, in the diary

_QUOTED = later(r"「[^」]*」|“[^”]*”|\"[^\"]*\"|『[^』]*』")
_ZH_I = later(r"我")
_EN_I = later(r"\b(I'm|I am|I was|I've|I have|I|my|My)\b")
_EN_YOU = {"I'm": "you're", "I am": "you are", "I was": "you were", "I've": "you've", "I have": "you have", "I": "you"}
_EN_YOU.update(my="your", My="Your")


def _quoted_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _QUOTED.finditer(text)]


def _plain(text: str) -> str:
    """我的爸爸 and 我爸 alike: 我的 read as 我, a doubled character (爸爸, 常常) as one."""
    return re.sub(r"([\u4e00-\u9fff])\1", r"\1", text.replace("我的", "我").replace("用户的", "用户"))


def _users_i(after: str, joined: str) -> bool:
    """Whether the words after a 我 follow 我 or 用户 in a note, or open a note that has no subject (the user's
    own "在成都读博士"): 我叫林涛, 我的爸爸下周 as 我爸下周. Three characters of them, since two would take
    the assistant's own 我最近 too."""
    after = _plain("我" + after)[1:4]
    return len(after) == 3 and any(who + after in joined for who in ("我", "用户", "\n"))


def address_user(text: str, sources: list[str]) -> str:
    """The diary speaking to the user where a small model copied the user's "I" as its own.

    The diary is in the assistant's voice, so its 我/I is the assistant. A 我 followed by what follows 我 or 用户
    in one of the notes ("我叫林涛" from 我叫林涛, "我最近回绍兴" from 用户最近回绍兴; _users_i) is the user's 我:
    it becomes 你, so the diary says "you are called 林涛" instead of claiming the name. The same for I/my with
    the next two words. Quotations keep the user's words as they are."""
    joined = _plain("".join("\n" + s for s in sources))  # each note opens after a newline
    quoted = _quoted_spans(text)
    out, last = [], 0
    for m in _ZH_I.finditer(text):
        if any(a <= m.start() < b for a, b in quoted):
            continue
        if _users_i(text[m.end() : m.end() + 6], joined):
            out.append(text[last : m.start()] + "你")
            last = m.end()
    text = "".join(out) + text[last:]
    words = re.findall(r"[A-Za-z']+", "\n".join(sources).lower())
    follows = {
        tuple(words[i + 1 : i + 3]) for i, w in enumerate(words) if w in ("i", "i'm", "i've", "my", "user", "user's")
    }
    out, last = [], 0
    for m in _EN_I.finditer(text):
        nxt = tuple(re.findall(r"[A-Za-z']+", text[m.end() : m.end() + 40].lower())[:2])
        if any(a <= m.start() < b for a, b in _quoted_spans(text)) or nxt not in follows:
            continue
        you = _EN_YOU[m.group()]
        opens = not text[: m.start()].strip() or text[: m.start()].rstrip()[-1] in ".!?。！？"
        out.append(text[last : m.start()] + (you[0].upper() + you[1:] if opens else you))
        last = m.end()
    return _to_you("".join(out) + text[last:])


_THE_USER = later(r"用户(?![名号群们数量])|\b[Tt]he user'?s?\b")


def _to_you(text: str) -> str:
    """A judgement's "用户" / "the user", copied into the diary, is the one the diary speaks to: 你 / you."""
    quoted = _quoted_spans(text)

    def you(m: re.Match) -> str:
        if any(a <= m.start() < b for a, b in quoted):
            return m.group()
        said = m.group()
        if said == "用户":
            return "你"
        word = "your" if said.endswith(("'s", "s")) else "you"
        return word.capitalize() if said[0] == "T" else word

    return _THE_USER.sub(you, text)
