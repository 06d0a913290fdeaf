"""axes counts an IPv6 client per /64 at the staff sign-in (issue 27): wrong
passwords from addresses rotated inside one /64 lock that /64 as one client,
while a neighbouring /64 keeps its own count."""

from typing import Any

import pytest
from django.contrib.auth.models import User

from .signin import browser, login_url

pytestmark = pytest.mark.django_db


def wrong_password(ip: str, username: str) -> int:
    response: Any = browser(ip).post(login_url(), {"login": username, "password": "faux"})
    return int(response.status_code)


def test_addresses_of_one_slash_64_share_the_lockout(settings: Any, staff_member: User) -> None:
    limit = settings.AXES_FAILURE_LIMIT
    statuses = [
        wrong_password(f"2001:db8:7:1::{n + 1:x}", staff_member.username) for n in range(limit)
    ]
    assert statuses[-1] == 429  # the limit is reached across rotated addresses
    # Yet another address of the same /64: still locked.
    assert wrong_password("2001:db8:7:1:ffff::1", staff_member.username) == 429
    # The next /64 is another client.
    assert wrong_password("2001:db8:7:2::1", staff_member.username) == 200
