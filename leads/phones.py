"""Phone numbers as staff type them: "01 23 45 67 89", "+33 1 23 45 67 89",
"01.23.45.67.89" are the same line.

The lead keeps the number as the prospect wrote it (shown, exported) and a
normalised copy, `phone_digits`, used by the admin search: digits only,
French numbers without their trunk prefix (0, +33 or 0033). The same function
normalises the search terms, so the lookup is a plain `contains` that works
alike on SQLite and PostgreSQL.
"""

import re

_NOT_DIGIT = re.compile(r"\D")


def national_digits(text: str) -> str:
    """Digits of a number, French numbers without 0 / +33 / 0033."""
    stripped = text.strip()
    digits = _NOT_DIGIT.sub("", stripped)
    if stripped.startswith("+"):
        return digits[2:] if digits.startswith("33") else digits
    if digits.startswith("0033"):
        return digits[4:]
    if digits.startswith("0"):
        return digits[1:]
    return digits


def tel_href(text: str) -> str:
    """The tel: target: international form for French numbers, digits otherwise."""
    stripped = text.strip()
    if not _NOT_DIGIT.sub("", stripped):
        return ""
    if stripped.startswith("+") or stripped.startswith("00"):
        return "+" + _NOT_DIGIT.sub("", stripped).removeprefix("00")
    if stripped.startswith("0"):
        return "+33" + national_digits(stripped)
    return _NOT_DIGIT.sub("", stripped)
