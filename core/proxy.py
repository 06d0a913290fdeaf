"""The client's address and scheme, believed from the shipped proxy only.

Behind nginx (`make prod`, compose.yaml) every request reaches gunicorn from
the proxy's address, and nginx overwrites X-Forwarded-For and
X-Forwarded-Proto with what it saw itself. This middleware, first in the
chain, replaces REMOTE_ADDR with the client address the trusted proxies
report, so that rate limits, django-axes and logs all see the visitor. From
any other peer, or when no proxy is configured (the embedded default), the
forwarded headers are dropped: a visitor cannot choose its address or make
plain HTTP look like HTTPS.
"""

import ipaddress
from collections.abc import Callable
from functools import cache

from django.conf import settings
from django.http import HttpRequest, HttpResponse

_FORWARDED = ("HTTP_X_FORWARDED_FOR", "HTTP_X_FORWARDED_PROTO", "HTTP_X_FORWARDED_HOST")


@cache
def _networks(
    addresses: tuple[str, ...],
) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    return tuple(ipaddress.ip_network(a, strict=False) for a in addresses)


def from_trusted_proxy(peer: str) -> bool:
    if settings.API_TRUSTED_PROXY_COUNT <= 0:
        return False
    try:
        address = ipaddress.ip_address(peer)
    except ValueError:
        return False
    return any(address in net for net in _networks(tuple(settings.API_TRUSTED_PROXY_ADDRESSES)))


def forwarded_client(meta: dict[str, str], proxies: int) -> str | None:
    """The address `proxies` hops back in X-Forwarded-For, if there are that many."""
    hops = [h.strip() for h in meta.get("HTTP_X_FORWARDED_FOR", "").split(",") if h.strip()]
    if len(hops) < proxies:
        return None
    candidate = hops[-proxies]
    try:
        return str(ipaddress.ip_address(candidate))
    except ValueError:
        return None


class TrustedProxyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        meta = request.META
        if from_trusted_proxy(str(meta.get("REMOTE_ADDR", ""))):
            client = forwarded_client(meta, settings.API_TRUSTED_PROXY_COUNT)
            if client:
                meta["REMOTE_ADDR"] = client
            meta.pop("HTTP_X_FORWARDED_FOR", None)
        else:
            for header in _FORWARDED:
                meta.pop(header, None)
        return self.get_response(request)
