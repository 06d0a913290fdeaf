"""`make bench`, renderer pool: uncached renders per second of the Node
renderer with SSR_WORKERS=1 and =2, side by side in one run.

The props are a real page's (its JSON answer, as a client navigation gets them), POSTed to
/render as Django does; no cache sits in between, so every request is a
React render. Run by ops/bench/__main__.py while its gunicorn is up, or alone:
`python -m ops.bench.pool http://127.0.0.1:8000/home`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request
from pathlib import Path

from ops.faultkit.load import load, start

ROOT = Path(__file__).resolve().parents[2]
NODE = ROOT / "node_modules" / ".bin" / "node"
PORT = int(os.environ.get("BENCH_POOL_PORT", "8936"))
CLIENTS = int(os.environ.get("BENCH_CONCURRENCY", "8"))
DURATION = float(os.environ.get("BENCH_SECONDS", "5"))


def page_props(url: str) -> dict[str, object]:
    # The JSON answer: whole, as Django sends them to the renderer (the page's
    # embedded copy leaves the sections below the first screen out).
    request = urllib.request.Request(url, headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        props: dict[str, object] = json.loads(response.read())
    return props


def renders_per_second(port: int, body: bytes) -> dict[str, float]:
    headers = {"Content-Type": "application/json"}
    return load(port, "/render", CLIENTS, DURATION, method="POST", body=body, headers=headers)


def renderer(workers: int) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "SSR_PORT": str(PORT),
        "SSR_WORKERS": str(workers),
        "NODE_ENV": "production",
        # Queue included, 8 clients on one thread wait longer than 800 ms.
        "SSR_RENDER_DEADLINE_MS": "10000",
    }
    command: list[str | Path] = [NODE, "ssr-server/server.mjs"]
    return start(command, f"http://127.0.0.1:{PORT}/health", env, ROOT, quiet=True)


def pool_bench(url: str) -> str:
    path = url.split("://", 1)[-1].split("/", 1)[-1]
    body = json.dumps({"url": "/" + path, "props": page_props(url)}).encode()
    results = {}
    for workers in (1, 2):
        proc = renderer(workers)
        try:
            renders_per_second(PORT, body)  # warm-up: JIT and caches of each thread
            results[workers] = renders_per_second(PORT, body)
        finally:
            proc.terminate()
            proc.wait(10)
    one, two = results[1], results[2]
    return "\n".join(
        [
            f"Renderer pool, uncached renders of /{path}: {CLIENTS} clients, {DURATION:.0f} s, "
            f"NODE_ENV=production, {os.cpu_count()} cores",
            f"{'SSR_WORKERS':<14} {'renders/s':>10} {'p50 ms':>8} {'errors':>7}",
            *[
                f"{n:<14} {r['rps']:>10.0f} {r['p50']:>8.1f} {r['errors']:>7.0f}"
                for n, r in results.items()
            ],
            f"2 threads / 1 thread: x{two['rps'] / one['rps']:.2f}",
        ]
    )


if __name__ == "__main__":
    print(pool_bench(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8000/home"))
