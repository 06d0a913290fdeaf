"""Picking an uploaded image in a document's form (issue 22): a client's logo
or a hero slide's picture is chosen from the uploads, with no path typed; the
published document points at the upload's AVIF and WebP renditions with the
upload's dimensions, and a hero needs an alt text (a decorative upload is
refused there)."""

import io
import re
from pathlib import Path
from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image as PilImage

from backoffice.tests.conftest import admin_url
from backoffice.tests.test_content_editor import form_fields
from contentstore import store
from contentstore.models import Image, Revision

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


def test_a_client_logo_picked_then_published_is_on_the_home_page(
    marketing: Client, client: Client, settings, django_capture_on_commit_callbacks
) -> None:
    image = upload(marketing, settings, 800, 500, "Logo des Boulangeries Maréchal")
    url, html, post = the_form(marketing, settings, "clients")
    # The chooser: a radio per upload, its thumbnail and its alt text, no path to type.
    assert "Choisir une image envoyée" in html
    radio = f'name="doc.0.__image" value="{image.pk}"'
    assert radio in html
    assert image.thumbnail in html and "« Logo des Boulangeries Maréchal » — 800 × 500 px" in html
    with django_capture_on_commit_callbacks(execute=True):
        done = marketing.post(url, {**post, "doc.0.__image": str(image.pk), "action": "publish"})
    assert done.status_code == 302
    first = live("clients")[0]
    assert first["opti"] == {
        "folder": "contenu",
        "base": image.base,
        "widths": [320, 640, 768, 800],
        "url": image.prefix,
    }
    assert first["dim"] == {"w": 800, "h": 500}
    assert first["logo"] == image.url(768, "webp")
    assert first["name"] == "Boulangeries Maréchal"  # the logo's alt text stays the name
    props = client.get("/home", HTTP_ACCEPT="application/json").json()
    shown = props["page"]["sections"]["clients"][0]
    assert shown["opti"]["url"] == image.prefix and shown["dim"] == {"w": 800, "h": 500}
    # The other logos are untouched.
    assert props["page"]["sections"]["clients"][1]["opti"]["folder"] == "clients"


def test_a_hero_needs_an_alt_text_so_a_decorative_upload_is_refused_there(
    marketing: Client, settings
) -> None:
    decorative = upload(marketing, settings, 1600, 900, "", decorative=True)
    assert decorative.decorative and decorative.alt == ""
    url, _, post = the_form(marketing, settings, "home-coursel")
    page = marketing.post(
        url, {**post, "doc.0.img.__image": str(decorative.pk), "action": "publish"}
    )
    text = page.content.decode()
    assert "Rien n&#x27;a été enregistré" in text or "Rien n'a été enregistré" in text
    assert re.search(r'id="f-doc-0-img-alt-errors"><li>Ce champ est obligatoire', text)
    assert Revision.objects.count() == 0

    described = upload(marketing, settings, 1600, 900, "Une équipe au standard")
    url, _, post = the_form(marketing, settings, "home-coursel")
    marketing.post(url, {**post, "doc.0.img.__image": str(described.pk), "action": "draft"})
    img = newest("home-coursel")[0]["img"]
    assert img["alt"] == "Une équipe au standard"
    assert img["dim"] == {"w": 1600, "h": 900}
    assert img["src"] == described.url(768, "webp")
    assert img["opti"]["widths"] == [320, 640, 768, 1024, 1536]


def test_an_unknown_choice_leaves_the_image_as_it_was(marketing: Client, settings) -> None:
    upload(marketing, settings, 400, 200, "Logo")
    url, _, post = the_form(marketing, settings, "clients")
    marketing.post(url, {**post, "doc.0.__image": "99999", "action": "draft"})
    assert newest("clients")[0]["opti"]["folder"] == "clients"
