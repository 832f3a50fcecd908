"""What a model's text states that no source does: a number, a quotation, a Latin word or a Chinese proper noun the
user never said (the guard's check_invented rejects text holding one)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from ..language.lazy_re import later
from .vocabulary import COMMON_WORDS

_HAN = later(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


# ---------------------------------------------------------------- numbers

_ARABIC = later(r"\d+(?:[.,]\d+)*\s*[万亿]?")
_CN_NUMERAL = later(r"[零〇一二两三四五六七八九十百千万亿]+")
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

_QUOTES = later(r'"([^"]+)"|“([^”]+)”|‘([^’]+)’|「([^」]+)」|『([^』]+)』|《([^》]+)》')


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

_WORD = later(r"[A-Za-z][A-Za-z'’\-]*")
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
