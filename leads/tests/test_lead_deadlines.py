"""Deadlines where the work happens (issue 30): the lead list and the lead
page show the dashboard's « à rappeler avant … » and « reste … ouvrées »,
from the same function; « Nouveau » sorts by it; an export's first row says
which filter it holds and how many leads."""

import csv
import io
from datetime import datetime
from typing import Any
from unittest import mock

import pytest
import time_machine
from django.test import Client
from openpyxl import load_workbook

from leads import business_hours
from leads.business_hours import PARIS
from leads.models import Lead, LeadStatus

pytestmark = pytest.mark.django_db

# Friday 20 November 2026, 16h01 in Paris. A lead received at 15h55 is due
# 7 business hours later: 2 h 05 today, 4 h 55 on Monday, so Monday 15h55,
# with 1 h 59 + 4 h 55 = 6 h 54 left (the issue's own example).
NOW = datetime(2026, 11, 20, 16, 1, tzinfo=PARIS)


def make_lead(company: str, received: datetime, **fields: Any) -> Lead:
    defaults = {
        "context": "contact",
        "first_name": "Marie",
        "last_name": "Durand",
        "email": "marie@acme.fr",
        "phone": "01 23 45 67 89",
        "subject": "Lead",
    }
    return Lead.objects.create(company=company, created_at=received, **{**defaults, **fields})


def admin(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}leads/lead/{suffix}"


def get(client: Client, url: str, **query: str) -> Any:
    with time_machine.travel(NOW, tick=False):
        return client.get(url, query)


def test_the_list_and_the_page_show_the_deadline_and_the_time_left(
    salesperson: Client, settings: Any
) -> None:
    waiting = make_lead("Fromagerie", datetime(2026, 11, 20, 15, 55, tzinfo=PARIS))
    called = make_lead(
        "Déjà appelée", datetime(2026, 11, 20, 9, tzinfo=PARIS), status=LeadStatus.CONTACTED
    )
    listing = get(salesperson, admin(settings)).content.decode()
    assert "À rappeler" in listing  # the column
    assert "à rappeler avant lundi 15 h 55" in listing
    assert "reste 6 h 54 ouvrées" in listing
    page = get(salesperson, admin(settings, f"{waiting.pk}/change/")).content.decode()
    assert "à rappeler avant lundi 15 h 55" in page and "reste 6 h 54 ouvrées" in page
    # A lead already called has no deadline left to show.
    page = get(salesperson, admin(settings, f"{called.pk}/change/")).content.decode()
    assert "à rappeler avant" not in page


def test_the_list_page_and_dashboard_call_one_function(salesperson: Client, settings: Any) -> None:
    """Not a copy of the dashboard's computation: replacing the one function
    changes what all three screens say."""
    lead = make_lead("Fromagerie", datetime(2026, 11, 20, 15, 55, tzinfo=PARIS))
    marked = business_hours.FirstCall(NOW, 0, "ok", "avant le jour J", "reste un instant")
    with mock.patch.object(business_hours, "first_call", return_value=marked) as called:
        screens = [
            get(salesperson, admin(settings)),
            get(salesperson, admin(settings, f"{lead.pk}/change/")),
            get(salesperson, f"/{settings.ADMIN_PATH}"),
        ]
    assert called.called
    for response in screens:
        html = response.content.decode()
        assert "à rappeler avant le jour J" in html and "reste un instant" in html


def test_new_leads_are_listed_by_deadline_the_others_newest_first(
    salesperson: Client, settings: Any
) -> None:
    make_lead("Mardi", datetime(2026, 11, 17, 10, tzinfo=PARIS))
    make_lead("Vendredi", datetime(2026, 11, 20, 11, tzinfo=PARIS))
    make_lead("Lundi", datetime(2026, 11, 16, 17, tzinfo=PARIS))
    make_lead("Appelée", datetime(2026, 11, 18, 10, tzinfo=PARIS), status=LeadStatus.CONTACTED)

    def companies(**query: str) -> list[str]:
        response = get(salesperson, admin(settings), **query)
        return [lead.company for lead in response.context["cl"].result_list]

    assert companies(status__exact="nouveau") == ["Lundi", "Mardi", "Vendredi"]
    assert companies() == ["Vendredi", "Appelée", "Mardi", "Lundi"]


@pytest.fixture
def four_leads() -> None:
    make_lead("ACME", datetime(2026, 11, 20, 9, tzinfo=PARIS))
    make_lead("Fibre SA", datetime(2026, 11, 19, 9, tzinfo=PARIS), context="internet")
    make_lead("Rappelée", datetime(2026, 11, 18, 9, tzinfo=PARIS), status=LeadStatus.CONTACTED)
    make_lead("Bot", datetime(2026, 11, 20, 10, tzinfo=PARIS), status=LeadStatus.SPAM)


def csv_rows(response: Any) -> list[list[str]]:
    text = b"".join(response.streaming_content).decode("utf-8").lstrip("\ufeff")
    return list(csv.reader(io.StringIO(text), delimiter=";"))


@pytest.mark.parametrize(
    ("query", "first_row"),
    [
        ({"status__exact": "nouveau"}, "Filtre : statut = Nouveau — 2 demandes"),
        ({}, "Toutes les demandes hors spam — 3 demandes"),
        ({"status__exact": "spam"}, "Filtre : statut = Spam — 1 demande"),
        (
            {"status__exact": "nouveau", "context__exact": "internet", "q": "Fibre"},
            "Filtres : statut = Nouveau ; page = Internet & Connectivité ; "
            "recherche = « Fibre » — 1 demande",
        ),
        (
            {"created_at__year": "2026", "created_at__month": "11", "created_at__day": "19"},
            "Filtre : reçue le = 19/11/2026 — 1 demande",
        ),
    ],
)
def test_the_csv_export_says_which_filter_it_holds(
    salesperson: Client, settings: Any, four_leads: None, query: dict[str, str], first_row: str
) -> None:
    rows = csv_rows(get(salesperson, admin(settings, "export/csv/"), **query))
    assert rows[0] == [first_row]
    assert rows[1][:3] == ["Reçue le", "Page", "Statut"]
    assert len(rows) - 2 == int(first_row.split("— ")[1].split()[0])


def test_the_xlsx_export_says_it_too(salesperson: Client, settings: Any, four_leads: None) -> None:
    response = get(salesperson, admin(settings, "export/xlsx/"), status__exact="nouveau")
    sheet: Any = load_workbook(io.BytesIO(response.content)).active
    values = list(sheet.iter_rows(values_only=True))
    assert values[0][0] == "Filtre : statut = Nouveau — 2 demandes"
    assert values[1][:3] == ("Reçue le", "Page", "Statut")
    assert {row[5] for row in values[2:]} == {"ACME", "Fibre SA"}
    assert sheet.freeze_panes == "A3"


def test_the_list_links_its_filter_to_the_export(salesperson: Client, settings: Any) -> None:
    """The export links carry the list's own query string, so the file and
    its first row describe exactly the list on screen."""
    listing = get(salesperson, admin(settings), status__exact="nouveau", q="ACME")
    html = listing.content.decode()
    assert "export/xlsx/?status__exact=nouveau&amp;q=ACME" in html
    assert "export/csv/?status__exact=nouveau&amp;q=ACME" in html
