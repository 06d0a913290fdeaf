"""Renderer replicas behind one name (compose's `renderer` service): each
connection goes to one of the name's addresses at random, and past one that
refuses."""

import socket
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any

import pytest

from website import ssr


class Health(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.server.hits += 1  # type: ignore[attr-defined]
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def test_connections_spread_over_every_address_and_skip_a_dead_one(
    monkeypatch: pytest.MonkeyPatch, settings: Any
) -> None:
    # The probe's own deadline is not under test: a loaded machine (the
    # end-to-end tests run beside pytest) may take longer than production's.
    settings.SSR_PROBE_TIMEOUT = 5
    servers = [HTTPServer(("127.0.0.1", 0), Health) for _ in range(2)]
    for server in servers:
        server.hits = 0  # type: ignore[attr-defined]
        threading.Thread(target=server.serve_forever, daemon=True).start()
    # Bound but never listening for the whole test: connections are refused,
    # and no other process can take the port meanwhile.
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))
    dead_port = dead.getsockname()[1]
    ports = [dead_port, *(s.server_address[1] for s in servers)]
    answers = [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port)) for port in ports]
    real_getaddrinfo = socket.getaddrinfo

    # Only the name under test resolves to the replicas: a breaker's probe
    # thread left by an earlier test (another renderer URL) must not count here.
    def getaddrinfo(host: str, *args: object, **kwargs: object) -> list[Any]:
        if host == "renderer":
            return list(answers)
        return real_getaddrinfo(host, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    try:
        healthy = [ssr._renderer_healthy("http://renderer:3001") for _ in range(40)]
    finally:
        dead.close()
        for server in servers:
            server.shutdown()
            server.server_close()
    assert all(healthy)
    hits = [s.hits for s in servers]  # type: ignore[attr-defined]
    assert sum(hits) == 40
    assert min(hits) >= 5, hits
