"""Staff notification mails: content, exactly-once delivery, retry with backoff."""

from datetime import timedelta
from email.header import decode_header, make_header
from typing import Any
from unittest import mock

import pytest
from django.core import mail
from django.core.mail import EmailMessage
from django.db import OperationalError, connection
from django.utils import timezone

from conftest import PostJson
from core.mail import delivery, recovery
from core.mail.status import MailStatus
from leads.models import Lead
from leads.tests.payloads import lead_payload
from reviews.models import Review
from reviews.tests.payloads import review_payload

pytestmark = pytest.mark.django_db


def _lead(post_json: PostJson, **overrides: Any) -> Lead:
    assert post_json("/api/send", lead_payload(**overrides)).status_code == 200
    return Lead.objects.latest("pk")


def test_lead_mail_goes_to_the_sales_address(post_json: PostJson, settings: Any) -> None:
    lead = _lead(
        post_json, context="contact", extras={"subject": "Moderniser", "companySize": "25"}
    )
    assert delivery.deliver_notification.call("lead", lead.pk) == "sent"
    assert len(mail.outbox) == 1
    message = mail.outbox[0]
    assert message.to == [settings.COMPANY["salesEmail"]]
    assert message.reply_to == ["marie.durand@acme.fr"]
    # What the prospect asked for: the page and, on /contact, their subject.
    assert message.subject == "[TQ Télécom] Demande de rappel — Contact : « Moderniser » — ACME"
    assert "Objet de votre demande: Moderniser\nTaille de l'entreprise: 25" in message.body
    assert f"/{settings.ADMIN_PATH}leads/lead/{lead.pk}/change/" in message.body
    lead.refresh_from_db()
    assert lead.mail_status == MailStatus.SENT
    assert lead.mail_sent_at is not None
    assert lead.mail_attempts == 1


def test_a_second_job_for_the_same_lead_sends_nothing(post_json: PostJson) -> None:
    lead = _lead(post_json)
    delivery.deliver_notification.call("lead", lead.pk)
    assert delivery.deliver_notification.call("lead", lead.pk).startswith("skipped")
    assert len(mail.outbox) == 1


def test_a_job_for_a_deleted_lead_sends_nothing(post_json: PostJson) -> None:
    lead = _lead(post_json)
    Lead.objects.all().delete()
    assert delivery.deliver_notification.call("lead", lead.pk).startswith("skipped")
    assert mail.outbox == []


def test_failure_schedules_a_retry_with_backoff(post_json: PostJson, settings: Any) -> None:
    settings.NOTIFY_RETRY_BASE_SECONDS = 30
    lead = _lead(post_json)
    with mock.patch(
        "django.core.mail.EmailMessage.send", side_effect=ConnectionRefusedError(111, "refused")
    ):
        assert delivery.deliver_notification.call("lead", lead.pk) == "retry scheduled"
    lead.refresh_from_db()
    assert lead.mail_status == MailStatus.RETRY
    assert "ConnectionRefusedError" in lead.mail_last_error
    assert lead.mail_next_attempt_at is not None
    delay = lead.mail_next_attempt_at - timezone.now()
    assert timedelta(seconds=25) < delay < timedelta(seconds=34)
    if delivery._backend_defers():
        from django_tasks_db.models import DBTaskResult  # type: ignore[import-not-found,unused-ignore]

        first_job, retry_job = DBTaskResult.objects.order_by("enqueued_at")
        assert first_job.task.run_after is None
        assert retry_job.task.run_after == lead.mail_next_attempt_at
        assert retry_job.args_kwargs["args"] == ["lead", lead.pk]
    # The retry goes through once the server is back, and only once.
    assert delivery.deliver_notification.call("lead", lead.pk) == "sent"
    assert len(mail.outbox) == 1
    lead.refresh_from_db()
    assert (lead.mail_status, lead.mail_attempts, lead.mail_last_error) == (MailStatus.SENT, 2, "")


def test_backoff_doubles_up_to_the_cap(settings: Any) -> None:
    settings.NOTIFY_RETRY_BASE_SECONDS = 30
    settings.NOTIFY_RETRY_MAX_SECONDS = 3600
    seconds = [delivery.retry_delay(n).total_seconds() for n in (1, 2, 3, 10, 50)]
    assert 30 <= seconds[0] <= 33
    assert 60 <= seconds[1] <= 66
    assert 120 <= seconds[2] <= 132
    assert 3600 <= seconds[3] <= 3960
    assert 3600 <= seconds[4] <= 3960


def test_a_stale_claim_is_taken_over(post_json: PostJson, settings: Any) -> None:
    lead = _lead(post_json)
    Lead.objects.filter(pk=lead.pk).update(
        mail_status=MailStatus.SENDING, mail_claimed_at=timezone.now() - timedelta(hours=1)
    )
    assert delivery.requeue_due(dry_run=True) == 1
    assert delivery.deliver_notification.call("lead", lead.pk) == "sent"
    Lead.objects.filter(pk=lead.pk).update(
        mail_status=MailStatus.SENDING, mail_claimed_at=timezone.now()
    )
    assert delivery.deliver_notification.call("lead", lead.pk).startswith("skipped")
    assert len(mail.outbox) == 1


