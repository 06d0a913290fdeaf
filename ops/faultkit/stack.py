"""A `make prod` stack (ops/prod.py: nginx + supervisord + programs) on the
suite's private ports, with its settings; started, probed, signalled, stopped."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ops.faultkit.config import BASE_PORT, BIN, DATABASE_URL, ROOT
from ops.faultkit.http_client import request
from ops.faultkit.waiting import wait_until


@dataclass
class Stack:
    """`ops/prod.py` (nginx + supervisord + programs) with the suite's settings."""

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
            "ALTCHA_HMAC_KEY": secrets.token_urlsafe(50),
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
            "METRICS_PORT": str(self.port + 44),
        }
        env.pop("DJANGO_SETTINGS_MODULE", None)
        env.update(self.extra_env)
        return env

    def start(self) -> float:
        started = time.monotonic()
        log = open(self.folder / "stack.log", "wb")  # noqa: SIM115 - lives with the stack
        self.process = subprocess.Popen(
            [str(BIN / "python"), "-m", "ops.prod"],
            cwd=ROOT,
            env=self.environment(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        # A fresh database's migrations, Wagtail's seeding included, took more
        # than two minutes, and the instances one more, on the shared 2-core
        # machine under load 10 to 17.
        ready = wait_until(self.ready, 360, 0.25)
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
