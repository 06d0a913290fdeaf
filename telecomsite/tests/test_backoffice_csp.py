"""The back office sends a Content-Security-Policy (issue 27): every page
under ADMIN_PATH (admin, dashboard, account and second-factor pages, content
editor, Wagtail's page editor) answers with the strict policy of
core/middleware.py, and none of them carries what that policy would block."""

from html.parser import HTMLParser
from typing import Any

import pytest
import time_machine
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret, hotp_value
from django.contrib import admin
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from cms.models import OfferPage
from leads.models import Lead
from reviews.models import Review

pytestmark = pytest.mark.django_db

PASSWORD = "un-mot-de-passe-solide-42"
BACKOFFICE_POLICY = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    # Wagtail's preview panel frames a page of this origin (cms/).
    "frame-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}


def parse_csp(header: str) -> dict[str, list[str]]:
    return {part.split()[0]: part.split()[1:] for part in header.split(";") if part.strip()}


class Blocked(HTMLParser):
    """What a policy without 'unsafe-inline' refuses: inline scripts (JSON
    data blocks are not run), scripts from elsewhere, on* handlers,
    javascript: URLs, <style> elements and style attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if tag == "script":
            src = values.get("src", "")
            if not src and values.get("type") not in {"application/json", "application/ld+json"}:
                self.found.append(f"inline script {values}")
            elif src and not src.startswith("/"):
                self.found.append(f"foreign script {src}")
        if tag == "style":
            self.found.append("<style> element")
        for name, value in values.items():
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}>")
            if name == "style":
                self.found.append(f"<{tag} style={value!r}>")
            if name in {"href", "src", "action", "formaction"} and value.startswith("javascript:"):
                self.found.append(f"<{tag} {name}={value!r}>")


def check(response: Any, url: str) -> None:
    assert "Content-Security-Policy" in response, url
    policy = parse_csp(response["Content-Security-Policy"])
    assert policy == BACKOFFICE_POLICY, url
    assert "unsafe" not in response["Content-Security-Policy"], url
    if response.status_code == 200 and response["Content-Type"].startswith("text/html"):
        parser = Blocked()
        parser.feed(response.content.decode())
        assert parser.found == [], url


def visit(client: Client, urls: list[str], expected: set[int] | None = None) -> None:
    for url in urls:
        response = client.get(url)
        assert response.status_code in (expected or {200}), (url, response.status_code)
        check(response, url)


def with_totp(user: User) -> str:
    secret = generate_totp_secret()
    TOTP.activate(user, secret)
    return secret


def sign_in(client: Client, settings: Any, user: User, secret: str | None) -> None:
    """The real sign-in (password, then the code): allauth then counts the
    session as freshly authenticated, as the enrolment pages require."""
    step = client.post(settings.LOGIN_URL, {"login": user.username, "password": PASSWORD})
    assert step.status_code == 302
    check(step, settings.LOGIN_URL)
    if secret is not None:
        check(client.get(step["Location"]), step["Location"])
        # The code and its check in one 30 s period, however slow the machine.
        with time_machine.travel(timezone.now(), tick=False):
            code = f"{hotp_value(secret, int(timezone.now().timestamp()) // 30):06d}"
            assert client.post(step["Location"], {"code": code}).status_code == 302


def confirm_access(client: Client, settings: Any) -> None:
    """« Confirmer l'accès »: the password again, before a factor changes."""
    url = f"/{settings.ADMIN_PATH}compte/reauthenticate/"
    check(client.get(url), url)
    assert client.post(url, {"password": PASSWORD}).status_code == 302


@pytest.fixture
def director(settings: Any) -> Client:
    user = User.objects.create_superuser("direction", "direction@example.com", PASSWORD)
    secret = with_totp(user)
    RecoveryCodes.activate(user)
    client = Client()
    sign_in(client, settings, user, secret)
    return client


@pytest.fixture
def records() -> dict[str, Any]:
    lead = Lead.objects.create(
        context="telephonie",
        first_name="Jeanne",
        last_name="Prospect",
        company="Prospect SA",
        email="jeanne@example.com",
        subject="Devis",
    )
    review = Review.objects.create(name="Paul", company="ACME", message="Très bien")
    return {"lead": lead, "review": review}


