"""props.page of the legal pages: the company's legal facts, which no other
page shows (website/props.py: LegalPage)."""

from typing import Any

from django.http import HttpRequest

from website.pages import register
from website.props import legal_facts

LEGAL_ROUTES = ("mentions-legales", "politique-confidentialite", "cookies", "accessibilite")


def legal_page(request: HttpRequest) -> dict[str, Any]:
    return {"legal": legal_facts()}


for _key in LEGAL_ROUTES:
    register(_key)(legal_page)
