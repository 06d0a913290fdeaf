"""`make compose-test`: the shipped images and compose.yaml, run for real.

Builds the images (ops/podmankit/build.py), brings compose.yaml up on its
podman network with CI's SMTP sink (compose.ci.yaml), waits for every
healthcheck, runs the migrations as the one-off `migrate` service, checks
through nginx (routes, static files, a lead stored and mailed, a review
stored), with 2 web and 2 renderer replicas: a burst of leads (scale-out) and
a rolling update under traffic (podmankit/rollout.py), a database outage
(the `db` container stopped 60 s under leads, reviews and pages:
podmankit/db_outage.py), then kills every
renderer and web container and checks that the restart policy brings them
back while pages keep answering, then takes everything down with its
volumes. Prints the cold build time, time to healthy, restart time and the
scale-out, rolling-update and outage figures. The runbook it follows is
docs/deployment.md; every step has a time limit.

COMPOSE_TEST_REUSE_IMAGES=1 runs on the images already built and
COMPOSE_TEST_KEEP=1 leaves the stack up at the end (the next run takes it
down first): to work on one step, e.g. `python -m ops.podmankit.db_outage`
against that stack.
"""

from __future__ import annotations

import os
import secrets
import signal
import sys
import time
from pathlib import Path

from ops.podmankit import build, checks, db_outage, rollout, stack
from ops.podmankit.engine import ROOT, image_exists

PORT = stack.PORT


def env_file() -> Path:
    """.env.example with its required lines filled in, as an operator would."""
    values = {
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "ALTCHA_HMAC_KEY": secrets.token_urlsafe(50),
        "SITE_URL": f"http://127.0.0.1:{PORT}",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "POSTGRES_PASSWORD": secrets.token_urlsafe(16),
    }
    lines = []
    for line in (ROOT / ".env.example").read_text().splitlines():
        name = line.split("=", 1)[0]
        if name in values:
            line = f"{name}={values[name]}"
        elif name in ("DATABASE_URL", "REDIS_URL"):
            continue  # compose.yaml sets the service addresses
        lines.append(line)
    # CI only: plain HTTP on loopback, CI's SMTP sink, no proof of work.
    lines += [
        "SECURE_SSL_REDIRECT=0",
        "EMAIL_HOST=smtp",
        "EMAIL_PORT=1025",
        "EMAIL_USE_TLS=0",
        "LEADS_NOTIFY_EMAIL=commercial@ci.example",
        "ALTCHA_REQUIRED=0",
        "API_MIN_FILL_SECONDS=0",
        # The scale-out burst comes from one address: no per-client limit.
        "LEADS_RATE_LIMIT=0/1",
        # The outage's senders pose as 4 visitors by X-Forwarded-For: nginx
        # believes it from the host's connections, which podman's port
        # forwarding brings from the network's gateway; reviews stay limited
        # per address (podmankit/db_outage.py).
        "TRUSTED_LOAD_BALANCERS=172.30.0.1",
        f"REVIEWS_RATE_LIMIT={db_outage.REVIEW_LIMIT}",
        # gunicorn's access log: which web replica served each lead.
        "ACCESS_LOG=-",
    ]
    folder = ROOT / "var" / "compose-test"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "env"
    path.write_text("\n".join(lines) + "\n")
    return path


def main() -> int:
    figures: dict[str, float] = {}
    problems: list[str] = []
    report: list[str] = []
    # COMPOSE_TEST_REUSE_IMAGES=1: run against the images already built (a
    # local retry while the tree changes); CI always builds.
    reuse = os.environ.get("COMPOSE_TEST_REUSE_IMAGES") == "1"
    if not (reuse and all(image_exists(tag) for tag in build.IMAGES.values())):
        figures |= build.build()
    path = env_file()
    env = {"ENV_FILE": str(path), "HTTP_PORT": str(PORT)}
    # Scaled out from the start, as an operator would (compose.yaml's scale keys).
    env |= {"WEB_REPLICAS": str(rollout.REPLICAS), "RENDERER_REPLICAS": str(rollout.REPLICAS)}
    env |= {
        line.split("=", 1)[0]: line.split("=", 1)[1]
        for line in path.read_text().splitlines()
        if line.startswith("POSTGRES_PASSWORD=")
    }
    stack.compose("down", "-v", env=env, check=False)
    try:
        started = time.monotonic()
        stack.compose("up", "-d", "db", "redis", env=env)
        stack.wait_healthy(["db", "redis"])
        stack.compose("--profile", "tools", "run", "--rm", "migrate", env=env)
        stack.compose("up", "-d", env=env)
        stack.wait_healthy(
            ["db", "redis", *rollout.replicas("renderer"), *rollout.replicas("web"), "nginx"]
        )
        figures["time to healthy"] = time.monotonic() - started

        problems += checks.every_route(PORT)
        problems += checks.static_files(PORT)
        tag, posted = checks.post_lead_and_review(PORT)
        problems += posted
        # tag is 8 hex digits of our own (checks.post_lead_and_review).
        lead_sql = f"select count(*) from leads_lead where company = 'Essai {tag}'"  # noqa: S608
        review_sql = f"select count(*) from reviews_review where company = 'Essai {tag}'"  # noqa: S608
        if stack.psql(lead_sql) != "1":
            problems.append("the lead is not in PostgreSQL")
        if stack.psql(review_sql) != "1":
            problems.append("the review is not in PostgreSQL")
        deadline = time.monotonic() + 60
        while tag not in stack.logs("smtp") and time.monotonic() < deadline:
            time.sleep(1)
        if tag not in stack.logs("smtp"):
            problems.append("the lead's mail did not reach the SMTP sink")

        for check in (rollout.scale_out, rollout.rolling_update, db_outage.db_outage):
            found, lines = check(PORT)
            problems += found
            report += lines

        killed = time.monotonic()
        # A crash, not an operator's stop: SIGKILL to each container's main
        # process from the host (`podman kill` marks the container stopped by
        # the user, which no restart policy restarts).
        # Every replica of both: pages then come from nginx's stale copies and
        # client rendering until they are back.
        crashed = [*rollout.replicas("renderer"), *rollout.replicas("web")]
        for name in crashed:
            os.kill(int(str(stack.state(name)["Pid"])), signal.SIGKILL)
        ok, asked = checks.pages_meanwhile(PORT, 3)
        report.append(f"pages answered during the restart: {ok}/{asked}")
        stack.wait_healthy(crashed, timeout=120)
        figures["restart after kill"] = time.monotonic() - killed
        problems += [f"after restart: {p}" for p in checks.every_route(PORT)]
    finally:
        if os.environ.get("COMPOSE_TEST_KEEP") != "1":
            stack.compose("down", "-v", env=env, check=False)
    for name, seconds in figures.items():
        print(f"compose-test: {name}: {seconds:.0f} s")
    for line in report:
        print(f"compose-test: {line}")
    for problem in problems:
        print(f"compose-test: FAIL {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
