"""Security headers that Django's SecurityMiddleware does not set."""

from collections.abc import Callable
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.netloc else ""


def content_security_policy() -> str:
    """A CSP that allows exactly what the site uses, and no inline script."""
    threat_map = _origin(settings.COMPANY["threatMapUrl"])
    api = _origin(settings.COMPANY["apiBase"])  # empty when the API is same-origin
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *settings.CSP_SCRIPT_HOSTS],
        "connect-src": ["'self'", *settings.CSP_CONNECT_HOSTS, *([api] if api else [])],
        "img-src": ["'self'", "data:", *settings.CSP_IMG_HOSTS],
        # React writes a few style attributes (marquee speed, carousel offset);
        # stylesheets themselves only come from 'self'.
        "style-src": ["'self'"],
        "style-src-attr": ["'unsafe-inline'"],
        "font-src": ["'self'"],
        "frame-src": [threat_map] if threat_map else ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "manifest-src": ["'self'"],
    }
    return "; ".join(f"{name} {' '.join(values)}" for name, values in directives.items())


PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "payment",
        "usb",
        "interest-cohort",
        "browsing-topics",
    )
)


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.csp = content_security_policy()

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        # The admin and the API docs bring their own inline scripts/styles;
        # they are staff/developer tools, kept out of the public policy.
        if not request.path.startswith(("/" + settings.ADMIN_PATH, "/api/docs")):
            response.setdefault("Content-Security-Policy", self.csp)
        response.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        response.setdefault("Cross-Origin-Resource-Policy", "same-origin")
        return response
