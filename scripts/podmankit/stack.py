"""The compose project as CI runs it: podman-compose calls and health waits.

Healthchecks: podman runs them from systemd timers, and there is no systemd
here, so a container stays "starting" until `podman healthcheck run` is
called; wait_healthy() calls it in a loop, as an orchestrator's timer would.
"""

from __future__ import annotations

import json
import subprocess
import time

from .engine import ROOT, environment, podman

PROJECT = "tqci"
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
    )


def container(service: str) -> str:
    return f"{PROJECT}_{service}_1"


def state(name: str) -> dict[str, object]:
    done = podman("inspect", "--format", "json", name, check=False, capture=True)
    if done.returncode:
        return {}
    return json.loads(done.stdout)[0]["State"]


def healthy(name: str) -> bool:
    """One healthcheck run (what the missing systemd timer would do)."""
    return podman("healthcheck", "run", name, check=False, capture=True).returncode == 0


def wait_healthy(services: list[str], timeout: float = 240) -> float:
    started = time.monotonic()
    waiting = set(services)
    while waiting:
        for service in sorted(waiting):
            if healthy(container(service)):
                waiting.discard(service)
        if waiting and time.monotonic() - started > timeout:
            raise SystemExit(f"compose-test: not healthy after {timeout:.0f} s: {sorted(waiting)}")
        if waiting:
            time.sleep(1)
    return time.monotonic() - started


def logs(service: str) -> str:
    done = podman("logs", container(service), check=False, capture=True)
    return done.stdout + done.stderr
