"""POST /api/send, idempotency: a retried submission (same idempotency key)
never creates a second lead, even when two requests race."""

from unittest import mock

import pytest

from conftest import PostJson
from leads.models import Lead
from leads.tests.payloads import ACCEPTED, lead_payload

pytestmark = pytest.mark.django_db


def test_idempotency_key_never_creates_a_second_lead(post_json: PostJson) -> None:
    payload = lead_payload()
    first = post_json("/api/send", payload)
    retry = post_json("/api/send", payload)
    assert first.status_code == retry.status_code == 200
    assert retry.json() == ACCEPTED
    assert Lead.objects.count() == 1
    assert post_json("/api/send", lead_payload()).status_code == 200
    assert Lead.objects.count() == 2


@pytest.mark.django_db(transaction=True)
def test_idempotency_race_is_decided_by_the_unique_index() -> None:
    from leads import services
    from leads.validation import validate_lead

    clean, errors = validate_lead(lead_payload(idempotencyKey="cle-de-course-1"))
    assert clean is not None and not errors
    first, created = services.accept_lead(clean, "203.0.113.1")
    assert created
    # The second request passed the "already there?" check before the first
    # committed: its insert hits the unique index and it answers with the first.
    with mock.patch("leads.services.Lead.objects") as manager:
        manager.filter.return_value.first.side_effect = [None, first]
        again, created_again = services.accept_lead(clean, "203.0.113.1")
    assert not created_again and again.pk == first.pk
    assert Lead.objects.count() == 1
