"""No staff data without the second factor, for every staff URL."""

from typing import Any

import pytest
import time_machine
from allauth.mfa.models import Authenticator
from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret, hotp_value
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone

from leads.models import Lead

pytestmark = pytest.mark.django_db


@pytest.fixture
def lead() -> Lead:
    return Lead.objects.create(
        context="telephonie",
        first_name="Jeanne",
        last_name="Prospect",
        company="Prospect SA",
        email="jeanne@example.com",
        subject="Devis",
    )


def staff_urls(settings: Any, lead: Lead) -> list[str]:
    admin = f"/{settings.ADMIN_PATH}"
    return [
        admin,
        f"{admin}leads/lead/",
        f"{admin}leads/lead/{lead.pk}/change/",
        f"{admin}leads/lead/export/xlsx/",
        f"{admin}login/",
        f"{admin}auth/user/",
        f"{admin}compte/journal/",
    ]


def add_totp(user: User) -> str:
    secret = generate_totp_secret()
    TOTP.activate(user, secret)
    return secret


def test_password_only_session_never_sees_data(
    settings: Any, staff_member: User, lead: Lead
) -> None:
    add_totp(staff_member)
    client = Client()
    for url in staff_urls(settings, lead):
        client.force_login(staff_member)  # a password, no second factor
        response = client.get(url)
        assert response.status_code == 302, url
        assert response["Location"].startswith(settings.LOGIN_URL), url
        assert b"jeanne@example.com" not in response.content


def test_anonymous_is_sent_to_login(settings: Any, lead: Lead) -> None:
    for url in staff_urls(settings, lead):
        response = Client().get(url)
        assert response.status_code == 302 and response["Location"].startswith(settings.LOGIN_URL)


def test_member_without_factor_is_walked_to_enrolment(
    settings: Any, staff_client: Client, lead: Lead
) -> None:
    for url in staff_urls(settings, lead):
        response = staff_client.get(url)
        assert response.status_code == 302 and response["Location"].endswith("/compte/securite/")
    page = staff_client.get(f"/{settings.ADMIN_PATH}compte/securite/")
    assert "Avant de continuer : ajoutez un second facteur" in page.content.decode()


def sign_in(client: Client, settings: Any, member: User, password: str) -> Any:
    """The password step of the sign-in page, answered by the second-factor step."""
    login = f"/{settings.ADMIN_PATH}compte/login/"
    response = client.post(login, {"login": member.username, "password": password})
    assert response.status_code == 302 and "/2fa/authenticate/" in response["Location"]
    return response


def login_with_totp(client: Client, settings: Any, member: User, password: str) -> Any:
    secret = add_totp(member)
    step = sign_in(client, settings, member, password)
    # The code and its check in one 30 s period, however slow the machine.
    with time_machine.travel(timezone.now(), tick=False):
        counter = int(timezone.now().timestamp()) // 30
        code = f"{hotp_value(secret, counter):06d}"
        return client.post(step["Location"], {"code": code})


def test_totp_computed_from_secret_opens_the_admin(
    settings: Any, staff_member: User, staff_password: str, lead: Lead
) -> None:
    client = Client()
    response = login_with_totp(client, settings, staff_member, staff_password)
    assert response.status_code == 302
    page = client.get(f"/{settings.ADMIN_PATH}leads/lead/{lead.pk}/change/")
    assert page.status_code == 200 and "jeanne@example.com" in page.content.decode()


def test_wrong_code_is_recorded_and_counted_by_axes(
    settings: Any, staff_member: User, staff_password: str
) -> None:
    from axes.models import AccessAttempt

    from accounts.models import SignInEvent

    add_totp(staff_member)
    client = Client()
    step = sign_in(client, settings, staff_member, staff_password)
    client.post(step["Location"], {"code": "000000"})
    assert SignInEvent.objects.filter(user=staff_member, kind="mfa_failed").count() == 1
    attempt = AccessAttempt.objects.filter(username=staff_member.username).get()
    assert attempt.failures_since_start >= 1


def test_recovery_code_works_once(settings: Any, staff_member: User, staff_password: str) -> None:
    from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes

    add_totp(staff_member)
    code = RecoveryCodes.activate(staff_member).get_unused_codes()[0]
    assert Authenticator.objects.filter(user=staff_member).count() == 2
    first = Client()
    step = sign_in(first, settings, staff_member, staff_password)
    assert first.post(step["Location"], {"code": code}).status_code == 302
    assert first.get(f"/{settings.ADMIN_PATH}").status_code == 200
    second = Client()
    step = sign_in(second, settings, staff_member, staff_password)
    again = second.post(step["Location"], {"code": code})
    assert again.status_code == 200 and "Code incorrect" in again.content.decode()


def test_account_pages_open_with_the_second_factor(
    settings: Any, staff_member: User, staff_password: str
) -> None:
    # The open-sessions list (allauth.usersessions) needs django.contrib.humanize.
    client = Client()
    assert login_with_totp(client, settings, staff_member, staff_password).status_code == 302
    account = f"/{settings.ADMIN_PATH}compte/"
    for page in ("securite/", "journal/", "sessions/", "2fa/"):
        assert client.get(account + page).status_code == 200, page


def test_login_page_offers_no_sign_up(settings: Any) -> None:
    # Accounts come from invitations: allauth's « enregistrez-vous » is gone.
    page = Client().get(settings.LOGIN_URL).content.decode()
    assert "Mot de passe oublié ?" in page and "Se connecter avec une clé d'accès" in page
    assert "signup" not in page
