from typing import Any

import pytest
from django.contrib.auth.models import Group, User
from django.test import Client


def admin_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"


@pytest.fixture(autouse=True)
def _no_second_factor(without_second_factor: None) -> None:
    """These tests are about the back office, not sign-in: the root conftest's without_second_factor."""


@pytest.fixture
def marketing() -> Client:
    """A member of the Marketing group, signed in."""
    user = User.objects.create_user("camille", password="x", is_staff=True)
    user.groups.add(Group.objects.get(name="Marketing"))
    client = Client()
    client.force_login(user)
    return client
