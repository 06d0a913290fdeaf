"""collectstatic's compressed copies, kept by content for the next build (core/static_compression.py)."""

from pathlib import Path

import pytest
from whitenoise.compress import Compressor

from core.static_compression import CachedCompressor, CompressedManifestStorage

SCRIPT = b"export function greet(name) { return `Bonjour ${name}`; }\n" * 200


def compressed_copies(compressor: Compressor, folder: Path, data: bytes) -> dict[str, bytes]:
    """What the compressor writes beside a file holding `data`: {'.br': …, '.gz': …}."""
    folder.mkdir(parents=True, exist_ok=True)
    source = folder / "app.js"
    source.write_bytes(data)
    return {Path(name).suffix: Path(name).read_bytes() for name in compressor.compress(str(source))}


def test_the_copies_are_whitenoises_bytes_and_a_second_build_compresses_nothing(
    tmp_path, monkeypatch
):
    plain = compressed_copies(Compressor(quiet=True), tmp_path / "plain", SCRIPT)
    assert set(plain) == {".br", ".gz"}
    cache = tmp_path / "cache"
    assert (
        compressed_copies(CachedCompressor(cache, quiet=True), tmp_path / "first", SCRIPT) == plain
    )

    def refused(data: bytes) -> bytes:
        raise AssertionError("compressed again")

    monkeypatch.setattr(Compressor, "compress_brotli", staticmethod(refused))
    monkeypatch.setattr(Compressor, "compress_gzip", staticmethod(refused))
    assert (
        compressed_copies(CachedCompressor(cache, quiet=True), tmp_path / "second", SCRIPT) == plain
    )
    # Another content is not in the cache: it is compressed (here, refused).
    with pytest.raises(AssertionError, match="compressed again"):
        compressed_copies(CachedCompressor(cache, quiet=True), tmp_path / "third", SCRIPT + b"//\n")


def test_a_cache_that_cannot_be_written_costs_time_never_files(tmp_path, monkeypatch):
    """A copy cut short is never left for the next build, and this build still gets its files."""
    plain = compressed_copies(Compressor(quiet=True), tmp_path / "plain", SCRIPT)
    cache = tmp_path / "cache"

    def disk_full(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("core.static_compression.os.replace", disk_full)
    assert (
        compressed_copies(CachedCompressor(cache, quiet=True), tmp_path / "first", SCRIPT) == plain
    )
    assert [path for path in cache.rglob("*") if path.is_file()] == []
    # A cache folder that cannot even be made (a file stands in its way).
    blocked = tmp_path / "blocked"
    blocked.write_text("")
    second = compressed_copies(
        CachedCompressor(blocked / "cache", quiet=True), tmp_path / "second", SCRIPT
    )
    assert second == plain


def test_the_cache_is_used_only_where_a_folder_is_named(settings, tmp_path):
    """The Makefile's builds name one; a collectstatic without it gets whitenoise's own."""
    settings.STATIC_COMPRESSION_CACHE_DIR = ""
    storage = CompressedManifestStorage(location=str(tmp_path))
    assert type(storage.create_compressor(quiet=True)) is Compressor
    settings.STATIC_COMPRESSION_CACHE_DIR = str(tmp_path / "cache")
    assert isinstance(storage.create_compressor(quiet=True), CachedCompressor)
