"""Wrong codes sent all at once still stop at the account's limit: the code
step holds the account's row while it checks, evaluates and records."""

import threading
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.db import connection

from accounts.models import SignInEvent

from .signin import WRONG, add_totp, browser, password_step, send_code

# Threads need their own committed data and connections; SQLite's in-memory
# test database is one connection's (production runs PostgreSQL).
pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL"),
]


def test_fifteen_codes_at_once_from_fifteen_addresses(staff_member: User) -> None:
    add_totp(staff_member)
    clients = [browser(f"203.0.113.{n}") for n in range(1, 16)]
    for client in clients:
        password_step(client, staff_member.username)
    start = threading.Barrier(len(clients))
    statuses: list[int] = []

    def attempt(client: Any) -> None:
        try:
            start.wait()
            statuses.append(send_code(client, WRONG).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(client,)) for client in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(statuses) == [200] * 9 + [429] * 6
    failures = SignInEvent.objects.filter(user=staff_member, kind="mfa_failed").count()
    assert failures == 10
