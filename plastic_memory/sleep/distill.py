"""Distillation: turn several remarks into one judgement. The rule tier is here; the model tier lives in llm.py."""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..judgement.reading import addresses, apposed, read
from ..judgement.updates import claims, supersedes
from ..language.updates_words import END
from ..language import clauses
from ..language.text import has_cjk, overlap, short, squash, terms
from ..state.distiller import Distiller as Distiller, Judgement as Judgement, Remark
from . import frames


_FRAME = later(r"用户|\bthe user\b", re.IGNORECASE)
_TRAILING = later(r"[\s,，.。;；!！~～…]+$")
JUDGEMENT_CHARS = 140
# The words of an impression are made from its newest remarks only: each remark is read against every other, and an
# impression of a much-told matter gathers hundreds (at 1,000 turns a day one held 175, and a night's rebuild of it
# read 15,000 pairs); the newest say best what the matter is now, and all of them stay its sources for recall.
SOURCES_READ = 24


def _clause(text: str) -> str:
    return _TRAILING.sub("", text.strip())


def _changes(clause: str) -> bool:
    """Whether a clause sets a slot of the user's or ends something (被调到档案室了, "Left the softball team")."""
    # (a claim read from a word alone, loose, is no change the clause tells: "나 여자친구 있어, 수진이라고" keeps the name;
    # nor is a home or a job only spoken of, held: "my landlord never fixes anything")
    return any(
        "self" in c.subject and (c.slot != "state" or c.mode == END) and not c.loose and not c.held
        for c in claims(clause)
    )


def content(text: str) -> list[str]:
    """What a remark says about the user, clause by clause: without greetings, fillers, reactions, questions and
    requests. A remark with no such clause keeps its own words."""
    return list(_content(text))


@lru_cache(maxsize=4096)  # (an impression is made again night after night from the same remarks)
def _content(text: str) -> tuple[str, ...]:
    parts = clauses.split(text)
    cjk = has_cjk(text)
    lowered = [c.lowered for c in parts]
    # (a bare name is someone called, unless an apposition describes them: "Raj, my boyfriend…, says…")
    named = {n for n, c in enumerate(parts) if addresses(c) and apposed(lowered, n)}
    kept = [(n, c) for n, c in enumerate(parts) if c.mood == "statement" and (n in named or not addresses(c))]
    # a clause that sets or ends something of the user's (被调到档案室了, "Left the softball team") is about their
    # life, whether or not it names them; and the name an apposition describes
    personal = [c for n, c in kept if n in named or read(c, cjk).personal or _changes(c.text)]
    chosen = personal or [c for _, c in kept]
    chosen = _with_what_names(parts, chosen)
    if chosen and _LEADING_PRONOUN.match(chosen[0].lowered) and _names_before(parts, chosen[0]):
        # "She'll be 30" kept alone of "Can you remind me to send my sister Priya a card? She'll be 30" would say
        # nothing of whom: the words that name her go with it, as the user said them
        return (_clause(text),)
    out = [_clause(clauses.strip_lead(c.text)) for c in chosen]
    return tuple(c for c in out if len(squash(c)) >= 2) or (_clause(text),)


# a clause that opens on someone it does not name: whom it means is named before it
_LEADING_PRONOUN = later(r"(?:she|he|they|it)(?:'s|'ll|'d|'re|'ve)?\b|[他她它](?!们)")


# a clause that goes on about whom the one before spoke of, or about what they have ("her name's…", "his birthday…")
_GOES_ON = later(r"(?:she|he|they|it|her|his|their|its)(?:'s|'ll|'d|'re|'ve)?\b|[他她它]")
# a name or a number a clause gives: "her name's Priya", "he's called Max", "she's 6", 她叫小雨, 它叫团子
_GIVES = later(r"\d|(?<=\s)[A-Z][a-z]+|叫|名字")


def _with_what_names(parts: tuple[clauses.Clause, ...], chosen: list[clauses.Clause]) -> list[clauses.Clause]:
    """The chosen clauses with each statement right after one of them that goes on about whom it spoke of (it opens on
    a pronoun) and gives a name or a number: "new gf is dragging me to her cousin's wedding, her name's Priya btw"
    keeps the name, which says most of whom."""
    if not chosen:
        return chosen
    taken = {c.start for c in chosen}
    out = list(chosen)
    for before, c in zip(parts, parts[1:]):
        if (
            before.start in taken
            and c.start not in taken
            and c.mood == "statement"
            and _GOES_ON.match(c.lowered)
            and _GIVES.search(" " + c.text)
        ):
            taken.add(c.start)
            out.append(c)
    return sorted(out, key=lambda c: c.start)


def _names_before(parts: tuple[clauses.Clause, ...], first: clauses.Clause) -> bool:
    """Whether a clause the remark drops before its first kept one names someone or something (a question or a
    request that holds words beyond a greeting)."""
    return any(c.mood != "statement" and len(terms(c.text)) >= 2 for c in parts if c.end <= first.start)


