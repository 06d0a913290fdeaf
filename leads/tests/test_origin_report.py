"""The origins report (origin_report.py): counts per week and origin, spam
and « à vérifier » beside them, links to the row's leads, the CSV export, and
who may read it."""

import html
import re
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import time_machine
from django.contrib.auth.models import Group, User
from django.test import Client

from leads.models import LeadStatus
from leads.tests.test_lead_page import admin, make_lead

pytestmark = pytest.mark.django_db

PARIS = ZoneInfo("Europe/Paris")
# Thursday 26 Nov 2026: the week of Monday 23 Nov.
NOW = datetime(2026, 11, 26, 15, 0, tzinfo=PARIS)
SALON = {"utm_campaign": "salon-it-2027", "utm_source": "linkedin", "utm_medium": "social"}


def received(day: int, hour: int = 10) -> datetime:
    return datetime(2026, 11, day, hour, tzinfo=PARIS)


@pytest.fixture
def leads() -> None:
    with time_machine.travel(NOW, tick=False):
        make_lead("ACME", created_at=received(23), page_path="/offres/salon", **SALON)
        make_lead(
            "Beta", created_at=received(26), page_path="/offres/salon", check_reason="vite", **SALON
        )
        make_lead(
            "Bot",
            created_at=received(24),
            page_path="/offres/salon",
            status=LeadStatus.SPAM,
            **SALON,
        )
        # Sunday 22 Nov, 23:30 in Paris (22:30 UTC): the week before.
        make_lead(
            "Gamma",
            created_at=datetime(2026, 11, 22, 23, 30, tzinfo=PARIS),
            page_path="/offres/salon",
            **SALON,
        )
        make_lead("Sans campagne SA", created_at=received(25), page_path="/contact")


def marketer() -> Client:
    user = User.objects.create_user("claire", "claire@tq-telecom.fr", "x", is_staff=True)
    user.groups.add(Group.objects.get(name="Marketing"))
    client = Client()
    client.force_login(user)
    return client


def table_rows(html: str) -> list[list[str]]:
    body = html.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    return [
        [
            re.sub(r"<[^>]+>", "", cell).strip()
            for cell in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        ][:8]
        for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)
    ]


@time_machine.travel(NOW, tick=False)
def test_the_report_counts_each_week_and_origin_with_spam_and_checks_beside(
    leads: None, salesperson: Client, settings: Any
) -> None:
    page = salesperson.get(admin(settings, "origines/"))
    assert page.status_code == 200
    assert table_rows(page.content.decode()) == [
        ["23/11/2026", "salon-it-2027", "linkedin", "social", "/offres/salon", "2", "1", "1"],
        ["23/11/2026", "(aucun)", "(aucun)", "(aucun)", "/contact", "1", "0", "0"],
        ["16/11/2026", "salon-it-2027", "linkedin", "social", "/offres/salon", "1", "0", "0"],
    ]


@time_machine.travel(NOW, tick=False)
def test_a_row_links_to_exactly_its_leads(leads: None, salesperson: Client, settings: Any) -> None:
    page = salesperson.get(admin(settings, "origines/")).content.decode()
    first = html.unescape(re.findall(r'<a href="([^"]+)" aria-label="Voir', page)[0])
    listing = salesperson.get(first).content.decode()
    assert "ACME" in listing and "Beta" in listing
    assert "Bot" not in listing and "Gamma" not in listing and "Sans campagne SA" not in listing


@time_machine.travel(NOW, tick=False)
def test_the_report_exports_as_csv(leads: None, salesperson: Client, settings: Any) -> None:
    response = salesperson.get(admin(settings, "origines/"), {"format": "csv"})
    lines = response.content.decode("utf-8-sig").splitlines()
    assert lines[0] == "Semaine du;Campagne;Source;Support;Page;Demandes;À vérifier;Spam"
    assert lines[1] == "23/11/2026;salon-it-2027;linkedin;social;/offres/salon;2;1;1"


@time_machine.travel(NOW, tick=False)
def test_marketing_reads_the_counts_but_not_the_leads(leads: None, settings: Any) -> None:
    client = marketer()
    page = client.get(admin(settings, "origines/")).content.decode()
    assert "salon-it-2027" in page
    assert "ACME" not in page and 'aria-label="Voir' not in page
    assert client.get(admin(settings, "")).status_code == 403


def test_staff_without_the_permission_are_refused(settings: Any) -> None:
    user = User.objects.create_user("stagiaire", "s@tq-telecom.fr", "x", is_staff=True)
    client = Client()
    client.force_login(user)
    assert client.get(admin(settings, "origines/")).status_code == 403
