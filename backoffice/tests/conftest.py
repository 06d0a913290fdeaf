from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client


@pytest.fixture
def commercial(client: Client) -> Client:
    """A salesperson: a staff account in the Commercial group (data migration)."""
    user = User.objects.create_user(
        "claire", "claire@example.com", "mot-de-passe-solide-42", is_staff=True
    )
    user.first_name, user.last_name = "Claire", "Vendeuse"
    user.save()
    user.groups.add(Group.objects.get(name="Commercial"))
    client.force_login(user)
    return client


def admin_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"
