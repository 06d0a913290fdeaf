"""`make image`: the shipped Dockerfile, built as shipped, with podman.

Every target is built from one snapshot of the source tree (the files git
tracks or would track, under var/podman/context): the targets share the build
stage, so each later target reuses its layers instead of building again
because a file changed in between. The machine's CA bundle is mounted into
the build (package registries over TLS) and never copied into an image.
Prints the seconds each step took: CI builds cold (fresh clone, empty storage).
"""

from __future__ import annotations

import shutil
import subprocess
import time
from pathlib import Path

from .base_image import ensure_base
from .engine import ROOT, STATE, podman

CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")
# The tags compose.yaml names (its `image:` keys).
IMAGES = {
    "runtime": "localhost/tq-telecom-site:latest",
    "proxy": "localhost/tq-telecom-proxy:latest",
    "db": "localhost/tq-telecom-db:latest",
    "cache": "localhost/tq-telecom-cache:latest",
}


def snapshot() -> Path:
    """The build context: what a fresh clone (plus uncommitted work) holds, nothing else."""
    context = STATE / "context"
    shutil.rmtree(context, ignore_errors=True)
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, check=True, capture_output=True,
    ).stdout.decode().split("\0")  # fmt: skip
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            target = context / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    return context


def build() -> dict[str, float]:
    figures = {"base image": ensure_base()}
    context = snapshot()
    mount = ["-v", f"{CA_BUNDLE}:/run/build-ca.crt:ro"] if CA_BUNDLE.exists() else []
    for target, tag in IMAGES.items():
        started = time.monotonic()
        # docker format: OCI images drop HEALTHCHECK, which compose relies on.
        podman(
            "build", "--format", "docker", "--network", "host", *mount,
            "--target", target, "-t", tag, str(context), timeout=1800,
        )  # fmt: skip
        figures[f"{target} image"] = time.monotonic() - started
    return figures


def main() -> None:
    figures = build()
    for name, seconds in figures.items():
        print(f"image: {name}: {seconds:.0f} s")
    print(f"image: total {sum(figures.values()):.0f} s")


if __name__ == "__main__":
    main()
