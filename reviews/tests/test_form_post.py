"""The review form without JavaScript: a link to a server-rendered form on /home."""

import json
import re
from typing import Any

import pytest
from django.test import Client

from core.mail.status import MailStatus
from reviews.models import Review, ReviewStatus

pytestmark = pytest.mark.django_db


def fields(**overrides: str) -> dict[str, str]:
    values = {
        "formulaire": "avis",
        "name": "Sandrine M.",
        "company": "Boulangeries Maréchal",
        "message": "Service très réactif, merci !",
        "website": "",
    }
    values.update(overrides)
    return values


@pytest.fixture
def browser(settings: Any) -> Client:
    settings.SSR_URL = "http://127.0.0.1:9"
    return Client(enforce_csrf_checks=True, HTTP_ORIGIN="http://testserver")


def form_props(response: Any) -> dict[str, Any] | None:
    match = re.search(
        r'id="page-props" type="application/json">(.*?)</script>', response.content.decode(), re.S
    )
    assert match
    return json.loads(match.group(1)).get("form")


def test_the_review_link_opens_the_server_rendered_form(browser: Client) -> None:
    assert form_props(browser.get("/home?avis=formulaire")) == {
        "kind": "review",
        "status": "open",
        "values": {},
        "errors": {},
        "failure": None,
    }
    assert form_props(browser.get("/home")) is None


def test_a_review_is_stored_pending_and_the_thanks_shown(browser: Client) -> None:
    response = browser.post("/home", fields())
    assert response.status_code == 303
    assert response["Location"] == "/home?envoye=avis#laisser-un-avis"
    review = Review.objects.get()
    assert (review.name, review.message) == ("Sandrine M.", "Service très réactif, merci !")
    assert review.status == ReviewStatus.PENDING
    assert review.mail_status == MailStatus.PENDING
    assert form_props(browser.get(response["Location"]))["status"] == "sent"  # type: ignore[index]


def test_an_empty_review_comes_back_with_the_message(browser: Client) -> None:
    response = browser.post("/home", fields(message="  "))
    form = form_props(response)
    assert form is not None
    assert form["errors"] == {"message": "Le message est requis."}
    assert form["values"]["name"] == "Sandrine M."
    assert "no-store" in response["Cache-Control"]
    assert Review.objects.count() == 0


def test_a_double_submit_stores_one_review(browser: Client) -> None:
    browser.post("/home", fields())
    browser.post("/home", fields())
    assert Review.objects.count() == 1


def test_the_honeypot_refuses_a_bot_review(browser: Client) -> None:
    browser.post("/home", fields(website="x"))
    assert Review.objects.get().is_spam is True
