"""Replace secrets in an utterance with a marker before anything is stored or compared.

Credentials (provider keys and tokens, JWTs, bearer tokens, private-key blocks, passwords and passphrases, one-time
codes, passwords inside connection strings) and identity and money numbers (national IDs, card and bank numbers,
CVVs, IBANs, SSNs, passport numbers) are masked wherever they stand: after Han characters, in full-width forms, next
to a label in Chinese or English or bare when a checksum proves them. Phone numbers, e-mail addresses, dates, amounts
and order numbers are the user's facts and stay.

Most utterances hold no secret: a cheap look for a cue (a label word, a long token, a long run of digits) lets them
skip every other pass.
"""

from __future__ import annotations

import re

from .lazy_re import later
from .idnumbers import find_numbers

MASK = "[secret]"
Span = tuple[int, int]

# Separators typed in other widths are read as their ASCII forms (full-width hyphen, colon, equals...; dashes). The
# map is one character to one character, so a span found in the folded text is the same span in the original.
_FOLD = {c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}
_FOLD.update({c: ord("-") for c in (0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xFE58, 0xFE63)})
_FOLD[0x3000] = 0x20

# Characters that show nothing (text.clean strips most of them before masking; the rest are fillers and blanks).
_HIDDEN = later(
    "[\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f"
    "\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0]"
)

# -- the cheap pre-check ---------------------------------------------------------------------------------------------
# A secret needs a long token, a long run of digits or a label word. The token class includes the full-width
# separators, since the check runs before the text is folded. One regex search each: a loop of substring tests
# over the cue words costs several times more.
_SHAPE = later(
    "[A-Za-z0-9_+/=.:\\-\uff0d\uff3f\uff0e\uff1a\uff1d\uff0f\u2010-\u2015\u2212]{16,}"
    "|[0-9](?:[ \\-\uff0d\u2010-\u2015\u2212]?[0-9]){8,}"
)
_CUES = later(
    "pass|pw|pin|key|token|secret|credential|code|otp|sig|phrase|mnemonic|card|acc|acct|visa|amex|iban"
    "|ssn|social sec|national id|id number|id no|tax id|licen|passport|cvv|cvc|csc|auth|bearer|begin"
    "|putty|//|@|密码|口令|密钥|秘钥|私钥|令牌|助记词|码|卡号|账号|账户|银行卡|信用卡|储蓄卡|借记卡|身份证"
    "|证件|社保|医保|公积金|驾驶证|驾照|税号|纳税|护照|通行证|卡背|背面|cid|identity|unionpay|-u |--user|seed"
)
# (the cues are searched in lower-cased text: IGNORECASE would make the search several times slower)
# Full-width letters and digits: text.clean has made them ASCII already, but masking must hold on its own too.
_WIDE = later("[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")

