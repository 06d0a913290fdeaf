"""Publish-to-visible through `make prod`'s nginx (issues 22 and 31), over several publications.

Starts a `make prod` stack (ops/prod.py: nginx with its 1 s micro-cache,
gunicorn, the renderer, Redis) on private ports, with visitors' traffic on
/telephonie and /assets/data/faq_voip.json through nginx all along (so both
are always in every cache), and a publisher that stays up as a gunicorn
worker does (one process, warm). Each round, at a random phase of nginx's
second, it publishes /telephonie's FAQ as Marketing does in Wagtail: the
page's latest revision with a new first answer, saved as a revision and
published (`page.save_revision(...).publish()`, which cms/projection.py
turns into the « faq_voip » document). The page and the spec's data file are
then polled every 10 ms through nginx and on every app instance directly
until each shows it. Prints each round, then the verdict of
ops/faultkit/verdict.py: publish_to_visible (the median and the maximum, from
the moment the publication returned, of each round's slowest place). Then an
image of Wagtail's library, as a page shows it (a WebP rendition), through nginx.

    FAULTS_PORT=18840 FAULTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h22_publish \\
        PUBLISH_ROUNDS=12 .venv/bin/python -m ops.bench.publish

Exit status 1 when a place took 2 s or more.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
import time

from ops.faultkit.config import BASE_PORT, BIN, DATABASE_URL, ROOT
from ops.faultkit.http_client import request
from ops.faultkit.services import PrivateRedis, fresh_database
from ops.faultkit.stack import Stack
from ops.faultkit.verdict import publish_to_visible

PRODUCTION = "telecomsite.settings.production"
ROUNDS = int(os.environ.get("PUBLISH_ROUNDS", "10"))
LIMIT = 2.0
# One process for every publication, reading one marker a line: Wagtail's
# path, as the editor's « Publier » takes it after its form checks.
PUBLISHER = """
import sys, time
from django.contrib.auth.models import Group, User
from cms.models import OfferPage
# A member of Marketing, the group that publishes pages (cms/seed.py's permissions).
user, _ = User.objects.get_or_create(username="mesure", defaults={"is_staff": True})
user.groups.add(Group.objects.get(name="Marketing"))
shipped = OfferPage.objects.get(route_key="telephonie").faq[0].value["answer"]
print("ready", flush=True)
for line in sys.stdin:
    page = OfferPage.objects.get(route_key="telephonie").get_latest_revision_as_object()
    page.faq[0].value["answer"] = f"{shipped} Mesure {line.strip()}"
    started = time.time()
    page.save_revision(user=user).publish(user=user)
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
PATHS = ("/telephonie", "/assets/data/faq_voip.json")


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
        for path in PATHS:
            request(port, "GET", path, headers={"Accept-Encoding": "gzip"}, timeout=5)
        time.sleep(0.02)


def places(stack: Stack) -> dict[str, tuple[int, str]]:
    """Where a visitor can see a publication: through nginx, and on each instance."""
    found = {f"nginx {path}": (stack.port, path) for path in PATHS}
    for number, port in enumerate(stack.app_ports, 1):
        found.update({f"instance {number} {path}": (port, path) for path in PATHS})
    return found


def one_round(
    stack: Stack, publisher: subprocess.Popen[str], marker: str
) -> tuple[dict[str, float | None], float]:
    """Seconds from the publication's answer until each place showed it; the publication's own."""
    if publisher.stdin is None or publisher.stdout is None:
        raise SystemExit("FAIL: the publisher has no pipes")
    # The marker alone: ASCII, however the JSON escapes the accents.
    wanted = marker.encode()
    publisher.stdin.write(f"{marker}\n")
    publisher.stdin.flush()
    waiting = places(stack)
    seen: dict[str, float] = {}
    deadline = time.time() + 30
    while len(seen) < len(waiting) and time.time() < deadline:
        for place, (port, path) in waiting.items():
            if place not in seen and wanted in request(port, "GET", path).body:
                seen[place] = time.time()
        time.sleep(0.01)
    started, returned = map(float, publisher.stdout.readline().split())
    return {place: seen[place] - returned if place in seen else None for place in waiting}, (
        returned - started
    )


def publications(stack: Stack, rounds: int = ROUNDS) -> tuple[bool, list[str]]:
    """`rounds` publications on a running stack: (all visible within LIMIT, figures).

    Also the fault case « publish-visible » (ops/faults/deploy.py).
    """
    figures: list[str] = []
    for path in PATHS:
        warm = [request(stack.port, "GET", path) for _ in range(10)]
        if any(a.status != 200 for a in warm):
            return False, [f"{path} is not served as expected before the publications"]
    data = request(stack.port, "GET", PATHS[1])
    figures.append(
        f"{PATHS[1]}: Cache-Control {data.headers.get('cache-control')!r},"
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
            seen, took = one_round(stack, publisher, f"n{i}x{random.randrange(10**6)}")
            results.append(seen)
            figures.append(
                f"round {i + 1}: save_revision().publish() {took * 1000:.0f} ms, then "
                + ", ".join(
                    f"{place} {'never' if s is None else f'{s * 1000:.0f} ms'}"
                    for place, s in seen.items()
                )
            )
    finally:
        stop.set()
        for thread in traffic:
            if thread.is_alive():
                thread.join()
        if publisher.stdin is not None:
            publisher.stdin.close()
        publisher.wait(timeout=30)
    passed, verdict = publish_to_visible(results, LIMIT)
    return passed, [*figures, *verdict, f"load average {os.getloadavg()[0]:.1f}"]


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
