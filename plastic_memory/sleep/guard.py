"""Check a model's answer before a dream trusts it: shape, citations, length, language, and nothing invented."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable

from .distill import Judgement, Remark
from ..language.text import clean
from .vocabulary import COMMON_WORDS


class Rejected(ValueError):
    """The model's answer is unusable; the message says why. The caller falls back to the rule tier."""


JUDGEMENT_MAX_CHARS = 240  # "one short judgement", whatever the sources' length
DIARY_MAX_CHARS = 3000

# ---------------------------------------------------------------- parsing

_THINK = re.compile(r"<think>.*?</think>", re.DOTALL | re.IGNORECASE)
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL | re.IGNORECASE)


def parse_json(text: str) -> object:
    """The JSON value in a model's answer, tolerating a reasoning block and a code fence around it."""
    text = _THINK.sub("", text or "").strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    if not text:
        raise Rejected("empty answer")
    try:
        return json.loads(text)
    except ValueError:
        pass
    # Some models wrap the object in a sentence; take the outermost {...} or [...] and try once more.
    for opening, closing in (("{", "}"), ("[", "]")):
        start, end = text.find(opening), text.rfind(closing)
        if 0 <= start < end:
            try:
                return json.loads(text[start : end + 1])
            except ValueError:
                continue
    raise Rejected("answer is not JSON")


def _prose(value: object, what: str) -> str:
    # Model text goes through the same cleaning as the user's (invisible characters, secrets, width, spaces),
    # with a generous bound: the length check below decides, so a long answer is rejected, not silently cut.
    if not isinstance(value, str):
        raise Rejected(f"{what} is not a string")
    text = clean(value, limit=10_000)
    if len(text) >= 2 and text[0] + text[-1] in ('""', "“”", "「」"):
        text = text[1:-1].strip()  # a judgement wrapped in quotes is not a quotation
    if not text:
        raise Rejected(f"{what} is empty")
    return text


def _cites(value: object, given: dict[int, Remark]) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise Rejected("no remarks cited")
    ids: list[int] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, (int, str)) or not str(item).strip().isdigit():
            raise Rejected(f"cited id {item!r} is not an id")
        rid = int(item)
        if rid not in given:
            raise Rejected(f"cites remark {rid}, which it was not given")
        if rid not in ids:
            ids.append(rid)
    return tuple(ids)


# ---------------------------------------------------------------- the three answers


def check_judgement(answer: object, remarks: list[Remark], min_cites: int = 1) -> Judgement:
    """Validate {"judgement": str, "cites": [ids]} against the remarks that were sent."""
    if not isinstance(answer, dict):
        raise Rejected("answer is not an object")
    given = {r.id: r for r in remarks}
    raw = answer.get("judgement", answer.get("judgment"))
    text = _prose(raw, "judgement")
    ids = _cites(answer.get("cites"), given)
    if len(ids) < min_cites:
        raise Rejected(f"rests on {len(ids)} remark(s); a distillation needs at least {min_cites}")
    sources = [given[i].text for i in ids]
    check_length(text, sources, factor=1.5, slack=24, cap=JUDGEMENT_MAX_CHARS)
    check_language(text, sources)
    check_invented(text, sources)
    return Judgement(text=text, ids=ids)


def check_judgements(answer: object, remarks: list[Remark], target: int) -> list[Judgement]:
    """Validate a compaction: a list of judgements (bare or under "judgements") that is shorter than its input
    and cites every remark at least once, since compaction coarsens memories but must not drop one outright."""
    items = answer.get("judgements", answer.get("judgments")) if isinstance(answer, dict) else answer
    if not isinstance(items, list) or not items:
        raise Rejected("no list of judgements")
    if len(items) >= len(remarks) or len(items) > target + 2:
        raise Rejected(f"{len(items)} judgements from {len(remarks)} remarks is not a compaction to ~{target}")
    out = [check_judgement(item, remarks) for item in items]
    missing = {r.id for r in remarks} - {i for j in out for i in j.ids}
    if missing:
        raise Rejected(f"remarks {sorted(missing)} were dropped")
    return out


