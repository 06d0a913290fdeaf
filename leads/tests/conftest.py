from typing import Any

import pytest


@pytest.fixture(autouse=True)
def _no_second_factor(settings: Any) -> None:
    """The lead admin tests are not about sign-in: a password (or force_login)
    is enough here. accounts/tests checks the second factor."""
    settings.STAFF_MFA_REQUIRED = False
