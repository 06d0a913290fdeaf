"""No staff password changes without a line in the sign-in record and a mail
to its owner (issue 27): the admin's own « Modifier le mot de passe » sends
staff to the account pages, and a superuser's change of a member's password
is recorded and mailed."""

import re
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client

from accounts.models import SignInEvent, StaffMail
from backoffice.tests.conftest import admin_url

pytestmark = pytest.mark.django_db

NEW_PASSWORD = "un-tout-nouveau-mot-de-passe-77"


@pytest.fixture
def member() -> User:
    return User.objects.create_user(
        "paul", "paul@example.com", "ancien-mot-de-passe-solide-12", is_staff=True
    )


def test_the_admins_password_form_is_gone(
    staff_client: Client, staff_member: User, staff_password: str, settings: Any
) -> None:
    url = admin_url(settings, "password_change/")
    answer = staff_client.post(
        url,
        {
            "old_password": staff_password,
            "new_password1": NEW_PASSWORD,
            "new_password2": NEW_PASSWORD,
        },
    )
    assert answer.status_code == 302
    assert answer["Location"] == admin_url(settings, "compte/password/change/")
    staff_member.refresh_from_db()
    assert staff_member.check_password(staff_password)
    assert not staff_member.check_password(NEW_PASSWORD)
    done = staff_client.get(admin_url(settings, "password_change/done/"))
    assert done.status_code == 302 and done["Location"] == admin_url(settings, "compte/securite/")


def test_the_user_tools_link_the_account_pages(staff_client: Client, settings: Any) -> None:
    page = staff_client.get(admin_url(settings)).content.decode()
    tools = page[page.index('id="user-tools"') :]
    tools = tools[: tools.index("</div>")]
    links = dict(
        (text.strip(), href) for href, text in re.findall(r'<a href="([^"]+)">([^<]+)</a>', tools)
    )
    assert links["Modifier le mot de passe"] == admin_url(settings, "compte/password/change/")
    assert "password_change" not in tools


def test_the_account_pages_change_record_and_mail(
    staff_client: Client, staff_member: User, staff_password: str, settings: Any
) -> None:
    """Where the link leads: the change is recorded and mailed (allauth's
    password_changed, accounts/signals.py)."""
    answer = staff_client.post(
        admin_url(settings, "compte/password/change/"),
        {"oldpassword": staff_password, "password1": NEW_PASSWORD, "password2": NEW_PASSWORD},
    )
    assert answer.status_code == 302
    staff_member.refresh_from_db()
    assert staff_member.check_password(NEW_PASSWORD)
    assert SignInEvent.objects.filter(user=staff_member, kind="password_changed").exists()
    assert StaffMail.objects.filter(to="direction@example.com").exists()


def set_password_of(client: Client, settings: Any, member: User, **post: str) -> Any:
    url = admin_url(settings, f"auth/user/{member.pk}/password/")
    return client.post(url, post, REMOTE_ADDR="198.51.100.20", HTTP_USER_AGENT="Firefox 140")


def test_a_superuser_setting_a_members_password_is_recorded_and_mailed(
    staff_client: Client, member: User, settings: Any
) -> None:
    answer = set_password_of(
        staff_client,
        settings,
        member,
        usable_password="true",
        password1=NEW_PASSWORD,
        password2=NEW_PASSWORD,
    )
    assert answer.status_code == 302
    member.refresh_from_db()
    assert member.check_password(NEW_PASSWORD)
    event = SignInEvent.objects.get(user=member)
    assert event.kind == "password_changed"
    assert event.detail == "nouveau mot de passe défini par direction"
    assert (event.ip, event.user_agent) == ("198.51.100.20", "Firefox 140")
    mail = StaffMail.objects.get(to="paul@example.com")
    assert mail.subject == "Le mot de passe de votre compte a été modifié"
    assert "L'administrateur « direction » a défini un nouveau mot de passe" in mail.body
    assert "« paul »" in mail.body and "prévenez immédiatement un administrateur" in mail.body
    assert NEW_PASSWORD not in mail.body


def test_switching_a_members_password_off_is_recorded_and_mailed(
    staff_client: Client, member: User, settings: Any
) -> None:
    answer = set_password_of(
        staff_client, settings, member, usable_password="false", **{"unset-password": "1"}
    )
    assert answer.status_code == 302
    member.refresh_from_db()
    assert not member.has_usable_password()
    assert SignInEvent.objects.get(user=member).detail == "mot de passe désactivé par direction"
    body = StaffMail.objects.get(to="paul@example.com").body
    assert "a désactivé le mot de passe de votre compte" in body


def test_a_refused_form_records_and_mails_nothing(
    staff_client: Client, member: User, settings: Any
) -> None:
    answer = set_password_of(
        staff_client,
        settings,
        member,
        usable_password="true",
        password1=NEW_PASSWORD,
        password2="pas-le-meme-mot-de-passe-88",
    )
    assert answer.status_code == 200
    assert not SignInEvent.objects.filter(user=member).exists()
    assert not StaffMail.objects.exists()


def test_a_salesperson_cannot_open_the_form(
    salesperson: Client, member: User, settings: Any
) -> None:
    answer = salesperson.post(
        admin_url(settings, f"auth/user/{member.pk}/password/"),
        {"usable_password": "true", "password1": NEW_PASSWORD, "password2": NEW_PASSWORD},
    )
    assert answer.status_code == 403
    member.refresh_from_db()
    assert not member.check_password(NEW_PASSWORD)
    assert not SignInEvent.objects.filter(user=member).exists()
