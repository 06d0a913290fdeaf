"""`make bench`, part 2: a cached page through `make prod` (nginx -> gunicorn,
nginx's micro-cache) side by side with nginx serving the very same bytes as a
pre-compressed static file, in one run. Goal: ratio >= 0.5.

wrk (Debian's package, installed by `make bench` when missing) drives the load
with BENCH_CONCURRENCY connections for BENCH_SECONDS each; without wrk, the
Python client of faultkit/load.py does (it is then the bottleneck on both sides).
The stack runs on BENCH_PROXY_PORT (default 8700) with SQLite and a private
redis-server. Two alternating rounds are run; the best of each side is shown.
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ops.faultkit.http_client import request
from ops.faultkit.load import load
from ops.faultkit.services import PrivateRedis
from ops.faultkit.stack import Stack

PORT = int(os.environ.get("BENCH_PROXY_PORT", "8700"))
CONCURRENCY = int(os.environ.get("BENCH_CONCURRENCY", "8"))
SECONDS = float(os.environ.get("BENCH_SECONDS", "5"))
PAGE = "/home"

STATIC_NGINX = """worker_processes {workers};
pid {dir}/static-nginx.pid;
error_log {dir}/static-nginx-error.log warn;
daemon off;
events {{ worker_connections 4096; }}
http {{
    include /etc/nginx/mime.types;
    access_log off;
    client_body_temp_path {dir}/b; proxy_temp_path {dir}/p; fastcgi_temp_path {dir}/f;
    uwsgi_temp_path {dir}/u; scgi_temp_path {dir}/s;
    sendfile on; tcp_nopush on; keepalive_requests 100000;
    server {{
        listen 127.0.0.1:{port};
        root {dir}/www;
        gzip_static on;
    }}
}}
"""


def wrk(port: int, path: str) -> dict[str, float]:
    out = subprocess.run(
        ["wrk", "-t", "2", "-c", str(CONCURRENCY), "-d", f"{SECONDS:.0f}s", "--latency",
         "-H", "Accept-Encoding: gzip", f"http://127.0.0.1:{port}{path}"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]

    def latency(label: str) -> float:
        match = re.search(rf"{label}%\s+([\d.]+)(us|ms|s)", out)
        if not match:
            return float("nan")
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    return {
        "rps": rps,
        "p50": latency("50"),
        "p99": latency("99"),
        "errors": float(non2xx.group(1)) if non2xx else 0.0,
    }


def python_load(port: int, path: str) -> dict[str, float]:
    return load(port, path, CONCURRENCY, SECONDS, headers={"Accept-Encoding": "gzip"})


def main() -> int:
    measure = wrk if shutil.which("wrk") else python_load
    folder = Path(tempfile.mkdtemp(prefix="tq-bench-proxy-"))
    folder.chmod(0o755)
    redis = PrivateRedis(PORT + 40, folder)
    redis.start()
    stack = Stack(
        "bench",
        port=PORT,
        extra_env={
            "DATABASE_URL": f"sqlite:///{folder / 'db.sqlite3'}",
            "NGINX_WORKERS": "1",
            "LOG_LEVEL": "WARNING",
        },
    )
    static = None
    try:
        stack.start()
        page = request(PORT, "GET", PAGE, headers={"Accept-Encoding": "gzip"})
        if page.status != 200 or page.headers.get("content-encoding") != "gzip":
            raise SystemExit(f"bench: {PAGE} answered {page.status} without gzip")
        www = folder / "www"
        www.mkdir()
        (www / "home.html").write_bytes(gzip.decompress(page.body))
        (www / "home.html.gz").write_bytes(page.body)
        (folder / "static-nginx.conf").write_text(
            STATIC_NGINX.format(workers=1, dir=folder, port=PORT + 45)
        )
        static = subprocess.Popen(["nginx", "-c", str(folder / "static-nginx.conf")])
        request(PORT, "GET", PAGE)  # nginx's micro-cache is warm
        time.sleep(3)  # let the stack finish starting (renderer warm-up, gunicorn workers)
        # Two alternating rounds; the best of each side (a shared machine is noisy).
        rounds = [(measure(PORT + 45, "/home.html"), measure(PORT, PAGE)) for _ in range(2)]
        direct = max((r[0] for r in rounds), key=lambda r: r["rps"])
        proxied = max((r[1] for r in rounds), key=lambda r: r["rps"])
        header_bytes = len(
            "".join(f"{k}: {v}\r\n" for k, v in page.headers.items() if k != "x-path")
        )
    finally:
        if static:
            static.terminate()
            static.wait(10)
        stack.stop()
        redis.stop()
        shutil.rmtree(folder, ignore_errors=True)
    tool = "wrk" if measure is wrk else "python client"
    print(
        f"Pages at the speed of the proxy ({tool}, {CONCURRENCY} connections, {SECONDS:.0f} s, "
        f"1 nginx worker each; the same {len(page.body)} gzipped bytes)"
    )
    print(f"{'target':<44} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8}")
    for name, r in (
        (f"make prod: {PAGE} via nginx micro-cache", proxied),
        ("nginx: the same bytes as a static .gz file", direct),
    ):
        print(f"{name:<44} {r['rps']:>9.0f} {r['p50']:>8.2f} {r['p99']:>8.2f} {r['errors']:>8.0f}")
    print(
        f"make prod / static ratio: {proxied['rps'] / direct['rps']:.2f} (goal >= 0.50); "
        f"page response headers: {header_bytes} bytes"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
