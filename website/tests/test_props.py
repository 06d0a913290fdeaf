"""Page props: public company facts only, and the shape the generated types describe."""

import json
import re
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.cache import cache
from django.test import Client
from pydantic import BaseModel
from pytest_django.fixtures import Settings

from core.routes import route_table
from website.props import (
    ContactPage,
    HomePage,
    LegalFacts,
    LegalPage,
    NotFoundPage,
    OfferPage,
    PageProps,
    PublicCompany,
    SitemapPage,
)

# Every route, and a path that is none (the 404 page has props too).
PATHS = [route.path for route in route_table().routes] + ["/page-qui-n-existe-pas"]
# Addresses company.json keeps for the mail notifications, never for a page.
INTERNAL = ("salesEmail", "moderationEmail")
PAGE_MODELS: dict[str, type[BaseModel]] = {
    "home": HomePage,
    "telephonie": OfferPage,
    "connexion": OfferPage,
    "infogerance": OfferPage,
    "cybersecurite": OfferPage,
    "contact": ContactPage,
    "mentions-legales": LegalPage,
    "politique-confidentialite": LegalPage,
    "cookies": LegalPage,
    "accessibilite": LegalPage,
    "not-found": NotFoundPage,
    "sitemap": SitemapPage,
}
pytestmark = pytest.mark.django_db
REAL_CONTENT = Path(__file__).resolve().parents[2] / "content"


def json_props(client: Client, path: str) -> dict[str, Any]:
    response = client.get(path, HTTP_ACCEPT="application/json")
    assert response["Content-Type"].startswith("application/json")
    data: dict[str, Any] = response.json()
    return data


def embedded_props(html: str) -> dict[str, Any]:
    match = re.search(r'<script id="page-props" type="application/json">(.*?)</script>', html, re.S)
    assert match, "no page-props json_script"
    data: dict[str, Any] = json.loads(match.group(1))
    return data


@pytest.fixture
def internal_addresses(settings: Settings) -> list[str]:
    # Distinctive values, so that finding one anywhere in a page is a leak.
    settings.COMPANY = {
        **settings.COMPANY,
        "salesEmail": "ventes-interne@tq.invalid",
        "moderationEmail": "moderation-interne@tq.invalid",
    }
    return ["ventes-interne@tq.invalid", "moderation-interne@tq.invalid"]


@pytest.mark.ssr
@pytest.mark.parametrize("path", PATHS)
def test_no_page_carries_the_internal_addresses(
    client: Client, with_ssr: str, internal_addresses: list[str], path: str
) -> None:
    html = client.get(path).content.decode()
    answer = client.get(path, HTTP_ACCEPT="application/json").content.decode()
    assert '<div id="root"><' in html, "the page was not server-rendered"
    for body in (html, answer):
        for leak in [*internal_addresses, *INTERNAL]:
            assert leak not in body
    # The embedded props and the navigation answer carry the same public facts.
    assert embedded_props(html)["site"] == json.loads(answer)["site"]


def test_site_is_exactly_the_public_facts(client: Client) -> None:
    site = json_props(client, "/home")["site"]
    assert set(site) == set(PublicCompany.model_fields)
    assert site["email"] == settings.COMPANY["email"]
    assert site["address"] == settings.COMPANY["address"]
    assert "supportPhone" not in site  # shown nowhere


def test_only_the_legal_pages_carry_the_legal_facts(client: Client) -> None:
    """Issue 18 (/home's HTML budget): the legal facts are not in every page's
    site facts, only in the legal pages' own props."""
    assert not set(LegalFacts.model_fields) & set(json_props(client, "/home")["site"])
    for path in ("/mentions-legales", "/politique-confidentialite", "/cookies", "/accessibilite"):
        legal = json_props(client, path)["page"]["legal"]
        assert set(legal) == set(LegalFacts.model_fields)
        assert legal["siret"] == settings.COMPANY["siret"]
    assert "legal" not in json_props(client, "/contact")["page"]


def conforms(props: dict[str, Any]) -> None:
    """The props are exactly what the models (hence the TypeScript types) say."""
    assert PageProps.model_validate(props).model_dump() == props
    model = PAGE_MODELS.get(props["route"]["key"])
    if model is None:
        assert props["page"] == {}
    else:
        assert model.model_validate(props["page"]).model_dump(exclude_none=True) == props["page"]


@pytest.mark.parametrize("path", PATHS)
def test_props_have_the_shape_of_the_generated_types(client: Client, path: str) -> None:
    conforms(json_props(client, path))


@pytest.mark.parametrize("path", ["/home", "/telephonie", "/cybersecurite"])
def test_fallback_props_have_the_shape_of_the_generated_types(
    client: Client, settings: Settings, tmp_path: Path, path: str
) -> None:
    # Every content file missing: the pages get the spec §8 fallbacks.
    (tmp_path / "data").mkdir()
    for name in ("routes.json", "company.json", "layout.json"):
        (tmp_path / name).write_bytes((REAL_CONTENT / name).read_bytes())
    settings.CONTENT_DIR = tmp_path
    cache.clear()
    props = json_props(client, path)
    conforms(props)
    page = props["page"]
    if path == "/home":
        assert page["sections"]["clients"][0]["error"] is True and page["slides"] == []
    else:
        assert page["sections"]["faq"]["error"] is True
