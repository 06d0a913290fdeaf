"""The company's fictional identifiers are valid French ones (content/company.json)."""

import re

from django.conf import settings


def luhn_valid(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char) * (2 if index % 2 else 1)
        total += value - 9 if value > 9 else value
    return total % 10 == 0


def digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def test_siren_and_siret_pass_the_luhn_check() -> None:
    siret = digits(settings.COMPANY["siret"])
    siren = digits(settings.COMPANY["registration"])
    assert len(siren) == 9 and len(siret) == 14
    assert siret.startswith(siren)
    assert luhn_valid(siren)
    assert luhn_valid(siret)


def test_vat_key_is_computed_from_the_siren() -> None:
    vat = settings.COMPANY["vatNumber"].replace(" ", "")
    siren = digits(settings.COMPANY["registration"])
    assert vat == f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"


def test_publication_director_is_named() -> None:
    assert settings.COMPANY["publicationDirector"].strip()


def test_luhn_check_itself() -> None:
    assert luhn_valid("912345675") and not luhn_valid("912345678")
