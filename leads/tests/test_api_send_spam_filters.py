"""POST /api/send, the spam filters: the honeypot, the fill time, the ALTCHA
proof of work and reCAPTCHA. Spam gets the normal answer and is stored as
spam, with no notification."""

import json
from typing import Any
from unittest import mock

import pytest
from django.core import mail

from conftest import PostJson
from core.mail import delivery
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED, lead_payload

pytestmark = pytest.mark.django_db


def test_honeypot_gets_a_normal_answer_and_is_stored_as_spam(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(website="https://spam.example"))
    assert response.status_code == 200
    assert response.json() == ACCEPTED
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.spam_reason == "champ piège rempli"
    assert lead.mail_status == MailStatus.SKIPPED
    assert delivery.deliver_notification.call("lead", lead.pk).startswith("skipped")
    assert mail.outbox == []


@pytest.mark.parametrize("fill_ms", [0, 2999])
def test_too_fast_is_spam(post_json: PostJson, fill_ms: int) -> None:
    payload = lead_payload(fillMs=fill_ms)
    assert post_json("/api/send", payload).status_code == 200
    assert Lead.objects.get().status == LeadStatus.SPAM


# --- ALTCHA proof of work


def test_a_lead_without_proof_of_work_is_spam(post_json: PostJson) -> None:
    response = post_json("/api/send", lead_payload(altcha=None))
    assert response.json() == ACCEPTED
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.spam_reason == "preuve de travail absente"
    assert lead.mail_status == MailStatus.SKIPPED


def test_a_spec_body_without_proof_of_work_is_spam_by_default(post_json: PostJson) -> None:
    body = {"email": "a@b.fr", "company": "ACME", "subject": "Lead internet — ACME"}
    assert post_json("/api/send", body).json() == ACCEPTED
    assert Lead.objects.get().spam_reason == "preuve de travail absente"


def test_a_replayed_proof_of_work_is_spam(post_json: PostJson) -> None:
    first = lead_payload()
    post_json("/api/send", first)
    post_json("/api/send", lead_payload(altcha=first["altcha"]))
    statuses = list(Lead.objects.order_by("pk").values_list("status", "spam_reason"))
    assert statuses == [(LeadStatus.NEW, ""), (LeadStatus.SPAM, "preuve de travail déjà utilisée")]


def test_the_proof_of_work_can_be_switched_off(post_json: PostJson, settings: Any) -> None:
    settings.ALTCHA_REQUIRED = False
    post_json("/api/send", lead_payload(altcha=None))
    assert Lead.objects.get().status == LeadStatus.NEW


# --- reCAPTCHA v3


def _google_answers(payload: dict[str, Any]) -> mock.MagicMock:
    response = mock.MagicMock()
    response.__enter__.return_value.read.return_value = json.dumps(payload).encode()
    return response


@pytest.mark.parametrize(
    ("answer", "status", "score"),
    [
        ({"success": True, "score": 0.9}, LeadStatus.NEW, 0.9),
        ({"success": True, "score": 0.1}, LeadStatus.SPAM, 0.1),
        ({"success": False, "error-codes": ["invalid-input-response"]}, LeadStatus.SPAM, None),
    ],
)
def test_recaptcha_when_a_secret_is_set(
    post_json: PostJson, settings: Any, answer: dict[str, Any], status: str, score: float | None
) -> None:
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch(
        "core.api.recaptcha.urllib.request.urlopen", return_value=_google_answers(answer)
    ) as urlopen:
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    sent = urlopen.call_args.args[0]
    assert sent.full_url == "https://www.google.com/recaptcha/api/siteverify"
    assert b"secret=secret-de-test" in sent.data and b"response=jeton" in sent.data
    lead = Lead.objects.get()
    assert (lead.status, lead.recaptcha_score) == (status, score)


def test_without_a_recaptcha_token_the_proof_of_work_decides_and_unreachable_google_lets_in(
    post_json: PostJson, settings: Any
) -> None:
    # Before consent the browser has no reCAPTCHA token: its ALTCHA answer counts.
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch("core.api.recaptcha.urllib.request.urlopen") as urlopen:
        assert post_json("/api/send", lead_payload()).status_code == 200
        assert post_json("/api/send", lead_payload(altcha=None)).status_code == 200
        urlopen.assert_not_called()
    assert list(Lead.objects.order_by("pk").values_list("status", flat=True)) == [
        LeadStatus.NEW,
        LeadStatus.SPAM,
    ]
    with mock.patch(
        "core.api.recaptcha.urllib.request.urlopen", side_effect=OSError("unreachable")
    ):
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    assert Lead.objects.latest("pk").status == LeadStatus.NEW


def test_recaptcha_is_not_called_without_a_secret(post_json: PostJson) -> None:
    with mock.patch("core.api.recaptcha.urllib.request.urlopen") as urlopen:
        assert post_json("/api/send", lead_payload(recaptchaToken="jeton")).status_code == 200
    urlopen.assert_not_called()


def test_a_recaptcha_token_stands_in_for_the_proof_of_work(
    post_json: PostJson, settings: Any
) -> None:
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch(
        "core.api.recaptcha.urllib.request.urlopen",
        return_value=_google_answers({"success": True, "score": 0.9}),
    ):
        post_json("/api/send", lead_payload(altcha=None, recaptchaToken="jeton"))
    assert (Lead.objects.get().status, Lead.objects.get().recaptcha_score) == (LeadStatus.NEW, 0.9)
