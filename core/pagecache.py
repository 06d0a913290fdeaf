"""The page cache's generation: what apps bump when data shown on pages changes.

The public pages are cached whole (website/pagecache.py keys them). Their key
holds this counter, so bumping it retires every cached page at once without
listing them. It lives here, below every app, so that an app whose data
appears on pages (a review published) can retire them without importing the
pages layer.
"""

from . import safecache

GENERATION_KEY = "pages:generation"


def generation() -> int:
    return int(safecache.get(GENERATION_KEY, 0))


def invalidate() -> None:
    """Called when data shown on pages changes (a review published or withdrawn)."""
    safecache.incr(GENERATION_KEY)
