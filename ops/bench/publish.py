"""Publish-to-visible through `make prod`'s nginx (issue 22), over several publications.

Starts a `make prod` stack (ops/prod.py: nginx with its 1 s micro-cache,
gunicorn, the renderer, Redis) on private ports, with visitors' traffic on
/telephonie and /assets/data/faq_voip.json through nginx all along (so both
are always in every cache), and a publisher that stays up as a gunicorn
worker does (one process, warm). Each round, at a random phase of nginx's
second, it publishes either a new hero title for « Page Téléphonie »
(contentstore.store.publish, as publishing the page in Wagtail does:
cms/projection.py) or a new FAQ title, and the page or the spec's data file
is polled through nginx every 10 ms until it shows it. Prints each round, then the
median and the maximum from the moment publish() returned (Wagtail's
« publiée » answer) and from the moment it was called. Then an image of
Wagtail's library, as a page shows it (a WebP rendition), through nginx.

    FAULTS_PORT=18840 FAULTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h22_publish \\
        PUBLISH_ROUNDS=12 .venv/bin/python -m ops.bench.publish

Exit status 1 when a round took 2 s or more from publish() returning.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import threading
import time
from typing import Any

from ops.faultkit.config import BASE_PORT, BIN, DATABASE_URL, ROOT
from ops.faultkit.http_client import request
from ops.faultkit.services import PrivateRedis, fresh_database
from ops.faultkit.stack import Stack

PRODUCTION = "telecomsite.settings.production"
ROUNDS = int(os.environ.get("PUBLISH_ROUNDS", "10"))
LIMIT = 2.0
# One process for every publication, reading "page|data <marker>" lines.
PUBLISHER = """
import json, sys, time
from django.contrib.auth.models import User
from contentstore import store
words = json.load(open("content/page_telephonie.json", encoding="utf-8"))
faq = json.load(open("content/data/faq_voip.json", encoding="utf-8"))
user, _ = User.objects.get_or_create(username="mesure")
print("ready", flush=True)
for line in sys.stdin:
    kind, marker = line.split()
    if kind == "page":
        hero = {**words["hero"], "title": f"Un standard mesuré {marker}"}
        name, data = "page_telephonie", {**words, "hero": hero}
    else:
        name, data = "faq_voip", {**faq, "title": f"Questions mesurées {marker}"}
    started = time.time()
    store.publish(name, data, user)
    print(repr(started), repr(time.time()), flush=True)
"""
IMAGE = """
import io
from django.core.files.images import ImageFile
from PIL import Image as Pixels
from wagtail.images.models import Image
buffer = io.BytesIO()
Pixels.new("RGB", (400, 250), (12, 90, 160)).save(buffer, "PNG")
image = Image.objects.create(title="Un aplat bleu", file=ImageFile(buffer, name="mesure.png"))
print(image.get_rendition("width-320|format-webp").url)
"""
PATHS = {"page": "/telephonie", "data": "/assets/data/faq_voip.json"}


def manage(stack: Stack, code: str) -> str:
    env = {**stack.environment(), "DJANGO_SETTINGS_MODULE": PRODUCTION}
    done = subprocess.run(
        [str(BIN / "python"), "manage.py", "shell", "-v", "0", "-c", code],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return done.stdout.strip().splitlines()[-1]


def visitors(port: int, stop: threading.Event) -> None:
    """Traffic that keeps both URLs in nginx's cache (and refreshes it) all along."""
    while not stop.is_set():
        for path in PATHS.values():
            request(port, "GET", path, headers={"Accept-Encoding": "gzip"}, timeout=5)
        time.sleep(0.02)


def one_round(
    stack: Stack, publisher: subprocess.Popen[str], kind: str, marker: str
) -> dict[str, Any]:
    if publisher.stdin is None or publisher.stdout is None:
        raise SystemExit("FAIL: the publisher has no pipes")
    # The marker alone: ASCII, however the JSON escapes the accents.
    wanted = marker.encode()
    publisher.stdin.write(f"{kind} {marker}\n")
    publisher.stdin.flush()
    first: dict[str, float] = {}
    stale = 0
    deadline = time.time() + 30
    while "nginx" not in first and time.time() < deadline:
        for name, port in (("nginx", stack.port), ("app", stack.app_ports[0])):
            answer = request(port, "GET", PATHS[kind])
            if name not in first and wanted in answer.body:
                first[name] = time.time()
            elif name == "nginx" and "app" in first:
                stale += answer.headers.get("x-cache") in ("STALE", "UPDATING")
        time.sleep(0.01)
    started, returned = map(float, publisher.stdout.readline().split())
    if "nginx" not in first:
        raise SystemExit(f"FAIL: {kind} {marker} never showed through nginx")
    return {
        "kind": kind,
        "call": first["nginx"] - started,
        "returned": first["nginx"] - returned,
        "publish": returned - started,
        "app": first.get("app", first["nginx"]) - returned,
        "stale": stale,
    }


