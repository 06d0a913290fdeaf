"""The page cache's generation (core/pagecache.py) reaches every process of
the machine even with a process-local cache: a review published by one
gunicorn worker, or by `manage.py`, retires the pages the others cached."""

from pathlib import Path
from typing import Any

from django.core.cache import cache

from core import pagecache

LOCAL = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}


def test_a_bump_is_seen_by_a_process_that_shares_no_cache(settings: Any, tmp_path: Path) -> None:
    settings.CACHES = LOCAL
    settings.LAST_KNOWN_DIR = tmp_path / "last-known"
    before = pagecache.generation()
    pagecache.invalidate()
    after = pagecache.generation()
    assert after != before
    cache.clear()  # another process: its own memory, nothing of this one's
    assert pagecache.generation() == after
    pagecache.invalidate()
    assert pagecache.generation() not in (before, after)
    assert [p.name for p in settings.LAST_KNOWN_DIR.iterdir()] == [pagecache.GENERATION_FILE]