def check_labels(answer: object, remarks: list[Remark], kinds: tuple[str, ...]) -> dict[int, tuple[str, bool]]:
    """Validate {"labels": [{"id", "kind", "critical"}]}: known kinds only, ids that were sent, each once, and a
    critical flag that agrees with the kind. Nothing of the model's text is kept. Remarks it leaves out keep their
    own labels; one bad entry rejects the whole answer."""
    items = answer.get("labels") if isinstance(answer, dict) else answer
    if not isinstance(items, list):
        raise Rejected("no list of labels")
    given = {r.id for r in remarks}
    out: dict[int, tuple[str, bool]] = {}
    for item in items:
        if not isinstance(item, dict):
            raise Rejected("a label is not an object")
        rid, kind, critical = item.get("id"), item.get("kind"), item.get("critical", False)
        if isinstance(rid, bool) or not isinstance(rid, int) or rid not in given:
            raise Rejected(f"label for an id it was not given: {rid!r}")
        if rid in out:
            raise Rejected(f"two labels for remark {rid}")
        if kind not in kinds:
            raise Rejected(f"unknown kind {kind!r}")
        if not isinstance(critical, bool) or critical != (kind == "critical"):
            raise Rejected(f"remark {rid}: critical={critical!r} does not agree with kind {kind!r}")
        out[rid] = (kind, critical)
    return out


def check_diary(answer: object, remarks: list[Remark]) -> str:
    """Validate {"diary": str}: prose that may connect the notes but adds no fact to them."""
    if not isinstance(answer, dict):
        raise Rejected("answer is not an object")
    text = _prose(answer.get("diary"), "diary")
    sources = [r.text for r in remarks]
    # A narrative needs connecting words, so it may run longer than a judgement does.
    check_length(text, sources, factor=2.5, slack=200, cap=DIARY_MAX_CHARS)
    check_language(text, sources)
    check_invented(text, sources)
    return text


# ---------------------------------------------------------------- single checks


def check_length(text: str, sources: list[str], *, factor: float, slack: int, cap: int) -> None:
    """Reject text far longer than what it rests on (it must have added something) or over an absolute cap."""
    limit = min(cap, factor * sum(len(s) for s in sources) + slack)
    if len(text) > limit:
        raise Rejected(f"{len(text)} characters from {sum(len(s) for s in sources)} characters of sources")


_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")


def mostly_han(text: str) -> bool:
    """Whether a text is written mainly in Chinese characters."""
    # One Han character carries about as much as a short English word, so weigh letters down.
    han = len(_HAN.findall(text))
    return han > 0 and han * 3 >= len(_LATIN_LETTER.findall(text))


def check_language(text: str, sources: list[str]) -> None:
    """The user's language in, the user's language out: Chinese sources need Chinese text and vice versa."""
    joined = " ".join(sources)
    if mostly_han(joined) and not _HAN.search(text):
        raise Rejected("answer is not in the remarks' language")
    if not _HAN.search(joined) and _HAN.search(text):
        raise Rejected("answer is not in the remarks' language")


def check_invented(text: str, sources: list[str]) -> None:
    """Reject text stating a number, name, quotation or Chinese proper noun that no source contains."""
    text = unicodedata.normalize("NFKC", text)  # full-width digits and letters compare as their plain forms
    sources = [unicodedata.normalize("NFKC", s) for s in sources]
    for finder in (_new_number, _new_quote, _new_latin_word, _new_han_token):
        found = finder(text, sources)
        if found:
            raise Rejected(f"states {found!r}, which no source contains")


# ---------------------------------------------------------------- numbers

_ARABIC = re.compile(r"\d+(?:[.,]\d+)*\s*[万亿]?")
_CN_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十百千万亿]+")
_CN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNIT = {"十": 10, "百": 100, "千": 1000}
_CN_BIG = {"万": 10_000, "亿": 100_000_000}
# Words built from numeral characters that are not quantities ("very", "in case", "by all means", ...).
_NOT_QUANTITIES = (
    "十分",
    "万一",
    "千万",
    "万万",
    "一一",
    "万分",
    "十足",
    "百般",
    "千方百计",
    "一些",
    "一直",
    "一起",
    "一定",
    "一样",
    "一下",
    "一切",
    "一般",
    "一点",
    "一旦",
    "一向",
    "一再",
    "统一",
    "唯一",
    "万事",
    "零食",
    "零钱",
    "零件",
    "三明治",
)


def _cn_value(run: str) -> int:
    total = section = digit = 0
    for ch in run:
        if ch in _CN_DIGIT:
            digit = _CN_DIGIT[ch]
        elif ch in _CN_UNIT:
            section += (digit or 1) * _CN_UNIT[ch]
            digit = 0
        else:
            total += (section + digit) * _CN_BIG[ch]
            section = digit = 0
    return total + section + digit


