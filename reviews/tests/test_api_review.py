"""POST /api/review and the published reviews shown on the home page."""

import json
from typing import Any

import pytest
from django.test import Client

from conftest import PostJson
from core.mail.status import MailStatus
from reviews.models import Review, ReviewStatus
from reviews.testimonials import published_testimonial_items
from reviews.tests.payloads import review_payload

pytestmark = pytest.mark.django_db

__all__ = ["review_payload"]


def test_accepts_a_review_pending_moderation(post_json: PostJson) -> None:
    response = post_json("/api/review", review_payload())
    assert response.status_code == 200
    assert response.json() == {"ok": True, "error": None, "details": None}
    review = Review.objects.get()
    assert review.status == ReviewStatus.PENDING
    assert review.mail_status == MailStatus.PENDING
    assert review.message == "Service très réactif, merci !"


def test_the_spec_payload_alone_is_enough(post_json: PostJson, settings: Any) -> None:
    # With the operator's bot checks off (fill time, proof of work).
    settings.API_MIN_FILL_SECONDS = 0
    settings.ALTCHA_REQUIRED = False
    response = post_json("/api/review", {"name": "", "company": "", "message": "Parfait."})
    assert response.status_code == 200
    assert Review.objects.get().status == ReviewStatus.PENDING


def test_message_is_required(post_json: PostJson) -> None:
    response = post_json("/api/review", review_payload(message="   "))
    assert response.status_code == 400
    assert response.json() == {
        "ok": False,
        "error": "validation_error",
        "details": {"message": "Le message est requis."},
    }


@pytest.mark.parametrize(
    ("payload", "key"),
    [
        ({"message": 5}, "message"),
        ({"name": ["x"]}, "name"),
        ({"company": "x" * 129}, "company"),
        ({"name": "A\r\nBcc: x@example.com"}, "name"),
        ({"rating": 5}, "rating"),
    ],
)
def test_bad_fields(post_json: PostJson, payload: dict[str, Any], key: str) -> None:
    response = post_json("/api/review", review_payload(**payload))
    assert response.status_code == 400
    assert key in response.json()["details"]


@pytest.mark.parametrize(
    ("body", "content_type", "status"),
    [
        (b"", "application/json", 400),
        (b"{", "application/json", 400),
        (b"[]", "application/json", 400),
        (b"message=x", "application/x-www-form-urlencoded", 415),
        (b'{"message": "' + b"x" * 20000 + b'"}', "application/json", 413),
    ],
)
def test_bad_bodies(client: Client, body: bytes, content_type: str, status: int) -> None:
    response = client.post("/api/review", data=body, content_type=content_type)
    assert response.status_code == status
    assert response.json()["ok"] is False


def test_honeypot_review_is_refused_silently(post_json: PostJson) -> None:
    response = post_json("/api/review", review_payload(website="http://spam.example"))
    assert response.status_code == 200
    review = Review.objects.get()
    assert review.is_spam and review.status == ReviewStatus.REFUSED
    assert review.mail_status == MailStatus.SKIPPED


def test_rate_limit(post_json: PostJson, settings: Any) -> None:
    settings.API_RATE_LIMITS = {"send": (10, 600), "review": (2, 600)}
    assert post_json("/api/review", review_payload()).status_code == 200
    assert post_json("/api/review", review_payload()).status_code == 200
    assert post_json("/api/review", review_payload()).status_code == 429


def test_idempotent(post_json: PostJson) -> None:
    payload = review_payload()
    post_json("/api/review", payload)
    post_json("/api/review", payload)
    assert Review.objects.count() == 1


def test_published_reviews_become_testimonials() -> None:
    Review.objects.create(
        name="Claire", company="Duval", message=" Top ", status=ReviewStatus.PUBLISHED
    )
    Review.objects.create(
        name="", company="", message="Anonyme et publié", status=ReviewStatus.PUBLISHED
    )
    Review.objects.create(name="Pending", message="En attente")
    Review.objects.create(name="Refused", message="Refusé", status=ReviewStatus.REFUSED)
    items = published_testimonial_items()
    assert items == [
        {"label": "Avis client", "text": "Anonyme et publié", "author": ""},
        {"label": "Avis client", "text": "Top", "author": "Claire, Duval"},
    ]
    assert len(published_testimonial_items(limit=1)) == 1
    json.dumps(items)


def test_the_spec_body_stores_a_review(post_json: PostJson, settings: Any) -> None:
    """Spec §7: name, company, message, exactly as a client written from the spec sends it.

    Such a client solves no ALTCHA challenge: its operator turns the check off."""
    settings.ALTCHA_REQUIRED = False
    body = {"name": "Sandrine M.", "company": "Boulangeries Maréchal", "message": "Très réactifs."}
    response = post_json("/api/review", body)
    assert response.status_code == 200 and response.json()["ok"] is True
    review = Review.objects.get()
    assert (review.name, review.company, review.message) == (
        "Sandrine M.",
        "Boulangeries Maréchal",
        "Très réactifs.",
    )
    assert review.status == ReviewStatus.PENDING and not review.is_spam


def test_the_spec_body_with_only_a_message(post_json: PostJson, settings: Any) -> None:
    settings.ALTCHA_REQUIRED = False  # a spec §7 client, as above
    assert post_json("/api/review", {"message": "Bien."}).status_code == 200
    assert Review.objects.get().mail_status == MailStatus.PENDING
