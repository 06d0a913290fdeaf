"""Issue 29: the first request after PostgreSQL comes back is answered.

Connections are kept 60 s (conn_max_age); one that PostgreSQL closed (a
restart, a failover) looked alive to Django until its next query failed:
a 500 for whoever came first. With conn_health_checks it is checked at its
first use in each request and replaced. PostgreSQL only: SQLite has no
server to lose.
"""

import json
from typing import Any

import psycopg
import pytest
from django.core.handlers.wsgi import WSGIHandler
from django.db import connection
from django.http import HttpRequest, JsonResponse
from django.test import RequestFactory
from django.urls import path


def database_answer(request: HttpRequest) -> JsonResponse:
    """A query on the request's own connection, as every page's and form's
    is (/healthz checks on a thread of its own: website/database_probe.py)."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    return JsonResponse({"database": "ok"})


urlpatterns = [path("database", database_answer)]


def get(handler: WSGIHandler, path: str) -> dict[str, Any]:
    """A whole request as gunicorn makes it (request_started/finished and
    their connection housekeeping included, which the test client skips)."""
    environ = RequestFactory()._base_environ(  # type: ignore[attr-defined]
        PATH_INFO=path, REQUEST_METHOD="GET", REMOTE_ADDR="127.0.0.1", HTTP_HOST="127.0.0.1"
    )

    def start_response(status: str, headers: Any, exc_info: Any = None) -> Any:
        return lambda data: None

    body = b"".join(handler(environ, start_response))
    return dict(json.loads(body))


@pytest.mark.urls(__name__)
@pytest.mark.django_db(transaction=True)
def test_a_connection_closed_under_django_is_replaced_at_the_next_request() -> None:
    if connection.vendor != "postgresql":
        pytest.skip("PostgreSQL only")
    handler = WSGIHandler()
    assert get(handler, "/database") == {"database": "ok"}
    kept = connection.connection
    assert kept is not None  # kept for the next request (conn_max_age)
    # PostgreSQL ends that session (a restart does the same to all of them).
    params = connection.get_connection_params()
    with psycopg.connect(**params, autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", [kept.info.backend_pid])
    assert get(handler, "/database") == {"database": "ok"}
    assert connection.connection is not kept
