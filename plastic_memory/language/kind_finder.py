"""Find the kinds of things a short text names (update_classes.KINDS and PET_KINDS) without a regex alternation: a
few thousand words, looked up by dictionary, so the per-turn path pays for the text's length, not the lists'.

Chinese words match as substrings, the longest at each place first, so 单车 is a bicycle and not a 车, and a word
that only holds a kind's character (车站, 热狗, 药店) names nothing. A pet word of one character (狗, 鱼) names a pet only
at a clause's start or after a word that keeps one (养, 只, 我的): 吃了鱼 keeps no fish. English words match whole,
with their plural (cigarettes, swimmers; verb forms are listed: vaping, runner), a phrase as a phrase.

Each kind found is '@<kind>'; when the text names it by a general word of the kind ("car", 手机, "the dog") it is
also '@<kind>^' (updates.py: two members of a kind are two things, a general word names any of them).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lazy_re import later
from . import update_classes as k
from .memo import sets

GENERAL = "^"
_TOKEN = later(r"[a-z0-9][a-z0-9'+\-]*")
_OPENERS = later(r"^(?:[，,。\s]|今天|昨天|昨晚|上周|上个月|去年|最近|已经|都)*$")


def _labels(kinds: dict[str, k.Kind], prefix: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for name, (general, members) in kinds.items():
        for words, tag in ((members, ""), (general, GENERAL)):
            for word in words:
                labels = out.setdefault(word.lower(), set())
                labels.add("@" + prefix + name)
                if tag:
                    labels.add("@" + prefix + name + tag)
    return out


class _Finder:
    def __init__(self) -> None:
        labelled = _labels(k.KINDS, "")
        for word, labels in _labels(k.PET_KINDS, "pet:").items():
            labelled.setdefault(word, set()).update(labels)
        for word in k.ANY_PET:  # a pet of any kind
            labelled.setdefault(word, set()).update(f"@pet:{n}{m}" for n in k.PET_KINDS for m in ("", GENERAL))
        self.pets_one = {
            w for w, labels in labelled.items() if len(w) == 1 and any(x.startswith("@pet:") for x in labels)
        }
        self.zh: dict[str, list[tuple[str, frozenset[str]]]] = {}
        self.words: dict[str, frozenset[str]] = {}
        self.phrases: dict[str, list[tuple[tuple[str, ...], frozenset[str]]]] = {}
        for word in k.ZH_NOT_THINGS:
            labelled.setdefault(word, set())  # a word holding a kind's character that names something else
        for word, labels in labelled.items():
            frozen = frozenset(labels)
            if re.search(r"[^\x00-\x7f]", word):
                self.zh.setdefault(word[0], []).append((word, frozen))
                continue
            tokens = tuple(_TOKEN.findall(word))
            if len(tokens) == 1 and tokens[0] == word:
                self.words[word] = frozen
            elif tokens:
                self.phrases.setdefault(tokens[0], []).append((tokens, frozen))
        for entries in self.zh.values():
            entries.sort(key=lambda e: -len(e[0]))

    def chinese(self, text: str) -> set[str]:
        out: set[str] = set()
        i = 0
        while i < len(text):
            for word, labels in self.zh.get(text[i], ()):
                if not text.startswith(word, i):
                    continue
                if word in self.pets_one and not (i == 0 or text[i - 1] in k.PET_KEEP_ZH or _OPENERS.match(text[:i])):
                    break  # 吃了鱼, 钓鱼: no pet
                out |= labels
                i += len(word) - 1
                break
            i += 1
        return out

    def english(self, text: str) -> set[str]:
        out: set[str] = set()
        tokens = _TOKEN.findall(text)
        for i, token in enumerate(tokens):
            for base in bases(token):
                found = self.words.get(base)
                if found is not None:
                    out |= found
                    break
            for phrase, labels in self.phrases.get(token, ()):
                n = len(phrase)
                if i + n > len(tokens) or tokens[i + 1 : i + n - 1] != list(phrase[1:-1]):
                    continue
                if phrase[-1] in bases(tokens[i + n - 1]):
                    out |= labels
        return out


@lru_cache(maxsize=8192)
def bases(token: str) -> tuple[str, ...]:
    """A token and the word its plural or possessive ending was added to: cigarettes -> cigarette, hobbies -> hobby,
    boxes -> box, mom's -> mom. Verb forms are listed as words of their own (vaping, runner, swimming): their
    endings make other words of too many nouns (accounting, parking, caring)."""
    out = [token]
    if token.endswith("'s"):
        token = token[:-2]
        out.append(token)
    if len(token) > 4 and token.endswith("ies"):
        out.append(token[:-3] + "y")
    if len(token) > 3 and token.endswith("es"):
        out.append(token[:-2])
    if len(token) > 2 and token.endswith("s") and not token.endswith("ss"):
        out.append(token[:-1])
    return tuple(dict.fromkeys(out))


_FINDER: _Finder | None = None


@sets(16384)
def kinds(lowered: str) -> frozenset[str]:
    """The kinds a lower-cased text names: '@vehicle', '@coffee', '@pet:dog', and '@<kind>^' for a general word."""
    global _FINDER
    if _FINDER is None:
        _FINDER = _Finder()
    out = _FINDER.english(lowered)
    if re.search(r"[\u4e00-\u9fff]", lowered):
        out |= _FINDER.chinese(lowered)
    return frozenset(out)


def members(found: frozenset[str]) -> frozenset[str]:
    """The kinds alone, without the marks of a general word."""
    return frozenset(x for x in found if not x.endswith(GENERAL))
