"""Prometheus series of the Django processes (prometheus-client).

Every gunicorn worker counts into its own files under PROMETHEUS_MULTIPROC_DIR
(multiprocess mode), and the exporter (`manage.py serve_metrics`, a process
of its own on 127.0.0.1:METRICS_PORT, never behind nginx) sums them at each
scrape. Without that variable (tests, `make run`) the series live in the
process's own registry.

Labels are bounded: the route pattern (never the URL, which a visitor
chooses), the method and the status.
"""

import time
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from prometheus_client import Counter, Gauge, Histogram

REQUESTS = Counter(
    "tq_http_requests_total",
    "Responses of Django, by route pattern, method and status.",
    ["route", "method", "status"],
)
LATENCY = Histogram(
    "tq_http_request_duration_seconds",
    "Time Django took to answer, by route pattern.",
    ["route"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5),
)
BREAKER_OPEN = Gauge(
    "tq_renderer_breaker_open",
    "1 while a Django process's renderer breaker is open (pages rendered by the browser).",
    multiprocess_mode="livemax",
)
# The intake spool (core/intake): submissions accepted while the database could
# not take them. Every process sets them when it looks at the spool (the same
# directory for all), so the most recent look is the truest: "mostrecent".
SPOOL_DEPTH = Gauge(
    "tq_intake_spool_depth",
    "Submissions waiting in the intake spool for the database (0 normally).",
    multiprocess_mode="mostrecent",
)
SPOOL_OLDEST = Gauge(
    "tq_intake_spool_oldest_seconds",
    "Age of the oldest submission waiting in the intake spool (0 when none).",
    multiprocess_mode="mostrecent",
)
CACHE = Counter(
    "tq_page_cache_total",
    "Lookups of the page and render caches, by cache and result (hit, miss).",
    ["cache", "result"],
)


def route_of(request: HttpRequest) -> str:
    match = getattr(request, "resolver_match", None)
    if match is not None and match.route:
        return "/" + match.route.lstrip("/")
    if request.path.startswith(settings.STATIC_URL):
        return "static"
    return "unmatched"


class MetricsMiddleware:
    """Counts and times every response, first in and last out."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        started = time.perf_counter()
        response = self.get_response(request)
        route = route_of(request)
        LATENCY.labels(route).observe(time.perf_counter() - started)
        REQUESTS.labels(route, request.method or "", str(response.status_code)).inc()
        return response
