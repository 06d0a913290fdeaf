"""Invitations (single use, 72 h) and « Mot de passe oublié ? » (same answer
for unknown addresses, rate-limited, factors kept)."""

import re
from datetime import timedelta
from io import StringIO
from typing import Any

import pytest
import time_machine
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.utils import timezone

from accounts.models import SignInEvent, StaffMail

pytestmark = pytest.mark.django_db
PASSWORD = "un-mot-de-passe-solide-42"


def invite_link() -> str:
    out = StringIO()
    call_command(
        "add_salesperson", "paul", "--email", "paul@example.com", "--role", "marketing", stdout=out
    )
    body = StaffMail.objects.get(to="paul@example.com").body
    match = re.search(r"https?://\S+", body)
    assert match
    return re.sub(r"^https?://[^/]+", "", match.group(0))


def accept(client: Client, link: str) -> Any:
    return client.post(link, {"new_password1": PASSWORD, "new_password2": PASSWORD})


def test_invitation_creates_account_without_password_and_works_once() -> None:
    link = invite_link()
    user = User.objects.get(username="paul")
    assert user.is_staff and not user.has_usable_password()
    assert list(user.groups.values_list("name", flat=True)) == ["Marketing"]
    assert "Activer votre compte" in Client().get(link).content.decode()
    response = accept(Client(), link)
    assert response.status_code == 302 and response["Location"].endswith("/compte/securite/")
    again = Client().get(link)
    assert again.status_code == 410 and "déjà servi ou a expiré" in again.content.decode()


def test_invitation_refuses_common_password() -> None:
    link = invite_link()
    response = Client().post(link, {"new_password1": "password123", "new_password2": "password123"})
    assert response.status_code == 200 and "trop courant" in response.content.decode()


def test_invitation_expires_after_72_hours() -> None:
    with time_machine.travel(timezone.now(), tick=False) as clock:
        link = invite_link()
        clock.shift(timedelta(hours=71))
        assert Client().get(link).status_code == 200
        clock.shift(timedelta(hours=2))
        assert Client().get(link).status_code == 410


def test_reset_answers_unknown_address_like_a_known_one(settings: Any) -> None:
    User.objects.create_user("claire", "claire@example.com", PASSWORD, is_staff=True)
    url = f"/{settings.ADMIN_PATH}compte/password/reset/"
    known = Client().post(url, {"email": "claire@example.com"})
    unknown = Client().post(url, {"email": "personne@example.com"})
    assert known.status_code == unknown.status_code == 302
    assert known["Location"] == unknown["Location"]
    assert list(StaffMail.objects.values_list("to", flat=True)) == ["claire@example.com"]


def test_reset_is_rate_limited(settings: Any) -> None:
    settings.API_RATE_LIMITS = {**settings.API_RATE_LIMITS, "staff_reset": (2, 900)}
    url = f"/{settings.ADMIN_PATH}compte/password/reset/"
    client = Client()
    for _ in range(2):
        assert client.post(url, {"email": "x@example.com"}).status_code == 302
    refused = client.post(url, {"email": "x@example.com"})
    assert refused.status_code == 200 and "Trop de demandes" in refused.content.decode()


def test_reset_staff_factors_command_is_logged() -> None:
    from allauth.mfa.models import Authenticator
    from allauth.mfa.totp.internal.auth import TOTP, generate_totp_secret

    user = User.objects.create_user("claire", "claire@example.com", PASSWORD, is_staff=True)
    TOTP.activate(user, generate_totp_secret())
    call_command("reset_staff_factors", "claire", stdout=StringIO())
    assert not Authenticator.objects.filter(user=user).exists()
    assert SignInEvent.objects.filter(user=user, kind="factors_reset").exists()
    assert StaffMail.objects.filter(to="claire@example.com").exists()