# -- credentials recognised by their own shape -----------------------------------------------------------------------
_TOKENS = later(
    r"""(?<![A-Za-z0-9])(?:
    sk-[A-Za-z0-9_\-]{16,}                              # OpenAI, Anthropic (sk-ant-), DeepSeek, OpenRouter (sk-or-)
  | (?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,} | whsec_[A-Za-z0-9]{20,}       # Stripe
  | (?:AKIA|ASIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])   # AWS key ids
  | AIza[0-9A-Za-z_\-]{30,} | GOCSPX-[0-9A-Za-z_\-]{20,} | ya29\.[0-9A-Za-z_\-]{20,} | 1//0[0-9A-Za-z_\-]{30,}
  | gh[pousr]_[A-Za-z0-9]{16,} | github_pat_[A-Za-z0-9_]{22,}                    # GitHub
  | gl(?:pat|dt|rt|ptt|cbt|ft|imt|soat|oas|agent|cat)-[A-Za-z0-9_\-]{20,} | GR1348941[A-Za-z0-9_\-]{20,}  # GitLab
  | xox[abposre]-[A-Za-z0-9\-]{10,} | xoxe\.xox[bp]-[A-Za-z0-9\-]{10,} | xapp-[0-9]-[A-Za-z0-9\-]{10,}   # Slack
  | hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_\-]+
  | discord(?:app)?\.com/api/webhooks/[0-9]+/[A-Za-z0-9_\-]+
  | (?:AC|SK)[0-9a-f]{32}(?![0-9A-Za-z])                # Twilio
  | SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}        # SendGrid
  | hf_[A-Za-z0-9]{30,} | api_org_[A-Za-z0-9]{30,}      # Hugging Face
  | npm_[A-Za-z0-9]{30,} | pypi-[A-Za-z0-9_\-]{50,}     # npm, PyPI
  | gsk_[A-Za-z0-9]{40,} | r8_[A-Za-z0-9]{30,} | pplx-[A-Za-z0-9]{40,} | xai-[A-Za-z0-9]{40,}
  | do[opr]_v1_[a-f0-9]{64} | shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32} | (?:ntn|secret)_[A-Za-z0-9]{40,}
  | lin_api_[A-Za-z0-9]{30,} | key-[0-9a-f]{32} | [0-9a-f]{32}-us[0-9]{1,2} | ATATT[A-Za-z0-9_\-=]{30,}
  | hvs\.[A-Za-z0-9_\-]{20,} | PMAK-[0-9a-f]{24}-[0-9a-f]{34} | dp\.(?:pt|st|ct|sa)\.[A-Za-z0-9]{40,}
  | AGE-SECRET-KEY-1[0-9A-Z]{50,} | [0-9]{8,10}:AA[0-9A-Za-z_\-]{30,}            # age, Telegram bots
  | eyJ[A-Za-z0-9_\-]{6,}\.[A-Za-z0-9_\-]{6,}\.[A-Za-z0-9_\-]*                  # JWT
)""",
    re.VERBOSE,
)
_AUTH = later(
    r"(?i)(?:authorization\s*:\s*(?:basic|bearer|token|digest)|(?<![a-z])bearer)\s+"
    r"([A-Za-z0-9\-._~+/]{8,}=*)"
)
_KEY_BLOCK = later(
    r"(?is)-{3,}\s*BEGIN\s+(?:[A-Z0-9]+\s+)*PRIVATE\s+KEY(?:\s+BLOCK)?\s*-{3,}"
    r"(?:.*?-{3,}\s*END\s+(?:[A-Z0-9]+\s+)*PRIVATE\s+KEY(?:\s+BLOCK)?\s*-{3,}|.*)"
    r"|PuTTY-User-Key-File-[0-9]+:.*?(?:Private-MAC:\s*[0-9a-f]+|$)"
)
# scheme://user:password@host (the password may hold "@"; the host starts after the last one), user:pw@host and
# curl -u user:password.
_URL_PASSWORD = later(
    r"(?i)(?<![a-z0-9+.\-])[a-z][a-z0-9+.\-]*://[^\s/:@]*:([^\s/]+)@(?=[A-Za-z0-9\[])"
    r"|(?<![A-Za-z0-9._\-/:])[A-Za-z0-9._\-]+:([^\s/@:]+)@"
    r"(?=(?:[A-Za-z0-9\-]+\.)+[A-Za-z]{2,}|[0-9]{1,3}(?:\.[0-9]{1,3}){3})"
    r"|(?<![A-Za-z0-9\-])(?:-u|--user)[\s=]+[^\s:/@]+:([^\s@]+)"
)  # curl -u user:password
# Any other long random-looking token (an AWS secret key, an unknown provider's key); judged by _random_looking.
_LONG_TOKEN = later(r"(?<![A-Za-z0-9_\-+/.])[A-Za-z0-9_\-+/.]{20,}={0,2}")
_WORDISH = later(r"[A-Z]?[a-z]{3,}")


def _random_looking(token: str) -> bool:
    """Mixed case with digits and few word-like stretches: a key, not a path, a name or a hex hash."""
    core = token.strip("._-=/")
    if len(core) < 20 or sum(c.isdigit() for c in core) < 1:
        return False
    if sum(c.isupper() for c in core) < 2 or sum(c.islower() for c in core) < 2:
        return False
    return sum(len(w) for w in _WORDISH.findall(core)) <= len(core) * 0.4


