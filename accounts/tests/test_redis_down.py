"""Staff sign-in with Redis down: allauth's rate limits and TOTP replay
marks fail open (docs/staff-accounts.md), the lockouts, which live in the
database, still hold."""

from typing import Any

import pytest
import time_machine
from django.contrib.auth.models import User
from django.utils import timezone

from core import safecache

from .signin import (
    WRONG,
    add_totp,
    browser,
    dashboard,
    login_url,
    password_step,
    right_code,
    send_code,
    signed_in,
    text,
)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _still_clock() -> Any:
    """The code the test computes is the one the server checks: no 30 s
    period may end between them (with Redis down every cache call waits
    for its timeout, so a slow run crossed one)."""
    with time_machine.travel(timezone.now(), tick=False):
        yield


@pytest.fixture
def redis_down(settings: Any) -> Any:
    """The cache is a Redis nobody listens on (port 1), with tiny timeouts."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 0.05, "socket_timeout": 0.05},
        }
    }
    yield settings
    safecache.outage.clear()


def test_password_and_totp_open_the_dashboard(redis_down: Any, staff_member: User) -> None:
    secret = add_totp(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    answer = send_code(client, right_code(secret))
    assert answer.status_code == 302 and answer["Location"] == dashboard()
    assert signed_in(client)


def test_wrong_password_is_refused(redis_down: Any, staff_member: User) -> None:
    answer = browser().post(login_url(), {"login": staff_member.username, "password": "non"})
    assert answer.status_code == 200
    assert "mot de passe" in text(answer)
    assert not signed_in(browser())


def test_the_lockout_still_holds(redis_down: Any, staff_member: User) -> None:
    secret = add_totp(staff_member)
    client = browser()
    password_step(client, staff_member.username)
    for _ in range(5):
        send_code(client, WRONG)
    answer = send_code(client, right_code(secret))
    assert answer.status_code == 302 and answer["Location"] == login_url()
    assert not signed_in(client)
    locked = browser().post(login_url(), {"login": staff_member.username, "password": "x"})
    assert locked.status_code == 429 and "Connexion bloquée" in text(locked)


def test_password_reset_is_asked_for(redis_down: Any, staff_member: User) -> None:
    from accounts.models import StaffMail

    url = login_url().replace("login/", "password/reset/")
    answer = browser().post(url, {"email": staff_member.email})
    assert answer.status_code == 302
    assert StaffMail.objects.filter(to=staff_member.email).exists()
