"""Whole-page cache for the page view.

Building a page's props (content files, published reviews) and serialising
them costs a few milliseconds; the rendered HTML itself is cached by ssr.py.
A page is the same for every visitor (nothing personal is ever rendered), so
the finished response body is cached too, keyed by everything it depends on:
the front-end build, the content files' modification times, the published
reviews (a generation counter bumped when a review changes), the year (the
footer copyright), the page shell's parts, the representation (HTML or JSON) and the full path.
"""

import os
from datetime import date

from django.conf import settings
from django.core.cache import cache

from . import shell, ssr

GENERATION_KEY = "pages:generation"


def _content_stamp() -> int:
    """Latest modification time of the content files, in nanoseconds."""
    newest = 0
    for folder in (settings.CONTENT_DIR, settings.CONTENT_DIR / "data"):
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.name.endswith(".json"):
                        newest = max(newest, entry.stat().st_mtime_ns)
        except FileNotFoundError:
            continue
    return newest


def key_for(full_path: str, representation: str) -> str:
    generation = cache.get(GENERATION_KEY, 0)
    # Deployments sharing a Redis may differ in their shell parts (SITE_SHELL).
    parts = ",".join(shell.enabled_parts())
    return (
        f"page:{ssr.build_id()}:{_content_stamp()}:{generation}:{date.today().year}:"
        f"{parts}:{representation}:{full_path}"
    )


def invalidate() -> None:
    """Called when data shown on pages changes (a review published or withdrawn)."""
    try:
        cache.incr(GENERATION_KEY)
    except ValueError:
        cache.set(GENERATION_KEY, 1, None)
