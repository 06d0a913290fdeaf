"""Issue 29: a lead sent while PostgreSQL cannot take it is not lost.

The visitor is thanked only once the lead is in the intake spool
(core/intake); the replay stores it once, with the time it was sent, and
queues its mail. Both ways in go through it: the JSON API and the form
posted without JavaScript.
"""

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
import time_machine
from django.core.management import call_command
from django.test import Client
from django_tasks_db.models import DBTaskResult

from conftest import PostJson
from core.intake import spool, watch
from core.mail.status import MailStatus
from core.tests.outage import database_refuses, spooled
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED, lead_payload

pytestmark = pytest.mark.django_db

SENT = datetime(2026, 11, 27, 9, 15, tzinfo=UTC)
BACK = datetime(2026, 11, 27, 9, 40, tzinfo=UTC)
# /connexion's lead form as a browser without JavaScript posts it.
FORM = {
    "formulaire": "demande",
    "context": "internet",
    "firstName": "Marie",
    "lastName": "Durand",
    "company": "ACME",
    "email": "marie.durand@acme.fr",
    "phone": "01 23 45 67 89",
    "extras.sitesCount": "2",
    "message": "Bonjour",
    "website": "",
}


@pytest.fixture(autouse=True)
def spool_dir(settings: Any, tmp_path: Path) -> Path:
    settings.INTAKE_SPOOL_DIR = tmp_path / "spool"
    settings.INTAKE_SPOOL_RETRY_SECONDS = 0  # no background thread: replays are driven here
    return settings.INTAKE_SPOOL_DIR


def test_a_lead_sent_during_the_outage_is_thanked_and_stored_once_when_it_is_back(
    post_json: PostJson, spool_dir: Path
) -> None:
    payload = lead_payload()
    with time_machine.travel(SENT, tick=False), database_refuses(tables=()):
        answer = post_json("/api/send", payload)
        # The visitor retries (the same idempotency key): still one entry.
        retry = post_json("/api/send", payload)
    assert answer.status_code == retry.status_code == 200
    assert answer.json() == retry.json() == ACCEPTED
    [entry] = spooled(spool_dir)
    # Nothing personal in the file's name; the key decides the entry.
    assert payload["email"].lower() not in entry.name
    assert Lead.objects.count() == 0

    with time_machine.travel(BACK, tick=False):
        call_command("replay_spool", verbosity=0)
    lead = Lead.objects.get()
    # The 24 h callback promise runs from when the visitor sent it.
    assert lead.created_at == SENT
    assert (lead.email, lead.context) == ("marie.durand@acme.fr", "internet")
    assert lead.status == LeadStatus.NEW
    assert lead.idempotency_key == payload["idempotencyKey"]
    assert lead.mail_status == MailStatus.PENDING
    assert DBTaskResult.objects.count() == 1
    assert spooled(spool_dir) == []

    # The same submission once more, now that the database is back: the row
    # it already has, no second lead, no second mail.
    assert post_json("/api/send", payload).json() == ACCEPTED
    assert Lead.objects.count() == 1
    assert DBTaskResult.objects.count() == 1


def test_a_retry_after_the_outage_replays_its_own_entry_first(
    post_json: PostJson, spool_dir: Path
) -> None:
    payload = lead_payload()
    with time_machine.travel(SENT, tick=False), database_refuses():
        post_json("/api/send", payload)
    # No operator, no worker: the retry itself finds its spooled twin.
    with time_machine.travel(BACK, tick=False):
        assert post_json("/api/send", payload).json() == ACCEPTED
    lead = Lead.objects.get()
    assert lead.created_at == SENT
    assert DBTaskResult.objects.count() == 1
    assert spooled(spool_dir) == []


def test_the_spam_verdict_is_kept_with_the_entry_and_never_checked_again(
    post_json: PostJson, spool_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with database_refuses():
        # A bot: the honeypot filled. Thanked like anyone (it must not learn).
        assert post_json("/api/send", lead_payload(website="http://spam")).json() == ACCEPTED
    [entry] = spooled(spool_dir)
    stored = json.loads(entry.read_text())
    assert stored["data"]["verdict"]["spam"] is True
    # Single-use proofs are not written to disk.
    assert stored["data"]["clean"]["altcha"] == ""
    from core.intake import pipeline

    def no_second_check(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the verdict was computed again at replay")

    monkeypatch.setattr(pipeline, "decide", no_second_check)
    watch.one_pass()
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.mail_status == MailStatus.SKIPPED
    assert DBTaskResult.objects.count() == 0


def test_the_form_without_javascript_goes_through_the_spool_too(
    settings: Any, spool_dir: Path
) -> None:
    settings.SSR_URL = "http://127.0.0.1:9"
    browser = Client(enforce_csrf_checks=True, HTTP_ORIGIN="http://testserver")
    with time_machine.travel(SENT, tick=False), database_refuses():
        response = browser.post("/connexion", FORM)
    assert response.status_code == 303
    assert response["Location"] == "/connexion?envoye=demande#contact"
    [entry] = spooled(spool_dir)
    # No key came with it: one of its own, so that its replay is idempotent.
    key = json.loads(entry.read_text())["key"]
    assert key.startswith("srv-")
    with time_machine.travel(BACK, tick=False):
        report = spool.replay_spool()
        again = spool.replay_spool()
    assert (report.stored, again.stored) == (1, 0)
    lead = Lead.objects.get()
    assert (lead.created_at, lead.idempotency_key) == (SENT, key)
    assert DBTaskResult.objects.count() == 1


def test_with_neither_the_database_nor_the_spool_nothing_is_claimed_as_sent(
    post_json: PostJson, settings: Any, tmp_path: Path
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.INTAKE_SPOOL_DIR = blocker / "spool"  # cannot be created
    settings.SSR_URL = "http://127.0.0.1:9"
    with database_refuses():
        answer = post_json("/api/send", lead_payload())
        browser = Client(HTTP_ORIGIN="http://testserver", raise_request_exception=False)
        form = browser.post("/connexion", FORM)
    assert answer.status_code == 503
    assert answer.json() == {"ok": False, "error": "unavailable", "details": None}
    assert answer["Retry-After"] == "30"
    # No redirect to the thanks: the page again, its failure message and the
    # visitor's input kept (props.form), never cached.
    assert form.status_code == 503
    assert "envoye" not in form.get("Location", "")
    page = form.content.decode()
    assert '"failure":"other"' in page
    assert f'"company":"{FORM["company"]}"' in page
    assert "no-store" in form["Cache-Control"]
    assert Lead.objects.count() == 0
