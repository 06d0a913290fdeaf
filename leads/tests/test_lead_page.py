"""The lead page where the work happens: status, notes, history, links;
the list's phone search; the XLSX export read back with openpyxl."""

import io
from typing import Any

import pytest
from django.test import Client
from openpyxl import load_workbook

from leads.models import Lead, LeadStatus, LeadStatusChange

pytestmark = pytest.mark.django_db


def make_lead(company: str, phone: str = "01 23 45 67 89", **fields: Any) -> Lead:
    defaults = {
        "context": "contact",
        "first_name": "Marie",
        "last_name": "Durand",
        "email": "marie@acme.fr",
        "subject": "Lead",
    }
    return Lead.objects.create(company=company, phone=phone, **{**defaults, **fields})


def admin(settings: Any, suffix: str) -> str:
    return f"/{settings.ADMIN_PATH}leads/lead/{suffix}"


def change(client: Client, settings: Any, lead: Lead, **data: str) -> Any:
    form = {"status": lead.status, "staff_note": "", "call_note": ""}
    form.update(data)
    # The read-only history inline still sends its management form.
    form.update(
        {
            "history-TOTAL_FORMS": "0",
            "history-INITIAL_FORMS": "0",
            "history-MIN_NUM_FORMS": "0",
            "history-MAX_NUM_FORMS": "0",
        }
    )
    return client.post(admin(settings, f"{lead.pk}/change/"), form, follow=True)


def test_lead_page_links_and_status_choices(salesperson: Client, settings: Any) -> None:
    lead = make_lead("ACME", phone="01.23.45.67.89")
    html = salesperson.get(admin(settings, f"{lead.pk}/change/")).content.decode()
    assert "Modification de la demande" in html
    assert "href='tel:+33123456789'" in html or 'href="tel:+33123456789"' in html
    assert "mailto:marie@acme.fr" in html
    # Only the moves the workflow allows from "Nouveau" are offered.
    status_select = html.split('name="status"')[1].split("</select>")[0]
    assert "Contacté" in status_select and "Perdu" in status_select
    assert "Qualifié" not in status_select
    assert "Dernier contact" in html


def test_status_change_on_the_page_writes_the_history(salesperson: Client, settings: Any) -> None:
    lead = make_lead("ACME")
    assert lead.last_contact_at is None
    response = change(
        salesperson, settings, lead, status=LeadStatus.CONTACTED, call_note="Rappeler jeudi"
    )
    assert response.status_code == 200
    message = response.content.decode().split('class="success">')[1].split("</li>")[0]
    assert message.startswith("La demande") and message.endswith("a été modifiée avec succès.")
    lead.refresh_from_db()
    assert lead.status == LeadStatus.CONTACTED and lead.last_contact_at is not None
    line = LeadStatusChange.objects.get(lead=lead)
    assert (line.from_status, line.to_status, line.note) == (
        "nouveau",
        "contacte",
        "Rappeler jeudi",
    )
    assert line.changed_by_name == "Claire Martin"
    page = salesperson.get(admin(settings, f"{lead.pk}/change/")).content.decode()
    assert "Historique des statuts" in page and "Rappeler jeudi" in page and "Claire Martin" in page

    # Then qualified from the list action: a second line, newest first.
    salesperson.post(
        admin(settings, "?status__exact=contacte"),
        {"action": "mark_qualified", "_selected_action": [str(lead.pk)]},
        follow=True,
    )
    lines = list(lead.history.values_list("from_status", "to_status"))
    assert lines == [("contacte", "qualifie"), ("nouveau", "contacte")]


def test_refused_moves_write_nothing(salesperson: Client, settings: Any) -> None:
    lead = make_lead("ACME")
    salesperson.post(
        admin(settings, "?status__exact=contacte"),
        {"action": "mark_qualified", "_selected_action": [str(lead.pk)]},
        follow=True,
    )
    lead.refresh_from_db()
    assert lead.status == LeadStatus.NEW and not lead.history.exists()
    # A status the form does not offer is refused by the form.
    response = change(salesperson, settings, lead, status=LeadStatus.QUALIFIED)
    assert "Sélectionnez un choix valide" in response.content.decode()
    assert not lead.history.exists()


def test_a_note_without_a_status_change_is_kept(salesperson: Client, settings: Any) -> None:
    lead = make_lead("ACME")
    change(salesperson, settings, lead, call_note="Messagerie, rappeler demain", staff_note="VIP")
    lead.refresh_from_db()
    assert lead.staff_note == "VIP" and lead.status == LeadStatus.NEW
    line = lead.history.get()
    assert (line.from_status, line.to_status) == ("nouveau", "nouveau")


@pytest.mark.parametrize(
    "query",
    ["0123456789", "01 23 45 67 89", "01.23.45.67.89", "+33 1 23 45 67 89", "+33123456789", "6789"],
)
def test_phone_search_ignores_spaces_dots_and_prefix(
    salesperson: Client, settings: Any, query: str
) -> None:
    make_lead("Espaces", phone="01 23 45 67 89")
    make_lead("International", phone="+33 1 23 45 67 89")
    make_lead("Points", phone="01.23.45.67.89")
    make_lead("Autre", phone="04 99 88 77 66")
    response = salesperson.get(admin(settings, ""), {"q": query})
    shown = {lead.company for lead in response.context["cl"].result_list}
    assert shown == {"Espaces", "International", "Points"}


