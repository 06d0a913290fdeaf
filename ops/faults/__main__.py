"""`make faults`: every fault of the README's list, against `make prod` stacks.

Stacks are started in turn from ops/prod.py, each on private ports
(FAULTS_PORT), with a private redis-server and a fresh PostgreSQL database
(FAULTS_DATABASE_URL, dropped and created again):

1. "renderer": 1 app instance, page cache off, so that every page needs the
   renderer: slow clients, renderer SIGKILL, renderer SIGSTOP;
1b. "pool": the renderer with its test-only slow switch on
   (ops/faults/pool.py): one slow page beside the others, a hung render
   killed at the deadline;
1c. "rolling": a whole deploy (migrate, gunicorn HUP, renderer pool HUP, mail
   worker restart, nginx HUP) under 30 s of pages and leads
   (ops/faults/rolling.py);
2. "scale-out": 2 app instances and 2 mail workers behind one nginx: URL
   flood, Redis stopped, mail workers SIGKILLed, 12 clients, 400 leads with
   an instance killed;
3. "tls": nginx with a throwaway certificate, scanned by the Mozilla HTTP
   Observatory (npm @mdn/mdn-http-observatory, installed without its
   download scripts into var/observatory).
4. "variants" and "balancer" (ops/faults/deploy.py): page variants and
   odd spellings of a path through nginx's micro-cache, the image upload's
   size limits (ops/faults/cache.py), TLS at a load balancer.
5. "db-outage" (ops/faults/db_outage.py): a stack on a throwaway PostgreSQL
   cluster of its own (PrivatePostgres, port FAULTS_PORT+42), stopped for
   60 s under leads, reviews and pages: the intake spool keeps every
   submission, stored and mailed once when it is back.

Every case is bounded in count and time and prints its figures; the suite
fails when one misses its goal. FAULTS_ONLY=name,name (or the names as
arguments) runs some cases; --help prints this.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from ops.faultkit.config import BASE_PORT, DATABASE_URL, ROOT
from ops.faultkit.services import PrivatePostgres, PrivateRedis, SmtpSink, fresh_database
from ops.faultkit.stack import Stack
from ops.faultkit.verdict import CaseResult, summary
from ops.faults import db_outage as faults_db_outage
from ops.faults import deploy as faults_deploy
from ops.faults import pool as faults_pool
from ops.faults import rolling as faults_rolling
from ops.faults import scale as faults_scale
from ops.faults import site as faults_site

OBSERVATORY_VERSION = "1.4.8"
if {"-h", "--help"} & set(sys.argv[1:]):
    sys.exit(print(__doc__))  # never start a stack when only asked how
# Cases to run: FAULTS_ONLY=a,b or `python -m ops.faults a b`; all when none.
ONLY = {name for name in os.environ.get("FAULTS_ONLY", "").split(",") + sys.argv[1:] if name}
results: list[CaseResult] = []


def case(name: str, run: Callable[[], tuple[bool, list[str]]]) -> None:
    if ONLY and name not in ONLY:
        return
    print(f"\n== {name}", flush=True)
    started = time.monotonic()
    try:
        passed, figures = run()
    except Exception as exc:  # a broken case is a failed case, with its reason
        traceback.print_exc()
        passed, figures = False, [f"error: {type(exc).__name__}: {exc}"]
    elapsed = time.monotonic() - started
    for line in figures:
        print(f"   {line}")
    print(f"   -> {'PASS' if passed else 'FAIL'} ({elapsed:.1f} s)", flush=True)
    results.append(CaseResult(name, passed, elapsed, tuple(figures)))


def wanted(*names: str) -> bool:
    return not ONLY or bool(ONLY.intersection(names))


def renderer_stack(folder: Path) -> None:
    if not wanted("slow-clients", "renderer-sigkill", "renderer-sigstop"):
        return
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    stack = Stack("renderer", extra_env={"SSR_CACHE_SECONDS": "0"})
    try:
        print(f"renderer stack up in {stack.start():.1f} s")
        case("slow-clients", lambda: faults_site.slow_clients(stack))
        case("renderer-sigkill", lambda: faults_site.renderer_sigkill(stack))
        case("renderer-sigstop", lambda: faults_site.renderer_sigstop(stack))
    finally:
        print(f"renderer stack stopped in {stack.stop():.1f} s (SIGTERM to supervisord)")
        redis.stop()


def pool_stack(folder: Path) -> None:
    if not wanted("slow-page", "hung-render"):
        return
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    stack = Stack("pool", extra_env=faults_pool.POOL_ENV)
    try:
        print(f"pool stack up in {stack.start():.1f} s")
        case("slow-page", lambda: faults_pool.slow_page(stack))
        case("hung-render", lambda: faults_pool.hung_render(stack))
    finally:
        print(f"pool stack stopped in {stack.stop():.1f} s")
        redis.stop()


def rolling_stack(folder: Path) -> None:
    if not wanted("rolling-reload"):
        return
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    sink = SmtpSink(BASE_PORT + 30)
    sink.start()
    stack = Stack("rolling", extra_env={"LOG_LEVEL": "INFO"})
    # Every log on, so that the personal-data search has lines to search.
    stack.extra_env["NGINX_ACCESS_LOG"] = str(stack.folder / "access.log")
    try:
        print(f"rolling stack up in {stack.start():.1f} s")
        case("rolling-reload", lambda: faults_rolling.rolling_reload(stack, sink))
    finally:
        print(f"rolling stack stopped in {stack.stop():.1f} s")
        sink.stop()
        redis.stop()


def scale_stack(folder: Path) -> None:
    names = ("url-flood", "redis-stopped", "worker-sigkill", "twelve-clients", "scale-out")
    if not wanted(*names):
        return
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    sink = SmtpSink(BASE_PORT + 30)
    sink.start()
    stack = Stack("scale-out", instances=2, workers=2)
    try:
        print(f"scale-out stack up in {stack.start():.1f} s")
        faults_scale.create_staff(stack)
        case("url-flood", lambda: faults_site.url_flood(stack, redis))
        case("redis-stopped", lambda: faults_site.redis_stopped(stack, redis))
        case("worker-sigkill", lambda: faults_scale.worker_killed_mid_send(stack, sink))
        case("twelve-clients", lambda: faults_scale.twelve_clients(stack))
        case("scale-out", lambda: faults_scale.scale_out(stack, sink))
    finally:
        print(f"scale-out stack stopped in {stack.stop():.1f} s")
        sink.stop()
        redis.stop()


def db_outage_stack(folder: Path) -> None:
    if not wanted("db-outage"):
        return
    with contextlib.ExitStack() as started:
        stack = Stack("db-outage")
        # Its own cluster, which the case stops: never the shared PostgreSQL.
        postgres = PrivatePostgres(BASE_PORT + 42, stack.folder / "postgres")
        started.callback(postgres.remove)
        postgres.start()
        url = postgres.create("faults")
        redis = PrivateRedis(BASE_PORT + 40, folder)
        redis.start()
        started.callback(redis.stop)
        sink = SmtpSink(BASE_PORT + 30)
        sink.start()
        started.callback(sink.stop)
        stack.extra_env.update(faults_db_outage.stack_env(stack.folder, url))
        started.callback(lambda: print(f"db-outage stack stopped in {stack.stop():.1f} s"))
        print(f"db-outage stack up in {stack.start():.1f} s (PostgreSQL {postgres.version}, "
              f"pid {postgres.pid}, port {postgres.port})")  # fmt: skip
        case("db-outage", lambda: faults_db_outage.db_outage(stack, postgres, sink, url))


def observatory_package() -> Path:
    prefix = ROOT / "var" / "observatory"
    package = prefix / "node_modules" / "@mdn" / "mdn-http-observatory"
    if not (package / "package.json").exists():
        subprocess.run(
            ["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund", "--no-save",
             "--prefix", str(prefix), f"@mdn/mdn-http-observatory@{OBSERVATORY_VERSION}"],
            check=True, stdout=subprocess.DEVNULL,
        )  # fmt: skip
    # An empty HSTS preload list: the scanner must not download one.
    (package / "conf" / "hsts-preload.json").write_text("{}")
    return package


def certificates(folder: Path) -> dict[str, str]:
    """A throwaway CA and a certificate for 127.0.0.1 signed by it."""
    ca_key, ca, key, csr, cert = (
        str(folder / n) for n in ("ca.key", "ca.pem", "tls.key", "tls.csr", "tls.pem")
    )
    run = lambda *args: subprocess.run(["openssl", *args], check=True, capture_output=True)  # noqa: E731
    run(
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        ca_key,
        "-out",
        ca,
        "-days",
        "2",
        "-subj",
        "/CN=faults CA",
    )
    run(
        "req",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        key,
        "-out",
        csr,
        "-subj",
        "/CN=127.0.0.1",
    )
    ext = folder / "san.ext"
    ext.write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\n")
    run(
        "x509",
        "-req",
        "-in",
        csr,
        "-CA",
        ca,
        "-CAkey",
        ca_key,
        "-CAcreateserial",
        "-out",
        cert,
        "-days",
        "2",
        "-extfile",
        str(ext),
    )
    return {"ca": ca, "key": key, "cert": cert}


def tls_stack(folder: Path) -> None:
    if not wanted("observatory"):
        return
    redis = PrivateRedis(BASE_PORT + 40, folder)
    redis.start()
    pems = certificates(folder)
    https_port = BASE_PORT + 43
    stack = Stack(
        "tls",
        extra_env={
            "TLS_PORT": str(https_port),
            "TLS_CERT": pems["cert"],
            "TLS_KEY": pems["key"],
            "SITE_URL": f"https://127.0.0.1:{https_port}",
            "SECURE_SSL_REDIRECT": "1",
        },
    )
    stack.ready = lambda: _tls_ready(stack, https_port, pems["ca"])  # type: ignore[method-assign]
    try:
        package = observatory_package()
        print(f"tls stack up in {stack.start():.1f} s")

        def scan() -> tuple[bool, list[str]]:
            node = str(ROOT / "node_modules" / ".bin" / "node")
            out = subprocess.run(
                [node, str(ROOT / "scripts" / "observatory.mjs"), str(package), "127.0.0.1",
                 str(stack.port), str(https_port)],
                env={**os.environ, "NODE_EXTRA_CA_CERTS": pems["ca"]},
                capture_output=True, text=True, timeout=120, check=False,
            )  # fmt: skip
            if out.returncode:
                return False, [out.stderr.strip()[-800:]]
            report = json.loads(out.stdout.strip().splitlines()[-1])
            return report["grade"] == "A+", [
                f"Mozilla HTTP Observatory {OBSERVATORY_VERSION} against make prod behind TLS: "
                f"grade {report['grade']}, score {report['score']}, "
                f"{report['testsPassed']}/{report['testsQuantity']} tests passed",
                *[f"failed: {line}" for line in report["failed"]],
            ]

        case("observatory", scan)
    finally:
        print(f"tls stack stopped in {stack.stop():.1f} s")
        redis.stop()


def _tls_ready(stack: Stack, https_port: int, ca: str) -> bool:
    import ssl
    import urllib.request

    if stack.process is None or stack.process.poll() is not None:
        raise SystemExit("faults: the tls stack exited")
    try:
        context = ssl.create_default_context(cafile=ca)
        with urllib.request.urlopen(
            f"https://127.0.0.1:{https_port}/", timeout=3, context=context
        ) as r:
            return bool(r.status == 200)
    except OSError:
        return False


def main() -> int:
    started = time.monotonic()
    database = DATABASE_URL.rsplit("/", 1)[-1]
    print(f"make faults: ports {BASE_PORT}-{BASE_PORT + 45}, database {database}")
    fresh_database(DATABASE_URL)
    folder = Path(os.environ.get("FAULTS_DIR", "") or Stack("x").folder)
    renderer_stack(folder)
    pool_stack(folder)
    rolling_stack(folder)
    scale_stack(folder)
    tls_stack(folder)
    # Deployment cases: page variants through the micro-cache, TLS at a balancer.
    faults_deploy.run_stacks(folder, case, wanted, certificates)
    db_outage_stack(folder)
    print("\n== summary")
    lines, status = summary(results)
    for line in lines[:-1]:
        print(f"   {line}")
    print(f"   total {time.monotonic() - started:.0f} s")
    # "N passed, N failed" alone on the last line, as CI reads a runner's.
    print(lines[-1])
    return status


if __name__ == "__main__":
    sys.exit(main())
