"""The leads admin, in French: lists, filters, search, detail, workflow, CSV."""

import csv
import io
from typing import Any

import pytest
from django.core import mail
from django.test import Client

from core.mail import delivery
from core.mail.status import MailStatus
from leads.models import Lead, LeadStatus

pytestmark = pytest.mark.django_db


@pytest.fixture
def leads() -> list[Lead]:
    common = {"first_name": "Marie", "email": "marie@acme.fr", "subject": "Lead"}
    return [
        Lead.objects.create(
            context="internet",
            last_name="Durand",
            company="ACME Fibre",
            extras={"sitesCount": "3", "address": "1 rue de Paris"},
            **common,
        ),
        Lead.objects.create(
            context="cyber", last_name="Martin", company='=HYPERLINK("x")', **common
        ),
        Lead.objects.create(
            context="contact",
            last_name="Spam",
            company="Bot Inc",
            status=LeadStatus.SPAM,
            mail_status=MailStatus.SKIPPED,
            **common,
        ),
    ]


def url(settings: Any, suffix: str) -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"


def test_changelist_columns_in_french(
    staff_client: Client, leads: list[Lead], settings: Any
) -> None:
    response = staff_client.get(url(settings, "leads/lead/"))
    assert response.status_code == 200
    html = response.content.decode()
    for header in ("Reçue le", "Page", "Entreprise", "Contact", "Statut", "Notification"):
        assert header in html
    assert "ACME Fibre" in html and "Internet &amp; Connectivité" in html
    assert "En attente d&#x27;envoi" in html or "En attente d'envoi" in html


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("context__exact=internet", {"ACME Fibre"}),
        ("status__exact=spam", {"Bot Inc"}),
        # Spam is hidden unless its filter is chosen.
        ("mail_status__exact=skipped", set()),
        ("status__exact=spam&mail_status__exact=skipped", {"Bot Inc"}),
        ("q=Martin", {'=HYPERLINK("x")'}),
        ("q=marie%40acme.fr", {"ACME Fibre", '=HYPERLINK("x")'}),
        ("status__exact=spam&q=marie%40acme.fr", {"Bot Inc"}),
    ],
)
def test_filters_and_search(
    staff_client: Client, leads: list[Lead], settings: Any, query: str, expected: set[str]
) -> None:
    response = staff_client.get(url(settings, f"leads/lead/?{query}"))
    assert response.status_code == 200
    shown = {lead.company for lead in response.context["cl"].result_list}
    assert shown == expected


def test_status_filter_says_spam_is_hidden(
    staff_client: Client, leads: list[Lead], settings: Any
) -> None:
    html = staff_client.get(url(settings, "leads/lead/")).content.decode()
    assert "Tous sauf spam" in html


def test_date_filter(staff_client: Client, leads: list[Lead], settings: Any) -> None:
    from django.utils import timezone

    old = staff_client.get(url(settings, "leads/lead/?created_at__year=2000"))
    assert old.status_code == 200
    assert list(old.context["cl"].result_list) == []
    this_year = timezone.localdate().year
    recent = staff_client.get(url(settings, f"leads/lead/?created_at__year={this_year}"))
    assert recent.context["cl"].result_count == 2  # the spam lead is hidden


def test_detail_shows_the_extras(staff_client: Client, leads: list[Lead], settings: Any) -> None:
    response = staff_client.get(url(settings, f"leads/lead/{leads[0].pk}/change/"))
    assert response.status_code == 200
    html = response.content.decode()
    assert "Nombre de sites à raccorder" in html and ">3<" in html
    assert "Adresse du site principal" in html
    assert (
        "Notification à l&#x27;équipe commerciale" in html
        or "Notification à l'équipe commerciale" in html
    )


def _action(
    staff_client: Client,
    settings: Any,
    action: str,
    pks: list[int],
    model: str = "leads/lead",
    query: str = "",
) -> Any:
    return staff_client.post(
        url(settings, f"{model}/{query}"),
        {"action": action, "_selected_action": [str(pk) for pk in pks]},
        follow=True,
    )