def _shaped(folded: str) -> list[Span]:
    # "sk-" could start a hyphenated phrase ("sk-learn-..."): a key after it has a digit or a capital
    spans = [
        m.span()
        for m in _TOKENS.finditer(folded)
        if not m.group().startswith("sk-") or any(c.isdigit() or c.isupper() for c in m.group()[3:])
    ]
    spans += [m.span(1) for m in _AUTH.finditer(folded)]
    spans += [m.span() for m in _KEY_BLOCK.finditer(folded)]
    spans += [next(m.span(g) for g in (1, 2, 3) if m.group(g) is not None) for m in _URL_PASSWORD.finditer(folded)]
    spans += [m.span() for m in _LONG_TOKEN.finditer(folded) if _random_looking(m.group())]
    return spans


# -- secrets named by a label ------------------------------------------------------------------------------------------
_EN_LABEL = r"""(?<![A-Za-z0-9])(?P<label>
    pass(?:word|wd|wort|code|phrase)s? | pass\s+(?:word|code|phrase) | pwd | pw | pass | pin(?:\s?code)? |
    (?:seed|recovery|secret|mnemonic|backup)\s+(?:phrase|words) | mnemonic |
    (?:api|access|secret(?:\s+access)?|private|auth|client|app|master|encryption|decryption|licen[cs]e|product|
       activation|wifi|wi-fi|wlan|wpa2?|ssh|gpg|pgp|signing|service|storage|account|shared\s+access|recovery)[\s_\-]?keys? |
    apikey | client[\s_\-]?secret | secret | credentials? | keys? |
    (?:access|auth|refresh|session|bearer|api|bot|id|oauth|personal\s+access|github|gitlab|slack|discord|telegram)
       [\s_\-]?tokens? | tokens? |
    otp | totp | one[\s\-]time\s+(?:code|password|passcode|pin) |
    (?:verification|verify|security|confirmation|login|log-in|sign[\s\-]?in|2fa|mfa|two[\s\-]factor|
       auth(?:entication|orization)?|recovery|backup|access|sms|activation|unlock|door|gate|alarm|safe|locker|lock|
       pairing|entry|garage)[\s_\-]codes? |
    signature | sig
)(?:[_\-][A-Za-z0-9]+)*(?![A-Za-z])"""
_ZH_LABEL = r"""(?P<label>
    (?:pin|PIN)码 | 密码 | 口令 | 暗码 | 密钥 | 秘钥 | 私钥 | 令牌 | 助记词 | 验证码 | 校验码 | 确认码 | 动态码 | 短信码 | 授权码 |
    提取码 | 取件码 | 取货码 | 激活码 | 兑换码 | 门禁码 | 开锁码 | 安全码
)"""
# Between label and value: an optional "for my email" (English only) and a connecting word or sign.
_EN_QUALIFIER = r"""(?:\s+(?:for|of|to|on|at|in|with|from)(?:\s+[^\s:=,;"'“”「]+(?![^\s:=,;])){1,4}?)?"""
_STRONG = r"""\s*(?:[:=]|=>|->)\s*(?:(?:是|为)\s*)?
    | \s*(?:是|为|就是|都是|改成了?|改为|换成了?|设成了?|设为|设置为|设置成|变成了?|叫)\s*:?\s*"""
_EN_CONNECT = (
    _STRONG
    + r"""
    | ['’]s\s+ | \s+(?:is|was|are|were|is\s+now|was\s+changed\s+to|has\s+been\s+changed\s+to|changed\s+to|will\s+be|
                   would\s+be|should\s+be|remains|reads)\s*:?\s+
    | \s+(?:to|as)\s+(?=\S*[0-9!@#$%^&*_+=~\-]) | \s+(?=\S*[0-9!@#$%^&*_+=~\-])"""
)
_ZH_CONNECT = _STRONG + r" | \s+ | (?=[!-~])"
_VALUE = r"""(?P<value>"[^"]{1,200}" | '[^']{1,200}' | “[^”]{1,200}” | ‘[^’]{1,200}’ | 「[^」]{1,200}」 | 『[^』]{1,200}』
    | `[^`]{1,200}` | [A-Za-z]{4}(?:\s[A-Za-z]{4}){3}(?![A-Za-z]) | [^\s\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff,"'“”‘’「」『』]+)"""
