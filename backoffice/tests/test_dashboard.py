"""The sales dashboard (admin home) on known data, at a frozen time."""

from datetime import datetime
from html import unescape
from typing import Any

import pytest
import time_machine
from django.test import Client

from core.mail.status import MailStatus
from leads.business_hours import PARIS
from leads.models import Lead, LeadStatus
from reviews.models import Review

from .conftest import admin_url

pytestmark = pytest.mark.django_db

# Thursday 12 November 2026, 15h in Paris: the day after a public holiday.
NOW = datetime(2026, 11, 12, 15, tzinfo=PARIS)


def lead(when: datetime, company: str, **fields: Any) -> Lead:
    defaults = {
        "context": "internet",
        "first_name": "Marie",
        "last_name": "Durand",
        "email": "marie@example.fr",
        "phone": "01 23 45 67 89",
        "subject": "Demande",
        "mail_status": MailStatus.SENT,
    }
    return Lead.objects.create(created_at=when, company=company, **{**defaults, **fields})


@pytest.fixture
def known_data() -> None:
    # Not contacted: today 14h30 (0 h 30), Tuesday 17h over the holiday
    # (1 h + 0 + 4 h = 5 h, close), the previous Friday 17h (weekend,
    # 1 + 7 + 7 + 0 + 4 = 19 h, late), and today 11h30 over lunch (0 h 30 + 1 h).
    lead(datetime(2026, 11, 12, 14, 30, tzinfo=PARIS), "Fresh SARL")
    lead(datetime(2026, 11, 10, 17, tzinfo=PARIS), "Holiday SAS", context="cyber")
    lead(datetime(2026, 11, 6, 17, tzinfo=PARIS), "Weekend SA", context="telephonie")
    lead(datetime(2026, 11, 12, 11, 30, tzinfo=PARIS), "Lunch SCOP", mail_status=MailStatus.RETRY)
    # Handled, spam and old leads.
    lead(datetime(2026, 11, 9, 10, tzinfo=PARIS), "Called", status=LeadStatus.CONTACTED)
    lead(datetime(2026, 11, 12, 9, tzinfo=PARIS), "Bot", status=LeadStatus.SPAM)
    lead(datetime(2026, 10, 20, 10, tzinfo=PARIS), "October", status=LeadStatus.QUALIFIED)
    lead(datetime(2026, 9, 1, 10, tzinfo=PARIS), "September", status=LeadStatus.LOST)
    Review.objects.create(name="Paul", message="Très bien", mail_status=MailStatus.SENT)
    Review.objects.create(name="Spam", message="x", is_spam=True, mail_status=MailStatus.SKIPPED)


def test_dashboard_figures(salesperson: Client, settings: Any, known_data: None) -> None:
    with time_machine.travel(NOW, tick=False):
        response = salesperson.get(admin_url(settings))
    assert response.status_code == 200
    ctx = response.context
    # Today: Fresh and Lunch (spam left out); 7 days from 6 Nov: + Holiday,
    # Weekend, Called; 30 days from 14 Oct: + October.
    assert ctx["counts"] == {"today": 2, "week": 5, "month": 6}
    by_status = {value: count for value, _, count in ctx["by_status"]}
    assert by_status == {"nouveau": 4, "contacte": 1, "qualifie": 1, "perdu": 0, "spam": 1}
    by_page = {value: count for value, _, count in ctx["by_page"]}
    assert by_page == {
        "telephonie": 1,
        "internet": 4,
        "infogerance": 0,
        "cyber": 1,
        "contact": 0,
    }
    promise = [(r.lead.company, r.age, r.level) for r in ctx["promise"]]
    assert promise == [
        ("Weekend SA", "19 h", "late"),
        ("Holiday SAS", "5 h", "soon"),
        ("Lunch SCOP", "1 h 30", "ok"),
        ("Fresh SARL", "30 min", "ok"),
    ]
    assert ctx["reviews_waiting_count"] == 1
    assert [obj.company for obj, _ in ctx["unsent"]] == ["Lunch SCOP"]
    per_day = {d.day.isoformat(): d.count for d in ctx["per_day"]}
    assert len(per_day) == 30 and per_day["2026-11-12"] == 2 and per_day["2026-10-20"] == 1
    assert sum(per_day.values()) == 6


def test_dashboard_page(salesperson: Client, settings: Any, known_data: None) -> None:
    with time_machine.travel(NOW, tick=False):
        html = unescape(salesperson.get(admin_url(settings)).content.decode())
    assert "À traiter : la promesse de rappel sous 24 h" in html
    # Each lead to handle: its deadline and what is left, in business hours.
    assert (
        'à rappeler avant lundi 17 h</strong><br><span class="badge badge-late">en retard de 12 h ouvrées'
        in html
    )
    assert (
        'à rappeler avant aujourd\'hui 17 h</strong><br><span class="badge badge-soon">reste 2 h ouvrées'
        in html
    )
    assert (
        'à rappeler avant demain 14 h 30</strong><br><span class="badge badge-ok">reste 6 h 30 ouvrées'
        in html
    )
    # The whole list (no filter: every lead but spam) is one click away.
    assert f'<a href="/{settings.ADMIN_PATH}leads/lead/">Toutes les demandes</a>' in html
    # The rule is stated once, and says how « sous 24 h » is counted.
    assert html.count("« Rappel sous 24 h » se compte en heures ouvrées") == 1
    assert 'href="mailto:marie@example.fr"' in html
    assert 'href="tel:+33123456789"' in html
    # The chart is an SVG drawn on the server, with a text alternative and a table.
    assert '<svg class="leads-chart"' in html and 'role="img"' in html
    assert "6 demandes sur les 30 derniers jours ; maximum 2 le 12 novembre." in html
    assert "Voir les chiffres jour par jour" in html
    # A salesperson sees no technical section.
    assert "Administration technique" not in html
    assert "<script" not in html.split('id="content-main"')[1].split("</main>")[0]


