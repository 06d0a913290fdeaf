"""`manage.py serve_metrics`: the Prometheus endpoint of the whole site.

One process on 127.0.0.1:METRICS_PORT (default 9108; compose: the internal
network only), never behind nginx: gunicorn's workers summed from
PROMETHEUS_MULTIPROC_DIR, the renderers' series (RENDERER_METRICS_URLS) and
the database's (backoffice/metrics.py), computed at each scrape.
"""

import os
import signal
import threading
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from prometheus_client import start_http_server

from backoffice.metrics import registry


class Command(BaseCommand):
    help = "Serve the Prometheus metrics of every process on METRICS_HOST:METRICS_PORT."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default=os.environ.get("METRICS_HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("METRICS_PORT", "9108")))

    def handle(self, *args: Any, host: str, port: int, **options: Any) -> None:
        server, thread = start_http_server(port, addr=host, registry=registry())
        self.stdout.write(f"metrics on http://{host}:{port}/metrics")
        stop = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stop.set())
        signal.signal(signal.SIGINT, lambda *_: stop.set())
        stop.wait()
        server.shutdown()
        thread.join(5)
