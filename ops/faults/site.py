"""Fault cases about pages: slow clients, the renderer killed or frozen,
a flood of distinct URLs and Redis stopped. Each returns (passed, figures)."""

from __future__ import annotations

import re
import signal
import socket
import statistics
import threading
import time
from collections import Counter
from typing import Any

from ops.faultkit.config import DATABASE_URL
from ops.faultkit.http_client import Answer, lead_payload, load, request, review_payload
from ops.faultkit.report import ms, percentile, summary
from ops.faultkit.services import PrivateRedis, query
from ops.faultkit.stack import Stack
from ops.faultkit.waiting import wait_until

Result = tuple[bool, list[str]]
HEAD_MARKERS = ("<title>", 'name="description"', 'id="page-props"', 'rel="stylesheet"')


def route_paths() -> list[str]:
    import json

    from ops.faultkit.config import ROOT

    table = json.loads((ROOT / "content" / "routes.json").read_text())
    return [route["path"] for route in table["routes"]]


def slow_clients(stack: Stack, seconds: float = 30, connections: int = 50) -> Result:
    """50 connections sending their headers at one byte a second, for 30 s."""
    stop = threading.Event()
    opened = dropped = 0
    lock = threading.Lock()

    def slowloris() -> None:
        nonlocal opened, dropped
        while not stop.is_set():
            try:
                sock = socket.create_connection(("127.0.0.1", stack.port), timeout=5)
            except OSError:
                time.sleep(0.5)
                continue
            with lock:
                opened += 1
            try:
                sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                while not stop.wait(1):
                    sock.sendall(b"X")  # one byte of a header that never ends
            except OSError:
                with lock:
                    dropped += 1
            finally:
                sock.close()

    threads = [threading.Thread(target=slowloris, daemon=True) for _ in range(connections)]
    for thread in threads:
        thread.start()
    time.sleep(1)
    paths = route_paths()
    visitors = load(stack.port, paths, seconds - 1, clients=2, headers={"Accept-Encoding": "gzip"})
    stop.set()
    failed = [a for a in visitors if a.status != 200]
    p99 = percentile([a.seconds for a in visitors], 0.99)
    passed = not failed and p99 < 1.0 and len(visitors) > 0
    return passed, [
        f"{connections} slow-header connections for {seconds:.0f} s "
        f"({opened} opened, {dropped} cut by nginx's client_header_timeout)",
        f"other visitors through nginx: {summary(visitors)}, {len(failed)} not 200",
    ]


def _page_checks(answers: list[Answer]) -> tuple[list[Answer], list[Answer], int]:
    """(unexpected statuses, pages missing part of their head, client-rendered count)."""
    bad = [a for a in answers if not (200 <= a.status < 300 or a.status == 404)]
    unknown = [a for a in answers if a.status == 404 and "/absent" not in a.headers["x-path"]]
    headless = [
        a
        for a in answers
        if a.status in (200, 404) and not all(m.encode() in a.body for m in HEAD_MARKERS)
    ]
    client_rendered = sum(1 for a in answers if b'<div id="root"></div>' in a.body)
    return bad + unknown, headless, client_rendered


def renderer_sigkill(stack: Stack, seconds: float = 8) -> Result:
    """SIGKILL the renderer under a page load; the supervisor starts it again."""
    paths = [*route_paths(), "/absent-1", "/absent-2"]
    port = stack.app_ports[0]
    killed: dict[str, float] = {}

    def killer() -> None:
        time.sleep(2)
        old = stack.kill("renderer-1")
        restarted = wait_until(lambda: stack.pid("renderer-1") not in (0, old), 15, 0.02)
        killed["restart"] = restarted if restarted is not None else float("inf")
        serving = wait_until(lambda: stack.renderer_up(1), 30, 0.05)
        killed["serving"] = killed["restart"] + (serving if serving is not None else float("inf"))

    thread = threading.Thread(target=killer)
    thread.start()
    answers = load(port, paths, seconds, clients=4)
    thread.join()
    bad, headless, client_rendered = _page_checks(answers)
    restart = killed.get("restart", float("inf"))
    serving = killed.get("serving", float("inf"))
    passed = not bad and not headless and restart <= 5
    return passed, [
        f"page load on gunicorn: {summary(answers)}",
        f"non-2xx other than the expected 404s: {len(bad)}; pages without their full <head>: "
        f"{len(headless)}; rendered by the browser meanwhile: {client_rendered}",
        f"supervisord restarted the renderer {restart:.2f} s after SIGKILL (goal <= 5 s); "
        f"it answered /health {serving:.2f} s after (bundle loaded, warmed up)",
    ]


