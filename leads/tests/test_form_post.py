"""The lead form posted as plain HTML, without JavaScript (core/formposts.py)."""

import json
import re
from typing import Any

import pytest
from django.core import mail
from django.test import Client

from core.mail import delivery
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus

pytestmark = pytest.mark.django_db

SITE = "http://testserver"


def form_fields(**overrides: str) -> dict[str, str]:
    """What a browser sends from /connexion's form (field names of LeadForm.tsx)."""
    fields = {
        "formulaire": "demande",
        "context": "internet",
        "firstName": "Marie",
        "lastName": "Durand",
        "company": "ACME",
        "email": "Marie.Durand@ACME.fr",
        "phone": "01 23 45 67 89",
        "extras.sitesCount": "2",
        "extras.address": "12 rue de la Gare, 78190 Trappes",
        "extras.bandwidth": "",
        "extras.needBackup": "",
        "message": "Bonjour",
        "website": "",
    }
    fields.update(overrides)
    return fields


@pytest.fixture
def browser(settings: Any) -> Client:
    # Our real CSRF checks run (the test client skips them by default).
    settings.SSR_URL = "http://127.0.0.1:9"  # props are enough here; no renderer
    return Client(enforce_csrf_checks=True, HTTP_ORIGIN=SITE, REMOTE_ADDR="203.0.113.9")


def page_props(response: Any) -> dict[str, Any]:
    match = re.search(
        r'<script id="page-props" type="application/json">(.*?)</script>',
        response.content.decode(),
        re.S,
    )
    assert match, "the page carries its props"
    return json.loads(match.group(1))


def test_a_valid_post_stores_the_lead_and_redirects_to_the_thanks(browser: Client) -> None:
    response = browser.post("/connexion", form_fields())
    assert response.status_code == 303
    assert response["Location"] == "/connexion?envoye=demande#contact"
    lead = Lead.objects.get()
    assert (lead.context, lead.first_name, lead.company) == ("internet", "Marie", "ACME")
    assert lead.email == "marie.durand@acme.fr"
    # The extras, as the JSON API stores them (empty ones left out).
    assert lead.extras == {"sitesCount": "2", "address": "12 rue de la Gare, 78190 Trappes"}
    assert lead.subject == "Lead internet — ACME"
    assert lead.page_path == "/connexion"
    assert lead.locale == "fr-FR"
    assert lead.staff_origin == "http://testserver"
    # No JavaScript means no fill time and no proof of work: not spam for that.
    assert lead.status == LeadStatus.NEW
    assert lead.mail_status == MailStatus.PENDING
    delivery.deliver_notification.call("lead", lead.pk)
    assert "Adresse du site principal: 12 rue de la Gare" in mail.outbox[0].body


def test_the_thanks_page_is_server_rendered_state(browser: Client) -> None:
    props = page_props(browser.get("/connexion?envoye=demande"))
    assert props["form"]["kind"] == "lead"
    assert props["form"]["status"] == "sent"


def test_contact_thanks_go_to_its_form_section(browser: Client) -> None:
    fields = form_fields(context="contact", **{"extras.subject": "Standard téléphonique"})
    for key in ("extras.sitesCount", "extras.address", "extras.bandwidth", "extras.needBackup"):
        del fields[key]
    response = browser.post("/contact", fields)
    assert response["Location"] == "/contact?envoye=demande#formulaire"
    assert Lead.objects.get().extras == {"subject": "Standard téléphonique"}


def test_invalid_input_comes_back_with_the_api_messages_and_the_values(browser: Client) -> None:
    response = browser.post(
        "/connexion",
        form_fields(firstName=" ", email="pas-un-email", **{"extras.sitesCount": "deux"}),
    )
    assert response.status_code == 200
    assert "no-store" in response["Cache-Control"]
    form = page_props(response)["form"]
    assert form["status"] == "invalid"
    assert form["failure"] == "validation"
    assert form["errors"] == {
        "firstName": "Le prénom est requis.",
        "email": "L'email renseigné ne semble pas valide.",
        "extras.sitesCount": "Indiquez un nombre entier, en chiffres.",
    }
    assert form["values"]["email"] == "pas-un-email"
    assert form["values"]["company"] == "ACME"
    assert form["values"]["extras.address"] == "12 rue de la Gare, 78190 Trappes"
    assert Lead.objects.count() == 0


def test_a_page_with_errors_is_never_cached(browser: Client) -> None:
    browser.post("/connexion", form_fields(email="secret@@example"))
    # The next visitor gets the plain page, not the previous visitor's values.
    assert "secret@@example" not in browser.get("/connexion").content.decode()


def test_a_double_submit_stores_one_lead(browser: Client) -> None:
    first = browser.post("/connexion", form_fields())
    second = browser.post("/connexion", form_fields())
    assert first["Location"] == second["Location"] == "/connexion?envoye=demande#contact"
    assert Lead.objects.count() == 1
    # Other content is another submission.
    browser.post("/connexion", form_fields(message="Une autre question"))
    assert Lead.objects.count() == 2


def test_the_dedupe_window_ends(browser: Client, settings: Any) -> None:
    settings.HTML_FORM_DEDUPE_SECONDS = 0  # Django: timeout 0 expires at once
    browser.post("/connexion", form_fields())
    browser.post("/connexion", form_fields())
    assert Lead.objects.count() == 2


def test_the_honeypot_still_marks_spam(browser: Client) -> None:
    browser.post("/connexion", form_fields(website="https://spam.example"))
    lead = Lead.objects.get()
    assert lead.status == LeadStatus.SPAM
    assert lead.spam_reason == "champ piège rempli"
    assert lead.mail_status == MailStatus.SKIPPED


def test_rate_limit_shares_the_api_budget(browser: Client, settings: Any) -> None:
    settings.API_RATE_LIMITS = {**settings.API_RATE_LIMITS, "send": (1, 600)}
    assert browser.post("/connexion", form_fields()).status_code == 303
    response = browser.post("/connexion", form_fields(message="encore"))
    assert response.status_code == 429
    assert page_props(response)["form"]["failure"] == "rate"
    assert Lead.objects.count() == 1


def test_an_unknown_form_or_a_post_elsewhere_is_refused(browser: Client) -> None:
    assert browser.post("/connexion", {"formulaire": "autre"}).status_code == 405
    assert browser.post("/page-qui-n-existe-pas", form_fields()).status_code == 405
    assert Lead.objects.count() == 0
