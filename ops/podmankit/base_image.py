"""debian:bookworm-slim, built here: no image registry is reachable.

The Dockerfile names debian:bookworm-slim like any Docker user would; here
that name is given to a bookworm root that Debian's mmdebstrap builds from the
package mirror (minbase: apt, dpkg and the essential packages, ~16 s) and
that `podman import` turns into an image. On a machine with a registry the
same Dockerfile pulls the official image instead.
"""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

from .engine import image_exists, podman

BASE = "docker.io/library/debian:bookworm-slim"


def ensure_base() -> float:
    """Builds the base image when missing; returns the seconds it took (0 if present)."""
    if image_exists(BASE):
        return 0.0
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="tq-base-") as folder:
        tarball = Path(folder) / "bookworm.tar"
        subprocess.run(
            ["mmdebstrap", "--quiet", "--variant=minbase", "bookworm", str(tarball)],
            check=True,
            timeout=600,
        )
        podman("import", "--change", 'CMD ["bash"]', str(tarball), BASE)
    return time.monotonic() - started