def _centre_first(remarks: list[Remark]) -> list[Remark]:
    """Order remarks so the one sharing most terms with the others comes first (it names the topic best). The
    overlap is symmetric, so each pair is scored once."""
    words = [terms(r.text) for r in remarks]
    centrality = [0.0] * len(remarks)
    for i in range(len(remarks)):
        for j in range(i + 1, len(remarks)):
            shared = overlap(words[i], words[j])
            centrality[i] += shared
            centrality[j] += shared
    order = sorted(range(len(remarks)), key=lambda i: (-centrality[i], remarks[i].id))
    return [remarks[i] for i in order]


@lru_cache(maxsize=1 << 17)
def _replaces(new: str, old: str) -> bool:
    """supersedes() of two remarks' words, kept: an impression is rebuilt night after night from the same remarks, and
    each rebuild asks it of every pair of them (at 1,000 turns a day, 5.7 million asks in 90 nights, nearly all of
    the dream's time)."""
    return supersedes(new, old)


def merge_text(remarks: list[Remark], limit: int = JUDGEMENT_CHARS) -> str:
    """The rule tier's judgement, made only of what was said: remarks of one shape fold into one line naming their
    shared frame once (「我晚饭做了饺子」「我晚饭做了红烧肉」 -> 「我晚饭做了饺子、红烧肉」); otherwise it is the content
    clauses of the most central remark alone. Remarks another remark of the group updates are left out, and
    unrelated remarks are never joined into one line (their ids stay in the provenance, so recall still finds them
    through the impression). Only the newest SOURCES_READ remarks are read."""
    remarks = sorted(remarks, key=lambda r: r.id)[-SOURCES_READ:]
    current = [r for r in remarks if not any(o.id > r.id and _replaces(o.text, r.text) for o in remarks)] or remarks
    ordered = _centre_first(current)
    folded = frames.fold(
        [" ".join(content(r.text)) if not has_cjk(r.text) else "，".join(content(r.text)) for r in ordered],
        limit,
    )
    if folded is not None:
        return folded
    text = ""
    for part in content(ordered[0].text):
        joined = part if not text else text + ("，" if has_cjk(part) else ", ") + part
        if len(joined) > limit:
            if not text:
                text = short(part, limit)
            continue  # a later, shorter clause may still fit
        text = joined
    return text


class RuleDistiller:
    """The model-free tier: an impression is a cleaned original sentence, or a merge of a few of them."""

    def distill(self, remarks: list[Remark]) -> Judgement | None:
        if not remarks:
            return None
        return Judgement(merge_text(remarks), tuple(sorted(r.id for r in remarks)))

    def compact(self, remarks: list[Remark], target: int) -> list[Judgement] | None:
        """Greedy grouping by shared terms until only `target` groups remain, or no two groups share a term; each
        group becomes one judgement."""
        if not remarks:
            return []
        groups: list[list[Remark]] = [[r] for r in remarks]
        # The third-person frame model-written notes open with ("用户…", "The user …") names no matter.
        topic = {r.id: terms(_FRAME.sub(" ", r.text)) for r in remarks}
        while len(groups) > max(1, target):
            best = (-1.0, 0, 1)
            for i in range(len(groups)):
                ti = frozenset().union(*(topic[r.id] for r in groups[i]))
                for j in range(i + 1, len(groups)):
                    tj = frozenset().union(*(topic[r.id] for r in groups[j]))
                    if not ti & tj:
                        continue  # sharing no content word, two notes are about different things: never merged
                    kinds_match = groups[i][0].kind == groups[j][0].kind
                    alone = (len(groups[i]) == 1) + (len(groups[j]) == 1)  # pair the lone ones first
                    score = overlap(ti, tj) + (0.25 if kinds_match else 0.0) + 0.5 * alone
                    if score > best[0]:
                        best = (score, i, j)
            score, i, j = best
            if score < 0:
                break  # what is left shares nothing: fewer merges rather than wrong ones
            groups[i].extend(groups.pop(j))
        return [Judgement(merge_text(g), tuple(sorted(r.id for r in g))) for g in groups]

    def narrate(self, remarks: list[Remark], style: str | None) -> str | None:
        """The diary in one voice: the memory speaks to the user and quotes the user's own words as quotes."""
        if not remarks:
            return ""
        texts = [_clause(r.text) for r in remarks]
        brief = style == "brief"
        # The frame follows the language most remarks are in; each remark stays in its own words.
        if sum(has_cjk(t) for t in texts) * 2 >= len(texts):
            quoted = [f"「{t}」" for t in texts]
            said = quoted[0] if len(quoted) == 1 else "，".join(quoted[:-1]) + "，还有" + quoted[-1]
            opening = "" if brief else "今天翻了翻记得的事。"
            return f"{opening}你跟我说过{said}。这些是我留下的印象，细节已经慢慢淡了。"
        quoted = [f"“{t}”" for t in texts]
        said = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " and " + quoted[-1]
        opening = "" if brief else "Looking back over what I keep of you. "
        return f"{opening}You told me {said}. These are the impressions I kept; the details have faded."

    def label(self, remarks: list[Remark]) -> dict[int, str] | None:
        return None  # the gate's labels are the rule tier's; only a model may revise them

    def take_usage(self) -> dict:
        return {"calls": 0, "failures": 0, "tokens": 0}
