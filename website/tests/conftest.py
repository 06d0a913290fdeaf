"""Fixtures of the telecomsite tests (the repository's conftest.py has those
shared by every app)."""

from pathlib import Path
from typing import Any

import pytest
from pytest_django.fixtures import Settings

from website.content import loader


@pytest.fixture
def empty_data_dir(tmp_path: Path, settings: Settings) -> Path:
    """An empty content directory of our own: every file starts missing."""
    settings.CONTENT_DIR = tmp_path
    (tmp_path / "data").mkdir()
    return tmp_path / "data"


@pytest.fixture
def content_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the content files parsed from now on, in order (the
    loader's cache is what is being tested)."""
    parsed: list[str] = []
    real_parse = loader._parse

    def counting_parse(kind: loader.Kind, path: Path) -> Any:
        parsed.append(path.stem)
        return real_parse(kind, path)

    monkeypatch.setattr(loader, "_parse", counting_parse)
    return parsed