_EN_LABELLED = later(_EN_LABEL + _EN_QUALIFIER + "(?P<conn>" + _EN_CONNECT + ")" + _VALUE, re.VERBOSE | re.IGNORECASE)
_ZH_LABELLED = later(_ZH_LABEL + "(?P<conn>" + _ZH_CONNECT + ")" + _VALUE, re.VERBOSE | re.IGNORECASE)
# The value first: "hunter2 is my password", "123456是我的支付密码", "用 abc123 当密码".
_EN_VALUE_FIRST = later(
    r"""(?<![^\s"'“(])(?P<value>[!-~]{4,64}?)[.,]?\s+(?:is|was|as|=)\s+
    (?:(?:my|our|the|his|her|their|your|a|new|old|current|wifi|wi-fi|email|bank|admin|root|login|master|account)\s+){0,3}
    (?:password|passcode|passphrase|pin)(?![A-Za-z])""",
    re.VERBOSE | re.IGNORECASE,
)
_ZH_VALUE_FIRST = later(
    r"(?<![!-~])(?P<value>[!-~]{4,64})\s*(?:是|为|就是|作为|当)\s*(?:我们|我|你|他|她)?的?"
    r"[\u4e00-\u9fff]{0,6}?(?:密码|口令)"
)
# A value these words make is prose ("my password is too weak"), not a secret.
_PROSE = frozenset(
    "a an the not no too very so still really also just now same different wrong right incorrect invalid expired "
    "weak strong long short secure insecure safe saved stored changed reset required needed missing empty blank here "
    "there this that it its my your his her our their what which something anything nothing in on at for from of to "
    "with and or but if when where how why hard easy simple written set ok okay fine good bad great terrible gone "
    "lost leaked compromised unknown private secret hidden protected encrypted being been be sent shared working "
    "correct case-sensitive all both usually always never often similar complicated annoying stupid impossible "
    "boring random unique synced managed important personal sensitive supposed going getting about like literally "
    "due mine yours ours".split()
)
_SECRETISH = later(r"[0-9!@#$%^&*_+=~\-./]")
_MORE_CODES = later(r"(?:[\s,]+(?=[A-Za-z\-]*[0-9])[A-Za-z0-9\-]{4,16}(?![^\s,.;]))+")
_PHRASE_WORDS = later(r"[A-Za-z]+(?: [A-Za-z]+){0,23}")
_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "「": "」", "『": "』", "`": "`"}


def _label_kind(label: str) -> str:
    """password | pass | phrase | code | key: how strict the value must be."""
    label = label.lower()
    if "phrase" in label or "mnemonic" in label or label.endswith(" words") or label == "助记词":
        return "phrase"
    if label in ("pass", "sig", "signature"):
        return "pass"
    if label.startswith("pass") or label in ("pwd", "pw", "密码", "口令", "暗码"):
        return "password"
    if "code" in label or label.startswith("pin") or label.endswith("码") or "otp" in label or "time" in label:
        return "code"
    return "key"


