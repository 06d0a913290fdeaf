"""The recovery codes, shown once after enrolment: « Télécharger » (a text file
from the server), « Imprimer » (a printable page) and « Continuer », refused
until « J'ai sauvegardé… » is ticked, all without JavaScript; afterwards,
they are not shown again."""

import html
import re
from datetime import timedelta
from typing import Any

import pytest
import time_machine
from allauth.mfa.models import Authenticator
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from .signin import PASSWORD, browser, dashboard, login_url, right_code, text

# Real commits: allauth records the new factor in the session on commit
# (transaction.on_commit), within the request, as in production.
pytestmark = pytest.mark.django_db(transaction=True)
CODES = reverse("mfa_view_recovery_codes")


def page_of(response: Any) -> str:
    return html.unescape(response.content.decode())


def shown_codes(page: str) -> list[str]:
    match = re.search(r'<textarea id="recovery_codes"[^>]*>(.*?)</textarea>', page, re.S)
    return match.group(1).split() if match else []


def enrolled(user: User) -> Client:
    """A first sign-in, then the authenticator app set up through its page:
    allauth then shows the new recovery codes."""
    client = browser()
    client.post(login_url(), {"login": user.username, "password": PASSWORD})
    form = page_of(client.get(reverse("mfa_activate_totp")))
    match = re.search(r'id="authenticator_secret"[^>]*value="([A-Z2-7]+)"', form)
    assert match, form[:2000]
    done = client.post(reverse("mfa_activate_totp"), {"code": right_code(match.group(1))})
    assert done.status_code == 302 and done["Location"] == CODES
    return client


def test_the_codes_page_downloads_prints_and_continues_without_javascript(
    staff_member: User,
) -> None:
    client = enrolled(staff_member)
    page = page_of(client.get(CODES))
    codes = shown_codes(page)
    assert len(codes) == 10 and all(re.fullmatch(r"\d{8}", code) for code in codes)
    download = reverse("mfa_download_recovery_codes")
    printable = reverse("staff_print_recovery_codes")
    assert f'href="{download}" download>Télécharger</a>' in page
    assert f'href="{printable}">Imprimer</a>' in page
    assert '<label for="codes_saved">J\'ai sauvegardé mes codes de secours</label>' in page
    assert "Continuer</button>" in page and "/static/accounts/recovery-codes.js" in page

    # « Télécharger »: a text file from the server, with what the codes are for.
    file = client.get(download)
    assert file.status_code == 200
    assert file["Content-Type"] == "text/plain; charset=utf-8"
    assert file["Content-Disposition"] == 'attachment; filename="codes-de-secours-direction.txt"'
    body = file.content.decode()
    assert "Codes de secours du compte « direction »" in body
    assert [line for line in body.splitlines() if re.fullmatch(r"\d{8}", line)] == codes
    assert "no-store" in file["Cache-Control"]

    # « Imprimer » without JavaScript: the codes alone, and how to print them.
    sheet = client.get(printable)
    assert all(f"<li>{code}</li>" in page_of(sheet) for code in codes)
    assert "Ctrl+P" in text(sheet)

    # « Continuer » without the box: refused, the same codes still there.
    refused = client.post(CODES, {})
    assert refused.status_code == 200
    again = page_of(refused)
    assert "role=\"alert\"><p>Cochez d'abord « J'ai sauvegardé mes codes de secours »" in again
    assert shown_codes(again) == codes

    # Ticked: on to the dashboard, and the codes are not shown again.
    answer = client.post(CODES, {"codes_saved": "1"})
    assert answer.status_code == 302 and answer["Location"] == dashboard()
    later = page_of(client.get(CODES))
    assert shown_codes(later) == [] and "Il vous reste 10 codes de secours sur 10" in later
    assert "Générer de nouveaux codes" in later
    assert client.get(download)["Location"] == CODES
    assert client.get(printable)["Location"] == CODES


def test_the_codes_are_kept_for_a_quarter_of_an_hour_in_this_session_only(
    settings: Any, staff_member: User
) -> None:
    settings.STAFF_MFA_REQUIRED = False  # the second browser below signs in with force_login
    with time_machine.travel(timezone.now(), tick=False) as clock:
        client = enrolled(staff_member)
        codes = shown_codes(page_of(client.get(CODES)))
        # Another browser of the same account never sees them.
        other = Client()
        other.force_login(staff_member)
        assert other.get(reverse("mfa_download_recovery_codes"))["Location"] == CODES
        clock.shift(timedelta(minutes=14))
        assert client.get(reverse("mfa_download_recovery_codes")).status_code == 200
        clock.shift(timedelta(minutes=2))
        assert client.get(reverse("mfa_download_recovery_codes"))["Location"] == CODES
    # A new set (a new row) is shown once again, and only the new set.
    Authenticator.objects.filter(user=staff_member, type="recovery_codes").delete()
    fresh = enrolled_codes_after_generate(client)
    assert len(fresh) == 10 and fresh != codes


def enrolled_codes_after_generate(client: Client) -> list[str]:
    # « Générer de nouveaux codes » asks for the password first (a factor exists).
    client.post(reverse("account_reauthenticate"), {"password": PASSWORD})
    generated = client.post(reverse("mfa_generate_recovery_codes"), {})
    assert generated.status_code == 302 and generated["Location"] == CODES
    return shown_codes(page_of(client.get(CODES)))