def test_xlsx_export_of_the_filtered_list(salesperson: Client, settings: Any) -> None:
    make_lead("ACME", phone="+33 1 23 45 67 89", context="cyber")
    make_lead('=HYPERLINK("http://x")', phone="0123456789", context="cyber", message="@SUM(1)")
    make_lead("Autre page", context="internet")
    make_lead("Bot", context="cyber", status=LeadStatus.SPAM)
    listing = salesperson.get(admin(settings, ""), {"context__exact": "cyber"})
    assert "export/xlsx/?context__exact=cyber" in listing.content.decode()

    response = salesperson.get(admin(settings, "export/xlsx/"), {"context__exact": "cyber"})
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    sheet = load_workbook(io.BytesIO(response.content)).active
    assert sheet is not None
    rows = list(sheet.iter_rows())
    assert rows[0][0].value == "Filtre : page = Cybersécurité — 2 demandes"
    header = [cell.value for cell in rows[1]]
    assert header[:3] == ["Reçue le", "Page", "Statut"]
    by_company = {row[5].value: row for row in rows[2:]}
    # The filtered list: cyber, spam left out.
    assert set(by_company) == {"ACME", '=HYPERLINK("http://x")'}
    phone = by_company["ACME"][7]
    assert (phone.value, phone.data_type) == ("+33 1 23 45 67 89", "s")
    assert by_company['=HYPERLINK("http://x")'][7].value == "0123456789"
    # Beside it, the form tools dial (leads/phones.py).
    assert header[8] == "Téléphone (E.164)" and by_company["ACME"][8].value == "+33123456789"
    formula_like = by_company['=HYPERLINK("http://x")'][5]
    assert formula_like.data_type == "s"  # text, never a formula
    assert by_company['=HYPERLINK("http://x")'][9].data_type == "s"
    assert by_company["ACME"][0].is_date


def test_csv_keeps_phone_numbers_and_guards_formulas(salesperson: Client, settings: Any) -> None:
    make_lead('=HYPERLINK("x")', phone="+33 1 23 45 67 89")
    response: Any = salesperson.get(admin(settings, "export/csv/"))
    text = b"".join(response.streaming_content).decode()
    assert ";+33 1 23 45 67 89;" in text
    assert ';"\'=HYPERLINK(""x"")";' in text


def test_export_needs_a_staff_login(client: Client, settings: Any) -> None:
    assert client.get(admin(settings, "export/xlsx/")).status_code == 302


def test_lead_list_counts_the_selection_in_french(salesperson: Client, settings: Any) -> None:
    make_lead("ACME")
    listing = salesperson.get(f"/{settings.ADMIN_PATH}leads/lead/").content.decode()
    assert "Sélection : 0 sur" in listing and "sélectionnés" not in listing


def test_migration_clears_last_contact_where_nobody_called() -> None:
    import importlib
    from datetime import timedelta

    from django.apps import apps

    migration = importlib.import_module(
        "leads.migrations.0003_fill_phone_digits_clear_last_contact"
    )
    never = make_lead("Jamais appelé", phone="01.23.45.67.89")
    called = make_lead("Appelé")
    # As stored before the migration: "dernier contact" defaulted to the date received.
    Lead.objects.filter(pk=never.pk).update(
        last_contact_at=never.created_at + timedelta(microseconds=40), phone_digits=""
    )
    Lead.objects.filter(pk=called.pk).update(last_contact_at=called.created_at + timedelta(days=2))
    migration.forwards(apps, None)
    never.refresh_from_db()
    called.refresh_from_db()
    assert never.last_contact_at is None and never.phone_digits == "123456789"
    assert called.last_contact_at is not None


def test_xlsx_export_has_the_follow_up_history_and_next_action(
    salesperson: Client, settings: Any
) -> None:
    from datetime import datetime

    from leads import workflow
    from leads.business_hours import PARIS

    lead = make_lead("Suivi SAS", context="cyber")
    workflow.change_status(lead, LeadStatus.CONTACTED, note="Rappeler mardi 14 h")
    lead.next_action_at = datetime(2026, 11, 17, 14, tzinfo=PARIS)
    lead.next_action_note = "Rappeler pour le devis"
    lead.save()
    response = salesperson.get(admin(settings, "export/xlsx/"))
    rows = list(load_workbook(io.BytesIO(response.content)).active.iter_rows(values_only=True))
    header = list(rows[1])
    row = dict(zip(header, rows[2], strict=True))
    assert row["Prochaine action le"] == datetime(2026, 11, 17, 14)
    assert row["Prochaine action"] == "Rappeler pour le devis"
    assert row["Historique du suivi"].endswith("Nouveau → Contacté : Rappeler mardi 14 h")