@pytest.mark.django_db(transaction=True)  # as the worker runs: outside any transaction
def test_a_mail_sent_as_the_database_stops_is_recorded_when_it_is_back(
    post_json: PostJson, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mail server took the mail, then PostgreSQL stopped: the worker
    writes "sent" once the database answers, and no sweep sends it again
    (the db-outage fault case had one lead mailed twice)."""
    lead = _lead(post_json)
    database = {"down": False}
    pauses: list[float] = []
    send = EmailMessage.send

    def send_then_stop(message: EmailMessage, *args: Any, **kwargs: Any) -> int:
        sent = send(message, *args, **kwargs)
        database["down"] = True
        return sent

    def refuse(execute: Any, sql: str, params: Any, many: bool, context: Any) -> Any:
        if database["down"] and "leads_lead" in sql:
            raise OperationalError("connection refused (test: PostgreSQL is down)")
        return execute(sql, params, many, context)

    def pause(seconds: float) -> None:
        pauses.append(seconds)
        database["down"] = len(pauses) < 3  # back after the third pause

    monkeypatch.setattr(delivery, "_pause", pause)
    monkeypatch.setattr(EmailMessage, "send", send_then_stop)
    with connection.execute_wrapper(refuse):
        assert delivery.deliver_notification.call("lead", lead.pk) == "sent"
    assert pauses == [delivery.RECORD_RETRY_SECONDS] * 3
    lead.refresh_from_db()
    assert (lead.mail_status, lead.mail_attempts) == (MailStatus.SENT, 1)
    Lead.objects.filter(pk=lead.pk).update(mail_claimed_at=timezone.now() - timedelta(hours=1))
    assert recovery.recover().requeued == 0
    assert len(mail.outbox) == 1


def test_submission_and_job_commit_together(post_json: PostJson) -> None:
    if not delivery._backend_defers():
        pytest.skip("needs the django-tasks database backend")
    from django_tasks_db.models import DBTaskResult  # type: ignore[import-not-found,unused-ignore]

    lead = _lead(post_json)
    job = DBTaskResult.objects.get()
    assert job.task_path == "core.mail.delivery.deliver_notification"
    assert job.args_kwargs == {"args": ["lead", lead.pk], "kwargs": {}}


def test_header_safe_strips_every_line_break() -> None:
    assert delivery.header_safe("a\r\nBcc: x\u2028y\x00z") == "a Bcc: x y z"


def test_review_mail_goes_to_the_moderation_address(post_json: PostJson, settings: Any) -> None:
    from reviews.models import Review
    from reviews.tests.payloads import review_payload

    assert post_json("/api/review", review_payload(name="Jean\u00a0D.")).status_code == 200
    review = Review.objects.get()
    assert delivery.deliver_notification.call("review", review.pk) == "sent"
    message = mail.outbox[0]
    assert message.to == [settings.COMPANY["moderationEmail"]]
    subject = str(make_header(decode_header(message.message()["Subject"])))
    assert subject == "[TQ Télécom] Nouvel avis à modérer — Jean\u00a0D., Boulangeries Maréchal"
    assert "Service très réactif" in message.body


def test_offer_page_lead_subject_names_the_page(post_json: PostJson) -> None:
    lead = _lead(post_json, context="internet")
    delivery.deliver_notification.call("lead", lead.pk)
    assert mail.outbox[0].subject == (
        "[TQ Télécom] Demande de rappel — Internet & Connectivité — ACME"
    )


def test_admin_link_follows_the_host_the_lead_came_in_on(
    post_json: PostJson, settings: Any
) -> None:
    settings.SITE_URL = "http://127.0.0.1:8000"
    settings.STAFF_URL = ""
    assert post_json("/api/send", lead_payload(), HTTP_HOST="127.0.0.1:9400").status_code == 200
    lead = Lead.objects.latest("pk")
    delivery.deliver_notification.call("lead", lead.pk)
    expected = f"http://127.0.0.1:9400/{settings.ADMIN_PATH}leads/lead/{lead.pk}/change/"
    assert f"Fiche : {expected}" in mail.outbox[0].body


def test_staff_url_overrides_the_request_host(post_json: PostJson, settings: Any) -> None:
    settings.STAFF_URL = "https://gestion.example.com"
    assert post_json("/api/send", lead_payload(), HTTP_HOST="127.0.0.1:9400").status_code == 200
    lead = Lead.objects.latest("pk")
    delivery.deliver_notification.call("lead", lead.pk)
    expected = f"https://gestion.example.com/{settings.ADMIN_PATH}leads/lead/{lead.pk}/change/"
    assert expected in mail.outbox[0].body


def test_review_mail_links_to_its_moderation_page(post_json: PostJson, settings: Any) -> None:
    settings.STAFF_URL = ""
    response = post_json("/api/review", review_payload(), HTTP_HOST="localhost:9400")
    assert response.status_code == 200
    review = Review.objects.latest("pk")
    delivery.deliver_notification.call("review", review.pk)
    expected = f"http://localhost:9400/{settings.ADMIN_PATH}reviews/review/{review.pk}/change/"
    assert f"Publier ou refuser : {expected}" in mail.outbox[0].body
