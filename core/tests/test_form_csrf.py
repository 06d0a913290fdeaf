"""CSRF on the no-JavaScript form posts: Django's Origin/Referer checks, no token.

The pages are cached for everyone, so they carry no per-visitor token; a post
from another site must still be refused (core/formposts.py).
"""

from typing import Any

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db

# A post that would otherwise be accepted by any registered form: the review form.
REVIEW = {"formulaire": "avis", "name": "", "company": "", "message": "Très bien.", "website": ""}


@pytest.fixture
def strict(settings: Any) -> Client:
    settings.SSR_URL = "http://127.0.0.1:9"
    return Client(enforce_csrf_checks=True)


def test_same_origin_post_is_accepted(strict: Client) -> None:
    response = strict.post("/home", REVIEW, HTTP_ORIGIN="http://testserver")
    assert response.status_code == 303


def test_a_post_from_another_site_is_refused(strict: Client) -> None:
    response = strict.post("/home", REVIEW, HTTP_ORIGIN="https://evil.example")
    assert response.status_code == 403


def test_an_opaque_origin_is_refused(strict: Client) -> None:
    assert strict.post("/home", REVIEW, HTTP_ORIGIN="null").status_code == 403


def test_without_origin_the_referer_must_be_ours(strict: Client) -> None:
    ours = strict.post("/home", REVIEW, HTTP_REFERER="http://testserver/home?avis=formulaire")
    assert ours.status_code == 303
    theirs = strict.post("/home", REVIEW, HTTP_REFERER="https://evil.example/form")
    assert theirs.status_code == 403
    assert strict.post("/home", REVIEW).status_code == 403


def test_over_https_a_foreign_referer_is_refused(strict: Client) -> None:
    response = strict.post(
        "/home", REVIEW, secure=True, HTTP_REFERER="https://evil.example/", HTTP_HOST="testserver"
    )
    assert response.status_code == 403


def test_the_json_api_is_unchanged(strict: Client) -> None:
    # No Origin, no token: the API is answered as before (it reads JSON only).
    response = strict.post("/api/review", "{}", content_type="application/json")
    assert response.status_code == 400
