#!/usr/bin/env python3
"""Lead submissions under load: gunicorn + SQLite, beside a trivial view.

Starts its own stack (scripts/serve.sh: Node renderer, mail worker, gunicorn)
on free loopback ports with a fresh SQLite database in a temporary
directory, then sends N concurrent POST /api/send (each with its own
idempotency key, plus a batch sent twice at once) and N GET /healthz in the
same run. Prints leads per second and p50/p99 latency for both, the ratio,
and checks that every accepted lead is stored exactly once. Stops the stack
and removes the directory at the end.

    .venv/bin/python -m ops.bench.leads [--requests 400] [--concurrency 16]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ops.faultkit.load import wait_for

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def lead(company: str, key: str) -> bytes:
    return json.dumps(
        {
            "name": "Marie Durand",
            "email": "marie.durand@example.com",
            "subject": f"Lead internet — {company}",
            "message": "Message: Banc d'essai\nNombre de sites à raccorder: 2",
            "phone": "01 23 45 67 89",
            "company": company,
            "locale": "fr-FR",
            "context": "internet",
            "firstName": "Marie",
            "lastName": "Durand",
            "userMessage": "Banc d'essai",
            "extras": {"sitesCount": "2"},
            "page": "/connexion",
            "idempotencyKey": key,
            "website": "",
            "fillMs": 8000,
        }
    ).encode()


def timed(call: Callable[[], int]) -> tuple[int, float]:
    start = time.perf_counter()
    try:
        status = call()
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError:
        status = 0
    return status, time.perf_counter() - start


def post(url: str, body: bytes) -> Callable[[], int]:
    def call() -> int:
        request = urllib.request.Request(
            url, data=body, method="POST", headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            response.read()
            return int(response.status)

    return call


def get(url: str) -> Callable[[], int]:
    def call() -> int:
        with urllib.request.urlopen(url, timeout=30) as response:
            response.read()
            return int(response.status)

    return call


def run(calls: list[Callable[[], int]], concurrency: int) -> tuple[list[int], list[float], float]:
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=concurrency) as pool:
        results = list(pool.map(timed, calls))
    wall = time.perf_counter() - start
    return [s for s, _ in results], [d for _, d in results], wall


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))
    return ordered[index]


def report(
    label: str, latencies: list[float], wall: float, count: int
) -> tuple[float, float, float]:
    rate = count / wall
    p50 = statistics.median(latencies) * 1000
    p99 = percentile(latencies, 99) * 1000
    print(
        f"{label:<26} {rate:8.1f} /s   p50 {p50:7.1f} ms   p99 {p99:7.1f} ms"
        f"   ({count} in {wall:.2f} s)"
    )
    return rate, p50, p99


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--requests", type=int, default=400, help="lead submissions (and health checks)"
    )
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--duplicates", type=int, default=50, help="submissions sent twice at once")
    args = parser.parse_args()

    state = Path(tempfile.mkdtemp(prefix="bench-leads-"))
    port, ssr_port = free_port(), free_port()
    db_path = state / "db.sqlite3"
    env = {
        **os.environ,
        "PORT": str(port),
        "SSR_PORT": str(ssr_port),
        "SITE_URL": f"http://127.0.0.1:{port}",
        "DATABASE_URL": f"sqlite:///{db_path}",
        "EMAIL_FILE_PATH": str(state / "mail"),
        "ACCESS_LOG": str(state / "access.log"),
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.dev",
        # One client address sends everything: the per-IP limit is off here.
        "LEADS_RATE_LIMIT": "0/1",
        "LOG_LEVEL": "WARNING",
        "PATH": os.pathsep.join(
            [str(ROOT / "node_modules" / ".bin"), str(ROOT / ".venv" / "bin"), os.environ["PATH"]]
        ),
    }
    python = str(ROOT / ".venv" / "bin" / "python")
    subprocess.run(
        [python, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True
    )
    stack = subprocess.Popen(
        [str(ROOT / "scripts" / "serve.sh")],
        cwd=ROOT,
        env=env,
        start_new_session=True,
        stdout=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/healthz", process=stack)
        workers = env.get("WEB_CONCURRENCY", "3")
        print(
            f"gunicorn {workers} workers + SQLite (WAL) on {base}; "
            f"{args.requests} requests, concurrency {args.concurrency}"
        )
        # Warm-up: imports, connections, the renderer's first render.
        run([get(f"{base}/healthz")] * 20, 4)
        run(
            [post(f"{base}/api/send", lead(f"Chauffe {n}", uuid.uuid4().hex)) for n in range(10)], 4
        )

        keys = [uuid.uuid4().hex for _ in range(args.requests)]
        calls = [post(f"{base}/api/send", lead(f"Banc {n}", key)) for n, key in enumerate(keys)]
        statuses, latencies, wall = run(calls, args.concurrency)
        lead_rate, lead_p50, _ = report("POST /api/send (leads)", latencies, wall, len(calls))

        health = [get(f"{base}/healthz")] * args.requests
        h_statuses, h_latencies, h_wall = run(health, args.concurrency)
        health_rate, health_p50, _ = report(
            "GET /healthz (trivial)", h_latencies, h_wall, len(health)
        )
        print(
            f"ratio leads / trivial view: throughput {lead_rate / health_rate:.2f}, "
            f"p50 latency x{lead_p50 / health_p50:.1f}"
        )

        # Retries under load: the same submission twice at the same moment.
        dup_keys = [uuid.uuid4().hex for _ in range(args.duplicates)]
        dup_calls = []
        for n, key in enumerate(dup_keys):
            body = lead(f"Doublon {n}", key)
            dup_calls += [post(f"{base}/api/send", body), post(f"{base}/api/send", body)]
        dup_statuses, _, _ = run(dup_calls, args.concurrency)
    finally:
        # serve.sh's own trap stops the renderer, the worker and gunicorn.
        stack.send_signal(signal.SIGTERM)
        try:
            stack.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(stack.pid, signal.SIGKILL)

    failures = [s for s in statuses + dup_statuses if s != 200] + [
        s for s in h_statuses if s != 200
    ]
    with sqlite3.connect(db_path) as db:
        stored = dict(
            db.execute(
                "SELECT idempotency_key, COUNT(*) FROM leads_lead "
                "WHERE idempotency_key IS NOT NULL GROUP BY idempotency_key"
            ).fetchall()
        )
        by_company = db.execute(
            "SELECT COUNT(*), COUNT(DISTINCT company) FROM leads_lead WHERE company LIKE 'Banc %'"
        ).fetchone()
    accepted = [k for k, s in zip(keys, statuses, strict=True) if s == 200]
    missing = [k for k in accepted if stored.get(k) != 1]
    dup_ok = all(stored.get(k) == 1 for k in dup_keys)
    print(
        f"stored: {by_company[0]} bench leads for {len(accepted)} accepted, "
        f"{by_company[1]} distinct; duplicates sent twice at once stored once: "
        f"{'yes' if dup_ok else 'NO'}"
    )
    for path in state.iterdir():
        if path.is_dir():
            for child in path.iterdir():
                child.unlink()
            path.rmdir()
        else:
            path.unlink()
    state.rmdir()
    if failures or missing or not dup_ok or by_company[0] != len(accepted):
        print(
            f"FAILED: {len(failures)} non-200 answers, "
            f"{len(missing)} accepted leads not stored once"
        )
        return 1
    print("every accepted lead stored exactly once")
    return 0


if __name__ == "__main__":
    sys.exit(main())
