"""`make image`: the shipped Dockerfile, built as shipped, with podman.

Both targets (runtime, proxy) share the build stage, so the second build
reuses its layers. The machine's CA bundle is mounted into the build (package
registries over TLS) and never copied into an image. Prints the seconds each
step took: CI builds cold (fresh clone, empty vfs storage).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from .base_image import ensure_base
from .engine import ROOT, podman

CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")
IMAGES = {
    "runtime": "localhost/tq-telecom-site:latest",
    "proxy": "localhost/tq-telecom-proxy:latest",
}


def build() -> dict[str, float]:
    figures = {"base image": ensure_base()}
    mount = ["-v", f"{CA_BUNDLE}:/run/build-ca.crt:ro"] if CA_BUNDLE.exists() else []
    for target, tag in IMAGES.items():
        started = time.monotonic()
        podman("build", "--network", "host", *mount, "--target", target, "-t", tag, str(ROOT))
        figures[f"{target} image"] = time.monotonic() - started
    return figures


def main() -> None:
    figures = build()
    for name, seconds in figures.items():
        print(f"image: {name}: {seconds:.0f} s")
    print(f"image: total {sum(figures.values()):.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
