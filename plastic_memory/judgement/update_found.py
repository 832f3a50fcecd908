"""A thing said lost (or taken away for a while), then said found or had back: the loss is no longer current ("wallet
turned up in the couch cushions" after "I lost my wallet", 钱包找到了 after 我钱包丢了, "got my license back" after "my
license is suspended", 驾照拿回来了 after 我驾照被扣了). Read from the two whole remarks by the thing each names, before any
claim is compared (update_whole.replaced_whole)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..language.lazy_re import later
from ..language.memo import sets

# A loss, with the thing lost: "lost my wallet", "my keys went missing", "can't find my passport", 钱包丢了, 手机被偷了,
# 找不到钥匙了 (the thing is the word before or after the verb)
_LOST_EN = later(
    r"\b(?:lost|misplaced|can't find|cannot find|can not find|left)\s+(?:my|our|his|her|the)\s+(?P<a>[a-z]+(?:\s+[a-z]+)?)|"
    r"\b(?:my|our|his|her|the)\s+(?P<b>(?:[a-z]+\s+)?[a-z]+)\s+(?:got|was|were|went|is|are)\s+(?:stolen|missing|lost|nicked|pinched)\b|"
    # taken away for a while: a licence suspended, a car impounded, a phone confiscated (and then "got it back")
    r"\b(?:my|our|his|her|the)\s+(?P<c>(?:[a-z]+\s+)?[a-z]+)\s+(?:got|was|were|is|are|has been|have been)\s+"
    r"(?:(?:temporarily|just)\s+)?(?:suspended|revoked|confiscated|impounded|seized|taken away|towed|frozen|locked)\b|"
    r"\b(?:took|confiscated|impounded|seized|suspended|revoked|froze)\s+(?:my|our|his|her)\s+(?P<d>[a-z]+(?:\s+[a-z]+)?)"
)
_LOST_ZH = later(
    r"(?P<a>[\u4e00-\u9fff]{2,4}?)(?:又|也|给|被人)?(?:丢了|弄丢了|搞丢了|不见了|被偷了|被偷走了|找不到了|找不着了)|"
    # taken away for a while (驾照被扣了, 车被拖走了, 手机被没收了, 账号被封了)
    r"(?P<c>[\u4e00-\u9fff]{2,4}?)(?:又|也|给)?被(?:交警|警察|学校|老师|银行|平台)?(?:扣|暂扣|吊销|没收|收走|拖走|冻结|封|查封|扣押)(?:了|掉了)|"
    r"(?:丢了|弄丢了|找不到|找不着)(?:我的|我)?(?P<b>[\u4e00-\u9fff]{2,4})"
)
# A find, with the thing found: "found my wallet", "the keys turned up", "got my bike back", 钱包找到了, 找回了手机,
# 驾照拿回来了
_FOUND_EN = later(
    r"\b(?:found|recovered|got back)\s+(?:my|our|his|her|the)\s+(?P<a>[a-z]+(?:\s+[a-z]+)?)|"
    r"\b(?:got)\s+(?:my|our|his|her|the)\s+(?P<c>(?:[a-z]+\s+)?[a-z]+)\s+back\b|"
    r"\b(?P<b>[a-z]+)\s+(?:turned up|showed up|was found|got found|has been found|was handed in|got handed in|got returned|was returned)\b"
)
_FOUND_ZH = later(
    r"(?P<a>[\u4e00-\u9fff]{2,4}?)(?:已经|终于|居然|竟然)?(?:找到了|找回来了|找着了|被找到了|失而复得|被人送回来了|被送回来了|"
    r"拿回来了|要回来了|领回来了|取回来了|还回来了|解封了|解冻了)|"
    r"(?:找回了|找到了)(?:我的|我)?(?P<b>[\u4e00-\u9fff]{2,4})"
)
# Still lost, or only looked for: no find ("haven't found my wallet", 还没找到钱包, 钱包找到了吗)
_NOT_FOUND = later(
    r"\b(?:haven't|have not|hasn't|never|didn't|did not|still not|not yet|can't|hope|hoping|if)\b[^.,;!?]{0,12}$|"
    r"(?:没|没有|还没|不|能不能|希望|要是|如果)$"
)
_ASKED = later(r"[?？]|吗|\bdid you\b")
_NOT_A_THING = frozenset(
    "at in on to from for the a an and with at last this today yesterday again back up so it too just by near".split()
)
_CJK = later(r"[\u4e00-\u9fff]")
_OWNER_ZH = later(r"^(?:我的|我|我们的|他的|她的|我家的?)")


def _things(pattern: re.Pattern[str], text: str, cjk: bool) -> frozenset[str]:
    out = set()
    for m in pattern.finditer(text):
        if _NOT_FOUND.search(text[: m.start()]):
            continue
        said = next(g for g in m.groups() if g)
        if cjk:
            out.add(_OWNER_ZH.sub("", said))
        else:  # ("lost my phone at the mall": the thing is a word of the two after "my", not "at")
            out |= {x.rstrip("s") for x in said.split() if x not in _NOT_A_THING}
    return frozenset(x for x in out if x)


@sets(4096)
def finds(new: str) -> frozenset[str]:
    """The things a remark says were found (钱包找到了: 钱包; "wallet turned up": wallet); none when it asks."""
    low = new.lower()
    if _ASKED.search(low):
        return frozenset()
    cjk = _CJK.search(new) is not None
    return _things(_FOUND_ZH if cjk else _FOUND_EN, low, cjk)


@lru_cache(maxsize=4096)
def found_again(new: str, old: str) -> bool:
    """Whether the newer remark says found what the older said was lost (module doc)."""
    found = finds(new)
    if not found:
        return False
    cjk = _CJK.search(new) is not None
    low_old = old.lower()
    lost = _things(_LOST_ZH if cjk else _LOST_EN, low_old, cjk)
    if cjk:  # (钱包 found against 我的钱包 lost; one ending the other's words)
        return any(f.endswith(x[-2:]) or x.endswith(f[-2:]) for f in found for x in lost)
    return bool(found & lost)
