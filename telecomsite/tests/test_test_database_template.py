"""The migrated PostgreSQL template's lock (ops/testdb.py, conftest.py): on a
server without the template, pytest's two processes take turns, so that one
migrates and makes it while the other waits for it, instead of both migrating."""

from typing import Any

import pytest
from django.db import connections

from ops import testdb

pytestmark = pytest.mark.skipif(
    connections["default"].settings_dict["ENGINE"] != "django.db.backends.postgresql",
    reason="the template is PostgreSQL's (SQLite runs copy a file)",
)


def _taken_by(session: Any) -> bool:
    """Whether this session gets the lock at once (and then gives it back)."""
    row = session.execute(
        "SELECT pg_try_advisory_lock(%s)", (testdb.pg_template_lock_id(),)
    ).fetchone()
    if row and row[0]:
        session.execute("SELECT pg_advisory_unlock(%s)", (testdb.pg_template_lock_id(),))
        return True
    return False


def test_the_other_process_waits_until_the_holder_closes_its_session() -> None:
    server = connections["default"].settings_dict
    with testdb.pg_maintenance_session(server) as other:
        held = testdb.pg_template_lock(server)
        try:
            assert not _taken_by(other)
        finally:
            held.close()
        # The server frees the lock when it sees the session end, a moment
        # after the close: the other process waits for that, as this does
        # (bounded, so that a lock never freed fails the test instead of hanging).
        other.execute("SET statement_timeout = '20s'")
        other.execute("SELECT pg_advisory_lock(%s)", (testdb.pg_template_lock_id(),))
        other.execute("SELECT pg_advisory_unlock(%s)", (testdb.pg_template_lock_id(),))
