import pytest


@pytest.fixture(autouse=True)
def _no_second_factor(without_second_factor: None) -> None:
    """The lead admin tests are not about sign-in: the root conftest's without_second_factor."""
