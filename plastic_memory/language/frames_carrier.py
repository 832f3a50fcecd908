"""Frames of the network one's phone is on, in English and Chinese: one at a time ("I'm on the Verizon unlimited plan" ->
"ported my number to Mint Mobile", 我用的是移动的卡 -> 携号转网到电信了). Read into EN_FRAMES and ZH_FRAMES."""

from __future__ import annotations

from .frame_parts import SET
from .frame_parts import any_of as _any

# Networks whose names are no other word: read wherever they are said.
_EN_NETWORKS = (
    "verizon", "at&t", "att", "t-mobile", "tmobile", "sprint", "mint mobile", "metro pcs", "metropcs", "metro by t-mobile",
    "boost mobile", "google fi", "us mobile", "xfinity mobile", "spectrum mobile", "straight talk", "tracfone", "vodafone",
    "o2", "giffgaff", "lebara", "lycamobile", "telstra", "optus", "rogers", "telus", "koodo", "freedom mobile",
    "public mobile", "jio", "airtel", "singtel", "starhub", "movistar", "cricket wireless",
)  # fmt: skip
# ... and those that are words too ("three", "smart", "orange", "mint"): only before "plan" or "network".
_EN_WORD_NETWORKS = ("mint", "visible", "cricket", "boost", "ee", "three", "smart", "globe", "orange", "claro", "tim",
                     "vivo", "bell", "fido", "m1")  # fmt: skip
_EN_SURE = _any(_EN_NETWORKS)
_EN_CARRIERS = _any(_EN_NETWORKS + _EN_WORD_NETWORKS)

EN_CARRIER_FRAMES: dict[str, list[tuple[str, str]]] = {
    "carrier": [
        (
            SET,
            r"\b(?:i'm|i am|we're|we are|i've been|we've been) (?:still )?(?:on|with) (?:the )?(?P<v>"
            + _EN_CARRIERS
            + r")"
            r"(?: [a-z0-9]+){0,3}? (?:plan|network|prepaid|contract|family plan)\b|"
            r"\b(?:my|our) (?:phone |cell |mobile )?(?:carrier|provider|network) is (?P<w>" + _EN_SURE + r")\b|"
            # a network whose name is no other word, said as what one is on ("I'm on Verizon", "we've been on AT&T for
            # years"): "with" would as well be where one works ("I'm with Verizon" in sales), so it needs the plan
            r"\b(?:i'm|i am|we're|we are|i've been|we've been) (?:still )?on (?P<x>" + _EN_SURE + r")\b(?!'s|\.com)",
        ),
        # a number taken to another network, called by its name ("ported my number to Mint Mobile")
        (
            SET,
            r"\bport(?:ed|ing)? (?:my|our) (?:number|numbers|phone|line|lines) (?:over )?to (?P<n>[a-z][a-z0-9&\-]*(?: [a-z][a-z0-9&\-]*)?)"
            r"(?=[,.;!]|$| now\b| and\b| last\b| yesterday\b| today\b| this\b)|"
            r"\bswitched (?:my phone |carriers |providers |networks )?(?:over )?to (?P<v>" + _EN_SURE + r")\b",
        ),
    ],
}

_ZH_CARRIERS = r"(?:中国)?(?P<v>移动|联通|电信|广电)"

ZH_CARRIER_FRAMES: dict[str, list[tuple[str, str]]] = {
    "carrier": [
        (SET, r"(?:用的是?|我是|办的是?|用着)" + _ZH_CARRIERS + r"(?:的)?(?:卡|号|套餐|手机号|号码)"),
        (
            SET,
            r"(?:携号转网|转网)(?:到|去|成|给)?了?"
            + _ZH_CARRIERS
            + r"|(?:换成|换到|转到)了?"
            + _ZH_CARRIERS.replace("v>", "w>")
            + r"(?:的)?(?:卡|号|套餐)",
        ),
    ],
}