def test_status_workflow(staff_client: Client, leads: list[Lead], settings: Any) -> None:
    first, second, _spam = leads
    assert first.last_contact_at is None  # nobody has called yet
    new, contacted = "?status__exact=nouveau", "?status__exact=contacte"
    _action(staff_client, settings, "mark_contacted", [first.pk], query=new)
    first.refresh_from_db()
    assert first.status == LeadStatus.CONTACTED and first.last_contact_at is not None
    _action(staff_client, settings, "mark_qualified", [first.pk], query=contacted)
    first.refresh_from_db()
    assert first.status == LeadStatus.QUALIFIED
    # Only the moves the workflow allows from the chosen status are offered:
    # nouveau → qualifié is not, and a forged post of it changes nothing.
    offered = staff_client.get(url(settings, f"leads/lead/{new}")).content.decode()
    assert 'value="mark_contacted"' in offered and 'value="mark_qualified"' not in offered
    mixed = staff_client.get(url(settings, "leads/lead/")).content.decode()
    assert 'value="mark_contacted"' not in mixed and "filtrez d'abord par statut" in mixed
    _action(staff_client, settings, "mark_qualified", [second.pk], query=new)
    second.refresh_from_db()
    assert second.status == LeadStatus.NEW
    _action(staff_client, settings, "mark_lost", [second.pk], query=new)
    second.refresh_from_db()
    assert second.status == LeadStatus.LOST


def test_not_spam_sends_the_notification(
    staff_client: Client, leads: list[Lead], settings: Any
) -> None:
    spam = leads[2]
    _action(staff_client, settings, "mark_new", [spam.pk], query="?status__exact=spam")
    spam.refresh_from_db()
    assert (spam.status, spam.mail_status) == (LeadStatus.NEW, MailStatus.PENDING)
    assert delivery.deliver_notification.call("lead", spam.pk) == "sent"
    assert len(mail.outbox) == 1


def test_csv_export(staff_client: Client, leads: list[Lead], settings: Any) -> None:
    # The export button of the list filtered on spam, then of the default list.
    response: Any = staff_client.get(url(settings, "leads/lead/export/csv/?status__exact=spam"))
    spam_rows = b"".join(response.streaming_content).decode("utf-8").strip().splitlines()
    # A first row says which filter the file holds (admin_export.filter_summary).
    assert spam_rows[0] == "\ufeffFiltre : statut = Spam — 1 demande"
    assert len(spam_rows) == 3 and "Bot Inc" in spam_rows[2]
    Lead.objects.filter(company="Bot Inc").update(status=LeadStatus.LOST)
    response = staff_client.get(url(settings, "leads/lead/export/csv/"))
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert "attachment" in response["Content-Disposition"]
    text = b"".join(response.streaming_content).decode("utf-8")
    assert text.startswith("\ufeff")
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=";"))
    assert rows[0] == ["Toutes les demandes hors spam — 3 demandes"]
    assert rows[1][:6] == ["Reçue le", "Page", "Statut", "Prénom", "Nom", "Entreprise"]
    assert len(rows) == 5
    by_company = {row[5]: row for row in rows[2:]}
    assert "Nombre de sites à raccorder: 3" in by_company["ACME Fibre"][10]
    # Formula injection is neutralised.
    assert '\'=HYPERLINK("x")' in by_company
    assert by_company["Bot Inc"][2] == "Perdu"


def test_resend_notification(staff_client: Client, leads: list[Lead], settings: Any) -> None:
    first = leads[0]
    delivery.deliver_notification.call("lead", first.pk)
    _action(staff_client, settings, "resend_notification", [first.pk])
    first.refresh_from_db()
    if first.mail_status == MailStatus.PENDING:  # database backend: the worker sends it
        delivery.deliver_notification.call("lead", first.pk)
    assert len(mail.outbox) == 2


def test_admin_requires_login(client: Client, settings: Any) -> None:
    response = client.get(url(settings, "leads/lead/"))
    assert response.status_code == 302
    assert "/login/" in response["Location"]
