"""Publish-to-visible through `make prod`'s nginx (issue 22), measured once.

Starts a `make prod` stack (scripts/prod.py: nginx with its 1 s micro-cache,
gunicorn, the renderer, Redis) on private ports, keeps /telephonie hot in
every cache, publishes a new hero title for « Page Téléphonie » from another
process (contentstore.store.publish, as the editor's « Publier » does after
its form checks), and polls the page through nginx every 10 ms until the new
title is there. Prints the figure from the call to publish() to the first
page that shows it, and checks that an uploaded image is served under /media/.

    FAULTS_PORT=27200 FAULTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h22b_publish \\
        .venv/bin/python scripts/measure_publish.py
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from faultkit.config import BASE_PORT, BIN, DATABASE_URL, ROOT
from faultkit.http_client import request
from faultkit.services import PrivateRedis, fresh_database
from faultkit.stack import Stack

PRODUCTION = "telecomsite.settings.production"
TITLE = "Un standard qui suit vos équipes, mesuré à travers nginx"
PUBLISH = f"""
import json, time
from django.contrib.auth.models import User
from contentstore import store
words = json.load(open("content/page_telephonie.json", encoding="utf-8"))
words["hero"]["title"] = {TITLE!r}
user, _ = User.objects.get_or_create(username="mesure")
started = time.time()
store.publish("page_telephonie", words, user, None)
print(repr(started), repr(time.time()))
"""
IMAGE = """
from PIL import Image
from backoffice.content_editor import images
import io
buffer = io.BytesIO()
Image.new("RGB", (400, 250), (12, 90, 160)).save(buffer, "PNG")
result = images.process(buffer.getvalue(), "mesure.png", "Un aplat bleu", False)
print(result.renditions[0].url)
"""


def manage(stack: Stack, code: str) -> str:
    env = {**stack.environment(), "DJANGO_SETTINGS_MODULE": PRODUCTION}
    done = subprocess.run(
        [str(BIN / "python"), "manage.py", "shell", "-v", "0", "-c", code],
        cwd=ROOT, env=env, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return done.stdout.strip().splitlines()[-1]


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
        # Every cache warm (page cache, render cache, nginx), the old title shown.
        warm = [request(stack.port, "GET", "/telephonie") for _ in range(20)]
        if any(a.status != 200 for a in warm) or TITLE.encode() in warm[-1].body:
            print("FAIL: /telephonie is not served as expected before the publication")
            return 1
        app_env = {**stack.environment(), "DJANGO_SETTINGS_MODULE": PRODUCTION}
        publisher = subprocess.Popen(
            [str(BIN / "python"), "manage.py", "shell", "-v", "0", "-c", PUBLISH],
            cwd=ROOT,
            env=app_env,
            stdout=subprocess.PIPE,
            text=True,
        )
        # nginx, and the app instance behind it directly: what nginx adds.
        first: dict[str, float] = {}
        stale = 0
        deadline = time.time() + 60
        while "nginx" not in first and time.time() < deadline:
            for name, port in (("nginx", stack.port), ("app", stack.app_ports[0])):
                answer = request(port, "GET", "/telephonie")
                if name not in first and TITLE.encode() in answer.body:
                    first[name] = time.time()
                elif name == "nginx" and "app" in first:
                    stale += answer.headers.get("x-cache") in ("STALE", "UPDATING")
            time.sleep(0.01)
        out, _ = publisher.communicate(timeout=60)
        started, returned = map(float, out.strip().splitlines()[-1].split())
        if "nginx" not in first:
            print("FAIL: the new title never showed through nginx")
            return 1
        app = (first.get("app", first["nginx"]) - started) * 1000
        print(
            f"publish to visible through nginx: {(first['nginx'] - started) * 1000:.0f} ms"
            f" (publish() itself: {(returned - started) * 1000:.0f} ms; the app directly:"
            f" {app:.0f} ms; stale answers from nginx after that: {stale})"
        )
        url = manage(stack, IMAGE)
        image = request(stack.port, "GET", url)
        print(
            f"uploaded image {url}: {image.status} {image.headers.get('content-type')},"
            f" nosniff={image.headers.get('x-content-type-options')}"
        )
        return 0 if image.status == 200 else 1
    finally:
        print(f"stack stopped in {stack.stop():.1f} s")
        redis.stop()


if __name__ == "__main__":
    sys.exit(main())
