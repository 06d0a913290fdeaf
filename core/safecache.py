"""The cache as an accelerator, never a dependency (pages, renders).

When the cache backend is down or full every call here fails open (a miss, a
skipped write), the failure is logged at most once per `QUIET_SECONDS`, and
the backend is not asked again for `QUIET_SECONDS`, so that pages do not each
wait for a dead server. health() is what /healthz reports.
"""

import logging
import threading
import time
from typing import Any

from django.core.cache import cache

logger = logging.getLogger(__name__)

QUIET_SECONDS = 5.0


class _Outage:
    """When the cache last failed; shared by the threads of one process."""

    def __init__(self) -> None:
        self.failed_at: float | None = None
        self.lock = threading.Lock()

    def recent(self) -> bool:
        failed_at = self.failed_at
        return failed_at is not None and time.monotonic() - failed_at < QUIET_SECONDS

    def record(self, operation: str, exc: Exception) -> None:
        with self.lock:
            quiet = self.recent()
            self.failed_at = time.monotonic()
        if not quiet:
            logger.warning(
                "cache unavailable (%s: %s: %s); pages are served uncached for now",
                operation,
                type(exc).__name__,
                exc,
            )

    def clear(self) -> None:
        self.failed_at = None


outage = _Outage()


def get(key: str, default: Any = None) -> Any:
    if outage.recent():
        return default
    try:
        return cache.get(key, default)
    except Exception as exc:  # the backend is down: a miss
        outage.record("get", exc)
        return default


def put(key: str, value: Any, timeout: float | None) -> None:
    if outage.recent():
        return
    try:
        cache.set(key, value, timeout)
    except Exception as exc:  # down, or full (Redis "OOM command not allowed")
        outage.record("set", exc)


def incr(key: str) -> None:
    """Bump a counter, creating it at 1; a failure is logged, never raised."""
    try:
        cache.incr(key)
    except ValueError:
        put(key, 1, None)
    except Exception as exc:
        outage.record("incr", exc)


def health() -> str:
    """ "ok", or what failed: a write and a read of a probe key."""
    try:
        cache.set("health:probe", 1, 10)
        if cache.get("health:probe") != 1:
            return "unreadable"
    except Exception as exc:
        outage.record("health", exc)
        return f"unavailable ({type(exc).__name__})"
    outage.clear()
    return "ok"
