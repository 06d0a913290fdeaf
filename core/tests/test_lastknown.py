"""core/lastknown.py: what public pages last read from the database, kept
where a process started during an outage finds it (the pages' own tests:
website/tests/test_pages_without_database.py)."""

import json
import logging
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.core.cache import cache

from core import lastknown
from core.intake import spool


@pytest.fixture
def kept(settings: Any) -> Iterator[lastknown.Kept]:
    value = lastknown.Kept("sample", "the sample")
    yield value
    lastknown._registry.remove(value)


def test_kept_in_a_private_folder_of_the_spool_that_the_spool_ignores(
    kept: lastknown.Kept, settings: Any
) -> None:
    kept.save({"a": 1})
    path = Path(settings.INTAKE_SPOOL_DIR) / ".last-known" / "sample.json"
    assert json.loads(path.read_text())["value"] == {"a": 1}
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.parent.parent.stat().st_mode) == 0o700
    assert spool.pending() == []
    # No temporary file left beside it.
    assert [p.name for p in path.parent.iterdir()] == ["sample.json"]


def test_a_fresh_process_loads_what_another_kept(kept: lastknown.Kept) -> None:
    kept.save(["x"])
    lastknown.reset_for_tests()
    if not lastknown.cache_is_shared():
        cache.clear()
    assert kept.load() == ["x"]


def test_the_newer_of_cache_and_file_wins(kept: lastknown.Kept, settings: Any) -> None:
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache"}}
    stored: dict[str, Any] = {}
    kept_path = kept.path()
    kept_path.parent.mkdir(parents=True)
    kept_path.write_text(json.dumps({"saved_at": 20, "value": "file"}))
    stored[kept.key] = json.dumps({"saved_at": 10, "value": "cache"})
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(lastknown.safecache, "get", lambda key, default=None: stored.get(key))
        assert kept.load() == "file"
        stored[kept.key] = json.dumps({"saved_at": 30, "value": "cache"})
        assert kept.load() == "cache"


def test_a_disk_that_refuses_costs_a_warning_once_never_an_error(
    kept: lastknown.Kept, settings: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    settings.LAST_KNOWN_DIR = blocker / "kept"
    with caplog.at_level(logging.WARNING, logger="core.lastknown"):
        kept.save(1)
        kept.save(2)
    assert len(caplog.records) == 1
    assert kept.load() is None or lastknown.cache_is_shared()


def test_the_same_value_is_not_written_twice(kept: lastknown.Kept) -> None:
    kept.save({"a": 1})
    written = kept.path().stat().st_mtime_ns
    kept.path().unlink()
    kept.save({"a": 1})
    assert not kept.path().exists()
    kept.save({"a": 2})
    assert kept.path().stat().st_mtime_ns >= written


def test_an_outage_is_logged_once_and_its_end_once(
    kept: lastknown.Kept, caplog: pytest.LogCaptureFixture
) -> None:
    from django.db import OperationalError

    with caplog.at_level(logging.INFO, logger="core.lastknown"):
        for _ in range(3):
            kept.failed(OperationalError("down"))
        assert kept.waiting()
        kept.answered()
        kept.answered()
    assert [r.levelno for r in caplog.records] == [logging.WARNING, logging.INFO]
    assert not kept.waiting()
