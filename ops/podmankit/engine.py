"""podman's configuration here, written under var/podman/, never in /etc.

What this machine needs (measured, docs/deployment.md "What CI stands in for"):
- runc, because crun refuses the hybrid cgroups; the cgroupfs manager, as
  there is no systemd;
- the vfs storage driver (no overlay mount inside this machine);
- no default ulimits: setting rlimits is not permitted here.
CONTAINERS_CONF and CONTAINERS_STORAGE_CONF point podman (and podman-compose,
which calls it) at these files, so the machine's own podman is left alone.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STATE = Path(os.environ.get("PODMAN_STATE", ROOT / "var" / "podman"))

CONTAINERS_CONF = """\
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
"""

STORAGE_CONF = """\
[storage]
driver = "vfs"
runroot = "{state}/run"
graphroot = "{state}/storage"
"""


def environment() -> dict[str, str]:
    """The environment every podman and podman-compose call runs with."""
    STATE.mkdir(parents=True, exist_ok=True)
    (STATE / "containers.conf").write_text(CONTAINERS_CONF)
    (STATE / "storage.conf").write_text(STORAGE_CONF.format(state=STATE))
    env = dict(os.environ)
    env["CONTAINERS_CONF"] = str(STATE / "containers.conf")
    env["CONTAINERS_STORAGE_CONF"] = str(STATE / "storage.conf")
    return env


def podman(
    *args: str, check: bool = True, capture: bool = False, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    """One podman call; past `timeout` seconds it is killed (TimeoutExpired): CI never hangs."""
    return subprocess.run(
        ["podman", *args],
        env=environment(),
        check=check,
        text=True,
        capture_output=capture,
        timeout=timeout,
    )


def image_exists(name: str) -> bool:
    return podman("image", "exists", name, check=False).returncode == 0
