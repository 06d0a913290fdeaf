"""Hand-made posts to any staff form: a list's count that is not a plain
integer of 0 to 200 is a French 400 before any view reads it (core/formbounds.py)."""

import pytest
from django.contrib.auth.models import User
from django.test import Client

from backoffice.tests.conftest import admin_url

pytestmark = pytest.mark.django_db


@pytest.fixture
def superuser() -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("alex", password="x"))
    return client


def test_any_staff_form_gets_the_same_floor(superuser, settings) -> None:
    """Django's formsets, Wagtail's StreamField and ListBlock."""
    leads = admin_url(settings, "leads/lead/")
    for name, value in (
        ("form-TOTAL_FORMS", "100000000"),
        ("form-INITIAL_FORMS", "abc"),
        ("body-count", "201"),
        ("body-0-value-count", "1.5"),
    ):
        response = superuser.post(leads, {name: value, "action": "", "index": "0"})
        assert response.status_code == 400, name
        assert f"le champ « {name} » doit être un nombre entier de 0 à 200" in (
            response.content.decode()
        )
    assert superuser.get(leads, {"form-TOTAL_FORMS": "-1"}).status_code == 400
    # Within the bounds, the page answers as before.
    assert superuser.get(leads, {"form-TOTAL_FORMS": "2"}).status_code != 400
