"""Issue 30: a second-factor page that offers what the account has, a sign-in
with a recovery code followed by the codes left and a new factor to set up,
« Mot de passe oublié ? » naming whom to write to, and one password prompt at
enrolment (no « Confirmer l'accès » just after the password)."""

import html
import json
import re
from datetime import timedelta
from io import StringIO
from typing import Any

import pytest
import time_machine
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from cryptography.hazmat.primitives.asymmetric import ec
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from accounts.models import StaffMail

from .passkeys import add_passkey, answer
from .signin import (
    PASSWORD,
    add_totp,
    browser,
    code_url,
    dashboard,
    login_url,
    password_step,
    right_code,
    send_code,
    text,
)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _http_origin(settings: Any) -> None:
    # The test client's origin is http://testserver (the e2e stack sets the same).
    settings.MFA_WEBAUTHN_ALLOW_INSECURE_ORIGIN = True


def page_of(response: Any) -> str:
    """The page's HTML with entities decoded (labels come escaped, template text not)."""
    return html.unescape(response.content.decode())


def challenge(page: str) -> str:
    """The WebAuthn challenge the page hands to allauth's script."""
    match = re.search(r'<script id="js_data" type="application/json">(.*?)</script>', page)
    assert match, "no passkey data on the page"
    return json.loads(match.group(1))["request_options"]["publicKey"]["challenge"]


