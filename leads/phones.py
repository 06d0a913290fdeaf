"""Phone numbers of leads: which ones dial, their E.164 form, how staff read them.

A number is read with libphonenumber (the `phonenumbers` module):
- with `+` (or the 00 international prefix), it names its own country;
- otherwise it is read as French, then as Belgian: the markets the site
  addresses. « 0470 12 34 56 » makes sense in both; France, the home market,
  wins (the lead keeps the number as typed, so staff can still see it).

It is accepted (`dialable`) when libphonenumber holds it valid, or, for a
French or Belgian number, when it has the right number of digits for its
country after the trunk 0. The length rule is there because libphonenumber's
ranges lag new allocations and leave out numbers such as « 02 123 45 67 »
(Brussels), which the issue keeps accepted: refusing a real prospect's number
costs the lead, a wrong digit costs one call. « 06 12 34 » and « 01 30 12 12 »
have too few digits in both countries and are refused. content/phone-examples.json
is the table of verdicts both test suites read.

The lead also keeps `phone_digits` (national_digits below) for the admin
search: digits only, French numbers without their trunk prefix (0, +33 or
0033). The same function normalises the search terms, so the lookup is a plain
`contains` that works alike on SQLite and PostgreSQL.
"""

import re

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumber, PhoneNumberFormat

# Read in this order when the number has no country code.
HOME_REGIONS = ("FR", "BE")
# Where staff call from: these numbers are shown in their national form.
STAFF_REGION = "FR"
_NOT_DIGIT = re.compile(r"\D")


def _parse(text: str, region: str) -> PhoneNumber | None:
    try:
        return phonenumbers.parse(text, region)
    except NumberParseException:
        return None


def _right_length(number: PhoneNumber) -> bool:
    """A French or Belgian number of the right length once its trunk 0 is off.
    libphonenumber keeps a 0 it could not strip as part of the number: « 01 30
    12 12 » read as Belgian would be "01301212", the length of a Brussels line;
    no French or Belgian number starts with 0 after the trunk prefix."""
    region = phonenumbers.region_code_for_number(number)
    return (
        region in HOME_REGIONS
        and not phonenumbers.national_significant_number(number).startswith("0")
        and phonenumbers.is_possible_number_with_reason(number)
        == phonenumbers.ValidationResult.IS_POSSIBLE
    )


def parse(text: str) -> PhoneNumber | None:
    """The number `text` stands for, or None when it cannot be dialled."""
    if not _NOT_DIGIT.sub("", text):
        return None
    readings = [n for n in (_parse(text, region) for region in HOME_REGIONS) if n is not None]
    # With a country code both readings are the same number.
    for accept in (phonenumbers.is_valid_number, _right_length):
        for number in readings:
            if accept(number):
                return number
    return None


def dialable(text: str) -> bool:
    return parse(text) is not None


def e164(text: str) -> str:
    """« 01 23 45 67 89 » -> "+33123456789"; "" when the number cannot be dialled."""
    number = parse(text)
    return phonenumbers.format_number(number, PhoneNumberFormat.E164) if number else ""


def for_staff(e164_text: str) -> str:
    """How staff read a stored E.164 number: French numbers in the national
    form they dial (« 01 23 45 67 89 »), others in the international form
    (« +32 2 123 45 67 »), since a foreign national form dialled from France
    reaches a French line."""
    number = _parse(e164_text, STAFF_REGION)
    if number is None:
        return e164_text
    if phonenumbers.region_code_for_number(number) == STAFF_REGION:
        return phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL)
    return phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)


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
