"""A testimonial's photo, chosen in the image library: a square around the
focal point, AVIF and WebP at PersonPhoto's size and twice it, made when the
page is saved or published and never while a visitor's page is served,
without metadata, decorative unless described, gone when its image is."""

import io
import re
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from PIL import Image as Picture
from wagtail.blocks.struct_block import StructBlockValidationError
from wagtail.images.models import Image

from cms import renditions, testimonials
from cms.models import HomePage, OfferPage
from cms.renditions import PHOTO_WIDTHS, frame
from contentstore import store
from website.content import editable
from website.tests.page_readers import page_props, root_html

from .conftest import cms_url

pytestmark = pytest.mark.django_db

GPS, MAKE = 0x8825, 0x010F
AUTHOR = "Sandrine M., gérante, Boulangeries Maréchal"


def portrait_with_gps(size: tuple[int, int] = (900, 1200)) -> bytes:
    """A phone's portrait photo: taller than wide, with a device and a position."""
    exif = Picture.Exif()
    exif[MAKE] = "PhoneMaker"
    exif.get_ifd(GPS)[2] = (48.0, 51.0, 24.0)
    buffer = io.BytesIO()
    Picture.new("RGB", size, (160, 90, 40)).save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


@pytest.fixture
def portrait(settings, tmp_path) -> Image:
    settings.MEDIA_ROOT = tmp_path
    image = Image(title="Sandrine", file=SimpleUploadedFile("sandrine.jpg", portrait_with_gps()))
    image.save()
    return image


def media_file(url: str) -> Path:
    assert url.startswith(settings.MEDIA_URL)
    return Path(settings.MEDIA_ROOT) / url[len(settings.MEDIA_URL) :]


def telephonie() -> OfferPage:
    return OfferPage.objects.get(route_key="telephonie")


def with_photo(page: HomePage | OfferPage, image: Image, index: int = 0, **values: Any) -> None:
    value = page.testimonials[index].value
    value.update(photo=image, author=AUTHOR, **values)


def test_a_chosen_photo_is_published_as_square_avif_and_webp_without_metadata(
    client: Client, portrait: Image, published
):
    page = telephonie()
    with_photo(page, portrait)
    page.full_clean()
    published(page.save_revision())

    photo = page_props(client, "/telephonie")["page"]["sections"]["testimonials"]["items"][0][
        "photo"
    ]
    # Decorative by default: the author's name is written beside it.
    assert photo["alt"] == ""
    assert photo["dim"] == {"w": 112, "h": 112}
    opti = photo["opti"]
    assert opti["widths"] == list(PHOTO_WIDTHS) == [56, 112]
    assert re.fullmatch(r"/media/contenu/sandrine-[0-9a-f]{12}", opti["url"])
    assert photo["src"] == f"{opti['url']}-56.webp"
    for width in PHOTO_WIDTHS:
        for ext, kind in (("avif", "AVIF"), ("webp", "WEBP")):
            with Picture.open(media_file(f"{opti['url']}-{width}.{ext}")) as rendition:
                assert rendition.format == kind
                assert rendition.size == (width, width)
                assert dict(rendition.getexif()) == {}
                assert not {"exif", "xmp"} & set(rendition.info)
    with Picture.open(media_file(portrait.file.url)) as original:
        assert dict(original.getexif()) == {}
    # The published document is one the site serves as it is.
    served = store.published("avis_telecom")
    assert served is not None
    assert editable.check("avis_telecom", page.testimonials_documents()["avis_telecom"])


def test_the_square_follows_the_focal_point(portrait: Image):
    # A face near the top of a 900 × 1200 portrait: the top square, not the middle.
    portrait.focal_point_x, portrait.focal_point_y = 450, 200
    portrait.focal_point_width = portrait.focal_point_height = 100
    assert frame(portrait, (1, 1), PHOTO_WIDTHS).box == (0, 0, 900, 900)
    portrait.focal_point_y = 1100
    assert frame(portrait, (1, 1), PHOTO_WIDTHS).box == (0, 300, 900, 1200)


