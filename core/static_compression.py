"""whitenoise's collectstatic compression, with a machine cache for builds.

collectstatic writes a Brotli and a gzip copy of every collected file, most of
them Django's and Wagtail's own, which are the same in every clone of the
same lock: 20 of the 22 CPU-s of a fresh clone's collectstatic here, in
`make test`'s first stage, whose two cores are full. Where
STATIC_COMPRESSION_CACHE_DIR names a folder (the Makefile's builds do), each
compressed output is kept there by the hash of what it compresses, and a file
met again is copied instead of compressed again. The output is the same
bytes: the key holds the content's hash, the format and whitenoise's and
Brotli's versions (compression levels are theirs, fixed). Without it this is
whitenoise's storage unchanged. (The Dockerfile's `make build` keeps its cache
in the build stage, which the images leave behind.)
"""

import hashlib
import os
import tempfile
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

from django.conf import settings
from whitenoise.compress import Compressor
from whitenoise.storage import CompressedManifestStaticFilesStorage

_TOOLS = f"whitenoise {version('whitenoise')}, brotli {version('brotli')}"


class CachedCompressor(Compressor):
    """whitenoise's Compressor, whose two encoders look in the cache first."""

    def __init__(self, cache_dir: Path, **kwargs):
        super().__init__(**kwargs)
        self.cache_dir = cache_dir

    def compress_brotli(self, data: bytes) -> bytes:
        return self._cached("br", data, Compressor.compress_brotli)

    def compress_gzip(self, data: bytes) -> bytes:
        return self._cached("gz", data, Compressor.compress_gzip)

    def _cached(self, encoding: str, data: bytes, compress: Callable[[bytes], bytes]) -> bytes:
        key = hashlib.sha256(f"{_TOOLS}, {encoding}\n".encode() + data).hexdigest()
        kept = self.cache_dir / key[:2] / f"{key}.{encoding}"
        try:
            return kept.read_bytes()
        except OSError:  # not kept yet, or a folder this user cannot read
            pass
        compressed = compress(data)
        self._keep(kept, compressed)
        return compressed

    @staticmethod
    def _keep(kept: Path, compressed: bytes) -> None:
        """Written whole, then renamed: a build that stops halfway (or another
        one beside it) never leaves a truncated file for the next to serve. A
        cache that cannot be written (a full disk, a read-only home) costs the
        next build its time, never this build its files."""
        partial = None
        try:
            kept.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=kept.parent, delete=False) as partial:
                partial.write(compressed)
            os.replace(partial.name, kept)
        except OSError:
            if partial is not None:
                Path(partial.name).unlink(missing_ok=True)


class CompressedManifestStorage(CompressedManifestStaticFilesStorage):
    """whitenoise's hashed, compressed storage; its compression cached where configured."""

    def create_compressor(self, **kwargs):
        if not settings.STATIC_COMPRESSION_CACHE_DIR:
            return super().create_compressor(**kwargs)
        return CachedCompressor(Path(settings.STATIC_COMPRESSION_CACHE_DIR), **kwargs)