def quantities(text: str) -> list[tuple[str, set[float]]]:
    """Every quantity a text states with the values it may stand for, so 二十万, 20万 and 200,000 compare equal."""
    found: list[tuple[str, set[float]]] = []
    for match in _ARABIC.finditer(text):
        token = match.group().replace(" ", "")
        scale = _CN_BIG.get(token[-1], 1)
        digits = token.rstrip("万亿").replace(",", "")
        try:
            number = float(digits)
        except ValueError:  # "1.2.3": a version or a date; its parts are what can be compared
            found.extend((part, {float(part)}) for part in re.split(r"[.,]", digits) if part)
            continue
        found.append((token, {number, number * scale}))
    for word in _NOT_QUANTITIES:
        text = text.replace(word, " ")
    for run in _CN_NUMERAL.findall(text):
        if run == "一" or (len(run) == 1 and run not in _CN_DIGIT):
            continue  # a lone 一 is an article, a lone 万/十 is part of a word
        found.append((run, {float(_cn_value(run))}))
    return found


def _new_number(text: str, sources: list[str]) -> str | None:
    known = set().union(*(values for _, values in quantities(" ".join(sources))))
    return next((token for token, values in quantities(text) if not values & known), None)


# ---------------------------------------------------------------- quotations

_QUOTES = re.compile(r'"([^"]+)"|“([^”]+)”|‘([^’]+)’|「([^」]+)」|『([^』]+)』|《([^》]+)》')


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip().casefold()


def _new_quote(text: str, sources: list[str]) -> str | None:
    folded = [_fold(s) for s in sources]
    for match in _QUOTES.finditer(text):
        quoted = _fold(next(g for g in match.groups() if g))
        if not any(quoted in s for s in folded):
            return quoted
    return None


# ---------------------------------------------------------------- Latin words

_WORD = re.compile(r"[A-Za-z][A-Za-z'’\-]*")
# Capitalised words that open English sentences (or terse notes: "Prefers tea.") without naming anything.
_SENTENCE_OPENERS = frozenset(
    """
the a an this that these those there here it its he she they them their his her hers we our us you your i my me
user users user's in on at for from with when while after before since until during both all most some many
each every no not one none has have had is are was were will would can could should may might does did do
being also still often usually sometimes recently currently now lately overall generally although though but
and or so because if as likes loves enjoys prefers wants plans hopes needs tends seems values cares worries fears
dislikes hates avoids feels considers intends keeps finds thinks believes expects misses
""".split()
)


def _words(texts: Iterable[str]) -> set[str]:
    return {w.lower().replace("’", "'").removesuffix("'s") for t in texts for w in _WORD.findall(t)}


def _known_word(word: str, known: set[str]) -> bool:
    # Inflections count as the same word: a shared 5-letter prefix (prefer/prefers/preference) or one word being
    # a 4+-letter prefix of the other (like/likes, move/moved). Shorter overlaps (Den/Denver) do not.
    if word in known:
        return True
    for other in known:
        common = len(_common_prefix(word, other))
        if common >= 5 or (common >= 4 and common == min(len(word), len(other))):
            return True
    return False


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


def _new_latin_word(text: str, sources: list[str]) -> str | None:
    known = _words(sources)
    chinese = bool(_HAN.search(text))
    for match in _WORD.finditer(text):
        word = match.group().replace("’", "'").removesuffix("'s")
        lowered = word.lower()
        if lowered == "i" or _known_word(lowered, known):
            continue
        if chinese:
            return word  # a Latin word inside Chinese text is a name, a brand or a term: it must come from a source
        if not word[0].isupper():
            continue  # ordinary English paraphrase
        before = text[: match.start()].rstrip()
        opens_sentence = not before or before[-1] in '.!?:;"“(—'
        if opens_sentence and lowered in _SENTENCE_OPENERS:
            continue
        return word
    return None


# ---------------------------------------------------------------- Chinese proper nouns
#
# Without a dictionary we cannot tell a place or person name from an ordinary word, so we look at characters.
# The answer's Han text is segmented (fewest leftover characters) into pieces that are either
#   * a stretch of two or more characters found verbatim in some source (the user's own words), or
#   * a word of the paraphrase vocabulary below (function words, judgement verbs, adverbs: what a restatement
#     needs, deliberately without place, family or name characters), or
#   * a numeral (quantities are checked by _new_number above).
# What remains are leftover characters. A leftover stretch of two or more characters that holds a character no
# source contains is a new word made of new material: 北京 when only 北欧 was mentioned, 杭州, 张伟. A single
# leftover character is tolerated (约, 元, 格: the small glue a paraphrase adds), and so is a stretch made only of
# source characters recombined. Errors fall on the safe side: an unusual paraphrase word makes the topic fall
# back to the rule tier, which never invents anything.

