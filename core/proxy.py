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


# One subscriber gets a whole IPv6 /64 (RFC 6177; every French ISP hands out
# a /64 or more) and its devices pick new addresses in it at will (privacy
# extensions): counted per /128, one visitor would have 2^64 budgets.
IPV6_CLIENT_PREFIX = 64


def client_network(ip: str) -> str:
    """The address a per-client limit counts: an IPv4 address itself, an IPv6
    one its /64, written as the /64's first address (so that it still fits
    an address field, such as django-axes' ip_address). An IPv4-mapped IPv6
    address (::ffff:192.0.2.1, from a dual-stack socket) is its IPv4 address.
    Anything that is not an address is returned unchanged."""
    try:
        address = ipaddress.ip_address(ip.strip())
    except ValueError:
        return ip
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        network = ipaddress.IPv6Network((int(address), IPV6_CLIENT_PREFIX), strict=False)
        return str(network.network_address)
    return str(address)


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