def test_an_app_user_is_offered_the_code_field_alone(staff_member: User) -> None:
    add_totp(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    page = page_of(client.get(code_url()))
    assert '<label for="id_code">Code de l\'application ou code de secours</label>' in page
    assert "si vous n'avez pas votre téléphone, l'un de vos codes de secours" in page
    assert "Utiliser ma clé d'accès" not in page
    assert "js_data" not in page and "passkey.js" not in page
    assert 'autocomplete="one-time-code"' in page and 'inputmode="numeric"' in page
    # The description is tied to the field, for screen readers.
    assert 'aria-describedby="id_code_helptext"' in page


def test_a_passkey_user_is_offered_the_passkey_first(staff_member: User) -> None:
    add_passkey(staff_member)
    RecoveryCodes.activate(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    page = page_of(client.get(code_url()))
    assert page.index("Utiliser ma clé d'accès") < page.index('name="code"')
    # No app on this account: the code field asks for a recovery code only.
    assert '<label for="id_code">Code de secours</label>' in page
    assert "Code de l'application" not in page
    # The button appears with the script that runs it; the region it speaks in is there.
    assert "data-passkey-button hidden" in page and 'id="passkey-problem"' in page
    assert "/static/accounts/passkey.js" in page and "<noscript>" in page
    assert 'id="passkey-other-ways"' in page and challenge(page)
    # allauth's own words for it are gone.
    assert "clé secrète" not in page and "clé de sécurité" not in page


def test_a_refused_passkey_says_so_and_the_right_one_signs_in(staff_member: User) -> None:
    passkey = add_passkey(staff_member)
    add_totp(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    page = page_of(client.get(code_url()))
    forged = answer(passkey, challenge(page), key=ec.generate_private_key(ec.SECP256R1()))
    refused = client.post(code_url(), {"credential": json.dumps(forged)})
    assert refused.status_code == 200
    again = page_of(refused)
    assert re.search(r'role="alert"><p>La clé d\'accès n\'a pas été acceptée', again)
    assert "Ou avec un code" in again  # the other way, on the same page
    signed = answer(passkey, challenge(again))
    accepted = client.post(code_url(), {"credential": json.dumps(signed)})
    assert accepted.status_code == 302 and accepted["Location"] == dashboard()


def test_a_recovery_code_sign_in_shows_the_codes_left_and_a_new_factor(
    staff_member: User,
) -> None:
    add_totp(staff_member)
    codes = RecoveryCodes.activate(staff_member).get_unused_codes()
    client = browser()
    password_step(client, staff_member.username)
    signed_in = send_code(client, codes[0])
    landing = reverse("staff_recovery_code_used")
    assert signed_in.status_code == 302
    assert signed_in["Location"] == f"{landing}?next=%2F{dashboard().strip('/')}%2F"
    page = client.get(signed_in["Location"])
    words = text(page)
    assert "Cette connexion a utilisé un code de secours" in words
    assert "Il vous reste 9 codes de secours." in words
    shown = page_of(page)
    for url in ("mfa_add_webauthn", "mfa_deactivate_totp", "mfa_generate_recovery_codes"):
        assert f'href="{reverse(url)}"' in shown, url
    assert "Remplacer l'application d'authentification" in shown
    assert f'href="{dashboard()}">Continuer vers l\'espace commercial' in shown
    # The new phone's setup follows without « Confirmer l'accès »: the
    # password and a code were proved seconds ago.
    assert client.get(reverse("mfa_add_webauthn")).status_code == 200
    assert client.get(dashboard()).status_code == 200


def test_the_app_code_goes_straight_on_and_next_stays_on_the_site(staff_member: User) -> None:
    secret = add_totp(staff_member)
    RecoveryCodes.activate(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    assert send_code(client, right_code(secret))["Location"] == dashboard()
    # Elsewhere than the site, « Continuer » goes to the dashboard instead.
    page = client.get(reverse("staff_recovery_code_used"), {"next": "https://example.org/"})
    assert f'href="{dashboard()}">Continuer' in page_of(page)
    assert "Il vous reste 10 codes de secours." in text(page)
    assert "Cette connexion a utilisé" not in text(page)


def test_forgot_password_names_the_support_address(settings: Any) -> None:
    settings.STAFF_SUPPORT_EMAIL = "admin-commercial@tq.example"
    client = Client()
    ask = client.get(reverse("account_reset_password"))
    link = 'href="mailto:admin-commercial@tq.example">admin-commercial@tq.example</a>'
    assert link in page_of(ask)
    assert "Merci de nous contacter" not in page_of(ask)
    done = client.post(reverse("account_reset_password"), {"email": "personne@example.com"})
    assert done.status_code == 302
    assert link in page_of(client.get(done["Location"]))


def invitation_accepted() -> Client:
    out = StringIO()
    call_command("add_salesperson", "lina", "--email", "lina@example.com", stdout=out)
    body = StaffMail.objects.get(to="lina@example.com").body
    match = re.search(r"https?://\S+", body)
    assert match
    client = Client()
    link = re.sub(r"^https?://[^/]+", "", match.group(0))
    answer = client.post(link, {"new_password1": PASSWORD, "new_password2": PASSWORD})
    assert answer["Location"] == reverse("staff_security")
    return client


def test_no_second_password_prompt_after_an_invitation_for_ten_minutes() -> None:
    with time_machine.travel(timezone.now(), tick=False) as clock:
        client = invitation_accepted()
        for url in ("mfa_activate_totp", "mfa_add_webauthn"):
            page = client.get(reverse(url))
            assert page.status_code == 200, (url, page.get("Location"))
        assert "Code secret à recopier" in page_of(client.get(reverse("mfa_activate_totp")))
        clock.shift(timedelta(minutes=11))
        late = client.get(reverse("mfa_activate_totp"))
        assert late.status_code == 302 and "reauthenticate" in late["Location"]


def test_no_second_password_prompt_at_a_first_sign_in_without_factor(staff_member: User) -> None:
    client = browser()
    answer = client.post(login_url(), {"login": staff_member.username, "password": PASSWORD})
    assert answer.status_code == 302
    assert client.get(reverse("mfa_activate_totp")).status_code == 200


def test_a_member_with_a_factor_still_confirms_before_changing_it(staff_member: User) -> None:
    secret = add_totp(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    send_code(client, right_code(secret))
    answer = client.get(reverse("mfa_add_webauthn"))
    assert answer.status_code == 302 and "reauthenticate" in answer["Location"]
