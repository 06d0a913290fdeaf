"""Picking an uploaded image in a document's form (issue 22): a testimonial's
photo is chosen from the uploads, with no path typed; the published document
points at the upload's AVIF and WebP renditions with the upload's dimensions.
(The client logos and the carousel are edited in Wagtail now:
cms/tests/test_home_media.py.)"""

import io
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image as PilImage

from backoffice.tests.conftest import admin_url
from backoffice.tests.test_content_editor import form_fields
from contentstore import store
from contentstore.models import Image

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def media(tmp_path: Path, settings) -> Path:
    settings.MEDIA_ROOT = tmp_path
    return tmp_path


def upload(client: Client, settings, width: int, height: int, alt: str, decorative=False) -> Image:
    out = io.BytesIO()
    PilImage.new("RGB", (width, height), (15, 118, 110)).save(out, "PNG")
    sent = SimpleUploadedFile("logo.png", out.getvalue(), content_type="image/png")
    data = {"image": sent, "alt": alt, **({"decorative": "on"} if decorative else {})}
    page = client.post(admin_url(settings, "contenu/images/"), data)
    assert page.status_code == 200, page.content.decode()[:500]
    newest = Image.objects.order_by("-id").first()
    assert newest is not None
    return newest


def live(name: str) -> Any:
    revision = store.published_revision(name)
    assert revision is not None
    return revision.data


def newest(name: str) -> Any:
    revision = store.latest(name)
    assert revision is not None
    return revision.data


def the_form(client: Client, settings, name: str) -> tuple[str, str, dict[str, str]]:
    url = admin_url(settings, f"contenu/{name}/")
    html = client.get(url).content.decode()
    # A browser sends the checked radio only: « Garder l'image actuelle ».
    post = {k: v for k, v in form_fields(html).items() if not k.endswith("__image")}
    return url, html, post


def test_an_upload_recorded_with_its_dimensions_and_alt_text(marketing: Client, settings) -> None:
    image = upload(marketing, settings, 800, 500, "Logo des Boulangeries Maréchal")
    assert (image.width, image.height) == (800, 500)
    assert image.widths == [320, 640, 768, 800]
    assert image.alt == "Logo des Boulangeries Maréchal" and not image.decorative
    assert image.prefix.startswith("/media/contenu/logo-")
    for width in image.widths:
        for ext in ("avif", "webp"):
            path = Path(settings.MEDIA_ROOT) / image.url(width, ext).removeprefix("/media/")
            assert path.is_file()


def test_a_testimonial_photo_may_be_decorative(marketing: Client, settings, client: Client) -> None:
    photo = upload(marketing, settings, 400, 400, "", decorative=True)
    url, html, post = the_form(marketing, settings, "avis")
    assert f'name="doc.items.0.photo.__image" value="{photo.pk}"' in html
    # No photo picked: none stored (the empty photo fields are not an error).
    marketing.post(url, {**post, "action": "draft"})
    assert "photo" not in newest("avis")["items"][0]
    url, _, post = the_form(marketing, settings, "avis")
    done = marketing.post(
        url, {**post, "doc.items.0.photo.__image": str(photo.pk), "action": "publish"}
    )
    assert done.status_code == 302
    stored = live("avis")["items"][0]["photo"]
    assert stored["alt"] == "" and stored["dim"] == {"w": 400, "h": 400}
    assert stored["opti"]["url"] == photo.prefix
    props = client.get("/home", HTTP_ACCEPT="application/json").json()
    assert (
        props["page"]["sections"]["testimonials"]["items"][0]["photo"]["opti"]["url"]
        == photo.prefix
    )
