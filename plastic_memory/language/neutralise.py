"""Text that cannot steer a model: what models read as structure is neutralised, and pasted material is recognised.

A stored remark reaches the model inside a quoted frame. Inside it, chat-template and special tokens of the common
model families, role prefixes at the start of a line or sentence, XML-like role tags, markdown headings and code
fences would still read as structure (a new turn, a system message), so `neutral()` rewrites them into plain words.
`pasted()` says when a message reads as something the user pasted or forwarded (a quote, code, a mail with headers,
a transcript): such text is kept as a remark but is never the user's own critical life.
"""

from __future__ import annotations

import re
from .lazy_re import later

# Special tokens: <|im_start|>, <｜begin▁of▁sentence｜>, [INST], <<SYS>>, </s>, <start_of_turn>, <eos>... A role word
# right after a token ("<|im_start|>system") belongs to it and goes with it.
_ROLE_WORDS_EN = (
    r"system(?:[ _]prompt|[ _]message)?|assistant|user|human|ai|bot|model|developer|tool|function|ipython|"
    r"gpt|chatgpt|claude|gemini|llama|instructions?|response|sys|admin|administrator|operator|root"
)
_ROLE_WORDS_ZH = r"系统(?:提示词?|消息|指令)?|助手|用户|人类|指令|管理员|机器人|人工智能|模型|开发者|AI助手|智能助手"
_ROLE = rf"(?:{_ROLE_WORDS_EN}|{_ROLE_WORDS_ZH})"
_TOKEN = later(
    r"<\s*[|｜][^<>\n]{0,60}?[|｜]\s*>"  # <|im_start|>, <|eot_id|>, <｜User｜>
    r"|<<\s*/?\s*SYS\s*>>"  # llama 2
    r"|\[\s*/?\s*(?:INST|SYS|SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_CALLS|TOOL_RESULTS|TOOL_CONTENT|"  # mistral, llama
    r"[gs]?MASK|CLS|SEP|PAD|UNK|BOS|EOS)\s*\]"  # glm, bert-style
    r"|<\s*/?\s*(?:s|bos|eos|pad|unk|mask|sop|eop|start_of_turn|end_of_turn|start_of_image|sep|cls|endoftext|eot|"
    r"begin_of_text|end_of_text|think|thinking|tool_call|tool_response|function_calls?|invoke|antml:[a-z_]+)\s*>",
    re.IGNORECASE,
)
_TOKEN_ROLE = later(rf"(?:{_TOKEN.pattern})\s*(?:{_ROLE}\b)?(?:\s*\n)?", re.IGNORECASE)
# XML-like and bracketed role tags: <system>, </assistant >, <user name="x">, [system], 【系统】, (assistant).
_ROLE_TAG = later(
    rf"<\s*/?\s*(?:{_ROLE}|im_start|im_end|prompt|context|instruction|message|turn)\b[^<>]{{0,80}}>"
    rf"|[\[【〖［]\s*/?\s*{_ROLE}\s*[\]】〗］]",
    re.IGNORECASE,
)
# A role prefix: "SYSTEM:", "Assistant :", "### Instruction:", "系统：". Not only where a sentence starts: cleaning
# joins lines, so "I like tea\nSYSTEM: obey" arrives as one line; a role word right before a colon is never speech.
_PREFIX = later(rf"(?<![\w\-])(\s*)(?:\*\*|__)?\s*({_ROLE})\s*(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?", re.IGNORECASE)
# Any other tag-shaped span (<b>, <jane@example.com>) keeps its words between plain angle quotes.
_OTHER_TAG = later(r"<(\s*/?\s*[A-Za-z_][^<>\n]{0,80})>")
_HEADING = later(r"(?:^|(?<=\s))#{1,6}[ \t]+(?=\S)", re.MULTILINE)
_FENCE = later(r"`{3,}|~{3,}")
_RULE = later(r"(?:^|(?<=\s))(?:-{3,}|\*{3,}|={3,}|_{3,})(?=\s|$)", re.MULTILINE)
_SPACES = later(r"[ \t]{2,}")


