"""props.page of the legal pages: the company's legal facts, which no other
page shows, and the page's prose as published from Wagtail by a superuser
(cms/legal_prose.py), else content/page_<key>.json (website/props.py:
LegalPage)."""

from typing import Any

from django.http import HttpRequest

from contentstore.documents import LEGAL_PROSE
from core.routes import Route
from website.content import loader
from website.pages import register
from website.props import legal_facts


def legal_page(request: HttpRequest, route: Route) -> dict[str, Any]:
    return {"legal": legal_facts(), "prose": loader.load_legal_prose(route.key)}


for _key in LEGAL_PROSE:
    register(_key, with_route=True)(legal_page)
