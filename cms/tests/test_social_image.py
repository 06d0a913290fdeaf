"""A page's sharing image, from Wagtail's image library: a 1200 × 630 JPEG
in the page's Open Graph tags (server-rendered head and the props a
client-side navigation applies), and no photo's metadata anywhere."""

import html
import re

import pytest
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image as Picture
from wagtail.images.models import Image

from cms.models import OfferPage
from cms.tests.photos import phone_photo

pytestmark = pytest.mark.django_db

ALT = "Deux techniciens installent un standard téléphonique"


@pytest.fixture
def photo(settings, tmp_path) -> Image:
    settings.MEDIA_ROOT = tmp_path
    image = Image(
        title="Installation",
        file=SimpleUploadedFile("Photo été.jpg", phone_photo((1600, 1200), turned=True)),
    )
    image.save()
    return image


def og(client: Client, path: str) -> dict[str, str]:
    head = client.get(path).content.decode().split("</head>", 1)[0]
    return {
        name: html.unescape(value)
        for name, value in re.findall(r'<meta property="(og:image[^"]*)" content="([^"]*)"', head)
    }


def test_an_upload_is_stored_upright_without_its_metadata(photo: Image):
    with default_storage.open(photo.file.name) as stored, Picture.open(stored) as picture:
        assert picture.size == (1200, 1600)  # upright
        assert dict(picture.getexif()) == {}
        assert "exif" not in picture.info
    assert (photo.width, photo.height) == (1200, 1600)
    assert photo.file.name.isascii()


def test_a_published_sharing_image_is_what_shares_show(
    client: Client, photo: Image, published, settings
):
    default = og(client, "/telephonie")
    assert default["og:image"].endswith("/static/img-opti/og/og-default-1200.png")
    page = OfferPage.objects.get(route_key="telephonie")
    page.social_image, page.social_image_alt = photo, ALT
    page.full_clean()
    published(page.save_revision())

    shown = og(client, "/telephonie")
    assert re.fullmatch(
        settings.SITE_URL + r"/media/images/[A-Za-z0-9._/-]+\.jpg", shown["og:image"]
    )
    assert (shown["og:image:width"], shown["og:image:height"], shown["og:image:alt"]) == (
        "1200",
        "630",
        ALT,
    )
    # A client-side navigation gets the same, with the page's props.
    meta = client.get("/telephonie", HTTP_ACCEPT="application/json").json()["meta"]
    assert (meta["ogImage"], meta["ogImageAlt"]) == (shown["og:image"], ALT)
    rendition = shown["og:image"].removeprefix(settings.SITE_URL + settings.MEDIA_URL)
    with default_storage.open(rendition) as stored, Picture.open(stored) as picture:
        assert (picture.format, picture.size) == ("JPEG", (1200, 630))
        assert dict(picture.getexif()) == {}
    # Other pages keep the site's image.
    assert og(client, "/connexion") == default


def test_an_image_without_its_description_is_refused(photo: Image):
    page = OfferPage.objects.get(route_key="telephonie")
    page.social_image = photo
    with pytest.raises(ValidationError) as refused:
        page.full_clean()
    assert "Décrivez ce que montre l'image de partage" in str(refused.value)
