"""An export whose list filter is not a date: a French 400, not a 500 (the
list itself redirects to « ?e=1 », a file cannot)."""

from typing import Any

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_an_export_with_a_filter_that_is_no_date_is_refused_in_french(
    staff_client: Client, settings: Any, fmt: str
) -> None:
    url = f"/{settings.ADMIN_PATH}leads/lead/export/{fmt}/?created_at__gte=pas-une-date"
    response = staff_client.get(url)
    assert response.status_code == 400
    page = response.content.decode()
    assert "Export refusé : un filtre de la liste est invalide" in page
    assert "Revenez à la liste" in page
