"""The threat-map frame check against real local HTTP servers."""

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.test import Client

from website.threatmap import check, framing_allowed

SITE = "https://www.example.fr"

HEADERS = {
    "/deny": [("X-Frame-Options", "DENY")],
    "/sameorigin": [("X-Frame-Options", "SAMEORIGIN")],
    "/open": [],
    "/ancestors-star": [
        ("Content-Security-Policy", "frame-ancestors *"),
        ("X-Frame-Options", "DENY"),
    ],
    "/ancestors-self": [("Content-Security-Policy", "default-src 'self'; frame-ancestors 'self'")],
}


class Handler(BaseHTTPRequestHandler):
    seen: list[dict[str, str]] = []
    # /slow answers only once the test lets it (or after 10 s).
    release = threading.Event()

    def do_GET(self) -> None:
        Handler.seen.append(dict(self.headers.items()))
        if self.path == "/slow":
            Handler.release.wait(timeout=10)
        self.send_response(500 if self.path == "/error" else 200)
        for name, value in HEADERS.get(self.path, []):
            self.send_header(name, value)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def map_site() -> Iterator[str]:
    Handler.release.clear()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    # A short poll: shutdown() waits for the loop to look (0.5 s by default).
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    Handler.release.set()
    server.shutdown()
    server.server_close()


@pytest.fixture(autouse=True)
def _site(settings) -> None:
    settings.SITE_URL = SITE
    settings.THREAT_MAP_CHECK_TIMEOUT = 0.5


@pytest.mark.parametrize(
    ("path", "frameable", "reason"),
    [
        ("/open", True, "ok"),
        ("/ancestors-star", True, "ok"),
        ("/deny", False, "refused"),
        ("/sameorigin", False, "refused"),
        ("/ancestors-self", False, "refused"),
        ("/error", False, "unreachable"),
    ],
)
def test_reads_the_framing_headers(map_site: str, path: str, frameable: bool, reason: str) -> None:
    assert check(map_site + path) == {"frameable": frameable, "reason": reason}


def test_sends_nothing_of_the_visitor(map_site: str, settings, client: Client) -> None:
    Handler.seen.clear()
    settings.COMPANY = {**settings.COMPANY, "threatMapUrl": map_site + "/open"}
    client.get(
        "/threat-map/status", HTTP_COOKIE="tq_session=secret", HTTP_X_FORWARDED_FOR="203.0.113.9"
    )
    (headers,) = Handler.seen
    assert "Cookie" not in headers
    assert "X-Forwarded-For" not in headers
    assert headers["User-Agent"].startswith("TQ-Telecom-frame-check/")


def test_unreachable_and_slow_sites_answer_within_the_deadline(map_site: str) -> None:
    # The slow site answers only when the test ends: a check that waited for
    # it, past its deadline, would read "ok".
    assert check(map_site + "/slow")["reason"] == "unreachable"
    assert check("http://127.0.0.1:9/")["reason"] == "unreachable"


def test_answer_is_cached(map_site: str) -> None:
    Handler.seen.clear()
    for _ in range(3):
        assert check(map_site + "/deny")["frameable"] is False
    assert len(Handler.seen) == 1


def test_frame_ancestors_may_name_our_origin() -> None:
    assert framing_allowed({"content-security-policy": f"frame-ancestors {SITE}"}, SITE)
    assert framing_allowed({"content-security-policy": "frame-ancestors https:"}, SITE)
    assert not framing_allowed({"content-security-policy": "frame-ancestors 'none'"}, SITE)


def test_status_view(map_site: str, settings, client: Client) -> None:
    settings.COMPANY = {**settings.COMPANY, "threatMapUrl": map_site + "/deny"}
    response = client.get("/threat-map/status")
    assert response.status_code == 200
    assert response.json() == {"frameable": False, "reason": "refused"}