def publications(stack: Stack, rounds: int = ROUNDS) -> tuple[bool, list[str]]:
    """`rounds` publications on a running stack: (all visible within LIMIT, figures).

    Also the fault case « publish-visible » (ops/faults/deploy.py).
    """
    figures: list[str] = []
    for path in PATHS.values():
        warm = [request(stack.port, "GET", path) for _ in range(10)]
        if any(a.status != 200 for a in warm):
            return False, [f"{path} is not served as expected before the publications"]
    data = request(stack.port, "GET", PATHS["data"])
    figures.append(
        f"{PATHS['data']}: Cache-Control {data.headers.get('cache-control')!r},"
        f" X-Accel-Expires passed on: {'x-accel-expires' in data.headers}"
    )
    stop = threading.Event()
    traffic = [threading.Thread(target=visitors, args=(stack.port, stop)) for _ in range(2)]
    env = {**stack.environment(), "DJANGO_SETTINGS_MODULE": PRODUCTION}
    publisher = subprocess.Popen(
        [str(BIN / "python"), "manage.py", "shell", "-v", "0", "-c", PUBLISHER],
        cwd=ROOT, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    results = []
    try:
        if publisher.stdout is None or publisher.stdout.readline().strip() != "ready":
            return False, [*figures, "the publisher did not start"]
        for thread in traffic:
            thread.start()
        for i in range(rounds):
            # A random phase of nginx's whole-second expiry.
            time.sleep(1 + random.random())
            kind = "page" if i % 2 == 0 else "data"
            result = one_round(stack, publisher, kind, f"n{i}x{random.randrange(10**6)}")
            results.append(result)
            figures.append(
                f"round {i + 1} ({PATHS[kind]}): visible through nginx"
                f" {result['returned'] * 1000:.0f} ms after publish() returned"
                f" ({result['call'] * 1000:.0f} ms after the call;"
                f" publish() {result['publish'] * 1000:.0f} ms; the app directly"
                f" {result['app'] * 1000:.0f} ms; stale answers after that: {result['stale']})"
            )
    finally:
        stop.set()
        for thread in traffic:
            if thread.is_alive():
                thread.join()
        if publisher.stdin is not None:
            publisher.stdin.close()
        publisher.wait(timeout=30)
    after = [r["returned"] for r in results]
    called = [r["call"] for r in results]
    figures.append(
        f"publish to visible through nginx, {len(results)} publications:"
        f" median {statistics.median(after):.2f} s, max {max(after):.2f} s after publish()"
        f" returned; median {statistics.median(called):.2f} s, max {max(called):.2f} s"
        f" after the call; load average {os.getloadavg()[0]:.1f} (goal: every one < {LIMIT:.0f} s)"
    )
    return max(after) < LIMIT, figures


def main() -> int:
    fresh_database(DATABASE_URL)
    folder = Stack("x").folder
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    media = folder / "media"
    media.mkdir(mode=0o755)
    stack = Stack("publish", extra_env={"MEDIA_ROOT": str(media)})
    try:
        print(f"make prod stack up in {stack.start():.1f} s (nginx on {stack.port})")
        passed, figures = publications(stack)
        print("\n".join(figures))
        url = manage(stack, IMAGE)
        image = request(stack.port, "GET", url)
        print(
            f"uploaded image {url}: {image.status} {image.headers.get('content-type')},"
            f" nosniff={image.headers.get('x-content-type-options')}"
        )
        return 0 if image.status == 200 and passed else 1
    finally:
        print(f"stack stopped in {stack.stop():.1f} s")
        redis.stop()


if __name__ == "__main__":
    sys.exit(main())
