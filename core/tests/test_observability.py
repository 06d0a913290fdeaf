"""Request ids, request metrics and Sentry's scrubbing (core/logs.py, core/metrics.py)."""

import gzip
import http.server
import json
import subprocess
import sys
import threading
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.test import Client
from prometheus_client import REGISTRY

from core.logs import scrub
from core.tests import sentry_capture

pytestmark = pytest.mark.django_db


def test_every_response_carries_a_request_id(client: Client) -> None:
    given = client.get("/healthz", HTTP_X_REQUEST_ID="nginx-id-42")
    assert given["X-Request-ID"] == "nginx-id-42"
    made = client.get("/healthz", HTTP_X_REQUEST_ID="not a valid id")
    assert len(made["X-Request-ID"]) == 32 and made["X-Request-ID"] != "not a valid id"


def test_responses_are_counted_by_route_pattern_not_by_url(client: Client) -> None:
    def not_found() -> dict[str, float]:
        return {
            s.labels["route"]: s.value
            for m in REGISTRY.collect()
            for s in m.samples
            if s.name == "tq_http_requests_total" and s.labels["status"] == "404"
        }

    before = not_found()
    client.get("/page-absente-1")
    client.get("/page-absente-2")
    after = not_found()
    grown = {route: n - before.get(route, 0) for route, n in after.items()}
    assert sum(grown.values()) == 2
    assert all(route.startswith("/") or route == "unmatched" for route in grown)
    assert not any("absente" in route for route in after)


def test_scrub_removes_emails_and_phone_numbers() -> None:
    event = {"message": "lead de marie.durand@acme.fr, 01 23 45 67 89 / +33 6 12 34 56 78"}
    assert scrub(event) == {"message": "lead de [e-mail], [téléphone] / [téléphone]"}


class _Sink(http.server.BaseHTTPRequestHandler):
    received: list[bytes] = []

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers["Content-Length"]))
        encoding = self.headers.get("Content-Encoding", "")
        if encoding == "gzip":
            body = gzip.decompress(body)
        elif encoding == "br":
            import brotli

            body = brotli.decompress(body)
        elif encoding == "deflate":
            body = zlib.decompress(body)
        _Sink.received.append(body)
        self.send_response(200)
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def sentry_sink() -> Iterator[tuple[str, list[bytes]]]:
    """A Sentry server on a free port: its DSN, and the bodies it received."""
    server = http.server.HTTPServer(("127.0.0.1", 0), _Sink)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Sink.received = []
    yield f"http://public@127.0.0.1:{server.server_port}/1", _Sink.received
    server.shutdown()


def test_sentry_gets_the_error_without_personal_data(sentry_sink: tuple[str, list[bytes]]) -> None:
    dsn, received = sentry_sink
    # In a process of its own (core/tests/sentry_capture.py says why).
    subprocess.run(
        [sys.executable, "-m", "core.tests.sentry_capture", dsn],
        cwd=Path(__file__).resolve().parents[2],
        check=True,
        timeout=60,
    )
    sent = b"".join(received).decode()
    assert "ValueError" in sent and "could not store lead from [e-mail]" in sent
    for secret in (sentry_capture.EMAIL, sentry_capture.PHONE, sentry_capture.TEXT):
        assert secret not in sent
    events = [json.loads(line) for line in sent.splitlines() if line.startswith('{"')]
    assert any("exception" in e for e in events)


def _capture_json(logger_name: str) -> tuple[Any, Any]:
    """A JSON-lines handler on one logger, as production writes them."""
    import io
    import logging

    from core.logs import RequestIdFilter, json_formatter

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    spec = json_formatter()
    handler.setFormatter(spec.pop("()")(**spec))
    handler.addFilter(RequestIdFilter())
    logging.getLogger(logger_name).addHandler(handler)
    return stream, handler


def test_a_log_line_written_during_a_request_carries_its_id() -> None:
    import logging

    from django.http import HttpResponse
    from django.test import RequestFactory

    from core.logs import RequestIdMiddleware, _forget_request_id

    stream, handler = _capture_json("core.tests.request_id")
    logger = logging.getLogger("core.tests.request_id")
    logger.setLevel(logging.INFO)

    def view(_request: object) -> HttpResponse:
        logger.info("rendering %s", "/home")
        return HttpResponse("ok")

    try:
        request = RequestFactory().get("/home", HTTP_X_REQUEST_ID="abc-123")
        RequestIdMiddleware(view)(request)
        _forget_request_id()  # Django's request_finished
        logger.info("after the request")
    finally:
        logger.removeHandler(handler)
    during, after = (json.loads(line) for line in stream.getvalue().splitlines())
    assert during["event"] == "rendering /home" and during["request_id"] == "abc-123"
    assert during["level"] == "info" and during["logger"] == "core.tests.request_id"
    assert "request_id" not in after


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("get", "/page-qui-nexiste-pas", 404), ("post", "/api/send", 400)],
)
def test_djangos_own_error_lines_carry_the_request_id(
    client: Any, method: str, path: str, status: int
) -> None:
    """django.request writes "Not Found" / "Bad Request" after every
    middleware has returned: the id must still be bound then."""
    import logging

    stream, handler = _capture_json("django.request")
    try:
        extra = {"data": "{", "content_type": "application/json"} if method == "post" else {}
        answer = getattr(client, method)(path, HTTP_X_REQUEST_ID="req-4242", **extra)
    finally:
        logging.getLogger("django.request").removeHandler(handler)
    assert answer.status_code == status
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert lines, "Django wrote no django.request line"
    assert all(line["request_id"] == "req-4242" for line in lines)


def test_the_plain_format_names_the_request_too() -> None:
    import logging

    import structlog
    from django.conf import settings

    from core.logs import RequestIdFilter

    record = logging.LogRecord("x", logging.WARNING, __file__, 1, "Not Found: %s", ("/x",), None)
    structlog.contextvars.bind_contextvars(request_id="abc")
    try:
        RequestIdFilter().filter(record)
    finally:
        structlog.contextvars.clear_contextvars()
    plain: Any = settings.LOGGING["formatters"]
    line = logging.Formatter(plain["plain"]["format"]).format(record)
    assert "[abc]" in line and line.endswith("Not Found: /x")
