from typing import Any


def admin_url(settings: Any, suffix: str = "") -> str:
    return f"/{settings.ADMIN_PATH}{suffix}"


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_second_factor(without_second_factor: None) -> None:
    """These tests are about the back office, not sign-in: the root conftest's without_second_factor."""
