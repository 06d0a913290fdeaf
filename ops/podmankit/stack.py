"""The compose project as CI runs it: podman-compose calls and health waits.

Healthchecks: podman runs them from systemd timers, and there is no systemd
here, so a container stays "starting" until `podman healthcheck run` is
called; wait_healthy() calls it in a loop, as an orchestrator's timer would.
"""

from __future__ import annotations

import json
import subprocess
import time
from typing import Any

# The fault suite's poller (ops.faultkit).
from ops.faultkit.waiting import wait_until

from .engine import ROOT, environment, podman

PROJECT = "tqci"
PORT = 18480  # nginx's port on the host (HTTP_PORT)
FILES = ["-f", str(ROOT / "compose.yaml"), "-f", str(ROOT / "compose.ci.yaml")]


def compose(
    *args: str, env: dict[str, str], check: bool = True
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ROOT / ".venv" / "bin" / "podman-compose"), "-p", PROJECT, *FILES, *args],
        env=environment() | env,
        cwd=ROOT,
        check=check,
        text=True,
        timeout=600,
    )


def container(service: str, number: int = 1) -> str:
    """podman-compose's name for a service's container (replicas count from 1)."""
    return f"{PROJECT}_{service}_{number}"


def inspect(name: str) -> dict[str, Any]:
    """podman's description of a container ({} when there is none)."""
    done = podman("inspect", "--format", "json", name, check=False, capture=True)
    if done.returncode:
        return {}
    return json.loads(done.stdout)[0]


def state(name: str) -> dict[str, object]:
    return inspect(name).get("State", {})


def healthy(name: str) -> bool:
    """One healthcheck run (what the missing systemd timer would do)."""
    return podman("healthcheck", "run", name, check=False, capture=True).returncode == 0


def wait_healthy(names: list[str], timeout: float = 240) -> float:
    """Until each container (a service's first, or a full container name) is healthy."""
    started = time.monotonic()
    waiting = {name if name.startswith(f"{PROJECT}_") else container(name) for name in names}
    while waiting:
        for name in sorted(waiting):
            if healthy(name):
                waiting.discard(name)
        if waiting and time.monotonic() - started > timeout:
            raise SystemExit(f"compose-test: not healthy after {timeout:.0f} s: {sorted(waiting)}")
        if waiting:
            time.sleep(1)
    return time.monotonic() - started


def wait_reachable_from(source: str, target: str, port: int, timeout: float = 60) -> float:
    """Until `source` (a container with python3) connects to `target`'s port
    by its name: healthy from inside is not enough for the network's DNS and
    the path between them."""
    probe = (
        "import socket, sys; socket.create_connection((sys.argv[1], int(sys.argv[2])), 2).close()"
    )
    last_error = [""]

    def reachable() -> bool:
        done = podman(
            "exec", source, "python3", "-c", probe, target, str(port), check=False, capture=True
        )
        last_error[0] = done.stderr
        return done.returncode == 0

    waited = wait_until(reachable, timeout, step=0.5)
    if waited is None:
        raise SystemExit(f"compose-test: {source} cannot reach {target}:{port}: {last_error[0]}")
    return waited


def logs(name: str) -> str:
    """A container's output (a service's first, or a full container name)."""
    name = name if name.startswith(f"{PROJECT}_") else container(name)
    done = podman("logs", name, check=False, capture=True)
    return done.stdout + done.stderr


def psql(sql: str) -> str:
    """One query in the db container, unaligned rows ("a|b" per line)."""
    done = podman(
        "exec", container("db"), "psql", "-U", "postgres", "-d", "tq", "-tAc", sql,
        capture=True, check=False,
    )  # fmt: skip
    return done.stdout.strip()


def address(name: str) -> str:
    """A container's address on the compose network (one network here)."""
    networks = inspect(name).get("NetworkSettings", {}).get("Networks") or {}
    return next((network["IPAddress"] for network in networks.values()), "")


def resolved_from(source: str, name: str) -> list[str]:
    """The IPv4 addresses the network's DNS gives `source` (a container with
    python3) for `name`: what nginx's resolver asks for, uncached (glibc keeps
    no cache), every one of them, not just the first that connects."""
    probe = (
        "import socket, sys\n"
        "try:\n"
        "    found = socket.getaddrinfo(sys.argv[1], None, socket.AF_INET, socket.SOCK_STREAM)\n"
        "except socket.gaierror:\n"
        "    found = []\n"
        "print(' '.join(sorted({entry[4][0] for entry in found})))"
    )
    done = podman("exec", source, "python3", "-c", probe, name, check=False, capture=True)
    return done.stdout.split()
