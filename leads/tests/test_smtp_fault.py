"""Fault test with a real SMTP server (aiosmtpd) and the real worker.

The mail server is down while leads arrive: every lead is accepted and
stored. Once it is back, the worker (`manage.py db_worker`) delivers every
notification exactly once, whatever the duplicate jobs and extra runs.
"""

import email
import socket
from collections.abc import Iterator
from datetime import timedelta
from email.header import decode_header, make_header
from typing import Any

import pytest
import time_machine
from django.core.management import call_command
from django.utils import timezone

from conftest import PostJson
from core.mail.status import MailStatus
from leads.models import Lead
from leads.tests.payloads import another_lead

pytest.importorskip("django_tasks_db", reason="the durable mail queue needs django-tasks-db")
aiosmtpd_controller = pytest.importorskip("aiosmtpd.controller")


class Inbox:
    def __init__(self) -> None:
        self.messages: list[email.message.Message] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(email.message_from_bytes(envelope.content))
        return "250 Message accepted for delivery"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class SmtpServer:
    def __init__(self) -> None:
        self.port = _free_port()
        self.inbox = Inbox()
        self.controller: Any = None

    def start(self) -> None:
        self.controller = aiosmtpd_controller.Controller(
            self.inbox, hostname="127.0.0.1", port=self.port
        )
        self.controller.start()

    def stop(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None


@pytest.fixture
def smtp(settings: Any) -> Iterator[SmtpServer]:
    server = SmtpServer()
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.EMAIL_HOST = "127.0.0.1"
    settings.EMAIL_PORT = server.port
    settings.EMAIL_USE_TLS = False
    settings.EMAIL_TIMEOUT = 2
    settings.NOTIFY_RETRY_BASE_SECONDS = 1
    yield server
    server.stop()


def run_worker() -> None:
    call_command(
        "db_worker",
        "--backend",
        "database",
        "--batch",
        "--no-startup-delay",
        "--no-reload",
        "--interval",
        "0",
        verbosity=0,
    )


@pytest.mark.django_db(transaction=True)
def test_mail_server_down_then_back(post_json: PostJson, smtp: SmtpServer) -> None:
    # The server is down: nothing listens on its port.
    companies = [f"Société {n}" for n in range(5)]
    for company in companies:
        response = post_json("/api/send", another_lead(company=company))
        assert response.status_code == 200
        assert response.json()["ok"] is True
    assert Lead.objects.count() == 5

    # The clock stands still for this pass: the retries, due a second after
    # each failure, must not come due while the pass still runs (on a loaded
    # machine, five refused connections took more than that second, and the
    # pass tried the first leads again: two attempts, not one).
    with time_machine.travel(timezone.now(), tick=False):
        run_worker()
    leads = list(Lead.objects.order_by("pk"))
    assert {lead.mail_status for lead in leads} == {MailStatus.RETRY}
    assert all(lead.mail_attempts == 1 and "Connection" in lead.mail_last_error for lead in leads)
    assert smtp.inbox.messages == []

    smtp.start()
    # A duplicate job (a manual resend, a second worker) must not double a mail.
    from core.mail import delivery

    delivery.deliver_notification.enqueue("lead", leads[0].pk)
    # The retries are due a second later (NOTIFY_RETRY_BASE_SECONDS): the clock
    # moves there instead of the test waiting for it.
    with time_machine.travel(timezone.now() + timedelta(minutes=1), tick=True):
        run_worker()
        call_command("requeue_notifications", verbosity=0)
        run_worker()

    assert set(Lead.objects.values_list("mail_status", flat=True)) == {MailStatus.SENT}
    subjects = sorted(str(make_header(decode_header(m["Subject"]))) for m in smtp.inbox.messages)
    assert subjects == sorted(
        f"[TQ Télécom] Demande de rappel — Internet & Connectivité — {c}" for c in companies
    )
    message_ids = [m["Message-ID"] for m in smtp.inbox.messages]
    assert len(set(message_ids)) == 5
