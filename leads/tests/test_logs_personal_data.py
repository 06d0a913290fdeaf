"""No e-mail address, phone number or message text in any log line: a lead
is posted, then mailed, with every logger at DEBUG in the production's JSON
format, and the lines are searched for what the visitor typed."""

import io
import logging
from collections.abc import Iterator

import pytest
from django.core import mail

from conftest import PostJson
from core.logs import json_formatter
from core.mail import delivery
from leads.models import Lead
from leads.tests.payloads import lead_payload

pytestmark = pytest.mark.django_db


@pytest.fixture
def every_log_line() -> Iterator[io.StringIO]:
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    spec = json_formatter()
    factory = spec.pop("()")
    handler.setFormatter(factory(**spec))
    root = logging.getLogger()
    saved = root.level, [(lg, lg.level, lg.propagate) for lg in _named_loggers()]
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    for logger, _, _ in saved[1]:
        logger.setLevel(logging.DEBUG)
        logger.propagate = True
    yield stream
    root.removeHandler(handler)
    root.setLevel(saved[0])
    for logger, level, propagate in saved[1]:
        logger.setLevel(level)
        logger.propagate = propagate


def _named_loggers() -> list[logging.Logger]:
    names = ("django", "axes", "leads", "core", "website", "django_tasks")
    return [logging.getLogger(name) for name in names]


def test_a_posted_and_mailed_lead_leaves_no_personal_data_in_the_logs(
    post_json: PostJson, every_log_line: io.StringIO
) -> None:
    payload = lead_payload(
        email="Jeanne.Secret@exemple-prive.fr",
        phone="06 98 76 54 32",
        userMessage="Texte confidentiel du prospect 7Q",
    )
    assert post_json("/api/send", payload).status_code == 200
    bad = post_json("/api/send", {**payload, "email": "pas-une-adresse", "idempotencyKey": "k2"})
    assert bad.status_code in (400, 422)
    lead = Lead.objects.get()
    delivery.deliver_notification.call(lead.mail_kind, lead.pk)
    assert len(mail.outbox) == 1  # the mail itself holds them, as it must
    lines = every_log_line.getvalue()
    assert lines.strip(), "the test must see log lines to mean anything"
    for secret in ("jeanne.secret@exemple-prive.fr", "Jeanne.Secret", "06 98 76 54 32",
                   "0698765432", "Texte confidentiel", "pas-une-adresse"):  # fmt: skip
        assert secret.lower() not in lines.lower(), secret