def renderer_sigstop(stack: Stack) -> Result:
    """SIGSTOP the renderer: the breaker opens; SIGCONT: SSR back within 3 s."""
    port = stack.app_ports[0]
    paths = route_paths()
    pid = stack.kill("renderer-1", signal.SIGSTOP)
    try:
        opening = load(port, paths, 2.5, clients=4)
        # Two clients: the latency of a page, not of a queue on a shared machine.
        after = load(port, paths, 3, clients=2)
    finally:
        os_kill(pid, signal.SIGCONT)
    continued = time.monotonic()

    def server_rendered() -> bool:
        answer = request(port, "GET", "/contact", timeout=3)
        return answer.status == 200 and b'<div id="root"></div>' not in answer.body

    back = wait_until(server_rendered, 10, 0.05)
    resumed = back if back is not None else float("inf")
    p50 = statistics.median([a.seconds for a in after]) if after else float("inf")
    bad = [a for a in opening + after if a.status != 200]
    passed = p50 < 0.05 and resumed < 3 and not bad
    return passed, [
        f"while the breaker opens (first 2.5 s): {summary(opening)}",
        f"breaker open: {summary(after)} (goal p50 < 50 ms), {len(bad)} not 200 "
        f"{dict(Counter((a.status, a.headers.get('x-path')) for a in bad).most_common(4))}",
        f"server rendering back {resumed:.2f} s after SIGCONT (goal < 3 s; "
        f"{time.monotonic() - continued:.1f} s checked)",
    ]


def os_kill(pid: int, sig: signal.Signals) -> None:
    import os

    if pid:
        os.kill(pid, sig)


def url_flood(stack: Stack, redis: PrivateRedis, count: int = 5000) -> Result:
    """5,000 distinct query strings and unknown paths straight at gunicorn."""
    for port in stack.app_ports:  # the routes' own entries exist before counting
        request(port, "GET", "/")
        request(port, "GET", "/absent-warm-up")
    keys_before, memory_before = int(redis.command("DBSIZE") or 0), redis.info("used_memory")
    urls = [f"/home?q={n}" if n % 2 else f"/absent-{n}" for n in range(count)]
    answers: list[Answer] = []
    lock = threading.Lock()
    started = time.monotonic()

    def client(offset: int) -> None:
        mine = []
        for n in range(offset, count, 8):
            port = stack.app_ports[n % len(stack.app_ports)]
            mine.append(request(port, "GET", urls[n], headers={"Accept-Encoding": "gzip"}))
        with lock:
            answers.extend(mine)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    keys_after, memory_after = int(redis.command("DBSIZE") or 0), redis.info("used_memory")
    wrong = [a for a in answers if a.status not in (200, 404)]
    growth = keys_after - keys_before
    passed = growth <= 10 and not wrong
    return passed, [
        f"{count} URLs ({count // 2} `/home?q=N`, {count // 2} `/absent-N`) in {elapsed:.1f} s "
        f"({count / elapsed:.0f} req/s), {len(wrong)} answers other than 200/404 "
        f"{dict(Counter(a.status for a in wrong).most_common(4))}",
        f"Redis keys {keys_before} -> {keys_after} (+{growth}); memory "
        f"{memory_before / 1e6:.2f} MB -> {memory_after / 1e6:.2f} MB",
    ]


def redis_stopped(stack: Stack, redis: PrivateRedis) -> Result:
    """Stop the private redis-server: pages, leads and reviews still work."""
    redis.stop()
    try:
        pages = [request(p, "GET", path) for p in stack.app_ports for path in route_paths()]
        proxied = [request(stack.port, "GET", path) for path in route_paths()]
        tag = f"redis-down-{int(time.time())}"
        lead = request(stack.port, "POST", "/api/send", lead_payload(tag), source="127.0.1.1")
        review = request(stack.port, "POST", "/api/review", review_payload(tag), source="127.0.1.1")
        health = request(stack.port, "GET", "/healthz")
    finally:
        redis.start()
    stored_leads = query(
        DATABASE_URL, "SELECT count(*) FROM leads_lead WHERE email = %s", f"{tag}@example.com"
    )[0][0]
    stored_reviews = query(
        DATABASE_URL, "SELECT count(*) FROM reviews_review WHERE company = %s", f"Essai {tag}"
    )[0][0]
    degraded = health.status == 503 and b'"degraded"' in health.body
    bad_pages = [a for a in pages + proxied if a.status != 200]
    recovered = wait_until(lambda: request(stack.port, "GET", "/healthz").status == 200, 15)
    passed = (
        not bad_pages
        and lead.status == review.status == 200
        and stored_leads == stored_reviews == 1
        and degraded
    )
    cache_state = re.search(rb'"cache": "([^"]*)"', health.body)
    return passed, [
        f"pages with Redis down: {summary(pages + proxied)}, {len(bad_pages)} not 200",
        f"lead {lead.status} (stored: {stored_leads}), "
        f"review {review.status} (stored: {stored_reviews})",
        f"/healthz {health.status} {'degraded' if degraded else 'NOT degraded'} "
        f"(cache: {cache_state.group(1).decode() if cache_state else '?'}); "
        f"200 again {recovered if recovered is None else round(recovered, 2)} s "
        "after Redis restarted",
    ]


def figures_ms(values: list[float]) -> str:
    return ", ".join(ms(v) for v in values)


__all__: list[Any] = [slow_clients, renderer_sigkill, renderer_sigstop, url_flood, redis_stopped]