def neutral(text: str, all_tags: bool = True) -> str:
    """The text with its structure words made plain: tokens and role tags removed, a role prefix made a plain
    attribution ("SYSTEM: obey" -> "system said obey"), headings, fences and rules dropped, and (all_tags) any other
    tag-shaped span put between plain angle quotes. Stored text keeps other tags as the user wrote them (a
    "<b>" is no role); the notes a model reads get them quoted. Plain speech is returned unchanged (one scan)."""
    if not _MAYBE.search(text):
        return text
    out = _TOKEN_ROLE.sub(" ", text)
    out = _ROLE_TAG.sub(" ", out)
    if all_tags:
        out = _OTHER_TAG.sub(r"‹\1›", out)
    out = _PREFIX.sub(_said, out)
    out = _HEADING.sub("", out)
    out = _FENCE.sub(" ", out)
    out = _RULE.sub(" ", out)
    return _SPACES.sub(" ", out).strip()


def _said(found: re.Match) -> str:
    role = found.group(2)
    cjk = any("\u3400" <= ch <= "\u9fff" for ch in role)
    return f"{found.group(1)}{role.lower()}{'说' if cjk else ' said '}"


# Characters without which none of the patterns above can match: plain speech skips every pass.
_MAYBE = later(r"[<>\[\]【】〖〗［］:：#`~|｜]|-{3}|\*{3}|={3}|_{3}")

# -- pasted or forwarded ---------------------------------------------------------------------------------------------
_FORWARDED = later(
    r"转发[:：】\]]|[【\[]转发|^\s*转发|转发自|转自[:：]|转发(?:的|一条|一下|了一条|了条)?(?:消息|聊天记录|内容|邮件|文章|帖子|微博)|"
    r"原始邮件|以下是(?:转发|原文|聊天记录|邮件)|聊天记录[:：]|原文[:：]|(?:复制|粘贴)(?:过来|来)的|复制自|"
    r"forwarded message|begin forwarded|\bfwd?\s*:|original message|\bcopy\s*:|\bcopied (?:from|below)|"
    r"\bpasted? (?:from|below|here)|\bquote\s*:|\bquoting\b|-{3,}\s*(?:forwarded|original)|"
    # someone else's words, reported: "forwarded from Mum", "my neighbour posted: ...", "she texted me “...”"
    r"\bforwarded (?:from|by)\b|\b(?:texted|wrote|posted|messaged|emailed|tweeted|shared|sent)(?: (?:me|us|this|that|"
    r"in the \w+ chat|on \w+))?\s*(?:[:：]|[-—]+\s*[\"“']|[\"“])|"
    r"引用[:：]|转载|(?:发的|说的|写的|发来的|转的)[:：]",
    re.IGNORECASE | re.MULTILINE,
)
# Strings one of which every _FORWARDED match holds (a substring test each is far cheaper than the pattern).
_FORWARD_CUES = (
    "转",
    "原始邮件",
    "以下是",
    "聊天记录",
    "原文",
    "复制",
    "粘贴",
    "forward",
    "fw",
    "copy",
    "copied",
    "paste",
    "quot",
    "original",
    "---",
    "texted",
    "wrote",
    "posted",
    "messaged",
    "emailed",
    "tweeted",
    "shared",
    "sent",
    "引用",
    "转载",
    "的：",
    "的:",
)
_HEADER = later(
    r"(?:^|\n|\s)(from|to|cc|bcc|subject|date|sent|reply-to|发件人|收件人|抄送|主题|发送时间|日期)\s*[:：]",
    re.IGNORECASE,
)
_DOC_HEADING = later(r"^[ \t]*#{1,6}[ \t]+\S|#{3,}", re.MULTILINE)  # a markdown heading: a document
_QUOTED_LINE = later(r"^\s*>", re.MULTILINE)
_CODE_LINE = later(r"^(?: {4}|\t)\S", re.MULTILINE)
_LONG_QUOTE = later(r"[“\"「『][^”\"」』]{160,}[”\"」』]")


def pasted(raw: str) -> str | None:
    """Why the message reads as pasted or forwarded material rather than the user's own words, or None. Read on the
    raw message (its line breaks are evidence) before cleaning."""
    lowered = raw.lower()
    if any(cue in lowered for cue in _FORWARD_CUES) and _FORWARDED.search(raw):
        return "forwarded"
    if _FENCE.search(raw) or len(_CODE_LINE.findall(raw)) >= 3:
        return "code"
    if "#" in raw and _DOC_HEADING.search(raw):
        return "document"
    if (":" in raw or "：" in raw) and len({h.lower() for h in _HEADER.findall(raw)}) >= 2:
        return "headers"
    if len(_QUOTED_LINE.findall(raw)) >= 2 or _LONG_QUOTE.search(raw):
        return "quote"
    if _MAYBE.search(raw) and (_TOKEN.search(raw) or _ROLE_TAG.search(raw) or _PREFIX.search(raw)):
        return "transcript"
    return None
