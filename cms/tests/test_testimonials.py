"""The testimonials of /home and of the offer pages, edited with their page in
Wagtail: seeded with the shipped ones, published to the page's document,
bounded, and refused in French when a quote is blank or there are too many."""

import json

import pytest
from django.core.exceptions import ValidationError
from django.test import Client

from cms.models import HomePage, OfferPage
from cms.seed import ensure_pages
from cms.shipped import shipped_document
from cms.testimonials import TESTIMONIALS_MAX
from contentstore import store
from website.tests.page_readers import page_props

from .conftest import cms_url

pytestmark = pytest.mark.django_db

QUOTE = "Le standard a été installé en une matinée, sans coupure pour nos clients."
# Route key -> the testimonials document its page shows (none on /cybersecurite).
SHOWN = {
    "home": "avis",
    "telephonie": "avis_telecom",
    "connexion": "avis_connexion",
    "infogerance": "avis_it",
}


def page_of(key: str) -> HomePage | OfferPage:
    return HomePage.objects.get() if key == "home" else OfferPage.objects.get(route_key=key)


@pytest.mark.parametrize("key", SHOWN)
def test_each_seeded_page_projects_exactly_the_shipped_testimonials(key: str):
    page = page_of(key)
    assert page.testimonials_documents() == {SHOWN[key]: shipped_document(SHOWN[key])}
    # The first revision too: restoring it brings them back.
    first = page.revisions.order_by("created_at", "pk").first().as_object()
    assert first.testimonials_documents() == {SHOWN[key]: shipped_document(SHOWN[key])}


def test_cybersecurite_has_no_testimonials_and_its_editor_shows_none(marketing: Client, settings):
    page = page_of("cybersecurite")
    assert "avis" not in "".join(page.documents())
    html = marketing.get(cms_url(settings, f"pages/{page.pk}/edit/")).content.decode()
    assert "Témoignages de clients" not in html
    telephonie = page_of("telephonie")
    html = marketing.get(cms_url(settings, f"pages/{telephonie.pk}/edit/")).content.decode()
    assert "Témoignages de clients" in html


def test_an_edit_is_published_to_the_right_document(client: Client, published):
    page = page_of("connexion")
    page.testimonials.append(("testimonial", {"label": "", "text": QUOTE, "author": "Léa P."}))
    del page.testimonials[0]
    page.full_clean()
    published(page.save_revision())

    shown = page_props(client, "/connexion")["page"]["sections"]["testimonials"]["items"]
    assert shown[-1] == {"text": QUOTE, "author": "Léa P."}
    assert len(shown) == len(shipped_document("avis_connexion")["items"])
    # The other pages keep theirs.
    assert store.published("avis_telecom") is None
    assert store.published("avis_it") is None
    assert page_props(client, "/telephonie")["page"]["sections"]["testimonials"]["items"][0][
        "text"
    ].startswith("Nous redoutions de perdre")


def test_the_home_page_publishes_avis(client: Client, published):
    page = page_of("home")
    page.testimonials_title = "Ils nous recommandent"
    page.full_clean()
    published(page.save_revision())
    assert page_props(client, "/home")["page"]["sections"]["testimonials"]["title"] == (
        "Ils nous recommandent"
    )


def test_too_many_testimonials_are_refused_in_french(marketing: Client, settings):
    page = page_of("telephonie")
    while len(page.testimonials) <= TESTIMONIALS_MAX:
        page.testimonials.append(("testimonial", {"label": "", "text": QUOTE, "author": ""}))
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert f"La section compte de 1 à {TESTIMONIALS_MAX} témoignages" in str(refused.value)


def test_a_blank_quote_is_refused_in_french():
    page = page_of("infogerance")
    page.testimonials[2].value["text"] = "   "
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "Le témoignage n° 3 n'a pas de citation" in str(refused.value)


def test_none_left_is_refused_in_french():
    page = page_of("home")
    page.testimonials = []
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "La section compte de 1 à" in str(refused.value)


def test_existing_pages_get_the_testimonials_visitors_see():
    document = shipped_document("avis_telecom")
    document["items"][0]["text"] = QUOTE
    store.publish("avis_telecom", document, None)
    OfferPage.objects.filter(route_key="telephonie").update(testimonials_title="")
    HomePage.objects.update(testimonials_title="")
    before = page_of("telephonie").revisions.count()

    ensure_pages()

    page = page_of("telephonie")
    assert page.revisions.count() == before + 1
    live = page.live_revision.as_object()
    assert live.testimonials_documents() == {"avis_telecom": document}
    assert page_of("home").testimonials_documents() == {"avis": shipped_document("avis")}
    # The old editor's publication stays what is served.
    served = store.published("avis_telecom")
    assert served is not None and json.loads(served[1]) == document


def test_a_database_older_than_the_words_pictures_and_testimonials_takes_them_all():
    # A page tree from before all three (the words, /home's pictures and the
    # testimonials): each page's check requires its testimonials, so the
    # words' and the pictures' versions must carry them too.
    OfferPage.objects.filter(route_key="telephonie").update(hero_title="", testimonials_title="")
    HomePage.objects.update(hero_slides=[], client_logos=[], testimonials_title="")

    ensure_pages()

    telephonie = page_of("telephonie").live_revision.as_object()
    assert telephonie.hero_title and telephonie.testimonials_documents() == {
        "avis_telecom": shipped_document("avis_telecom")
    }
    home = page_of("home").live_revision.as_object()
    assert home.has_media()
    assert home.testimonials_documents() == {"avis": shipped_document("avis")}