def test_every_admin_list_and_form(
    director: Client, records: dict[str, Any], settings: Any
) -> None:
    urls = [reverse("admin:index"), reverse("admin:jsi18n")]
    for model, model_admin in admin.site._registry.items():
        name = f"admin:{model._meta.app_label}_{model._meta.model_name}"
        urls.append(reverse(f"{name}_changelist"))
        if model_admin.has_add_permission(type("R", (), {"user": director_user()})()):
            urls.append(reverse(f"{name}_add"))
    lead, review = records["lead"], records["review"]
    user = director_user()
    urls += [
        reverse("admin:leads_lead_change", args=[lead.pk]),
        reverse("admin:leads_lead_delete", args=[lead.pk]),
        reverse("admin:leads_lead_history", args=[lead.pk]),
        reverse("admin:reviews_review_change", args=[review.pk]),
        reverse("admin:auth_user_change", args=[user.pk]),
        reverse("admin:auth_user_password_change", args=[user.pk]),
        f"{reverse('admin:leads_lead_changelist')}?status__exact=new&q=Prospect",
    ]
    visit(director, urls)
    # Redirects and errors carry it too.
    visit(director, [reverse("admin:password_change"), reverse("admin:logout")], {302, 405})
    visit(director, [f"/{settings.ADMIN_PATH}nulle-part/"], {404})


def director_user() -> User:
    return User.objects.get(username="direction")


def test_the_account_and_second_factor_pages(director: Client, settings: Any) -> None:
    account = f"/{settings.ADMIN_PATH}compte/"
    confirm_access(director, settings)
    visit(
        director,
        [
            account + page
            for page in (
                "securite/",
                "journal/",
                "inviter/",
                "sessions/",
                "password/change/",
                "2fa/",
                "2fa/webauthn/",
                "2fa/webauthn/add/",
                "2fa/recovery-codes/",
                "2fa/recovery-codes/generate/",
                "reauthenticate/",
            )
        ],
    )


def test_enrolment_pages_of_a_member_without_factor(settings: Any) -> None:
    User.objects.create_user("paul", "paul@example.com", PASSWORD, is_staff=True)
    client = Client()
    sign_in(client, settings, User.objects.get(username="paul"), None)
    account = f"/{settings.ADMIN_PATH}compte/"
    confirm_access(client, settings)
    # The TOTP page shows its QR code as a data: image, which img-src allows.
    visit(client, [account + "securite/", account + "2fa/totp/activate/"])
    visit(client, [account + "2fa/webauthn/add/"])
    # The rest of the back office sends a member without factor to enrolment.
    visit(client, [f"/{settings.ADMIN_PATH}"], {302})


def test_pages_before_sign_in(settings: Any) -> None:
    account = f"/{settings.ADMIN_PATH}compte/"
    visit(
        Client(),
        [
            settings.LOGIN_URL,
            account + "password/reset/",
            account + "password/reset/done/",
            account + "session-expiree/",
            account + "invitation/MQ/mauvais-jeton/",
        ],
        {200, 410},
    )
    visit(Client(), [f"/{settings.ADMIN_PATH}", f"/{settings.ADMIN_PATH}login/"], {302})


def test_a_draft_preview_keeps_the_public_policy(director: Client, settings: Any) -> None:
    """The preview is the public page (its scripts, the Google tag): the
    public policy it sets itself stays (website/preview.py)."""
    settings.SSR_URL = "http://127.0.0.1:9"  # the client-side fallback is enough
    page = OfferPage.objects.get(route_key="telephonie")
    response = director.get(f"/{settings.ADMIN_PATH}cms/pages/{page.pk}/view_draft/")
    assert response.status_code == 200
    policy = parse_csp(response["Content-Security-Policy"])
    assert "https://www.googletagmanager.com" in policy["script-src"]
    assert "'unsafe-inline'" not in policy["script-src"]


def test_swagger_is_exempt_only_where_it_exists(client: Client, settings: Any) -> None:
    settings.API_DOCS = True
    assert "Content-Security-Policy" not in client.get("/api/docs")
    settings.API_DOCS = False  # production
    assert "Content-Security-Policy" in client.get("/api/docs")


def test_the_page_editor_pages(director: Client, settings: Any) -> None:
    from cms.models import ContactPage, OfferPage, SitemapPage
    from cms.seed import ensure_pages

    ensure_pages()  # as `migrate` left it, whatever flushed the database before
    page = OfferPage.objects.get(route_key="telephonie")
    contact = ContactPage.objects.get(route_key="contact")
    sitemap = SitemapPage.objects.get(route_key="sitemap")
    wagtail = f"/{settings.ADMIN_PATH}cms/"
    visit(
        director,
        [
            wagtail,
            f"{wagtail}pages/{page.get_parent().pk}/",
            f"{wagtail}pages/{page.pk}/edit/",
            f"{wagtail}pages/{contact.pk}/edit/",
            # The site's root page (the header's, footer's and 404's words).
            f"{wagtail}pages/{page.get_parent().pk}/edit/",
            f"{wagtail}pages/{sitemap.pk}/edit/",
            f"{wagtail}pages/{page.pk}/history/",
            f"{wagtail}pages/{page.pk}/revisions/compare/earliest...latest/",
            f"{wagtail}account/",
            f"{wagtail}reports/site-history/",
        ],
    )