def test_the_deadline_is_one_function_and_overdue_leads_use_it(known_data: None) -> None:
    from leads.business_hours import first_contact_deadline, overdue_leads

    friday = Lead.objects.get(company="Weekend SA")
    # Friday 17h: 1 h on Friday, 6 h on Monday -> Monday 17h, not Saturday.
    assert first_contact_deadline(friday) == datetime(2026, 11, 9, 17, tzinfo=PARIS)
    holiday = Lead.objects.get(company="Holiday SAS")
    # Tuesday 17h, Wednesday 11 November is a public holiday -> Thursday 17h.
    assert first_contact_deadline(holiday) == datetime(2026, 11, 12, 17, tzinfo=PARIS)
    assert [lead.company for lead in overdue_leads(NOW)] == ["Weekend SA"]
    later = datetime(2026, 11, 12, 17, 30, tzinfo=PARIS)
    assert [lead.company for lead in overdue_leads(later)] == ["Weekend SA", "Holiday SAS"]


def test_follow_ups_of_the_day_and_overdue(
    salesperson: Client, settings: Any, known_data: None
) -> None:
    called = Lead.objects.get(company="Called")
    called.next_action_at = datetime(2026, 11, 10, 14, tzinfo=PARIS)
    called.next_action_note = "Rappeler mardi 14 h"
    called.save()
    fresh = Lead.objects.get(company="Fresh SARL")
    fresh.next_action_at, fresh.phone = datetime(2026, 11, 12, 17, tzinfo=PARIS), ""
    fresh.save()
    Lead.objects.filter(company="Holiday SAS").update(
        next_action_at=datetime(2026, 11, 13, 10, tzinfo=PARIS)
    )
    with time_machine.travel(NOW, tick=False):
        response = salesperson.get(admin_url(settings))
    assert [lead.company for lead in response.context["follow_ups"]] == ["Called", "Fresh SARL"]
    html = response.content.decode()
    assert "(en retard)</strong> — " in html and ": Rappeler mardi 14 h" in html
    assert "sans téléphone" in html


def test_superuser_gets_the_technical_section(
    admin_client: Client, settings: Any, known_data: None
) -> None:
    html = admin_client.get(admin_url(settings)).content.decode()
    assert "Administration technique" in html
    for name in ("Comptes du personnel", "Blocages de connexion", "File des tâches"):
        assert name in html
    assert "Task Results" not in html and "Tasks Database Backend" not in html


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("django_tasks_database/dbtaskresult/", "File des tâches (envoi des e-mails)"),
        ("axes/accessattempt/", "Blocages de connexion (tentatives échouées)"),
        ("auth/user/", "Comptes du personnel"),
    ],
)
def test_technical_lists_have_french_titles(
    admin_client: Client, settings: Any, path: str, title: str
) -> None:
    html = admin_client.get(admin_url(settings, path)).content.decode()
    assert f"<h1>{title}</h1>" in html
    assert "Tasks Database Backend" not in html


def test_spam_stays_visible_and_one_click_puts_a_lead_back(
    salesperson: Client, settings: Any, known_data: None
) -> None:
    bot = Lead.objects.get(company="Bot")
    bot.spam_reason, bot.mail_status = "champ piège rempli", MailStatus.SKIPPED
    bot.save()
    checked = Lead.objects.get(company="Fresh SARL")
    checked.check_reason = "formulaire envoyé en 0,8 s (seuil : 3 s)"
    checked.save()
    with time_machine.travel(NOW, tick=False):
        html = salesperson.get(admin_url(settings)).content.decode()
    assert "Filtrées comme spam" in html and "champ piège rempli" in html
    assert 'à vérifier</span> <span class="quiet">formulaire envoyé en 0,8 s' in html
    restore = admin_url(settings, f"leads/lead/{bot.pk}/pas-du-spam/")
    assert f'action="{restore}"' in html
    assert salesperson.get(restore).status_code == 405
    response = salesperson.post(restore, {"next": admin_url(settings)})
    assert response.status_code == 302 and response["Location"] == admin_url(settings)
    bot.refresh_from_db()
    assert (bot.status, bot.mail_status) == (LeadStatus.NEW, MailStatus.PENDING)
    line = bot.history.get()
    assert (line.from_status, line.to_status) == (LeadStatus.SPAM, LeadStatus.NEW)
    assert "ce n'était pas du spam (champ piège rempli)" in line.note
    # A foreign "next" is not followed.
    response = salesperson.post(restore, {"next": "https://evil.example/"})
    assert response["Location"] == admin_url(settings)
