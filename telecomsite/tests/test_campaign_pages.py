"""A campaign page with every block (issue 32), as visitors and crawlers get
it through the Node renderer: one h1, a heading for each section, the FAQ's
structured data, and a lead form that works without JavaScript and carries
the campaign of the page's own address (leads/origin.py)."""

import re
from html import unescape
from typing import Any

import pytest
from django.test import Client

from cms.seed import ensure_pages
from cms.tests.campaign_examples import CARDS, FORM, HERO, STEPS, publish_every_block
from leads.models import Lead
from leads.tests.test_form_post import form_fields
from website.tests.page_readers import head_jsonld, root_html

pytestmark = pytest.mark.django_db
SITE = "http://testserver"


@pytest.fixture(autouse=True)
def _page_tree() -> None:
    ensure_pages()  # a transactional test's flush empties it (cms/seed.py)


def plain(html: str) -> str:
    return unescape(html).replace("\u202f", " ").replace("\u00a0", " ")


@pytest.fixture
def every_block(django_capture_on_commit_callbacks: Any) -> None:
    """The page published as its commit would: every instance told (on
    PostgreSQL, contentstore's generation token goes through Redis)."""
    with django_capture_on_commit_callbacks(execute=True):
        publish_every_block("salon-it-2027")


@pytest.mark.usefixtures("every_block")
def test_every_block_is_server_rendered_in_order(client: Client, with_ssr: str) -> None:
    answer = client.get("/offres/salon-it-2027")
    assert answer.status_code == 200
    html = answer.content.decode()
    body = plain(root_html(html))
    assert re.findall(r"<h1[^>]*>(.*?)</h1>", body) == [HERO["title"]]
    headings = [re.sub(r"<[^>]+>", "", h) for h in re.findall(r"<h2[^>]*>(.*?)</h2>", body)]
    cards, steps, form = (str(block["title"]) for block in (CARDS, STEPS, FORM))
    assert {cards, steps, form} <= set(headings)
    assert headings.index(cards) < headings.index(steps)
    assert re.search(r'<section[^>]*id="contact"', body)
    assert 'name="formulaire" value="demande"' in body
    assert any(block["@type"] == "FAQPage" for block in head_jsonld(html))
    assert "<title>TQ Télécom | Salon IT Lyon 2027</title>" in plain(html)


@pytest.mark.usefixtures("every_block")
def test_its_form_without_javascript_keeps_the_campaign_of_its_address(settings: Any) -> None:
    browser = Client(enforce_csrf_checks=True, HTTP_ORIGIN=SITE, REMOTE_ADDR="203.0.113.9")
    page = f"{SITE}/offres/salon-it-2027?utm_source=linkedin&utm_campaign=salon-it-2027"
    fields = form_fields(context="telephonie", company="Boulangeries Maréchal")
    fields = {key: value for key, value in fields.items() if not key.startswith("extras.")}
    answer = browser.post("/offres/salon-it-2027", fields, HTTP_REFERER=page)
    assert answer.status_code == 303
    assert answer["Location"] == "/offres/salon-it-2027?envoye=demande#contact"
    lead = Lead.objects.get(company="Boulangeries Maréchal")
    assert (lead.context, lead.utm_source, lead.utm_campaign) == (
        "telephonie",
        "linkedin",
        "salon-it-2027",
    )
    assert lead.page_path == "/offres/salon-it-2027"
