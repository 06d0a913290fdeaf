"""gunicorn's one configuration: make run (scripts/serve.sh), make prod
(ops/prod.py), the image and compose all start `gunicorn
telecomsite.wsgi:application`, which reads this file from the working folder.

Only what differs between them comes from the environment:
- GUNICORN_BIND (default 127.0.0.1:$PORT, or 8000): the image sets 0.0.0.0:8000;
- WEB_CONCURRENCY (3): worker processes; GUNICORN_THREADS (4): threads each;
- ACCESS_LOG ("-" is stdout; unset: no access log, nginx keeps one).
"""

import contextlib
import errno
import os
import socket

from gunicorn.workers.gthread import ThreadWorker

bind = [os.environ.get("GUNICORN_BIND", f"127.0.0.1:{os.environ.get('PORT', '8000')}")]
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))


class StoppingThreadWorker(ThreadWorker):
    """gunicorn's gthread worker, which also takes a listening socket shut
    down under it (refuse_new_connections_on_stop, below) as the end of its
    accepting, where gthread would die of accept()'s EINVAL with its requests."""

    def accept(self, listener: socket.socket) -> None:
        try:
            super().accept(listener)
        except OSError as error:
            if error.errno != errno.EINVAL:
                raise
            self.set_accept_enabled(False)  # the master's SIGTERM follows at once


# gthread: each worker keeps nginx's upstream connections alive (keepalive 32)
# and a slow renderer call does not block its other threads.
worker_class = StoppingThreadWorker
threads = int(os.environ.get("GUNICORN_THREADS", "4"))
keepalive = 30
# A request in flight gets 5 s to finish on SIGTERM (restart, scale down).
graceful_timeout = 5
timeout = 30
accesslog = os.environ.get("ACCESS_LOG") or None
# The request id nginx made (docs/operations.md, « Follow one request »), the
# path without its query string (a query may hold what a visitor typed) and
# no client address: the access log holds no personal data.
access_log_format = '%(t)s %({x-request-id}i)s "%(m)s %(U)s" %(s)s %(B)s %(D)sus'
# No control socket: nothing else to secure, and the image's /app is read-only to it.
control_socket_disable = True


def child_exit(server: object, worker: object) -> None:
    """A dead worker's live gauges leave the sums (core/metrics.py,
    prometheus-client multiprocess mode under make prod and compose)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)  # type: ignore[attr-defined]


def on_starting(server: object) -> None:
    # prometheus-client's multiprocess folder must exist before any worker
    # counts (make prod creates and empties it; a container starts empty).
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if folder:
        os.makedirs(folder, exist_ok=True)


def when_ready(server: object) -> None:
    refuse_new_connections_on_stop(server)
    serve_workers_metrics(server)


def refuse_new_connections_on_stop(server: object) -> None:
    """On SIGTERM (a restart, `podman stop`, a scale-down), new connections
    are refused at once; requests already accepted finish (graceful_timeout).

    gunicorn alone closes only the master's copy of the listening socket: each
    worker keeps its own until it exits, so the kernel goes on completing
    connections that no worker will accept. nginx sends a request on one, it
    is reset a moment later and, a POST being already sent, nginx cannot try
    it on another instance: a lead lost in a rolling update
    (docs/deployment.md). A refused connection, by contrast, is retried on the
    next instance (proxy_next_upstream error). shutdown() acts on the socket
    itself, so on every process's copy, and before the workers are told to
    stop, so that none stops accepting while the socket still takes
    connections (StoppingThreadWorker ends its accepting there).
    """
    stop = server.handle_term  # type: ignore[attr-defined]

    def refuse_then_stop() -> None:
        for listener in server.LISTENERS:  # type: ignore[attr-defined]
            with contextlib.suppress(OSError):  # already closed: nothing to refuse
                listener.sock.shutdown(socket.SHUT_RD)
        stop()

    # The arbiter looks its signal handlers up by name on each signal.
    server.handle_term = refuse_then_stop  # type: ignore[attr-defined]


def serve_workers_metrics(server: object) -> None:
    """compose: each web container's master serves its workers' summed series
    on GUNICORN_METRICS_PORT, reachable on the internal network only (no
    published port, not proxied by nginx). make prod runs
    `manage.py serve_metrics` instead."""
    port = os.environ.get("GUNICORN_METRICS_PORT")
    folder = os.environ.get("PROMETHEUS_MULTIPROC_DIR")
    if port and folder:
        from prometheus_client import CollectorRegistry, start_http_server
        from prometheus_client.multiprocess import MultiProcessCollector

        registry = CollectorRegistry()
        MultiProcessCollector(registry, path=folder)
        start_http_server(int(port), registry=registry)
