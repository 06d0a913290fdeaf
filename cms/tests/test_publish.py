"""Publishing a page in Wagtail changes what visitors get: the page, its data
file, at once or at the scheduled time; an invalid page is refused.

Publications tell every instance after their commit (contentstore's
generation token, shared through Redis on PostgreSQL): the tests run those
on-commit callbacks (`published`), as a real commit would."""

from datetime import timedelta

import pytest
from django.core.exceptions import ValidationError
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from cms.models import OfferPage
from contentstore import store

pytestmark = pytest.mark.django_db

QUESTION = "Proposez-vous des numéros verts gratuits ?"


def with_question(page: OfferPage) -> OfferPage:
    page.faq.append(("item", {"question": QUESTION, "answer": "Oui, en 0 800 comme en 09."}))
    return page


def test_a_published_faq_is_served_in_the_data_file(client: Client, published):
    assert QUESTION not in client.get("/assets/data/faq_voip.json").content.decode()
    page = with_question(OfferPage.objects.get(route_key="telephonie"))
    published(page.save_revision())
    data = client.get("/assets/data/faq_voip.json").json()
    assert data["items"][-1]["question"] == QUESTION


def test_a_draft_is_not_served(client: Client):
    with_question(OfferPage.objects.get(route_key="telephonie")).save_revision()
    assert QUESTION not in client.get("/assets/data/faq_voip.json").content.decode()


def test_a_scheduled_version_goes_live_at_its_time_and_not_before(
    client: Client, time_machine, django_capture_on_commit_callbacks
):
    page = with_question(OfferPage.objects.get(route_key="connexion"))
    at = timezone.now() + timedelta(hours=2)
    page.go_live_at = at
    page.save_revision(approved_go_live_at=at)
    call_command("publish_scheduled")
    assert QUESTION not in client.get("/assets/data/faq_net.json").content.decode()
    time_machine.move_to(at + timedelta(seconds=30))
    with django_capture_on_commit_callbacks(execute=True):
        call_command("publish_scheduled")
    assert client.get("/assets/data/faq_net.json").json()["items"][-1]["question"] == QUESTION
    live = store.published_revision("faq_net")
    assert live is not None and live.published_by == "publication programmée"


def test_restoring_the_first_revision_brings_the_shipped_text_back(client: Client, published):
    page = OfferPage.objects.get(route_key="telephonie")
    shipped = client.get("/assets/data/faq_voip.json").json()
    published(with_question(page).save_revision())
    assert client.get("/assets/data/faq_voip.json").json()["items"][-1]["question"] == QUESTION
    published(page.revisions.order_by("created_at", "pk").first())
    assert client.get("/assets/data/faq_voip.json").json() == shipped


def test_an_empty_question_is_refused_before_anything_is_saved():
    page = OfferPage.objects.get(route_key="telephonie")
    page.faq.append(("item", {"question": "   ", "answer": "Oui."}))
    with pytest.raises(ValidationError, match="Contenu refusé"):
        page.full_clean()


def test_a_fixed_page_cannot_be_given_an_expiry_date():
    page = OfferPage.objects.get(route_key="telephonie")
    page.expire_at = timezone.now() + timedelta(days=1)
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "ne peut pas expirer" in str(refused.value)
