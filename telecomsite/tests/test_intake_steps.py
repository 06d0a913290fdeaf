"""The intake's steps as a visitor's browser meets them (core/intake/pipeline.py):
a retry is answered from its first try, wherever that try went, and keeps
its verdict; a replayed row's mail is not queued twice."""

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
import time_machine
from django.utils import timezone
from django_tasks_db.models import DBTaskResult

from core.intake import spool, watch
from core.mail import delivery
from core.mail.status import MailStatus
from core.tests.outage import database_refuses, spooled
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED, lead_payload
from reviews.models import Review

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def spool_dir(settings: Any, tmp_path: Path) -> Path:
    settings.INTAKE_SPOOL_DIR = tmp_path / "spool"
    settings.INTAKE_SPOOL_RETRY_SECONDS = 0
    return settings.INTAKE_SPOOL_DIR


def test_a_retry_after_a_503_reuses_its_proof_of_work_and_is_not_spam(
    post_json: Any, settings: Any, tmp_path: Path
) -> None:
    # The first try spends its ALTCHA answer, then neither the database nor
    # the spool can keep it (503). The browser sends the same body again,
    # the same key and the same answer: its own answer, not a replay.
    payload = lead_payload()
    good_spool = settings.INTAKE_SPOOL_DIR
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.INTAKE_SPOOL_DIR = blocker / "spool"
    with database_refuses():
        assert post_json("/api/send", payload).status_code == 503
    settings.INTAKE_SPOOL_DIR = good_spool
    assert post_json("/api/send", payload).json() == ACCEPTED
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.NEW and lead.spam_reason == ""
    # Another submission (another key) with that answer is a replay: spam.
    replayed = lead_payload(altcha=payload["altcha"], email="autre@acme.fr")
    assert post_json("/api/send", replayed).json() == ACCEPTED
    assert Lead.objects.get(email="autre@acme.fr").spam_reason == "preuve de travail déjà utilisée"


def test_a_retry_of_a_spooled_submission_is_answered_without_a_second_check(
    post_json: Any, spool_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from core.intake import pipeline

    payload = lead_payload()
    with database_refuses():
        assert post_json("/api/send", payload).json() == ACCEPTED
        [entry] = spooled(spool_dir)
        first = entry.read_bytes()

        def no_check(*args: Any, **kwargs: Any) -> None:
            raise AssertionError("a retry's verdict was decided again")

        monkeypatch.setattr(pipeline, "decide", no_check)
        assert post_json("/api/send", payload).json() == ACCEPTED
    # The first try's entry stands, unchanged: stored once, as it was sent.
    assert spooled(spool_dir) == [entry] and entry.read_bytes() == first
    monkeypatch.undo()
    watch.one_pass()
    assert Lead.objects.count() == 1 and Lead.objects.get().status == LeadStatus.NEW


def test_a_replayed_lead_is_not_queued_again_by_the_recovery_sweep(
    post_json: Any, settings: Any
) -> None:
    # Sent before a long outage, replayed two hours later: its mail job was
    # queued at the replay, so the sweep for lost jobs leaves it alone.
    sent = timezone.now() - timedelta(hours=2)
    with time_machine.travel(sent, tick=False), database_refuses():
        assert post_json("/api/send", lead_payload()).json() == ACCEPTED
    watch.one_pass()
    lead = Lead.objects.get()
    assert lead.created_at == sent and lead.mail_status == MailStatus.PENDING
    assert DBTaskResult.objects.count() == 1
    assert delivery.requeue_due() == 0
    assert DBTaskResult.objects.count() == 1
    # A job really lost (queued longer ago than the claim timeout) is found.
    later = timezone.now() + timedelta(seconds=settings.NOTIFY_CLAIM_TIMEOUT_SECONDS + 1)
    with time_machine.travel(later, tick=False):
        assert delivery.requeue_due(dry_run=True) == 1


def test_a_review_sent_twice_by_both_paths_is_one_review(post_json: Any, client: Any) -> None:
    # The same words from the same person, first with JavaScript, then
    # without it (a reload of the no-JavaScript page): one review.
    from core.tests.altcha_answer import solved_altcha

    body = {"name": "Paul Martin", "company": "Boulangerie Martin", "message": "Très bon suivi."}
    answer = post_json("/api/review", {**body, "altcha": solved_altcha(), "fillMs": 9000})
    assert answer.json() == ACCEPTED
    form = client.post(
        "/home", {"formulaire": "avis", **body, "website": ""}, HTTP_ORIGIN="http://testserver"
    )
    assert form.status_code == 303
    assert form["Location"] == "/home?envoye=avis#laisser-un-avis"
    assert Review.objects.count() == 1


def test_the_spool_is_named_by_kind_and_key_only(spool_dir: Path) -> None:
    # The visitor's key never names a file: only its digest does.
    path = spool.entry_path("lead", "../../etc/passwd")
    assert path.parent == spool_dir and "passwd" not in path.name


def test_the_body_is_parsed_and_validated_once(
    post_json: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # ninja's own parse of the body and a second validation (the old
    # explainer ran the app's validator again on a refusal) must not run.
    from ninja.parser import Parser

    from leads import validation

    def never(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("parsed or validated a second time")

    monkeypatch.setattr(Parser, "parse_body", never)
    monkeypatch.setattr(validation, "validate_lead", never)
    assert post_json("/api/send", lead_payload()).json() == ACCEPTED
    refused = post_json("/api/send", lead_payload(email="pas-une-adresse", company=""))
    assert refused.status_code == 400
    assert set(refused.json()["details"]) == {"email", "company"}


def test_the_spec_subject_and_message_are_built_once_and_stored(post_json: Any) -> None:
    # What the browser composed (spec §7) is what the server composes from
    # the fields; the row keeps the server's, and the mail quotes the row.
    from django.core import mail

    from leads.notifications import build_lead_message

    payload = lead_payload()
    assert post_json("/api/send", payload).json() == ACCEPTED
    lead = Lead.objects.get()
    assert lead.subject == payload["subject"]
    assert lead.spec_message == payload["message"]
    build_lead_message(lead).send()
    assert payload["message"] in mail.outbox[-1].body
