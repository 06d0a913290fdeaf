"""One spelling, « e-mail » (issue 19), in what staff read: the back office's
pages (labels, columns, actions, help texts) and the mails the site sends
(to the sales team, the moderators, staff members). The public site's pages
are checked in a browser (frontend/e2e/wording-email.spec.ts); the spec's
« L'email renseigné ne semble pas valide. » is the one kept wording."""

import re
from html import unescape
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client

from accounts.invitations import invite
from accounts.models import StaffMail
from leads.models import Lead
from leads.notifications import build_lead_message
from reviews.models import Review
from reviews.notifications import build_review_message

from .conftest import admin_url

pytestmark = pytest.mark.django_db

SPEC_WORDING = "L'email renseigné ne semble pas valide."
# Any other spelling of the word, standalone: « e-mail » and « E-mail » pass.
OTHER_SPELLING = re.compile(r"(?<![\w@.\-/])(e?mails?|courriels?)(?![\w@\-])", re.IGNORECASE)
ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")


def offences(text: str) -> list[str]:
    text = ADDRESS.sub(" ", text.replace(SPEC_WORDING, " "))
    return [
        " ".join(text[max(0, m.start() - 40) : m.end() + 40].split())
        for m in OTHER_SPELLING.finditer(text)
    ]


def readable(html: str) -> str:
    """What a member reads or hears: text, labels and the attributes read aloud."""
    html = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", html)
    attributes = re.findall(r'(?:aria-label|placeholder|title|alt)="([^"]*)"', html)
    return unescape(" ".join([re.sub(r"<[^>]+>", " ", html), *attributes]))


def test_the_checker_finds_other_spellings_and_lets_e_mail_pass() -> None:
    assert len(offences("Votre email · par mail · Emails · un courriel")) == 4
    assert offences(f"E-mail : a@b.fr · e-mails · mailto · Gmail · {SPEC_WORDING}") == []


@pytest.fixture
def lead() -> Lead:
    return Lead.objects.create(
        context="contact",
        first_name="Marie",
        last_name="Durand",
        company="Acme",
        email="marie@acme.fr",
        phone="",
        subject="Lead contact",
        message="Message: Rappelez-moi",
        extras={"subject": "Standard"},
        check_reason="formulaire rempli en 0,8 s",
    )


@pytest.fixture
def review() -> Review:
    return Review.objects.create(name="Paul", company="Duval", message="Très bien.")


def test_back_office_pages_say_e_mail(
    staff_client: Client, settings: Any, lead: Lead, review: Review
) -> None:
    invite("lea", "lea@example.com", "commercial", "Léa")
    pages = [
        "",
        "leads/lead/",
        f"leads/lead/{lead.pk}/change/",
        "leads/lead/?status__exact=spam",
        "reviews/review/",
        f"reviews/review/{review.pk}/change/",
        "django_tasks_database/dbtaskresult/",
        "account/emailaddress/",
        "auth/user/",
        "compte/securite/",
        "compte/inviter/",
        "compte/journal/",
        "cms/pages/",
    ]
    found = []
    for page in pages:
        response = staff_client.get(admin_url(settings, page))
        assert response.status_code == 200, page
        found += [f"{page}: {text}" for text in offences(readable(response.content.decode()))]
    assert found == [], "\n".join(found)


def test_sign_in_pages_say_e_mail(settings: Any) -> None:
    """allauth's pages in French, as a member sees them before signing in."""
    anonymous = Client()
    found = []
    for page in ["compte/login/", "compte/password/reset/"]:
        response = anonymous.get(admin_url(settings, page))
        assert response.status_code == 200, page
        found += [f"{page}: {text}" for text in offences(readable(response.content.decode()))]
    assert found == []


def test_mails_say_e_mail(lead: Lead, review: Review, settings: Any) -> None:
    invite("lea", "lea@example.com", "commercial", "Léa")
    # allauth's reset mail, in French, for an active staff member.
    User.objects.create_user("paul", "paul@example.com", "mot-de-passe-solide-42", is_staff=True)
    Client().post(admin_url(settings, "compte/password/reset/"), {"email": "paul@example.com"})
    mails = [build_lead_message(lead), build_review_message(review)]
    texts = [f"{m.subject}\n{m.body}" for m in mails]
    texts += [f"{m.subject}\n{m.body}" for m in StaffMail.objects.all()]
    assert len(texts) == 4
    assert [text for t in texts for text in offences(t)] == []


def test_field_and_model_names_say_e_mail() -> None:
    """Labels the admin shows wherever a model or field appears (forms, filters, errors)."""
    from django.apps import apps

    ours = {"leads", "reviews", "accounts", "core", "backoffice", "contentstore", "website"}
    found = []
    for model in apps.get_models():
        if model._meta.app_label not in ours:
            continue
        names = [str(model._meta.verbose_name), str(model._meta.verbose_name_plural)]
        names += [str(getattr(f, "verbose_name", "")) for f in model._meta.get_fields()]
        names += [str(getattr(f, "help_text", "")) for f in model._meta.get_fields()]
        found += [f"{model.__name__}: {text}" for name in names for text in offences(name)]
    assert found == []
