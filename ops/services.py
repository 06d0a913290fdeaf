#!/usr/bin/env python3
"""Runs a command (make test's stages) with a PostgreSQL and a Redis it can reach.

    python3 -m ops.services COMMAND [ARG...]

TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and
TEST_REDIS_URL (default redis://127.0.0.1:6379/15) are tried first: where they
answer (the machines this project is built on run both), the command runs on
them and nothing is started. Where one does not, a throwaway server from
Debian's packages is started for the run (installed with apt when missing, by
the Makefile's `debian` macro): on a free loopback port of its own, with its
data under var/test-services/, PostgreSQL without durability (a test
database), Redis without persistence. The command then sees the URL of the
throwaway one. `make faults` (FAULTS_DATABASE_URL, unless set) makes its
database on the same PostgreSQL server as pytest, and runs its own
redis-server; the e2e stacks use SQLite and their memory. Both servers are
stopped by the pids this script started, and their data deleted, however
the command ends (failure, Ctrl-C, SIGTERM). A server this script did not
start is never signalled.

Standard library only: it runs before `make` has created .venv.
"""

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

# Standard library only too: the throwaway cluster, shared with make faults.
from ops.faultkit.services import PrivatePostgres

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/test"
DEFAULT_REDIS = "redis://127.0.0.1:6379/15"


def say(message: str) -> None:
    print(f"test services: {message}", flush=True)


def reachable(url: str) -> bool:
    """A TCP connection within a second (Unix-socket URLs count as reachable)."""
    parts = urlsplit(url)
    if not parts.hostname:
        return True
    port = parts.port or {"postgres": 5432, "postgresql": 5432}.get(parts.scheme, 6379)
    try:
        with socket.create_connection((parts.hostname, port), timeout=1):
            return True
    except OSError:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def install(*packages: str) -> None:
    """Debian packages, through the Makefile's `debian` macro (apt only when missing)."""
    wanted = f"TEST_SERVERS={' '.join(packages)}"
    subprocess.run(
        ["make", "--no-print-directory", "-C", str(ROOT), "test-servers", wanted], check=True
    )


def wait_for(url: str, what: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while not reachable(url):
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what} did not answer within {seconds:.0f} s")
        time.sleep(0.1)


class Postgres:
    """A private cluster (ops/faultkit/services.py PrivatePostgres: initdb,
    postgres on its own port, stopped by its pid), with the test database."""

    def __init__(self, folder: Path) -> None:
        install("pg_ctlcluster:postgresql")
        self.server = PrivatePostgres(free_port(), folder)

    def start(self, name: str) -> str:
        self.server.start()
        url = self.server.create(name)
        wait_for(url, "PostgreSQL")
        say(f"started PostgreSQL {self.server.version} (pid {self.server.pid}) "
            f"on port {self.server.port}")  # fmt: skip
        return url

    def stop(self) -> None:
        pid = self.server.pid
        self.server.remove()  # fast shutdown, by its pid; its data deleted
        if pid is not None:
            say(f"stopped PostgreSQL (pid {pid})")


class Redis:
    def __init__(self, folder: Path) -> None:
        install("redis-server:redis-server")
        self.folder = folder
        self.port = free_port()
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, index: str) -> str:
        self.folder.mkdir(parents=True)
        command = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
                   "--save", "", "--appendonly", "no",  # no persistence
                   "--dir", str(self.folder), "--loglevel", "warning"]  # fmt: skip
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL)
        url = f"redis://127.0.0.1:{self.port}/{index}"
        wait_for(url, "Redis")
        say(f"started redis-server (pid {self.process.pid}) on port {self.port}, no persistence")
        return url

    def stop(self) -> None:
        if self.process is not None:
            # Our child: wait() reaps it (a zombie would still answer kill(pid, 0)).
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            say(f"stopped redis-server (pid {self.process.pid})")
        shutil.rmtree(self.folder, ignore_errors=True)


def state_folder() -> Path:
    folder = ROOT / "var" / "test-services" / str(os.getpid())
    folder.mkdir(parents=True)
    return folder


def main(command: list[str]) -> int:
    if not command:
        print(__doc__, file=sys.stderr)
        return 2
    env = os.environ.copy()
    database = env.setdefault("TEST_DATABASE_URL", DEFAULT_DATABASE)
    redis = env.setdefault("TEST_REDIS_URL", DEFAULT_REDIS)
    servers: list[Postgres | Redis] = []
    # SIGTERM (a CI runner cancelling the job) unwinds like Ctrl-C, through finally.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    folder = None
    try:
        if not reachable(database):
            folder = folder or state_folder()
            postgres = Postgres(folder / "postgres")
            servers.append(postgres)
            say(f"{database} does not answer: starting a throwaway PostgreSQL")
            env["TEST_DATABASE_URL"] = postgres.start(urlsplit(database).path.lstrip("/") or "test")
        # make faults makes its own database on the same server as pytest's,
        # the machine's or the throwaway one (FAULTS_DATABASE_URL wins).
        server_url = env["TEST_DATABASE_URL"].rsplit("/", 1)[0]
        env.setdefault("FAULTS_DATABASE_URL", f"{server_url}/faults")
        if not reachable(redis):
            folder = folder or state_folder()
            redis_server = Redis(folder / "redis")
            servers.append(redis_server)
            say(f"{redis} does not answer: starting a throwaway redis-server")
            env["TEST_REDIS_URL"] = redis_server.start(urlsplit(redis).path.lstrip("/") or "0")
        child = subprocess.Popen(command, env=env)
        # From here a signal goes to the command (stages.sh stops its stages),
        # and the servers are stopped once it has ended, not under its feet.
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, lambda number, _: child.send_signal(number))
        code = child.wait()
        return 128 - code if code < 0 else code
    except KeyboardInterrupt:
        return 130
    finally:
        for started in reversed(servers):
            started.stop()
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
            if folder.parent == ROOT / "var" / "test-services":
                with contextlib.suppress(OSError):
                    folder.parent.rmdir()  # when no other run uses it


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