def _value_span(folded: str, m: re.Match, zh: bool) -> Span | None:
    """Where the secret of one label match is, or None when the value reads as ordinary words."""
    start, end = m.span("value")
    value = m.group("value")
    if value.startswith(MASK):
        return None  # masked already
    if value[0] in _QUOTES and value[-1] == _QUOTES[value[0]] and len(value) > 2:
        return start + 1, end - 1  # whatever is quoted is the secret, spaces and all
    if m.group("conn").strip() == "=":
        value = re.split("[&;]", value)[0]  # key=value pairs of a query or a connection string
    trimmed = value.rstrip(".,:;)]}>")
    end = start + len(trimmed)
    if not trimmed:
        return None
    kind = _label_kind(m.group("label"))
    conn = m.group("conn").strip()
    strong = bool(conn) and conn not in ("to", "as") or zh
    if kind == "phrase":
        words = _PHRASE_WORDS.match(folded, start)
        return (start, max(end, words.end())) if words and (strong or _SECRETISH.search(trimmed)) else None
    if trimmed.lower() in _PROSE:
        return None
    if _prose_number(m, trimmed, kind, strong):
        return None
    has_mark = _SECRETISH.search(trimmed) is not None
    if kind == "pass":
        return (start, end) if conn in (":", "=") else None
    if kind == "password":
        # "passwords are annoying": a plural label states a value only when the value looks like one
        plural = m.group("label").lower().endswith("s") and not zh
        return (start, end) if (strong and not plural) or has_mark else None
    if kind == "code":
        if not (has_mark or (zh and len(trimmed) >= 4)):
            return None
        more = _MORE_CODES.match(folded, end)  # a list of backup codes
        return start, more.end() if more else end
    # keys, tokens, secrets, credentials: the value has to look like one ("sort key: created_at" is not)
    bare_key = m.group("label").lower() in ("key", "keys")
    digits = sum(c.isdigit() for c in trimmed)
    if (digits >= 2 and len(trimmed) >= (12 if bare_key else 6)) or _random_looking(trimmed):
        return start, end
    # Said plainly after its label ("密钥是…", "api key: …"), a key is one whatever its alphabet and digits.
    return (start, end) if strong and m.start("conn") == m.end("label") and _letter_key(trimmed) else None


_KEY_PREFIX = later(r"^[A-Za-z]{1,4}[\-_](?=[A-Za-z0-9]{12,}$)")
_VOWELS = frozenset("aeiouyAEIOUY")


def _letter_key(value: str) -> bool:
    """A run of letters and digits with at most a short provider prefix ("sk-") that is no word or identifier: too
    long and with too few vowels for a word ("mnbvcxzasdfghjklqw"), not an identifier of words ("user_profile_v2")."""
    core = _KEY_PREFIX.sub("", value)
    if len(core) < 12 or not core.isascii() or not core.isalnum():
        return False
    letters = [c for c in core if c.isalpha()]
    return bool(letters) and sum(c in _VOWELS for c in letters) / len(letters) < 0.3


def _prose_number(m: re.Match, value: str, kind: str, strong: bool) -> bool:
    """A long number standing in a sentence is a count, a date or a reference, not a secret, unless its label stands
    right before it ("pin 123456789", "secret: 123456789"); a label word with other words between ("the secret for
    the family 123456789 days", "a token of appreciation for 123456789 followers") does not make it one. A key-like
    label ("secret", "token") needs both: right before it and said plainly. Checksummed numbers are found apart."""
    digits = re.sub(r"[\s\-.]", "", value)
    if len(digits) < 9 or not digits.isdigit():
        return False
    adjacent = m.start("conn") == m.end("label")
    return not (adjacent and strong) if kind == "key" else not (adjacent or strong)


def _labelled(folded: str) -> list[Span]:
    spans = []
    for pattern, zh in ((_EN_LABELLED, False), (_ZH_LABELLED, True)):
        for m in pattern.finditer(folded):
            span = _value_span(folded, m, zh)
            if span is not None:
                spans.append(span)
    for pattern in (_EN_VALUE_FIRST, _ZH_VALUE_FIRST):
        spans += [m.span("value") for m in pattern.finditer(folded) if _SECRETISH.search(m.group("value"))]
    return spans


