"""The SSR bridge: real renderer, cache, and the fallback when it fails."""

import logging
import socket
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from django.core.cache import cache
from django.test import Client

from website import ssr
from website.tests.page_readers import page_props


@pytest.mark.django_db
def test_page_html_is_server_rendered(client: Client, with_ssr: str) -> None:
    html = client.get("/mentions-legales").content.decode()
    root = html.split('<div id="root">', 1)[1]
    # The text is in the HTML before any JavaScript runs.
    assert "<h1" in root.split("</div>", 1)[0] or "Mentions légales" in root
    assert 'aria-label="Menu principal"' in root
    assert "Aller au contenu" in root


@pytest.mark.django_db
def test_rendered_html_is_cached_by_path_and_build(
    client: Client, with_ssr: str, settings, caplog, monkeypatch
) -> None:
    first = client.get("/contact").content
    # Point the bridge at a dead port: a cached page does not need the renderer.
    settings.SSR_URL = "http://127.0.0.1:9"
    with caplog.at_level(logging.WARNING, logger="website.ssr"):
        second = client.get("/contact").content
    assert second == first
    assert not caplog.records
    # A new front-end build is a new key: the stale HTML is not served.
    monkeypatch.setattr(ssr, "build_id", lambda: "another-build")
    third = client.get("/contact").content.decode()
    assert '<div id="root"></div>' in third


def _dead_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.django_db
def test_renderer_down_still_serves_head_and_props(client: Client, settings, caplog) -> None:
    settings.SSR_URL = f"http://127.0.0.1:{_dead_port()}"
    cache.clear()
    with caplog.at_level(logging.WARNING, logger="website.ssr"):
        response = client.get("/telephonie")
    html = response.content.decode()
    assert response.status_code == 200
    assert "<title>TQ Télécom | Téléphonie VoIP</title>" in html
    assert 'rel="canonical"' in html
    assert '<div id="root"></div>' in html  # the client renders it
    assert 'id="page-props"' in html
    assert any("SSR renderer failed for /telephonie" in r.getMessage() for r in caplog.records)


class _SlowHandler(BaseHTTPRequestHandler):
    # Answers long after the client's timeout, or as soon as the test is done
    # with it, so that the server's shutdown does not wait out the delay.
    released = threading.Event()

    def do_POST(self) -> None:
        self.released.wait(3)
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


class _FailingHandler(BaseHTTPRequestHandler):
    def do_POST(self) -> None:
        self.send_response(500)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"error":"render_failed"}')

    def log_message(self, *args: object) -> None:
        pass


@pytest.mark.django_db
@pytest.mark.parametrize("handler", [_SlowHandler, _FailingHandler], ids=["slow", "failing"])
def test_slow_or_failing_renderer_falls_back(client: Client, settings, caplog, handler) -> None:
    server = HTTPServer(("127.0.0.1", 0), handler)
    # A short poll: shutdown() waits for the loop to look (0.5 s by default).
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    settings.SSR_URL = f"http://127.0.0.1:{server.server_port}"
    settings.SSR_TIMEOUT = 0.3
    cache.clear()
    _SlowHandler.released.clear()
    try:
        with caplog.at_level(logging.WARNING, logger="website.ssr"):
            response = client.get("/contact")
    finally:
        _SlowHandler.released.set()
        server.shutdown()
    assert response.status_code == 200
    assert '<div id="root"></div>' in response.content.decode()
    assert caplog.records


def test_renderer_rejects_bad_requests_without_a_stack_trace(ssr_server: str) -> None:
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        ssr_server + "/render", data=b"{not json", headers={"Content-Type": "application/json"}
    )
    with pytest.raises(urllib.error.HTTPError) as error:
        urllib.request.urlopen(request, timeout=2)
    body = error.value.read().decode()
    assert error.value.code == 400
    assert "at " not in body and "Error:" not in body


def test_renderer_is_bound_to_loopback(ssr_server: str) -> None:
    assert ssr_server.startswith("http://127.0.0.1:")
    out = subprocess.run(["ss", "-ltn"], capture_output=True, text=True, check=False).stdout
    port = ssr_server.rsplit(":", 1)[1]
    listening = [line for line in out.splitlines() if f":{port} " in line]
    assert listening and all("127.0.0.1" in line for line in listening)


@pytest.mark.django_db
def test_published_review_reaches_the_cached_home_page(client: Client, with_ssr: str) -> None:
    from reviews.models import Review, ReviewStatus
    from reviews.services import moderate

    def quotes() -> list[str]:
        items = page_props(client, "/home")["page"]["sections"]["testimonials"]["items"]
        return [item["text"] for item in items]

    # The HTML holds the first testimonials (content/previews.json) and counts them all.
    assert "Voir tous les témoignages (<!-- -->8<!-- -->)" in client.get("/home").content.decode()
    assert "Un avis tout frais de Lucie" not in quotes()
    review = Review.objects.create(
        name="Lucie", company="Atelier L", message="Un avis tout frais de Lucie"
    )
    moderate(Review.objects.filter(pk=review.pk), ReviewStatus.PUBLISHED)
    assert "Un avis tout frais de Lucie" in quotes()
    assert "Voir tous les témoignages (<!-- -->9<!-- -->)" in client.get("/home").content.decode()


@pytest.mark.django_db
def test_page_rendered_without_the_renderer_is_not_cached(
    client: Client, settings, with_ssr: str
) -> None:
    real = settings.SSR_URL
    settings.SSR_URL = f"http://127.0.0.1:{_dead_port()}"
    assert '<div id="root"></div>' in client.get("/cookies").content.decode()
    settings.SSR_URL = real
    assert '<div id="root"></div>' not in client.get("/cookies").content.decode()


@pytest.mark.django_db
def test_cached_page_is_served_compressed_and_identical(client: Client, with_ssr: str) -> None:
    import gzip

    import brotli

    chromium = "gzip, deflate, br, zstd"
    first = client.get("/contact", HTTP_ACCEPT_ENCODING=chromium)
    second = client.get("/contact", HTTP_ACCEPT_ENCODING=chromium)
    zipped = client.get("/contact", HTTP_ACCEPT_ENCODING="gzip, deflate")
    plain = client.get("/contact")
    # Brotli where the browser takes it (website/page_encoding.py), else gzip, else none.
    assert first["Content-Encoding"] == second["Content-Encoding"] == "br"
    assert zipped["Content-Encoding"] == "gzip" and "Content-Encoding" not in plain
    assert brotli.decompress(first.content) == gzip.decompress(zipped.content) == plain.content
    assert len(first.content) < len(zipped.content)
    # The same bytes from the first answer on: no random BREACH padding on a
    # page that holds nothing secret, so its budget is measured on one size.
    assert first.content == second.content
    assert "Accept-Encoding" in second["Vary"] and "Accept" in second["Vary"]
    assert second["Content-Security-Policy"]
