"""Identity and money numbers without a label: card numbers (Luhn), Chinese national IDs, IBANs and US SSNs.

Each finder returns the spans of numbers it is sure of: the shape alone is not enough, a checksum or a valid range
must hold, so phone numbers, dates, amounts and order numbers stay as the user wrote them.
"""

from __future__ import annotations

import datetime as dt
import re
from .lazy_re import later

Span = tuple[int, int]

# Digits in groups split by one space, hyphen or dot, 13 to 19 in all, not glued to a letter, a digit or a "+".
_CARD = later(r"(?<![0-9A-Za-z+.])[0-9](?:[ \-.]?[0-9]){12,18}(?![0-9])")
_ID18 = later(
    r"(?<![0-9A-Za-z])[1-8][0-9]{5} ?(?:18|19|20)[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])"
    r" ?[0-9]{3}[0-9Xx](?![0-9A-Za-z])"
)
_IBAN = later(r"(?<![0-9A-Za-z])([A-Za-z]{2})([0-9]{2})((?: ?[A-Za-z0-9]){10,30})")
_SSN = later(r"(?<![0-9A-Za-z\-])([0-9]{3})-([0-9]{2})-([0-9]{4})(?![0-9\-])")
# A number right after one of these words is an order, ticket or phone number, not a card or an ID.
_NOT_SECRET_BEFORE = later(
    r"订单|单号|运单|快递|物流|流水|发票|编号|工单|合同|会员|电话|手机|(?<![a-z])(?:order|tracking|"
    r"invoice|ref|reference|booking|ticket|confirmation (?:no|number|#)|phone|tel|call|fax|"
    r"mobile|whatsapp)(?![a-z])"
)
# IBAN lengths by country (ISO 13616 registry); a candidate must have its country's exact length.
_IBAN_LENGTHS = {
    "AD": 24,
    "AE": 23,
    "AL": 28,
    "AT": 20,
    "AZ": 28,
    "BA": 20,
    "BE": 16,
    "BG": 22,
    "BH": 22,
    "BR": 29,
    "BY": 28,
    "CH": 21,
    "CR": 22,
    "CY": 28,
    "CZ": 24,
    "DE": 22,
    "DK": 18,
    "DO": 28,
    "EE": 20,
    "EG": 29,
    "ES": 24,
    "FI": 18,
    "FO": 18,
    "FR": 27,
    "GB": 22,
    "GE": 22,
    "GI": 23,
    "GL": 18,
    "GR": 27,
    "GT": 28,
    "HR": 21,
    "HU": 28,
    "IE": 22,
    "IL": 23,
    "IQ": 23,
    "IS": 26,
    "IT": 27,
    "JO": 30,
    "KW": 30,
    "KZ": 20,
    "LB": 28,
    "LC": 32,
    "LI": 21,
    "LT": 20,
    "LU": 20,
    "LV": 21,
    "MC": 27,
    "MD": 24,
    "ME": 22,
    "MK": 19,
    "MR": 27,
    "MT": 31,
    "MU": 30,
    "NL": 18,
    "NO": 15,
    "PK": 24,
    "PL": 28,
    "PS": 29,
    "PT": 25,
    "QA": 29,
    "RO": 24,
    "RS": 22,
    "SA": 24,
    "SC": 31,
    "SE": 24,
    "SI": 19,
    "SK": 24,
    "SM": 27,
    "ST": 25,
    "SV": 28,
    "TL": 23,
    "TN": 24,
    "TR": 26,
    "UA": 29,
    "VA": 22,
    "VG": 24,
    "XK": 20,
}
_ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)


def luhn(digits: str) -> bool:
    """The Luhn check every payment card number passes."""
    total, parity = 0, len(digits) % 2
    for i, ch in enumerate(digits):
        d = int(ch)
        if i % 2 == parity:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def card_like(digits: str) -> bool:
    """13-19 digits, Luhn-valid, starting like a card network's numbers: Mir and Mastercard 2200-2204 and 2221-2720,
    Amex, JCB and Diners 30/34-38, Visa 4, Mastercard and Maestro 5, Discover, UnionPay and Maestro 6."""
    if not 13 <= len(digits) <= 19:
        return False
    head = int(digits[:4])
    network = (
        2200 <= head <= 2204 or 2221 <= head <= 2720 or digits[0] == "3" and digits[1] in "045678" or digits[0] in "456"
    )
    return network and luhn(digits)


def china_id_ok(number: str) -> bool:
    """An 18-character Chinese resident ID: a real birth date and the ISO 7064 MOD 11-2 check character."""
    number = number.replace(" ", "").upper()
    if len(number) != 18 or not number[:17].isdigit():
        return False
    try:
        dt.date(int(number[6:10]), int(number[10:12]), int(number[12:14]))
    except ValueError:
        return False
    total = sum(int(d) * w for d, w in zip(number, _ID_WEIGHTS))
    return "10X98765432"[total % 11] == number[17]


def iban_ok(compact: str) -> bool:
    """An IBAN without spaces: its country's length and the mod-97 check."""
    compact = compact.upper()
    if _IBAN_LENGTHS.get(compact[:2]) != len(compact) or not compact.isalnum():
        return False
    moved = compact[4:] + compact[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


def ssn_ok(area: str, group: str, serial: str) -> bool:
    """A US social security number in an issued range (no 000/666/9xx area, no 00 group, no 0000 serial)."""
    return area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000"


def _after_non_secret_word(lowered: str, start: int) -> bool:
    return _NOT_SECRET_BEFORE.search(lowered, max(0, start - 16), start) is not None


def _cards(folded: str, lowered: str) -> list[Span]:
    spans = []
    for m in _CARD.finditer(folded):
        # Try the longest run of whole groups first: "4111 1111 1111 1111 2025" is a card and a year.
        cuts = [i for i, ch in enumerate(m.group(), 1) if ch in " -."] + [len(m.group()) + 1]
        for cut in reversed(cuts):
            digits = re.sub(r"[ \-.]", "", m.group()[: cut - 1])
            if card_like(digits):
                if not _after_non_secret_word(lowered, m.start()):
                    spans.append((m.start(), m.start() + cut - 1))
                break
    return spans


def _china_ids(folded: str, lowered: str) -> list[Span]:
    return [
        m.span()
        for m in _ID18.finditer(folded)
        if china_id_ok(m.group()) and not _after_non_secret_word(lowered, m.start())
    ]


def _ibans(folded: str, lowered: str) -> list[Span]:
    spans = []
    for m in _IBAN.finditer(folded):
        # The greedy run may take the next word too: keep the prefix of its country's length.
        size = _IBAN_LENGTHS.get(m.group(1).upper())
        if size is None:
            continue
        kept, end = 4, m.start(3)
        while kept < size and end < m.end():
            if folded[end] != " ":
                kept += 1
            end += 1
        found = folded[m.start() : end]
        # Unlabelled, only the upper-case form counts: a lower-case run is more likely words than a bank account.
        labelled = "iban" in lowered[max(0, m.start() - 12) : m.start()]
        if kept == size and (labelled or found.isupper()) and iban_ok(found.replace(" ", "")):
            spans.append((m.start(), end))
    return spans


def _ssns(folded: str, lowered: str) -> list[Span]:
    return [m.span() for m in _SSN.finditer(folded) if ssn_ok(*m.groups())]


def find_numbers(folded: str, lowered: str) -> list[Span]:
    """Spans of unlabelled card numbers, Chinese IDs, IBANs and SSNs in already width-folded text."""
    return [*_cards(folded, lowered), *_china_ids(folded, lowered), *_ibans(folded, lowered), *_ssns(folded, lowered)]