# -- identity and money numbers named by a label -----------------------------------------------------------------------
_NUMBER_LABELLED = later(
    r"""(?:(?<![A-Za-z0-9])(?P<en>
        (?:credit|debit|bank|visa|master|payment)?\s?card(?:\s+(?:number|no\.?|num|\#))? | visa | mastercard | amex |
        unionpay | (?:bank\s+)?account(?:\s+(?:number|no\.?|num|\#))? | acct(?:\s+(?:number|no\.?|\#))? |
        routing\s+number | iban | social\s+security(?:\s+(?:number|no\.?|\#))? | ssn |
        national\s+id(?:\s+(?:number|no\.?))? | id\s+(?:card\s+)?(?:number|no\.?|\#) | identity\s+(?:card\s+)?number |
        tax\s+id | ein | itin | driver'?s?\s+licen[cs]e(?:\s+(?:number|no\.?|\#))? |
        passport(?:\s+(?:number|no\.?|\#))? | cvv2? | cvc2? | csc | cid | card\s+verification(?:\s+(?:value|code))? |
        security\s+code)(?![A-Za-z])
    | (?P<zh>银行卡号?|信用卡号?|储蓄卡号?|借记卡号?|工资卡号?|卡号|银行账[号户]|收款账[号户]|对公账[号户]|账号|账户|
        身份证(?:号码?)?|证件号码?|社保卡?号码?|医保卡?号码?|公积金账?号|驾驶证号?码?|驾照号?码?|税号|纳税人识别号|
        护照(?:号码?)?|通行证号?码?|安全码|卡背面?后?三位数?|背面三位数?))
    (?P<conn>"""
    + _STRONG
    + r""" | \s*(?:number|no\.?|\#)?\s*(?:is|was|:)?\s*)
    (?P<value>(?:[A-Za-z]{1,3}[\s\-]?)?[0-9](?:[\s\-.]?[0-9]){2,33}(?:[Xx](?![A-Za-z]))?)(?![0-9])""",
    re.VERBOSE | re.IGNORECASE,
)
_MOBILE = later(r"1[3-9][0-9]{9}")


def _number_labelled(folded: str) -> list[Span]:
    spans = []
    for m in _NUMBER_LABELLED.finditer(folded):
        label = (m.group("en") or m.group("zh")).lower()
        digits = re.sub(r"[^0-9]", "", m.group("value"))
        if any(word in label for word in ("cvv", "cvc", "csc", "cid", "verification", "security", "安全码", "三位")):
            needed = 3
        elif any(word in label for word in ("card", "卡", "account", "acct", "账", "routing", "iban", "visa", "amex")):
            # an account named by a phone number is a contact fact
            if _MOBILE.fullmatch(digits) and "卡" not in label and "card" not in label:
                continue
            needed = 8
        else:
            needed = 5
        if len(digits) >= needed:
            spans.append(m.span("value"))
    return spans


def _suspect(text: str) -> bool:
    """Whether the text could hold a secret at all (false for most utterances)."""
    return _SHAPE.search(text) is not None or _CUES.search(text.lower()) is not None


def _merge(spans: list[Span]) -> list[Span]:
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(s, e) for s, e in merged]


def _find(text: str) -> list[Span]:
    folded = text.translate(_FOLD) if _WIDE.search(text) else text
    if not folded or not _suspect(folded):
        return []
    folded = folded.translate(_FOLD)
    lowered = folded.lower()
    spans = [*_shaped(folded), *_labelled(folded), *_number_labelled(folded), *find_numbers(folded, lowered)]
    return _merge([s for s in spans if s[1] > s[0]])


def find_secrets(text: str) -> list[Span]:
    """Spans of text (start, end) that hold a secret, sorted and not overlapping.

    Invisible characters inside a key (zero-width, fillers, blank braille) would split it into harmless-looking
    pieces: the search reads the text without them and the spans are mapped back over them."""
    if _HIDDEN.search(text) is None:
        return _find(text)
    kept = [i for i, ch in enumerate(text) if _HIDDEN.match(ch) is None]
    return [(kept[s], kept[e - 1] + 1) for s, e in _find("".join(text[i] for i in kept))]


def mask_secrets(text: str) -> str:
    """The text with every secret replaced by MASK."""
    spans = find_secrets(text)
    if not spans:
        return text
    out, last = [], 0
    for start, end in spans:
        out += [text[last:start], MASK]
        last = end
    out.append(text[last:])
    return "".join(out)
