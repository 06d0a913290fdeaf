from typing import Any


def admin_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_second_factor(settings: Any) -> None:
    """These tests are about the back office, not sign-in: a password (or
    force_login) is enough here. accounts/tests checks the second factor."""
    settings.STAFF_MFA_REQUIRED = False
