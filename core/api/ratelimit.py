"""Per-client rate limits of the public API.

The client is REMOTE_ADDR, which TrustedProxyMiddleware (core/proxy.py)
has set from X-Forwarded-For when, and only when, the request came through a
trusted proxy; an IPv6 client is counted per /64 (proxy.client_network).
The counts live in Redis when REDIS_URL is set, else in the database
(core/ratecounter.py): either way every gunicorn worker and app instance
shares one budget per client, and a Redis outage moves the count to the
database instead of switching the limit off.
"""

import hashlib
import logging
import time

from django.conf import settings
from django.http import HttpRequest

from core import ratecounter
from core.proxy import client_network, forwarded_client, from_trusted_proxy

logger = logging.getLogger(__name__)


def client_ip(request: HttpRequest) -> str:
    """The caller's address (already resolved by TrustedProxyMiddleware).

    Views reached without the middleware (RequestFactory) get the same answer.
    """
    remote = str(request.META.get("REMOTE_ADDR", ""))
    if "HTTP_X_FORWARDED_FOR" in request.META and from_trusted_proxy(remote):
        return forwarded_client(request.META, settings.API_TRUSTED_PROXY_COUNT) or remote
    return remote


def rate_limited(scope: str, ip: str) -> int | None:
    """Count one request; seconds to wait when over the limit, else None.

    A fixed window per client (an IPv4 address, an IPv6 /64) and scope.
    Should both Redis and the database fail, the request is let through: the
    submission itself would fail anyway, and losing a lead is worse than a
    burst of spam.
    """
    limit, window = settings.API_RATE_LIMITS[scope]
    if limit <= 0:
        return None
    now = time.time()
    bucket = int(now // window)
    # An IPv6 client counts per /64 (proxy.client_network), or it could rotate
    # addresses past the limit. The key is hashed: no personal data sits in
    # the cache or the table.
    client = client_network(ip)
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{client}".encode()).hexdigest()[:32]
    key = f"ratelimit:{scope}:{digest}:{bucket}"
    try:
        count = ratecounter.hit(key, window)
    except Exception:
        logger.exception("rate limit store unavailable; request allowed")
        return None
    if count > limit:
        return max(1, int(window - (now % window)) + 1)
    return None
