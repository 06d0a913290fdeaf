"""A published review becomes a testimonial of a chosen page: a new draft
revision of that page, nothing published."""

import html

import pytest
from django.test import Client
from wagtail.models import Revision

from cms.bounds import QUOTE_MAX, TESTIMONIALS_MAX
from cms.models import HomePage, OfferPage
from cms.shipped import shipped_document
from contentstore import store
from reviews.models import Review, ReviewStatus

from .conftest import cms_url

pytestmark = pytest.mark.django_db

MESSAGE = "Un support qui répond vite, et qui explique ce qu'il a fait."


def text(answer) -> str:
    return html.unescape(answer.content.decode())


def review(status: str = ReviewStatus.PUBLISHED, message: str = MESSAGE) -> Review:
    return Review.objects.create(
        name="Nadia B.", company="Cabinet Vauclair", message=message, status=status
    )


def telephonie() -> OfferPage:
    return OfferPage.objects.get(route_key="telephonie")


def test_a_published_review_becomes_a_draft_testimonial_and_nothing_is_published(
    marketing: Client, settings, client: Client
):
    chosen = review()
    page = telephonie()
    live_before = page.live_revision_id
    revisions = Revision.objects.count()
    url = cms_url(settings, "avis-publies/")
    listing = text(marketing.get(url))
    assert MESSAGE in listing
    assert "effacer ses données ne le retire pas des pages" in listing

    answer = marketing.post(url, {"review": chosen.pk, "page": page.pk}, follow=True)

    assert answer.redirect_chain[-1][0] == cms_url(settings, f"pages/{page.pk}/edit/")
    assert "nouveau brouillon de « Téléphonie VoIP »" in text(answer)
    assert Revision.objects.count() == revisions + 1
    page.refresh_from_db()
    draft = page.get_latest_revision()
    assert draft.user.username == "camille"
    testimonials = draft.as_object().testimonials_documents()["avis_telecom"]["items"]
    assert testimonials[-1] == {"text": MESSAGE, "author": "Nadia B., Cabinet Vauclair"}
    # Nothing published: the live version, the served document and the page are as before.
    assert page.live_revision_id == live_before and page.has_unpublished_changes
    assert store.published("avis_telecom") is None
    shown = client.get("/telephonie", HTTP_ACCEPT="application/json").json()
    items = shown["page"]["sections"]["testimonials"]["items"]
    assert len(items) == len(shipped_document("avis_telecom")["items"])
    assert "Cabinet Vauclair" not in str(items)


def test_the_draft_keeps_the_newest_version_of_the_page(marketing: Client, settings):
    page = HomePage.objects.get()
    page.testimonials_title = "Ils nous recommandent"
    page.save_revision()
    chosen = review()
    marketing.post(cms_url(settings, "avis-publies/"), {"review": chosen.pk, "page": page.pk})
    draft = HomePage.objects.get().get_latest_revision().as_object()
    assert draft.testimonials_title == "Ils nous recommandent"
    assert draft.testimonials_documents()["avis"]["items"][-1]["text"] == MESSAGE


def test_once_published_it_is_on_the_home_page_once(
    marketing: Client, settings, client: Client, published
):
    chosen = review()
    Review.objects.filter(pk=chosen.pk).update(name="Nadia", company="")
    page = HomePage.objects.get()
    marketing.post(cms_url(settings, "avis-publies/"), {"review": chosen.pk, "page": page.pk})
    published(HomePage.objects.get().get_latest_revision())
    items = client.get("/home", HTTP_ACCEPT="application/json").json()["page"]["sections"][
        "testimonials"
    ]["items"]
    assert [item.get("author") for item in items].count("Nadia") == 1


def test_only_a_published_review_on_a_page_with_testimonials(marketing: Client, settings):
    url = cms_url(settings, "avis-publies/")
    pending = review(ReviewStatus.PENDING, "Pas encore relu.")
    revisions = Revision.objects.count()
    answer = marketing.post(url, {"review": pending.pk, "page": telephonie().pk}, follow=True)
    assert "Cet avis n'est plus publié, ou cette page n'existe pas." in text(answer)
    cyber = OfferPage.objects.get(route_key="cybersecurite")
    answer = marketing.post(url, {"review": review().pk, "page": cyber.pk}, follow=True)
    assert "Cet avis n'est plus publié, ou cette page n'existe pas." in text(answer)
    assert "Pas encore relu." not in text(marketing.get(url))
    assert Revision.objects.count() == revisions


def test_a_full_page_or_a_long_review_adds_nothing(marketing: Client, settings):
    url = cms_url(settings, "avis-publies/")
    page = telephonie()
    while len(page.testimonials) < TESTIMONIALS_MAX:
        page.add_testimonial(f"Témoignage n° {len(page.testimonials)}.", "")
    page.save_revision()
    revisions = Revision.objects.count()
    answer = marketing.post(url, {"review": review().pk, "page": page.pk}, follow=True)
    assert f"a déjà {TESTIMONIALS_MAX} témoignages, le maximum" in text(answer)
    long = review(message="Très bien. " * 70)
    answer = marketing.post(url, {"review": long.pk, "page": page.pk}, follow=True)
    assert f"plus que les {QUOTE_MAX} d'un témoignage" in text(answer)
    assert Revision.objects.count() == revisions


def test_a_salesperson_gets_no_such_page(commercial: Client, settings):
    chosen = review()
    answer = commercial.post(
        cms_url(settings, "avis-publies/"), {"review": chosen.pk, "page": telephonie().pk}
    )
    assert answer.status_code == 403
    assert telephonie().get_latest_revision().as_object().testimonials_documents()[
        "avis_telecom"
    ] == shipped_document("avis_telecom")


def test_the_menu_offers_it_to_marketing(marketing: Client, settings):
    html = marketing.get(cms_url(settings)).content.decode()
    assert cms_url(settings, "avis-publies/") in html
