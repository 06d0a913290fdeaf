"""Request ids, request metrics and Sentry's scrubbing (core/logs.py, core/metrics.py)."""

import gzip
import http.server
import json
import threading
import zlib
from collections.abc import Iterator
from typing import Any

import pytest
import sentry_sdk
from django.test import Client
from prometheus_client import REGISTRY

from core.logs import init_sentry, scrub

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
def sentry_sink() -> Iterator[list[bytes]]:
    server = http.server.HTTPServer(("127.0.0.1", 0), _Sink)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Sink.received = []
    init_sentry(f"http://public@127.0.0.1:{server.server_port}/1", "test")
    yield _Sink.received
    sentry_sdk.get_client().close(timeout=2)
    sentry_sdk.init(dsn=None)
    server.shutdown()


def test_sentry_gets_the_error_without_personal_data(sentry_sink: list[bytes]) -> None:
    # Built at run time: the frames' source lines (kept, they are code) must
    # not hold the values themselves.
    email, phone = "marie.durand" + "@acme.fr", " ".join(["01", "23", "45", "67", "89"])
    text = "Bonjour, " + "rappelez-moi"
    try:
        lead = {"email": email, "phone": phone, "userMessage": text}
        raise ValueError(f"could not store lead from {lead['email']} ({lead['phone']})")
    except ValueError as exc:
        sentry_sdk.capture_exception(exc)
    sentry_sdk.flush(timeout=5)
    sent = b"".join(sentry_sink).decode()
    assert "ValueError" in sent and "could not store lead from [e-mail]" in sent
    for secret in (email, phone, text):
        assert secret not in sent
    events = [json.loads(line) for line in sent.splitlines() if line.startswith('{"')]
    assert any("exception" in e for e in events)


def test_a_log_line_written_during_a_request_carries_its_id() -> None:
    import io
    import logging

    from django.http import HttpResponse
    from django.test import RequestFactory

    from core.logs import RequestIdMiddleware, json_formatter

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    spec = json_formatter()
    handler.setFormatter(spec.pop("()")(**spec))
    logger = logging.getLogger("core.tests.request_id")
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)

    def view(_request: object) -> HttpResponse:
        logger.info("rendering %s", "/home")
        return HttpResponse("ok")

    try:
        request = RequestFactory().get("/home", HTTP_X_REQUEST_ID="abc-123")
        RequestIdMiddleware(view)(request)
        logger.info("after the request")
    finally:
        logger.removeHandler(handler)
    during, after = (json.loads(line) for line in stream.getvalue().splitlines())
    assert during["event"] == "rendering /home" and during["request_id"] == "abc-123"
    assert during["level"] == "info" and during["logger"] == "core.tests.request_id"
    assert "request_id" not in after
