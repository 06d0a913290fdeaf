"""The pieces `make faults` assembles: a `make prod` stack on private ports,
a private redis-server, a fresh PostgreSQL database, an SMTP sink and small
HTTP clients. Nothing here touches the shared Redis on 6379.

Ports, from FAULTS_PORT (P, default 8300): nginx P, gunicorn P+1…, renderers
P+11…, SMTP sink P+30, redis-server P+40, TLS listener P+43.
"""

from __future__ import annotations

import asyncio
import email
import http.client
import json
import os
import secrets
import signal
import statistics
import subprocess
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
BIN = ROOT / ".venv" / "bin"
BASE_PORT = int(os.environ.get("FAULTS_PORT", "8300"))
DATABASE_URL = os.environ.get("FAULTS_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/faults")


def wait_until(check: Any, timeout: float, step: float = 0.1) -> float | None:
    """Seconds until check() is true, or None after timeout."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        if check():
            return time.monotonic() - started
        time.sleep(step)
    return None


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


# --- HTTP -------------------------------------------------------------------
@dataclass
class Answer:
    status: int
    body: bytes
    headers: dict[str, str]
    seconds: float


def request(
    port: int,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    source: str = "127.0.0.1",
    timeout: float = 10,
) -> Answer:
    # Bind only to pose as another address: an explicit bind takes its port
    # from the whole ephemeral range, whatever the destination, and thousands
    # of requests in TIME_WAIT then exhaust it (answers with status 0).
    bound = None if source == "127.0.0.1" else (source, 0)
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=bound)
    sent_headers = dict(headers or {})
    data = None
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        sent_headers.setdefault("Content-Type", "application/json")
    started = time.perf_counter()
    try:
        conn.request(method, path, body=data, headers=sent_headers)
        response = conn.getresponse()
        payload = response.read()
        return Answer(
            response.status,
            payload,
            {k.lower(): v for k, v in response.getheaders()},
            time.perf_counter() - started,
        )
    except OSError:
        return Answer(0, b"", {}, time.perf_counter() - started)
    finally:
        conn.close()


def lead_payload(tag: str, **overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "email": f"{tag}@example.com",
        "phone": "01 23 45 67 89",
        "company": f"Essai {tag}",
        "locale": "fr-FR",
        "context": "internet",
        "firstName": "Marie",
        "lastName": "Durand",
        "userMessage": f"Demande {tag}",
        "extras": {"sitesCount": "2", "bandwidth": ""},
        "page": "/connexion",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }
    payload.update(overrides)
    return payload


def review_payload(tag: str) -> dict[str, Any]:
    return {
        "name": "Sandrine M.",
        "company": f"Essai {tag}",
        "message": "Service très réactif, merci !",
        "idempotencyKey": uuid.uuid4().hex,
        "website": "",
        "fillMs": 8000,
    }


# --- SMTP sink ----------------------------------------------------------------
class SmtpSink:
    """aiosmtpd on loopback; `delay` slows every DATA answer (a slow mail server)."""

    def __init__(self, port: int) -> None:
        from aiosmtpd.controller import Controller

        self.port = port
        self.delay = 0.0
        self.message_ids: list[str] = []
        self.lock = threading.Lock()
        self.controller = Controller(self, hostname="127.0.0.1", port=port)

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        if self.delay:
            await asyncio.sleep(self.delay)
        message = email.message_from_bytes(envelope.content)
        with self.lock:
            self.message_ids.append(str(message.get("Message-ID", "")))
        return "250 Message accepted for delivery"

    def start(self) -> None:
        self.controller.start()

    def stop(self) -> None:
        self.controller.stop()


# --- redis-server -------------------------------------------------------------
class PrivateRedis:
    def __init__(self, port: int, folder: Path) -> None:
        self.port = port
        self.folder = folder
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                "redis-server",
                "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
                "--appendonly", "no", "--dir", str(self.folder),
                "--maxmemory", "64mb", "--maxmemory-policy", "allkeys-lru",
            ],
            stdout=subprocess.DEVNULL,
        )  # fmt: skip
        if wait_until(lambda: self.command("PING") == "PONG", 10) is None:
            raise SystemExit("faults: the private redis-server did not start")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        self.process = None

    def command(self, *args: str) -> str:
        try:
            out = subprocess.run(
                ["redis-cli", "-p", str(self.port), *args],
                capture_output=True, text=True, timeout=5, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired):
            return ""
        return out.stdout.strip()

    def info(self, name: str) -> int:
        for line in self.command("INFO", "memory").splitlines():
            if line.startswith(name + ":"):
                return int(line.split(":", 1)[1])
        return 0


# --- PostgreSQL -----------------------------------------------------------------
def fresh_database(url: str) -> None:
    """Drop and create the database named in url (the suite's own)."""
    import psycopg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    admin = parts._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", (name,)
        )
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')


def query(url: str, sql: str, *args: Any) -> list[tuple[Any, ...]]:
    import psycopg

    with psycopg.connect(url) as conn:
        return list(conn.execute(sql, args).fetchall())


