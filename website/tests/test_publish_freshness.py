"""nginx's micro-cache never keeps an answer rendered across a publication,
and keeps any shareable answer at most until the end of the second it was
produced in: pages and the spec's data files alike, whatever their browser
cache says (website/freshness.py; issue 22: visible within 2 s)."""

import json
import time

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
            store.publish("faq_voip", {**faq(), "title": "Vos questions"}, None)
        return HttpResponse("rendered from the content of before")

    def quiet(request: HttpRequest) -> HttpResponse:
        return HttpResponse("rendered from the current content")

    request = RequestFactory().get("/telephonie")
    assert not_stored_across_publication(publishing_meanwhile)(request)["X-Accel-Expires"] == "0"
    assert not_stored_across_publication(quiet)(request)["X-Accel-Expires"].startswith("@")


def until_the_end_of_this_second(answer) -> None:
    produced = int(answer["X-Accel-Expires"].removeprefix("@"))
    assert int(time.time()) - 2 <= produced <= int(time.time())


def test_pages_and_data_files_expire_in_nginx_with_their_second(client: Client) -> None:
    page = client.get("/telephonie")
    assert page.status_code == 200
    until_the_end_of_this_second(page)
    missing = client.get("/nulle-part")
    assert missing.status_code == 404
    until_the_end_of_this_second(missing)
    data = client.get("/assets/data/faq_voip.json")
    # Browsers keep it five minutes (spec §7); nginx not past its second.
    assert "max-age=300" in data["Cache-Control"]
    until_the_end_of_this_second(data)


def test_private_answers_get_no_lifetime_that_would_override_them(client: Client) -> None:
    # X-Accel-Expires wins over Cache-Control in nginx: a variant (private)
    # or a form's answer (no-store) must not carry one.
    variant = client.get("/contact?envoye=1")
    assert "private" in variant["Cache-Control"] and "X-Accel-Expires" not in variant
    posted = client.post("/contact", {"formulaire": "inconnu"})
    assert "X-Accel-Expires" not in posted
