"""Fixtures of the telecomsite tests (the repository's conftest.py has those
shared by every app)."""

from pathlib import Path

import pytest
from pytest_django.fixtures import Settings


@pytest.fixture
def empty_data_dir(tmp_path: Path, settings: Settings) -> Path:
    """An empty content directory of our own: every file starts missing."""
    settings.CONTENT_DIR = tmp_path
    (tmp_path / "data").mkdir()
    return tmp_path / "data"
