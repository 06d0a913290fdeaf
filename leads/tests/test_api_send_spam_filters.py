"""POST /api/send, the spam filters: the honeypot, the fill time, the ALTCHA
proof of work and reCAPTCHA. A strong sign (honeypot, forged or replayed
proof) files the lead as spam, with the normal answer and no notification; a
weak one (fill time, missing proof, low score) leaves it with the team,
marked « à vérifier », its mail queued."""

import base64
import json
from typing import Any
from unittest import mock

import pytest
from django.core import mail

from conftest import PostJson
from core.mail import delivery
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED, another_lead, lead_payload

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


@pytest.mark.parametrize(("fill_ms", "shown"), [(0, "0,0"), (750, "0,8"), (2999, "3,0")])
def test_too_fast_is_checked_not_spam(post_json: PostJson, fill_ms: int, shown: str) -> None:
    # Autofill and password managers send a form in well under a second.
    payload = lead_payload(fillMs=fill_ms)
    assert post_json("/api/send", payload).status_code == 200
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.NEW
    assert lead.check_reason == f"formulaire envoyé en {shown} s (seuil : 3 s)"
    assert lead.mail_status == MailStatus.PENDING
    assert delivery.deliver_notification.call("lead", lead.pk) == "sent"
    assert mail.outbox[0].subject.startswith("[TQ Télécom] [à vérifier] Demande de rappel")
    assert mail.outbox[0].body.startswith(
        f"À VÉRIFIER : formulaire envoyé en {shown} s (seuil : 3 s)."
    )


def test_a_slow_enough_lead_is_not_flagged(post_json: PostJson) -> None:
    post_json("/api/send", lead_payload(fillMs=3000))
    assert Lead.objects.get().check_reason == ""


# --- ALTCHA proof of work


def test_a_lead_without_proof_of_work_is_checked(post_json: PostJson) -> None:
    # Our own form sends none when the challenge failed to load: a guess, not a proof.
    response = post_json("/api/send", lead_payload(altcha=None))
    assert response.json() == ACCEPTED
    lead = Lead.objects.get()
    assert (lead.status, lead.spam_reason) == (LeadStatus.NEW, "")
    assert lead.check_reason == "preuve de travail absente"
    assert lead.mail_status == MailStatus.PENDING


def test_a_fast_lead_without_proof_gives_both_reasons(post_json: PostJson) -> None:
    post_json("/api/send", lead_payload(altcha=None, fillMs=500))
    assert Lead.objects.get().check_reason == (
        "formulaire envoyé en 0,5 s (seuil : 3 s) ; preuve de travail absente"
    )


def test_a_spec_body_without_proof_of_work_is_checked(post_json: PostJson) -> None:
    body = {"email": "a@b.fr", "company": "ACME", "subject": "Lead internet — ACME"}
    assert post_json("/api/send", body).json() == ACCEPTED
    lead = Lead.objects.get()
    assert (lead.status, lead.check_reason) == (LeadStatus.NEW, "preuve de travail absente")


@pytest.mark.parametrize("forged", ["bm90LWpzb24=", "e30="])
def test_a_forged_proof_of_work_is_spam(post_json: PostJson, forged: str) -> None:
    post_json("/api/send", lead_payload(altcha=forged, fillMs=500))
    lead = Lead.objects.get()
    assert (lead.status, lead.spam_reason) == (LeadStatus.SPAM, "preuve de travail illisible")
    assert lead.mail_status == MailStatus.SKIPPED


def test_a_replayed_proof_of_work_is_spam(post_json: PostJson) -> None:
    first = lead_payload()
    post_json("/api/send", first)
    post_json("/api/send", another_lead(altcha=first["altcha"]))
    statuses = list(Lead.objects.order_by("pk").values_list("status", "spam_reason"))
    assert statuses == [(LeadStatus.NEW, ""), (LeadStatus.SPAM, "preuve de travail déjà utilisée")]


def test_a_forged_answer_with_a_valid_signature_but_wrong_number_is_spam(
    post_json: PostJson,
) -> None:
    payload = lead_payload()
    decoded = json.loads(base64.b64decode(payload["altcha"]))
    decoded["number"] = decoded["number"] + 1
    post_json(
        "/api/send", lead_payload(altcha=base64.b64encode(json.dumps(decoded).encode()).decode())
    )
    lead = Lead.objects.get()
    assert (lead.status, lead.spam_reason) == (LeadStatus.SPAM, "preuve de travail fausse")


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
    ("answer", "check", "score"),
    [
        ({"success": True, "score": 0.9}, "", 0.9),
        ({"success": True, "score": 0.1}, "score reCAPTCHA trop bas", 0.1),
        ({"success": False, "error-codes": ["invalid-input-response"]}, "reCAPTCHA refusé", None),
    ],
)
def test_recaptcha_when_a_secret_is_set(
    post_json: PostJson, settings: Any, answer: dict[str, Any], check: str, score: float | None
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
    # A score is a guess: a low one marks the lead « à vérifier », never spam.
    assert (lead.status, lead.check_reason, lead.recaptcha_score) == (LeadStatus.NEW, check, score)


def test_without_a_recaptcha_token_the_proof_of_work_decides_and_unreachable_google_lets_in(
    post_json: PostJson, settings: Any
) -> None:
    # Before consent the browser has no reCAPTCHA token: its ALTCHA answer counts.
    settings.RECAPTCHA_SECRET = "secret-de-test"
    with mock.patch("core.api.recaptcha.urllib.request.urlopen") as urlopen:
        assert post_json("/api/send", lead_payload()).status_code == 200
        assert post_json("/api/send", another_lead(altcha=None)).status_code == 200
        urlopen.assert_not_called()
    assert list(Lead.objects.order_by("pk").values_list("status", "check_reason")) == [
        (LeadStatus.NEW, ""),
        (LeadStatus.NEW, "preuve de travail absente"),
    ]
    with mock.patch(
        "core.api.recaptcha.urllib.request.urlopen", side_effect=OSError("unreachable")
    ):
        assert post_json("/api/send", another_lead(recaptchaToken="jeton")).status_code == 200
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
