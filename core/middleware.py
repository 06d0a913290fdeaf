"""Security headers that Django's SecurityMiddleware does not set.

SecurityMiddleware (settings/security.py and production.py) already sends
X-Content-Type-Options, Referrer-Policy, Cross-Origin-Opener-Policy and, in
production, Strict-Transport-Security; XFrameOptionsMiddleware sends
X-Frame-Options. This adds the Content-Security-Policy (the public site's,
or the stricter back office's under ADMIN_PATH), the Permissions-Policy and
Cross-Origin-Resource-Policy.
"""

from collections.abc import Callable, Sequence
from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


def csp_directives(style_hashes: Sequence[str] = ()) -> dict[str, list[str]]:
    """The policy, directive by directive: exactly what the site uses.

    - scripts: the site's own bundles, the Google tag (loaded only after the
      visitor accepts audience measurement); the scroll-timeline polyfill is
      one of our own static files; never inline code;
    - GA4 sends its hits with fetch/sendBeacon (connect-src) or as images;
    - the only frame is the live threat map (spec §4);
    - nothing may frame the site, change its base URL or post it elsewhere;
    - style_hashes: the CSP hashes of the response's inline <style> elements
      (each page inlines its stylesheet, hashed at build time).
    """
    threat_map = _origin(settings.COMPANY["threatMapUrl"])
    api = _origin(settings.COMPANY["apiBase"])  # empty when the API is same-origin
    # The threat map, and reCAPTCHA's frame when an operator configured it.
    frames = [*([threat_map] if threat_map else []), *settings.CSP_FRAME_HOSTS]
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'", *settings.CSP_SCRIPT_HOSTS],
        "connect-src": ["'self'", *settings.CSP_CONNECT_HOSTS, *([api] if api else [])],
        # data: covers the small assets Vite inlines into the stylesheets.
        "img-src": ["'self'", "data:", *settings.CSP_IMG_HOSTS],
        # React writes a few style attributes (marquee speed, carousel offset,
        # the cookie banner's reserved height); stylesheets only come from
        # 'self' or are the page's own inlined stylesheet, named by its hash.
        "style-src": ["'self'", *style_hashes],
        "style-src-attr": ["'unsafe-inline'"],
        "font-src": ["'self'"],
        "frame-src": frames or ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        "manifest-src": ["'self'"],
    }
    if settings.CSP_UPGRADE_INSECURE_REQUESTS:
        directives["upgrade-insecure-requests"] = []
    if settings.VITE_DEV_SERVER:
        _allow_vite_dev_server(directives, settings.VITE_DEV_SERVER)
    return directives


def _allow_vite_dev_server(directives: dict[str, list[str]], origin: str) -> None:
    """`make dev` only (settings.dev reads VITE_DEV_SERVER; production never
    sets it): modules, assets and the HMR websocket come from the Vite dev
    server, which injects each module's CSS as a <style> element."""
    for name in ("script-src", "img-src", "font-src", "style-src"):
        directives[name].append(origin)
    directives["connect-src"] += [origin, "ws" + origin.removeprefix("http")]
    directives["style-src"].append("'unsafe-inline'")


def backoffice_csp_directives() -> dict[str, list[str]]:
    """The policy of everything under ADMIN_PATH (admin, account pages,
    content editor; docs/architecture.md, "Back-office CSP").

    Nothing but our own files: Django 5.2's admin and django-allauth's pages
    keep their scripts in static files (allauth's WebAuthn and recovery-code
    pages pass their data in <script type="application/json">, which no
    policy runs), so no inline script and no inline style is allowed, not
    even in style attributes (no page has one; the admin's scripts set styles
    through element.style, which CSP does not govern). data: images are the
    TOTP QR code. The preview of a draft page sets the public policy itself
    (website/preview.py), which this one does not replace; the page editor
    (Wagtail, cms/) shows it in a frame of its own origin, hence frame-src
    'self'. Wagtail's date pickers start from a static file, not from its
    inline scripts (cms/static/cms/date-chooser.js).
    """
    directives = {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "frame-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
    if settings.CSP_UPGRADE_INSECURE_REQUESTS:
        directives["upgrade-insecure-requests"] = []
    return directives


def _header(directives: dict[str, list[str]]) -> str:
    return "; ".join(" ".join([name, *values]) for name, values in directives.items())


def content_security_policy(style_hashes: Sequence[str] = (), framed_by_self: bool = False) -> str:
    """The Content-Security-Policy header value.

    framed_by_self: the page editor's preview, shown in a frame of the
    back office's own pages (cms/); every public page refuses any frame."""
    directives = csp_directives(style_hashes)
    if framed_by_self:
        directives["frame-ancestors"] = ["'self'"]
    return _header(directives)


def backoffice_content_security_policy() -> str:
    return _header(backoffice_csp_directives())


# Features the site never uses are switched off, for the threat-map frame too.
# browsing-topics replaces FLoC's interest-cohort, which browsers dropped.
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
        "browsing-topics",
    )
)

# The API's Swagger page loads its assets from a CDN and runs an inline
# script: without a policy, and only where it exists (never in production,
# where API_DOCS is off and the path is a 404 with the public policy).
_API_DOCS_PREFIX = "/api/docs"


def is_static(request: HttpRequest) -> bool:
    """A file whitenoise answers (scripts, stylesheets, images, fonts).

    Such a response is never a document: the CSP, the Permissions-Policy, the
    Referrer-Policy and Cross-Origin-Opener-Policy only rule documents (and
    workers, which the site has none of), yet they cost about 0.9 KB of headers
    on each of a page's 5 to 13 scripts (docs/performance.md, Budgets). nginx
    sends the same short set on /static/ (deploy/nginx-site.conf.template):
    nosniff, Cross-Origin-Resource-Policy and the cache headers.
    """
    return request.path.startswith(urlsplit(settings.STATIC_URL).path)


# The headers that only a document (or a worker) obeys.
_DOCUMENT_ONLY = ("Referrer-Policy", "Cross-Origin-Opener-Policy")


class SecurityHeadersMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if is_static(request):
            # Cross-origin no-cors reads stay blocked; the rest is for documents
            # (this middleware sits above Django's SecurityMiddleware, so its
            # document-only headers are taken off here).
            for name in _DOCUMENT_ONLY:
                del response[name]
            response.setdefault("Cross-Origin-Resource-Policy", "same-origin")
            return response
        if request.path.startswith("/" + settings.ADMIN_PATH):
            response.setdefault("Content-Security-Policy", backoffice_content_security_policy())
        elif not (settings.API_DOCS and request.path.startswith(_API_DOCS_PREFIX)):
            style_hashes = getattr(response, "csp_style_hashes", ())
            response.setdefault("Content-Security-Policy", content_security_policy(style_hashes))
        response.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        # The API may live on another host than the site (spec §7): what
        # django-cors-headers allows an origin to read must not be blocked here.
        shared = response.has_header("Access-Control-Allow-Origin")
        response.setdefault(
            "Cross-Origin-Resource-Policy", "cross-origin" if shared else "same-origin"
        )
        return response
