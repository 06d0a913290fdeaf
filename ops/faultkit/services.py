"""The private services a fault stack uses instead of the shared ones: an SMTP
sink, a redis-server on its own port, and the suite's own PostgreSQL database.
Nothing here touches the shared Redis on 6379."""

from __future__ import annotations

import asyncio
import email
import subprocess
import threading
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
