"""Uploads decoded within their budget: a header that claims too many pixels,
or pixels that would take too much memory, is refused before they are read,
with a French message and a 400; a tiny 1-bit PNG of 40 Mpx costs little."""

import io
import struct
import tracemalloc
import zlib
from pathlib import Path

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image

from backoffice.content_editor import decoding, images
from backoffice.tests.conftest import admin_url


@pytest.fixture(autouse=True)
def media(tmp_path: Path, settings) -> Path:
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_header(width: int, height: int, depth: int = 1, color: int = 0) -> bytes:
    """A PNG that claims width × height and holds one row: reading its pixels
    would fail (« endommagée »), so a refusal that names the size came first."""
    ihdr = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, 0)
    one_row = zlib.compress(b"\x00" * (1 + width * depth // 8))
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", ihdr)
        + _chunk(b"IDAT", one_row)
        + _chunk(b"IEND", b"")
    )


def webp_header(width: int, height: int) -> bytes:
    """An extended (VP8X) WebP header: Pillow allocates its canvas on open."""
    vp8x = b"VP8X" + struct.pack("<I", 10) + b"\x00\x00\x00\x00"
    vp8x += (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little")
    body = b"WEBP" + vp8x
    return b"RIFF" + struct.pack("<I", len(body)) + body


def upload(client: Client, settings, data: bytes, name: str = "grand.png"):
    sent = SimpleUploadedFile(name, data, content_type="image/png")
    return client.post(admin_url(settings, "contenu/images/"), {"image": sent, "alt": "Plan"})


@pytest.mark.django_db
def test_a_header_claiming_200_million_pixels_is_a_french_400(marketing, settings) -> None:
    data = png_header(14_143, 14_143)  # 200 Mpx, past Pillow's own 2 × limit
    assert len(data) < 10_000
    response = upload(marketing, settings, data)
    assert response.status_code == 400
    assert "Image trop grande : 40 millions de pixels au plus." in response.content.decode()


@pytest.mark.django_db
def test_a_header_just_over_the_cap_is_refused_the_same_way(marketing, settings) -> None:
    response = upload(marketing, settings, png_header(6_325, 6_325))  # 40.0 Mpx
    assert response.status_code == 400
    assert "Image trop grande" in response.content.decode()
    response = upload(marketing, settings, webp_header(16_000, 16_000), "grand.webp")
    assert response.status_code == 400
    assert "Image trop grande" in response.content.decode()


@pytest.mark.django_db
def test_pixels_over_the_memory_budget_are_refused_before_they_are_read(
    marketing, settings
) -> None:
    # 39.9 Mpx of RGBA: 160 MB decoded, and as much again to resample it.
    response = upload(marketing, settings, png_header(6_320, 6_320, depth=8, color=6))
    page = response.content.decode()
    assert response.status_code == 400
    assert "Image trop lourde à traiter" in page and "256 Mo" in page
    assert "endommagée" not in page  # refused from the header, not while reading


def test_a_one_bit_png_just_under_the_cap_is_cheap() -> None:
    """6,320 × 6,320 in 5 KB: used to take 580 MB and seconds to decode."""
    buffer = io.BytesIO()
    Image.new("1", (6_320, 6_320)).save(buffer, "PNG", optimize=True)
    data = buffer.getvalue()
    assert len(data) < 10_000
    header = images.open_checked(data)
    assert decoding.plan(header, images.WIDTHS[-1]).cost <= decoding.DECODE_BUDGET
    tracemalloc.start()
    result = images.process(data, "plan.png", "Plan d'accès", False)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert (result.width, result.height) == (6_320, 6_320)
    assert result.widths == [320, 640, 768, 1024, 1536]
    # Python's own allocations only (Pillow's pixels are C memory): the full
    # picture's bytes (120 MB before) never reach Python any more.
    assert peak < 64 * 1024 * 1024


def test_a_big_jpeg_is_decoded_at_a_reduced_scale_and_kept_upright() -> None:
    picture = Image.new("RGB", (6_000, 4_000), (200, 30, 30))
    exif = Image.Exif()
    exif[decoding.ORIENTATION] = 6  # the camera was held upright
    buffer = io.BytesIO()
    picture.save(buffer, "JPEG", quality=80, exif=exif)
    header = images.open_checked(buffer.getvalue())
    plan = decoding.plan(header, images.WIDTHS[-1])
    assert header.size == (3_000, 2_000)  # drafted: half the size, still wide enough
    assert plan.cost <= decoding.DECODE_BUDGET
    result = images.process(buffer.getvalue(), "photo.jpg", "Photo", False)
    assert (result.width, result.height) == (4_000, 6_000)
    assert result.widths == [320, 640, 768, 1024, 1536]
    assert {(r.width, r.height) for r in result.renditions if r.width == 1536} == {(1536, 2304)}
