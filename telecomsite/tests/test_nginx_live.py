"""The rendered nginx configuration, run: Debian's nginx in front of a stand-in
for Django that answers like it (a page for /home and /telephonie, the 404 page
for any other path, both with X-Accel-Expires as website/freshness.py sends).

What a visitor gets through the micro-cache when someone else asks for //home,
and what an upload of a given size gets (issue 27). The whole stack under load
is the cache-poison case of make faults.
"""

from __future__ import annotations

import http.client
import http.server
import json
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from deploy import nginx_conf

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(not shutil.which("nginx"), reason="Debian's nginx (make proxy)")

PAGES = {"/home": "Accueil", "/telephonie": "Téléphonie"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Upstream:
    """What the stand-in received: each path as forwarded, each body's size."""

    paths: list[str] = field(default_factory=list)
    bodies: list[tuple[str, int]] = field(default_factory=list)


def _handler(seen: Upstream) -> type[http.server.BaseHTTPRequestHandler]:
    class Django(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def _answer(self, status: int, text: str) -> None:
            body = text.encode()
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            # Shareable, fresh until the end of this second (website/freshness.py).
            self.send_header("X-Accel-Expires", f"@{int(time.time())}")
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            # The request line's path as nginx forwarded it (Python's own
            # handler would fold a leading //, so it is read from the line).
            path = self.requestline.split(" ")[1].split("?")[0]
            seen.paths.append(path)
            if path in PAGES:
                self._answer(200, f"<title>{PAGES[path]}</title>")
            else:
                self._answer(404, "<title>Page introuvable</title>")

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", 0))
            received = 0
            while received < length:
                received += len(self.rfile.read(min(65536, length - received)))
            seen.bodies.append((self.path, received))
            self._answer(200, f"reçu {received} octets")

        def log_message(self, *args: object) -> None:
            pass

    return Django


@dataclass
class LiveNginx:
    port: int
    upstream: Upstream

    def ask(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        """One request, the path sent exactly as written (no client-side clean-up)."""
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            conn.request(method, path, body=body, headers=headers or {})
            answer = conn.getresponse()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
        finally:
            conn.close()


@pytest.fixture
def live_nginx(request: pytest.FixtureRequest) -> Iterator[LiveNginx]:
    seen = Upstream()
    app = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), _handler(seen))
    threading.Thread(target=app.serve_forever, daemon=True).start()
    # nginx's workers run as another user when the tests run as root: its
    # folders (the cache's, the request bodies') must be reachable by them.
    folder = Path(tempfile.mkdtemp(prefix="tq-nginx-"))
    request.addfinalizer(lambda: shutil.rmtree(folder, ignore_errors=True))
    folder.chmod(0o755)
    port = free_port()
    conf = nginx_conf.render(
        upstream_servers=[f"127.0.0.1:{app.server_address[1]}"],
        listen=f"127.0.0.1:{port}",
        run_dir=str(folder),
        log_dir=str(folder),
        static_root=str(folder),
        media_root=str(folder / "media"),
        admin_path="gestion/",
        environ={},
    )
    (folder / "nginx.conf").write_text(conf)
    nginx = subprocess.Popen(["nginx", "-c", str(folder / "nginx.conf")])  # daemon off
    live = LiveNginx(port, seen)
    try:
        for _ in range(50):
            try:
                live.ask("GET", "/livez")
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("nginx did not answer")
        yield live
    finally:
        nginx.terminate()
        nginx.wait(timeout=5)
        app.shutdown()


NON_CANONICAL = ["//home", "/./home", "/%2Fhome", "/%2fhome", "/home%2F", "///home", "/a/../home"]


def test_a_non_canonical_path_never_answers_for_the_page(live_nginx: LiveNginx) -> None:
    """Each odd spelling of /home is answered the 404 page and stored, then
    /home is asked at once (within the same second, when a wrong copy would be
    fresh): the visitor of /home gets /home's page every time. With the cache
    keyed on nginx's normalised $uri, //home's 404 was /home's copy."""
    for odd in [*NON_CANONICAL, *(p.replace("home", "telephonie") for p in NON_CANONICAL)]:
        status, _, body = live_nginx.ask("GET", odd)
        assert status == 404, odd
        assert "introuvable" in body.decode(), odd
        page = "/telephonie" if "telephonie" in odd else "/home"
        for _ in range(2):
            status, headers, body = live_nginx.ask("GET", page)
            assert (status, body.decode()) == (200, f"<title>{PAGES[page]}</title>"), (
                f"{page} after {odd}: {status} {body[:60]!r} (X-Cache {headers.get('x-cache')})"
            )
    # Forwarded as sent: Django routes exactly the path that keys the copy.
    assert "//home" in live_nginx.upstream.paths
    assert "/%2Fhome" in live_nginx.upstream.paths


def test_the_odd_path_gets_its_own_answer(live_nginx: LiveNginx) -> None:
    """/home's copy never answers //home either: each path gets what Django
    answered for it (before, //home got /home's cached page, or /home //home's 404)."""
    assert live_nginx.ask("GET", "/home")[0] == 200
    for _ in range(2):
        status, _, body = live_nginx.ask("GET", "//home")
        assert (status, body.decode()) == (404, "<title>Page introuvable</title>")
        assert live_nginx.ask("GET", "/home")[0] == 200


def _multipart(size: int) -> tuple[bytes, dict[str, str]]:
    boundary = "tqboundary"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nUn bureau\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="image"; '
            'filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'
        ).encode()
        + b"\xff" * size
        + f"\r\n--{boundary}--\r\n".encode()
    )
    return body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}


