"""Spec §7's body of POST {api}/send, exactly as a client written from the spec sends it."""

from typing import Any

import pytest

from conftest import PostJson
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus
from leads.tests.payloads import ACCEPTED

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _no_proof_of_work(settings: Any) -> None:
    """These tests are about the body's shape. A spec §7 client solves no ALTCHA
    challenge: its operator turns the check off (ALTCHA_REQUIRED=0) or sets up
    reCAPTCHA; by default such a lead is spam (test_api_send_spam_filters.py)."""
    settings.ALTCHA_REQUIRED = False


def spec_body(**overrides: Any) -> dict[str, Any]:
    """name, email, subject, message, phone, company, locale, recaptchaToken (spec §7)."""
    body = {
        "name": "Marie Durand",
        "email": "marie.durand@acme.fr",
        "subject": "Lead internet — ACME",
        "message": "Message: Deux sites à raccorder\nNombre de sites à raccorder: 2",
        "phone": "01 23 45 67 89",
        "company": "ACME",
        "locale": "fr-FR",
        "recaptchaToken": "03AFcWeA-example-token",
    }
    body.update(overrides)
    return body


def test_the_spec_body_stores_a_lead(post_json: PostJson) -> None:
    response = post_json("/api/send", spec_body())
    assert response.status_code == 200 and response.json() == ACCEPTED
    lead = Lead.objects.get()
    assert (lead.context, lead.first_name, lead.last_name) == ("internet", "Marie", "Durand")
    assert (lead.company, lead.email, lead.phone) == (
        "ACME",
        "marie.durand@acme.fr",
        "01 23 45 67 89",
    )
    assert lead.message.startswith("Deux sites à raccorder")
    assert lead.locale == "fr-FR"
    # No fill time and no honeypot: nothing says bot, so the sales team is mailed.
    assert (lead.status, lead.mail_status) == (LeadStatus.NEW, MailStatus.PENDING)


@pytest.mark.parametrize(
    ("subject", "context"),
    [
        ("Lead telephonie — ACME", "telephonie"),
        ("Lead cyber — ACME", "cyber"),
        ("Lead inconnu — ACME", "contact"),
        ("Lead — ACME", "contact"),
        ("Message", "contact"),
    ],
)
def test_the_context_is_read_from_the_subject(
    post_json: PostJson, subject: str, context: str
) -> None:
    assert post_json("/api/send", spec_body(subject=subject)).status_code == 200
    assert Lead.objects.get().context == context


def test_a_free_subject_is_what_a_contact_asked_for(post_json: PostJson) -> None:
    body = spec_body(subject="Moderniser la téléphonie de nos 3 agences")
    assert post_json("/api/send", body).status_code == 200
    lead = Lead.objects.get()
    assert lead.context == "contact"
    assert lead.extras == {"subject": "Moderniser la téléphonie de nos 3 agences"}


def test_the_spec_body_is_validated_with_the_french_messages(post_json: PostJson) -> None:
    response = post_json("/api/send", spec_body(email="marie", phone="abc"))
    assert response.status_code == 400
    assert response.json()["details"] == {
        "email": "L'email renseigné ne semble pas valide.",
        "phone": "Le téléphone renseigné ne semble pas valide.",
    }


def test_a_body_with_only_the_required_fields(post_json: PostJson) -> None:
    assert post_json("/api/send", {"email": "a@b.fr", "company": "ACME"}).status_code == 200
    assert Lead.objects.get().context == "contact"
