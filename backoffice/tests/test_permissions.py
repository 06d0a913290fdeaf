"""The Commercial group: leads and reviews, nothing technical."""

from typing import Any

import pytest
from django.test import Client

from .conftest import admin_url

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "path",
    [
        "auth/user/",
        "auth/group/",
        "axes/accessattempt/",
        "axes/accesslog/",
        "django_tasks_database/dbtaskresult/",
    ],
)
def test_salesperson_cannot_open_technical_lists(
    salesperson: Client, settings: Any, path: str
) -> None:
    assert salesperson.get(admin_url(settings, path)).status_code == 403


@pytest.mark.parametrize("path", ["", "leads/lead/", "reviews/review/"])
def test_salesperson_works_on_leads_and_reviews(
    salesperson: Client, settings: Any, path: str
) -> None:
    assert salesperson.get(admin_url(settings, path)).status_code == 200


def test_salesperson_permissions(salesperson: Client, settings: Any) -> None:
    # The user as the back office sees it: /healthz is answered for loopback
    # peers before the session and auth middleware run (website/health.py).
    response = salesperson.get(admin_url(settings, ""))
    assert response.status_code == 200
    user: Any = response.wsgi_request.user
    assert user.has_perm("leads.change_lead") and user.has_perm("reviews.change_review")
    assert not user.has_perm("leads.delete_lead")
    assert not user.has_perm("auth.view_user")
    assert not user.has_perm("django_tasks_database.view_dbtaskresult")


def test_add_salesperson_command(monkeypatch: pytest.MonkeyPatch) -> None:
    from io import StringIO

    from django.contrib.auth.models import User
    from django.core.management import CommandError, call_command

    monkeypatch.setenv("DJANGO_SALESPERSON_PASSWORD", "court")
    with pytest.raises(CommandError):
        call_command("add_salesperson", "paul", "--noinput", stdout=StringIO())
    monkeypatch.setenv("DJANGO_SALESPERSON_PASSWORD", "un-mot-de-passe-solide-42")
    out = StringIO()
    call_command("add_salesperson", "paul", "--first-name", "Paul", "--noinput", stdout=out)
    assert "Compte commercial « paul » créé." in out.getvalue()
    paul = User.objects.get(username="paul")
    assert paul.is_staff and not paul.is_superuser
    assert paul.has_perm("leads.change_lead") and not paul.has_perm("auth.view_user")
    assert paul.check_password("un-mot-de-passe-solide-42")


def test_selection_counter_reads_right_for_feminine_nouns(
    salesperson: Client, settings: Any
) -> None:
    # The live counter of the action bar (admin/js/actions.js) uses this string.
    script = salesperson.get(admin_url(settings, "jsi18n/")).content.decode()
    assert (
        "S\\u00e9lection : %(sel)s sur %(cnt)s" in script
        or "Sélection : %(sel)s sur %(cnt)s" in script
    )
    assert "s\\u00e9lectionn\\u00e9s" not in script.split("%(sel)s of %(cnt)s selected")[1][:200]
