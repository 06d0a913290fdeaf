"""Review moderation in the admin: pending reviews are published or refused."""

from typing import Any

import pytest
from django.test import Client

from reviews.models import Review, ReviewStatus

pytestmark = pytest.mark.django_db


def _changelist(settings: Any, query: str = "") -> str:
    return f"/{settings.ADMIN_PATH}reviews/review/{query}"


def _action(client: Client, settings: Any, action: str, pks: list[int]) -> Any:
    return client.post(
        _changelist(settings),
        {"action": action, "_selected_action": [str(pk) for pk in pks]},
        follow=True,
    )


def test_review_moderation(admin_client: Client, settings: Any) -> None:
    review = Review.objects.create(name="Claire", company="Duval", message="Très bien")
    listing = admin_client.get(_changelist(settings))
    assert listing.status_code == 200 and "Très bien" in listing.content.decode()
    pending = admin_client.get(_changelist(settings, "?status__exact=attente"))
    assert pending.context["cl"].result_count == 1
    _action(admin_client, settings, "publish", [review.pk])
    review.refresh_from_db()
    assert review.status == ReviewStatus.PUBLISHED and review.moderated_at is not None
    _action(admin_client, settings, "refuse", [review.pk])
    review.refresh_from_db()
    assert review.status == ReviewStatus.REFUSED