# --- the stack ------------------------------------------------------------------
@dataclass
class Stack:
    """`scripts/prod.py` (nginx + supervisord + programs) with the suite's settings."""

    name: str
    instances: int = 1
    workers: int = 1
    extra_env: dict[str, str] = field(default_factory=dict)
    port: int = BASE_PORT
    process: subprocess.Popen[bytes] | None = None
    folder: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="tq-faults-")))

    @property
    def app_ports(self) -> list[int]:
        return [self.port + 1 + i for i in range(self.instances)]

    def __post_init__(self) -> None:
        # nginx's workers drop root for "nobody": they must reach the cache folder.
        self.folder.chmod(0o755)

    def environment(self) -> dict[str, str]:
        env = {
            **os.environ,
            "PORT": str(self.port),
            "PROD_DIR": str(self.folder / "prod"),
            "PROD_APP_INSTANCES": str(self.instances),
            "PROD_WORKERS": str(self.workers),
            "DJANGO_SECRET_KEY": secrets.token_urlsafe(50),
            "ALTCHA_HMAC_KEY": secrets.token_urlsafe(32),
            # The faults post leads as a script would, without solving the proof
            # of work: they measure delivery, not the spam filter.
            "ALTCHA_REQUIRED": "0",
            "DATABASE_URL": DATABASE_URL,
            "REDIS_URL": f"redis://127.0.0.1:{self.port + 40}/0",
            "SITE_URL": f"http://127.0.0.1:{self.port}",
            "DJANGO_ALLOWED_HOSTS": "127.0.0.1,localhost",
            "SECURE_SSL_REDIRECT": "0",
            "EMAIL_HOST": "127.0.0.1",
            "EMAIL_PORT": str(self.port + 30),
            "EMAIL_USE_TLS": "0",
            "WEB_CONCURRENCY": "2",
            "GUNICORN_THREADS": "4",
            "LEADS_RATE_LIMIT": "5/600",
            "REVIEWS_RATE_LIMIT": "5/600",
            "NOTIFY_RETRY_BASE_SECONDS": "1",
            "NOTIFY_CLAIM_TIMEOUT_SECONDS": "8",
            "NOTIFY_RECOVERY_INTERVAL": "2",
            "LOG_LEVEL": "WARNING",
        }
        env.pop("DJANGO_SETTINGS_MODULE", None)
        env.update(self.extra_env)
        return env

    def start(self) -> float:
        started = time.monotonic()
        log = open(self.folder / "stack.log", "wb")  # noqa: SIM115 - lives with the stack
        self.process = subprocess.Popen(
            [str(BIN / "python"), str(ROOT / "scripts" / "prod.py")],
            env=self.environment(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        ready = wait_until(self.ready, 90, 0.25)
        if ready is None:
            self.stop()
            print((self.folder / "stack.log").read_text()[-3000:])
            raise SystemExit(f"faults: the {self.name} stack did not start")
        return time.monotonic() - started

    def ready(self) -> bool:
        if self.process is None or self.process.poll() is not None:
            raise SystemExit(f"faults: the {self.name} stack exited")
        pages = all(request(p, "GET", "/healthz", timeout=3).status == 200 for p in self.app_ports)
        renderers = all(self.renderer_up(i) for i in range(1, self.instances + 1))
        return pages and renderers and request(self.port, "GET", "/healthz").status == 200

    def renderer_up(self, instance: int) -> bool:
        return request(self.port + 10 + instance, "GET", "/health", timeout=1).status == 200

    def ctl(self, *args: str) -> str:
        conf = self.folder / "prod" / "run" / "supervisord.conf"
        out = subprocess.run(
            [str(BIN / "supervisorctl"), "-c", str(conf), *args],
            capture_output=True, text=True, timeout=20, check=False,
        )  # fmt: skip
        return out.stdout.strip()

    def pid(self, program: str) -> int:
        """The program's pid from supervisord's XML-RPC socket (0 when not running).

        Not `supervisorctl pid`: starting a Python process per poll costs up to
        a second on a loaded machine and would blur the restart times measured.
        """
        import xmlrpc.client

        from supervisor.xmlrpc import SupervisorTransport

        socket_path = self.folder / "prod" / "run" / "supervisor.sock"
        transport = SupervisorTransport(None, None, f"unix://{socket_path}")
        server = xmlrpc.client.ServerProxy("http://127.0.0.1", transport=transport)
        try:
            info: Any = server.supervisor.getProcessInfo(program)
        except (OSError, xmlrpc.client.Fault):
            return 0
        return int(info["pid"] or 0)

    def kill(self, program: str, sig: signal.Signals = signal.SIGKILL) -> int:
        """Signal a program's whole process group (gunicorn master and workers)."""
        pid = self.pid(program)
        if pid:
            os.killpg(os.getpgid(pid), sig) if sig == signal.SIGKILL else os.kill(pid, sig)
        return pid

    def stop(self) -> float:
        started = time.monotonic()
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(5)
        return time.monotonic() - started


def load(
    port: int,
    paths: list[str],
    seconds: float,
    clients: int = 4,
    headers: dict[str, str] | None = None,
) -> list[Answer]:
    """clients threads cycling through paths for `seconds`; every answer, in order."""
    answers: list[Answer] = []
    lock = threading.Lock()
    stop_at = time.monotonic() + seconds

    def client(offset: int) -> None:
        i = offset
        while time.monotonic() < stop_at:
            answer = request(port, "GET", paths[i % len(paths)], headers=headers, timeout=5)
            answer.headers["x-path"] = paths[i % len(paths)]
            with lock:
                answers.append(answer)
            i += clients

    threads = [threading.Thread(target=client, args=(n,)) for n in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def summary(answers: list[Answer]) -> str:
    times = [a.seconds for a in answers]
    if not times:
        return "no answers"
    return (
        f"{len(answers)} requests, p50 {ms(statistics.median(times))}, "
        f"p99 {ms(percentile(times, 0.99))}"
    )
