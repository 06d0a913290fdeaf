"""Issue 29: a review sent while PostgreSQL cannot take it is not lost
(core/intake): thanked once spooled, stored once when the database is back,
with the time it was sent and its moderation mail queued."""

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import time_machine
from django.test import Client
from django_tasks_db.models import DBTaskResult

from conftest import PostJson
from core.intake import spool
from core.mail.status import MailStatus
from core.tests.outage import database_refuses, spooled
from reviews.models import Review, ReviewStatus
from reviews.tests.payloads import review_payload

pytestmark = pytest.mark.django_db

SENT = datetime(2026, 11, 27, 20, 5, tzinfo=UTC)
BACK = datetime(2026, 11, 28, 8, 0, tzinfo=UTC)
ACCEPTED = {"ok": True, "error": None, "details": None}


@pytest.fixture(autouse=True)
def spool_dir(settings: Any, tmp_path: Path) -> Path:
    settings.INTAKE_SPOOL_DIR = tmp_path / "spool"
    settings.INTAKE_SPOOL_RETRY_SECONDS = 0
    return settings.INTAKE_SPOOL_DIR


def test_a_review_sent_during_the_outage_is_stored_once_when_it_is_back(
    post_json: PostJson, spool_dir: Path
) -> None:
    payload = review_payload()
    with time_machine.travel(SENT, tick=False), database_refuses(tables=()):
        answer = post_json("/api/review", payload)
        retry = post_json("/api/review", payload)
    assert answer.status_code == retry.status_code == 200
    assert answer.json() == retry.json() == ACCEPTED
    assert len(spooled(spool_dir)) == 1
    assert Review.objects.count() == 0

    with time_machine.travel(BACK, tick=False):
        first = spool.replay_spool()
        # A second replayer (the watcher of another process) finds nothing.
        second = spool.replay_spool()
        again = post_json("/api/review", payload)
    assert (first.stored, second.stored) == (1, 0)
    assert again.json() == ACCEPTED
    review = Review.objects.get()
    assert review.created_at == SENT
    assert review.status == ReviewStatus.PENDING
    assert review.mail_status == MailStatus.PENDING
    assert DBTaskResult.objects.count() == 1
    assert spooled(spool_dir) == []


def test_the_review_form_without_javascript_goes_through_the_spool_too(
    settings: Any, spool_dir: Path
) -> None:
    settings.SSR_URL = "http://127.0.0.1:9"
    browser = Client(enforce_csrf_checks=True, HTTP_ORIGIN="http://testserver")
    fields = {
        "formulaire": "avis",
        "name": "Sandrine M.",
        "company": "Boulangeries Maréchal",
        "message": "Service très réactif, merci !",
        "website": "",
    }
    with time_machine.travel(SENT, tick=False), database_refuses():
        response = browser.post("/home", fields)
    assert response.status_code == 303
    assert response["Location"] == "/home?envoye=avis#laisser-un-avis"
    assert len(spooled(spool_dir)) == 1
    with time_machine.travel(BACK, tick=False):
        assert spool.replay_spool().stored == 1
    review = Review.objects.get()
    assert (review.name, review.created_at) == ("Sandrine M.", SENT)
    assert (review.idempotency_key or "").startswith("srv-")
    assert DBTaskResult.objects.count() == 1


def test_with_neither_the_database_nor_the_spool_the_review_is_refused_with_503(
    post_json: PostJson, settings: Any, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.INTAKE_SPOOL_DIR = blocker / "spool"
    with database_refuses():
        answer = post_json("/api/review", review_payload())
    assert answer.status_code == 503
    assert answer.json() == {"ok": False, "error": "unavailable", "details": None}
    assert Review.objects.count() == 0
