"""nginx's micro-cache never keeps an answer rendered across a publication
(website/freshness.py), and keeps the spec's data files one second, not the
five minutes of their browser cache (issue 22: visible within 2 s)."""

import json

import pytest
from django.http import HttpRequest, HttpResponse
from django.test import Client, RequestFactory

from contentstore import store
from website.freshness import not_stored_across_publication

pytestmark = pytest.mark.django_db


def faq() -> dict:
    with open("content/data/faq_voip.json", encoding="utf-8") as fh:
        return json.load(fh)


def test_an_answer_rendered_across_a_publication_is_not_stored_by_nginx(
    django_capture_on_commit_callbacks,
) -> None:
    def publishing_meanwhile(request: HttpRequest) -> HttpResponse:
        # What a render sees when « Publier » commits while it runs.
        with django_capture_on_commit_callbacks(execute=True):
            store.publish("faq_voip", {**faq(), "title": "Vos questions"}, None, None)
        return HttpResponse("rendered from the content of before")

    def quiet(request: HttpRequest) -> HttpResponse:
        return HttpResponse("rendered from the current content")

    request = RequestFactory().get("/telephonie")
    assert not_stored_across_publication(publishing_meanwhile)(request)["X-Accel-Expires"] == "0"
    assert "X-Accel-Expires" not in not_stored_across_publication(quiet)(request)


def test_pages_and_data_files_carry_the_rule(client: Client) -> None:
    page = client.get("/telephonie")
    assert page.status_code == 200 and "X-Accel-Expires" not in page
    data = client.get("/assets/data/faq_voip.json")
    # Browsers keep it five minutes (spec §7); nginx one second.
    assert "max-age=300" in data["Cache-Control"]
    assert data["X-Accel-Expires"] == "1"