_PARAPHRASE = frozenset(
    """
的 地 得 了 着 过 吗 呢 吧 啊 和 与 及 并 或 而 但 也 都 还 又 就 才 很 更 最 太 挺 较 约 仍 曾 已 正 将 会 能 想 要 不 没
无 别 非 被 把 让 给 对 为 从 向 跟 在 是 有 这 那 其 该 此 每 各 些 个 次 种 件 项 他 她 它 你 我 们 自 先 再 暂 常 总 均
如 若 即 因 故 所 且 则 之 以 于 等 时 后 前 里 多 少 几
用户 本人 自己 他们 她们 我们 你们 对方 大家 别人
喜欢 偏好 偏爱 热爱 喜爱 爱好 兴趣 讨厌 厌恶 反感 排斥 抗拒 不喜欢 介意 在意 在乎 关注 关心 重视 看重 珍惜
担心 担忧 害怕 焦虑 紧张 烦恼 困扰 苦恼 压力 期待 期望 希望 渴望 盼望 向往 想要 打算 计划 准备 考虑 决定 倾向
习惯 坚持 避免 拒绝 接受 需要 需求 开始 继续 停止 放弃 完成 进行 选择 认为 觉得 感到 感觉 表示 提到 提及 说过
属于 作为 成为 变得 保持 面临 经历 处于 参与 负责 从事 尝试 努力 专注 投入 享受 适应 依赖 信任 满意 不满 失望
相关 有关 关于 方面 事情 事项 情况 问题 状态 方式 风格 口味 原因 目标 安排 进展 变化 计划 经常 时常 常常 通常 一般
总是 始终 一直 往往 偶尔 很少 从不 不再 仍然 依然 依旧 已经 正在 曾经 刚刚 即将 将要 暂时 目前 现在 当前 最近 近期
近来 以后 之后 以前 之前 期间 同时 此外 而且 并且 但是 不过 然而 因此 所以 因为 由于 或者 还是 以及 比较 非常 特别
十分 相当 有点 有些 更加 越来越 尤其 主要 基本 大多 几乎 完全 确实 真的 可能 应该 必须 可以 愿意 一定 明确 强烈
生活 工作 日常 身体 健康 情绪 心情 饮食 作息 时间 个人 本身 整体 一起 一些 一切 长期 短期 持续 反复 多次
记得 记住 记忆 日记 回想 想起 回顾 知道 了解 告诉 聊起 聊到 说起 提起 谈到 分享 心里 感受 慢慢 渐渐 后来 那时 这段
日子 时候 时光 今天 这天 那天
学习 练习 坚决 坚定 频繁 劳累 疲惫 辛苦 忙碌 顺利 成功 失败 困难 麻烦 愉快 开心 高兴 难过 伤心 生气 舒服 不适 稳定
改变 提升 提高 增加 减少 改善 调整 处理 解决 照顾 陪伴 支持 帮助 影响 导致 造成 涉及 包括 包含 例如 比如 类似 相似
不同 一样 同样 主动 积极 消极 认真 明显 清楚 具体 详细 简单 复杂 重要 必要 严重 轻微 程度 部分 全部 所有 任何 其他
另外 其余 很多 许多 不少 大量 表达 强调 提醒 要求 同意 反对 抱怨 承认 确认 表明 说明 打理 留意 注意 记录 总结
""".split()
)
_NUMERAL_CHARS = frozenset("零〇一二两三四五六七八九十百千万亿")
_LONGEST = 8


def _segment_leftovers(run: str, source_text: str) -> list[str]:
    """Leftover stretches of one Han run after the cheapest cover by source pieces, vocabulary and numerals."""
    n = len(run)
    best = [0] * (n + 1)  # best[i]: fewest leftover characters covering run[i:]
    step = [1] * (n + 1)  # length of the piece chosen at i (leftover characters have step 1)
    covered = [False] * (n + 1)
    for i in range(n - 1, -1, -1):
        best[i], step[i], covered[i] = best[i + 1] + 1, 1, False
        if run[i] in _NUMERAL_CHARS or run[i] in _PARAPHRASE:
            if best[i + 1] < best[i]:
                best[i], step[i], covered[i] = best[i + 1], 1, True
        for length in range(2, min(_LONGEST, n - i) + 1):
            piece = run[i : i + length]
            known = piece in _PARAPHRASE or piece in COMMON_WORDS or piece in source_text
            if known and best[i + length] < best[i]:
                best[i], step[i], covered[i] = best[i + length], length, True
    leftovers, current, i = [], "", 0
    while i < n:
        if covered[i]:
            if current:
                leftovers.append(current)
            current = ""
        else:
            current += run[i]
        i += step[i]
    if current:
        leftovers.append(current)
    return leftovers


def _new_han_token(text: str, sources: list[str]) -> str | None:
    source_text = "\n".join(sources)
    source_chars = set(_HAN.findall(source_text))
    for run in re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+", text):
        for stretch in _segment_leftovers(run, source_text):
            if len(stretch) >= 2 and any(ch not in source_chars for ch in stretch):
                return stretch
    return None
