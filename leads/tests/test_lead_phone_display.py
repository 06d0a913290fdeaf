"""Phone numbers that dial, where staff call from (issue 30): the lead page,
the list and the dashboard link to the E.164 form and show the number the way
it is dialled from France; a number stored before the check is flagged
« numéro invalide », in words, with no link; migration 0009 fills E.164 for
the leads already stored."""

import importlib
from typing import Any

import pytest
from django.apps import apps
from django.test import Client

from leads.models import Lead

pytestmark = pytest.mark.django_db


def make_lead(company: str, phone: str) -> Lead:
    return Lead.objects.create(
        company=company,
        phone=phone,
        context="contact",
        first_name="Marie",
        last_name="Durand",
        email="marie@acme.fr",
        subject="Lead",
    )


def page(client: Client, settings: Any, lead: Lead) -> str:
    html: str = client.get(f"/{settings.ADMIN_PATH}leads/lead/{lead.pk}/change/").content.decode()
    return html.split('id="content-main"')[1]


def test_the_lead_page_dials_e164_and_shows_the_national_form(
    salesperson: Client, settings: Any
) -> None:
    paris = make_lead("Paris", "+33 (0)1.23.45.67.89")
    assert paris.phone_e164 == "+33123456789"
    html = page(salesperson, settings, paris)
    assert "<a href='tel:+33123456789' class='phone-call'>Appeler le 01 23 45 67 89</a>" in html
    # Dialled from France, a Belgian number needs its country code.
    brussels = make_lead("Bruxelles", "02 123 45 67")
    html = page(salesperson, settings, brussels)
    assert "<a href='tel:+3221234567' class='phone-call'>Appeler le +32 2 123 45 67</a>" in html


def test_a_number_stored_before_the_check_is_flagged_without_a_link(
    salesperson: Client, settings: Any
) -> None:
    lead = make_lead("Ancienne SARL", "01 30 12 12")
    assert lead.phone_e164 == "" and lead.phone_invalid and lead.phone_href == ""
    html = page(salesperson, settings, lead)
    assert "01 30 12 12 <strong class='phone-flag'>numéro invalide</strong>" in html
    assert "tel:" not in html
    listing = salesperson.get(f"/{settings.ADMIN_PATH}leads/lead/").content.decode()
    assert '01 30 12 12 <strong class="phone-flag">numéro invalide</strong>' in listing
    assert "tel:" not in listing
    dashboard = salesperson.get(f"/{settings.ADMIN_PATH}").content.decode()
    assert '01 30 12 12 <strong class="phone-flag">numéro invalide</strong>' in dashboard
    assert "tel:" not in dashboard.split('id="content-main"')[1]


def test_the_list_and_dashboard_link_the_same_way(salesperson: Client, settings: Any) -> None:
    make_lead("Mobile SAS", "06.12.34.56.78")
    link = '<a href="tel:+33612345678">06 12 34 56 78</a>'
    assert link in salesperson.get(f"/{settings.ADMIN_PATH}leads/lead/").content.decode()
    assert link in salesperson.get(f"/{settings.ADMIN_PATH}").content.decode()


def test_without_a_phone_staff_answer_by_e_mail(salesperson: Client, settings: Any) -> None:
    lead = make_lead("Sans SAS", "")
    assert not lead.phone_invalid
    assert "sans téléphone : répondre par e-mail" in page(salesperson, settings, lead)


def test_the_migration_fills_e164_where_the_number_dials() -> None:
    migration = importlib.import_module("leads.migrations.0009_lead_phone_e164")
    good = make_lead("Bonne", "01 23 45 67 89")
    belgian = make_lead("Belge", "+32 2 123 45 67")
    bad = make_lead("Impossible", "06 12 34")
    # As stored before the migration: no E.164 column content.
    Lead.objects.update(phone_e164="")
    migration.forwards(apps, None)
    stored = dict(Lead.objects.values_list("company", "phone_e164"))
    assert stored == {"Bonne": "+33123456789", "Belge": "+3221234567", "Impossible": ""}
    bad.refresh_from_db()
    assert (bad.phone, good.phone, belgian.phone) == (
        "06 12 34",
        "01 23 45 67 89",
        "+32 2 123 45 67",
    )


def test_saving_a_changed_number_refreshes_e164() -> None:
    lead = make_lead("Correction", "06 12 34")
    lead.phone = "06 12 34 56 78"
    lead.save(update_fields=["phone"])
    lead.refresh_from_db()
    assert (lead.phone_e164, lead.phone_digits) == ("+33612345678", "612345678")
