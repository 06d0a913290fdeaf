"""Where a lead came from, as staff see it: the lead page, the notification
mail, the XLSX export and the list's campaign filter."""

import io
from typing import Any

import pytest
from django.core import mail
from django.test import Client
from openpyxl import load_workbook

from conftest import PostJson
from core.mail import delivery
from leads.models import Lead
from leads.tests.payloads import lead_payload
from leads.tests.test_lead_page import admin, make_lead

pytestmark = pytest.mark.django_db

ORIGIN = {
    "utm_source": "linkedin",
    "utm_medium": "social",
    "utm_campaign": "salon-it-2027",
    "referrer": "linkedin.com",
}


def test_the_mail_says_where_the_lead_came_from(post_json: PostJson) -> None:
    post_json("/api/send", lead_payload(origin=ORIGIN))
    delivery.deliver_notification.call("lead", Lead.objects.get().pk)
    assert (
        "Origine : campagne salon-it-2027, source linkedin, support social, "
        "venu de linkedin.com." in mail.outbox[0].body
    )


def test_a_lead_without_origin_has_no_origin_line(post_json: PostJson) -> None:
    post_json("/api/send", lead_payload())
    delivery.deliver_notification.call("lead", Lead.objects.get().pk)
    assert "Origine" not in mail.outbox[0].body


def test_the_lead_page_shows_its_origin_only_when_it_has_one(
    salesperson: Client, settings: Any
) -> None:
    campaign = make_lead("ACME", utm_campaign="salon-it-2027", referrer_domain="linkedin.com")
    plain = make_lead("Sans campagne SA")
    page = salesperson.get(admin(settings, f"{campaign.pk}/change/")).content.decode()
    assert ">Origine</h2>" in page
    assert "salon-it-2027" in page and "linkedin.com" in page
    assert (
        ">Origine</h2>"
        not in salesperson.get(admin(settings, f"{plain.pk}/change/")).content.decode()
    )


def test_the_list_filters_by_campaign_and_the_export_carries_the_origin(
    salesperson: Client, settings: Any
) -> None:
    make_lead(
        "ACME", utm_campaign="salon-it-2027", utm_source="linkedin", referrer_domain="linkedin.com"
    )
    make_lead("Autre campagne", utm_campaign="newsletter-partenaire")
    make_lead("Sans campagne SA")
    listing = salesperson.get(admin(settings, ""), {"campagne": "salon-it-2027"}).content.decode()
    assert (
        "ACME" in listing and "Autre campagne" not in listing and "Sans campagne SA" not in listing
    )
    none = salesperson.get(admin(settings, ""), {"campagne": "-"}).content.decode()
    assert "Sans campagne SA" in none and "ACME" not in none

    response = salesperson.get(admin(settings, "export/xlsx/"), {"campagne": "salon-it-2027"})
    sheet = load_workbook(io.BytesIO(response.content)).active
    assert sheet is not None
    rows = list(sheet.iter_rows(values_only=True))
    header = list(rows[1])
    (row,) = rows[2:]
    record = dict(zip(header, row, strict=True))
    assert record["Entreprise"] == "ACME"
    assert (record["Campagne"], record["Source"], record["Site d'origine"]) == (
        "salon-it-2027",
        "linkedin",
        "linkedin.com",
    )
