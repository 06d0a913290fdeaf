"""The second factor cannot be guessed (issue 27): 5 wrong codes per pending
login, 10 per account per hour whatever the address, and once locked no code
is evaluated and the pending login is dropped."""

from datetime import timedelta
from typing import Any
from unittest import mock

import pytest
import time_machine
from allauth.mfa.totp.internal.auth import TOTP
from django.contrib.auth.models import User
from django.utils import timezone

from .signin import (
    WRONG,
    add_totp,
    browser,
    code_url,
    dashboard,
    login_url,
    password_step,
    right_code,
    send_code,
    signed_in,
    text,
)

pytestmark = pytest.mark.django_db

LOCKOUT_TEXT = (
    "Connexion bloquée",
    "bloquée pendant 1 heure",
    "reconnectez-vous depuis le début, avec votre identifiant et votre mot de passe",
    "Utilisez l'un de vos codes de secours",
    "Contactez un administrateur",
)


def assert_lockout_page(response: Any) -> None:
    """The lockout page, in the back office's layout, saying what to do next."""
    page = text(response)
    assert response.status_code == 429, page[:500]
    assert "TQ Télécom — espace commercial" in page  # accounts/layout.html
    for words in LOCKOUT_TEXT:
        assert words in page, words


@pytest.fixture
def member(staff_member: User) -> User:
    return staff_member


@pytest.fixture
def secret(member: User) -> str:
    return add_totp(member)


def test_five_wrong_codes_drop_the_pending_login(member: User, secret: str) -> None:
    client = browser()
    password_step(client, member.username)
    answers = [send_code(client, WRONG) for _ in range(5)]
    assert [a.status_code for a in answers[:4]] == [200] * 4
    assert "Code incorrect" in text(answers[0])
    # The fifth reaches the limit: the lockout page (axes also locks this
    # username from this address at 5).
    assert_lockout_page(answers[4])
    refused = send_code(client, right_code(secret))
    assert refused.status_code == 302 and refused["Location"] == login_url()
    assert not signed_in(client)
    again = client.get(code_url())
    assert again.status_code == 302 and again["Location"] == login_url()


def test_five_wrong_codes_per_pending_login_even_below_the_axes_limit(
    settings: Any, member: User, secret: str
) -> None:
    settings.AXES_FAILURE_LIMIT = 50
    client = browser()
    password_step(client, member.username)
    for _ in range(4):
        assert send_code(client, WRONG).status_code == 200
    fifth = send_code(client, WRONG)
    assert fifth.status_code == 302 and fifth["Location"] == login_url()
    page = text(client.get(login_url()))
    assert "Trop de codes erronés" in page and "reprenez depuis le mot de passe" in page
    assert send_code(client, right_code(secret))["Location"] == login_url()
    assert not signed_in(client)
    # Starting again from the password opens a new pending login.
    password_step(client, member.username)
    assert send_code(client, right_code(secret))["Location"] == dashboard()


def test_right_code_after_the_lockout_is_not_evaluated(member: User, secret: str) -> None:
    waiting = browser()
    password_step(waiting, member.username)  # a pending login opened before
    attacker = browser()
    password_step(attacker, member.username)
    for _ in range(5):
        send_code(attacker, WRONG)
    with mock.patch.object(TOTP, "validate_code", autospec=True) as validate:
        answer = send_code(waiting, right_code(secret))
    assert validate.call_count == 0
    assert_lockout_page(answer)
    assert not signed_in(waiting)
    assert waiting.get(code_url())["Location"] == login_url()
    # The password step from this address shows the same page (axes' lockout).
    assert_lockout_page(browser().post(login_url(), {"login": member.username, "password": "x"}))


def test_ten_wrong_codes_per_account_per_hour_whatever_the_address(
    member: User, secret: str
) -> None:
    with time_machine.travel(timezone.now(), tick=False) as clock:
        for ip, wrong in (("203.0.113.1", 4), ("203.0.113.2", 4), ("203.0.113.3", 1)):
            client = browser(ip)
            password_step(client, member.username)
            for _ in range(wrong):
                assert send_code(client, WRONG).status_code == 200
            clock.shift(timedelta(minutes=5))
        client = browser("203.0.113.3")
        password_step(client, member.username)
        assert send_code(client, WRONG).status_code == 429  # the tenth
        # An eleventh try, from a fresh address and with the right code.
        fresh = browser("198.51.100.7")
        password_step(fresh, member.username)
        with mock.patch.object(TOTP, "validate_code", autospec=True) as validate:
            answer = send_code(fresh, right_code(secret))
        assert validate.call_count == 0
        assert_lockout_page(answer)
        assert not signed_in(fresh)
        # Still locked 59 minutes after the tenth, open again after the hour.
        clock.shift(timedelta(minutes=59))
        late = browser("198.51.100.8")
        password_step(late, member.username)
        assert_lockout_page(send_code(late, right_code(secret)))
        clock.shift(timedelta(minutes=2))
        back = browser("198.51.100.9")
        password_step(back, member.username)
        assert send_code(back, right_code(secret))["Location"] == dashboard()
        assert signed_in(back)


def test_sign_in_works_again_after_the_hour(member: User, secret: str) -> None:
    with time_machine.travel(timezone.now(), tick=False) as clock:
        client = browser()
        password_step(client, member.username)
        for _ in range(5):
            send_code(client, WRONG)
        assert_lockout_page(client.post(login_url(), {"login": member.username, "password": "x"}))
        clock.shift(timedelta(hours=1, minutes=1))
        password_step(client, member.username)
        answer = send_code(client, right_code(secret))
        assert answer.status_code == 302 and answer["Location"] == dashboard()
        assert signed_in(client)


def test_forty_wrong_codes_then_the_right_one(member: User, secret: str) -> None:
    """The attack of issue 27, as it was run: 40 wrong codes, then the right one."""
    client = browser()
    password_step(client, member.username)
    statuses = [send_code(client, WRONG).status_code for _ in range(40)]
    assert statuses[:4] == [200] * 4 and statuses[4] == 429
    assert set(statuses[5:]) == {302}  # no pending login left: back to the password
    last = send_code(client, right_code(secret))
    assert last.status_code == 302 and last["Location"] == login_url()
    assert not signed_in(client)
