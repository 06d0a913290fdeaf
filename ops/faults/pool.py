"""Fault cases about the renderer's thread pool (ssr-server/pool.mjs), on a
stack whose renderer honours the test-only slow switch (SSR_TEST_SWITCHES=1,
NODE_ENV=development; production refuses it) and with the render cache off,
requests going straight to gunicorn (no nginx micro-cache): every page
request reaches the renderer. Each returns (passed, figures)."""

from __future__ import annotations

import json
import statistics
import threading
import time

from ops.faultkit.http_client import Answer, load, request
from ops.faultkit.report import ms, summary
from ops.faultkit.stack import Stack

Result = tuple[bool, list[str]]
SLOW_PATH, SLOW_MS = "/mentions-legales", 700
HUNG_PATH = "/politique-confidentialite"
DEADLINE_MS = 800
POOL_ENV = {
    "SSR_CACHE_SECONDS": "0",
    "NODE_ENV": "development",
    "SSR_TEST_SWITCHES": "1",
    "SSR_TEST_SLOW_PATHS": f"{SLOW_PATH}={SLOW_MS},{HUNG_PATH}=60000",
    "SSR_RENDER_DEADLINE_MS": str(DEADLINE_MS),
    # A sleeping render holds a thread, not a core: one thread more than the
    # two cores keeps the other pages' renders off the slow one's queue.
    "SSR_WORKERS": "3",
}
OTHER_PATHS = ["/home", "/telephonie", "/connexion", "/infogerance", "/cybersecurite", "/contact"]


def pool_health(stack: Stack) -> dict[str, object]:
    answer = request(stack.port + 11, "GET", "/health", timeout=2)
    data: dict[str, object] = json.loads(answer.body) if answer.status == 200 else {}
    data["seconds"] = answer.seconds
    return data


def server_rendered(answers: list[Answer]) -> int:
    return sum(1 for a in answers if a.status == 200 and b'<div id="root"></div>' not in a.body)


def slow_page(stack: Stack, rounds: int = 5, seconds: float = 3) -> Result:
    """Other pages' p50 with one client looping on a 700 ms page, against calm.

    Calm and slow phases alternate (rounds of `seconds` each) so that the load
    other engineers put on a shared machine falls on both alike.
    """
    port = stack.app_ports[0]
    load(port, OTHER_PATHS, 2, clients=2)  # warm the connections and the JIT
    calm: list[Answer] = []
    loaded: list[Answer] = []
    slow: list[Answer] = []
    for _ in range(rounds):
        calm += load(port, OTHER_PATHS, seconds, clients=2)
        stop = threading.Event()

        def slow_client(stop: threading.Event = stop) -> None:
            while not stop.is_set():
                slow.append(request(port, "GET", SLOW_PATH, timeout=5))

        thread = threading.Thread(target=slow_client)
        thread.start()
        time.sleep(0.3)
        loaded += load(port, OTHER_PATHS, seconds, clients=2)
        stop.set()
        thread.join()
    calm_p50 = statistics.median(a.seconds for a in calm)
    loaded_p50 = statistics.median(a.seconds for a in loaded)
    ratio = loaded_p50 / calm_p50
    failed = [a for a in calm + loaded + slow if a.status != 200]
    passed = ratio <= 1.2 and not failed and server_rendered(loaded) == len(loaded)
    return passed, [
        f"renderer pool: {POOL_ENV['SSR_WORKERS']} threads, render and page caches off; "
        f"{rounds} rounds of {seconds:.0f} s calm then {seconds:.0f} s with the slow page",
        f"calm, other pages: {summary(calm)}",
        f"with {SLOW_PATH} rendering in {SLOW_MS} ms in a loop ({summary(slow)}): "
        f"other pages {summary(loaded)}",
        f"other pages' p50 {ms(loaded_p50)} vs calm {ms(calm_p50)}: x{ratio:.2f} (goal <= 1.20); "
        f"server-rendered {server_rendered(loaded)}/{len(loaded)}; not 200: {len(failed)}",
    ]


def hung_render(stack: Stack) -> Result:
    """A render that never ends: killed at the deadline, its thread replaced."""
    port = stack.app_ports[0]
    before = pool_health(stack)
    result: dict[str, Answer] = {}
    thread = threading.Thread(
        target=lambda: result.setdefault("page", request(port, "GET", HUNG_PATH, timeout=5))
    )
    thread.start()
    time.sleep(0.3)
    during = pool_health(stack)  # asked while the render is stuck
    others = [request(port, "GET", path, timeout=5) for path in OTHER_PATHS[:3]]
    thread.join()
    time.sleep(0.5)
    after = pool_health(stack)
    page = result["page"]
    old, new = set(before.get("threads", [])), set(after.get("threads", []))  # type: ignore[call-overload]
    client_rendered = page.status == 200 and b'<div id="root"></div>' in page.body
    replaced = int(after.get("replaced", 0)) - int(before.get("replaced", 0))  # type: ignore[call-overload]
    passed = (
        client_rendered
        and page.seconds < 1.0
        and replaced == 1
        and len(old - new) == 1
        and len(new) == len(old)
        and float(during["seconds"]) < 0.2  # type: ignore[arg-type]
        and server_rendered(others) == len(others)
    )
    return passed, [
        f"{HUNG_PATH} blocks its render thread for 60 s; deadline {DEADLINE_MS} ms",
        f"the page answered {page.status} in {ms(page.seconds)} (goal < 1000 ms, Django's "
        f"SSR_TIMEOUT), rendered by the browser: {client_rendered}",
        f"renderer /health during the hung render: {ms(float(during['seconds']))}; "  # type: ignore[arg-type]
        f"other pages meanwhile server-rendered {server_rendered(others)}/{len(others)}",
        f"threads before {sorted(old)}, after {sorted(new)}: {replaced} terminated and replaced",
    ]
