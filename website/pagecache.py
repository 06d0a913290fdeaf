"""Whole-page cache for the page view.

Building a page's props (content files, published reviews) and serialising
them costs a few milliseconds; the rendered HTML itself is cached by ssr.py.
A page is the same for every visitor (nothing personal is ever rendered), so
the finished response body is cached too, keyed by everything it depends on:
the front-end build, the content files' modification times, the published
reviews (a generation counter bumped when a published review changes), the
day in Paris (the footer's year, /contact's coming closings), the page
shell's parts, the representation (HTML or JSON) and the route
— never the raw URL: `/?q=1` and `/?q=2` are one entry, and every unknown
path shares the one rendered 404. The cache therefore holds a small, fixed
number of pages per build, whatever URLs visitors invent. Every access goes
through safecache, so a dead or full cache backend only makes pages slower.
"""

import os

from django.conf import settings
from django.utils import timezone

from contentstore import store
from core import pagecache as generations

from . import shell, ssr

# Props and HTML of every unknown path are rendered for this URL.
NOT_FOUND_PATH = "/404"
# The shape of a cached entry (views.py): bumped when it changes, so that an
# instance of the next release never reads the last one's entries from a
# shared cache during a rolling update. 2: the body in each encoding.
ENTRY_FORMAT = 2


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


def key_for(route_path: str, representation: str) -> str:
    """route_path is the route's own path (or NOT_FOUND_PATH), never the request's."""
    generation = generations.generation()
    # The published content revisions: exact on every instance, even with a
    # process-local cache (contentstore.store.generation).
    content = store.generation()
    # Deployments sharing a Redis may differ in their shell parts (SITE_SHELL).
    parts = ",".join(shell.enabled_parts())
    # The day in Paris: the footer's year and /contact's coming closings
    # (website/content/company.py) change at midnight, not at a publication.
    today = timezone.localdate().isoformat()
    return (
        f"page{ENTRY_FORMAT}:{ssr.build_id()}:{_content_stamp()}:{content}:{generation}:{today}:"
        f"{parts}:{representation}:{route_path}"
    )
