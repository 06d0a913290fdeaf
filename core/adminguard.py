"""django-axes policy for the staff login (settings AXES_*; README, "Anti-abuse").

Lockouts key on the username and the IP together, so that one visitor's
failures never lock a staff member out of their own account. The IP alone is
added once it has failed AXES_IP_FAILURE_LIMIT times whatever the usernames,
so that one address trying many accounts is still stopped. The client IP is
REMOTE_ADDR, which TrustedProxyMiddleware has already set from the proxy,
taken per /64 for IPv6 (client_ip).
"""

from typing import Any

from axes.models import AccessAttempt
from django.conf import settings
from django.db.models import Sum
from django.http import HttpRequest

from .proxy import client_network

USERNAME_AND_IP: list[str | list[str]] = [["username", "ip_address"]]


def client_ip(request: HttpRequest) -> str:
    """The client as axes counts it: an IPv6 client by its /64, which one
    subscriber holds whole (core/proxy.py), so rotating addresses inside it
    buys no fresh attempts; an IPv4 address as it is."""
    return client_network(str(request.META.get("REMOTE_ADDR", "")))


def ip_failures(ip: str) -> int:
    total = AccessAttempt.objects.filter(ip_address=ip).aggregate(n=Sum("failures_since_start"))
    return int(total["n"] or 0)


def lockout_parameters(request_or_attempt: Any, credentials: Any = None) -> list[str | list[str]]:
    ip = getattr(request_or_attempt, "ip_address", None) or client_ip(request_or_attempt)
    # Axes locks a parameter set once its failures reach AXES_FAILURE_LIMIT;
    # the IP alone joins the sets only past its own, higher, limit.
    if ip and ip_failures(ip) >= settings.AXES_IP_FAILURE_LIMIT:
        return [*USERNAME_AND_IP, "ip_address"]
    return USERNAME_AND_IP
