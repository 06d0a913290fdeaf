"""Uploaded images: a PNG with its GPS position becomes AVIF and WebP at the
build's widths, with dimensions, and without the position; SVG is refused."""

import io
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image

from backoffice.content_editor import images
from backoffice.tests.conftest import admin_url

GPS_IFD = 0x8825


@pytest.fixture(autouse=True)
def media(tmp_path: Path, settings) -> Path:
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


def png_with_gps(width: int = 1200, height: int = 800) -> bytes:
    picture = Image.new("RGB", (width, height), (15, 118, 110))
    exif = Image.Exif()
    exif[0x010F] = "Appareil de Camille"  # Make
    gps = exif.get_ifd(GPS_IFD)
    gps[1], gps[2] = "N", (48.0, 51.0, 24.0)
    out = io.BytesIO()
    picture.save(out, "PNG", exif=exif)
    data = out.getvalue()
    assert Image.open(io.BytesIO(data)).getexif().get_ifd(GPS_IFD)  # the input has it
    return data


def test_a_png_with_gps_becomes_avif_and_webp_without_it(media: Path) -> None:
    result = images.process(png_with_gps(), "Vitrine Maréchal.png", "La vitrine", False)
    assert (result.width, result.height, result.alt) == (1200, 800, "La vitrine")
    widths = sorted({r.width for r in result.renditions})
    assert widths == [320, 640, 768, 1024, 1200]
    assert {r.format for r in result.renditions} == {"AVIF", "WEBP"}
    for rendition in result.renditions:
        path = media / rendition.url.removeprefix("/media/")
        with Image.open(path) as out:
            assert out.format == rendition.format
            assert out.size == (rendition.width, rendition.height)
            assert not out.getexif(), rendition.url
            assert "exif" not in out.info and "xmp" not in out.info
    assert result.renditions[0].url.startswith("/media/contenu/vitrine-marechal-")


def test_svg_and_other_types_are_refused_with_a_reason() -> None:
    svg = b'<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    with pytest.raises(images.ImageRefused, match="SVG sont refusées"):
        images.process(svg, "logo.png", "Logo", False)
    gif = io.BytesIO()
    Image.new("RGB", (10, 10)).save(gif, "GIF")
    with pytest.raises(images.ImageRefused, match="JPEG, PNG et WebP"):
        images.process(gif.getvalue(), "logo.png", "Logo", False)
    with pytest.raises(images.ImageRefused, match="pas une image"):
        images.process(b"%PDF-1.7", "logo.jpg", "Logo", False)


def test_alt_text_or_decorative_is_required() -> None:
    with pytest.raises(images.ImageRefused, match="texte alternatif"):
        images.process(png_with_gps(40, 30), "x.png", "  ", False)
    assert images.process(png_with_gps(40, 30), "x.png", "", True).alt == ""


def test_pixel_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(images, "MAX_PIXELS", 100)
    with pytest.raises(images.ImageRefused, match="Image trop grande"):
        images.process(png_with_gps(40, 30), "x.png", "Logo", False)


@pytest.mark.django_db
def test_the_upload_page_is_for_marketing(settings) -> None:
    user = User.objects.create_user("camille", password="x", is_staff=True)
    user.groups.add(Group.objects.get(name="Marketing"))
    client = Client()
    client.force_login(user)
    url = admin_url(settings, "contenu/images/")
    sent = SimpleUploadedFile("logo.png", png_with_gps(400, 200), content_type="image/png")
    page = client.post(url, {"image": sent, "alt": "Logo Maréchal"})
    assert page.status_code == 200 and "400 × 200" in page.content.decode()
    svg = SimpleUploadedFile("logo.svg", b"<svg></svg>", content_type="image/svg+xml")
    refused = client.post(url, {"image": svg, "alt": "Logo"})
    assert refused.status_code == 400 and "peut contenir" in refused.content.decode()
    salesperson = User.objects.create_user("sam", password="x", is_staff=True)
    salesperson.groups.add(Group.objects.get(name="Commercial"))
    client.force_login(salesperson)
    assert client.get(url).status_code == 403
