"""Security headers on every route (issue 5): a CSP that allows exactly what
the site uses, and the headers that go with it."""

import base64
import hashlib
import importlib
import sys
from html.parser import HTMLParser
from urllib.parse import urlsplit

import pytest
from django.conf import settings
from django.test import Client

from core.middleware import content_security_policy, csp_directives
from core.routes import route_table

ROUTE_PATHS = [route.path for route in route_table().routes]
# Everything else Django answers for the public: the 404 page, the redirect
# of "/", the SEO files and the health check.
OTHER_PATHS = ["/nulle-part", "/", "/sitemap.xml", "/robots.txt", "/healthz"]

GOOGLE_TAG = "https://www.googletagmanager.com"


def parse_csp(header: str) -> dict[str, list[str]]:
    directives: dict[str, list[str]] = {}
    for part in header.split(";"):
        words = part.split()
        if words:
            assert words[0] not in directives, f"{words[0]} appears twice"
            directives[words[0]] = words[1:]
    return directives


@pytest.fixture
def no_renderer(settings) -> None:
    """Headers do not depend on the HTML: skip the renderer (client fallback)."""
    settings.SSR_URL = "http://127.0.0.1:9"


@pytest.mark.django_db
@pytest.mark.parametrize("path", ROUTE_PATHS + OTHER_PATHS)
def test_every_public_response_has_the_security_headers(
    client: Client, no_renderer: None, path: str
) -> None:
    response = client.get(path)
    assert response.status_code in {200, 301, 302, 404}
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"
    assert response["Cross-Origin-Opener-Policy"] == "same-origin"
    assert response["X-Frame-Options"] == "DENY"
    assert "camera=()" in response["Permissions-Policy"]
    assert "geolocation=()" in response["Permissions-Policy"]
    assert "microphone=()" in response["Permissions-Policy"]
    policy = parse_csp(response["Content-Security-Policy"])
    # Pages add the hash of their inlined stylesheet (see below); nothing else differs.
    assert policy == csp_directives(policy["style-src"][1:])
    is_page = response["Content-Type"].startswith("text/html") and response.status_code != 302
    assert len(policy["style-src"]) == (2 if is_page else 1)


@pytest.mark.django_db
@pytest.mark.parametrize("path", ROUTE_PATHS)
def test_client_side_navigation_json_has_the_headers_too(
    client: Client, no_renderer: None, path: str
) -> None:
    response = client.get(path, HTTP_ACCEPT="application/json")
    assert response["Content-Type"].startswith("application/json")
    assert response["X-Content-Type-Options"] == "nosniff"
    assert "Content-Security-Policy" in response


def test_script_src_allows_only_self_and_the_google_tag() -> None:
    policy = parse_csp(content_security_policy())
    # The scroll-timeline polyfill is self-hosted: no third-party script host but Google's.
    assert policy["script-src"] == ["'self'", GOOGLE_TAG]
    for directive in ("script-src", "default-src"):
        assert "'unsafe-inline'" not in policy[directive]
        assert "'unsafe-eval'" not in policy[directive]
    assert not any(name.startswith("script-src-") for name in policy)
    # No wildcard anywhere a script could come from.
    assert all("*" not in source for source in policy["script-src"] + policy["default-src"])


def test_analytics_hosts_for_ga4_hits() -> None:
    policy = parse_csp(content_security_policy())
    assert "https://*.google-analytics.com" in policy["connect-src"]
    assert "https://*.analytics.google.com" in policy["connect-src"]
    assert GOOGLE_TAG in policy["connect-src"]
    assert "https://*.google-analytics.com" in policy["img-src"]
    # Ad features stay denied: no advertising host is allowed.
    assert "doubleclick" not in content_security_policy()


