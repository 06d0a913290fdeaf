"""Per-client rate limits of the public API, kept in the Django cache.

Local memory by default, Redis when REDIS_URL is set, so that every gunicorn
worker shares the count.
"""

import hashlib
import logging
import time

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest

logger = logging.getLogger(__name__)


def client_ip(request: HttpRequest) -> str:
    """The caller's address; X-Forwarded-For is read only behind known proxies."""
    proxies = settings.API_TRUSTED_PROXY_COUNT
    if proxies > 0:
        forwarded = [p.strip() for p in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")]
        forwarded = [p for p in forwarded if p]
        if len(forwarded) >= proxies:
            return forwarded[-proxies]
    return str(request.META.get("REMOTE_ADDR", ""))


def rate_limited(scope: str, ip: str) -> int | None:
    """Count one request; seconds to wait when over the limit, else None.

    A fixed window per IP and scope. If the cache is unreachable the request
    is let through: losing a lead is worse than a burst of spam.
    """
    limit, window = settings.API_RATE_LIMITS[scope]
    if limit <= 0:
        return None
    now = time.time()
    bucket = int(now // window)
    # The address is hashed: no personal data sits in the cache.
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{ip}".encode()).hexdigest()[:32]
    key = f"ratelimit:{scope}:{digest}:{bucket}"
    try:
        cache.add(key, 0, timeout=window + 1)
        try:
            count = cache.incr(key)
        except ValueError:  # expired between add and incr
            cache.set(key, 1, timeout=window + 1)
            count = 1
    except Exception:
        logger.exception("rate limit cache unavailable; request allowed")
        return None
    if count > limit:
        return max(1, int(window - (now % window)) + 1)
    return None
