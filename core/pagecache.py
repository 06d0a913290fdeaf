"""The page cache's generation: what apps bump when data shown on pages changes.

The public pages are cached whole (website/pagecache.py keys them). Their key
holds this counter, so bumping it retires every cached page at once without
listing them. It lives here, below every app, so that an app whose data
appears on pages (a review published) can retire them without importing the
pages layer.

With a shared cache (Redis) the counter is there. A process-local cache
(no REDIS_URL: `make run`, the e2e stack) tells no other process, neither
the other gunicorn workers nor a `manage.py` that publishes: there the
generation is a token in a file beside the last-known content, which every
process of the machine reads. (Without it, a review published in one worker
left the other serving /home's cached HTML without it for 10 minutes, while
a fresh answer of the same page had it: a hydration error in the browser.)
"""

import os
import uuid
from pathlib import Path

from . import lastknown, safecache

GENERATION_KEY = "pages:generation"
GENERATION_FILE = "pages-generation"


def _token_path() -> Path:
    return lastknown.folder() / GENERATION_FILE


def generation() -> int | str:
    if lastknown.cache_is_shared():
        return int(safecache.get(GENERATION_KEY, 0))
    try:
        return _token_path().read_text(encoding="ascii")
    except OSError:
        return 0


def invalidate() -> None:
    """Called when data shown on pages changes (a review published or withdrawn)."""
    if lastknown.cache_is_shared():
        safecache.incr(GENERATION_KEY)
        return
    path = _token_path()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    temp = path.with_name(f"{lastknown.TEMP_PREFIX}{os.getpid()}-{uuid.uuid4().hex}")
    temp.write_text(uuid.uuid4().hex, encoding="ascii")
    os.replace(temp, path)  # readers see the old token or the new one, whole