def test_a_small_photo_is_never_enlarged(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    small = Image(title="Petite", file=SimpleUploadedFile("p.jpg", portrait_with_gps((90, 80))))
    small.save()
    page = telephonie()
    with_photo(page, small)
    photo = page.testimonials_documents()["avis_telecom"]["items"][0]["photo"]
    assert photo["opti"]["widths"] == [56, 80]
    assert photo["dim"] == {"w": 80, "h": 80}


def test_no_rendition_is_made_while_a_visitor_is_served(
    client: Client, portrait: Image, published, with_ssr: str, monkeypatch
):
    page = telephonie()
    with_photo(page, portrait)
    page.full_clean()
    published(page.save_revision())

    def refused(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("a rendition was made during a visitor's request")

    monkeypatch.setattr(renditions, "_write", refused)
    monkeypatch.setattr(Image, "get_rendition", refused)
    html = client.get("/telephonie")
    assert html.status_code == 200
    photo = page_props(client, "/telephonie")["page"]["sections"]["testimonials"]["items"][0][
        "photo"
    ]
    url = photo["opti"]["url"]
    markup = root_html(html.content.decode())
    # PersonPhoto: one AVIF source, the WebP files on the <img>, 1x and 2x.
    assert (
        f'<picture><source type="image/avif" srcSet="{url}-56.avif, {url}-112.avif 2x"/>'
        f'<img src="{url}-56.webp" srcSet="{url}-112.webp 2x" alt="" width="112" '
        'height="112" loading="lazy" class="person-photo"/></picture>'
    ) in markup
    assert client.get("/assets/data/avis_telecom.json").status_code == 200


def test_home_sends_the_photo_in_its_sections_and_an_empty_disc_in_its_html(
    client: Client, portrait: Image, published, with_ssr
):
    """/home's HTML budget has no room for a photo's markup: the marquee draws
    it once hydrated, from the sections' props (PersonPhoto afterHydration)."""
    page = HomePage.objects.get()
    with_photo(page, portrait, photo_decorative=False, photo_alt="Sandrine, souriante")
    page.full_clean()
    published(page.save_revision())
    item = page_props(client, "/home")["page"]["sections"]["testimonials"]["items"][0]
    assert item["photo"]["alt"] == "Sandrine, souriante"
    assert item["photo"]["opti"]["widths"] == [56, 112]
    html = client.get("/home").content.decode()
    assert "/media/contenu/" not in html
    assert '</blockquote><span class="person-photo"></span><figcaption' in root_html(html)


def test_a_described_photo_needs_its_description():
    block = testimonials.TestimonialBlock()
    value = block.to_python(
        {"text": "Très bien.", "photo": None, "photo_decorative": False, "photo_alt": ""}
    )
    block.clean(value)  # no photo: nothing to describe
    image = Image.objects.create(title="x", width=10, height=10, file="original_images/x.jpg")
    value = block.to_python({"text": "Très bien.", "photo": image.pk, "photo_decorative": False})
    with pytest.raises(StructBlockValidationError) as refused:
        block.clean(value)
    assert "cochez « Photo décorative »" in str(refused.value.block_errors["photo_alt"])


def test_a_deleted_image_leaves_the_testimonial_without_a_photo(
    client: Client, portrait: Image, published
):
    page = telephonie()
    with_photo(page, portrait)
    page.full_clean()
    published(page.save_revision())
    portrait.delete()

    # The page as Wagtail reads it back: the chooser is empty, the quote stays.
    page = telephonie().get_latest_revision_as_object()
    assert page.testimonials[0].value["photo"] is None
    document = page.testimonials_documents()["avis_telecom"]
    assert "photo" not in document["items"][0]
    assert document["items"][0]["author"] == AUTHOR
    editable.check("avis_telecom", document)
    page.full_clean()
    published(page.save_revision())
    shown = page_props(client, "/telephonie")["page"]["sections"]["testimonials"]["items"][0]
    assert "photo" not in shown and shown["author"] == AUTHOR


def test_a_published_photo_read_back_is_the_same_library_image(portrait: Image):
    """What import_content and seed.py rely on: a document's photo names the
    image its renditions were made from, not a copy of its widest file."""
    page = telephonie()
    with_photo(page, portrait)
    document = page.testimonials_documents()["avis_telecom"]
    images = Image.objects.count()
    other = telephonie()
    other.fill_testimonials(document)
    assert other.testimonials[0].value["photo"] == portrait
    assert Image.objects.count() == images
    assert other.testimonials_documents()["avis_telecom"] == document


def test_the_editor_offers_the_library_chooser(marketing: Client, settings):
    html = marketing.get(cms_url(settings, f"pages/{telephonie().pk}/edit/")).content.decode()
    assert "Photo de l&#x27;auteur" in html or "Photo de l'auteur" in html
    assert "wagtail.images.widgets.ImageChooser" in html
