"""What the intake spool costs a normal lead (issue 29), the database up.

The same site three times side by side on one private PostgreSQL and one
private Redis (ops/faultkit/services.py), production settings, gunicorn
with 1 worker of 4 threads each, on free loopback ports:
- « as shipped »: telecomsite.wsgi, with the spool's check before each write
  (a listing of an empty INTAKE_SPOOL_DIR) and its try around the write;
- « without the spool »: ops/bench/nospool.py, the same minus that work;
- « and without the health check »: also CONN_HEALTH_CHECKS off (issue 29
  item 4, the other thing a normal lead pays for the outage).
One client posts leads to /api/send, interleaved in a shuffled order per
round (the machine's load drifts over all three alike); prints p50 and p99
of each, the differences, and the spool check alone timed in-process.

    .venv/bin/python -m ops.bench.spool_cost [--leads 500]
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

from ops.faultkit import load as bench_load
from ops.faultkit.http_client import lead_payload, request
from ops.faultkit.services import PrivatePostgres, PrivateRedis
from ops.faultkit.verdict import percentile

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
VARIANTS: dict[str, tuple[str, dict[str, str]]] = {
    "as shipped (spool check, health check)": ("telecomsite.wsgi:application", {}),
    "without the spool's work": ("ops.bench.nospool:application", {}),
    "without it nor CONN_HEALTH_CHECKS": (
        "ops.bench.nospool:application", {"BENCH_NO_HEALTH_CHECK": "1"}
    ),
}  # fmt: skip
# The spool's check alone, in one Django process: Submission.catch_up() on
# the empty spool, as every lead runs it before its write.
CHECK_ALONE = """
import timeit
from core import intake
submission = intake.Submission("lead", "bench")
n = 20000
print(f"{timeit.timeit(submission.catch_up, number=n) / n * 1e6:.1f}")
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def site_env(state: Path, database_url: str, redis_port: int) -> dict[str, str]:
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.production",
        "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
        "ALTCHA_HMAC_KEY": secrets.token_urlsafe(50),
        "ALTCHA_REQUIRED": "0",
        "DATABASE_URL": database_url,
        "REDIS_URL": f"redis://127.0.0.1:{redis_port}/0",
        "SITE_URL": "http://127.0.0.1",
        "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
        "SECURE_SSL_REDIRECT": "0",
        "LEADS_RATE_LIMIT": "0/1",  # one client sends everything
        "LOG_LEVEL": "WARNING",
        "INTAKE_SPOOL_DIR": str(state / "spool"),  # there and empty, as in compose
        "WEB_CONCURRENCY": "1",
        "GUNICORN_THREADS": "4",
    }


def measure(ports: dict[str, int], leads: int) -> tuple[dict[str, list[float]], int]:
    """Seconds per lead answered 200, per variant; and the answers that were not 200."""
    seconds: dict[str, list[float]] = {name: [] for name in ports}
    failed = 0
    names = list(ports)
    for n in range(leads):
        random.shuffle(names)
        for name in names:
            lead = lead_payload(f"bench{n}x{uuid.uuid4().hex[:6]}")
            answer = request(ports[name], "POST", "/api/send", lead)
            if answer.status == 200:
                seconds[name].append(answer.seconds)
            else:
                failed += 1
    return seconds, failed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--leads", type=int, default=500, help="per variant")
    args = parser.parse_args()
    state = Path(tempfile.mkdtemp(prefix="bench-spool-"))
    state.chmod(0o755)  # PrivatePostgres runs as `postgres` under root
    (state / "spool").mkdir()
    postgres = PrivatePostgres(free_port(), state / "postgres")
    redis = PrivateRedis(free_port(), state)
    procs: list[subprocess.Popen[bytes]] = []
    try:
        postgres.start()
        env = site_env(state, postgres.create("bench"), redis.port)
        redis.start()
        python = str(BIN / "python")
        subprocess.run([python, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env,
                       check=True)  # fmt: skip
        ports: dict[str, int] = {}
        for name, (app, extra) in VARIANTS.items():
            port = free_port()
            gunicorn: list[str | Path] = [BIN / "gunicorn", app, "--bind", f"127.0.0.1:{port}"]
            procs.append(bench_load.start(gunicorn, f"http://127.0.0.1:{port}/livez",
                                          {**env, **extra}, ROOT, quiet=True))  # fmt: skip
            ports[name] = port
        measure(ports, 20)  # warm-up: imports, connections, caches
        seconds, failed = measure(ports, args.leads)
        alone = subprocess.run([python, "manage.py", "shell", "-c", CHECK_ALONE], cwd=ROOT,
                               env=env, capture_output=True, text=True, check=False)  # fmt: skip
    finally:
        bench_load.stop(procs)
        redis.stop()
        postgres.remove()
        shutil.rmtree(state, ignore_errors=True)
    # Django's shell may print its automatic imports first: the figure is the last line.
    said = alone.stdout.strip().splitlines()
    print(report(seconds, args.leads, postgres.version, said[-1] if said else "?"))
    if failed:
        print(f"FAILED: {failed} leads not answered 200")
    return 1 if failed else 0


def report(seconds: dict[str, list[float]], leads: int, version: str, alone_us: str) -> str:
    stats = {n: (percentile(s, 0.5) * 1000, percentile(s, 0.99) * 1000) for n, s in seconds.items()}
    lines = [
        f"A normal lead (POST /api/send, PostgreSQL {version} and Redis up, private), {leads} per "
        "variant from one client, interleaved; gunicorn 1 worker x 4 threads each",
        f"{'variant':<42} {'p50 ms':>8} {'p99 ms':>8}",
    ]
    lines += [f"{name:<42} {p50:>8.2f} {p99:>8.2f}" for name, (p50, p99) in stats.items()]
    (s50, s99), (n50, n99), (h50, h99) = stats.values()
    lines.append(
        f"the spool's cost: p50 {s50 - n50:+.2f} ms, p99 {s99 - n99:+.2f} ms; with the health "
        f"check: p50 {s50 - h50:+.2f} ms, p99 {s99 - h99:+.2f} ms; the spool check alone "
        f"(catch_up() on the empty spool, in-process): {alone_us} µs"
    )
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
