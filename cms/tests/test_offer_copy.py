"""An offer page's words in Wagtail: hero, sections of cards, contact block.
Marketing changes what they say; the sections that exist, the buttons'
targets and the form's button stay the spec's."""

import html
import re

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from cms.models import OfferPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from contentstore import store
from website.tests.page_readers import offer_words, page_props, root_html

pytestmark = pytest.mark.django_db

TITLE = "La téléphonie qui suit vos équipes, partout en France"
KEYS = ("telephonie", "connexion", "infogerance", "cybersecurite")


def offer(key: str = "telephonie") -> OfferPage:
    return OfferPage.objects.get(route_key=key)


@pytest.mark.parametrize("key", KEYS)
def test_the_shipped_words_go_through_the_editor_unchanged(key: str):
    assert offer(key).copy_document() == shipped_document(f"page_{key}")


def test_published_words_are_on_the_page_and_the_links_stay_the_specs(
    client: Client, published, with_ssr: str
):
    page = offer()
    page.hero_title = TITLE
    page.hero_primary_label = "Demander mon audit"
    first = page.sections[0].value
    first["items"][0]["text"] = (
        "Vos appels suivent vos collaborateurs, au bureau comme en déplacement."
    )
    page.contact_title = "Parlons de vos appels"
    page.full_clean()
    published(page.save_revision())

    words = offer_words(client, "/telephonie")
    assert words["hero"]["title"] == TITLE
    shipped = shipped_document("page_telephonie")
    assert words["hero"]["primary"] == {**shipped["hero"]["primary"], "label": "Demander mon audit"}
    assert words["sections"][0]["items"][0]["text"].startswith("Vos appels suivent")
    assert words["contact"]["submitLabel"] == shipped["contact"]["submitLabel"]
    # The server-rendered page says it (the Node renderer, not only the props).
    h1 = re.findall(r"<h1[^>]*>(.*?)</h1>", root_html(client.get("/telephonie").content.decode()))
    assert [html.unescape(t).replace("\u00a0", " ").replace("\u202f", " ") for t in h1] == [TITLE]


def test_restoring_the_first_revision_brings_the_shipped_words_back(client: Client, published):
    shipped = offer_words(client, "/telephonie")
    page = offer()
    page.hero_title = TITLE
    published(page.save_revision())
    assert page_props(client, "/telephonie")["page"]["hero"]["title"] == TITLE
    published(page.revisions.order_by("created_at", "pk").first())
    assert offer_words(client, "/telephonie") == shipped


def test_a_section_cannot_be_added_or_removed():
    page = offer("infogerance")
    del page.sections[2]
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "Cette page a 3 sections, fixée(s) par le cahier des charges" in str(refused.value)


def test_the_second_button_keeps_a_text():
    page = offer()
    page.hero_secondary_label = " "
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "Le second bouton est prévu par le cahier des charges" in str(refused.value)


def test_an_offer_page_made_before_gets_the_words_visitors_see():
    words = shipped_document("page_connexion")
    words["hero"]["title"] = "Une fibre dédiée pour votre entreprise"
    store.publish("page_connexion", words, None)
    OfferPage.objects.filter(route_key="connexion").update(hero_title="")
    ensure_pages()
    assert offer("connexion").hero_title == "Une fibre dédiée pour votre entreprise"
    assert (
        offer("connexion").live_revision.as_object().hero_title
        == "Une fibre dédiée pour votre entreprise"
    )