def test_the_threat_map_is_the_only_frame() -> None:
    policy = parse_csp(content_security_policy())
    threat_map = urlsplit(settings.COMPANY["threatMapUrl"])
    assert policy["frame-src"] == [f"{threat_map.scheme}://{threat_map.netloc}"]
    assert policy["frame-ancestors"] == ["'none'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["base-uri"] == ["'self'"]
    assert policy["form-action"] == ["'self'"]
    assert policy["default-src"] == ["'self'"]
    assert policy["style-src"] == ["'self'"]
    assert (
        "'unsafe-inline'" not in content_security_policy(["'sha256-x'"]).split("style-src-attr")[0]
    )


def test_frame_src_follows_the_configured_threat_map(settings) -> None:
    settings.COMPANY = {**settings.COMPANY, "threatMapUrl": "https://carte.example.net/live?x=1"}
    assert parse_csp(content_security_policy())["frame-src"] == ["https://carte.example.net"]
    settings.COMPANY = {**settings.COMPANY, "threatMapUrl": ""}
    assert parse_csp(content_security_policy())["frame-src"] == ["'none'"]


def test_a_separate_api_host_is_allowed_for_fetch(settings) -> None:
    settings.COMPANY = {**settings.COMPANY, "apiBase": "https://api.example.net/api"}
    assert "https://api.example.net" in parse_csp(content_security_policy())["connect-src"]


@pytest.mark.django_db
@pytest.mark.usefixtures("without_second_factor")
def test_admin_has_its_own_policy_and_api_docs_none(client: Client) -> None:
    # The admin's login sends staff to the sign-in page (accounts/): both answers
    # carry the back office's policy (telecomsite/tests/test_backoffice_csp.py).
    redirect = client.get("/" + settings.ADMIN_PATH + "login/")
    admin = client.get(redirect["Location"])
    assert admin.status_code == 200
    for answer in (redirect, admin):
        assert parse_csp(answer["Content-Security-Policy"])["script-src"] == ["'self'"]
        assert answer["X-Frame-Options"] == "DENY"
    # Swagger's inline script, in dev and tests only (production: API_DOCS off).
    assert "Content-Security-Policy" not in client.get("/api/docs")


class ScriptCollector(HTMLParser):
    """Every <script> of a page and every inline event-handler attribute."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, str | None]] = []
        self.handlers: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.scripts.append(dict(attrs))
        self.handlers += [f"<{tag} {name}>" for name, _ in attrs if name.startswith("on")]


@pytest.mark.django_db
@pytest.mark.parametrize("path", ROUTE_PATHS)
def test_server_rendered_pages_need_no_inline_script(
    client: Client, with_ssr: str, path: str
) -> None:
    """What the policy forbids is not in the pages: every executable script
    is a same-origin file, the rest is JSON data the browser never runs."""
    parser = ScriptCollector()
    parser.feed(client.get(path).content.decode())
    assert parser.scripts, "the page has no script at all"
    for attrs in parser.scripts:
        if attrs.get("type") in {"application/json", "application/ld+json"}:
            continue
        src = attrs.get("src") or ""
        assert src.startswith("/static/"), f"inline or foreign script: {attrs}"
    assert parser.handlers == []


class StyleCollector(HTMLParser):
    """The text of every <style> element and every style attribute's owner."""

    def __init__(self) -> None:
        super().__init__()
        self.styles: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "style":
            self._in_style = True
            self.styles.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self._in_style = False

    def handle_data(self, data: str) -> None:
        if self._in_style:
            self.styles[-1] += data


def _csp_hash(text: str) -> str:
    digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
    return f"'sha256-{digest}'"


@pytest.mark.django_db
@pytest.mark.parametrize("path", [*ROUTE_PATHS, "/nulle-part"])
def test_the_inlined_stylesheet_is_the_only_inline_style_the_policy_allows(
    client: Client, with_ssr: str, path: str
) -> None:
    """The build hashes each page's stylesheet; the browser would refuse it if
    the header's hash and the text in the page differed by one byte."""
    response = client.get(path)
    parser = StyleCollector()
    parser.feed(response.content.decode())
    assert len(parser.styles) == 1 and len(parser.styles[0]) > 1000
    style_src = parse_csp(response["Content-Security-Policy"])["style-src"]
    assert style_src == ["'self'", _csp_hash(parser.styles[0])]
    # The same hash again once the page comes from the page cache.
    again = client.get(path)
    assert parse_csp(again["Content-Security-Policy"])["style-src"] == style_src


def _production_settings(monkeypatch, **env: str):
    for name, value in {
        "DJANGO_SECRET_KEY": "abcdefghij" * 5,
        "ALTCHA_HMAC_KEY": "klmnopqrst" * 5,
        "DATABASE_URL": "sqlite:///:memory:",
        "REDIS_URL": "redis://127.0.0.1:6379/0",
        "SITE_URL": "https://www.example.com",
        "DJANGO_ALLOWED_HOSTS": "www.example.com",
        **env,
    }.items():
        monkeypatch.setenv(name, value)
    sys.modules.pop("telecomsite.settings.production", None)
    try:
        return importlib.import_module("telecomsite.settings.production")
    finally:
        sys.modules.pop("telecomsite.settings.production", None)


def test_production_sends_hsts_and_https_only_cookies(monkeypatch) -> None:
    production = _production_settings(monkeypatch)
    assert production.SECURE_HSTS_SECONDS >= 31536000
    assert production.SECURE_HSTS_INCLUDE_SUBDOMAINS is True
    assert production.SECURE_SSL_REDIRECT is True
    assert production.SESSION_COOKIE_SECURE is True
    assert production.CSRF_COOKIE_SECURE is True
    assert production.SECURE_CONTENT_TYPE_NOSNIFF is True
    assert production.SECURE_REFERRER_POLICY == "strict-origin-when-cross-origin"
    assert production.SECURE_CROSS_ORIGIN_OPENER_POLICY == "same-origin"
    assert production.CSP_UPGRADE_INSECURE_REQUESTS is True
    # Behind a plain-HTTP setup (SSL redirect off), URLs are not upgraded.
    assert (
        _production_settings(monkeypatch, SECURE_SSL_REDIRECT="false").CSP_UPGRADE_INSECURE_REQUESTS
        is False
    )


@pytest.mark.django_db
def test_hsts_header_over_https(client: Client, no_renderer: None, settings) -> None:
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    response = client.get("/mentions-legales", secure=True)
    assert response["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains"
    # Never over plain HTTP, where it would be meaningless.
    assert "Strict-Transport-Security" not in client.get("/mentions-legales")


def test_upgrade_insecure_requests_only_when_enabled(settings) -> None:
    assert "upgrade-insecure-requests" not in parse_csp(content_security_policy())
    settings.CSP_UPGRADE_INSECURE_REQUESTS = True
    assert parse_csp(content_security_policy())["upgrade-insecure-requests"] == []


@pytest.mark.django_db
def test_static_files_carry_only_the_headers_a_file_needs(client: Client) -> None:
    """Scripts and images are not documents: no CSP, Permissions-Policy,
    Referrer-Policy or COOP on them (about 0.9 KB per script, issue 18), but
    nosniff and the cross-origin read block stay, as nginx sends them."""
    response = client.get("/static/boot/display-boot.js")
    assert response.status_code == 200
    assert response["X-Content-Type-Options"] == "nosniff"
    assert response["Cross-Origin-Resource-Policy"] == "same-origin"
    assert "Cache-Control" in response
    for name in (
        "Content-Security-Policy",
        "Permissions-Policy",
        "Referrer-Policy",
        "Cross-Origin-Opener-Policy",
        "Access-Control-Allow-Origin",
    ):
        assert name not in response, name
    # A page next to it keeps them all.
    page = client.get("/nulle-part")
    for name in ("Content-Security-Policy", "Permissions-Policy", "Referrer-Policy"):
        assert name in page, name