def test_the_image_upload_takes_the_documented_8_mb(live_nginx: LiveNginx) -> None:
    """A 950 KB JPEG (refused with 413 before) and an 8 MB one reach Django
    whole; 10 MB is nginx's 413, in French."""
    for size in (950 * 1024, 8 * 1024 * 1024):
        body, headers = _multipart(size)
        status, _, answer = live_nginx.ask(
            "POST", "/gestion/cms/images/multiple/add/", body, headers
        )
        assert status == 200, (size, answer[:200])
        assert live_nginx.upstream.bodies[-1] == ("/gestion/cms/images/multiple/add/", len(body))
    body, headers = _multipart(10 * 1024 * 1024)
    status, answer_headers, answer = live_nginx.ask(
        "POST", "/gestion/cms/images/multiple/add/", body, headers
    )
    assert status == 413
    assert answer_headers["content-type"] == "text/html; charset=utf-8"
    assert "Envoi trop volumineux" in answer.decode()
    assert "8 Mo" in answer.decode()
    assert len(live_nginx.upstream.bodies) == 2


def test_every_other_location_keeps_its_small_limit(live_nginx: LiveNginx) -> None:
    """100 KB anywhere else: nginx's 413 before Django, a French page (the
    API: its JSON contract), never nginx's English default."""
    body, headers = _multipart(100 * 1024)
    for path in ("/gestion/", "/gestion/cms/pages/", "/gestion/cms/imagesx/", "/home", "/"):
        status, answer_headers, answer = live_nginx.ask("POST", path, body, headers)
        assert status == 413, path
        text = answer.decode()
        assert "Envoi trop volumineux" in text and "413 Request Entity" not in text, path
        assert answer_headers["x-content-type-options"] == "nosniff"
        assert answer_headers["x-request-id"]
    status, answer_headers, answer = live_nginx.ask(
        "POST", "/api/send", b"{" + b" " * 100 * 1024 + b"}", {"Content-Type": "application/json"}
    )
    assert status == 413
    assert answer_headers["content-type"] == "application/json"
    refusal = json.loads(answer)
    assert refusal["ok"] is False and refusal["error"] == "payload_too_large"
    assert "dépasse" in refusal["details"]["body"]
    # A small form still goes through.
    assert live_nginx.ask("POST", "/gestion/", b"a=1", {"Content-Type": "text/plain"})[0] == 200
    assert live_nginx.upstream.bodies == [("/gestion/", 3)]
