"""django-allauth's uses of the cache, failing open when it is down.

allauth keeps its rate limits (30 password tries a minute per address, reset
mails…) and the marks that refuse a TOTP code twice in its period in the
default cache, and lets a Redis error through: the staff sign-in answered 500
with Redis stopped. Here allauth's modules see a cache whose failures are a
miss, a skipped write, a lock obtained (core/safecache.py's outage, so that a
dead Redis costs one connection attempt per few seconds, not per call).

While Redis is down those limits are off and a TOTP code could be accepted
twice in its 30 seconds; the lockouts (axes and accounts/lockout.py) live in
the database and still hold (docs/staff-accounts.md).
"""

from typing import Any

from django.core.cache import cache
from django.core.cache.backends.base import DEFAULT_TIMEOUT

from core import safecache


def _call(operation: str, fallback: Any, *args: Any) -> Any:
    if safecache.outage.recent():
        return fallback
    try:
        return getattr(cache, operation)(*args)
    except Exception as exc:  # the backend is down or full: fail open
        safecache.outage.record(operation, exc)
        return fallback


class FailOpenCache:
    """The calls allauth makes (core/internal/ratelimit.py, mfa/totp/internal/auth.py)."""

    def add(self, key: str, value: Any, timeout: Any = DEFAULT_TIMEOUT) -> bool:
        return bool(_call("add", True, key, value, timeout))

    def get(self, key: str, default: Any = None) -> Any:
        return _call("get", default, key, default)

    def set(self, key: str, value: Any, timeout: Any = DEFAULT_TIMEOUT) -> None:
        _call("set", None, key, value, timeout)

    def delete(self, key: str) -> bool:
        return bool(_call("delete", False, key))


def install() -> None:
    """Give allauth's modules the fail-open cache (AccountsConfig.ready)."""
    from allauth.core.internal import ratelimit
    from allauth.mfa.totp.internal import auth

    for module in (ratelimit, auth):
        setattr(module, "cache", FailOpenCache())  # noqa: B010 - a module global
