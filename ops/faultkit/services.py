"""The private services a fault stack uses instead of the shared ones: an SMTP
sink, a redis-server on its own port, the suite's own PostgreSQL database, and
a throwaway PostgreSQL cluster a case may stop (PrivatePostgres, also make
test's when none answers: ops/services.py). Nothing here touches the shared
Redis on 6379 or the shared PostgreSQL on 5432.

Standard library only at import time (aiosmtpd and psycopg are imported where
used): ops/services.py imports PrivatePostgres before .venv exists."""

from __future__ import annotations

import asyncio
import contextlib
import email
import glob
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ops.faultkit.waiting import wait_until


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


def postgres_binaries(pattern: str = "/usr/lib/postgresql/*/bin") -> Path | None:
    """The newest Debian PostgreSQL's bin folder (by major version), or None."""
    found = [Path(p) for p in glob.glob(pattern) if Path(p).parent.name.isdigit()]
    return max(found, key=lambda p: int(p.parent.name)) if found else None


def server_options(port: int, socket_dir: Path) -> str:
    """postgres's options for a throwaway cluster: its own port and socket
    folder, loopback only, no durability (nothing here survives the run; a
    fast shutdown still writes every committed row out)."""
    return (
        f"-p {port} -k {socket_dir} -c listen_addresses=127.0.0.1 "
        "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    )


def postmaster_pid(text: str) -> int | None:
    """The server's pid: the first line of postmaster.pid (None when unreadable)."""
    first = text.split("\n", 1)[0].strip()
    return int(first) if first.isdigit() else None


def alive(pid: int) -> bool:
    """A process with this pid runs (a zombie, gone but not reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True
    # "pid (comm) S ...": the state follows the last parenthesis.
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


class PrivatePostgres:
    """A throwaway PostgreSQL cluster: initdb in `folder`, postgres on `port`
    (loopback, its socket in the folder); started, stopped with a fast
    shutdown (sessions cut, open transactions rolled back) and started again,
    always by the data folder and pid of its own: never another server.

    initdb and postgres refuse to run as root, so as root they run as the
    `postgres` user that Debian's package creates, and the folder is theirs.
    """

    def __init__(self, port: int, folder: Path, binaries: Path | None = None) -> None:
        found = binaries or postgres_binaries()
        if found is None:
            raise RuntimeError("no /usr/lib/postgresql/<version>/bin: install postgresql")
        self.bin = found
        self.port = port
        self.folder = folder
        self.as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        self.pid: int | None = None

    @property
    def data(self) -> Path:
        return self.folder / "data"

    @property
    def version(self) -> str:
        return self.bin.parent.name

    def url(self, name: str) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{name}"

    def _run(self, *command: str) -> None:
        out = subprocess.run(
            [*self.as_user, *command], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True, check=False, timeout=60,
        )  # fmt: skip
        if out.returncode:
            raise RuntimeError(f"{Path(command[0]).name} failed: {out.stderr.strip()[-500:]}")

    def _init(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        if self.as_user:
            if subprocess.run([*self.as_user, "test", "-x", str(self.folder)]).returncode:
                # A folder the postgres user cannot reach (a clone in a home
                # directory closed to others): the cluster goes to the temp dir.
                if not any(self.folder.iterdir()):
                    self.folder.rmdir()
                self.folder = Path(tempfile.mkdtemp(prefix="private-postgres-"))
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-U", "postgres", "-A", "trust",
                  "-E", "UTF8", "--no-locale", "--no-sync")  # fmt: skip

    def start(self) -> float:
        """initdb the first time, then pg_ctl start (waits until it accepts
        connections); returns the seconds it took."""
        started = time.monotonic()
        if not (self.data / "PG_VERSION").exists():
            self._init()
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data),
                  "-o", server_options(self.port, self.folder),
                  "-l", str(self.folder / "server.log"), "-w", "-t", "30", "start")  # fmt: skip
        self.pid = postmaster_pid((self.data / "postmaster.pid").read_text())
        return time.monotonic() - started

    def stop(self, timeout: float = 30) -> float:
        """Fast shutdown (pg_ctl -m fast: SIGINT to this cluster's postmaster),
        then waits for its pid to be gone; SIGKILL to that pid after timeout.
        Returns the seconds it took (0 when it was not running)."""
        if self.pid is None:
            return 0.0
        started = time.monotonic()
        pid, self.pid = self.pid, None
        if alive(pid):
            try:
                self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast",
                          "-w", "-t", str(int(timeout)), "stop")  # fmt: skip
            except (RuntimeError, subprocess.TimeoutExpired, OSError):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGINT)  # the same fast shutdown, by the pid
            if wait_until(lambda: not alive(pid), timeout) is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
                wait_until(lambda: not alive(pid), 5)
        return time.monotonic() - started

    def restart(self) -> float:
        """Stopped (if running) and started again on the same data: the rows stay."""
        return self.stop() + self.start()

    def create(self, name: str) -> str:
        """A database on this cluster; its URL."""
        self._run(str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port),
                  "-U", "postgres", name)  # fmt: skip
        return self.url(name)

    def remove(self) -> None:
        """Stopped, and its folder deleted."""
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


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
