"""`make bench`: speed and size figures, measured on the real stack.

1. SSR throughput, side by side in one run on gunicorn: a cached SSR page, an
   uncached SSR render (render cache off) and a static file from whitenoise;
   requests/s, p50 and p99 latency, and the cached/static ratio.
   Goals: cached SSR >= half of static; uncached p50 < 30 ms.
2. A cached page through `make prod` (nginx + gunicorn) beside nginx serving
   the same bytes as a static file (ops/bench/proxy.py); goal ratio >= 0.5.
3. Page weights on a first mobile view (scripts/bench_pages.mjs).
4. Lighthouse, default mobile preset, median of 3 runs, every route
   (scripts/lighthouse/bench_lighthouse.mjs).
5. Concurrent lead submissions (ops/bench/leads.py).
6. The renderer pool: uncached renders/s with 1 thread and 2 (ops/bench/pool.py).
7. What the intake spool costs a normal lead: p50 and p99 with and without
   it, the database up (ops/bench/spool_cost.py).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

from ops.bench import pool as bench_pool
from ops.faultkit import load as bench_load

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
NODE = ROOT / "node_modules" / ".bin" / "node"
CONCURRENCY = int(os.environ.get("BENCH_CONCURRENCY", "8"))
DURATION = float(os.environ.get("BENCH_SECONDS", "5"))
# The renderer on BENCH_SSR_PORT, the two gunicorns on the next two ports.
PORT = int(os.environ.get("BENCH_SSR_PORT", "8931"))


def load(port: int, path: str, concurrency: int = CONCURRENCY) -> dict[str, float]:
    """GETs of path, gzip accepted as a browser does (faultkit/load.py)."""
    headers = {"Accept-Encoding": "gzip"}
    return bench_load.load(port, path, concurrency, DURATION, headers=headers)


def static_asset_path(port: int) -> str:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/home", timeout=5) as response:
        html = response.read().decode()
    start = html.index('<script type="module" src="') + len('<script type="module" src="')
    return html[start : html.index('"', start)]


def start_servers(state: Path) -> tuple[list[subprocess.Popen[bytes]], int, int]:
    env = {
        **os.environ,
        "PATH": f"{ROOT / 'node_modules' / '.bin'}:{BIN}:{os.environ['PATH']}",
        "DJANGO_SETTINGS_MODULE": "telecomsite.settings.dev",
        "DATABASE_URL": f"sqlite:///{state / 'db.sqlite3'}",
        "EMAIL_FILE_PATH": str(state / "mail"),
    }
    subprocess.run([BIN / "python", "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    ssr_port, cached_port, uncached_port = PORT, PORT + 1, PORT + 2
    env["SSR_URL"] = f"http://127.0.0.1:{ssr_port}"
    renderer: list[str | Path] = [NODE, "ssr-server/server.mjs"]
    ssr_env = {**env, "SSR_PORT": str(ssr_port)}
    procs = [bench_load.start(renderer, f"http://127.0.0.1:{ssr_port}/health", ssr_env, ROOT)]
    workers = os.environ.get("BENCH_WORKERS", "3")
    for port, cache_seconds in ((cached_port, "600"), (uncached_port, "0")):
        gunicorn: list[str | Path] = [BIN / "gunicorn", "telecomsite.wsgi:application", "--bind",
                    f"127.0.0.1:{port}", "--workers", workers, "--no-control-socket"]  # fmt: skip
        app_env = {**env, "SSR_CACHE_SECONDS": cache_seconds}
        health = f"http://127.0.0.1:{port}/healthz"
        try:
            procs.append(bench_load.start(gunicorn, health, app_env, ROOT, quiet=True))
        except SystemExit:
            bench_load.stop(procs)
            raise
    return procs, cached_port, uncached_port


def ssr_bench() -> str:
    state = Path(tempfile.mkdtemp(prefix="tq-bench-"))
    procs, cached_port, uncached_port = start_servers(state)
    try:
        asset = static_asset_path(cached_port)
        # Warm up: fill the render cache of every worker's local memory.
        load(cached_port, "/home")
        results = {
            "SSR page, cached (/home)": load(cached_port, "/home"),
            "SSR page, uncached (/home)": load(uncached_port, "/home"),
            "SSR page, uncached, one client at a time": load(uncached_port, "/home", 1),
            f"static file ({asset.rsplit('/', 1)[-1]})": load(cached_port, asset),
        }
        pool = bench_pool.pool_bench(f"http://127.0.0.1:{uncached_port}/home")
    finally:
        bench_load.stop(procs)
        shutil.rmtree(state, ignore_errors=True)

    lines = [
        f"SSR throughput: {CONCURRENCY} keep-alive clients, {DURATION:.0f} s each, "
        "gunicorn sync workers",
        f"{'target':<40} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'errors':>7}",
    ]
    for name, r in results.items():
        lines.append(
            f"{name:<40} {r['rps']:>9.0f} {r['p50']:>8.1f} {r['p99']:>8.1f} {r['errors']:>7.0f}"
        )
    cached, uncached, serial, static = results.values()
    ratio = cached["rps"] / static["rps"]
    lines.append(f"cached/static ratio: {ratio:.2f} (goal >= 0.50)")
    lines.append(
        f"uncached p50: {serial['p50']:.1f} ms alone, {uncached['p50']:.1f} ms under "
        f"{CONCURRENCY} concurrent clients on {os.cpu_count()} cores (goal < 30 ms)"
    )
    return "\n".join(lines) + "\n\n" + pool


def main() -> int:
    print(ssr_bench(), flush=True)
    status = 0
    extra = [
        [str(BIN / "python"), "-m", "ops.bench.proxy"],
        [str(NODE), "scripts/bench_pages.mjs"],
        [str(NODE), "scripts/lighthouse/bench_lighthouse.mjs"],
        [str(BIN / "python"), "-m", "ops.bench.leads"],
        [str(BIN / "python"), "-m", "ops.bench.spool_cost"],
    ]
    for command in extra:
        # A Node script that is not there is skipped (never a module: since
        # the move to ops/, command[1] was "-m", and every Python bench was).
        if command[1] != "-m" and not (ROOT / command[1]).exists():
            continue
        print(f"\n$ {' '.join(Path(c).name for c in command)}", flush=True)
        status |= subprocess.call(command, cwd=ROOT)
    # The page budgets of issue 18 (docs/performance.md, "Budgets"): the bundle
    # map, then script per route, /home's requests and compressed HTML, each
    # request listed (the same spec `make test` checks them with).
    print("\n$ bundle_map.mjs", flush=True)
    status |= subprocess.call([str(NODE), "scripts/bundle_map.mjs"], cwd=ROOT)
    print("\n$ playwright test frontend/e2e/budgets.spec.ts", flush=True)
    budgets = ["test", "frontend/e2e/budgets.spec.ts", "--project=chromium", "--reporter=line"]
    status |= subprocess.call(
        [str(ROOT / "node_modules" / ".bin" / "playwright"), *budgets],
        cwd=ROOT,
        env={**os.environ, "BUDGET_REPORT": "1"},
    )
    return status


if __name__ == "__main__":
    sys.exit(main())
