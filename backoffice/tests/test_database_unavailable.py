"""Issue 29: while PostgreSQL is down, staff get a French 503 in the back
office's layout (backoffice/dbdown.py) instead of a server error, whether the
failure comes from the session, the user or the page; a signed-in member of
staff still gets the public pages."""

import logging
from typing import Any

import pytest
from django.db import OperationalError, connection
from django.test import Client

from backoffice.tests.conftest import admin_url
from core.tests.outage import database_refuses

pytestmark = pytest.mark.django_db

TITLE = "Base de données indisponible"
KEPT = (
    "Les demandes de rappel et les avis envoyés par\nles visiteurs sont conservés et seront "
    "enregistrés dès son retour"
)


@pytest.fixture
def staff(staff_client: Client) -> Client:
    # As a server would: the answer, not the exception re-raised by the test client.
    staff_client.raise_request_exception = False
    return staff_client


def assert_unavailable_page(response: Any) -> str:
    assert response.status_code == 503
    html = response.content.decode()
    assert f"<h1>{TITLE}</h1>" in html
    assert "La base de données ne répond pas pour le moment." in html
    assert KEPT in html
    assert "Réessayez dans quelques minutes." in html
    # The staff layout (accounts/layout.html, Django's admin look), no menus.
    assert "TQ Télécom — espace commercial" in html
    assert "backoffice/admin.css" in html
    assert response["Retry-After"] == "30"
    assert "no-store" in response["Cache-Control"]
    return html


@pytest.mark.parametrize("suffix", ["", "leads/lead/", "reviews/review/", "cms/pages/"])
def test_staff_pages_say_the_database_is_unavailable(
    staff: Client, settings: Any, suffix: str
) -> None:
    assert staff.get(admin_url(settings, suffix)).status_code in (200, 302)
    with database_refuses(tables=()) as refused:
        response = staff.get(admin_url(settings, suffix) + "?p=1")
    assert refused
    html = assert_unavailable_page(response)
    assert f'href="{admin_url(settings, suffix)}?p=1"' in html  # « Réessayer »


def test_a_form_sent_during_the_outage_is_answered_the_same_without_a_retry_link(
    staff: Client, settings: Any
) -> None:
    with database_refuses(tables=()):
        response = staff.post(admin_url(settings, "leads/lead/"), {"action": "x"})
    html = assert_unavailable_page(response)
    assert "Réessayer</a>" not in html


def test_a_failure_in_the_view_itself_is_answered_without_a_server_error_in_the_logs(
    staff: Client, settings: Any, caplog: pytest.LogCaptureFixture
) -> None:
    staff.get(admin_url(settings))  # the session and the user read: only the page's queries fail
    with caplog.at_level(logging.WARNING), database_refuses(tables=("leads_lead",)):
        response = staff.get(admin_url(settings, "leads/lead/"))
    assert_unavailable_page(response)
    assert not [r for r in caplog.records if r.name == "django.request"]


def test_the_sign_in_form_sent_during_the_outage(client: Client, settings: Any) -> None:
    client.raise_request_exception = False
    login = f"/{settings.ADMIN_PATH}compte/login/"
    with database_refuses(tables=()):
        response = client.post(login, {"login": "direction", "password": "x" * 20})
    assert_unavailable_page(response)


def test_a_stopped_server_is_answered_before_the_session_is_read(
    staff: Client,
    settings: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """PostgreSQL stopped: the connection itself fails (no query to refuse)."""

    def refused() -> None:
        raise OperationalError('connection to server at "db" failed: Connection refused')

    monkeypatch.setattr(connection, "ensure_connection", refused)
    with caplog.at_level(logging.WARNING):
        first = staff.get(admin_url(settings))
        second = staff.get(admin_url(settings, "leads/lead/"))
    assert_unavailable_page(first)
    assert_unavailable_page(second)
    assert not [r for r in caplog.records if r.name == "django.request"]
    # Once per outage, not per request.
    assert len([r for r in caplog.records if r.name == "backoffice.dbdown"]) == 1


def test_staff_on_the_public_site_get_the_page_as_a_visitor(
    staff: Client, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The session cookie makes the middlewares read the session: without the
    database the page goes on without it (the browser keeps its cookie)."""
    with database_refuses(tables=()):
        page = staff.get("/contact", HTTP_ACCEPT="application/json")
    assert page.status_code == 200
    assert page.json()["route"]["path"] == "/contact"
    assert settings.SESSION_COOKIE_NAME not in page.cookies

    def refused() -> None:
        raise OperationalError("Connection refused")

    monkeypatch.setattr(connection, "ensure_connection", refused)
    page = staff.get("/contact", HTTP_ACCEPT="application/json")
    assert page.status_code == 200


def test_with_the_database_up_nothing_changes(staff: Client, settings: Any) -> None:
    assert staff.get(admin_url(settings)).status_code == 200
    assert staff.get(admin_url(settings, "leads/lead/")).status_code == 200
